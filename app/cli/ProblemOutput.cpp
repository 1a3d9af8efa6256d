#include "ProblemOutput.h"

#include "CliCommand.h"
#include "CommandLine.h"

namespace muster::cli {

void printWarnings(const Problems &problems)
{
    QTextStream &err = standardError();
    for (const Problem &p : problems.items())
        err << p.toString() << '\n';
    err.flush();
}

void printWarning(const Problem &problem)
{
    Problems one;
    one.add(problem);
    printWarnings(one);
}

int printProblems(const Problems &problems)
{
    printWarnings(problems);
    return InvalidInput;
}

int printProblem(const Problem &problem)
{
    printWarning(problem);
    return InvalidInput;
}

int printFailure(const QString &message)
{
    return printProblem(Problem::of(message));
}

int printUsageError(const QString &message)
{
    printWarning(Problem::of(message));
    return Usage;
}

} // namespace muster::cli
