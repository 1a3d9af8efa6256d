#pragma once
// What the map editor's next press or click on the map does, and with what: the tool chosen in
// the editor's dock and the brush it paints with.

#include "model/Terrain.h"

namespace muster {

enum class EditorTool
{
    Select,       // clicks select, drags pan: the map as outside the editor
    TerrainBrush, // paints the chosen hex terrain under the brush
    AreaBrush,    // paints hexes into the chosen area (none: out of every area)
    TerrainFill,  // the hexes of the clicked hex's terrain joined to it
    AreaFill,     // the hexes of the clicked hex's area joined to it
    Road,         // drag along hexes; Shift+click removes the road there
    River,        // drag along hexes; click toggles navigable, Shift+click removes
    Link,         // click two areas: joins them (a strait), or removes their link
    Block,        // click two areas: parts them though they touch, or removes the block
    Stronghold    // click places one (or sets its owner), drag moves it, Shift+click removes
};

struct EditorBrush
{
    EditorTool tool = EditorTool::Select;
    HexTerrain terrain = HexTerrain::Grass;
    int area = -1;  // AreaBrush, AreaFill: the area painted, -1 for none (erases)
    int radius = 0; // hexes around the one under the pointer; size shown to the GM is radius + 1
    bool navigable = true; // new rivers
    int owner = -1;        // new strongholds: kingdom index, -1 for none
};

} // namespace muster
