#include "mail/MailText.h"

#include "pack/SheetLines.h"

#include <QRegularExpression>

#include <optional>
#include <vector>

namespace muster {

namespace {

// The first lines of a pack's report and roundup (core/pack/PlayerReport.cpp, Roundup.cpp).
const QRegularExpression kPackDocument(
    QStringLiteral("^.+: (turn \\d+ report for .+|the public roundup of turn \\d+)$"));
// The line a client writes above the original of a reply or a forward that does not quote it
// line by line (Outlook, Thunderbird's and most web mailers' forwards).
const QRegularExpression kOriginalSeparator(
    QStringLiteral("^\\s*-{2,}\\s*(original message|forwarded message|message transféré|"
                   "ursprüngliche nachricht|weitergeleitete nachricht)\\s*-{2,}\\s*$|"
                   "^\\s*(begin forwarded message:|-{5,}|_{10,})\\s*$"),
    QRegularExpression::CaseInsensitiveOption);
const QRegularExpression kOriginalFrom(QStringLiteral("^\\s*\\*?(from|von|de)\\s*:\\*?\\s+\\S"),
                                       QRegularExpression::CaseInsensitiveOption);
const QRegularExpression
    kOriginalSent(QStringLiteral("^\\s*\\*?(sent|date|gesendet|datum|envoyé|to|subject)\\s*:"),
                  QRegularExpression::CaseInsensitiveOption);

/// How deep a line is quoted ("> > text": 2) and where its text starts.
struct Quote
{
    int depth = 0;
    qsizetype textStart = 0;
};

/// `indented`: spaces before the first mark still make a quote (as some clients write it); in a
/// flowed text (RFC 3676 4.5) a quote starts at the line's first character.
Quote quoteOf(const QString &line, bool indented = true)
{
    Quote q;
    qsizetype i = 0;
    while (indented && i < line.size() && line[i] == QLatin1Char(' '))
        ++i;
    while (i < line.size() && line[i] == QLatin1Char('>')) {
        ++q.depth;
        ++i;
        // "> > text": the space between two marks belongs to the quoting.
        if (i + 1 < line.size() && line[i] == QLatin1Char(' ') && line[i + 1] == QLatin1Char('>'))
            ++i;
    }
    if (q.depth == 0)
        return {};
    if (i < line.size() && line[i] == QLatin1Char(' '))
        ++i;
    q.textStart = i;
    return q;
}

bool isBlank(const QString &line)
{
    return line.trimmed().isEmpty();
}

bool isComment(const QString &line)
{
    return line.trimmed().startsWith(QLatin1Char('#'));
}

bool isSheetLine(const QString &line)
{
    return looksLikeOrder(line) || isSheetHeader(line) || isMessagesLine(line) ||
           isSheetTitle(line);
}

// What a phone's or web mailer's client adds below the text: a signature with no "-- " above it.
const QRegularExpression kClientSignature(
    QStringLiteral(
        "^\\s*(sent from my \\S.*|get outlook for (ios|android).*|sent from (yahoo|mail) for .*)$"),
    QRegularExpression::CaseInsensitiveOption);

// A closing a letter ends with ("Regards,", "Cheers", "Best wishes,"), on a line of its own.
const QRegularExpression kClosing(
    QStringLiteral("^\\s*(regards|kind regards|best regards|warm regards|best|best wishes|all the "
                   "best|cheers|thanks|many thanks|thank you|yours|yours truly|sincerely|yours "
                   "sincerely|take care|greetings|ciao|gruß|grüße|viele grüße|cordialement|"
                   "amitiés)\\s*[,.!]?\\s*$"),
    QRegularExpression::CaseInsensitiveOption);
/// The most lines a sender's name under a closing may take ("Ann", "Ann Smith\nAldmark").
constexpr int kSignOffNameLines = 2;
/// The longest line of a name under a closing: a longer line is a sentence of the message.
constexpr qsizetype kSignOffNameLength = 40;

bool isSignatureSeparator(const QString &line)
{
    return line == QLatin1String("-- ") || line.trimmed() == QLatin1String("--") ||
           kClientSignature.match(line).hasMatch();
}

/// Whether lines[i] starts an original that a client put below a reply or forward unquoted.
bool startsOriginal(const QStringList &lines, qsizetype i)
{
    if (quoteOf(lines[i]).depth > 0)
        return false;
    if (kOriginalSeparator.match(lines[i]).hasMatch()) {
        // A bare rule ("-----", "_____") only when the original's headers follow it.
        if (!lines[i].contains(QLatin1Char(':')) && !lines[i].contains(QLatin1String("essage")) &&
            !lines[i].contains(QLatin1String("achricht")) &&
            !lines[i].contains(QLatin1String("ransf"))) {
            for (qsizetype j = i + 1; j < lines.size() && j <= i + 2; ++j)
                if (kOriginalFrom.match(lines[j]).hasMatch())
                    return true;
            return false;
        }
        return true;
    }
    // Outlook's header block without a rule: "From: ..." then "Sent: ..." (or "Date:").
    return kOriginalFrom.match(lines[i]).hasMatch() && i + 1 < lines.size() &&
           kOriginalSent.match(lines[i + 1]).hasMatch();
}

enum class Kind
{
    Own,         // written by the sender
    Quoted,      // a "> " line, or the unquoted original below a reply or forward
    Attribution, // "On ... wrote:" above a quote
    Signature,   // after "-- " up to the quote
};

std::vector<Kind> kindsOf(const QStringList &lines)
{
    std::vector<Kind> kinds(static_cast<size_t>(lines.size()), Kind::Own);
    bool inOriginal = false, inSignature = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto at = static_cast<size_t>(i);
        if (!inOriginal && startsOriginal(lines, i))
            inOriginal = true;
        if (inOriginal || quoteOf(lines[i]).depth > 0) {
            kinds[at] = Kind::Quoted;
            inSignature = false;
            continue;
        }
        if (isSignatureSeparator(lines[i]))
            inSignature = true;
        if (inSignature)
            kinds[at] = Kind::Signature;
    }
    // The attribution: the last line the sender wrote before a quote, ending in a colon, that is
    // no line of a sheet ("Messages:" is one).
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (kinds[static_cast<size_t>(i)] != Kind::Quoted ||
            kinds[static_cast<size_t>(i - 1)] == Kind::Quoted)
            continue;
        qsizetype j = i - 1;
        while (j > 0 && isBlank(lines[j]) && kinds[static_cast<size_t>(j)] == Kind::Own)
            --j;
        const QString candidate = lines[j].trimmed();
        if (kinds[static_cast<size_t>(j)] == Kind::Own && candidate.endsWith(QLatin1Char(':')) &&
            !isSheetLine(candidate))
            kinds[static_cast<size_t>(j)] = Kind::Attribution;
    }
    return kinds;
}

QString joinLines(const QStringList &lines)
{
    return lines.join(QLatin1Char('\n'));
}

QString skippedLine(qsizetype index, const QString &text)
{
    return QStringLiteral("line %1: %2").arg(index + 1).arg(text.trimmed());
}

/// Where a message under "Messages:" ends when the sender signed it off: the line before a
/// closing ("Regards,") that a name of one to kSignOffNameLines short lines ends, so
/// that the sender's name does not go to every player in the roundup; `last` when it is not
/// signed off. A closing with more text after it is part of the message.
qsizetype beforeSignOff(const QStringList &lines, const std::vector<Kind> &kinds,
                        qsizetype messageLine, qsizetype last)
{
    int nameLines = 0;
    for (qsizetype i = last; i > messageLine; --i) {
        if (kinds[static_cast<size_t>(i)] != Kind::Own || isBlank(lines[i]))
            continue;
        if (nameLines > 0 && kClosing.match(lines[i]).hasMatch()) {
            qsizetype end = i - 1;
            while (end > messageLine && isBlank(lines[end]))
                --end;
            return end;
        }
        if (++nameLines > kSignOffNameLines || lines[i].trimmed().size() > kSignOffNameLength)
            return last;
    }
    return last;
}

/// The sheet among the sender's own lines: from the first line of a sheet to the last, with the
/// message under "Messages:" running to the end but for a sign-off (beforeSignOff); what is
/// around it is skipped.
SheetInMail ownSheet(const QStringList &lines, const std::vector<Kind> &kinds)
{
    SheetInMail out;
    qsizetype first = -1, last = -1, messageLine = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (kinds[static_cast<size_t>(i)] != Kind::Own)
            continue;
        if (messageLine >= 0) {
            if (!isBlank(lines[i]))
                last = i;
            continue;
        }
        if (isSheetLine(lines[i]) || (first >= 0 && isComment(lines[i]))) {
            if (first < 0)
                first = i;
            last = i;
            if (isMessagesLine(lines[i]))
                messageLine = i;
        }
    }
    if (first < 0)
        return out;
    if (messageLine >= 0)
        last = beforeSignOff(lines, kinds, messageLine, last);
    QStringList sheet;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const bool own = kinds[static_cast<size_t>(i)] == Kind::Own;
        if (own && i >= first && i <= last) {
            sheet << lines[i];
            continue;
        }
        if (own && !isBlank(lines[i]))
            out.skipped << skippedLine(i, lines[i]);
        sheet << QString();
    }
    out.sheet = joinLines(sheet);
    return out;
}

/// The turnsheet filled in inside the quote: from its title ("# Muster turnsheet", which only the
/// whole turnsheet has: a player's own earlier sheet quoted in a question is never read again) to
/// the last quoted line before another pack document or the end, with lines the sender wrote
/// between its quoted lines kept (an answer typed in place of a quoted line).
SheetInMail quotedSheet(const QStringList &lines, const std::vector<Kind> &kinds)
{
    SheetInMail out;
    qsizetype first = -1;
    for (qsizetype i = 0; i < lines.size() && first < 0; ++i) {
        if (kinds[static_cast<size_t>(i)] != Kind::Quoted)
            continue;
        const QString text = lines[i].mid(quoteOf(lines[i]).textStart);
        if (isSheetTitle(text))
            first = i;
    }
    if (first < 0)
        return out;
    qsizetype last = first;
    for (qsizetype i = first + 1; i < lines.size(); ++i) {
        const QString text = lines[i].mid(quoteOf(lines[i]).textStart);
        if (kinds[static_cast<size_t>(i)] == Kind::Quoted && opensPackDocument(text))
            break;
        if (kinds[static_cast<size_t>(i)] == Kind::Quoted)
            last = i;
    }
    QStringList sheet;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const Kind kind = kinds[static_cast<size_t>(i)];
        if (i >= first && i <= last && (kind == Kind::Quoted || kind == Kind::Own))
            sheet << lines[i].mid(quoteOf(lines[i]).textStart);
        else
            sheet << QString();
    }
    out.sheet = joinLines(sheet);
    if (!holdsFilledSheet(out.sheet))
        return {};
    out.quoted = true;
    return out;
}

} // namespace

QString unflowed(const QString &text, bool delSp)
{
    QString normal = text;
    normal.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    const QStringList lines = normal.split(QLatin1Char('\n'));
    QStringList out;
    std::optional<int> openDepth; // the quote depth of a paragraph still being joined
    for (const QString &raw : lines) {
        const Quote q = quoteOf(raw, false);
        QString content = raw.mid(q.depth > 0 ? q.textStart : 0);
        // Space-stuffing (RFC 3676 4.4): a line's first space was added by the sender.
        if (q.depth == 0 && content.startsWith(QLatin1Char(' ')))
            content.remove(0, 1);
        const bool signature = content == QLatin1String("-- ");
        const bool flowed = !signature && content.endsWith(QLatin1Char(' '));
        if (flowed && delSp)
            content.chop(1);
        if (openDepth && *openDepth == q.depth && !out.isEmpty())
            out.last() += content;
        else
            out << (q.depth > 0 ? QString(q.depth, QLatin1Char('>')) + QLatin1Char(' ') + content
                                : content);
        openDepth = flowed ? std::optional<int>(q.depth) : std::nullopt;
    }
    return joinLines(out);
}

bool opensPackDocument(const QString &line)
{
    return kPackDocument.match(line.trimmed()).hasMatch();
}

bool isPackDocument(const QString &text)
{
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty())
            continue;
        return opensPackDocument(line.toString());
    }
    return false;
}

bool holdsFilledSheet(const QString &text)
{
    bool inMessage = false;
    for (const QStringView view : QStringView(text).split(QLatin1Char('\n'))) {
        const QString line = view.toString();
        if (inMessage) {
            if (isSignatureSeparator(line))
                return false;
            if (!isBlank(line))
                return true;
            continue;
        }
        if (looksLikeOrder(line))
            return true;
        if (QString firstWords; isMessagesLine(line, &firstWords)) {
            if (!firstWords.trimmed().isEmpty())
                return true;
            inMessage = true;
            continue;
        }
    }
    return false;
}

SheetInMail sheetInMailText(const QString &text)
{
    const QStringList lines = plainSheetCharacters(text).split(QLatin1Char('\n'));
    const std::vector<Kind> kinds = kindsOf(lines);
    SheetInMail own = ownSheet(lines, kinds);
    if (own.found() && holdsFilledSheet(own.sheet))
        return own;
    SheetInMail quoted = quotedSheet(lines, kinds);
    if (quoted.found()) {
        // What the sender wrote around the quote is skipped, and said so.
        const QStringList read = quoted.sheet.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (kinds[static_cast<size_t>(i)] == Kind::Own && !isBlank(lines[i]) &&
                read.value(i).isEmpty())
                quoted.skipped << skippedLine(i, lines[i]);
        return quoted;
    }
    return own; // a sheet with header lines only, or nothing
}

} // namespace muster
