#include "console/turns/UnreadableTurnOverlay.h"

#include "console/map/MapView.h"
#include "model/Campaign.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>

#include <algorithm>

namespace muster {

namespace {

/// A state of the campaign's shape with nothing in it: the renderer draws the world alone.
TurnState bareState(const Campaign &campaign)
{
    TurnState state;
    state.areas.resize(campaign.world.areas.size());
    state.kingdoms.resize(campaign.kingdoms.size());
    return state;
}

} // namespace

UnreadableTurnOverlay::UnreadableTurnOverlay(const MapView &view, const Campaign &campaign,
                                             const QString &text)
    : TurnMapOverlay(view, bareState(campaign)), m_mapView(view),
      m_banner(new QLabel(text, view.viewport()))
{
    m_banner->setObjectName(QStringLiteral("unreadableTurnBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setStyleSheet(QStringLiteral("background: rgba(255, 244, 229, 235); color: #8a1c1c; "
                                           "border: 1px solid #c26b00; padding: 6px 10px; "
                                           "font-weight: bold"));
    m_banner->setAttribute(Qt::WA_TransparentForMouseEvents); // the map still pans under it
    view.viewport()->installEventFilter(this);
    placeBanner();
    m_banner->show();
}

UnreadableTurnOverlay::~UnreadableTurnOverlay()
{
    delete m_banner; // null-safe: the view may be gone first
}

QString UnreadableTurnOverlay::text() const
{
    return m_banner ? m_banner->text() : QString();
}

void UnreadableTurnOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
                                  QWidget *widget)
{
    TurnMapOverlay::paint(painter, option, widget);
    // Hatched grey over the bare map: nothing here is a state of this turn.
    painter->save();
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(90, 90, 90, 110));
    painter->drawRect(boundingRect());
    // The hatch the same on screen at every zoom: its pattern in device pixels, twice its size.
    QBrush hatch(QColor(60, 60, 60, 120), Qt::BDiagPattern);
    const QTransform toScene = painter->transform().inverted();
    hatch.setTransform(QTransform::fromScale(2 * toScene.m11(), 2 * toScene.m22()));
    painter->setBrush(hatch);
    painter->drawRect(boundingRect());
    painter->restore();
}

bool UnreadableTurnOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        placeBanner();
    return TurnMapOverlay::eventFilter(watched, event);
}

void UnreadableTurnOverlay::placeBanner()
{
    if (!m_banner)
        return;
    const int margin = 12;
    const int width = std::max(120, m_mapView.viewport()->width() - 2 * margin);
    m_banner->setFixedWidth(width);
    m_banner->adjustSize();
    m_banner->move(margin, margin);
}

} // namespace muster
