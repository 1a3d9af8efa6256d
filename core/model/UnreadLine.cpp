#include "model/UnreadLine.h"

namespace muster {

namespace {
const QString kPrefix = QStringLiteral("#unread\t");

/// A tab would end the field it is in: the player's text and the reason hold none.
QString withoutTabs(const QString &text)
{
    return QString(text).replace(QLatin1Char('\t'), QLatin1Char(' '));
}
} // namespace

QString storedUnreadLine(const UnreadLine &line)
{
    return kPrefix + withoutTabs(line.text).trimmed() + QLatin1Char('\t') +
           withoutTabs(line.reason);
}

std::optional<UnreadLine> unreadLineOf(const QString &stored)
{
    if (!stored.startsWith(kPrefix))
        return std::nullopt;
    const qsizetype tab = stored.indexOf(QLatin1Char('\t'), kPrefix.size());
    if (tab < 0)
        return UnreadLine{stored.mid(kPrefix.size()), QString()};
    return UnreadLine{stored.mid(kPrefix.size(), tab - kPrefix.size()), stored.mid(tab + 1)};
}

QString storedLineAsWritten(const QString &stored)
{
    const auto unread = unreadLineOf(stored);
    return unread ? unread->text : stored;
}

} // namespace muster
