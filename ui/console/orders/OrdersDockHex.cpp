// The orders dock in a hex campaign: a kingdom's orders are marches (H2.1). The dock lists every
// army of the kingdom with its stored march, the days it takes (H2.2, H2.3) and the engine's
// verdict, and armies without a march as staying put; a march may be typed as a line
// ("A1 MARCH 10,9 11,9") or drawn on the map (HexMarchPlanner).
#include "console/orders/OrdersDock.h"

#include "console/commands/ChangeOrders.h"
#include "console/commands/SetMarchCommand.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/MarchForm.h"
#include "console/orders/OrdersTable.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"
#include "rules/hex/MarchSchedule.h"
#include "rules/turn/TurnName.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidgetItem>
#include <QUndoStack>

#include <algorithm>

namespace muster {

namespace {
QString dayRange(int first, int last)
{
    return first == last ? OrdersDock::tr("day %1").arg(first)
                         : OrdersDock::tr("days %1-%2").arg(first).arg(last);
}

/// "day 3", "days 1-4", "days 6-7; days 8-9 not marched: ...". The engine marches no day after
/// the 7th and starts the next week without orders (advanceHexTurn, as the march planner says),
/// so the days a typed line holds past the week are said as dropped, never as carried on.
QString daysText(const hexrules::MarchSchedule &schedule)
{
    if (schedule.days.empty())
        return {};
    const int first = schedule.days.front(), last = schedule.lastDay();
    if (last <= 7)
        return dayRange(first, last);
    const QString dropped = dayRange(std::max(first, 8), last);
    const QString why = OrdersDock::tr("not marched: a new week starts without orders (H2.4)");
    return first > 7 ? OrdersDock::tr("%1 %2").arg(dropped, why)
                     : OrdersDock::tr("%1; %2 %3").arg(dayRange(first, 7), dropped, why);
}
} // namespace

bool OrdersDock::addHexMarch(const QString &line)
{
    const Campaign &c = m_document.campaign();
    const TurnRecord &turn = c.current();
    const auto read = hexrules::parseMarchOrder(line, m_kingdom, c.world, turn.state,
                                                hexrules::HexRules::fromRuleset(c.ruleset));
    if (!read || !*read) {
        showErrors(
            {read ? tr("\"%1\" is not a march: type ARMY MARCH HEX HEX...").arg(line.trimmed())
                  : tr("\"%1\": %2").arg(line.trimmed(), read.problems()[0].message)});
        return false;
    }
    const hexrules::HexMarchOrder &order = **read;
    showErrors({});
    m_document.undoStack()->push(
        new SetMarchCommand(m_document, order, tr("March %1").arg(order.army)));
    return true;
}

void OrdersDock::showHexMarches()
{
    const Campaign &c = m_document.campaign();
    const TurnRecord &turn = shownRecord();
    const auto k = static_cast<size_t>(m_kingdom);
    const QStringList lines = k < turn.orders.size() ? turn.orders[k] : QStringList();
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    // Checked as the engine will check them: every kingdom's lines at once, since a second order
    // for the same army is rejected (H2.1).
    const hexrules::HexOrders parsed =
        hexrules::parseHexOrders(turn.orders, c.world, turn.state, rules);
    const bool editable = m_turn < 0;

    m_entry->setEnabled(editable);
    m_edit->setEnabled(editable); // a march is edited in its form (MarchForm)
    for (QAction *a : actions())
        a->setEnabled((a->objectName() == QLatin1String("typeOrderAction") ||
                       a->objectName() == QLatin1String("editOrderAction")) &&
                      editable);
    m_table->setEnabled(true);
    m_table->setColumnHidden(PreviewColumn, true); // hex battles have odds instead (MarchOdds)
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setDragEnabled(false);
    const Kingdom &kingdom = c.kingdoms[k];
    const QString when =
        turnName(c, m_turn >= 0 ? static_cast<size_t>(m_turn) : c.turns.size() - 1);
    m_title->setText(
        m_turn >= 0
            ? tr("Marches of %1 (%2), %3 as resolved (read-only).")
                  .arg(kingdom.name, kingdom.id, when)
            : tr("Marches of %1 (%2), %3: type a march below, or click an army on the map, then "
                 "the hexes of its path, and press Enter; Shift+F6 advances a day, F6 a week.")
                  .arg(kingdom.name, kingdom.id, when));
    showMessage(shownRecord());

    struct Row
    {
        QString number, march, days, check;
        bool problem = false, idle = false;
    };
    std::vector<Row> rows;
    QStringList ordered;
    const std::vector<Problem> none;
    const std::vector<Problem> &refused = k < parsed.problems.size() ? parsed.problems[k] : none;
    for (int r = 0; r < static_cast<int>(lines.size()); ++r) {
        Row row{QString::number(r + 1), lines[r], {}, tr("ok")};
        for (const Problem &p : refused)
            if (p.line == r + 1) {
                row.check = p.message;
                row.problem = true;
            }
        if (const auto read =
                hexrules::parseMarchOrder(lines[r], m_kingdom, c.world, turn.state, rules);
            read && *read) {
            const auto &order = *read;
            ordered << order->army;
            for (const HexArmy &army : turn.state.armies)
                if (army.id == order->army)
                    row.days =
                        daysText(hexrules::scheduleMarch(c, army, order->path, order->restDays));
        }
        rows.push_back(row);
    }
    // H2.1: an army with no march stays where it is; listed so none is forgotten.
    m_idleArmies.clear();
    for (const HexArmy &army : turn.state.armies)
        if (army.kingdom == m_kingdom && !ordered.contains(army.id)) {
            m_idleArmies << army.id;
            rows.push_back({{},
                            tr("%1: no march, stays at %2").arg(army.id, hexLabel(army.hex)),
                            {},
                            tr("no order"),
                            false,
                            true});
        }

    m_filling = true;
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const Row &row = rows[static_cast<size_t>(r)];
        const QStringList cells{row.number, row.march, row.days, row.check};
        // Every column but the (hidden) battle preview, which area campaigns' attacks have.
        for (int column = 0; column < static_cast<int>(cells.size()); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable); // read-only, no drag
            const QColor text = m_table->palette().text().color();
            item->setForeground(row.problem ? QColor(170, 20, 20)
                                : row.idle  ? m_table->palette().placeholderText().color()
                                : column == CheckColumn ? QColor(30, 120, 40)
                                                        : text);
            if (row.problem)
                item->setToolTip(row.check);
            m_table->setItem(r, column, item);
        }
    }
    m_filling = false;
}

void OrdersDock::openMarchForm(int row)
{
    if (m_turn >= 0 || row < 0)
        return;
    const Campaign &c = m_document.campaign();
    const QStringList lines = currentOrderLines(c, m_kingdom);
    QString army; // a row past the stored lines is an army without a march: a new one for it
    if (row >= lines.size()) {
        if (row - lines.size() >= m_idleArmies.size())
            return;
        army = m_idleArmies[row - lines.size()];
    } else if (!hexrules::marchLineWords(lines[row])) {
        emit statusMessage(
            tr("\"%1\" is not a march (ARMY MARCH HEX...): type it again below.").arg(lines[row]));
        return;
    }
    MarchForm form(c, m_kingdom, row < lines.size() ? row : -1, army, this);
    if (form.exec() != QDialog::Accepted || !form.order())
        return;
    const hexrules::HexMarchOrder &order = *form.order();
    if (row >= lines.size()) {
        m_document.undoStack()->push(
            new SetMarchCommand(m_document, order, tr("March %1").arg(order.army)));
        return;
    }
    // The line edited is rewritten where it stands, whichever army the form now names (a line
    // for an unknown army corrected to a known one, say). OK on the march as it was stores
    // nothing: no rewritten line, no undo step.
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    const auto before =
        hexrules::parseMarchOrder(lines[row], m_kingdom, c.world, c.current().state, rules);
    if (before && *before == order)
        return;
    QStringList changed = lines;
    changed[row] = hexrules::marchOrderLine(order);
    m_document.undoStack()->push(
        new ChangeOrders(m_document, m_kingdom, changed, tr("Edit march %1").arg(order.army)));
}

} // namespace muster
