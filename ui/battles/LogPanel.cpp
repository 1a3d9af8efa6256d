#include "battles/LogPanel.h"

#include "battles/LogListModel.h"
#include "log/TurnLog.h"

#include <QLabel>
#include <QListView>
#include <QVBoxLayout>

namespace muster {

LogPanel::LogPanel(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_model(new LogListModel(this)),
      m_list(new QListView(this))
{
    setObjectName(QStringLiteral("logPanel"));
    m_list->setObjectName(QStringLiteral("logList"));
    m_list->setModel(m_model);
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A big turn's log has thousands of wrapped lines: lay them out in batches between events
    // rather than in one long stall.
    m_list->setLayoutMode(QListView::Batched);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_list, 1);
    setLog(QString(), TurnLog(), LogContext());
}

void LogPanel::setLog(const QString &title, const TurnLog &log, const LogContext &context)
{
    m_highlighted = -1;
    m_model->setLog(log, context);
    m_title->setText(title);
}

QString LogPanel::rowText(int row) const
{
    return m_model->index(row).data().toString();
}

void LogPanel::highlight(int index)
{
    m_highlighted = index >= 0 && index < m_model->rowCount() ? index : -1;
    m_model->setHighlighted(m_highlighted);
    if (m_highlighted < 0) {
        m_list->clearSelection();
        return;
    }
    const QModelIndex row = m_model->index(m_highlighted);
    m_list->setCurrentIndex(row);
    m_list->scrollTo(row, QAbstractItemView::PositionAtCenter);
}

} // namespace muster
