#include "console/MainWindow.h"

#include "console/OutsideChangePrompt.h"
#include "console/RecentFiles.h"
#include "console/WheelForScrolling.h"
#include "console/battles/LogPanel.h"
#include "rules/RuleSystem.h"

#include "console/ErrorReporter.h"
#include "console/document/CampaignDocument.h"
#include "console/editor/MapEditor.h"
#include "console/hex/AllMarches.h"
#include "console/hex/HexAdvanceActions.h"
#include "console/hex/HexConsole.h"
#include "console/inspector/InspectorPanel.h"
#include "console/legend/LegendDock.h"
#include "console/map/MapView.h"
#include "console/print/MapPrinting.h"
#include "console/setup/SetupConsole.h"
#include "console/turns/OrdersOnMap.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "rules/turn/TurnName.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

namespace muster {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new CampaignDocument(this)), m_map(new MapView(this)),
      m_inspector(new InspectorPanel(*m_document, this)), m_turnLabel(new QLabel(this)),
      m_hoverLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    WheelForScrolling::install();
    m_map->setObjectName(QStringLiteral("mapView"));
    setCentralWidget(m_map);

    auto *dock = new QDockWidget(tr("Inspector"), this);
    dock->setObjectName(QStringLiteral("inspectorDock"));
    auto *scroll = new QScrollArea(dock);
    scroll->setWidget(m_inspector);
    scroll->setWidgetResizable(true);
    dock->setWidget(scroll);
    scroll->setMinimumWidth(340); // room for a unit type's name beside its numbers
    addDockWidget(Qt::RightDockWidgetArea, dock);

    m_turnLabel->setObjectName(QStringLiteral("turnLabel"));
    m_hoverLabel->setObjectName(QStringLiteral("hoverLabel"));
    statusBar()->addWidget(m_hoverLabel, 1);
    statusBar()->addPermanentWidget(m_turnLabel);

    m_printing = new MapPrinting(
        *this, *m_map, [this] { return m_document->filePath(); },
        [this] { return m_console ? m_console->shownTurn() : -1; });
    createActions();
    createMenus();
    m_recentMenu->menuAction()->setObjectName(QStringLiteral("recentMenu"));
    resize(1280, 800);

    connect(m_document, &CampaignDocument::campaignReplaced, this, [this] {
        m_map->setCampaign(m_document->hasCampaign() ? &m_document->campaign() : nullptr);
        applyViewOptions();
        updateStatus();
    });
    connect(m_document, &CampaignDocument::stateChanged, m_map, &MapView::refresh);
    connect(m_document, &CampaignDocument::stateChanged, this, &MainWindow::updateStatus);
    connect(m_document, &CampaignDocument::worldChanged, this, [this] {
        // Terrain changes can turn land into sea: rebuild the geometry, keep the view.
        const QTransform t = m_map->transform();
        const QPointF centre = m_map->mapToScene(m_map->viewport()->rect().center());
        const bool fitted = m_map->fitted();
        m_map->setCampaign(&m_document->campaign()); // fitted again
        if (!fitted) {
            m_map->setTransform(t);
            m_map->centerOn(centre);
        }
        m_map->setSelection(m_document->selectedArea(), m_document->selectedHex());
    });
    connect(m_document, &CampaignDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &CampaignDocument::selectionChanged, this,
            [this] { m_map->setSelection(m_document->selectedArea(), m_document->selectedHex()); });
    connect(m_document, &CampaignDocument::saveFailed, this,
            [this](const QString &message) { showError(tr("Saving failed"), message); });
    connect(m_document, &CampaignDocument::operationRefused, this,
            [this](const QString &message) { showError(tr("Nothing changed"), message); });
    connect(m_document, &CampaignDocument::changedOnDisk, this, &MainWindow::offerReload);
    connect(m_map, &MapView::clicked, this,
            [this](Hex hex, int area) { m_document->select(area, hex); });
    connect(m_map, &MapView::hovered, this, [this](std::optional<Hex> hex, int area) {
        m_hoveredHex = hex;
        m_hoveredArea = area;
        updateStatus();
    });
    // After the connections above, so the map is rebuilt before the console draws over it.
    m_console = new TurnConsole(*this, *m_document, *m_map, dock);
    // The inspector shows the values of what the map shows: an earlier turn's or a battle step's
    // (read-only), else the current turn's.
    m_inspector->setShownState([this]() -> const TurnState & { return m_console->shownState(); });
    connect(m_console, &TurnConsole::shownStateChanged, m_inspector, &InspectorPanel::refresh);
    m_inspector->refresh();
    m_hexConsole = new HexConsole(*this, *m_document, *m_map);
    // What the days just advanced did, as Resolve Turn shows an area turn's (every stored advance
    // resolved at least one day, H2.1).
    connect(m_hexConsole->advancing(), &HexAdvanceActions::advanced, m_console,
            &TurnConsole::showResults);
    m_setup = new SetupConsole(*this, *m_document);
    m_ordersOnMap = new OrdersOnMap(*m_document, *m_map, *m_console, this);
    connect(m_ordersOnMap, &OrdersOnMap::changed, this, &MainWindow::applyViewOptions);
    connect(m_hexConsole->allMarches(), &AllMarches::changed, this, &MainWindow::applyViewOptions);
    // The hex marches follow the orders layer's kingdom filter (View > Orders Shown).
    connect(m_ordersOnMap, &OrdersOnMap::filterChanged, this, [this] {
        m_hexConsole->allMarches()->setFilter(m_ordersOnMap->filterKingdom(),
                                              m_ordersOnMap->filter() ==
                                                  OrderLayer::Filter::Neighbours);
    });
    // The marches drawn are those of the turn whose map is shown, as the orders layer's are.
    connect(m_console->history(), &TurnHistoryDock::turnChosen, this,
            [this] { m_hexConsole->allMarches()->setShownTurn(m_console->shownTurn()); });
    // A rule id clicked in the turn log opens the rules reference at its paragraph.
    connect(m_console->log(), &LogPanel::ruleClicked, this,
            [this](const QString &id) { showRule(id); });
    // The legend sits under the left docks (turns, battles); View lists it to show or hide.
    m_legend = new LegendDock(*m_document, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_legend);
    m_legend->setShownState([this]() -> const TurnState & { return m_console->shownState(); });
    connect(m_console, &TurnConsole::shownStateChanged, m_legend, &LegendDock::refresh);
    // The map editor: View > Edit Map; File > New Campaign opens a new campaign in it.
    m_editor = new MapEditor(*this, *m_document, *m_map);
    m_viewMenu->addAction(m_editor->editAction());
    // View lists every dock to show or hide, in the order they were made; Help comes last, after
    // the consoles' Turn and Hex menus.
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_ordersOnMap->action());
    QMenu *shown = m_viewMenu->addMenu(tr("Orders &Shown"));
    shown->addActions(m_ordersOnMap->filterActions());
    m_viewMenu->addAction(m_hexConsole->allMarches()->action());
    m_viewMenu->addSeparator();
    for (QDockWidget *d : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        m_viewMenu->addAction(d->toggleViewAction());
    m_viewMenu->addAction(m_actions.resetLayout);
    createHelpMenu();

    // The docks on either side take the window's full height: the turn log at the bottom spans
    // the map alone, and the orders beside it keep their rows.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        fitToScreen();
    m_defaultLayout = saveState();
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray()))
        applyDefaultDockSizes();
    m_editor->showDocksWhileEditing(); // a saved layout never opens the editor
    m_actions.hexOverlay->setChecked(
        settings.value(QStringLiteral("view/hexOverlay"), false).toBool());
    m_actions.labels->setChecked(settings.value(QStringLiteral("view/labels"), true).toBool());
    (settings.value(QStringLiteral("view/terrain"), false).toBool() ? m_actions.terrain
                                                                    : m_actions.political)
        ->setChecked(true);
    m_actions.ownerPatterns->setChecked(
        settings.value(QStringLiteral("view/ownerPatterns"), false).toBool());
    applyViewOptions();
    updateRecentMenu(recentfiles::read());
    updateTitle();
    updateStatus();
}

MainWindow::~MainWindow()
{
    // The map refers to the document's campaign: let go of it before the document goes. The
    // orders layer follows the document, the map and the console's docks: it goes first, so
    // nothing it listens to can reach it while the window's children are destroyed.
    delete m_ordersOnMap;
    m_ordersOnMap = nullptr;
    m_inspector->setShownState({}); // the console goes before the inspector
    m_hexConsole->allMarches()->disconnect(this);
    MapOptions options = m_map->options();
    options.orders = nullptr;
    options.marches = nullptr;
    m_map->setOptions(options);
    m_document->disconnect(this);
    m_map->setCampaign(nullptr);
    recentfiles::waitForWrites();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!keepOrDiscardChanges()) {
        event->ignore();
        return;
    }
    // Every edit is on disk by now; only the layout and view choices remain to keep.
    recentfiles::waitForWrites();
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("view/hexOverlay"), m_actions.hexOverlay->isChecked());
    settings.setValue(QStringLiteral("view/labels"), m_actions.labels->isChecked());
    settings.setValue(QStringLiteral("view/terrain"), m_actions.terrain->isChecked());
    settings.setValue(QStringLiteral("view/ownerPatterns"), m_actions.ownerPatterns->isChecked());
    event->accept();
}

void MainWindow::showError(const QString &title, const QString &message)
{
    reportError(this, title, message);
}

bool MainWindow::openFile(const QString &path)
{
    if (!reportFailure(this, tr("Cannot open campaign"), m_document->open(path)))
        return false;
    addRecentFile(path);
    return true;
}

void MainWindow::offerReload(const QString &message)
{
    if (!askToReload(this, message))
        return;
    if (reportFailure(this, tr("Cannot reload campaign"), m_document->reload()))
        statusBar()->showMessage(tr("Reloaded %1.").arg(m_document->displayName()), 8000);
}

bool MainWindow::saveAs(const QString &path)
{
    if (!reportFailure(this, tr("Cannot save campaign"), m_document->saveAs(path)))
        return false;
    addRecentFile(m_document->filePath());
    return true;
}

bool MainWindow::exportJson(const QString &path)
{
    if (exportOverCampaign(path, tr("Cannot export campaign")))
        return false;
    return reportFailure(this, tr("Cannot export campaign"), m_document->exportJson(path));
}

void MainWindow::applyViewOptions()
{
    MapOptions o;
    o.hexOverlay = m_actions.hexOverlay->isChecked();
    o.labels = m_actions.labels->isChecked();
    o.colouring = m_actions.terrain->isChecked() ? MapColouring::Terrain : MapColouring::Political;
    o.ownerPatterns = m_actions.ownerPatterns->isChecked();
    o.orders = m_ordersOnMap ? m_ordersOnMap->layer() : nullptr;
    o.marches = m_hexConsole ? m_hexConsole->allMarches()->layer() : nullptr;
    m_map->setOptions(o);
    if (m_legend)
        m_legend->setOptions(o);
}

void MainWindow::updateTitle()
{
    const QString name = m_document->displayName();
    setWindowTitle(name.isEmpty() ? tr("Muster") : tr("%1 - Muster").arg(name));
    const bool has = m_document->hasCampaign();
    m_actions.saveAs->setEnabled(has);
    m_actions.exportJson->setEnabled(has);
    m_actions.exportImage->setEnabled(has);
    m_printing->setEnabled(has);
}

void MainWindow::updateStatus()
{
    if (!m_document->hasCampaign()) {
        m_turnLabel->clear();
        m_hoverLabel->setText(tr("Open a campaign with File > Open"));
        return;
    }
    const Campaign &c = m_document->campaign();
    m_turnLabel->setText(turnName(c, c.turns.size() - 1));
    if (!m_hoveredHex) {
        m_hoverLabel->clear();
        return;
    }
    QString text = tr("Hex %1").arg(hexLabel(*m_hoveredHex));
    if (m_hoveredArea >= 0 && m_hoveredArea < static_cast<int>(c.world.areas.size())) {
        const Area &a = c.world.areas[static_cast<size_t>(m_hoveredArea)];
        text = tr("%1 (%2), %3 - %4").arg(a.name, a.code, areaTerrainName(a.terrain), text);
    } else if (ruleSystem(c).hasHexTerrain()) {
        text += tr(", %1").arg(hexTerrainName(c.world.terrainAt(*m_hoveredHex)));
    }
    m_hoverLabel->setText(text);
}

void MainWindow::updateRecentMenu(const QStringList &files)
{
    m_recentMenu->clear();
    for (const QString &path : files) {
        QAction *a = m_recentMenu->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (keepOrDiscardChanges())
                openFile(path);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::addRecentFile(const QString &path)
{
    updateRecentMenu(recentfiles::add(path));
}

void MainWindow::fitToScreen()
{
    // A first start fits the screen it is on. A laptop's screen is taken whole (maximised, so a
    // window manager fits its frame and panels around it and the status bar stays on screen;
    // without one the window is the screen's size); a larger screen gets most of its room.
    const QRect room = screen()->availableGeometry();
    if (room.width() <= 1440 || room.height() <= 900) {
        resize(room.size());
        setWindowState(windowState() | Qt::WindowMaximized);
    } else {
        resize(room.size() * 0.9);
    }
}

void MainWindow::resetLayout()
{
    restoreState(m_defaultLayout);
    // A dock of the other kind of campaign (its View entry hidden) stays hidden.
    for (QDockWidget *dock : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        if (dock->toggleViewAction()->isVisible())
            dock->show();
    applyDefaultDockSizes();
}

void MainWindow::applyDefaultDockSizes()
{
    // First start: docks sized as shares of the window rather than to their widest line, so the
    // map keeps at least half its width and height on a laptop as on a large screen (the GM's
    // layout is kept in QSettings after that). Below 900 pixels of height the docks used one at
    // a time share a place as tabs (inspector and kingdoms, turns and legend), so each keeps
    // room to be used.
    const auto named = [this](const char *name) {
        return findChild<QDockWidget *>(QLatin1String(name), Qt::FindDirectChildrenOnly);
    };
    if (height() < 900) {
        for (const auto &[first, second] : {std::pair{"inspectorDock", "kingdomsDockWidget"},
                                            std::pair{"turnsDockWidget", "legendDock"}}) {
            QDockWidget *a = named(first), *b = named(second);
            if (!a || !b)
                continue;
            tabifyDockWidget(a, b);
            a->raise();
        }
    }
    // The orders in front of the tabs sharing their place (Results, Battle Odds): they are what
    // a turn starts with.
    if (QDockWidget *orders = named("ordersDockWidget"))
        orders->raise();
    QList<QDockWidget *> left, right, bottom;
    for (QDockWidget *dock : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
        // A closed dock has no place to size (QMainWindow::resizeDocks refuses the whole list
        // for one of them): the other kind of campaign's, the map editor's outside editing.
        if (dock->isHidden())
            continue;
        switch (dockWidgetArea(dock)) {
        case Qt::LeftDockWidgetArea:
            left << dock;
            break;
        case Qt::RightDockWidgetArea:
            right << dock;
            break;
        case Qt::BottomDockWidgetArea:
            bottom << dock;
            break;
        default:
            break;
        }
    }
    // The map keeps over half the width at 1280 pixels (the docks beside it hold lists and forms
    // that are read, not looked at), and the orders, the GM's main work, most of their column.
    const auto share = [](int total, double part) { return static_cast<int>(total * part); };
    if (!left.isEmpty() && !right.isEmpty())
        resizeDocks({left.first(), right.first()}, {share(width(), 0.15), share(width(), 0.27)},
                    Qt::Horizontal);
    if (!bottom.isEmpty())
        resizeDocks({bottom.first()}, {share(height(), 0.19)}, Qt::Vertical);
    // Down each side, each dock's share of the height by what it has to show (a tab group takes
    // its largest member's).
    const auto weight = [](const QDockWidget *dock) {
        static const QHash<QString, int> weights{{QStringLiteral("legendDock"), 30},
                                                 {QStringLiteral("inspectorDock"), 20},
                                                 {QStringLiteral("kingdomsDockWidget"), 15},
                                                 {QStringLiteral("ordersDockWidget"), 50}};
        return weights.value(dock->objectName(), 10);
    };
    for (const QList<QDockWidget *> &column : {left, right}) {
        QList<QDockWidget *> shown;
        QList<int> sizes;
        for (QDockWidget *dock : column) {
            const QList<QDockWidget *> tabs = tabifiedDockWidgets(dock);
            if (std::any_of(shown.begin(), shown.end(),
                            [&tabs](QDockWidget *d) { return tabs.contains(d); }))
                continue; // a tab behind a dock already counted shares its place
            int w = weight(dock);
            for (const QDockWidget *tab : tabs)
                w = std::max(w, weight(tab));
            shown << dock;
            sizes << w * 10;
        }
        resizeDocks(shown, sizes, Qt::Vertical);
    }
}

} // namespace muster
