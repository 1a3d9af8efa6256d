#pragma once
// The orders dock's table with drag to reorder. A dragged row carries only its
// row number; the drop goes the way of every item view (QAbstractItemView::dropEvent, then the
// model's dropMimeData, then dropMimeData here), which asks the dock for the move instead of moving
// cells: the document is changed by one undoable ChangeOrders and the rows are rebuilt from it,
// renumbered and re-checked.

#include <QTableWidget>

#include <functional>

namespace muster {

class OrdersTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit OrdersTable(int columns, QWidget *parent = nullptr);

    /// The MIME type of a dragged order row (its row number, as text).
    static QString rowMimeType();

    /// Moves row `from` so that it becomes row `to` (both in the rows before the move); false
    /// when the orders cannot be moved, which refuses the drop.
    using MoveOrder = std::function<bool(int from, int to)>;
    void setMoveOrder(MoveOrder move) { m_moveOrder = std::move(move); }

protected:
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QList<QTableWidgetItem *> &items) const override;
    bool dropMimeData(int row, int column, const QMimeData *dropped,
                      Qt::DropAction action) override;
    Qt::DropActions supportedDropActions() const override;
    void startDrag(Qt::DropActions supportedActions) override;
    void dropEvent(QDropEvent *event) override;

private:
    MoveOrder m_moveOrder;
};

} // namespace muster
