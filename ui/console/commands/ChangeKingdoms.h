#pragma once
// A change of a campaign's kingdoms while it is set up (the kingdoms editor: one added, removed,
// renamed, recoloured, its player, its starting BPs or reserves) as one undo step: redo runs the
// operation (core/operations/EditKingdoms.h, as muster-cli kingdoms does), undo puts back the
// roster taken before it (core/setup/KingdomRoster.h). Saved with the campaign.

#include "operations/CampaignChange.h"
#include "setup/KingdomRoster.h"

#include <QUndoCommand>

#include <functional>

namespace muster {

class CampaignDocument;

class ChangeKingdoms : public QUndoCommand
{
public:
    using Operation = std::function<OperationResult(Campaign &)>;
    ChangeKingdoms(CampaignDocument &document, Operation operation, const QString &text);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    Operation m_operation;
    KingdomRoster m_before;
};

} // namespace muster
