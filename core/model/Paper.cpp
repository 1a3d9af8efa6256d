#include "model/Paper.h"

namespace muster {

QString paperName(Paper paper)
{
    switch (paper) {
    case Paper::A4:
        return QStringLiteral("A4");
    case Paper::A3:
        return QStringLiteral("A3");
    case Paper::Letter:
        return QStringLiteral("Letter");
    }
    return {};
}

QString paperChoices()
{
    return QStringLiteral("A4, A3 or Letter");
}

std::optional<Paper> paperNamed(const QString &name)
{
    for (Paper p : {Paper::A4, Paper::A3, Paper::Letter})
        if (name.compare(paperName(p), Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

} // namespace muster
