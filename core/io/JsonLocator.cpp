#include "io/JsonLocator.h"

#include <QStringBuilder>

#include <vector>

namespace muster {

// Built with QStringBuilder (one allocation each): a large map's reader names thousands of paths.
QString jsonChildPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : QString(parent % QLatin1Char('.') % key);
}

QString jsonIndexPath(const QString &parent, qsizetype index)
{
    return parent % QLatin1Char('[') % QString::number(index) % QLatin1Char(']');
}

namespace {
struct Frame
{
    bool array = false;
    qsizetype index = 0;
    QString path;
    QString key;
    bool expectKey = true;
};

// Decodes the JSON string starting at json[pos] == '"'; leaves pos after the closing quote.
QString readString(const QByteArray &json, qsizetype &pos, int &line)
{
    QByteArray raw;
    ++pos;
    while (pos < json.size() && json[pos] != '"') {
        char c = json[pos];
        if (c == '\n')
            ++line;
        if (c == '\\' && pos + 1 < json.size()) {
            const char e = json[++pos];
            switch (e) {
            case 'n':
                c = '\n';
                break;
            case 't':
                c = '\t';
                break;
            case 'r':
                c = '\r';
                break;
            case 'b':
                c = '\b';
                break;
            case 'f':
                c = '\f';
                break;
            case 'u': {
                const QString hex = QString::fromLatin1(json.mid(pos + 1, 4));
                raw += QString(QChar(static_cast<char16_t>(hex.toUShort(nullptr, 16)))).toUtf8();
                pos += 5;
                continue;
            }
            default:
                c = e;
                break;
            }
        }
        raw += c;
        ++pos;
    }
    ++pos;
    return QString::fromUtf8(raw);
}
} // namespace

JsonLocator::JsonLocator(const QByteArray &json)
{
    std::vector<Frame> stack;
    int line = 1;
    qsizetype pos = 0;
    auto valuePath = [&]() -> QString {
        if (stack.empty())
            return {};
        const Frame &f = stack.back();
        return f.array ? jsonIndexPath(f.path, f.index) : jsonChildPath(f.path, f.key);
    };
    auto record = [&]() {
        const QString p = valuePath();
        if (!m_lines.contains(p))
            m_lines.insert(p, line);
    };
    while (pos < json.size()) {
        const char c = json[pos];
        switch (c) {
        case '\n':
            ++line;
            ++pos;
            break;
        case ' ':
        case '\t':
        case '\r':
            ++pos;
            break;
        case '"':
            if (!stack.empty() && !stack.back().array && stack.back().expectKey) {
                const int keyLine = line;
                stack.back().key = readString(json, pos, line);
                stack.back().expectKey = false;
                // A missing value still has its key's line.
                m_lines.insert(valuePath(), keyLine);
            } else {
                record();
                readString(json, pos, line);
            }
            break;
        case '{':
        case '[':
            record();
            stack.push_back({c == '[', 0, valuePath(), {}, true});
            ++pos;
            break;
        case '}':
        case ']':
            if (!stack.empty())
                stack.pop_back();
            ++pos;
            break;
        case ':':
            ++pos;
            break;
        case ',':
            if (!stack.empty()) {
                if (stack.back().array)
                    ++stack.back().index;
                else
                    stack.back().expectKey = true;
            }
            ++pos;
            break;
        default: // number, true, false, null
            record();
            while (pos < json.size() && !QByteArrayView(",}] \t\r\n").contains(json[pos]))
                ++pos;
            break;
        }
    }
}

int JsonLocator::lineOf(const QString &path) const
{
    QString p = path;
    for (;;) {
        const auto it = m_lines.constFind(p);
        if (it != m_lines.constEnd())
            return it.value();
        const qsizetype cut =
            std::max(p.lastIndexOf(QLatin1Char('.')), p.lastIndexOf(QLatin1Char('[')));
        if (cut <= 0)
            return m_lines.value(QString(), 0);
        p.truncate(cut);
    }
}

int JsonLocator::lineAtOffset(const QByteArray &json, qsizetype offset)
{
    return static_cast<int>(json.left(offset).count('\n')) + 1;
}

} // namespace muster
