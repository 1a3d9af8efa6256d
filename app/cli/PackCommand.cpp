// muster-cli pack FILE OUTDIR [--kingdom ID]: the player packs of the last resolved turn, one
// folder per kingdom (packs/PlayerPacks.h). Needs a QGuiApplication for fonts; main.cpp makes
// one (offscreen) for this command.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "model/CampaignCodes.h"
#include "pack/Turnsheet.h"
#include "packs/PlayerPacks.h"
#include "rules/area/OrderSheet.h"
#include "store/CampaignStore.h"

namespace muster::cli {

namespace {
int pack(const QStringList &arguments);

const CliCommand kPack{
    QStringLiteral("pack"),
    QStringLiteral("pack FILE OUTDIR [--kingdom ID] [--paper A4|A3|Letter] [--mail-limit KB]"),
    QStringLiteral("Write each kingdom's player pack of the last resolved turn: map, report, "
                   "turnsheet, roundup, e-mail."),
    pack};
const CliCommandRegistration registration{kPack};

int pack(const QStringList &arguments)
{
    CommandLine line(kPack);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"),
                            QStringLiteral("A campaign (.muster or .json)."));
    p.addPositionalArgument(QStringLiteral("OUTDIR"),
                            QStringLiteral("The folder to write (one folder per kingdom in it)."));
    const QCommandLineOption kingdomOption(QStringLiteral("kingdom"),
                                           QStringLiteral("Only this kingdom's pack (id or name)."),
                                           QStringLiteral("ID"));
    const QCommandLineOption noMailOption(QStringLiteral("no-mail"),
                                          QStringLiteral("Write no ready e-mail (.eml)."));
    const QCommandLineOption fromOption(
        QStringLiteral("from"),
        QStringLiteral("The GM's address, the e-mails' sender (default: the campaign's, set with "
                       "mail-settings)."),
        QStringLiteral("ADDRESS"));
    const QCommandLineOption dateOption(
        QStringLiteral("date"),
        QStringLiteral("The e-mails' date (ISO 8601, UTC), for packs that must come out the same."),
        QStringLiteral("DATE"));
    const QCommandLineOption widthOption(
        QStringLiteral("map-width"), QStringLiteral("Pixels across the map PNG (default 1800)."),
        QStringLiteral("PX"), QStringLiteral("1800"));
    const QCommandLineOption paperOption(
        QStringLiteral("paper"),
        QStringLiteral("The paper of the PDFs, A4, A3 or Letter, for this export only (default: "
                       "the campaign's, set with muster-cli settings). A map whose names would "
                       "be under 7 points on one page is printed over several, after a key page."),
        QStringLiteral("PAPER"));
    const QCommandLineOption mailLimitOption(
        QStringLiteral("mail-limit"),
        QStringLiteral("The largest e-mail the players' mailboxes take, in KB (default 2048): "
                       "what would make a mail larger is left out or mailed smaller, and the "
                       "mail says so."),
        QStringLiteral("KB"));
    p.addOptions({kingdomOption, noMailOption, fromOption, dateOption, widthOption, paperOption,
                  mailLimitOption});
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    const QStringList args = line.positional();

    Problems problems;
    const std::optional<Campaign> campaign = readCampaignFile(args[0], problems);
    if (!campaign) {
        printProblems(problems);
        standardError().flush();
        return InvalidInput;
    }
    PackOptions options;
    if (p.isSet(kingdomOption)) {
        options.kingdom = kingdomNamed(*campaign, p.value(kingdomOption));
        if (options.kingdom < 0) {
            return printProblem({args[0],
                                 0,
                                 {},
                                 unknownKingdomText(*campaign, p.value(kingdomOption)) +
                                     QStringLiteral("; nothing written")});
        }
    }
    options.mail = !p.isSet(noMailOption);
    options.campaignFile = args[0];
    options.gmAddress = p.value(fromOption);
    // Without --from, the sender is the campaign's own (mail-settings), as `send` expects it.
    if (!p.isSet(fromOption) && isStoreFile(args[0])) {
        if (auto store = CampaignStore::open(args[0], nullptr)) {
            if (const Result<MailSettings> mail = (*store)->mailSettings()) {
                options.gmName = mail->senderName;
                options.gmAddress = mail->senderAddress;
            }
        }
    }
    const auto date = muster::cli::dateOption(line, p, QStringLiteral("date"));
    if (!date)
        return Usage;
    options.mailDate = *date;
    const auto width = intOption(line, p, QStringLiteral("map-width"), 1800, 200, 20000);
    if (!width)
        return Usage;
    options.mapWidth = *width;
    const auto mailLimit = intOption(line, p, QStringLiteral("mail-limit"), 2048, 200, 102400);
    if (!mailLimit)
        return Usage;
    options.mailLimit = qsizetype{*mailLimit} * 1024;
    options.paper = campaign->paper;
    if (p.isSet(paperOption)) {
        const std::optional<Paper> paper = paperNamed(p.value(paperOption));
        if (!paper)
            return line.usageError(QStringLiteral("--paper must be %1, not %2")
                                       .arg(paperChoices(), p.value(paperOption)));
        options.paper = *paper;
    }

    const auto written = writePlayerPacks(*campaign, args[1], options);
    if (!written)
        return printProblem({args[0], 0, {}, written.message()});
    const PackSummary &summary = *written;
    standardOut() << "Wrote " << summary.kingdoms
                  << (summary.kingdoms == 1 ? " player pack" : " player packs") << " of turn "
                  << summary.turn << " to " << args[1] << " (" << summary.files.size()
                  << " files)\n";
    for (const QString &f : summary.files)
        standardOut() << "  " << f << '\n';
    standardOut().flush();
    // An e-mail needs a sender (RFC 5322 From:); without --from the players' mail clients may
    // refuse or flag it.
    if (options.mail && options.gmAddress.isEmpty()) {
        printWarning({args[1],
                      0,
                      {},
                      QStringLiteral("the e-mails have no sender (From:); give --from ADDRESS, "
                                     "the GM's address, or set it with mail-settings "
                                     "sender=ADDRESS, before sending them")});
    }
    // A turnsheet without codes comes back as a mailed sheet that is refused (mail/SheetCodes.h).
    if (!hasAllCodes(*campaign)) {
        printWarning({args[0],
                      0,
                      {},
                      QStringLiteral("the campaign has no codes, so its turnsheets carry none and "
                                     "mailed sheets are refused; give it codes (muster-cli codes "
                                     "--give %1) and make the packs again")
                          .arg(args[0])});
    }
    return Ok;
}
} // namespace

} // namespace muster::cli
