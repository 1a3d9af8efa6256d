// muster-cli mail FILE MAILBOX [--apply] [--all] [--receipts DIR]: orders that came in by mail.
// Reads an mbox, a maildir or a single .eml (mailio/MailReader.h, GMime), judges every mail
// (core/mail/MailOrders.h) and prints the table, the mails for no kingdom counted by sender unless
// --all; with --apply stores the winners' orders and messages for the current turn. Nothing is
// stored without --apply, and a mail with any problem is never applied. With --receipts, every
// mail's receipt is written into DIR/receipts as a ready e-mail (packs/ReceiptFiles.h), saying
// what --apply stores, with or without --apply.
#include "CampaignUpdate.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "mail/MailOrders.h"
#include "mailio/MailReader.h"
#include "operations/StoreOrders.h"
#include "packs/ReceiptFiles.h"
#include "util/Printable.h"

#include <algorithm>

namespace muster::cli {

namespace {
int mail(const QStringList &arguments);

const CliCommand kMail{
    QStringLiteral("mail"),
    QStringLiteral("mail FILE MAILBOX [--apply] [--all] [--receipts DIR [--from ADDRESS]]"),
    QStringLiteral("Read order sheets from mail (mbox, maildir or .eml); --apply stores them."),
    mail};
const CliCommandRegistration registration{kMail};

/// The widest a column of the table is made for its longest cell: a longer cell (a stranger's
/// name of a thousand characters) is shown whole and pushes its own row only, so that nothing a
/// mail says is hidden and one such mail does not widen every row.
constexpr qsizetype kMaxColumnWidth = 60;

/// One mail's row: its cells, then its sheet's errors. Everything from a mail is shown escaped
/// (a stranger's name may hold the terminal sequences that would write over the verdicts).
struct MailRow
{
    QStringList cells; // mail, kingdom, sender, date, lines
    QString verdict;
    QStringList errors;
};

MailRow rowOf(const Campaign &c, const MailMessage &m, const MailVerdict &v)
{
    MailRow row;
    row.cells << printable(m.source)
              << (v.kingdom >= 0 ? c.kingdoms[static_cast<size_t>(v.kingdom)].id
                                 : QStringLiteral("?"))
              << printable(v.sender)
              << (v.date.isValid() ? v.date.toString(Qt::ISODate) : QStringLiteral("-"))
              << QString::number(v.lines);
    row.verdict = printable(v.verdict);
    for (const QString &e : v.errors)
        row.errors << printable(e);
    return row;
}

/// The table, one row a mail, each column as wide as its widest cell; without `all`, the mails
/// for no kingdom (spam, mostly) are counted by sender instead, so that ten thousand of them
/// take a few lines.
void printTable(const Campaign &c, const Mailbox &box, const std::vector<MailVerdict> &verdicts,
                bool all)
{
    QTextStream &out = standardOut();
    std::vector<MailRow> rows{
        {{QStringLiteral("mail"), QStringLiteral("kingdom"), QStringLiteral("sender"),
          QStringLiteral("date"), QStringLiteral("lines")},
         QStringLiteral("verdict"),
         {}}};
    for (const MailVerdict &v : verdicts)
        if (all || !v.forNoKingdom)
            rows.push_back(rowOf(c, box.mails[static_cast<size_t>(v.mail)], v));
    std::vector<qsizetype> widths(rows.front().cells.size(), 0);
    for (const MailRow &row : rows)
        for (size_t i = 0; i < widths.size(); ++i)
            widths[i] = std::max(
                widths[i], std::min(row.cells[static_cast<qsizetype>(i)].size(), kMaxColumnWidth));
    for (const MailRow &row : rows) {
        for (size_t i = 0; i < widths.size(); ++i) {
            const QString &text = row.cells[static_cast<qsizetype>(i)];
            // The count of lines is a number: right-aligned under its heading.
            out << (i + 1 == widths.size() && &row != &rows.front() ? text.rightJustified(widths[i])
                                                                    : text.leftJustified(widths[i]))
                << "  ";
        }
        out << row.verdict << '\n';
        for (const QString &e : row.errors)
            out << "      " << e << '\n';
    }
    const std::vector<SenderCount> senders =
        all ? std::vector<SenderCount>() : mailsForNoKingdom(box, verdicts);
    int mails = 0;
    for (const SenderCount &s : senders)
        mails += s.mails;
    if (mails > 0)
        out << mails << (mails == 1 ? " mail" : " mails")
            << " from no kingdom's address and naming no kingdom, not listed (--all lists each):\n";
    for (size_t i = 0; i < senders.size() && i < kListedSenders; ++i) {
        out << QString::number(senders[i].mails).rightJustified(7) << "  "
            << printable(senders[i].address) << '\n';
        mails -= senders[i].mails;
    }
    if (senders.size() > kListedSenders)
        out << "      and " << mails << (mails == 1 ? " mail" : " mails") << " from "
            << senders.size() - kListedSenders << " other senders\n";
    out.flush();
}

/// Writes the receipts and says how many, and which mails got none; false (said) when they
/// cannot be written.
bool writeReceiptFiles(const Campaign &c, const Mailbox &box,
                       const std::vector<MailVerdict> &verdicts, const QString &dir,
                       const ReceiptOptions &options)
{
    const auto written = writeReceipts(c, box, verdicts, dir, options);
    if (!written) {
        printFailure(printable(written.message()) + QStringLiteral("; nothing stored"));
        return false;
    }
    const ReceiptSummary &summary = *written;
    const auto n = summary.files.size();
    standardOut() << "Wrote " << n << (n == 1 ? " receipt" : " receipts") << " to " << dir << '/'
                  << kReceiptFolder;
    if (!summary.withoutOne.isEmpty())
        standardOut() << "; no receipt for " << summary.withoutOne;
    standardOut() << '\n';
    standardOut().flush();
    if (n > 0 && options.gmAddress.isEmpty()) {
        printWarning({dir,
                      0,
                      {},
                      QStringLiteral("the receipts have no sender (From:); give --from ADDRESS, "
                                     "the GM's address, before sending them")});
    }
    return true;
}

int mail(const QStringList &arguments)
{
    CommandLine line(kMail);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"),
                            QStringLiteral("A campaign (.muster or .json)."));
    p.addPositionalArgument(QStringLiteral("MAILBOX"),
                            QStringLiteral("An mbox file, a maildir folder or one .eml message."));
    const QCommandLineOption applyOption(
        QStringLiteral("apply"),
        QStringLiteral("Store the orders of the mails marked ok for the current turn."));
    const QCommandLineOption allOption(
        QStringLiteral("all"),
        QStringLiteral("List every mail: without it, mails from no kingdom's address that name no "
                       "kingdom are counted by sender."));
    const QCommandLineOption receiptsOption(
        QStringLiteral("receipts"),
        QStringLiteral("Write each mail's receipt, a ready e-mail to its sender, into "
                       "DIR/receipts (beside the packs)."),
        QStringLiteral("DIR"));
    const QCommandLineOption fromOption(QStringLiteral("from"),
                                        QStringLiteral("The GM's address, the receipts' sender "
                                                       "(default: the campaign's, mail-settings)."),
                                        QStringLiteral("ADDRESS"));
    const QCommandLineOption dateOption(
        QStringLiteral("date"), QStringLiteral("The receipts' date (ISO 8601, UTC); default now."),
        QStringLiteral("DATE"));
    p.addOptions({applyOption, allOption, receiptsOption, fromOption, dateOption});
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    const QStringList args = line.positional();
    const auto date = muster::cli::dateOption(line, p, QStringLiteral("date"));
    if (!date)
        return Usage;

    const Mailbox box = readMailbox(args[1]);
    if (!box.error.isEmpty()) {
        return printFailure(box.error);
    }
    auto update = CampaignUpdate::open(args[0]);
    if (!update)
        return InvalidInput;
    Campaign &c = update->campaign();
    const std::vector<MailVerdict> verdicts = judgeMail(c, box);
    printTable(c, box, verdicts, p.isSet(allOption));
    // Before anything is stored: a receipt tells what the import finds against the orders stored
    // before it.
    // Without --from, the receipts are from the campaign's sender (mail-settings), as `send`
    // expects them.
    ReceiptOptions receipts{QString(), p.value(fromOption), *date, args[0]};
    if (!p.isSet(fromOption) && update->store()) {
        if (const Result<MailSettings> mail = update->store()->mailSettings()) {
            receipts.gmName = mail->senderName;
            receipts.gmAddress = mail->senderAddress;
        }
    }
    if (p.isSet(receiptsOption) &&
        !writeReceiptFiles(c, box, verdicts, p.value(receiptsOption), receipts))
        return InvalidInput;
    int applying = 0;
    for (const MailVerdict &v : verdicts)
        applying += v.applies ? 1 : 0;
    if (!p.isSet(applyOption)) {
        standardOut() << applying << (applying == 1 ? " sheet" : " sheets")
                      << " would be stored; nothing stored (add --apply)\n";
        standardOut().flush();
        return Ok;
    }
    if (applying == 0) {
        standardOut() << "nothing stored: no mail has a sheet to apply\n";
        standardOut().flush();
        return verdicts.empty() ? Ok : InvalidInput;
    }
    TurnRecord mailed = withMailedOrders(c, verdicts);
    if (!update->commit(storeTurnOrders(c, std::move(mailed.orders), std::move(mailed.messages),
                                        std::move(mailed.mailed)))) {
        if (p.isSet(receiptsOption))
            return printFailure(
                QStringLiteral("the receipts say what would have been stored: do not send them"));
        return InvalidInput;
    }
    standardOut() << "Stored " << applying << (applying == 1 ? " sheet" : " sheets") << " for turn "
                  << c.current().number << '\n';
    standardOut().flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
