#include "AreaCase.h"

#include "CaseLog.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace muster::test {

namespace {

struct Reader
{
    QString error;
    bool fail(const QString &what)
    {
        if (error.isEmpty())
            error = what;
        return false;
    }
};

int kingdomRef(const std::vector<Kingdom> &kingdoms, const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined() || v.toString().isEmpty())
        return -1;
    for (size_t i = 0; i < kingdoms.size(); ++i)
        if (kingdoms[i].id == v.toString())
            return static_cast<int>(i);
    return -2; // unknown
}

} // namespace

std::optional<AreaCase> loadAreaCase(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read").arg(path);
        return std::nullopt;
    }
    QJsonParseError pe;
    const QJsonObject root = QJsonDocument::fromJson(f.readAll(), &pe).object();
    if (pe.error != QJsonParseError::NoError) {
        *error = QStringLiteral("%1: offset %2: %3").arg(path).arg(pe.offset).arg(pe.errorString());
        return std::nullopt;
    }
    AreaCase c;
    c.name = QFileInfo(path).completeBaseName();
    c.title = root.value(QLatin1String("title")).toString();
    Reader r;
    for (const QJsonValue &kv : root.value(QLatin1String("kingdoms")).toArray()) {
        const QJsonObject k = kv.toObject();
        Kingdom kingdom;
        kingdom.id = k.value(QLatin1String("id")).toString();
        kingdom.name = k.value(QLatin1String("name")).toString(kingdom.id);
        kingdom.nationality = k.value(QLatin1String("nationality")).toString(kingdom.id);
        c.kingdoms.push_back(kingdom);
        KingdomState ks;
        ks.bp = k.value(QLatin1String("bp")).toInt();
        ks.armyReserve = k.value(QLatin1String("reserve")).toInt();
        ks.shipReserve = k.value(QLatin1String("shipReserve")).toInt();
        c.state.kingdoms.push_back(ks);
    }
    const QJsonArray areas = root.value(QLatin1String("areas")).toArray();
    for (const QJsonValue &av : areas) {
        const QJsonObject a = av.toObject();
        Area area;
        area.code = a.value(QLatin1String("code")).toString();
        area.name = a.value(QLatin1String("name")).toString(area.code);
        const auto terrain =
            parseAreaTerrain(a.value(QLatin1String("terrain")).toString(QStringLiteral("plains")));
        if (!terrain)
            r.fail(QStringLiteral("area %1: unknown terrain").arg(area.code));
        area.terrain = terrain.value_or(AreaTerrain::Plains);
        c.world.areas.push_back(area);
    }
    c.world.rebuild(); // the code index, used below
    for (qsizetype i = 0; i < areas.size(); ++i) {
        const QJsonObject a = areas[i].toObject();
        AreaState s;
        s.owner = kingdomRef(c.kingdoms, a.value(QLatin1String("owner")));
        if (s.owner == -2)
            r.fail(QStringLiteral("areas[%1].owner: unknown kingdom").arg(i));
        s.armies = a.value(QLatin1String("armies")).toInt();
        s.population = a.value(QLatin1String("population")).toInt();
        s.forts = a.value(QLatin1String("forts")).toInt();
        s.ships = a.value(QLatin1String("ships")).toInt();
        s.aboard = a.value(QLatin1String("aboard")).toInt();
        if (a.contains(QLatin1String("mode")) &&
            !parseDefenceMode(a.value(QLatin1String("mode")).toString(), &s.mode))
            r.fail(QStringLiteral("areas[%1].mode: expected defend, retreat or ambush").arg(i));
        if (a.contains(QLatin1String("location"))) {
            s.modeArea = c.world.areaIndex(a.value(QLatin1String("location")).toString());
            if (s.modeArea < 0)
                r.fail(QStringLiteral("areas[%1].location: unknown area").arg(i));
        }
        c.state.areas.push_back(s);
    }
    for (const QJsonValue &lv : root.value(QLatin1String("adjacent")).toArray()) {
        const QJsonArray pair = lv.toArray();
        AreaLink link;
        link.a = c.world.areaIndex(pair.at(0).toString());
        link.b = c.world.areaIndex(pair.at(1).toString());
        if (link.a < 0 || link.b < 0)
            r.fail(QStringLiteral("adjacent: unknown area in [%1, %2]")
                       .arg(pair.at(0).toString(), pair.at(1).toString()));
        else
            c.world.links.push_back(link);
    }
    c.world.rebuild();
    for (const QJsonValue &pv : root.value(QLatin1String("passages")).toArray()) {
        const QJsonObject p = pv.toObject();
        PassageGrant g{kingdomRef(c.kingdoms, p.value(QLatin1String("grantor"))),
                       kingdomRef(c.kingdoms, p.value(QLatin1String("grantee")))};
        if (g.grantor < 0 || g.grantee < 0)
            r.fail(QStringLiteral("passages: unknown kingdom"));
        c.state.passages.push_back(g);
    }
    c.ruleset = caseRuleset(RulesetKind::Area, root);
    c.seed = static_cast<std::uint64_t>(root.value(QLatin1String("seed")).toInteger(1));
    for (const QJsonValue &d : root.value(QLatin1String("dice")).toArray())
        c.dice.push_back(d.toInt());
    c.orders.resize(c.kingdoms.size());
    const QJsonObject orders = root.value(QLatin1String("orders")).toObject();
    for (auto it = orders.begin(); it != orders.end(); ++it) {
        const int k = kingdomRef(c.kingdoms, it.key());
        if (k < 0) {
            r.fail(QStringLiteral("orders: unknown kingdom %1").arg(it.key()));
            continue;
        }
        for (const QJsonValue &line : it.value().toArray())
            c.orders[static_cast<size_t>(k)].append(line.toString());
    }
    c.expect = root.value(QLatin1String("expect")).toObject();
    if (c.expect.isEmpty())
        r.fail(QStringLiteral("no \"expect\" object"));
    const QString unknown = unknownCaseKey(
        root, {QStringLiteral("areas"), QStringLiteral("adjacent"), QStringLiteral("passages")},
        {QStringLiteral("areas"), QStringLiteral("kingdoms"), QStringLiteral("sheetErrors")});
    if (!unknown.isEmpty())
        r.fail(unknown);
    if (!r.error.isEmpty()) {
        *error = QStringLiteral("%1: %2").arg(path, r.error);
        return std::nullopt;
    }
    return c;
}

} // namespace muster::test
