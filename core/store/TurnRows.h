#pragma once
// Turns to table rows and back (schema 1, see StoreSchema.cpp). The writer keeps its prepared
// statements for the life of the store, so saving a turn of 5,000 areas is 5,000 reuses of one
// INSERT; the reader makes one ordered pass over each table for all turns at once.

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

/// Reads every turn, in order of number, into campaign.turns; the definition (world, kingdoms,
/// ruleset) must already be in `campaign`. Every value is checked as the JSON reader checks it
/// (model/Limits.h, model/StateCheck.h), and the rows must fit together: every turn holds a state
/// for every area and kingdom, turns are numbered without gaps, only the last is unresolved.
///
/// Without `collect`, the first wrong row throws sqlite::SqliteError with code SQLITE_CORRUPT and a
/// message saying which row and value are wrong. With it, every problem is added there, the wrong
/// rows are left out, and the result says whether there was none (`muster-cli validate`).
bool readTurns(sqlite::Database &db, Campaign &campaign, Problems *collect = nullptr);

} // namespace muster::store
