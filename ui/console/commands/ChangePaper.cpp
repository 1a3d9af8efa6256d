#include "console/commands/ChangePaper.h"

#include "console/document/CampaignDocument.h"
#include "operations/SetPaper.h"

#include <QCoreApplication>

namespace muster {

ChangePaper::ChangePaper(CampaignDocument &document, Paper paper)
    : m_document(document), m_paper(paper), m_before(document.campaign().paper)
{
    setText(QCoreApplication::translate("ChangePaper", "Print Packs on %1").arg(paperName(paper)));
}

void ChangePaper::undo()
{
    m_document.apply([this](Campaign &c) { return setPaper(c, m_before); });
}

void ChangePaper::redo()
{
    m_document.apply([this](Campaign &c) { return setPaper(c, m_paper); });
}

} // namespace muster
