#include "io/JsonError.h"

#include "model/Limits.h"

namespace muster {

QString jsonErrorText(const QJsonParseError &error)
{
    switch (error.error) {
    case QJsonParseError::NoError:
        return {};
    case QJsonParseError::DeepNesting:
        return QStringLiteral("objects and arrays nested deeper than %1, the most a JSON text may "
                              "nest")
            .arg(limits::kMaxJsonDepth);
    default:
        return error.errorString();
    }
}

} // namespace muster
