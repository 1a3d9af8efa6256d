#pragma once
// What a kingdom's stored lines would do if the turn were resolved now, in each rule system's
// terms: an area action's dry run with that kingdom's orders alone (A5), a march read against the
// map (H2.1). The campaign's rule system (rules/RuleSystem.h) picks one for ownOrderOutlook().

#include "mail/Receipt.h"

namespace muster {

std::vector<OrderOutlook> areaOutlook(const Campaign &c, int kingdom, const QStringList &lines,
                                      const TurnState &known);
std::vector<OrderOutlook> hexOutlook(const Campaign &c, int kingdom, const QStringList &lines,
                                     const TurnState &known);

} // namespace muster
