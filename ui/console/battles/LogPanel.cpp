#include "console/battles/LogPanel.h"

#include "console/battles/LogListModel.h"
#include "console/battles/LogRowDelegate.h"
#include "log/TurnLog.h"

#include <QLabel>
#include <QListView>
#include <QMouseEvent>
#include <QStyleOption>
#include <QVBoxLayout>

namespace muster {

LogPanel::LogPanel(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_delegate(new LogRowDelegate(this)),
      m_model(new LogListModel(this)), m_list(new QListView(this))
{
    setObjectName(QStringLiteral("logPanel"));
    m_list->setObjectName(QStringLiteral("logList"));
    m_list->setModel(m_model);
    m_list->setItemDelegate(m_delegate);
    m_list->setMouseTracking(true); // the hand cursor over a rule id
    // A click on a rule id is taken here, before the list sees it as a click on the row.
    m_list->viewport()->installEventFilter(this);
    connect(m_list, &QListView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            emit eventClicked(index.row());
    });
    m_list->setWordWrap(true);
    m_title->setObjectName(QStringLiteral("logTitle"));
    m_title->setWordWrap(true); // a hex turn's title says what the GM must not miss in it
    m_list->setAlternatingRowColors(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A big turn's log has thousands of wrapped lines: lay them out in batches between events
    // rather than in one long stall.
    m_list->setLayoutMode(QListView::Batched);
    m_list->setResizeMode(QListView::Adjust); // rows wrap again at the new width
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
    m_list->setHidden(log.isEmpty());
    emit emptyChanged(log.isEmpty());
}

bool LogPanel::isEmpty() const
{
    return m_model->rowCount() == 0;
}

QString LogPanel::rowText(int row) const
{
    return m_model->index(row).data().toString();
}

QStyleOptionViewItem LogPanel::rowOption() const
{
    QStyleOptionViewItem option;
    option.initFrom(m_list);
    option.widget = m_list;
    option.font = m_list->font();
    return option;
}

QRect LogPanel::ruleRect(int row, const QString &id) const
{
    const QModelIndex index = m_model->index(row);
    const QRect rect = m_list->visualRect(index);
    if (!index.isValid() || rect.isEmpty())
        return {};
    return m_delegate->ruleRect(index, rect, id, rowOption());
}

QString LogPanel::ruleAt(const QPoint &pos) const
{
    const QModelIndex index = m_list->indexAt(pos);
    return index.isValid() ? m_delegate->ruleAt(index, m_list->visualRect(index), pos, rowOption())
                           : QString();
}

bool LogPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list->viewport()) {
        if (event->type() == QEvent::MouseMove) {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            m_list->viewport()->setCursor(ruleAt(mouse->position().toPoint()).isEmpty()
                                              ? Qt::ArrowCursor
                                              : Qt::PointingHandCursor);
        } else if (event->type() == QEvent::MouseButtonRelease) {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            const QString id = ruleAt(mouse->position().toPoint());
            if (mouse->button() == Qt::LeftButton && !id.isEmpty()) {
                emit ruleClicked(id);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
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
