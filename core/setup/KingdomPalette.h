#pragma once
// The colours Muster offers a new kingdom, and draws a kingdom in when its own colour is unusable.
// The first six are Paul Tol's "bright" scheme with its blue made darker (Tol's #4477aa is the
// map's sea to a colour-blind eye): any two of them stay kMinKingdomColourDistance apart with
// typical vision and with deuteranopia and protanopia (setup/ColourVision.h), so six kingdoms
// are told apart by every player. The rest are strong colours that read on parchment and as
// pale fills; beyond six kingdoms the map's ownership patterns tell the kingdoms apart as well.

#include <array>

namespace muster {

inline constexpr std::array<unsigned, 15> kKingdomPalette{
    0xee6677, 0x2b4bd8, 0x228833, 0xccbb44, 0xaa3377, 0x66ccee, 0xe67e22, 0x7f4f24,
    0x495057, 0x16a085, 0xd63384, 0x1d3557, 0x6a994e, 0x3a0ca3, 0xf77f00};

/// How many of kKingdomPalette's first colours any player can tell apart.
inline constexpr int kDistinctKingdomColours = 6;

} // namespace muster
