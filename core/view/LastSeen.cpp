#include "view/LastSeen.h"

#include <QSet>

#include <algorithm>
#include <map>

namespace muster {

LastSeen lastSeen(const Campaign &campaign, const KingdomView &view)
{
    LastSeen out;
    out.kingdom = view.kingdom;
    out.turnIndex = view.turnIndex;
    const bool hexes = !view.hexes.empty();
    const int count = static_cast<int>(hexes ? view.hexes.size() : view.areas.size());
    auto sees = [hexes](const KingdomView &v, int i) { return hexes ? v.seesHex(i) : v.sees(i); };
    // Out of sight now and not yet found in an earlier view: each earlier view, newest first, is
    // searched for these alone, so the first view that saw one is the last turn it was seen.
    std::vector<int> pending;
    for (int i = 0; i < count; ++i)
        if (!sees(view, i))
            pending.push_back(i);
    // An army is remembered only where it was seen last: not at all when seen now, and not in an
    // older view than the newest that showed it.
    QSet<QString> seenSince;
    for (const HexArmy &a : view.state.armies)
        seenSince.insert(a.id);
    for (int t = view.turnIndex - 1; t >= 0 && !pending.empty(); --t) {
        if (!campaign.turns.summary(static_cast<size_t>(t)).resolved)
            continue;
        const KingdomView then = kingdomView(campaign, t, view.kingdom);
        std::map<int, std::vector<HexArmy>> armiesAt;
        for (const HexArmy &a : then.state.armies)
            if (!seenSince.contains(a.id))
                armiesAt[campaign.world.indexOf(a.hex)].push_back(a);
        for (const HexArmy &a : then.state.armies)
            seenSince.insert(a.id);
        std::erase_if(pending, [&](int i) {
            if (!sees(then, i))
                return false;
            if (hexes)
                out.hexes.push_back({i, t, armiesAt[i]});
            else
                out.areas.push_back({i, t, then.state.areas[static_cast<size_t>(i)]});
            return true;
        });
    }
    std::sort(out.areas.begin(), out.areas.end(),
              [](const RememberedArea &a, const RememberedArea &b) { return a.area < b.area; });
    std::sort(out.hexes.begin(), out.hexes.end(),
              [](const RememberedHex &a, const RememberedHex &b) { return a.hex < b.hex; });
    return out;
}

KingdomView withMemory(const KingdomView &view, const LastSeen &memory)
{
    KingdomView out = view;
    for (const RememberedArea &r : memory.areas) {
        const auto a = static_cast<size_t>(r.area);
        if (a >= out.areas.size() || a >= out.state.areas.size())
            continue;
        AreaState then = r.state;
        if (out.areas[a] == Sight::Public)
            then.owner = out.state.areas[a].owner;
        out.state.areas[a] = then;
        out.areas[a] = Sight::Remembered;
    }
    for (const RememberedHex &r : memory.hexes) {
        if (r.hex < 0 || r.hex >= static_cast<int>(out.hexes.size()))
            continue;
        out.hexes[static_cast<size_t>(r.hex)] = Sight::Remembered;
        out.state.armies.insert(out.state.armies.end(), r.armies.begin(), r.armies.end());
    }
    return out;
}

} // namespace muster
