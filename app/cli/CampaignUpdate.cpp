#include "CampaignUpdate.h"

#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

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
    printFailure(message);
    return false;
}
} // namespace

std::unique_ptr<CampaignUpdate> CampaignUpdate::open(const QString &path)
{
    const Result<CampaignFormat> format = detectCampaignFormat(path);
    if (!format) {
        printFailure(format);
        return nullptr;
    }
    std::unique_ptr<CampaignUpdate> update(new CampaignUpdate(path));
    if (*format == CampaignFormat::Store) {
        auto store = CampaignStore::openForUpdate(path, &update->m_campaign);
        if (!store) {
            printed(store.message());
            return nullptr;
        }
        update->m_store = std::move(store).value();
        return update;
    }
    if (!update->m_lock.lock(kLockWaitMs)) {
        printed(update->m_lock.heldText() + QStringLiteral("; try again when it is done"));
        return nullptr;
    }
    Problems problems;
    auto campaign = readCampaignJsonFile(path, problems);
    if (!campaign) {
        printProblems(problems);
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
    printProblem({m_path, 0, {}, why});
    return true;
}

bool CampaignUpdate::commit(int turns)
{
    return finish([&](CampaignStore &store) { return store.saveLatestTurns(m_campaign, turns); });
}

bool CampaignUpdate::commit(const OperationResult &result)
{
    if (!result.ok()) {
        Problems problems;
        for (const QString &problem : result.problemTexts())
            problems.add({m_path, 0, {}, problem});
        printProblems(problems);
        return false;
    }
    if (result.change->definitionChanged())
        return commitDefinition();
    return commit(result.change->latestTurns);
}

bool CampaignUpdate::commitBeside()
{
    return finish([](CampaignStore &) { return Result<void>(); });
}

bool CampaignUpdate::commitDefinition()
{
    return finish(
        [&](CampaignStore &store) { return store.saveDefinitionAndCurrentTurn(m_campaign); });
}

bool CampaignUpdate::finish(const std::function<Result<void>(CampaignStore &)> &save)
{
    if (m_store) {
        Result<void> saved = save(*m_store);
        if (saved)
            saved = m_store->close();
        if (!saved)
            return printed(saved.message());
        return true;
    }
    Problems problems;
    const bool written = writeCampaignFile(m_path, m_campaign, true, problems);
    m_lock.unlock();
    if (!written)
        printProblems(problems);
    return written;
}

} // namespace muster::cli
