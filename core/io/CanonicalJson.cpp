#include "io/CampaignJson.h"

#include <QJsonArray>
#include <QLocale>

namespace muster {

namespace {
// A container goes on one line when that line stays within this width; otherwise one member per
// line. The rule depends only on the value, so the layout is canonical.
constexpr qsizetype kLineWidth = 100;
constexpr int kIndent = 2;

void appendString(QByteArray &out, const QString &s)
{
    out += '"';
    const QByteArray utf8 = s.toUtf8();
    for (const char c : utf8) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20)
                out += QByteArray("\\u00") +
                       QByteArray::number(static_cast<int>(c), 16).rightJustified(2, '0');
            else
                out += c;
        }
    }
    out += '"';
}

void appendNumber(QByteArray &out, double d)
{
    constexpr double kExact = 9007199254740992.0; // 2^53
    if (d == static_cast<double>(static_cast<qint64>(d)) && d > -kExact && d < kExact)
        out += QByteArray::number(static_cast<qint64>(d));
    else
        out += QString::number(d, 'g', QLocale::FloatingPointShortest).toLatin1();
}

// Appends the one-line form; stops early (returns false) once it passes `limit` bytes.
bool appendOneLine(QByteArray &out, const QJsonValue &v, qsizetype limit)
{
    switch (v.type()) {
    case QJsonValue::Null:
        out += "null";
        break;
    case QJsonValue::Bool:
        out += v.toBool() ? "true" : "false";
        break;
    case QJsonValue::Double:
        appendNumber(out, v.toDouble());
        break;
    case QJsonValue::String:
        appendString(out, v.toString());
        break;
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        out += '[';
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (i)
                out += ", ";
            if (!appendOneLine(out, a.at(i), limit) || out.size() > limit)
                return false;
        }
        out += ']';
        break;
    }
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        out += '{';
        bool first = true;
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!first)
                out += ", ";
            first = false;
            appendString(out, it.key());
            out += ": ";
            if (!appendOneLine(out, it.value(), limit) || out.size() > limit)
                return false;
        }
        out += '}';
        break;
    }
    case QJsonValue::Undefined:
        out += "null";
        break;
    }
    return out.size() <= limit;
}

void appendValue(QByteArray &out, const QJsonValue &v, int indent)
{
    const bool container = v.isArray() || v.isObject();
    if (container) {
        QByteArray line;
        if (appendOneLine(line, v, kLineWidth - indent)) {
            out += line;
            return;
        }
    } else {
        appendOneLine(out, v, std::numeric_limits<qsizetype>::max());
        return;
    }
    const QByteArray pad(indent + kIndent, ' ');
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        out += "[\n";
        for (qsizetype i = 0; i < a.size(); ++i) {
            out += pad;
            appendValue(out, a.at(i), indent + kIndent);
            out += i + 1 < a.size() ? ",\n" : "\n";
        }
        out += QByteArray(indent, ' ') + ']';
    } else {
        const QJsonObject o = v.toObject();
        out += "{\n";
        qsizetype i = 0;
        for (auto it = o.begin(); it != o.end(); ++it, ++i) {
            out += pad;
            appendString(out, it.key());
            out += ": ";
            appendValue(out, it.value(), indent + kIndent);
            out += i + 1 < o.size() ? ",\n" : "\n";
        }
        out += QByteArray(indent, ' ') + '}';
    }
}
} // namespace

QByteArray canonicalJson(const QJsonValue &value)
{
    QByteArray out;
    appendValue(out, value, 0);
    out += '\n';
    return out;
}

} // namespace muster
