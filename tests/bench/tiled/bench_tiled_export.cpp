// Muster's PNG export against Tiled's tmxrasterizer on the same 256x256 hex grid: the benchmark
// writes the campaign (JSON) and the same grid as a TMX map whose tiles are Muster's own hex
// stamps, runs `tmxrasterizer` and `muster-cli render` as child processes at the same image width,
// and prints time, peak memory and file size of each with Muster's ratios (medians of 3 runs).
#include "ChildRun.h"
#include "GuiSampleCampaigns.h"
#include "TmxWriter.h"
#include "io/CampaignJson.h"
#include "render/map/MapRenderer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageReader>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace muster;
using namespace muster::bench;

namespace {
struct Measured
{
    double seconds = 0;
    double peakMb = 0;
    double fileMb = 0;
    QSize size;
};

/// Medians of `runs` runs of a program writing `out`.
std::optional<Measured> measure(const QString &program, const QStringList &arguments,
                                const QString &out, int runs)
{
    std::vector<double> seconds, peaks;
    for (int i = 0; i < runs; ++i) {
        QFile::remove(out);
        const ChildRun run = runChild(program, arguments);
        if (!run.ok || !QFileInfo::exists(out)) {
            std::fprintf(stderr, "%s failed\n", qPrintable(program));
            return std::nullopt;
        }
        seconds.push_back(run.seconds);
        peaks.push_back(run.peakMb);
    }
    std::sort(seconds.begin(), seconds.end());
    std::sort(peaks.begin(), peaks.end());
    Measured m;
    m.seconds = seconds[seconds.size() / 2];
    m.peakMb = peaks[peaks.size() / 2];
    m.fileMb = QFileInfo(out).size() / 1048576.0;
    m.size = QImageReader(out).size();
    return m;
}

void print(const char *who, const Measured &m)
{
    std::printf("  %-15s %5d x %-5d px  %6.2f s  peak %6.1f MB  file %5.2f MB\n", who,
                m.size.width(), m.size.height(), m.seconds, m.peakMb, m.fileMb);
}
} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QString tmxrasterizer = QStandardPaths::findExecutable(QStringLiteral("tmxrasterizer"));
    if (tmxrasterizer.isEmpty()) {
        std::printf("tmxrasterizer not found (Debian package tiled): comparison skipped\n");
        return 1;
    }
    QTemporaryDir dir;
    const Campaign hex = test::makeHexCampaign(256, 256);
    const QString campaignFile = dir.filePath(QStringLiteral("hex256.json"));
    QFile json(campaignFile);
    if (!json.open(QIODevice::WriteOnly) || json.write(writeCampaignJson(hex)) < 0)
        return 1;
    json.close();
    const TmxTiles tiles;
    if (!writeTmxMap(hex, dir.path(), tiles)) {
        std::fprintf(stderr, "cannot write the TMX map\n");
        return 1;
    }

    const QString tiledPng = dir.filePath(QStringLiteral("tiled.png"));
    const auto tiled =
        measure(tmxrasterizer, {dir.filePath(QStringLiteral("map.tmx")), tiledPng}, tiledPng, 3);
    if (!tiled)
        return 1;
    // The same image width: Muster's bare map (grid plus its small margin) scaled to it.
    const double sceneWidth = MapRenderer(hex).sceneBounds().width();
    const double scale = tiled->size.width() / sceneWidth;
    const QString musterPng = dir.filePath(QStringLiteral("muster.png"));
    const auto muster =
        measure(QStringLiteral(MUSTER_CLI),
                {QStringLiteral("render"), campaignFile, musterPng, QStringLiteral("--bare"),
                 QStringLiteral("--terrain"), QStringLiteral("--hexes"), QStringLiteral("--scale"),
                 QString::number(scale, 'f', 6)},
                musterPng, 3);
    if (!muster)
        return 1;
    std::printf("256x256 hex map to PNG, tmxrasterizer vs muster-cli render (median of 3 runs):\n");
    print("tmxrasterizer", *tiled);
    print("muster-cli", *muster);
    std::printf("  muster/tiled: time %.2fx (goal <= 0.5), peak memory %.2fx (goal <= 0.25), file "
                "%.2fx (goal <= 1.5), pixels %.3fx\n",
                muster->seconds / tiled->seconds, muster->peakMb / tiled->peakMb,
                muster->fileMb / tiled->fileMb,
                double(muster->size.width()) * muster->size.height() /
                    (double(tiled->size.width()) * tiled->size.height()));

    // Reading the same map back: import-tmx of the TMX map against import of the campaign's JSON
    // (the same world), each a child process writing a new campaign file.
    const QString fromTmx = dir.filePath(QStringLiteral("from-tmx.muster"));
    const auto tmxImport =
        measure(QStringLiteral(MUSTER_CLI),
                {QStringLiteral("import-tmx"), dir.filePath(QStringLiteral("map.tmx")), fromTmx,
                 QStringLiteral("--terrain-map"),
                 QStringLiteral(MUSTER_SOURCE_DIR "/tests/tiled/data/anchor-terrain.json")},
                fromTmx, 3);
    const QString fromJson = dir.filePath(QStringLiteral("from-json.muster"));
    const auto jsonImport =
        measure(QStringLiteral(MUSTER_CLI), {QStringLiteral("import"), campaignFile, fromJson},
                fromJson, 3);
    if (!tmxImport || !jsonImport)
        return 1;
    std::printf("256x256 hex map into a campaign file, import-tmx vs import of its JSON (median "
                "of 3 runs):\n  import-tmx %.2f s, peak %.1f MB; import %.2f s, peak %.1f MB; "
                "tmx/json: time %.2fx, peak memory %.2fx\n",
                tmxImport->seconds, tmxImport->peakMb, jsonImport->seconds, jsonImport->peakMb,
                tmxImport->seconds / jsonImport->seconds, tmxImport->peakMb / jsonImport->peakMb);
    if (qEnvironmentVariableIsSet("MUSTER_BENCH_KEEP")) {
        const QString keep = qEnvironmentVariable("MUSTER_BENCH_KEEP");
        QDir().mkpath(keep);
        for (const char *f : {"tiled.png", "muster.png", "map.tmx", "terrain.png", "hex256.json"}) {
            QFile::remove(QDir(keep).filePath(QLatin1String(f)));
            QFile::copy(dir.filePath(QLatin1String(f)), QDir(keep).filePath(QLatin1String(f)));
        }
    }
    return 0;
}
