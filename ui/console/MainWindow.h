#pragma once
// The GM's window: the map in the middle, the inspector dock beside it, menus, toolbar and a
// status bar showing the turn and what is under the pointer. The window only routes: files and
// edits go through CampaignDocument, drawing through MapView.

#include "hex/Hex.h"

#include <QMainWindow>
#include <QStringList>

#include <optional>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;

namespace muster {

class CampaignDocument;
class InspectorPanel;
class LegendDock;
class MapEditor;
class MapPrinting;
class MapView;
class HexConsole;
class OrdersOnMap;
class PackExport;
class RulesReference;
class SetupConsole;
class TurnConsole;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    CampaignDocument *document() const { return m_document; }
    MapView *mapView() const { return m_map; }
    InspectorPanel *inspector() const { return m_inspector; }
    /// Orders, resolving, history and the battle viewer (ui/console/turns/TurnConsole).
    TurnConsole *turnConsole() const { return m_console; }
    /// Hex marches and Advance Day/Week (ui/console/hex/HexConsole).
    HexConsole *hexConsole() const { return m_hexConsole; }
    OrdersOnMap *ordersOnMap() const { return m_ordersOnMap; }
    /// Kingdoms, house rules and Start Campaign of a campaign in setup
    /// (ui/console/setup/SetupConsole).
    SetupConsole *setupConsole() const { return m_setup; }
    LegendDock *legend() const { return m_legend; }
    /// View > Edit Map and its dock (ui/console/editor/MapEditor).
    MapEditor *mapEditor() const { return m_editor; }

    /// Opens a campaign file (".json" is imported); errors go to a dialog. True on success.
    bool openFile(const QString &path);
    bool saveAs(const QString &path);
    bool exportJson(const QString &path);
    /// File > Import Tiled Map...: the map at `path` as a new, unsaved campaign (the terrain
    /// dialog first when tiles carry no terrain); errors go to a dialog. True on success.
    bool importTiledMap(const QString &path);
    /// File > Export Tiled Map...: the world as a TMX map (replacing `path`).
    bool exportTiledMap(const QString &path);
    /// Exports the whole map with title and legend at `scale` (the dialog's defaults), of the turn
    /// the map shows (an earlier one chosen in the turns dock, or the current one).
    bool exportImage(const QString &path, double scale);
    /// File > Export Player Packs...: starts writing every kingdom's pack of the last resolved
    /// turn into `dir` off the GUI thread, with a progress dialog that can cancel (the packs
    /// written so far stay); the status bar or an error box says how it ended (packExport()'s
    /// finished). True when started. `showProgressAfterMs`: before the progress shows (tests: 0).
    bool exportPlayerPacks(const QString &dir, int showProgressAfterMs = 500);
    /// The player packs' export (null until the first).
    PackExport *packExport() const { return m_packExport; }
    /// Help > Rules Reference (F1), made on first use; `id` ("A8.1") opens it at that paragraph,
    /// "" where it was. False for an id the reference does not have.
    bool showRule(const QString &id = QString());
    RulesReference *rulesReference() const { return m_rules; }
    /// View > Reset Layout: every dock back in its first-start place and share of the window.
    void resetLayout();
    /// Sizes the window for its screen, as on a first start (no saved geometry).
    void fitToScreen();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createHelpMenu();
    void updateTitle();
    void updateStatus();
    void updateRecentMenu(const QStringList &files);
    void addRecentFile(const QString &path);
    void applyViewOptions();
    void applyDefaultDockSizes();
    /// Before the campaign is closed or replaced: true to go on (nothing to lose, saved, or the
    /// GM discarded the changes), false to keep it open.
    bool keepOrDiscardChanges();
    void showError(const QString &title, const QString &message);
    /// Whether `path` is the open campaign's file, which an export must never replace; if so the
    /// GM is told under `title` and nothing is written.
    bool exportOverCampaign(const QString &path, const QString &title);
    /// Another program changed the campaign's file: asks the GM and reloads.
    void offerReload(const QString &message);

    // Menu handlers.
    void newCampaign();
    void chooseOpen();
    bool chooseSaveAs();
    void chooseImport();
    void chooseExportJson();
    void chooseImportTiled();
    void chooseExportTiled();
    void chooseExportImage();
    void chooseExportPacks();
    void showRules();
    void showAbout();

    CampaignDocument *m_document;
    MapView *m_map;
    InspectorPanel *m_inspector;
    TurnConsole *m_console = nullptr;
    HexConsole *m_hexConsole = nullptr;
    SetupConsole *m_setup = nullptr;
    OrdersOnMap *m_ordersOnMap = nullptr;
    QLabel *m_turnLabel;
    QLabel *m_hoverLabel;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    LegendDock *m_legend = nullptr;
    MapEditor *m_editor = nullptr;
    MapPrinting *m_printing = nullptr;
    RulesReference *m_rules = nullptr;
    PackExport *m_packExport = nullptr;
    std::optional<Hex> m_hoveredHex;
    int m_hoveredArea = -1;
    QByteArray m_defaultLayout; // the docks as first made, for Reset Layout

    struct Actions
    {
        QAction *newCampaign, *open, *saveAs, *importJson, *exportJson, *importTiled, *exportTiled,
            *exportImage, *exportPacks, *quit;
        QAction *undo, *redo;
        QAction *hexOverlay, *labels, *political, *terrain, *ownerPatterns, *zoomToFit, *zoomIn,
            *zoomOut;
        QAction *resetLayout;
        QAction *rules, *about;
    } m_actions{};
};

} // namespace muster
