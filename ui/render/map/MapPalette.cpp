#include "render/map/MapPalette.h"

#include "model/Campaign.h"
#include "render/map/ColourContrast.h"
#include "setup/KingdomPalette.h"

#include <array>

namespace muster::MapPalette {

namespace {
// Print-friendly terrain tones after printed wargame maps: light enough for dark labels, each
// hue of its own so forest, hills and mountains differ side by side even before their symbols.
constexpr std::array<QRgb, kAreaTerrainCount> kAreaTerrain{
    0xffe9ecc0, // plains: pale meadow
    0xffdcc48e, // uplands: ochre
    0xff98c382, // forest: green
    0xffbdb1a4, // mountains: stone
    0xffa7cfc0, // wetlands: reed teal
    0xffe6c9c4, // city: brick pink
    0xff6690bd, // sea: darker than every land fill (kMinLandSeaContrast)
};
constexpr std::array<QRgb, kHexTerrainCount> kHexTerrain{
    0xfff0ecd2, // clear
    0xffd5e6a6, // grass
    0xffdcc48e, // hills
    0xff93c07e, // woods
    0xffcfc6b8, // barren
    0xfff2dc98, // desert
    0xff5fa35f, // jungle
    0xffa7cfc0, // swamp
    0xffb3a697, // mountains
    0xff8fbfe3, // water
};
QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                            static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}
} // namespace

QColor areaTerrain(AreaTerrain t)
{
    return QColor::fromRgb(kAreaTerrain[static_cast<size_t>(t)]);
}

QColor hexTerrain(HexTerrain t)
{
    return QColor::fromRgb(kHexTerrain[static_cast<size_t>(t)]);
}

const std::array<QRgb, kHexTerrainCount> &hexTerrainRgb()
{
    return kHexTerrain;
}

const std::array<QRgb, kAreaTerrainCount> &areaTerrainRgb()
{
    return kAreaTerrain;
}

QColor politicalHexTerrain(HexTerrain t)
{
    // Two thirds parchment: terrain boundaries still show, but no terrain colour competes with
    // the owners' colours of the markers; water keeps most of its blue.
    return t == HexTerrain::Water ? mix(hexTerrain(t), unownedLand(), 0.25)
                                  : mix(hexTerrain(t), unownedLand(), 0.68);
}

QColor symbolInk(HexTerrain t, bool political)
{
    if (political) {
        QColor ink =
            t == HexTerrain::Water ? QColor::fromRgb(0xff2f5f8f) : QColor::fromRgb(0xff4a3f33);
        ink.setAlphaF(0.5f);
        return ink;
    }
    // Forests in deep green, mountains in dark stone, and so on: the terrain's own hue, dark.
    return hexTerrain(t).darker(t == HexTerrain::Jungle ? 210 : 260);
}

QColor unownedLand()
{
    return QColor::fromRgb(0xffefe9d6);
}
QColor sea()
{
    return QColor::fromRgb(kAreaTerrain[static_cast<size_t>(AreaTerrain::Sea)]);
}
QColor unknownLand()
{
    return QColor::fromRgb(0xffc9c6bf);
}
QColor outOfSightHatch()
{
    return QColor::fromRgb(0x66504a40);
}
QColor rememberedWash()
{
    return QColor::fromRgba(0x99c9c6bf);
}
QColor noArea()
{
    return QColor::fromRgb(0xffd9dde0);
}
QColor background()
{
    return QColor::fromRgb(0xff8fa9bd);
}
QColor landBorder()
{
    return QColor::fromRgb(0xff3b342c);
}
QColor coastBorder()
{
    return QColor::fromRgb(0xff2f4f6a);
}
QColor seaBorder()
{
    return QColor::fromRgb(0xff6f9cc0);
}
QColor hexGrid()
{
    return QColor::fromRgb(0xff5a5a5a);
}
QColor road()
{
    return QColor::fromRgb(0xff7a4a1e);
}
QColor river()
{
    return QColor::fromRgb(0xff2f74b5);
}
QColor labelText()
{
    return QColor::fromRgb(0xff1c1a17);
}
QColor labelHalo()
{
    return QColor::fromRgb(0xfffbf8ee);
}

QColor kingdom(const Campaign &campaign, int kingdomIndex)
{
    if (kingdomIndex < 0)
        return QColor::fromRgb(0xff7f7f7f);
    if (kingdomIndex < static_cast<int>(campaign.kingdoms.size())) {
        const QColor c =
            QColor::fromString(campaign.kingdoms[static_cast<size_t>(kingdomIndex)].colour);
        if (c.isValid())
            return c;
    }
    return QColor::fromRgb(
        0xff000000u | kKingdomPalette[static_cast<size_t>(kingdomIndex) % kKingdomPalette.size()]);
}

std::vector<QColor> kingdoms(const Campaign &campaign)
{
    std::vector<QColor> out;
    out.reserve(campaign.kingdoms.size());
    for (size_t i = 0; i < campaign.kingdoms.size(); ++i)
        out.push_back(kingdom(campaign, static_cast<int>(i)));
    return out;
}

QColor ownedFill(const QColor &kingdomColour)
{
    // 45 % of the kingdom colour over a warm off-white: pale, yet the hue stays recognisable. A
    // light blue kingdom would come out as light as the sea: such a fill is paled further until
    // land and sea differ in lightness.
    const QColor base = QColor::fromRgb(0xfff8f1df);
    double k = 0.45;
    QColor fill = mix(base, kingdomColour, k);
    while (contrastRatio(fill, sea()) < kMinLandSeaContrast && k > 0.05) {
        k -= 0.05;
        fill = mix(base, kingdomColour, k);
    }
    return fill;
}

QColor textOn(const QColor &fill)
{
    // Pure black and white: of the two, one always reaches 4.5:1 (a near-black would not on a
    // mid green).
    return contrastRatio(Qt::black, fill) >= contrastRatio(Qt::white, fill) ? QColor(Qt::black)
                                                                            : QColor(Qt::white);
}

QColor kingdomText(const QColor &kingdomColour, const QColor &background)
{
    return withContrast(kingdomColour, background, 4.5);
}

} // namespace muster::MapPalette
