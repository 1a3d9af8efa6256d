#include "TestMail.h"

#include <QDateTime>

namespace muster::test {

QByteArray eml(const QString &from, const QString &body, int minute,
               std::vector<OutgoingAttachment> attachments, const QString &subject)
{
    OutgoingMail m;
    m.fromAddress = from;
    m.toAddress = QStringLiteral("gm@campaign.example");
    m.subject = subject;
    m.date = QDateTime(QDate(2026, 12, 2), QTime(9, minute), Qt::UTC);
    m.messageId = QStringLiteral("m%1@players.example").arg(minute);
    m.body = body;
    m.attachments = std::move(attachments);
    return composeMail(m);
}

QByteArray mbox(const std::vector<QByteArray> &mails)
{
    QByteArray out;
    for (const QByteArray &m : mails) {
        out += "From sender@example Wed Dec  2 09:00:00 2026\n";
        for (const QByteArray &line : m.split('\n'))
            out += (line.startsWith("From ") ? ">" + line : line) + '\n';
        out += '\n';
    }
    return out;
}

} // namespace muster::test
