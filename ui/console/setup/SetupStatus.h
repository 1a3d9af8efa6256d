#pragma once
// Whether the open campaign is being set up, for the actions that play turns (Resolve Turn,
// Advance Day and Week): they are disabled in setup, with a status tip that says why.

#include <QString>

namespace muster {

class CampaignDocument;

/// A campaign is open and has not started (Campaign::started).
bool inSetup(const CampaignDocument &document);
/// The status tip of a turn action while the campaign is in setup.
QString noTurnInSetupTip();

} // namespace muster
