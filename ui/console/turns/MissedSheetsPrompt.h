#pragma once
// Before a turn is resolved (Resolve Turn, Advance Day or Week): the kingdoms whose sheet did not
// come get what their policy says (operations/FillMissedOrders.h: the autopilot's sheet, their
// standing orders, or nothing), written as one undo step before anything is resolved, and the GM
// is told which and asked whether to resolve now or read and edit them first in the Orders dock.
// Once written they are the turn's orders like any other: a resolution that does not go on after
// all (cancelled at its warnings or while it runs) leaves them, and Undo takes them back. Stand-ins
// that order nothing are stored by the resolution itself, with its turn, so they take no step.

#include "operations/FillMissedOrders.h"

class QString;
class QWidget;

namespace muster {

class CampaignDocument;

enum class MissedSheetsAnswer
{
    Resolve, // resolve (with `silent` folded into the resolution's own copy)
    Review,  // the stand-ins are written (one undo step) and the GM reads them first
};

struct MissedSheetsStep
{
    MissedSheetsAnswer answer = MissedSheetsAnswer::Resolve;
    /// Stand-ins that order nothing (held, or no standing orders), not written into the
    /// document: the resolution stores them with its turn (storeStandIns on its copy), so they
    /// take no undo step of their own and a cancelled resolution leaves nothing behind.
    std::vector<MissedSheet> silent;
};

/// The stand-ins of the current turn's missed sheets. When some have lines (the autopilot's,
/// standing orders) they are written as one undo step and the GM is told which, in a box titled
/// `title` (the action's name), and chooses to resolve or to review them first; stand-ins that
/// order nothing are left for the resolution to store (the resolution's own warnings name the
/// kingdoms that will do nothing).
MissedSheetsStep standInForMissedSheets(CampaignDocument &document, QWidget *parent,
                                        const QString &title);

} // namespace muster
