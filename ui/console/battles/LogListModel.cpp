#include "console/battles/LogListModel.h"

#include "log/LogText.h"

#include <QColor>
#include <QFont>

namespace muster {

void LogListModel::setLog(const TurnLog &log, const LogContext &context)
{
    beginResetModel();
    m_log = log;
    m_context = context;
    m_highlighted = -1;
    endResetModel();
}

void LogListModel::setHighlighted(int row)
{
    const int before = m_highlighted;
    m_highlighted = row >= 0 && row < rowCount() ? row : -1;
    for (int r : {before, m_highlighted})
        if (r >= 0)
            emit dataChanged(index(r), index(r), {Qt::FontRole});
}

int LogListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_log.size());
}

QVariant LogListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto event = static_cast<std::size_t>(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        // The sentence with its rule ids, unless the sentence already names them.
        const QString text = eventSentence(m_log, event, m_context);
        const QString rule = eventRule(m_log, event);
        return rule.isEmpty() || text.contains(rule) ? text : tr("%1 [%2]").arg(text, rule);
    }
    case SentenceRole:
        return eventSentence(m_log, event, m_context);
    case RulesRole:
        return eventRules(m_log, event);
    case RuleTextRole:
        return eventRule(m_log, event);
    case Qt::ToolTipRole:
        return QString::fromLatin1(log::eventTypeName(m_log.typeAt(event)));
    case Qt::ForegroundRole:
        // Dice in grey: the sentences are what the GM reads first.
        return m_log.is<log::DiceRolled>(event) ? QVariant(QColor(90, 90, 90)) : QVariant();
    case Qt::FontRole:
        if (index.row() == m_highlighted) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

} // namespace muster
