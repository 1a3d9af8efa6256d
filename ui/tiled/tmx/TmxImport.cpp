#include "tiled/tmx/TmxImport.h"

#include "io/CampaignJson.h"
#include "model/CampaignCodes.h"
#include "rules/RuleSystem.h"
#include "tiled/tmx/TmxGrid.h"
#include "tiled/tmx/TmxReader.h"
#include "util/Elide.h"

#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <array>

namespace muster::tmx {

namespace {
QString quoted(const QString &s)
{
    return QLatin1Char('"') + elided(s) + QLatin1Char('"');
}

bool isKind(const MapObject &o, const char *kind)
{
    return o.kind.compare(QLatin1String(kind), Qt::CaseInsensitive) == 0;
}

bool isTrue(const QString &value)
{
    return value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 ||
           value == QLatin1String("1");
}

// Kingdoms made for the owners of strongholds get these colours in turn; the GM renames and
// recolours them in the campaign.
constexpr std::array<const char *, 8> kOwnerColours{"#c0392b", "#2e86c1", "#27ae60", "#8e44ad",
                                                    "#d68910", "#17a589", "#a04000", "#5d6d7e"};

class Importer
{
public:
    Importer(const Map &map, const TerrainMapping &mapping, const QString &file, Problems &problems)
        : m_map(map), m_mapping(mapping), m_file(file), m_problems(problems), m_grid(map)
    {}

    std::optional<Campaign> run()
    {
        World &w = m_campaign.world;
        if (m_grid.columns() > limits::kGridSide.max || m_grid.rows() > limits::kGridSide.max) {
            problem(0, QStringLiteral("map"),
                    QStringLiteral("the map needs %1 x %2 hexes in Muster (with a row of "
                                   "padding), more than %3 on a side")
                        .arg(m_grid.columns())
                        .arg(m_grid.rows())
                        .arg(limits::kGridSide.max));
            return std::nullopt;
        }
        w.columns = m_grid.columns();
        w.rows = m_grid.rows();
        w.hexArea.assign(static_cast<size_t>(w.hexCount()), -1);
        const TileLayer *areas = m_map.layerNamed(QStringLiteral("areas"));
        const RulesetKind kind = campaignKind(areas != nullptr);
        if (const TileLayer *terrain = terrainLayer(m_map))
            readTerrain(*terrain);
        else if (ruleSystem(kind).hasHexTerrain())
            problem(0, QStringLiteral("map"),
                    QStringLiteral("no tile layer gives the terrain (name one \"terrain\")"));
        if (areas)
            readAreas(*areas);
        readObjects();
        if (!m_problems.isEmpty())
            return std::nullopt;

        m_campaign.name =
            m_map.properties.value(QStringLiteral("name"), QFileInfo(m_file).completeBaseName());
        bool seedOk = false;
        m_campaign.seed = m_map.properties.value(QStringLiteral("seed"), QStringLiteral("1"))
                              .toULongLong(&seedOk);
        if (!seedOk || m_campaign.seed > Campaign::kMaxSeed) {
            problem(0, QStringLiteral("map property \"seed\""),
                    QStringLiteral("expected a whole number from 0 to %1, found %2")
                        .arg(Campaign::kMaxSeed)
                        .arg(quoted(m_map.properties.value(QStringLiteral("seed")))));
            return std::nullopt;
        }
        m_campaign.ruleset = Ruleset::builtin(kind);
        w.rebuild();
        TurnRecord first;
        first.number = 1;
        first.seed = Campaign::turnSeed(m_campaign.seed, 1);
        first.state.areas.resize(w.areas.size());
        first.state.kingdoms.resize(m_campaign.kingdoms.size());
        m_campaign.turns.push_back(first);
        giveMissingCodes(m_campaign); // a new campaign, as File > New Campaign's

        // Core's reader is the validator: the campaign it reads back is the one imported, and
        // what it refuses is refused in its words (its lines are those of a text never shown).
        // It reads the map as a started campaign's, whole (an area in two pieces is refused);
        // the campaign then starts in setup, for its kingdoms and house rules to be set up.
        Problems checked;
        auto campaign = readCampaignJson(writeCampaignJson(m_campaign), m_file, checked);
        for (Problem p : checked.items()) {
            p.line = 0;
            m_problems.add(std::move(p));
        }
        if (campaign)
            campaign->started = false;
        return campaign;
    }

private:
    void problem(int line, const QString &where, const QString &message)
    {
        m_problems.add({m_file, line, where, message});
    }

    RulesetKind campaignKind(bool hasAreas)
    {
        const QString kind = m_map.properties.value(QStringLiteral("kind"));
        if (kind.isEmpty())
            return hasAreas ? RulesetKind::Area : RulesetKind::Hex;
        if (kind == QLatin1String("area") || kind == QLatin1String("hex"))
            return kind == QLatin1String("area") ? RulesetKind::Area : RulesetKind::Hex;
        problem(0, QStringLiteral("map property \"kind\""),
                QStringLiteral("expected area or hex, found %1").arg(quoted(kind)));
        return RulesetKind::Hex;
    }

    void readTerrain(const TileLayer &layer)
    {
        World &w = m_campaign.world;
        const QString where = QStringLiteral("layer %1").arg(quoted(layer.name));
        const QString emptyName =
            m_mapping.empty.isEmpty() ? QStringLiteral("water") : m_mapping.empty;
        const auto empty = parseHexTerrain(emptyName.toLower());
        if (!empty)
            problem(0, QStringLiteral("terrain map \"empty\""), unknownTerrain(emptyName));
        w.terrain.assign(static_cast<size_t>(w.hexCount()), HexTerrain::Water);
        // One decision per distinct tile, then a table look-up per cell.
        QHash<std::uint32_t, int> byGid;
        for (const UnmappedTile &u : unmappedTiles(m_map, m_mapping)) {
            const OffsetCoord at = m_grid.toMuster(u.x, u.y);
            problem(layer.line, where,
                    u.tileset.isEmpty() && u.id > 0
                        ? QStringLiteral("tile id %1 (first at cell %2,%3, hex %4,%5) belongs to "
                                         "no tileset")
                              .arg(u.id)
                              .arg(u.x)
                              .arg(u.y)
                              .arg(at.col)
                              .arg(at.row)
                        : QStringLiteral("tile %1 of tileset %2 (first at cell %3,%4, hex %5,%6) "
                                         "has no terrain: give it a \"terrain\" property or map "
                                         "it in a terrain map (--terrain-map)")
                              .arg(u.id)
                              .arg(quoted(u.tileset))
                              .arg(u.x)
                              .arg(u.y)
                              .arg(at.col)
                              .arg(at.row));
        }
        for (size_t i = 0; i < layer.gids.size(); ++i) {
            const std::uint32_t gid = layer.gids[i];
            int terrain = empty ? static_cast<int>(*empty) : 0;
            if (gid != 0) {
                auto it = byGid.constFind(gid);
                if (it == byGid.cend())
                    it = byGid.insert(gid, tileTerrain(gid, where, layer.line));
                terrain = *it;
            }
            if (terrain < 0)
                continue;
            const int x = static_cast<int>(i % static_cast<size_t>(m_map.width));
            const int y = static_cast<int>(i / static_cast<size_t>(m_map.width));
            w.terrain[static_cast<size_t>(w.indexOf(hexFromOffset(m_grid.toMuster(x, y))))] =
                static_cast<HexTerrain>(terrain);
        }
    }

    static QString unknownTerrain(const QString &name)
    {
        QStringList names;
        for (int t = 0; t < kHexTerrainCount; ++t)
            names << hexTerrainName(static_cast<HexTerrain>(t));
        return QStringLiteral("unknown terrain %1 (expected %2)")
            .arg(quoted(name), names.join(QStringLiteral(", ")));
    }

    /// The terrain of a tile, -1 when it has none (already reported) or an unknown one.
    int tileTerrain(std::uint32_t gid, const QString &where, int line)
    {
        int id = 0;
        const Tileset *set = m_map.tilesetOf(gid, &id);
        const QString name = set ? m_mapping.terrainOf(*set, id) : QString();
        if (name.isEmpty())
            return -1;
        if (const auto t = parseHexTerrain(name.trimmed().toLower()))
            return static_cast<int>(*t);
        problem(line, where,
                QStringLiteral("tile %1 of tileset %2: %3")
                    .arg(id)
                    .arg(quoted(set->name), unknownTerrain(name)));
        return -1;
    }

    void readAreas(const TileLayer &layer)
    {
        World &w = m_campaign.world;
        const QString where = QStringLiteral("layer %1").arg(quoted(layer.name));
        // The areas are the tiles with an "area" property, in tileset and tile id order, so an
        // exported map imports with its areas in the order they had.
        QHash<std::uint32_t, int> byGid;
        QHash<QString, int> byCode;
        std::vector<QString> hinterlands;
        for (const Tileset &set : m_map.tilesets) {
            QList<int> ids = set.tiles.keys();
            std::sort(ids.begin(), ids.end());
            for (int id : ids) {
                const Properties &p = set.tiles.value(id);
                const QString code = p.value(QStringLiteral("area"));
                if (code.isEmpty())
                    continue;
                const QString tileWhere =
                    QStringLiteral("tileset %1, tile %2").arg(quoted(set.name)).arg(id);
                if (byCode.contains(code)) {
                    problem(set.line, tileWhere,
                            QStringLiteral("area %1 is given by two tiles").arg(quoted(code)));
                    continue;
                }
                Area a;
                a.code = code;
                a.name = p.value(QStringLiteral("name"), code);
                const QString terrain =
                    p.value(QStringLiteral("terrain"), QStringLiteral("plains"));
                if (const auto t = parseAreaTerrain(terrain.trimmed().toLower()))
                    a.terrain = *t;
                else
                    problem(set.line, tileWhere,
                            QStringLiteral("unknown area terrain %1 (expected plains, uplands, "
                                           "forest, mountains, wetlands, city or sea)")
                                .arg(quoted(terrain)));
                byCode.insert(code, static_cast<int>(w.areas.size()));
                byGid.insert(set.firstGid + static_cast<std::uint32_t>(id),
                             static_cast<int>(w.areas.size()));
                hinterlands.push_back(p.value(QStringLiteral("hinterland")));
                w.areas.push_back(std::move(a));
            }
        }
        for (size_t i = 0; i < w.areas.size(); ++i) {
            if (hinterlands[i].isEmpty())
                continue;
            w.areas[i].hinterland = byCode.value(hinterlands[i], -1);
            if (w.areas[i].hinterland < 0)
                problem(0, QStringLiteral("area %1").arg(quoted(w.areas[i].code)),
                        QStringLiteral("unknown hinterland %1").arg(quoted(hinterlands[i])));
        }
        m_areaCodes = byCode;
        QSet<std::uint32_t> reported;
        for (size_t i = 0; i < layer.gids.size(); ++i) {
            const std::uint32_t gid = layer.gids[i];
            if (gid == 0)
                continue;
            const int x = static_cast<int>(i % static_cast<size_t>(m_map.width));
            const int y = static_cast<int>(i / static_cast<size_t>(m_map.width));
            const int area = byGid.value(gid, -1);
            if (area < 0) {
                if (!reported.contains(gid)) {
                    reported.insert(gid);
                    int id = 0;
                    const Tileset *set = m_map.tilesetOf(gid, &id);
                    problem(layer.line, where,
                            QStringLiteral("the tile at cell %1,%2 (tile %3 of tileset %4) has no "
                                           "\"area\" property")
                                .arg(x)
                                .arg(y)
                                .arg(id)
                                .arg(quoted(set ? set->name : QString())));
                }
                continue;
            }
            w.hexArea[static_cast<size_t>(w.indexOf(hexFromOffset(m_grid.toMuster(x, y))))] = area;
        }
    }

    std::optional<Hex> hexAt(const MapObject &o, QPointF pixel, const QString &where)
    {
        const auto cell = m_grid.cellAt(pixel);
        if (!cell) {
            problem(o.line, where,
                    QStringLiteral("the point %1,%2 is off the map").arg(pixel.x()).arg(pixel.y()));
            return std::nullopt;
        }
        return hexFromOffset(m_grid.toMuster(cell->x(), cell->y()));
    }

    /// A polyline's hexes, each bordering the one before: a segment across several hexes goes
    /// through the hexes on the straight line between its ends.
    std::vector<Hex> pathHexes(const MapObject &o, const QString &where)
    {
        std::vector<Hex> out;
        for (const QPointF &p : o.points) {
            const auto h = hexAt(o, p, where);
            if (!h)
                return {};
            if (out.empty()) {
                out.push_back(*h);
                continue;
            }
            const std::vector<Hex> line = hexLine(out.back(), *h);
            if (static_cast<qint64>(out.size() + line.size()) > limits::kMaxPathHexes + 1) {
                problem(o.line, where,
                        QStringLiteral("more than %1 hexes").arg(limits::kMaxPathHexes));
                return {};
            }
            out.insert(out.end(), line.begin() + 1, line.end());
        }
        return out;
    }

    int ownerOf(const QString &id)
    {
        if (id.isEmpty())
            return -1;
        for (size_t k = 0; k < m_campaign.kingdoms.size(); ++k)
            if (m_campaign.kingdoms[k].id == id)
                return static_cast<int>(k);
        const size_t k = m_campaign.kingdoms.size();
        m_campaign.kingdoms.push_back(
            {id, id, id, QString::fromLatin1(kOwnerColours[k % kOwnerColours.size()]), {}, {}, {}});
        return static_cast<int>(k);
    }

    void readObjects()
    {
        World &w = m_campaign.world;
        for (const MapObject &o : m_map.objects) {
            const QString where = QStringLiteral("object %1").arg(quoted(o.name));
            const bool road = isKind(o, "road"), river = isKind(o, "river");
            if (road || river) {
                if (o.points.size() < 2) {
                    problem(o.line, where,
                            QStringLiteral("a %1 is a polyline of at least two points")
                                .arg(road ? QLatin1String("road") : QLatin1String("river")));
                    continue;
                }
                HexPath path;
                path.name = o.name;
                path.navigable = river && isTrue(o.properties.value(QStringLiteral("navigable")));
                path.hexes = pathHexes(o, where);
                (road ? w.roads : w.rivers).push_back(std::move(path));
            } else if (isKind(o, "stronghold")) {
                Stronghold s;
                s.name = o.name;
                s.hex = hexAt(o, o.position, where).value_or(Hex{});
                s.owner = ownerOf(o.properties.value(QStringLiteral("owner")));
                s.fortified = isTrue(o.properties.value(QStringLiteral("fortified")));
                w.strongholds.push_back(s);
            } else if (isKind(o, "link") || isKind(o, "block")) {
                const QStringList between = o.properties.value(QStringLiteral("between"))
                                                .split(QLatin1Char(' '), Qt::SkipEmptyParts);
                const int a = between.size() == 2 ? m_areaCodes.value(between[0], -1) : -1;
                const int b = between.size() == 2 ? m_areaCodes.value(between[1], -1) : -1;
                if (a < 0 || b < 0) {
                    problem(o.line, where,
                            QStringLiteral("the property \"between\" must name two areas (codes "
                                           "of the areas layer), found %1")
                                .arg(quoted(o.properties.value(QStringLiteral("between")))));
                    continue;
                }
                (isKind(o, "link") ? w.links : w.blocks)
                    .push_back({a, b, o.properties.value(QStringLiteral("kind"))});
            }
        }
    }

    const Map &m_map;
    const TerrainMapping &m_mapping;
    QString m_file;
    Problems &m_problems;
    GridMapping m_grid;
    Campaign m_campaign;
    QHash<QString, int> m_areaCodes;
};
} // namespace

std::optional<Campaign> importMap(const Map &map, const TerrainMapping &mapping,
                                  const QString &fileName, Problems &problems)
{
    return Importer(map, mapping, fileName, problems).run();
}

std::optional<Campaign> importTmxFile(const QString &path, const TerrainMapping &mapping,
                                      Problems &problems)
{
    const auto map = readTmxFile(path, problems);
    if (!map)
        return std::nullopt;
    return importMap(*map, mapping, path, problems);
}

} // namespace muster::tmx
