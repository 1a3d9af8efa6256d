#pragma once
// "Nothing lost": a campaign imported from JSON (or new) lives in memory until File > Save As;
// before it is closed, replaced or the window quits, the GM is asked to keep its changes. A
// campaign kept in a file never asks, since every edit is saved at once. Tests install a hook that
// answers.

#include <QString>

#include <functional>

class QWidget;

namespace muster {

enum class UnsavedChoice
{
    Save,    // File > Save As first (the close goes on only if it was saved)
    Discard, // drop the changes
    Cancel   // keep the campaign open
};

using UnsavedChangesHook = std::function<UnsavedChoice(const QString &campaignName)>;

/// Replaces the question box; an empty hook restores it. Returns the old hook.
UnsavedChangesHook setUnsavedChangesHook(UnsavedChangesHook hook);
/// Asks whether to save the changes of the campaign `campaignName` (a modal question box).
UnsavedChoice askAboutUnsavedChanges(QWidget *parent, const QString &campaignName);

} // namespace muster
