#pragma once
// The Open and Save As dialogs for campaigns. Open lists every file that is a Muster campaign by
// its content (io/CampaignFormat.h), whatever its name, besides *.muster and *.json; Save As
// proposes ".muster" and adds it to a name typed without a suffix.

#include <QString>

class QWidget;

namespace muster {

/// Whether the file at `path` belongs in the Open dialog: a folder, a *.muster or *.json file, or
/// any file whose first bytes are a Muster campaign's.
bool listedAsCampaign(const QString &path);

/// Empty when the GM cancelled.
QString chooseCampaignToOpen(QWidget *parent);
QString chooseCampaignToSave(QWidget *parent);

} // namespace muster
