// The per-turn parts of a campaign file: state, armies, orders and the turn record.
#include "io/CampaignJson.h"
#include "io/CampaignJsonParts.h"
#include "log/LogJson.h"
#include "log/TurnLog.h"
#include "model/Limits.h"
#include "model/StateCheck.h"
#include "util/Elide.h"

#include <QSet>

#include <limits>

namespace muster {

namespace {
const QString kArmies = QStringLiteral("armies");
const QString kOwner = QStringLiteral("owner");
const QString kPopulation = QStringLiteral("population");
const QString kForts = QStringLiteral("forts");
const QString kMode = QStringLiteral("mode");
const QString kModeArea = QStringLiteral("modeArea");
const QString kShips = QStringLiteral("ships");
const QString kAboard = QStringLiteral("aboard");

QJsonObject areaStateToJson(const AreaState &s, const World &w, const std::vector<Kingdom> &k)
{
    QJsonObject o{{kOwner, kingdomRefToJson(s.owner, k)},
                  {kArmies, s.armies},
                  {kPopulation, s.population},
                  {kForts, s.forts},
                  {kMode, defenceModeName(s.mode)}};
    if (s.modeArea >= 0)
        o.insert(kModeArea, w.areas[static_cast<size_t>(s.modeArea)].code);
    if (s.ships)
        o.insert(kShips, s.ships);
    if (s.aboard)
        o.insert(kAboard, s.aboard);
    return o;
}

AreaState areaStateFromJson(const QJsonObject &o, const QString &p, int area, const Campaign &c,
                            const KingdomIndex &ids, JsonFields &f)
{
    const World &w = c.world;
    const size_t before = f.problems().size();
    f.rejectUnknownKeys(o, p,
                        {kOwner, kArmies, kPopulation, kForts, kMode, kModeArea, kShips, kAboard});
    AreaState s;
    s.owner = kingdomRef(o.value(kOwner), jsonChildPath(p, kOwner), ids, f, true);
    s.armies = static_cast<int>(f.optionalInteger(o, p, kArmies, limits::kCount, 0));
    s.population = static_cast<int>(f.optionalInteger(o, p, kPopulation, limits::kCount, 0));
    s.forts = static_cast<int>(f.optionalInteger(o, p, kForts, limits::kCount, 0));
    s.ships = static_cast<int>(f.optionalInteger(o, p, kShips, limits::kCount, 0));
    s.aboard = static_cast<int>(f.optionalInteger(o, p, kAboard, limits::kCount, 0));
    const QString mode = f.optionalText(o, p, kMode, QStringLiteral("retreat"));
    if (!parseDefenceMode(mode, &s.mode))
        f.problem(jsonChildPath(p, kMode),
                  QStringLiteral("unknown defence mode \"%1\" (expected defend, retreat or ambush)")
                      .arg(elided(mode)));
    const QString modeArea = f.optionalText(o, p, kModeArea);
    if (!modeArea.isEmpty()) {
        s.modeArea = w.areaIndex(modeArea);
        if (s.modeArea < 0)
            f.problem(jsonChildPath(p, kModeArea),
                      QStringLiteral("unknown area \"%1\"").arg(elided(modeArea)));
    }
    // The rules that tie the values together are the store reader's too; they are looked at once
    // every value reads.
    if (f.problems().size() == before)
        checkAreaState(s, area, w, static_cast<int>(c.kingdoms.size()),
                       [&](const QString &field, const QString &message) {
                           f.problem(jsonChildPath(p, field), message);
                       });
    return s;
}
} // namespace

QJsonObject armyToJson(const HexArmy &a, const Campaign &c)
{
    QJsonArray units;
    for (const Unit &u : a.units) {
        QJsonObject uo{{QStringLiteral("type"), u.type}, {QStringLiteral("hp"), u.hp}};
        if (u.veteran)
            uo.insert(QStringLiteral("veteran"), true);
        units.append(uo);
    }
    QJsonObject o{
        {QStringLiteral("id"), a.id},
        {QStringLiteral("name"), a.name},
        {QStringLiteral("kingdom"), kingdomRefToJson(a.kingdom, c.kingdoms)},
        {QStringLiteral("hex"), hexLabel(a.hex)},
        {QStringLiteral("leader"), QJsonObject{{QStringLiteral("name"), a.leader.name},
                                               {QStringLiteral("morale"), a.leader.morale}}},
        {QStringLiteral("units"), units}};
    if (a.daysOutOfSupply)
        o.insert(QStringLiteral("daysOutOfSupply"), a.daysOutOfSupply);
    if (a.forcedMarchDays)
        o.insert(QStringLiteral("forcedMarchDays"), a.forcedMarchDays);
    if (a.loyaltyBonus)
        o.insert(QStringLiteral("loyaltyBonus"), a.loyaltyBonus);
    if (!a.loyalty.isEmpty())
        o.insert(QStringLiteral("loyalty"), a.loyalty);
    return o;
}

namespace {
std::optional<HexArmy> readArmy(const QJsonObject &o, const Campaign &c, const KingdomIndex &ids,
                                const QString &p, JsonFields &f)
{
    const size_t before = f.problems().size();
    f.rejectUnknownKeys(o, p,
                        {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("kingdom"),
                         QStringLiteral("hex"), QStringLiteral("leader"), QStringLiteral("units"),
                         QStringLiteral("daysOutOfSupply"), QStringLiteral("forcedMarchDays"),
                         QStringLiteral("loyaltyBonus"), QStringLiteral("loyalty")});
    HexArmy a;
    a.id = f.text(o, p, QStringLiteral("id")).value_or(QString());
    a.name = f.optionalText(o, p, QStringLiteral("name"));
    a.kingdom = kingdomRef(o.value(QStringLiteral("kingdom")),
                           jsonChildPath(p, QStringLiteral("kingdom")), ids, f, true);
    const auto hex = parseHexLabel(o.value(QStringLiteral("hex")).toString());
    const QString hexPath = jsonChildPath(p, QStringLiteral("hex"));
    if (!hex)
        f.problem(hexPath, QStringLiteral("expected a hex as \"col,row\""));
    else if (const QString wrong = armyHexProblem(*hex, c.world); !wrong.isEmpty())
        f.problem(hexPath, wrong);
    a.hex = hex.value_or(Hex{});
    if (auto leader = f.object(o, p, QStringLiteral("leader"))) {
        const QString lp = jsonChildPath(p, QStringLiteral("leader"));
        a.leader.name = f.text(*leader, lp, QStringLiteral("name")).value_or(QString());
        a.leader.morale = static_cast<int>(
            f.optionalInteger(*leader, lp, QStringLiteral("morale"), limits::kLeaderMorale, 0));
    }
    const QString up = jsonChildPath(p, QStringLiteral("units"));
    const QJsonArray units =
        f.array(o, p, QStringLiteral("units"), limits::kMaxUnitsPerArmy).value_or(QJsonArray());
    for (qsizetype i = 0; i < units.size(); ++i) {
        const QString unitPath = jsonIndexPath(up, i);
        const QJsonObject uo = units.at(i).toObject();
        f.rejectUnknownKeys(
            uo, unitPath,
            {QStringLiteral("type"), QStringLiteral("hp"), QStringLiteral("veteran")});
        Unit u;
        u.type = f.text(uo, unitPath, QStringLiteral("type")).value_or(QString());
        const UnitType *type = c.ruleset.unitType(u.type);
        if (!u.type.isEmpty() && !type) {
            f.problem(
                jsonChildPath(unitPath, QStringLiteral("type")),
                QStringLiteral("unknown unit type \"%1\" (not in the ruleset's unit table, H8)")
                    .arg(u.type));
        }
        u.hp =
            static_cast<int>(f.integer(uo, unitPath, QStringLiteral("hp"),
                                       {limits::kUnitHp.min, type ? type->hp : limits::kUnitHp.max})
                                 .value_or(1));
        u.veteran = f.optionalBool(uo, unitPath, QStringLiteral("veteran"), false);
        a.units.push_back(u);
    }
    if (units.isEmpty() && o.contains(QStringLiteral("units")))
        f.problem(up, QStringLiteral("an army needs at least one unit"));
    a.daysOutOfSupply = static_cast<int>(
        f.optionalInteger(o, p, QStringLiteral("daysOutOfSupply"), limits::kDaysOutOfSupply, 0));
    a.forcedMarchDays = static_cast<int>(
        f.optionalInteger(o, p, QStringLiteral("forcedMarchDays"), limits::kForcedMarchDays, 0));
    a.loyaltyBonus = static_cast<int>(
        f.optionalInteger(o, p, QStringLiteral("loyaltyBonus"), limits::kLoyaltyBonus, 0));
    a.loyalty = f.optionalText(o, p, QStringLiteral("loyalty"));
    if (f.problems().size() != before)
        return std::nullopt;
    return a;
}
} // namespace

std::optional<HexArmy> armyFromJson(const QJsonObject &json, const Campaign &campaign,
                                    const QString &path, Problems &problems,
                                    const KingdomIndex *ids)
{
    JsonFields f(problems);
    if (ids)
        return readArmy(json, campaign, *ids, path, f);
    return readArmy(json, campaign, KingdomIndex(campaign.kingdoms), path, f);
}

QJsonObject stateToJson(const TurnState &s, const Campaign &c)
{
    QJsonObject kingdoms;
    for (size_t i = 0; i < s.kingdoms.size() && i < c.kingdoms.size(); ++i) {
        const KingdomState &k = s.kingdoms[i];
        kingdoms.insert(c.kingdoms[i].id,
                        QJsonObject{{QStringLiteral("bp"), k.bp},
                                    {QStringLiteral("armyReserve"), k.armyReserve},
                                    {QStringLiteral("shipReserve"), k.shipReserve},
                                    {QStringLiteral("dispersed"), k.dispersed}});
    }
    QJsonObject o{{QStringLiteral("kingdoms"), kingdoms}};
    if (!c.world.areas.empty()) {
        QJsonObject areas;
        for (size_t i = 0; i < s.areas.size() && i < c.world.areas.size(); ++i)
            areas.insert(c.world.areas[i].code, areaStateToJson(s.areas[i], c.world, c.kingdoms));
        o.insert(QStringLiteral("areas"), areas);
    }
    if (!s.passages.empty()) {
        QJsonArray list;
        for (const PassageGrant &g : s.passages)
            list.append(
                QJsonObject{{QStringLiteral("grantor"), kingdomRefToJson(g.grantor, c.kingdoms)},
                            {QStringLiteral("grantee"), kingdomRefToJson(g.grantee, c.kingdoms)}});
        o.insert(QStringLiteral("passages"), list);
    }
    if (!s.armies.empty()) {
        QJsonArray list;
        for (const HexArmy &a : s.armies)
            list.append(armyToJson(a, c));
        o.insert(kArmies, list);
    }
    return o;
}

TurnState stateFromJson(const QJsonObject &o, const QString &p, const Campaign &c,
                        const KingdomIndex &ids, JsonFields &f)
{
    TurnState s;
    f.rejectUnknownKeys(
        o, p,
        {QStringLiteral("kingdoms"), QStringLiteral("areas"), QStringLiteral("passages"), kArmies});
    s.kingdoms.resize(c.kingdoms.size());
    const QString kp = jsonChildPath(p, QStringLiteral("kingdoms"));
    const QJsonObject kingdoms = f.object(o, p, QStringLiteral("kingdoms")).value_or(QJsonObject());
    for (auto it = kingdoms.begin(); it != kingdoms.end(); ++it) {
        const QString ip = jsonChildPath(kp, it.key());
        const int k = ids.find(it.key());
        if (k < 0) {
            f.problem(ip, QStringLiteral("unknown kingdom \"%1\"").arg(elided(it.key())));
            continue;
        }
        const QJsonObject ko = it.value().toObject();
        f.rejectUnknownKeys(ko, ip,
                            {QStringLiteral("bp"), QStringLiteral("armyReserve"),
                             QStringLiteral("shipReserve"), QStringLiteral("dispersed")});
        KingdomState &ks = s.kingdoms[static_cast<size_t>(k)];
        ks.bp =
            static_cast<int>(f.optionalInteger(ko, ip, QStringLiteral("bp"), limits::kCount, 0));
        ks.armyReserve = static_cast<int>(
            f.optionalInteger(ko, ip, QStringLiteral("armyReserve"), limits::kCount, 0));
        ks.shipReserve = static_cast<int>(
            f.optionalInteger(ko, ip, QStringLiteral("shipReserve"), limits::kCount, 0));
        ks.dispersed = static_cast<int>(
            f.optionalInteger(ko, ip, QStringLiteral("dispersed"), limits::kCount, 0));
    }
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        if (!kingdoms.contains(c.kingdoms[k].id))
            f.problem(kp, QStringLiteral("kingdom \"%1\" has no state").arg(c.kingdoms[k].id));

    const World &w = c.world;
    s.areas.resize(w.areas.size());
    const QString ap = jsonChildPath(p, QStringLiteral("areas"));
    const QJsonObject areas = w.areas.empty() && !o.contains(QStringLiteral("areas"))
                                  ? QJsonObject()
                                  : f.object(o, p, QStringLiteral("areas")).value_or(QJsonObject());
    for (auto it = areas.begin(); it != areas.end(); ++it) {
        const int a = w.areaIndex(it.key());
        if (a < 0) {
            f.problem(jsonChildPath(ap, it.key()),
                      QStringLiteral("unknown area \"%1\"").arg(elided(it.key())));
            continue;
        }
        s.areas[static_cast<size_t>(a)] =
            areaStateFromJson(it.value().toObject(), jsonChildPath(ap, it.key()), a, c, ids, f);
    }
    for (const Area &a : w.areas)
        if (!areas.contains(a.code))
            f.problem(ap, QStringLiteral("area \"%1\" has no state").arg(a.code));

    const QJsonArray passages = f.optionalArray(o, p, QStringLiteral("passages"));
    for (qsizetype i = 0; i < passages.size(); ++i) {
        const QString pp = jsonIndexPath(jsonChildPath(p, QStringLiteral("passages")), i);
        const QJsonObject po = passages.at(i).toObject();
        f.rejectUnknownKeys(po, pp, {QStringLiteral("grantor"), QStringLiteral("grantee")});
        PassageGrant g{kingdomRef(po.value(QStringLiteral("grantor")),
                                  jsonChildPath(pp, QStringLiteral("grantor")), ids, f, false),
                       kingdomRef(po.value(QStringLiteral("grantee")),
                                  jsonChildPath(pp, QStringLiteral("grantee")), ids, f, false)};
        if (g.grantor >= 0 && g.grantee >= 0) // an unknown id is already reported
            checkPassage(g, static_cast<int>(c.kingdoms.size()),
                         [&](const QString &field, const QString &message) {
                             f.problem(field.isEmpty() ? pp : jsonChildPath(pp, field), message);
                         });
        s.passages.push_back(g);
    }

    const QJsonArray armies = f.optionalArray(o, p, kArmies, limits::kMaxArmies);
    QSet<QString> armyIds;
    for (qsizetype i = 0; i < armies.size(); ++i) {
        const QString armyPath = jsonIndexPath(jsonChildPath(p, kArmies), i);
        if (!armies.at(i).isObject()) {
            f.problem(armyPath, QStringLiteral("expected an object describing an army"));
            continue;
        }
        if (auto army = readArmy(armies.at(i).toObject(), c, ids, armyPath, f)) {
            if (armyIds.contains(army->id))
                f.problem(jsonChildPath(armyPath, QStringLiteral("id")),
                          QStringLiteral("army id \"%1\" is used twice").arg(army->id));
            armyIds.insert(army->id);
            s.armies.push_back(std::move(*army));
        }
    }
    return s;
}

QJsonObject turnToJson(const TurnRecord &t, const Campaign &c)
{
    QJsonObject orders;
    for (size_t k = 0; k < t.orders.size() && k < c.kingdoms.size(); ++k)
        if (!t.orders[k].isEmpty())
            orders.insert(c.kingdoms[k].id, QJsonArray::fromStringList(t.orders[k]));
    QJsonObject o{{QStringLiteral("number"), t.number},
                  {QStringLiteral("seed"), static_cast<qint64>(t.seed)},
                  {QStringLiteral("state"), stateToJson(t.state, c)},
                  {QStringLiteral("orders"), orders}};
    QJsonObject messages;
    for (const auto &[k, text] : t.messages)
        if (k >= 0 && k < static_cast<int>(c.kingdoms.size()) && !text.isEmpty())
            messages.insert(c.kingdoms[static_cast<size_t>(k)].id, text);
    // Written only when a player sent one, so campaigns without messages keep their bytes.
    if (!messages.isEmpty())
        o.insert(QStringLiteral("messages"), messages);
    QJsonObject mailed;
    for (const auto &[k, sheet] : t.mailed)
        if (k >= 0 && k < static_cast<int>(c.kingdoms.size())) {
            QJsonObject m;
            if (!sheet.subject.isEmpty())
                m.insert(QStringLiteral("subject"), sheet.subject);
            if (sheet.arrived.isValid())
                m.insert(QStringLiteral("arrived"), sheet.arrivedText());
            mailed.insert(c.kingdoms[static_cast<size_t>(k)].id, m);
        }
    // Written only when a sheet came by mail, so campaigns without any keep their bytes.
    if (!mailed.isEmpty())
        o.insert(QStringLiteral("mailed"), mailed);
    QJsonObject standIns;
    for (const auto &[k, standIn] : t.standIns)
        if (k >= 0 && k < static_cast<int>(c.kingdoms.size()))
            standIns.insert(
                c.kingdoms[static_cast<size_t>(k)].id,
                QJsonObject{{QStringLiteral("kind"), standInName(standIn.kind)},
                            {QStringLiteral("doctrine"), doctrineName(standIn.doctrine)},
                            {QStringLiteral("missedInARow"), standIn.missedInARow}});
    // Written only when a turn had one, so campaigns without any keep their bytes.
    if (!standIns.isEmpty())
        o.insert(QStringLiteral("standIns"), standIns);
    if (t.resolved)
        o.insert(QStringLiteral("log"), logToJson(t.log, LogContext::of(c)));
    return o;
}

TurnRecord turnFromJson(const QJsonObject &o, const QString &p, const Campaign &c,
                        const KingdomIndex &ids, JsonFields &f, bool legacyLog)
{
    TurnRecord t;
    f.rejectUnknownKeys(o, p,
                        {QStringLiteral("number"), QStringLiteral("seed"), QStringLiteral("state"),
                         QStringLiteral("orders"), QStringLiteral("messages"),
                         QStringLiteral("mailed"), QStringLiteral("standIns"),
                         QStringLiteral("log")});
    t.number = static_cast<int>(
        f.integer(o, p, QStringLiteral("number"), limits::kTurnNumber).value_or(1));
    t.seed = static_cast<std::uint64_t>(
        f.integer(o, p, QStringLiteral("seed"), limits::kSeed).value_or(0));
    if (auto state = f.object(o, p, QStringLiteral("state")))
        t.state = stateFromJson(*state, jsonChildPath(p, QStringLiteral("state")), c, ids, f);
    t.state.turn = t.number;
    t.orders.resize(c.kingdoms.size());
    const QString op = jsonChildPath(p, QStringLiteral("orders"));
    const QJsonObject orders = f.object(o, p, QStringLiteral("orders")).value_or(QJsonObject());
    for (auto it = orders.begin(); it != orders.end(); ++it) {
        const int k = ids.find(it.key());
        const QString kp = jsonChildPath(op, it.key());
        if (k < 0) {
            f.problem(kp,
                      QStringLiteral("orders for unknown kingdom \"%1\"").arg(elided(it.key())));
            continue;
        }
        const QJsonArray lines =
            f.array(orders, op, it.key(), limits::kMaxOrderLines).value_or(QJsonArray());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (!lines.at(i).isString())
                f.problem(jsonIndexPath(kp, i), QStringLiteral("expected an order line (text)"));
            else if (lines.at(i).toString().size() > limits::kMaxOrderLineLength)
                f.problem(jsonIndexPath(kp, i),
                          QStringLiteral("an order line of %1 characters is too long (at most %2)")
                              .arg(lines.at(i).toString().size())
                              .arg(limits::kMaxOrderLineLength));
            else
                t.orders[static_cast<size_t>(k)].append(lines.at(i).toString());
        }
    }
    const QString mp = jsonChildPath(p, QStringLiteral("messages"));
    const QJsonObject messages =
        o.contains(QStringLiteral("messages"))
            ? f.object(o, p, QStringLiteral("messages")).value_or(QJsonObject())
            : QJsonObject();
    for (auto it = messages.begin(); it != messages.end(); ++it) {
        const int k = ids.find(it.key());
        const QString kp = jsonChildPath(mp, it.key());
        if (k < 0)
            f.problem(
                kp, QStringLiteral("a message from unknown kingdom \"%1\"").arg(elided(it.key())));
        else if (!it.value().isString())
            f.problem(kp, QStringLiteral("expected the player's message (text)"));
        else if (it.value().toString().size() > limits::kMaxMessageLength)
            f.problem(kp, QStringLiteral("a message is at most %1 characters")
                              .arg(limits::kMaxMessageLength));
        else if (!it.value().toString().isEmpty())
            t.messages[k] = it.value().toString();
    }
    const QString sp = jsonChildPath(p, QStringLiteral("mailed"));
    const QJsonObject mailed =
        o.contains(QStringLiteral("mailed"))
            ? f.object(o, p, QStringLiteral("mailed")).value_or(QJsonObject())
            : QJsonObject();
    for (auto it = mailed.begin(); it != mailed.end(); ++it) {
        const int k = ids.find(it.key());
        const QString kp = jsonChildPath(sp, it.key());
        if (k < 0) {
            f.problem(
                kp,
                QStringLiteral("a mailed sheet of unknown kingdom \"%1\"").arg(elided(it.key())));
            continue;
        }
        if (!it.value().isObject()) {
            f.problem(kp, QStringLiteral("expected the mail's subject and arrival (an object)"));
            continue;
        }
        const QJsonObject m = it.value().toObject();
        f.rejectUnknownKeys(m, kp, {QStringLiteral("arrived"), QStringLiteral("subject")});
        // Both may be missing: a mail without a subject, one whose arrival is not known.
        const QString arrived = f.optionalText(m, kp, QStringLiteral("arrived"));
        const QString subject =
            f.optionalText(m, kp, QStringLiteral("subject"), {}, limits::kMaxMailSubjectLength);
        if (const auto sheet = MailedSheet::read(arrived, subject))
            t.mailed[k] = *sheet;
        else
            f.problem(kp, sheet.message());
    }
    const QString ip = jsonChildPath(p, QStringLiteral("standIns"));
    const QJsonObject standIns =
        o.contains(QStringLiteral("standIns"))
            ? f.object(o, p, QStringLiteral("standIns")).value_or(QJsonObject())
            : QJsonObject();
    for (auto it = standIns.begin(); it != standIns.end(); ++it) {
        const int k = ids.find(it.key());
        const QString kp = jsonChildPath(ip, it.key());
        if (k < 0)
            f.problem(
                kp, QStringLiteral("a stand-in for unknown kingdom \"%1\"").arg(elided(it.key())));
        else if (!it.value().isObject())
            f.problem(kp, QStringLiteral("expected what stood in (an object)"));
        else {
            const QJsonObject si = it.value().toObject();
            f.rejectUnknownKeys(si, kp,
                                {QStringLiteral("kind"), QStringLiteral("doctrine"),
                                 QStringLiteral("missedInARow")});
            const QString kindWord = f.text(si, kp, QStringLiteral("kind")).value_or(QString());
            const QString doctrineWord =
                f.text(si, kp, QStringLiteral("doctrine")).value_or(QString());
            const std::optional<StandInKind> kind = parseStandIn(kindWord);
            const std::optional<Doctrine> doctrine = parseDoctrine(doctrineWord);
            const auto missed =
                f.integer(si, kp, QStringLiteral("missedInARow"), {0, limits::kTurnNumber.max});
            if (!kind)
                f.problem(jsonChildPath(kp, QStringLiteral("kind")),
                          QStringLiteral("expected held, standing or autopilot"));
            else if (!doctrine)
                f.problem(jsonChildPath(kp, QStringLiteral("doctrine")),
                          QStringLiteral("expected one of %1")
                              .arg(doctrineNames().join(QStringLiteral(", "))));
            else if (missed)
                t.standIns[k] = {*kind, *doctrine, static_cast<int>(*missed)};
        }
    }
    if (o.contains(QStringLiteral("log"))) {
        // A log is as long as its turn made it: the limits bound the turn, not the entries.
        if (const auto log =
                f.array(o, p, QStringLiteral("log"), std::numeric_limits<qint64>::max())) {
            if (auto typed = logFromJson(*log, LogContext::of(c), legacyLog))
                t.log = std::move(*typed);
            else
                f.problem(jsonChildPath(p, QStringLiteral("log")), typed.message());
        }
        t.resolved = true;
    }
    return t;
}

} // namespace muster
