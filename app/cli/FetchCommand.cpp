// muster-cli fetch FILE [--apply] [--again] [--all] [--receipts DIR]: the orders that came in since
// the last fetch, read from the campaign's IMAP server (mail-settings: imap-host, orders-folder)
// and judged exactly as `mail` judges a mailbox file (MailImport.h). With --apply the winners'
// sheets are stored, and with them the campaign records the last message read (mail/FetchMark.h),
// so the next fetch reads only what came after; the server then marks the messages read, or moves
// them to the folder for read mail. Without --apply nothing is recorded and the server's messages
// are left as they were. Nothing is ever deleted on the server.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "MailImport.h"
#include "MailPassword.h"
#include "ProblemOutput.h"

#include "mailnet/ImapSession.h"
#include "mailnet/MailFetching.h"
#include "store/CampaignStore.h"

namespace muster::cli {

namespace {
int fetch(const QStringList &arguments);

const CliCommand kFetch{
    QStringLiteral("fetch"),
    QStringLiteral("fetch FILE [--apply] [--again] [--all] [--receipts DIR [--from ADDRESS]] "
                   "[--password-file FILE]"),
    QStringLiteral("Read the order mails that came since the last fetch from the campaign's IMAP "
                   "server (mail-settings); --apply stores them."),
    fetch};
const CliCommandRegistration registration{kFetch};

struct FetchSetup
{
    MailSettings settings;
    std::optional<FetchMark> mark;
};

/// The settings and the mark, read without holding the file: the server may take a while.
std::optional<FetchSetup> readSetup(const QString &path)
{
    Campaign campaign;
    auto store = CampaignStore::open(path, &campaign);
    if (!store) {
        printFailure(store);
        return std::nullopt;
    }
    FetchSetup setup;
    const Result<MailSettings> settings = (*store)->mailSettings();
    if (!settings) {
        printFailure(settings);
        return std::nullopt;
    }
    setup.settings = *settings;
    const Result<std::optional<FetchMark>> mark = (*store)->fetchMark(settings->ordersFolder);
    if (!mark) {
        printFailure(mark);
        return std::nullopt;
    }
    setup.mark = *mark;
    return setup;
}

int fetch(const QStringList &arguments)
{
    CommandLine line(kFetch);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The campaign (.muster)."));
    const MailImportFlags flags(p,
                                QStringLiteral("Store the orders of the mails marked ok for "
                                               "the current turn, and remember the mails read."));
    const QCommandLineOption againOption(
        QStringLiteral("again"),
        QStringLiteral("Read every message of the orders folder, also those read before."));
    const QCommandLineOption passwordOption(
        QStringLiteral("password-file"),
        QStringLiteral("A file whose first line is the IMAP password (default: the variable "
                       "MUSTER_IMAP_PASSWORD)."),
        QStringLiteral("FILE"));
    const QCommandLineOption timeoutOption(
        QStringLiteral("timeout"),
        QStringLiteral("Seconds to wait for the server to connect or move on (default 60)."),
        QStringLiteral("SECONDS"), QStringLiteral("60"));
    p.addOptions({againOption, passwordOption, timeoutOption});
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    const QString path = line.positional().front();
    const std::optional<MailImportOptions> options = flags.read(line);
    if (!options)
        return Usage;
    bool timeoutOk = false;
    const int timeout = p.value(timeoutOption).toInt(&timeoutOk);
    if (!timeoutOk || timeout < 1 || timeout > 3600)
        return line.usageError(QStringLiteral("--timeout must be a number of seconds, 1-3600"));
    if (!isStoreFile(path))
        return printProblem({path,
                             0,
                             {},
                             QStringLiteral("orders are fetched into a campaign file (.muster), "
                                            "which records what was read: import the JSON first")});
    const std::optional<FetchSetup> setup = readSetup(path);
    if (!setup)
        return InvalidInput;
    const MailSettings &settings = setup->settings;
    if (!settings.imap.isSet())
        return printProblem({path,
                             0,
                             {},
                             QStringLiteral("no IMAP server is set: muster-cli mail-settings %1 "
                                            "imap-host=HOST imap-user=USER")
                                 .arg(path)});
    const Result<QString> password = mailPassword(p.value(passwordOption), "MUSTER_IMAP_PASSWORD");
    if (!password)
        return printFailure(password);
    if (!settings.imap.user.isEmpty() && password->isEmpty())
        return printProblem({path,
                             0,
                             {},
                             QStringLiteral("the IMAP user %1 needs a password: set "
                                            "MUSTER_IMAP_PASSWORD or give --password-file")
                                 .arg(settings.imap.user)});

    mailnet::ImapSession session({settings.imap, *password, settings.caFile, timeout});
    QTextStream &err = standardError();
    const std::optional<FetchMark> from = p.isSet(againOption) ? std::nullopt : setup->mark;
    const Result<mailnet::FetchedMail> fetched =
        mailnet::fetchNewMail(session, settings.ordersFolder, from, [&](int done, int total) {
            if (done > 0 && (done == total || done % 20 == 0)) {
                err << "read " << done << " of " << total << '\n';
                err.flush();
            }
            return true;
        });
    if (!fetched)
        return printFailure(fetched);
    standardOut() << fetchPlanText(fetched->plan) << '\n';
    standardOut().flush();
    if (fetched->read == 0)
        return Ok;

    auto update = CampaignUpdate::open(path);
    if (!update)
        return InvalidInput;
    const std::optional<FetchMark> mark =
        markAfter(fetched->plan, setup->mark, QDateTime::currentDateTimeUtc(), fetched->read);
    const MailImportOutcome outcome =
        importMail(*update, fetched->mailbox, *options, [&](CampaignStore &store) -> Result<void> {
            if (!mark)
                return {};
            return store.recordFetched(*mark);
        });
    if (!outcome.written) {
        // Nothing kept: the messages are left unread on the server, to be read again.
        if (const Result<void> restored = mailnet::restoreUnseen(session, *fetched); !restored)
            printWarning({path, 0, {}, restored.message()});
        return outcome.exitCode;
    }
    if (const Result<void> settled = mailnet::settleFetched(session, *fetched, settings.readFolder);
        !settled) {
        printWarning({path,
                      0,
                      {},
                      QStringLiteral("the mails read are kept as read by the campaign, but the "
                                     "server did not mark them: %1")
                          .arg(settled.message())});
    } else if (!settings.readFolder.isEmpty()) {
        standardOut() << "Moved " << fetched->read << (fetched->read == 1 ? " mail" : " mails")
                      << " to " << settings.readFolder << '\n';
        standardOut().flush();
    }
    return outcome.exitCode;
}
} // namespace

} // namespace muster::cli
