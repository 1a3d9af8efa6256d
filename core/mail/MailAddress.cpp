#include "mail/MailAddress.h"

#include <QRandomGenerator>

#include <QRegularExpression>

namespace muster {

bool isPlainAddress(const QString &address)
{
    // Deliberately plain: what a GM types for a player, not every form RFC 5322 allows.
    static const QRegularExpression pattern(
        QStringLiteral("^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$"));
    return address.size() <= 254 && pattern.match(address).hasMatch();
}

QString addressKey(const QString &address)
{
    return address.trimmed().toLower();
}

namespace {
constexpr QLatin1String kNoDomain("muster.invalid");

/// The domain of the Message-Ids of mails from `fromAddress`.
QString idDomain(const QString &fromAddress)
{
    const qsizetype at = fromAddress.lastIndexOf(QLatin1Char('@'));
    return at > 0 && isPlainAddress(fromAddress) ? fromAddress.mid(at + 1).trimmed()
                                                 : QString(kNoDomain);
}
} // namespace

QString newMessageId(const QString &fromAddress)
{
    quint32 bits[4];
    QRandomGenerator::system()->fillRange(bits);
    QString id;
    for (const quint32 b : bits)
        id += QStringLiteral("%1").arg(b, 8, 16, QLatin1Char('0'));
    return id + QLatin1Char('@') + idDomain(fromAddress);
}

bool isOwnMessageId(const QString &messageId, const QString &fromAddress)
{
    static const QRegularExpression form(QStringLiteral("^[0-9a-f]{32}@(.+)$"));
    const QRegularExpressionMatch m = form.match(messageId.trimmed());
    if (!m.hasMatch())
        return false;
    const QString domain = m.captured(1);
    return domain.compare(kNoDomain, Qt::CaseInsensitive) == 0 ||
           domain.compare(idDomain(fromAddress), Qt::CaseInsensitive) == 0;
}

} // namespace muster
