#pragma once
// The bundled samples with their first turn resolved, as the pack and mail tests start from, and
// the players' addresses those tests mail from.

#include "model/Campaign.h"

#include <QString>

namespace muster::test {

/// maps/sample-area.json or sample-hex.json, read and with turn 1 resolved (default dice and
/// decisions); every kingdom gets the address "<id>@players.example" (lower case), the campaign
/// the game code kGameCode and each kingdom the player code testPlayerCode(its index): fixed
/// here, so the mail corpus can carry them (Muster itself draws codes at random).
Campaign resolvedSample(const QString &name);
/// The hex sample resolved until a day ends with its A2, marching at C1 (which stands), within
/// reach of it (RULES H2.4): turns are daily, and its current turn holds what is left of A2's
/// march (carried on).
Campaign hexSampleMarchingOn();
/// A sample resolved over several turns, so that its kingdoms remember what they no longer see
/// (view/LastSeen.h): the area sample with turn 1 resolved as resolvedSample() does and two more
/// with no orders (what its armies did on turn 1 is out of their sight after); the hex sample as
/// resolvedSample() leaves it, its armies days away from the hexes they saw on the first day.
Campaign sampleWithMemory(const QString &name);
QString playerAddress(const Kingdom &kingdom);
/// A campaign of `c`'s world and kingdoms with one turn, numbered `number`, at `state`: what a
/// pack draws a kingdom's map from (its view's state, nothing else of the campaign).
Campaign drawnCampaign(const Campaign &c, const TurnState &state, int number = 1);
inline const QString kGameCode = QStringLiteral("K7QX4M");
/// The player code of the `kingdom`th kingdom of a sample, as a campaign keeps it ("4MZRT8PW").
QString testPlayerCode(int kingdom);
/// The lines a player adds to a sheet typed by hand for kingdom `k` of a sample: "Game: ..." and
/// "Player code: ...".
QString codeLines(int kingdom);

} // namespace muster::test
