#include "tiled/tmx/TerrainMapping.h"

#include "io/InputFile.h"
#include "io/JsonError.h"
#include "model/Limits.h"
#include "util/Elide.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace muster::tmx {

QString TerrainMapping::terrainOf(const Tileset &tileset, int localId) const
{
    const auto set = tiles.constFind(tileset.name);
    if (set != tiles.cend()) {
        const auto it = set->constFind(localId);
        if (it != set->cend())
            return *it;
    }
    return tileset.tiles.value(localId).value(QStringLiteral("terrain"));
}

std::optional<TerrainMapping> parseTerrainMapping(const QByteArray &json, const QString &fileName,
                                                  Problems &problems)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    auto fail = [&](const QString &where, const QString &message) {
        problems.add({fileName, 0, where, message});
    };
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        fail({}, error.error != QJsonParseError::NoError ? QStringLiteral("not JSON at byte %1: %2")
                                                               .arg(error.offset)
                                                               .arg(jsonErrorText(error))
                                                         : QStringLiteral("expected an object"));
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    const size_t before = problems.size();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("muster-terrain-map"))
        fail(QStringLiteral("format"), QStringLiteral("expected \"muster-terrain-map\""));
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != QLatin1String("format") && it.key() != QLatin1String("tilesets") &&
            it.key() != QLatin1String("empty"))
            fail(elided(it.key()),
                 QStringLiteral("unknown key (expected format, tilesets, empty)"));
    TerrainMapping m;
    m.empty = o.value(QStringLiteral("empty")).toString();
    const QJsonObject sets = o.value(QStringLiteral("tilesets")).toObject();
    for (auto set = sets.begin(); set != sets.end(); ++set) {
        const QString where = QStringLiteral("tilesets.%1").arg(elided(set.key()));
        if (!set->isObject()) {
            fail(where, QStringLiteral("expected an object of tile ids and terrains"));
            continue;
        }
        QHash<int, QString> &ids = m.tiles[set.key()];
        const QJsonObject tiles = set->toObject();
        for (auto t = tiles.begin(); t != tiles.end(); ++t) {
            bool ok = false;
            const int id = t.key().toInt(&ok);
            if (!ok || id < 0 || !t->isString())
                fail(where + QLatin1Char('.') + elided(t.key()),
                     QStringLiteral("expected a tile id (a whole number from 0) and a terrain"));
            else
                ids.insert(id, t->toString());
        }
    }
    if (problems.size() != before)
        return std::nullopt;
    return m;
}

std::optional<TerrainMapping> readTerrainMappingFile(const QString &path, Problems &problems)
{
    const auto bytes =
        readInputFile(path, limits::kMaxTerrainMappingBytes, QStringLiteral("a terrain map"));
    if (!bytes) {
        problems.append(bytes.problems());
        return std::nullopt;
    }
    return parseTerrainMapping(*bytes, path, problems);
}

const TileLayer *terrainLayer(const Map &map)
{
    if (const TileLayer *named = map.layerNamed(QStringLiteral("terrain")))
        return named;
    for (const TileLayer &l : map.tileLayers)
        if (l.name.compare(QLatin1String("areas"), Qt::CaseInsensitive) != 0)
            return &l;
    return nullptr;
}

std::vector<UnmappedTile> unmappedTiles(const Map &map, const TerrainMapping &mapping)
{
    std::vector<UnmappedTile> out;
    const TileLayer *layer = terrainLayer(map);
    if (!layer)
        return out;
    QSet<std::uint32_t> seen;
    for (size_t i = 0; i < layer->gids.size(); ++i) {
        const std::uint32_t gid = layer->gids[i];
        if (gid == 0 || seen.contains(gid))
            continue;
        seen.insert(gid);
        int id = 0;
        const Tileset *set = map.tilesetOf(gid, &id);
        if (set && !mapping.terrainOf(*set, id).isEmpty())
            continue;
        out.push_back({set ? set->name : QString(), set ? id : static_cast<int>(gid),
                       static_cast<int>(i % static_cast<size_t>(map.width)),
                       static_cast<int>(i / static_cast<size_t>(map.width))});
    }
    return out;
}

} // namespace muster::tmx
