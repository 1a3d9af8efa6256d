#include "pack/SheetLines.h"

#include "rules/area/AreaActions.h"

#include <QRegularExpression>

namespace muster {

namespace {
// "Game code:" and "Playercode:" are the "Game:" and "Player code:" of the sheet as players
// retype them.
const QRegularExpression kHeader(
    QStringLiteral("^\\s*(campaign|kingdom|turn|game(?:\\s*code)?|player\\s*code)\\s*:\\s*(.*)$"),
    QRegularExpression::CaseInsensitiveOption);
const QRegularExpression kMessages(QStringLiteral("^\\s*messages?\\s*:\\s*(.*)$"),
                                   QRegularExpression::CaseInsensitiveOption);
// A number, then a verb: "3 MOVE", "3. DEFEND", "3) RAID".
const QRegularExpression kAreaOrder(QStringLiteral("^\\s*\\d+\\s*[.)]?\\s*[A-Za-z]"));
const QRegularExpression kMarch(QStringLiteral("^\\s*\\S+\\s+march\\s+\\S"),
                                QRegularExpression::CaseInsensitiveOption);
const QRegularExpression kTitle(QStringLiteral("^\\s*#\\s*Muster turnsheet\\b"),
                                QRegularExpression::CaseInsensitiveOption);
} // namespace

bool looksLikeOrder(const QString &line, bool withoutNumber)
{
    if (kAreaOrder.match(line).hasMatch() || kMarch.match(line).hasMatch())
        return true;
    if (!withoutNumber)
        return false;
    // An action without its number ("MOVE 2 HCS FOX"): the sheet's reader numbers it.
    const QString trimmed = line.trimmed();
    const qsizetype end = trimmed.indexOf(QLatin1Char(' '));
    return end > 0 && parseActionKind(trimmed.left(end)).has_value();
}

SheetHeader sheetHeader(const QString &line)
{
    const QRegularExpressionMatch m = kHeader.match(line);
    if (!m.hasMatch())
        return {};
    QString key = m.captured(1).toLower();
    if (key.startsWith(QLatin1String("game")))
        key = QStringLiteral("game");
    else if (key.startsWith(QLatin1String("player")))
        key = QStringLiteral("player code");
    return {key, m.captured(2).trimmed()};
}

bool isSheetHeader(const QString &line)
{
    return kHeader.match(line).hasMatch();
}

bool isMessagesLine(const QString &line, QString *firstWords)
{
    const QRegularExpressionMatch m = kMessages.match(line);
    if (m.hasMatch() && firstWords)
        *firstWords = m.captured(1);
    return m.hasMatch();
}

bool isSheetTitle(const QString &line)
{
    return kTitle.match(line).hasMatch();
}

QString plainSheetCharacters(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        switch (c) {
        case u'\r':
            if (i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
                continue;
            out += QLatin1Char('\n');
            continue;
        case u'\u201C': // " and its kin: the quotes a word processor or phone puts in
        case u'\u201D':
        case u'\u201E':
        case u'\u201F':
        case u'\u00AB':
        case u'\u00BB':
        case u'\u2033':
            out += QLatin1Char('"');
            continue;
        case u'\u2018':
        case u'\u2019':
        case u'\u201A':
        case u'\u201B':
        case u'\u2032':
            out += QLatin1Char('\'');
            continue;
        case u'\t':
        case u'\u00A0':
        case u'\u1680':
        case u'\u202F':
        case u'\u205F':
        case u'\u3000':
            out += QLatin1Char(' ');
            continue;
        case u'\u200B': // zero-width space, joiners, word joiner, byte order mark
        case u'\u200C':
        case u'\u200D':
        case u'\u2060':
        case u'\uFEFF':
            continue;
        default:
            break;
        }
        if (c >= u'\u2000' && c <= u'\u200A')
            out += QLatin1Char(' ');
        else
            out += text[i];
    }
    return out;
}

} // namespace muster
