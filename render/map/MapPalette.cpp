#include "map/MapPalette.h"

#include "model/Campaign.h"

#include <array>

namespace muster::MapPalette {

namespace {
// Muted, print-friendly terrain tones: light enough for dark labels, distinct side by side.
constexpr std::array<QRgb, kAreaTerrainCount> kAreaTerrain{
    0xffe4e8b8, // plains
    0xffd6c99a, // uplands
    0xff9cc48a, // forest
    0xffb3a89c, // mountains
    0xffa9cdbd, // wetlands
    0xffe0c2c0, // city
    0xff7fa8d1, // sea: deeper than any pale kingdom fill, so blue kingdoms stay apart from it
};
constexpr std::array<QRgb, kHexTerrainCount> kHexTerrain{
    0xffebe7c9, // clear
    0xffcfe3a0, // grass
    0xffd7c08f, // hills
    0xff8db97a, // woods
    0xffcdc3b3, // barren
    0xfff0dc9f, // desert
    0xff6aa864, // jungle
    0xff9fc2b0, // swamp
    0xffa2958a, // mountains
    0xff9cc6e6, // water
};
// Used when a kingdom's colour is missing or unreadable: distinct hues, fixed order.
constexpr std::array<QRgb, 10> kFallbackKingdoms{0xffc0392b, 0xff2e86c1, 0xff27ae60, 0xff8e44ad,
                                                 0xffd68910, 0xff17a589, 0xff7b241c, 0xff1f3a93,
                                                 0xffb03a7a, 0xff616a6b};
} // namespace

QColor areaTerrain(AreaTerrain t)
{
    return QColor::fromRgb(kAreaTerrain[static_cast<size_t>(t)]);
}

QColor hexTerrain(HexTerrain t)
{
    return QColor::fromRgb(kHexTerrain[static_cast<size_t>(t)]);
}

QColor unownedLand()
{
    return QColor::fromRgb(0xffeae5d3);
}
QColor sea()
{
    return QColor::fromRgb(kAreaTerrain[static_cast<size_t>(AreaTerrain::Sea)]);
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
    return QColor::fromRgb(0xff8a5a2b);
}
QColor river()
{
    return QColor::fromRgb(0xff3f7fbf);
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
        kFallbackKingdoms[static_cast<size_t>(kingdomIndex) % kFallbackKingdoms.size()]);
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
    // 40 % of the kingdom colour over a warm off-white: pale, yet the hue stays recognisable, and
    // the warm base keeps a blue kingdom's land greyer than the sea.
    const QColor base = QColor::fromRgb(0xfff8f1df);
    const double k = 0.4;
    return QColor::fromRgbF(
        static_cast<float>(base.redF() * (1 - k) + kingdomColour.redF() * k),
        static_cast<float>(base.greenF() * (1 - k) + kingdomColour.greenF() * k),
        static_cast<float>(base.blueF() * (1 - k) + kingdomColour.blueF() * k));
}

QColor textOn(const QColor &fill)
{
    const double luma = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF();
    return luma > 0.6 ? QColor::fromRgb(0xff1c1a17) : QColor(Qt::white);
}

} // namespace muster::MapPalette
