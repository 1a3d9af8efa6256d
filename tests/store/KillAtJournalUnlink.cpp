// Preloaded (LD_PRELOAD) into muster-cli by tst_side_files: the process is killed at the moment
// SQLite would delete a rollback journal, which it does once a save has written all its pages into
// the file. What a power cut or `kill -9` there leaves: the file holding the new pages, beside a
// hot journal holding the old ones.
#include <csignal>
#include <cstring>
#include <dlfcn.h>

extern "C" int unlink(const char *path)
{
    constexpr char kSuffix[] = "-journal";
    const std::size_t length = std::strlen(path), suffix = sizeof kSuffix - 1;
    if (length > suffix && std::strcmp(path + length - suffix, kSuffix) == 0)
        std::raise(SIGKILL);
    using Unlink = int (*)(const char *);
    static const auto next = reinterpret_cast<Unlink>(dlsym(RTLD_NEXT, "unlink"));
    return next(path);
}
