// The map renderer and view: geometry, hit-testing, painting both kinds of campaign.
#include "GuiSampleCampaigns.h"
#include "console/map/MapView.h"
#include "render/map/HexStamps.h"
#include "render/map/MapPalette.h"
#include "render/map/MapRenderer.h"
#include "render/map/MapTileCache.h"

#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

using namespace muster;

class TestMapRenderer : public QObject
{
    Q_OBJECT
private:
    static QImage render(const Campaign &c, const MapOptions &options, int width)
    {
        MapRenderer renderer(c);
        const QRectF bounds = renderer.sceneBounds();
        const double scale = width / bounds.width();
        QImage image(width, static_cast<int>(bounds.height() * scale), QImage::Format_RGB32);
        QPainter p(&image);
        p.scale(scale, scale);
        p.translate(-bounds.topLeft());
        renderer.paint(p, bounds, c.current().state, options);
        return image;
    }

private slots:
    void areaMapPaintsOwnerColours()
    {
        const Campaign c = test::makeAreaCampaign();
        const QImage image = render(c, {}, 900);
        if (qEnvironmentVariableIsSet("MUSTER_KEEP_RENDER"))
            image.save(QStringLiteral("tst_map_renderer_area.png"));
        // Every owned area's anchor region shows the owner's pale fill somewhere.
        MapRenderer renderer(c);
        const QRectF b = renderer.sceneBounds();
        const double scale = 900 / b.width();
        int checked = 0;
        for (size_t a = 0; a < c.world.areas.size(); ++a) {
            const int owner = c.current().state.areas[a].owner;
            if (owner < 0 || c.world.isSea(static_cast<int>(a)) ||
                c.world.areas[a].hexes.size() < 3)
                continue;
            // The hex next to the anchor hex inside the area, away from markers: look for the fill.
            const QColor want = MapPalette::ownedFill(MapPalette::kingdom(c, owner));
            bool found = false;
            // Terrain symbols cover part of each hex: look at a few points of every hex.
            for (Hex h : c.world.areas[a].hexes)
                for (int dx = -2; dx <= 2; ++dx)
                    for (int dy = -2; dy <= 2; ++dy) {
                        const QPointF centre = renderer.geometry().layout().toPixel(h) +
                                               QPointF(dx, dy) * (0.2 * MapGeometry::kHexSize);
                        const QColor got =
                            image.pixelColor(((centre - b.topLeft()) * scale).toPoint());
                        if (qAbs(got.red() - want.red()) < 4 &&
                            qAbs(got.green() - want.green()) < 4 &&
                            qAbs(got.blue() - want.blue()) < 4)
                            found = true;
                    }
            QVERIFY2(found, qPrintable(c.world.areas[a].name));
            ++checked;
        }
        QVERIFY(checked > 3);
    }

    void hexMapPaintsTerrain()
    {
        const Campaign c = test::makeHexCampaign();
        MapOptions o;
        o.colouring = MapColouring::Terrain;
        o.hexOverlay = true;
        const QImage image = render(c, o, 1200);
        if (qEnvironmentVariableIsSet("MUSTER_KEEP_RENDER"))
            image.save(QStringLiteral("tst_map_renderer_hex.png"));
        QCOMPARE(image.width(), 1200);
        // The lake's colour appears.
        const QRgb water = MapPalette::hexTerrain(HexTerrain::Water).rgb();
        bool found = false;
        for (int y = 0; y < image.height() && !found; y += 3)
            for (int x = 0; x < image.width() && !found; x += 3)
                found = image.pixel(x, y) == water;
        QVERIFY(found);
    }

    void everyTerrainHasASymbolOfItsOwn()
    {
        // Terrain must read by shape, not only colour: in political colouring the symbols
        // share one ink and one parchment, so only their shapes tell them apart.
        for (double scale : {0.4, 1.0}) {
            const HexStamps stamps(MapGeometry::kHexSize, scale, {true, true, 0.0});
            for (int a = 0; a < kHexTerrainCount; ++a)
                for (int b = a + 1; b < kHexTerrainCount; ++b) {
                    const auto ta = static_cast<HexTerrain>(a), tb = static_cast<HexTerrain>(b);
                    if (ta == HexTerrain::Water || tb == HexTerrain::Water)
                        continue; // water keeps its blue in political colouring
                    QImage ia = stamps.image(ta), ib = stamps.image(tb);
                    // Drop the faint terrain tint: compare how dark each pixel is.
                    ia = ia.convertToFormat(QImage::Format_Grayscale8);
                    ib = ib.convertToFormat(QImage::Format_Grayscale8);
                    int differing = 0;
                    for (int y = 0; y < ia.height(); ++y)
                        for (int x = 0; x < ia.width(); ++x)
                            differing += qAbs(qGray(ia.pixel(x, y)) - qGray(ib.pixel(x, y))) > 40;
                    QVERIFY2(differing > ia.width() * ia.height() / 50,
                             qPrintable(QStringLiteral("%1 vs %2 at %3: %4 pixels")
                                            .arg(hexTerrainName(ta), hexTerrainName(tb))
                                            .arg(scale)
                                            .arg(differing)));
                }
        }
    }

    void hitTestingFindsEachAreaAtItsAnchor()
    {
        const Campaign c = test::makeAreaCampaign();
        MapRenderer renderer(c);
        for (size_t a = 0; a < c.world.areas.size(); ++a) {
            const auto hex =
                renderer.geometry().hexAt(renderer.geometry().area(static_cast<int>(a)).anchor);
            QVERIFY(hex);
            QCOMPARE(c.world.areaAt(*hex), static_cast<int>(a));
        }
        QVERIFY(!renderer.geometry().hexAt(QPointF(-50, -50)));
    }

    void tileCacheDrawsWhatTheRendererDraws()
    {
        // The view copies the map's base from tiles: it must show the same map.
        const Campaign c = test::makeAreaCampaign();
        const MapRenderer renderer(c);
        MapTileCache cache(renderer);
        MapOptions o;
        o.hexOverlay = true;
        QImage direct(640, 400, QImage::Format_RGB32), cached(640, 400, QImage::Format_RGB32);
        for (int frame = 0; frame < 2; ++frame) { // the first builds the cache, the second copies
            const QPointF topLeft(40.0 + frame * 17, 30.0);
            const QRectF exposed(topLeft, QSizeF(640 / 0.8, 400 / 0.8));
            for (QImage *image : {&direct, &cached}) {
                image->fill(Qt::black);
                QPainter p(image);
                p.scale(0.8, 0.8);
                p.translate(-topLeft);
                if (image == &cached)
                    cache.paint(p, exposed, c.current().state, o);
                else
                    renderer.paint(p, exposed, c.current().state, o);
            }
            int differing = 0;
            for (int y = 0; y < direct.height(); ++y)
                for (int x = 0; x < direct.width(); ++x) {
                    const QRgb a = direct.pixel(x, y), b = cached.pixel(x, y);
                    differing += std::max({qAbs(qRed(a) - qRed(b)), qAbs(qGreen(a) - qGreen(b)),
                                           qAbs(qBlue(a) - qBlue(b))}) > 64;
                }
            // Whole-pixel placement of the cached image moves edges by under half a pixel: only
            // antialiased edge pixels may differ much.
            QVERIFY2(differing < direct.width() * direct.height() / 50,
                     qPrintable(QStringLiteral("frame %1: %2 pixels").arg(frame).arg(differing)));
        }
    }

    void tileCacheRedrawsAnAreaWhoseOwnerChanged()
    {
        Campaign c = test::makeAreaCampaign();
        const MapRenderer renderer(c);
        MapTileCache cache(renderer);
        const QRectF exposed = renderer.sceneBounds();
        auto draw = [&](bool cached) {
            QImage image(600, 400, QImage::Format_RGB32);
            QPainter p(&image);
            p.scale(0.5, 0.5);
            if (cached)
                cache.paint(p, exposed, c.current().state, {});
            else
                renderer.paint(p, exposed, c.current().state, {});
            return image;
        };
        draw(true);
        // Give an owned land area to another kingdom: the cached frame must show it at once.
        int area = -1;
        for (size_t a = 0; a < c.world.areas.size() && area < 0; ++a)
            if (!c.world.isSea(static_cast<int>(a)) && c.current().state.areas[a].owner >= 0 &&
                c.world.areas[a].hexes.size() >= 3)
                area = static_cast<int>(a);
        QVERIFY(area >= 0);
        int &owner = c.current().state.areas[static_cast<size_t>(area)].owner;
        owner = (owner + 1) % static_cast<int>(c.kingdoms.size());
        const QImage cached = draw(true), direct = draw(false);
        if (qEnvironmentVariableIsSet("MUSTER_KEEP_RENDER")) {
            cached.save(QStringLiteral("tst_tiles_cached.png"));
            direct.save(QStringLiteral("tst_tiles_direct.png"));
        }
        // Compared where the map is (both paint only the exposed rect).
        const QRect map = QRectF(exposed.topLeft() * 0.5, exposed.size() * 0.5)
                              .toAlignedRect()
                              .intersected(direct.rect())
                              .adjusted(1, 1, -1, -1);
        int differing = 0;
        for (int y = map.top(); y <= map.bottom(); ++y)
            for (int x = map.left(); x <= map.right(); ++x)
                differing += qAbs(qGreen(cached.pixel(x, y)) - qGreen(direct.pixel(x, y))) > 64 ||
                             qAbs(qRed(cached.pixel(x, y)) - qRed(direct.pixel(x, y))) > 64;
        QVERIFY2(differing < map.width() * map.height() / 2000,
                 qPrintable(QString::number(differing)));
    }

    void zoomStepCompletesThroughStandIns()
    {
        // After a zoom step the cache may show the previous zoom's pixels for a few frames,
        // asking for each next one; then it shows what the renderer draws.
        const Campaign c = test::makeHexCampaign(60, 40);
        const MapRenderer renderer(c);
        MapTileCache cache(renderer);
        int requests = 0;
        auto draw = [&](double scale, bool cached) {
            QImage image(1400, 1000, QImage::Format_RGB32);
            image.fill(Qt::black);
            QPainter p(&image);
            p.scale(scale, scale);
            const QRectF exposed(QPointF(0, 0), QSizeF(1400 / scale, 1000 / scale));
            if (cached)
                cache.paint(p, exposed, c.current().state, {});
            else
                renderer.paint(p, exposed, c.current().state, {});
            return image;
        };
        draw(0.8, true);
        cache.setRepaintRequest([&] { ++requests; });
        cache.setFrameBudget(0); // one new tile per frame
        QImage last;
        int frames = 0, incomplete = 0;
        do {
            last = draw(1.0, true);
            ++frames;
            incomplete += cache.incomplete();
            QCOMPARE(requests, incomplete);
            if (frames == 2 && qEnvironmentVariableIsSet("MUSTER_KEEP_RENDER"))
                last.save(QStringLiteral("tst_standins.png"));
        } while (cache.incomplete() && frames < 100);
        QVERIFY(!cache.incomplete());
        QVERIFY2(frames > 2, qPrintable(QString::number(frames))); // stand-ins were shown
        const QImage direct = draw(1.0, false);
        int differing = 0;
        for (int y = 0; y < direct.height(); ++y)
            for (int x = 0; x < direct.width(); ++x)
                differing += qAbs(qGreen(last.pixel(x, y)) - qGreen(direct.pixel(x, y))) > 64;
        QVERIFY2(differing < direct.width() * direct.height() / 2000,
                 qPrintable(QString::number(differing)));
    }

    void clickingTheViewSelectsTheArea()
    {
        const Campaign c = test::makeAreaCampaign();
        MapView view;
        view.resize(800, 600);
        view.setCampaign(&c);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.zoomToFit();
        QSignalSpy clicked(&view, &MapView::clicked);
        const int area = 3;
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.viewportPosOfArea(area));
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.at(0).at(1).toInt(), area);
        const double before = view.zoom();
        view.zoomBy(2.0);
        QVERIFY(qAbs(view.zoom() / before - 2.0) < 1e-6);
    }
};

QTEST_MAIN(TestMapRenderer)
#include "tst_map_renderer.moc"
