#include "model/WorldCheck.h"

#include "model/World.h"

#include <QSet>

#include <algorithm>

namespace muster {

namespace {
class Collector
{
public:
    explicit Collector(std::vector<WorldProblem> &out) : m_out(out) {}
    void add(WorldIssue issue, WorldPlace place, QString message)
    {
        m_out.push_back({issue, std::move(place), std::move(message)});
    }

private:
    std::vector<WorldProblem> &m_out;
};

void checkAreas(const World &w, Collector &out)
{
    QSet<QString> codes;
    const std::vector<std::optional<Hex>> detached = detachedHexes(w);
    for (size_t i = 0; i < w.areas.size(); ++i) {
        const int index = static_cast<int>(i);
        const Area &a = w.areas[i];
        const auto place = [&](const QString &field, std::optional<Hex> hex = std::nullopt) {
            return WorldPlace{WorldPlace::Part::Area, index, field, -1, hex};
        };
        if (!isWellFormedCode(a.code))
            out.add(WorldIssue::MalformedCode, place(QStringLiteral("code")),
                    malformedAreaCodeMessage(a.code));
        else if (codes.contains(a.code))
            out.add(WorldIssue::DuplicateCode, place(QStringLiteral("code")),
                    duplicateAreaCodeMessage(a.code));
        codes.insert(a.code);
        if (w.hexCount() > 0 && a.hexes.empty())
            out.add(WorldIssue::AreaWithoutHexes, place({}),
                    QStringLiteral("area \"%1\" has no hexes on the area map").arg(a.code));
        // A sea area may lie in pieces: a sea zone is one place for ships whatever islands or
        // capes cut it. A land area in pieces would border places it does not touch (A1.1).
        if (const std::optional<Hex> cut = detached[i]; cut && a.terrain != AreaTerrain::Sea)
            out.add(WorldIssue::AreaInPieces, place({}, *cut),
                    QStringLiteral("area \"%1\" is in pieces: hex %2 is not joined to hex %3 "
                                   "(A1.1)")
                        .arg(a.code, hexLabel(*cut), hexLabel(a.hexes.front())));
        const QString hinterland = QStringLiteral("hinterland");
        if (a.hinterland < 0) {
            if (a.terrain == AreaTerrain::City)
                out.add(WorldIssue::CityWithoutHinterland, place(hinterland),
                        QStringLiteral("city \"%1\" needs a hinterland (A1.1)").arg(a.code));
            continue;
        }
        const Area &h = w.areas[static_cast<size_t>(a.hinterland)];
        if (a.terrain != AreaTerrain::City)
            out.add(WorldIssue::HinterlandOfNonCity, place(hinterland),
                    hinterlandOfNonCityMessage(a.code, a.terrain));
        else if (h.terrain == AreaTerrain::City || h.terrain == AreaTerrain::Sea)
            out.add(WorldIssue::HinterlandNotLand, place(hinterland),
                    hinterlandNotLandMessage(h.code));
        else if (!w.adjacent(index, a.hinterland))
            out.add(WorldIssue::CityNotBesideHinterland, place(hinterland),
                    cityNotBesideHinterlandMessage(a.code, h.code));
    }
}

void checkLinks(const std::vector<AreaLink> &links, WorldPlace::Part part, Collector &out)
{
    for (size_t i = 0; i < links.size(); ++i)
        if (links[i].a == links[i].b)
            out.add(WorldIssue::LinkToItself,
                    {part, static_cast<int>(i), QStringLiteral("between"), -1, std::nullopt},
                    linkToItselfMessage());
}

void checkPaths(const World &w, const std::vector<HexPath> &paths, WorldPlace::Part part,
                Collector &out)
{
    const QString field = QStringLiteral("hexes");
    for (size_t i = 0; i < paths.size(); ++i) {
        const std::vector<Hex> &hexes = paths[i].hexes;
        const int index = static_cast<int>(i);
        for (size_t j = 0; j < hexes.size(); ++j) {
            const WorldPlace place{part, index, field, static_cast<int>(j), hexes[j]};
            if (!w.contains(hexes[j]))
                out.add(WorldIssue::PathHexOffMap, place, hexOffMapMessage(hexes[j], w));
            else if (j > 0 && hexDistance(hexes[j - 1], hexes[j]) != 1)
                out.add(WorldIssue::PathGap, place, pathGapMessage(hexes[j], hexes[j - 1]));
        }
        if (hexes.size() < 2)
            out.add(WorldIssue::PathTooShort,
                    {part, index, field, -1,
                     hexes.empty() ? std::nullopt : std::optional<Hex>(hexes.front())},
                    QStringLiteral("a path needs at least two hexes"));
    }
}

void checkStrongholds(const World &w, Collector &out)
{
    QSet<Hex> taken;
    for (size_t i = 0; i < w.strongholds.size(); ++i) {
        const Hex h = w.strongholds[i].hex;
        const WorldPlace place{WorldPlace::Part::Stronghold, static_cast<int>(i),
                               QStringLiteral("hex"), -1, h};
        if (!w.contains(h))
            out.add(WorldIssue::StrongholdOffMap, place,
                    QStringLiteral("hex %1 is off the map").arg(hexLabel(h)));
        else if (taken.contains(h))
            out.add(WorldIssue::StrongholdsOnOneHex, place, strongholdsOnOneHexMessage(h));
        taken.insert(h);
    }
}
} // namespace

std::vector<WorldProblem> checkWorld(const World &world)
{
    std::vector<WorldProblem> problems;
    Collector out(problems);
    checkAreas(world, out);
    checkLinks(world.links, WorldPlace::Part::Link, out);
    checkLinks(world.blocks, WorldPlace::Part::Block, out);
    checkPaths(world, world.roads, WorldPlace::Part::Road, out);
    checkPaths(world, world.rivers, WorldPlace::Part::River, out);
    checkStrongholds(world, out);
    return problems;
}

bool isWellFormedCode(const QString &code)
{
    // By hand, not by a regular expression: a big map has 100,000 codes to check.
    constexpr qsizetype kMaxCodeLength = 12;
    if (code.isEmpty() || code.size() > kMaxCodeLength)
        return false;
    return std::all_of(code.begin(), code.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= u'A' && u <= u'Z') || (u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') ||
               u == u'_' || u == u'-';
    });
}

QString malformedAreaCodeMessage(const QString &code)
{
    return QStringLiteral("area code \"%1\" must be 1-12 letters, digits, - or _").arg(code);
}

QString duplicateAreaCodeMessage(const QString &code)
{
    return QStringLiteral("area code \"%1\" is used twice").arg(code);
}

QString pathGapMessage(Hex next, Hex previous)
{
    return QStringLiteral("hex %1 does not border the previous hex %2")
        .arg(hexLabel(next), hexLabel(previous));
}

QString hexOffMapMessage(Hex hex, const World &world)
{
    return QStringLiteral("hex %1 is off the map (%2 columns, %3 rows)")
        .arg(hexLabel(hex))
        .arg(world.columns)
        .arg(world.rows);
}

QString strongholdsOnOneHexMessage(Hex hex)
{
    return QStringLiteral("two strongholds on hex %1").arg(hexLabel(hex));
}

QString linkToItselfMessage()
{
    return QStringLiteral("an area cannot be linked to itself");
}

QString hinterlandOfNonCityMessage(const QString &code, AreaTerrain terrain)
{
    return QStringLiteral("only a city has a hinterland; \"%1\" is %2")
        .arg(code, areaTerrainName(terrain));
}

QString hinterlandNotLandMessage(const QString &hinterland)
{
    return QStringLiteral("hinterland \"%1\" must be a land area other than a city")
        .arg(hinterland);
}

QString cityNotBesideHinterlandMessage(const QString &city, const QString &hinterland)
{
    return QStringLiteral("city \"%1\" is not adjacent to its hinterland \"%2\" (A1.1)")
        .arg(city, hinterland);
}

namespace {
/// A row's stretch of hexes of one area, columns `first` to `last`: the pieces of the areas are
/// joined from these, not from single hexes (a 4096 x 4096 map has 16.7 million hexes and some
/// hundred thousand stretches).
struct Stretch
{
    int first = 0;
    int last = 0;
    int area = -1;
};

/// The stretches of `row` (hexes of no area, or of an area the world does not have, are in none).
void stretchesOf(const World &world, int row, std::vector<Stretch> &out)
{
    out.clear();
    const int *cells = world.hexArea.data() + static_cast<size_t>(row) * world.columns;
    const int areas = static_cast<int>(world.areas.size());
    for (int col = 0; col < world.columns;) {
        const int area = cells[col];
        const int first = col;
        while (col < world.columns && cells[col] == area)
            ++col;
        if (area >= 0 && area < areas)
            out.push_back({first, col - 1, area});
    }
}
} // namespace

std::vector<std::optional<Hex>> detachedHexes(const World &world)
{
    std::vector<std::optional<Hex>> detached(world.areas.size());
    if (world.areas.empty() || world.columns <= 0 ||
        world.hexArea.size() != static_cast<size_t>(world.hexCount()))
        return detached;
    // The stretches are numbered in row-major order and joined, union-find, to the stretches of
    // the same area they touch in the row above: in odd-r rows (odd rows half a hex right) the
    // hex at column c touches c + shift and c + shift + 1 above, shift -1 on an even row and 0 on
    // an odd one, so columns first + shift to last + shift + 1 of the row above.
    std::vector<int> parent;
    const auto root = [&parent](int s) {
        while (parent[static_cast<size_t>(s)] != s) {
            parent[static_cast<size_t>(s)] =
                parent[static_cast<size_t>(parent[static_cast<size_t>(s)])];
            s = parent[static_cast<size_t>(s)];
        }
        return s;
    };
    std::vector<int> firstStretch(world.areas.size(), -1);
    std::vector<Stretch> above, here;
    std::vector<int> aboveIds, hereIds;
    for (int row = 0; row < world.rows; ++row) {
        stretchesOf(world, row, here);
        hereIds.clear();
        const int shift = (row & 1) ? 0 : -1;
        size_t from = 0;
        for (const Stretch &s : here) {
            const int id = static_cast<int>(parent.size());
            parent.push_back(id);
            hereIds.push_back(id);
            int &first = firstStretch[static_cast<size_t>(s.area)];
            if (first < 0)
                first = id;
            const int lo = s.first + shift, hi = s.last + shift + 1;
            while (from < above.size() && above[from].last < lo)
                ++from;
            for (size_t k = from; k < above.size() && above[k].first <= hi; ++k) {
                if (above[k].area != s.area)
                    continue;
                const int a = root(id), b = root(aboveIds[k]);
                if (a != b) // the earlier stretch stays the root: the piece's first
                    parent[static_cast<size_t>(std::max(a, b))] = std::min(a, b);
            }
        }
        std::swap(above, here);
        std::swap(aboveIds, hereIds);
    }
    // An area's first piece holds its first stretch; the first stretch, in row-major order, of
    // any other piece starts at the area's first hex that is cut off.
    int id = 0;
    for (int row = 0; row < world.rows; ++row) {
        stretchesOf(world, row, here);
        for (const Stretch &s : here) {
            std::optional<Hex> &cut = detached[static_cast<size_t>(s.area)];
            if (!cut && root(id) != root(firstStretch[static_cast<size_t>(s.area)]))
                cut = world.hexAt(row * world.columns + s.first);
            ++id;
        }
    }
    return detached;
}

} // namespace muster
