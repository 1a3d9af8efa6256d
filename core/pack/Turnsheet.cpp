#include "pack/Turnsheet.h"

#include "io/InputFile.h"
#include "model/CampaignCodes.h"
#include "model/Limits.h"
#include "pack/SheetLines.h"
#include "pack/SheetOrders.h"
#include "rules/RuleSystem.h"
#include "rules/turn/TurnName.h"

#include <QRegularExpression>

namespace muster {

namespace {

bool isCommentLine(const QString &line)
{
    return line.trimmed().startsWith(QLatin1Char('#'));
}

// A numbered line the player left empty ("7", "7.", "7)"), perhaps with a comment.
const QRegularExpression kEmptyNumbered(QStringLiteral("^\\s*\\d+\\s*[.)]?\\s*(#.*)?$"));

} // namespace

QString sheetCommentLines(const QString &lead, const QStringList &items, const QString &indent)
{
    QString out, line = QStringLiteral("# ") + lead;
    for (const QString &item : items) {
        if (line.size() + 1 + item.size() > kSheetColumns && line.size() > 2 + lead.size()) {
            out += line + QLatin1Char('\n');
            line = QStringLiteral("# ") + indent;
        } else if (!line.endsWith(QLatin1Char(' '))) {
            line += QLatin1Char(' ');
        }
        line += item;
    }
    return out + line + QLatin1Char('\n');
}

int kingdomNamed(const Campaign &campaign, const QString &word)
{
    QString w = word.trimmed();
    const qsizetype paren = w.indexOf(QLatin1Char('('));
    const QString first = (paren > 0 ? w.left(paren) : w).trimmed();
    for (size_t i = 0; i < campaign.kingdoms.size(); ++i) {
        const Kingdom &k = campaign.kingdoms[i];
        if (k.id.compare(first, Qt::CaseInsensitive) == 0 ||
            k.name.compare(w, Qt::CaseInsensitive) == 0 ||
            k.name.compare(first, Qt::CaseInsensitive) == 0)
            return static_cast<int>(i);
    }
    return -1;
}

QString turnsheetText(const Campaign &c, const KingdomView &view)
{
    const int k = view.kingdom;
    const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(k)];
    const TurnRecord &next = c.current();
    // The kingdom's own holdings, from its view (the end of the turn just resolved) or, before
    // any turn was resolved, from the current state, of which only its own parts are read.
    const TurnState &state = view.turnIndex >= 0 ? view.state : next.state;
    QString out;
    out += sheetCommentLines(QStringLiteral("Muster turnsheet:"),
                             QStringLiteral("%1, %2")
                                 .arg(c.name, turnName(c, c.turns.size() - 1))
                                 .split(QLatin1Char(' '), Qt::SkipEmptyParts),
                             QStringLiteral("  "));
    out += QStringLiteral("Campaign: %1\n").arg(c.name);
    // The codes a mailed sheet must carry (model/CampaignCodes.h): this sheet is the one place
    // a player is given the kingdom's player code.
    const bool codes = !c.gameCode.isEmpty() && !kingdom.playerCode.isEmpty();
    if (codes)
        out += QStringLiteral("Game: %1\n").arg(c.gameCode);
    out += QStringLiteral("Kingdom: %1 (%2)\n").arg(kingdom.id, kingdom.name);
    if (codes)
        out += QStringLiteral("Player code: %1\n").arg(shownPlayerCode(kingdom.playerCode));
    out += QStringLiteral("Turn: %1\n").arg(next.number);
    if (codes)
        out += QStringLiteral("# Send the Game and Player code lines with your orders: a mailed\n"
                              "# sheet without them is refused. Tell no one your player code.\n");
    out += QStringLiteral("#\n");
    out += ruleSystem(c).turnsheetOrders(c, view, state);
    out += QStringLiteral("#\n# Below \"Messages:\" write anything for the other players:\n"
                          "# it is printed in the public roundup.\n");
    out += QStringLiteral("Messages:\n");
    return out;
}

QStringList SheetReading::errorTexts() const
{
    return problemTexts(problems);
}

bool looksLikeTurnsheet(const QString &text)
{
    // Only as far as a sheet may be long: a longer text is refused by whichever reads it.
    const QStringList lines =
        QStringView(text).left(limits::kMaxTurnsheetBytes).toString().split(QLatin1Char('\n'));
    return std::any_of(lines.begin(), lines.end(), [](const QString &line) {
        return isSheetHeader(line) || isMessagesLine(line);
    });
}

SheetChange sheetChange(const SheetReading &reading)
{
    // A line not read was meant as an order: the sheet replaces the orders as much as one read.
    if (reading.actions > 0 || reading.unread > 0)
        return SheetChange::OrdersAndMessage;
    return reading.message.isEmpty() ? SheetChange::Nothing : SheetChange::Message;
}

QString blankSheetText()
{
    return QStringLiteral("the sheet has no actions and no message: nothing is stored (the "
                          "kingdom's orders are left as they were)");
}

void storeTurnsheet(TurnRecord &turn, std::size_t kingdoms, int kingdom,
                    const SheetReading &reading)
{
    const SheetChange change = sheetChange(reading);
    if (kingdom < 0 || static_cast<std::size_t>(kingdom) >= kingdoms || reading.refused ||
        change == SheetChange::Nothing)
        return;
    turn.orders.resize(kingdoms);
    if (change == SheetChange::OrdersAndMessage) {
        turn.orders[static_cast<size_t>(kingdom)] = reading.lines;
        turn.mailed.erase(kingdom); // mail says where its sheet came from, after this
    }
    if (reading.message.isEmpty())
        turn.messages.erase(kingdom);
    else
        turn.messages[kingdom] = reading.message;
}

SheetReading readTurnsheet(const Campaign &c, const QString &text, int expectedKingdom,
                           ExpectedKingdom why)
{
    SheetReading out;
    out.kingdom = expectedKingdom;
    // Measured as the bytes it came in (UTF-8), like every other input size; a longer text is
    // not counted to the end.
    if (text.size() > limits::kMaxTurnsheetBytes ||
        text.toUtf8().size() > limits::kMaxTurnsheetBytes) {
        out.problems.push_back(Problem::of(QStringLiteral("the sheet is larger than %1, the most a "
                                                          "turnsheet may be")
                                               .arg(byteSize(limits::kMaxTurnsheetBytes))));
        return out;
    }
    QStringList lines = plainSheetCharacters(text).split(QLatin1Char('\n'));
    const QStringList asWritten = lines;
    QStringList message;
    bool inMessage = false;
    bool afterComment = false; // the line before is a comment, which a mail client may have wrapped
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        QString &line = lines[i];
        // Decision: a line right after a comment that is no numbered order, march or header is
        // the comment's end, broken off by a client that wraps narrower than the sheet (the
        // syntax comment's "PROBE n FROM TO"); it is listed as skipped, so the player is told if
        // it was meant as an order.
        const bool wrappedTail = afterComment && !line.trimmed().isEmpty() &&
                                 !looksLikeOrder(line, false) && !isSheetHeader(line) &&
                                 !isMessagesLine(line) && !isCommentLine(line);
        afterComment = isCommentLine(line) || (wrappedTail && afterComment);
        if (wrappedTail && !inMessage) {
            // The rest of a comment line a mail client broke in two: it never becomes an order.
            out.skipped << QStringLiteral("line %1: \"%2\", read as the end of the comment above")
                               .arg(lineNo)
                               .arg(line.trimmed());
            line.clear();
            continue;
        }
        if (line == QStringLiteral("-- ")) { // a signature follows
            for (qsizetype j = i; j < lines.size(); ++j)
                lines[j].clear();
            break;
        }
        if (inMessage) {
            message << line;
            line.clear();
            continue;
        }
        if (QString firstWords; isMessagesLine(line, &firstWords)) {
            inMessage = true;
            if (!firstWords.trimmed().isEmpty())
                message << firstWords;
            line.clear();
            continue;
        }
        if (const SheetHeader header = sheetHeader(line); !header.key.isEmpty()) {
            const QString &key = header.key;
            const QString &value = header.value;
            if (key == QLatin1String("kingdom")) {
                const int named = kingdomNamed(c, value);
                if (named < 0)
                    out.problems.push_back(Problem::atLine(
                        lineNo, 0, QStringLiteral("unknown kingdom \"%1\"").arg(value)));
                else if (out.namesKingdom && out.kingdom >= 0 && named != out.kingdom)
                    out.problems.push_back(Problem::atLine(
                        lineNo, 0,
                        QStringLiteral("the sheet names two kingdoms, %1 and %2: one sheet per "
                                       "kingdom")
                            .arg(c.kingdoms[static_cast<size_t>(out.kingdom)].id,
                                 c.kingdoms[static_cast<size_t>(named)].id)));
                else if (expectedKingdom >= 0 && named != expectedKingdom)
                    out.problems.push_back(Problem::atLine(
                        lineNo, 0,
                        (why == ExpectedKingdom::Sender
                             ? QStringLiteral(
                                   "the sheet is for %1, but comes from the player of %2")
                         : why == ExpectedKingdom::Code
                             ? QStringLiteral("the sheet is for %1, but carries the player "
                                              "code of %2")
                             : QStringLiteral("the sheet is for %1, not %2"))
                            .arg(c.kingdoms[static_cast<size_t>(named)].name,
                                 c.kingdoms[static_cast<size_t>(expectedKingdom)].name)));
                else
                    out.kingdom = named;
                out.namesKingdom = true;
            } else if (key == QLatin1String("game")) {
                out.gameCodes << value;
            } else if (key == QLatin1String("player code")) {
                out.playerCodes << value;
            } else if (key == QLatin1String("turn")) {
                bool ok = false;
                const int turn = value.toInt(&ok);
                if (!ok || turn != c.current().number)
                    out.problems.push_back(Problem::atLine(
                        lineNo, 0,
                        QStringLiteral("the sheet is for turn %1; the campaign is at turn %2")
                            .arg(value)
                            .arg(c.current().number)));
            }
            line.clear();
            continue;
        }
        if (kEmptyNumbered.match(line).hasMatch())
            line.clear();
    }
    while (!message.isEmpty() && message.last().trimmed().isEmpty())
        message.removeLast();
    while (!message.isEmpty() && message.first().trimmed().isEmpty())
        message.removeFirst();
    out.message = message.join(QLatin1Char('\n'));
    if (out.message.size() > limits::kMaxMessageLength)
        out.problems.push_back(
            Problem::of(QStringLiteral("the message is %1 characters; at most %2 are "
                                       "printed in the roundup")
                            .arg(out.message.size())
                            .arg(limits::kMaxMessageLength)));
    if (out.kingdom < 0 && !out.namesKingdom)
        out.problems.push_back(Problem::of(
            QStringLiteral("the sheet does not say whose it is (no \"Kingdom:\" line)")));

    // The problems so far are of the sheet as a whole: it is refused. Those of its order lines
    // are each line's own: the line is kept as written, fails alone, and the rest is stored.
    out.refused = !out.problems.empty();
    ruleSystem(c).readSheetOrders(c, lines, asWritten, out);
    // A refused sheet keeps its lines as read, for its sender to be shown what was read; nothing
    // stores them (storeTurnsheet, and every caller that checks ok()).
    std::stable_sort(out.problems.begin(), out.problems.end(),
                     [](const Problem &a, const Problem &b) { return a.line < b.line; });
    return out;
}

} // namespace muster
