#include "mail/MailAddress.h"

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

} // namespace muster
