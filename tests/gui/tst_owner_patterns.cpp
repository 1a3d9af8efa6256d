// Ownership reads without colour: with MapOptions::ownerPatterns, one area drawn as owned by each
// of eight kingdoms that all have the same grey colour still comes out eight different ways in
// greyscale, and without the patterns it would not.
#include "io/CampaignJson.h"
#include "model/Campaign.h"
#include "render/map/MapRenderer.h"
#include "render/map/OwnerPatterns.h"
#include "util/Problems.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cstdlib>

using namespace muster;

class TestOwnerPatterns : public QObject
{
    Q_OBJECT
private:
    static Campaign greyKingdoms()
    {
        Problems problems;
        auto c = readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                                      problems);
        if (!c)
            qFatal("cannot read the area sample");
        while (c->kingdoms.size() < kOwnerPatternCount) {
            Kingdom k = c->kingdoms.back();
            k.id = QStringLiteral("K%1").arg(c->kingdoms.size());
            c->kingdoms.push_back(k);
        }
        for (Kingdom &k : c->kingdoms)
            k.colour = QStringLiteral("#808080");
        return *c;
    }

    /// The first land area of `c`, drawn as owned by `kingdom`, in greyscale at two device
    /// pixels a scene unit (a hex 40 pixels from centre to corner).
    static QImage drawnOwnedBy(const Campaign &c, const MapRenderer &renderer, int area,
                               int kingdom, bool patterns)
    {
        TurnState state = c.current().state;
        state.areas[static_cast<size_t>(area)].owner = kingdom;
        const QRectF box = renderer.geometry().area(area).outline.boundingRect();
        QImage image((box.size() * 2).toSize(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        p.scale(2, 2);
        p.translate(-box.topLeft());
        MapOptions options;
        options.labels = false;
        options.ownerPatterns = patterns;
        renderer.paint(p, box, state, options);
        p.end();
        return image.convertToFormat(QImage::Format_Grayscale8);
    }

    /// The share of pixels whose grey differs by more than 16 levels.
    static double differing(const QImage &a, const QImage &b)
    {
        int count = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x)
                if (std::abs(qGray(a.pixel(x, y)) - qGray(b.pixel(x, y))) > 16)
                    ++count;
        return static_cast<double>(count) / (a.width() * a.height());
    }

private slots:
    void everyKingdomHasItsOwnPatternInTurn()
    {
        for (int k = 0; k < kOwnerPatternCount; ++k)
            for (int other = k + 1; other < kOwnerPatternCount; ++other)
                QVERIFY(ownerPattern(k) != ownerPattern(other));
        QCOMPARE(ownerPattern(kOwnerPatternCount), ownerPattern(0));
    }

    void ownersOfOneColourAreToldApartInGrey()
    {
        const Campaign c = greyKingdoms();
        const MapRenderer renderer(c);
        int area = 0;
        while (c.world.isSea(area))
            ++area;
        std::vector<QImage> patterned;
        for (int k = 0; k < kOwnerPatternCount; ++k)
            patterned.push_back(drawnOwnedBy(c, renderer, area, k, true));
        for (int k = 0; k < kOwnerPatternCount; ++k)
            for (int other = k + 1; other < kOwnerPatternCount; ++other) {
                const double share = differing(patterned[static_cast<size_t>(k)],
                                               patterned[static_cast<size_t>(other)]);
                QVERIFY2(
                    share > 0.05,
                    qPrintable(
                        QStringLiteral("kingdoms %1 and %2: %3").arg(k).arg(other).arg(share)));
            }
        // Without the patterns, the same colour is the same map: what told them apart above
        // was the pattern.
        QCOMPARE(drawnOwnedBy(c, renderer, area, 0, false),
                 drawnOwnedBy(c, renderer, area, 1, false));
    }
};

QTEST_MAIN(TestOwnerPatterns)
#include "tst_owner_patterns.moc"
