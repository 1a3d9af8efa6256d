// Orders entered by dragging on the map, offscreen, on the samples' turn 1: a press, moves and a
// release between two adjacent areas (their points from the map geometry through the view's
// mapping) open the order form preset with the action, source, target and count, and accepting it
// stores exactly that order as one undo step; a drag onto an area that is not adjacent, or from an
// area of another kingdom, opens nothing and says why; a plain click still selects; a hex army
// dragged along hexes stores them as its march, and a drop on water stores nothing.
#include "ConsoleTestWindow.h"
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/HexConsole.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/map/MapView.h"
#include "console/orders/OrderForm.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/TurnConsole.h"
#include "orders/OrdersCheck.h"
#include "render/map/MapGeometry.h"
#include "rules/area/ProposedOrder.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"

#include <QApplication>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

using namespace muster;

namespace {
/// Areas of the sample for the drags: a kingdom's land area with armies, a neighbour of another
/// owner (an ASSAULT), an own neighbour (a MOVE) when there is one, an area not adjacent to the
/// source, and one of another kingdom's areas with armies.
struct DragAreas
{
    int kingdom = -1;
    int source = -1;
    int enemy = -1;
    int own = -1;
    int far = -1;
    int foreign = -1;
};

DragAreas findAreas(const Campaign &c)
{
    const auto &areas = c.current().state.areas;
    const int n = static_cast<int>(areas.size());
    for (int a = 0; a < n; ++a) {
        const AreaState &s = areas[static_cast<size_t>(a)];
        if (s.owner < 0 || s.armies < 2 || c.world.isSea(a))
            continue;
        DragAreas out;
        out.kingdom = s.owner;
        out.source = a;
        for (int t : c.world.neighbours(a)) {
            if (c.world.isSea(t))
                continue;
            if (areas[static_cast<size_t>(t)].owner == s.owner)
                out.own = out.own < 0 ? t : out.own;
            else
                out.enemy = out.enemy < 0 ? t : out.enemy;
        }
        for (int f = 0; f < n && (out.far < 0 || out.foreign < 0); ++f) {
            const AreaState &o = areas[static_cast<size_t>(f)];
            if (out.far < 0 && f != a && !c.world.isSea(f) && !c.world.adjacent(a, f))
                out.far = f;
            if (out.foreign < 0 && o.owner >= 0 && o.owner != s.owner && o.armies > 0)
                out.foreign = f;
        }
        if (out.enemy >= 0 && out.far >= 0 && out.foreign >= 0)
            return out;
    }
    return {};
}

/// Runs `check` on the order form as soon as it is open (modal, from inside the drop), then
/// closes it if `check` left it open; counts the forms seen.
class FormWatcher : public QObject
{
public:
    explicit FormWatcher(std::function<void(OrderForm &)> check) : m_check(std::move(check))
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto *form = qobject_cast<OrderForm *>(QApplication::activeModalWidget());
            if (!form || !form->isVisible())
                return;
            ++opened;
            m_check(*form);
            if (form->isVisible())
                form->reject();
        });
        m_timer.start(0);
    }
    int opened = 0;

private:
    std::function<void(OrderForm &)> m_check;
    QTimer m_timer;
};
} // namespace

class TestOrderDrag : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    DragAreas m_areas;

    const Campaign &campaign() { return m_window->document()->campaign(); }
    MapView &map() { return *m_window->mapView(); }
    OrdersDock &orders() { return *m_window->turnConsole()->orders(); }
    QString status() { return m_window->statusBar()->currentMessage(); }
    QStringList stored(int kingdom)
    {
        return campaign().current().orders.at(static_cast<size_t>(kingdom));
    }

    /// Where `area` is on screen: its anchor from the map geometry, through the view's mapping;
    /// checked to be inside the area.
    QPoint pointOf(int area)
    {
        const QPoint p = map().viewportPosOfArea(area);
        const std::optional<Hex> hex = map().renderer()->geometry().hexAt(map().mapToScene(p));
        if (!hex || campaign().world.areaAt(*hex) != area)
            qWarning("the anchor of area %d is not inside it", area);
        return p;
    }
    QPoint pointOf(Hex hex) { return map().viewportPosOfHex(hex); }

    /// Presses at the first point, moves through the others and releases at the last, as a
    /// GM's drag; `whileDragging` runs before the release.
    void drag(const std::vector<QPoint> &points, const std::function<void()> &whileDragging = {})
    {
        QWidget *viewport = map().viewport();
        QTest::mousePress(viewport, Qt::LeftButton, {}, points.front());
        for (size_t i = 1; i < points.size(); ++i) {
            // Halfway first, so every stretch is longer than the start distance.
            QTest::mouseMove(viewport, (points[i - 1] + points[i]) / 2);
            QTest::mouseMove(viewport, points[i]);
        }
        if (whileDragging)
            whileDragging();
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, points.back());
    }

    void openAreaSample(const QString &name)
    {
        QVERIFY(test::openSampleAs(*m_window,
                                   QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                                   m_dir.filePath(name + QStringLiteral(".muster"))));
        for (int k = 0; k < static_cast<int>(campaign().kingdoms.size()); ++k)
            m_window->document()->setOrders(k, {});
        map().zoomToFit();
        m_areas = findAreas(campaign());
        QVERIFY2(m_areas.kingdom >= 0, "the sample has areas for every drag");
        orders().setKingdom(m_areas.kingdom);
        QVERIFY(orders().entersOrders());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
    }

    void dragToAnEnemyNeighbourOpensTheFormPresetAndAcceptingStoresIt()
    {
        openAreaSample(QStringLiteral("assault"));
        const Campaign &c = campaign();
        const int armies = c.current().state.areas[m_areas.source].armies;
        QUndoStack *undo = m_window->document()->undoStack();
        const int steps = undo->index();
        AreaAction seen;
        FormWatcher watcher([&seen](OrderForm &form) {
            seen = form.action();
            QTest::keyClick(&form, Qt::Key_Return); // the GM confirms with Enter
        });
        QString hint;
        bool ok = false;
        drag({pointOf(m_areas.source), pointOf(m_areas.enemy)}, [&] {
            QVERIFY(map().dragging());
            hint = map().dragPicture().hint;
            ok = map().dragPicture().ok;
        });
        QCOMPARE(watcher.opened, 1);
        QVERIFY(ok);
        const QString target = c.world.areas[m_areas.enemy].name;
        QVERIFY2(hint.startsWith(QStringLiteral("ASSAULT %1 to %2").arg(armies).arg(target)),
                 qPrintable(hint));
        QCOMPARE(seen.kind, ActionKind::Assault);
        QCOMPARE(seen.source, m_areas.source);
        QCOMPARE(seen.target, m_areas.enemy);
        QCOMPARE(seen.count.kind, ActionCount::Kind::All); // all of the source's armies
        QCOMPARE(seen.number, 1);
        // Stored exactly as the form showed it, as one undo step.
        QCOMPARE(stored(m_areas.kingdom), QStringList{formatAction(seen, c.world)});
        QCOMPARE(undo->index(), steps + 1);
        undo->undo();
        QVERIFY(stored(m_areas.kingdom).isEmpty());
        QVERIFY(!map().dragging());
        QVERIFY(map().dragPicture().line.isEmpty());
    }

    void dragToAnOwnNeighbourIsAMoveAndEscCancelsTheForm()
    {
        openAreaSample(QStringLiteral("move"));
        if (m_areas.own < 0)
            QSKIP("the sample's source has no own neighbour");
        AreaAction seen;
        FormWatcher watcher([&seen](OrderForm &form) {
            seen = form.action();
            QTest::keyClick(&form, Qt::Key_Escape);
        });
        drag({pointOf(m_areas.source), pointOf(m_areas.own)});
        QCOMPARE(watcher.opened, 1);
        QCOMPARE(seen.kind, ActionKind::Move);
        QCOMPARE(seen.target, m_areas.own);
        QVERIFY(stored(m_areas.kingdom).isEmpty()); // cancelled: nothing stored
    }

    void dragOntoAnAreaNotAdjacentOpensNothingAndSaysWhy()
    {
        openAreaSample(QStringLiteral("far"));
        FormWatcher watcher([](OrderForm &) {});
        QString hint;
        bool ok = true;
        drag({pointOf(m_areas.source), pointOf(m_areas.far)}, [&] {
            hint = map().dragPicture().hint;
            ok = map().dragPicture().ok;
        });
        QCOMPARE(watcher.opened, 0);
        QVERIFY(!ok);
        QVERIFY2(hint.contains(QStringLiteral("is not adjacent to")), qPrintable(hint));
        QVERIFY2(status().contains(QStringLiteral("is not adjacent to")), qPrintable(status()));
        QVERIFY(stored(m_areas.kingdom).isEmpty());
    }

    void dragFromAnAreaNotOwnedOpensNothingAndSaysWhy()
    {
        openAreaSample(QStringLiteral("foreign"));
        FormWatcher watcher([](OrderForm &) {});
        const int steps = m_window->document()->undoStack()->index();
        bool dragging = true;
        drag({pointOf(m_areas.foreign), pointOf(m_areas.source)},
             [&] { dragging = map().dragging(); });
        QCOMPARE(watcher.opened, 0);
        QVERIFY(!dragging); // the map panned instead
        const QString owner = campaign().kingdoms[m_areas.kingdom].name;
        QVERIFY2(status().contains(QStringLiteral("is not %1's").arg(owner)), qPrintable(status()));
        QCOMPARE(m_window->document()->undoStack()->index(), steps);
    }

    // The map offers what the engine does: for every kingdom's area and each of its neighbours
    // (and an area that is not one), a refused drag is refused by the engine for the same reason,
    // and a proposed order meets none of the reasons a drag decides (the order check the dock
    // runs on the proposed line alone, every other kingdom without orders).
    void proposalsAgreeWithTheEngine()
    {
        openAreaSample(QStringLiteral("agree"));
        const Campaign &c = campaign();
        const auto &areas = c.current().state.areas;
        int proposed = 0, refused = 0;
        for (int s = 0; s < static_cast<int>(areas.size()); ++s) {
            const int k = areas[static_cast<size_t>(s)].owner;
            if (k < 0)
                continue;
            std::vector<int> targets = c.world.neighbours(s);
            targets.push_back(m_areas.far == s ? m_areas.source : m_areas.far);
            for (int t : targets) {
                const ProposedOrder p = proposeOrder(c, k, s, t);
                AreaAction numbered = p.action;
                numbered.number = 1;
                const OrdersCheck check =
                    checkKingdomOrders(c, k, {formatAction(numbered, c.world)});
                QCOMPARE(check.rows.size(), size_t{1});
                const std::optional<Failure> &engine = check.rows[0].failure;
                if (p.refusal) {
                    ++refused;
                    QVERIFY2(engine && *engine == *p.refusal, qPrintable(check.rows[0].line));
                } else {
                    ++proposed;
                    QVERIFY2(!engine || (engine->reason != FailureReason::SourceNotOwned &&
                                         engine->reason != FailureReason::NotAdjacent &&
                                         engine->reason != FailureReason::TooFewArmies &&
                                         engine->reason != FailureReason::TooFewShips),
                             qPrintable(check.rows[0].line + QStringLiteral(": ") +
                                        check.rows[0].problem));
                }
            }
        }
        QVERIFY(proposed > 0 && refused > 0);
    }

    void escDuringTheDragDropsIt()
    {
        openAreaSample(QStringLiteral("esc"));
        FormWatcher watcher([](OrderForm &) {});
        map().setFocus();
        drag({pointOf(m_areas.source), pointOf(m_areas.enemy)}, [&] {
            QVERIFY(map().dragging());
            QTest::keyClick(&map(), Qt::Key_Escape);
            QVERIFY(!map().dragging());
            QVERIFY(map().dragPicture().line.isEmpty());
        });
        QCOMPARE(watcher.opened, 0);
        QVERIFY(stored(m_areas.kingdom).isEmpty());
    }

    void aPlainClickStillSelects()
    {
        openAreaSample(QStringLiteral("click"));
        FormWatcher watcher([](OrderForm &) {});
        QTest::mouseClick(map().viewport(), Qt::LeftButton, {}, pointOf(m_areas.source));
        QCOMPARE(watcher.opened, 0);
        QCOMPARE(m_window->document()->selectedArea(), m_areas.source);
        // A click on another kingdom's area selects it, without a note about dragging.
        m_window->statusBar()->clearMessage();
        QTest::mouseClick(map().viewport(), Qt::LeftButton, {}, pointOf(m_areas.foreign));
        QCOMPARE(m_window->document()->selectedArea(), m_areas.foreign);
        QVERIFY2(!status().contains(QStringLiteral("drag from")), qPrintable(status()));
    }

    void hexDragStoresTheMarchAndAWaterDropStoresNothing()
    {
        QVERIFY(test::openSampleAs(*m_window,
                                   QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
                                   m_dir.filePath(QStringLiteral("hex.muster"))));
        map().zoomToFit();
        const Campaign &c = campaign();
        const HexArmy army = c.current().state.armies.at(0);
        QVERIFY(army.kingdom >= 0);
        const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
        // A route of three hexes that no army is near: the drag passes through each of them.
        std::vector<Hex> route;
        for (Hex h : hexRing(army.hex, 3)) {
            const auto &armies = c.current().state.armies;
            if (std::any_of(armies.begin(), armies.end(), [&](const HexArmy &a) {
                    return a.id != army.id && hexDistance(a.hex, h) < 4;
                }))
                continue;
            const auto found = hexrules::findMarchRoute(c.world, rules, army.hex, h);
            if (found.found && found.hexes.size() == 4) {
                route = found.hexes;
                break;
            }
        }
        QVERIFY2(!route.empty(), "the sample has a three-hex march for its first army");
        // In the fitted view the hexes are small: zoomed in, each stretch is a real drag.
        map().zoomBy(4);
        map().centerOn(map().renderer()->geometry().hexPolygon(route[1]).boundingRect().center());
        std::vector<QPoint> points;
        for (Hex h : route)
            points.push_back(pointOf(h));
        QUndoStack *undo = m_window->document()->undoStack();
        const int steps = undo->index();
        bool ok = false;
        drag(points, [&] { ok = map().dragPicture().ok; });
        QVERIFY(ok);
        const QStringList lines = stored(army.kingdom);
        const hexrules::HexMarchOrder expected{army.id,
                                               std::vector<Hex>(route.begin() + 1, route.end()),
                                               hexrules::defaultRestDays(rules)};
        QVERIFY2(lines.contains(hexrules::marchOrderLine(expected)),
                 qPrintable(lines.join(QLatin1Char('|'))));
        QCOMPARE(undo->index(), steps + 1);
        QVERIFY2(status().contains(QStringLiteral("Stored")), qPrintable(status()));
        undo->undo();

        // A drop on water (a hex no march can enter) stores nothing and says why: the nearest
        // water hex, in the whole map fitted to the view.
        map().zoomToFit();
        std::optional<Hex> water;
        for (int radius = 2; radius < 64 && !water; ++radius)
            for (Hex h : hexRing(army.hex, radius))
                if (c.world.contains(h) && c.world.terrainAt(h) == HexTerrain::Water) {
                    water = h;
                    break;
                }
        QVERIFY2(water, "the sample has water");
        const QStringList before = stored(army.kingdom);
        QString hint;
        drag({pointOf(army.hex), pointOf(*water)}, [&] { hint = map().dragPicture().hint; });
        QVERIFY2(hint.contains(QStringLiteral("no march to")), qPrintable(hint));
        QCOMPARE(stored(army.kingdom), before);
        QCOMPARE(undo->index(), steps);
        QVERIFY2(status().contains(QStringLiteral("No march stored")), qPrintable(status()));
        QVERIFY(m_window->hexConsole()->planner()->path().empty());
    }
};

QTEST_MAIN(TestOrderDrag)
#include "tst_order_drag.moc"
