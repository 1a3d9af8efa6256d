#include "io/OutputPath.h"

#include <QFile>
#include <QFileInfo>

#include <filesystem>
#include <system_error>

namespace muster {

bool isSameFile(const QString &a, const QString &b)
{
    // The file system's own answer (device and inode): it sees through every spelling.
    std::error_code error;
    const bool same = std::filesystem::equivalent(QFile::encodeName(a).toStdString(),
                                                  QFile::encodeName(b).toStdString(), error);
    return same && !error;
}

bool isInsideFolder(const QString &path, const QString &folder)
{
    const QString file = QFileInfo(path).canonicalFilePath();
    const QString dir = QFileInfo(folder).canonicalFilePath();
    return !file.isEmpty() && !dir.isEmpty() && QFileInfo(folder).isDir() &&
           file.startsWith(dir.endsWith(QLatin1Char('/')) ? dir : dir + QLatin1Char('/'));
}

} // namespace muster
