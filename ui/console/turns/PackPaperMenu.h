#pragma once
// Campaign > Pack Paper: the paper the campaign's packs are printed on (model/Paper.h), one
// checkable item per paper. Choosing one is an undo step (ChangePaper); the check follows the
// campaign through undo, redo and another campaign opened.

#include <QMenu>

class QActionGroup;

namespace muster {

class CampaignDocument;

class PackPaperMenu : public QMenu
{
    Q_OBJECT
public:
    PackPaperMenu(CampaignDocument &document, QWidget *parent);

private:
    void showCampaignPaper();
    void choose(QAction *action);

    CampaignDocument &m_document;
    QActionGroup *m_papers;
};

} // namespace muster
