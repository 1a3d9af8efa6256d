#include "rules/hex/HexEngine.h"

#include "model/Limits.h"

#include "rules/hex/HexAftermath.h"
#include "rules/hex/HexBattle.h"
#include "rules/hex/HexSupply.h"
#include "rules/hex/HexUpkeep.h"

#include <algorithm>

namespace muster::hexrules {

namespace {

struct Marcher
{
    int army = -1;    // index into state.armies
    int order = -1;   // index into the orders
    double miles = 0; // left today (H2.2: carries to the next hex within the day only)
    int speed = 0;
    int hexes = 0;
    bool done = false;
};

class DayResolver
{
public:
    DayResolver(const World &world, HexWork &work, std::vector<HexMarchOrder> &orders,
                BattleDecisions &decisions, Dice &dice, QHash<QString, ArmyDayNotes> &notes)
        : m_world(world), m_rules(work.rules), m_work(work), m_state(work.state()),
          m_orders(orders), m_decisions(decisions), m_dice(dice), m_log(work.log), m_notes(notes)
    {}

    void march(int day);

private:
    int armyIndex(const QString &id) const;
    bool isMarchDay(const HexMarchOrder &order, int day, int *marchDayNumber) const;
    void step(Marcher &m, int day);
    void fight(Marcher &m, int defender, Hex cameFrom, int day);

    const World &m_world;
    const HexRules &m_rules;
    HexWork &m_work;
    TurnState &m_state;
    std::vector<HexMarchOrder> &m_orders;
    BattleDecisions &m_decisions;
    Dice &m_dice;
    TurnLog &m_log;
    QHash<QString, ArmyDayNotes> &m_notes;
    int m_battles = 0;
};

int DayResolver::armyIndex(const QString &id) const
{
    for (size_t i = 0; i < m_state.armies.size(); ++i)
        if (m_state.armies[i].id == id)
            return static_cast<int>(i);
    return -1;
}

bool DayResolver::isMarchDay(const HexMarchOrder &order, int day, int *marchDayNumber) const
{
    int number = 0;
    for (int d = 1; d <= day; ++d)
        if (std::find(order.restDays.begin(), order.restDays.end(), d) == order.restDays.end())
            ++number;
    *marchDayNumber = number;
    return std::find(order.restDays.begin(), order.restDays.end(), day) == order.restDays.end();
}

void DayResolver::march(int day)
{
    std::vector<Marcher> marchers;
    for (size_t o = 0; o < m_orders.size(); ++o) {
        HexMarchOrder &order = m_orders[o];
        const int a = armyIndex(order.army);
        if (a < 0 || order.path.empty())
            continue;
        HexArmy &army = m_state.armies[static_cast<size_t>(a)];
        if (army.units.empty() || army.kingdom < 0) {
            order.path.clear(); // a destroyed or deserted army's order lapses
            continue;
        }
        int number = 0;
        if (!isMarchDay(order, day, &number))
            continue;
        // H2.3: marching a fifth or later day in seven is a forced march.
        // H2.3: marching a fifth or later day in seven is a forced march; the count stops at a
        // week's worth, the most a file keeps (model/Limits.h).
        if (number > 7 - m_rules.restDaysPerWeek)
            m_work.record(log::ForcedMarch{
                m_work.ref(army.id), day, number,
                static_cast<int>(limits::kForcedMarchDays.clamp(army.forcedMarchDays + 1)),
                m_rules.forcedMarchModifier});
        Marcher m;
        m.army = a;
        m.order = static_cast<int>(o);
        m.speed = m_rules.armySpeed(army);
        m.miles = m.speed;
        marchers.push_back(m);
    }
    // H2.5 [house]: armies advance one hex at a time in turn, in a seeded shuffle per day.
    for (size_t i = marchers.size(); i > 1; --i)
        std::swap(marchers[i - 1], marchers[m_dice.draw(static_cast<std::uint32_t>(i))]);
    if (!marchers.empty()) {
        QStringList ids;
        for (const Marcher &m : marchers)
            ids << m_state.armies[static_cast<size_t>(m.army)].id;
        m_work.record(log::MarchSequence{day, m_log.addTexts(ids)});
    }
    for (bool progress = true; progress;) {
        progress = false;
        for (Marcher &m : marchers)
            if (!m.done) {
                step(m, day);
                progress = true;
            }
    }
    for (const Marcher &m : marchers) {
        const HexArmy &army = m_state.armies[static_cast<size_t>(m.army)];
        m_notes[army.id].marchedToday = m.hexes > 0;
    }
}

void DayResolver::step(Marcher &m, int day)
{
    HexMarchOrder &order = m_orders[static_cast<size_t>(m.order)];
    HexArmy &army = m_state.armies[static_cast<size_t>(m.army)];
    const auto finish = [&](MarchStop why, Hex next = {}, double needed = 0) {
        m.done = true;
        m_work.record(log::MarchDayEnded{m_work.ref(army.id), day, army.hex, m.hexes, m.miles, why,
                                         next, needed});
    };
    if (army.units.empty() || order.path.empty()) {
        finish(army.units.empty() ? MarchStop::Destroyed : MarchStop::PathComplete);
        return;
    }
    const Hex from = army.hex;
    const Hex next = order.path.front();
    const double cost = m_rules.entryCost(m_world, from, next);
    if (cost < 0) {
        order.path.clear();
        finish(MarchStop::CannotEnter, next);
        return;
    }
    // [house] an army that has not moved today may always enter one hex, however costly, so a
    // slow army is never stuck for good in front of a hex costing more than its daily miles.
    if (cost > m.miles && !(m.hexes == 0 && m.miles >= m.speed)) {
        finish(MarchStop::OutOfMiles, next, cost);
        return;
    }
    m.miles = std::max(0.0, m.miles - cost);
    ++m.hexes;
    order.path.erase(order.path.begin());
    const bool road = (m_world.roadMask(from) >> hexDirectionTo(from, next)) & 1u;
    m_work.record(log::ArmyMoved{m_work.ref(army.id), day, from, next, cost, m.miles, road});
    // H4.1: entering a hex that holds an opposing army means stopping to fight.
    for (size_t i = 0; i < m_state.armies.size(); ++i) {
        const HexArmy &other = m_state.armies[i];
        if (static_cast<int>(i) != m.army && other.hex == next && !other.units.empty() &&
            opposing(army, other)) {
            fight(m, static_cast<int>(i), from, day);
            finish(MarchStop::Battle);
            return;
        }
    }
    if (order.path.empty())
        finish(MarchStop::PathComplete);
}

void DayResolver::fight(Marcher &m, int defender, Hex cameFrom, int day)
{
    const int armies[2] = {m.army, defender};
    SupplyTracer &supply = m_work.supply;
    const bool outOfSupply[2] = {
        !supply.statusOf(m_state.armies[static_cast<size_t>(armies[0])]).inSupply,
        !supply.statusOf(m_state.armies[static_cast<size_t>(armies[1])]).inSupply};
    const QString id = QStringLiteral("W%1D%2B%3").arg(m_state.turn).arg(day).arg(++m_battles);
    HexBattle battle(id, m_state.armies[static_cast<size_t>(defender)].hex,
                     m_state.armies[static_cast<size_t>(armies[0])],
                     m_state.armies[static_cast<size_t>(armies[1])], outOfSupply, m_world, m_rules,
                     m_decisions, m_dice, m_log);
    battle.fight();
    const BattleAftermath after =
        applyBattle(battle, m_work, armies, cameFrom, m_world, m_decisions, m_dice);
    for (int s = 0; s < 2; ++s) {
        const HexArmy &army = m_state.armies[static_cast<size_t>(armies[s])];
        m_notes[army.id].calamities +=
            (after.calamityRout[s] ? 1 : 0) + (after.calamityHeavyLosses[s] ? 1 : 0);
        // [house] a beaten or stepped-back army's remaining path lapses; the winner that entered
        // goes on along its path the next day.
        if (after.winnerArmy != armies[s])
            for (HexMarchOrder &o : m_orders)
                if (o.army == army.id)
                    o.path.clear();
    }
}

QStringList contactPair(const HexArmy &a, const HexArmy &b)
{
    return {a.id, b.id};
}

} // namespace

HexTurnResult resolveHexDays(const World &world, const Ruleset &ruleset, const TurnState &state,
                             const std::vector<HexMarchOrder> &orders,
                             const HexResolveOptions &options, Dice &dice, TurnLog &log)
{
    const HexRules rules = HexRules::fromRuleset(ruleset);
    BattleDecisions defaults;
    BattleDecisions &decisions = options.decisions ? *options.decisions : defaults;
    HexTurnResult result;
    HexTurnState turn(state);
    SupplyTracer supply(world, turn.state);
    HexWork work{turn, rules, log, supply};
    TurnState &next = turn.state;
    std::vector<HexMarchOrder> paths = orders;
    QHash<QString, ArmyDayNotes> notes;
    for (const HexArmy &a : state.armies)
        notes[a.id].inSupply = a.daysOutOfSupply == 0;

    const int firstDay = std::clamp(options.firstDay, 1, 7);
    const int lastDay = std::min(7, firstDay + std::max(1, options.maxDays) - 1);
    int day = firstDay;
    for (; day <= lastDay; ++day) {
        work.record(log::DayStarted{next.turn, day});
        for (auto it = notes.begin(); it != notes.end(); ++it)
            it->marchedToday = false;
        DayResolver resolver(world, work, paths, decisions, dice, notes);
        resolver.march(day);
        for (const HexArmy &a : next.armies)
            if (!notes[a.id].marchedToday && a.forcedMarchDays > 0)
                // H2.3 [house]: one day without marching rests off every forced-march day.
                work.record(log::Rested{work.ref(a.id), day});
        endOfDay(work, day, dice, notes);
        // Armies without units are gone from the map (their losses are logged already).
        std::vector<TextRef> gone;
        for (const HexArmy &a : next.armies)
            if (a.units.empty())
                gone.push_back(work.ref(a.id));
        for (TextRef id : gone)
            work.record(log::ArmyDestroyed{id, day});
        ++result.daysResolved;
        // H2.4: opposing armies within 4 hexes at a day's end stop the week.
        for (size_t i = 0; i < next.armies.size(); ++i)
            for (size_t j = i + 1; j < next.armies.size(); ++j)
                if (opposing(next.armies[i], next.armies[j]) &&
                    hexDistance(next.armies[i].hex, next.armies[j].hex) <= rules.contactDistance)
                    result.contacts.push_back(contactPair(next.armies[i], next.armies[j]));
        if (!result.contacts.empty()) {
            result.contact = true;
            QStringList ids;
            for (const QStringList &p : result.contacts)
                ids << p.at(0) << p.at(1);
            work.record(log::ContactStop{day, rules.contactDistance, log.addTexts(ids)});
            ++day;
            break;
        }
    }
    result.nextDay = day > 7 ? 1 : day;
    result.weekComplete = day > 7;
    if (result.weekComplete)
        work.record(log::WeekEnded{next.turn});
    result.next = std::move(turn.state);
    for (const HexMarchOrder &o : paths)
        if (!o.path.empty())
            result.remainingOrders.push_back(o);
    return result;
}

} // namespace muster::hexrules
