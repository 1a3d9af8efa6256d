#pragma once
// An area's state in the current turn set by hand (RULES A1.2): its owner, armies, population,
// forts, defence mode and its location (A7.1), ships and armies aboard. The console's area
// inspector and `muster-cli area FILE AREA FIELD=VALUE...` set it here, so an edit that makes a
// state the campaign's readers would refuse (an AMBUSH without its location, more armies aboard
// than ships, ships on land) is refused before it is stored, in the readers' own words.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"

#include <QStringList>

namespace muster {

/// A reader's problem with area `code`'s state as the GM reads it: "FOX location: ...", the
/// field named as the inspector names it.
QString areaStateProblemText(const QString &code, const QString &field, const QString &message);

/// Every problem a reader finds with `state` as area `area`'s on the map as it is, each naming
/// the area and the field.
QStringList areaStateProblems(const Campaign &campaign, int area, const AreaState &state);

/// What setting area `area`'s state to `state` would add that a reader refuses (model/
/// StateCheck.h), each naming the area and the field; empty when it may be set. A problem the
/// area's state has already (a sea turned to land by a map edit, ships still on it) is not the
/// edit's: the GM mends it one field at a time.
QStringList areaStateRefusal(const Campaign &campaign, int area, const AreaState &state);

/// Sets area `area`'s state in the current turn to `state`; refused, with areaStateRefusal's
/// reasons, when it adds a problem.
OperationResult setAreaState(Campaign &campaign, int area, const AreaState &state);

/// Puts back a state area `area` had (the undo of setAreaState), unchecked: it was the state.
OperationResult restoreAreaState(Campaign &campaign, int area, const AreaState &state);

} // namespace muster
