#pragma once
// A small square of one colour: the icon of a terrain in the editor's palettes and lists.

#include <QColor>
#include <QIcon>
#include <QPixmap>

namespace muster {

inline QIcon colourSwatch(const QColor &colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(colour);
    return QIcon(pixmap);
}

} // namespace muster
