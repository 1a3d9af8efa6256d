// Benchmark of campaign validation at the largest sizes the limits allow (maps/README.md,
// "Limits"): a 4096 x 4096 area map and a 4096 x 4096 hex map, each timed against reading the
// file's bytes and against reading and parsing them as JSON (QJsonDocument, the least any reader of
// the format does), and a campaign of 10,000 kingdoms. The goals: validation within 2x of reading
// and parsing the bytes, and 10,000 kingdoms within a second. Prints medians of the thread CPU
// time (for the largest maps each part in a process of its own, as muster-cli validates), and for
// the maps the spread of the ratio over the runs; checks nothing.
//
// Usage: bench_validate [runs]   (default 7)
#include "BenchTiming.h"
#include "GeneratedCampaign.h"
#include "io/CampaignJson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace muster;

namespace {
constexpr int kSide = 4096;
constexpr int kBlock = 64; // the area map's areas are 64 x 64 hex blocks: 4,096 areas

[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "bench_validate: %s\n", qPrintable(message));
    std::exit(1);
}

Campaign baseCampaign(RulesetKind kind, int kingdoms)
{
    Campaign c;
    c.name = QStringLiteral("Largest map");
    c.seed = 15;
    c.ruleset = Ruleset::builtin(kind);
    for (int k = 0; k < kingdoms; ++k)
        c.kingdoms.push_back(
            {QStringLiteral("K%1").arg(k),
             QStringLiteral("Kingdom %1").arg(k),
             QStringLiteral("People %1").arg(k % 7),
             QStringLiteral("#%1").arg(k * 9973 % 0xffffff, 6, 16, QLatin1Char('0')),
             {},
             {},
             {}});
    c.world.columns = kSide;
    c.world.rows = kSide;
    TurnRecord t;
    t.seed = Campaign::turnSeed(c.seed, 1);
    t.orders.resize(static_cast<size_t>(kingdoms));
    t.state.kingdoms.assign(static_cast<size_t>(kingdoms), KingdomState{10, 2, 0, 0});
    c.turns.push_back(t);
    return c;
}

Campaign largestAreaMap()
{
    Campaign c = baseCampaign(RulesetKind::Area, 8);
    World &w = c.world;
    const int perRow = kSide / kBlock;
    for (int a = 0; a < perRow * perRow; ++a)
        w.areas.push_back({QStringLiteral("A%1").arg(a, 4, 10, QLatin1Char('0')),
                           QStringLiteral("Area %1").arg(a),
                           a % 10 == 9 ? AreaTerrain::Sea : AreaTerrain::Plains,
                           -1,
                           {}});
    w.hexArea.resize(static_cast<size_t>(w.hexCount()));
    for (int row = 0; row < kSide; ++row)
        for (int col = 0; col < kSide; ++col)
            w.hexArea[static_cast<size_t>(row * kSide + col)] =
                (row / kBlock) * perRow + col / kBlock;
    w.rebuild();
    auto &areas = c.turns[0].state.areas;
    areas.resize(w.areas.size());
    for (size_t a = 0; a < areas.size(); ++a)
        if (!w.isSea(static_cast<int>(a)))
            areas[a] = {static_cast<int>(a % 8), 3, 2, 1, DefenceMode::Defend, -1, 0, 0};
    return c;
}

Campaign largestHexMap()
{
    Campaign c = baseCampaign(RulesetKind::Hex, 3);
    World &w = c.world;
    w.terrain.resize(static_cast<size_t>(w.hexCount()));
    for (size_t i = 0; i < w.terrain.size(); ++i)
        w.terrain[i] = static_cast<HexTerrain>((i * 7 + i / kSide) % (kHexTerrainCount - 1));
    w.rebuild();
    return c;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const Campaign &campaign)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeCampaignJson(campaign)) < 0)
        fail(QStringLiteral("cannot write %1").arg(path));
    return path;
}

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        fail(QStringLiteral("cannot read %1").arg(path));
    return file.readAll();
}

void validate(const QString &path)
{
    Problems problems;
    if (!readCampaignJsonFile(path, problems))
        fail(problems.toString().left(2000));
}

/// What one child process times: "read", "parse" or "validate".
double timeOnce(const QString &part, const QString &path)
{
    if (part == QLatin1String("read"))
        return test::cpuMs([&] { readBytes(path); });
    if (part == QLatin1String("parse"))
        return test::cpuMs([&] { QJsonDocument::fromJson(readBytes(path)).isObject(); });
    return test::cpuMs([&] { validate(path); });
}

/// The CPU time `part` of `path` takes in a child process of this program, as `muster-cli
/// validate` validates a file: once, in a process of its own. Within one process the allocator
/// hands a run what the run before freed, so a run's parse or validation found its memory already
/// mapped, or not, by chance (one build's ratio went from 4 to 17 between runs); on this
/// machine a page of memory first touched costs some fifty times writing it again.
double childMs(const QString &part, const QString &path)
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--time"), part, path});
    if (!child.waitForFinished(600000) || child.exitCode() != 0)
        fail(QStringLiteral("the child timing %1 failed: %2")
                 .arg(part, QString::fromLocal8Bit(child.readAllStandardError())));
    return child.readAllStandardOutput().trimmed().toDouble();
}

void largestMap(const QTemporaryDir &dir, const char *what, const Campaign &campaign, int runs)
{
    const QString path = writeFile(dir, QStringLiteral("largest.json"), campaign);
    const qint64 bytes = QFileInfo(path).size();
    validate(path); // warms the page cache and checks the file is valid
    // Each run times the three one after another, so a ratio is of times taken under the same
    // load; the times are the child's thread CPU time (the other builds of a shared machine weigh
    // on the wall clock of one side of a ratio more than the other's).
    std::vector<double> read, parse, check, ratio;
    for (int run = 0; run < runs; ++run) {
        read.push_back(childMs(QStringLiteral("read"), path));
        parse.push_back(childMs(QStringLiteral("parse"), path));
        check.push_back(childMs(QStringLiteral("validate"), path));
        ratio.push_back(check.back() / parse.back());
    }
    std::printf("%s, %.1f MB: read %.0f ms, read and parse as JSON %.0f ms, validate %.0f ms "
                "(CPU time of a process each, medians of %d runs)\n",
                what, static_cast<double>(bytes) / 1e6, test::median(read), test::median(parse),
                test::median(check), runs);
    std::printf("  validate / read = %.1f, validate / (read and parse) = %.2f, from %.2f to %.2f "
                "(goal: at most 2)\n",
                test::median(check) / test::median(read), test::median(ratio),
                *std::min_element(ratio.begin(), ratio.end()),
                *std::max_element(ratio.begin(), ratio.end()));
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 4 && std::strcmp(argv[1], "--time") == 0) {
        std::printf("%.3f\n",
                    timeOnce(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3])));
        return 0;
    }
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    QTemporaryDir dir;
    if (!dir.isValid())
        fail(QStringLiteral("no temporary folder"));

    largestMap(dir, "4096 x 4096 area map, 4,096 areas", largestAreaMap(), runs);
    largestMap(dir, "4096 x 4096 hex map", largestHexMap(), runs);

    const QString path = writeFile(dir, QStringLiteral("kingdoms.json"),
                                   test::generateAreaCampaign(20000, 10000, 1, 15));
    validate(path);
    const double parse =
        test::medianCpuMs(runs, [&] { QJsonDocument::fromJson(readBytes(path)).isObject(); });
    const double kingdoms = test::medianCpuMs(runs, [&] { validate(path); });
    // The ratio says more than the time on a shared machine: a quadratic check would be hundreds.
    std::printf("10,000 kingdoms, 20,000 areas: read and parse as JSON %.0f ms, validate %.0f ms "
                "(CPU time; goal: at most 1000 ms); validate / (read and parse) = %.2f\n",
                parse, kingdoms, kingdoms / parse);
    return 0;
}
