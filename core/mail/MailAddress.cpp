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

QString newMessageId(const QString &fromAddress)
{
    quint32 bits[4];
    QRandomGenerator::system()->fillRange(bits);
    QString id;
    for (const quint32 b : bits)
        id += QStringLiteral("%1").arg(b, 8, 16, QLatin1Char('0'));
    const qsizetype at = fromAddress.lastIndexOf(QLatin1Char('@'));
    const QString domain = at > 0 && isPlainAddress(fromAddress) ? fromAddress.mid(at + 1).trimmed()
                                                                 : QStringLiteral("muster.invalid");
    return id + QLatin1Char('@') + domain;
}

} // namespace muster
