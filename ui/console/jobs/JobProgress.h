#pragma once
// The one way the console shows a background job's progress (console/jobs/BackgroundJob.h): a
// window-modal progress dialog that appears only when the work takes longer than a moment, with
// the job's text and steps as the work reports them and a Cancel button that cancels the job; it
// goes when the job ends. The dialog keeps the object name it is given, so tests and the GM's
// scripts find it.

#include <QObject>
#include <QPointer>
#include <QProgressDialog>

class QWidget;

namespace muster {

class BackgroundJob;

class JobProgress : public QObject
{
    Q_OBJECT
public:
    JobProgress(BackgroundJob &job, QWidget *dialogParent, QString objectName);

    /// Shows `text` for the run just started, after `showAfterMs` (at once when 0).
    void begin(const QString &text, int showAfterMs = 500);
    /// The dialog of the run under way (null when none).
    QProgressDialog *dialog() const { return m_dialog; }
    /// Hides the dialog while the GM answers a question the work asks (it would cover it), and
    /// lets it show again after the usual wait.
    void setAsking(bool asking);

private:
    void end();

    BackgroundJob &m_job;
    QWidget *m_dialogParent;
    QString m_objectName;
    QPointer<QProgressDialog> m_dialog;
};

} // namespace muster
