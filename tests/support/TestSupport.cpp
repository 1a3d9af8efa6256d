#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace muster::test {

QString sourcePath(const QString &relative)
{
#ifdef MUSTER_SOURCE_DIR
    return QDir(QStringLiteral(MUSTER_SOURCE_DIR)).filePath(relative);
#else
    return QDir(QString::fromLocal8Bit(qgetenv("MUSTER_SOURCE_DIR"))).filePath(relative);
#endif
}

QStringList matchesInSourceFile(const QString &relative, const QRegularExpression &pattern)
{
    QFile file(sourcePath(relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QRegularExpression re = pattern;
    re.setPatternOptions(re.patternOptions() | QRegularExpression::MultilineOption);
    QStringList found;
    for (auto it = re.globalMatch(QString::fromUtf8(file.readAll())); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString text;
        for (int g = 1; g <= re.captureCount(); ++g)
            text += m.captured(g);
        if (!found.contains(text))
            found << text;
    }
    return found;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFileBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace muster::test
