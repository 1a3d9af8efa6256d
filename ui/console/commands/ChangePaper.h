#pragma once
// The paper the campaign's packs are printed on changed (Campaign > Pack Paper): one undo step,
// saved with the campaign. Redo sets it as muster-cli settings does (core/operations/SetPaper.h);
// undo puts back the paper it had.

#include "model/Paper.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ChangePaper : public QUndoCommand
{
public:
    ChangePaper(CampaignDocument &document, Paper paper);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    Paper m_paper;
    Paper m_before;
};

} // namespace muster
