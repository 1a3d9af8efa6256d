// Nothing a player receives tells the dice: over several turns and a roll back, no file of any
// pack (maps, reports, turnsheets, the roundup, the ready e-mails with their headers) holds the
// campaign's seed or any turn's seed, in decimal or in hex, and no Message-Id is sent twice (a
// pack made again after a roll back gets new ones).
#include "PackTestCampaigns.h"

#include "PlayerPacks.h"
#include "rules/turn/TurnResolution.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {
/// Every way a seed could be written into a file: decimal, and hex in either case.
QList<QByteArray> spellings(std::uint64_t seed)
{
    const QByteArray dec = QByteArray::number(static_cast<qulonglong>(seed));
    const QByteArray hex = QByteArray::number(static_cast<qulonglong>(seed), 16);
    return {dec, hex, hex.toUpper()};
}

void writePacks(const Campaign &c, const QString &dir, QStringList &files)
{
    PackOptions o;
    o.gmAddress = QStringLiteral("gm@campaign.example");
    o.mapWidth = 400;
    PackSummary summary;
    QString error;
    QVERIFY2(writePlayerPacks(c, dir, o, &summary, &error), qPrintable(error));
    for (const QString &f : summary.files)
        files << dir + QLatin1Char('/') + f;
}
} // namespace

class TestPackSecrets : public QObject
{
    Q_OBJECT

private slots:
    void noSeedInAnyPackAndNoMessageIdTwice();
};

void TestPackSecrets::noSeedInAnyPackAndNoMessageIdTwice()
{
    QTemporaryDir dir;
    Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    QStringList files;
    writePacks(c, dir.filePath(QStringLiteral("turn1")), files);
    applyResolution(c, resolveCurrentTurn(c));
    writePacks(c, dir.filePath(QStringLiteral("turn2")), files);
    rollBackLastTurn(c);
    writePacks(c, dir.filePath(QStringLiteral("turn1-again")), files);
    applyResolution(c, resolveCurrentTurn(c));
    applyResolution(c, resolveCurrentTurn(c));
    writePacks(c, dir.filePath(QStringLiteral("turn3")), files);

    QList<QByteArray> secrets = spellings(c.seed);
    for (std::size_t t = 0; t < c.turns.size(); ++t)
        secrets << spellings(c.turns.summary(t).seed);
    QSet<QByteArray> ids;
    const QRegularExpression messageId(QStringLiteral("^Message-Id:\\s*(\\S+)"),
                                       QRegularExpression::CaseInsensitiveOption |
                                           QRegularExpression::MultilineOption);
    int mails = 0;
    for (const QString &path : files) {
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = f.readAll();
        for (const QByteArray &secret : secrets)
            QVERIFY2(
                !bytes.contains(secret),
                qPrintable(
                    QStringLiteral("%1 holds a seed (%2)").arg(path, QString::fromLatin1(secret))));
        if (!path.endsWith(QLatin1String(".eml")))
            continue;
        ++mails;
        const auto m = messageId.match(QString::fromUtf8(bytes));
        QVERIFY2(m.hasMatch(), qPrintable(path));
        const QByteArray id = m.captured(1).toUtf8();
        QVERIFY2(!ids.contains(id),
                 qPrintable(QStringLiteral("%1 sent twice").arg(QString::fromUtf8(id))));
        ids.insert(id);
    }
    QVERIFY(mails >= 4 * static_cast<int>(c.kingdoms.size()));
}

QTEST_MAIN(TestPackSecrets)
#include "tst_pack_secrets.moc"
