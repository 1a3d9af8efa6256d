#pragma once
// A dock with nothing to show takes no room: while its content says it is empty (the turn log
// before a turn is resolved, the battles of a turn without any) the dock is held to the height of
// its title and the one line its content shows instead, so the map or the docks beside it get the
// rest; once there is something to show it opens again at the height it had before it folded (or
// at its share of the window if it never had one). A floating dock or one sharing its place as a
// tab is left as it is: its room is not taken from the map.

#include <QObject>

class QDockWidget;
class QMainWindow;

namespace muster {

class DockFold : public QObject
{
    Q_OBJECT
public:
    /// `share` is the part of the window's height the dock opens to when it has no height of its
    /// own to go back to (a first start, or a layout saved while it was folded).
    DockFold(QMainWindow &window, QDockWidget &dock, double share);

    /// Folds the dock (`empty`) or opens it. The content hides what it has nothing for first, so
    /// the folded height is its title and what the content still shows.
    void setEmpty(bool empty);
    bool isFolded() const { return m_folded; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The height the dock may have while folded: its title and its content's own wish.
    int foldedHeight() const;
    /// Holds a folded dock to its folded height as measured now.
    void refold();

    QMainWindow &m_window;
    QDockWidget &m_dock;
    double m_share;
    bool m_folded = false;
    int m_openHeight = 0; // the dock's height before it last folded (0: none yet)
};

} // namespace muster
