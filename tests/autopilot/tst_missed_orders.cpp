// A turn a kingdom's player sends no sheet for (operations/FillMissedOrders.h): the kingdom's
// policy stands in (hold, standing orders, the autopilot), the stand-in is stored with the turn
// and named in the roundup with the turns missed in a row, and the next sheet the player sends is
// taken as any other. A kingdom without a player is on autopilot every turn.
#include "SampleCampaigns.h"
#include "TakeResult.h"
#include "autopilot/AreaAutopilot.h"
#include "autopilot/HexAutopilot.h"
#include "io/CampaignJson.h"
#include "model/StandIns.h"
#include "operations/CloseTurn.h"
#include "operations/EditKingdoms.h"
#include "operations/FillMissedOrders.h"
#include "operations/StoreOrders.h"
#include "operations/StoreSheet.h"
#include "pack/Roundup.h"
#include "rules/turn/TurnResolution.h"
#include "store/CampaignStore.h"
#include "view/KingdomView.h"

#include <QtTest>

using namespace muster;

namespace {
Campaign sample()
{
    return test::sampleCampaign("sample-area.json");
}

int kingdomOf(const Campaign &c, const char *id)
{
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        if (c.kingdoms[k].id == QLatin1String(id))
            return static_cast<int>(k);
    qFatal("no kingdom %s", id);
}

void set(Campaign &c, const char *id, const char *field, const char *value)
{
    KingdomFields fields;
    if (const auto problem = fields.set(QLatin1String(field), QLatin1String(value)))
        qFatal("%s", qPrintable(*problem));
    if (!editKingdom(c, kingdomOf(c, id), fields).ok())
        qFatal("cannot set %s of %s", field, id);
}

/// The code of a land area kingdom `k` owns at the current turn's start.
QString homeOf(const Campaign &c, int k)
{
    for (size_t a = 0; a < c.world.areas.size(); ++a)
        if (c.current().state.areas[a].owner == k && !c.world.isSea(static_cast<int>(a)))
            return c.world.areas[a].code;
    qFatal("kingdom %d holds no land", k);
}

/// Fills the missed sheets (when there are any) and resolves the current turn.
void resolve(Campaign &c)
{
    if (!missedSheets(c).empty() && !fillMissedOrders(c).ok())
        qFatal("missed sheets not filled");
    if (!applyResolution(c, resolveCurrentTurn(c)).ok())
        qFatal("turn %d not closed", c.current().number);
}

/// Every kingdom but `missing` sends the autopilot's sheet as its own (a player's sheet).
void everyoneSendsBut(Campaign &c, int missing)
{
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        if (static_cast<int>(k) != missing) {
            const QStringList lines =
                areaAutopilotSheet(c, static_cast<int>(k), Doctrine::Consolidate);
            const SheetToStore sheet = readSheetToStore(
                c, static_cast<int>(k),
                lines.isEmpty() ? QStringLiteral("1 DEFEND %1").arg(c.world.areas[0].code)
                                : lines.join(u'\n'),
                SheetMode::Replace);
            if (sheet.ok())
                QVERIFY(storeSheet(c, sheet).ok());
        }
}

/// The rows of the roundup's "Orders missed" table of the last resolved turn.
std::vector<QStringList> missedRows(const Campaign &c)
{
    const PackDocument doc = publicRoundup(c, publicView(c, static_cast<int>(c.turns.size()) - 2));
    for (size_t i = 0; i + 1 < doc.blocks.size(); ++i)
        if (doc.blocks[i].kind == DocBlock::Kind::Heading &&
            doc.blocks[i].text == QLatin1String("Orders missed"))
            return doc.blocks[i + 1].rows;
    return {};
}
} // namespace

class TestMissedOrders : public QObject
{
    Q_OBJECT
private slots:
    void aPlayerWhoMissesOneTurn_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<int>("standIn");
        QTest::addColumn<QString>("inTheirPlace");
        QTest::newRow("hold") << "hold" << int(StandInKind::Held) << "nothing was ordered";
        QTest::newRow("standing") << "standing" << int(StandInKind::Standing)
                                  << "its standing orders were given";
        QTest::newRow("autopilot")
            << "autopilot" << int(StandInKind::Autopilot) << "the autopilot played it (expand)";
    }
    void aPlayerWhoMissesOneTurn()
    {
        QFETCH(QString, policy);
        QFETCH(int, standIn);
        QFETCH(QString, inTheirPlace);
        Campaign c = sample();
        const int cal = kingdomOf(c, "CAL");
        set(c, "CAL", "missedOrders", qPrintable(policy));
        set(c, "CAL", "doctrine", "expand");
        // Turn 1: Caldoria's player orders a defence mode, as every player sends a sheet.
        const QString home = homeOf(c, cal);
        everyoneSendsBut(c, cal);
        const SheetToStore own =
            readSheetToStore(c, cal, QStringLiteral("1 DEFEND %1").arg(home), SheetMode::Replace);
        QVERIFY(own.ok());
        QVERIFY(storeSheet(c, own).ok());
        QVERIFY(missedSheets(c).empty()); // everyone sent one
        resolve(c);
        QVERIFY(missedRows(c).empty());

        // Turn 2: no sheet from Caldoria. Its policy stands in, stored with the turn.
        everyoneSendsBut(c, cal);
        const std::vector<MissedSheet> missed = missedSheets(c);
        QCOMPARE(missed.size(), size_t(1));
        QCOMPARE(missed[0].kingdom, cal);
        QCOMPARE(int(missed[0].standIn.kind), standIn);
        if (missed[0].standIn.kind == StandInKind::Held)
            QVERIFY(missed[0].lines.isEmpty());
        if (missed[0].standIn.kind == StandInKind::Standing)
            QCOMPARE(missed[0].lines, QStringList{QStringLiteral("1 DEFEND %1").arg(home)});
        if (missed[0].standIn.kind == StandInKind::Autopilot)
            QCOMPARE(missed[0].lines, areaAutopilotSheet(c, cal, Doctrine::Expand));
        QVERIFY(fillMissedOrders(c).ok());
        QCOMPARE(c.current().orders[static_cast<size_t>(cal)], missed[0].lines);
        QCOMPARE(int(c.current().standIns.at(cal).kind), standIn);
        // Nothing left to fill, but a kingdom held: it is worked out again (the same).
        QCOMPARE(fillMissedOrders(c).ok(), missed[0].standIn.kind == StandInKind::Held);
        QCOMPARE(int(c.current().standIns.at(cal).kind), standIn);
        resolve(c);
        QCOMPARE(missedRows(c), (std::vector<QStringList>{{QStringLiteral("Caldoria"),
                                                           QStringLiteral("1"), inTheirPlace}}));

        // Turn 3: the player's sheet comes again and is taken as any other.
        everyoneSendsBut(c, -1);
        QVERIFY(missedSheets(c).empty());
        QVERIFY(!c.current().standIns.count(cal));
        resolve(c);
        QVERIFY(missedRows(c).empty());
        QCOMPARE(missedInARowAt(c, cal, c.turns.size() - 2), 0);
    }

    // Missed turns in a row are counted, a late sheet replaces the stand-in, and an undo of it
    // puts the stand-in back.
    void turnsInARowAndALateSheet()
    {
        Campaign c = sample();
        const int bre = kingdomOf(c, "BRE");
        everyoneSendsBut(c, -1);
        resolve(c);
        for (int turn = 0; turn < 3; ++turn) {
            everyoneSendsBut(c, bre);
            resolve(c);
        }
        QCOMPARE(missedInARowAt(c, bre, c.turns.size() - 2), 3);
        QCOMPARE(missedRows(c),
                 (std::vector<QStringList>{{QStringLiteral("Brennic March"), QStringLiteral("3"),
                                            QStringLiteral("nothing was ordered")}}));
        everyoneSendsBut(c, bre);
        QVERIFY(fillMissedOrders(c).ok());
        const TurnSheets filled = TurnSheets::of(c.current());
        const SheetToStore late = readSheetToStore(
            c, bre, QStringLiteral("1 DEFEND %1").arg(homeOf(c, bre)), SheetMode::Replace);
        QVERIFY(late.ok());
        QVERIFY(storeSheet(c, late).ok());
        QVERIFY(!c.current().standIns.count(bre)); // the player's own now
        QVERIFY(storeTurnOrders(c, filled).ok());  // the undo of it
        QCOMPARE(int(c.current().standIns.at(bre).kind), int(StandInKind::Held));
        // An edit by the GM keeps it a stand-in: the player still sent none.
        QVERIFY(storeOrderLines(c, bre, {}).ok());
        QVERIFY(c.current().standIns.count(bre));
    }

    // What stood in is told as it was then: a later change of doctrine or player leaves a past
    // turn's roundup as it was. A kingdom held is worked out again with the policy it has now;
    // lines the GM gives it end the stand-in; a sheet with a message alone is no missed sheet.
    void standInsAreKeptAsTheyWere()
    {
        Campaign c = sample();
        const int cal = kingdomOf(c, "CAL"), bre = kingdomOf(c, "BRE");
        set(c, "CAL", "missedOrders", "autopilot");
        set(c, "CAL", "doctrine", "expand");
        everyoneSendsBut(c, -1);
        resolve(c);
        everyoneSendsBut(c, cal);
        resolve(c);
        set(c, "CAL", "doctrine", "defend");
        set(c, "CAL", "player", "no");
        QCOMPARE(missedRows(c),
                 (std::vector<QStringList>{{QStringLiteral("Caldoria"), QStringLiteral("1"),
                                            QStringLiteral("the autopilot played it (expand)")}}));

        everyoneSendsBut(c, bre);
        c.current().orders[static_cast<size_t>(cal)].clear();
        QVERIFY(fillMissedOrders(c).ok());
        QCOMPARE(int(c.current().standIns.at(bre).kind), int(StandInKind::Held));
        QCOMPARE(c.current().standIns.at(cal).missedInARow, 0); // no player: nothing missed
        set(c, "BRE", "missedOrders", "autopilot");
        const std::vector<MissedSheet> again = missedSheets(c);
        QCOMPARE(again.size(), size_t{1});
        QCOMPARE(int(again[0].standIn.kind), int(StandInKind::Autopilot));
        QVERIFY(storeOrderLines(c, bre, {QStringLiteral("1 DEFEND %1").arg(homeOf(c, bre))}).ok());
        QVERIFY(!c.current().standIns.count(bre)); // the sheet phoned in, typed by the GM

        QVERIFY(storeOrderLines(c, bre, {}).ok());
        c.current().messages[bre] = QStringLiteral("Holding this turn.");
        QVERIFY(missedSheets(c).empty()); // a sheet came, with a message alone
    }

    void aKingdomWithoutAPlayerIsAlwaysOnAutopilot()
    {
        Campaign c = sample();
        const int fen = kingdomOf(c, "FEN");
        set(c, "FEN", "player", "no");
        set(c, "FEN", "doctrine", "raid");
        c.current().orders.assign(c.kingdoms.size(), {}); // its turn-1 orders are the GM's test
        everyoneSendsBut(c, fen);
        const std::vector<MissedSheet> missed = missedSheets(c);
        QCOMPARE(missed.size(), size_t(1));
        QCOMPARE(int(missed[0].standIn.kind), int(StandInKind::Autopilot));
        QCOMPARE(missed[0].lines, areaAutopilotSheet(c, fen, Doctrine::Raid));
        resolve(c);
        QCOMPARE(missedRows(c),
                 (std::vector<QStringList>{{QStringLiteral("Fennmark"), QStringLiteral("no player"),
                                            QStringLiteral("the autopilot played it "
                                                           "(raid)")}}));
    }

    // A hex kingdom on autopilot gets the hex autopilot's marches; one that holds gets none, and
    // one with no army and no stronghold is out of the game.
    void hexKingdomsStandInToo()
    {
        Problems problems;
        auto c = readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
                                      problems);
        QVERIFY(c);
        c->current().orders.assign(c->kingdoms.size(), {});
        c->kingdoms[0].missedOrders = MissedOrders::Autopilot;
        c->kingdoms[0].doctrine = Doctrine::Expand;
        const std::vector<MissedSheet> missed = missedSheets(*c);
        QCOMPARE(missed.size(), c->kingdoms.size());
        QCOMPARE(int(missed[0].standIn.kind), int(StandInKind::Autopilot));
        QCOMPARE(missed[0].lines, hexAutopilotSheet(*c, 0, Doctrine::Expand));
        QCOMPARE(int(missed[1].standIn.kind), int(StandInKind::Held));
        std::erase_if(c->current().state.armies, [](const HexArmy &a) { return a.kingdom == 1; });
        for (Stronghold &s : c->world.strongholds)
            if (s.owner == 1)
                s.owner = -1;
        QCOMPARE(missedSheets(*c).size(), c->kingdoms.size() - 1);
    }

    // The same turn gives the same stand-ins; a kingdom that holds no land gets none.
    void deterministicAndOnlyForKingdomsInTheGame()
    {
        Campaign a = sample(), b = sample();
        for (Campaign *c : {&a, &b}) {
            for (Kingdom &k : c->kingdoms)
                k.missedOrders = MissedOrders::Autopilot;
            c->current().orders.assign(c->kingdoms.size(), {});
        }
        const std::vector<MissedSheet> sa = missedSheets(a), sb = missedSheets(b);
        QCOMPARE(sa.size(), a.kingdoms.size());
        for (size_t i = 0; i < sa.size(); ++i)
            QCOMPARE(sa[i].lines, sb[i].lines);
        for (AreaState &s : a.current().state.areas)
            if (s.owner == 0)
                s.owner = -1;
        QCOMPARE(missedSheets(a).size(), a.kingdoms.size() - 1);
    }

    // Who plays a kingdom, its policy and its doctrine survive a campaign file and its JSON, and
    // so do a turn's stand-ins; a word that is none of them is refused by name.
    void storedAndReadBack()
    {
        Campaign c = sample();
        set(c, "ALD", "player", "no");
        set(c, "BRE", "missedOrders", "standing");
        set(c, "CAL", "doctrine", "defend");
        c.current().orders.assign(c.kingdoms.size(), {});
        QVERIFY(fillMissedOrders(c).ok());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.muster"));
        QString error;
        auto store = test::take(CampaignStore::create(path, c), error);
        QVERIFY2(store && test::take(store->close(), error), qPrintable(error));
        auto back = test::take(CampaignStore::load(path), error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->turns.holdAll());
        for (size_t k = 0; k < c.kingdoms.size(); ++k) {
            QCOMPARE(back->kingdoms[k].hasPlayer, c.kingdoms[k].hasPlayer);
            QCOMPARE(back->kingdoms[k].missedOrders, c.kingdoms[k].missedOrders);
            QCOMPARE(back->kingdoms[k].doctrine, c.kingdoms[k].doctrine);
        }
        QCOMPARE(back->current().standIns, c.current().standIns);
        QCOMPARE(back->current().orders, c.current().orders);

        Problems problems;
        const auto json =
            readCampaignJson(writeCampaignJson(c), QStringLiteral("c.json"), problems);
        QVERIFY2(json, qPrintable(problems.toString()));
        QCOMPARE(json->kingdoms[0].hasPlayer, false);
        QCOMPARE(json->kingdoms[1].missedOrders, MissedOrders::Standing);
        QCOMPARE(json->kingdoms[2].doctrine, Doctrine::Defend);

        QByteArray bad = writeCampaignJson(c);
        bad.replace("\"missedOrders\": \"standing\"", "\"missedOrders\": \"sometimes\"");
        Problems refused;
        QVERIFY(!readCampaignJson(bad, QStringLiteral("c.json"), refused));
        QVERIFY2(refused.toString().contains(
                     QLatin1String("expected one of hold, standing, autopilot, got \"sometimes\"")),
                 qPrintable(refused.toString()));
    }
};

QTEST_GUILESS_MAIN(TestMissedOrders)
#include "tst_missed_orders.moc"
