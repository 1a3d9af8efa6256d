#include "AreaSample.h"

#include "AreaGeography.h"
#include "AreaSampleOrders.h"
#include "SampleRandom.h"

#include <QSet>

#include <algorithm>
#include <array>
#include <span>

namespace muster::samples {

namespace {
struct Name
{
    const char *code;
    const char *name;
};

// One pool per area terrain (A1.1), used in area order; every code is three letters and unique.
constexpr Name kPlains[] = {{"ASH", "Ashfield"}, {"BAR", "Barrowmead"}, {"CRK", "Corncrake Vale"},
                            {"DUN", "Dunmere"},  {"ELM", "Elmstead"},   {"FAL", "Fallowdown"},
                            {"GLD", "Goldholm"}, {"HRW", "Harrowlea"},  {"KES", "Kestrel Downs"},
                            {"LRK", "Larkspur"}, {"MIL", "Millbrook"},  {"OAT", "Oatlands"}};
constexpr Name kUplands[] = {{"BRK", "Brackenrise"}, {"CRN", "Cairnhill"},    {"DSK", "Duskmoor"},
                             {"GRF", "Greyfell"},    {"HTH", "Heatherstane"}, {"KLN", "Kilnback"},
                             {"LAM", "Lammerhope"},  {"RVS", "Ravenscar"},    {"STB", "Stonebrow"},
                             {"THW", "Thornwold"},   {"WCR", "Windcrag"},     {"ULL", "Ullerdale"}};
constexpr Name kForest[] = {
    {"AWD", "the Ashenwood"}, {"BRH", "Briarhold"},  {"CND", "the Cinderwood"},
    {"DPH", "Deepholt"},      {"ELD", "Elderhurst"}, {"FOX", "Foxhollow"},
    {"GLM", "the Gloaming"},  {"HRT", "Hartwood"},   {"IRO", "Ironoaks"},
    {"MSW", "the Mossweald"}, {"NTL", "Nettlebed"},  {"OWL", "Owlcombe"}};
constexpr Name kMountains[] = {{"ANV", "the Anvil Peaks"},   {"BLK", "Bleakspire"},
                               {"CRW", "the Crowns of Ice"}, {"DRG", "Dragonback"},
                               {"GRM", "the Grimteeth"},     {"SKY", "Skyreach"},
                               {"THU", "the Thunderhorns"},  {"WLF", "Wolfsjaw"}};
constexpr Name kWetlands[] = {{"BFN", "the Blackfens"}, {"EEL", "Eelmarsh"},
                              {"MIR", "the Mirelands"}, {"RDW", "Reedwater"},
                              {"SDG", "Sedgemoor"},     {"SNK", "the Sunken Levels"}};
constexpr Name kCities[] = {{"HCS", "Highcastle"},
                            {"SLT", "Saltgate"},
                            {"KFD", "Kingsford"},
                            {"RVH", "Ravenhold"},
                            {"TAR", "Tarrowmouth"}};
constexpr Name kSeas[] = {{"GRD", "the Grey Deep"},     {"SHL", "the Shoal Sea"},
                          {"BST", "the Bay of Storms"}, {"GUL", "the Gull Sound"},
                          {"AMB", "the Amber Strait"},  {"LAN", "the Sea of Lanterns"},
                          {"WHL", "the Whaleroad"},     {"OCN", "the Outer Ocean"}};

std::span<const Name> namesFor(AreaTerrain t)
{
    switch (t) {
    case AreaTerrain::Plains:
        return kPlains;
    case AreaTerrain::Uplands:
        return kUplands;
    case AreaTerrain::Forest:
        return kForest;
    case AreaTerrain::Mountains:
        return kMountains;
    case AreaTerrain::Wetlands:
        return kWetlands;
    case AreaTerrain::City:
        return kCities;
    case AreaTerrain::Sea:
        return kSeas;
    }
    return {};
}

// Six kingdoms of distinct nationalities (A8.1) and colours far apart on the colour wheel, each
// with its player's address (where the pack goes), two with a contact line for the roundup; no
// player codes: a sample ships without codes, so no two games made from it share them
// (model/CampaignCodes.h).
const std::array<Kingdom, 6> kKingdoms{{
    {QStringLiteral("ALD"), QStringLiteral("Kingdom of Aldmark"), QStringLiteral("Aldish"),
     QStringLiteral("#ee6677"), QStringLiteral("ald@players.example"),
     QStringLiteral("Ann of Aldmark: ann@players.example, evenings (UTC)"), QString()},
    {QStringLiteral("BRE"), QStringLiteral("Brennic March"), QStringLiteral("Brennic"),
     QStringLiteral("#2b4bd8"), QStringLiteral("bre@players.example"), QString(), QString()},
    {QStringLiteral("CAL"), QStringLiteral("Caldoria"), QStringLiteral("Caldorian"),
     QStringLiteral("#228833"), QStringLiteral("cal@players.example"), QString(), QString()},
    {QStringLiteral("DRV"), QStringLiteral("Dravenholt"), QStringLiteral("Draven"),
     QStringLiteral("#ccbb44"), QStringLiteral("drv@players.example"),
     QStringLiteral("The Dravenholt council meets on Sundays: drv@players.example"), QString()},
    {QStringLiteral("ESS"), QStringLiteral("Principality of Esselin"), QStringLiteral("Esseline"),
     QStringLiteral("#aa3377"), QStringLiteral("ess@players.example"), QString(), QString()},
    {QStringLiteral("FEN"), QStringLiteral("Fennmark"), QStringLiteral("Fennish"),
     QStringLiteral("#66ccee"), QStringLiteral("fen@players.example"), QString(), QString()},
}};
// Areas each kingdom holds at the start, its capital included; the rest stay unowned.
constexpr std::array<int, 6> kQuota{7, 6, 6, 6, 5, 6};
constexpr int kShippingSeas = 4;

void nameAreas(World &world)
{
    std::array<size_t, kAreaTerrainCount> used{};
    for (size_t a = 0; a < world.areas.size(); ++a) {
        Area &area = world.areas[a];
        const auto t = static_cast<size_t>(area.terrain);
        const std::span<const Name> pool = namesFor(area.terrain);
        if (used[t] < pool.size()) {
            area.code = QLatin1String(pool[used[t]].code);
            area.name = QLatin1String(pool[used[t]].name);
        } else { // more areas of a terrain than names: still valid, just plain
            area.code = QStringLiteral("A%1").arg(a);
            area.name = QStringLiteral("Area %1").arg(a);
        }
        ++used[t];
    }
}

/// Steps over land from `from` to every land area; -1 where the sea is in the way.
std::vector<int> landDistances(const World &world, int from)
{
    std::vector<int> distance(world.areas.size(), -1);
    std::vector<int> queue{from};
    distance[static_cast<size_t>(from)] = 0;
    for (size_t k = 0; k < queue.size(); ++k)
        for (const int n : world.neighbours(queue[k]))
            if (!world.isSea(n) && distance[static_cast<size_t>(n)] < 0) {
                distance[static_cast<size_t>(n)] = distance[static_cast<size_t>(queue[k])] + 1;
                queue.push_back(n);
            }
    return distance;
}

/// The isle off the coast is joined to the nearest mainland area by a strait (an explicit link,
/// A1.1 adjacency), so armies can cross without ships.
void addStrait(World &world)
{
    int mainland = -1;
    for (int a = 0; a < static_cast<int>(world.areas.size()) && mainland < 0; ++a)
        if (world.areas[static_cast<size_t>(a)].terrain == AreaTerrain::City)
            mainland = a;
    if (mainland < 0)
        return;
    const std::vector<int> reach = landDistances(world, mainland);
    int best = 1 << 20, from = -1, to = -1;
    for (int a = 0; a < static_cast<int>(world.areas.size()); ++a) {
        if (world.isSea(a) || reach[static_cast<size_t>(a)] >= 0)
            continue; // only land cut off from the mainland
        for (int b = 0; b < static_cast<int>(world.areas.size()); ++b) {
            if (world.isSea(b) || reach[static_cast<size_t>(b)] < 0 ||
                world.areas[static_cast<size_t>(b)].terrain == AreaTerrain::City)
                continue;
            for (const Hex x : world.areas[static_cast<size_t>(a)].hexes)
                for (const Hex y : world.areas[static_cast<size_t>(b)].hexes)
                    if (hexDistance(x, y) < best) {
                        best = hexDistance(x, y);
                        from = a;
                        to = b;
                    }
        }
    }
    if (from >= 0) {
        world.links.push_back({from, to, QStringLiteral("strait")});
        world.rebuild();
    }
}

/// Capitals: the cities first, then land areas as far over land from the others as possible
/// (never a city's hinterland, never cut off by the sea).
std::vector<int> chooseCapitals(const World &world, const std::vector<int> &cities)
{
    std::vector<int> capitals(cities.begin(), cities.begin() + std::min<size_t>(cities.size(), 6));
    QSet<int> hinterlands;
    for (const int c : cities)
        hinterlands.insert(world.areas[static_cast<size_t>(c)].hinterland);
    std::vector<std::vector<int>> distances;
    for (const int c : capitals)
        distances.push_back(landDistances(world, c));
    while (capitals.size() < kKingdoms.size()) {
        int best = -1, bestScore = -1;
        for (int a = 0; a < static_cast<int>(world.areas.size()); ++a) {
            const AreaTerrain t = world.areas[static_cast<size_t>(a)].terrain;
            if (world.isSea(a) || t == AreaTerrain::City || hinterlands.contains(a) ||
                std::find(capitals.begin(), capitals.end(), a) != capitals.end())
                continue;
            int score = 1000;
            for (const auto &d : distances)
                score =
                    d[static_cast<size_t>(a)] < 0 ? -1 : std::min(score, d[static_cast<size_t>(a)]);
            if (score > bestScore) {
                best = a;
                bestScore = score;
            }
        }
        capitals.push_back(best);
        distances.push_back(landDistances(world, best));
    }
    return capitals;
}

/// Kingdoms grow from their capitals one area at a time in turn, over land, up to their quota.
std::vector<int> shareOutLand(const World &world, const std::vector<int> &capitals,
                              SampleRandom &random)
{
    std::vector<int> owner(world.areas.size(), -1);
    std::vector<int> held(kKingdoms.size(), 0);
    for (size_t k = 0; k < capitals.size(); ++k) {
        const Area &capital = world.areas[static_cast<size_t>(capitals[k])];
        owner[static_cast<size_t>(capitals[k])] = static_cast<int>(k);
        ++held[k];
        if (capital.hinterland >= 0 && owner[static_cast<size_t>(capital.hinterland)] < 0) {
            owner[static_cast<size_t>(capital.hinterland)] = static_cast<int>(k);
            ++held[k];
        }
    }
    for (bool grew = true; grew;) {
        grew = false;
        for (size_t k = 0; k < kKingdoms.size(); ++k) {
            if (held[k] >= kQuota[k])
                continue;
            std::vector<int> frontier;
            for (int a = 0; a < static_cast<int>(world.areas.size()); ++a)
                if (owner[static_cast<size_t>(a)] == static_cast<int>(k))
                    for (const int n : world.neighbours(a))
                        if (!world.isSea(n) && owner[static_cast<size_t>(n)] < 0 &&
                            std::find(frontier.begin(), frontier.end(), n) == frontier.end())
                            frontier.push_back(n);
            if (frontier.empty())
                continue;
            std::sort(frontier.begin(), frontier.end());
            const int pick =
                frontier[static_cast<size_t>(random.range(0, int(frontier.size()) - 1))];
            owner[static_cast<size_t>(pick)] = static_cast<int>(k);
            ++held[k];
            grew = true;
        }
    }
    return owner;
}

int basePopulation(AreaTerrain t)
{
    switch (t) {
    case AreaTerrain::City:
        return 5;
    case AreaTerrain::Plains:
        return 3;
    case AreaTerrain::Forest:
    case AreaTerrain::Uplands:
        return 2;
    case AreaTerrain::Wetlands:
    case AreaTerrain::Mountains:
        return 1;
    case AreaTerrain::Sea:
        return 0;
    }
    return 0;
}

/// Land: armies, population, forts and a defence mode (A1.2, A7.1) for each area.
void fillLand(const World &world, const std::vector<int> &owner, const std::vector<int> &capitals,
              TurnState &state, SampleRandom &random)
{
    for (int a = 0; a < static_cast<int>(world.areas.size()); ++a) {
        if (world.isSea(a))
            continue;
        AreaState &s = state.areas[static_cast<size_t>(a)];
        const Area &area = world.areas[static_cast<size_t>(a)];
        const bool capital = std::find(capitals.begin(), capitals.end(), a) != capitals.end();
        s.owner = owner[static_cast<size_t>(a)];
        s.population = std::max(0, basePopulation(area.terrain) + random.range(-1, 1));
        if (s.owner < 0) { // independent lands: a few free companies, no mode of their own
            s.armies = random.chance(0.4) ? 1 : 0;
            s.forts = random.chance(0.2) ? 1 : 0;
            continue;
        }
        s.armies = capital ? random.range(3, 5) : random.range(0, 3);
        s.forts = area.terrain == AreaTerrain::City ? random.range(1, 2)
                  : capital                         ? 1
                  : random.chance(0.15)             ? 1
                                                    : 0;
        std::vector<int> friendly, other;
        for (const int n : world.neighbours(a))
            if (!world.isSea(n))
                (owner[static_cast<size_t>(n)] == s.owner ? friendly : other).push_back(n);
        const double roll = random.unit();
        if (capital || area.terrain == AreaTerrain::City) {
            s.mode = DefenceMode::Defend;
        } else if (roll < 0.15 && !other.empty()) {
            s.mode = DefenceMode::Ambush; // A7.4: waits for attackers from a border area
            s.modeArea = other[static_cast<size_t>(random.range(0, int(other.size()) - 1))];
        } else if (roll < 0.35 && !friendly.empty()) {
            s.modeArea = friendly[static_cast<size_t>(random.range(0, int(friendly.size()) - 1))];
        } else if (roll < 0.5) {
            s.mode = DefenceMode::Defend;
        } // else RETREAT with no location, which defends (A7.1)
    }
}

/// Sea: the kingdom with most coast on a sea keeps ships there; some carry armies (A1.2, A5.7).
void fillSeas(const World &world, const std::vector<int> &owner, TurnState &state,
              SampleRandom &random)
{
    int fleets = 0;
    for (int a = 0; a < static_cast<int>(world.areas.size()) && fleets < kShippingSeas; ++a) {
        if (!world.isSea(a))
            continue;
        std::array<int, kKingdoms.size()> coast{};
        for (const int n : world.neighbours(a))
            if (!world.isSea(n) && owner[static_cast<size_t>(n)] >= 0)
                ++coast[static_cast<size_t>(owner[static_cast<size_t>(n)])];
        const auto best = std::max_element(coast.begin(), coast.end());
        if (*best == 0)
            continue;
        AreaState &s = state.areas[static_cast<size_t>(a)];
        s.owner = static_cast<int>(best - coast.begin());
        s.ships = random.range(2, 3);
        s.aboard = fleets % 2 == 0 ? random.range(1, s.ships) : 0;
        ++fleets;
    }
}
} // namespace

Campaign makeAreaSample(std::uint64_t seed)
{
    AreaGeography g = makeAreaGeography(seed, 44, 30);
    Campaign c;
    c.name = QStringLiteral("The Sundered Coast");
    c.seed = seed;
    c.ruleset = Ruleset::builtin(RulesetKind::Area);
    c.kingdoms.assign(kKingdoms.begin(), kKingdoms.end());
    c.world = std::move(g.world);
    nameAreas(c.world);
    c.world.rebuild();
    for (HexPath &river : c.world.rivers) // rivers of an area map carry no supply (that is H3.1)
        river.navigable = false;

    SampleRandom random(seed ^ 0x5eed);
    const std::vector<int> capitals = chooseCapitals(c.world, g.cities);
    const std::vector<int> owner = shareOutLand(c.world, capitals, random);

    TurnRecord turn;
    turn.number = 1;
    turn.seed = Campaign::turnSeed(c.seed, 1);
    turn.orders.resize(c.kingdoms.size());
    TurnState &s = turn.state;
    s.turn = 1;
    s.areas.resize(c.world.areas.size());
    fillLand(c.world, owner, capitals, s, random);
    fillSeas(c.world, owner, s, random);
    s.kingdoms.resize(c.kingdoms.size());
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        KingdomState &ks = s.kingdoms[k];
        for (size_t a = 0; a < s.areas.size(); ++a)
            if (s.areas[a].owner == static_cast<int>(k))
                ks.bp += s.areas[a].population; // one turn's income (A10.1) in hand
        ks.armyReserve = random.range(2, 4);
        ks.shipReserve = random.range(1, 2);
    }
    c.turns.push_back(std::move(turn));
    addStrait(c.world); // last, so the link changes nothing else in the sample
    c.turns.back().orders = areaSampleTurnOneOrders(c); // read against the finished map
    return c;
}

} // namespace muster::samples
