#include "TestSupport.h"

#include <QDir>

namespace muster::test {

QString sourcePath(const QString &relative)
{
#ifdef MUSTER_SOURCE_DIR
    return QDir(QStringLiteral(MUSTER_SOURCE_DIR)).filePath(relative);
#else
    return QDir(QString::fromLocal8Bit(qgetenv("MUSTER_SOURCE_DIR"))).filePath(relative);
#endif
}

} // namespace muster::test
