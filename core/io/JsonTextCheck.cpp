#include "io/JsonTextCheck.h"

#include "io/JsonLocator.h"
#include "util/Elide.h"

#include <cstdint>
#include <cstring>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace muster {

namespace {

void appendUtf8(std::string &out, char32_t c)
{
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

char32_t hex4(std::string_view s, size_t at)
{
    char32_t v = 0;
    for (size_t i = at; i < at + 4 && i < s.size(); ++i) {
        const char c = s[i];
        v = v * 16 + static_cast<char32_t>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    }
    return v;
}

/// A key with its escapes decoded, as the parser compares keys ("a" and "\u0061" are one key).
std::string decodedKey(std::string_view raw)
{
    std::string out;
    for (size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] != '\\' || i + 1 == raw.size()) {
            out += raw[i];
            continue;
        }
        const char e = raw[++i];
        switch (e) {
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'n':
            out += '\n';
            break;
        case 'r':
            out += '\r';
            break;
        case 't':
            out += '\t';
            break;
        case 'u': {
            char32_t c = hex4(raw, i + 1);
            i += 4;
            if (c >= 0xD800 && c < 0xDC00 && i + 6 < raw.size() + 1 &&
                raw.substr(i + 1, 2) == "\\u") {
                const char32_t low = hex4(raw, i + 3);
                if (low >= 0xDC00 && low < 0xE000) {
                    c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
                    i += 6;
                }
            }
            appendUtf8(out, c);
            break;
        }
        default:
            out += e;
            break;
        }
    }
    return out;
}

/// Whether one of the eight bytes at `p` ends the plain run of a string: a quote, a backslash or a
/// control character (a byte below 0x20). Each test is the word-at-a-time one: (x - n in every
/// byte) & ~x & the bytes' high bits is non-zero exactly when some byte of x is below n (n <= 128);
/// a quote or backslash is a zero byte once x is xor-ed with it.
bool endsPlainText(const char *p)
{
    constexpr std::uint64_t ones = 0x0101010101010101, highs = 0x8080808080808080;
    std::uint64_t w;
    std::memcpy(&w, p, sizeof w);
    const auto below = [](std::uint64_t x, std::uint64_t n) { return (x - ones * n) & ~x & highs; };
    return (below(w, 0x20) | below(w ^ (ones * '"'), 1) | below(w ^ (ones * '\\'), 1)) != 0;
}

/// One open object or array. Frames are reused as the scan goes in and out, so the key lists
/// keep their memory: a file holds a hundred thousand small objects.
struct Frame
{
    bool array = false;
    qsizetype index = 0;
    std::string_view key; // the member being read (objects)
    // Keys seen, with the line of each: a short list, and a hash once an object has many.
    std::vector<std::pair<std::string_view, int>> few;
    std::unordered_map<std::string_view, int> many;

    /// The line `k` was first seen on, or 0 after noting it now on `line`.
    int seen(std::string_view k, int line)
    {
        if (many.empty()) {
            for (const auto &[known, at] : few)
                if (known == k)
                    return at;
            few.emplace_back(k, line);
            if (few.size() > 16)
                many.insert(few.begin(), few.end());
            return 0;
        }
        const auto [it, fresh] = many.emplace(k, line);
        return fresh ? 0 : it->second;
    }
};

class Scanner
{
public:
    Scanner(const QByteArray &json, const QString &fileName, Problems &problems, int maxProblems)
        : m_json(json.constData(), static_cast<size_t>(json.size())), m_fileName(fileName),
          m_problems(problems), m_max(maxProblems)
    {}

    void run()
    {
        bool expectKey = false;
        for (size_t i = 0; i < m_json.size() && m_found < m_max; ++i) {
            const char c = m_json[i];
            switch (c) {
            case '\n':
                ++m_line;
                break;
            case '"': {
                const size_t end = string(i + 1);
                if (expectKey)
                    key(m_json.substr(i + 1, end - i - 1));
                i = end;
                expectKey = false;
                break;
            }
            case '{':
            case '[':
                open(c == '[');
                expectKey = c == '{';
                break;
            case '}':
            case ']':
                if (m_depth > 0)
                    --m_depth;
                break;
            case ',':
                if (m_depth > 0) {
                    ++top().index;
                    expectKey = !top().array;
                }
                break;
            case '\0':
                report(QStringLiteral("a NUL byte: a campaign file is text"), true);
                break;
            default:
                break;
            }
        }
    }

private:
    Frame &top() { return m_stack[m_depth - 1]; }

    void open(bool array)
    {
        if (m_stack.size() == m_depth)
            m_stack.emplace_back();
        Frame &f = m_stack[m_depth++];
        f.array = array;
        f.index = 0;
        f.key = {};
        f.few.clear();
        f.many.clear();
    }

    /// Skips the string starting at `from` (just after its quote); returns its closing quote.
    size_t string(size_t from)
    {
        size_t i = from;
        for (; i < m_json.size(); ++i) {
            // A map's rows are texts of thousands of plain characters: passed eight at a time.
            while (i + 8 <= m_json.size() && !endsPlainText(m_json.data() + i))
                i += 8;
            if (i == m_json.size())
                break;
            const auto c = static_cast<unsigned char>(m_json[i]);
            if (c == '"')
                break;
            if (c == '\\') {
                ++i;
                continue;
            }
            if (c < 0x20) {
                if (c == '\n')
                    ++m_line;
                report(c == 0 ? QStringLiteral("a NUL byte inside a text: a campaign file is text")
                              : QStringLiteral("a raw control character (byte 0x%1) inside a text; "
                                               "write it escaped, as \\u%2")
                                    .arg(c, 2, 16, QLatin1Char('0'))
                                    .arg(c, 4, 16, QLatin1Char('0')),
                       true);
            }
        }
        return i;
    }

    void key(std::string_view raw)
    {
        if (m_depth == 0)
            return;
        Frame &f = top();
        std::string_view k = raw;
        if (raw.find('\\') != std::string_view::npos) {
            m_decoded.push_back(decodedKey(raw));
            k = m_decoded.back();
        }
        f.key = k;
        if (const int first = f.seen(k, m_line))
            report(QStringLiteral("\"%1\" appears twice in one object (first on line %2): a reader "
                                  "would keep only one")
                       .arg(elided(QString::fromUtf8(k.data(), static_cast<qsizetype>(k.size()))))
                       .arg(first),
                   false);
    }

    /// The JSON path of the value being read; without the innermost object's member when the
    /// problem is about the object's keys.
    QString path(bool member) const
    {
        QString p;
        for (size_t i = 0; i < m_depth; ++i) {
            const Frame &f = m_stack[i];
            if (i + 1 == m_depth && !f.array && !member)
                break;
            if (f.array)
                p = jsonIndexPath(p, f.index);
            else
                p = jsonChildPath(
                    p, QString::fromUtf8(f.key.data(), static_cast<qsizetype>(f.key.size())));
        }
        return p;
    }

    void report(const QString &message, bool member)
    {
        m_problems.add({m_fileName, m_line, path(member), message});
        ++m_found;
    }

    std::string_view m_json;
    const QString &m_fileName;
    Problems &m_problems;
    int m_max;
    int m_found = 0;
    int m_line = 1;
    std::vector<Frame> m_stack;
    size_t m_depth = 0;
    std::deque<std::string> m_decoded; // stable storage for keys written with escapes
};

} // namespace

void checkJsonText(const QByteArray &json, const QString &fileName, Problems &problems,
                   int maxProblems)
{
    Scanner(json, fileName, problems, maxProblems).run();
}

} // namespace muster
