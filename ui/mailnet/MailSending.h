#pragma once
// Sending what planSending chose (mail/Outbox.h) through an SMTP session, each mail recorded in
// the campaign file the moment the server took it, so a send stopped anywhere (a failure, a
// cancel, the program killed) and run again sends each mail once.

#include "mail/Outbox.h"
#include "util/Result.h"

#include <QString>

#include <functional>
#include <vector>

namespace muster::mailnet {

class SmtpSession;

struct SendOutcome
{
    QString name; // the file, as the plan names it
    QString to;   // its recipient
    bool sent = false;
    QString problem; // why not ("" when sent)
};

struct SendReport
{
    std::vector<SendOutcome> outcomes; // one per mail of the plan, in its order
    bool cancelled = false;
    int sentCount() const;
};

/// Records a mail the server took, in the campaign file (CampaignStore::recordSent, behind whatever
/// lock the caller's file needs).
using RecordSent = std::function<Result<void>(const SentMail &)>;

/// Sends each mail of `plan` in turn and has `record` keep it once the server has it. A mail the
/// server refuses (its recipient, its size) is told and the others go on; a failure of the
/// connection (server down, login or certificate refused, timeout) is told for that mail and the
/// ones after it, which are not tried. If a sent mail cannot be recorded, sending stops there and
/// says so, since sending on could send it again later. `progress` is told after each mail (done,
/// total) and cancels what is left by returning false.
SendReport sendPlanned(const SendPlan &plan, SmtpSession &session, const RecordSent &record,
                       const std::function<bool(int, int)> &progress = {});

} // namespace muster::mailnet
