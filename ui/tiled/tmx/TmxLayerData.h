#pragma once
// The cells of a tile layer as Tiled writes them: CSV, or base64 of little-endian 32-bit ids,
// uncompressed or compressed with zlib, gzip or zstd.

#include "util/Result.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace muster::tmx {

/// Tiled's flags for a flipped or rotated tile live in a gid's top four bits.
inline constexpr std::uint32_t kGidFlags = 0xF0000000u;

/// Decodes the text of one <data> element into exactly `cells` global tile ids (flags removed).
/// A failure of one sentence fragment ("unknown encoding "xml64"", "expected 400 tiles, found
/// 399") when the data cannot be read.
Result<std::vector<std::uint32_t>> decodeLayerData(const QString &encoding,
                                                   const QString &compression,
                                                   const QByteArray &text, qsizetype cells);

} // namespace muster::tmx
