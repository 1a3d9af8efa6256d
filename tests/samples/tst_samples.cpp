// The bundled samples: the committed files are exactly what make_samples
// generates, they load through the importer the GM uses, and they have what the issue asks for.
// The area sample ships with every kingdom's turn 1 orders, which the area
// engine accepts.
#include "AreaSample.h"
#include "AreaSampleOrders.h"
#include "HexSample.h"

#include "io/CampaignJson.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/OrderSheet.h"
#include "setup/ColourDistance.h"

#include <QFile>
#include <QSet>
#include <QTest>

#include "log/LogText.h"

#include <cmath>

using namespace muster;
using namespace muster::samples;

namespace {
QString mapFile(const char *name)
{
    return QStringLiteral(MUSTER_SOURCE_DIR "/maps/%1").arg(QLatin1String(name));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::optional<Campaign> load(const char *name)
{
    Problems problems;
    auto c = readCampaignJsonFile(mapFile(name), problems);
    if (!problems.isEmpty())
        qWarning("%s", qPrintable(problems.toString()));
    return c;
}

} // namespace

class TestSamples : public QObject
{
    Q_OBJECT

private slots:
    void committedFilesAreWhatTheGeneratorMakes();
    void samplesRoundTripByteForByte();
    void areaSampleHasWhatTheIssueAsks();
    void areaSampleKingdomsAreDistinct();
    void areaSampleSheetsAreWhatTheGeneratorMakes();
    void areaSampleHasTurnOneOrdersTheEngineAccepts();
    void hexSampleHasWhatTheIssueAsks();
};

void TestSamples::committedFilesAreWhatTheGeneratorMakes()
{
    QVERIFY2(writeCampaignJson(makeAreaSample(kAreaSampleSeed)) ==
                 readAll(mapFile("sample-area.json")),
             "maps/sample-area.json differs from make_samples' output: regenerate it");
    QVERIFY2(writeCampaignJson(makeHexSample(kHexSampleSeed, kHexSampleColumns, kHexSampleRows)) ==
                 readAll(mapFile("sample-hex.json")),
             "maps/sample-hex.json differs from make_samples' output: regenerate it");
}

void TestSamples::samplesRoundTripByteForByte()
{
    for (const char *name : {"sample-area.json", "sample-hex.json"}) {
        const auto c = load(name);
        QVERIFY2(c, name);
        QVERIFY2(writeCampaignJson(*c) == readAll(mapFile(name)), name);
        QCOMPARE(c->turns.size(), size_t{1}); // one current turn, no history
        QVERIFY(!c->current().resolved);
    }
}

void TestSamples::areaSampleHasWhatTheIssueAsks()
{
    const auto c = load("sample-area.json");
    QVERIFY(c);
    const World &w = c->world;
    const TurnState &s = c->current().state;
    QCOMPARE(c->ruleset.kind, RulesetKind::Area);
    QVERIFY(w.areas.size() >= 40 && w.areas.size() <= 60);
    QSet<int> terrains;
    int cities = 0, seas = 0, unownedLand = 0, fleets = 0, aboard = 0, forts = 0;
    QSet<int> modes;
    for (size_t a = 0; a < w.areas.size(); ++a) {
        const Area &area = w.areas[a];
        QCOMPARE(area.code.size(), 3); // A1.1: three-letter codes
        QVERIFY(!area.name.isEmpty());
        terrains.insert(static_cast<int>(area.terrain));
        if (area.terrain == AreaTerrain::City) {
            ++cities;
            QVERIFY(area.hinterland >= 0); // A1.1
            QVERIFY(w.adjacent(static_cast<int>(a), area.hinterland));
        }
        const AreaState &as = s.areas[a];
        if (area.terrain == AreaTerrain::Sea) {
            ++seas;
            fleets += as.ships > 0 ? 1 : 0;
            aboard += as.aboard;
            continue;
        }
        unownedLand += as.owner < 0 ? 1 : 0;
        forts += as.forts;
        if (as.owner >= 0)
            modes.insert(static_cast<int>(as.mode)); // A7.1
    }
    QCOMPARE(terrains.size(), kAreaTerrainCount);
    QCOMPARE(w.links.size(), size_t{1}); // the strait to the isle
    QVERIFY(w.adjacent(w.links[0].a, w.links[0].b));
    QVERIFY(cities >= 3);
    QVERIFY(seas >= 4);
    QVERIFY(unownedLand > 0);
    QVERIFY(fleets >= 2);
    QVERIFY(aboard > 0);
    QVERIFY(forts > 0);
    QCOMPARE(modes.size(), 3);
    for (size_t k = 0; k < c->kingdoms.size(); ++k) {
        int areas = 0, armies = 0;
        for (const AreaState &as : s.areas)
            if (as.owner == static_cast<int>(k)) {
                ++areas;
                armies += as.armies;
            }
        QVERIFY2(areas >= 3 && armies > 0, qPrintable(c->kingdoms[k].id));
        QVERIFY(s.kingdoms[k].bp > 0); // A1.3
        QVERIFY(s.kingdoms[k].armyReserve > 0);
    }
}

void TestSamples::areaSampleKingdomsAreDistinct()
{
    const auto c = load("sample-area.json");
    QVERIFY(c);
    QCOMPARE(c->kingdoms.size(), size_t{6});
    QSet<QString> nationalities;
    for (size_t i = 0; i < c->kingdoms.size(); ++i) {
        nationalities.insert(c->kingdoms[i].nationality); // A8.1 captures depend on it
        for (size_t j = 0; j < i; ++j)
            // Told apart by every player, colour-blind ones too (setup/ColourDistance.h).
            QVERIFY2(leastColourDistance(c->kingdoms[i].colour, c->kingdoms[j].colour)->distance >=
                         kMinKingdomColourDistance,
                     qPrintable(c->kingdoms[i].id + QLatin1Char('/') + c->kingdoms[j].id));
    }
    QCOMPARE(nationalities.size(), 6);
}

void TestSamples::areaSampleSheetsAreWhatTheGeneratorMakes()
{
    // The sheets beside the sample are examples of importing a sheet (maps/README.md).
    const Campaign c = makeAreaSample(kAreaSampleSeed);
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const QString id = c.kingdoms[static_cast<size_t>(k)].id;
        const QString path = mapFile("sample-area-orders/") + id + QStringLiteral(".txt");
        QVERIFY2(areaSampleSheet(c, k).toUtf8() == readAll(path),
                 qPrintable(path + QStringLiteral(" differs from make_samples' output")));
    }
}

void TestSamples::areaSampleHasTurnOneOrdersTheEngineAccepts()
{
    const auto c = load("sample-area.json");
    QVERIFY(c);
    const TurnRecord &turn = c->current();
    QCOMPARE(turn.orders.size(), c->kingdoms.size());
    const AreaParameters params = AreaParameters::fromRuleset(c->ruleset);
    const AreaRules rules{c->world, c->kingdoms, params};
    AreaOrders all(c->kingdoms.size());
    const LogContext context = LogContext::of(*c);
    QStringList failures; // every failure, so a sheet to fix shows all its problems at once
    for (size_t k = 0; k < c->kingdoms.size(); ++k) {
        const QString id = c->kingdoms[k].id;
        QVERIFY2(!turn.orders[k].isEmpty(), qPrintable(id));
        const OrderSheet sheet =
            parseOrderSheet(turn.orders[k].join(QLatin1Char('\n')), c->world, params.maxActions);
        QVERIFY2(sheet.ok(),
                 qPrintable(id + QStringLiteral(": ") + sheet.errorTexts().join(u'\n')));
        QCOMPARE(sheet.canonicalLines(c->world), turn.orders[k]); // stored canonical
        all[k] = sheet.actions;
        // The orders dock's check: the kingdom acting alone from the turn's state (A3).
        AreaOrders alone(c->kingdoms.size());
        alone[k] = sheet.actions;
        const AreaTurnResult dry = resolveAreaTurn(rules, turn.state, alone, turn.seed);
        int accepted = 0;
        for (size_t e = 0; e < dry.log.size(); ++e) {
            if (dry.log.is<log::ActionFailed>(e))
                failures << QStringLiteral("alone: ") + eventSentence(dry.log, e, context);
            accepted += dry.log.is<log::ActionAccepted>(e) ? 1 : 0;
        }
        if (accepted != static_cast<int>(sheet.actions.size()))
            failures << QStringLiteral("%1: %2 of %3 actions accepted")
                            .arg(id)
                            .arg(accepted)
                            .arg(sheet.actions.size());
    }
    // All six together, in the seeded kingdom order (A2.2): still no action fails.
    const AreaTurnResult real = resolveAreaTurn(rules, turn.state, all, turn.seed);
    for (size_t e = 0; e < real.log.size(); ++e)
        if (real.log.is<log::ActionFailed>(e))
            failures << QStringLiteral("together: ") + eventSentence(real.log, e, context);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
}

void TestSamples::hexSampleHasWhatTheIssueAsks()
{
    const auto c = load("sample-hex.json");
    QVERIFY(c);
    const World &w = c->world;
    QCOMPARE(c->ruleset.kind, RulesetKind::Hex);
    QVERIFY(w.columns >= 40 && w.rows >= 30);
    QSet<int> terrains;
    for (const HexTerrain t : w.terrain)
        terrains.insert(static_cast<int>(t));
    QCOMPARE(terrains.size(), kHexTerrainCount); // H1.1
    QVERIFY(!w.roads.empty());
    QVERIFY(std::any_of(w.rivers.begin(), w.rivers.end(),
                        [](const HexPath &r) { return r.navigable; }));
    QVERIFY(w.strongholds.size() >= 3);
    QVERIFY(c->kingdoms.size() >= 2 && c->kingdoms.size() <= 3);
    const auto &armies = c->current().state.armies;
    QVERIFY(armies.size() >= 4);
    QSet<QString> allTypes;
    for (const HexArmy &a : armies) {
        QVERIFY(!a.leader.name.isEmpty()); // H1.2
        QVERIFY(a.kingdom >= 0);
        QVERIFY(w.terrainAt(a.hex) != HexTerrain::Water);
        QSet<QString> types;
        for (const Unit &u : a.units) {
            const UnitType *type = c->ruleset.unitType(u.type);
            QVERIFY2(type, qPrintable(u.type));
            QVERIFY(u.hp >= 1 && u.hp <= type->hp);
            types.insert(u.type);
        }
        QVERIFY2(types.size() >= 3, qPrintable(a.id)); // mixed unit types
        allTypes += types;
    }
    QVERIFY(allTypes.size() >= 10);
}

QTEST_GUILESS_MAIN(TestSamples)
#include "tst_samples.moc"
