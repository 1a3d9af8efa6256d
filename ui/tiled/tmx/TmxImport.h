#pragma once
// A Tiled map as a new campaign's world (maps/README.md, "Tiled maps"): the terrain layer gives
// each hex's terrain, an "areas" layer the areas, objects the roads, rivers, strongholds, links
// and blocks. The campaign is then checked by core's own reader, so a map is refused with the
// same messages as `muster-cli validate` gives a JSON campaign, and never half imported.

#include "model/Campaign.h"
#include "tiled/tmx/TerrainMapping.h"
#include "tiled/tmx/TmxMap.h"
#include "util/Problems.h"

#include <optional>

namespace muster::tmx {

/// The campaign (its world, a kingdom for each stronghold owner, the default ruleset of its kind
/// and turn 1) of a map read from `fileName` (used in messages and as the default name); nullopt
/// with every problem in `problems`.
std::optional<Campaign> importMap(const Map &map, const TerrainMapping &mapping,
                                  const QString &fileName, Problems &problems);

/// Reads the TMX file at `path` and imports it.
std::optional<Campaign> importTmxFile(const QString &path, const TerrainMapping &mapping,
                                      Problems &problems);

} // namespace muster::tmx
