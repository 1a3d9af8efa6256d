#pragma once
// What the map shows for an earlier turn that cannot be read (its rows in the file are damaged,
// or the file changed since it was opened): the bare world, with no owner, army or fort, under a
// hatch, and a banner over the map saying which turn and why. Nothing of another turn is drawn as
// this one's (the current turn's map lies underneath, covered).

#include "console/turns/TurnMapOverlay.h"

#include <QPointer>

class QLabel;

namespace muster {

struct Campaign;

class UnreadableTurnOverlay : public TurnMapOverlay
{
    Q_OBJECT
public:
    /// `campaign` gives the world's shape; `text` the banner ("Turn 1 cannot be read: ...").
    UnreadableTurnOverlay(const MapView &view, const Campaign &campaign, const QString &text);
    ~UnreadableTurnOverlay() override;

    QString text() const;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    /// Keeps the banner across the top of the map as the view is resized.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void placeBanner();

    const MapView &m_mapView;
    QPointer<QLabel> m_banner;
};

} // namespace muster
