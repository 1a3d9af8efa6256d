#pragma once
// Reading typed fields out of JSON objects while collecting every problem with its JSON path.
// Shared by the campaign, world and state readers; file and line are added at the end.

#include "io/JsonLocator.h"
#include "util/Problems.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace muster {

class JsonFields
{
public:
    explicit JsonFields(Problems &problems) : m_problems(problems) {}

    void problem(const QString &path, const QString &message);
    Problems &problems() { return m_problems; }

    /// A required non-empty text.
    std::optional<QString> text(const QJsonObject &o, const QString &path, const QString &key);
    /// An optional text: absent gives `fallback`; present but not a text is a problem.
    QString optionalText(const QJsonObject &o, const QString &path, const QString &key,
                         const QString &fallback = {});
    /// A required whole number in [min, max].
    std::optional<qint64> integer(const QJsonObject &o, const QString &path, const QString &key,
                                  qint64 min, qint64 max);
    /// An optional whole number in [min, max]; absent gives `fallback`.
    qint64 optionalInteger(const QJsonObject &o, const QString &path, const QString &key,
                           qint64 min, qint64 max, qint64 fallback);
    bool optionalBool(const QJsonObject &o, const QString &path, const QString &key, bool fallback);
    std::optional<QJsonObject> object(const QJsonObject &o, const QString &path,
                                      const QString &key);
    std::optional<QJsonArray> array(const QJsonObject &o, const QString &path, const QString &key);
    /// Absent gives an empty array.
    QJsonArray optionalArray(const QJsonObject &o, const QString &path, const QString &key);
    /// Reports keys of `o` that are not in `known`, so typos never pass silently.
    void rejectUnknownKeys(const QJsonObject &o, const QString &path, const QStringList &known);

private:
    Problems &m_problems;
};

} // namespace muster
