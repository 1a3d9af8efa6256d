// MainWindow's actions, menus and the handlers behind them.
#include "console/MainWindow.h"

#include "console/ErrorReporter.h"
#include "console/UnsavedChangesPrompt.h"
#include "console/editor/MapEditor.h"

#include "console/dialogs/CampaignFileDialog.h"
#include "console/dialogs/ExportImageDialog.h"
#include "console/dialogs/ExportPaths.h"
#include "console/document/CampaignDocument.h"
#include "console/help/RulesReference.h"
#include "console/map/MapView.h"
#include "console/print/MapPrinting.h"
#include "console/setup/NewCampaignDialog.h"
#include "console/turns/PackExport.h"
#include "console/turns/TurnConsole.h"
#include "io/OutputPath.h"
#include "packs/PlayerPacks.h"
#include "render/export/MapExporter.h"
#include "view/KingdomView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace muster {

void MainWindow::createActions()
{
    auto make = [this](const QString &text, QKeySequence shortcut, auto slot) {
        auto *a = new QAction(text, this);
        a->setShortcut(shortcut);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    Actions &A = m_actions;
    // Explicit key sequences: Qt's standard ones depend on the desktop and some (Save As) are
    // empty on a plain X session, where a GM would find the README's shortcut dead.
    A.newCampaign =
        make(tr("&New Campaign..."), QKeySequence(Qt::CTRL | Qt::Key_N), &MainWindow::newCampaign);
    A.newCampaign->setObjectName(QStringLiteral("newCampaignAction"));
    A.open = make(tr("&Open..."), QKeySequence(Qt::CTRL | Qt::Key_O), &MainWindow::chooseOpen);
    A.saveAs = make(tr("Save &As..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                    &MainWindow::chooseSaveAs);
    A.importJson =
        make(tr("&Import JSON..."), QKeySequence(tr("Ctrl+I")), &MainWindow::chooseImport);
    A.exportJson =
        make(tr("&Export JSON..."), QKeySequence(tr("Ctrl+E")), &MainWindow::chooseExportJson);
    A.importTiled =
        make(tr("Import &Tiled Map..."), QKeySequence(), &MainWindow::chooseImportTiled);
    A.importTiled->setObjectName(QStringLiteral("importTiledAction"));
    A.exportTiled =
        make(tr("Export Tiled Ma&p..."), QKeySequence(), &MainWindow::chooseExportTiled);
    A.exportTiled->setObjectName(QStringLiteral("exportTiledAction"));
    A.exportImage = make(tr("Export &Map Image..."), QKeySequence(tr("Ctrl+Shift+E")),
                         &MainWindow::chooseExportImage);
    A.exportPacks =
        make(tr("Export &Player Packs..."), QKeySequence(), &MainWindow::chooseExportPacks);
    A.exportPacks->setObjectName(QStringLiteral("exportPacksAction"));
    A.quit = make(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), &MainWindow::close);

    A.undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    A.undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    A.redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    A.redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});

    A.hexOverlay =
        make(tr("&Hex Overlay"), QKeySequence(tr("Ctrl+H")), &MainWindow::applyViewOptions);
    A.hexOverlay->setCheckable(true);
    A.labels = make(tr("&Labels"), QKeySequence(tr("Ctrl+L")), &MainWindow::applyViewOptions);
    A.labels->setCheckable(true);
    A.political =
        make(tr("&Political Colouring"), QKeySequence(tr("Ctrl+1")), &MainWindow::applyViewOptions);
    A.terrain =
        make(tr("&Terrain Colouring"), QKeySequence(tr("Ctrl+2")), &MainWindow::applyViewOptions);
    auto *colouring = new QActionGroup(this);
    for (QAction *a : {A.political, A.terrain}) {
        a->setCheckable(true);
        colouring->addAction(a);
    }
    A.political->setChecked(true);
    // Owners told by a pattern as well as a colour: for a colour-blind GM, and for a map printed
    // or exported in grey (exports and prints take the view's options).
    A.ownerPatterns =
        make(tr("Ownership &Patterns"), QKeySequence(tr("Ctrl+3")), &MainWindow::applyViewOptions);
    A.ownerPatterns->setCheckable(true);
    A.zoomToFit =
        make(tr("Zoom to &Fit"), QKeySequence(tr("Ctrl+0")), [this] { m_map->zoomToFit(); });
    A.zoomIn = make(tr("Zoom &In"), QKeySequence(Qt::CTRL | Qt::Key_Plus),
                    [this] { m_map->zoomBy(1.25); });
    A.zoomIn->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    A.zoomOut = make(tr("Zoom &Out"), QKeySequence(Qt::CTRL | Qt::Key_Minus),
                     [this] { m_map->zoomBy(0.8); });

    A.resetLayout = make(tr("Reset &Layout"), QKeySequence(), &MainWindow::resetLayout);
    A.resetLayout->setObjectName(QStringLiteral("resetLayoutAction"));
    A.rules = make(tr("&Rules Reference"), QKeySequence(Qt::Key_F1), &MainWindow::showRules);
    A.about = make(tr("&About Muster"), QKeySequence(), &MainWindow::showAbout);
    // Names for tests and scripts to find the actions by, whatever their translated text.
    for (const auto &[action, name] : std::initializer_list<std::pair<QAction *, const char *>>{
             {A.open, "openAction"},
             {A.saveAs, "saveAsAction"},
             {A.importJson, "importJsonAction"},
             {A.exportJson, "exportJsonAction"},
             {A.exportImage, "exportImageAction"},
             {A.quit, "quitAction"},
             {A.undo, "undoAction"},
             {A.redo, "redoAction"},
             {A.hexOverlay, "hexOverlayAction"},
             {A.labels, "labelsAction"},
             {A.political, "politicalAction"},
             {A.terrain, "terrainAction"},
             {A.ownerPatterns, "ownerPatternsAction"},
             {A.zoomToFit, "zoomToFitAction"},
             {A.zoomIn, "zoomInAction"},
             {A.zoomOut, "zoomOutAction"},
             {A.rules, "rulesAction"},
             {A.about, "aboutAction"}})
        if (action->objectName().isEmpty())
            action->setObjectName(QLatin1String(name));
}

void MainWindow::createMenus()
{
    const Actions &A = m_actions;
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addActions({A.newCampaign, A.open});
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(A.saveAs);
    file->addSeparator();
    file->addActions(
        {A.importJson, A.exportJson, A.importTiled, A.exportTiled, A.exportImage, A.exportPacks});
    file->addSeparator();
    m_printing->addTo(*file);
    file->addSeparator();
    file->addAction(A.quit);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({A.undo, A.redo});
    QMenu *view = m_viewMenu = menuBar()->addMenu(tr("&View"));
    view->addActions({A.hexOverlay, A.labels});
    view->addSeparator();
    view->addActions({A.political, A.terrain, A.ownerPatterns});
    view->addSeparator();
    view->addActions({A.zoomToFit, A.zoomIn, A.zoomOut});

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addActions({A.open, A.saveAs, A.exportImage});
    bar->addSeparator();
    // The toolbar's Undo and Redo keep a short label, so the buttons after them never move; what
    // they would undo is in their tooltips (and in the Edit menu's full text).
    QUndoStack *stack = m_document->undoStack();
    for (QAction *full : {A.undo, A.redo}) {
        const bool undo = full == A.undo;
        auto *brief = new QAction(undo ? tr("Undo") : tr("Redo"), bar);
        brief->setObjectName(undo ? QStringLiteral("toolBarUndo") : QStringLiteral("toolBarRedo"));
        brief->setEnabled(full->isEnabled());
        connect(full, &QAction::changed, brief, [full, brief] {
            brief->setEnabled(full->isEnabled());
            brief->setToolTip(full->text());
        });
        connect(brief, &QAction::triggered, stack, undo ? &QUndoStack::undo : &QUndoStack::redo);
        bar->addAction(brief);
    }
    bar->addSeparator();
    bar->addActions({A.hexOverlay, A.labels, A.terrain, A.zoomToFit});
}

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addActions({m_actions.rules, m_actions.about});
}

void MainWindow::newCampaign()
{
    NewCampaignDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted || !keepOrDiscardChanges())
        return;
    m_document->setCampaign(blankCampaign(dialog.options()));
    m_editor->editAction()->setChecked(true); // a blank map is drawn first
}

void MainWindow::chooseOpen()
{
    const QString path = chooseCampaignToOpen(this);
    if (!path.isEmpty() && keepOrDiscardChanges())
        openFile(path);
}

bool MainWindow::chooseSaveAs()
{
    const QString path = chooseCampaignToSave(this);
    return !path.isEmpty() && saveAs(path);
}

bool MainWindow::keepOrDiscardChanges()
{
    if (!m_document->hasUnsavedChanges())
        return true;
    switch (askAboutUnsavedChanges(this, m_document->campaign().name)) {
    case UnsavedChoice::Save:
        return chooseSaveAs();
    case UnsavedChoice::Discard:
        return true;
    case UnsavedChoice::Cancel:
        break;
    }
    return false;
}

void MainWindow::chooseImport()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Campaign JSON"), QString(),
                                                      tr("Campaign JSON (*.json)"));
    if (path.isEmpty() || !keepOrDiscardChanges())
        return;
    reportFailure(this, tr("Cannot import campaign"), m_document->importJson(path));
}

void MainWindow::chooseExportJson()
{
    const QString kind = QStringLiteral("json");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Campaign JSON"), exportpaths::last(kind), tr("Campaign JSON (*.json)"));
    if (path.isEmpty())
        return;
    exportpaths::remember(kind, path);
    exportJson(path);
}

bool MainWindow::exportOverCampaign(const QString &path, const QString &title)
{
    const QString refusal = overwritesInput(path, {m_document->filePath()});
    if (refusal.isEmpty())
        return false;
    showError(title, refusal);
    return true;
}

bool MainWindow::exportImage(const QString &path, double scale)
{
    if (!m_map->renderer() || exportOverCampaign(path, tr("Cannot export map image")))
        return false;
    MapExportOptions o;
    o.scale = scale;
    o.map = m_map->options();
    o.turn = m_console->shownTurn(); // the turn on screen, with the orders layer drawn for it
    return reportFailure(this, tr("Cannot export map image"),
                         exportMapImage(*m_map->renderer(), path, o));
}

void MainWindow::chooseExportImage()
{
    if (!m_map->renderer())
        return;
    const QRectF visible = m_map->mapToScene(m_map->viewport()->rect()).boundingRect();
    ExportImageDialog dialog(*m_map->renderer(), visible, this);
    dialog.setOrdersShown(m_map->options().orders != nullptr ||
                          m_map->options().marches != nullptr);
    if (dialog.exec() != QDialog::Accepted || dialog.path().isEmpty() ||
        exportOverCampaign(dialog.path(), tr("Cannot export map image")))
        return;
    MapExportOptions options = dialog.options(m_map->options());
    options.turn = m_console->shownTurn();
    // A big export shows progress with Cancel after half a second. Bands of
    // about 16 MB keep the window answering a few times a second while it renders.
    const QSize size = exportImageSize(*m_map->renderer(), options);
    options.bandRows = static_cast<int>(
        std::clamp<qint64>((qint64(16) << 20) / (qint64(size.width()) * 4 + 1), 16, 4096));
    QProgressDialog progress(tr("Exporting %1...").arg(QFileInfo(dialog.path()).fileName()),
                             tr("Cancel"), 0, 100, this);
    progress.setObjectName(QStringLiteral("exportProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    options.progress = [&progress](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done); // a window-modal dialog processes events here
        return !progress.wasCanceled();
    };
    const auto exported = exportMapImage(*m_map->renderer(), dialog.path(), options);
    const bool cancelled = progress.wasCanceled();
    progress.reset();
    if (cancelled)
        statusBar()->showMessage(exported.message(), 8000);
    else if (!exported)
        reportProblems(this, tr("Cannot export map image"), exported.problems());
    else
        statusBar()->showMessage(tr("Exported %1 (%2 x %3 px).")
                                     .arg(QDir::toNativeSeparators(dialog.path()))
                                     .arg(size.width())
                                     .arg(size.height()),
                                 8000);
}

void MainWindow::chooseExportPacks()
{
    if (!m_document->hasCampaign())
        return;
    if (lastResolvedTurn(m_document->campaign()) < 0) {
        showError(tr("Export Player Packs"),
                  tr("No turn is resolved yet: the packs are of a resolved turn (F5 resolves "
                     "turn %1).")
                      .arg(m_document->campaign().current().number));
        return;
    }
    const QString kind = QStringLiteral("packs");
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export Player Packs Into"),
                                                          exportpaths::last(kind));
    if (dir.isEmpty())
        return;
    exportpaths::remember(kind, dir);
    exportPlayerPacks(dir);
}

bool MainWindow::exportPlayerPacks(const QString &dir, int showProgressAfterMs)
{
    if (!m_packExport) {
        m_packExport = new PackExport(*m_document, this, this);
        connect(m_packExport, &PackExport::finished, this,
                [this](bool, const QString &message, const QString &error) {
                    if (!error.isEmpty())
                        showError(tr("Cannot export the player packs"), error);
                    else
                        statusBar()->showMessage(message, 8000);
                });
    }
    return m_packExport->start(dir, showProgressAfterMs);
}

void MainWindow::showRules()
{
    showRule();
}

bool MainWindow::showRule(const QString &id)
{
    if (!m_rules)
        m_rules = new RulesReference(this);
    if (id.isEmpty()) {
        m_rules->show();
        m_rules->raise();
        m_rules->activateWindow();
        return true;
    }
    if (m_rules->showRule(id))
        return true;
    statusBar()->showMessage(tr("The rules reference has no paragraph %1.").arg(id), 8000);
    return false;
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Muster"),
                       tr("<h3>Muster %1</h3><p>A map console for the game master of strategy war "
                          "campaigns.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace muster
