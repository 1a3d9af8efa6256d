#include "autopilot/AreaAutopilot.h"

#include "dice/Dice.h"
#include "model/Campaign.h"
#include "rules/area/AreaParameters.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <vector>

namespace muster {

namespace {

constexpr int kFar = std::numeric_limits<int>::max();

/// The plan of one kingdom's turn, with its own account of what each action leaves.
class Planner
{
public:
    Planner(const AreaRules &rules, const KingdomView &view, std::uint64_t seed)
        : m_world(rules.world), m_params(rules.params), m_view(view), m_state(view.state),
          m_k(view.kingdom),
          // Not the turn's dice stream (R2): the plan must not know how the turn's dice fall.
          m_random(seed ^ 0x9e3779b97f4a7c15ULL, 1000 + static_cast<std::uint64_t>(view.kingdom))
    {
        const size_t n = m_world.areas.size();
        m_armies.assign(n, 0);
        m_usedAsSource.assign(n, false);
        m_attacked.assign(n, false);
        for (size_t a = 0; a < n && a < m_state.areas.size(); ++a)
            if (own(static_cast<int>(a)))
                m_armies[a] = m_state.areas[a].armies;
        if (m_k >= 0 && static_cast<size_t>(m_k) < m_state.kingdoms.size()) {
            m_bp = m_state.kingdoms[static_cast<size_t>(m_k)].bp;
            m_reserve = m_state.kingdoms[static_cast<size_t>(m_k)].armyReserve;
        }
        m_slots = m_params.maxActions;
        for (size_t a = 0; a < n; ++a)
            if (own(static_cast<int>(a)))
                m_ownLand.push_back(static_cast<int>(a));
        shuffle(m_ownLand);
        distancesToBorder();
    }

    bool holdsLand() const { return !m_ownLand.empty(); }

    /// The kingdom's land areas next to land it does not own, the most threatened first.
    std::vector<int> borders() const
    {
        std::vector<int> out;
        for (int a : m_ownLand)
            if (m_distance[static_cast<size_t>(a)] == 0)
                out.push_back(a);
        std::stable_sort(out.begin(), out.end(),
                         [&](int a, int b) { return danger(a) > danger(b); });
        return out;
    }

    /// Attacks the land next to its borders: unowned land, and kingdoms' land too with
    /// `kingdoms`. Land seen to hold no armies falls to a MOVE of one more army than its defence
    /// (A5.1, A4.8); anything else is assaulted with half as many again as its expected defence.
    void attack(bool kingdoms)
    {
        for (int source : borders()) {
            if (m_slots == 0)
                return;
            const int spare = m_armies[static_cast<size_t>(source)] - 1; // one stays home
            if (spare < 1 || m_usedAsSource[static_cast<size_t>(source)])
                continue;
            int best = -1, bestRank = kFar, bestCount = 0;
            bool bestMove = false;
            for (int target : landAround(source)) {
                const AreaState &t = m_state.areas[static_cast<size_t>(target)];
                const bool unowned = t.owner < 0;
                if (m_attacked[static_cast<size_t>(target)] || (!kingdoms && !unowned))
                    continue;
                const bool emptySeen = m_view.sees(target) && t.armies == 0;
                const int defence = expectedDefence(target);
                const int needed = emptySeen ? defence + 1 : defence + defence / 2 + 1;
                // Unowned land first, then the weakest.
                const int rank = defence + (unowned ? 0 : 1000);
                if (spare >= needed && rank < bestRank) {
                    best = target;
                    bestRank = rank;
                    bestMove = emptySeen;
                    bestCount = emptySeen ? needed : spare;
                }
            }
            const ActionKind kind = bestMove ? ActionKind::Move : ActionKind::Assault;
            if (best < 0 || !afford(cost(kind)))
                continue;
            add(kind, bestCount, source, best);
            m_usedAsSource[static_cast<size_t>(source)] = true;
            m_attacked[static_cast<size_t>(best)] = true;
        }
    }

    /// Raids kingdoms' land next to its borders for population and BPs (A5.5: never a city).
    void raid()
    {
        for (int source : borders()) {
            if (m_slots == 0)
                return;
            // Two go: the raid costs one army where the defence holds, the other pillages.
            if (m_armies[static_cast<size_t>(source)] < 3 ||
                m_usedAsSource[static_cast<size_t>(source)])
                continue;
            int best = -1, bestDefence = kFar;
            for (int target : landAround(source)) {
                const AreaState &t = m_state.areas[static_cast<size_t>(target)];
                if (m_attacked[static_cast<size_t>(target)] || t.owner < 0 ||
                    m_world.areas[static_cast<size_t>(target)].terrain == AreaTerrain::City)
                    continue;
                if (const int d = expectedDefence(target); d < bestDefence) {
                    best = target;
                    bestDefence = d;
                }
            }
            if (best < 0 || !afford(m_params.costRaid))
                continue;
            add(ActionKind::Raid, 2, source, best);
            m_usedAsSource[static_cast<size_t>(source)] = true;
            m_attacked[static_cast<size_t>(best)] = true;
        }
    }

    /// New armies from the population (A5.10): in the areas of `order`, as many as the BPs and
    /// each area's population allow.
    void levy(const std::vector<int> &order)
    {
        const int each = m_params.costLevyPerArmy;
        for (int area : order) {
            if (m_slots == 0 || each <= 0)
                return;
            const int count =
                std::min(m_state.areas[static_cast<size_t>(area)].population, m_bp / each);
            if (count < 1)
                continue;
            m_bp -= count * each;
            add(ActionKind::Levy, count, -1, area);
            m_armies[static_cast<size_t>(area)] += count;
        }
    }

    /// Armies from the reserve into the most threatened borders not used as a source (A5.11: the
    /// area becomes sticky).
    void reserve()
    {
        const int each = m_params.costReservePerArmy;
        for (int area : borders()) {
            if (m_slots == 0 || m_reserve < 1 || each <= 0)
                return;
            if (m_usedAsSource[static_cast<size_t>(area)] || danger(area) <= 0)
                continue;
            const int count = std::min(m_reserve, m_bp / each);
            if (count < 1)
                return;
            m_bp -= count * each;
            m_reserve -= count;
            add(ActionKind::Reserve, count, -1, area);
            m_armies[static_cast<size_t>(area)] += count;
            m_usedAsSource[static_cast<size_t>(area)] = true;
        }
    }

    /// Armies away from the borders move one area nearer them, the nearest first: an area that
    /// sent its armies may then take others' (entering it may make it sticky, A6.1, and it sends
    /// no more).
    void gatherAtBorders()
    {
        std::vector<int> inland;
        for (int a : m_ownLand)
            if (const int d = m_distance[static_cast<size_t>(a)]; d > 0 && d < kFar)
                inland.push_back(a);
        std::stable_sort(inland.begin(), inland.end(), [&](int a, int b) {
            return m_distance[static_cast<size_t>(a)] < m_distance[static_cast<size_t>(b)];
        });
        for (int source : inland) {
            const int armies = m_armies[static_cast<size_t>(source)];
            if (m_slots == 0)
                return;
            if (armies < 1 || m_usedAsSource[static_cast<size_t>(source)])
                continue;
            int toward = -1;
            for (int n : m_world.neighbours(source))
                if (own(n) &&
                    m_distance[static_cast<size_t>(n)] < m_distance[static_cast<size_t>(source)]) {
                    toward = n;
                    break;
                }
            if (toward < 0 || !afford(m_params.costMove))
                continue;
            add(ActionKind::Move, armies, source, toward);
            m_usedAsSource[static_cast<size_t>(source)] = true;
            m_armies[static_cast<size_t>(source)] = 0;
            m_armies[static_cast<size_t>(toward)] += armies;
        }
    }

    /// DEFEND in the threatened borders still set to retreat or ambush (A5.12: free).
    void holdBorders()
    {
        for (int area : borders()) {
            if (m_slots == 0 || danger(area) <= 0)
                return;
            if (m_state.areas[static_cast<size_t>(area)].mode != DefenceMode::Defend)
                add(ActionKind::Defend, 0, -1, area);
        }
    }

    /// Borders by danger, then the rest: where new armies serve first.
    std::vector<int> levyOrder() const
    {
        std::vector<int> order = borders();
        for (int a : m_ownLand)
            if (m_distance[static_cast<size_t>(a)] != 0)
                order.push_back(a);
        return order;
    }

    std::vector<AreaAction> actions() const { return m_actions; }

private:
    bool own(int area) const
    {
        return area >= 0 && static_cast<size_t>(area) < m_state.areas.size() &&
               m_state.areas[static_cast<size_t>(area)].owner == m_k && !m_world.isSea(area);
    }

    /// The land around `area` the kingdom does not own, in the plan's shuffled order.
    std::vector<int> landAround(int area)
    {
        std::vector<int> out;
        for (int n : m_world.neighbours(area))
            if (!m_world.isSea(n) && !own(n))
                out.push_back(n);
        shuffle(out);
        return out;
    }

    int expectedDefence(int area) const
    {
        if (m_view.sees(area))
            return areaDefenceLevel(m_world, m_params, m_state, area);
        return m_state.areas[static_cast<size_t>(area)].owner < 0 ? kUnseenUnownedDefence
                                                                  : kUnseenOwnedDefence;
    }

    /// The armies the kingdom sees next to `area` that are not its own, less the area's own
    /// defence: how far an attack there would outmatch it.
    int danger(int area) const
    {
        int near = 0;
        for (int n : m_world.neighbours(area))
            if (!m_world.isSea(n) && !own(n) && m_state.areas[static_cast<size_t>(n)].owner >= 0)
                near += m_view.sees(n) ? m_state.areas[static_cast<size_t>(n)].armies
                                       : kUnseenOwnedDefence;
        return near - m_armies[static_cast<size_t>(area)];
    }

    int cost(ActionKind kind) const
    {
        return kind == ActionKind::Assault ? m_params.costAssault : m_params.costMove;
    }

    bool afford(int bp)
    {
        if (bp > m_bp)
            return false;
        m_bp -= bp;
        return true;
    }

    void add(ActionKind kind, int count, int source, int target)
    {
        AreaAction a;
        a.number = static_cast<int>(m_actions.size()) + 1;
        a.kind = kind;
        a.count = {ActionCount::Kind::Exact, count};
        a.source = source;
        a.target = target;
        if (kind == ActionKind::Move || kind == ActionKind::Assault || kind == ActionKind::Raid)
            m_armies[static_cast<size_t>(source)] -= count;
        m_actions.push_back(a);
        --m_slots;
    }

    /// Steps from each own land area to the nearest own land next to land it does not own (0 for
    /// those), over its own land only; kFar for an area cut off from every border.
    void distancesToBorder()
    {
        m_distance.assign(m_world.areas.size(), kFar);
        std::deque<int> queue;
        for (int a : m_ownLand)
            for (int n : m_world.neighbours(a))
                if (!m_world.isSea(n) && !own(n)) {
                    m_distance[static_cast<size_t>(a)] = 0;
                    queue.push_back(a);
                    break;
                }
        while (!queue.empty()) {
            const int a = queue.front();
            queue.pop_front();
            for (int n : m_world.neighbours(a))
                if (own(n) && m_distance[static_cast<size_t>(n)] == kFar) {
                    m_distance[static_cast<size_t>(n)] = m_distance[static_cast<size_t>(a)] + 1;
                    queue.push_back(n);
                }
        }
    }

    void shuffle(std::vector<int> &v)
    {
        for (size_t i = v.size(); i > 1; --i)
            std::swap(v[i - 1], v[m_random.below(static_cast<std::uint32_t>(i))]);
    }

    const World &m_world;
    const AreaParameters &m_params;
    const KingdomView &m_view;
    const TurnState &m_state;
    int m_k;
    Pcg32 m_random;
    int m_bp = 0, m_reserve = 0, m_slots = 0;
    std::vector<int> m_ownLand, m_armies, m_distance;
    std::vector<bool> m_usedAsSource, m_attacked;
    std::vector<AreaAction> m_actions;
};

std::vector<AreaAction> plan(const AreaRules &rules, const KingdomView &view, std::uint64_t seed,
                             Doctrine doctrine)
{
    Planner p(rules, view, seed);
    if (!p.holdsLand())
        return {};
    // Attacks come first, before armies arrive in their sources (an entered area may be sticky,
    // A6.1); the BPs they need are spent before new armies are paid for.
    switch (doctrine) {
    case Doctrine::Defend:
        p.levy(p.levyOrder());
        p.reserve();
        p.gatherAtBorders();
        p.holdBorders();
        break;
    case Doctrine::Consolidate:
        p.attack(false);
        p.gatherAtBorders();
        p.levy(p.levyOrder());
        break;
    case Doctrine::Expand:
        p.attack(true);
        p.gatherAtBorders();
        p.levy(p.levyOrder());
        break;
    case Doctrine::Raid:
        p.raid();
        p.levy(p.levyOrder());
        p.gatherAtBorders();
        break;
    }
    std::vector<AreaAction> actions = p.actions();
    // A levy's armies may act in the same turn (A5.10), but the plan spends none of them: levies
    // go first, so what a later action takes is there whatever the order.
    std::stable_partition(actions.begin(), actions.end(),
                          [](const AreaAction &a) { return a.kind == ActionKind::Levy; });
    for (size_t i = 0; i < actions.size(); ++i)
        actions[i].number = static_cast<int>(i) + 1;
    return actions;
}

/// The actions the engine refuses when the kingdom's sheet runs alone on its view of the state.
std::vector<int> refusedAlone(const AreaRules &rules, const KingdomView &view,
                              const std::vector<AreaAction> &actions, std::uint64_t seed)
{
    AreaOrders orders(rules.kingdoms.size());
    orders[static_cast<size_t>(view.kingdom)] = actions;
    // Not the turn's dice either: only the engine's refusals are read from this run.
    const AreaTurnResult run =
        resolveAreaTurn(rules, view.state, orders, seed ^ 0x5851f42d4c957f2dULL);
    std::vector<int> refused;
    for (std::size_t i = 0; i < run.log.size(); ++i)
        if (const auto *f = run.log.get<log::ActionFailed>(i);
            f && f->kingdom.index == view.kingdom)
            refused.push_back(f->action.number);
    return refused;
}

} // namespace

QStringList checkedAlone(const AreaRules &rules, const KingdomView &view,
                         std::vector<AreaAction> actions, std::uint64_t seed)
{
    if (view.kingdom < 0 || static_cast<size_t>(view.kingdom) >= rules.kingdoms.size() ||
        view.state.areas.size() != rules.world.areas.size())
        return {};
    // A refused action is dropped and the rest run again (an action after it may have counted
    // on it), at most once per action.
    for (size_t i = 0; i < actions.size(); ++i)
        actions[i].number = static_cast<int>(i) + 1;
    for (size_t round = 0; round <= actions.size(); ++round) {
        const std::vector<int> refused = refusedAlone(rules, view, actions, seed);
        if (refused.empty())
            break;
        std::erase_if(actions, [&](const AreaAction &a) {
            return std::find(refused.begin(), refused.end(), a.number) != refused.end();
        });
        for (size_t i = 0; i < actions.size(); ++i)
            actions[i].number = static_cast<int>(i) + 1;
    }
    QStringList lines;
    for (const AreaAction &a : actions)
        lines << formatAction(a, rules.world);
    return lines;
}

QStringList areaAutopilotSheet(const AreaRules &rules, const KingdomView &view, std::uint64_t seed,
                               Doctrine doctrine)
{
    if (view.kingdom < 0 || static_cast<size_t>(view.kingdom) >= rules.kingdoms.size() ||
        view.state.areas.size() != rules.world.areas.size())
        return {};
    return checkedAlone(rules, view, plan(rules, view, seed, doctrine), seed);
}

QStringList areaAutopilotSheet(const Campaign &campaign, int kingdom, Doctrine doctrine)
{
    const AreaRules rules{campaign.world, campaign.kingdoms,
                          AreaParameters::fromRuleset(campaign.ruleset)};
    return areaAutopilotSheet(rules, kingdomViewAtStart(campaign, kingdom), campaign.current().seed,
                              doctrine);
}

} // namespace muster
