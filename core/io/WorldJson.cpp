// The "world" part of a campaign file (see maps/README.md); the kingdoms are in KingdomJson.cpp.
#include "io/CampaignJsonParts.h"
#include "model/Limits.h"
#include "model/WorldCheck.h"

#include <QSet>

#include "util/Elide.h"

#include <algorithm>
#include <array>
#include <functional>
#include <string_view>
#include <unordered_map>

namespace muster {

namespace {
const QString kNoArea = QStringLiteral(".");

QString rowPath(const QString &path, const char *key, qsizetype row)
{
    return jsonIndexPath(jsonChildPath(path, QLatin1String(key)), row);
}

// Rows are written with odd rows indented by half a cell so the text looks like the hex map;
// the reader ignores the whitespace.
QJsonArray gridRows(int columns, int rows, int cellWidth, const std::function<QString(int)> &cell)
{
    QJsonArray out;
    for (int row = 0; row < rows; ++row) {
        QString line = (row & 1) ? QString((cellWidth + 1) / 2, QLatin1Char(' ')) : QString();
        for (int col = 0; col < columns; ++col) {
            if (col)
                line += QLatin1Char(' ');
            line += cell(row * columns + col).leftJustified(col + 1 < columns ? cellWidth : 0);
        }
        out.append(line);
    }
    return out;
}

QJsonArray hexListToJson(const std::vector<Hex> &hexes)
{
    QJsonArray out;
    for (Hex h : hexes)
        out.append(hexLabel(h));
    return out;
}

/// The hexes of a path that name a hex on the map; `jsonIndex` gets the place of each in `json`
/// (checkWorld's problems name a hex of the path, the file's reader its place in the file).
std::vector<Hex> hexListFromJson(const QJsonArray &json, const QString &path, const World &w,
                                 std::vector<qsizetype> &jsonIndex, JsonFields &f)
{
    std::vector<Hex> out;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const QString p = jsonIndexPath(path, i);
        const auto h = parseHexLabel(json.at(i).toString());
        if (!json.at(i).isString() || !h) {
            f.problem(p, QStringLiteral("expected a hex as \"col,row\""));
            continue;
        }
        if (!w.contains(*h)) {
            f.problem(p, hexOffMapMessage(*h, w));
            continue;
        }
        out.push_back(*h);
        jsonIndex.push_back(i);
    }
    return out;
}

QJsonArray pathsToJson(const std::vector<HexPath> &paths, bool river)
{
    QJsonArray out;
    for (const HexPath &p : paths) {
        QJsonObject o{{QStringLiteral("hexes"), hexListToJson(p.hexes)}};
        if (!p.name.isEmpty())
            o.insert(QStringLiteral("name"), p.name);
        if (river)
            o.insert(QStringLiteral("navigable"), p.navigable);
        out.append(o);
    }
    return out;
}

/// Where in the file each item the reader kept came from, so checkWorld's problems (which name
/// items and hexes of the world) are told at the right JSON path.
struct JsonPlaces
{
    std::vector<qsizetype> items;
    std::vector<std::vector<qsizetype>> hexes; // roads and rivers: per path, per hex kept
};

std::vector<HexPath> pathsFromJson(const QJsonArray &json, const QString &path, const World &w,
                                   bool river, JsonPlaces &places, JsonFields &f)
{
    std::vector<HexPath> out;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const QString p = jsonIndexPath(path, i);
        if (!json.at(i).isObject()) {
            f.problem(p, QStringLiteral("expected an object with \"hexes\""));
            continue;
        }
        places.items.push_back(i);
        places.hexes.emplace_back();
        const QJsonObject o = json.at(i).toObject();
        f.rejectUnknownKeys(o, p,
                            river ? QStringList{QStringLiteral("hexes"), QStringLiteral("name"),
                                                QStringLiteral("navigable")}
                                  : QStringList{QStringLiteral("hexes"), QStringLiteral("name")});
        HexPath hp;
        hp.name = f.optionalText(o, p, QStringLiteral("name"));
        if (river)
            hp.navigable = f.optionalBool(o, p, QStringLiteral("navigable"), false);
        if (auto hexes = f.array(o, p, QStringLiteral("hexes"), limits::kMaxPathHexes))
            hp.hexes = hexListFromJson(*hexes, jsonChildPath(p, QStringLiteral("hexes")), w,
                                       places.hexes.back(), f);
        out.push_back(std::move(hp));
    }
    return out;
}

QJsonArray linksToJson(const std::vector<AreaLink> &links, const World &w)
{
    QJsonArray out;
    for (const AreaLink &l : links) {
        QJsonObject o{
            {QStringLiteral("between"), QJsonArray{w.areas[static_cast<size_t>(l.a)].code,
                                                   w.areas[static_cast<size_t>(l.b)].code}}};
        if (!l.kind.isEmpty())
            o.insert(QStringLiteral("kind"), l.kind);
        out.append(o);
    }
    return out;
}

std::vector<AreaLink> linksFromJson(const QJsonArray &json, const QString &path,
                                    const QHash<QString, int> &codes, JsonPlaces &places,
                                    JsonFields &f)
{
    std::vector<AreaLink> out;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const QString p = jsonIndexPath(path, i);
        const QJsonObject o = json.at(i).toObject();
        const QJsonArray between = o.value(QStringLiteral("between")).toArray();
        if (!json.at(i).isObject() || between.size() != 2) {
            f.problem(p, QStringLiteral("expected {\"between\": [\"AREA\", \"AREA\"]}"));
            continue;
        }
        f.rejectUnknownKeys(o, p, {QStringLiteral("between"), QStringLiteral("kind")});
        AreaLink l;
        l.kind = f.optionalText(o, p, QStringLiteral("kind"));
        int ends[2] = {-1, -1};
        for (int e = 0; e < 2; ++e) {
            const QString code = between.at(e).toString();
            ends[e] = codes.value(code, -1);
            if (ends[e] < 0)
                f.problem(jsonIndexPath(jsonChildPath(p, QStringLiteral("between")), e),
                          QStringLiteral("unknown area \"%1\"").arg(elided(code)));
        }
        if (ends[0] >= 0 && ends[1] >= 0) {
            out.push_back({ends[0], ends[1], l.kind});
            places.items.push_back(i);
        }
    }
    return out;
}
} // namespace

QJsonObject worldToJson(const World &w, const std::vector<Kingdom> &kingdoms)
{
    QJsonObject o{{QStringLiteral("columns"), w.columns}, {QStringLiteral("rows"), w.rows}};
    if (!w.terrain.empty())
        o.insert(QStringLiteral("terrain"), gridRows(w.columns, w.rows, 1, [&](int i) {
                     return QString(hexTerrainLetter(w.terrain[static_cast<size_t>(i)]));
                 }));
    QJsonArray areas;
    int codeWidth = 1;
    for (const Area &a : w.areas) {
        codeWidth = std::max(codeWidth, static_cast<int>(a.code.size()));
        QJsonObject ao{{QStringLiteral("code"), a.code},
                       {QStringLiteral("name"), a.name},
                       {QStringLiteral("terrain"), areaTerrainName(a.terrain)}};
        if (a.hinterland >= 0)
            ao.insert(QStringLiteral("hinterland"),
                      w.areas[static_cast<size_t>(a.hinterland)].code);
        areas.append(ao);
    }
    if (!w.areas.empty()) {
        o.insert(QStringLiteral("areas"), areas);
        o.insert(QStringLiteral("areaMap"), gridRows(w.columns, w.rows, codeWidth, [&](int i) {
                     const int a = w.hexArea[static_cast<size_t>(i)];
                     return a < 0 ? kNoArea : w.areas[static_cast<size_t>(a)].code;
                 }));
    }
    if (!w.links.empty())
        o.insert(QStringLiteral("links"), linksToJson(w.links, w));
    if (!w.blocks.empty())
        o.insert(QStringLiteral("blocks"), linksToJson(w.blocks, w));
    if (!w.roads.empty())
        o.insert(QStringLiteral("roads"), pathsToJson(w.roads, false));
    if (!w.rivers.empty())
        o.insert(QStringLiteral("rivers"), pathsToJson(w.rivers, true));
    if (!w.strongholds.empty()) {
        QJsonArray list;
        for (const Stronghold &s : w.strongholds)
            list.append(QJsonObject{{QStringLiteral("name"), s.name},
                                    {QStringLiteral("hex"), hexLabel(s.hex)},
                                    {QStringLiteral("owner"), kingdomRefToJson(s.owner, kingdoms)},
                                    {QStringLiteral("fortified"), s.fortified}});
        o.insert(QStringLiteral("strongholds"), list);
    }
    return o;
}

namespace {
/// Appends a row of `columns` cells of `fill` to a per-hex grid read row by row, and returns it:
/// each row is written while it is in the cache, where clearing the whole grid first (16.7 million
/// cells on the largest map) went through the memory twice.
template <typename T> T *appendRow(std::vector<T> &grid, int columns, T fill)
{
    const size_t at = grid.size();
    grid.resize(at + static_cast<size_t>(columns), fill);
    return grid.data() + at;
}

void readTerrainRows(const QJsonArray &rows, const QString &path, World &w, JsonFields &f)
{
    if (rows.size() != w.rows) {
        f.problem(jsonChildPath(path, QStringLiteral("terrain")),
                  QStringLiteral("expected %1 rows, found %2").arg(w.rows).arg(rows.size()));
        return;
    }
    w.terrain.clear();
    w.terrain.reserve(static_cast<size_t>(w.hexCount()));
    // One table look-up per letter (16.7 million of them on the largest map); -1: not a terrain.
    std::array<int, 128> byLetter;
    byLetter.fill(-1);
    for (int t = 0; t < kHexTerrainCount; ++t)
        byLetter[static_cast<size_t>(hexTerrainLetter(static_cast<HexTerrain>(t)).unicode())] = t;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        HexTerrain *out = appendRow(w.terrain, w.columns, HexTerrain::Clear);
        const QString text = rows.at(row).toString();
        const qsizetype letters = text.size() - text.count(QLatin1Char(' '));
        if (letters != w.columns) {
            f.problem(rowPath(path, "terrain", row),
                      QStringLiteral("expected %1 terrain letters, found %2")
                          .arg(w.columns)
                          .arg(letters));
            continue;
        }
        int col = 0;
        for (const QChar c : text) {
            if (c == QLatin1Char(' '))
                continue;
            const int t = c.unicode() < 128 ? byLetter[c.unicode()] : -1;
            if (t < 0)
                f.problem(rowPath(path, "terrain", row),
                          QStringLiteral("unknown terrain letter '%1' in column %2 (letters: "
                                         "c g h w b d j s m ~)")
                              .arg(c)
                              .arg(col));
            else
                out[col] = static_cast<HexTerrain>(t);
            ++col;
        }
    }
}

std::u16string_view utf16(QStringView s)
{
    return {s.utf16(), static_cast<size_t>(s.size())};
}

/// Reads the area codes of area-map rows into World::hexArea without a QString per cell (a
/// 4096 x 4096 map has 16.7 million cells). Neighbouring cells are mostly the same area, so a
/// cell is first compared with the code before it, and only looked up when it differs.
class AreaMapRow
{
public:
    explicit AreaMapRow(const QHash<QString, int> &codes)
    {
        m_byCode.reserve(static_cast<size_t>(codes.size()));
        for (auto it = codes.begin(); it != codes.end(); ++it)
            m_byCode.emplace(utf16(it.key()), it.value());
    }

    /// Fills `hexes` (one row of `columns` cells); returns how many cells the row has, and in
    /// `unknown` the codes that name no area, with their columns.
    qsizetype read(QStringView row, int *hexes, int columns,
                   std::vector<std::pair<QString, qsizetype>> &unknown)
    {
        const char16_t *d = row.utf16();
        const qsizetype n = row.size();
        qsizetype col = 0;
        for (qsizetype i = 0;;) {
            while (i < n && isSeparator(d[i]))
                ++i;
            if (i == n)
                return col;
            const auto last = static_cast<qsizetype>(m_last.size());
            if (m_lastArea >= 0 && i + last <= n &&
                std::char_traits<char16_t>::compare(d + i, m_last.data(), m_last.size()) == 0 &&
                (i + last == n || isSeparator(d[i + last]))) {
                if (col < columns)
                    hexes[col] = m_lastArea;
                ++col;
                i += last;
                continue;
            }
            const qsizetype start = i;
            while (i < n && !isSeparator(d[i]))
                ++i;
            if (col < columns)
                hexes[col] = lookUp(row.mid(start, i - start), col, unknown);
            ++col;
        }
    }

private:
    // White space between the codes; ASCII is decided without QChar's tables.
    static bool isSeparator(char16_t u)
    {
        return u == u' ' || (u < 128 ? (u >= u'\t' && u <= u'\r') : QChar(u).isSpace());
    }

    int lookUp(QStringView cell, qsizetype col, std::vector<std::pair<QString, qsizetype>> &unknown)
    {
        if (cell == kNoArea)
            return -1;
        const auto it = m_byCode.find(utf16(cell));
        if (it == m_byCode.end()) {
            unknown.emplace_back(cell.toString(), col);
            return -1;
        }
        m_last = it->first;
        m_lastArea = it->second;
        return m_lastArea;
    }

    std::unordered_map<std::u16string_view, int> m_byCode;
    std::u16string_view m_last;
    int m_lastArea = -1;
};

void readAreaMap(const QJsonArray &rows, const QString &path, const QHash<QString, int> &codes,
                 World &w, JsonFields &f)
{
    if (rows.size() != w.rows) {
        f.problem(jsonChildPath(path, QStringLiteral("areaMap")),
                  QStringLiteral("expected %1 rows, found %2").arg(w.rows).arg(rows.size()));
        return;
    }
    AreaMapRow reader(codes);
    std::vector<std::pair<QString, qsizetype>> unknown;
    w.hexArea.clear();
    w.hexArea.reserve(static_cast<size_t>(w.hexCount()));
    for (qsizetype row = 0; row < rows.size(); ++row) {
        unknown.clear();
        const qsizetype cells = reader.read(
            rows.at(row).toString(), appendRow(w.hexArea, w.columns, -1), w.columns, unknown);
        // A row of the wrong length is one problem, whatever its cells say.
        if (cells != w.columns)
            f.problem(rowPath(path, "areaMap", row),
                      QStringLiteral("expected %1 area codes, found %2").arg(w.columns).arg(cells));
        else
            for (const auto &[cell, col] : unknown)
                f.problem(
                    rowPath(path, "areaMap", row),
                    QStringLiteral("unknown area \"%1\" in column %2").arg(elided(cell)).arg(col));
    }
}
} // namespace

World worldFromJson(const QJsonObject &o, const QString &path, const KingdomIndex &kingdoms,
                    JsonFields &f, JsonFields *mapFields)
{
    World w;
    const size_t problemsBefore = f.problems().size();
    f.rejectUnknownKeys(o, path,
                        {QStringLiteral("columns"), QStringLiteral("rows"),
                         QStringLiteral("terrain"), QStringLiteral("areas"),
                         QStringLiteral("areaMap"), QStringLiteral("links"),
                         QStringLiteral("blocks"), QStringLiteral("roads"),
                         QStringLiteral("rivers"), QStringLiteral("strongholds")});
    w.columns = static_cast<int>(
        f.integer(o, path, QStringLiteral("columns"), limits::kGridSide).value_or(0));
    w.rows =
        static_cast<int>(f.integer(o, path, QStringLiteral("rows"), limits::kGridSide).value_or(0));
    // The area map's rows fill hexArea; without them World::rebuild puts every hex in no area.
    if (o.contains(QStringLiteral("terrain")))
        if (auto rows = f.array(o, path, QStringLiteral("terrain"), limits::kGridSide.max))
            readTerrainRows(*rows, path, w, f);

    // Areas first, so every later reference can be checked against their codes.
    QHash<QString, int> codes;
    const QJsonArray areas = f.optionalArray(o, path, QStringLiteral("areas"), limits::kMaxAreas);
    const QString areasPath = jsonChildPath(path, QStringLiteral("areas"));
    std::vector<QString> hinterlands;
    for (qsizetype i = 0; i < areas.size(); ++i) {
        const QString p = jsonIndexPath(areasPath, i);
        const QJsonObject ao = areas.at(i).toObject();
        if (!areas.at(i).isObject())
            f.problem(p, QStringLiteral("expected an object describing an area"));
        f.rejectUnknownKeys(ao, p,
                            {QStringLiteral("code"), QStringLiteral("name"),
                             QStringLiteral("terrain"), QStringLiteral("hinterland")});
        Area a;
        a.code = f.text(ao, p, QStringLiteral("code")).value_or(QString());
        a.name = f.text(ao, p, QStringLiteral("name")).value_or(QString());
        // Malformed and repeated codes are checkWorld's to report; only the first area with a
        // well-formed code is found by it.
        if (isWellFormedCode(a.code) && !codes.contains(a.code))
            codes.insert(a.code, static_cast<int>(i));
        if (auto t = f.text(ao, p, QStringLiteral("terrain"))) {
            if (auto parsed = parseAreaTerrain(*t))
                a.terrain = *parsed;
            else
                f.problem(
                    jsonChildPath(p, QStringLiteral("terrain")),
                    QStringLiteral("unknown terrain \"%1\" (expected plains, uplands, forest, "
                                   "mountains, wetlands, city or sea)")
                        .arg(*t));
        }
        hinterlands.push_back(f.optionalText(ao, p, QStringLiteral("hinterland")));
        w.areas.push_back(a);
    }
    if (!w.areas.empty()) {
        if (auto rows = f.array(o, path, QStringLiteral("areaMap"), limits::kGridSide.max))
            readAreaMap(*rows, path, codes, w, f);
    } else if (o.contains(QStringLiteral("areaMap"))) {
        f.problem(jsonChildPath(path, QStringLiteral("areaMap")),
                  QStringLiteral("an area map needs a list of areas"));
    }
    JsonPlaces linkPlaces, blockPlaces, roadPlaces, riverPlaces;
    w.links = linksFromJson(f.optionalArray(o, path, QStringLiteral("links")),
                            jsonChildPath(path, QStringLiteral("links")), codes, linkPlaces, f);
    w.blocks = linksFromJson(f.optionalArray(o, path, QStringLiteral("blocks")),
                             jsonChildPath(path, QStringLiteral("blocks")), codes, blockPlaces, f);
    w.roads = pathsFromJson(f.optionalArray(o, path, QStringLiteral("roads")),
                            jsonChildPath(path, QStringLiteral("roads")), w, false, roadPlaces, f);
    w.rivers =
        pathsFromJson(f.optionalArray(o, path, QStringLiteral("rivers")),
                      jsonChildPath(path, QStringLiteral("rivers")), w, true, riverPlaces, f);
    const QJsonArray strongholds = f.optionalArray(o, path, QStringLiteral("strongholds"));
    for (qsizetype i = 0; i < strongholds.size(); ++i) {
        const QString p = jsonIndexPath(jsonChildPath(path, QStringLiteral("strongholds")), i);
        const QJsonObject so = strongholds.at(i).toObject();
        f.rejectUnknownKeys(so, p,
                            {QStringLiteral("name"), QStringLiteral("hex"), QStringLiteral("owner"),
                             QStringLiteral("fortified")});
        Stronghold s;
        s.name = f.text(so, p, QStringLiteral("name")).value_or(QString());
        const auto hex = parseHexLabel(so.value(QStringLiteral("hex")).toString());
        if (!hex)
            f.problem(jsonChildPath(p, QStringLiteral("hex")),
                      QStringLiteral("expected a hex as \"col,row\""));
        s.hex = hex.value_or(Hex{});
        s.owner = kingdomRef(so.value(QStringLiteral("owner")),
                             jsonChildPath(p, QStringLiteral("owner")), kingdoms, f, true);
        s.fortified = f.optionalBool(so, p, QStringLiteral("fortified"), false);
        w.strongholds.push_back(s);
    }

    // A hinterland is kept by index; whether it suits its city is checkWorld's to say (A1.1).
    for (size_t i = 0; i < w.areas.size(); ++i) {
        const QString &h = hinterlands[i];
        if (h.isEmpty())
            continue;
        w.areas[i].hinterland = codes.value(h, -1);
        if (w.areas[i].hinterland < 0)
            f.problem(jsonChildPath(jsonIndexPath(areasPath, static_cast<qsizetype>(i)),
                                    QStringLiteral("hinterland")),
                      QStringLiteral("unknown area \"%1\"").arg(elided(h)));
    }
    w.rebuild();

    // What a well-formed world can still get wrong, in checkWorld's words, at the place in the
    // file it came from. A place the reader has already found wrong is not told twice (a city
    // whose hinterland names no area does not also "need a hinterland"), and without an area map
    // (itself a problem) no area is said to lack hexes.
    QSet<QString> toldAlready;
    for (size_t i = problemsBefore; i < f.problems().size(); ++i)
        toldAlready.insert(f.problems()[i].where);
    const bool hasAreaMap = o.contains(QStringLiteral("areaMap"));
    const auto placeInFile = [&](const WorldPlace &place) {
        const auto item = [&](const char *key, const JsonPlaces *places) {
            const qsizetype index = places ? places->items[static_cast<size_t>(place.index)]
                                           : static_cast<qsizetype>(place.index);
            QString at = jsonIndexPath(jsonChildPath(path, QLatin1String(key)), index);
            if (!place.field.isEmpty())
                at = jsonChildPath(at, place.field);
            if (places && place.pathHex >= 0)
                at = jsonIndexPath(at, places->hexes[static_cast<size_t>(place.index)]
                                                    [static_cast<size_t>(place.pathHex)]);
            return at;
        };
        switch (place.part) {
        case WorldPlace::Part::Area:
            return item("areas", nullptr);
        case WorldPlace::Part::Link:
            return item("links", &linkPlaces);
        case WorldPlace::Part::Block:
            return item("blocks", &blockPlaces);
        case WorldPlace::Part::Road:
            return item("roads", &roadPlaces);
        case WorldPlace::Part::River:
            return item("rivers", &riverPlaces);
        case WorldPlace::Part::Stronghold:
            break;
        }
        return item("strongholds", nullptr);
    };
    for (const WorldProblem &problem : checkWorld(w)) {
        if (!hasAreaMap && (problem.issue == WorldIssue::AreaWithoutHexes ||
                            problem.issue == WorldIssue::AreaInPieces))
            continue;
        const QString at = placeInFile(problem.place);
        // A path left short by hexes the reader could not take is told by those hexes.
        const bool toldWithin =
            problem.issue == WorldIssue::PathTooShort &&
            std::any_of(toldAlready.begin(), toldAlready.end(),
                        [&](const QString &told) { return told.startsWith(at); });
        if (!toldAlready.contains(at) && !toldWithin)
            (mapFields ? *mapFields : f).problem(at, problem.message);
    }
    return w;
}

} // namespace muster
