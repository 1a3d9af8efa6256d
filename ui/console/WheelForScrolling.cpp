#include "console/WheelForScrolling.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace muster {

void WheelForScrolling::install()
{
    if (!qApp || qApp->findChild<WheelForScrolling *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    qApp->installEventFilter(new WheelForScrolling(qApp));
}

bool WheelForScrolling::leftToThePanel(const QObject *object)
{
    const auto *widget = qobject_cast<const QWidget *>(object);
    if (!widget || widget->hasFocus() ||
        !(qobject_cast<const QComboBox *>(widget) ||
          qobject_cast<const QAbstractSpinBox *>(widget)))
        return false;
    for (const QWidget *p = widget->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        if (qobject_cast<const QAbstractScrollArea *>(p))
            return true;
    return false;
}

bool WheelForScrolling::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Wheel || !leftToThePanel(watched))
        return false;
    // Ignored and filtered: the box never sees it, and QApplication hands a wheel nobody
    // accepted on to the parents, up to the scroll area.
    event->ignore();
    return true;
}

} // namespace muster
