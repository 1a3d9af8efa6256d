#include "io/JsonFields.h"

#include "model/StateCheck.h"

#include <algorithm>
#include <cmath>

namespace muster {

void JsonFields::problem(const QString &path, const QString &message)
{
    m_problems.add({{}, 0, path, message});
}

namespace {
QString tooLong(qsizetype length, qint64 maxLength)
{
    return QStringLiteral("a text of %1 characters is too long (at most %2)")
        .arg(length)
        .arg(maxLength);
}
} // namespace

std::optional<QString> JsonFields::text(const QJsonObject &o, const QString &path,
                                        const QString &key, qint64 maxLength)
{
    // Every name and code of a map passes through here: the path is spelled out only for a
    // problem, and the text is taken out of the JSON value once.
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) {
        problem(jsonChildPath(path, key), QStringLiteral("missing (expected a text)"));
        return std::nullopt;
    }
    QString text = v.toString();
    if (!v.isString() ||
        std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSpace(); })) {
        problem(jsonChildPath(path, key), QStringLiteral("expected a non-empty text"));
        return std::nullopt;
    }
    if (text.size() > maxLength) {
        problem(jsonChildPath(path, key), tooLong(text.size(), maxLength));
        return std::nullopt;
    }
    return text;
}

QString JsonFields::optionalText(const QJsonObject &o, const QString &path, const QString &key,
                                 const QString &fallback, qint64 maxLength)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return fallback;
    if (!v.isString()) {
        problem(jsonChildPath(path, key), QStringLiteral("expected a text"));
        return fallback;
    }
    if (v.toString().size() > maxLength) {
        problem(jsonChildPath(path, key), tooLong(v.toString().size(), maxLength));
        return fallback;
    }
    return v.toString();
}

bool isWholeJsonNumber(const QJsonValue &v)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::isfinite(d) && d == std::floor(d) && std::abs(d) <= 9007199254740991.0;
}

QString jsonNumberForMessage(const QJsonValue &v)
{
    return v.isDouble() ? QString::number(v.toDouble(), 'g', 17)
                        : QStringLiteral("a value of another kind");
}

std::optional<qint64> JsonFields::integer(const QJsonObject &o, const QString &path,
                                          const QString &key, limits::Range range)
{
    const qint64 min = range.min, max = range.max;
    const QString p = jsonChildPath(path, key);
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) {
        problem(
            p, QStringLiteral("missing (expected a whole number from %1 to %2)").arg(min).arg(max));
        return std::nullopt;
    }
    if (!isWholeJsonNumber(v) || !range.contains(static_cast<qint64>(v.toDouble()))) {
        problem(p, rangeProblem(range, jsonNumberForMessage(v)));
        return std::nullopt;
    }
    return static_cast<qint64>(v.toDouble());
}

qint64 JsonFields::optionalInteger(const QJsonObject &o, const QString &path, const QString &key,
                                   limits::Range range, qint64 fallback)
{
    if (!o.contains(key))
        return fallback;
    return integer(o, path, key, range).value_or(fallback);
}

bool JsonFields::optionalBool(const QJsonObject &o, const QString &path, const QString &key,
                              bool fallback)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return fallback;
    if (!v.isBool()) {
        problem(jsonChildPath(path, key), QStringLiteral("expected true or false"));
        return fallback;
    }
    return v.toBool();
}

std::optional<QJsonObject> JsonFields::object(const QJsonObject &o, const QString &path,
                                              const QString &key)
{
    const QJsonValue v = o.value(key);
    if (!v.isObject()) {
        problem(jsonChildPath(path, key), v.isUndefined()
                                              ? QStringLiteral("missing (expected an object)")
                                              : QStringLiteral("expected an object"));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> JsonFields::array(const QJsonObject &o, const QString &path,
                                            const QString &key, qint64 maxItems)
{
    const QJsonValue v = o.value(key);
    if (!v.isArray()) {
        problem(jsonChildPath(path, key), v.isUndefined()
                                              ? QStringLiteral("missing (expected a list)")
                                              : QStringLiteral("expected a list"));
        return std::nullopt;
    }
    const QJsonArray a = v.toArray();
    if (a.size() > maxItems) {
        problem(jsonChildPath(path, key), QStringLiteral("a list of %1 entries is too long (at "
                                                         "most %2)")
                                              .arg(a.size())
                                              .arg(maxItems));
        return std::nullopt;
    }
    return a;
}

QJsonArray JsonFields::optionalArray(const QJsonObject &o, const QString &path, const QString &key,
                                     qint64 maxItems)
{
    if (!o.contains(key))
        return {};
    return array(o, path, key, maxItems).value_or(QJsonArray());
}

void JsonFields::rejectUnknownKeys(const QJsonObject &o, const QString &path,
                                   const QStringList &known)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            problem(jsonChildPath(path, it.key()),
                    QStringLiteral("unknown field (expected one of: %1)")
                        .arg(known.join(QStringLiteral(", "))));
}

} // namespace muster
