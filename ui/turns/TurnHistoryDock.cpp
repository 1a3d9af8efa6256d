#include "turns/TurnHistoryDock.h"

#include "rules/turn/TurnName.h"

#include "document/CampaignDocument.h"

#include <QListWidget>
#include <QVBoxLayout>

namespace muster {

TurnHistoryDock::TurnHistoryDock(CampaignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("turnHistoryDock"));
    m_list->setObjectName(QStringLiteral("turnList"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    connect(m_list, &QListWidget::currentRowChanged, this, &TurnHistoryDock::turnChosen);
    connect(&m_document, &CampaignDocument::campaignReplaced, this, &TurnHistoryDock::refresh);
    connect(&m_document, &CampaignDocument::turnsChanged, this, &TurnHistoryDock::refresh);
    refresh();
}

int TurnHistoryDock::shownTurn() const
{
    return m_list->currentRow();
}

void TurnHistoryDock::showTurn(int index)
{
    m_list->setCurrentRow(index);
}

void TurnHistoryDock::refresh()
{
    {
        const QSignalBlocker block(m_list);
        m_list->clear();
        if (m_document.hasCampaign()) {
            const auto &turns = m_document.campaign().turns;
            for (size_t i = 0; i < turns.size(); ++i) {
                const TurnRecord &t = turns[i];
                const QString name = turnName(m_document.campaign(), i);
                m_list->addItem(
                    i + 1 == turns.size() ? tr("%1 (current)").arg(name)
                    : t.log.size() == 1
                        ? tr("%1 (resolved, 1 log entry)").arg(name)
                        : tr("%1 (resolved, %2 log entries)").arg(name).arg(t.log.size()));
            }
            m_list->setCurrentRow(m_list->count() - 1);
        }
    }
    emit turnChosen(m_list->currentRow());
}

} // namespace muster
