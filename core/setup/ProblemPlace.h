#pragma once
// Where a campaign's problem is, said to the GM in the campaign's own names. The validator (the
// campaign reader of core/io) places each problem by its JSON path ("kingdoms[0].id",
// "world.areas[3].hinterland"), which `muster-cli validate` prints beside the file's line; the
// console's setup (Start Campaign, the kingdoms editor, the map's problems) names the kingdom,
// area or road instead: "Aldmark's id", "Glimmerdale (GLM)'s hinterland", "road 3, hex 5".
// Only the path's own syntax (io/JsonLocator.h: "a.b", "a[3]") is read; the words come from the
// campaign.

#include "util/Problems.h"

#include <QString>

namespace muster {

struct Campaign;

/// `where` in words; "" for an empty path.
QString placeInWords(const Campaign &campaign, const QString &where);
/// "Aldmark's id: the id must be 1-12 letters...", or the message alone when it has no place.
QString problemInWords(const Campaign &campaign, const Problem &problem);

} // namespace muster
