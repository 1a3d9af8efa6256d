#include "autopilot/HexAutopilot.h"

#include "model/Campaign.h"
#include "model/Limits.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/HexRules.h"
#include "rules/hex/HexSupply.h"

#include <algorithm>
#include <limits>
#include <set>

namespace muster {

using namespace hexrules;

namespace {

class HexPlanner
{
public:
    HexPlanner(const World &world, const HexRules &rules, const KingdomView &view)
        : m_world(world), m_rules(rules), m_view(view), m_k(view.kingdom),
          m_supply(world, view.state)
    {
        for (const HexArmy &a : view.state.armies)
            if (a.kingdom != m_k)
                m_enemyHexes.insert(a.hex);
        for (size_t s = 0; s < world.strongholds.size(); ++s)
            if (world.strongholds[s].owner == m_k)
                for (const HexArmy &a : view.state.armies)
                    if (a.kingdom == m_k && a.hex == world.strongholds[s].hex)
                        m_held.insert(static_cast<int>(s));
    }

    QStringList plan(Doctrine doctrine)
    {
        std::vector<const HexArmy *> own;
        for (const HexArmy &a : m_view.state.armies)
            if (a.kingdom == m_k && !a.units.empty() && m_world.contains(a.hex))
                own.push_back(&a);
        std::sort(own.begin(), own.end(),
                  [](const HexArmy *a, const HexArmy *b) { return a->id < b->id; });
        QStringList lines;
        for (const HexArmy *army : own)
            if (const std::optional<HexMarchOrder> order = orderFor(*army, doctrine))
                if (const QString line = checked(*order); !line.isEmpty())
                    lines << line;
        return lines;
    }

private:
    std::optional<HexMarchOrder> orderFor(const HexArmy &army, Doctrine doctrine)
    {
        if (!m_supply.statusOf(army).inSupply)
            return marchTo(army, nearestStronghold(army, false));
        if (doctrine == Doctrine::Expand || doctrine == Doctrine::Raid) {
            if (const std::optional<HexRoute> attack = attackRoute(army, doctrine))
                return marchAlong(army, *attack);
            // No enemy it can beat in sight: one army stays on each stronghold it holds, the
            // others go looking, toward the nearest enemy stronghold (the map shows them all).
            if (!guardsAlone(army))
                if (const std::optional<HexRoute> search = nearestEnemyStronghold(army))
                    return marchAlong(army, *search);
        }
        if (onOwnStronghold(army))
            return std::nullopt; // it holds one already: it rests there
        const std::optional<HexRoute> guard = nearestStronghold(army, true);
        if (guard)
            m_held.insert(strongholdAt(guard->hexes.back()));
        return marchTo(army, guard);
    }

    /// Whether `army` is the first of its kingdom's armies (by id) on one of its strongholds.
    bool guardsAlone(const HexArmy &army) const
    {
        if (!onOwnStronghold(army))
            return false;
        for (const HexArmy &other : m_view.state.armies)
            if (other.kingdom == m_k && other.hex == army.hex && other.id < army.id &&
                !other.units.empty())
                return false;
        return true;
    }

    /// The nearest stronghold of another kingdom by march.
    std::optional<HexRoute> nearestEnemyStronghold(const HexArmy &army) const
    {
        std::optional<HexRoute> best;
        for (const Stronghold &st : m_world.strongholds) {
            if (st.owner == m_k || st.owner < 0)
                continue;
            const std::optional<HexRoute> route = routeTo(army, st.hex);
            if (route && (!best || route->miles < best->miles))
                best = route;
        }
        return best;
    }

    bool onOwnStronghold(const HexArmy &army) const
    {
        const int s = strongholdAt(army.hex);
        return s >= 0 && m_world.strongholds[static_cast<size_t>(s)].owner == m_k;
    }

    int strongholdAt(Hex hex) const
    {
        for (size_t s = 0; s < m_world.strongholds.size(); ++s)
            if (m_world.strongholds[s].hex == hex)
                return static_cast<int>(s);
        return -1;
    }

    /// Routes avoid every hex an enemy army is seen in but the goal (H2.1 orders: a path may end
    /// in such a hex, never pass through it).
    std::optional<HexRoute> routeTo(const HexArmy &army, Hex goal) const
    {
        if (goal == army.hex)
            return std::nullopt;
        HexRoute route = findMarchRoute(m_world, m_rules, army.hex, goal, [this, goal](Hex h) {
            return h != goal && m_enemyHexes.count(h) > 0;
        });
        if (!route.found || route.hexes.size() < 2)
            return std::nullopt;
        return route;
    }

    /// The nearest of the kingdom's strongholds by march (with `unheld`, only one no army of
    /// the kingdom holds or is sent to); ties go to the stronghold listed first.
    std::optional<HexRoute> nearestStronghold(const HexArmy &army, bool unheld) const
    {
        std::optional<HexRoute> best;
        for (size_t s = 0; s < m_world.strongholds.size(); ++s) {
            const Stronghold &st = m_world.strongholds[s];
            if (st.owner != m_k || (unheld && m_held.count(static_cast<int>(s))) ||
                m_enemyHexes.count(st.hex))
                continue;
            const std::optional<HexRoute> route = routeTo(army, st.hex);
            if (route && (!best || route->miles < best->miles))
                best = route;
        }
        return best;
    }

    /// The nearest enemy army seen that `army` outweighs (raid: only one out of supply).
    std::optional<HexRoute> attackRoute(const HexArmy &army, Doctrine doctrine)
    {
        const double strength = m_rules.armyBr(army);
        std::optional<HexRoute> best;
        for (const HexArmy &enemy : m_view.state.armies) {
            if (enemy.kingdom == m_k || enemy.units.empty() ||
                m_rules.armyBr(enemy) * kOutweigh > strength)
                continue;
            if (doctrine == Doctrine::Raid && m_supply.statusOf(enemy).inSupply)
                continue;
            const std::optional<HexRoute> route = routeTo(army, enemy.hex);
            if (route && (!best || route->miles < best->miles))
                best = route;
        }
        return best;
    }

    std::optional<HexMarchOrder> marchTo(const HexArmy &army, const std::optional<HexRoute> &route)
    {
        if (!route)
            return std::nullopt;
        return marchAlong(army, *route);
    }

    /// The route cut to what the army marches in a week on its marching days (H2.2, H2.3), and
    /// to a line the readers take.
    HexMarchOrder marchAlong(const HexArmy &army, const HexRoute &route) const
    {
        HexMarchOrder order;
        order.army = army.id;
        order.restDays = defaultRestDays(m_rules);
        const double weekMiles = static_cast<double>(m_rules.armySpeed(army)) *
                                 (7 - static_cast<int>(order.restDays.size()));
        double miles = 0;
        for (size_t i = 1; i < route.hexes.size(); ++i) {
            miles += m_rules.entryCost(m_world, route.hexes[i - 1], route.hexes[i]);
            if (i > 1 && miles > weekMiles)
                break;
            order.path.push_back(route.hexes[i]);
            if (marchOrderLine(order).size() > limits::kMaxOrderLineLength - 20) {
                order.path.pop_back();
                break;
            }
        }
        return order;
    }

    /// The order's line when the engine's reader takes it from the kingdom on its view; "" when
    /// it refuses it.
    QString checked(const HexMarchOrder &order) const
    {
        if (order.path.empty())
            return {};
        const QString line = marchOrderLine(order);
        const auto read = parseMarchOrder(line, m_k, m_world, m_view.state, m_rules);
        return read && *read ? line : QString();
    }

    const World &m_world;
    const HexRules &m_rules;
    const KingdomView &m_view;
    const int m_k;
    SupplyTracer m_supply;
    std::set<Hex> m_enemyHexes; // where an enemy army is seen
    std::set<int> m_held;       // the kingdom's strongholds an army of it holds or is sent to
};

} // namespace

QStringList hexAutopilotSheet(const World &world, const HexRules &rules, const KingdomView &view,
                              Doctrine doctrine)
{
    if (view.kingdom < 0)
        return {};
    return HexPlanner(world, rules, view).plan(doctrine);
}

QStringList hexAutopilotSheet(const Campaign &campaign, int kingdom, Doctrine doctrine)
{
    const HexRules rules = HexRules::fromRuleset(campaign.ruleset);
    return hexAutopilotSheet(campaign.world, rules, kingdomViewAtStart(campaign, kingdom),
                             doctrine);
}

} // namespace muster
