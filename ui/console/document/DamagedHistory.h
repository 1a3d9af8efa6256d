#pragma once
// A campaign file whose history holds a turn that cannot be read: its rows there are damaged
// (bytes overwritten by a failing disk, a bad copy, an edit by hand). Found by the check of the
// history when the file is opened (HistoryCheck.h), or when a read meets it later; what core
// found is shown, with the store's reason (TurnDamage), never guessed from a message.
//
// What the GM can still do with such a campaign, and why:
// - Nothing is written to the file because of the damage and nothing is "repaired": a damaged
//   turn is not Muster's to invent, and the file as it is may still be mended from a backup.
// - Every other turn is shown as stored. The damaged one is listed as damaged in the Turns dock
//   and, chosen there, shows no map (a hatched bare world with a banner saying why), no orders,
//   no numbers and no log of another turn's.
// - The current turn was read whole and checked when the file opened (a file whose current turn
//   cannot be read does not open), so it is edited as always: orders, mail, the inspector.
// - Resolving (F5, F6, Shift+F6) asks first, every time: the new turn is sound, but it goes on
//   top of a history with a hole in it (for a hex campaign the day of the week may come from the
//   logs before the current turn), and every turn added is one more to carry over by hand if the
//   file is put back from a backup.
// - Rolling back to a damaged turn is refused (it cannot be read to be current again).
// - Verify History verifies every other turn and says the damaged one is damaged, never that it
//   does not follow from its seed (core/audit/TurnAudit.h).
// - Save As and Export refuse, naming the turn: they would have to write the turn they cannot
//   read, and a stand-in written in its place would pass for the real one. `muster-cli validate
//   FILE` lists every problem in the file; a backup from before the damage is the way back.

#include "model/TurnHistory.h"

#include <QString>

#include <vector>

class QWidget;

namespace muster {

class CampaignDocument;

/// The sentence for the GM: which turns of `file` cannot be read, and why.
QString damagedHistoryText(const QString &file, const std::vector<TurnDamage> &damaged);

/// Tells the GM, once the file is opened and its history checked, that `damaged` turns of it
/// cannot be read and what can still be done (nothing when `damaged` is empty).
void tellDamagedHistory(QWidget *parent, const QString &file,
                        const std::vector<TurnDamage> &damaged);

/// Before a turn is resolved: true when no turn of the document's history is known to be
/// damaged, or the GM chose to resolve on top of it.
bool resolveOverDamage(QWidget *parent, const CampaignDocument &document);

} // namespace muster
