#pragma once
// Every turn of the campaign: choosing a resolved turn shows its map as it was
// at the start of that turn and its log, read-only; the current turn is at the bottom.
//
// The list is a model over the campaign's index of turns: a row is described when it is shown,
// so a campaign of thousands of turns opens without reading their logs. A turn whose rows in the
// file cannot be read (found when the file was opened, or when the turn was read) is marked
// damaged, in red, with the store's reason.

#include <QWidget>

class QListView;

namespace muster {

class CampaignDocument;
class TurnListModel;

class TurnHistoryDock : public QWidget
{
    Q_OBJECT
public:
    explicit TurnHistoryDock(CampaignDocument &document, QWidget *parent = nullptr);

    /// Index into Campaign::turns of the turn shown.
    int shownTurn() const;
    void showTurn(int index);
    QListView *list() const { return m_list; }
    /// How many turns the list shows.
    int count() const;

signals:
    void turnChosen(int index);

private:
    void refresh();

    CampaignDocument &m_document;
    TurnListModel *m_model;
    QListView *m_list;
};

} // namespace muster
