// Mail import benchmark: `muster-cli mail` on a generated mailbox of about 50 MB, 10,000 mails
// (the most a mailbox may hold) of spam from 500 senders, half of them with numbered lines that
// read like a sheet, and one player's sheet among them. Quoted: the time, the lines and bytes
// printed and the most memory the program held (its maximum resident set). Goal: a screenful of
// output whatever the spam (at most 100 lines without --all), and memory a small multiple of the
// mailbox; the run fails when the output is longer.
#include "CliRunner.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

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

} // namespace

int main()
{
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

    QElapsedTimer t;
    t.start();
    r = test::runCli({QStringLiteral("mail"), store, box});
    const double seconds = t.elapsed() / 1000.0;
    rusage children{};
    getrusage(RUSAGE_CHILDREN, &children);
    const double held = children.ru_maxrss / 1024.0; // KiB on Linux
    const qsizetype lines = r.outBytes.count('\n');
    std::printf("mailbox: %.1f MiB, 10,000 mails\n", mebibytes(size));
    std::printf("muster-cli mail: exit %d, %.2f s, %lld lines (%lld bytes) printed, at most %.0f "
                "MiB held (%.1fx the mailbox)\n",
                r.exitCode, seconds, static_cast<long long>(lines),
                static_cast<long long>(r.outBytes.size()), held, held / mebibytes(size));
    if (r.exitCode != 0 || lines > 100) {
        std::fprintf(stderr, "goal missed: %s\n", r.outBytes.left(4000).constData());
        return 1;
    }
    return 0;
}
