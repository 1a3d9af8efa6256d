#pragma once
// Runs a program as a child process and reports its wall time and its own peak resident memory
// (wait4's rusage is the child's alone, not the benchmark's).

#include <QStringList>

namespace muster::bench {

struct ChildRun
{
    bool ok = false; // started and exited with status 0
    double seconds = 0;
    double peakMb = 0;
};

ChildRun runChild(const QString &program, const QStringList &arguments);

} // namespace muster::bench
