#pragma once
// "Nothing lost": a campaign imported from JSON (or new) lives in memory until File > Save As;
// before it is closed, replaced or the window quits, the GM is asked to keep its changes. A
// campaign kept in a file never asks, since every edit is saved at once. Tests answer through the
// question hook (Question.h).

#include <QString>

class QWidget;

namespace muster {

enum class UnsavedChoice
{
    Save,    // File > Save As first (the close goes on only if it was saved)
    Discard, // drop the changes
    Cancel   // keep the campaign open
};

/// Asks whether to save the changes of the campaign `campaignName` (a modal question box).
UnsavedChoice askAboutUnsavedChanges(QWidget *parent, const QString &campaignName);

} // namespace muster
