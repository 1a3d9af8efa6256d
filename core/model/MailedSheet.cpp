#include "model/MailedSheet.h"

#include "model/Limits.h"

namespace muster {

MailedSheet MailedSheet::of(const QDateTime &arrived, const QString &subject)
{
    MailedSheet out;
    if (arrived.isValid())
        out.arrived = arrived.toUTC().addMSecs(-arrived.time().msec());
    out.subject = subject.simplified().left(limits::kMaxMailSubjectLength);
    return out;
}

QString MailedSheet::arrivedText() const
{
    return arrived.isValid() ? arrived.toUTC().toString(Qt::ISODate) : QString();
}

QString arrivalForReaders(const QDateTime &arrived)
{
    return arrived.isValid() ? arrived.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) +
                                   QStringLiteral(" UTC")
                             : QString();
}

Result<MailedSheet> MailedSheet::read(const QString &arrived, const QString &subject)
{
    MailedSheet out;
    if (!arrived.isEmpty()) {
        out.arrived = QDateTime::fromString(arrived, Qt::ISODate);
        if (!out.arrived.isValid() || out.arrivedText() != arrived) {
            return failed(QStringLiteral("\"%1\" is not a time in UTC as \"2026-12-03T18:04:00Z\"")
                              .arg(arrived.left(40)));
        }
    }
    if (subject.size() > limits::kMaxMailSubjectLength || subject.simplified() != subject) {
        return failed(QStringLiteral("a mail's subject is one line of at most %1 characters")
                          .arg(limits::kMaxMailSubjectLength));
    }
    out.subject = subject;
    return out;
}

} // namespace muster
