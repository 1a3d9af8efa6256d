#pragma once
// The bundled samples with their first turn resolved, as the pack and mail tests start from, and
// the players' addresses those tests mail from.

#include "model/Campaign.h"

#include <QString>

namespace muster::test {

/// maps/sample-area.json or sample-hex.json, read and with turn 1 resolved (default dice and
/// decisions); every kingdom gets the address "<id>@players.example" (lower case).
Campaign resolvedSample(const QString &name);
QString playerAddress(const Kingdom &kingdom);

} // namespace muster::test
