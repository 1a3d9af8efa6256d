#pragma once
// The turn log beside the map: every sentence of a resolved turn with its rule
// ids, dice included, one row per event; the battle viewer highlights the row of the step shown.

#include <QWidget>

class QLabel;
class QListView;

namespace muster {

class LogListModel;
class TurnLog;
struct LogContext;

class LogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LogPanel(QWidget *parent = nullptr);

    /// Shows `log` under `title` ("Log of Week 2, day 4", or with no log what to do to get one).
    void setLog(const QString &title, const TurnLog &log, const LogContext &context);
    /// Marks and scrolls to event `index` (-1: none).
    void highlight(int index);
    int highlighted() const { return m_highlighted; }
    QListView *list() const { return m_list; }
    /// The text of row `row` as shown.
    QString rowText(int row) const;

private:
    QLabel *m_title;
    LogListModel *m_model;
    QListView *m_list;
    int m_highlighted = -1;
};

} // namespace muster
