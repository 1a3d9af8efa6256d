#pragma once
// How an autopilot plays a kingdom without a player (autopilot/AreaAutopilot.h): the GM picks one
// per kingdom.

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace muster {

enum class Doctrine : std::uint8_t
{
    Defend,      // strengthen the areas enemies border, attack nothing
    Consolidate, // bring armies to the borders, build armies, take only unowned land
    Expand,      // as consolidate, and attack the weakest neighbours it can beat
    Raid,        // build armies and raid enemy land for its population and BPs (A5.5)
};

/// "defend", "consolidate", "expand", "raid": the word the CLI and files use.
QString doctrineName(Doctrine doctrine);
std::optional<Doctrine> parseDoctrine(const QString &word);
/// Every doctrine's word, in the enum's order.
QStringList doctrineNames();

} // namespace muster
