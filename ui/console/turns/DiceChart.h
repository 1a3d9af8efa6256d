#pragma once
// One kind of dice as a chart (audit/DiceReport.h): a bar per result with how often it came up,
// and a mark per result at the count fair dice give, so a die that favours a face shows at a
// glance; the chi-square figures are in the chart's title line.

#include "audit/DiceReport.h"

#include <QWidget>

namespace muster {

class DiceChart : public QWidget
{
    Q_OBJECT
public:
    explicit DiceChart(QWidget *parent = nullptr);

    void setTally(const DiceTally &tally);
    const DiceTally &tally() const { return m_tally; }
    QSize sizeHint() const override { return {720, 300}; }
    QSize minimumSizeHint() const override { return {320, 180}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    DiceTally m_tally;
};

} // namespace muster
