#pragma once
// Advance Day (Shift+F6) / Advance Week (F6) for hex campaigns (issue 6 points 4 and 5): runs the
// hex engine the way `muster-cli advance` does (rules/hex/HexAdvance) on a copy of the campaign in
// a worker thread, so the window never freezes; a progress dialog with Cancel appears when it
// takes longer than half a second. The result is stored as one undoable step
// (ResolveTurnCommand: undo rolls the campaign and its file back).
//
// With "Ask for Battle Decisions" on (the default) the GM answers each battle's decisions in
// dialogs (GuiBattleDecisions); off, the default policy decides silently, as the CLI does.
// Cancel discards the result (the engine cannot be interrupted; an open battle dialog is still
// answered, later ones get the defaults). A result is also discarded when the current turn was
// edited meanwhile.

#include "hex/Hex.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QAction;
class QProgressDialog;
class QThread;
class QWidget;

namespace muster {

class CampaignDocument;
class GuiBattleDecisions;

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
    bool isRunning() const { return m_running; }

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
    struct Job;
    void jobDone(const std::shared_ptr<Job> &job);
    void updateActions();

    CampaignDocument &m_document;
    QWidget *m_dialogParent;
    QAction *m_day;
    QAction *m_week;
    QAction *m_ask;
    QPointer<QProgressDialog> m_progress;
    QThread *m_thread = nullptr;
    std::shared_ptr<GuiBattleDecisions> m_decisions;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace muster
