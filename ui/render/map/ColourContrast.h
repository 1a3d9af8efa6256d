#pragma once
// WCAG 2 contrast between colours: relative luminance and the contrast ratio (1 to 21). Names in
// the docks need 4.5:1 against their background (level AA for normal text); the map's palette is
// checked with the same measure (tests/gui/tst_map_palette).

#include <QColor>

namespace muster {

/// Relative luminance of an sRGB colour, 0 (black) to 1 (white).
double relativeLuminance(const QColor &colour);
/// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 for equal colours, 21 for black on white.
double contrastRatio(const QColor &a, const QColor &b);
/// `colour` darkened or lightened (whichever keeps more of it) just enough to reach `ratio`
/// against `background`; the colour itself when it already does.
QColor withContrast(const QColor &colour, const QColor &background, double ratio);

} // namespace muster
