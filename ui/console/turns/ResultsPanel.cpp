#include "console/turns/ResultsPanel.h"

#include "console/battles/BattleIndex.h"
#include "console/document/CampaignDocument.h"
#include "model/UnreadLine.h"
#include "orders/OrdersCheck.h"
#include "rules/KingdomTable.h"
#include "rules/RuleSystem.h"

#include <QHeaderView>
#include <QLabel>
#include <QStringList>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

namespace {
/// The red of a refused order and the green of one carried out, as the Orders dock shows them.
const QColor kFailed(170, 20, 20);
const QColor kCarriedOut(30, 120, 40);
} // namespace

ResultsPanel::ResultsPanel(CampaignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)),
      m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("resultsPanel"));
    m_tree->setObjectName(QStringLiteral("resultsTree"));
    m_title->setWordWrap(true);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Order"), tr("Result")});
    // The dock is narrow: an order line fits its column, a longer battle title is elided (its
    // tooltip has it whole) and the result takes the rest.
    m_tree->header()->setStretchLastSection(true);
    m_tree->setColumnWidth(OrderColumn, fontMetrics().horizontalAdvance(
                                            QStringLiteral("4 ASSAULT all but 1 HRW SDG")) +
                                            2 * m_tree->indentation());
    m_tree->setUniformRowHeights(true);
    m_tree->setToolTip(tr("Click a battle, or an order that fought one, to see it in the battle "
                          "viewer"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_tree, 1);
    connect(m_tree, &QTreeWidget::itemClicked, this, &ResultsPanel::choose);
    connect(m_tree, &QTreeWidget::itemActivated, this, &ResultsPanel::choose);
}

void ResultsPanel::setTurn(int turnIndex, const TurnBattles *battles, const QString &title)
{
    m_turn = turnIndex;
    m_battles = battles;
    m_title->setText(title);
    m_stale = true;
    // A tab behind another dock is still "visible", only moved out of sight.
    if (isVisible() && !visibleRegion().isEmpty())
        refresh();
}

void ResultsPanel::cameIntoView()
{
    if (m_stale)
        refresh();
}

QTreeWidgetItem *ResultsPanel::kingdomItem(int kingdom) const
{
    return kingdom >= 0 && kingdom < m_tree->topLevelItemCount() &&
                   m_tree->topLevelItem(kingdom) != m_battlesItem
               ? m_tree->topLevelItem(kingdom)
               : nullptr;
}

void ResultsPanel::refresh()
{
    m_stale = false;
    m_tree->clear();
    m_battlesItem = nullptr;
    if (m_turn < 0 || !m_document.hasCampaign() ||
        m_turn >= static_cast<int>(m_document.campaign().turns.size()))
        return;
    // A hex campaign's days are its armies' marches (H2) rather than order lines.
    const RuleSystem &rules = ruleSystem(m_document.campaign());
    const bool area = rules.hasActionOrders();
    m_tree->setHeaderLabels({rules.orderWords().resultsFor, tr("Result")});
    if (area)
        addKingdoms();
    else
        addArmies();
    addBattles();
}

void ResultsPanel::addKingdoms()
{
    const Campaign &c = m_document.campaign();
    const auto battleIndex = [this](int number) {
        if (!m_battles)
            return -1;
        const auto &all = m_battles->battles;
        const auto it = std::find_if(all.begin(), all.end(), [number](const BattleInfo &b) {
            return b.logged.number == number; // 0 for none: a battle named by id
        });
        return it == all.end() ? -1 : static_cast<int>(it - all.begin());
    };
    const std::vector<OrdersCheck> checks = resolvedTurnOrders(c, m_turn);
    for (int k = 0; k < static_cast<int>(checks.size()); ++k) {
        const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(k)];
        const OrdersCheck &check = checks[static_cast<size_t>(k)];
        auto *top = new QTreeWidgetItem(m_tree, {tr("%1 (%2)").arg(kingdom.name, kingdom.id)});
        int failed = 0;
        for (const OrderLineCheck &row : check.rows) {
            const bool refused = !row.problem.isEmpty();
            failed += refused ? 1 : 0;
            QString result = row.outcome;
            if (refused)
                result = row.reasonsText().replace(QLatin1Char('\n'), QStringLiteral("; "));
            auto *item = new QTreeWidgetItem(top, {storedLineAsWritten(row.line), result});
            item->setForeground(ResultColumn, refused ? kFailed : kCarriedOut);
            item->setToolTip(ResultColumn, refused ? row.reasonsText() : row.outcome);
            // The battle the order fought, as the map's results find it (resolvedTurnOrders).
            if (const int battle = row.battle > 0 ? battleIndex(row.battle) : -1; battle >= 0)
                item->setData(OrderColumn, BattleRole, battle);
        }
        const int orders = static_cast<int>(check.rows.size());
        top->setText(ResultColumn,
                     orders == 0   ? tr("no orders")
                     : failed == 0 ? tr("%n order(s) carried out", nullptr, orders)
                                   : tr("%1 of %n order(s) failed", nullptr, orders).arg(failed));
        if (failed > 0 || orders == 0)
            top->setForeground(ResultColumn, kFailed);
        top->setExpanded(true);
    }
}

void ResultsPanel::addArmies()
{
    const Campaign &c = m_document.campaign();
    const TurnRecord &turn = c.turns[static_cast<size_t>(m_turn)];
    const hexrules::HexDaysEvents events = hexrules::hexDaysEvents(turn.log, &turn.state);
    const int kingdoms = static_cast<int>(c.kingdoms.size());
    // Every kingdom's row, then one for the armies of none (deserted ones, H7.2) when there are.
    const bool unowned =
        std::any_of(events.armies.begin(), events.armies.end(),
                    [kingdoms](const auto &m) { return m.kingdom < 0 || m.kingdom >= kingdoms; });
    for (int k = 0; k < kingdoms + (unowned ? 1 : 0); ++k) {
        const bool owned = k < kingdoms;
        auto *top = new QTreeWidgetItem(
            m_tree, {owned ? tr("%1 (%2)").arg(c.kingdoms[static_cast<size_t>(k)].name,
                                               c.kingdoms[static_cast<size_t>(k)].id)
                           : tr("No kingdom")});
        int armies = 0, lost = 0;
        for (const hexrules::HexDaysEvents::ArmyMarch &m : events.armies) {
            if (owned ? m.kingdom != k : m.kingdom >= 0 && m.kingdom < kingdoms)
                continue;
            ++armies;
            lost += m.destroyed > 0 ? 1 : 0;
            addArmy(top, m, events);
        }
        top->setText(ResultColumn,
                     armies == 0 ? tr("no armies")
                     : lost == 0
                         ? tr("%n (army|armies)", nullptr, armies)
                         : tr("%1 of %n (army|armies) destroyed", nullptr, armies).arg(lost));
        if (lost > 0)
            top->setForeground(ResultColumn, kFailed);
        top->setExpanded(true);
    }
}

void ResultsPanel::addArmy(QTreeWidgetItem *top, const hexrules::HexDaysEvents::ArmyMarch &m,
                           const hexrules::HexDaysEvents &events)
{
    QStringList what;
    if (m.destroyed > 0)
        what << tr("destroyed on day %1 at %2").arg(m.destroyed).arg(hexLabel(m.end));
    else
        what << tr("at %1").arg(hexLabel(m.end));
    if (m.outOfSupply > 0)
        what << tr("out of supply from day %1").arg(m.outOfSupply);
    if (!m.battles.empty())
        what << tr("%n battle(s)", nullptr, static_cast<int>(m.battles.size()));
    auto *item = new QTreeWidgetItem(top, {m.army, what.join(QStringLiteral("; "))});
    item->setToolTip(ResultColumn, item->text(ResultColumn));
    if (m.destroyed > 0 || m.outOfSupply > 0)
        item->setForeground(ResultColumn, kFailed);
    // Each battle it fought below it; the army's row opens the first, as an order's does.
    for (std::size_t b : m.battles) {
        const hexrules::HexDaysEvents::Battle &fought = events.battles[b];
        const int battle = hexBattleIndex(fought.event);
        QString text = tr("%1 attacked %2 at %3 (day %4)")
                           .arg(fought.attacker, fought.defender, hexLabel(fought.hex))
                           .arg(fought.day);
        if (battle >= 0 && !m_battles->battles[static_cast<size_t>(battle)].result.isEmpty())
            text += QStringLiteral(": ") + m_battles->battles[static_cast<size_t>(battle)].result;
        auto *row = new QTreeWidgetItem(item, {fought.battle, text});
        row->setToolTip(ResultColumn, text);
        if (battle >= 0) {
            row->setData(OrderColumn, BattleRole, battle);
            if (!item->data(OrderColumn, BattleRole).isValid())
                item->setData(OrderColumn, BattleRole, battle);
        }
    }
    item->setExpanded(true);
}

int ResultsPanel::hexBattleIndex(std::size_t event) const
{
    if (!m_battles)
        return -1;
    const auto &all = m_battles->battles;
    const auto it = std::find_if(
        all.begin(), all.end(), [event](const BattleInfo &b) { return b.logged.started == event; });
    return it == all.end() ? -1 : static_cast<int>(it - all.begin());
}

void ResultsPanel::addBattles()
{
    if (!m_battles || m_battles->battles.empty())
        return;
    m_battlesItem = new QTreeWidgetItem(
        m_tree,
        {tr("Battles"), tr("%n battle(s)", nullptr, static_cast<int>(m_battles->battles.size()))});
    for (int i = 0; i < static_cast<int>(m_battles->battles.size()); ++i) {
        const BattleInfo &b = m_battles->battles[static_cast<size_t>(i)];
        auto *item = new QTreeWidgetItem(m_battlesItem, {b.title, b.result});
        item->setToolTip(OrderColumn, b.title);
        item->setData(OrderColumn, BattleRole, i);
    }
    m_battlesItem->setExpanded(true);
}

void ResultsPanel::choose(QTreeWidgetItem *item)
{
    const QVariant battle = item ? item->data(OrderColumn, BattleRole) : QVariant();
    if (battle.isValid())
        emit battleChosen(battle.toInt());
}

} // namespace muster
