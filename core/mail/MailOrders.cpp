#include "mail/MailOrders.h"

#include "mail/MailAddress.h"
#include "mail/MailSheet.h"
#include "mail/SheetCodes.h"

#include <QHash>

#include <algorithm>

namespace muster {

namespace {

QString senderOf(const MailMessage &m)
{
    if (m.fromName.isEmpty())
        return m.fromAddress;
    return QStringLiteral("%1 <%2>").arg(m.fromName, m.fromAddress);
}

QString addressOrNone(const QString &address)
{
    return address.isEmpty() ? QStringLiteral("(none)") : address;
}

/// The kingdoms whose player writes from `address`.
std::vector<int> kingdomsOf(const Campaign &c, const QString &address)
{
    std::vector<int> out;
    const QString key = addressKey(address);
    for (size_t k = 0; k < c.kingdoms.size() && !key.isEmpty(); ++k)
        if (addressKey(c.kingdoms[k].email) == key)
            out.push_back(static_cast<int>(k));
    return out;
}

/// "ALD and BRE", "ALD, BRE and CAL".
QString idsOf(const Campaign &c, const std::vector<int> &kingdoms)
{
    QStringList ids;
    for (int k : kingdoms)
        ids << c.kingdoms[static_cast<size_t>(k)].id;
    const QString last = ids.takeLast();
    return ids.isEmpty() ? last : ids.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}

/// The verdict of a mail with no sheet: what it says, for the GM to read.
QString noSheetVerdict(const MailMessage &m)
{
    if (m.plainBody.trimmed().isEmpty() && m.hasHtml)
        return QStringLiteral("HTML only: the sheet must come as plain text (the mail's text or a "
                              ".txt attachment)");
    const QString gist = mailGist(m);
    return gist.isEmpty()
               ? QStringLiteral("no order sheet: the mail has no text")
               : QStringLiteral("no order sheet, a message for the GM: \"%1\"").arg(gist);
}

void judgeSheet(const Campaign &c, const MailMessage &m, const QStringList &sheets,
                const std::vector<int> &players, MailVerdict &v)
{
    v.content = MailContent::Sheet;
    int expected = players.size() == 1 ? players.front() : -1;
    const auto readAll = [&](ExpectedKingdom why) {
        std::vector<SheetReading> out;
        for (const QString &text : sheets)
            out.push_back(readTurnsheet(c, text, expected, why));
        return out;
    };
    std::vector<SheetReading> readings = readAll(ExpectedKingdom::Sender);
    // The player code names the kingdom where the sender's address does not (mail/SheetCodes.h).
    if (const int coded = kingdomOfPlayerCode(c, readings); coded >= 0 && coded != expected) {
        expected = coded;
        readings = readAll(ExpectedKingdom::Code);
    }
    if (const QString otherGame = otherGameRefusal(c, readings); !otherGame.isEmpty()) {
        v.verdict = otherGame;
        return;
    }
    // Every sheet of one mail must be for one kingdom.
    int kingdom = expected;
    for (const SheetReading &r : readings) {
        if (r.kingdom < 0)
            continue;
        v.forNoKingdom = false;
        if (kingdom >= 0 && r.kingdom != kingdom && expected < 0) {
            v.verdict = QStringLiteral("two kingdoms in one mail (%1 and %2): send one sheet per "
                                       "kingdom")
                            .arg(c.kingdoms[static_cast<size_t>(kingdom)].id,
                                 c.kingdoms[static_cast<size_t>(r.kingdom)].id);
            return;
        }
        kingdom = r.kingdom;
    }
    if (readings.size() > 1) {
        v.kingdom = kingdom;
        v.verdict = QStringLiteral("%1 order sheets in one mail: send one").arg(readings.size());
        return;
    }
    v.sheet = readings.front();
    v.lines = v.sheet.actions;
    if (players.size() > 1 && expected < 0 && !v.sheet.namesKingdom) {
        v.verdict = QStringLiteral("%1 writes for %2: the sheet must say whose it is (add a line "
                                   "\"Kingdom: %3\" or the like)")
                        .arg(m.fromAddress, idsOf(c, players),
                             c.kingdoms[static_cast<size_t>(players.front())].id);
        return;
    }
    v.kingdom = kingdom;
    if (kingdom < 0) {
        v.verdict = QStringLiteral("unknown sender %1: no kingdom has this address, and the sheet "
                                   "names no kingdom")
                        .arg(addressOrNone(m.fromAddress));
        return;
    }
    if (const QString refusal = codeRefusal(c, v.sheet, kingdom); !refusal.isEmpty()) {
        v.verdict = refusal;
        return;
    }
    // The codes prove the sheet the player's; the address is a hint, and another one is told.
    v.fromPlayer = true;
    v.otherAddress = std::find(players.begin(), players.end(), kingdom) == players.end();
    v.errors = listedErrors(v.sheet);
    if (v.sheet.refused) {
        const auto n = v.sheet.problems.size();
        v.verdict = QStringLiteral("not applied: the sheet has %1 %2")
                        .arg(n)
                        .arg(n == 1 ? QStringLiteral("error") : QStringLiteral("errors"));
        return;
    }
    switch (sheetChange(v.sheet)) {
    case SheetChange::Nothing:
        v.verdict = blankSheetText();
        return;
    case SheetChange::Message:
        v.applies = true;
        v.verdict = QStringLiteral("ok: a message and no actions (the orders stored before are "
                                   "kept)");
        return;
    case SheetChange::OrdersAndMessage:
        v.applies = true;
        // Line by line: the lines not read are stored to fail alone, and listed.
        v.verdict = QStringLiteral("ok: ") + storedSheetText(v.sheet);
        return;
    }
}

void judgeOne(const Campaign &c, const MailMessage &m, MailVerdict &v)
{
    v.sender = senderOf(m);
    v.subject = m.subject;
    v.date = m.date;
    v.received = m.received;
    const std::vector<int> players = kingdomsOf(c, m.fromAddress);
    if (players.size() == 1)
        v.kingdom = players.front();
    v.forNoKingdom = players.empty();
    if (!m.problem.isEmpty()) {
        v.content = MailContent::Unreadable;
        v.verdict = QStringLiteral("cannot be read: %1").arg(m.problem);
        return;
    }
    const MailSheets sheets = mailSheets(m);
    if (sheets.texts.isEmpty()) {
        v.content = MailContent::NoSheet;
        v.verdict = noSheetVerdict(m);
        return;
    }
    judgeSheet(c, m, sheets.texts, players, v);
    v.skipped = sheets.skipped + v.sheet.skipped;
    if (v.otherAddress)
        v.verdict += QStringLiteral(" (sent from %1, not from the player's address; its codes "
                                    "are right)")
                         .arg(addressOrNone(m.fromAddress));
}

/// Whether mail `a` came after mail `b`: by when the GM's server received them, or, where that
/// is not known for both or is one moment, by their place in the mailbox; never by the Date the
/// sender wrote.
bool cameAfter(const MailVerdict &a, const MailVerdict &b)
{
    if (a.received.isValid() && b.received.isValid() && a.received != b.received)
        return a.received > b.received;
    return a.mail > b.mail;
}

/// Whether a mail has a say in its kingdom's orders or message: a sheet from its player that is
/// not blank (a sheet with errors too: it was meant to replace what came before).
bool counts(const MailVerdict &v)
{
    return v.fromPlayer && v.content == MailContent::Sheet &&
           !(!v.sheet.refused && sheetChange(v.sheet) == SheetChange::Nothing);
}

bool messageOnly(const MailVerdict &v)
{
    return !v.sheet.refused && sheetChange(v.sheet) == SheetChange::Message;
}

/// Of one kingdom's mails, the latest sheet with actions (or errors) decides the orders; the
/// latest sheet with only a message, when it came after that, adds its message; the rest are
/// superseded.
void decideKingdom(std::vector<MailVerdict> &out, const Mailbox &mailbox, int kingdom)
{
    int orders = -1, message = -1;
    for (size_t i = 0; i < out.size(); ++i) {
        if (out[i].kingdom != kingdom || !counts(out[i]))
            continue;
        int &latest = messageOnly(out[i]) ? message : orders;
        if (latest < 0 || cameAfter(out[i], out[static_cast<size_t>(latest)]))
            latest = static_cast<int>(i);
    }
    if (orders >= 0 && message >= 0 &&
        !cameAfter(out[static_cast<size_t>(message)], out[static_cast<size_t>(orders)]))
        message = -1;
    for (size_t i = 0; i < out.size(); ++i) {
        const int at = static_cast<int>(i);
        if (out[i].kingdom != kingdom || !counts(out[i]) || at == orders || at == message)
            continue;
        const bool byMessage = messageOnly(out[i]) && message >= 0 &&
                               (orders < 0 || cameAfter(out[i], out[static_cast<size_t>(orders)]));
        const int by = byMessage || orders < 0 ? message : orders;
        out[i].applies = false;
        out[i].errors.clear();
        out[i].verdict =
            QStringLiteral("superseded by a later mail (%1)")
                .arg(mailbox.mails[static_cast<size_t>(out[static_cast<size_t>(by)].mail)].source);
    }
    if (orders >= 0 && message >= 0) {
        MailVerdict &decided = out[static_cast<size_t>(orders)];
        if (decided.applies && !decided.sheet.message.isEmpty())
            decided.verdict +=
                QStringLiteral(" (the message of a later mail replaces its message: %1)")
                    .arg(mailbox.mails[static_cast<size_t>(out[static_cast<size_t>(message)].mail)]
                             .source);
    }
}

} // namespace

QString verdictReason(const QString &verdict)
{
    // The two words of status judgeSheet and the code checks (mail/SheetCodes.cpp) start with.
    for (const QLatin1StringView status :
         {QLatin1StringView("ok: "), QLatin1StringView("not applied: ")})
        if (verdict.startsWith(status))
            return verdict.mid(status.size());
    return verdict;
}

QStringList listedErrors(const SheetReading &r)
{
    QStringList out;
    for (const Problem &p : r.problems) {
        if (out.size() == kListedErrors) {
            out << QStringLiteral("... and %1 more").arg(r.problems.size() - kListedErrors);
            break;
        }
        out << p.toString();
    }
    return out;
}

QString storedSheetText(const SheetReading &r)
{
    return QStringLiteral("%1 %2%3%4")
        .arg(r.actions)
        .arg(r.actions == 1 ? QStringLiteral("action") : QStringLiteral("actions"))
        .arg(r.unread == 0   ? QString()
             : r.unread == 1 ? QStringLiteral(", 1 line not read")
                             : QStringLiteral(", %1 lines not read").arg(r.unread))
        .arg(r.message.isEmpty() ? QString() : QStringLiteral(" and a message"));
}

std::vector<MailVerdict> judgeMail(const Campaign &campaign, const Mailbox &mailbox)
{
    std::vector<MailVerdict> out;
    out.reserve(mailbox.mails.size());
    for (size_t i = 0; i < mailbox.mails.size(); ++i) {
        MailVerdict v;
        v.mail = static_cast<int>(i);
        judgeOne(campaign, mailbox.mails[i], v);
        out.push_back(std::move(v));
    }
    for (size_t k = 0; k < campaign.kingdoms.size(); ++k)
        decideKingdom(out, mailbox, static_cast<int>(k));
    return out;
}

TurnRecord withMailedOrders(const Campaign &campaign, const std::vector<MailVerdict> &verdicts)
{
    TurnRecord turn = campaign.current();
    turn.orders.resize(campaign.kingdoms.size());
    // The sheets with actions first: a message sent after one is stored over its message.
    for (const SheetChange pass : {SheetChange::OrdersAndMessage, SheetChange::Message})
        for (const MailVerdict &v : verdicts)
            if (v.applies && sheetChange(v.sheet) == pass) {
                storeTurnsheet(turn, campaign.kingdoms.size(), v.kingdom, v.sheet);
                // Which mail the orders came from, for the player's next report.
                if (pass == SheetChange::OrdersAndMessage) {
                    turn.mailed[v.kingdom] =
                        MailedSheet::of(v.received.isValid() ? v.received : v.date, v.subject);
                    turn.standIns.erase(v.kingdom); // the player's orders, come late
                }
            }
    return turn;
}

std::vector<SenderCount> mailsForNoKingdom(const Mailbox &mailbox,
                                           const std::vector<MailVerdict> &verdicts)
{
    std::vector<SenderCount> out;
    QHash<QString, size_t> at; // by addressKey
    for (const MailVerdict &v : verdicts) {
        if (!v.forNoKingdom)
            continue;
        const QString &address = mailbox.mails[static_cast<size_t>(v.mail)].fromAddress;
        const QString key = addressKey(address);
        const auto it = at.constFind(key);
        if (it != at.constEnd()) {
            ++out[*it].mails;
            continue;
        }
        at.insert(key, out.size());
        out.push_back({addressOrNone(address), 1});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const SenderCount &a, const SenderCount &b) { return a.mails > b.mails; });
    return out;
}

} // namespace muster
