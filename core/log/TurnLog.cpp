#include "log/TurnLog.h"

#include "log/LogBinary.h"

#include <QStringList>

namespace muster {

namespace {
const QString kNoText;

/// Copies an event's strings and lists from one log into another (log/Events.h field visitor);
/// plain fields need nothing.
struct Remap
{
    const TurnLog &from;
    TurnLog &to;

    void text(const char *, TextRef &v)
    {
        if (v.valid())
            v = to.intern(from.text(v));
    }
    void numbers(const char *, NumberList &v) { v = to.addNumbers(from.numbers(v)); }
    void kingdoms(const char *, NumberList &v) { v = to.addNumbers(from.numbers(v)); }
    void texts(const char *, TextList &v) { v = to.addTexts(from.texts(v)); }
    void textPairs(const char *, TextList &v) { v = to.addTexts(from.texts(v)); }
    void hexes(const char *, HexList &v)
    {
        v.coordinates = to.addNumbers(from.numbers(v.coordinates));
    }
    void supplyReason(SupplyReason &, int &, HexList &, std::optional<Hex> &) {}
    template <typename T> void number(const char *, T &) {}
    template <typename T> void flag(const char *, T &) {}
    template <typename T> void real(const char *, T &) {}
    template <typename T> void area(const char *, T &) {}
    template <typename T> void kingdom(const char *, T &) {}
    template <typename T> void kingdomIndex(const char *, T &) {}
    template <typename T> void hex(const char *, T &) {}
    template <typename T> void half(const char *, T &) {}
    template <typename T> void numberPair(const char *, T &) {}
    template <typename T> void halfPair(const char *, T &) {}
    template <typename T> void flagPair(const char *, T &) {}
    template <typename T> void choice(const char *, T &) {}
    template <typename T> void defeatCause(const char *, T &) {}
    template <typename T> void action(T &) {}
    template <typename T> void failure(T &) {}
    template <typename T> void moraleModifiers(T &) {}
};
} // namespace

TurnLog::TurnLog() = default;

void TurnLog::grow(std::size_t words)
{
    m_arena.resize(std::max(m_arena.size() * 2, m_used + words + 256));
}

void TurnLog::reserve(std::size_t events)
{
    m_slots.reserve(events);
    if (m_arena.size() < events * 5)
        m_arena.resize(events * 5);
}

TextRef TurnLog::intern(const QString &text)
{
    const auto found = m_textIndex.constFind(text);
    if (found != m_textIndex.constEnd())
        return {*found};
    const int index = static_cast<int>(m_texts.size());
    m_texts.push_back(text);
    m_textIndex.insert(text, index);
    return {index};
}

const QString &TurnLog::text(TextRef ref) const
{
    if (ref.index < 0 || ref.index >= static_cast<int>(m_texts.size()))
        return kNoText;
    return m_texts[static_cast<std::size_t>(ref.index)];
}

void TurnLog::growNumbers(std::size_t count)
{
    m_numbers.resize(std::max(m_numbers.size() * 2, m_numbersUsed + count + 256));
}

NumberList TurnLog::addNumbers(std::span<const int> values)
{
    const int start = numbersEnd();
    const int *pool = m_numbers.data();
    if (values.data() >= pool && values.data() < pool + m_numbersUsed) {
        // Numbers of this very pool, which may move as it grows: copied first.
        const std::vector<int> copy(values.begin(), values.end());
        std::copy(copy.begin(), copy.end(), appendNumbers(copy.size()));
    } else if (!values.empty()) {
        std::copy(values.begin(), values.end(), appendNumbers(values.size()));
    }
    return numbersSince(start);
}

TextList TurnLog::addTexts(const QStringList &texts)
{
    const int start = numbersEnd();
    for (const QString &t : texts)
        pushNumber(intern(t).index);
    return {numbersSince(start)};
}

QStringList TurnLog::texts(TextList list) const
{
    QStringList out;
    for (int ref : numbers(list.refs))
        out << text({ref});
    return out;
}

HexList TurnLog::addHexes(std::span<const Hex> hexes)
{
    const int start = numbersEnd();
    for (const Hex &h : hexes) {
        pushNumber(h.q);
        pushNumber(h.r);
    }
    return {numbersSince(start)};
}

std::vector<Hex> TurnLog::hexes(HexList list) const
{
    const std::span<const int> n = numbers(list.coordinates);
    std::vector<Hex> out;
    out.reserve(n.size() / 2);
    for (std::size_t i = 0; i + 1 < n.size(); i += 2)
        out.push_back(Hex{n[i], n[i + 1]});
    return out;
}

void TurnLog::setLegacySentence(std::size_t event, const QString &sentence)
{
    if (m_legacy.size() <= event)
        m_legacy.resize(event + 1);
    m_legacy[event] = intern(sentence);
}

void TurnLog::setTables(std::vector<QString> texts, std::vector<int> numbers,
                        std::vector<TextRef> legacy)
{
    m_texts = std::move(texts);
    m_textIndex.clear();
    for (std::size_t i = 0; i < m_texts.size(); ++i)
        m_textIndex.insert(m_texts[i], static_cast<int>(i));
    m_numbers = std::move(numbers);
    m_numbersUsed = m_numbers.size();
    m_legacy = std::move(legacy);
}

void TurnLog::clear()
{
    m_used = 0;
    m_slots.clear();
    m_texts.clear();
    m_textIndex.clear();
    m_numbersUsed = 0;
    m_legacy.clear();
}

void TurnLog::clearEvents()
{
    m_used = 0;
    m_slots.clear();
    m_numbersUsed = 0;
    m_legacy.clear();
}

TurnLog TurnLog::canonical() const
{
    TurnLog out;
    out.reserve(size());
    for (std::size_t i = 0; i < size(); ++i) {
        visit(i, [&](const auto &event) {
            auto copy = event;
            Remap remap{*this, out};
            copy.visit(remap);
            out.add(copy);
        });
        if (legacySentence(i).valid())
            out.setLegacySentence(i, text(legacySentence(i)));
    }
    return out;
}

bool TurnLog::operator==(const TurnLog &other) const
{
    // In the canonical form the tables are laid out in the order the events use them, so equal
    // events give equal bytes whatever order their strings and lists were first recorded in.
    return size() == other.size() && encodeLog(canonical()) == encodeLog(other.canonical());
}

} // namespace muster
