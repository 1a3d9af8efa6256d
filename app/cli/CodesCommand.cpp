// muster-cli codes FILE [--new KINGDOM] [--give]: the campaign's game code and each kingdom's
// player code, for the GM (model/CampaignCodes.h); a kingdom given a new player code when its
// old one may be known to someone else (a mailed sheet with the old one is refused from then
// on); codes for a JSON campaign written without them.
#include "CampaignFiles.h"
#include "CampaignUpdate.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "model/CampaignCodes.h"
#include "pack/Turnsheet.h"
#include "rules/area/OrderSheet.h"

#include <algorithm>

namespace muster::cli {

namespace {
int codes(const QStringList &arguments);

const CliCommand kCodes{
    QStringLiteral("codes"), QStringLiteral("codes FILE [--new KINGDOM] [--give]"),
    QStringLiteral("Show the game code and the players' codes; give a kingdom a new player code."),
    codes};
const CliCommandRegistration registration{kCodes};

void printCodes(const Campaign &c, QTextStream &out)
{
    out << "game code: " << (c.gameCode.isEmpty() ? QStringLiteral("none") : c.gameCode) << '\n';
    if (c.kingdoms.empty())
        return;
    int width = 7;
    for (const Kingdom &k : c.kingdoms)
        width = std::max(width, static_cast<int>(k.id.size() + k.name.size()) + 1);
    out << "player codes (each printed on its kingdom's turnsheet alone):\n";
    for (const Kingdom &k : c.kingdoms)
        out << "  " << (k.id + QLatin1Char(' ') + k.name).leftJustified(width) << "  "
            << (k.playerCode.isEmpty() ? QStringLiteral("none") : shownPlayerCode(k.playerCode))
                   .leftJustified(9)
            << (k.email.isEmpty() ? QString() : QStringLiteral("  ") + k.email) << '\n';
}

int codes(const QStringList &arguments)
{
    CommandLine line(kCodes);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"),
                            QStringLiteral("A campaign file (.muster or .json)."));
    const QCommandLineOption newOption(
        QStringLiteral("new"),
        QStringLiteral("Give KINGDOM (id or name) a new player code: mailed sheets with its old "
                       "code are refused from then on."),
        QStringLiteral("KINGDOM"));
    const QCommandLineOption giveOption(
        QStringLiteral("give"),
        QStringLiteral("Give a campaign without codes (a JSON file written by hand or by an older "
                       "Muster) its game code and players' codes; codes it has are kept."));
    p.addOption(newOption);
    p.addOption(giveOption);
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    const QString file = line.positional().first();
    QTextStream &out = standardOut();
    if (!p.isSet(newOption) && !p.isSet(giveOption)) {
        const auto c = readCampaignFileOrSay(file);
        if (!c)
            return InvalidInput;
        printCodes(*c, out);
        if (!hasAllCodes(*c))
            out << "Mailed sheets are refused until the campaign has its codes: give them with "
                   "muster-cli codes --give "
                << file << '\n';
        out.flush();
        return Ok;
    }
    auto update = CampaignUpdate::open(file);
    if (!update)
        return InvalidInput;
    Campaign &c = update->campaign();
    int kingdom = -1;
    if (p.isSet(newOption)) {
        kingdom = kingdomNamed(c, p.value(newOption));
        if (kingdom < 0) {
            return printProblem(
                {file,
                 0,
                 {},
                 unknownKingdomText(c, p.value(newOption)) + QStringLiteral("; nothing changed")});
        }
    }
    const bool given = giveMissingCodes(c);
    if (kingdom >= 0)
        c.kingdoms[static_cast<size_t>(kingdom)].playerCode = newPlayerCode(c);
    // Written even when nothing was given: the upgrade of a file from before codes gave them,
    // and it is kept only with a commit.
    if (!update->commitDefinition())
        return InvalidInput;
    if (given)
        out << "Gave " << file << " the codes it lacked.\n";
    else if (kingdom < 0)
        out << file << " has every code already; none changed.\n";
    if (kingdom >= 0) {
        const Kingdom &k = c.kingdoms[static_cast<size_t>(kingdom)];
        out << k.name << " (" << k.id << ") has a new player code, "
            << shownPlayerCode(k.playerCode)
            << ": a mailed sheet with its old code is refused from now on. Send the player a "
               "new turnsheet (muster-cli pack).\n";
    }
    printCodes(c, out);
    out.flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
