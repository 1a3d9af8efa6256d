#pragma once
// What `mail` and `fetch` do with the mails they read: judge each against the current turn
// (core/mail/MailOrders.h), print the table, write the receipts, and with --apply store the
// winners' orders and messages. One path for both, so a mail fetched over IMAP is judged and stored
// exactly as the same mail in a mailbox file.

#include "CampaignUpdate.h"
#include "CommandLine.h"

#include "mail/MailMessage.h"
#include "packs/ReceiptFiles.h"

#include <QString>

#include <functional>

namespace muster::cli {

struct MailImportOptions
{
    bool apply = false;  // store the sheets marked ok
    bool all = false;    // list every mail, also those for no kingdom
    QString receiptsDir; // write the receipts into DIR/receipts; "" for none
    /// The receipts' sender when given; without it the campaign's (mail-settings), as `send`
    /// expects them.
    std::optional<QString> from;
    QDateTime date; // the receipts' Date; invalid: now
};

/// The options `mail` and `fetch` share: --apply, --all, --receipts DIR, --from ADDRESS, --date.
class MailImportFlags
{
public:
    /// Adds them to `parser`; `applyHelp` says what --apply does for the command.
    MailImportFlags(QCommandLineParser &parser, const QString &applyHelp);
    /// The options given; nullopt (said) when --date is not a date.
    std::optional<MailImportOptions> read(const CommandLine &line) const;

private:
    QCommandLineParser &m_parser;
    QCommandLineOption m_apply, m_all, m_receipts, m_from, m_date;
};

struct MailImportOutcome
{
    int exitCode = 0;
    /// The update was written: the sheets to apply, and whatever `alsoStore` kept. Only with
    /// --apply.
    bool written = false;
};

/// Judges `box`, prints the table, writes the receipts when asked, and with options.apply stores
/// what applies. `alsoStore`, when given, runs inside the update before it is written, and with
/// it the update is written even when no sheet applies (the fetch keeps what it read).
MailImportOutcome importMail(CampaignUpdate &update, const Mailbox &box,
                             const MailImportOptions &options,
                             const std::function<Result<void>(CampaignStore &)> &alsoStore = {});

} // namespace muster::cli
