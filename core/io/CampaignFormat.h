#pragma once
// Which of the two campaign formats a file is: the SQLite campaign file (core/store) or the JSON
// interchange format (core/io). An existing file is judged by its first bytes, never by its name,
// so the GUI and the CLI always agree and a file named without (or with the wrong) extension still
// opens. A file about to be written is judged by its name: ".json" is JSON, anything else a
// campaign file.

#include "util/Result.h"

#include <QString>

#include <optional>

namespace muster {

enum class CampaignFormat
{
    Store, // SQLite, application id 'MUST' (core/store)
    Json   // {"format": "muster-campaign", ...} (maps/README.md)
};

/// The suffix Save As adds to a name without one.
inline constexpr char kCampaignFileSuffix[] = ".muster";

/// The format of the existing file at `path`, from its first bytes: the SQLite header means a
/// campaign file, a '{' JSON. A file that is neither is refused by the reader its name points to
/// (a "notes.muster" of plain text is "not a Muster campaign", a bare "notes" not valid JSON).
/// A failure naming the file when it is missing, a folder, a device or FIFO, or unreadable.
Result<CampaignFormat> detectCampaignFormat(const QString &path);

/// The format a new file at `path` is written in: JSON for a ".json" name, else a campaign file.
CampaignFormat formatForNewFile(const QString &path);

/// `path` with ".muster" added when its file name has no suffix ("War" -> "War.muster").
QString withCampaignSuffix(const QString &path);

/// Whether the first bytes of a file look like a Muster campaign of either format (an SQLite file
/// with Muster's application id, or JSON naming the campaign format): for file dialogs that list
/// campaigns whatever their names.
bool looksLikeCampaign(const QByteArray &head);

/// How many leading bytes looksLikeCampaign wants.
inline constexpr int kCampaignHeadBytes = 512;

} // namespace muster
