#include "log/LogText.h"

#include "log/DiceRuns.h"

#include "i18n/PluralForms.h"

#include "rules/area/FailureReason.h"

namespace muster {

namespace log {

const char *eventTypeName(EventType type)
{
    return withEventType(type, [](const auto *e) {
        using T = std::remove_cv_t<std::remove_pointer_t<decltype(e)>>;
        return T::kName;
    });
}

namespace {
bool isHexEvent(const TurnLog &log, std::size_t event)
{
    return isHexEventType(log.typeAt(event));
}

/// "3 to 5", "3 and 4": the numbers of a run of dice.
QString numberRange(int first, int last)
{
    return (last == first + 1 ? QStringLiteral("%1 and %2") : QStringLiteral("%1 to %2"))
        .arg(first)
        .arg(last);
}

/// "unit 3", "units 3 and 4": units as the GM reads them, numbered from 1 (`first`, `last` from
/// 0).
QString unitNumbers(int first, int last)
{
    return first == last ? QStringLiteral("unit %1").arg(first + 1)
                         : QStringLiteral("units %1").arg(numberRange(first + 1, last + 1));
}

/// What dice were for. A run's numbered dice are named as a range ("attack throws 1 to 19 of 19",
/// "units 3 to 5"), from `what` (the first) to `lastSecond`.
QString purposeText(const TurnLog &log, const DieFor &e, int lastSecond, const LogContext &context)
{
    const QString battle = context.battleName(log.text(e.battle));
    const QString army = log.text(e.army);
    const QString label = log.text(e.label);
    const bool range = lastSecond != e.second;
    switch (e.purpose) {
    case DiePurpose::KingdomOrder:
        return QStringLiteral("the kingdom order, place %1").arg(e.first);
    case DiePurpose::AttackThrow:
        if (range)
            return QStringLiteral("battle %1 turn %2, army %3 attack throws %4 of %5")
                .arg(battle)
                .arg(e.first)
                .arg(army, numberRange(e.second, lastSecond))
                .arg(e.third);
        return QStringLiteral("battle %1 turn %2, army %3 attack throw %4 of %5")
            .arg(battle)
            .arg(e.first)
            .arg(army)
            .arg(e.second)
            .arg(e.third);
    case DiePurpose::Morale:
        // Units are numbered from 1 wherever the GM reads them (the battle dialogs too).
        return QStringLiteral("battle %1 turn %2, morale of army %3 %4 (%5)")
            .arg(battle)
            .arg(e.first)
            .arg(army, unitNumbers(e.second, lastSecond), label);
    case DiePurpose::Loyalty:
        return QStringLiteral("loyalty of army %1 (leader %2)").arg(army, label);
    case DiePurpose::Pursuit:
        return QStringLiteral("battle %1 pursuit by army %2 %3 (%4)")
            .arg(battle, army, unitNumbers(e.second, lastSecond), label);
    case DiePurpose::Unspecified:
        break;
    }
    return label;
}

/// A die's value with what R3 says of it.
QString valueText(const Die &die)
{
    QString text = QString::number(die.value);
    if (die.forced)
        text += QStringLiteral(" (forced)");
    if (die.unfitForced != 0)
        text += QStringLiteral(" (forced %1 does not fit a d%2; rolled instead)")
                    .arg(die.unfitForced)
                    .arg(die.sides);
    return text;
}
} // namespace

QString dieSentence(const TurnLog &log, const Die &die, const LogContext &context)
{
    return QStringLiteral("d%1 for %2: %3")
        .arg(die.sides)
        .arg(purposeText(log, die.what, die.what.second, context), valueText(die));
}

QString diceSentence(const TurnLog &log, const DiceRolled &run, const LogContext &context)
{
    QStringList values;
    Die one;
    forEachDie(log, run, [&](const Die &die) {
        values << valueText(die);
        one = die;
    });
    if (values.size() == 1)
        return dieSentence(log, one, context);
    const int last = run.what.second + (run.numbered ? run.count() - 1 : 0);
    return QStringLiteral("%1d%2 for %3: %4")
        .arg(values.size())
        .arg(run.sides)
        .arg(purposeText(log, run.what, last, context), values.join(QStringLiteral(", ")));
}

} // namespace log

QString eventSentence(const TurnLog &log, std::size_t event, const LogContext &context)
{
    const TextRef legacy = log.legacySentence(event);
    if (legacy.valid())
        return log.text(legacy);
    return log::isHexEvent(log, event) ? log::hexSentence(log, event, context)
                                       : log::areaSentence(log, event, context);
}

QString eventRule(const TurnLog &log, std::size_t event)
{
    if (const auto *dice = log.get<log::DiceRolled>(event)) {
        QString rule = QStringLiteral("R2");
        switch (dice->what.purpose) {
        case DiePurpose::KingdomOrder:
            rule = QStringLiteral("A2.2, R2");
            break;
        case DiePurpose::AttackThrow:
            rule = QStringLiteral("H4.2");
            break;
        case DiePurpose::Morale:
            rule = QStringLiteral("H6.2");
            break;
        case DiePurpose::Loyalty:
            rule = QStringLiteral("H7.1");
            break;
        case DiePurpose::Pursuit:
            rule = QStringLiteral("H4.4");
            break;
        case DiePurpose::Unspecified:
            break;
        }
        // R3: a die the test or the GM forced, or one rolled because the forced value did not fit.
        if (dice->forced.count > 0)
            rule += QStringLiteral(", R3");
        return rule;
    }
    return log::isHexEvent(log, event) ? log::hexRule(log, event) : log::areaRule(log, event);
}

QStringList eventRules(const TurnLog &log, std::size_t event)
{
    // eventRule joins the ids it lists with ", "; splitting here keeps that join in one place.
    return eventRule(log, event).split(QStringLiteral(", "), Qt::SkipEmptyParts);
}

QString logText(const TurnLog &log, const LogContext &context)
{
    QString out;
    for (std::size_t i = 0; i < log.size(); ++i)
        out += eventSentence(log, i, context) + QLatin1Char('\n');
    return out;
}

QString failureSentence(const Failure &f, const LogContext &c)
{
    const QString area = c.areaName({f.area});
    const QString area2 = c.areaName({f.area2});
    const QString kingdom = c.kingdomName({f.kingdom});
    switch (f.text) {
    case FailureText::UnknownArea:
        return QStringLiteral("it names an area the map does not have");
    case FailureText::CountBelowOne:
        return QStringLiteral("a count must be at least 1");
    case FailureText::NotKingdoms:
        return QStringLiteral("%1 is not %2's").arg(area, kingdom);
    case FailureText::NoShipsIn:
        return QStringLiteral("%1 has no ships in %2").arg(kingdom, area);
    case FailureText::StickyNoneLeave:
        return QStringLiteral("%1 is sticky: no armies may leave it this turn").arg(area);
    case FailureText::Sticky:
        return QStringLiteral("%1 is sticky").arg(area);
    case FailureText::HoldsArmies:
        return QStringLiteral("%1 holds %2, the order needs %3")
            .arg(area, counted(QT_TRANSLATE_N_NOOP("muster", "%n (army|armies)"), f.n1))
            .arg(f.n2 >= 0 ? QString::number(f.n2) : QStringLiteral("at least one"));
    case FailureText::NotAdjacent:
        return QStringLiteral("%1 is not adjacent to %2").arg(area, area2);
    case FailureText::NotEnoughBp:
        return QStringLiteral("%1 has %2 BP, %3 costs %4")
            .arg(kingdom)
            .arg(f.n1)
            .arg(QLatin1String(enumName(f.verb)))
            .arg(f.n2);
    case FailureText::BoardWithMove:
        return QStringLiteral("%1 is a sea area: armies board ships with MOVE").arg(area);
    case FailureText::CrossWithConvoy:
        return QStringLiteral("armies cross the sea with CONVOY, not %1")
            .arg(QLatin1String(enumName(f.verb)));
    case FailureText::PassageOverLand:
        return QStringLiteral("PASSAGE is a march over land");
    case FailureText::IsSeaArea:
        return QStringLiteral("%1 is a sea area").arg(area);
    case FailureText::ShipsOnlyAtSea:
        return QStringLiteral("ships move only between sea areas");
    case FailureText::AlreadyBelongs:
        return QStringLiteral("%1 already belongs to %2").arg(area, kingdom);
    case FailureText::CityNotRaided:
        return QStringLiteral("%1 is a city, and cities cannot be raided").arg(area);
    case FailureText::NoPassage:
        return QStringLiteral("%1 (held by %2) grants %3 no passage")
            .arg(area, c.kingdomName({f.kingdom2}), kingdom);
    case FailureText::HoldsShips:
        return QStringLiteral("%1 holds %2")
            .arg(area, counted(QT_TRANSLATE_N_NOOP("muster", "%n ship(s)"), f.n1));
    case FailureText::ShipsNotEmpty:
        return QStringLiteral("only %1 of the ships in %2 are empty; move loaded ships with CONVOY")
            .arg(f.n1)
            .arg(area);
    case FailureText::TooFewPopulation:
        return QStringLiteral("%1 has population %2; moving %3 needs %4")
            .arg(area)
            .arg(f.n1)
            .arg(f.n2)
            .arg(f.n3);
    case FailureText::LevyLimit:
        return QStringLiteral("%1 has population %2 and already raised %3 this turn")
            .arg(area)
            .arg(f.n1)
            .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n (army|armies)"), f.n2));
    case FailureText::ReserveTooSmall:
        return QStringLiteral("%1 has %2 in reserve")
            .arg(kingdom, counted(QT_TRANSLATE_N_NOOP("muster", "%n (army|armies)"), f.n1));
    case FailureText::Legacy:
        break;
    }
    return failureCode(f.reason);
}

QString battleResultText(const QString &battle, AreaBattleResult result)
{
    return QStringLiteral("battle %1: %2").arg(battle, enumName(result));
}

QString supplyReasonSentence(SupplyReason reason, const QString &stronghold, int routeHexes,
                             const std::optional<Hex> &cutAt)
{
    switch (reason) {
    case SupplyReason::InStronghold:
        return QStringLiteral("in its stronghold %1").arg(stronghold);
    case SupplyReason::Route:
        return QStringLiteral("road/waterway route of %1 to %2")
            .arg(counted(QT_TRANSLATE_N_NOOP("muster", "%n hex(es)"), routeHexes), stronghold);
    case SupplyReason::NoNetworkHere:
        return QStringLiteral("no road or waterway in its hex");
    case SupplyReason::NoRoute:
        return QStringLiteral("no road or waterway route to a stronghold of its kingdom");
    case SupplyReason::Cut:
        return cutAt ? QStringLiteral("shortest route cut at %1").arg(hexLabel(*cutAt))
                     : QStringLiteral("shortest route cut");
    case SupplyReason::NoKingdom:
        return QStringLiteral("unowned: no stronghold supplies it");
    }
    return {};
}

} // namespace muster
