#include "CampaignUpdate.h"

#include "CampaignFiles.h"
#include "CommandLine.h"

#include "io/CampaignFormat.h"
#include "io/CampaignJson.h"
#include "io/OutputFile.h"
#include "setup/CampaignStart.h"

namespace muster::cli {

namespace {
/// How long a command waits for another program that holds a JSON campaign's lock file.
constexpr int kLockWaitMs = 10000;

bool printed(const QString &message)
{
    standardError() << message << '\n';
    standardError().flush();
    return false;
}
} // namespace

std::unique_ptr<CampaignUpdate> CampaignUpdate::open(const QString &path)
{
    QString error;
    const std::optional<CampaignFormat> format = detectCampaignFormat(path, &error);
    if (!format) {
        printed(error);
        return nullptr;
    }
    std::unique_ptr<CampaignUpdate> update(new CampaignUpdate(path));
    if (*format == CampaignFormat::Store) {
        update->m_store = CampaignStore::openForUpdate(path, &update->m_campaign, &error);
        if (!update->m_store) {
            printed(error);
            return nullptr;
        }
        return update;
    }
    if (!update->m_lock.lock(kLockWaitMs)) {
        printed(update->m_lock.heldText() + QStringLiteral("; try again when it is done"));
        return nullptr;
    }
    Problems problems;
    auto campaign = readCampaignJsonFile(path, problems);
    if (!campaign) {
        printProblems(problems, standardError());
        return nullptr;
    }
    // What a save of it killed half way left is no longer wanted (OutputFile.h).
    ReplacementFile::removeStale(path);
    update->m_campaign = std::move(*campaign);
    return update;
}

bool CampaignUpdate::refusedInSetup() const
{
    const QString why = setupRefusal(m_campaign);
    if (why.isEmpty())
        return false;
    standardError() << m_path << ": " << why << '\n';
    standardError().flush();
    return true;
}

bool CampaignUpdate::commit(int turns)
{
    return finish([&](CampaignStore &store, QString *error) {
        return store.saveLatestTurns(m_campaign, turns, error);
    });
}

bool CampaignUpdate::commit(const OperationResult &result)
{
    if (!result.ok()) {
        for (const QString &problem : result.problemTexts())
            standardError() << m_path << ": " << problem << '\n';
        standardError().flush();
        return false;
    }
    return commit(result.change->latestTurns);
}

bool CampaignUpdate::commitDefinition()
{
    return finish([&](CampaignStore &store, QString *error) {
        return store.saveDefinitionAndCurrentTurn(m_campaign, error);
    });
}

bool CampaignUpdate::finish(const std::function<bool(CampaignStore &, QString *)> &save)
{
    if (m_store) {
        QString error;
        if (!save(*m_store, &error) || !m_store->close(&error))
            return printed(error);
        return true;
    }
    Problems problems;
    const bool written = writeCampaignFile(m_path, m_campaign, true, problems);
    m_lock.unlock();
    if (!written)
        printProblems(problems, standardError());
    return written;
}

} // namespace muster::cli
