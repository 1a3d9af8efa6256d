// Who sent a mailed sheet, through muster-cli as a GM runs it: the game code and the players'
// codes are shown by `info` and `codes`, a kingdom's code is replaced by `codes --new` (a sheet
// with the old one is refused from then on, one with the new one taken), a JSON campaign without
// codes reads and gets them from `codes --give` or `import`, `new` draws them at random, and
// `orders` needs none. The report of the next turn says which mail the orders came from, or that
// the GM typed them.
#include "CliRunner.h"
#include "PackTestCampaigns.h"
#include "TestMail.h"
#include "TestSupport.h"

#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "model/CampaignCodes.h"
#include "store/CampaignStore.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {
void writeBytes(const QString &path, const QByteArray &bytes)
{
    QVERIFY(test::writeFileBytes(path, bytes));
}

Campaign loaded(const QString &path)
{
    QString error;
    auto c = test::take(CampaignStore::load(path), error);
    if (!c)
        qFatal("%s", qPrintable(error));
    return std::move(*c);
}
} // namespace

class TestSheetCodes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void infoAndCodesShowTheCodes();
    void aNewCodeRefusesTheOldOne();
    void campaignWithoutCodes();
    void newCampaignsDrawTheirCodes();
    void reportSaysWhereTheOrdersCameFrom();

private:
    QString freshStore(const QString &name);
    /// ALD's turnsheet of a pack of `store`, with `lines` filled in.
    QString packedSheet(const QString &store, const QStringList &lines);

    QTemporaryDir m_dir;
    QString m_json;
    Campaign m_campaign;
};

void TestSheetCodes::initTestCase()
{
    m_campaign = test::resolvedSample(QStringLiteral("sample-area.json"));
    m_json = m_dir.filePath(QStringLiteral("campaign.json"));
    writeBytes(m_json, writeCampaignJson(m_campaign));
}

QString TestSheetCodes::freshStore(const QString &name)
{
    return test::importedCampaign(m_json, m_dir.filePath(name));
}

QString TestSheetCodes::packedSheet(const QString &store, const QStringList &lines)
{
    const QString out = m_dir.filePath(QFileInfo(store).baseName() + QStringLiteral("-packs"));
    const test::CliRun r =
        test::runCli({QStringLiteral("pack"), store, out, QStringLiteral("--kingdom"),
                      QStringLiteral("ALD"), QStringLiteral("--no-mail")});
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    QString sheet =
        QString::fromUtf8(test::fileBytes(out + QStringLiteral("/ALD/ALD-turnsheet.txt")));
    for (const QString &l : lines) {
        const QString n = l.section(QLatin1Char(' '), 0, 0);
        sheet.replace(QLatin1Char('\n') + n + QLatin1Char('\n'),
                      QLatin1Char('\n') + l + QLatin1Char('\n'));
    }
    return sheet;
}

void TestSheetCodes::infoAndCodesShowTheCodes()
{
    const QString store = freshStore(QStringLiteral("shown.muster"));
    test::CliRun r = test::runCli({QStringLiteral("info"), store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("game code: K7QX4M")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("4MZR")), qPrintable(r.out)); // codes: for `codes`
    r = test::runCli({QStringLiteral("codes"), store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith(QStringLiteral("game code: K7QX4M\n")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QRegularExpression(
                 QStringLiteral("ALD Kingdom of Aldmark +4MZR-T8PW +ald@players.example\n"))),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("BR3E-X9KQ")), qPrintable(r.out));
    // The turnsheet of ALD's pack prints its codes in the header.
    const QString sheet = packedSheet(store, {});
    QVERIFY2(sheet.contains(QStringLiteral("\nGame: K7QX4M\nKingdom: ALD (Kingdom of Aldmark)\n"
                                           "Player code: 4MZR-T8PW\nTurn: 2\n")),
             qPrintable(sheet));
    for (const QString &line : sheet.split(QLatin1Char('\n')))
        QVERIFY2(line.size() <= 72, qPrintable(line));
}

void TestSheetCodes::aNewCodeRefusesTheOldOne()
{
    const QString store = freshStore(QStringLiteral("changed.muster"));
    const QStringList orders{QStringLiteral("1 MOVE 2 HCS FOX"), QStringLiteral("2 DEFEND GLM")};
    const QString oldSheet = packedSheet(store, orders);
    test::CliRun r = test::runCli(
        {QStringLiteral("codes"), store, QStringLiteral("--new"), QStringLiteral("ZZZ")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("nothing changed")), qPrintable(r.err));
    r = test::runCli(
        {QStringLiteral("codes"), store, QStringLiteral("--new"), QStringLiteral("ald")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const Campaign changed = loaded(store);
    const QString code = changed.kingdoms[0].playerCode;
    QVERIFY(isCode(code, CodeKind::Player) && code != test::testPlayerCode(0));
    QVERIFY2(r.out.contains(QStringLiteral("Kingdom of Aldmark (ALD) has a new player code, %1")
                                .arg(shownPlayerCode(code))),
             qPrintable(r.out));
    QCOMPARE(changed.gameCode, test::kGameCode);
    for (size_t k = 1; k < changed.kingdoms.size(); ++k)
        QCOMPARE(changed.kingdoms[k].playerCode, test::testPlayerCode(static_cast<int>(k)));

    // The sheet of the pack sent before is refused, and nothing is stored.
    const QString ald = test::playerAddress(m_campaign.kingdoms[0]);
    const QString mail = m_dir.filePath(QStringLiteral("old-code.eml"));
    writeBytes(mail, test::eml(ald, oldSheet, 1));
    r = test::runCli({QStringLiteral("mail"), store, mail, QStringLiteral("--apply")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("the player code on the sheet is not that of Kingdom "
                                           "of Aldmark")),
             qPrintable(r.out));
    QVERIFY(loaded(store).current().orders[0].isEmpty());
    // The new pack's sheet, from another address, is taken: its codes are right.
    writeBytes(mail,
               test::eml(QStringLiteral("ann@elsewhere.example"), packedSheet(store, orders), 2));
    r = test::runCli({QStringLiteral("mail"), store, mail, QStringLiteral("--apply")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QStringLiteral("sent from ann@elsewhere.example, not from the "
                                           "player's address")),
             qPrintable(r.out));
    QCOMPARE(loaded(store).current().orders[0], orders);
}

void TestSheetCodes::campaignWithoutCodes()
{
    // As the samples ship (and an older Muster wrote): a JSON campaign without codes reads, and
    // says it has none.
    Campaign uncoded = m_campaign;
    uncoded.gameCode.clear();
    for (Kingdom &k : uncoded.kingdoms)
        k.playerCode.clear();
    const QString json = m_dir.filePath(QStringLiteral("uncoded.json"));
    writeBytes(json, writeCampaignJson(uncoded));
    test::CliRun r = test::runCli({QStringLiteral("codes"), json});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("game code: none\n")) &&
                 r.out.contains(QStringLiteral("muster-cli codes --give")),
             qPrintable(r.out));
    // Its packs carry no codes, which is said.
    r = test::runCli({QStringLiteral("pack"), json, m_dir.filePath(QStringLiteral("uncoded")),
                      QStringLiteral("--no-mail")});
    QVERIFY2(r.exitCode == 0 && r.err.contains(QStringLiteral("the campaign has no codes")),
             qPrintable(r.err));
    // Imported into a campaign file, it gets them.
    const QString store = m_dir.filePath(QStringLiteral("imported.muster"));
    r = test::runCli({QStringLiteral("import"), json, store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(hasAllCodes(loaded(store)));
    // --give writes them into the JSON, and keeps them from then on.
    r = test::runCli({QStringLiteral("codes"), json, QStringLiteral("--give")});
    QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("Gave")), qPrintable(r.err));
    Problems problems;
    const auto given = readCampaignJsonFile(json, problems);
    QVERIFY2(given && hasAllCodes(*given), qPrintable(problems.toString()));
    r = test::runCli({QStringLiteral("codes"), json, QStringLiteral("--give")});
    QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("none changed")), qPrintable(r.out));
    const auto again = readCampaignJsonFile(json, problems);
    QVERIFY(again && again->gameCode == given->gameCode &&
            again->kingdoms[3].playerCode == given->kingdoms[3].playerCode);
}

void TestSheetCodes::newCampaignsDrawTheirCodes()
{
    QSet<QString> codes;
    for (const QString &name : {QStringLiteral("a.muster"), QStringLiteral("b.muster")}) {
        const QString path = m_dir.filePath(name);
        const test::CliRun r =
            test::runCli({QStringLiteral("new"), path, QStringLiteral("--kind"),
                          QStringLiteral("area"), QStringLiteral("--name"), QStringLiteral("Twin"),
                          QStringLiteral("--seed"), QStringLiteral("7")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString code = loaded(path).gameCode;
        QVERIFY(isCode(code, CodeKind::Game));
        codes.insert(code);
    }
    // Drawn at random, never from the seed: the same seed gives two games two codes.
    QCOMPARE(codes.size(), 2);
}

void TestSheetCodes::reportSaysWhereTheOrdersCameFrom()
{
    const QString store = freshStore(QStringLiteral("reported.muster"));
    const QString mail = m_dir.filePath(QStringLiteral("reported.eml"));
    writeBytes(mail, test::eml(test::playerAddress(m_campaign.kingdoms[0]),
                               packedSheet(store, {QStringLiteral("1 DEFEND GLM")}), 4, {},
                               QStringLiteral("Re: The Sundered Coast: turn 1")));
    test::CliRun r = test::runCli({QStringLiteral("mail"), store, mail, QStringLiteral("--apply")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    const MailedSheet expected{QDateTime(QDate(2026, 12, 2), QTime(9, 4), Qt::UTC),
                               QStringLiteral("Re: The Sundered Coast: turn 1")};
    QCOMPARE(loaded(store).current().mailed.at(0), expected);
    // BRE's orders typed by the GM; CAL sent none.
    const QString typed = m_dir.filePath(QStringLiteral("bre.txt"));
    writeBytes(typed, "1 DEFEND LAM\n");
    r = test::runCli({QStringLiteral("orders"), store, QStringLiteral("BRE"), typed});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = test::runCli({QStringLiteral("resolve"), store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // Kept with the resolved turn.
    const Campaign after = loaded(store);
    QCOMPARE(after.turns[after.turns.size() - 2].mailed.at(0), expected);
    const QString out = m_dir.filePath(QStringLiteral("reported-packs"));
    r = test::runCli({QStringLiteral("pack"), store, out, QStringLiteral("--no-mail")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // Its paragraphs as one line each (the text file wraps them at 72 characters).
    const auto report = [&](const char *id) {
        return QString::fromUtf8(
                   test::fileBytes(out +
                                   QStringLiteral("/%1/%1-report.txt").arg(QLatin1String(id))))
            .replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QVERIFY2(report("ALD").contains(QStringLiteral("Your orders came from your mail \"Re: The "
                                                   "Sundered Coast: turn 1\" received 2026-12-02 "
                                                   "09:04 UTC.")),
             qPrintable(report("ALD")));
    QVERIFY2(report("BRE").contains(QStringLiteral("Your orders were typed in by the GM.")),
             qPrintable(report("BRE")));
    QVERIFY2(report("CAL").contains(QStringLiteral("No orders were stored for Caldoria this "
                                                   "turn.")),
             qPrintable(report("CAL")));
}

QTEST_GUILESS_MAIN(TestSheetCodes)
#include "tst_sheet_codes.moc"
