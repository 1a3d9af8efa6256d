#include "console/DockFold.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>

#include <algorithm>

namespace muster {

DockFold::DockFold(QMainWindow &window, QDockWidget &dock, double share)
    : QObject(&dock), m_window(window), m_dock(dock), m_share(share)
{
    // Floating off or into a tab group: the dock no longer takes the map's room, so it is not
    // held down; docked alone again, it folds if it is still empty.
    connect(&dock, &QDockWidget::topLevelChanged, this, [this] { setEmpty(m_folded); });
    dock.installEventFilter(this);
}

int DockFold::foldedHeight() const
{
    QWidget *content = m_dock.widget();
    if (!content)
        return m_dock.minimumSizeHint().height();
    if (content->layout())
        content->layout()->activate();
    // What the dock adds around its content (its title bar, a frame): measured once the dock is
    // laid out, else read from the size hints.
    const int around = content->height() > 0 && m_dock.height() > content->height()
                           ? m_dock.height() - content->height()
                           : m_dock.sizeHint().height() - content->sizeHint().height();
    // A wrapped line is as high as the dock's width makes it.
    const int width = content->width() > 0 ? content->width() : m_dock.width();
    const int inside = content->hasHeightForWidth() && width > 0
                           ? content->heightForWidth(width)
                           : content->minimumSizeHint().height();
    return std::max(0, around) + inside;
}

void DockFold::refold()
{
    if (m_folded && m_dock.maximumHeight() != QWIDGETSIZE_MAX) {
        const int height = foldedHeight();
        if (height != m_dock.maximumHeight())
            m_dock.setMaximumHeight(height);
    }
}

bool DockFold::eventFilter(QObject *watched, QEvent *event)
{
    // Shown, or made narrower (its line wraps onto more rows): the folded height is measured
    // again once the layouts have placed the content.
    if (m_folded && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        QMetaObject::invokeMethod(this, &DockFold::refold, Qt::QueuedConnection);
    return QObject::eventFilter(watched, event);
}

void DockFold::setEmpty(bool empty)
{
    const bool holdable = !m_dock.isFloating() && m_window.tabifiedDockWidgets(&m_dock).isEmpty();
    if (empty && holdable) {
        if (!m_folded && m_dock.isVisible())
            m_openHeight = m_dock.height();
        m_folded = true;
        m_dock.setMaximumHeight(foldedHeight());
        QMetaObject::invokeMethod(this, &DockFold::refold, Qt::QueuedConnection);
        return;
    }
    const bool wasHeld = m_dock.maximumHeight() != QWIDGETSIZE_MAX;
    m_folded = empty;
    m_dock.setMaximumHeight(QWIDGETSIZE_MAX);
    if (!wasHeld || empty || m_dock.isFloating())
        return;
    const int folded = foldedHeight();
    const int height =
        m_openHeight > folded + 8 ? m_openHeight : static_cast<int>(m_window.height() * m_share);
    // The window's layout takes the dock's new maximum first: before that it would hold the
    // dock to its folded height still.
    m_window.layout()->activate();
    m_window.resizeDocks({&m_dock}, {height}, Qt::Vertical);
}

} // namespace muster
