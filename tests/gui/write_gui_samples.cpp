// Writes the GUI test campaigns as JSON (for screenshots and manual runs while the shipped samples
// are not on main): write_gui_samples DIR -> DIR/gui-sample-area.json, DIR/gui-sample-hex.json.
#include "GuiSampleCampaigns.h"
#include "io/CampaignJson.h"

#include <QCoreApplication>
#include <QFile>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    const std::pair<const char *, muster::Campaign> samples[] = {
        {"gui-sample-area.json", muster::test::makeAreaCampaign()},
        {"gui-sample-hex.json", muster::test::makeHexCampaign()}};
    for (const auto &[name, campaign] : samples) {
        QFile f(dir + QLatin1Char('/') + QLatin1String(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(muster::writeCampaignJson(campaign)) < 0)
            return 1;
    }
    return 0;
}
