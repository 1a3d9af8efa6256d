// Preloaded (LD_PRELOAD) into muster-cli by tst_cli_file_edges: the process is killed at the
// moment it would rename a file into place, as a power cut or `kill -9` there would stop it. What
// is on disk then is what a GM would find.
#include <csignal>
#include <cstdio>

extern "C" int rename(const char *, const char *)
{
    std::raise(SIGKILL);
    return -1;
}
