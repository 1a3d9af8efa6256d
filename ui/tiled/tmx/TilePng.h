#pragma once
// The embedded images of an exported map's tilesets: flat hexes in the map's colours, written as
// PNG with zlib (the library draws without Qt Gui).

#include <QByteArray>

#include <cstdint>
#include <vector>

namespace muster::tmx {

/// A PNG of `colours.size()` pointy-top hex tiles of `width` x `height` pixels, `columns` to a row,
/// each filled with its colour (0xRRGGBB) inside a darker outline, transparent around.
QByteArray hexTilesPng(const std::vector<std::uint32_t> &colours, int width, int height,
                       int columns);

} // namespace muster::tmx
