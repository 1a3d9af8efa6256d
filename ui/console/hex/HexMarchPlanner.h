#pragma once
// Drawing a hex army's march on the map: click an army's hex to pick it, then
// click hexes to extend its path (the cheapest route in miles to each click, H2.2); the overlay
// shows the path with the day each stretch is marched on and the army's supply route (H3.1).
// Store (Enter on the map) writes it as the army's march order line, one undo step saved at once;
// Escape or clicking the army again clears the plan. Or drag the army's counter: the hexes passed
// are its path (the cheapest route fills in any skipped), going back over them takes them off,
// and the drop stores the march as Store does; a drop where no march can end stores nothing and
// says why. One supply tracer follows the current turn from redraw to redraw, edit to edit and
// turn to turn, so after a march or a battle only what changed is traced again; a new campaign or
// an edited world starts it afresh.

#include "console/map/MapDrag.h"
#include "hex/Hex.h"
#include "rules/hex/MarchForecast.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QAction;

namespace muster {

namespace hexrules {
class SupplyTracer;
}
class CampaignDocument;
class HexMarchOverlay;
class MapView;

class HexMarchPlanner : public QObject, public MapDragHandler
{
    Q_OBJECT
public:
    HexMarchPlanner(CampaignDocument &document, MapView &map, QObject *parent = nullptr);
    ~HexMarchPlanner() override;

    QAction *storeAction() const { return m_store; }
    QAction *clearAction() const { return m_clear; }
    /// The army being planned ("" when none) and its path (hexes to enter, not its own hex).
    QString army() const { return m_army; }
    const std::vector<Hex> &path() const { return m_path; }
    /// The day of the week each hex of path() is entered on (8 and more: after this week).
    const std::vector<int> &days() const { return m_forecast.schedule.days; }
    /// The terrain cost of the path in miles (H2.2: terrain factors, roads, rivers), as marched.
    double miles() const { return m_forecast.schedule.miles; }
    /// The march judged day by day to the week's end: where the army stands, its supply and what
    /// starving costs it (H3.1, H3.2), and how much of the path the week holds.
    const hexrules::MarchForecast &forecast() const { return m_forecast; }
    /// One line for the status bar: the army, hexes, miles, days, the hexes the week's end drops,
    /// and the day it goes out of supply and starves (H2.4, H3.1, H3.2); "" when nothing is
    /// planned.
    const QString &summary() const { return m_summary; }
    HexMarchOverlay *overlay() const;
    /// The supply tracer following the current turn's state (a hex campaign must be open).
    hexrules::SupplyTracer &supply();

    /// What a click on the map does here (connected to MapView::clicked).
    void hexClicked(Hex hex);
    /// Stores the path as the army's order line; false when there is nothing to store.
    bool store();
    void clear();

    bool dragPressed(Hex hex, int area) override;
    MapDragPicture dragMoved(QPointF scenePos, std::optional<Hex> hex, int area) override;
    void dragDropped(std::optional<Hex> hex, int area) override;
    void dragCancelled() override;

signals:
    /// The plan (or its absence) changed; `summary` as summary().
    void planChanged(const QString &summary);
    /// What a drag's drop did: the march stored, or why nothing was.
    void dragMessage(const QString &text);

private:
    int armyIndex(const QString &id) const;
    int armyAt(Hex hex) const;
    /// Extends the path by the cheapest route to `hex` (never through an enemy, H4.1); false
    /// when there is none.
    bool extendTo(Hex hex);
    /// Why the planned army cannot march on to `hex`: core's verdict on the straight line there.
    QString whyNot(Hex hex) const;
    void dragTo(std::optional<Hex> hex);
    void planDays();
    /// The days of this week the path is marched on.
    QString daysText() const;
    /// Where the week ends and what of the path falls after it, when something does ("" if not).
    QString weekEndText() const;
    static QString droppedText(int dropped);
    /// What the forecast says of supply and starvation, in words for the status bar.
    QString supplyText(const HexArmy &army) const;
    void redraw();
    void updateActions();

    CampaignDocument &m_document;
    MapView &m_map;
    QAction *m_store;
    QAction *m_clear;
    QString m_army;
    std::vector<Hex> m_path;
    hexrules::MarchForecast m_forecast; // of m_path
    QString m_summary;
    QString m_dragArmy;           // the army whose counter was pressed
    bool m_dragStarted = false;   // the press became a drag
    std::optional<Hex> m_dragHex; // the hex the pointer was last over
    QString m_dragProblem;        // why the march cannot end there ("" when it can)
    QPointer<HexMarchOverlay> m_overlay;
    std::unique_ptr<hexrules::SupplyTracer> m_supply; // of the world it was made for
};

} // namespace muster
