#pragma once
// A kingdom given a new player code (model/CampaignCodes.h) in the kingdoms dock, when its old
// one may be known to someone else: mailed sheets with the old code are refused from then on.
// One undo step, saved with the campaign (core/operations/EditKingdoms.h, as `muster-cli kingdoms`
// sets it); undoing it brings the old code back.

#include <QString>
#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ChangePlayerCode : public QUndoCommand
{
public:
    ChangePlayerCode(CampaignDocument &document, int kingdom, QString code);

    void undo() override;
    void redo() override;

private:
    bool set(const QString &code); // false when refused

    CampaignDocument &m_document;
    int m_kingdom;
    QString m_code[2]; // before, after
};

} // namespace muster
