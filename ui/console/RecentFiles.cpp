#include "console/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>
#include <QThreadPool>

namespace muster::recentfiles {

namespace {
const QString kKey = QStringLiteral("recentFiles");

/// One thread, so the writes land in the order they were made.
QThreadPool &writer()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool; // left to the end of the process, like Qt's global pool
        p->setMaxThreadCount(1);
        return p;
    }();
    return *pool;
}
} // namespace

QStringList read()
{
    waitForWrites();
    return QSettings().value(kKey).toStringList();
}

QStringList add(const QString &path)
{
    QStringList files = read();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMostFiles)
        files.removeLast();
    writer().start([files] { QSettings().setValue(kKey, files); });
    return files;
}

void waitForWrites()
{
    writer().waitForDone();
}

} // namespace muster::recentfiles
