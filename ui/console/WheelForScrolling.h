#pragma once

#include <QObject>

namespace muster {

/// The mouse wheel scrolls the panel under it: a combo box or spin box inside a scrolled panel
/// (the inspector, the map editor, the battle odds, a dialog's long form) takes the wheel only
/// once it has the focus (clicked or tabbed to), so scrolling the panel past one never changes
/// its value unseen. The wheel it does not take goes on to the panel, which scrolls.
class WheelForScrolling : public QObject
{
    Q_OBJECT
public:
    /// Filters the application's wheel events from now on (once, however often it is called).
    static void install();

    /// Whether a wheel turned over `widget` is left to the panel it sits in.
    static bool leftToThePanel(const QObject *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace muster
