#pragma once
// A kingdom's turn report (the individual report of Dark Age's rulebook): its actions and what
// became of them, each battle it fought phase by phase, captures and losses, income, BPs,
// reserves and dispersals, its areas and what else it saw; in hex campaigns each army's march,
// supply, hit points, battles and loyalty. Made from the typed events a KingdomView lists and
// from its state alone, so it cannot tell anything the kingdom does not know.

#include "pack/PackDocument.h"
#include "view/KingdomView.h"

namespace muster {

PackDocument playerReport(const Campaign &campaign, const KingdomView &view);

/// The report in each rule system's terms, which the campaign's rule system (rules/RuleSystem.h)
/// picks for playerReport(): an area kingdom's actions, battles by phase, changes and tables (A);
/// a hex kingdom's armies and their battles (H).
PackDocument areaPlayerReport(const Campaign &campaign, const KingdomView &view);
PackDocument hexPlayerReport(const Campaign &campaign, const KingdomView &view);

} // namespace muster
