#include "setup/KingdomRoster.h"

#include "io/CampaignJsonParts.h"
#include "model/CampaignCodes.h"
#include "setup/ColourDistance.h"
#include "setup/KingdomPalette.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace muster {

namespace {
/// `index` once `removed` is gone: -1 for the removed kingdom itself.
int afterRemoval(int index, int removed)
{
    if (index == removed)
        return -1;
    return index > removed ? index - 1 : index;
}

/// `byKingdom` (a turn's messages, mails or stand-ins) once `removed` is gone.
template <typename Value> void withoutKingdom(std::map<int, Value> &byKingdom, int removed)
{
    std::map<int, Value> kept;
    for (auto &[from, value] : byKingdom)
        if (from != removed)
            kept.emplace(afterRemoval(from, removed), std::move(value));
    byKingdom = std::move(kept);
}

QString tr(const char *text)
{
    return QCoreApplication::translate("KingdomRoster", text);
}
} // namespace

KingdomRoster rosterOf(const Campaign &campaign)
{
    return {campaign.kingdoms, campaign.world.strongholds, campaign.current()};
}

void applyRoster(Campaign &campaign, const KingdomRoster &roster)
{
    campaign.kingdoms = roster.kingdoms;
    const bool strongholdsChanged =
        campaign.world.strongholds.size() != roster.strongholds.size() ||
        !std::equal(roster.strongholds.begin(), roster.strongholds.end(),
                    campaign.world.strongholds.begin(),
                    [](const Stronghold &a, const Stronghold &b) {
                        return a.owner == b.owner && a.hex == b.hex && a.name == b.name &&
                               a.fortified == b.fortified;
                    });
    campaign.world.strongholds = roster.strongholds;
    if (strongholdsChanged)
        campaign.world.rebuild();
    campaign.current() = roster.turn;
}

std::vector<int> territories(const World &world, const TurnState &state, std::size_t kingdoms)
{
    std::vector<int> out(kingdoms + 1, 0);
    for (std::size_t a = 0; a < state.areas.size() && a < world.areas.size(); ++a) {
        if (world.isSea(static_cast<int>(a)))
            continue;
        const int owner = state.areas[a].owner;
        ++out[owner >= 0 && static_cast<std::size_t>(owner) < kingdoms ? static_cast<size_t>(owner)
                                                                       : kingdoms];
    }
    return out;
}

int territoryOf(const World &world, const TurnState &state, int kingdom)
{
    const auto k = static_cast<std::size_t>(std::max(kingdom, 0));
    return kingdom < 0 ? 0 : territories(world, state, k + 1)[k];
}

KingdomHoldings holdingsOf(const Campaign &campaign, int kingdom)
{
    KingdomHoldings h;
    const TurnState &s = campaign.current().state;
    for (const AreaState &a : s.areas)
        if (a.owner == kingdom) {
            ++h.areas;
            h.armies += a.armies + a.aboard;
        }
    h.armies += static_cast<int>(
        std::count_if(s.armies.begin(), s.armies.end(),
                      [kingdom](const HexArmy &a) { return a.kingdom == kingdom; }));
    h.strongholds = static_cast<int>(
        std::count_if(campaign.world.strongholds.begin(), campaign.world.strongholds.end(),
                      [kingdom](const Stronghold &st) { return st.owner == kingdom; }));
    return h;
}

KingdomRoster withKingdomAdded(const Campaign &campaign, const Kingdom &kingdom,
                               const KingdomState &start)
{
    KingdomRoster r = rosterOf(campaign);
    r.kingdoms.push_back(kingdom);
    TurnState &s = r.turn.state;
    s.kingdoms.resize(campaign.kingdoms.size());
    s.kingdoms.push_back(start);
    if (!r.turn.orders.empty())
        r.turn.orders.resize(r.kingdoms.size());
    return r;
}

KingdomRoster withKingdomRemoved(const Campaign &campaign, int kingdom)
{
    KingdomRoster r = rosterOf(campaign);
    const auto k = static_cast<size_t>(kingdom);
    if (k >= r.kingdoms.size())
        return r;
    r.kingdoms.erase(r.kingdoms.begin() + kingdom);
    TurnState &s = r.turn.state;
    if (k < s.kingdoms.size())
        s.kingdoms.erase(s.kingdoms.begin() + kingdom);
    for (AreaState &a : s.areas) {
        if (a.owner == kingdom) {
            // Unowned land keeps its people and walls; what the kingdom had there goes with it.
            a = AreaState{-1, 0, a.population, a.forts, DefenceMode::Retreat, -1, 0, 0};
        } else {
            a.owner = afterRemoval(a.owner, kingdom);
        }
    }
    std::erase_if(s.armies, [kingdom](const HexArmy &a) { return a.kingdom == kingdom; });
    for (HexArmy &a : s.armies)
        a.kingdom = afterRemoval(a.kingdom, kingdom);
    std::erase_if(s.passages, [kingdom](const PassageGrant &g) {
        return g.grantor == kingdom || g.grantee == kingdom;
    });
    for (PassageGrant &g : s.passages) {
        g.grantor = afterRemoval(g.grantor, kingdom);
        g.grantee = afterRemoval(g.grantee, kingdom);
    }
    for (Stronghold &st : r.strongholds)
        st.owner = afterRemoval(st.owner, kingdom);
    if (k < r.turn.orders.size())
        r.turn.orders.erase(r.turn.orders.begin() + kingdom);
    withoutKingdom(r.turn.messages, kingdom);
    withoutKingdom(r.turn.mailed, kingdom);
    withoutKingdom(r.turn.standIns, kingdom);
    return r;
}

Problems kingdomProblems(const std::vector<Kingdom> &kingdoms)
{
    Problems problems;
    JsonFields fields(problems);
    kingdomsFromJson(kingdomsToJson(kingdoms), QStringLiteral("kingdoms"), fields);
    return problems;
}

Kingdom newKingdom(const Campaign &campaign, const QString &seaColour)
{
    Kingdom k;
    const KingdomIndex ids(campaign.kingdoms);
    // The first number free as an id and as a name: a kingdom renamed from "New kingdom 1" to
    // WST frees K1, and the next one would otherwise be a second "New kingdom 1".
    for (int n = 1;; ++n) {
        k.id = QStringLiteral("K%1").arg(n);
        k.name = tr("New kingdom %1").arg(n);
        if (ids.find(k.id) < 0 &&
            std::none_of(campaign.kingdoms.begin(), campaign.kingdoms.end(),
                         [&](const Kingdom &other) { return other.name == k.name; }))
            break;
    }
    k.nationality = k.name;
    k.playerCode = newPlayerCode(campaign);
    // The first colour of the palette that every player can tell from the sea and from each
    // kingdom's (in every vision, leastDistance); when none is left, the one that comes nearest.
    const auto sea = parseColour(seaColour);
    double best = -1;
    for (unsigned rgb : kKingdomPalette) {
        double nearest = std::numeric_limits<double>::max();
        for (const Kingdom &other : campaign.kingdoms)
            if (const auto o = parseColour(other.colour))
                nearest = std::min(nearest, leastDistance(rgb, *o).distance);
        if (sea)
            nearest = std::min(nearest, leastDistance(rgb, *sea).distance);
        if (nearest > best) {
            best = nearest;
            k.colour = QStringLiteral("#%1").arg(rgb, 6, 16, QLatin1Char('0'));
        }
        if (nearest >= kMinKingdomColourDistance)
            break;
    }
    return k;
}

} // namespace muster
