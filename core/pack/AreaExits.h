#pragma once
// An area's exits as a player writes them in orders: its neighbours by code (RULES A3.3: an
// action goes to an adjacent area), a link that is not a shared border named by its kind, so a
// strait a turn's order may cross is in the pack though the map shows it small.

#include <QString>

namespace muster {

class World;

/// "AWD (strait), BRH, DPH": the neighbours of area `area` by code, in code order.
QString areaExits(const World &world, int area);

} // namespace muster
