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
/// The first hex, row-major, of `hexes` not joined to their first hex through them; nullopt when
/// they are one piece. The runs are numbered in row-major order and joined, union-find, to the
/// runs they touch in the row above: in odd-r rows (odd rows half a hex right) the hex at column
/// c touches c + shift and c + shift + 1 above, shift -1 on an even row and 0 on an odd one, so
/// columns first + shift to last + shift + 1 of the row above. The runs are those World::rebuild
/// found (a few hundred thousand on the largest map, not its 16.7 million hexes), so the grid is
/// not walked again.
std::optional<Hex> firstCutOff(const AreaHexes &hexes, std::vector<int> &parent)
{
    const std::vector<AreaHexes::Run> &runs = hexes.runs();
    parent.resize(runs.size());
    const auto root = [&parent](int s) {
        while (parent[static_cast<size_t>(s)] != s) {
            parent[static_cast<size_t>(s)] =
                parent[static_cast<size_t>(parent[static_cast<size_t>(s)])];
            s = parent[static_cast<size_t>(s)];
        }
        return s;
    };
    // The runs of the row above are [from, aboveEnd), `from` the first that may still touch;
    // the row's own start at rowStart.
    size_t rowStart = 0, aboveEnd = 0, from = 0;
    for (size_t k = 0; k < runs.size(); ++k) {
        parent[k] = static_cast<int>(k);
        const int row = hexes.rowOf(runs[k]);
        if (k == 0 || row != hexes.rowOf(runs[k - 1])) {
            const bool belowThePrevious = k > 0 && hexes.rowOf(runs[k - 1]) == row - 1;
            from = belowThePrevious ? rowStart : k;
            aboveEnd = rowStart = k;
        }
        const int shift = (row & 1) ? 0 : -1;
        const int lo = hexes.columnOf(runs[k]) + shift, hi = lo + runs[k].count;
        while (from < aboveEnd && hexes.columnOf(runs[from]) + runs[from].count - 1 < lo)
            ++from;
        for (size_t j = from; j < aboveEnd && hexes.columnOf(runs[j]) <= hi; ++j) {
            const int a = root(static_cast<int>(k)), b = root(static_cast<int>(j));
            if (a != b) // the earlier run stays the root: the piece's first
                parent[static_cast<size_t>(std::max(a, b))] = std::min(a, b);
        }
    }
    // The first run, in row-major order, of any piece but the first starts at the first hex
    // that is cut off.
    for (size_t k = 1; k < runs.size(); ++k)
        if (root(static_cast<int>(k)) != 0)
            return hexes.hexOf(runs[k]);
    return std::nullopt;
}
} // namespace

std::vector<std::optional<Hex>> detachedHexes(const World &world)
{
    std::vector<std::optional<Hex>> detached(world.areas.size());
    std::vector<int> parent;
    for (size_t a = 0; a < world.areas.size(); ++a)
        detached[a] = firstCutOff(world.areas[a].hexes, parent);
    return detached;
}

} // namespace muster
