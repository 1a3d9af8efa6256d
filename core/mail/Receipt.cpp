#include "mail/Receipt.h"

#include "log/LogContext.h"
#include "log/LogText.h"
#include "mail/OrderOutlooks.h"
#include "model/MailedSheet.h"
#include "model/UnreadLine.h"
#include "pack/PlainText.h"
#include "pack/SheetLines.h"
#include "rules/RuleSystem.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/AreaParameters.h"
#include "rules/area/FailureReason.h"
#include "rules/area/StoredSheets.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexRules.h"
#include "rules/turn/TurnName.h"
#include "view/KingdomView.h"

#include <algorithm>

namespace muster {

namespace {

/// The dice of a receipt's dry run: any fixed stream serves, since a receipt says what fails
/// and what is carried out, never how a battle goes; never the turn's own seed.
constexpr std::uint64_t kNoConsequenceSeed = 1;

bool isOrderLine(const QString &line)
{
    const QString trimmed = line.trimmed();
    return !trimmed.isEmpty() && !trimmed.startsWith(QLatin1Char('#'));
}

} // namespace

std::vector<OrderOutlook> areaOutlook(const Campaign &c, int kingdom, const QStringList &lines,
                                      const TurnState &known)
{
    const AreaRules rules{c.world, c.kingdoms, AreaParameters::fromRuleset(c.ruleset)};
    std::vector<QStringList> only(c.kingdoms.size());
    only[static_cast<size_t>(kingdom)] = lines;
    TurnLog first;
    const AreaOrders orders = storedOrders(only, c.kingdoms.size(), AreaNameIndex(c.world),
                                           rules.params.maxActions, first);
    const AreaTurnResult dry =
        resolveAreaTurn(rules, known, orders, kNoConsequenceSeed, {}, std::move(first));
    const TurnLog &log = dry.log;
    const LogContext context = LogContext::of(c);
    std::vector<OrderOutlook> out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int line = static_cast<int>(i) + 1; // stored lines hold one order each
        if (const auto unread = unreadLineOf(lines[i])) {
            out.push_back({unread->text, QStringLiteral("not read: ") + unread->reason,
                           QStringLiteral("A3")});
            continue;
        }
        if (!isOrderLine(lines[i]))
            continue;
        OrderOutlook o{lines[i], QStringLiteral("not read"), QStringLiteral("A3")};
        for (std::size_t e = 0; e < log.size(); ++e) {
            if (const auto *a = log.get<log::ActionAccepted>(e);
                a && a->kingdom.index == kingdom && a->action.line == line) {
                o.outlook = QStringLiteral("carried out");
                o.rule.clear();
                if (e + 1 < log.size() && log.is<log::BattleStarted>(e + 1))
                    o.outlook += QStringLiteral("; a battle follows, decided at resolution");
                break;
            }
            if (const auto *f = log.get<log::ActionFailed>(e);
                f && f->kingdom.index == kingdom && f->action.line == line) {
                o.outlook = QStringLiteral("fails: ") + failureSentence(f->failure, context);
                o.rule = failureRule(f->failure, f->action.kind);
                break;
            }
        }
        out.push_back(o);
    }
    return out;
}

std::vector<OrderOutlook> hexOutlook(const Campaign &c, int kingdom, const QStringList &lines,
                                     const TurnState &known)
{
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    std::vector<OrderOutlook> out;
    for (const QString &line : lines) {
        if (!isOrderLine(line))
            continue;
        if (const auto read = parseMarchOrder(line, kingdom, c.world, known, rules); read && *read)
            out.push_back({line, QStringLiteral("marches as ordered"), QString()});
        else
            out.push_back({line,
                           QStringLiteral("fails: ") + (read ? QStringLiteral("it is no march")
                                                             : read.problems()[0].message),
                           QStringLiteral("H2.1")});
    }
    return out;
}

namespace {

/// A stored line as the player wrote it (a line not read without its stored form); empty for a
/// comment or a blank line.
QString asWritten(const QString &stored)
{
    return unreadLineOf(stored) || isOrderLine(stored) ? storedLineAsWritten(stored) : QString();
}

/// `text` as lines of at most kSheetColumns, broken between words, each after `indent`; a
/// player's word longer than a line stays whole.
QStringList wrapped(const QString &text, const QString &indent)
{
    QStringList out;
    if (text.trimmed().isEmpty())
        return out;
    for (const QString &line : wrapWords(text, kSheetColumns - indent.size(), LongWords::Keep))
        out << indent + line;
    return out;
}

void section(QStringList &out, const QString &heading, const QStringList &items)
{
    if (items.isEmpty())
        return;
    out << QString() << wrapped(heading, QString());
    out << items;
}

} // namespace

std::vector<OrderOutlook> ownOrderOutlook(const Campaign &campaign, int kingdom,
                                          const QStringList &lines)
{
    if (kingdom < 0 || static_cast<size_t>(kingdom) >= campaign.kingdoms.size() ||
        campaign.turns.empty())
        return {};
    // What the kingdom knows: its view of the last resolved turn; before any, nothing but its
    // orders as read.
    const int t = lastResolvedTurn(campaign);
    if (t < 0) {
        std::vector<OrderOutlook> out;
        for (const QString &line : lines) {
            if (const auto unread = unreadLineOf(line))
                out.push_back({unread->text, QStringLiteral("not read: ") + unread->reason,
                               QStringLiteral("A3")});
            else if (isOrderLine(line))
                out.push_back(
                    {line, QStringLiteral("read; checked when the turn is resolved"), QString()});
        }
        return out;
    }
    const TurnState known = kingdomView(campaign, t, kingdom).state;
    return ruleSystem(campaign).orderOutlook(campaign, kingdom, lines, known);
}

ReceiptFacts receiptFacts(const Campaign &c, const Mailbox &mailbox,
                          const std::vector<MailVerdict> &verdicts, std::size_t mail)
{
    const MailVerdict &v = verdicts[mail];
    const MailMessage &m = mailbox.mails[static_cast<size_t>(v.mail)];
    ReceiptFacts f;
    f.kingdom = v.kingdom;
    f.subject = m.subject;
    f.arrived = m.received.isValid() ? m.received : m.date;
    f.stored = v.applies;
    f.acceptedByGm = v.acceptedByGm;
    f.fromPlayer = v.fromPlayer || v.acceptedByGm;
    f.replacesOrders = v.applies && sheetChange(v.sheet) == SheetChange::OrdersAndMessage;
    f.verdict = v.verdict;
    // The players' addresses are the GM's to know: a mail not from a kingdom's player is not
    // told where that player writes from ("the player of Aldmark writes from ...").
    if (!f.fromPlayer)
        for (const Kingdom &k : c.kingdoms)
            if (!k.email.isEmpty())
                f.verdict.replace(k.email, QStringLiteral("another address"), Qt::CaseInsensitive);
    if (v.kingdom >= 0 && static_cast<size_t>(v.kingdom) < c.current().orders.size())
        f.previous = c.current().orders[static_cast<size_t>(v.kingdom)];
    f.lines = f.replacesOrders || !v.applies ? v.sheet.lines : f.previous;
    if (v.applies)
        f.message = v.sheet.message;
    if (v.sheet.refused || (!v.applies && v.content == MailContent::Sheet))
        f.problems = v.errors;
    f.skipped = v.skipped;
    return f;
}

QString receiptText(const Campaign &c, const ReceiptFacts &f)
{
    QStringList out;
    const bool known = f.kingdom >= 0 && static_cast<size_t>(f.kingdom) < c.kingdoms.size();
    const QString who =
        known ? QStringLiteral("%1 (%2)").arg(c.kingdoms[static_cast<size_t>(f.kingdom)].name,
                                              c.kingdoms[static_cast<size_t>(f.kingdom)].id)
              : QStringLiteral("no kingdom");
    // The turn as its turnsheet and the console name it ("Turn 2", "Week 1, day 4").
    out << QStringLiteral("Muster receipt: %1, %2").arg(c.name, turnName(c, c.turns.size() - 1));
    out << wrapped(
        QStringLiteral("Your mail \"%1\"%2 was read for %3.")
            .arg(f.subject,
                 f.arrived.isValid()
                     ? QStringLiteral(", which arrived %1,").arg(arrivalForReaders(f.arrived))
                     : QString(),
                 who),
        QString());
    out << QString();
    if (f.stored)
        out << wrapped(
            QStringLiteral("Stored: %1. %2")
                .arg(verdictReason(f.verdict),
                     // "Replaces" only what was there: a kingdom's first sheet of
                     // the turn replaces nothing.
                     f.replacesOrders && !f.previous.isEmpty()
                         ? QStringLiteral("It replaces the orders stored for %1 "
                                          "before.")
                               .arg(who)
                     : f.replacesOrders
                         ? QStringLiteral("No orders were stored for %1 before.").arg(who)
                     // A message alone says so in its verdict already.
                     : f.verdict.contains(QLatin1String("kept"))
                         ? QString()
                         : QStringLiteral("The orders stored before are kept.")),
            QString());
    else
        out << wrapped(QStringLiteral("Not stored: %1. The orders stored before are kept.")
                           .arg(verdictReason(f.verdict)),
                       QString());
    QStringList problems;
    for (const QString &p : f.problems)
        problems << wrapped(p, QStringLiteral("  "));
    section(out, QStringLiteral("Why:"), problems);

    if (known && !f.fromPlayer) {
        // Not the kingdom's player, as far as the mail shows: what the kingdom knows stays with
        // its player, so the lines are given back as they were written, and nothing more.
        QStringList lines;
        for (const QString &line : f.lines)
            if (!asWritten(line).isEmpty())
                lines << QStringLiteral("  ") + asWritten(line);
        section(out, QStringLiteral("Your orders as they were read:"),
                lines.isEmpty() ? QStringList{QStringLiteral("  (none)")} : lines);
    } else if (known) {
        QStringList orders;
        for (const OrderOutlook &o : ownOrderOutlook(c, f.kingdom, f.lines)) {
            orders << QStringLiteral("  ") + o.order;
            orders << wrapped(o.rule.isEmpty() ? o.outlook
                                               : QStringLiteral("%1 (%2)").arg(o.outlook, o.rule),
                              QStringLiteral("      "));
        }
        section(out,
                f.stored ? QStringLiteral("Your orders as read, and what each would do if the "
                                          "turn were resolved now with your orders alone (the "
                                          "other kingdoms' orders and the battles decide at "
                                          "resolution):")
                         : QStringLiteral("Your orders as they were read:"),
                orders.isEmpty() ? QStringList{QStringLiteral("  (none)")} : orders);
    }
    QStringList skipped;
    for (const QString &s : f.skipped)
        skipped << wrapped(s, QStringLiteral("  "));
    section(out, QStringLiteral("Text around the orders, not read as orders:"), skipped);

    if (f.replacesOrders) {
        QStringList changes;
        for (const QString &line : f.lines)
            if (!asWritten(line).isEmpty() && !f.previous.contains(line))
                changes << QStringLiteral("  + ") + asWritten(line);
        for (const QString &line : f.previous)
            if (!asWritten(line).isEmpty() && !f.lines.contains(line))
                changes << QStringLiteral("  - ") + asWritten(line);
        section(out, QStringLiteral("Changes against the orders stored before:"),
                changes.isEmpty() ? QStringList{QStringLiteral("  (none)")} : changes);
    }
    if (f.stored) {
        if (!f.message.isEmpty()) {
            QStringList message;
            for (const QString &line : f.message.split(QLatin1Char('\n')))
                message << QStringLiteral("  ") + line;
            section(out, QStringLiteral("Your message for the roundup:"), message);
        }
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace muster
