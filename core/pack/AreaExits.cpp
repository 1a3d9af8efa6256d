#include "pack/AreaExits.h"

#include "model/World.h"

#include <QStringList>

namespace muster {

QString areaExits(const World &world, int area)
{
    QStringList out;
    for (int n : world.neighbours(area)) {
        QString exit = world.areas[static_cast<size_t>(n)].code;
        for (const AreaLink &link : world.links)
            if (((link.a == area && link.b == n) || (link.a == n && link.b == area)) &&
                !link.kind.isEmpty()) {
                exit += QStringLiteral(" (%1)").arg(link.kind);
                break;
            }
        out << exit;
    }
    out.sort();
    return out.join(QStringLiteral(", "));
}

} // namespace muster
