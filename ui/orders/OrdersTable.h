#pragma once
// The orders dock's table with drag to reorder (issue 6 point 1). A dragged row carries only its
// row number; the drop goes the way of every item view (QAbstractItemView::dropEvent, then the
// model's dropMimeData, then dropMimeData here), which asks for the move with orderDropped instead
// of moving cells: the document is changed by one undoable ChangeOrders and the rows are rebuilt
// from it, renumbered and re-checked.

#include <QTableWidget>

namespace muster {

class OrdersTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit OrdersTable(int columns, QWidget *parent = nullptr);

    /// The MIME type of a dragged order row (its row number, as text).
    static QString rowMimeType();

signals:
    /// Row `from` was dropped so that it becomes row `to` (both in the rows before the move).
    void orderDropped(int from, int to);

protected:
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QList<QTableWidgetItem *> &items) const override;
    bool dropMimeData(int row, int column, const QMimeData *dropped,
                      Qt::DropAction action) override;
    Qt::DropActions supportedDropActions() const override;
    void startDrag(Qt::DropActions supportedActions) override;
    void dropEvent(QDropEvent *event) override;
};

} // namespace muster
