// The numbers stored files keep: a turn log's stored form (log/LogBinary.cpp) keeps each event by
// its type number and each enum of an event by its value's number, the campaign store an area's
// defence mode by its number. A value moved (an enumerator inserted, reordered or removed) would
// read every file written before as something else, so each is pinned here with its JSON name; a
// value added last is pinned by adding its line.
#include "log/Events.h"
#include "rules/area/FailureReason.h"
#include "util/EnumCount.h"

#include <QTest>

#include <initializer_list>

using namespace muster;

namespace {

template <typename E> struct Pin
{
    E value;
    int stored;
    const char *name; // in the JSON form
};

template <typename E> QString nameOf(E value)
{
    if constexpr (std::is_same_v<E, FailureReason>)
        return failureCode(value);
    else
        return QString(enumName(value));
}

/// Fails unless each value of the enum `what` keeps its number and its name, and every value is
/// pinned.
template <typename E> void pinned(const char *what, std::initializer_list<Pin<E>> pins)
{
    int i = 0;
    for (const Pin<E> &p : pins) {
        const int now = static_cast<int>(p.value);
        QVERIFY2(now == p.stored, qPrintable(QStringLiteral("%1 \"%2\" is stored as %3, not %4")
                                                 .arg(QLatin1String(what), QLatin1String(p.name))
                                                 .arg(p.stored)
                                                 .arg(now)));
        QCOMPARE(nameOf(p.value), QString::fromLatin1(p.name));
        QCOMPARE(p.stored, i++); // the pins are in order, so none is missing
    }
    QVERIFY2(pins.size() == kEnumerators<E>,
             qPrintable(QStringLiteral("%1 has %2 values, %3 pinned: pin a value added last")
                            .arg(QLatin1String(what))
                            .arg(kEnumerators<E>)
                            .arg(pins.size())));
}

template <typename T> void pin(int stored, const char *name)
{
    const int now = log::eventTypeOf<T>();
    QVERIFY2(now == stored, qPrintable(QStringLiteral("event type %1 is stored as %2, not %3")
                                           .arg(QLatin1String(name))
                                           .arg(stored)
                                           .arg(now)));
    QCOMPARE(QString::fromLatin1(log::eventTypeName(log::eventTypeOf<T>())),
             QString::fromLatin1(name));
}

} // namespace

class TestStoredValues : public QObject
{
    Q_OBJECT

private slots:
    void eventTypesKeepTheirNumbers();
    void areaEnumsKeepTheirNumbers();
    void hexEnumsKeepTheirNumbers();
};

void TestStoredValues::eventTypesKeepTheirNumbers()
{
    pin<log::DiceRolled>(0, "DiceRolled");
    pin<log::KingdomOrder>(1, "KingdomOrder");
    pin<log::TurnNotResolved>(2, "TurnNotResolved");
    pin<log::SheetRejected>(3, "SheetRejected");
    pin<log::ActionAccepted>(4, "ActionAccepted");
    pin<log::ActionFailed>(5, "ActionFailed");
    pin<log::Transferred>(6, "Transferred");
    pin<log::AreaSticky>(7, "AreaSticky");
    pin<log::RetreatLocationSet>(8, "RetreatLocationSet");
    pin<log::Drowned>(9, "Drowned");
    pin<log::Boarded>(10, "Boarded");
    pin<log::BattleStarted>(11, "BattleStarted");
    pin<log::RetreatRefused>(12, "RetreatRefused");
    pin<log::Retreated>(13, "Retreated");
    pin<log::Ambushed>(14, "Ambushed");
    pin<log::PhaseResolved>(15, "PhaseResolved");
    pin<log::AttackerGaveUp>(16, "AttackerGaveUp");
    pin<log::Dispersed>(17, "Dispersed");
    pin<log::Captured>(18, "Captured");
    pin<log::BattleEnded>(19, "BattleEnded");
    pin<log::Returned>(20, "Returned");
    pin<log::ShipsMoved>(21, "ShipsMoved");
    pin<log::Pillaged>(22, "Pillaged");
    pin<log::SiegeDamage>(23, "SiegeDamage");
    pin<log::PassedThrough>(24, "PassedThrough");
    pin<log::Migrated>(25, "Migrated");
    pin<log::Levied>(26, "Levied");
    pin<log::ReservePlaced>(27, "ReservePlaced");
    pin<log::DefenceModeSet>(28, "DefenceModeSet");
    pin<log::DispersedReturned>(29, "DispersedReturned");
    pin<log::StickyCleared>(30, "StickyCleared");
    pin<log::Income>(31, "Income");
    pin<log::TurnEnded>(32, "TurnEnded");
    pin<log::DayStarted>(33, "DayStarted");
    pin<log::ForcedMarch>(34, "ForcedMarch");
    pin<log::MarchSequence>(35, "MarchSequence");
    pin<log::ArmyMoved>(36, "ArmyMoved");
    pin<log::MarchDayEnded>(37, "MarchDayEnded");
    pin<log::HexBattleStarted>(38, "BattleStarted");
    pin<log::ParticipantsChosen>(39, "ParticipantsChosen");
    pin<log::HeroicForay>(40, "HeroicForay");
    pin<log::AttackThrows>(41, "AttackThrows");
    pin<log::UnitsDefeated>(42, "UnitsDefeated");
    pin<log::BreakPoint>(43, "BreakPoint");
    pin<log::MoraleRoll>(44, "MoraleRoll");
    pin<log::Withdrawal>(45, "Withdrawal");
    pin<log::HexBattleEnded>(46, "BattleEnded");
    pin<log::PursuitDeclined>(47, "PursuitDeclined");
    pin<log::Pursuit>(48, "Pursuit");
    pin<log::UnitRemoved>(49, "UnitRemoved");
    pin<log::Retreat>(50, "Retreat");
    pin<log::Surrender>(51, "Surrender");
    pin<log::Rested>(52, "Rested");
    pin<log::SupplyChanged>(53, "SupplyChanged");
    pin<log::ResignationLifted>(54, "ResignationLifted");
    pin<log::ArmyDeserted>(55, "ArmyDeserted");
    pin<log::Starvation>(56, "Starvation");
    pin<log::Healed>(57, "Healed");
    pin<log::LoyaltyRoll>(58, "LoyaltyRoll");
    pin<log::ArmyDestroyed>(59, "ArmyDestroyed");
    pin<log::ContactStop>(60, "ContactStop");
    pin<log::OrderRejected>(61, "ActionFailed");
    pin<log::WeekEnded>(62, "WeekEnded");
    pin<log::LimitReached>(63, "LimitReached");
    pin<log::LineNotRead>(64, "LineNotRead");
    QCOMPARE(log::EventTypes::size, std::size_t{65});
}

void TestStoredValues::areaEnumsKeepTheirNumbers()
{
    pinned<ActionKind>("ActionKind", {
                                         {ActionKind::Move, 0, "MOVE"},
                                         {ActionKind::Assault, 1, "ASSAULT"},
                                         {ActionKind::Probe, 2, "PROBE"},
                                         {ActionKind::Overrun, 3, "OVERRUN"},
                                         {ActionKind::Raid, 4, "RAID"},
                                         {ActionKind::Siege, 5, "SIEGE"},
                                         {ActionKind::Ships, 6, "SHIPS"},
                                         {ActionKind::Convoy, 7, "CONVOY"},
                                         {ActionKind::Passage, 8, "PASSAGE"},
                                         {ActionKind::Migrate, 9, "MIGRATE"},
                                         {ActionKind::Levy, 10, "LEVY"},
                                         {ActionKind::Reserve, 11, "RESERVE"},
                                         {ActionKind::Defend, 12, "DEFEND"},
                                         {ActionKind::Retreat, 13, "RETREAT"},
                                         {ActionKind::Ambush, 14, "AMBUSH"},
                                     });
    pinned<ActionCount::Kind>("ActionCount::Kind", {
                                                       {ActionCount::Kind::Exact, 0, "exact"},
                                                       {ActionCount::Kind::All, 1, "all"},
                                                       {ActionCount::Kind::AllBut, 2, "all-but"},
                                                   });
    pinned<FailureReason>("FailureReason",
                          {
                              {FailureReason::NotEnoughBp, 0, "not-enough-bp"},
                              {FailureReason::SourceNotOwned, 1, "source-not-owned"},
                              {FailureReason::NotAdjacent, 2, "not-adjacent"},
                              {FailureReason::TooFewArmies, 3, "too-few-armies"},
                              {FailureReason::SourceSticky, 4, "source-sticky"},
                              {FailureReason::WrongAreaType, 5, "wrong-area-type"},
                              {FailureReason::TargetOwned, 6, "target-owned"},
                              {FailureReason::RaidOnCity, 7, "raid-on-city"},
                              {FailureReason::ShipsCarryArmies, 8, "ships-carry-armies"},
                              {FailureReason::TooFewShips, 9, "too-few-ships"},
                              {FailureReason::NoShipsToBoard, 10, "no-ships-to-board"},
                              {FailureReason::NoPassage, 11, "no-passage"},
                              {FailureReason::PassageSticky, 12, "passage-sticky"},
                              {FailureReason::TooFewPopulation, 13, "too-few-population"},
                              {FailureReason::TargetNotOwned, 14, "target-not-owned"},
                              {FailureReason::LevyLimit, 15, "levy-limit"},
                              {FailureReason::ReserveTooSmall, 16, "reserve-too-small"},
                              {FailureReason::UnknownArea, 17, "unknown-area"},
                          });
    pinned<FailureText>("FailureText",
                        {
                            {FailureText::UnknownArea, 0, "unknown-area"},
                            {FailureText::CountBelowOne, 1, "count-below-one"},
                            {FailureText::NotKingdoms, 2, "not-kingdoms"},
                            {FailureText::NoShipsIn, 3, "no-ships-in"},
                            {FailureText::StickyNoneLeave, 4, "sticky-no-leave"},
                            {FailureText::Sticky, 5, "sticky"},
                            {FailureText::HoldsArmies, 6, "holds-armies"},
                            {FailureText::NotAdjacent, 7, "not-adjacent"},
                            {FailureText::NotEnoughBp, 8, "not-enough-bp"},
                            {FailureText::BoardWithMove, 9, "board-with-move"},
                            {FailureText::CrossWithConvoy, 10, "cross-with-convoy"},
                            {FailureText::PassageOverLand, 11, "passage-over-land"},
                            {FailureText::IsSeaArea, 12, "is-sea-area"},
                            {FailureText::ShipsOnlyAtSea, 13, "ships-only-at-sea"},
                            {FailureText::AlreadyBelongs, 14, "already-belongs"},
                            {FailureText::CityNotRaided, 15, "city-not-raided"},
                            {FailureText::NoPassage, 16, "no-passage"},
                            {FailureText::HoldsShips, 17, "holds-ships"},
                            {FailureText::ShipsNotEmpty, 18, "ships-not-empty"},
                            {FailureText::TooFewPopulation, 19, "too-few-population"},
                            {FailureText::LevyLimit, 20, "levy-limit"},
                            {FailureText::ReserveTooSmall, 21, "reserve-too-small"},
                            {FailureText::Legacy, 22, "legacy"},
                        });
    pinned<DefenceMode>("DefenceMode", {
                                           {DefenceMode::Defend, 0, "defend"},
                                           {DefenceMode::Retreat, 1, "retreat"},
                                           {DefenceMode::Ambush, 2, "ambush"},
                                       });
    pinned<StickyTrigger>("StickyTrigger",
                          {
                              {StickyTrigger::EnteredCity, 0, "armies entered city"},
                              {StickyTrigger::EnteredMountains, 1, "armies entered mountains"},
                              {StickyTrigger::EnteredForest, 2, "armies entered forest"},
                              {StickyTrigger::EnteredWetlands, 3, "armies entered wetlands"},
                              {StickyTrigger::Assault, 4, "an ASSAULT ended with armies in it"},
                              {StickyTrigger::Probe, 5, "a PROBE ended with armies in it"},
                              {StickyTrigger::Siege, 6, "a SIEGE ended with armies in it"},
                              {StickyTrigger::Reserve, 7, "RESERVE placed armies in it"},
                              {StickyTrigger::Ambush, 8, "its armies were ambushed"},
                          });
    pinned<DrownCause>("DrownCause", {
                                         {DrownCause::ShipsFull, 0, "ships-full"},
                                         {DrownCause::ShipsLostLanding, 1, "ships-lost-landing"},
                                         {DrownCause::TooFewShipsLeft, 2, "too-few-ships-left"},
                                         {DrownCause::ShipsLostSiege, 3, "ships-lost-siege"},
                                         {DrownCause::WithTheirShips, 4, "with-their-ships"},
                                         {DrownCause::SeaFull, 5, "sea-full"},
                                     });
    pinned<RetreatRefusal>("RetreatRefusal",
                           {
                               {RetreatRefusal::NotAdjacent, 0, "not-adjacent"},
                               {RetreatRefusal::NotOwnLand, 1, "not-own-land"},
                               {RetreatRefusal::NotOutnumbered, 2, "not-outnumbered"},
                               {RetreatRefusal::Sticky, 3, "sticky"},
                           });
    pinned<AreaBattleResult>("AreaBattleResult",
                             {
                                 {AreaBattleResult::Captured, 0, "captured"},
                                 {AreaBattleResult::Repulsed, 1, "repulsed"},
                                 {AreaBattleResult::AttackerWipedOut, 2, "attacker wiped out"},
                                 {AreaBattleResult::Raided, 3, "raided"},
                                 {AreaBattleResult::Besieged, 4, "besieged"},
                             });
    pinned<PhaseKind>("PhaseKind", {
                                       {PhaseKind::Land, 0, "land"},
                                       {PhaseKind::Raid, 1, "raid"},
                                       {PhaseKind::Sea, 2, "sea"},
                                   });
    pinned<LimitedCount>("LimitedCount", {
                                             {LimitedCount::Armies, 0, "armies"},
                                             {LimitedCount::Population, 1, "population"},
                                             {LimitedCount::Ships, 2, "ships"},
                                             {LimitedCount::Bp, 3, "bp"},
                                             {LimitedCount::ArmyReserve, 4, "army-reserve"},
                                             {LimitedCount::Dispersed, 5, "dispersed"},
                                         });
}

void TestStoredValues::hexEnumsKeepTheirNumbers()
{
    pinned<MoraleState>("MoraleState", {
                                           {MoraleState::None, 0, ""},
                                           {MoraleState::Stand, 1, "stand"},
                                           {MoraleState::Waver, 2, "waver"},
                                           {MoraleState::Flee, 3, "flee"},
                                           {MoraleState::Rally, 4, "rally"},
                                           {MoraleState::Rout, 5, "rout"},
                                       });
    pinned<LoyaltyResult>("LoyaltyResult", {
                                               {LoyaltyResult::None, 0, ""},
                                               {LoyaltyResult::Enmity, 1, "enmity"},
                                               {LoyaltyResult::Resignation, 2, "resignation"},
                                               {LoyaltyResult::Grudging, 3, "grudging"},
                                               {LoyaltyResult::Loyal, 4, "loyal"},
                                               {LoyaltyResult::Fanatic, 5, "fanatic"},
                                           });
    pinned<RemovalCause>("RemovalCause", {
                                             {RemovalCause::Battle, 0, "battle"},
                                             {RemovalCause::Rout, 1, "rout"},
                                             {RemovalCause::Pursuit, 2, "pursuit"},
                                             {RemovalCause::Surrender, 3, "surrender"},
                                             {RemovalCause::Starvation, 4, "starvation"},
                                             {RemovalCause::Desertion, 5, "desertion"},
                                         });
    pinned<RetreatWay>("RetreatWay",
                       {
                           {RetreatWay::BackWhereItCame, 0, "back to the hex it came from"},
                           {RetreatWay::LineOfSupply, 1, "along its line of supply"},
                           {RetreatWay::Sideways, 2, "sideways, its line of retreat being blocked"},
                       });
    pinned<MarchStop>("MarchStop", {
                                       {MarchStop::PathComplete, 0, "path complete"},
                                       {MarchStop::Destroyed, 1, "destroyed"},
                                       {MarchStop::CannotEnter, 2, "cannot enter"},
                                       {MarchStop::OutOfMiles, 3, "out of miles"},
                                       {MarchStop::Battle, 4, "battle"},
                                   });
    pinned<HexBattleEnd>("HexBattleEnd", {
                                             {HexBattleEnd::BothWipedOut, 0, "both-wiped-out"},
                                             {HexBattleEnd::NoUnitsLeft, 1, "no-units-left"},
                                             {HexBattleEnd::BothWithdraw, 2, "both-withdraw"},
                                             {HexBattleEnd::Withdrew, 3, "withdrew"},
                                             {HexBattleEnd::Parted, 4, "parted"},
                                         });
    pinned<SupplyReason>("SupplyReason", {
                                             {SupplyReason::InStronghold, 0, "in-stronghold"},
                                             {SupplyReason::Route, 1, "route"},
                                             {SupplyReason::NoNetworkHere, 2, "no-network"},
                                             {SupplyReason::NoRoute, 3, "no-route"},
                                             {SupplyReason::Cut, 4, "cut"},
                                             {SupplyReason::NoKingdom, 5, "no-kingdom"},
                                         });
    pinned<DiePurpose>("DiePurpose", {
                                         {DiePurpose::Unspecified, 0, ""},
                                         {DiePurpose::KingdomOrder, 1, "kingdom-order"},
                                         {DiePurpose::AttackThrow, 2, "attack-throw"},
                                         {DiePurpose::Morale, 3, "morale"},
                                         {DiePurpose::Loyalty, 4, "loyalty"},
                                         {DiePurpose::Pursuit, 5, "pursuit"},
                                     });
}

QTEST_GUILESS_MAIN(TestStoredValues)
#include "tst_stored_values.moc"
