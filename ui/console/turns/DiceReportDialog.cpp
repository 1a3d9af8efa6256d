#include "console/turns/DiceReportDialog.h"

#include "console/turns/DiceChart.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace muster {

DiceReportDialog::DiceReportDialog(Campaign campaign, QWidget *parent)
    : QDialog(parent), m_campaign(std::move(campaign)), m_first(new QSpinBox(this)),
      m_last(new QSpinBox(this)), m_kinds(new QComboBox(this)), m_chart(new DiceChart(this)),
      m_text(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("diceReportDialog"));
    setWindowTitle(tr("Dice Report: %1").arg(m_campaign.name));
    const int lastResolved = m_campaign.turns.empty() ? 1 : m_campaign.current().number - 1;
    for (QSpinBox *box : {m_first, m_last})
        box->setRange(1, std::max(1, lastResolved));
    m_first->setObjectName(QStringLiteral("firstTurn"));
    m_last->setObjectName(QStringLiteral("lastTurn"));
    m_first->setValue(1);
    m_last->setValue(std::max(1, lastResolved));
    m_kinds->setObjectName(QStringLiteral("diceKind"));
    m_text->setObjectName(QStringLiteral("diceReportText"));
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Turns"), this));
    controls->addWidget(m_first);
    controls->addWidget(new QLabel(tr("to"), this));
    controls->addWidget(m_last);
    controls->addSpacing(16);
    controls->addWidget(new QLabel(tr("Dice:"), this));
    controls->addWidget(m_kinds, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_chart);
    split->addWidget(m_text);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(900, 680);

    connect(m_first, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_last->value() < v)
            m_last->setValue(v);
        recompute();
    });
    connect(m_last, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_first->value() > v)
            m_first->setValue(v);
        recompute();
    });
    connect(m_kinds, &QComboBox::currentIndexChanged, this, &DiceReportDialog::showKind);
    recompute();
}

void DiceReportDialog::setTurns(int first, int last)
{
    m_first->setValue(first);
    m_last->setValue(last);
    recompute();
}

void DiceReportDialog::recompute()
{
    m_report = diceReport(m_campaign, m_first->value(), m_last->value());
    const QString kept = m_kinds->currentText();
    {
        const QSignalBlocker quiet(m_kinds);
        m_kinds->clear();
        for (const DiceTally &t : m_report.tallies)
            m_kinds->addItem(t.name);
        const int again = m_kinds->findText(kept);
        m_kinds->setCurrentIndex(again >= 0 ? again : 0);
    }
    m_text->setPlainText(diceReportText(m_report));
    showKind();
}

void DiceReportDialog::showKind()
{
    const int k = m_kinds->currentIndex();
    m_chart->setTally(k >= 0 && k < static_cast<int>(m_report.tallies.size())
                          ? m_report.tallies[static_cast<size_t>(k)]
                          : DiceTally{});
}

} // namespace muster
