#pragma once
// Text pictures of a world, for checking the samples' geography by eye (make_samples --ascii).

#include "model/World.h"

#include <QString>

namespace muster::samples {

/// One cell per hex: the area terrain's letter and the area's code (odd rows shoved right).
QString asciiAreaMap(const World &world);
/// One character per hex: hex terrain letter, overlaid with roads (=), rivers (~ on land: "r"),
/// navigable rivers ("N") and strongholds ("@").
QString asciiHexMap(const World &world);

} // namespace muster::samples
