#include "console/turns/TurnHistoryDock.h"

#include "rules/turn/TurnName.h"

#include "console/document/CampaignDocument.h"

#include <QAbstractListModel>
#include <QColor>
#include <QItemSelectionModel>
#include <QListView>
#include <QVBoxLayout>

namespace muster {

/// One row per turn, each described from the campaign's index when the view asks for it.
class TurnListModel : public QAbstractListModel
{
public:
    explicit TurnListModel(CampaignDocument &document, QObject *parent)
        : QAbstractListModel(parent), m_document(document)
    {}

    /// Every row described again (the history check found damage).
    void describeAgain()
    {
        if (m_rows > 0)
            emit dataChanged(index(0, 0), index(m_rows - 1, 0));
    }

    void reset()
    {
        beginResetModel();
        m_rows =
            m_document.hasCampaign() ? static_cast<int>(m_document.campaign().turns.size()) : 0;
        endResetModel();
    }

    int rowCount(const QModelIndex &parent) const override { return parent.isValid() ? 0 : m_rows; }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if ((role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::ForegroundRole) ||
            !m_document.hasCampaign() || index.row() >= m_rows)
            return {};
        const Campaign &c = m_document.campaign();
        const auto i = static_cast<size_t>(index.row());
        if (i >= c.turns.size())
            return {};
        const QString name = turnName(c, i);
        if (i + 1 == c.turns.size())
            return role == Qt::DisplayRole ? TurnHistoryDock::tr("%1 (current)").arg(name)
                                           : QVariant();
        const size_t entries = c.turns.logSize(i); // a read that meets damage makes it known
        // A turn whose rows cannot be read says so with the store's reason (core's finding, on
        // opening or when read), never the empty log of the stand-in read in its place.
        if (const std::optional<TurnDamage> damage = c.turns.damage(i)) {
            switch (role) {
            case Qt::DisplayRole:
                return TurnHistoryDock::tr("%1 (damaged: %2)").arg(name, damage->reason);
            case Qt::ToolTipRole:
                return TurnHistoryDock::tr("%1 cannot be read: %2").arg(name, damage->message);
            default:
                return QColor(0xa6, 0x1b, 0x1b);
            }
        }
        if (role != Qt::DisplayRole)
            return {};
        return entries == 1
                   ? TurnHistoryDock::tr("%1 (resolved, 1 log entry)").arg(name)
                   : TurnHistoryDock::tr("%1 (resolved, %2 log entries)").arg(name).arg(entries);
    }

private:
    CampaignDocument &m_document;
    int m_rows = 0;
};

TurnHistoryDock::TurnHistoryDock(CampaignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new TurnListModel(document, this)),
      m_list(new QListView(this))
{
    setObjectName(QStringLiteral("turnHistoryDock"));
    m_list->setObjectName(QStringLiteral("turnList"));
    // Every row is one line: the view never measures the rows it does not show.
    m_list->setUniformItemSizes(true);
    m_list->setModel(m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { emit turnChosen(current.row()); });
    connect(&m_document, &CampaignDocument::campaignReplaced, this, &TurnHistoryDock::refresh);
    connect(&m_document, &CampaignDocument::turnsChanged, this, &TurnHistoryDock::refresh);
    connect(&m_document, &CampaignDocument::historyChecked, m_model, &TurnListModel::describeAgain);
    refresh();
}

int TurnHistoryDock::shownTurn() const
{
    return m_list->currentIndex().row();
}

int TurnHistoryDock::count() const
{
    return m_model->rowCount({});
}

void TurnHistoryDock::showTurn(int index)
{
    m_list->setCurrentIndex(m_model->index(index, 0));
}

void TurnHistoryDock::refresh()
{
    {
        const QSignalBlocker block(m_list->selectionModel());
        m_model->reset();
        if (count() > 0) {
            const QModelIndex last = m_model->index(count() - 1, 0);
            m_list->setCurrentIndex(last);
            m_list->scrollTo(last);
        }
    }
    emit turnChosen(shownTurn());
}

} // namespace muster
