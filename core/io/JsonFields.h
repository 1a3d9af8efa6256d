#pragma once
// Reading typed fields out of JSON objects while collecting every problem with its JSON path.
// Shared by the campaign, world and state readers; file and line are added at the end.

#include "io/JsonLocator.h"
#include "model/Limits.h"
#include "util/Problems.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace muster {

/// Whether `v` is a JSON number holding a whole value that a double holds exactly (|v| <= 2^53-1).
bool isWholeJsonNumber(const QJsonValue &v);
/// `v` as a refusal quotes it: the number in full, or "a value of another kind".
QString jsonNumberForMessage(const QJsonValue &v);

class JsonFields
{
public:
    explicit JsonFields(Problems &problems) : m_problems(problems) {}

    void problem(const QString &path, const QString &message);
    Problems &problems() { return m_problems; }

    /// A required non-empty text of at most `maxLength` characters.
    std::optional<QString> text(const QJsonObject &o, const QString &path, const QString &key,
                                qint64 maxLength = limits::kMaxTextLength);
    /// An optional text: absent gives `fallback`; present but not a text, or longer than
    /// `maxLength`, is a problem.
    QString optionalText(const QJsonObject &o, const QString &path, const QString &key,
                         const QString &fallback = {}, qint64 maxLength = limits::kMaxTextLength);
    /// A required whole number within `range`.
    std::optional<qint64> integer(const QJsonObject &o, const QString &path, const QString &key,
                                  limits::Range range);
    /// An optional whole number within `range`; absent gives `fallback`.
    qint64 optionalInteger(const QJsonObject &o, const QString &path, const QString &key,
                           limits::Range range, qint64 fallback);
    bool optionalBool(const QJsonObject &o, const QString &path, const QString &key, bool fallback);
    std::optional<QJsonObject> object(const QJsonObject &o, const QString &path,
                                      const QString &key);
    /// A required list of at most `maxItems` entries.
    std::optional<QJsonArray> array(const QJsonObject &o, const QString &path, const QString &key,
                                    qint64 maxItems = limits::kMaxListItems);
    /// Absent gives an empty array.
    QJsonArray optionalArray(const QJsonObject &o, const QString &path, const QString &key,
                             qint64 maxItems = limits::kMaxListItems);
    /// Reports keys of `o` that are not in `known`, so typos never pass silently.
    void rejectUnknownKeys(const QJsonObject &o, const QString &path, const QStringList &known);

private:
    Problems &m_problems;
};

} // namespace muster
