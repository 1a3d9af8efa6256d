#pragma once
// Turn > Dice Report: the dice of a range of the campaign's turns by kind, against fair dice
// (audit/DiceReport.h, RULES R2): a chart of the chosen kind and the whole report as text. The
// dialog keeps its own copy of the campaign, so it stays valid while the GM goes on.

#include "audit/DiceReport.h"

#include <QDialog>

class QComboBox;
class QPlainTextEdit;
class QSpinBox;

namespace muster {

class DiceChart;

class DiceReportDialog : public QDialog
{
    Q_OBJECT
public:
    DiceReportDialog(Campaign campaign, QWidget *parent = nullptr);

    /// The turns read, by number, both included.
    void setTurns(int first, int last);
    const DiceReport &report() const { return m_report; }
    DiceChart *chart() const { return m_chart; }
    QComboBox *kinds() const { return m_kinds; }
    QPlainTextEdit *text() const { return m_text; }

private:
    void recompute();
    void showKind();

    Campaign m_campaign;
    DiceReport m_report;
    QSpinBox *m_first;
    QSpinBox *m_last;
    QComboBox *m_kinds;
    DiceChart *m_chart;
    QPlainTextEdit *m_text;
};

} // namespace muster
