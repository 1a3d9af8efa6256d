#include "util/Printable.h"

#include <algorithm>

namespace muster {

namespace {

bool acts(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f ||
           (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

} // namespace

QString printable(QStringView text)
{
    if (std::none_of(text.begin(), text.end(), [](QChar c) { return acts(c.unicode()); }))
        return text.toString();
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!acts(u))
            out += c;
        else if (u < 0x100)
            out += QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
        else
            out += QStringLiteral("\\u%1").arg(u, 4, 16, QLatin1Char('0'));
    }
    return out;
}

QString printableLines(QStringView text)
{
    QString out;
    out.reserve(text.size());
    bool first = true;
    for (const QStringView line : text.tokenize(u'\n')) {
        if (!first)
            out += u'\n';
        out += printable(line);
        first = false;
    }
    return out;
}

} // namespace muster
