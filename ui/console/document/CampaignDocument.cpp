#include "console/document/CampaignDocument.h"

#include "console/document/CampaignFile.h"
#include "console/document/HistoryCheck.h"
#include "io/CampaignFormat.h"
#include "io/CampaignJson.h"
#include "io/OutputFile.h"
#include "model/CampaignCodes.h"
#include "operations/StoreOrders.h"
#include "orders/TurnOrders.h"
#include "rules/RuleSystem.h"
#include "setup/CampaignStart.h"
#include "store/CampaignStore.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMutex>
#include <QTimer>
#include <QUndoStack>

namespace muster {

struct SharedCampaignFile
{
    QMutex mutex;
    std::unique_ptr<CampaignFile> file; // null once the document let go of it
};

CampaignDocument::CampaignDocument(QObject *parent)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_watcher(new QFileSystemWatcher(this)),
      m_changeCheck(new QTimer(this)), m_historyCheck(new HistoryCheck(this))
{
    m_changeCheck->setSingleShot(true);
    m_changeCheck->setInterval(250);
    connect(m_changeCheck, &QTimer::timeout, this, &CampaignDocument::checkForOutsideChange);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_changeCheck,
            qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_changeCheck,
            qOverload<>(&QTimer::start));
    // A check started for the campaign open now (another campaign stops it): what it found is
    // this campaign's.
    connect(m_historyCheck, &HistoryCheck::finished, this,
            [this](const std::vector<TurnDamage> &damaged) {
                if (!m_campaign)
                    return;
                for (const TurnDamage &d : damaged)
                    m_campaign->turns.markDamaged(d);
                emit historyChecked(m_campaign->turns.damaged());
            });
}

CampaignDocument::~CampaignDocument()
{
    replaceFile(nullptr);
}

void CampaignDocument::replaceFile(std::unique_ptr<CampaignFile> file)
{
    if (m_file) {
        // A worker still holding the old file finds it gone and writes nothing.
        QMutexLocker lock(&m_file->mutex);
        m_file->file.reset();
    }
    m_file.reset();
    if (file) {
        m_file = std::make_shared<SharedCampaignFile>();
        m_file->file = std::move(file);
    }
    m_outsideChangeTold = false;
    watchFile();
}

void CampaignDocument::watchFile()
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    if (!m_file)
        return;
    const QString path = m_file->file->path();
    m_watcher->addPath(path);
    m_watcher->addPath(QFileInfo(path).absolutePath());
}

void CampaignDocument::checkForOutsideChange()
{
    if (!m_file || m_outsideChangeTold)
        return;
    // A worker may be saving a resolved turn right now: look again once it is done.
    if (!m_file->mutex.tryLock()) {
        m_changeCheck->start();
        return;
    }
    const bool changed = m_file->file && m_file->file->changedElsewhere();
    const QString path = m_file->file ? m_file->file->path() : QString();
    m_file->mutex.unlock();
    // A file replaced by a rename is watched anew under its name.
    if (!path.isEmpty() && !m_watcher->files().contains(path) && QFileInfo::exists(path))
        m_watcher->addPath(path);
    if (!changed)
        return;
    m_outsideChangeTold = true;
    emit changedOnDisk(tr("%1 was changed by another program (muster-cli, or Muster in another "
                          "window) since it was opened here.")
                           .arg(QFileInfo(path).fileName()));
}

Result<void> CampaignDocument::reload()
{
    if (!m_file)
        return failed(tr("The campaign is kept in no file to reload from."));
    const QString path = m_file->file->path();
    const int area = m_selectedArea;
    const std::optional<Hex> hex = m_selectedHex;
    if (Result<void> opened = open(path); !opened)
        return opened;
    if (area < static_cast<int>(m_campaign->world.areas.size()))
        select(area, hex);
    return {};
}

Result<void> CampaignDocument::saveResolution(SharedCampaignFile &file, const Campaign &after)
{
    QMutexLocker lock(&file.mutex);
    if (!file.file)
        return failed(tr("The campaign file was closed while the turn was being resolved."));
    return file.file->saveLatestTurns(after, 2);
}

namespace {
/// The store behind `file`, or a failure saying why there is none. `file` must be locked.
Result<CampaignStore *> storeOf(SharedCampaignFile *file)
{
    CampaignStore *store = file && file->file ? file->file->store() : nullptr;
    if (!store)
        return failed(CampaignDocument::tr("The mail settings and the mail sent are kept in a "
                                           "campaign file (.muster): save the campaign as one "
                                           "first (File > Save As)."));
    return store;
}
} // namespace

Result<MailSettings> CampaignDocument::mailSettings()
{
    if (!m_file)
        return Failed{storeOf(nullptr).problems()};
    QMutexLocker lock(&m_file->mutex);
    const Result<CampaignStore *> store = storeOf(m_file.get());
    return store ? (*store)->mailSettings() : Result<MailSettings>(Failed{store.problems()});
}

Result<void> CampaignDocument::saveMailSettings(const MailSettings &settings)
{
    if (!m_file)
        return Failed{storeOf(nullptr).problems()};
    QMutexLocker lock(&m_file->mutex);
    const Result<CampaignStore *> store = storeOf(m_file.get());
    return store ? (*store)->saveMailSettings(settings) : Result<void>(Failed{store.problems()});
}

Result<std::vector<SentMail>> CampaignDocument::sentMails()
{
    if (!m_file)
        return Failed{storeOf(nullptr).problems()};
    QMutexLocker lock(&m_file->mutex);
    const Result<CampaignStore *> store = storeOf(m_file.get());
    return store ? (*store)->sentMails() : Result<std::vector<SentMail>>(Failed{store.problems()});
}

Result<void> CampaignDocument::recordSent(SharedCampaignFile &file, const SentMail &mail)
{
    QMutexLocker lock(&file.mutex);
    const Result<CampaignStore *> store = storeOf(&file);
    return store ? (*store)->recordSent(mail) : Result<void>(Failed{store.problems()});
}

Result<std::optional<FetchMark>> CampaignDocument::fetchMark(const QString &folder)
{
    if (!m_file)
        return Failed{storeOf(nullptr).problems()};
    QMutexLocker lock(&m_file->mutex);
    const Result<CampaignStore *> store = storeOf(m_file.get());
    return store ? (*store)->fetchMark(folder)
                 : Result<std::optional<FetchMark>>(Failed{store.problems()});
}

Result<void> CampaignDocument::recordFetched(const FetchMark &mark)
{
    if (!m_file)
        return Failed{storeOf(nullptr).problems()};
    QMutexLocker lock(&m_file->mutex);
    const Result<CampaignStore *> store = storeOf(m_file.get());
    return store ? (*store)->recordFetched(mark) : Result<void>(Failed{store.problems()});
}

QString CampaignDocument::filePath() const
{
    return m_file ? m_file->file->path() : QString();
}

bool CampaignDocument::keptInStore() const
{
    return m_file && m_file->file && m_file->file->isStore();
}

QString CampaignDocument::displayName() const
{
    if (m_file)
        return QFileInfo(m_file->file->path()).fileName();
    if (m_campaign)
        return tr("%1 (not saved)").arg(m_campaign->name);
    return QString();
}

Result<void> CampaignDocument::open(const QString &path)
{
    // While the file open now may be the same one (a reload), no worker may be saving to it:
    // reading it by other means then could drop the locks SQLite holds for that save.
    std::optional<QMutexLocker<QMutex>> noSaveUnderWay;
    if (m_file)
        noSaveUnderWay.emplace(&m_file->mutex);
    const Result<CampaignFormat> format = detectCampaignFormat(path);
    if (!format)
        return failed(format.problems());
    if (*format == CampaignFormat::Json) {
        noSaveUnderWay.reset();
        return importJson(path);
    }
    Campaign loaded;
    Result<std::unique_ptr<CampaignFile>> file = CampaignFile::open(path, &loaded);
    noSaveUnderWay.reset();
    if (!file)
        return failed(file.problems());
    setCampaign(std::move(loaded));
    replaceFile(std::move(file).value());
    emit filePathChanged();
    m_historyCheck->start(m_campaign->turns);
    return {};
}

bool CampaignDocument::checkingHistory() const
{
    return m_historyCheck->isRunning();
}

Result<void> CampaignDocument::importJson(const QString &path)
{
    Problems problems;
    std::optional<Campaign> loaded = readCampaignJsonFile(path, problems);
    if (!loaded)
        return failed(problems);
    // Going into a campaign file (Save As), a campaign without codes gets them here, so the
    // turnsheets of its packs carry what its file will keep (model/CampaignCodes.h).
    giveMissingCodes(*loaded);
    setCampaign(std::move(*loaded));
    return {};
}

Result<void> CampaignDocument::exportJson(const QString &path) const
{
    if (!m_campaign)
        return failed(tr("There is no campaign to export."));
    const Result<QByteArray> json = checkedCampaignJson(*m_campaign);
    if (!json)
        return failed(tr("Cannot export %1: %2").arg(path, json.message()));
    if (const QString error = writeWholeFile(path, *json); !error.isEmpty())
        return failed(error);
    return {};
}

Result<void> CampaignDocument::saveAs(const QString &path)
{
    if (!m_campaign)
        return failed(tr("There is no campaign to save."));
    Result<std::unique_ptr<CampaignFile>> file =
        CampaignFile::create(withCampaignSuffix(path), *m_campaign);
    if (!file)
        return failed(file.problems());
    // The copy keeps the mail settings and what was sent, so it sends only what had not gone.
    Result<void> mail;
    if (CampaignStore *to = (*file)->store(); to && m_file) {
        QMutexLocker lock(&m_file->mutex);
        if (CampaignStore *from = m_file->file ? m_file->file->store() : nullptr)
            mail = to->copyMailRecordsFrom(*from);
    }
    replaceFile(std::move(file).value());
    emit filePathChanged();
    if (!mail)
        return failed(tr("%1 was saved, but the mail settings and the record of the mail sent "
                         "were not copied into it: %2")
                          .arg(path, mail.message()));
    return {};
}

void CampaignDocument::setCampaign(Campaign campaign)
{
    m_historyCheck->stop();
    m_undoStack->clear();
    replaceFile(nullptr);
    m_campaign = std::move(campaign);
    m_selectedArea = -1;
    m_selectedHex.reset();
    ++m_revision;
    m_cleanRevision = m_revision;
    emit campaignReplaced();
    emit filePathChanged();
    emit selectionChanged();
}

void CampaignDocument::close()
{
    m_historyCheck->stop();
    m_undoStack->clear();
    replaceFile(nullptr);
    m_campaign.reset();
    m_selectedArea = -1;
    m_selectedHex.reset();
    ++m_revision;
    emit campaignReplaced();
    emit filePathChanged();
    emit selectionChanged();
}

void CampaignDocument::select(int area, std::optional<Hex> hex)
{
    if (area == m_selectedArea && hex == m_selectedHex)
        return;
    m_selectedArea = area;
    m_selectedHex = hex;
    emit selectionChanged();
}

OperationResult CampaignDocument::apply(const std::function<OperationResult(Campaign &)> &operation,
                                        bool alreadySaved)
{
    OperationResult result = operation(*m_campaign);
    if (!result.ok()) {
        emit operationRefused(result.problemTexts().join(QLatin1Char('\n')));
        return result;
    }
    const CampaignChange &change = *result.change;
    if (!alreadySaved)
        saveChange(change);
    const bool heldOrdersCurrent = m_turnOrders && m_turnOrdersRevision == m_revision;
    ++m_revision;
    if (heldOrdersCurrent && change.kind == CampaignChange::Kind::Orders) {
        // Only orders changed: the run goes, the sheets of the kingdoms whose lines stayed remain.
        m_turnOrders->ordersChanged();
        m_turnOrdersRevision = m_revision;
    }
    if (change.turnsChanged()) {
        emit turnsChanged();
        emit stateChanged();
    }
    for (int kingdom : change.kingdoms())
        emit ordersChanged(kingdom);
    if (change.kind == CampaignChange::Kind::Kingdoms)
        emitKingdomsChanged(change.reach);
    if (change.kind == CampaignChange::Kind::HouseRules)
        emit setupChanged();
    if (change.kind == CampaignChange::Kind::Settings)
        emit settingsChanged();
    if (change.kind == CampaignChange::Kind::State)
        emit stateChanged();
    if (change.kind == CampaignChange::Kind::Map) {
        if (m_selectedArea >= static_cast<int>(m_campaign->world.areas.size()))
            m_selectedArea = -1; // the selected area was deleted
        emit worldChanged();
        emit stateChanged(); // an area made or removed renumbers the states
    }
    if (change.kind == CampaignChange::Kind::Setup) {
        emit setupChanged();
        emit turnsChanged(); // what may be resolved changed
    }
    return result;
}

void CampaignDocument::saveChange(const CampaignChange &change)
{
    if (change.kind == CampaignChange::Kind::HouseRules ||
        change.kind == CampaignChange::Kind::Settings || change.kind == CampaignChange::Kind::Setup)
        saveDefinition();
    else if (change.definitionChanged())
        // The kingdoms' starting numbers and the areas' states a map edit renumbers are the
        // current turn's.
        saveDefinitionAndCurrentTurn();
    else
        saveLatestTurns(change.latestTurns);
}

void CampaignDocument::emitKingdomsChanged(CampaignChange::Reach reach)
{
    switch (reach) {
    case CampaignChange::Reach::Roster:
        // Kingdom indexes moved: every view (orders, kingdoms, battles) starts again from the
        // campaign as it is now, as after opening it. The undo history stays.
        emit campaignReplaced();
        return;
    case CampaignChange::Reach::Shown:
        emit kingdomsChanged();
        emit worldChanged(); // colours and strongholds' owners
        emit stateChanged();
        return;
    case CampaignChange::Reach::Players:
        emit kingdomsChanged();
        return;
    }
}

TurnOrders *CampaignDocument::turnOrders()
{
    if (!m_campaign || m_campaign->turns.empty() || !ruleSystem(*m_campaign).hasActionOrders())
        return nullptr;
    // Any other change (the turn, its state, the world, the ruleset, another campaign) counts as
    // a revision that did not go through apply's orders-only path: everything is read anew.
    if (!m_turnOrders || m_turnOrdersRevision != m_revision) {
        m_turnOrders = std::make_unique<TurnOrders>(*m_campaign);
        m_turnOrdersRevision = m_revision;
    }
    return m_turnOrders.get();
}

void CampaignDocument::setOrders(int kingdom, const QStringList &lines)
{
    apply([&](Campaign &c) { return storeOrderLines(c, kingdom, lines); });
}

void CampaignDocument::setTurnOrders(const TurnSheets &sheets)
{
    apply([&](Campaign &c) { return storeTurnOrders(c, sheets); });
}

void CampaignDocument::save(const std::function<Result<void>(CampaignFile &)> &write)
{
    if (!m_file)
        return;
    QMutexLocker lock(&m_file->mutex);
    if (const Result<void> written = write(*m_file->file); !written) {
        const QString error = written.message();
        const bool changed = m_file->file->lastFailure() == CampaignFile::SaveFailure::Changed;
        lock.unlock();
        if (!changed) {
            emit saveFailed(error);
        } else {
            m_outsideChangeTold = true;
            emit changedOnDisk(error);
        }
    }
}

void CampaignDocument::saveLatestTurns(int count)
{
    save([&](CampaignFile &f) { return f.saveLatestTurns(*m_campaign, count); });
}

void CampaignDocument::saveTurn()
{
    save([&](CampaignFile &f) { return f.saveCurrentTurn(*m_campaign); });
}

void CampaignDocument::saveDefinition()
{
    save([&](CampaignFile &f) { return f.saveDefinition(*m_campaign); });
}

void CampaignDocument::saveDefinitionAndCurrentTurn()
{
    save([&](CampaignFile &f) { return f.saveDefinitionAndCurrentTurn(*m_campaign); });
}

} // namespace muster
