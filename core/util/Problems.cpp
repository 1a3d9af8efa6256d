#include "util/Problems.h"

namespace muster {

QString Problem::toString() const
{
    QString out;
    if (!file.isEmpty()) {
        out += file;
        if (line > 0)
            out += QLatin1Char(':') + QString::number(line);
        out += QLatin1String(": ");
    } else if (line > 0) {
        out += QStringLiteral("line %1: ").arg(line);
    }
    if (!where.isEmpty())
        out += where + QLatin1String(": ");
    return out + message;
}

QStringList Problems::toStringList() const
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(m_items.size()));
    for (const Problem &p : m_items)
        out << p.toString();
    return out;
}

} // namespace muster
