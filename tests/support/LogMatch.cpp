#include "LogMatch.h"

namespace muster::test {

bool logEventMatches(const LogEvent &event, const QJsonObject &expected)
{
    const QJsonObject json = event.toJson();
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        if (it.key() == QLatin1String("textContains")) {
            if (!event.text.contains(it.value().toString()))
                return false;
        } else if (json.value(it.key()) != it.value()) {
            return false;
        }
    }
    return true;
}

} // namespace muster::test
