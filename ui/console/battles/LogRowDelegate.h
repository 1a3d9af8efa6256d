#pragma once
// Draws a turn log row as its sentence with each RULES id as a link (the ids the model lists for
// the event, LogListModel::RulesRole) and tells which id a point is on (the log panel turns a
// click there into the rules reference). Only the rows on
// screen are laid out as rich text; the rest are measured when the list lays them out.

#include <QStyledItemDelegate>
#include <QTextDocument>

namespace muster {

class LogRowDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    /// The rule id under `pos` (view coordinates) in the row `index` drawn in `rect`, or "".
    QString ruleAt(const QModelIndex &index, const QRect &rect, const QPoint &pos,
                   const QStyleOptionViewItem &option) const;

    /// Where rule `id`'s link is drawn in row `index` laid out in `rect` (empty: not there).
    QRect ruleRect(const QModelIndex &index, const QRect &rect, const QString &id,
                   const QStyleOptionViewItem &option) const;

private:
    /// Lays out `index`'s row for `option` in m_doc; the text's width is the row's.
    void layOut(const QStyleOptionViewItem &option, const QModelIndex &index) const;
    /// The same for the row drawn in `rect`.
    void layOutIn(const QModelIndex &index, const QRect &rect,
                  const QStyleOptionViewItem &option) const;

    mutable QTextDocument m_doc;
};

} // namespace muster
