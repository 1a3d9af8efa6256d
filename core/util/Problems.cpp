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
        if (line > 0) {
            out += QLatin1Char(':') + QString::number(line);
            if (column > 0)
                out += QLatin1Char(':') + QString::number(column);
        }
        out += QLatin1String(": ");
    } else if (line > 0) {
        out += QStringLiteral("line %1: ").arg(line);
    }
    if (!kingdom.isEmpty())
        out += QStringLiteral("kingdom %1: ").arg(elided(kingdom, kLongestPart));
    if (!where.isEmpty())
        out += elided(where, kLongestPart) + QLatin1String(": ");
    out += elided(message, kLongestPart);
    if (!rule.isEmpty())
        out += QStringLiteral(" (RULES %1)").arg(rule);
    return out;
}

QStringList problemTexts(const std::vector<Problem> &problems)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(problems.size()));
    for (const Problem &p : problems)
        out << p.toString();
    return out;
}

void Problems::append(const Problems &other)
{
    m_items.insert(m_items.end(), other.m_items.begin(), other.m_items.end());
}

QStringList Problems::toStringList() const
{
    return problemTexts(m_items);
}

} // namespace muster
