// A map's legend lists every kind of mark the map draws and nothing else: painted with
// MapOptions::drawn, the renderer notes each mark as it draws it, and the legend's marks
// (marksOnMap) must be exactly those, for the GM's maps and every kingdom's, with the orders of
// the turn over them. The sample's strait (A3.3) is drawn and named in the legend, and a closed
// border too.
#include "PackTestCampaigns.h"

#include "render/export/MapExporter.h"
#include "render/map/MapLegendItems.h"
#include "render/map/MapMarks.h"
#include "render/map/MapRenderer.h"
#include "render/map/MarchLayer.h"
#include "render/map/OrderLayer.h"
#include "render/map/PlayerHexLayer.h"
#include "rules/RuleSystem.h"
#include "view/KingdomView.h"
#include "view/LastSeen.h"
#include "view/MarchMarks.h"
#include "view/OrderMarks.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <memory>

using namespace muster;

namespace {
/// The marks noted while the whole map is exported with `options` (title and legend aside), at
/// two pixels to a scene unit: every marker, badge and arrowhead is drawn at that size.
MarkSet paintedMarks(const MapRenderer &renderer, MapOptions options)
{
    MarkSet drawn;
    options.drawn = &drawn;
    MapExportOptions o;
    o.scale = 2.0;
    o.title = false;
    o.legend = false;
    o.map = options;
    if (const auto image = renderExportImage(renderer, o); !image)
        qWarning("%s", qPrintable(image.message()));
    return drawn;
}

/// "missing from the legend: ...; listed but not drawn: ..." for a failed comparison.
QString difference(const MarkSet &drawn, const MarkSet &listed)
{
    MarkSet missing, extra;
    for (const auto &[kind, index] : drawn.marks())
        if (!listed.contains(kind, index))
            missing.add(kind, index);
    for (const auto &[kind, index] : listed.marks())
        if (!drawn.contains(kind, index))
            extra.add(kind, index);
    return QStringLiteral("drawn but not in the legend: %1; in the legend but not drawn: %2")
        .arg(missing.toString(), extra.toString());
}

QStringList legendLabels(const Campaign &c, const TurnState &state, const MapOptions &options)
{
    QStringList out;
    for (const LegendSection &section : legendSections(c, state, options))
        for (const LegendItem &item : section.items)
            out << item.label;
    return out;
}
} // namespace

class TestMapLegend : public QObject
{
    Q_OBJECT
private slots:
    void theLegendListsWhatIsDrawnAndNothingElse_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::addColumn<int>("kingdom"); // -1: the GM's map of the turn's end
        QTest::addColumn<bool>("terrain");
        QTest::addColumn<bool>("layers"); // the turn's orders or marches over it
        // Resolved over several turns, the kingdom's map greys what it remembers of them.
        QTest::addColumn<bool>("memory");
        QTest::newRow("area, GM") << "sample-area.json" << -1 << false << false << false;
        QTest::newRow("area, GM, terrain and grid")
            << "sample-area.json" << -1 << true << false << false;
        QTest::newRow("area, GM, every order")
            << "sample-area.json" << -1 << false << true << false;
        QTest::newRow("area, kingdom 0") << "sample-area.json" << 0 << false << true << false;
        QTest::newRow("area, kingdom 2") << "sample-area.json" << 2 << false << true << false;
        QTest::newRow("hex, GM") << "sample-hex.json" << -1 << false << false << false;
        QTest::newRow("hex, GM, terrain and grid")
            << "sample-hex.json" << -1 << true << false << false;
        QTest::newRow("hex, kingdom 0") << "sample-hex.json" << 0 << false << true << false;
        QTest::newRow("hex, kingdom 1") << "sample-hex.json" << 1 << false << true << false;
        QTest::newRow("area, kingdom 0, remembered")
            << "sample-area.json" << 0 << false << true << true;
        QTest::newRow("hex, kingdom 0, remembered")
            << "sample-hex.json" << 0 << false << true << true;
    }

    void theLegendListsWhatIsDrawnAndNothingElse()
    {
        QFETCH(QString, sample);
        QFETCH(int, kingdom);
        QFETCH(bool, terrain);
        QFETCH(bool, layers);
        QFETCH(bool, memory);
        const Campaign c = memory ? test::sampleWithMemory(sample) : test::resolvedSample(sample);
        const int t = lastResolvedTurn(c);
        QVERIFY(t >= 0);
        KingdomView view = kingdom >= 0 ? kingdomView(c, t, kingdom) : KingdomView{};
        if (memory)
            view = withMemory(view, lastSeen(c, view));
        const TurnState &state =
            kingdom >= 0 ? view.state : c.turns[static_cast<size_t>(t) + 1].state;
        const Campaign drawn = test::drawnCampaign(c, state);
        MapRenderer renderer(drawn);
        renderer.setAreaCodes(kingdom >= 0);
        MapOptions o;
        if (terrain) {
            o.colouring = MapColouring::Terrain;
            o.hexOverlay = true;
        }
        // A kingdom's map as its pack draws it: its sight, its areas outlined, and on a hex map
        // the ruler and its marks for writing marches.
        std::unique_ptr<PlayerHexLayer> playerMarks;
        if (kingdom >= 0) {
            o.highlightKingdom = kingdom;
            if (ruleSystem(view.kind).seesHexes())
                o.hexSight = &view.hexes;
            else
                o.areaSight = &view.areas;
            if (ruleSystem(view.kind).hasMarches()) {
                o.hexRuler = true;
                playerMarks = std::make_unique<PlayerHexLayer>(renderer.geometry(), c.world, view);
                o.playerMarks = playerMarks.get();
            }
        }
        std::vector<bool> shown;
        if (kingdom >= 0) {
            shown.assign(c.kingdoms.size(), false);
            shown[static_cast<size_t>(kingdom)] = true;
        }
        std::unique_ptr<OrderLayer> orders;
        std::unique_ptr<MarchLayer> marches;
        if (layers) {
            orders = std::make_unique<OrderLayer>(renderer.geometry(), turnOrderMarks(c, t), shown);
            marches = std::make_unique<MarchLayer>(renderer.geometry(), turnMarchMarks(c, t), shown,
                                                   MarchLayer::Parts{false, false});
            o.orders = orders.get();
            o.marches = marches.get();
        }
        const MarkSet drawnMarks = paintedMarks(renderer, o);
        const MarkSet listed = marksOnMap(drawn, state, o);
        QVERIFY(!drawnMarks.isEmpty());
        QCOMPARE(drawnMarks.contains(MapMark::Remembered), memory);
        QVERIFY2(drawnMarks == listed, qPrintable(difference(drawnMarks, listed)));
        // Every mark has its line in the legend.
        qsizetype items = 0;
        for (const LegendSection &section : legendSections(drawn, listed, o))
            items += static_cast<qsizetype>(section.items.size());
        QCOMPARE(items, static_cast<qsizetype>(listed.marks().size()));
    }

    void theStraitIsDrawnAndNamed()
    {
        // The sample's strait between the Cinderwood and the Ashenwood, which turn 1's orders
        // use (A3.3), crosses the water between them and is named in the legend.
        const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
        QCOMPARE(c.world.links.size(), size_t(1));
        MapRenderer renderer(c);
        const QLineF line = renderer.geometry().links().front().line;
        QVERIFY(!line.isNull());
        QVERIFY(line.length() > MapGeometry::kHexSize); // it spans the water, not a border
        const MarkSet drawn = paintedMarks(renderer, {});
        QVERIFY(drawn.contains(MapMark::Link, 0));
        QVERIFY2(legendLabels(c, c.current().state, {})
                     .contains(QStringLiteral("Strait (joins two areas)")),
                 qPrintable(legendLabels(c, c.current().state, {}).join(u',')));
        // Its ink lies along the line between the two areas.
        const QRectF bounds = renderer.sceneBounds();
        QImage image(bounds.size().toSize() * 2, QImage::Format_RGB32);
        {
            QPainter p(&image);
            p.scale(2, 2);
            p.translate(-bounds.topLeft());
            renderer.paint(p, bounds, c.current().state, {});
        }
        int inked = 0;
        for (int i = 1; i < 20; ++i) {
            const QPointF at = (line.pointAt(i / 20.0) - bounds.topLeft()) * 2;
            const QColor got = image.pixelColor(at.toPoint());
            if (got.blue() > got.red() + 40 && got.value() < 120)
                ++inked;
        }
        QVERIFY2(inked >= 5, qPrintable(QString::number(inked)));
    }

    void aClosedBorderIsDrawnAndNamed()
    {
        Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
        QVERIFY(c.world.blocks.empty());
        // Two land areas sharing a border, closed.
        int a = -1, b = -1;
        for (int i = 0; i < static_cast<int>(c.world.areas.size()) && b < 0; ++i)
            for (int n : c.world.neighbours(i))
                if (!c.world.isSea(i) && !c.world.isSea(n)) {
                    a = i;
                    b = n;
                    break;
                }
        QVERIFY(b >= 0);
        c.world.blocks.push_back({a, b, QStringLiteral("closed")});
        c.world.rebuild();
        MapRenderer renderer(c);
        QVERIFY(!renderer.geometry().blocks().front().line.isNull());
        const MarkSet drawn = paintedMarks(renderer, {});
        QVERIFY(drawn.contains(MapMark::Block));
        QVERIFY(marksOnMap(c, c.current().state, {}) == drawn);
        QVERIFY(legendLabels(c, c.current().state, {})
                    .contains(QStringLiteral("Closed border (no crossing)")));
    }
};

QTEST_MAIN(TestMapLegend)
#include "tst_map_legend.moc"
