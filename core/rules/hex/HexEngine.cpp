#include "rules/hex/HexEngine.h"

#include "model/Limits.h"

#include "rules/hex/HexAftermath.h"
#include "rules/hex/HexBattle.h"
#include "rules/hex/HexEvents.h"
#include "rules/hex/HexSupply.h"
#include "rules/hex/HexUpkeep.h"

#include <QJsonArray>

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
    DayResolver(const World &world, const HexRules &rules, TurnState &state,
                std::vector<HexMarchOrder> &orders, BattleDecisions &decisions, Dice &dice,
                TurnLog &log, QHash<QString, ArmyDayNotes> &notes)
        : m_world(world), m_rules(rules), m_state(state), m_orders(orders), m_decisions(decisions),
          m_dice(dice), m_log(log), m_notes(notes)
    {}

    void march(int day);

private:
    int armyIndex(const QString &id) const;
    bool isMarchDay(const HexMarchOrder &order, int day, int *marchDayNumber) const;
    void step(Marcher &m, int day);
    void fight(Marcher &m, int defender, Hex cameFrom, int day);

    const World &m_world;
    const HexRules &m_rules;
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
        if (number > 7 - m_rules.restDaysPerWeek) {
            // Never more than a week's worth, the most a file keeps (model/Limits.h).
            army.forcedMarchDays =
                static_cast<int>(limits::kForcedMarchDays.clamp(army.forcedMarchDays + 1));
            m_log.add(hexEvent(QStringLiteral("ForcedMarch"), QStringLiteral("H2.3"),
                               {{QStringLiteral("army"), army.id},
                                {QStringLiteral("day"), day},
                                {QStringLiteral("marchDay"), number},
                                {QStringLiteral("forcedMarchDays"), army.forcedMarchDays}},
                               QStringLiteral("Day %1: army %2 marches a %3th day this week, a "
                                              "forced march (%4 until rested).")
                                   .arg(day)
                                   .arg(army.id)
                                   .arg(number)
                                   .arg(army.forcedMarchDays * m_rules.forcedMarchModifier)));
        }
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
        QJsonArray ids;
        QStringList names;
        for (const Marcher &m : marchers) {
            ids.append(m_state.armies[static_cast<size_t>(m.army)].id);
            names << m_state.armies[static_cast<size_t>(m.army)].id;
        }
        m_log.add(hexEvent(QStringLiteral("MarchSequence"), QStringLiteral("H2.5"),
                           {{QStringLiteral("day"), day}, {QStringLiteral("armies"), ids}},
                           QStringLiteral("Day %1: armies advance in the order %2.")
                               .arg(day)
                               .arg(names.join(QStringLiteral(", ")))));
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
    auto finish = [&](const QString &why) {
        m.done = true;
        m_log.add(
            hexEvent(QStringLiteral("MarchDayEnded"), QStringLiteral("H2.2"),
                     {{QStringLiteral("army"), army.id},
                      {QStringLiteral("day"), day},
                      {QStringLiteral("hex"), hexLabel(army.hex)},
                      {QStringLiteral("hexes"), m.hexes},
                      {QStringLiteral("milesUnused"), m.miles},
                      {QStringLiteral("why"), why}},
                     QStringLiteral("Day %1: army %2 ends its march at %3 after %4 hexes (%5).")
                         .arg(day)
                         .arg(army.id, hexLabel(army.hex))
                         .arg(m.hexes)
                         .arg(why)));
    };
    if (army.units.empty() || order.path.empty()) {
        finish(army.units.empty() ? QStringLiteral("destroyed") : QStringLiteral("path complete"));
        return;
    }
    const Hex from = army.hex;
    const Hex next = order.path.front();
    const double cost = m_rules.entryCost(m_world, from, next);
    if (cost < 0) {
        order.path.clear();
        finish(QStringLiteral("%1 cannot be entered; the order lapses").arg(hexLabel(next)));
        return;
    }
    // [house] an army that has not moved today may always enter one hex, however costly, so a
    // slow army is never stuck for good in front of a hex costing more than its daily miles.
    if (cost > m.miles && !(m.hexes == 0 && m.miles >= m.speed)) {
        finish(QStringLiteral("%1 miles left, %2 needed for %3")
                   .arg(m.miles)
                   .arg(cost)
                   .arg(hexLabel(next)));
        return;
    }
    m.miles = std::max(0.0, m.miles - cost);
    ++m.hexes;
    army.hex = next;
    order.path.erase(order.path.begin());
    m_log.add(hexEvent(QStringLiteral("ArmyMoved"), QStringLiteral("H2.2"),
                       {{QStringLiteral("army"), army.id},
                        {QStringLiteral("day"), day},
                        {QStringLiteral("from"), hexLabel(from)},
                        {QStringLiteral("to"), hexLabel(next)},
                        {QStringLiteral("miles"), cost},
                        {QStringLiteral("milesLeft"), m.miles}},
                       QStringLiteral("Day %1: army %2 marches from %3 to %4 (%5, %6 miles; %7 "
                                      "left today).")
                           .arg(day)
                           .arg(army.id, hexLabel(from), hexLabel(next),
                                ((m_world.roadMask(from) >> hexDirectionTo(from, next)) & 1u)
                                    ? QStringLiteral("road")
                                    : hexTerrainName(m_world.terrainAt(next)))
                           .arg(cost)
                           .arg(m.miles)));
    // H4.1: entering a hex that holds an opposing army means stopping to fight.
    for (size_t i = 0; i < m_state.armies.size(); ++i) {
        const HexArmy &other = m_state.armies[i];
        if (static_cast<int>(i) != m.army && other.hex == next && !other.units.empty() &&
            opposing(army, other)) {
            fight(m, static_cast<int>(i), from, day);
            finish(QStringLiteral("battle"));
            return;
        }
    }
    if (order.path.empty())
        finish(QStringLiteral("path complete"));
}

void DayResolver::fight(Marcher &m, int defender, Hex cameFrom, int day)
{
    const int armies[2] = {m.army, defender};
    SupplyTracer tracer(m_world, m_state);
    const bool outOfSupply[2] = {
        !tracer.statusOf(m_state.armies[static_cast<size_t>(armies[0])]).inSupply,
        !tracer.statusOf(m_state.armies[static_cast<size_t>(armies[1])]).inSupply};
    const QString id = QStringLiteral("W%1D%2B%3").arg(m_state.turn).arg(day).arg(++m_battles);
    HexBattle battle(id, m_state.armies[static_cast<size_t>(defender)].hex,
                     m_state.armies[static_cast<size_t>(armies[0])],
                     m_state.armies[static_cast<size_t>(armies[1])], outOfSupply, m_world, m_rules,
                     m_decisions, m_dice, m_log);
    battle.fight();
    const BattleAftermath after = applyBattle(battle, m_state, armies, cameFrom, m_world, m_rules,
                                              m_decisions, m_dice, m_log);
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
    result.next = state;
    TurnState &next = result.next;
    std::vector<HexMarchOrder> paths = orders;
    QHash<QString, ArmyDayNotes> notes;
    for (const HexArmy &a : state.armies)
        notes[a.id].inSupply = a.daysOutOfSupply == 0;

    const int firstDay = std::clamp(options.firstDay, 1, 7);
    const int lastDay = std::min(7, firstDay + std::max(1, options.maxDays) - 1);
    int day = firstDay;
    for (; day <= lastDay; ++day) {
        log.add(hexEvent(QStringLiteral("DayStarted"), QStringLiteral("H2.1"),
                         {{QStringLiteral("week"), next.turn}, {QStringLiteral("day"), day}},
                         QStringLiteral("Week %1, day %2.").arg(next.turn).arg(day)));
        for (auto it = notes.begin(); it != notes.end(); ++it)
            it->marchedToday = false;
        DayResolver resolver(world, rules, next, paths, decisions, dice, log, notes);
        resolver.march(day);
        for (HexArmy &a : next.armies)
            if (!notes[a.id].marchedToday && a.forcedMarchDays > 0) {
                // H2.3 [house]: one day without marching rests off every forced-march day.
                a.forcedMarchDays = 0;
                log.add(hexEvent(QStringLiteral("Rested"), QStringLiteral("H2.3"),
                                 {{QStringLiteral("army"), a.id}, {QStringLiteral("day"), day}},
                                 QStringLiteral("Day %1: army %2 rests off its forced march.")
                                     .arg(day)
                                     .arg(a.id)));
            }
        endOfDay(next, day, world, rules, dice, log, notes);
        // Armies without units are gone from the map (their losses are logged already).
        for (auto it = next.armies.begin(); it != next.armies.end();) {
            if (it->units.empty()) {
                log.add(hexEvent(QStringLiteral("ArmyDestroyed"), QStringLiteral("H3.2, H4.3"),
                                 {{QStringLiteral("army"), it->id}, {QStringLiteral("day"), day}},
                                 QStringLiteral("Day %1: army %2 has no units left and is gone.")
                                     .arg(day)
                                     .arg(it->id)));
                it = next.armies.erase(it);
            } else {
                ++it;
            }
        }
        ++result.daysResolved;
        // H2.4: opposing armies within 4 hexes at a day's end stop the week.
        for (size_t i = 0; i < next.armies.size(); ++i)
            for (size_t j = i + 1; j < next.armies.size(); ++j)
                if (opposing(next.armies[i], next.armies[j]) &&
                    hexDistance(next.armies[i].hex, next.armies[j].hex) <= rules.contactDistance)
                    result.contacts.push_back(contactPair(next.armies[i], next.armies[j]));
        if (!result.contacts.empty()) {
            result.contact = true;
            QJsonArray pairs;
            QStringList words;
            for (const QStringList &p : result.contacts) {
                pairs.append(QJsonArray{p.at(0), p.at(1)});
                words << p.join(QStringLiteral(" and "));
            }
            log.add(
                hexEvent(QStringLiteral("ContactStop"), QStringLiteral("H2.4"),
                         {{QStringLiteral("day"), day}, {QStringLiteral("pairs"), pairs}},
                         QStringLiteral("Day %1 ends with opposing armies within %2 hexes (%3): "
                                        "resolution stops; orders are now given day by day.")
                             .arg(day)
                             .arg(rules.contactDistance)
                             .arg(words.join(QStringLiteral("; ")))));
            ++day;
            break;
        }
    }
    result.nextDay = day > 7 ? 1 : day;
    result.weekComplete = day > 7;
    if (result.weekComplete)
        ++next.turn;
    for (const HexMarchOrder &o : paths)
        if (!o.path.empty())
            result.remainingOrders.push_back(o);
    return result;
}

} // namespace muster::hexrules
