#pragma once
// The turn log beside the map: every sentence of a resolved turn with its rule
// ids, dice included, one row per event; the battle viewer highlights the row of the step shown.
// Each rule id is a link (ruleClicked opens the rules reference there); a click elsewhere on a
// row is eventClicked, which the turn console turns into that battle's step.

#include <QStyleOptionViewItem>
#include <QWidget>

class QLabel;
class QListView;

namespace muster {

class LogListModel;
class LogRowDelegate;
class TurnLog;
struct LogContext;

class LogPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LogPanel(QWidget *parent = nullptr);

    /// Shows `log` under `title` ("Log of Week 2, day 4", or with no log what to do to get one);
    /// an empty log shows its title alone.
    void setLog(const QString &title, const TurnLog &log, const LogContext &context);
    /// Marks and scrolls to event `index` (-1: none).
    void highlight(int index);
    int highlighted() const { return m_highlighted; }
    bool isEmpty() const;
    QListView *list() const { return m_list; }
    /// The text of row `row` as shown.
    QString rowText(int row) const;

    /// Where rule `id`'s link is drawn in row `row`, in the list's viewport (empty: not shown).
    QRect ruleRect(int row, const QString &id) const;

signals:
    /// A click on rule id `id` ("A8.1") in a row.
    void ruleClicked(const QString &id);
    /// Row `event` was clicked outside its rule links.
    void eventClicked(int event);
    /// The log shown has no row (`empty`): only its title is shown, which says how to get one.
    void emptyChanged(bool empty);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The rule id drawn under `pos` in the list's viewport, or "".
    QString ruleAt(const QPoint &pos) const;
    QStyleOptionViewItem rowOption() const;

    QLabel *m_title;
    LogRowDelegate *m_delegate;
    LogListModel *m_model;
    QListView *m_list;
    int m_highlighted = -1;
};

} // namespace muster
