// RULES part H as data: every file in cases/ is one row, named after the file (which starts with
// the paragraph id it covers). The case format is documented in README.md.
#include "CaseLog.h"
#include "HexCase.h"

#include "dice/Dice.h"
#include "log/LogBinary.h"
#include "log/LogJson.h"
#include "log/LogText.h"
#include "model/Kingdom.h"
#include "rules/hex/BattleDecisions.h"
#include "rules/hex/HexEngine.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/HexReplay.h"
#include "rules/hex/HexSupply.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace muster;
using namespace muster::hexrules;

namespace {

QString compact(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

struct Outcome
{
    HexTurnResult result;
    TurnLog log;
    size_t diceLeft = 0;
    HexOrders orders;
};

Outcome resolve(const test::HexCase &c)
{
    Outcome out;
    const HexRules rules = HexRules::fromRuleset(c.ruleset);
    out.orders = parseHexOrders(c.orders, c.world, c.state, rules);
    Dice dice(c.seed, &out.log);
    dice.force(c.dice);
    ScriptedBattleDecisions decisions(c.decisions);
    HexResolveOptions options;
    options.firstDay = c.firstDay;
    options.maxDays = c.days;
    options.decisions = &decisions;
    out.result =
        resolveHexDays(c.world, c.ruleset, c.state, out.orders.marches, options, dice, out.log);
    out.diceLeft = dice.forcedRemaining();
    return out;
}

QJsonArray hexListJson(const std::vector<Hex> &hexes)
{
    QJsonArray out;
    for (Hex h : hexes)
        out.append(hexLabel(h));
    return out;
}

QString armySummary(const HexArmy &a)
{
    QStringList units;
    for (const Unit &u : a.units)
        units << QStringLiteral("%1(%2hp)").arg(u.type).arg(u.hp);
    return QStringLiteral("%1 at %2 k%3 [%4] oos=%5 fm=%6 loyalty=%7")
        .arg(a.id, hexLabel(a.hex))
        .arg(a.kingdom)
        .arg(units.join(QStringLiteral(", ")))
        .arg(a.daysOutOfSupply)
        .arg(a.forcedMarchDays)
        .arg(a.loyalty);
}

} // namespace

class TestHexRules : public QObject
{
    Q_OBJECT

private slots:
    void cases_data();
    void cases();
};

void TestHexRules::cases_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(MUSTER_SOURCE_DIR "/tests/rules/hex/cases"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY2(!files.isEmpty(), "no case files found");
    for (const QString &f : files)
        QTest::newRow(qPrintable(f.chopped(5))) << dir.filePath(f);
}

void TestHexRules::cases()
{
    QFETCH(QString, path);
    QString error;
    const auto loaded = test::loadHexCase(path, &error);
    QVERIFY2(loaded, qPrintable(error));
    const test::HexCase &c = *loaded;
    const QJsonObject &expect = c.expect;
    const HexRules rules = HexRules::fromRuleset(c.ruleset);

    // Routes (H2.2) and supply (H3.1) on the starting map.
    if (expect.contains(QLatin1String("route"))) {
        const QJsonObject r = expect.value(QLatin1String("route")).toObject();
        const auto from = parseHexLabel(r.value(QLatin1String("from")).toString());
        const auto to = parseHexLabel(r.value(QLatin1String("to")).toString());
        QVERIFY(from && to);
        const HexRoute route = findMarchRoute(c.world, rules, *from, *to);
        QCOMPARE(route.found, r.value(QLatin1String("found")).toBool(true));
        if (r.contains(QLatin1String("hexes")))
            QCOMPARE(compact(hexListJson(route.hexes)), compact(r.value(QLatin1String("hexes"))));
        if (r.contains(QLatin1String("miles")))
            QCOMPARE(route.miles, r.value(QLatin1String("miles")).toDouble());
    }
    const QJsonObject supplyBefore = expect.value(QLatin1String("supplyBefore")).toObject();
    if (!supplyBefore.isEmpty()) {
        const auto statuses = traceSupply(c.world, c.state);
        for (auto it = supplyBefore.begin(); it != supplyBefore.end(); ++it) {
            const auto s = std::find_if(statuses.begin(), statuses.end(),
                                        [&](const SupplyStatus &x) { return x.army == it.key(); });
            QVERIFY2(s != statuses.end(), qPrintable(it.key()));
            const QJsonObject want = it.value().toObject();
            QJsonObject got{{QStringLiteral("inSupply"), s->inSupply},
                            {QStringLiteral("route"), hexListJson(s->route)},
                            {QStringLiteral("reason"), describe(*s, c.world)}};
            if (s->cutAt)
                got.insert(QStringLiteral("cutAt"), hexLabel(*s->cutAt));
            for (auto w = want.begin(); w != want.end(); ++w)
                QVERIFY2(got.value(w.key()) == w.value(),
                         qPrintable(QStringLiteral("supply of %1: %2 is %3, expected %4")
                                        .arg(it.key(), w.key(), compact(got.value(w.key())),
                                             compact(w.value()))));
        }
    }

    Outcome out = resolve(c);
    std::vector<Kingdom> kingdoms;
    for (const QString &id : c.kingdoms)
        kingdoms.push_back({id, id, id, QString(), QString(), QString(), QString()});
    const LogContext context{&c.world, &kingdoms, RulesetKind::Hex, {}};
    const QString logText = muster::logText(out.log, context);
    auto dump = [&] {
        QStringList armies;
        for (const HexArmy &a : out.result.next.armies)
            armies << armySummary(a);
        qWarning().noquote() << QStringLiteral("--- armies:\n%1\n--- log:\n%2")
                                    .arg(armies.join(QLatin1Char('\n')), logText);
    };
#define CASE_CHECK(condition, message)                                                             \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            dump();                                                                                \
            QFAIL(qPrintable(message));                                                            \
        }                                                                                          \
    } while (false)

    // Rejected orders.
    const QJsonArray problems = expect.value(QLatin1String("orderProblems")).toArray();
    const std::vector<Problem> rejected = out.orders.allProblems();
    CASE_CHECK(rejected.size() == static_cast<size_t>(problems.size()),
               (QStringLiteral("expected %1 order problems, got %2")
                    .arg(problems.size())
                    .arg(rejected.size())));
    for (qsizetype i = 0; i < problems.size(); ++i)
        QVERIFY2(rejected[static_cast<size_t>(i)].message.contains(problems.at(i).toString()),
                 qPrintable(rejected[static_cast<size_t>(i)].toString()));

    // Armies afterwards; null means gone.
    const QJsonObject armies = expect.value(QLatin1String("armies")).toObject();
    for (auto it = armies.begin(); it != armies.end(); ++it) {
        const auto &list = out.result.next.armies;
        const auto a = std::find_if(list.begin(), list.end(),
                                    [&](const HexArmy &x) { return x.id == it.key(); });
        if (it.value().isNull()) {
            CASE_CHECK(a == list.end(), (QStringLiteral("army %1 should be gone").arg(it.key())));
            continue;
        }
        CASE_CHECK(a != list.end(), (QStringLiteral("army %1 is missing").arg(it.key())));
        const QJsonObject want = it.value().toObject();
        QJsonArray types, hp;
        for (const Unit &u : a->units) {
            types.append(u.type);
            hp.append(u.hp);
        }
        const QJsonObject got{
            {QStringLiteral("hex"), hexLabel(a->hex)},
            {QStringLiteral("units"), static_cast<int>(a->units.size())},
            {QStringLiteral("types"), types},
            {QStringLiteral("hp"), hp},
            {QStringLiteral("kingdom"),
             a->kingdom < 0 ? QJsonValue() : QJsonValue(c.kingdoms.at(a->kingdom))},
            {QStringLiteral("daysOutOfSupply"), a->daysOutOfSupply},
            {QStringLiteral("forcedMarchDays"), a->forcedMarchDays},
            {QStringLiteral("loyalty"), a->loyalty},
            {QStringLiteral("loyaltyBonus"), a->loyaltyBonus}};
        for (auto w = want.begin(); w != want.end(); ++w)
            CASE_CHECK(
                got.value(w.key()) == w.value(),
                (QStringLiteral("army %1: %2 is %3, expected %4")
                     .arg(it.key(), w.key(), compact(got.value(w.key())), compact(w.value()))));
    }

    // The log: the expected events in order, none of the unwanted ones, and its own paragraph.
    const QString wrong = test::checkCaseLog(c.name, expect, out.log, context);
    CASE_CHECK(wrong.isEmpty(), wrong);

    auto checkInt = [&](const char *key, int got) {
        if (expect.contains(QLatin1String(key)))
            CASE_CHECK(expect.value(QLatin1String(key)).toInt() == got,
                       (QStringLiteral("%1 is %2, expected %3")
                            .arg(QLatin1String(key))
                            .arg(got)
                            .arg(expect.value(QLatin1String(key)).toInt())));
    };
    checkInt("daysResolved", out.result.daysResolved);
    checkInt("nextDay", out.result.nextDay);
    checkInt("diceLeft", static_cast<int>(out.diceLeft));
    if (expect.contains(QLatin1String("contact")))
        CASE_CHECK(expect.value(QLatin1String("contact")).toBool() == out.result.contact,
                   (QStringLiteral("contact is %1").arg(out.result.contact)));

    // R2: the same case resolved again gives the same log, byte for byte.
    const Outcome again = resolve(c);
    QCOMPARE(encodeLog(again.log), encodeLog(out.log));
    QCOMPARE(QJsonDocument(logToJson(again.log, context)).toJson(),
             QJsonDocument(logToJson(out.log, context)).toJson());
    // Replay: the log alone takes the start state to exactly the state the resolution ended with.
    const HexTurnState replayed = replayHexTurn(rules, c.state, out.log, out.log.size());
    CASE_CHECK(replayed.state == out.result.next, QStringLiteral("replaying the log does not give "
                                                                 "the resolution's state"));
    // The JSON form reads back into the same typed events.
    const auto reread = logFromJson(logToJson(out.log, context), context, false);
    CASE_CHECK(reread && *reread == out.log,
               QStringLiteral("the JSON form of the log does not read back into the same events"));
}

QTEST_GUILESS_MAIN(TestHexRules)
#include "tst_hex_rules.moc"
