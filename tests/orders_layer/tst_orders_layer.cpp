// The orders and results layers of the map on the area sample: one arrow per movement order of
// turn 1 with its source, target, kingdom and count as the sheet says, a marker per other order;
// after resolving, each order's outcome as the orders dock reads it from the turn's log; the
// kingdom filter; an order the engine refuses explained in the map's tooltip text; the layer
// drawn over the map's labels and markers; the CLI's --orders and --results; the export dialog's
// choice to export the layer shown.
#include "CliRunner.h"
#include "ConsoleTestWindow.h"
#include "TakeResult.h"
#include "console/MainWindow.h"
#include "console/battles/BattleIndex.h"
#include "console/battles/BattlesDock.h"
#include "console/dialogs/ExportImageDialog.h"
#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"
#include "console/orders/KingdomsDock.h"
#include "console/turns/OrdersOnMap.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "console/turns/TurnResolver.h"
#include "model/Campaign.h"
#include "orders/OrdersCheck.h"
#include "render/export/MapExporter.h"
#include "render/map/MapRenderer.h"
#include "render/map/OrderLayer.h"
#include "rules/area/OrderSheet.h"
#include "store/CampaignStore.h"
#include "view/OrderMarks.h"

#include <QAction>
#include <QCheckBox>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
/// The parts of a stored order line, read here from its text alone ("3 ASSAULT 5 YRK NRT").
struct LineParts
{
    int number = 0;
    QString verb;
    QStringList rest;
};
LineParts partsOf(const QString &line)
{
    QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    LineParts p;
    p.number = words.value(0).toInt();
    p.verb = words.value(1);
    p.rest = words.mid(2);
    return p;
}

const QStringList kMovementVerbs{QStringLiteral("MOVE"),    QStringLiteral("ASSAULT"),
                                 QStringLiteral("PROBE"),   QStringLiteral("OVERRUN"),
                                 QStringLiteral("RAID"),    QStringLiteral("SIEGE"),
                                 QStringLiteral("SHIPS"),   QStringLiteral("CONVOY"),
                                 QStringLiteral("PASSAGE"), QStringLiteral("MIGRATE")};

QString codeOf(const Campaign &c, int area)
{
    return c.world.areas[static_cast<size_t>(area)].code;
}
} // namespace

class TestOrdersLayer : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void oneArrowPerMovementOrder();
    void resultsAreTheEnginesOutcome();
    void clickOnAnOrderThatFoughtOpensItsBattle();
    void filterShowsOneKingdomOrItsNeighbours();
    void refusedOrderIsExplained();
    void layerIsDrawnOverTheMap();
    void renderCommandDrawsTheLayer();
    void renderResultsDrawsTheResolvedTurnsMap();
    void exportDialogOffersTheLayerShown();
    void layerOnAPastTurnIsDrawnWhenTurnedOnAndAfterAResize();

private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    const Campaign &campaign() { return m_window->document()->campaign(); }
    OrdersOnMap &layerControl() { return *m_window->ordersOnMap(); }
    const OrderLayer *shownLayer() { return m_window->mapView()->options().orders; }
};

void TestOrdersLayer::init()
{
    m_errors.clear();
    m_window = test::showConsoleWindow(&m_errors);
    QVERIFY(m_window);
    QVERIFY(test::openSampleAs(*m_window,
                               QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                               m_dir.filePath(QStringLiteral("layer.muster"))));
}

void TestOrdersLayer::cleanup()
{
    m_window.reset();
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
}

void TestOrdersLayer::oneArrowPerMovementOrder()
{
    QVERIFY(!shownLayer()); // off until asked for
    layerControl().action()->trigger();
    QVERIFY(shownLayer());
    const Campaign &c = campaign();
    const auto &items = shownLayer()->items();
    size_t expectedArrows = 0, expectedMarkers = 0;
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        for (const QString &line : c.current().orders[k]) {
            const LineParts p = partsOf(line);
            const bool movement = kMovementVerbs.contains(p.verb);
            (movement ? expectedArrows : expectedMarkers) += 1;
            // The item of this order: same kingdom and round, and what the sheet names.
            const auto it = std::find_if(items.begin(), items.end(), [&](const auto &item) {
                return item.mark.kingdom == static_cast<int>(k) &&
                       item.mark.action.number == p.number;
            });
            QVERIFY2(it != items.end(), qPrintable(line));
            QCOMPARE(it->arrow, movement);
            if (movement) {
                QCOMPARE(codeOf(c, it->mark.action.source), p.rest.value(p.rest.size() - 2));
                QCOMPARE(codeOf(c, it->mark.action.target), p.rest.last());
                if (p.rest.value(0).toInt() > 0)
                    QCOMPARE(it->mark.count, p.rest.value(0).toInt());
                QVERIFY(!it->path.isEmpty());
            }
        }
    }
    size_t arrows = 0, markers = 0;
    for (const auto &item : items)
        (item.arrow ? arrows : markers) += 1;
    QCOMPARE(arrows, expectedArrows);
    QCOMPARE(markers, expectedMarkers);
    QVERIFY(arrows > 0 && markers > 0);
    // Off again: nothing drawn.
    layerControl().action()->trigger();
    QVERIFY(!shownLayer());
}

void TestOrdersLayer::resultsAreTheEnginesOutcome()
{
    QVERIFY(test::openResolvedAreaSample(*m_window, m_dir.filePath(QStringLiteral("r.muster"))));
    layerControl().action()->setChecked(true);
    m_window->turnConsole()->history()->showTurn(0);
    QVERIFY(shownLayer());
    QVERIFY(shownLayer()->resolved());
    const Campaign &c = campaign();
    int carried = 0, battles = 0;
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        // The orders dock's reading of the same log, row by row.
        const OrdersCheck dock = resolvedKingdomOrders(c, 0, static_cast<int>(k));
        for (const OrderLineCheck &row : dock.rows) {
            QVERIFY(row.action);
            const auto &items = shownLayer()->items();
            const auto it = std::find_if(items.begin(), items.end(), [&](const auto &item) {
                return item.mark.kingdom == static_cast<int>(k) &&
                       item.mark.action.line == row.action->line;
            });
            QVERIFY2(it != items.end(), qPrintable(row.line));
            QCOMPARE(it->mark.outcome == OrderMark::Outcome::CarriedOut, row.problem.isEmpty());
            carried += row.problem.isEmpty();
            battles += it->mark.battle > 0;
            if (it->mark.battle > 0)
                QVERIFY(it->mark.result.has_value());
        }
    }
    QVERIFY(carried > 0);
    QVERIFY(battles > 0);
}

void TestOrdersLayer::clickOnAnOrderThatFoughtOpensItsBattle()
{
    QVERIFY(test::openResolvedAreaSample(*m_window, m_dir.filePath(QStringLiteral("c.muster"))));
    layerControl().action()->setChecked(true);
    m_window->turnConsole()->history()->showTurn(0);
    const OrderLayer *layer = shownLayer();
    QVERIFY(layer && layer->resolved());
    MapView &map = *m_window->mapView();
    const double tolerance = 2 / std::max(map.zoom(), 1e-9);
    // A point on an arrow that fought, where no other order lies over it.
    int clicked = -1;
    QPointF at;
    for (size_t i = 0; i < layer->items().size() && clicked < 0; ++i) {
        const OrderLayer::Item &item = layer->items()[i];
        if (!item.arrow || item.mark.battle == 0)
            continue;
        for (double t = 0.3; t <= 0.7 && clicked < 0; t += 0.1)
            if (layer->itemAt(item.path.pointAtPercent(t), tolerance, map.zoom(), 1.0) ==
                static_cast<int>(i)) {
                clicked = static_cast<int>(i);
                at = item.path.pointAtPercent(t);
            }
    }
    QVERIFY(clicked >= 0);
    // A marker's tag is found where it is drawn, beside the army disc, whatever its row.
    for (size_t i = 0; i < layer->items().size(); ++i) {
        const OrderLayer::Item &item = layer->items()[i];
        if (item.arrow)
            continue;
        const QRectF box = OrderLayer::tagBox(item, map.zoom(), 1.0);
        QVERIFY(!box.contains(item.ring));
        const int found = layer->itemAt(box.center(), tolerance, map.zoom(), 1.0);
        QVERIFY2(found >= 0 && !layer->items()[static_cast<size_t>(found)].arrow,
                 qPrintable(QString::number(i)));
    }
    const int battle = layer->items()[static_cast<size_t>(clicked)].mark.battle;
    BattlesDock &battles = *m_window->turnConsole()->battles();
    QCOMPARE(battles.currentBattle(), -1);
    QTest::mouseClick(map.viewport(), Qt::LeftButton, {}, map.mapFromScene(at));
    QVERIFY(battles.currentBattle() >= 0);
    QCOMPARE(battles.shown()->battles[static_cast<size_t>(battles.currentBattle())].logged.number,
             battle);
    QCOMPARE(battles.currentStep(), 0);
    // A click where no order lies opens nothing else.
    battles.deselect();
    QTest::mouseClick(map.viewport(), Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(battles.currentBattle(), -1);
}

void TestOrdersLayer::filterShowsOneKingdomOrItsNeighbours()
{
    layerControl().action()->setChecked(true);
    const size_t all = shownLayer()->items().size();
    m_window->turnConsole()->kingdoms()->selectKingdom(0);
    layerControl().setFilter(OrderLayer::Filter::Kingdom);
    for (const auto &item : shownLayer()->items())
        QCOMPARE(item.mark.kingdom, 0);
    const size_t own = shownLayer()->items().size();
    QCOMPARE(own, static_cast<size_t>(campaign().current().orders[0].size()));
    layerControl().setFilter(OrderLayer::Filter::Neighbours);
    const size_t neighbours = shownLayer()->items().size();
    QVERIFY(neighbours > own);
    QVERIFY(neighbours <= all);
    layerControl().setFilter(OrderLayer::Filter::All);
    QCOMPARE(shownLayer()->items().size(), all);
}

void TestOrdersLayer::refusedOrderIsExplained()
{
    // Kingdom 0 moves out of an area it does not own: the engine refuses (A5.1).
    const Campaign &c = campaign();
    int foreign = -1, next = -1;
    for (size_t a = 0; a < c.world.areas.size() && foreign < 0; ++a)
        if (c.current().state.areas[a].owner > 0 && !c.world.isSea(static_cast<int>(a)))
            for (int b : c.world.neighbours(static_cast<int>(a)))
                if (!c.world.isSea(b)) {
                    foreign = static_cast<int>(a);
                    next = b;
                    break;
                }
    QVERIFY(foreign >= 0);
    m_window->document()->setOrders(
        0, {QStringLiteral("1 MOVE 1 %1 %2").arg(codeOf(c, foreign), codeOf(c, next))});
    layerControl().action()->setChecked(true);
    const auto &items = shownLayer()->items();
    const auto it = std::find_if(items.begin(), items.end(),
                                 [](const auto &item) { return item.mark.kingdom == 0; });
    QVERIFY(it != items.end());
    QCOMPARE(it->mark.outcome, OrderMark::Outcome::Refused);
    const QString tip = OrderLayer::describe(*it, c, false);
    QVERIFY2(tip.contains(QStringLiteral("refuse")) && tip.contains(QStringLiteral("(A")),
             qPrintable(tip));
    // The map finds it under the middle of its arrow.
    const QPointF middle = it->path.pointAtPercent(0.5);
    QCOMPARE(shownLayer()->itemAt(middle, 2.0, m_window->mapView()->zoom(), 1.0),
             static_cast<int>(it - items.begin()));
}

void TestOrdersLayer::layerIsDrawnOverTheMap()
{
    layerControl().action()->setChecked(true);
    const OrderLayer &layer = *shownLayer();
    const MapRenderer &renderer = *m_window->mapView()->renderer();
    const QRectF scene = renderer.sceneBounds();
    const double scale = 1.0;
    auto draw = [&](const OrderLayer *orders) {
        QImage image(scene.size().toSize(), QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        p.translate(-scene.topLeft());
        MapOptions o;
        o.orders = orders;
        renderer.paint(p, scene, campaign().current().state, o);
        return image;
    };
    const QImage without = draw(nullptr), with = draw(&layer);
    // Every arrow shows at its middle, whatever label or marker lies under it.
    int arrows = 0;
    for (const auto &item : layer.items()) {
        if (!item.arrow)
            continue;
        ++arrows;
        const QPoint at = (item.path.pointAtPercent(0.5) * scale - scene.topLeft()).toPoint();
        bool differs = false;
        for (int dx = -2; dx <= 2 && !differs; ++dx)
            for (int dy = -2; dy <= 2 && !differs; ++dy)
                differs = with.pixel(at + QPoint(dx, dy)) != without.pixel(at + QPoint(dx, dy));
        QVERIFY2(differs, qPrintable(OrderLayer::describe(item, campaign(), false)));
    }
    QVERIFY(arrows > 0);
}

void TestOrdersLayer::renderCommandDrawsTheLayer()
{
    const QString plain = m_dir.filePath(QStringLiteral("plain.png"));
    const QString orders = m_dir.filePath(QStringLiteral("orders.png"));
    const QString sample = QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json");
    QCOMPARE(test::runCli({QStringLiteral("render"), sample, plain}).exitCode, 0);
    QCOMPARE(test::runCli({QStringLiteral("render"), sample, orders, QStringLiteral("--orders")})
                 .exitCode,
             0);
    QVERIFY(QImage(plain) != QImage(orders));
    const test::CliRun none =
        test::runCli({QStringLiteral("render"), sample, orders, QStringLiteral("--results")});
    QVERIFY(none.exitCode != 0);
    QVERIFY2(none.err.contains(QStringLiteral("no resolved turn")), qPrintable(none.err));
    const test::CliRun unknown =
        test::runCli({QStringLiteral("render"), sample, orders, QStringLiteral("--orders"),
                      QStringLiteral("--kingdom"), QStringLiteral("XXX")});
    QVERIFY(unknown.exitCode != 0);
    QVERIFY2(unknown.err.contains(QStringLiteral("no kingdom XXX")), qPrintable(unknown.err));
}

// `muster-cli render --results` draws the last resolved turn as the console shows it looked back
// at: that turn's map at its start, its number in the title, its orders with their results; not
// the current turn's map under them.
void TestOrdersLayer::renderResultsDrawsTheResolvedTurnsMap()
{
    const QString file = m_dir.filePath(QStringLiteral("results.muster"));
    QCOMPARE(test::runCli({QStringLiteral("import"), QStringLiteral("--force"),
                           QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), file})
                 .exitCode,
             0);
    QCOMPARE(test::runCli({QStringLiteral("resolve"), file}).exitCode, 0);
    const QString drawn = m_dir.filePath(QStringLiteral("results.png"));
    const test::CliRun run =
        test::runCli({QStringLiteral("render"), file, drawn, QStringLiteral("--results"),
                      QStringLiteral("--scale"), QStringLiteral("0.5")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));

    QString error;
    const auto c = test::take(CampaignStore::load(file), error);
    QVERIFY2(c && c->turns.size() == 2, qPrintable(error));
    const MapRenderer renderer(*c);
    const OrderLayer layer(renderer.geometry(), turnOrderMarks(*c, 0),
                           OrderLayer::kingdomsShown(*c, 0, OrderLayer::Filter::Kingdom, -1));
    MapExportOptions o;
    o.scale = 0.5;
    o.map.orders = &layer;
    o.turn = 0;
    const QString expected = m_dir.filePath(QStringLiteral("turn1.png"));
    QVERIFY2(test::take(exportMapImage(renderer, expected, o), error), qPrintable(error));
    QVERIFY(QImage(drawn) == QImage(expected));
    o.turn = -1; // the current turn's map under the same marks: what it drew before
    QVERIFY(exportMapImage(renderer, expected, o).ok());
    QVERIFY(QImage(drawn) != QImage(expected));
}

void TestOrdersLayer::exportDialogOffersTheLayerShown()
{
    layerControl().action()->setChecked(true);
    const MapOptions shown = m_window->mapView()->options();
    QVERIFY(shown.orders);
    ExportImageDialog dialog(*m_window->mapView()->renderer(), QRectF(), m_window.get());
    auto *orders = dialog.findChild<QCheckBox *>(QStringLiteral("exportOrders"));
    QVERIFY(orders);
    dialog.setOrdersShown(false);
    QVERIFY(!orders->isEnabled());
    dialog.setOrdersShown(true);
    QVERIFY(orders->isEnabled() && orders->isChecked());
    QCOMPARE(dialog.options(shown).map.orders, shown.orders); // exported as shown
    orders->setChecked(false);
    QVERIFY(!dialog.options(shown).map.orders);
}

void TestOrdersLayer::layerOnAPastTurnIsDrawnWhenTurnedOnAndAfterAResize()
{
    TurnConsole &console = *m_window->turnConsole();
    console.resolveAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(campaign().turns.size(), size_t{2}, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!console.resolver()->isRunning(), 20000);
    MapView *map = m_window->mapView();
    console.history()->showTurn(0);
    map->zoomBy(2); // the map larger than the view, as the GM looks at a part of it
    auto drawn = [map] { return map->viewport()->grab().toImage(); };
    // The past turn's map as it is drawn when chosen with the layer as it is now.
    auto afresh = [&] {
        console.history()->showTurn(1);
        console.history()->showTurn(0);
        return drawn();
    };
    const QImage without = drawn();
    layerControl().action()->setChecked(true);
    const QImage with = drawn();
    QVERIFY2(with != without, "the results of turn 1 are drawn over its map once turned on");
    QVERIFY(with == afresh());
    m_window->resize(m_window->width() - 160, m_window->height() - 90);
    QTest::qWait(100);
    QVERIFY2(drawn() == afresh(), "after a resize the layer is drawn as before");
    layerControl().action()->setChecked(false);
    QVERIFY2(drawn() == afresh(), "turned off, the layer goes");
}

QTEST_MAIN(TestOrdersLayer)
#include "tst_orders_layer.moc"
