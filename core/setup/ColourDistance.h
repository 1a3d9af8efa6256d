#pragma once
// How different two colours look: CIEDE2000 (CIE 2000 colour difference, ΔE00) between their
// CIELAB values, from sRGB under D65. Kingdom colours are told apart on the map by it: the
// kingdoms editor warns when a kingdom's colour comes within kMinKingdomColourDistance of another
// kingdom's or of the sea's, as seen with typical vision and with the two commonest colour
// blindnesses (setup/ColourVision.h): two colours are as far apart as they look to the player who
// finds them most alike. Core keeps colours as "#rrggbb" text (no QColor), so this works on
// that text and on 0xRRGGBB numbers.

#include "model/Kingdom.h"
#include "setup/ColourVision.h"

#include <QString>

#include <optional>
#include <vector>

namespace muster {

struct Lab
{
    double l = 0; // lightness, 0 to 100
    double a = 0;
    double b = 0;
};

/// The CIELAB value of an sRGB colour 0xRRGGBB (D65 white, 2° observer).
Lab labOf(unsigned rgb);
/// ΔE00 (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1): 0 for the same colour, about
/// 100 for black against white; differences below 1 are hard to see at all.
double ciede2000(const Lab &x, const Lab &y);
/// "#rrggbb" as 0xRRGGBB; nullopt for anything else.
std::optional<unsigned> parseColour(const QString &text);
/// ΔE00 between two "#rrggbb" colours as seen with typical vision; nullopt when either is not
/// one.
std::optional<double> colourDistance(const QString &a, const QString &b);

/// How alike two colours look to the player who finds them most alike: the smallest ΔE00 of the
/// two as seen with each of kVisions, and that vision.
struct VisionDistance
{
    double distance = 0;
    Vision vision = Vision::Typical;
};
VisionDistance leastDistance(unsigned a, unsigned b);
/// leastDistance of two "#rrggbb" colours; nullopt when either is not one.
std::optional<VisionDistance> leastColourDistance(const QString &a, const QString &b);

/// Below this ΔE00 two kingdoms (or a kingdom and the sea) are easily confused at a glance on
/// the map and in its legend: about the difference between two reds of one paint box.
inline constexpr double kMinKingdomColourDistance = 12.0;

/// A colour too close to another on the map.
struct ColourClash
{
    int kingdom = -1; // the other kingdom's index; -1 for the sea
    double distance = 0;
    Vision vision = Vision::Typical; // to whom the two look that alike
};
/// Where `colour`, kingdom `self`'s (-1 for a kingdom not in the list yet), comes within
/// kMinKingdomColourDistance of another kingdom's colour or of `seaColour` in any of kVisions
/// (leastDistance): the sea first, then
/// the kingdoms in their order. Colours that are no "#rrggbb" clash with nothing.
std::vector<ColourClash> colourClashes(const QString &colour, int self,
                                       const std::vector<Kingdom> &kingdoms,
                                       const QString &seaColour);

} // namespace muster
