#include "battles/LogPanel.h"

#include "log/TurnLog.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace muster {

LogPanel::LogPanel(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("logPanel"));
    m_list->setObjectName(QStringLiteral("logList"));
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    // A big turn's log has thousands of wrapped lines: lay them out in batches between events
    // rather than in one long stall (issue 6 point 5).
    m_list->setLayoutMode(QListView::Batched);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_list, 1);
    setLog(QString(), TurnLog());
}

void LogPanel::setLog(const QString &title, const TurnLog &log)
{
    m_highlighted = -1;
    m_list->clear();
    m_title->setText(log.isEmpty() ? tr("No resolved turn to show yet: resolve one with F5.")
                                   : title);
    for (const LogEvent &e : log.events()) {
        const bool die = e.type == QLatin1String("DieRolled");
        auto *item = new QListWidgetItem(e.rule.isEmpty() || e.text.contains(e.rule)
                                             ? e.text
                                             : tr("%1 [%2]").arg(e.text, e.rule));
        item->setToolTip(e.type);
        if (die)
            item->setForeground(QColor(90, 90, 90));
        m_list->addItem(item);
    }
}

void LogPanel::highlight(int index)
{
    if (m_highlighted >= 0 && m_highlighted < m_list->count()) {
        QFont f = m_list->item(m_highlighted)->font();
        f.setBold(false);
        m_list->item(m_highlighted)->setFont(f);
    }
    m_highlighted = index >= 0 && index < m_list->count() ? index : -1;
    if (m_highlighted < 0) {
        m_list->clearSelection();
        return;
    }
    QListWidgetItem *item = m_list->item(m_highlighted);
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
    m_list->setCurrentRow(m_highlighted);
    m_list->scrollToItem(item, QAbstractItemView::PositionAtCenter);
}

} // namespace muster
