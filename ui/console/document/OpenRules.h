#pragma once
// The open campaign's rule system (rules/RuleSystem.h), which the console's docks, actions and
// panels ask what applies (the march planner where there are marches, the order form where there
// are action orders) rather than testing the campaign's kind.

namespace muster {

class CampaignDocument;
class RuleSystem;

/// The rule system of the document's campaign, or null when no campaign is open.
const RuleSystem *openRules(const CampaignDocument &document);

} // namespace muster
