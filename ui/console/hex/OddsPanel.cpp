#include "console/hex/OddsPanel.h"

#include "console/hex/OddsJob.h"

#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>

namespace muster {

using hexrules::OddsOutcome;

/// The three outcomes as one bar: the attacker's wins from the left, the defender's from the
/// right, nobody's in between, each labelled with its share when there is room.
class OutcomeBar : public QWidget
{
public:
    explicit OutcomeBar(QWidget *parent) : QWidget(parent)
    {
        setObjectName(QStringLiteral("oddsBar"));
        setMinimumHeight(fontMetrics().height() + 10);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    void setShares(const double shares[3], bool known, const QColor sides[2])
    {
        std::copy(shares, shares + 3, m_shares);
        m_colours[0] = sides[0];
        m_colours[1] = sides[1];
        m_known = known;
        update();
    }
    QSize sizeHint() const override { return {360, fontMetrics().height() + 10}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        const QRectF all = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
        p.setPen(QColor(90, 90, 90));
        if (!m_known) {
            p.setBrush(QColor(235, 235, 235));
            p.drawRect(all);
            return;
        }
        // The attacker's kingdom colour, nobody grey, the defender's: the order of the table.
        const QColor colours[3] = {m_colours[0], m_colours[1], QColor(150, 150, 150)};
        const int order[3] = {0, 2, 1};
        double x = all.left();
        for (int k : order) {
            const double w = all.width() * m_shares[k];
            const QRectF part(x, all.top(), w, all.height());
            p.fillRect(part, colours[k]);
            const QString text = QString::number(100 * m_shares[k], 'f', 0) + QLatin1Char('%');
            if (w > fontMetrics().horizontalAdvance(text) + 6) {
                // Dark text on a light colour, light on a dark one.
                p.setPen(colours[k].lightnessF() > 0.6 ? Qt::black : Qt::white);
                p.drawText(part, Qt::AlignCenter, text);
            }
            x += w;
        }
        p.setPen(QColor(90, 90, 90));
        p.setBrush(Qt::NoBrush);
        p.drawRect(all);
    }

private:
    double m_shares[3] = {0, 0, 0};
    QColor m_colours[2];
    bool m_known = false;
};

OddsPanel::OddsPanel(QWidget *parent)
    : QWidget(parent), m_job(new OddsJob(this)), m_bar(new OutcomeBar(this)),
      m_header(new QLabel(this)), m_table(new QLabel(this))
{
    setObjectName(QStringLiteral("oddsPanel"));
    m_header->setObjectName(QStringLiteral("oddsHeader"));
    m_header->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("oddsTable"));
    m_table->setTextFormat(Qt::RichText);
    m_table->setToolTip(
        tr("The engine's own battle fought again and again with fresh dice (a Monte Carlo "
           "estimate): the choices made here for this battle turn, the default policy after it. "
           "The figure after \u00b1 is the 95% margin; sd is the spread of one battle's result."));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_header);
    layout->addWidget(m_bar);
    layout->addWidget(m_table);
    connect(m_job, &OddsJob::updated, this, &OddsPanel::show);
}

void OddsPanel::setBattle(std::shared_ptr<const hexrules::BattleSetup> setup,
                          const QString names[2], const QColor colours[2], const QString &why)
{
    m_job->cancel();
    m_setup = std::move(setup);
    // Kingdom colours as the map draws them; two sides in one colour (or none given) would not
    // tell apart, so then the panel's own blue and red.
    const bool own = !colours[0].isValid() || !colours[1].isValid() || colours[0] == colours[1];
    for (int s = 0; s < 2; ++s) {
        m_names[s] = names[s];
        m_colours[s] = own ? (s == 0 ? QColor(47, 94, 160) : QColor(200, 45, 40)) : colours[s];
    }
    m_odds = {};
    m_finished = false;
    const double none[3] = {0, 0, 0};
    m_bar->setShares(none, false, m_colours);
    m_bar->setVisible(m_setup != nullptr);
    m_table->setVisible(m_setup != nullptr);
    m_header->setText(m_setup ? tr("Odds: simulating...") : why);
    // The table's rows from the start, so a dialog keeps its size when the figures come in.
    if (m_setup)
        fillTable();
}

void OddsPanel::request(const hexrules::BattleChoices &choices)
{
    if (!m_setup)
        return;
    m_choices = choices;
    m_finished = false;
    m_header->setText(m_odds.runs > 0 ? tr("Odds: simulating the new choices...")
                                      : tr("Odds: simulating..."));
    m_job->start(m_setup, choices);
}

void OddsPanel::show(const hexrules::BattleOdds &odds, bool finished)
{
    m_odds = odds;
    m_finished = finished;
    const QLocale locale;
    const double shares[3] = {odds.chance(OddsOutcome::AttackerWins),
                              odds.chance(OddsOutcome::DefenderWins),
                              odds.chance(OddsOutcome::Nobody)};
    m_bar->setShares(shares, odds.runs > 0, m_colours);
    const QString runs = locale.toString(odds.runs);
    m_header->setText(
        finished ? tr("<b>Odds</b> from %1 runs of the engine's battle (95% intervals; losses to "
                      "the battle's end, pursuit included):")
                       .arg(runs)
                 : tr("<b>Odds</b>: %1 of %2 runs so far...")
                       .arg(runs, locale.toString(OddsJob::kRuns)));
    fillTable();
    emit oddsShown(finished);
}

void OddsPanel::fillTable()
{
    const hexrules::BattleOdds &odds = m_odds;
    const bool known = odds.runs > 0;
    const auto chance = [&](OddsOutcome o) {
        if (!known)
            return QStringLiteral("...");
        const hexrules::ChanceInterval ci = odds.interval(o);
        return tr("%1% \u00b1%2")
            .arg(100 * odds.chance(o), 0, 'f', 1)
            .arg(100 * ci.halfWidth(), 0, 'f', 1);
    };
    // Two lines a cell, so the table stays narrow enough for a dock beside the map.
    const auto loss = [known](const hexrules::LossDistribution &d) {
        if (!known)
            return QStringLiteral("...<br><small>&nbsp;</small>");
        return tr("%1 \u00b1%2<br><small>sd %3; 10-90%: %4-%5</small>")
            .arg(d.mean(), 0, 'f', 2)
            .arg(d.margin(), 0, 'f', 2)
            .arg(d.standardDeviation(), 0, 'f', 1)
            .arg(d.percentile(0.1))
            .arg(d.percentile(0.9));
    };
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=3>");
    html += tr("<tr><th></th><th align=left>wins</th><th align=left>BR lost</th>"
               "<th align=left>units lost</th></tr>");
    const OddsOutcome wins[2] = {OddsOutcome::AttackerWins, OddsOutcome::DefenderWins};
    for (int s = 0; s < 2; ++s) {
        const hexrules::SideLosses &l = odds.losses[s];
        html += QStringLiteral("<tr><td valign=top><b><font color=%1>%2</font></b> %3</td>"
                               "<td valign=top>%4</td><td>%5</td><td>%6</td></tr>")
                    .arg(m_colours[s].name(), m_names[s].toHtmlEscaped(),
                         s == 0 ? tr("(attacker)") : tr("(defender)"), chance(wins[s]), loss(l.br),
                         loss(l.units));
    }
    html += tr("<tr><td>nobody wins</td><td>%1</td><td colspan=2><small>both withdraw or are "
               "wiped out (H4.3)</small></td></tr>")
                .arg(chance(OddsOutcome::Nobody));
    html += QStringLiteral("</table>");
    // A battle under way: what the figures above already hold (a line kept from the start).
    const bool underWay = m_setup && m_setup->standing && m_setup->standing->underWay();
    if (underWay && !known)
        html += QStringLiteral("<small>&nbsp;</small>");
    else if (underWay)
        html += tr("<small>Lost so far: %1 BR %2 (%3 units), %4 BR %5 (%6 units).</small>")
                    .arg(m_names[0].toHtmlEscaped())
                    .arg(m_odds.losses[0].brSoFar)
                    .arg(m_odds.losses[0].unitsSoFar)
                    .arg(m_names[1].toHtmlEscaped())
                    .arg(m_odds.losses[1].brSoFar)
                    .arg(m_odds.losses[1].unitsSoFar);
    m_table->setText(html);
}

} // namespace muster
