#pragma once
// The rows of the turn log panel: one per event of a TurnLog, its sentence made when the view
// asks for the row (log/LogText.h). A big turn logs tens of thousands of events (every die, R2); a
// model over the log costs nothing per row until it is shown, where a list of items cost a stall on
// every resolution.

#include "log/LogContext.h"
#include "log/TurnLog.h"

#include <QAbstractListModel>

namespace muster {

class LogListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    using QAbstractListModel::QAbstractListModel;

    enum Role
    {
        SentenceRole = Qt::UserRole + 1, // the sentence alone
        RulesRole,                       // the RULES ids one by one (QStringList)
        RuleTextRole,                    // the same ids as core joins them ("A4.2, A4.8")
    };

    /// Shows `log`; `context` (the campaign's map and kingdoms) must outlive the rows shown.
    void setLog(const TurnLog &log, const LogContext &context);
    /// The row drawn bold (the battle viewer's step); -1 for none.
    void setHighlighted(int row);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    TurnLog m_log;
    LogContext m_context;
    int m_highlighted = -1;
};

} // namespace muster
