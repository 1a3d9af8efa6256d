#pragma once
// What the GM calls a turn: "Turn 3" in an area campaign; in a hex campaign, where a turn is a week
// resolved whole or day by day once armies are in contact (RULES H2.1, H2.4), "Week 1, day 2".

#include "model/Campaign.h"

#include <QString>

namespace muster {

QString turnName(const Campaign &campaign, size_t index);

} // namespace muster
