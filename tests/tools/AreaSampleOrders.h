#pragma once
// The turn 1 order sheets of the bundled area campaign ("the sample area
// campaign ships with a full set of orders for turn 1"). One plain-text sheet per kingdom, as a
// player would email it; make_samples writes each to maps/sample-area-orders/ID.txt (examples of
// importing a sheet) and stores their canonical lines as turn 1's orders of sample-area.json.
// Each sheet is accepted whole by the area engine when the kingdom acts alone (A3: no action
// fails), which tests/samples checks.

#include "model/Campaign.h"

#include <QString>
#include <QStringList>

namespace muster::samples {

/// The sheet of kingdom `k` of the area sample, header comment included; empty when it has none.
QString areaSampleSheet(const Campaign &campaign, int k);

/// Every kingdom's sheet parsed into canonical lines (TurnRecord::orders); a sheet that does not
/// parse gives no lines (tests/samples then fails).
std::vector<QStringList> areaSampleTurnOneOrders(const Campaign &campaign);

} // namespace muster::samples
