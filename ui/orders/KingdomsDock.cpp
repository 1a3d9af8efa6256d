#include "orders/KingdomsDock.h"

#include "document/CampaignDocument.h"

#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {

KingdomsDock::KingdomsDock(CampaignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_table(new QTableWidget(0, 6, this))
{
    setObjectName(QStringLiteral("kingdomsDock"));
    m_table->setObjectName(QStringLiteral("kingdomsTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Kingdom"), tr("BP"), tr("Reserve"), tr("Areas"), tr("Armies"), tr("Orders")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);

    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (!m_filling)
            emit kingdomSelected(row);
    });
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::stateChanged,
                        &CampaignDocument::turnsChanged})
        connect(&m_document, signal, this, &KingdomsDock::refresh);
    connect(&m_document, &CampaignDocument::ordersChanged, this, &KingdomsDock::refresh);
    refresh();
}

void KingdomsDock::selectKingdom(int kingdom)
{
    if (kingdom != m_table->currentRow())
        m_table->setCurrentCell(kingdom, 0);
}

void KingdomsDock::refresh()
{
    m_filling = true;
    const int current = m_table->currentRow();
    m_table->setRowCount(0);
    if (!m_document.hasCampaign() || m_document.campaign().ruleset.kind != RulesetKind::Area) {
        m_filling = false;
        return;
    }
    const Campaign &c = m_document.campaign();
    const TurnRecord &turn = c.current();
    const int count = static_cast<int>(c.kingdoms.size());
    m_table->setRowCount(count);
    for (int k = 0; k < count; ++k) {
        int areas = 0;
        int armies = 0;
        for (const AreaState &s : turn.state.areas)
            if (s.owner == k) {
                ++areas;
                armies += s.armies + s.aboard;
            }
        const KingdomState ks = static_cast<size_t>(k) < turn.state.kingdoms.size()
                                    ? turn.state.kingdoms[static_cast<size_t>(k)]
                                    : KingdomState{};
        const qsizetype orders = static_cast<size_t>(k) < turn.orders.size()
                                     ? turn.orders[static_cast<size_t>(k)].size()
                                     : 0;
        const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(k)];
        const QStringList cells{tr("%1 (%2)").arg(kingdom.name, kingdom.id),
                                QString::number(ks.bp),
                                QString::number(ks.armyReserve),
                                QString::number(areas),
                                QString::number(armies),
                                orders == 0 ? tr("missing") : tr("%n action(s)", nullptr, orders)};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (orders == 0 && col == cells.size() - 1)
                item->setForeground(QColor(170, 20, 20));
            m_table->setItem(k, col, item);
        }
        m_table->item(k, 0)->setForeground(QColor(kingdom.colour));
    }
    m_table->resizeColumnsToContents();
    if (current >= 0 && current < count)
        m_table->setCurrentCell(current, 0);
    m_filling = false;
}

} // namespace muster
