// make_samples: builds the two bundled sample campaigns in memory from fixed seeds and writes them
// canonically (writeCampaignJson), then reads each back through the importer the GM uses and
// checks it has no problems and re-writes to the same bytes.
//   make_samples [OUTDIR] [--ascii]     (OUTDIR defaults to the source tree's maps/)
#include "AreaSample.h"
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
    ok = writeAndCheck(hex, dir + QStringLiteral("/sample-hex.json"), err) && ok;
    if (ok)
        out << "wrote " << dir << "/sample-area.json (" << area.world.areas.size() << " areas) and "
            << dir << "/sample-hex.json (" << hex.world.columns << 'x' << hex.world.rows << ")\n";
    return ok ? 0 : 1;
}
