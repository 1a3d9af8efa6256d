#pragma once
// Finds the line of any JSON path ("world.areas[3].code") in a JSON text, so that problems found
// after parsing can say where they are. QJsonDocument keeps no positions, hence this small scanner.
// It assumes the text has already parsed as valid JSON.

#include <QByteArray>
#include <QHash>
#include <QString>

namespace muster {

class JsonLocator
{
public:
    explicit JsonLocator(const QByteArray &json);
    /// The line (1-based) where the value at `path` starts; for a path that does not exist (a
    /// missing key), the line of its nearest existing ancestor. 0 when nothing matches.
    int lineOf(const QString &path) const;
    /// Line of a byte offset (for parse errors).
    static int lineAtOffset(const QByteArray &json, qsizetype offset);

private:
    QHash<QString, int> m_lines;
};

/// "a.b" or "b" when parent is empty; "a[3]".
QString jsonChildPath(const QString &parent, const QString &key);
QString jsonIndexPath(const QString &parent, qsizetype index);

} // namespace muster
