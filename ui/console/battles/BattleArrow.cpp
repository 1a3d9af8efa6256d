#include "console/battles/BattleArrow.h"

#include "model/World.h"
#include "render/map/MapGeometry.h"

#include <type_traits>
#include <variant>

namespace muster {

std::optional<BattleArrow> battleArrow(const BattleInfo &battle, const MapGeometry &geometry,
                                       const World &world)
{
    return std::visit(
        [&](const auto &site) -> std::optional<BattleArrow> {
            using Site = std::decay_t<decltype(site)>;
            if constexpr (std::is_same_v<Site, AreaBattleSite>) {
                const int areas = static_cast<int>(world.areas.size());
                if (site.from < 0 || site.area < 0 || site.from >= areas || site.area >= areas)
                    return std::nullopt;
                return BattleArrow{geometry.area(site.from).anchor, geometry.area(site.area).anchor,
                                   false};
            } else {
                // The arrow runs through the hexes' upper halves, clear of the counters below
                // their centres.
                const HexLayout &layout = geometry.layout();
                const QPointF lift =
                    site.cameFrom ? QPointF(0, -0.4 * MapGeometry::kHexSize) : QPointF();
                return BattleArrow{layout.toPixel(site.cameFrom.value_or(site.at)) + lift,
                                   layout.toPixel(site.at) + lift, true};
            }
        },
        battle.site);
}

} // namespace muster
