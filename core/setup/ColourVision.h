#pragma once
// How a colour looks to a player with red-green colour blindness, the commonest kinds (about one
// man in twelve): deuteranopia (no green cones) and protanopia (no red cones). Kingdom colours are
// chosen and checked so that every player can tell them apart, not only those with typical
// vision: the simulation is Machado, Oliveira and Fernandes's (2009) at full severity, applied to
// linear sRGB as in their paper, which is also what colorspacious and most simulators use.

#include <array>

namespace muster {

enum class Vision
{
    Typical,
    Deuteranopia,
    Protanopia
};
inline constexpr std::array<Vision, 3> kVisions{Vision::Typical, Vision::Deuteranopia,
                                                Vision::Protanopia};

/// The sRGB colour 0xRRGGBB as someone with `vision` sees it (itself for typical vision).
unsigned seenWith(unsigned rgb, Vision vision);

} // namespace muster
