#pragma once
// Turn > Verify History and Turn > Dice Report (RULES R2, R3). Verify resolves every stored turn
// again (audit/TurnAudit.h) on a worker thread with a progress dialog and Cancel, on a copy of the
// campaign, and shows what it found turn by turn: verified, or the first event that differs, and
// every forced die. The dice report opens DiceReportDialog on a copy of the campaign.

#include "audit/TurnAudit.h"
#include "console/turns/DiceReportDialog.h"

#include <QDialog>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace muster {

class BackgroundJob;
class CampaignDocument;
class JobProgress;

class HistoryAudit : public QObject
{
    Q_OBJECT
public:
    HistoryAudit(CampaignDocument &document, QWidget *dialogParent, QObject *parent = nullptr);
    ~HistoryAudit() override;

    QAction *verifyAction() const { return m_verify; }
    QAction *diceAction() const { return m_dice; }
    bool isVerifying() const;
    /// The dialog of the last verification and the last dice report (null when closed).
    QDialog *resultDialog() const { return m_result; }
    DiceReportDialog *diceDialog() const { return m_diceDialog; }

    void verify();
    void showDiceReport();

signals:
    /// A verification ended (not when cancelled): `ok` when every turn holds.
    void verified(bool ok);

private:
    void showResult(const CampaignAudit &audit);
    void updateActions();

    CampaignDocument &m_document;
    QWidget *m_dialogParent;
    QAction *m_verify;
    QAction *m_dice;
    BackgroundJob *m_job;
    JobProgress *m_progress;
    QPointer<QDialog> m_result;
    QPointer<DiceReportDialog> m_diceDialog;
};

} // namespace muster
