// Every limit of maps/README.md ("Limits"), walked on both ways in: each value at its edge reads,
// one past it is refused with the limit in the message, from a JSON file and from a .muster file
// whose row (or stored definition) was changed behind Muster's back.
#include "LimitsFixture.h"
#include "StoreTestFiles.h"
#include "TakeResult.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "model/Limits.h"
#include "pack/Turnsheet.h"
#include "store/CampaignStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
using test::edited;
using test::fixture;
using test::storeSql;

Campaign areaFixture()
{
    Problems problems;
    auto c = readCampaignJson(fixture(QStringLiteral("area")), QStringLiteral("area"), problems);
    if (!c)
        qFatal("the area fixture does not read: %s", qPrintable(problems.toString()));
    return std::move(*c);
}

struct Row
{
    const char *name;
    const char *fixture; // "area" or "hex"
    const char *paths;   // JSON paths, "|" between several set together
    const char *sql;     // the rows' UPDATE (%1: the value), empty for definition paths
    const char *edge;
    const char *past;
    const char *refusal; // the message for the value past the edge
};

constexpr char kArea[] = "UPDATE area_state SET %2 = %1 WHERE area = 0";
constexpr char kSea[] = "UPDATE area_state SET ships = %1, aboard = %1 WHERE area = 3";
constexpr char kKingdom[] = "UPDATE kingdom_state SET %2 = %1 WHERE kingdom = 0";
constexpr char kArmy[] = "UPDATE army_state SET army = json_set(army, '$.%2', json('%1')) WHERE "
                         "seq = 0";
constexpr char kCount[] = "expected a whole number from 0 to 1000000, got 1000001";

const Row kRows[] = {
    // The campaign and its turns.
    {"seed", "area", "seed", "", "9007199254740991", "9007199254740992",
     "expected a whole number from 0 to 9007199254740991, got 9007199254740992"},
    {"turn seed", "area", "turns[0].seed", "UPDATE turn SET seed = %1", "9007199254740991", "-1",
     "expected a whole number from 0 to 9007199254740991, got -1"},
    {"turn number", "area", "turns[0].number",
     "UPDATE turn SET number = %1, state_turn = %1; "
     "UPDATE area_state SET turn = %1; UPDATE kingdom_state SET turn = %1; UPDATE orders SET "
     "turn = %1",
     "1000000", "1000001", "expected a whole number from 1 to 1000000, got 1000001"},
    // An area's state (A1.2).
    {"armies", "area", "turns[0].state.areas.NRT.armies", "armies", "1000000", "1000001", kCount},
    {"population", "area", "turns[0].state.areas.NRT.population", "population", "1000000",
     "1000001", kCount},
    {"forts", "area", "turns[0].state.areas.NRT.forts", "forts", "1000000", "1000001", kCount},
    {"armies below", "area", "turns[0].state.areas.NRT.armies", "armies", "0", "-1",
     "expected a whole number from 0 to 1000000, got -1"},
    {"ships and aboard", "area", "turns[0].state.areas.SEA.ships|turns[0].state.areas.SEA.aboard",
     kSea, "1000000", "1000001", kCount},
    // A kingdom's state (A1.3).
    {"bp", "area", "turns[0].state.kingdoms.MER.bp", "bp", "1000000", "1000001", kCount},
    {"bp below", "area", "turns[0].state.kingdoms.MER.bp", "bp", "0", "-1",
     "expected a whole number from 0 to 1000000, got -1"},
    {"armyReserve", "area", "turns[0].state.kingdoms.MER.armyReserve", "army_reserve", "1000000",
     "1000001", kCount},
    {"shipReserve", "area", "turns[0].state.kingdoms.MER.shipReserve", "ship_reserve", "1000000",
     "1000001", kCount},
    {"dispersed", "area", "turns[0].state.kingdoms.MER.dispersed", "dispersed", "1000000",
     "1000001", kCount},
    // A hex army (H1.2, H2.3, H3.3, H7).
    {"leader morale", "hex", "turns[0].state.armies[0].leader.morale", "leader.morale", "-10",
     "-11", "expected a whole number from -10 to 10, got -11"},
    {"daysOutOfSupply", "hex", "turns[0].state.armies[0].daysOutOfSupply", "daysOutOfSupply",
     "100000", "100001", "expected a whole number from 0 to 100000, got 100001"},
    {"forcedMarchDays", "hex", "turns[0].state.armies[0].forcedMarchDays", "forcedMarchDays", "7",
     "8", "expected a whole number from 0 to 7, got 8"},
    {"loyaltyBonus", "hex", "turns[0].state.armies[0].loyaltyBonus", "loyaltyBonus", "100", "101",
     "expected a whole number from 0 to 100, got 101"},
    {"unit hp", "hex", "turns[0].state.armies[0].units[0].hp", "units[0].hp", "5", "6",
     "expected a whole number from 1 to 5, got 6"},
    {"unit hp below", "hex", "turns[0].state.armies[0].units[0].hp", "units[0].hp", "1", "0",
     "expected a whole number from 1 to 5, got 0"},
    // The unit table (H8).
    {"unit br", "hex", "ruleset.unitTypes[0].br", "", "100", "100.5",
     "expected a number from 0 to 100, got 100.5"},
    {"unit veteranBr", "hex", "ruleset.unitTypes[1].veteranBr", "", "0", "-0.5",
     "expected a number from 0 to 100, got -0.5"},
    {"unit speed", "hex", "ruleset.unitTypes[0].speed", "", "1000", "1001",
     "expected a whole number from 1 to 1000, got 1001"},
    {"unit speed whole", "hex", "ruleset.unitTypes[0].speed", "", "1", "1.5",
     "expected a whole number from 1 to 1000, got 1.5"},
    {"unit type hp", "hex", "ruleset.unitTypes[0].hp", "", "1000", "1001",
     "expected a whole number from 1 to 1000, got 1001"},
    {"unit morale", "hex", "ruleset.unitTypes[0].morale", "", "-20", "-21",
     "expected a whole number from -20 to 20, got -21"},
    {"terrain factor", "hex", "ruleset.terrainFactors.hills", "", "0.1", "0.09",
     "expected a number from 0.1 to 100, got 0.089999999999999997"},
    {"road factor", "hex", "ruleset.roadFactor", "", "100", "100.01",
     "expected a number from 0.1 to 100, got 100.01000000000001"},
};

} // namespace

class TestLimits : public QObject
{
    Q_OBJECT

private slots:
    void walk_data();
    void walk();
    void everyRulesetParameterHasLimits_data();
    void everyRulesetParameterHasLimits();
    void gridSide_data();
    void gridSide();
    void listsAndTexts_data();
    void listsAndTexts();
    void lastTurnIsNeverResolvedPast();
    void unknownParameterIsRefused();
    void fractionAboveOneIsRefused();
    void victoryIsAMeasureTheRoundupKnows();
    void unknownRulesetKeyIsRefused();
    void turnsheetMessage();
    void turnsheetSize();

private:
    /// Reads `json` through the JSON reader and, stored and edited by `sql`, through the store.
    void check(const QString &name, const QByteArray &json, const QByteArray &sql,
               const QString &refusal, const QByteArray &storeBase = {});
    test::BothWays m_bothWays;
    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestLimits::check(const QString &name, const QByteArray &json, const QByteArray &sql,
                       const QString &refusal, const QByteArray &storeBase)
{
    m_bothWays.check(name, json, sql, refusal, storeBase);
}

void TestLimits::walk_data()
{
    QTest::addColumn<QString>("fixtureName");
    QTest::addColumn<QString>("paths");
    QTest::addColumn<QByteArray>("edgeSql");
    QTest::addColumn<QByteArray>("pastSql");
    QTest::addColumn<QByteArray>("edge");
    QTest::addColumn<QByteArray>("past");
    QTest::addColumn<QString>("refusal");
    for (const Row &r : kRows) {
        QString sql = QString::fromLatin1(r.sql);
        if (!sql.isEmpty() && !sql.contains(QLatin1Char(' '))) {
            const QString column = sql;
            const bool army = QString::fromLatin1(r.fixture) == QLatin1String("hex");
            const bool kingdom = QString::fromLatin1(r.paths).contains(QLatin1String("kingdoms"));
            sql = QString::fromLatin1(army ? kArmy : (kingdom ? kKingdom : kArea));
            sql = sql.replace(QLatin1String("%2"), column);
        }
        QTest::newRow(r.name) << QString::fromLatin1(r.fixture) << QString::fromLatin1(r.paths)
                              << storeSql(QString::fromLatin1(r.paths), sql, r.edge)
                              << storeSql(QString::fromLatin1(r.paths), sql, r.past)
                              << QByteArray(r.edge) << QByteArray(r.past)
                              << QString::fromLatin1(r.refusal);
    }
}

void TestLimits::walk()
{
    QFETCH(QString, fixtureName);
    QFETCH(QString, paths);
    QFETCH(QByteArray, edgeSql);
    QFETCH(QByteArray, pastSql);
    QFETCH(QByteArray, edge);
    QFETCH(QByteArray, past);
    QFETCH(QString, refusal);
    check(fixtureName + QStringLiteral(" edge"), edited(fixtureName, paths, edge), edgeSql, {});
    check(fixtureName + QStringLiteral(" past"), edited(fixtureName, paths, past), pastSql,
          refusal);
}

// Each parameter of both rulesets at its lowest, at its highest, and one step past each.
void TestLimits::everyRulesetParameterHasLimits_data()
{
    QTest::addColumn<QString>("fixtureName");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::addColumn<bool>("whole");
    for (const auto &[kind, list] :
         {std::pair{"area", limits::areaParameters()}, std::pair{"hex", limits::hexParameters()}})
        for (const limits::Parameter &p : list)
            QTest::newRow(
                qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(kind), QLatin1String(p.name))))
                << QString::fromLatin1(kind) << QString::fromLatin1(p.name) << p.min << p.max
                << p.whole;
}

void TestLimits::everyRulesetParameterHasLimits()
{
    QFETCH(QString, fixtureName);
    QFETCH(QString, key);
    QFETCH(double, min);
    QFETCH(double, max);
    QFETCH(bool, whole);
    const QString path = QStringLiteral("ruleset.parameters.") + key;
    const double step = whole ? 1 : 0.5;
    // A fraction's numerator may not pass its denominator (1000 at most): test it with both.
    QString paths = path;
    if (key.endsWith(QLatin1String("Numerator")))
        paths += QLatin1Char('|') +
                 QString(path).replace(QLatin1String("Numerator"), QLatin1String("Denominator"));
    for (const double edge : {min, max}) {
        const double past = edge == min ? min - step : max + step;
        const QByteArray e = QByteArray::number(edge, 'g', 17);
        const QByteArray p = QByteArray::number(past, 'g', 17);
        const bool denominatorToo = paths.contains(QLatin1Char('|'));
        // A numerator of 0 cannot share its value with the denominator (at least 1).
        const QString edgePaths = denominatorToo && edge == 0 ? path : paths;
        check(fixtureName + QStringLiteral(" edge"), edited(fixtureName, edgePaths, e),
              storeSql(edgePaths, {}, e), {});
        check(fixtureName + QStringLiteral(" past"), edited(fixtureName, path, p),
              storeSql(path, {}, p),
              QStringLiteral("expected %1 from %2 to %3, got %4")
                  .arg(whole ? QStringLiteral("a whole number") : QStringLiteral("a number"))
                  .arg(min)
                  .arg(max)
                  .arg(past));
    }
}

// The hex fixture stretched to 4096 columns (or rows) of clear terrain: the edge reads, and a file
// claiming one more column or row is refused for the number, whatever its terrain says.
void TestLimits::gridSide_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("columns") << QStringLiteral("columns");
    QTest::newRow("rows") << QStringLiteral("rows");
}

void TestLimits::gridSide()
{
    QFETCH(QString, key);
    const int side = static_cast<int>(limits::kGridSide.max);
    const bool wide = key == QLatin1String("columns");
    QJsonObject root = QJsonDocument::fromJson(fixture(QStringLiteral("hex"))).object();
    QJsonObject world = root.value(QLatin1String("world")).toObject();
    const int columns = wide ? side : world.value(QLatin1String("columns")).toInt();
    const int rows = wide ? world.value(QLatin1String("rows")).toInt() : side;
    QJsonArray terrain;
    const QString row = QStringList(columns, QStringLiteral("c")).join(QLatin1Char(' '));
    for (int r = 0; r < rows; ++r)
        terrain.append(row);
    world.insert(QStringLiteral("columns"), columns);
    world.insert(QStringLiteral("rows"), rows);
    world.insert(QStringLiteral("terrain"), terrain);
    root.insert(QStringLiteral("world"), world);
    const QByteArray edge = QJsonDocument(root).toJson();
    check(QStringLiteral("hex edge"), edge, "SELECT 1", {}, edge);
    world.insert(key, side + 1);
    root.insert(QStringLiteral("world"), world);
    check(QStringLiteral("hex past"), QJsonDocument(root).toJson(),
          storeSql(QStringLiteral("world.") + key, {}, QByteArray::number(side + 1)),
          QStringLiteral("expected a whole number from 0 to 4096, got 4097"), edge);
}

// The lengths of lists and texts (maps/README.md, "Limits"): the value is built to its edge, and
// one entry or character more is refused.
void TestLimits::listsAndTexts_data()
{
    QTest::addColumn<QString>("fixtureName");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("sql"); // %1: the value as JSON text, for the store
    QTest::addColumn<QString>("item");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QString>("refusal");
    const QString units = QStringLiteral(
        "UPDATE army_state SET army = json_set(army, '$.units', json('%1')) WHERE seq = 0");
    QTest::newRow("units of an army")
        << QStringLiteral("hex") << QStringLiteral("turns[0].state.armies[0].units") << units
        << QStringLiteral("{\"type\": \"militia\", \"hp\": 3}") << 100
        << QStringLiteral("a list of 101 entries is too long (at most 100)");
    QTest::newRow("order lines")
        << QStringLiteral("area") << QStringLiteral("turns[0].orders.MER")
        << QStringLiteral("DELETE FROM orders; INSERT INTO orders SELECT 1, 0, key, value FROM "
                          "json_each('%1')")
        << QStringLiteral("\"1 DEFEND NRT\"") << 1000
        << QStringLiteral("more than 1000 order lines|a list of 1001 entries is too long (at most "
                          "1000)");
    QTest::newRow("kingdom name") << QStringLiteral("area") << QStringLiteral("kingdoms[0].name")
                                  << QString() << QStringLiteral("x") << 200
                                  << QStringLiteral(
                                         "a text of 201 characters is too long (at most 200)");
    QTest::newRow("kingdom contact")
        << QStringLiteral("area") << QStringLiteral("kingdoms[0].contact") << QString()
        << QStringLiteral("x") << static_cast<int>(limits::kMaxContactLength)
        << QStringLiteral("a text of 201 characters is too long (at most 200)|a contact line is "
                          "one line of at most 200 characters");
    QTest::newRow("mailed sheet's subject")
        << QStringLiteral("area") << QStringLiteral("turns[0].mailed.MER.subject")
        << QStringLiteral(
               "INSERT INTO mailed_sheet (turn, kingdom, arrived, subject) VALUES (1, 0, "
               "'', json_extract('[%1]', '$[0]'))")
        << QStringLiteral("x") << static_cast<int>(limits::kMaxMailSubjectLength)
        << QStringLiteral("a text of 201 characters is too long (at most 200)|a mail's subject is "
                          "one line of at most 200 characters");
    QTest::newRow("player's message")
        << QStringLiteral("area") << QStringLiteral("turns[0].messages.MER")
        << QStringLiteral("INSERT INTO message (turn, kingdom, text) VALUES (1, 0, "
                          "json_extract('[%1]', '$[0]'))")
        << QStringLiteral("x") << static_cast<int>(limits::kMaxMessageLength)
        << QStringLiteral("a message is at most 4000 characters|a message of 4001 characters");
}

void TestLimits::listsAndTexts()
{
    QFETCH(QString, fixtureName);
    QFETCH(QString, path);
    QFETCH(QString, sql);
    QFETCH(QString, item);
    QFETCH(int, limit);
    QFETCH(QString, refusal);
    const bool text = item == QLatin1String("x");
    const auto value = [&](int n) {
        return text ? (QLatin1Char('"') + QString(n, QLatin1Char('x')) + QLatin1Char('"')).toUtf8()
                    : (QLatin1Char('[') + QStringList(n, item).join(QStringLiteral(", ")) +
                       QLatin1Char(']'))
                          .toUtf8();
    };
    for (const int n : {limit, limit + 1}) {
        const QByteArray v = value(n);
        const QByteArray storeEdit =
            sql.isEmpty() ? storeSql(path, {}, v) : sql.arg(QString::fromUtf8(v)).toUtf8();
        const QString expected = n == limit ? QString() : refusal;
        const QByteArray json = edited(fixtureName, path, v);
        if (n == limit) {
            check(fixtureName + QStringLiteral(" edge"), json, storeEdit, {});
            continue;
        }
        // The two readers word a list's length each their own way ("a|b"): either will do.
        const auto named = [&](const QString &message) {
            for (const QString &one : expected.split(QLatin1Char('|')))
                if (message.contains(one))
                    return true;
            return false;
        };
        Problems problems;
        QVERIFY(!readCampaignJson(json, fixtureName, problems));
        QVERIFY2(named(problems.toString()), qPrintable(problems.toString()));
        // And the store, changed by hand past the limit.
        const QString file = m_dir.filePath(QStringLiteral("list%1.muster").arg(++m_files));
        Problems none;
        const auto base = readCampaignJson(fixture(fixtureName), fixtureName, none);
        QString error;
        auto store = test::take(CampaignStore::create(file, *base), error);
        QVERIFY2(store && test::take(store->close(), error), qPrintable(error));
        store.reset();
        test::rawExec(file, storeEdit.constData());
        QVERIFY(!test::take(CampaignStore::load(file), error));
        QVERIFY2(named(error), qPrintable(error));
    }
}

// Turn 1,000,000 is the last: resolving it would store turn 1,000,001, which no reader accepts, so
// the save is refused and the file keeps its turn.
void TestLimits::lastTurnIsNeverResolvedPast()
{
    Problems problems;
    auto c = readCampaignJson(edited(QStringLiteral("area"), QStringLiteral("turns[0].number"),
                                     QByteArray::number(limits::kTurnNumber.max)),
                              QStringLiteral("last"), problems);
    QVERIFY2(c, qPrintable(problems.toString()));
    const QString file = m_dir.filePath(QStringLiteral("last.muster"));
    QString error;
    auto store = test::take(CampaignStore::create(file, *c), error);
    QVERIFY2(store, qPrintable(error));
    c->current().resolved = true;
    TurnRecord next = c->current();
    next.number += 1;
    next.resolved = false;
    c->turns.push_back(next);
    QVERIFY(!test::take(store->saveLatestTurns(*c, 2), error));
    QCOMPARE(error, QStringLiteral("cannot save %1: turn 1000001 is past the last a campaign may "
                                   "have (1000000)")
                        .arg(file));
    QVERIFY(test::take(store->close(), error));
    const auto back = test::take(CampaignStore::load(file), error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->current().number, 1000000);
    QVERIFY(!back->current().resolved);
}

void TestLimits::unknownParameterIsRefused()
{
    check(QStringLiteral("area past"),
          edited(QStringLiteral("area"), QStringLiteral("ruleset.parameters.costAsault"), "2"),
          storeSql(QStringLiteral("ruleset.parameters.costAsault"), {}, "2"),
          QStringLiteral("ruleset.parameters.costAsault: unknown area ruleset parameter"));
}

void TestLimits::fractionAboveOneIsRefused()
{
    const QString num = QStringLiteral("ruleset.parameters.siegeFractionNumerator");
    check(QStringLiteral("area past"), edited(QStringLiteral("area"), num, "4"),
          storeSql(num, {}, "4"),
          QStringLiteral("4 over 3 is more than 1: a loss fraction is at most the whole strength"));
}

// R1: the roundup ranks by the ruleset's "victory"; one it does not know would rank by population
// while saying it ranks by something else.
void TestLimits::victoryIsAMeasureTheRoundupKnows()
{
    const QString path = QStringLiteral("ruleset.victory");
    for (const QByteArray measure : {"\"population\"", "\"areas\""})
        check(QStringLiteral("area edge"), edited(QStringLiteral("area"), path, measure),
              storeSql(path, {}, measure), {});
    check(QStringLiteral("hex edge"), edited(QStringLiteral("hex"), path, "\"strongholds\""),
          storeSql(path, {}, "\"strongholds\""), {});
    check(QStringLiteral("area past"), edited(QStringLiteral("area"), path, "\"aeras\""),
          storeSql(path, {}, "\"aeras\""),
          QStringLiteral("ruleset.victory: unknown measure of victory \"aeras\" (an area campaign "
                         "ranks its kingdoms by population or areas)"));
    check(QStringLiteral("hex past"), edited(QStringLiteral("hex"), path, "\"population\""),
          storeSql(path, {}, "\"population\""),
          QStringLiteral("ruleset.victory: unknown measure of victory \"population\" (a hex "
                         "campaign ranks its kingdoms by strongholds)"));
    check(QStringLiteral("area past"), edited(QStringLiteral("area"), path, "1"),
          storeSql(path, {}, "1"),
          QStringLiteral("ruleset.victory: expected the measure of victory as a text (an area "
                         "campaign ranks its kingdoms by population or areas)"));
}

// A ruleset key Muster does not know is refused as an unknown parameter is: a typo ("victroy")
// was ignored and the default taken in its place. The movement factors are the hex ruleset's.
void TestLimits::unknownRulesetKeyIsRefused()
{
    const QString typo = QStringLiteral("ruleset.victroy");
    check(QStringLiteral("area past"), edited(QStringLiteral("area"), typo, "\"areas\""),
          storeSql(typo, {}, "\"areas\""),
          QStringLiteral("ruleset.victroy: unknown area ruleset key (expected one of: format, "
                         "version, name, kind, victory, parameters, unitTypes)"));
    const QString factor = QStringLiteral("ruleset.roadFactor");
    check(QStringLiteral("area past"), edited(QStringLiteral("area"), factor, "2"),
          storeSql(factor, {}, "2"),
          QStringLiteral("ruleset.roadFactor: unknown area ruleset key"));
    check(QStringLiteral("hex edge"), edited(QStringLiteral("hex"), factor, "2"),
          storeSql(factor, {}, "2"), {});
}

// The third way a message comes in: after "Messages:" on a turnsheet mailed back.
void TestLimits::turnsheetMessage()
{
    const Campaign c = areaFixture();
    const QString head = QStringLiteral("Kingdom: MER\nTurn: 1\n1 DEFEND NRT\nMessages:\n");
    const qsizetype edge = limits::kMaxMessageLength;
    const QString refusal =
        QStringLiteral("the message is 4001 characters; at most 4000 are printed in the roundup");
    SheetReading r = readTurnsheet(c, head + QString(edge, QLatin1Char('x')), -1);
    QVERIFY2(!r.errorTexts().join(QLatin1Char('\n')).contains(QLatin1String("the message is")),
             qPrintable(r.errorTexts().join(QLatin1Char('\n'))));
    QCOMPARE(r.message.size(), edge);
    r = readTurnsheet(c, head + QString(edge + 1, QLatin1Char('x')), -1);
    QVERIFY2(r.errorTexts().contains(refusal), qPrintable(r.errorTexts().join(QLatin1Char('\n'))));
}

// A turnsheet is measured in the bytes it came in: at the limit it is read (a comment fills it),
// one byte more (an "é" of two bytes in place of an "x") is refused before it is read.
void TestLimits::turnsheetSize()
{
    const Campaign c = areaFixture();
    const QString head = QStringLiteral("Kingdom: MER\nTurn: 1\n# ");
    const QString edge = head + QString(limits::kMaxTurnsheetBytes - head.size(), QLatin1Char('x'));
    QCOMPARE(edge.toUtf8().size(), limits::kMaxTurnsheetBytes);
    const QString refusal =
        QStringLiteral("the sheet is larger than 256 KiB, the most a turnsheet may be");
    SheetReading r = readTurnsheet(c, edge, -1);
    QVERIFY2(!r.errorTexts().join(QLatin1Char('\n')).contains(refusal),
             qPrintable(r.errorTexts().join(QLatin1Char('\n'))));
    QCOMPARE(r.kingdom, 0);
    QString past = edge;
    past.back() = QChar(0xe9);
    QCOMPARE(past.size(), edge.size());
    r = readTurnsheet(c, past, -1);
    QCOMPARE(r.errorTexts(), QStringList{refusal});
}

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
