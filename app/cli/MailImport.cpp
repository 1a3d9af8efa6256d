#include "MailImport.h"

#include "CommandLine.h"
#include "ProblemOutput.h"

#include "mail/MailOrders.h"
#include "operations/StoreOrders.h"
#include "util/Printable.h"

#include <algorithm>

namespace muster::cli {

namespace {
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

/// The receipts' options for `update`'s campaign: from the sender given, else from the campaign's.
ReceiptOptions receiptOptionsFor(CampaignUpdate &update, const MailImportOptions &options)
{
    ReceiptOptions receipts{QString(), options.from.value_or(QString()), options.date,
                            update.path()};
    if (!options.from && update.store()) {
        if (const Result<MailSettings> mail = update.store()->mailSettings()) {
            receipts.gmName = mail->senderName;
            receipts.gmAddress = mail->senderAddress;
        }
    }
    return receipts;
}
} // namespace

MailImportFlags::MailImportFlags(QCommandLineParser &parser, const QString &applyHelp)
    : m_parser(parser), m_apply(QStringLiteral("apply"), applyHelp),
      m_all(QStringLiteral("all"),
            QStringLiteral("List every mail: without it, mails from no kingdom's address that name "
                           "no kingdom are counted by sender.")),
      m_receipts(QStringLiteral("receipts"),
                 QStringLiteral("Write each mail's receipt, a ready e-mail to its sender, into "
                                "DIR/receipts (beside the packs)."),
                 QStringLiteral("DIR")),
      m_from(QStringLiteral("from"),
             QStringLiteral("The GM's address, the receipts' sender (default: the campaign's, "
                            "mail-settings)."),
             QStringLiteral("ADDRESS")),
      m_date(QStringLiteral("date"),
             QStringLiteral("The receipts' date (ISO 8601, UTC); default now."),
             QStringLiteral("DATE"))
{
    parser.addOptions({m_apply, m_all, m_receipts, m_from, m_date});
}

std::optional<MailImportOptions> MailImportFlags::read(const CommandLine &line) const
{
    const auto date = dateOption(line, m_parser, QStringLiteral("date"));
    if (!date)
        return std::nullopt;
    MailImportOptions options;
    options.apply = m_parser.isSet(m_apply);
    options.all = m_parser.isSet(m_all);
    options.receiptsDir = m_parser.isSet(m_receipts) ? m_parser.value(m_receipts) : QString();
    if (m_parser.isSet(m_from))
        options.from = m_parser.value(m_from);
    options.date = *date;
    return options;
}

MailImportOutcome importMail(CampaignUpdate &update, const Mailbox &box,
                             const MailImportOptions &options,
                             const std::function<Result<void>(CampaignStore &)> &alsoStore)
{
    Campaign &c = update.campaign();
    const std::vector<MailVerdict> verdicts = judgeMail(c, box);
    printTable(c, box, verdicts, options.all);
    // Before anything is stored: a receipt tells what the import finds against the orders stored
    // before it.
    if (!options.receiptsDir.isEmpty() && !writeReceiptFiles(c, box, verdicts, options.receiptsDir,
                                                             receiptOptionsFor(update, options)))
        return {InvalidInput, false};
    int applying = 0;
    for (const MailVerdict &v : verdicts)
        applying += v.applies ? 1 : 0;
    if (!options.apply) {
        standardOut() << applying << (applying == 1 ? " sheet" : " sheets")
                      << " would be stored; nothing stored (add --apply)\n";
        standardOut().flush();
        return {Ok, false};
    }
    if (alsoStore) {
        if (const Result<void> kept = alsoStore(*update.store()); !kept) {
            printFailure(kept);
            return {InvalidInput, false};
        }
    }
    if (applying == 0) {
        standardOut() << "nothing stored: no mail has a sheet to apply\n";
        standardOut().flush();
        if (!alsoStore)
            return {verdicts.empty() ? Ok : InvalidInput, false};
        // What the fetch read is kept all the same: those mails are judged, and their receipts
        // say why nothing of them was stored.
        if (!update.commitBeside())
            return {InvalidInput, false};
        return {verdicts.empty() ? Ok : InvalidInput, true};
    }
    TurnRecord mailed = withMailedOrders(c, verdicts);
    if (!update.commit(storeTurnOrders(c, TurnSheets::of(mailed)))) {
        if (!options.receiptsDir.isEmpty())
            printFailure(
                QStringLiteral("the receipts say what would have been stored: do not send them"));
        return {InvalidInput, false};
    }
    standardOut() << "Stored " << applying << (applying == 1 ? " sheet" : " sheets") << " for turn "
                  << c.current().number << '\n';
    standardOut().flush();
    return {Ok, true};
}

} // namespace muster::cli
