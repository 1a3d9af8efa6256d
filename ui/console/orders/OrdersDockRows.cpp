// The orders dock's row edits of an area campaign: rows deleted (several at once, one undo step)
// and rows moved up, down or dragged, keeping the numbers (rounds, A2.2) in place.
#include "console/orders/OrdersDock.h"

#include "console/commands/ChangeOrders.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/OrdersTable.h"
#include "rules/area/OrderSheet.h"

#include <QUndoStack>

#include <algorithm>
#include <functional>

namespace muster {

void OrdersDock::deleteOrders(QList<int> rows)
{
    QStringList lines = currentOrderLines(m_document.campaign(), m_kingdom);
    std::sort(rows.begin(), rows.end(), std::greater<>());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (rows.isEmpty() || rows.back() < 0 || rows.front() >= lines.size())
        return;
    QString gone;
    for (int row : rows) // from the last, so the rows before keep their places
        gone = lines.takeAt(row);
    const auto count = static_cast<int>(rows.size());
    m_document.undoStack()->push(new ChangeOrders(
        m_document, m_kingdom, lines,
        count == 1 ? tr("Delete order %1").arg(gone) : tr("Delete %n order(s)", nullptr, count)));
}

void OrdersDock::moveDown(int row)
{
    moveOrder(row, row + 1);
}

bool OrdersDock::moveOrder(int from, int to)
{
    const QStringList lines = currentOrderLines(m_document.campaign(), m_kingdom);
    if (from < 0 || to < 0 || from >= lines.size() || to >= lines.size() || from == to)
        return false;
    const Campaign &c = m_document.campaign();
    const OrdersCheck &check = currentCheck();
    if (!check.allParse() || static_cast<int>(check.rows.size()) != lines.size()) {
        showErrors({tr("Correct the orders in red before reordering them.")});
        return false;
    }
    // The rows keep their numbers (rounds, A2.2) in place, gaps included; the actions move.
    std::vector<AreaAction> numbered;
    for (const OrderLineCheck &row : check.rows)
        numbered.push_back(*row.action);
    std::vector<AreaAction> actions = numbered;
    const auto first = actions.begin();
    if (from < to)
        std::rotate(first + from, first + from + 1, first + to + 1);
    else
        std::rotate(first + to, first + from, first + from + 1);
    QStringList moved;
    for (size_t i = 0; i < actions.size(); ++i) {
        actions[i].number = numbered[i].number;
        moved << formatAction(actions[i], c.world);
    }
    if (!applyLines(moved, tr("Move order %1").arg(lines[from])))
        return false;
    m_table->setCurrentCell(to, OrderColumn);
    return true;
}

} // namespace muster
