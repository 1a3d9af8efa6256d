#include "console/hex/HexDaysText.h"

#include "log/TurnLog.h"
#include "rules/hex/HexDaysEvents.h"

#include <QCoreApplication>
#include <QStringList>

namespace muster {

namespace {
struct HexDaysText
{
    Q_DECLARE_TR_FUNCTIONS(HexDaysText)
};

QString tr(const char *text)
{
    return HexDaysText::tr(text);
}

QString armyDays(const std::vector<hexrules::HexDaysEvents::ArmyDay> &armies)
{
    QStringList words;
    for (const auto &a : armies)
        words << tr("%1 (day %2)").arg(a.army).arg(a.day);
    return words.join(QStringLiteral(", "));
}
} // namespace

QString hexDaysText(const TurnLog &log)
{
    bool hexDays = false;
    for (std::size_t i = 0; i < log.size() && !hexDays; ++i)
        hexDays = log.is<log::DayStarted>(i);
    if (!hexDays)
        return {};
    const hexrules::HexDaysEvents events = hexrules::hexDaysEvents(log);
    QStringList sentences;
    const int destroyed = static_cast<int>(events.destroyed.size());
    sentences << (destroyed == 0
                      ? tr("No army destroyed.")
                      : HexDaysText::tr("%n (army|armies) destroyed: %1.", nullptr, destroyed)
                            .arg(armyDays(events.destroyed)));
    QStringList battles;
    for (const auto &b : events.battles)
        battles << tr("%1 attacked %2 at %3 (day %4)")
                       .arg(b.attacker, b.defender, hexLabel(b.hex))
                       .arg(b.day);
    const int fought = static_cast<int>(events.battles.size());
    sentences << (fought == 0 ? tr("No battle.")
                              : HexDaysText::tr("%n battle(s): %1.", nullptr, fought)
                                    .arg(battles.join(QStringLiteral("; "))));
    const int out = static_cast<int>(events.outOfSupply.size());
    sentences << (out == 0
                      ? tr("No army went out of supply.")
                      : HexDaysText::tr("%n (army|armies) went out of supply: %1.", nullptr, out)
                            .arg(armyDays(events.outOfSupply)));
    return sentences.join(u' ');
}

} // namespace muster
