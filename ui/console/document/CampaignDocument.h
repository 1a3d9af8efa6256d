#pragma once
// The open campaign: owns the Campaign, its undo stack, the selection and the file it is kept in.
// Widgets never edit the model directly: they push commands (ui/console/commands/), which call the
// setters here; each setter saves at once (one transaction per edit) and emits what changed
// (ARCHITECTURE.md, "The console").

#include "hex/Hex.h"
#include "mail/FetchMark.h"
#include "model/Campaign.h"
#include "operations/CampaignChange.h"
#include "setup/KingdomRoster.h"
#include "util/Result.h"

#include <QObject>
#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QFileSystemWatcher;
class QTimer;
class QUndoStack;

namespace muster {

class CampaignFile;
class HistoryCheck;
class TurnOrders;
struct SharedCampaignFile;
struct MailSettings;
struct TurnSheets;
struct SentMail;

class CampaignDocument : public QObject
{
    Q_OBJECT
public:
    explicit CampaignDocument(QObject *parent = nullptr);
    ~CampaignDocument() override;

    bool hasCampaign() const { return m_campaign.has_value(); }
    const Campaign &campaign() const { return *m_campaign; }
    QUndoStack *undoStack() const { return m_undoStack; }
    /// Counts every change of the campaign (any edit, turn, replacement): a result computed in a
    /// worker from revision N is applied only while the document is still at N.
    quint64 revision() const { return m_revision; }
    /// The current turn's orders as data for this revision (orders/TurnOrders.h): each kingdom's
    /// sheet parsed once and one run of the engine that the orders dock and the map's orders layer
    /// both read, kept until the campaign changes; a change of orders only keeps the sheets of the
    /// kingdoms whose lines stayed. Null without an area campaign with a turn.
    TurnOrders *turnOrders();
    /// Whether the campaign was changed since it was imported or created and is kept in no file
    /// (every edit of a campaign in a file is saved at once).
    bool hasUnsavedChanges() const
    {
        return m_campaign.has_value() && !m_file && m_revision != m_cleanRevision;
    }
    /// The file edits are saved to; empty for a new or imported campaign not saved yet.
    QString filePath() const;
    /// Whether that file is an SQLite campaign file (each save one transaction), not JSON.
    bool keptInStore() const;
    /// The window title's name: the file name, or the campaign's name with "(not saved)".
    QString displayName() const;

    /// Opens a campaign file; a JSON campaign (by its bytes, whatever its name) is imported: edits
    /// stay in memory until Save As.
    /// On failure the current campaign stays and the failure holds the precise message.
    /// A campaign file's earlier turns are then checked off the GUI thread (HistoryCheck.h):
    /// historyChecked() says when that is done, and the turns found damaged are known to the
    /// campaign's history from then on (TurnHistory::damage).
    Result<void> open(const QString &path);
    /// Whether the check of the history opened last is still under way.
    bool checkingHistory() const;
    Result<void> importJson(const QString &path);
    Result<void> exportJson(const QString &path) const;
    /// Opens the document's file again, replacing the campaign in memory (and the undo history)
    /// with what it holds now: after another program changed it. The selection stays.
    Result<void> reload();
    /// Writes the campaign to a new file and keeps saving every edit there. A name without a
    /// suffix gets ".muster" (filePath() tells the name used); ".json" keeps a JSON file.
    Result<void> saveAs(const QString &path);
    /// Replaces the campaign with `campaign` (unsaved).
    void setCampaign(Campaign campaign);
    void close();

    // Selection: an area, a hex, or both (a hex inside an area).
    int selectedArea() const { return m_selectedArea; }
    std::optional<Hex> selectedHex() const { return m_selectedHex; }
    void select(int area, std::optional<Hex> hex);

    // Edits, for undo commands only. Each saves immediately; a failed save is reported through
    // saveFailed and the edit stays in memory.
    /// Runs an operation on the campaign (core/operations: a sheet, a kingdom's lines or a march
    /// stored, a turn closed or rolled back, the kingdoms or the house rules changed), as
    /// muster-cli runs it; saves what its change names at once, in one transaction (the latest
    /// turns, the definition with the current turn, or the definition alone; nothing when
    /// `alreadySaved`: a worker saved them, saveResolution) and emits what it names:
    /// ordersChanged for each kingdom whose orders or message changed, turnsChanged and
    /// stateChanged for a turn closed or rolled back, kingdomsChanged for the kingdoms (with
    /// worldChanged and stateChanged for what the map shows of them; campaignReplaced for one
    /// added or removed), setupChanged for the house rules, worldChanged and stateChanged for a
    /// map edit. A refused operation changes nothing
    /// and is told through operationRefused.
    OperationResult apply(const std::function<OperationResult(Campaign &)> &operation,
                          bool alreadySaved = false);
    /// Replaces one kingdom's order lines of the current turn (storeOrderLines): the GM's, so
    /// they no longer came by mail (TurnRecord::mailed).
    void setOrders(int kingdom, const QStringList &lines);
    /// Replaces every kingdom's order lines, the players' messages, the mails the orders came
    /// from and the stand-ins of the current turn at once (storeTurnOrders: orders that came in
    /// by mail, or stand-ins written for missed sheets).
    void setTurnOrders(const TurnSheets &sheets);
    /// Writes the current turn again and drops any later turn from the file: puts the file back
    /// to the campaign in memory after a resolution saved by a worker was discarded.
    void resaveCurrentTurn() { saveLatestTurns(1); }

    /// The file as a worker thread may use it (the SQLite save of a big resolved
    /// turn takes tens of milliseconds, too long for the GUI thread). Null when there is no file.
    std::shared_ptr<SharedCampaignFile> sharedFile() const { return m_file; }
    /// Saves the last two turns of `after` (the campaign as it is once a resolution is applied)
    /// to `file`, from any thread; a failure when `file` is no longer the document's (closed or
    /// replaced meanwhile: nothing is written) or the save fails.
    static Result<void> saveResolution(SharedCampaignFile &file, const Campaign &after);

    /// The campaign file's mail settings (mail/MailSettings.h); a failure when the campaign is
    /// kept in no campaign file (a JSON file or none keeps no mail settings).
    Result<MailSettings> mailSettings();
    /// Keeps `settings` in the campaign file (no undo step: a dialog's OK, as a preference).
    Result<void> saveMailSettings(const MailSettings &settings);
    /// The mails recorded as sent (CampaignStore::sentMails).
    Result<std::vector<SentMail>> sentMails();
    /// Records a mail a server took, from any thread (the sending runs off the GUI thread).
    static Result<void> recordSent(SharedCampaignFile &file, const SentMail &mail);
    /// What was fetched of `folder` over IMAP (CampaignStore::fetchMark).
    Result<std::optional<FetchMark>> fetchMark(const QString &folder);
    /// Records what a fetch read (no undo step: the server has marked the mails read).
    Result<void> recordFetched(const FetchMark &mark);

signals:
    /// A different campaign (or none) is shown: views rebuild everything.
    void campaignReplaced();
    /// The current turn's state changed: views repaint.
    void stateChanged();
    /// The world changed (terrain, areas, paths): the map's geometry and colours are rebuilt.
    void worldChanged();
    void selectionChanged();
    /// A kingdom's orders of the current turn changed.
    void ordersChanged(int kingdom);
    /// A kingdom's player details changed (or, in setup, anything of the kingdoms).
    void kingdomsChanged();
    /// The ruleset changed, or the campaign started or went back into setup.
    void setupChanged();
    /// A setting that is no rule changed (the packs' paper).
    void settingsChanged();
    /// A turn was resolved or rolled back: the history and the current turn changed.
    void turnsChanged();
    void filePathChanged();
    void saveFailed(const QString &message);
    /// An operation was refused (apply): nothing changed, `message` says why.
    void operationRefused(const QString &message);
    /// Another program changed (or replaced) the file since it was read here: noticed by
    /// watching the file, or by a save refused so as not to undo that change (`message` then says
    /// which edit was not saved). The GM should reload; told once per change.
    void changedOnDisk(const QString &message);
    /// The history of the campaign opened from a file was read through: `damaged` lists every
    /// turn whose stored rows cannot be read (empty: none). Nothing was written to the file.
    void historyChecked(const std::vector<TurnDamage> &damaged);

private:
    void save(const std::function<Result<void>(CampaignFile &)> &write);
    /// Watches the file (and its folder, where a replacement by rename shows) for changes.
    void watchFile();
    void checkForOutsideChange();
    void saveTurn();
    void saveDefinition();
    void saveDefinitionAndCurrentTurn();
    void saveLatestTurns(int count);
    /// Saves what `change` names (apply).
    void saveChange(const CampaignChange &change);
    /// Tells the views what a change of the kingdoms reaches (apply).
    void emitKingdomsChanged(CampaignChange::Reach reach);

    std::optional<Campaign> m_campaign;
    void replaceFile(std::unique_ptr<CampaignFile> file);

    // Every use of the file takes its mutex: a worker may be saving a resolution (sharedFile).
    std::shared_ptr<SharedCampaignFile> m_file;
    QUndoStack *m_undoStack;
    quint64 m_revision = 0;
    quint64 m_cleanRevision = 0; // the revision when the campaign was imported or created
    std::unique_ptr<TurnOrders> m_turnOrders;
    quint64 m_turnOrdersRevision = 0; // the revision m_turnOrders was last brought up to
    QFileSystemWatcher *m_watcher;
    QTimer *m_changeCheck; // gathers a burst of file-system events into one look
    HistoryCheck *m_historyCheck;
    bool m_outsideChangeTold = false;
    int m_selectedArea = -1;
    std::optional<Hex> m_selectedHex;
};

} // namespace muster
