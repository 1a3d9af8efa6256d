#include "store/StoreCheck.h"

#include "io/CampaignJson.h"
#include "io/JsonTextCheck.h"
#include "model/Paper.h"
#include "store/CampaignStore.h"
#include "store/FileCheck.h"
#include "store/Sqlite.h"
#include "store/StoreMessages.h"
#include "store/StoreSchema.h"
#include "store/TurnRows.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QUrl>

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <vector>

namespace muster::store {

namespace {
using sqlite::Database;

/// Opens the file for reading only, as the store's own reader does (openReadOnly in
/// CampaignStore.cpp, which this must follow): mode=ro, which waits for a save under way and
/// creates no file; immutable for a file an older Muster left in write-ahead-log mode with no log
/// beside it (mode=ro would create a -shm file for it).
Database openForCheck(const QString &path, const SqliteHeader &header)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QString uri = QUrl::fromLocalFile(absolute).toString(QUrl::FullyEncoded);
    const bool wal = QFileInfo::exists(path + QStringLiteral("-wal"));
    uri += header.walMode && !wal ? QStringLiteral("?immutable=1") : QStringLiteral("?mode=ro");
    return Database(uri, Database::Mode::ReadOnly, true);
}

using Columns = std::map<QString, std::vector<QString>>; // table -> its columns, in order

Columns columnsOf(Database &db)
{
    Columns out;
    sqlite::Statement tables(db, "SELECT name FROM sqlite_schema WHERE type = 'table' AND name "
                                 "NOT LIKE 'sqlite_%' ORDER BY name");
    while (tables.step()) {
        const QString table = tables.columnText(0);
        auto &list = out[table];
        sqlite::Statement info(db, "SELECT name FROM pragma_table_info(?1)");
        info.bind(1, table);
        while (info.step())
            list.push_back(info.columnText(0));
    }
    return out;
}

/// The tables and columns of the newest schema, from the code that creates it, so this check can
/// never drift from what Muster writes.
const Columns &expectedColumns()
{
    static const Columns expected = [] {
        Database db(QStringLiteral(":memory:"), Database::Mode::Create);
        sqlite::Transaction t(db);
        createSchemaV1(db);
        SchemaMigrations::builtin().migrateInTransaction(db);
        t.commit();
        return columnsOf(db);
    }();
    return expected;
}

class Checker
{
public:
    Checker(const QString &path, Problems &problems) : m_path(path), m_problems(problems) {}

    void problem(const QString &where, const QString &message)
    {
        m_problems.add({m_path, 0, where, message});
    }

    bool integrity(Database &db)
    {
        sqlite::Statement q(db, "PRAGMA integrity_check");
        bool ok = true;
        while (q.step()) {
            const QString row = q.columnText(0);
            if (row == QLatin1String("ok"))
                continue;
            problem(QStringLiteral("integrity_check"), row);
            ok = false;
        }
        return ok;
    }

    bool schema(Database &db)
    {
        const Columns found = columnsOf(db);
        bool ok = true;
        for (const auto &[table, columns] : expectedColumns()) {
            const auto it = found.find(table);
            if (it == found.end()) {
                problem(QStringLiteral("table %1").arg(table), QStringLiteral("missing"));
                ok = false;
                continue;
            }
            for (const QString &column : columns)
                if (std::find(it->second.begin(), it->second.end(), column) == it->second.end()) {
                    problem(QStringLiteral("table %1").arg(table),
                            QStringLiteral("column %1 is missing").arg(column));
                    ok = false;
                }
        }
        return ok;
    }

    /// The stored name, seed, ruleset, world and kingdoms, read as a JSON campaign's are.
    bool definition(Database &db, Campaign &campaign)
    {
        sqlite::Statement q(db,
                            "SELECT definition, setup, quote(id), paper FROM campaign ORDER BY id");
        if (!q.step()) {
            problem(QStringLiteral("campaign"), QStringLiteral("no campaign definition"));
            return false;
        }
        // Opening reads the row with id 1 (CampaignSnapshot), so a definition under another id is
        // no definition there.
        if (const QByteArray id = q.columnUtf8(2); id != "1")
            problem(QStringLiteral("campaign.id"),
                    QStringLiteral("expected 1 (the one definition), got %1")
                        .arg(QString::fromUtf8(id.left(40))));
        const QByteArray json = q.columnUtf8(0);
        const qint64 setup = q.columnInt64(1);
        if (setup != 0 && setup != 1)
            problem(QStringLiteral("campaign.setup"),
                    QStringLiteral("expected 0 (started) or 1 (in setup), got %1").arg(setup));
        campaign.started = setup != 1;
        const QString paper = QString::fromUtf8(q.columnUtf8(3));
        if (const std::optional<Paper> named = paperNamed(paper))
            campaign.paper = *named;
        else
            problem(QStringLiteral("campaign.paper"),
                    QStringLiteral("expected %1, got \"%2\"").arg(paperChoices(), paper.left(40)));
        if (q.step())
            problem(QStringLiteral("campaign"), QStringLiteral("more than one definition"));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
        if (!doc.isObject()) {
            problem(QStringLiteral("campaign.definition"),
                    QStringLiteral("not a JSON object: %1").arg(error.errorString()));
            return false;
        }
        const size_t before = m_problems.size();
        Problems found;
        checkJsonText(json, {}, found);
        if (found.isEmpty())
            campaignDefinitionFromJson(doc.object(), campaign, found);
        for (const Problem &p : found.items())
            problem(QStringLiteral("definition") +
                        (p.where.isEmpty() ? QString() : QLatin1Char('.') + p.where),
                    p.message);
        return m_problems.size() == before;
    }

    void turns(Database &db, Campaign &campaign)
    {
        Problems found;
        readTurns(db, campaign, &found);
        for (const Problem &p : found.items())
            problem(p.where, p.message);
        if (!campaign.started && campaign.turns.size() > 1)
            problem(QStringLiteral("campaign.setup"), setupWithHistory());
    }

private:
    const QString &m_path;
    Problems &m_problems;
};
} // namespace

std::optional<Campaign> checkStoreFile(const QString &path, Problems &problems)
{
    const size_t before = problems.size();
    const int newest = SchemaMigrations::builtin().newestSchema();
    // A save that stopped half way is rolled back first, as every reader of the store does (the
    // only write a reader makes); opening tells when it cannot be.
    if (hasHotJournal(path)) {
        if (const Result<Campaign> settled = CampaignStore::load(path); !settled) {
            problems.append(settled.problems());
            return std::nullopt;
        }
    }
    const FileCheck file = checkCampaignFile(path, newest, SizeCheck::Skip);
    if (!file.header) {
        problems.add({{}, 0, {}, file.refusal});
        return std::nullopt;
    }
    Checker check(path, problems);
    Campaign campaign;
    try {
        Database db = openForCheck(path, *file.header);
        // Every table at one commit, and no save growing the file meanwhile.
        sqlite::ReadTransaction reading(db);
        const QString refusal =
            sizeRefusal(path, QFileInfo(path).size(),
                        static_cast<std::uint32_t>(db.queryInt("PRAGMA page_size")),
                        static_cast<std::uint32_t>(db.queryInt("PRAGMA page_count")));
        const QString identity =
            refusal.isEmpty()
                ? checkIdentity(
                      path, static_cast<std::int32_t>(db.queryInt("PRAGMA application_id")),
                      static_cast<std::int32_t>(db.queryInt("PRAGMA user_version")), newest)
                : refusal;
        if (!identity.isEmpty()) {
            problems.add({{}, 0, {}, identity});
            return std::nullopt;
        }
        // An older schema is checked as it reads once upgraded: in memory, the file untouched.
        Database upgraded;
        const auto version = static_cast<int>(db.queryInt("PRAGMA user_version"));
        if (version < newest) {
            upgraded = db.copyToMemory();
            SchemaMigrations::builtin().migrate(upgraded);
        }
        Database &data = upgraded.isOpen() ? upgraded : db;
        // Rows of a damaged file or of missing columns say nothing reliable: stop there.
        if (check.integrity(data) && check.schema(data) && check.definition(data, campaign))
            check.turns(data, campaign);
        forgetCodesNotKept(campaign, version); // as a read shows it (CampaignSnapshot.h)
    } catch (const sqlite::SqliteError &e) {
        check.problem({}, e.isDamage() ? QStringLiteral("damaged: %1").arg(e.message())
                                       : QStringLiteral("cannot read: %1").arg(e.message()));
    }
    if (problems.size() != before)
        return std::nullopt;
    return campaign;
}

} // namespace muster::store
