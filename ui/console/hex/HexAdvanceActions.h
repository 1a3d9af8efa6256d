#pragma once
// Advance Day (Shift+F6) / Advance Week (F6) for hex campaigns: the hex engine resolves the days
// the way `muster-cli advance` does (rules/turn/TurnResolution.h) in the background
// (console/document/ResolutionJob.h), and the result is stored as one undoable step (undo rolls the
// campaign and its file back).
//
// With "Ask for Battle Decisions" on (the default) the GM answers each battle's decisions in
// dialogs (GuiBattleDecisions); off, the default policy decides silently, as the CLI does.
// Cancel discards the result (the engine cannot be interrupted; an open battle dialog is still
// answered, later ones get the defaults). A result is also discarded when the current turn was
// edited meanwhile. The status line of a stored advance names the armies destroyed, the battles
// and the armies gone out of supply in the days resolved (HexDaysText).

#include "hex/Hex.h"

#include <QObject>

#include <memory>

class QAction;
class QWidget;

namespace muster {

class CampaignDocument;
class GuiBattleDecisions;
class ResolutionJob;

class HexAdvanceActions : public QObject
{
    Q_OBJECT
public:
    HexAdvanceActions(CampaignDocument &document, QWidget *dialogParent, QObject *parent = nullptr);
    ~HexAdvanceActions() override;

    QAction *dayAction() const { return m_day; }
    QAction *weekAction() const { return m_week; }
    /// Checkable: ask the GM for battle decisions (kept in the settings; default on).
    QAction *askAction() const { return m_ask; }
    bool isRunning() const;

    /// Starts resolving at most `days` days of the current turn in a worker thread; false (nothing
    /// started) for an area campaign, none open, or while an advance runs. Ends with finished().
    bool advance(int days);
    /// What the progress dialog's Cancel does: the result will be discarded.
    void cancel();

signals:
    void runningChanged(bool running);
    /// The advance ended: `applied` false when cancelled or discarded, with the reason; else a
    /// line for the status bar.
    void finished(bool applied, const QString &message);
    /// After a stored advance: the same line as finished().
    void advanced(const QString &summary);
    /// A battle dialog is about to show for the battle in `hex` (the map shows it meanwhile).
    void battleQuestion(Hex hex);

private:
    void updateActions();

    CampaignDocument &m_document;
    QWidget *m_dialogParent;
    QAction *m_day;
    QAction *m_week;
    QAction *m_ask;
    QString m_dayTip, m_weekTip; // their status tips when a turn may be played
    ResolutionJob *m_job;
    std::shared_ptr<GuiBattleDecisions> m_decisions;
};

} // namespace muster
