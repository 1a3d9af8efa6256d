#include "console/orders/OrdersTable.h"

#include <QCursor>
#include <QDrag>
#include <QDropEvent>
#include <QMimeData>

#include <algorithm>

namespace muster {

OrdersTable::OrdersTable(int columns, QWidget *parent) : QTableWidget(0, columns, parent)
{
    setDragEnabled(true);
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
    setDragDropMode(QAbstractItemView::InternalMove);
    setDefaultDropAction(Qt::MoveAction);
    // Drops land between rows (the items are not drop targets), shown by the indicator line.
    setDragDropOverwriteMode(false);
    setDropIndicatorShown(true);
}

QString OrdersTable::rowMimeType()
{
    return QStringLiteral("application/x-muster-order-row");
}

QStringList OrdersTable::mimeTypes() const
{
    return {rowMimeType()};
}

QMimeData *OrdersTable::mimeData(const QList<QTableWidgetItem *> &items) const
{
    if (items.isEmpty() || !items.front())
        return nullptr;
    auto *dragged = new QMimeData;
    dragged->setData(rowMimeType(), QByteArray::number(items.front()->row()));
    return dragged;
}

bool OrdersTable::dropMimeData(int row, int, const QMimeData *dropped, Qt::DropAction)
{
    if (!dropped || !dropped->hasFormat(rowMimeType()))
        return false;
    bool ok = false;
    const int from = dropped->data(rowMimeType()).toInt(&ok);
    if (!ok || from < 0 || from >= rowCount())
        return false;
    // `row` is where the row is inserted among the current rows (rowCount() below the last one).
    const int insertAt = std::clamp(row < 0 ? rowCount() : row, 0, rowCount());
    const int to = insertAt > from ? insertAt - 1 : insertAt;
    return to != from && m_moveOrder && m_moveOrder(from, to);
}

Qt::DropActions OrdersTable::supportedDropActions() const
{
    return Qt::MoveAction;
}

void OrdersTable::startDrag(Qt::DropActions)
{
    // QAbstractItemView::startDrag would remove the dragged row itself after a move; here the
    // drop changes the document and the rows are rebuilt from it, so the drag does no more.
    QTableWidgetItem *item = currentItem();
    if (!item)
        return;
    const int row = item->row();
    QMimeData *dragged = mimeData({item});
    if (!dragged)
        return;
    const QRect rect = visualRect(model()->index(row, 0))
                           .united(visualRect(model()->index(row, columnCount() - 1)));
    auto *drag = new QDrag(this);
    drag->setMimeData(dragged);
    drag->setPixmap(viewport()->grab(rect));
    drag->setHotSpot(viewport()->mapFromGlobal(QCursor::pos()) - rect.topLeft());
    drag->exec(Qt::MoveAction, Qt::MoveAction);
}

void OrdersTable::dropEvent(QDropEvent *event)
{
    // QTableWidget::dropEvent would move the cells itself; QAbstractItemView's hands the drop to
    // dropMimeData above, so the document is the one place the order changes.
    QTableView::dropEvent(event); // NOLINT(bugprone-parent-virtual-call): skipping it is the point
}

} // namespace muster
