#pragma once
// Deterministic generated campaigns for tests and benchmarks: the same arguments always give the
// same campaign, so a failing test or a benchmark run can be reproduced exactly.

#include "model/Campaign.h"

#include <QtGlobal>

namespace muster::test {

/// An area campaign (RULES part A) of `areas` roughly hex-blob areas on a hex grid (about seven
/// hexes each; adjacency comes from shared hex edges via World::rebuild), about one in ten of them
/// sea and a few cities with hinterlands; `kingdoms` kingdoms with distinct colours and player
/// codes (fixed, as the game code is: model/CampaignCodes.h); and `turns`
/// turns: all but the last resolved, each with its state, a few order lines per kingdom, a small
/// log and its seed (R2). The result is valid: writeCampaignJson() of it reads back without
/// problems. Fast enough for 5,000 areas x 200 turns in well under a second or two.
Campaign generateAreaCampaign(int areas, int kingdoms, int turns, quint64 seed);

/// Gives each kingdom of `campaign`'s current turn a homeland, as a campaign starts them: its
/// areas one connected region round a seed area (a flood over the areas' neighbours from one
/// seed per kingdom, spread over the world), about one land area in five left unowned, the sea
/// held by no one. Armies and the rest of each area's state stay as they were.
void giveKingdomsHomelands(Campaign &campaign, quint64 seed);

/// What resolving the current turn does to a campaign, as far as the store can tell: the current
/// turn marked resolved with a one-line log, and a next turn (R2 seed) without orders in which
/// every `areaStride`-th land area has one more population and the first army has been a day longer
/// out of supply.
void appendResolvedTurn(Campaign &campaign, int areaStride);

} // namespace muster::test
