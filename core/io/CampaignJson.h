#pragma once
// The JSON interchange format for a whole campaign (documented in maps/README.md).
//
// Reading checks everything and reports every problem with file, line and JSON path; an invalid
// file yields no campaign at all. Writing is canonical (sorted keys, fixed layout), so the same
// campaign always gives the same bytes and a canonical file round-trips byte for byte.

#include "model/Campaign.h"
#include "util/Result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace muster {

/// 3: a log's dice are runs ("DiceRolled"); 2 wrote one "DieRolled" a die, read into runs.
inline constexpr int kCampaignFormatVersion = 3;
/// The first format version whose logs are typed events (their sentences are made anew on
/// reading); version 1 logs keep the sentences they were written with.
inline constexpr int kTypedLogVersion = 2;

enum class HistoryMode
{
    Include,
    Omit
};

/// Parses campaign JSON. `fileName` is only used in problem messages.
std::optional<Campaign> readCampaignJson(const QByteArray &json, const QString &fileName,
                                         Problems &problems);
/// Reads a file; an unreadable file is one problem naming it.
std::optional<Campaign> readCampaignJsonFile(const QString &path, Problems &problems);

/// The canonical text of a campaign. With HistoryMode::Omit only the current turn is written.
QByteArray writeCampaignJson(const Campaign &campaign, HistoryMode history = HistoryMode::Include);
/// writeCampaignJson() for a file or an export: a failure saying why when a turn of the history
/// could not be read from the campaign file it comes from (its stand-in is never written).
Result<QByteArray> checkedCampaignJson(const Campaign &campaign,
                                       HistoryMode history = HistoryMode::Include);

// The pieces, for the campaign store (which keeps states in tables and the rest as JSON).

/// name, seed, ruleset, world and kingdoms: everything that does not change per turn.
QJsonObject campaignDefinitionToJson(const Campaign &campaign);
/// Fills name, seed, ruleset, world and kingdoms of `out`; false with problems when invalid.
/// Problems carry JSON paths only (no file or line): the caller adds what it knows.
/// With `mapProblems`, what checkWorld finds wrong with a well-formed world goes there and does
/// not fail the read (a map still being drawn, before its first turn is resolved).
bool campaignDefinitionFromJson(const QJsonObject &json, Campaign &out, Problems &problems,
                                Problems *mapProblems = nullptr);

QJsonObject armyToJson(const HexArmy &army, const Campaign &campaign);
/// `kingdoms` indexes campaign.kingdoms when the caller reads many armies; null builds one.
std::optional<HexArmy> armyFromJson(const QJsonObject &json, const Campaign &campaign,
                                    const QString &path, Problems &problems,
                                    const KingdomIndex *kingdoms = nullptr);

/// Compact or canonical text of any JSON value in the layout writeCampaignJson uses.
QByteArray canonicalJson(const QJsonValue &value);

} // namespace muster
