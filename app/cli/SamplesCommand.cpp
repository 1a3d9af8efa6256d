// muster-cli samples: lists the sample campaigns installed with Muster (issue 7), found beside the
// executable (DataPaths), so a GM can `muster-cli info "$(muster-cli samples | head -n1)"`.
#include "CliCommand.h"

#include "util/DataPaths.h"

#include <QTextStream>

namespace muster::cli {
namespace {

int runSamples(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (arguments.size() > 1) {
        err << "muster-cli samples: takes no arguments\n";
        return Usage;
    }
    const QStringList samples = DataPaths::sampleCampaigns();
    if (samples.isEmpty()) {
        err << "muster-cli samples: no sample campaigns in " << DataPaths::samplesDir()
            << " (is Muster installed completely?)\n";
        return InvalidInput;
    }
    for (const QString &path : samples)
        out << path << '\n';
    return Ok;
}

const CliCommandRegistration registration{CliCommand{
    QStringLiteral("samples"), QStringLiteral("samples"),
    QStringLiteral("List the installed sample campaigns, one path a line."), runSamples}};

} // namespace
} // namespace muster::cli
