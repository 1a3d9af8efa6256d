// Time to an interactive window: `muster --report-interactive FILE` started as a child process
// (offscreen), timed from the start until it prints "interactive" (window shown, file open, event
// loop first idle). Campaigns of 5,000 areas with 20, 200 and 2,000 turns, a hex campaign (the
// sample hex map) of 2,000 day-turns, and the small sample; the reference is a bare Qt main window
// (bench_open_bare_window) started and reported the same way, and beside it the same window
// showing one label (`--label`), what the first text on screen costs. Medians of interleaved runs,
// as ms and as ratios.
//
// The generated files are kept next to the binary (open-data/) and reused, since writing the
// 2,000-turn campaign takes far longer than opening it.
//
// Usage: bench_open [runs]   (default 5)
// With MUSTER_OPEN_BASELINE=PATH (another build of muster, an older commit's for instance) every
// campaign is opened by that program too, interleaved in the same runs, so a change is measured
// against what came before it under the same machine load.
#include "BenchTiming.h"
#include "GeneratedCampaign.h"
#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace muster;

namespace {
using test::median;

[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "bench_open: %s\n", qPrintable(message));
    std::exit(1);
}

void save(const Campaign &campaign, const QString &path)
{
    QString error;
    auto store = test::take(CampaignStore::create(path + QStringLiteral(".part"), campaign), error);
    if (!store || !test::take(store->close(), error))
        fail(error);
    QFile::remove(path);
    if (!QFile::rename(path + QStringLiteral(".part"), path))
        fail(QStringLiteral("cannot write %1").arg(path));
}

QString areaCampaign(const QDir &dir, int turns)
{
    const QString path = dir.filePath(QStringLiteral("area-5000-%1.muster").arg(turns));
    if (!QFileInfo::exists(path)) {
        std::printf("writing %s ...\n", qPrintable(path));
        save(test::generateAreaCampaign(5000, 8, turns, 2026), path);
    }
    return path;
}

Campaign sample(const QString &name)
{
    Problems problems;
    auto c = readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + name, problems);
    if (!c)
        fail(QStringLiteral("cannot read maps/%1").arg(name));
    return *c;
}

QString hexCampaign(const QDir &dir, int turns)
{
    const QString path = dir.filePath(QStringLiteral("hex-sample-%1.muster").arg(turns));
    if (!QFileInfo::exists(path)) {
        std::printf("writing %s ...\n", qPrintable(path));
        Campaign c = sample(QStringLiteral("sample-hex.json"));
        while (static_cast<int>(c.turns.size()) < turns)
            test::appendResolvedTurn(c, 1);
        save(c, path);
    }
    return path;
}

/// Milliseconds from starting `program` until it prints "interactive".
double timeToInteractive(const QString &program, const QStringList &arguments)
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer timer;
    timer.start();
    child.start(program, arguments);
    QByteArray out;
    while (!out.contains("interactive\n")) {
        if (!child.waitForReadyRead(120000))
            fail(QStringLiteral("%1 %2 never became interactive: %3")
                     .arg(program, arguments.join(QLatin1Char(' ')),
                          QString::fromUtf8(child.readAllStandardError())));
        out += child.readAllStandardOutput();
    }
    const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    child.waitForFinished(120000); // the exit is not timed
    return ms;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IONBF, 0);
    const QStringList args = app.arguments();
    const int runs = std::max(3, args.size() > 1 ? args[1].toInt() : 5);
    QDir dir(QCoreApplication::applicationDirPath());
    dir.mkpath(QStringLiteral("open-data"));
    dir.cd(QStringLiteral("open-data"));

    struct Subject
    {
        QString label;
        QStringList arguments;
        std::vector<double> ms;
        QString program = QStringLiteral(MUSTER_APP);
    };
    const auto campaign = [](const QString &label, const QString &file) {
        return Subject{label, {QStringLiteral("--report-interactive"), file}, {}};
    };
    std::vector<Subject> subjects;
    subjects.push_back(
        {QStringLiteral("bare Qt main window"), {}, {}, QStringLiteral(BARE_WINDOW)});
    {
        const QString path = dir.filePath(QStringLiteral("sample-area.muster"));
        if (!QFileInfo::exists(path))
            save(sample(QStringLiteral("sample-area.json")), path);
        subjects.push_back(campaign(QStringLiteral("sample (sample-area)"), path));
    }
    for (int turns : {20, 200, 2000})
        subjects.push_back(
            campaign(QStringLiteral("5,000 areas, %1 turns").arg(turns), areaCampaign(dir, turns)));
    subjects.push_back(
        campaign(QStringLiteral("hex sample, 2,000 day-turns"), hexCampaign(dir, 2000)));
    // The same bare window with one line of text: the first text a window shows loads the font
    // database (fontconfig), which the bare window never does before it is interactive.
    subjects.push_back({QStringLiteral("bare window showing one label"),
                        {QStringLiteral("--label")},
                        {},
                        QStringLiteral(BARE_WINDOW)});
    const QString baseline = qEnvironmentVariable("MUSTER_OPEN_BASELINE");
    if (!baseline.isEmpty())
        for (size_t i = 1; i <= 5; ++i) {
            Subject before = subjects[i];
            before.label += QStringLiteral(", baseline");
            before.program = baseline;
            subjects.push_back(before);
        }

    // Interleaved, so every subject sees the same machine load.
    for (int run = 0; run < runs; ++run)
        for (Subject &s : subjects)
            s.ms.push_back(timeToInteractive(s.program, s.arguments));

    const double bare = median(subjects[0].ms), twenty = median(subjects[2].ms);
    std::printf("time to an interactive window, medians of %d runs:\n", runs);
    for (const Subject &s : subjects)
        std::printf("  %-40s %9.1f ms  %6.2fx the bare window  %6.2fx the 20-turn campaign\n",
                    qPrintable(s.label), median(s.ms), median(s.ms) / bare, median(s.ms) / twenty);
    std::printf("goals: 2,000 turns <= 1.2x 20 turns (now %.2fx) and <= 150 ms (now %.0f ms); the "
                "sample <= 1.5x the bare window (now %.2fx; %.2fx the bare window showing one "
                "label, which is itself %.2fx the bare window)\n",
                median(subjects[4].ms) / twenty, median(subjects[4].ms),
                median(subjects[1].ms) / bare, median(subjects[1].ms) / median(subjects[6].ms),
                median(subjects[6].ms) / bare);
    return 0;
}
