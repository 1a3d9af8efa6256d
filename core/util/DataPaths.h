#pragma once
// Where the program finds its installed data: share/muster beside the bin/ folder the
// executable runs from. No path is compiled in, so the .deb (/usr), an unpacked tarball anywhere
// and a `cmake --install` prefix all work, and nothing ever points into the source tree. The build
// tree mirrors the layout (build/<preset>/app/ and build/<preset>/share/muster/), so it works there
// too.

#include <QString>
#include <QStringList>

namespace muster::DataPaths {

/// The data folder for an executable in `applicationDir`: applicationDir/../share/muster, cleaned.
QString dataDirFor(const QString &applicationDir);

/// The sample campaigns (*.json) in `samplesDir`, absolute paths sorted by file name; empty when
/// the folder is missing or holds none.
QStringList sampleCampaignsIn(const QString &samplesDir);

/// dataDirFor(QCoreApplication::applicationDirPath()); needs a QCoreApplication.
QString dataDir();

/// dataDir()/samples: the sample campaigns the package installs.
QString samplesDir();

/// sampleCampaignsIn(samplesDir()).
QStringList sampleCampaigns();

} // namespace muster::DataPaths
