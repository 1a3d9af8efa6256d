#pragma once
// What the Tiled tests share: the data files, a map imported from one, and a world compared as
// core writes it.

#include "model/Campaign.h"
#include "tiled/tmx/TerrainMapping.h"
#include "util/Problems.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace muster::test {

/// tests/tiled/data/`name`.
QString tiledData(const QString &name);
/// The mapping file tests/tiled/data/`name`; an empty mapping for an empty name.
tmx::TerrainMapping mappingFile(const QString &name);
/// Imports tests/tiled/data/`name` (or an absolute path); problems in `problems`.
std::optional<Campaign> importData(const QString &name, Problems &problems,
                                   const tmx::TerrainMapping &mapping = {});
/// The world as the campaign file writes it (canonical JSON), to compare two worlds.
QByteArray worldJson(const Campaign &campaign);
/// The terrain grid as rows of letters ("cghw"), for asserting a small map hex by hex.
QStringList terrainRows(const World &world);

} // namespace muster::test
