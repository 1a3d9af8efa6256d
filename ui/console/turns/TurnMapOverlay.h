#pragma once
// An earlier turn's map drawn over the current one (turn history): the same
// renderer paints the stored state of that turn, so the map looks exactly as it did then. The
// battle viewer uses one too, for the map at the battle step shown (battles/BattleStepState).
// Its pixels are cached; they are drawn again whenever its state or the view's options (the
// orders layer, colouring, labels) change.

#include "model/TurnState.h"
#include "render/map/MapRenderer.h"

#include <QGraphicsObject>

namespace muster {

class MapView;

class TurnMapOverlay : public QGraphicsObject
{
    Q_OBJECT
public:
    TurnMapOverlay(const MapView &view, TurnState state);

    const TurnState &state() const { return m_state; }
    void setState(TurnState state);
    /// Draws everything again (after the view's options changed).
    void redraw();

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const MapView &m_view;
    TurnState m_state;
};

} // namespace muster
