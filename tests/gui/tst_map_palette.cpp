// The map's colours against each other by WCAG contrast ratio: kingdom names in the docks (AA,
// 4.5:1), numbers on kingdom-coloured markers, names on their halo, land against sea.
#include "GuiSampleCampaigns.h"
#include "io/CampaignJson.h"
#include "model/Campaign.h"
#include "render/map/ColourContrast.h"
#include "render/map/MapPalette.h"
#include "util/Problems.h"

#include <QTest>

using namespace muster;

class TestMapPalette : public QObject
{
    Q_OBJECT
private:
    /// The shipped samples' kingdom colours, the fallback palette and colours chosen to be
    /// awkward: yellow and white on white, a kingdom the colour of the sea, black.
    static std::vector<QColor> kingdomColours()
    {
        std::vector<QColor> out;
        for (const char *sample : {"sample-area.json", "sample-hex.json"}) {
            Problems problems;
            const auto c = readCampaignJsonFile(
                QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + QLatin1String(sample), problems);
            if (!c)
                qFatal("cannot read %s", sample);
            for (const QColor &k : MapPalette::kingdoms(*c))
                out.push_back(k);
        }
        Campaign none;
        for (int i = 0; i < 10; ++i)
            out.push_back(MapPalette::kingdom(none, i));
        for (QRgb awkward : {0xffffff00u, 0xffffffffu, 0xfff9a825u, 0xff29b6f6u, 0xff6690bdu,
                             0xff000000u, 0xff808080u})
            out.push_back(QColor::fromRgb(awkward));
        return out;
    }

private slots:
    void contrastRatioFollowsWcag()
    {
        QCOMPARE(qRound(contrastRatio(Qt::black, Qt::white) * 100), 2100);
        QCOMPARE(contrastRatio(Qt::red, Qt::red), 1.0);
        // The WCAG example: #777 on white is just under AA.
        QVERIFY(contrastRatio(QColor::fromRgb(0xff777777), Qt::white) < 4.5);
        QVERIFY(contrastRatio(QColor::fromRgb(0xff767676), Qt::white) >= 4.5);
    }

    void kingdomNamesInDocksMeetAa()
    {
        // Light and dark desktop themes: the table's base colour.
        for (QRgb base : {0xffffffffu, 0xfff0f0f0u, 0xff2b2b2bu}) {
            for (const QColor &k : kingdomColours()) {
                const QColor text = MapPalette::kingdomText(k, QColor::fromRgb(base));
                QVERIFY2(
                    contrastRatio(text, QColor::fromRgb(base)) >= 4.5,
                    qPrintable(k.name() + QStringLiteral(" on ") + QColor::fromRgb(base).name()));
            }
        }
        // A kingdom colour that already reads is left as it is.
        QCOMPARE(MapPalette::kingdomText(QColor::fromRgb(0xffb71c1c), Qt::white),
                 QColor::fromRgb(0xffb71c1c));
    }

    void ownedLandStandsApartFromTheSea()
    {
        for (const QColor &k : kingdomColours()) {
            const QColor fill = MapPalette::ownedFill(k);
            QVERIFY2(contrastRatio(fill, MapPalette::sea()) >= MapPalette::kMinLandSeaContrast,
                     qPrintable(k.name()));
        }
        QVERIFY(contrastRatio(MapPalette::unownedLand(), MapPalette::sea()) >=
                MapPalette::kMinLandSeaContrast);
        for (int t = 0; t < kAreaTerrainCount; ++t)
            if (static_cast<AreaTerrain>(t) != AreaTerrain::Sea)
                QVERIFY(contrastRatio(MapPalette::areaTerrain(static_cast<AreaTerrain>(t)),
                                      MapPalette::sea()) >= MapPalette::kMinLandSeaContrast);
    }

    void numbersOnMarkersAndNamesOnHalosRead()
    {
        for (const QColor &k : kingdomColours())
            QVERIFY2(contrastRatio(MapPalette::textOn(k), k) >= 4.5, qPrintable(k.name()));
        QVERIFY(contrastRatio(MapPalette::labelText(), MapPalette::labelHalo()) >= 7.0);
    }
};

QTEST_MAIN(TestMapPalette)
#include "tst_map_palette.moc"
