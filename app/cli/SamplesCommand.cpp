// muster-cli samples: lists the sample campaigns installed with Muster, found beside the
// executable (DataPaths, share/muster/samples), so a GM can start from one without knowing where
// the package put them: muster-cli info "$(muster-cli samples | head -n1)".
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "util/DataPaths.h"

namespace muster::cli {
namespace {

int samples(const QStringList &arguments);

const CliCommand kSamples{QStringLiteral("samples"), QStringLiteral("samples"),
                          QStringLiteral("List the installed sample campaigns, one path a line."),
                          samples};
const CliCommandRegistration registration{kSamples};

int samples(const QStringList &arguments)
{
    CommandLine line(kSamples);
    if (const auto done = line.parse(arguments, 0, 0))
        return *done;
    const QStringList paths = DataPaths::sampleCampaigns();
    if (paths.isEmpty()) {
        return printFailure(QStringLiteral("muster-cli samples: no sample campaigns in %1 (is "
                                           "Muster installed completely?)")
                                .arg(DataPaths::samplesDir()));
    }
    for (const QString &path : paths)
        standardOut() << path << '\n';
    return Ok;
}

} // namespace
} // namespace muster::cli
