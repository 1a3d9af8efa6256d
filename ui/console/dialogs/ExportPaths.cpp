#include "console/dialogs/ExportPaths.h"

#include <QFileInfo>
#include <QSettings>

namespace muster::exportpaths {

namespace {
QString keyOf(const QString &kind)
{
    return QStringLiteral("export/") + kind;
}
} // namespace

QString last(const QString &kind)
{
    return QSettings().value(keyOf(kind)).toString();
}

void remember(const QString &kind, const QString &path)
{
    if (!path.isEmpty())
        QSettings().setValue(keyOf(kind), QFileInfo(path).absoluteFilePath());
}

} // namespace muster::exportpaths
