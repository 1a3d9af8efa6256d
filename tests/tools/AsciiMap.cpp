#include "AsciiMap.h"

#include <QSet>

namespace muster::samples {

namespace {
QChar areaLetter(AreaTerrain t)
{
    const char letters[] = {'.', '^', 'f', 'M', 'w', '#', ' '};
    return QLatin1Char(letters[static_cast<int>(t)]);
}
} // namespace

QString asciiAreaMap(const World &world)
{
    QSet<Hex> river;
    for (const HexPath &r : world.rivers)
        for (const Hex h : r.hexes)
            river.insert(h);
    QString out;
    for (int row = 0; row < world.rows; ++row) {
        if (row & 1)
            out += QStringLiteral("  ");
        for (int col = 0; col < world.columns; ++col) {
            const Hex h = hexFromOffset({col, row});
            const int a = world.areaAt(h);
            if (a < 0) {
                out += QStringLiteral("    ");
                continue;
            }
            const Area &area = world.areas[static_cast<size_t>(a)];
            const QString code =
                area.code.isEmpty() ? QString::number(a).rightJustified(3) : area.code.left(3);
            out += (river.contains(h) ? QChar(QLatin1Char('~')) : areaLetter(area.terrain)) +
                   (area.terrain == AreaTerrain::Sea ? code.toLower() : code);
        }
        out += QLatin1Char('\n');
    }
    return out;
}

QString asciiHexMap(const World &world)
{
    QSet<Hex> road, river, navigable;
    for (const HexPath &r : world.roads)
        for (const Hex h : r.hexes)
            road.insert(h);
    for (const HexPath &r : world.rivers)
        for (const Hex h : r.hexes)
            (r.navigable ? navigable : river).insert(h);
    QString out;
    for (int row = 0; row < world.rows; ++row) {
        if (row & 1)
            out += QLatin1Char(' ');
        for (int col = 0; col < world.columns; ++col) {
            const Hex h = hexFromOffset({col, row});
            QChar c = hexTerrainLetter(world.terrainAt(h));
            if (river.contains(h))
                c = QLatin1Char('r');
            if (navigable.contains(h))
                c = QLatin1Char('N');
            if (road.contains(h))
                c = QLatin1Char('=');
            if (world.strongholdAt(h) >= 0)
                c = QLatin1Char('@');
            out += c + QLatin1Char(' ');
        }
        out += QLatin1Char('\n');
    }
    return out;
}

} // namespace muster::samples
