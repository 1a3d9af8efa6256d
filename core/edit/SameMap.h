#pragma once
// Whether two worlds are the same map: what a file or an edit sets (grid, terrain, areas, joins,
// paths, strongholds); what World::rebuild() derives follows from those. An edit that leaves the
// map the same is no undo step.

namespace muster {

class World;

bool sameMap(const World &a, const World &b);

} // namespace muster
