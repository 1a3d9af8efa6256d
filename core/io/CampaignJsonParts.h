#pragma once
// The readers and writers of each part of a campaign file, used by CampaignJson.cpp.

#include "io/JsonFields.h"
#include "model/Campaign.h"

namespace muster {

QJsonArray kingdomsToJson(const std::vector<Kingdom> &kingdoms);
std::vector<Kingdom> kingdomsFromJson(const QJsonArray &json, const QString &path, JsonFields &f);

QJsonObject worldToJson(const World &world, const std::vector<Kingdom> &kingdoms);
/// Reads the world and calls World::rebuild(); problems go to `f`, except what checkWorld finds in
/// a well-formed world, which goes to `mapFields` when given (a map still being drawn).
World worldFromJson(const QJsonObject &json, const QString &path, const KingdomIndex &kingdoms,
                    JsonFields &f, JsonFields *mapFields = nullptr);

QJsonObject stateToJson(const TurnState &state, const Campaign &campaign);
TurnState stateFromJson(const QJsonObject &json, const QString &path, const Campaign &campaign,
                        const KingdomIndex &kingdoms, JsonFields &f);

QJsonObject turnToJson(const TurnRecord &turn, const Campaign &campaign);
/// `legacyLog`: the file was written before logs were typed (format version 1); its logs keep
/// their stored sentences (LogJson.h).
TurnRecord turnFromJson(const QJsonObject &json, const QString &path, const Campaign &campaign,
                        const KingdomIndex &kingdoms, JsonFields &f, bool legacyLog);

/// A kingdom index from its id, -1 for JSON null; a problem for an unknown id.
int kingdomRef(const QJsonValue &v, const QString &path, const KingdomIndex &kingdoms,
               JsonFields &f, bool allowNone);
QJsonValue kingdomRefToJson(int kingdom, const std::vector<Kingdom> &kingdoms);

} // namespace muster
