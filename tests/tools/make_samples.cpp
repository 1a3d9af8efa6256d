// make_samples: builds the two bundled sample campaigns in memory from fixed seeds and writes them
// canonically (writeCampaignJson), then reads each back through the importer the GM uses and
// checks it has no problems and re-writes to the same bytes. The area sample's turn 1 order sheets
// go to sample-area-orders/ID.txt beside it.
//   make_samples [OUTDIR] [--ascii]     (OUTDIR defaults to the source tree's maps/)
#include "AreaSample.h"
#include "AreaSampleOrders.h"
#include "AsciiMap.h"
#include "HexSample.h"

#include "io/CampaignJson.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>
#include <QTextStream>

using namespace muster;
using namespace muster::samples;

namespace {
bool writeAndCheck(const Campaign &campaign, const QString &path, QTextStream &err)
{
    const QByteArray json = writeCampaignJson(campaign);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        err << path << ": cannot write: " << file.errorString() << '\n';
        return false;
    }
    Problems problems;
    const auto back = readCampaignJsonFile(path, problems);
    if (!back) {
        err << problems.toString() << '\n';
        return false;
    }
    if (writeCampaignJson(*back) != json) {
        err << path << ": reading back and writing again changes the file\n";
        return false;
    }
    return true;
}
bool writeSheets(const Campaign &campaign, const QString &dir, QTextStream &err)
{
    if (!QDir().mkpath(dir)) {
        err << dir << ": cannot create the folder\n";
        return false;
    }
    for (int k = 0; k < static_cast<int>(campaign.kingdoms.size()); ++k) {
        const QByteArray text = areaSampleSheet(campaign, k).toUtf8();
        QSaveFile file(dir + QLatin1Char('/') + campaign.kingdoms[static_cast<size_t>(k)].id +
                       QStringLiteral(".txt"));
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
            err << file.fileName() << ": cannot write: " << file.errorString() << '\n';
            return false;
        }
    }
    return true;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout), err(stderr);
    QStringList args = QCoreApplication::arguments().mid(1);
    const bool ascii = args.removeAll(QStringLiteral("--ascii")) > 0;
    const QString dir = args.value(0, QStringLiteral(MUSTER_SOURCE_DIR "/maps"));
    if (!QDir().mkpath(dir)) {
        err << dir << ": cannot create the folder\n";
        return 1;
    }
    const Campaign area = makeAreaSample(kAreaSampleSeed);
    const Campaign hex = makeHexSample(kHexSampleSeed, kHexSampleColumns, kHexSampleRows);
    if (ascii)
        out << asciiAreaMap(area.world) << '\n' << asciiHexMap(hex.world);
    bool ok = writeAndCheck(area, dir + QStringLiteral("/sample-area.json"), err);
    ok = writeSheets(area, dir + QStringLiteral("/sample-area-orders"), err) && ok;
    ok = writeAndCheck(hex, dir + QStringLiteral("/sample-hex.json"), err) && ok;
    if (ok)
        out << "wrote " << dir << "/sample-area.json (" << area.world.areas.size() << " areas) and "
            << dir << "/sample-hex.json (" << hex.world.columns << 'x' << hex.world.rows << ")\n";
    return ok ? 0 : 1;
}
