// Reading a campaign file's definition, turn index and current turn (CampaignSnapshot.h).
#include "store/CampaignSnapshot.h"

#include "io/CampaignJson.h"
#include "model/Paper.h"
#include "store/FileCheck.h"
#include "store/StoreFiles.h"
#include "store/StoreMessages.h"
#include "store/TurnRows.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <sqlite3.h>

namespace muster::store {

using sqlite::Database;
using sqlite::SqliteError;

namespace {
/// The codes of `from` in `to`, whose kingdoms are the same.
void takeCodes(const Campaign &from, Campaign &to)
{
    to.gameCode = from.gameCode;
    for (size_t k = 0; k < to.kingdoms.size() && k < from.kingdoms.size(); ++k)
        to.kingdoms[k].playerCode = from.kingdoms[k].playerCode;
}
} // namespace

Snapshot readCampaign(Database &db, bool whole)
{
    Snapshot out = readDefinition(db);
    const bool setup = !out.campaign.started;
    out.whole = whole;
    if (whole) {
        store::readTurns(db, out.campaign);
        if (setup && out.campaign.turns.size() > 1)
            throw SqliteError(SQLITE_CORRUPT, store::setupWithHistory());
        return out;
    }
    out.index = store::readTurnIndex(db);
    if (setup && out.index.size() > 1)
        throw SqliteError(SQLITE_CORRUPT, store::setupWithHistory());
    out.current = store::readTurn(db, out.campaign, out.index.back().number);
    return out;
}

Snapshot readDefinition(Database &db)
{
    sqlite::Statement q(db, "SELECT definition, revision, setup, paper FROM campaign WHERE id = 1");
    if (!q.step())
        throw SqliteError(SQLITE_CORRUPT, QStringLiteral("it holds no campaign definition"));
    const bool setup = q.columnInt(2) != 0;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(q.columnUtf8(0), &parseError);
    if (!doc.isObject())
        throw SqliteError(SQLITE_CORRUPT, QStringLiteral("its campaign definition is not JSON: %1")
                                              .arg(parseError.errorString()));
    Snapshot out;
    out.revision = q.columnInt64(1);
    Problems problems, mapProblems;
    const auto invalid = [](const Problems &found) {
        return SqliteError(SQLITE_CORRUPT,
                           QStringLiteral("its campaign definition is invalid: %1")
                               .arg(found.toStringList().join(QStringLiteral("; "))));
    };
    if (!campaignDefinitionFromJson(doc.object(), out.campaign, problems, &mapProblems))
        throw invalid(problems);
    out.campaign.started = !setup;
    const QString paper = QString::fromUtf8(q.columnUtf8(3));
    if (const std::optional<Paper> named = paperNamed(paper))
        out.campaign.paper = *named;
    else
        throw SqliteError(
            SQLITE_CORRUPT,
            QStringLiteral("its paper is %1, not %2").arg(paper.left(40), paperChoices()));
    // A map with problems is one still being drawn in setup (every edit is saved at once): it
    // opens while the campaign is set up, and is refused as damaged once it has started, since
    // its turns are resolved on that map (R1, R2).
    if (!setup && !mapProblems.isEmpty())
        throw invalid(mapProblems);
    return out;
}

void takeCodesOfUpgradedFile(Database &file, Campaign &campaign)
{
    takeCodes(readDefinition(file).campaign, campaign);
}

void checkOpened(const QString &path, Database &db, int newestSchema)
{
    const QString size = store::sizeRefusal(
        path, QFileInfo(path).size(), static_cast<std::uint32_t>(db.queryInt("PRAGMA page_size")),
        static_cast<std::uint32_t>(db.queryInt("PRAGMA page_count")));
    if (!size.isEmpty())
        throw Refusal{size};
    const auto applicationId = static_cast<std::int32_t>(db.queryInt("PRAGMA application_id"));
    const auto version = static_cast<std::int32_t>(db.queryInt("PRAGMA user_version"));
    const QString identity = store::checkIdentity(path, applicationId, version, newestSchema);
    if (!identity.isEmpty())
        throw Refusal{identity};
}

Snapshot readFile(const QString &path, const store::SchemaMigrations &migrations, bool *older,
                  std::shared_ptr<Database> *db)
{
    const store::FileCheck check =
        store::checkCampaignFile(path, migrations.newestSchema(), store::SizeCheck::Skip);
    if (!check.header)
        throw Refusal{check.refusal};
    rollBackHotJournal(path);
    auto file = std::make_shared<Database>(openReadOnly(path, *check.header));
    std::optional<sqlite::ReadTransaction> reading;
    try {
        reading.emplace(*file);
    } catch (const SqliteError &e) {
        refuseByBytes(path, e, migrations.newestSchema());
    }
    checkOpened(path, *file, migrations.newestSchema());
    const auto version = static_cast<int>(file->queryInt("PRAGMA user_version"));
    *older = version < migrations.newestSchema();
    // A file an older Muster left in write-ahead-log mode is read whole: a connection kept open
    // for its history would keep its log beside it, and the file alone must be the campaign.
    if (!*older) {
        const bool whole = check.header->walMode;
        if (!whole)
            *db = file;
        return readCampaign(*file, whole);
    }
    Snapshot upgraded = readUpgradedCopy(*file, migrations, db);
    forgetCodesNotKept(upgraded.campaign, version);
    return upgraded;
}

Snapshot readUpgradedCopy(Database &file, const SchemaMigrations &migrations,
                          std::shared_ptr<Database> *db)
{
    auto copy = std::make_shared<Database>(file.copyToMemory());
    migrations.migrate(*copy);
    Snapshot loaded = readCampaign(*copy);
    if (db)
        *db = copy;
    return loaded;
}

[[noreturn]] void refuseByBytes(const QString &path, const SqliteError &e, int newestSchema)
{
    const store::FileCheck sized =
        store::checkCampaignFile(path, newestSchema, store::SizeCheck::Check);
    if (e.isDamage() && !sized.header)
        throw Refusal{sized.refusal};
    throw e;
}

} // namespace muster::store
