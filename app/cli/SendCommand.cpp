// muster-cli send FILE PACKDIR [--all]: sends each kingdom's pack e-mail of the last resolved
// turn and the receipts waiting in PACKDIR (as `pack` and `mail --receipts` wrote them) through
// the campaign's SMTP server (mail-settings), each recorded in the campaign once the server has
// it, so sending again sends only what did not go (mail/Outbox.h, mailnet/MailSending.h).
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "MailPassword.h"
#include "ProblemOutput.h"

#include "mailnet/MailSending.h"
#include "mailnet/OutboxFolder.h"
#include "mailnet/SmtpSession.h"
#include "store/CampaignStore.h"

namespace muster::cli {

namespace {
int send(const QStringList &arguments);

const CliCommand kSend{
    QStringLiteral("send"),
    QStringLiteral("send FILE PACKDIR [--all] [--dry-run] [--password-file FILE]"),
    QStringLiteral("Send the packs of the last resolved turn and the receipts waiting in PACKDIR "
                   "through the campaign's SMTP server (mail-settings); what went before is not "
                   "sent again."),
    send};
const CliCommandRegistration registration{kSend};

int send(const QStringList &arguments)
{
    CommandLine line(kSend);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The campaign (.muster)."));
    p.addPositionalArgument(QStringLiteral("PACKDIR"),
                            QStringLiteral("The folder the packs (and receipts) were written to."));
    const QCommandLineOption allOption(QStringLiteral("all"),
                                       QStringLiteral("Send every mail, also those sent before."));
    const QCommandLineOption dryRunOption(
        QStringLiteral("dry-run"), QStringLiteral("Say what would be sent, and send nothing."));
    const QCommandLineOption passwordOption(
        QStringLiteral("password-file"),
        QStringLiteral("A file whose first line is the SMTP password (default: the variable "
                       "MUSTER_SMTP_PASSWORD)."),
        QStringLiteral("FILE"));
    const QCommandLineOption timeoutOption(
        QStringLiteral("timeout"),
        QStringLiteral("Seconds to wait for the server to connect or move on (default 60)."),
        QStringLiteral("SECONDS"), QStringLiteral("60"));
    p.addOptions({allOption, dryRunOption, passwordOption, timeoutOption});
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    const QStringList args = line.positional();
    bool timeoutOk = false;
    const int timeout = p.value(timeoutOption).toInt(&timeoutOk);
    if (!timeoutOk || timeout < 1 || timeout > 3600)
        return line.usageError(QStringLiteral("--timeout must be a number of seconds, 1-3600"));
    if (!isStoreFile(args[0]))
        return printProblem({args[0],
                             0,
                             {},
                             QStringLiteral("mail is sent from a campaign file (.muster), which "
                                            "records what went: import the JSON first")});
    Campaign campaign;
    auto store = CampaignStore::open(args[0], &campaign);
    if (!store)
        return printFailure(store);
    const Result<MailSettings> settings = (*store)->mailSettings();
    if (!settings)
        return printFailure(settings);
    if (!settings->smtp.isSet())
        return printProblem({args[0],
                             0,
                             {},
                             QStringLiteral("no SMTP server is set: muster-cli mail-settings %1 "
                                            "smtp-host=HOST smtp-user=USER sender=ADDRESS")
                                 .arg(args[0])});
    const Result<QString> password = mailPassword(p.value(passwordOption), "MUSTER_SMTP_PASSWORD");
    if (!password)
        return printFailure(password);
    if (!settings->smtp.user.isEmpty() && password->isEmpty() && !p.isSet(dryRunOption))
        return printProblem({args[0],
                             0,
                             {},
                             QStringLiteral("the SMTP user %1 needs a password: set "
                                            "MUSTER_SMTP_PASSWORD or give --password-file")
                                 .arg(settings->smtp.user)});
    const Result<std::vector<SentMail>> sent = (*store)->sentMails();
    if (!sent)
        return printFailure(sent);

    const mailnet::OutboxRead read = mailnet::readOutbox(campaign, args[1]);
    const SendPlan plan =
        planSending(campaign, read.files, *sent, p.isSet(allOption), settings->senderAddress);
    printWarnings(read.problems);
    printWarnings(plan.problems);
    QTextStream &out = standardOut();
    for (const QString &already : plan.alreadySent)
        out << "already sent\t" << already << '\n';
    if (p.isSet(dryRunOption)) {
        for (const OutgoingFile &mail : plan.send)
            out << "to send\t" << mail.name << '\t' << mail.to << '\n';
        out.flush();
        return read.problems.isEmpty() && plan.problems.isEmpty() ? Ok : InvalidInput;
    }
    out.flush();

    mailnet::SmtpSession session({settings->smtp, *password, settings->caFile, timeout});
    QTextStream &err = standardError();
    const mailnet::SendReport report = mailnet::sendPlanned(
        plan, session, [&](const SentMail &mail) { return (*store)->recordSent(mail); },
        [&](int done, int total) {
            err << "sent " << done << " of " << total << '\n';
            err.flush();
            return true;
        });
    Problems failures;
    for (const mailnet::SendOutcome &o : report.outcomes) {
        if (o.sent)
            out << "sent\t" << o.name << '\t' << o.to << '\n';
        if (!o.problem.isEmpty())
            failures.add({o.name, 0, o.to, o.problem});
    }
    out << report.sentCount() << " of " << plan.send.size() << " sent\n";
    out.flush();
    printWarnings(failures);
    const bool clean = failures.isEmpty() && read.problems.isEmpty() && plan.problems.isEmpty();
    if (const Result<void> closed = (*store)->close(); !closed)
        return printFailure(closed);
    return clean ? Ok : InvalidInput;
}
} // namespace

} // namespace muster::cli
