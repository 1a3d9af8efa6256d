#include "HexCase.h"

#include "CaseLog.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace muster::test {

namespace {
struct Fail
{
    QString message;
};

Hex hexField(const QJsonValue &v, const QString &where)
{
    const auto h = parseHexLabel(v.toString());
    if (!h)
        throw Fail{QStringLiteral("%1: expected a hex \"col,row\"").arg(where)};
    return *h;
}

std::vector<Hex> hexList(const QJsonValue &v, const QString &where)
{
    std::vector<Hex> out;
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i)
        out.push_back(hexField(a.at(i), QStringLiteral("%1[%2]").arg(where).arg(i)));
    return out;
}

void readMap(const QJsonObject &map, HexCase &c)
{
    const QJsonArray rows = map.value(QLatin1String("terrain")).toArray();
    c.world.rows = static_cast<int>(rows.size());
    for (qsizetype r = 0; r < rows.size(); ++r) {
        QString row = rows.at(r).toString();
        row.remove(QRegularExpression(QStringLiteral("\\s")));
        if (r == 0)
            c.world.columns = static_cast<int>(row.size());
        if (row.size() != c.world.columns)
            throw Fail{
                QStringLiteral("map.terrain[%1]: expected %2 letters").arg(r).arg(c.world.columns)};
        for (QChar ch : row) {
            const auto t = hexTerrainFromLetter(ch);
            if (!t)
                throw Fail{
                    QStringLiteral("map.terrain[%1]: unknown terrain letter %2").arg(r).arg(ch)};
            c.world.terrain.push_back(*t);
        }
    }
    c.world.hexArea.assign(static_cast<size_t>(c.world.hexCount()), -1);
    const QJsonArray roads = map.value(QLatin1String("roads")).toArray();
    for (qsizetype i = 0; i < roads.size(); ++i)
        c.world.roads.push_back(
            {{}, false, hexList(roads.at(i), QStringLiteral("map.roads[%1]").arg(i))});
    const QJsonArray rivers = map.value(QLatin1String("rivers")).toArray();
    for (qsizetype i = 0; i < rivers.size(); ++i) {
        const QJsonObject o = rivers.at(i).toObject();
        c.world.rivers.push_back(
            {{},
             o.value(QLatin1String("navigable")).toBool(true),
             hexList(o.value(QLatin1String("hexes")), QStringLiteral("map.rivers[%1]").arg(i))});
    }
    const QJsonArray holds = map.value(QLatin1String("strongholds")).toArray();
    for (qsizetype i = 0; i < holds.size(); ++i) {
        const QJsonObject o = holds.at(i).toObject();
        Stronghold s;
        s.name = o.value(QLatin1String("name")).toString();
        s.hex = hexField(o.value(QLatin1String("hex")),
                         QStringLiteral("map.strongholds[%1].hex").arg(i));
        s.owner = c.kingdomIndex(o.value(QLatin1String("owner")).toString());
        s.fortified = o.value(QLatin1String("fortified")).toBool(false);
        c.world.strongholds.push_back(s);
    }
    c.world.rebuild();
}

std::vector<Unit> readUnits(const QJsonArray &list, const Ruleset &rules, const QString &where)
{
    std::vector<Unit> out;
    static const QRegularExpression times(QStringLiteral("^(.*\\S)\\s+x(\\d+)$"));
    for (qsizetype i = 0; i < list.size(); ++i) {
        Unit u;
        int count = 1;
        if (list.at(i).isString()) {
            u.type = list.at(i).toString();
            const auto m = times.match(u.type);
            if (m.hasMatch()) {
                u.type = m.captured(1);
                count = m.captured(2).toInt();
            }
        } else {
            const QJsonObject o = list.at(i).toObject();
            u.type = o.value(QLatin1String("type")).toString();
            u.veteran = o.value(QLatin1String("veteran")).toBool(false);
            u.hp = o.value(QLatin1String("hp")).toInt(0);
            count = o.value(QLatin1String("count")).toInt(1);
        }
        const UnitType *t = rules.unitType(u.type);
        if (!t)
            throw Fail{
                QStringLiteral("%1[%2]: unknown unit type \"%3\"").arg(where).arg(i).arg(u.type)};
        if (u.hp == 0)
            u.hp = t->hp;
        for (int k = 0; k < count; ++k)
            out.push_back(u);
    }
    return out;
}
} // namespace

std::optional<HexCase> loadHexCase(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read").arg(path);
        return std::nullopt;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (!doc.isObject()) {
        *error = QStringLiteral("%1: not a JSON object (%2)").arg(path, pe.errorString());
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    HexCase c;
    try {
        c.name = QFileInfo(path).completeBaseName();
        c.title = o.value(QLatin1String("title")).toString();
        c.ruleset = caseRuleset(RulesetKind::Hex, o);
        for (const QJsonValue &k : o.value(QLatin1String("kingdoms")).toArray())
            c.kingdoms << k.toString();
        readMap(o.value(QLatin1String("map")).toObject(), c);
        c.state.turn = o.value(QLatin1String("week")).toInt(1);
        c.state.kingdoms.resize(static_cast<size_t>(c.kingdoms.size()));
        const QJsonArray armies = o.value(QLatin1String("armies")).toArray();
        for (qsizetype i = 0; i < armies.size(); ++i) {
            const QJsonObject a = armies.at(i).toObject();
            const QString where = QStringLiteral("armies[%1]").arg(i);
            HexArmy army;
            army.id = a.value(QLatin1String("id")).toString();
            army.name = army.id;
            army.kingdom = c.kingdomIndex(a.value(QLatin1String("kingdom")).toString());
            army.hex = hexField(a.value(QLatin1String("hex")), where + QStringLiteral(".hex"));
            if (!c.world.contains(army.hex))
                throw Fail{where + QStringLiteral(".hex: off the map")};
            const QJsonObject leader = a.value(QLatin1String("leader")).toObject();
            army.leader.name =
                leader.value(QLatin1String("name")).toString(army.id + QStringLiteral("'s leader"));
            army.leader.morale = leader.value(QLatin1String("morale")).toInt(0);
            army.units = readUnits(a.value(QLatin1String("units")).toArray(), c.ruleset,
                                   where + QStringLiteral(".units"));
            army.daysOutOfSupply = a.value(QLatin1String("daysOutOfSupply")).toInt(0);
            army.forcedMarchDays = a.value(QLatin1String("forcedMarchDays")).toInt(0);
            army.loyaltyBonus = a.value(QLatin1String("loyaltyBonus")).toInt(0);
            army.loyalty = a.value(QLatin1String("loyalty")).toString();
            c.state.armies.push_back(army);
        }
        c.orders.resize(static_cast<size_t>(c.kingdoms.size()));
        const QJsonObject orders = o.value(QLatin1String("orders")).toObject();
        for (auto it = orders.begin(); it != orders.end(); ++it) {
            const int k = c.kingdomIndex(it.key());
            if (k < 0)
                throw Fail{QStringLiteral("orders: unknown kingdom \"%1\"").arg(it.key())};
            for (const QJsonValue &line : it.value().toArray())
                c.orders[static_cast<size_t>(k)] << line.toString();
        }
        for (const QJsonValue &d : o.value(QLatin1String("dice")).toArray())
            c.dice.push_back(d.toInt());
        c.decisions = o.value(QLatin1String("decisions")).toObject();
        c.firstDay = o.value(QLatin1String("firstDay")).toInt(1);
        c.days = o.value(QLatin1String("days")).toInt(7);
        c.seed = static_cast<std::uint64_t>(o.value(QLatin1String("seed")).toInteger(1));
        c.expect = o.value(QLatin1String("expect")).toObject();
        c.odds = o.value(QLatin1String("odds")).toObject();
        const QString unknown = unknownCaseKey(
            o,
            {QStringLiteral("map"), QStringLiteral("terrainFactors"), QStringLiteral("armies"),
             QStringLiteral("week"), QStringLiteral("firstDay"), QStringLiteral("days"),
             QStringLiteral("decisions"), QStringLiteral("odds")},
            {QStringLiteral("route"), QStringLiteral("supplyBefore"),
             QStringLiteral("orderProblems"), QStringLiteral("armies"),
             QStringLiteral("daysResolved"), QStringLiteral("nextDay"), QStringLiteral("contact"),
             QStringLiteral("diceLeft")});
        if (!unknown.isEmpty())
            throw Fail{unknown};
    } catch (const Fail &fail) {
        *error = QStringLiteral("%1: %2").arg(path, fail.message);
        return std::nullopt;
    }
    return c;
}

/// A campaign holding the case's world, armies and orders as its first, unresolved turn.
Campaign campaignOf(const HexCase &c)
{
    Campaign out;
    out.name = c.title;
    out.seed = c.seed;
    out.ruleset = c.ruleset;
    out.world = c.world;
    const QStringList colours{QStringLiteral("#c0392b"), QStringLiteral("#2e6fb7"),
                              QStringLiteral("#3c8d40"), QStringLiteral("#8e44ad")};
    for (int k = 0; k < c.kingdoms.size(); ++k) {
        const QString &id = c.kingdoms[k];
        out.kingdoms.push_back({id, id.left(1).toUpper() + id.mid(1), QString(),
                                colours[k % colours.size()], QString(), QString(), QString()});
    }
    TurnRecord first;
    first.number = 1;
    first.seed = Campaign::turnSeed(c.seed, 1);
    first.state = c.state;
    first.orders = c.orders;
    first.orders.resize(out.kingdoms.size());
    out.turns.push_back(first);
    return out;
}

} // namespace muster::test
