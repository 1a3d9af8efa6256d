#pragma once
// Resolve turn (F5, issue 6 point 2): runs the area engine on a copy of the campaign in a worker
// thread, so the window never freezes (issue 6 point 5); a progress dialog with Cancel appears
// when it takes longer than half a second. The result is pushed as one ResolveTurnCommand.
//
// The engine cannot be interrupted, so Cancel discards the result when it arrives. A result is
// also discarded when the current turn was edited while the engine ran (it was computed from the
// orders as they were).

#include "model/Campaign.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QProgressDialog;
class QThread;
class QWidget;

namespace muster {

class CampaignDocument;

class TurnResolver : public QObject
{
    Q_OBJECT
public:
    TurnResolver(CampaignDocument &document, QWidget *dialogParent);
    ~TurnResolver() override;

    bool isRunning() const { return m_running; }
    /// Whether the open campaign's current turn can be resolved here (area campaigns).
    bool canResolve() const;

public slots:
    /// Starts resolving the current turn; does nothing while a resolution runs.
    void resolve();

signals:
    void runningChanged(bool running);
    /// The resolution ended: `applied` false when cancelled or discarded, with the reason.
    void finished(bool applied, const QString &message);

private:
    struct Job;
    void jobDone(const std::shared_ptr<Job> &job);

    CampaignDocument &m_document;
    QWidget *m_dialogParent;
    QPointer<QProgressDialog> m_progress;
    QPointer<QThread> m_thread;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace muster
