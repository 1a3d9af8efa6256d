// Setting a campaign up, in core: the colour distance the kingdoms editor warns by (CIEDE2000),
// the setup flag in JSON and in the campaign file (files from before it open as started), the
// kingdom roster (adding, removing with every index kept consistent), the house rules and the
// checks of Start Campaign (RULES R1).
#include "StoreTestFiles.h"
#include "TakeResult.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "setup/BlankCampaign.h"
#include "setup/CampaignStart.h"
#include "setup/ColourDistance.h"
#include "setup/HouseRules.h"
#include "setup/KingdomPalette.h"
#include "setup/KingdomRoster.h"
#include "setup/ProblemPlace.h"
#include "store/CampaignStore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
Campaign sample(const char *name)
{
    Problems problems;
    auto c = readCampaignJsonFile(test::sourcePath(QStringLiteral("maps/") + QLatin1String(name)),
                                  problems);
    if (!c)
        qFatal("%s", qPrintable(problems.toString()));
    return *c;
}

/// The area sample put back in setup (it has played no turn: its one turn is turn 1).
Campaign areaInSetup()
{
    Campaign c = sample("sample-area.json");
    c.started = false;
    return c;
}

QStringList messages(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems.items())
        out << p.where + QStringLiteral(": ") + p.message;
    return out;
}
} // namespace

class TestSetupCore : public QObject
{
    Q_OBJECT
private slots:
    void ciede2000MatchesPublishedPairs_data()
    {
        QTest::addColumn<double>("l1");
        QTest::addColumn<double>("a1");
        QTest::addColumn<double>("b1");
        QTest::addColumn<double>("l2");
        QTest::addColumn<double>("a2");
        QTest::addColumn<double>("b2");
        QTest::addColumn<double>("expected");
        // Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1.
        QTest::newRow("pair 1") << 50.0 << 2.6772 << -79.7751 << 50.0 << 0.0 << -82.7485 << 2.0425;
        QTest::newRow("pair 7") << 50.0 << 0.0 << 0.0 << 50.0 << -1.0 << 2.0 << 2.3669;
        QTest::newRow("pair 17") << 50.0 << 2.5 << 0.0 << 73.0 << 25.0 << -18.0 << 27.1492;
        QTest::newRow("pair 16") << 50.0 << 2.5 << 0.0 << 50.0 << 0.0 << -2.5 << 4.3065;
        QTest::newRow("pair 18") << 50.0 << 2.5 << 0.0 << 50.0 << 3.1736 << 0.5854 << 1.0;
        QTest::newRow("pair 25") << 60.2574 << -34.0099 << 36.2677 << 60.4626 << -34.1751 << 39.4387
                                 << 1.2644;
        QTest::newRow("pair 34") << 22.7233 << 20.0904 << -46.6940 << 23.0331 << 14.9730 << -42.5619
                                 << 2.0373;
    }
    void ciede2000MatchesPublishedPairs()
    {
        QFETCH(double, l1);
        QFETCH(double, a1);
        QFETCH(double, b1);
        QFETCH(double, l2);
        QFETCH(double, a2);
        QFETCH(double, b2);
        QFETCH(double, expected);
        QVERIFY(qAbs(ciede2000({l1, a1, b1}, {l2, a2, b2}) - expected) < 1e-4);
        QVERIFY(qAbs(ciede2000({l2, a2, b2}, {l1, a1, b1}) - expected) < 1e-4); // symmetric
    }

    void colourDistanceOfKingdomColours()
    {
        const Lab white = labOf(0xffffff);
        QVERIFY(qAbs(white.l - 100) < 0.01 && qAbs(white.a) < 0.01 && qAbs(white.b) < 0.01);
        QCOMPARE(*colourDistance(QStringLiteral("#c0392b"), QStringLiteral("#c0392b")), 0.0);
        QVERIFY(*colourDistance(QStringLiteral("#000000"), QStringLiteral("#ffffff")) > 99);
        // Two reds of one paint box are too close; red and blue are not.
        QVERIFY(*colourDistance(QStringLiteral("#c0392b"), QStringLiteral("#b83227")) <
                kMinKingdomColourDistance);
        QVERIFY(*colourDistance(QStringLiteral("#c0392b"), QStringLiteral("#2e6fbf")) >
                kMinKingdomColourDistance);
        QVERIFY(!colourDistance(QStringLiteral("red"), QStringLiteral("#ffffff")));
    }

    void colourClashesNameTheSeaAndTheKingdoms()
    {
        std::vector<Kingdom> kingdoms(3);
        kingdoms[0].colour = QStringLiteral("#c0392b");
        kingdoms[1].colour = QStringLiteral("#b83227"); // close to the first
        kingdoms[2].colour = QStringLiteral("#2e6fbf");
        const QString sea = QStringLiteral("#2a6cbb"); // close to the third
        auto clashes = colourClashes(kingdoms[0].colour, 0, kingdoms, sea);
        QCOMPARE(clashes.size(), size_t{1});
        QCOMPARE(clashes[0].kingdom, 1);
        clashes = colourClashes(kingdoms[2].colour, 2, kingdoms, sea);
        QCOMPARE(clashes.size(), size_t{1});
        QCOMPARE(clashes[0].kingdom, -1); // the sea
        QVERIFY(colourClashes(QStringLiteral("#ccbb44"), -1, kingdoms, sea).empty());
        // Green and the two reds, far apart to most eyes (ΔE00 66), are 8 and 10 apart to a
        // deuteranope.
        clashes = colourClashes(QStringLiteral("#2f9e44"), -1, kingdoms, sea);
        QCOMPARE(clashes.size(), size_t{2});
        QCOMPARE(clashes[0].kingdom, 0);
        QCOMPARE(clashes[1].kingdom, 1);
        QCOMPARE(clashes[0].vision, Vision::Deuteranopia);
        QCOMPARE(clashes[1].vision, Vision::Deuteranopia);
        QVERIFY(*colourDistance(QStringLiteral("#2f9e44"), kingdoms[0].colour) > 60);
    }

    // Machado et al.'s simulation: pure red and green both turn olive-yellow to a deuteranope;
    // a protanope sees red as a dark olive; typical vision and greys are left as they are.
    void colourBlindVisionIsSimulated()
    {
        QCOMPARE(seenWith(0xff0000, Vision::Typical), 0xff0000u);
        QCOMPARE(seenWith(0xff0000, Vision::Deuteranopia), 0xa39000u);
        QCOMPARE(seenWith(0x00ff00, Vision::Deuteranopia), 0xefd63au);
        QCOMPARE(seenWith(0xff0000, Vision::Protanopia), 0x6d5f00u);
        for (Vision v : kVisions)
            QCOMPARE(seenWith(0x808080, v), 0x808080u);
        QCOMPARE(leastDistance(0xc0392b, 0x2f9e44).vision, Vision::Deuteranopia);
    }

    // Every player tells the kingdoms apart: the palette's first colours, the roster's first
    // picks and both samples' kingdoms stay kMinKingdomColourDistance apart from each other and
    // from the sea in typical vision, deuteranopia and protanopia.
    void kingdomColoursAreToldApartByColourBlindPlayers()
    {
        const QString sea = QStringLiteral("#6690bd"); // MapPalette::sea()
        auto allApart = [&](const std::vector<Kingdom> &kingdoms, const QString &what) {
            for (size_t k = 0; k < kingdoms.size(); ++k)
                for (const ColourClash &clash :
                     colourClashes(kingdoms[k].colour, static_cast<int>(k), kingdoms, sea))
                    QFAIL(qPrintable(
                        QStringLiteral("%1: %2 and %3: ΔE00 %4 in vision %5")
                            .arg(what, kingdoms[k].colour,
                                 clash.kingdom < 0
                                     ? sea
                                     : kingdoms[static_cast<size_t>(clash.kingdom)].colour)
                            .arg(clash.distance)
                            .arg(static_cast<int>(clash.vision))));
        };
        std::vector<Kingdom> palette(kDistinctKingdomColours);
        for (size_t i = 0; i < palette.size(); ++i)
            palette[i].colour =
                QStringLiteral("#%1").arg(kKingdomPalette[i], 6, 16, QLatin1Char('0'));
        allApart(palette, QStringLiteral("palette"));

        Campaign c = blankCampaign({RulesetKind::Area, QStringLiteral("Roster"), 6, 4, 1});
        for (int i = 0; i < kDistinctKingdomColours; ++i)
            c.kingdoms.push_back(newKingdom(c, sea));
        allApart(c.kingdoms, QStringLiteral("roster"));
        QCOMPARE(c.kingdoms.front().colour, palette.front().colour);

        allApart(sample("sample-area.json").kingdoms, QStringLiteral("sample-area"));
        allApart(sample("sample-hex.json").kingdoms, QStringLiteral("sample-hex"));
    }

    void setupFlagInJson()
    {
        Campaign c = blankCampaign({RulesetKind::Hex, QStringLiteral("Marches"), 12, 8, 77});
        QVERIFY(!c.started);
        const QByteArray json = writeCampaignJson(c);
        QVERIFY(json.contains("\"setup\": true"));
        Problems problems;
        auto read = readCampaignJson(json, QStringLiteral("m.json"), problems);
        QVERIFY2(read, qPrintable(problems.toString()));
        QVERIFY(!read->started);
        QCOMPARE(writeCampaignJson(*read), json);
        // Started campaigns, and every file written before setup existed, carry no flag.
        startCampaign(c);
        QVERIFY(!writeCampaignJson(c).contains("\"setup\""));
        QVERIFY(sample("sample-area.json").started);
        QVERIFY(sample("sample-hex.json").started);
        // A flag that is not true or false is refused, and so is a campaign in setup with a
        // history.
        QByteArray bad = json;
        bad.replace("\"setup\": true", "\"setup\": \"yes\"");
        Problems refused;
        QVERIFY(!readCampaignJson(bad, QStringLiteral("bad.json"), refused));
        QVERIFY2(refused.toString().contains(QLatin1String("setup: expected true or false")),
                 qPrintable(refused.toString()));
    }

    void setupWithHistoryIsRefused()
    {
        Problems problems;
        auto history = readCampaignJsonFile(
            test::sourcePath(QStringLiteral("tests/store/data/legacy/area-v1.json")), problems);
        QVERIFY2(history, qPrintable(problems.toString()));
        QVERIFY(history->turns.size() > 1);
        history->started = false;
        const Problems found = campaignProblems(*history);
        QVERIFY2(messages(found).join(u'\n').contains(
                     QLatin1String("a campaign in setup has played no turn yet")),
                 qPrintable(messages(found).join(u'\n')));
    }

    void setupFlagInTheCampaignFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("setup.muster"));
        Campaign c = areaInSetup();
        QString error;
        QVERIFY2(test::take(CampaignStore::create(file, c), error), qPrintable(error));
        QCOMPARE(test::rawInt(file, "SELECT setup FROM campaign"), qint64{1});
        auto loaded = test::take(CampaignStore::load(file), error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(!loaded->started);
        // Start it: the definition is saved with the flag.
        Campaign opened;
        auto store = test::take(CampaignStore::open(file, &opened), error);
        QVERIFY2(store, qPrintable(error));
        startCampaign(opened);
        QVERIFY2(test::take(store->saveDefinitionAndCurrentTurn(opened), error), qPrintable(error));
        QVERIFY(test::take(store->close(), error));
        QCOMPARE(test::rawInt(file, "SELECT setup FROM campaign"), qint64{0});
        QVERIFY(test::take(CampaignStore::load(file), error)->started);
    }

    void olderCampaignFilesOpenAsStarted()
    {
        // Schema 1 (Muster 0.1), upgraded in memory on reading.
        QString error;
        auto legacy = test::take(CampaignStore::load(test::sourcePath(
                                     QStringLiteral("tests/store/data/legacy/area-v1.muster"))),
                                 error);
        QVERIFY2(legacy, qPrintable(error));
        QVERIFY(legacy->started);
        // Schema 4, the last before the flag: a file in setup written now, taken back a step.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("schema4.muster"));
        Campaign c = areaInSetup();
        QVERIFY2(test::take(CampaignStore::create(file, c), error), qPrintable(error));
        test::rawExec(file, "DROP TABLE mailed_sheet; ALTER TABLE campaign DROP COLUMN setup; "
                            "ALTER TABLE campaign DROP COLUMN paper; DROP TABLE mail_settings; "
                            "DROP TABLE mail_sent; DROP TABLE mail_fetched; DROP TABLE stand_in; "
                            "PRAGMA user_version = 4");
        auto older = test::take(CampaignStore::load(file), error);
        QVERIFY2(older, qPrintable(error));
        QVERIFY(older->started);
        // Opened for writing, it is upgraded to the newest schema, still started.
        Campaign opened;
        auto store = test::take(CampaignStore::open(file, &opened), error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(opened.started);
        QVERIFY(test::take(store->saveDefinition(opened), error));
        QVERIFY(test::take(store->close(), error));
        QCOMPARE(test::rawInt(file, "PRAGMA user_version"),
                 qint64{store::SchemaMigrations::builtin().newestSchema()});
        QCOMPARE(test::rawInt(file, "SELECT setup FROM campaign"), qint64{0});
    }

    void blankCampaignIsInSetup()
    {
        const Campaign area =
            blankCampaign({RulesetKind::Area, QStringLiteral("Coast"), 30, 20, 5});
        QVERIFY(!area.started);
        QCOMPARE(area.world.columns, 30);
        QCOMPARE(area.world.rows, 20);
        QVERIFY(area.world.areas.empty());
        QCOMPARE(area.turns.size(), size_t{1});
        QCOMPARE(area.current().seed, Campaign::turnSeed(5, 1));
        QVERIFY2(campaignProblems(area).isEmpty(),
                 qPrintable(messages(campaignProblems(area)).join(u'\n')));
        QVERIFY(randomCampaignSeed() <= Campaign::kMaxSeed);
    }

    void removingAKingdomKeepsEveryIndex()
    {
        const Campaign c = areaInSetup();
        const int removed = 1;
        const KingdomHoldings held = holdingsOf(c, removed);
        QVERIFY(held.any());
        Campaign after = c;
        applyRoster(after, withKingdomRemoved(c, removed));
        QCOMPARE(after.kingdoms.size(), c.kingdoms.size() - 1);
        QCOMPARE(after.current().state.kingdoms.size(), after.kingdoms.size());
        QCOMPARE(after.kingdoms[1].id, c.kingdoms[2].id);
        const auto &before = c.current().state.areas;
        const auto &now = after.current().state.areas;
        for (size_t a = 0; a < before.size(); ++a) {
            if (before[a].owner == removed) {
                QCOMPARE(now[a].owner, -1);
                QCOMPARE(now[a].armies, 0);
                QCOMPARE(now[a].population, before[a].population);
            } else if (before[a].owner > removed) {
                QCOMPARE(now[a].owner, before[a].owner - 1);
            } else {
                QCOMPARE(now[a], before[a]);
            }
        }
        // The orders of the kingdoms after it moved down with them.
        QCOMPARE(after.current().orders.at(1), c.current().orders.at(2));
        QVERIFY2(campaignProblems(after).isEmpty(),
                 qPrintable(messages(campaignProblems(after)).join(u'\n')));
        // And added again at the end.
        const Kingdom k = newKingdom(after, QStringLiteral("#3a6ea5"));
        QCOMPARE(kingdomProblems({k}).size(), size_t{0});
        applyRoster(after, withKingdomAdded(after, k, {12, 3, 1, 0}));
        QCOMPARE(after.kingdoms.back().id, k.id);
        QCOMPARE(after.current().state.kingdoms.back(), (KingdomState{12, 3, 1, 0}));
        QVERIFY(campaignProblems(after).isEmpty());
    }

    // A kingdom renamed from "New kingdom 1" to WST frees the id K1 but not the name: the next
    // new kingdom is K2, "New kingdom 2", never a second "New kingdom 1".
    void aNewKingdomTakesAFreeIdAndName()
    {
        Campaign c = blankCampaign({RulesetKind::Area, QStringLiteral("Names"), 6, 4, 1});
        Kingdom first = newKingdom(c, QStringLiteral("#3a6ea5"));
        QCOMPARE(first.id, QStringLiteral("K1"));
        QCOMPARE(first.name, QStringLiteral("New kingdom 1"));
        first.id = QStringLiteral("WST");
        c.kingdoms.push_back(first);
        const Kingdom second = newKingdom(c, QStringLiteral("#3a6ea5"));
        QCOMPARE(second.id, QStringLiteral("K2"));
        QCOMPARE(second.name, QStringLiteral("New kingdom 2"));
    }

    void removingAHexKingdomRemovesItsArmies()
    {
        Campaign c = sample("sample-hex.json");
        c.started = false;
        const int kingdom = c.current().state.armies.front().kingdom;
        Campaign after = c;
        applyRoster(after, withKingdomRemoved(c, kingdom));
        for (const HexArmy &a : after.current().state.armies)
            QVERIFY(a.kingdom >= -1 && a.kingdom < static_cast<int>(after.kingdoms.size()));
        QVERIFY(after.current().state.armies.size() < c.current().state.armies.size());
        for (const Stronghold &s : after.world.strongholds)
            QVERIFY(s.owner < static_cast<int>(after.kingdoms.size()));
        QVERIFY2(campaignProblems(after).isEmpty(),
                 qPrintable(messages(campaignProblems(after)).join(u'\n')));
    }

    void kingdomProblemsAreTheReadersOwn()
    {
        std::vector<Kingdom> kingdoms = areaInSetup().kingdoms;
        QVERIFY(kingdomProblems(kingdoms).isEmpty());
        kingdoms[0].id = QStringLiteral("not an id!");
        kingdoms[1].email = QStringLiteral("nobody");
        kingdoms[2].id = kingdoms[3].id;
        const QStringList found = messages(kingdomProblems(kingdoms));
        QVERIFY2(found.join(u'\n').contains(QLatin1String(
                     "kingdoms[0].id: kingdom id \"not an id!\" must be 1-12 letters")),
                 qPrintable(found.join(u'\n')));
        QVERIFY(found.join(u'\n').contains(QLatin1String("kingdoms[1].email")));
        QVERIFY(found.join(u'\n').contains(QLatin1String("is used twice")));
    }

    void houseRulesListEveryParameterWithItsRule()
    {
        for (const RulesetKind kind : {RulesetKind::Area, RulesetKind::Hex}) {
            const auto rules = houseRules(Ruleset::builtin(kind));
            QCOMPARE(rules.size(), (kind == RulesetKind::Area ? limits::areaParameters()
                                                              : limits::hexParameters())
                                       .size());
            for (const HouseRule &r : rules) {
                QVERIFY(QByteArray(r.parameter->rule).size() >= 2);
                QCOMPARE(r.value, r.defaultValue);
                QVERIFY(r.value >= r.parameter->min && r.value <= r.parameter->max);
            }
        }
        const auto area = houseRules(Ruleset::builtin(RulesetKind::Area));
        const auto find = [&](const char *name) {
            return *std::find_if(area.begin(), area.end(), [name](const HouseRule &r) {
                return QByteArray(r.parameter->name) == name;
            });
        };
        QCOMPARE(QByteArray(find("maxActions").parameter->rule), QByteArray("A2.1"));
        QCOMPARE(find("maxActions").defaultValue, 16.0);
        QCOMPARE(find("dispersalNumerator").fractionPartner,
                 QStringLiteral("dispersalDenominator"));
    }

    void houseRulesOutsideTheLimitsAreNeverStored()
    {
        const Ruleset shipped = Ruleset::builtin(RulesetKind::Area);
        QJsonObject params = shipped.json.value(QStringLiteral("parameters")).toObject();
        params.insert(QStringLiteral("maxActions"), 20);
        Problems problems;
        auto changed = withParameters(shipped, params, problems);
        QVERIFY2(changed, qPrintable(problems.toString()));
        QCOMPARE(changed->parameter(QStringLiteral("maxActions"), 0), 20.0);

        params.insert(QStringLiteral("maxActions"), 5000); // A2.1: at most 1,000
        QVERIFY(!withParameters(shipped, params, problems));
        QVERIFY(problems.toString().contains(QLatin1String("maxActions")));
        params.insert(QStringLiteral("maxActions"), 16);
        params.insert(QStringLiteral("dispersalNumerator"), 3); // 3/2 of the losses: A9.1
        Problems fraction;
        QVERIFY(!withParameters(shipped, params, fraction));
        QVERIFY(fraction.toString().contains(QLatin1String("more than 1")));
    }

    void startNeedsAPlayableCampaign()
    {
        const Campaign blank = blankCampaign({RulesetKind::Area, QStringLiteral("X"), 10, 10, 1});
        QStringList found = messages(startProblems(blank));
        QVERIFY2(found.join(u'\n').contains(QLatin1String("at least one kingdom")),
                 qPrintable(found.join(u'\n')));
        QVERIFY(found.join(u'\n').contains(QLatin1String("at least one area")));

        Campaign c = areaInSetup();
        QVERIFY2(startProblems(c).isEmpty(), qPrintable(messages(startProblems(c)).join(u'\n')));
        // A kingdom with nothing on the map could never act.
        applyRoster(c, withKingdomAdded(c, newKingdom(c, QStringLiteral("#3a6ea5")), {}));
        found = messages(startProblems(c));
        QCOMPARE(found.size(), 1);
        QVERIFY(found[0].contains(QLatin1String("holds nothing on the map")));
        // What the validator refuses stops the start too.
        c = areaInSetup();
        c.kingdoms[0].colour = QStringLiteral("red");
        QVERIFY(messages(startProblems(c)).join(u'\n').contains(QLatin1String("#rrggbb")));

        c = areaInSetup();
        QCOMPARE(setupRefusal(c).isEmpty(), false);
        startCampaign(c);
        QVERIFY(c.started);
        QVERIFY(setupRefusal(c).isEmpty());
        QVERIFY(messages(startProblems(c)).join(u'\n').contains(QLatin1String("started already")));
    }

    void aProblemsPlaceIsSaidInTheCampaignsNames()
    {
        // The console names the kingdom, area or road where the validator gives a JSON path.
        Campaign c = areaInSetup();
        const Kingdom first = c.kingdoms[0]; // a copy: the roster changes below
        const Area &area = c.world.areas[2];
        const QString areaName = QStringLiteral("%1 (%2)").arg(area.name, area.code);
        const auto said = [&c](const char *where) { return placeInWords(c, QLatin1String(where)); };
        QCOMPARE(said("kingdoms[0].id"), first.name + QStringLiteral("'s id"));
        QCOMPARE(said("kingdoms[0].playerCode"), first.name + QStringLiteral("'s player code"));
        QCOMPARE(said("kingdoms[40]"), QStringLiteral("kingdom 41"));
        QCOMPARE(said("world.areas[2].hinterland"), areaName + QStringLiteral("'s hinterland"));
        QCOMPARE(said("world.areas"), QStringLiteral("the map's areas"));
        QCOMPARE(said("world.roads[2].hexes[4]"), QStringLiteral("road 3, hex 5"));
        QCOMPARE(said("ruleset.parameters.maxActions"),
                 QStringLiteral("the house rule maxActions"));
        QCOMPARE(placeInWords(c, QStringLiteral("turns[0].state.areas.%1.owner").arg(area.code)),
                 QStringLiteral("turn 1, %1's owner").arg(areaName));
        QCOMPARE(placeInWords(c, QStringLiteral("turns[0].orders.%1").arg(first.id)),
                 QStringLiteral("turn 1, the orders of %1").arg(first.name));
        QCOMPARE(said(""), QString());

        // Every problem of a campaign that cannot start, without a JSON path.
        c.kingdoms[0].id = QStringLiteral("not an id!");
        applyRoster(c, withKingdomAdded(c, newKingdom(c, QStringLiteral("#3a6ea5")), {}));
        const Problems problems = startProblems(c);
        QVERIFY(problems.size() >= 2);
        for (const Problem &p : problems.items()) {
            const QString words = problemInWords(c, p);
            QVERIFY2(!words.contains(QLatin1Char('[')) && words.endsWith(p.message),
                     qPrintable(words));
        }
        const auto badId =
            std::find_if(problems.items().begin(), problems.items().end(), [](const Problem &p) {
                return p.where == QLatin1String("kingdoms[0].id");
            });
        QVERIFY(badId != problems.items().end());
        QCOMPARE(problemInWords(c, *badId),
                 first.name + QStringLiteral("'s id: ") + badId->message);
        // A message that names its place already is said once.
        const Problem &holdsNothing = problems[problems.size() - 1];
        QVERIFY2(holdsNothing.message.contains(QLatin1String("holds nothing")),
                 qPrintable(holdsNothing.message));
        QCOMPARE(problemInWords(c, holdsNothing), holdsNothing.message);
    }
};

QTEST_GUILESS_MAIN(TestSetupCore)
#include "tst_setup_core.moc"
