#pragma once
// File > Export Player Packs: every kingdom's pack of the last resolved turn written into a folder
// (packs/PlayerPacks.h) as a BackgroundJob, so the window keeps drawing while a big campaign's
// packs are written; a progress dialog names the kingdom under way and can cancel (the packs
// written so far stay, the rest are not written). The packs are of the campaign as it was when
// the export started: the work has its own copy.

#include <QObject>
#include <QString>

class QWidget;

namespace muster {

class BackgroundJob;
class CampaignDocument;
class JobProgress;

class PackExport : public QObject
{
    Q_OBJECT
public:
    PackExport(CampaignDocument &document, QWidget *dialogParent, QObject *parent = nullptr);
    /// Stops the packs at the next kingdom and waits.
    ~PackExport() override;

    /// Starts writing the packs into `dir`; false (nothing started) with no campaign or while
    /// packs are being written. `showProgressAfterMs`: how long before the progress dialog shows.
    bool start(const QString &dir, int showProgressAfterMs = 500);
    bool isRunning() const;

signals:
    /// The packs are written (`written`), or the GM cancelled (`message` says how many were
    /// written), or they could not be (`error`: what and where).
    void finished(bool written, const QString &message, const QString &error);

private:
    CampaignDocument &m_document;
    BackgroundJob *m_job;
    JobProgress *m_progress;
};

} // namespace muster
