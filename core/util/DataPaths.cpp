#include "DataPaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#ifndef MUSTER_DATA_DIR_FROM_BIN
#error "MUSTER_DATA_DIR_FROM_BIN is set by core/util/CMakeLists.txt from the install layout"
#endif

namespace muster::DataPaths {

QString dataDirFor(const QString &applicationDir)
{
    return QDir::cleanPath(applicationDir + QLatin1Char('/') +
                           QLatin1String(MUSTER_DATA_DIR_FROM_BIN));
}

QStringList sampleCampaignsIn(const QString &samplesDirectory)
{
    const QDir dir(samplesDirectory);
    QStringList paths;
    // Sorted by name, so every listing (CLI, GUI menu) is the same on every machine.
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo &file : files)
        paths << file.absoluteFilePath();
    return paths;
}

QString dataDir()
{
    return dataDirFor(QCoreApplication::applicationDirPath());
}

QString samplesDir()
{
    return dataDir() + QStringLiteral("/samples");
}

QStringList sampleCampaigns()
{
    return sampleCampaignsIn(samplesDir());
}

} // namespace muster::DataPaths
