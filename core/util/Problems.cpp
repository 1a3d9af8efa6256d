#include "util/Problems.h"

#include "util/Elide.h"

namespace muster {

namespace {
// The longest path or message printed whole. Messages quote input through elided() already; this
// catches what they cannot, such as a JSON path through a key of a megabyte.
constexpr qsizetype kLongestPart = 2000;
} // namespace

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
        out += elided(where, kLongestPart) + QLatin1String(": ");
    return out + elided(message, kLongestPart);
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
