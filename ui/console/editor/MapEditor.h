#pragma once
// The map editor: an edit mode of the main window (View > Edit Map) in which presses on the map
// paint terrain and areas, draw roads and rivers, join and part areas and place strongholds, the
// way Tiled edits a map. Every edit is one undo step (console/commands/EditMap) made of core/edit/
// operations; a refused edit shows the validator's message and changes nothing. Offered only
// while the campaign's current turn is its first: a resolved turn replays on the map it was
// resolved on (RULES R1, R2).

#include "console/editor/EditorMarks.h"
#include "console/editor/EditorTool.h"
#include "console/map/MapDrag.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;

namespace muster {

class CampaignDocument;
class EditorDock;
class ProblemsPanel;
class MapView;
class World;
struct TurnState;

class MapEditor : public QObject, public MapDragHandler
{
    Q_OBJECT
public:
    MapEditor(QMainWindow &window, CampaignDocument &document, MapView &map);
    ~MapEditor() override;

    /// View > Edit Map (checkable, Ctrl+Shift+D); disabled, saying why, when the map may not
    /// be edited.
    QAction *editAction() const { return m_editAction; }
    EditorDock *dock() const { return m_dock; }
    /// The problems list (checkWorld's messages), a dock beside the turn log while editing.
    ProblemsPanel *problems() const { return m_problems; }
    bool editing() const;
    /// Shows the editor's docks while editing and hides them otherwise (after a saved layout
    /// was restored).
    void showDocksWhileEditing();
    /// Why the map may not be edited now; empty when it may.
    QString whyNotEditable() const;

    const EditorBrush &brush() const { return m_brush; }
    void setBrush(const EditorBrush &brush);

    /// Runs `edit` on a copy of the world and the current turn's state: a refusal (its message,
    /// or operations/EditMap's when the edit leaves a state the campaign's readers refuse) is
    /// shown and changes nothing; a change is pushed as one undo step labelled `label`.
    /// True when the world changed.
    bool apply(const QString &label, const std::function<QString(World &, TurnState &)> &edit);
    /// The last refusal's message (empty after an edit went through).
    QString lastRefusal() const { return m_lastRefusal; }

    // MapDragHandler: brush strokes, roads and rivers drawn, strongholds moved.
    bool dragPressed(Hex hex, int area) override;
    MapDragPicture dragMoved(QPointF scenePos, std::optional<Hex> hex, int area) override;
    void dragDropped(std::optional<Hex> hex, int area) override;
    void dragCancelled() override;

signals:
    void editingChanged(bool editing);
    void brushChanged();
    /// An edit was refused: `message` is the validator's.
    void refused(const QString &message);

private:
    void setEditing(bool on);
    void updateAvailability();
    void clicked(Hex hex, int area);
    void clickJoin(int area);
    void clickStronghold(Hex hex);
    void clickPath(Hex hex);
    void paintHexes(const std::vector<Hex> &hexes);
    void addToStroke(Hex hex);
    void commitPath();
    void showMarks();
    void refuse(const QString &message);

    QMainWindow &m_window;
    CampaignDocument &m_document;
    MapView &m_map;
    QAction *m_editAction;
    EditorDock *m_dock;
    ProblemsPanel *m_problems;
    QDockWidget *m_problemsDock;
    QPointer<EditorMarks> m_marks; // owned by the map's scene, which drops it on every rebuild
    EditorBrush m_brush;
    QString m_lastRefusal;
    int m_joinFrom = -1;   // Link and Block: the first area clicked
    bool m_placed = false; // the dock was put beside the Orders dock

    // The stroke under way (a press taken, until its release or Esc).
    bool m_stroking = false;
    std::vector<Hex> m_strokeHexes; // brushes: every hex covered once; paths: the hexes in order
    QSet<Hex> m_strokeSet;
    QPainterPath m_strokeCover;
    std::optional<Hex> m_lastHex;
    int m_movingStronghold = -1;
};

} // namespace muster
