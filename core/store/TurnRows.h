#pragma once
// Turns to table rows and back (schema 1, see StoreSchema.cpp). The writer keeps its prepared
// statements for the life of the store, so saving a turn of 5,000 areas is 5,000 reuses of one
// INSERT; the reader makes one ordered pass over each table for the turns it reads, all of them or
// one.

#include "model/Campaign.h"
#include "store/Sqlite.h"

#include <memory>

namespace muster::store {

class TurnWriter
{
public:
    explicit TurnWriter(sqlite::Database &db);
    ~TurnWriter();
    TurnWriter(const TurnWriter &) = delete;
    TurnWriter &operator=(const TurnWriter &) = delete;

    /// Writes `turn` and all its rows, replacing any turn of the same number. Call inside a
    /// transaction. `campaign` gives the kingdoms and unit types the army JSON refers to.
    void write(const Campaign &campaign, const TurnRecord &turn);
    /// Like write() for a turn the file does not hold yet (after eraseAll(), or in a new file).
    void insert(const Campaign &campaign, const TurnRecord &turn);
    /// Deletes every turn numbered above `number`, with its rows.
    void eraseAfter(int number);
    /// Deletes every turn.
    void eraseAll();

private:
    struct Statements;
    std::unique_ptr<Statements> m;
};

/// Turns numbered `first` to `last`, for reading part of the history.
struct TurnRange
{
    qint64 first;
    qint64 last;
    /// Binds ?1 and ?2 of a "WHERE turn BETWEEN ?1 AND ?2".
    void bind(sqlite::Statement &q) const;
};

/// Reads every turn, in order of number, into campaign.turns (all held in memory); the definition
/// (world, kingdoms, ruleset) must already be in `campaign`. Every value is checked as the JSON
/// reader checks it (model/Limits.h, model/StateCheck.h), and the rows must fit together: every
/// turn holds a state for every area and kingdom, turns are numbered without gaps, only the last is
/// unresolved.
///
/// Without `collect`, the first wrong row throws sqlite::SqliteError with code SQLITE_CORRUPT and a
/// message saying which row and value are wrong. With it, every problem is added there, the wrong
/// rows are left out, and the result says whether there was none (`muster-cli validate`).
bool readTurns(sqlite::Database &db, Campaign &campaign, Problems *collect = nullptr);

/// What opening a campaign reads of its turns: number, seed, resolved, the state's count, checked
/// as readTurns() checks them (numbered without gaps, only the last unresolved). Throws as
/// readTurns() without `collect`.
std::vector<TurnSummary> readTurnIndex(sqlite::Database &db);
/// Reads turn `number` whole, checked as readTurns() checks every turn; throws when it is missing
/// or wrong. `definition` gives the world and kingdoms (its turns are not used).
TurnRecord readTurn(sqlite::Database &db, const Campaign &definition, int number);
/// The same for every turn of `range`, in order: one query per table for all of them.
std::vector<TurnRecord> readTurns(sqlite::Database &db, const Campaign &definition,
                                  TurnRange range);
/// Reads only the log of turn `number`, checked as readTurns() checks it.
TurnLog readTurnLog(sqlite::Database &db, const Campaign &definition, int number);

} // namespace muster::store
