#include "store/TurnRows.h"

#include "io/CampaignJson.h"
#include "log/LogBinary.h"
#include "model/Limits.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <sqlite3.h>

#include <limits>

namespace muster::store {

namespace {
constexpr std::int64_t kFirst = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t kLast = std::numeric_limits<std::int64_t>::max();

// Every per-turn table, in the order rows are written.
constexpr const char *kDeleteSql[] = {
    "DELETE FROM turn WHERE number BETWEEN ?1 AND ?2",
    "DELETE FROM kingdom_state WHERE turn BETWEEN ?1 AND ?2",
    "DELETE FROM area_state WHERE turn BETWEEN ?1 AND ?2",
    "DELETE FROM passage WHERE turn BETWEEN ?1 AND ?2",
    "DELETE FROM army_state WHERE turn BETWEEN ?1 AND ?2",
    "DELETE FROM orders WHERE turn BETWEEN ?1 AND ?2",
    "DELETE FROM message WHERE turn BETWEEN ?1 AND ?2",
    "DELETE FROM mailed_sheet WHERE turn BETWEEN ?1 AND ?2",
    "DELETE FROM stand_in WHERE turn BETWEEN ?1 AND ?2",
};

QByteArray compactJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

struct TurnWriter::Statements
{
    explicit Statements(sqlite::Database &db)
        : insertTurn(db, "INSERT INTO turn (number, seed, resolved, state_turn, order_lists, "
                         "events) VALUES (?, ?, ?, ?, ?, ?)"),
          insertKingdom(db, "INSERT INTO kingdom_state (turn, kingdom, bp, army_reserve, "
                            "ship_reserve, dispersed) VALUES (?, ?, ?, ?, ?, ?)"),
          insertArea(db, "INSERT INTO area_state (turn, area, owner, armies, population, forts, "
                         "mode, mode_area, ships, aboard) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
          insertPassage(db,
                        "INSERT INTO passage (turn, seq, grantor, grantee) VALUES (?, ?, ?, ?)"),
          insertArmy(db, "INSERT INTO army_state (turn, seq, army) VALUES (?, ?, ?)"),
          insertOrder(db, "INSERT INTO orders (turn, kingdom, seq, line) VALUES (?, ?, ?, ?)"),
          insertMessage(db, "INSERT INTO message (turn, kingdom, text) VALUES (?, ?, ?)"),
          insertMailed(db, "INSERT INTO mailed_sheet (turn, kingdom, arrived, subject) VALUES "
                           "(?, ?, ?, ?)"),
          insertStandIn(db, "INSERT INTO stand_in (turn, kingdom, kind, doctrine, missed) VALUES "
                            "(?, ?, ?, ?, ?)")
    {
        for (const char *sql : kDeleteSql)
            erase.emplace_back(db, sql);
    }

    sqlite::Statement insertTurn, insertKingdom, insertArea, insertPassage, insertArmy, insertOrder,
        insertMessage, insertMailed, insertStandIn;
    std::vector<sqlite::Statement> erase;
};

TurnWriter::TurnWriter(sqlite::Database &db) : m(std::make_unique<Statements>(db)) {}

TurnWriter::~TurnWriter() = default;

void TurnWriter::eraseAfter(int number)
{
    for (sqlite::Statement &s : m->erase)
        s.bind(1, std::int64_t{number} + 1).bind(2, kLast).run();
}

void TurnWriter::eraseAll()
{
    for (sqlite::Statement &s : m->erase)
        s.bind(1, kFirst).bind(2, kLast).run();
}

void TurnWriter::write(const Campaign &campaign, const TurnRecord &turn)
{
    for (sqlite::Statement &s : m->erase)
        s.bind(1, std::int64_t{turn.number}).bind(2, std::int64_t{turn.number}).run();
    insert(campaign, turn);
}

void TurnWriter::insert(const Campaign &campaign, const TurnRecord &turn)
{
    const int n = turn.number;
    // A turn the readers would refuse is never written: resolving the last turn a campaign may
    // have fails to save (the transaction is rolled back) instead of leaving a file that no
    // longer opens.
    if (!limits::kTurnNumber.contains(n))
        throw sqlite::SqliteError(
            SQLITE_CONSTRAINT, QStringLiteral("turn %1 is past the last a campaign may have (%2)")
                                   .arg(n)
                                   .arg(limits::kTurnNumber.max));

    // Seeds are below 2^53 (Campaign::kMaxSeed), so they fit SQLite's signed 64-bit integers.
    m->insertTurn.bind(1, n)
        .bind(2, static_cast<std::int64_t>(turn.seed))
        .bind(3, turn.resolved ? 1 : 0)
        .bind(4, turn.state.turn)
        .bind(5, static_cast<int>(turn.orders.size()))
        .bindBlob(6, encodeLog(turn.log))
        .run();

    const TurnState &s = turn.state;
    for (size_t k = 0; k < s.kingdoms.size(); ++k) {
        const KingdomState &ks = s.kingdoms[k];
        m->insertKingdom.bind(1, n)
            .bind(2, static_cast<int>(k))
            .bind(3, ks.bp)
            .bind(4, ks.armyReserve)
            .bind(5, ks.shipReserve)
            .bind(6, ks.dispersed)
            .run();
    }
    sqlite::Statement &area = m->insertArea;
    area.bind(1, n);
    for (size_t a = 0; a < s.areas.size(); ++a) {
        const AreaState &as = s.areas[a];
        area.bind(2, static_cast<int>(a))
            .bind(3, as.owner)
            .bind(4, as.armies)
            .bind(5, as.population)
            .bind(6, as.forts)
            .bind(7, static_cast<int>(as.mode))
            .bind(8, as.modeArea)
            .bind(9, as.ships)
            .bind(10, as.aboard)
            .run();
    }
    for (size_t i = 0; i < s.passages.size(); ++i)
        m->insertPassage.bind(1, n)
            .bind(2, static_cast<int>(i))
            .bind(3, s.passages[i].grantor)
            .bind(4, s.passages[i].grantee)
            .run();
    for (size_t i = 0; i < s.armies.size(); ++i)
        m->insertArmy.bind(1, n)
            .bind(2, static_cast<int>(i))
            .bindUtf8(3, compactJson(armyToJson(s.armies[i], campaign)))
            .run();
    for (size_t k = 0; k < turn.orders.size(); ++k)
        for (qsizetype i = 0; i < turn.orders[k].size(); ++i)
            m->insertOrder.bind(1, n)
                .bind(2, static_cast<int>(k))
                .bind(3, static_cast<int>(i))
                .bind(4, turn.orders[k].at(i))
                .run();
    for (const auto &[k, text] : turn.messages)
        m->insertMessage.bind(1, n).bind(2, k).bind(3, text).run();
    for (const auto &[k, sheet] : turn.mailed)
        m->insertMailed.bind(1, n)
            .bind(2, k)
            .bind(3, sheet.arrivedText())
            .bind(4, sheet.subject)
            .run();
    for (const auto &[k, standIn] : turn.standIns)
        m->insertStandIn.bind(1, n)
            .bind(2, k)
            .bind(3, standInName(standIn.kind))
            .bind(4, doctrineName(standIn.doctrine))
            .bind(5, standIn.missedInARow)
            .run();
}

} // namespace muster::store
