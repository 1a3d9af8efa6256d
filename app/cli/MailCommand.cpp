// muster-cli mail FILE MAILBOX [--apply] [--all] [--receipts DIR]: orders that came in by mail.
// Reads an mbox, a maildir or a single .eml (mailio/MailReader.h, GMime), judges every mail
// (core/mail/MailOrders.h) and prints the table, the mails for no kingdom counted by sender unless
// --all; with --apply stores the winners' orders and messages for the current turn. Nothing is
// stored without --apply, and a mail with any problem is never applied. With --receipts, every
// mail's receipt is written into DIR/receipts as a ready e-mail (packs/ReceiptFiles.h), saying
// what --apply stores, with or without --apply. What is done with the mails read is MailImport.h's,
// which `fetch` shares.
#include "CommandLine.h"
#include "MailImport.h"
#include "ProblemOutput.h"

#include "mailio/MailReader.h"

namespace muster::cli {

namespace {
int mail(const QStringList &arguments);

const CliCommand kMail{
    QStringLiteral("mail"),
    QStringLiteral("mail FILE MAILBOX [--apply] [--all] [--receipts DIR [--from ADDRESS]]"),
    QStringLiteral("Read order sheets from mail (mbox, maildir or .eml); --apply stores them."),
    mail};
const CliCommandRegistration registration{kMail};

int mail(const QStringList &arguments)
{
    CommandLine line(kMail);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"),
                            QStringLiteral("A campaign (.muster or .json)."));
    p.addPositionalArgument(QStringLiteral("MAILBOX"),
                            QStringLiteral("An mbox file, a maildir folder or one .eml message."));
    const MailImportFlags flags(
        p, QStringLiteral("Store the orders of the mails marked ok for the current turn."));
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    const QStringList args = line.positional();
    const std::optional<MailImportOptions> options = flags.read(line);
    if (!options)
        return Usage;

    const Mailbox box = readMailbox(args[1]);
    if (!box.error.isEmpty()) {
        return printFailure(box.error);
    }
    auto update = CampaignUpdate::open(args[0]);
    if (!update)
        return InvalidInput;
    return importMail(*update, box, *options).exitCode;
}
} // namespace

} // namespace muster::cli
