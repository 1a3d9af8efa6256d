// The orders dock in a hex campaign (issue 6 point 4): a kingdom's orders are marches, drawn and
// stored on the map (HexMarchPlanner); the dock lists the stored lines with the engine's verdict
// on each, so the GM sees at a glance which armies have orders and which line would be rejected.
#include "orders/OrdersDock.h"

#include "document/CampaignDocument.h"
#include "orders/OrdersTable.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace muster {

void OrdersDock::showHexMarches()
{
    const Campaign &c = m_document.campaign();
    const TurnRecord &turn = c.current();
    const auto k = static_cast<size_t>(m_kingdom);
    const QStringList lines = k < turn.orders.size() ? turn.orders[k] : QStringList();
    // Checked as the engine will check them: every kingdom's lines at once, since a second order
    // for the same army is rejected (H2.1).
    const hexrules::HexOrders parsed = hexrules::parseHexOrders(
        turn.orders, c.world, turn.state, hexrules::HexRules::fromRuleset(c.ruleset));

    m_entry->setEnabled(false);
    for (QPushButton *b : m_buttons)
        b->setEnabled(false);
    for (QAction *a : actions())
        a->setEnabled(false);
    m_table->setEnabled(true);
    m_table->setColumnHidden(PreviewColumn, true); // hex battles have odds instead (MarchOdds)
    m_filling = true;
    m_table->setRowCount(static_cast<int>(lines.size()));
    const Kingdom &kingdom = c.kingdoms[k];
    m_title->setText(tr("Marches of %1 (%2), week %3: click an army on the map, then the hexes of "
                        "its path, and press Enter to store it.")
                         .arg(kingdom.name, kingdom.id)
                         .arg(turn.state.turn));
    for (int r = 0; r < static_cast<int>(lines.size()); ++r) {
        QString problem;
        for (const hexrules::HexOrderProblem &p : parsed.problems)
            if (p.kingdom == m_kingdom && p.line == r + 1)
                problem = p.reason;
        auto cell = [&](int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable); // read-only, no drag
            item->setForeground(problem.isEmpty() && column != CheckColumn
                                    ? m_table->palette().text().color()
                                : problem.isEmpty() ? QColor(30, 120, 40)
                                                    : QColor(170, 20, 20));
            if (!problem.isEmpty())
                item->setToolTip(problem);
            m_table->setItem(r, column, item);
        };
        cell(NumberColumn, QString::number(r + 1));
        cell(OrderColumn, lines[r]);
        cell(BpColumn, QString());
        cell(CheckColumn, problem.isEmpty() ? tr("ok") : problem);
    }
    m_filling = false;
}

} // namespace muster
