#pragma once
// The one log of a turn's resolution: a compact sequence of typed events (log/Events.h). The
// battle viewer, reports, tests and the CLI all read it; the replay (rules/area/AreaReplay.h,
// rules/hex/HexReplay.h) turns it into the state after any event.
//
// Events are plain structs copied as bytes into one arena, each taking only its own size, so
// recording one (a die roll, say) is a few stores. What they name by string (army ids, battle
// ids, unit types) is kept once in a table, lists of numbers (dice, units) in one pool. The JSON
// form and the sentences are made from the events only when the log is saved or shown
// (LogJson.h, LogText.h).
//
//     log.add(log::Dispersed{battle, {kingdom}, lost, share, lost - share});
//     for (size_t i = 0; i < log.size(); ++i)
//         if (const auto *failed = log.get<log::ActionFailed>(i)) ...

#include "log/Events.h"

#include <QHash>
#include <QString>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <new>
#include <span>
#include <vector>

namespace muster {

class TurnLog
{
public:
    TurnLog();

    template <typename T> void add(const T &event)
    {
        static_assert(alignof(T) <= kWord, "an event's fields must fit the arena's alignment");
        constexpr std::size_t words = (sizeof(T) + kWord - 1) / kWord;
        const std::size_t offset = m_used;
        if (offset + words > m_arena.size())
            grow(words);
        std::memcpy(static_cast<void *>(m_arena.data() + offset), &event, sizeof(T));
        m_used += words;
        m_slots.push_back({static_cast<std::uint32_t>(offset), log::eventTypeOf<T>()});
    }

    /// A new event of type T at the end, default-initialised, for the caller to fill in place
    /// (the dice: filling the arena directly saves building the record twice).
    template <typename T> T &append()
    {
        static_assert(alignof(T) <= kWord, "an event's fields must fit the arena's alignment");
        constexpr std::size_t words = (sizeof(T) + kWord - 1) / kWord;
        const std::size_t offset = m_used;
        if (offset + words > m_arena.size())
            grow(words);
        m_used += words;
        m_slots.push_back({static_cast<std::uint32_t>(offset), log::eventTypeOf<T>()});
        return *::new (static_cast<void *>(m_arena.data() + offset)) T;
    }

    std::size_t size() const { return m_slots.size(); }
    bool isEmpty() const { return m_slots.empty(); }
    log::EventType typeAt(std::size_t i) const { return m_slots[i].type; }
    template <typename T> bool is(std::size_t i) const
    {
        return m_slots[i].type == log::eventTypeOf<T>();
    }
    /// The event at `i` if it is a T, else null.
    template <typename T> const T *get(std::size_t i) const
    {
        if (!is<T>(i))
            return nullptr;
        return std::launder(reinterpret_cast<const T *>(m_arena.data() + m_slots[i].offset));
    }
    /// Calls f(const T &) with the event at `i`, whatever its type.
    template <typename F> decltype(auto) visit(std::size_t i, F &&f) const
    {
        return log::withEventType(typeAt(i), [&](const auto *type) -> decltype(auto) {
            using T = std::remove_cv_t<std::remove_pointer_t<decltype(type)>>;
            return f(*get<T>(i));
        });
    }
    /// The last event, if it is a T (to amend an event the engine has just recorded).
    template <typename T> T *lastAs()
    {
        if (m_slots.empty() || !is<T>(m_slots.size() - 1))
            return nullptr;
        return std::launder(reinterpret_cast<T *>(m_arena.data() + m_slots.back().offset));
    }

    // The string table.
    TextRef intern(const QString &text);
    const QString &text(TextRef ref) const;

    // The pool of numbers.
    NumberList addNumbers(std::span<const int> values);
    /// For a list built while the engine runs: note numbersEnd() first, pushNumber() each, then
    /// numbersSince(start).
    int numbersEnd() const { return static_cast<int>(m_numbersUsed); }
    void pushNumber(int value) { *appendNumbers(1) = value; }
    /// `count` new numbers at the end of the pool, for the caller to fill in (valid until the
    /// pool next grows). The pool's memory grows by doubling, cleared once, so a run of dice
    /// costs no call.
    int *appendNumbers(std::size_t count)
    {
        const std::size_t start = m_numbersUsed;
        if (start + count > m_numbers.size()) [[unlikely]]
            growNumbers(count);
        m_numbersUsed = start + count;
        return m_numbers.data() + start;
    }
    NumberList numbersSince(int start) const { return {start, numbersEnd() - start}; }
    /// The numbers of `list`; none when it is not within the pool (a list read from a file).
    std::span<const int> numbers(NumberList list) const
    {
        if (list.offset < 0 || list.count <= 0 ||
            static_cast<std::size_t>(list.offset) + static_cast<std::size_t>(list.count) >
                m_numbersUsed)
            return {};
        return {m_numbers.data() + list.offset, static_cast<std::size_t>(list.count)};
    }
    TextList addTexts(const QStringList &texts);
    QStringList texts(TextList list) const;
    HexList addHexes(std::span<const Hex> hexes);
    std::vector<Hex> hexes(HexList list) const;

    /// A log read from JSON written before events were typed keeps each event's stored sentence;
    /// sentences are then not made anew (LogText.h).
    void setLegacySentence(std::size_t event, const QString &sentence);
    TextRef legacySentence(std::size_t event) const
    {
        return event < m_legacy.size() ? m_legacy[event] : TextRef{};
    }

    // The tables whole, for the stored form (LogBinary.h).
    const std::vector<QString> &textTable() const { return m_texts; }
    std::span<const int> numberPool() const { return {m_numbers.data(), m_numbersUsed}; }
    const std::vector<TextRef> &legacyTable() const { return m_legacy; }
    /// Replaces the tables of an empty log (before its events are added).
    void setTables(std::vector<QString> texts, std::vector<int> numbers,
                   std::vector<TextRef> legacy);

    /// Empties the log, keeping its memory for the next use.
    void clear();
    /// Removes the events and lists but keeps the string table, so the TextRefs handed out stay
    /// valid (a simulation fighting the same battle over and over).
    void clearEvents();
    void reserve(std::size_t events);

    /// The same events with the same fields (strings and lists compared by value).
    bool operator==(const TurnLog &other) const;
    /// A copy whose tables hold only what the events use, in the order they use it: two logs of
    /// equal events have canonical forms of equal bytes.
    TurnLog canonical() const;

private:
    /// The arena's unit: every event starts on one, so every field is aligned.
    struct alignas(8) Word
    {
        Word() {} // left uninitialised: the arena grows without clearing what events overwrite
        unsigned char bytes[8];
    };
    static constexpr std::size_t kWord = sizeof(Word);
    struct Slot
    {
        Slot() {} // left uninitialised, as the arena's words: a run's slots are written at once
        Slot(std::uint32_t at, log::EventType t) : offset(at), type(t) {}
        std::uint32_t offset; // in words
        log::EventType type;
    };
    void grow(std::size_t words);
    void growNumbers(std::size_t count);

    std::vector<Word> m_arena;
    std::size_t m_used = 0;
    std::vector<Slot> m_slots;
    std::vector<QString> m_texts;
    QHash<QString, int> m_textIndex;
    std::vector<int> m_numbers; // the pool's memory: the numbers are its first m_numbersUsed
    std::size_t m_numbersUsed = 0;
    std::vector<TextRef> m_legacy;
};

} // namespace muster
