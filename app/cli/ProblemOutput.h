#pragma once
// The one way a command tells the GM what went wrong: each problem on a line of its own on
// stderr, "file:line:col: kingdom K: where: what (RULES x)" with the parts that are known
// (Problem::toString), and the exit code of a refusal chosen here rather than by each command.

#include "util/Result.h"

#include <QString>

namespace muster::cli {

/// Prints every problem of `problems` on stderr; returns InvalidInput.
int printProblems(const Problems &problems);
/// The same for one problem.
int printProblem(const Problem &problem);
/// A failure told as one sentence that names its place already (the store's, a reader's).
int printFailure(const QString &message);
/// Problems that do not refuse the command (a pack without a sender, a kingdom that sent no
/// orders): printed the same way, the exit code left to the command.
void printWarnings(const Problems &problems);
void printWarning(const Problem &problem);

/// A command line that cannot be run as given, told as one sentence ("muster-cli render: --scale
/// must be ..."); returns Usage. (Commands with a CommandLine say it through usageError, which
/// adds the synopsis.)
int printUsageError(const QString &message);

/// The problems of a failed `result`, printed; InvalidInput (Ok when it did not fail).
template <typename T> int printFailure(const Result<T> &result)
{
    return result ? 0 : printProblems(result.problems());
}

} // namespace muster::cli
