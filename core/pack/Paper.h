#pragma once
// The paper a campaign's packs are printed on: each map PDF's pages, the report's and the
// roundup's (packs/PlayerPacks.h PackOptions::paper, muster-cli pack --paper).

#include <QString>

#include <optional>

namespace muster {

enum class Paper
{
    A4,
    A3,
    Letter
};

/// "A4", "A3", "Letter": the name in files, on the command line and in the console.
QString paperName(Paper paper);

/// The paper named `name` (any case); nullopt for anything else.
std::optional<Paper> paperNamed(const QString &name);

} // namespace muster
