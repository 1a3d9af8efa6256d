#pragma once
// Advance Day / Advance Week for hex campaigns (issue 6 point 4): runs the hex engine the way
// `muster-cli advance` does (rules/hex/HexAdvance, default battle decisions) and stores the result
// as one undoable step (ResolveTurnCommand: undo rolls the campaign and its file back).
//
// The engine runs on the GUI thread: a week on the sample map takes milliseconds. A map with
// hundreds of armies would want the worker thread TurnResolver uses for area turns.

#include <QObject>

class QAction;

namespace muster {

class CampaignDocument;

class HexAdvanceActions : public QObject
{
    Q_OBJECT
public:
    explicit HexAdvanceActions(CampaignDocument &document, QObject *parent = nullptr);

    QAction *dayAction() const { return m_day; }
    QAction *weekAction() const { return m_week; }

    /// Resolves at most `days` days of the current turn; false (nothing changed) for an area
    /// campaign or none open.
    bool advance(int days);

signals:
    /// After a stored advance: a line for the status bar.
    void advanced(const QString &summary);

private:
    void updateActions();

    CampaignDocument &m_document;
    QAction *m_day;
    QAction *m_week;
};

} // namespace muster
