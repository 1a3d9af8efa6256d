#include "model/TurnState.h"

namespace muster {

QString defenceModeName(DefenceMode m)
{
    switch (m) {
    case DefenceMode::Defend:
        return QStringLiteral("defend");
    case DefenceMode::Retreat:
        return QStringLiteral("retreat");
    case DefenceMode::Ambush:
        return QStringLiteral("ambush");
    }
    return {};
}

bool parseDefenceMode(const QString &name, DefenceMode *out)
{
    for (DefenceMode m : {DefenceMode::Defend, DefenceMode::Retreat, DefenceMode::Ambush})
        if (defenceModeName(m) == name) {
            *out = m;
            return true;
        }
    return false;
}

} // namespace muster
