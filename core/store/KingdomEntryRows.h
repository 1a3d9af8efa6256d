#pragma once
// The per-turn tables that hold at most one row per turn and kingdom: the players' messages, the
// mails their sheets came from, and the stand-ins of missed sheets, each row checked as it is
// read.

#include "store/RowReading.h"
#include "store/TurnRows.h"

#include <vector>

namespace muster::store {

void readMessageRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                     std::vector<TurnRecord> &turns, RowProblems &problems);
void readMailedRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                    std::vector<TurnRecord> &turns, RowProblems &problems);
void readStandInRows(sqlite::Database &db, const Campaign &c, TurnRange range,
                     std::vector<TurnRecord> &turns, RowProblems &problems);

} // namespace muster::store
