#include "store/TurnRows.h"

#include "io/CampaignJson.h"
#include "log/LogBinary.h"

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
};

QByteArray compactJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

[[noreturn]] void inconsistent(const QString &message)
{
    throw sqlite::SqliteError(SQLITE_CORRUPT, message);
}

/// Finds the turn of each row; rows and turns are both read in ascending turn order.
class TurnCursor
{
public:
    TurnCursor(std::vector<TurnRecord> &turns, const char *table) : m_turns(turns), m_table(table)
    {}
    TurnRecord &at(int number)
    {
        while (m_index < m_turns.size() && m_turns[m_index].number < number)
            ++m_index;
        if (m_index == m_turns.size() || m_turns[m_index].number != number)
            inconsistent(
                QStringLiteral("table %1 has rows for turn %2, which the file does not have")
                    .arg(QLatin1String(m_table))
                    .arg(number));
        return m_turns[m_index];
    }

private:
    std::vector<TurnRecord> &m_turns;
    const char *m_table;
    size_t m_index = 0;
};

bool inRange(int value, int low, size_t end)
{
    return value >= low && value < static_cast<int>(end);
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
          insertMessage(db, "INSERT INTO message (turn, kingdom, text) VALUES (?, ?, ?)")
    {
        for (const char *sql : kDeleteSql)
            erase.emplace_back(db, sql);
    }

    sqlite::Statement insertTurn, insertKingdom, insertArea, insertPassage, insertArmy, insertOrder,
        insertMessage;
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
}

// --- Reading ----------------------------------------------------------------------------------

namespace {
void readTurnRows(sqlite::Database &db, std::vector<TurnRecord> &turns)
{
    sqlite::Statement q(db, "SELECT number, seed, resolved, state_turn, order_lists, events "
                            "FROM turn ORDER BY number");
    while (q.step()) {
        TurnRecord t;
        t.number = q.columnInt(0);
        const std::int64_t seed = q.columnInt64(1);
        if (seed < 0 || static_cast<std::uint64_t>(seed) > Campaign::kMaxSeed)
            inconsistent(
                QStringLiteral("turn %1 has the impossible seed %2").arg(t.number).arg(seed));
        t.seed = static_cast<std::uint64_t>(seed);
        t.resolved = q.columnInt(2) != 0;
        t.state.turn = q.columnInt(3);
        const int orderLists = q.columnInt(4);
        if (orderLists < 0 || orderLists > 100000)
            inconsistent(
                QStringLiteral("turn %1 has %2 order lists").arg(t.number).arg(orderLists));
        t.orders.resize(static_cast<size_t>(orderLists));
        QString error;
        std::optional<TurnLog> log = decodeLog(q.columnBlob(5), &error);
        if (!log)
            inconsistent(QStringLiteral("turn %1: %2").arg(t.number).arg(error));
        t.log = std::move(*log);
        turns.push_back(std::move(t));
    }
}

void readKingdomRows(sqlite::Database &db, Campaign &c)
{
    sqlite::Statement q(db, "SELECT turn, kingdom, bp, army_reserve, ship_reserve, dispersed "
                            "FROM kingdom_state ORDER BY turn, kingdom");
    TurnCursor cursor(c.turns, "kingdom_state");
    while (q.step()) {
        TurnRecord &t = cursor.at(q.columnInt(0));
        auto &list = t.state.kingdoms;
        const int k = q.columnInt(1);
        if (k != static_cast<int>(list.size()) || k >= static_cast<int>(c.kingdoms.size()))
            inconsistent(QStringLiteral("turn %1 has a state for kingdom %2 out of sequence")
                             .arg(t.number)
                             .arg(k));
        list.push_back({q.columnInt(2), q.columnInt(3), q.columnInt(4), q.columnInt(5)});
    }
}

void readAreaRows(sqlite::Database &db, Campaign &c)
{
    sqlite::Statement q(db, "SELECT turn, area, owner, armies, population, forts, mode, mode_area, "
                            "ships, aboard FROM area_state ORDER BY turn, area");
    TurnCursor cursor(c.turns, "area_state");
    const size_t areaCount = c.world.areas.size();
    const size_t kingdomCount = c.kingdoms.size();
    TurnRecord *turn = nullptr;
    while (q.step()) {
        const int number = q.columnInt(0);
        if (!turn || turn->number != number) {
            turn = &cursor.at(number);
            turn->state.areas.reserve(areaCount);
        }
        auto &list = turn->state.areas;
        const int a = q.columnInt(1);
        AreaState s;
        s.owner = q.columnInt(2);
        s.armies = q.columnInt(3);
        s.population = q.columnInt(4);
        s.forts = q.columnInt(5);
        const int mode = q.columnInt(6);
        s.modeArea = q.columnInt(7);
        s.ships = q.columnInt(8);
        s.aboard = q.columnInt(9);
        if (a != static_cast<int>(list.size()) || !inRange(a, 0, areaCount) ||
            !inRange(s.owner, -1, kingdomCount) || mode < 0 || mode > 2 ||
            !inRange(s.modeArea, -1, areaCount))
            inconsistent(QStringLiteral("the state of area %1 in turn %2 does not fit the map "
                                        "(owner %3, mode %4, location %5)")
                             .arg(a)
                             .arg(number)
                             .arg(s.owner)
                             .arg(mode)
                             .arg(s.modeArea));
        s.mode = static_cast<DefenceMode>(mode);
        list.push_back(s);
    }
}

void readPassageRows(sqlite::Database &db, Campaign &c)
{
    sqlite::Statement q(db, "SELECT turn, seq, grantor, grantee FROM passage ORDER BY turn, seq");
    TurnCursor cursor(c.turns, "passage");
    while (q.step()) {
        TurnRecord &t = cursor.at(q.columnInt(0));
        const PassageGrant g{q.columnInt(2), q.columnInt(3)};
        if (q.columnInt(1) != static_cast<int>(t.state.passages.size()) ||
            !inRange(g.grantor, 0, c.kingdoms.size()) || !inRange(g.grantee, 0, c.kingdoms.size()))
            inconsistent(QStringLiteral("passage %1 of turn %2 names no kingdom")
                             .arg(q.columnInt(1))
                             .arg(t.number));
        t.state.passages.push_back(g);
    }
}

void readArmyRows(sqlite::Database &db, Campaign &c)
{
    sqlite::Statement q(db, "SELECT turn, seq, army FROM army_state ORDER BY turn, seq");
    TurnCursor cursor(c.turns, "army_state");
    while (q.step()) {
        TurnRecord &t = cursor.at(q.columnInt(0));
        const int seq = q.columnInt(1);
        const QString where = QStringLiteral("turn %1, army %2").arg(t.number).arg(seq);
        const QJsonDocument doc = QJsonDocument::fromJson(q.columnUtf8(2));
        Problems problems;
        std::optional<HexArmy> army;
        if (seq == static_cast<int>(t.state.armies.size()) && doc.isObject())
            army = armyFromJson(doc.object(), c, where, problems);
        if (!army)
            inconsistent(QStringLiteral("%1 cannot be read%2")
                             .arg(where, problems.isEmpty()
                                             ? QString()
                                             : QStringLiteral(": ") + problems.toString()));
        t.state.armies.push_back(std::move(*army));
    }
}

void readOrderRows(sqlite::Database &db, Campaign &c)
{
    sqlite::Statement q(db,
                        "SELECT turn, kingdom, seq, line FROM orders ORDER BY turn, kingdom, seq");
    TurnCursor cursor(c.turns, "orders");
    while (q.step()) {
        TurnRecord &t = cursor.at(q.columnInt(0));
        const int k = q.columnInt(1);
        if (!inRange(k, 0, t.orders.size()) ||
            q.columnInt(2) != t.orders[static_cast<size_t>(k)].size())
            inconsistent(QStringLiteral("order %1 of kingdom %2 in turn %3 is out of sequence")
                             .arg(q.columnInt(2))
                             .arg(k)
                             .arg(t.number));
        t.orders[static_cast<size_t>(k)].append(q.columnText(3));
    }
}

void readMessageRows(sqlite::Database &db, Campaign &c)
{
    sqlite::Statement q(db, "SELECT turn, kingdom, text FROM message ORDER BY turn, kingdom");
    TurnCursor cursor(c.turns, "message");
    while (q.step()) {
        TurnRecord &t = cursor.at(q.columnInt(0));
        const int k = q.columnInt(1);
        const QString text = q.columnText(2);
        if (!inRange(k, 0, c.kingdoms.size()) || text.isEmpty() || text.size() > kMaxMessageLength)
            inconsistent(QStringLiteral("the message of kingdom %1 in turn %2 cannot be read")
                             .arg(k)
                             .arg(t.number));
        t.messages[k] = text;
    }
}

// Rows missing from a table leave no trace in the others; a short state would crash whoever
// indexes it by area, so a file with holes is refused as damaged.
void checkComplete(const Campaign &c)
{
    for (size_t i = 0; i < c.turns.size(); ++i) {
        const TurnRecord &t = c.turns[i];
        if (i > 0 && t.number != c.turns[i - 1].number + 1)
            inconsistent(
                QStringLiteral("turn %1 follows turn %2").arg(t.number).arg(c.turns[i - 1].number));
        if (t.resolved == (i + 1 == c.turns.size()))
            inconsistent(
                t.resolved
                    ? QStringLiteral("its last turn, %1, is marked resolved").arg(t.number)
                    : QStringLiteral("turn %1 of its history is not resolved").arg(t.number));
        if (t.state.areas.size() != c.world.areas.size() ||
            t.state.kingdoms.size() != c.kingdoms.size())
            inconsistent(
                QStringLiteral("turn %1 holds states for %2 of %3 areas and %4 of %5 kingdoms")
                    .arg(t.number)
                    .arg(t.state.areas.size())
                    .arg(c.world.areas.size())
                    .arg(t.state.kingdoms.size())
                    .arg(c.kingdoms.size()));
    }
}
} // namespace

void readTurns(sqlite::Database &db, Campaign &campaign)
{
    campaign.turns.clear();
    readTurnRows(db, campaign.turns);
    if (campaign.turns.empty())
        inconsistent(QStringLiteral("the file holds no turn"));
    readKingdomRows(db, campaign);
    readAreaRows(db, campaign);
    readPassageRows(db, campaign);
    readArmyRows(db, campaign);
    readOrderRows(db, campaign);
    readMessageRows(db, campaign);
    checkComplete(campaign);
}

} // namespace muster::store
