#include "mail/SheetCodes.h"

#include "model/CampaignCodes.h"
#include "util/Elide.h"

#include <algorithm>

namespace muster {

namespace {

/// What to do about a sheet without its codes, for its sender.
const QString kCopyTheCodes = QStringLiteral(
    "copy the \"Game:\" and \"Player code:\" lines of your latest turnsheet into the "
    "sheet you send");

bool allAre(const QStringList &typed, const QString &code)
{
    return std::all_of(typed.begin(), typed.end(),
                       [&code](const QString &t) { return normalisedCode(t) == code; });
}

} // namespace

int kingdomOfPlayerCode(const Campaign &c, const std::vector<SheetReading> &readings)
{
    for (const SheetReading &r : readings)
        for (const QString &typed : r.playerCodes) {
            const QString code = normalisedCode(typed);
            for (size_t k = 0; k < c.kingdoms.size() && !code.isEmpty(); ++k)
                if (c.kingdoms[k].playerCode == code)
                    return static_cast<int>(k);
        }
    return -1;
}

QString otherGameRefusal(const Campaign &c, const std::vector<SheetReading> &readings)
{
    for (const SheetReading &r : readings)
        for (const QString &typed : r.gameCodes)
            if (!c.gameCode.isEmpty() && normalisedCode(typed) != c.gameCode)
                return QStringLiteral("not applied: the sheet's game code \"%1\" is not this "
                                      "game's: it is a sheet for another game (or the code is "
                                      "mistyped)")
                    .arg(elided(typed));
    return {};
}

QString codeRefusal(const Campaign &c, const SheetReading &r, int kingdom)
{
    const Kingdom &k = c.kingdoms[static_cast<size_t>(kingdom)];
    if (c.gameCode.isEmpty() || k.playerCode.isEmpty())
        return QStringLiteral("not applied: the campaign has no codes yet, so no mailed sheet can "
                              "be taken for %1; the GM gives it codes and sends new turnsheets")
            .arg(k.name);
    if (r.gameCodes.isEmpty() && r.playerCodes.isEmpty())
        return QStringLiteral("not applied: the sheet carries no game code and no player code: %1")
            .arg(kCopyTheCodes);
    if (r.gameCodes.isEmpty())
        return QStringLiteral("not applied: the sheet carries no game code: %1").arg(kCopyTheCodes);
    if (!allAre(r.gameCodes, c.gameCode))
        return otherGameRefusal(c, {r});
    if (r.playerCodes.isEmpty())
        return QStringLiteral("not applied: the sheet carries no player code: %1")
            .arg(kCopyTheCodes);
    if (!allAre(r.playerCodes, k.playerCode))
        return QStringLiteral("not applied: the player code on the sheet is not that of %1: a "
                              "mistyped code, or an old one (the GM may have given the kingdom a "
                              "new code, printed on the latest turnsheet you were sent)")
            .arg(k.name);
    return {};
}

} // namespace muster
