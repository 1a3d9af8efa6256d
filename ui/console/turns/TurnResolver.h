#pragma once
// Resolve Turn (F5) for area campaigns: the current turn resolved by core
// (rules/turn/TurnResolution.h) in the background (console/document/ResolutionJob.h) and stored as
// one undoable step.

#include <QObject>

class QWidget;

namespace muster {

class CampaignDocument;
class ResolutionJob;

class TurnResolver : public QObject
{
    Q_OBJECT
public:
    TurnResolver(CampaignDocument &document, QWidget *dialogParent);

    bool isRunning() const;
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
    CampaignDocument &m_document;
    ResolutionJob *m_job;
};

} // namespace muster
