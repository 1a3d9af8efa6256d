#include "console/battles/LogRowDelegate.h"

#include "console/battles/LogListModel.h"

#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextBlock>
#include <QTextLayout>

#include <cmath>

namespace muster {

namespace {

const QString kRuleScheme = QStringLiteral("rule:");

QString rowHtml(const QModelIndex &index)
{
    const QString sentence = index.data(LogListModel::SentenceRole).toString();
    const QString joined = index.data(LogListModel::RuleTextRole).toString();
    QStringList links;
    for (const QString &id : index.data(LogListModel::RulesRole).toStringList())
        links << QStringLiteral("<a href=\"%1%2\">%2</a>").arg(kRuleScheme, id.toHtmlEscaped());
    const QString linked = links.join(QStringLiteral(", "));
    if (joined.isEmpty())
        return sentence.toHtmlEscaped();
    // Where the sentence itself names its rules (core wrote the same ids in it), those become
    // the links; otherwise they follow it in brackets, as the plain row text has them.
    const auto at = sentence.indexOf(joined);
    if (at < 0)
        return LogListModel::tr("%1 [%2]").arg(sentence.toHtmlEscaped(), linked);
    return sentence.left(at).toHtmlEscaped() + linked +
           sentence.mid(at + joined.size()).toHtmlEscaped();
}

int textWidth(const QStyleOptionViewItem &option)
{
    // A row is as wide as the list's viewport: the width its text wraps at, and where a click
    // still finds the row.
    const auto *view = qobject_cast<const QAbstractItemView *>(option.widget);
    return view ? view->viewport()->width() : option.rect.width();
}

} // namespace

void LogRowDelegate::layOut(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    m_doc.setDocumentMargin(2);
    m_doc.setDefaultFont(option.font);
    m_doc.setHtml(rowHtml(index));
    m_doc.setTextWidth(textWidth(option));
}

void LogRowDelegate::layOutIn(const QModelIndex &index, const QRect &rect,
                              const QStyleOptionViewItem &option) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.rect = rect;
    layOut(opt, index);
}

void LogRowDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                           const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear(); // the style draws the row's background and focus, the text is drawn below
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    layOut(opt, index);
    QAbstractTextDocumentLayout::PaintContext context;
    const bool selected = opt.state & QStyle::State_Selected;
    QColor colour =
        selected ? opt.palette.color(QPalette::HighlightedText) : opt.palette.color(QPalette::Text);
    const QVariant foreground = index.data(Qt::ForegroundRole);
    if (!selected && foreground.canConvert<QColor>())
        colour = foreground.value<QColor>();
    context.palette = opt.palette;
    context.palette.setColor(QPalette::Text, colour);
    painter->save();
    painter->translate(opt.rect.topLeft());
    painter->setClipRect(QRect(QPoint(), opt.rect.size()));
    m_doc.documentLayout()->draw(painter, context);
    painter->restore();
}

QSize LogRowDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    layOut(opt, index);
    return {textWidth(opt), static_cast<int>(std::ceil(m_doc.size().height()))};
}

QString LogRowDelegate::ruleAt(const QModelIndex &index, const QRect &rect, const QPoint &pos,
                               const QStyleOptionViewItem &option) const
{
    layOutIn(index, rect, option);
    const QString href = m_doc.documentLayout()->anchorAt(QPointF(pos - rect.topLeft()));
    return href.startsWith(kRuleScheme) ? href.mid(kRuleScheme.size()) : QString();
}

QRect LogRowDelegate::ruleRect(const QModelIndex &index, const QRect &rect, const QString &id,
                               const QStyleOptionViewItem &option) const
{
    layOutIn(index, rect, option);
    for (QTextBlock block = m_doc.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.charFormat().anchorHref() != kRuleScheme + id)
                continue;
            const int from = f.position() - block.position();
            const QTextLine line = block.layout()->lineForTextPosition(from);
            const QRectF box = m_doc.documentLayout()->blockBoundingRect(block);
            const qreal x1 = line.cursorToX(from);
            const qreal x2 = line.cursorToX(from + f.length());
            return QRectF(box.left() + x1, box.top() + line.y(), x2 - x1, line.height())
                .toAlignedRect()
                .translated(rect.topLeft());
        }
    return {};
}

} // namespace muster
