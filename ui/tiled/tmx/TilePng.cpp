#include "tiled/tmx/TilePng.h"

#include <zlib.h>

#include <algorithm>
#include <cmath>

namespace muster::tmx {

namespace {
void putBig32(QByteArray &out, std::uint32_t v)
{
    out.append(static_cast<char>(v >> 24));
    out.append(static_cast<char>(v >> 16));
    out.append(static_cast<char>(v >> 8));
    out.append(static_cast<char>(v));
}

void chunk(QByteArray &png, const char *type, const QByteArray &data)
{
    putBig32(png, static_cast<std::uint32_t>(data.size()));
    const qsizetype start = png.size();
    png.append(type, 4);
    png.append(data);
    const auto crc = crc32(0, reinterpret_cast<const Bytef *>(png.constData() + start),
                           static_cast<uInt>(png.size() - start));
    putBig32(png, static_cast<std::uint32_t>(crc));
}

/// How far inside a pointy-top hex of corner radius `size` the point (dx, dy) from its centre
/// lies, in pixels (negative outside).
double insideHex(double dx, double dy, double size)
{
    dx = std::abs(dx);
    dy = std::abs(dy);
    const double half = size * std::sqrt(3.0) / 2;
    // The vertical side, and the slanted side at 30 degrees from the horizontal.
    return std::min(half - dx, (size - dy - dx / std::sqrt(3.0)) * std::sqrt(3.0) / 2);
}
} // namespace

QByteArray hexTilesPng(const std::vector<std::uint32_t> &colours, int width, int height,
                       int columns)
{
    const int count = static_cast<int>(colours.size());
    columns = std::max(1, std::min(columns, count));
    const int rows = std::max(1, (count + columns - 1) / columns);
    const int imageWidth = columns * width, imageHeight = rows * height;
    const double size = height / 2.0;
    // One tile's coverage: 0 outside, 1 outline, 2 fill.
    std::vector<std::uint8_t> mask(static_cast<size_t>(width) * static_cast<size_t>(height));
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const double d = insideHex(x + 0.5 - width / 2.0, y + 0.5 - height / 2.0, size);
            mask[static_cast<size_t>(y * width + x)] = d < 0 ? 0 : (d < 1.5 ? 1 : 2);
        }
    // Row by row through deflate: an areas tileset of 100,000 tiles is half a gigabyte of pixels
    // but compresses to a few megabytes, and only the compressed image is held.
    z_stream z{};
    deflateInit(&z, 6);
    QByteArray packed;
    QByteArray row(static_cast<qsizetype>(imageWidth) * 4 + 1, '\0');
    char buffer[1 << 16];
    for (int y = 0; y < imageHeight; ++y) {
        char *out = row.data() + 1; // row[0] = 0: no row filter
        for (int x = 0; x < imageWidth; ++x, out += 4) {
            const int tile = (y / height) * columns + x / width;
            const std::uint8_t m = mask[static_cast<size_t>((y % height) * width + x % width)];
            if (tile >= count || m == 0) {
                std::fill(out, out + 4, '\0');
                continue;
            }
            const std::uint32_t c = colours[static_cast<size_t>(tile)];
            const double shade = m == 1 ? 0.55 : 1.0;
            out[0] = static_cast<char>(static_cast<int>(((c >> 16) & 0xff) * shade));
            out[1] = static_cast<char>(static_cast<int>(((c >> 8) & 0xff) * shade));
            out[2] = static_cast<char>(static_cast<int>((c & 0xff) * shade));
            out[3] = static_cast<char>(0xff);
        }
        z.next_in = reinterpret_cast<Bytef *>(row.data());
        z.avail_in = static_cast<uInt>(row.size());
        const int flush = y + 1 == imageHeight ? Z_FINISH : Z_NO_FLUSH;
        int status = Z_OK;
        do {
            z.next_out = reinterpret_cast<Bytef *>(buffer);
            z.avail_out = sizeof buffer;
            status = deflate(&z, flush);
            packed.append(buffer, static_cast<qsizetype>(sizeof buffer - z.avail_out));
        } while (z.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END));
    }
    deflateEnd(&z);

    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    QByteArray header;
    putBig32(header, static_cast<std::uint32_t>(imageWidth));
    putBig32(header, static_cast<std::uint32_t>(imageHeight));
    header.append("\x08\x06\x00\x00\x00", 5); // 8 bits per channel, RGBA, no interlace
    chunk(png, "IHDR", header);
    chunk(png, "IDAT", packed);
    chunk(png, "IEND", {});
    return png;
}

} // namespace muster::tmx
