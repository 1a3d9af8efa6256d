#include "mailnet/MailSending.h"

#include "mailnet/SmtpSession.h"

#include <QDateTime>

namespace muster::mailnet {

int SendReport::sentCount() const
{
    int n = 0;
    for (const SendOutcome &o : outcomes)
        n += o.sent ? 1 : 0;
    return n;
}

SendReport sendPlanned(const SendPlan &plan, SmtpSession &session, const RecordSent &record,
                       const std::function<bool(int, int)> &progress)
{
    SendReport report;
    const int total = static_cast<int>(plan.send.size());
    QString stoppedBy; // why the mails left are not tried
    for (const OutgoingFile &mail : plan.send) {
        SendOutcome outcome{mail.name, mail.to, false, {}};
        if (!stoppedBy.isEmpty()) {
            outcome.problem = stoppedBy;
            report.outcomes.push_back(std::move(outcome));
            continue;
        }
        if (const Result<void> delivered = session.send(mail.bytes, mail.from, mail.to);
            !delivered) {
            outcome.problem = delivered.message();
            if (session.connectionFailed())
                stoppedBy = QStringLiteral("not tried after the failure above");
        } else {
            SentMail sent = mail.record;
            sent.sent = QDateTime::currentDateTimeUtc();
            if (const Result<void> kept = record(sent); !kept) {
                outcome.sent = true;
                outcome.problem = QStringLiteral("sent, but the campaign could not record it, so "
                                                 "a later send would send it again: %1")
                                      .arg(kept.message());
                stoppedBy = QStringLiteral("not sent: the mail before it could not be recorded");
            } else {
                outcome.sent = true;
            }
        }
        report.outcomes.push_back(std::move(outcome));
        const int done = static_cast<int>(report.outcomes.size());
        if (progress && stoppedBy.isEmpty() && done < total && !progress(done, total)) {
            report.cancelled = true;
            stoppedBy = QStringLiteral("not sent: the sending was cancelled");
        }
    }
    return report;
}

} // namespace muster::mailnet
