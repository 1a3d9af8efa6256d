#include "TiledTestSupport.h"

#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "tiled/tmx/TmxImport.h"

#include <QDir>
#include <QJsonObject>

namespace muster::test {

QString tiledData(const QString &name)
{
    return QDir::isAbsolutePath(name) ? name
                                      : sourcePath(QStringLiteral("tests/tiled/data/") + name);
}

tmx::TerrainMapping mappingFile(const QString &name)
{
    if (name.isEmpty())
        return {};
    Problems problems;
    const auto m = tmx::readTerrainMappingFile(tiledData(name), problems);
    return m.value_or(tmx::TerrainMapping{});
}

std::optional<Campaign> importData(const QString &name, Problems &problems,
                                   const tmx::TerrainMapping &mapping)
{
    return tmx::importTmxFile(tiledData(name), mapping, problems);
}

QByteArray worldJson(const Campaign &campaign)
{
    return canonicalJson(campaignDefinitionToJson(campaign).value(QStringLiteral("world")));
}

QStringList terrainRows(const World &world)
{
    QStringList rows;
    for (int r = 0; r < world.rows; ++r) {
        QString row;
        for (int c = 0; c < world.columns; ++c)
            row += hexTerrainLetter(world.terrainAt(hexFromOffset({c, r})));
        rows << row;
    }
    return rows;
}

} // namespace muster::test
