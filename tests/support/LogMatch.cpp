#include "LogMatch.h"

#include "log/LogJson.h"

namespace muster::test {

bool logEventMatches(const TurnLog &log, std::size_t event, const LogContext &context,
                     const QJsonObject &expected)
{
    const QJsonObject json = eventToJson(log, event, context);
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        if (it.key() == QLatin1String("textContains")) {
            if (!json.value(QLatin1String("text")).toString().contains(it.value().toString()))
                return false;
        } else if (json.value(it.key()) != it.value()) {
            return false;
        }
    }
    return true;
}

} // namespace muster::test
