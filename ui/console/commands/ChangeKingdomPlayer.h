#pragma once
// A kingdom's player details changed in the kingdoms dock (the address its pack goes to and its
// mailed sheets come from): one undo step, saved with the campaign, set as `muster-cli kingdoms`
// sets them (core/operations/EditKingdoms.h).

#include <QString>
#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ChangeKingdomPlayer : public QUndoCommand
{
public:
    ChangeKingdomPlayer(CampaignDocument &document, int kingdom, QString email, QString contact);

    void undo() override;
    void redo() override;

private:
    bool set(int which); // 0 before, 1 after; false when refused

    CampaignDocument &m_document;
    int m_kingdom;
    QString m_email[2], m_contact[2]; // before, after
};

} // namespace muster
