#pragma once
// The rules every reader applies to the values of one turn's state, whichever file they come from:
// the JSON reader (core/io/StateJson.cpp) and the campaign store's reader (core/store/TurnRows.cpp)
// refuse the same values in the same words, against the same limits (model/Limits.h).

#include "model/Limits.h"
#include "model/TurnState.h"

#include <QString>

#include <functional>

namespace muster {

class World;

/// Receives one problem; `field` names the value within the object being checked ("armies").
using FieldProblem = std::function<void(const QString &field, const QString &message)>;

/// "expected a whole number from 0 to 1000000, got -5": `got` is the value as read.
QString rangeProblem(limits::Range range, const QString &got);
/// Reports `value` outside `range` as a problem of `field`; true when it is inside.
bool checkRange(qint64 value, limits::Range range, const QString &field,
                const FieldProblem &report);
/// The same for a field named in Latin-1 ("armies"): its name becomes a QString only for a
/// problem, since a file's every row passes through here.
inline bool checkRange(qint64 value, limits::Range range, QLatin1String field,
                       const FieldProblem &report)
{
    return range.contains(value) || checkRange(value, range, QString(field), report);
}

/// One area's state against the map (A1.2, A5.7, A7.1): every count within limits::kCount, an
/// owner among the `kingdoms`, a mode with the location it needs next to the area, ships and armies
/// aboard only at sea (and only with an owner), never more aboard than ships.
void checkAreaState(const AreaState &state, int area, const World &world, int kingdoms,
                    const FieldProblem &report);
/// What is wrong with a hex army standing on `hex` of the map (H1.2): off the map, or on water
/// (armies march on land); empty when nothing is.
QString armyHexProblem(Hex hex, const World &world);
/// A standing passage grant (A5.8) between two different kingdoms of the campaign.
void checkPassage(const PassageGrant &grant, int kingdoms, const FieldProblem &report);

} // namespace muster
