#include "console/turns/PackPaperMenu.h"

#include "console/commands/ChangePaper.h"
#include "console/document/CampaignDocument.h"
#include "model/Paper.h"

#include <QActionGroup>
#include <QUndoStack>

namespace muster {

PackPaperMenu::PackPaperMenu(CampaignDocument &document, QWidget *parent)
    : QMenu(tr("Pack &Paper"), parent), m_document(document), m_papers(new QActionGroup(this))
{
    setObjectName(QStringLiteral("packPaperMenu"));
    setStatusTip(tr("The paper the player packs' PDFs are printed on"));
    for (Paper paper : {Paper::A4, Paper::A3, Paper::Letter}) {
        QAction *action = addAction(paperName(paper));
        action->setObjectName(QStringLiteral("paper%1Action").arg(paperName(paper)));
        action->setCheckable(true);
        action->setData(static_cast<int>(paper));
        m_papers->addAction(action);
    }
    connect(m_papers, &QActionGroup::triggered, this, &PackPaperMenu::choose);
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::settingsChanged})
        connect(&m_document, signal, this, &PackPaperMenu::showCampaignPaper);
    showCampaignPaper();
}

void PackPaperMenu::showCampaignPaper()
{
    const bool has = m_document.hasCampaign();
    setEnabled(has);
    if (!has)
        return;
    const int paper = static_cast<int>(m_document.campaign().paper);
    for (QAction *action : m_papers->actions())
        action->setChecked(action->data().toInt() == paper);
}

void PackPaperMenu::choose(QAction *action)
{
    const auto paper = static_cast<Paper>(action->data().toInt());
    if (!m_document.hasCampaign() || paper == m_document.campaign().paper)
        return;
    m_document.undoStack()->push(new ChangePaper(m_document, paper));
}

} // namespace muster
