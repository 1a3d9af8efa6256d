#pragma once
// The campaign file: one SQLite database (".muster") per campaign, keeping every turn with its
// state, orders, log and seed (ARCHITECTURE.md, "Core, folder by folder").
//
// Each save is one transaction, so a crash or a full disk leaves the file as it was before the
// save; the file uses a rollback journal, so once a save returns the ".muster" file alone holds
// the whole campaign (copying it is a backup). Opening checks the file's bytes first and refuses,
// with a message naming the file, anything that is not a Muster campaign, was written by a newer
// Muster, is damaged, or lies beside a journal or log that is not its own (SideFiles.h); a
// refused file is never opened for writing, so it is left exactly as it was.
//
// Two programs on one file never lose each other's work. Every save raises a revision kept in the
// file and refuses (Failure::Changed) when the file's revision is no longer the one this store
// read or last wrote: the program holding the older copy must reload. A command that reads,
// changes and writes (muster-cli) opens with openForUpdate(), which holds SQLite's write lock
// from before the read to the end, so a second such command simply waits its turn. Readers take
// SQLite's shared lock for the whole read, so they see one committed state and wait for a save
// under way instead of reading half of it.
//
// Every function that can fail returns a Result (util/Result.h) whose one problem is a sentence
// naming the file; SQLite's exceptions and the store's refusals are caught here and never leave.

#include "mail/FetchMark.h"
#include "mail/MailSettings.h"
#include "mail/SentMail.h"
#include "model/Campaign.h"
#include "store/StoreSchema.h"
#include "util/Result.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace muster {

namespace sqlite {
class Database;
}
class StoredTurns;

class CampaignStore
{
public:
    /// Why the last save failed.
    enum class Failure
    {
        None,
        Changed,  // another program saved or replaced the file since this store read it
        ReadOnly, // the file or its folder may not be written
        Other,    // disk full, damaged file, a write lock held too long, ...
    };

    ~CampaignStore();
    CampaignStore(const CampaignStore &) = delete;
    CampaignStore &operator=(const CampaignStore &) = delete;

    /// Writes `campaign` with its whole history as a new file at `path` and keeps it open. The file
    /// is written beside `path` under a temporary name and renamed into place when complete
    /// (io/OutputFile.h), so an existing file at `path` is replaced whole or not at all, with its
    /// permissions (an older campaign there is first made complete in itself, so no journal or log
    /// of it can outlive the rename).
    static Result<std::unique_ptr<CampaignStore>>
    create(const QString &path, const Campaign &campaign,
           const store::SchemaMigrations &migrations = store::SchemaMigrations::builtin());
    /// After create() from `campaign`: its history reads the turns it does not hold from this
    /// file from now on, not from the file it was opened from (Save As: the GM may then change,
    /// move or delete the old file).
    void readHistoryFromHere(Campaign &campaign);

    /// Checks and opens `path`, upgrading an older schema step by step, and loads the campaign
    /// into `*campaign` (the GUI: the file stays open between saves, and each save checks that
    /// nobody else saved meanwhile). `migrations` is replaceable for tests of the upgrade path.
    ///
    /// Opening reads the definition (world, ruleset, kingdoms), the index of the turns and the
    /// current turn; every earlier turn is read from the file when the campaign is asked for it
    /// (model/TurnHistory.h), so opening takes the same time whatever the campaign's length. This
    /// holds for openForUpdate() and load() too.
    static Result<std::unique_ptr<CampaignStore>>
    open(const QString &path, Campaign *campaign,
         const store::SchemaMigrations &migrations = store::SchemaMigrations::builtin());

    /// Like open(), for one read-modify-write: takes the file's write lock before reading it
    /// (waiting for another writer to finish) and keeps it until close(), which commits every
    /// save made meanwhile, an older layout's upgrade included, as one transaction; destroying
    /// the store without close() writes nothing. A file that may not be written is refused
    /// before anything is read.
    static Result<std::unique_ptr<CampaignStore>>
    openForUpdate(const QString &path, Campaign *campaign,
                  const store::SchemaMigrations &migrations = store::SchemaMigrations::builtin());

    /// Opens, loads and closes again: for commands that only read (export, info). Never creates a
    /// file; a save under way is waited for.
    static Result<Campaign> load(const QString &path);

    const QString &path() const { return m_path; }
    /// The revision of the campaign as this store last read or wrote it.
    std::int64_t revision() const { return m_revision; }
    /// The revision in the file now, -1 when the file at path() is no longer the one this store
    /// has open (replaced or deleted); a failure when it cannot be read.
    Result<std::int64_t> revisionOnDisk();
    /// Whether saves will be refused because the file or its folder may not be written.
    bool isReadOnly() const { return !m_readOnlyReason.isEmpty(); }
    Failure lastFailure() const { return m_failure; }

    /// Replaces everything in the file with `campaign` (one transaction).
    Result<void> saveCampaign(const Campaign &campaign);
    /// Saves what does not change per turn: name, seed, ruleset, world, kingdoms (map edits).
    Result<void> saveDefinition(const Campaign &campaign);
    /// Saves the definition and the current turn together (one transaction): a kingdom added or
    /// removed, or a map edit that adds or removes an area, changes both.
    Result<void> saveDefinitionAndCurrentTurn(const Campaign &campaign);
    /// Inserts or replaces one turn (one transaction).
    Result<void> saveTurn(const Campaign &campaign, const TurnRecord &turn);
    /// Saves the last `count` turns of `campaign` and deletes from the file every turn numbered
    /// after campaign.current(), in one transaction. After resolving a turn, save 2 (the resolved
    /// turn and the new current one).
    Result<void> saveLatestTurns(const Campaign &campaign, int count);
    /// Saves an edit of the current turn at once (an order typed, an owner changed).
    Result<void> saveCurrentTurn(const Campaign &campaign) { return saveLatestTurns(campaign, 1); }
    /// After a rollback, when `campaign` no longer holds its former last turn: deletes that turn
    /// from the file and saves the turn that is current again, in one transaction.
    Result<void> removeLastTurn(const Campaign &campaign) { return saveLatestTurns(campaign, 1); }

    /// The campaign's mail settings (mail/MailSettings.h), the defaults when none were kept.
    Result<MailSettings> mailSettings();
    /// Keeps `settings` (refused with their problems when mailSettingsProblems has any). The
    /// mail settings and the record of what was sent are kept beside the campaign, not in what a
    /// save writes: they neither need nor raise the revision, and no save overwrites them.
    Result<void> saveMailSettings(const MailSettings &settings);
    /// Every mail recorded as sent, in the order they were sent.
    Result<std::vector<SentMail>> sentMails();
    /// Records that a server took `mail` (replacing a record with its key: the mail sent again).
    Result<void> recordSent(const SentMail &mail);
    /// What was fetched of `folder` over IMAP (mail/FetchMark.h); nullopt when it never was.
    Result<std::optional<FetchMark>> fetchMark(const QString &folder);
    /// Records what a fetch read (replacing the folder's mark). Inside openForUpdate() it is
    /// written with the update, so the orders a fetch stores and its mark are saved together.
    Result<void> recordFetched(const FetchMark &mark);
    /// Takes the mail settings, the record of mail sent and of mail fetched of `other` (Save As:
    /// the copy sends what the original had not sent and fetches what it had not read, through
    /// the same servers), in one transaction.
    Result<void> copyMailRecordsFrom(CampaignStore &other);

    /// Closes the file; after openForUpdate() this commits the saves made since. The destructor
    /// closes silently (and after openForUpdate() drops the uncommitted saves); call this to learn
    /// of a failure.
    Result<void> close();

private:
    struct Connection;
    struct FileIdentity
    {
        std::uint64_t device = 0;
        std::uint64_t inode = 0;
        bool operator==(const FileIdentity &) const = default;
    };
    explicit CampaignStore(QString path);
    template <typename Body> Result<void> write(Body &&body);
    /// Like write() for what is kept beside the campaign (mail settings, mail sent and fetched,
    /// CampaignStoreMail.cpp): one transaction, without the revision's check or raise.
    Result<void> writeBeside(const std::function<void(sqlite::Database &)> &body);
    /// Runs `body` to read what is kept beside the campaign; a failure naming the file and what
    /// was being done ("read the mail sent from") when SQLite fails.
    Result<void> readBeside(const QString &doing,
                            const std::function<void(sqlite::Database &)> &body);
    Result<std::vector<FetchMark>> fetchMarks();
    Result<void> fail(Failure failure, const QString &message);
    static std::optional<FileIdentity> identityOf(const QString &path);

    QString m_path;
    std::unique_ptr<Connection> m_connection;
    std::int64_t m_revision = 0;
    std::optional<FileIdentity> m_identity; // the file opened, to notice a replacement
    QString m_readOnlyReason;
    Failure m_failure = Failure::None;
    std::shared_ptr<StoredTurns> m_turns; // the history of the campaign it opened, read on demand
};

} // namespace muster
