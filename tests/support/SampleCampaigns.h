#pragma once
// The bundled sample campaigns as tests read them, and a campaign's bytes to compare two whole
// campaigns by.

#include "model/Campaign.h"

#include <QByteArray>

namespace muster::test {

/// The sample `name` of maps/ ("sample-area.json"); a test's stop when it cannot be read.
Campaign sampleCampaign(const char *name);
/// The campaign as its canonical JSON: two campaigns are the same when these bytes are.
QByteArray campaignBytes(const Campaign &campaign);

} // namespace muster::test
