#include "store/StoreSchema.h"

#include "io/CampaignJson.h"
#include "log/LogBinary.h"
#include "log/LogJson.h"
#include "model/CampaignCodes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <sqlite3.h>

#include <optional>

namespace muster::store {

namespace {
// Schema 1. Per-turn states are normalised into narrow WITHOUT ROWID tables keyed by turn, so a
// save is a run of reused prepared INSERTs and a load is one ordered scan per table. What rarely
// changes (the map, the ruleset, the kingdoms) and what is naturally a tree (a hex army, a turn's
// log) is kept as JSON text in the interchange format of core/io.
constexpr char kSchemaV1[] = R"sql(
CREATE TABLE campaign (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    definition  TEXT NOT NULL,   -- campaignDefinitionToJson: name, seed, ruleset, world, kingdoms
    written_by  TEXT NOT NULL    -- "Muster 0.1.0", for people reading a bug report
);
CREATE TABLE turn (
    number      INTEGER PRIMARY KEY,
    seed        INTEGER NOT NULL, -- the turn's dice seed (RULES R2), below 2^53
    resolved    INTEGER NOT NULL, -- 0 or 1
    state_turn  INTEGER NOT NULL, -- TurnState::turn
    order_lists INTEGER NOT NULL, -- how many per-kingdom order lists the turn has
    log         TEXT NOT NULL     -- the resolution log, a JSON array
);
CREATE TABLE kingdom_state (
    turn INTEGER NOT NULL, kingdom INTEGER NOT NULL,
    bp INTEGER NOT NULL, army_reserve INTEGER NOT NULL, ship_reserve INTEGER NOT NULL,
    dispersed INTEGER NOT NULL,
    PRIMARY KEY (turn, kingdom)
) WITHOUT ROWID;
CREATE TABLE area_state (
    turn INTEGER NOT NULL, area INTEGER NOT NULL,
    owner INTEGER NOT NULL,      -- kingdom index, -1 unowned
    armies INTEGER NOT NULL, population INTEGER NOT NULL, forts INTEGER NOT NULL,
    mode INTEGER NOT NULL,       -- DefenceMode: 0 defend, 1 retreat, 2 ambush (RULES A7.1)
    mode_area INTEGER NOT NULL,  -- area index, -1 none
    ships INTEGER NOT NULL, aboard INTEGER NOT NULL,
    PRIMARY KEY (turn, area)
) WITHOUT ROWID;
CREATE TABLE passage (
    turn INTEGER NOT NULL, seq INTEGER NOT NULL,
    grantor INTEGER NOT NULL, grantee INTEGER NOT NULL, -- kingdom indexes (RULES A5.8)
    PRIMARY KEY (turn, seq)
) WITHOUT ROWID;
CREATE TABLE army_state (
    turn INTEGER NOT NULL, seq INTEGER NOT NULL,
    army TEXT NOT NULL,          -- armyToJson
    PRIMARY KEY (turn, seq)
) WITHOUT ROWID;
CREATE TABLE orders (
    turn INTEGER NOT NULL, kingdom INTEGER NOT NULL, seq INTEGER NOT NULL,
    line TEXT NOT NULL,          -- one canonical order line
    PRIMARY KEY (turn, kingdom, seq)
) WITHOUT ROWID;
PRAGMA application_id = 1297437524;
PRAGMA user_version = 1;
)sql";
static_assert(kApplicationId == 1297437524, "kSchemaV1 spells the application id out");

/// The campaign's definition as the file holds it, read as a campaign; nullopt for a file being
/// created, which has no campaign yet. A map still being drawn (in setup) is no reason to fail.
std::optional<Campaign> storedDefinition(sqlite::Database &db, QJsonObject *json = nullptr)
{
    sqlite::Statement definition(db, "SELECT definition FROM campaign WHERE id = 1");
    if (!definition.step())
        return std::nullopt;
    Campaign campaign;
    Problems problems, mapProblems;
    const QJsonDocument doc = QJsonDocument::fromJson(definition.columnUtf8(0));
    if (!campaignDefinitionFromJson(doc.object(), campaign, problems, &mapProblems))
        throw sqlite::SqliteError(SQLITE_CORRUPT,
                                  QStringLiteral("its campaign definition is invalid: %1")
                                      .arg(problems.toStringList().join(QStringLiteral("; "))));
    if (json)
        *json = doc.object();
    return campaign;
}

/// Every turn's JSON log becomes its typed events; logs from before the typed form keep their
/// sentences (LogJson.h, `legacy`).
void storeLogsAsEvents(sqlite::Database &db)
{
    db.exec("ALTER TABLE turn ADD COLUMN events BLOB NOT NULL DEFAULT x''");
    if (const std::optional<Campaign> stored = storedDefinition(db)) {
        const Campaign &campaign = *stored;
        std::vector<std::pair<int, QByteArray>> logs;
        sqlite::Statement read(db, "SELECT number, log FROM turn ORDER BY number");
        while (read.step())
            logs.emplace_back(read.columnInt(0), read.columnUtf8(1));
        sqlite::Statement write(db, "UPDATE turn SET events = ?1 WHERE number = ?2");
        const LogContext context = LogContext::of(campaign);
        for (const auto &[number, json] : logs) {
            const auto typed = logFromJson(QJsonDocument::fromJson(json).array(), context, true);
            if (!typed)
                throw sqlite::SqliteError(
                    SQLITE_CORRUPT,
                    QStringLiteral("the log of turn %1: %2").arg(number).arg(typed.message()));
            write.bindBlob(1, encodeLog(*typed)).bind(2, number).run();
        }
    }
    db.exec("ALTER TABLE turn DROP COLUMN log");
}

/// A campaign from before codes gets its game code and each kingdom its player code, drawn from
/// the system's random source (model/CampaignCodes.h); nothing else of its definition changes.
/// Turns keep where each kingdom's mailed sheet came from (model/MailedSheet.h).
void giveCodes(sqlite::Database &db)
{
    db.exec("CREATE TABLE mailed_sheet (turn INTEGER NOT NULL, kingdom INTEGER NOT NULL, "
            "arrived TEXT NOT NULL, subject TEXT NOT NULL, PRIMARY KEY (turn, kingdom)) "
            "WITHOUT ROWID");
    QJsonObject json;
    std::optional<Campaign> campaign = storedDefinition(db, &json);
    if (!campaign || !giveMissingCodes(*campaign))
        return;
    json.insert(QStringLiteral("gameCode"), campaign->gameCode);
    QJsonArray kingdoms = json.value(QStringLiteral("kingdoms")).toArray();
    for (qsizetype i = 0; i < kingdoms.size(); ++i) {
        QJsonObject kingdom = kingdoms.at(i).toObject();
        kingdom.insert(QStringLiteral("playerCode"),
                       campaign->kingdoms[static_cast<size_t>(i)].playerCode);
        kingdoms[i] = kingdom;
    }
    json.insert(QStringLiteral("kingdoms"), kingdoms);
    sqlite::Statement update(db, "UPDATE campaign SET definition = ?1 WHERE id = 1");
    update.bindUtf8(1, QJsonDocument(json).toJson(QJsonDocument::Compact)).run();
}

void setUserVersion(sqlite::Database &db, int version)
{
    db.exec(QByteArray("PRAGMA user_version = " + QByteArray::number(version)).constData());
}
} // namespace

void forgetCodesNotKept(Campaign &campaign, int fileSchema)
{
    if (fileSchema >= kCodesSchema)
        return;
    campaign.gameCode.clear();
    for (Kingdom &k : campaign.kingdoms)
        k.playerCode.clear();
}

void createSchemaV1(sqlite::Database &db)
{
    db.exec(kSchemaV1);
}

const SchemaMigrations &SchemaMigrations::builtin()
{
    static const SchemaMigrations migrations{{
        // Schema 2: every save raises the revision, so a program holding an older copy of the
        // campaign is refused instead of overwriting another program's save.
        {1, QStringLiteral("the campaign keeps a revision raised by every save"),
         [](sqlite::Database &db) {
             db.exec("ALTER TABLE campaign ADD COLUMN revision INTEGER NOT NULL DEFAULT 0");
         }},
        // Schema 3: a turn's log is its typed events in the stored form of log/LogBinary.h, read
        // back at about the speed of the bytes, instead of JSON text.
        {2, QStringLiteral("turn logs are stored as typed events"), storeLogsAsEvents},
        // Schema 4: the message a player sent with a turn's sheet, for the public roundup.
        {3, QStringLiteral("turns keep the players' messages"),
         [](sqlite::Database &db) {
             db.exec("CREATE TABLE message (turn INTEGER NOT NULL, kingdom INTEGER NOT NULL, "
                     "text TEXT NOT NULL, PRIMARY KEY (turn, kingdom)) WITHOUT ROWID");
         }},
        // Schema 5: whether the campaign is still being set up (Campaign::started). Every file
        // from before was a campaign in play: it reads as started.
        {4, QStringLiteral("the campaign says whether it is still being set up"),
         [](sqlite::Database &db) {
             db.exec("ALTER TABLE campaign ADD COLUMN setup INTEGER NOT NULL DEFAULT 0 "
                     "CHECK (setup IN (0, 1))");
         }},
        // Schema 6: who sent a mailed sheet. The campaign's game code and its kingdoms' player
        // codes, and where each kingdom's orders of a turn came from when they came by mail.
        {kCodesSchema - 1,
         QStringLiteral("the campaign keeps its game and player codes, and turns the mail their "
                        "orders came from"),
         giveCodes},
        // Schema 7: the paper the campaign's packs are printed on (Campaign::paper). Kept
        // beside the definition, not in its JSON, so that a Muster from before it, which would
        // save the definition without it, refuses the file rather than forgetting the choice.
        {6, QStringLiteral("the campaign keeps the paper its packs are printed on"),
         [](sqlite::Database &db) {
             db.exec("ALTER TABLE campaign ADD COLUMN paper TEXT NOT NULL DEFAULT 'A4' "
                     "CHECK (paper IN ('A4', 'A3', 'Letter'))");
         }},
        // Schema 8: how the campaign's mail goes out and comes in (mail/MailSettings.h, no
        // password), and what was sent: one row per mail a server took (mail/SentMail.h), so
        // that sending again sends only what has not gone. Neither is part of what a save
        // writes, so a program holding the campaign never overwrites them.
        {7, QStringLiteral("the campaign keeps its mail settings and what it sent"),
         [](sqlite::Database &db) {
             db.exec("CREATE TABLE mail_settings (id INTEGER PRIMARY KEY CHECK (id = 1), "
                     "settings TEXT NOT NULL)");
             db.exec("CREATE TABLE mail_sent (key TEXT PRIMARY KEY, turn INTEGER NOT NULL, "
                     "recipient TEXT NOT NULL, message_id TEXT NOT NULL, sent TEXT NOT NULL) "
                     "WITHOUT ROWID");
         }},
        // Schema 9: what was fetched of the orders mail over IMAP (mail/FetchMark.h): per
        // folder, its UIDVALIDITY and the last UID read, so that no message is read twice and
        // none is missed. Kept beside the campaign, as the mail sent is.
        {8, QStringLiteral("the campaign keeps which of its orders mail it fetched"),
         [](sqlite::Database &db) {
             db.exec("CREATE TABLE mail_fetched (folder TEXT PRIMARY KEY, uid_validity INTEGER "
                     "NOT NULL, last_uid INTEGER NOT NULL, fetched TEXT NOT NULL) WITHOUT ROWID");
         }},
        // Schema 10: who plays each kingdom and what it does in a turn its player sent no sheet
        // for (model/KingdomPlay.h: in the kingdoms of the definition, which a Muster from
        // before refuses rather than dropping), and per turn the kingdoms whose orders were
        // such a stand-in.
        {9, QStringLiteral("kingdoms keep what they do when their orders are missed"),
         [](sqlite::Database &db) {
             db.exec("CREATE TABLE stand_in (turn INTEGER NOT NULL, kingdom INTEGER NOT NULL, "
                     "kind TEXT NOT NULL CHECK (kind IN ('held', 'standing', 'autopilot')), "
                     "doctrine TEXT NOT NULL, missed INTEGER NOT NULL CHECK (missed >= 0), "
                     "PRIMARY KEY (turn, kingdom)) WITHOUT ROWID");
         }},
    }};
    return migrations;
}

SchemaMigrations::SchemaMigrations(std::vector<MigrationStep> steps) : m_steps(std::move(steps))
{
    for (size_t i = 0; i < m_steps.size(); ++i)
        Q_ASSERT_X(m_steps[i].from == static_cast<int>(i) + 1, "SchemaMigrations",
                   "migration steps must run 1->2->3 without gaps");
}

int SchemaMigrations::migrate(sqlite::Database &db) const
{
    sqlite::Transaction transaction(db);
    const int applied = migrateInTransaction(db);
    transaction.commit();
    return applied;
}

int SchemaMigrations::migrateInTransaction(sqlite::Database &db) const
{
    const auto version = static_cast<int>(db.queryInt("PRAGMA user_version"));
    if (version < 1)
        throw sqlite::SqliteError(SQLITE_CORRUPT, QStringLiteral("the file has no schema version"));
    int applied = 0;
    for (int v = version; v < newestSchema(); ++v) {
        const MigrationStep &step = m_steps[static_cast<size_t>(v - 1)];
        sqlite::Savepoint savepoint(db, "migration_step");
        try {
            step.apply(db);
            setUserVersion(db, v + 1);
        } catch (const sqlite::SqliteError &e) {
            throw sqlite::SqliteError(e.code(),
                                      QStringLiteral("upgrading from schema %1 to %2 (%3) "
                                                     "failed: %4")
                                          .arg(v)
                                          .arg(v + 1)
                                          .arg(step.description, e.message()));
        }
        savepoint.commit();
        ++applied;
    }
    return applied;
}

} // namespace muster::store
