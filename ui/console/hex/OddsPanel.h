#pragma once
// The odds of a hex battle for the GM (RULES H4-H6, H4.4), as core's simulation gives them
// (rules/hex/BattleOdds.h, run by OddsJob off the GUI thread): a bar of the three outcomes, each
// side's chance of winning with its 95% interval, the expected losses in BR and units with their
// spread, and how many runs the figures rest on. request() is called again whenever the GM
// changes a choice; the panel says it is working while the new odds come in.

#include "rules/hex/BattleOdds.h"

#include <QColor>
#include <QString>
#include <QWidget>

#include <memory>

class QLabel;

namespace muster {

class OddsJob;
class OutcomeBar;

class OddsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit OddsPanel(QWidget *parent = nullptr);

    /// The battle to simulate, its sides' names ("A1") and their kingdoms' colours (as on the
    /// map, so the GM reads the same colour for the same side; invalid: the panel's own); null
    /// shows `why` instead of odds.
    void setBattle(std::shared_ptr<const hexrules::BattleSetup> setup, const QString names[2],
                   const QColor colours[2], const QString &why = {});
    /// Simulates the battle with these choices (the default policy where none are given).
    void request(const hexrules::BattleChoices &choices);

    /// The odds shown (runs 0 before the first update).
    const hexrules::BattleOdds &odds() const { return m_odds; }
    /// Whether the odds shown are complete for the last request.
    bool isFinished() const { return m_finished; }
    const std::shared_ptr<const hexrules::BattleSetup> &setup() const { return m_setup; }
    const hexrules::BattleChoices &choices() const { return m_choices; }

signals:
    /// The odds shown changed; `finished` as isFinished().
    void oddsShown(bool finished);

private:
    void show(const hexrules::BattleOdds &odds, bool finished);
    /// The table of m_odds; its rows are there (with dots) before the first figures.
    void fillTable();

    OddsJob *m_job;
    OutcomeBar *m_bar;
    QLabel *m_header;
    QLabel *m_table;
    std::shared_ptr<const hexrules::BattleSetup> m_setup;
    QString m_names[2];
    QColor m_colours[2];
    hexrules::BattleChoices m_choices;
    hexrules::BattleOdds m_odds;
    bool m_finished = false;
};

} // namespace muster
