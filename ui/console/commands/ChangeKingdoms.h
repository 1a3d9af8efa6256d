#pragma once
// A change of a campaign's kingdoms while it is set up (the kingdoms editor: one added, removed,
// renamed, recoloured, its player, its starting BPs or reserves): one undo step holding the
// roster before and after (core/setup/KingdomRoster.h), saved with the campaign.

#include "setup/KingdomRoster.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ChangeKingdoms : public QUndoCommand
{
public:
    ChangeKingdoms(CampaignDocument &document, KingdomRoster after, const QString &text);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    KingdomRoster m_roster[2]; // before, after
};

} // namespace muster
