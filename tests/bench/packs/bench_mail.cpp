// Mail import benchmark: `muster-cli mail` on a generated mailbox of about 50 MB, 10,000 mails
// (the most a mailbox may hold) of spam from 500 senders, half of them with numbered lines that
// read like a sheet, and one player's sheet among them. Quoted: the lines and bytes printed, the
// most memory the program held (its maximum resident set) against the mailbox's size, and its
// processor time against that of gzip compressing the same mailbox, a program every machine has
// that reads the same bytes once: the two run in turn, so a busy machine slows both alike (median
// ratio and its spread over the runs). Goal: a screenful of output whatever the spam (at most 100
// lines without --all), and memory a small multiple of the mailbox; the run fails when the output
// is longer.
//
// Usage: bench_mail [runs]   (default 3)
#include "CliRunner.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <sys/resource.h>

using namespace muster;

namespace {

QByteArray spam(int i)
{
    QByteArray mail = "From spam@example Wed Dec  2 09:00:00 2026\n"
                      "From: \"Seller " +
                      QByteArray::number(i % 500) + "\" <seller" + QByteArray::number(i % 500) +
                      "@spam.example>\n"
                      "Subject: Offer " +
                      QByteArray::number(i) + "\nDate: Wed, 02 Dec 2026 09:00:00 +0000\n\n";
    for (int line = 0; line < 64; ++line)
        mail += (i % 2 && line % 4 == 0 ? QByteArray::number(line / 4 + 1) + ". " : QByteArray()) +
                "Cheap watches and better prices than anywhere, only today, line " +
                QByteArray::number(line) + '\n';
    return mail + '\n';
}

double mebibytes(qint64 bytes)
{
    return bytes / 1048576.0;
}

double seconds(const timeval &t)
{
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
}

// The processor time (user and system) of the children reaped so far.
double childrenProcessorSeconds()
{
    rusage children{};
    getrusage(RUSAGE_CHILDREN, &children);
    return seconds(children.ru_utime) + seconds(children.ru_stime);
}

struct ChildRun
{
    int exitCode = -1;
    QByteArray out;
    double processorSeconds = 0;
};

// Runs `program` to its end, however long a busy machine makes it, with its processor time; its
// output is kept when `keepOutput`, else thrown away.
ChildRun runChild(const QString &program, const QStringList &arguments, bool keepOutput)
{
    const double before = childrenProcessorSeconds();
    QProcess p;
    if (!keepOutput)
        p.setStandardOutputFile(QProcess::nullDevice());
    p.start(program, arguments);
    ChildRun r;
    if (!p.waitForFinished(-1) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.processorSeconds = childrenProcessorSeconds() - before;
    return r;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    QTemporaryDir dir;
    const QString store = dir.filePath(QStringLiteral("sample.muster"));
    test::CliRun r =
        test::runCli({QStringLiteral("import"),
                      QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), store});
    if (r.exitCode != 0) {
        std::fprintf(stderr, "import failed: %s\n", qPrintable(r.err));
        return 1;
    }
    const QString box = dir.filePath(QStringLiteral("spam.mbox"));
    {
        QFile f(box);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        for (int i = 0; i < 9999; ++i)
            f.write(spam(i));
        f.write("From ald@example Wed Dec  2 09:30:00 2026\nFrom: someone@players.example\n"
                "Subject: Orders\n\nKingdom: ALD\n1 DEFEND GLM\n\n");
    }
    const qint64 size = QFileInfo(box).size();

    std::vector<double> ratios;
    ChildRun mail;
    for (int run = 0; run < runs; ++run) {
        const ChildRun gzip = runChild(QStringLiteral("gzip"), {QStringLiteral("-c"), box}, false);
        mail =
            runChild(QStringLiteral(MUSTER_CLI_PATH), {QStringLiteral("mail"), store, box}, true);
        if (gzip.exitCode != 0 || mail.exitCode != 0) {
            std::fprintf(stderr, "bench_mail: gzip exit %d, muster-cli mail exit %d\n",
                         gzip.exitCode, mail.exitCode);
            return 1;
        }
        ratios.push_back(mail.processorSeconds / std::max(gzip.processorSeconds, 1e-3));
    }
    rusage children{};
    getrusage(RUSAGE_CHILDREN, &children);
    const double held = children.ru_maxrss / 1024.0; // KiB on Linux: the largest child, the mail
    const qsizetype lines = mail.out.count('\n');
    std::printf("mailbox: %.1f MiB, 10,000 mails\n", mebibytes(size));
    std::printf("muster-cli mail: %lld lines (%lld bytes) printed, at most %.0f MiB held (%.1fx "
                "the mailbox)\n",
                static_cast<long long>(lines), static_cast<long long>(mail.out.size()), held,
                held / mebibytes(size));
    std::printf("processor time against gzip -c of the same mailbox, %d runs: median %.1fx "
                "(%.1fx to %.1fx)\n",
                runs, median(ratios), *std::min_element(ratios.begin(), ratios.end()),
                *std::max_element(ratios.begin(), ratios.end()));
    if (lines > 100) {
        std::fprintf(stderr, "goal missed: %s\n", mail.out.left(4000).constData());
        return 1;
    }
    return 0;
}
