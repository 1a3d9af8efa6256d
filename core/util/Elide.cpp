#include "util/Elide.h"

namespace muster {

QString elided(const QString &text, qsizetype keep)
{
    if (text.size() <= keep + 20) // never longer than what it replaces
        return text;
    return text.left(keep) + QStringLiteral("... (%1 characters)").arg(text.size());
}

} // namespace muster
