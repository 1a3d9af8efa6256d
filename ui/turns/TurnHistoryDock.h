#pragma once
// Every turn of the campaign: choosing a resolved turn shows its map as it was
// at the start of that turn and its log, read-only; the current turn is at the bottom.

#include <QWidget>

class QListWidget;

namespace muster {

class CampaignDocument;

class TurnHistoryDock : public QWidget
{
    Q_OBJECT
public:
    explicit TurnHistoryDock(CampaignDocument &document, QWidget *parent = nullptr);

    /// Index into Campaign::turns of the turn shown.
    int shownTurn() const;
    void showTurn(int index);
    QListWidget *list() const { return m_list; }

signals:
    void turnChosen(int index);

private:
    void refresh();

    CampaignDocument &m_document;
    QListWidget *m_list;
};

} // namespace muster
