#include "view/KingdomView.h"

#include "hex/Hex.h"
#include "log/IgnoreFields.h"
#include "log/TurnLog.h"
#include "model/Limits.h"
#include "rules/RuleSystem.h"
#include "view/KingdomSight.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {

/// What an event names, collected through its `visit` (the same field list the JSON and binary
/// forms use), so a new event type is covered without a list kept here.
struct EventNames : log::IgnoreFields
{
    const TurnLog &log;
    std::vector<int> named;   // every single-kingdom field
    int actor = -1;           // the field called "kingdom": who acted
    std::vector<int> areas;   // every area field, and an action's source, via and target
    int battle = 0;           // area battles: the battle's number
    QStringList armies;       // hex: army, attacker, defender, winner, loser, target
    QString hexBattle;        // hex: the battle's id
    bool namesOthers = false; // a list of kingdoms or armies (a round's order, a march order)

    void number(const char *name, int &v)
    {
        if (qstrcmp(name, "battle") == 0)
            battle = v;
    }
    void area(const char *, AreaRef &v)
    {
        if (v.valid())
            areas.push_back(v.index);
    }
    void kingdom(const char *name, KingdomRef &v)
    {
        if (!v.valid())
            return;
        named.push_back(v.index);
        if (qstrcmp(name, "kingdom") == 0)
            actor = v.index;
    }
    void kingdomIndex(const char *name, KingdomRef &v) { kingdom(name, v); }
    void text(const char *name, TextRef &v)
    {
        if (!v.valid())
            return;
        if (qstrcmp(name, "battle") == 0) {
            hexBattle = log.text(v);
            return;
        }
        for (const char *armyField : {"army", "attacker", "defender", "winner", "loser", "target"})
            if (qstrcmp(name, armyField) == 0)
                armies.append(log.text(v));
    }
    void kingdoms(const char *, NumberList &) { namesOthers = true; }
    void textPairs(const char *, TextList &) { namesOthers = true; }
    void action(AreaAction &a)
    {
        for (int area : {a.source, a.via, a.target})
            if (area >= 0)
                areas.push_back(area);
    }
};

EventNames namesOf(const TurnLog &log, std::size_t i)
{
    EventNames v{{}, log, {}, -1, {}, 0, {}, {}, false};
    log.visit(i, [&](const auto &event) {
        auto copy = event;
        copy.visit(v);
    });
    return v;
}

/// Events that tell nothing of any kingdom: every reader may see them. (StickyCleared is not one:
/// its count of the areas that were sticky tells how much every kingdom did.)
bool isGlobal(const TurnLog &log, std::size_t i)
{
    if (const auto *dice = log.get<log::DiceRolled>(i))
        return dice->what.purpose == DiePurpose::KingdomOrder;
    return log.is<log::KingdomOrder>(i) || log.is<log::TurnNotResolved>(i) ||
           log.is<log::TurnEnded>(i) || log.is<log::DayStarted>(i) || log.is<log::WeekEnded>(i);
}

/// Lists in view.events, in log order, every event that is global or that `mine` takes; an event
/// naming a list of kingdoms or armies (a round's order, the armies in contact) never is, since
/// the list names others.
template <typename Mine> void listEvents(const TurnLog &log, KingdomView &view, Mine &&mine)
{
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (isGlobal(log, i)) {
            view.events.push_back(i);
            continue;
        }
        const EventNames names = namesOf(log, i);
        if (!names.namesOthers && mine(names))
            view.events.push_back(i);
    }
}

bool contains(const std::vector<int> &v, int x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

} // namespace

void areaView(const Campaign &c, const ViewParameters &params, const TurnRecord &turn,
              const TurnState &end, KingdomView &view)
{
    const int k = view.kingdom;
    const World &w = c.world;
    const TurnLog &log = turn.log;
    view.areas.assign(w.areas.size(), Sight::Unknown);
    view.areaReasons.assign(w.areas.size(), 0);
    auto mark = [&](int area, std::uint8_t why) {
        if (area >= 0 && area < static_cast<int>(view.areaReasons.size()))
            view.areaReasons[static_cast<size_t>(area)] |= why;
    };

    for (std::size_t i = 0; i < log.size(); ++i)
        if (const auto *b = log.get<log::BattleStarted>(i))
            if (b->kingdom.index == k || b->defender.index == k)
                view.battles.push_back(b->battle);

    for (std::size_t i = 0; i < log.size(); ++i) {
        // A failed action moved nothing, and a retreat location only named, so they show nothing
        // of the areas they name.
        if (log.is<log::ActionFailed>(i) || log.is<log::DefenceModeSet>(i) ||
            log.is<log::RetreatRefused>(i))
            continue;
        const EventNames names = namesOf(log, i);
        if (names.actor == k)
            for (int area : names.areas)
                mark(area, SightActed);
        if (const auto *b = log.get<log::BattleStarted>(i); b && b->defender.index == k)
            mark(b->area.index, SightActed);
        if (const auto *cap = log.get<log::Captured>(i); cap && cap->previousOwner.index == k)
            mark(cap->area.index, SightActed);
    }
    for (size_t a = 0; a < end.areas.size() && a < w.areas.size(); ++a) {
        if (end.areas[a].owner != k)
            continue;
        mark(static_cast<int>(a), SightOwn);
        if (w.isSea(static_cast<int>(a)) && end.areas[a].ships > 0)
            mark(static_cast<int>(a), SightShips);
        if (params.viewAdjacent > 0)
            for (int n : w.neighbours(static_cast<int>(a)))
                mark(n, SightAdjacent);
    }

    view.state = end;
    for (size_t a = 0; a < view.areas.size(); ++a) {
        const bool seen = view.areaReasons[a] != 0;
        view.areas[a] = seen                     ? Sight::Seen
                        : params.publicOwnership ? Sight::Public
                                                 : Sight::Unknown;
        if (seen || a >= view.state.areas.size())
            continue;
        AreaState blank;
        if (params.publicOwnership)
            blank.owner = end.areas[a].owner;
        view.state.areas[a] = blank;
    }

    listEvents(log, view, [&](const EventNames &names) {
        return contains(names.named, k) ||
               (names.battle > 0 && contains(view.battles, names.battle));
    });
}

void hexView(const Campaign &c, const ViewParameters &params, const TurnRecord &turn,
             const TurnState &end, KingdomView &view)
{
    const int k = view.kingdom;
    const World &w = c.world;
    const TurnLog &log = turn.log;
    QSet<QString> armies;
    for (const TurnState *s : {&turn.state, &end})
        for (const HexArmy &a : s->armies)
            if (a.kingdom == k)
                armies.insert(a.id);
    // An army that deserted this turn was the kingdom's while it was told so.
    for (std::size_t i = 0; i < log.size(); ++i)
        if (const auto *roll = log.get<log::LoyaltyRoll>(i); roll && roll->kingdomBefore.index == k)
            armies.insert(log.text(roll->army));

    view.hexes.assign(static_cast<size_t>(std::max(0, w.hexCount())), Sight::Unknown);
    auto see = [&](Hex centre, int radius) {
        for (Hex h : hexRange(centre, radius))
            if (const int i = w.indexOf(h); i >= 0)
                view.hexes[static_cast<size_t>(i)] = Sight::Seen;
    };
    for (const HexArmy &a : end.armies)
        if (a.kingdom == k)
            see(a.hex, params.sightRadius);
    for (const Stronghold &s : w.strongholds)
        if (s.owner == k)
            see(s.hex, params.strongholdSight);

    QSet<QString> battles;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *b = log.get<log::HexBattleStarted>(i)) {
            if (armies.contains(log.text(b->attacker)) || armies.contains(log.text(b->defender))) {
                battles.insert(log.text(b->battle));
                view.hexBattles.append(log.text(b->battle));
                see(b->hex, 0);
            }
        } else if (const auto *m = log.get<log::ArmyMoved>(i)) {
            if (armies.contains(log.text(m->army)))
                see(m->to, 0);
        }
    }

    view.state = end;
    view.state.armies.clear();
    for (const HexArmy &a : end.armies) {
        if (a.kingdom == k) {
            view.state.armies.push_back(a);
        } else if (view.seesHex(w.indexOf(a.hex))) {
            // An enemy in sight is seen on the field, not in its books.
            HexArmy seen = a;
            seen.leader = {};
            seen.daysOutOfSupply = 0;
            seen.forcedMarchDays = 0;
            seen.loyaltyBonus = 0;
            seen.loyalty.clear();
            view.state.armies.push_back(seen);
        }
    }
    for (size_t a = 0; a < view.state.areas.size(); ++a)
        if (view.state.areas[a].owner != k) {
            AreaState blank;
            if (params.publicOwnership)
                blank.owner = end.areas[a].owner;
            view.state.areas[a] = blank;
        }
    view.areas.assign(w.areas.size(), params.publicOwnership ? Sight::Public : Sight::Unknown);
    view.areaReasons.assign(w.areas.size(), 0);

    for (const QString &id : armies)
        view.armies.append(id);
    view.armies.sort();
    listEvents(log, view, [&](const EventNames &names) {
        bool mine = contains(names.named, k) ||
                    (!names.hexBattle.isEmpty() && battles.contains(names.hexBattle));
        for (const QString &army : names.armies)
            mine = mine || armies.contains(army);
        return mine;
    });
}

namespace {

/// The view numbers of `r`; each one it lacks is the shipped one (`shipped`). Reading the shipped
/// ruleset itself (`shipped` null), a missing number is a broken build, not a campaign to play.
ViewParameters readViewParameters(const Ruleset &r, const ViewParameters *shipped)
{
    const QJsonObject given = r.json.value(QLatin1String("parameters")).toObject();
    const auto list = ruleSystem(r.kind).parameters();
    // Brought into the limits a ruleset read from a file was checked against (model/Limits.h).
    auto number = [&](const char *key, int fallback) {
        if (!shipped && !given.contains(QLatin1String(key)))
            qFatal("the shipped %s ruleset has no parameter \"%s\"",
                   qPrintable(rulesetKindName(r.kind)), key);
        const limits::Parameter *limit = limits::findParameter(list, QLatin1String(key));
        Q_ASSERT_X(limit, "ViewParameters", "every view parameter is listed in model/Limits.cpp");
        const double v = std::floor(r.parameter(QLatin1String(key), fallback));
        return !limit || std::isnan(v) ? fallback
                                       : static_cast<int>(std::clamp(v, limit->min, limit->max));
    };
    ViewParameters p;
    p.publicOwnership = number("publicOwnership", shipped ? shipped->publicOwnership : 1);
    // Each system's parameters name the view numbers it reads; the others stay 0.
    const auto read = [&](const char *key, int ViewParameters::*field, int fallback) {
        if (limits::findParameter(list, QLatin1String(key)))
            p.*field = number(key, shipped ? shipped->*field : fallback);
    };
    read("viewAdjacent", &ViewParameters::viewAdjacent, 0);
    read("sightRadius", &ViewParameters::sightRadius, 0);
    read("strongholdSight", &ViewParameters::strongholdSight, 0);
    return p;
}

} // namespace

const ViewParameters &ViewParameters::defaults(RulesetKind kind)
{
    // One per kind, in the enumeration's order.
    static const ViewParameters shipped[] = {
        readViewParameters(Ruleset::builtin(RulesetKind::Area), nullptr),
        readViewParameters(Ruleset::builtin(RulesetKind::Hex), nullptr)};
    return shipped[static_cast<std::size_t>(kind)];
}

ViewParameters ViewParameters::fromRuleset(const Ruleset &r)
{
    return readViewParameters(r, &defaults(r.kind));
}

int lastResolvedTurn(const Campaign &campaign)
{
    for (int i = static_cast<int>(campaign.turns.size()) - 2; i >= 0; --i)
        if (campaign.turns.summary(static_cast<size_t>(i)).resolved)
            return i;
    return -1;
}

KingdomView publicView(const Campaign &campaign, int turnIndex)
{
    KingdomView view;
    view.turnIndex = turnIndex;
    view.kind = campaign.ruleset.kind;
    if (turnIndex < 0 || turnIndex + 1 >= static_cast<int>(campaign.turns.size()))
        return view;
    const TurnRecord &turn = campaign.turns[static_cast<size_t>(turnIndex)];
    const TurnState &end = campaign.turns[static_cast<size_t>(turnIndex) + 1].state;
    view.turn = turn.number;
    const ViewParameters params = ViewParameters::fromRuleset(campaign.ruleset);
    const Sight outOfSight = params.publicOwnership ? Sight::Public : Sight::Unknown;
    view.areas.assign(campaign.world.areas.size(), outOfSight);
    view.areaReasons.assign(campaign.world.areas.size(), 0);
    if (ruleSystem(campaign).seesHexes())
        view.hexes.assign(static_cast<size_t>(std::max(0, campaign.world.hexCount())),
                          Sight::Unknown);
    view.state.turn = end.turn;
    view.state.kingdoms.assign(end.kingdoms.size(), {});
    view.state.areas.resize(end.areas.size());
    for (size_t a = 0; a < end.areas.size(); ++a)
        if (params.publicOwnership)
            view.state.areas[a].owner = end.areas[a].owner;
    for (std::size_t i = 0; i < turn.log.size(); ++i)
        if (isGlobal(turn.log, i))
            view.events.push_back(i);
    return view;
}

namespace {
/// What `kingdom` sees of `turn` ending in `end`, other kingdoms' own numbers and passages zeroed.
void seeAsKingdom(const Campaign &campaign, const TurnRecord &turn, const TurnState &end,
                  int kingdom, KingdomView &view)
{
    const ViewParameters params = ViewParameters::fromRuleset(campaign.ruleset);
    ruleSystem(campaign).seeTurn(campaign, params, turn, end, view);
    for (size_t i = 0; i < view.state.kingdoms.size(); ++i)
        if (static_cast<int>(i) != kingdom)
            view.state.kingdoms[i] = {};
    std::erase_if(view.state.passages, [&](const PassageGrant &g) {
        return g.grantor != kingdom && g.grantee != kingdom;
    });
}
} // namespace

KingdomView kingdomView(const Campaign &campaign, int turnIndex, int kingdom)
{
    KingdomView view;
    view.kingdom = kingdom;
    view.turnIndex = turnIndex;
    view.kind = campaign.ruleset.kind;
    if (turnIndex < 0 || turnIndex + 1 >= static_cast<int>(campaign.turns.size()) || kingdom < 0 ||
        kingdom >= static_cast<int>(campaign.kingdoms.size()))
        return view;
    const TurnRecord &turn = campaign.turns[static_cast<size_t>(turnIndex)];
    view.turn = turn.number;
    seeAsKingdom(campaign, turn, campaign.turns[static_cast<size_t>(turnIndex) + 1].state, kingdom,
                 view);
    return view;
}

KingdomView kingdomViewAtStart(const Campaign &campaign, int kingdom)
{
    if (campaign.turns.size() >= 2)
        return kingdomView(campaign, static_cast<int>(campaign.turns.size()) - 2, kingdom);
    KingdomView view;
    view.kingdom = kingdom;
    view.kind = campaign.ruleset.kind;
    if (campaign.turns.size() == 0 || kingdom < 0 ||
        kingdom >= static_cast<int>(campaign.kingdoms.size()))
        return view;
    // The first turn: what the kingdom sees of the starting state alone, as if a turn without
    // events had ended in it (its areas, and what it sees from them).
    TurnRecord before;
    before.number = campaign.current().number - 1;
    view.turn = before.number;
    seeAsKingdom(campaign, before, campaign.current().state, kingdom, view);
    return view;
}

} // namespace muster
