#include "log/TurnLog.h"

namespace muster {

namespace {
const QString kType = QStringLiteral("type");
const QString kRule = QStringLiteral("rule");
const QString kText = QStringLiteral("text");
} // namespace

QJsonObject LogEvent::toJson() const
{
    QJsonObject out = data;
    out.insert(kType, type);
    if (!rule.isEmpty())
        out.insert(kRule, rule);
    out.insert(kText, text);
    return out;
}

std::optional<LogEvent> LogEvent::fromJson(const QJsonObject &json)
{
    if (!json.value(kType).isString() || !json.value(kText).isString())
        return std::nullopt;
    LogEvent e;
    e.type = json.value(kType).toString();
    e.rule = json.value(kRule).toString();
    e.text = json.value(kText).toString();
    e.data = json;
    e.data.remove(kType);
    e.data.remove(kRule);
    e.data.remove(kText);
    return e;
}

QJsonArray TurnLog::toJson() const
{
    QJsonArray out;
    for (const LogEvent &e : m_events)
        out.append(e.toJson());
    return out;
}

std::optional<TurnLog> TurnLog::fromJson(const QJsonArray &json)
{
    TurnLog log;
    for (const QJsonValue &v : json) {
        auto e = v.isObject() ? LogEvent::fromJson(v.toObject()) : std::nullopt;
        if (!e)
            return std::nullopt;
        log.add(std::move(*e));
    }
    return log;
}

QString TurnLog::toText() const
{
    QString out;
    for (const LogEvent &e : m_events)
        out += e.text + QLatin1Char('\n');
    return out;
}

} // namespace muster
