#include "model/CampaignCodes.h"

#include "model/Limits.h"
#include "util/Elide.h"

#include <QRandomGenerator>
#include <QSet>

#include <algorithm>

namespace muster {

namespace {

constexpr qsizetype kAlphabetSize = sizeof(limits::kCodeAlphabet) - 1;

QString randomCode(int length)
{
    QString out;
    out.reserve(length);
    QRandomGenerator *random = QRandomGenerator::system();
    for (int i = 0; i < length; ++i)
        out += QLatin1Char(
            limits::kCodeAlphabet[random->bounded(static_cast<quint32>(kAlphabetSize))]);
    return out;
}

int lengthOf(CodeKind kind)
{
    return kind == CodeKind::Game ? limits::kGameCodeLength : limits::kPlayerCodeLength;
}

} // namespace

QString newGameCode()
{
    return randomCode(limits::kGameCodeLength);
}

QString newPlayerCode(const Campaign &campaign)
{
    QSet<QString> taken;
    for (const Kingdom &k : campaign.kingdoms)
        taken.insert(k.playerCode);
    QString code;
    do
        code = randomCode(limits::kPlayerCodeLength);
    while (taken.contains(code));
    return code;
}

bool hasAllCodes(const Campaign &campaign)
{
    return !campaign.gameCode.isEmpty() &&
           std::none_of(campaign.kingdoms.begin(), campaign.kingdoms.end(),
                        [](const Kingdom &k) { return k.playerCode.isEmpty(); });
}

bool giveMissingCodes(Campaign &campaign)
{
    bool given = false;
    if (campaign.gameCode.isEmpty()) {
        campaign.gameCode = newGameCode();
        given = true;
    }
    for (Kingdom &k : campaign.kingdoms)
        if (k.playerCode.isEmpty()) {
            k.playerCode = newPlayerCode(campaign);
            given = true;
        }
    return given;
}

QString normalisedCode(const QString &typed)
{
    QString out;
    out.reserve(typed.size());
    for (const QChar c : typed)
        if (!c.isSpace() && c.category() != QChar::Punctuation_Dash)
            out += c.toUpper();
    return out;
}

bool isCode(const QString &code, CodeKind kind)
{
    if (code.size() != lengthOf(kind))
        return false;
    const QLatin1StringView alphabet(limits::kCodeAlphabet, kAlphabetSize);
    return std::all_of(code.begin(), code.end(),
                       [&alphabet](QChar c) { return c.unicode() < 128 && alphabet.contains(c); });
}

QString codeProblem(const QString &code, CodeKind kind)
{
    if (isCode(code, kind))
        return {};
    return QStringLiteral("a %1 is %2 characters of %3, not \"%4\"")
        .arg(kind == CodeKind::Game ? QStringLiteral("game code") : QStringLiteral("player code"))
        .arg(lengthOf(kind))
        .arg(QLatin1String(limits::kCodeAlphabet), elided(code));
}

QString shownPlayerCode(const QString &code)
{
    const qsizetype half = code.size() / 2;
    return code.size() < 2 ? code : code.left(half) + QLatin1Char('-') + code.mid(half);
}

} // namespace muster
