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

namespace {
/// The entry `path` names: its folder's canonical path and its own name; empty when the folder
/// does not exist.
QString entryOf(const QString &path)
{
    const QFileInfo info(path);
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? QString() : folder + QLatin1Char('/') + info.fileName();
}
} // namespace

bool isSameEntry(const QString &a, const QString &b)
{
    const QString entry = entryOf(a);
    return !entry.isEmpty() && QFileInfo::exists(entry) && entry == entryOf(b);
}

QString overwritesInput(const QString &output, const QStringList &inputs)
{
    for (const QString &input : inputs)
        if (!input.isEmpty() && isSameFile(output, input))
            return QStringLiteral("%1: the output would overwrite the input %2 (the same file); "
                                  "nothing written")
                .arg(output, input);
    return {};
}

} // namespace muster
