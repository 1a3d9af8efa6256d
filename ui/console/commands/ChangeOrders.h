#pragma once
// Replacing one kingdom's order lines of the current turn (an order added, edited, deleted,
// reordered, or a whole sheet imported): one undo step, saved at once.

#include <QStringList>
#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ChangeOrders : public QUndoCommand
{
public:
    ChangeOrders(CampaignDocument &document, int kingdom, QStringList after, const QString &text);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    int m_kingdom;
    QStringList m_before;
    QStringList m_after;
};

} // namespace muster
