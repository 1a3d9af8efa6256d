#include "console/turns/PackExport.h"

#include "console/document/CampaignDocument.h"
#include "console/jobs/BackgroundJob.h"
#include "console/jobs/JobProgress.h"
#include "mail/MailSettings.h"
#include "packs/PlayerPacks.h"
#include "rules/turn/TurnName.h"
#include "view/KingdomView.h"

#include <QDir>

#include <memory>
#include <optional>

namespace muster {

PackExport::PackExport(CampaignDocument &document, QWidget *dialogParent, QObject *parent)
    : QObject(parent), m_document(document), m_job(new BackgroundJob(this)),
      m_progress(new JobProgress(*m_job, dialogParent, QStringLiteral("packsProgress")))
{}

PackExport::~PackExport()
{
    delete m_job; // stops at the next kingdom and waits, telling no one
}

bool PackExport::isRunning() const
{
    return m_job->isRunning();
}

bool PackExport::start(const QString &dir, int showProgressAfterMs)
{
    if (m_job->isRunning() || !m_document.hasCampaign())
        return false;
    struct Work
    {
        Campaign campaign; // the worker's own copy
        QString dir;
        PackOptions options;
        std::optional<Result<PackSummary>> written; // set when the job ran
    };
    auto work = std::make_shared<Work>();
    work->campaign = m_document.campaign();
    work->dir = dir;
    work->options.campaignFile = m_document.filePath();
    work->options.paper = work->campaign.paper;
    // The mails are from the campaign's sender (Campaign > Mail Settings), as Send Packs wants.
    if (const Result<MailSettings> mail = m_document.mailSettings()) {
        work->options.gmName = mail->senderName;
        work->options.gmAddress = mail->senderAddress;
    }
    m_job->start(
        [work](const JobControl &control) {
            const Campaign &c = work->campaign;
            work->options.progress = [&control, &c](int done, int total) {
                control.setProgress(done, total,
                                    done < total
                                        ? tr("Writing the pack of %1...")
                                              .arg(c.kingdoms[static_cast<size_t>(done)].name)
                                        : QString());
                return !control.isCancelled();
            };
            work->written.emplace(writePlayerPacks(c, work->dir, work->options));
        },
        [this, work](bool) {
            const Result<PackSummary> &written = *work->written;
            if (!written) {
                emit finished(false, QString(), written.message());
                return;
            }
            const PackSummary &s = *written;
            const QString where = QDir::toNativeSeparators(work->dir);
            // The turn by the name the console and the packs give it ("Week 1, day 4").
            const QString turn =
                turnName(work->campaign, static_cast<size_t>(lastResolvedTurn(work->campaign)));
            emit finished(
                !s.cancelled,
                s.cancelled
                    ? tr("Cancelled: %n player pack(s) of %1 written to %2.", nullptr, s.kingdoms)
                          .arg(turn, where)
                    : tr("Wrote %n player pack(s) of %1 to %2.", nullptr, s.kingdoms)
                          .arg(turn, where),
                QString());
        });
    m_progress->begin(tr("Writing the player packs..."), showProgressAfterMs);
    return true;
}

} // namespace muster
