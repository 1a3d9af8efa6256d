#include "console/jobs/JobProgress.h"

#include "console/jobs/BackgroundJob.h"

namespace muster {

JobProgress::JobProgress(BackgroundJob &job, QWidget *dialogParent, QString objectName)
    : QObject(&job), m_job(job), m_dialogParent(dialogParent), m_objectName(std::move(objectName))
{
    connect(&job, &BackgroundJob::progressChanged, this,
            [this](int done, int total, const QString &text) {
                if (!m_dialog)
                    return;
                // QProgressDialog::cancel() called as a slot emits no canceled(): seen here.
                if (m_dialog->wasCanceled()) {
                    m_job.cancel();
                    return;
                }
                m_dialog->setMaximum(total);
                m_dialog->setValue(done);
                if (!text.isEmpty())
                    m_dialog->setLabelText(text);
            });
    connect(&job, &BackgroundJob::runningChanged, this, [this](bool running) {
        if (!running)
            end();
    });
    job.setCancelSource([this] { return m_dialog && m_dialog->wasCanceled(); });
}

void JobProgress::begin(const QString &text, int showAfterMs)
{
    end();
    m_dialog = new QProgressDialog(text, tr("Cancel"), 0, 0, m_dialogParent);
    m_dialog->setObjectName(m_objectName);
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->setMinimumDuration(showAfterMs);
    // canceled() comes from the button and from closing the dialog.
    connect(m_dialog, &QProgressDialog::canceled, &m_job, &BackgroundJob::cancel);
}

void JobProgress::setAsking(bool asking)
{
    if (!m_dialog)
        return;
    if (asking)
        m_dialog->reset();
    else
        m_dialog->setValue(0); // restarts the dialog's wait before it shows
}

void JobProgress::end()
{
    if (!m_dialog)
        return;
    disconnect(m_dialog, &QProgressDialog::canceled, &m_job, &BackgroundJob::cancel);
    m_dialog->reset();
    m_dialog->deleteLater();
    m_dialog = nullptr;
}

} // namespace muster
