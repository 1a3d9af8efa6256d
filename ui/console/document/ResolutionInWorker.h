#pragma once
// What Resolve Turn (area) and Advance Day/Week (hex) share around their worker thread: the engine
// and the SQLite save of the two new turns run off the GUI thread, so a big turn never freezes the
// window. On the GUI thread the result is applied only if the document still holds the turn it was
// computed from; otherwise (or when the GM cancelled) the file is put back to the campaign in
// memory.

#include "model/Campaign.h"

#include <memory>

namespace muster {

class CampaignDocument;
struct SharedCampaignFile;

class ResolutionInWorker
{
public:
    /// GUI thread, when the work starts: remembers the revision the result will be computed from
    /// and the file to save to (SQLite files only: a JSON file is rewritten whole, history
    /// included, so the GUI thread saves it when the result is applied).
    explicit ResolutionInWorker(const CampaignDocument &document);

    /// Worker thread: `campaign` (the worker's copy, ending with the turn that was resolved) is
    /// closed with `resolved` and `next` (operations/CloseTurn), and both are saved to the file. A
    /// failed save is not reported here: the GUI thread saves again when it applies.
    void save(Campaign &campaign, const TurnRecord &resolved, const TurnRecord &next);

    /// GUI thread, when the result arrives: whether `document` is unchanged since the work started
    /// (no edit of any kind: orders, areas, terrain, kingdoms) and still kept in the same file.
    bool stillCurrent(const CampaignDocument &document) const;
    /// GUI thread, when the result is dropped: the file goes back to the campaign in memory.
    void discard(CampaignDocument &document) const;

    /// Whether the worker saved the turns (the undo command's first redo need not save again).
    bool saved() const { return m_saved; }

private:
    quint64 m_revision = 0;
    std::shared_ptr<SharedCampaignFile> m_documentFile; // to tell whether it is still the same
    std::shared_ptr<SharedCampaignFile> m_file;         // null: not saved by the worker
    bool m_saved = false;
};

} // namespace muster
