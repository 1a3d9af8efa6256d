#pragma once
// What the fuzz checks share (internal to tests/fuzz): reading an input as a campaign, the report
// of a broken property, and the check that a resolved state stays within every limit.

#include "model/Campaign.h"
#include "rules/turn/TurnResolution.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <optional>

namespace muster::fuzz {

/// Prints which property broke, with `detail`, and aborts (libFuzzer saves the input).
[[noreturn]] void broken(const char *property, const QString &detail = {});
inline void expect(bool ok, const char *property, const QString &detail = {})
{
    if (!ok)
        broken(property, detail);
}

QByteArray bytes(const std::uint8_t *data, std::size_t size);
/// The input read as campaign JSON, or nullopt when the reader refuses it.
std::optional<Campaign> readCampaign(const QByteArray &json);
/// `campaign` with its current turn resolved (its log kept, the next turn appended) reads back:
/// every count of the next state is within its limit and fits the map (maps/README.md,
/// "Limits"), and the log reads from its JSON form.
void expectReadsBack(Campaign campaign, TurnResolution resolution);

} // namespace muster::fuzz
