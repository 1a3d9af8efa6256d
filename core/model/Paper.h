#pragma once
// The paper a campaign's packs are printed on: each map PDF's pages, the report's and the
// roundup's. The campaign keeps its choice (Campaign::paper, in the file since schema 7); a pack
// export may be given another (packs/PlayerPacks.h PackOptions::paper, muster-cli pack --paper).

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

/// "A4, A3 or Letter": what a message offers when a name is none of them.
QString paperChoices();

/// The paper named `name` (any case); nullopt for anything else.
std::optional<Paper> paperNamed(const QString &name);

} // namespace muster
