// muster-cli orders, resolve and rollback, run as a GM would: the built program
// on a store imported from the area sample.
#include "CliRunner.h"
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {
using Run = muster::test::CliRun;

Run cli(const QStringList &arguments, const QByteArray &input = {})
{
    return muster::test::runCli(arguments, input);
}
} // namespace

class TestAreaCli : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void badSheetsChangeNothing();
    void ordersResolveRollbackResolve();
    void rollbackOfTheFirstTurnIsRefused();
    void resolveRefusesJsonAndBadDice();
    void previewShowsEachAttackAndChangesNothing();
    void A3_anUnreadableSheetStopsTheResolution();
    void R3_forcedDiceThatDoNotFitAreRefused();
    void aFilledTurnsheetIsStoredWithItsMessage();
    void rollbackSaysWhatItDrops();
    void kingdomsWithoutOrdersAreNamed();
    void A5_7_aFailedOrderIsSaidOnceWithItsRule();
    void autoplayRehearsesOnACopy();

private:
    QTemporaryDir m_dir;
    QString m_store;
    QString file(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(content);
        return path;
    }
    /// Imports the area sample into m_store with `kingdom`'s turn 1 orders replaced by `lines`.
    bool importSampleWithOrders(const QString &kingdom, const QJsonArray &lines)
    {
        QFile sample(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"));
        if (!sample.open(QIODevice::ReadOnly))
            return false;
        QJsonObject c = QJsonDocument::fromJson(sample.readAll()).object();
        QJsonArray turns = c.value(QLatin1String("turns")).toArray();
        QJsonObject turn = turns.at(0).toObject();
        QJsonObject orders = turn.value(QLatin1String("orders")).toObject();
        orders[kingdom] = lines;
        turn[QStringLiteral("orders")] = orders;
        turns[0] = turn;
        c[QStringLiteral("turns")] = turns;
        const QString json =
            file(QStringLiteral("changed.json"), QJsonDocument(c).toJson(QJsonDocument::Compact));
        QFile::remove(m_store);
        return cli({QStringLiteral("import"), json, m_store}).exitCode == 0;
    }
    QByteArray exported()
    {
        const QString out = m_dir.filePath(QStringLiteral("export.json"));
        QFile::remove(out);
        const Run r = cli({QStringLiteral("export"), m_store, out});
        QFile f(out);
        return r.exitCode == 0 && f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
};

void TestAreaCli::previewShowsEachAttackAndChangesNothing()
{
    // A4, A5: each of Aldmark's stored orders with its battle, every kingdom's stored orders
    // resolved.
    const QByteArray before = exported();
    const Run r = cli({QStringLiteral("preview"), m_store, QStringLiteral("ALD")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("1 ASSAULT 2 GLM MSW")) &&
                 r.out.contains(QLatin1String("Phase 1:")) &&
                 r.out.contains(QLatin1String("no battle")) &&
                 r.out.contains(QLatin1String("(A2.2)")),
             qPrintable(r.out));
    const Run json =
        cli({QStringLiteral("preview"), m_store, QStringLiteral("ALD"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray orders =
        QJsonDocument::fromJson(json.outBytes).object().value(QLatin1String("orders")).toArray();
    QVERIFY(!orders.isEmpty());
    const QJsonArray battle = orders.at(0).toObject().value(QLatin1String("battle")).toArray();
    QVERIFY(!battle.isEmpty());
    QCOMPARE(battle.first().toObject().value(QLatin1String("type")).toString(),
             QStringLiteral("BattleStarted"));
    // The JSON sample works too; an unknown kingdom or a hex campaign is refused.
    QCOMPARE(
        cli({QStringLiteral("preview"), QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
             QStringLiteral("BRE")})
            .exitCode,
        0);
    const Run unknown = cli({QStringLiteral("preview"), m_store, QStringLiteral("ZZZ")});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(QLatin1String("no kingdom \"ZZZ\"")), qPrintable(unknown.err));
    const Run hex =
        cli({QStringLiteral("preview"), QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
             QStringLiteral("VOS")});
    QCOMPARE(hex.exitCode, 1);
    QVERIFY2(hex.err.contains(QLatin1String("not an area campaign")), qPrintable(hex.err));
    QCOMPARE(cli({QStringLiteral("preview"), m_store}).exitCode, 2);
    QCOMPARE(exported(), before);
    // Another kingdom's orders count: CAL's round-1 RESERVE into DSK (A5.11) is there before
    // FEN's round-2 assault on it.
    const auto dusk = [this] {
        const Run fen = cli({QStringLiteral("preview"), m_store, QStringLiteral("FEN")});
        const qsizetype at = fen.out.indexOf(QLatin1String("2 ASSAULT 2 BLK DSK"));
        return at < 0 ? QString() : fen.out.mid(at).section(QLatin1Char('\n'), 1, 1).trimmed();
    };
    const QString asShipped = dusk();
    QVERIFY(asShipped.contains(QLatin1String(", losses ")));
    const Run reserve = cli({QStringLiteral("orders"), m_store, QStringLiteral("CAL"),
                             file(QStringLiteral("cal.txt"), "1 RESERVE 2 DSK\n")});
    QVERIFY2(reserve.exitCode == 0, qPrintable(reserve.err));
    QVERIFY2(dusk() != asShipped && dusk().contains(QLatin1String(", losses ")),
             qPrintable(asShipped + QLatin1Char('\n') + dusk()));
}

void TestAreaCli::init()
{
    m_store = m_dir.filePath(QStringLiteral("sample.muster"));
    QFile::remove(m_store);
    const Run r = cli({QStringLiteral("import"),
                       QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), m_store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
}

void TestAreaCli::badSheetsChangeNothing()
{
    const QByteArray before = exported();
    QVERIFY(!before.isEmpty());
    const QString bad =
        file(QStringLiteral("bad.txt"),
             "1 MOVE 3 AWD ANV\n2 MOVE -4 AWD ANV\nhello world\n3 MOVE 2 AWD NOWHERE\n");
    Run r = cli({QStringLiteral("orders"), m_store, QStringLiteral("ESS"), bad});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains(bad + QStringLiteral(": line 2: a count must be from 1 to 99999, found -4")),
        qPrintable(r.err));
    QVERIFY(r.err.contains(bad + QStringLiteral(": line 3: unknown action \"hello\"")));
    QVERIFY(r.err.contains(bad + QStringLiteral(": line 4: unknown area \"NOWHERE\"")));
    QVERIFY(r.err.contains(QStringLiteral("nothing stored: the sheet has 3 errors")));
    r = cli({QStringLiteral("orders"), m_store, QStringLiteral("ZZZ"),
             file(QStringLiteral("ok.txt"), "DEFEND AWD\n")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("no kingdom \"ZZZ\" in this campaign")));
    r = cli({QStringLiteral("orders"), m_store, QStringLiteral("ESS"),
             m_dir.filePath(QStringLiteral("missing.txt"))});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(exported(), before);
}

void TestAreaCli::ordersResolveRollbackResolve()
{
    Run r =
        cli({QStringLiteral("orders"), m_store, QStringLiteral("Caldoria"), QStringLiteral("-")},
            "# from stdin\nMOVE all but 1 ASH CRN\n");
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.outBytes.contains("1 MOVE all but 1 ASH CRN"));
    r = cli({QStringLiteral("resolve"), m_store, QStringLiteral("--json"), QStringLiteral("--dice"),
             QStringLiteral("1,1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonArray log = QJsonDocument::fromJson(r.outBytes).array();
    QVERIFY(!log.isEmpty());
    bool transferred = false;
    for (const QJsonValue &e : log)
        transferred = transferred || e.toObject().value(QLatin1String("type")).toString() ==
                                         QLatin1String("Transferred");
    QVERIFY(transferred);
    const QByteArray afterFirst = exported();

    r = cli({QStringLiteral("rollback"), m_store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = cli({QStringLiteral("resolve"), m_store, QStringLiteral("--json"), QStringLiteral("--dice"),
             QStringLiteral("1,1")});
    QCOMPARE(QJsonDocument::fromJson(r.outBytes).array(),
             log); // R2: the same turn again, the same log
    QCOMPARE(exported(), afterFirst);
    r = cli({QStringLiteral("resolve"), m_store});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.outBytes.contains("Turn 2: kingdoms act in the order"));
}

void TestAreaCli::rollbackOfTheFirstTurnIsRefused()
{
    const Run r = cli({QStringLiteral("rollback"), m_store});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("there is no resolved turn to roll back")));
}

void TestAreaCli::resolveRefusesJsonAndBadDice()
{
    Run r = cli(
        {QStringLiteral("resolve"), QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("works on a campaign store")));
    r = cli({QStringLiteral("resolve"), m_store, QStringLiteral("--dice"), QStringLiteral("0")});
    QCOMPARE(r.exitCode, 2);
}

// A stored sheet that does not parse would leave its kingdom doing nothing (SheetRejected): the
// turn is resolved only when the GM says to go on without those orders.
void TestAreaCli::A3_anUnreadableSheetStopsTheResolution()
{
    QFile sample(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QJsonArray ald = QJsonDocument::fromJson(sample.readAll())
                         .object()
                         .value(QLatin1String("turns"))
                         .toArray()
                         .at(0)
                         .toObject()
                         .value(QLatin1String("orders"))
                         .toObject()
                         .value(QLatin1String("ALD"))
                         .toArray();
    ald[0] = QStringLiteral("1 ASSAULT 2 GLM NOWHERE");
    QVERIFY(importSampleWithOrders(QStringLiteral("ALD"), ald));
    const QByteArray before = exported();

    Run r = cli({QStringLiteral("resolve"), m_store});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("nothing resolved")) &&
                 r.err.contains(
                     QLatin1String("Kingdom of Aldmark (ALD): line 1: unknown area \"NOWHERE\"")) &&
                 r.err.contains(QLatin1String("--ignore-unreadable")),
             qPrintable(r.err));
    QCOMPARE(exported(), before);

    r = cli({QStringLiteral("resolve"), m_store, QStringLiteral("--ignore-unreadable")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("The stored orders of Kingdom of Aldmark no longer "
                                          "parse and are ignored")),
             qPrintable(r.out));
}

// R3: a forced value that does not fit its die, or one the turn never draws, is a mistake in the
// list: the turn is not resolved with other dice.
void TestAreaCli::R3_forcedDiceThatDoNotFitAreRefused()
{
    const QByteArray before = exported();
    Run r =
        cli({QStringLiteral("resolve"), m_store, QStringLiteral("--dice"), QStringLiteral("9")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("nothing resolved: the forced dice do not fit")) &&
                 r.err.contains(QLatin1String("forced value 1 of 1: d6 for the kingdom order")) &&
                 r.err.contains(QLatin1String("forced 9 does not fit a d6")),
             qPrintable(r.err));
    QString many = QStringLiteral("1");
    for (int i = 0; i < 999; ++i)
        many += QStringLiteral(",1");
    r = cli({QStringLiteral("resolve"), m_store, QStringLiteral("--dice"), many});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("of the 1000 forced values were not used")),
             qPrintable(r.err));
    QCOMPARE(exported(), before);
}

// The turnsheet of a player's pack, filled in and handed to `orders`, is read as the mail importer
// reads it: its header must be for this kingdom and turn, and its message is stored too.
void TestAreaCli::aFilledTurnsheetIsStoredWithItsMessage()
{
    const QString sheet =
        file(QStringLiteral("ALD-turnsheet.txt"), "# Muster turnsheet: The Sundered Coast, turn 1\n"
                                                  "Campaign: The Sundered Coast\n"
                                                  "Kingdom: ALD (Kingdom of Aldmark)\n"
                                                  "Turn: 1\n"
                                                  "1 MOVE 2 DUN GLD\n"
                                                  "2\n"
                                                  "3 LEVY 1 HCS\n"
                                                  "Messages:\n"
                                                  "Peace to all.\n");
    Run r = cli({QStringLiteral("orders"), m_store, QStringLiteral("Kingdom of Aldmark"), sheet});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(
        r.out.contains(QLatin1String("Stored 2 actions for Kingdom of Aldmark (ALD), turn 1")) &&
            r.out.contains(QLatin1String("and its message for the roundup")),
        qPrintable(r.out));
    const QByteArray stored = exported();
    QVERIFY(stored.contains("Peace to all."));
    QVERIFY(stored.contains("3 LEVY 1 HCS"));
    // A bare order sheet leaves the message; a turnsheet without one removes it, and says so.
    r = cli({QStringLiteral("orders"), m_store, QStringLiteral("ALD"),
             file(QStringLiteral("bare.txt"), "1 MOVE 2 DUN GLD\n")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(exported().contains("Peace to all."));
    r = cli({QStringLiteral("orders"), m_store, QStringLiteral("ALD"),
             file(QStringLiteral("silent.txt"), "Kingdom: ALD\nTurn: 1\n1 MOVE 2 DUN GLD\n")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("the one stored before for the roundup is removed")),
             qPrintable(r.out));
    QVERIFY(!exported().contains("Peace to all."));
    r = cli({QStringLiteral("orders"), m_store, QStringLiteral("ALD"), sheet});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(exported(), stored);

    // Another kingdom's sheet, or a sheet for another turn, is refused and changes nothing.
    r = cli({QStringLiteral("orders"), m_store, QStringLiteral("BRE"), sheet});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("line 3: the sheet is for Kingdom of Aldmark")),
             qPrintable(r.err));
    QString text;
    {
        QFile f(sheet);
        QVERIFY(f.open(QIODevice::ReadOnly));
        text = QString::fromUtf8(f.readAll());
    }
    text.replace(QStringLiteral("Turn: 1"), QStringLiteral("Turn: 5"));
    r = cli({QStringLiteral("orders"), m_store, QStringLiteral("ALD"),
             file(QStringLiteral("late.txt"), text.toUtf8())});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("the sheet is for turn 5; the campaign is at turn 1")),
             qPrintable(r.err));
    // An unknown kingdom is the command's mistake, not the sheet's.
    r = cli({QStringLiteral("orders"), m_store, QStringLiteral("ZZZ"), sheet});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("no kingdom \"ZZZ\" in this campaign")) &&
                 r.err.contains(QLatin1String("nothing stored")) &&
                 !r.err.contains(QLatin1String("the sheet has")),
             qPrintable(r.err));
    QCOMPARE(exported(), stored);
}

// Rolling back drops what was entered for the current turn; the GM is told what went.
void TestAreaCli::rollbackSaysWhatItDrops()
{
    QCOMPARE(cli({QStringLiteral("resolve"), m_store}).exitCode, 0);
    Run r = cli({QStringLiteral("rollback"), m_store});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("Turn 2 is gone; Turn 1 is current again")),
             qPrintable(r.out));
    QCOMPARE(cli({QStringLiteral("resolve"), m_store}).exitCode, 0);
    const QString sheet =
        file(QStringLiteral("t2.txt"), "Kingdom: ALD\nTurn: 2\n1 MOVE 2 DUN GLD\n3 LEVY 1 HCS\n"
                                       "Messages: Peace to all.\n");
    r = cli({QStringLiteral("orders"), m_store, QStringLiteral("ALD"), sheet});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = cli({QStringLiteral("rollback"), m_store});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("Turn 2 is gone, with the orders of Kingdom of Aldmark "
                                          "(2 lines) and 1 player's message; Turn 1 is current")),
             qPrintable(r.out));
}

// A kingdom with no orders whose policy is to hold only gains its income: the resolution names it,
// so that a sheet forgotten is noticed.
void TestAreaCli::kingdomsWithoutOrdersAreNamed()
{
    QVERIFY(importSampleWithOrders(QStringLiteral("CAL"), {}));
    const Run r = cli({QStringLiteral("resolve"), m_store});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains(QLatin1String("no orders from Caldoria (CAL): nothing was ordered")),
             qPrintable(r.err));
}

// A failed order's sentence names the order, the reason and the rule once; ships that may only
// move at sea cite A5.7, the rule that says so.
void TestAreaCli::A5_7_aFailedOrderIsSaidOnceWithItsRule()
{
    QCOMPARE(cli({QStringLiteral("orders"), m_store, QStringLiteral("ALD"),
                  file(QStringLiteral("ships.txt"), "1 SHIPS 1 HCS FOX\n")})
                 .exitCode,
             0);
    const Run r = cli({QStringLiteral("preview"), m_store, QStringLiteral("ALD")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("      Kingdom of Aldmark, action 1 (1 SHIPS 1 HCS FOX) "
                                          "fails: ships move only between sea areas (A5.7).\n")),
             qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestAreaCli)

void TestAreaCli::autoplayRehearsesOnACopy()
{
    QFile store(m_store);
    QVERIFY(store.open(QIODevice::ReadOnly));
    const QByteArray before = store.readAll();
    store.close();
    const QString copy = m_dir.filePath(QStringLiteral("rehearsal.muster"));
    QFile::remove(copy);
    const Run r = cli({QStringLiteral("autoplay"), m_store, QStringLiteral("--turns"),
                       QStringLiteral("5"), QStringLiteral("--kingdom"),
                       QStringLiteral("ALD=defend"), QStringLiteral("--out"), copy});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    QVERIFY2(lines.first().startsWith(QStringLiteral("turn\tALD\tBRE")), qPrintable(r.out));
    for (int turn = 1; turn <= 5; ++turn)
        QVERIFY2(lines.at(turn).startsWith(QString::number(turn) + QLatin1Char('\t')),
                 qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("ALD\tdefend\t")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("BRE\texpand\t")), qPrintable(r.out));
    // The file played from is untouched; the copy holds the five turns and reads as valid.
    QVERIFY(store.open(QIODevice::ReadOnly));
    QCOMPARE(store.readAll(), before);
    const Run valid = cli({QStringLiteral("validate"), copy});
    QVERIFY2(valid.exitCode == 0 && valid.out.contains(QStringLiteral("turn 6")),
             qPrintable(valid.out + valid.err));
    // A hex campaign is rehearsed too: the units of each kingdom's armies after each turn.
    const Run hex =
        cli({QStringLiteral("autoplay"), QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
             QStringLiteral("--turns"), QStringLiteral("3")});
    QVERIFY2(hex.exitCode == 0, qPrintable(hex.err));
    QVERIFY2(hex.out.contains(QStringLiteral("(units in the field held at the end of each turn)")),
             qPrintable(hex.out));
    // An existing copy, a doctrine or kingdom unknown: refused, nothing played.
    const Run again = cli({QStringLiteral("autoplay"), m_store, QStringLiteral("--turns"),
                           QStringLiteral("1"), QStringLiteral("--out"), copy});
    QCOMPARE(again.exitCode, 1);
    QVERIFY2(again.err.contains(QStringLiteral("already exists")) && again.out.isEmpty(),
             qPrintable(again.err));
    for (const QStringList &wrong :
         {QStringList{QStringLiteral("--doctrine"), QStringLiteral("attack")},
          QStringList{QStringLiteral("--kingdom"), QStringLiteral("ZZZ=raid")},
          QStringList{QStringLiteral("--kingdom"), QStringLiteral("ALD")},
          QStringList{QStringLiteral("--turns"), QStringLiteral("0")}}) {
        const Run bad = cli(QStringList{QStringLiteral("autoplay"), m_store,
                                        QStringLiteral("--turns"), QStringLiteral("2")} +
                            wrong);
        QVERIFY2(bad.exitCode == 2 && bad.out.isEmpty(), qPrintable(wrong.join(u' ') + bad.err));
    }
}

#include "tst_area_cli.moc"
