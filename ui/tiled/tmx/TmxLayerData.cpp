#include "tiled/tmx/TmxLayerData.h"

#include <zlib.h>
#include <zstd.h>

#include <limits>

namespace muster::tmx {

namespace {
QString countProblem(qsizetype expected, qsizetype found)
{
    return QStringLiteral("expected %1 tiles (width x height), found %2").arg(expected).arg(found);
}

Result<std::vector<std::uint32_t>> fromCsv(const QByteArray &text, qsizetype cells)
{
    std::vector<std::uint32_t> out;
    out.reserve(static_cast<size_t>(cells));
    const char *p = text.constData();
    const char *const end = p + text.size();
    qsizetype found = 0;
    for (;;) {
        while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
            ++p;
        if (p == end)
            break;
        if (*p < '0' || *p > '9')
            return failed(QStringLiteral("tile %1 of the CSV data is not a number").arg(found + 1));
        std::uint64_t gid = 0;
        while (p < end && *p >= '0' && *p <= '9') {
            gid = gid * 10 + static_cast<std::uint64_t>(*p - '0');
            if (gid > std::numeric_limits<std::uint32_t>::max())
                return failed(
                    QStringLiteral("tile %1 of the CSV data is not a tile id (over 32 bits)")
                        .arg(found + 1));
            ++p;
        }
        if (++found <= cells)
            out.push_back(static_cast<std::uint32_t>(gid) & ~kGidFlags);
        while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
            ++p;
        if (p < end && *p != ',')
            return failed(QStringLiteral("tile %1 of the CSV data is followed by '%2', not a comma")
                              .arg(found)
                              .arg(QLatin1Char(*p)));
        if (p < end)
            ++p;
    }
    if (found != cells)
        return failed(countProblem(cells, found));
    return out;
}

// Decompression never writes more than the layer's size and one byte: a layer that inflates to
// more (a "zip bomb" too) is refused without holding it.
Result<QByteArray> inflate(const QByteArray &in, bool gzip, qsizetype expected)
{
    z_stream z{};
    if (inflateInit2(&z, gzip ? 15 + 16 : 15) != Z_OK)
        return failed(QStringLiteral("cannot start zlib"));
    QByteArray out(expected + 1, Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData()));
    z.avail_in = static_cast<uInt>(in.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int status = ::inflate(&z, Z_FINISH);
    const qsizetype produced = out.size() - static_cast<qsizetype>(z.avail_out);
    inflateEnd(&z);
    const char *name = gzip ? "gzip" : "zlib";
    if (status != Z_STREAM_END)
        return failed(
            produced > expected
                ? QStringLiteral("the %1 data holds more than the layer's %2 bytes")
                      .arg(QLatin1String(name))
                      .arg(expected)
                : QStringLiteral("the %1 data is damaged or cut short").arg(QLatin1String(name)));
    out.truncate(produced);
    return out;
}

Result<QByteArray> unzstd(const QByteArray &in, qsizetype expected)
{
    ZSTD_DCtx *context = ZSTD_createDCtx();
    if (!context)
        return failed(QStringLiteral("cannot start zstd"));
    // No frame may ask for a window larger than the biggest layer (4096 x 4096 ids, 64 MiB).
    ZSTD_DCtx_setParameter(context, ZSTD_d_windowLogMax, 26);
    QByteArray out(expected + 1, Qt::Uninitialized);
    const size_t n = ZSTD_decompressDCtx(context, out.data(), static_cast<size_t>(out.size()),
                                         in.constData(), static_cast<size_t>(in.size()));
    ZSTD_freeDCtx(context);
    if (ZSTD_isError(n))
        return failed(QStringLiteral("the zstd data cannot be read (%1)")
                          .arg(QString::fromUtf8(ZSTD_getErrorName(n))));
    out.truncate(static_cast<qsizetype>(n));
    return out;
}
} // namespace

Result<std::vector<std::uint32_t>> decodeLayerData(const QString &encoding,
                                                   const QString &compression,
                                                   const QByteArray &text, qsizetype cells)
{
    if (encoding == QLatin1String("csv")) {
        if (!compression.isEmpty())
            return failed(QStringLiteral("CSV data cannot be compressed (compression \"%1\")")
                              .arg(compression));
        return fromCsv(text, cells);
    }
    if (encoding != QLatin1String("base64"))
        return failed(QStringLiteral("unknown encoding \"%1\" (Muster reads csv and base64)")
                          .arg(encoding.left(40)));
    QByteArray compact = text;
    compact.removeIf([](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; });
    auto decoded = QByteArray::fromBase64Encoding(compact, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return failed(QStringLiteral("the base64 data is not base64"));
    const qsizetype bytes = cells * 4;
    Result<QByteArray> raw =
        failed(QStringLiteral("unknown compression \"%1\" (Muster reads zlib, gzip and zstd)")
                   .arg(compression.left(40)));
    if (compression.isEmpty())
        raw = *decoded;
    else if (compression == QLatin1String("zlib") || compression == QLatin1String("gzip"))
        raw = inflate(*decoded, compression == QLatin1String("gzip"), bytes);
    else if (compression == QLatin1String("zstd"))
        raw = unzstd(*decoded, bytes);
    if (!raw)
        return failed(raw.problems());
    if (raw->size() != bytes)
        return failed(countProblem(cells, raw->size() / 4));
    std::vector<std::uint32_t> out(static_cast<size_t>(cells));
    const auto *b = reinterpret_cast<const unsigned char *>(raw->constData());
    for (size_t i = 0; i < out.size(); ++i, b += 4)
        out[i] = (std::uint32_t{b[0]} | std::uint32_t{b[1]} << 8 | std::uint32_t{b[2]} << 16 |
                  std::uint32_t{b[3]} << 24) &
                 ~kGidFlags;
    return out;
}

} // namespace muster::tmx
