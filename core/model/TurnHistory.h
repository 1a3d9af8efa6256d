#pragma once
// The turns of a campaign, in order of number: the current one (last) and the history before it.
//
// A campaign of two years of daily turns holds thousands of them, while the GM works on the
// current one and looks at an earlier one now and then. So a campaign opened from a file keeps
// only an index of its turns (TurnSummary) and the current turn in memory, and reads any other
// turn from its TurnSource (the file) when it is asked for, keeping the last few read in a small
// cache. A turn changed through a non-const accessor, or added with push_back(), is held in
// memory from then on, as everything is in a campaign built in memory (a new campaign, an
// import, a test).
//
// Reading a turn can fail: the file was changed by another program since it was opened, or the
// turn's own rows in it are damaged. The const accessors then give a stand-in holding the turn's
// number and seed and a state of the current turn's shape with nothing in it (no owner, army or
// BP), so nothing indexes a missing area and nothing shows another turn's state as this one's,
// and lastError() says what went wrong; read() reports the failure instead, for those that must
// not go on with a stand-in (a roll back). A turn found damaged is remembered as such with the
// store's reason (damage()), so views can say so instead of showing the stand-in, and is not read
// again.

#include "log/TurnLog.h"
#include "model/KingdomPlay.h"
#include "model/MailedSheet.h"
#include "model/TurnState.h"
#include "util/Result.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace muster {

struct TurnRecord
{
    int number = 1;
    std::uint64_t seed = 0; // the dice stream for this turn (R2), derived from the campaign seed
    TurnState state;        // the state at the start of this turn
    /// Per kingdom index, the turn's orders as canonical order lines ("3 ASSAULT 5 YRK NRT").
    std::vector<QStringList> orders;
    /// Kingdom index -> the message its player sent with the turn's sheet, for the public
    /// roundup. Only kingdoms that sent one are in it (never an empty message).
    std::map<int, QString> messages;
    /// Kingdom index -> the mail whose sheet gave the kingdom its orders; a kingdom whose orders
    /// the GM typed, pasted or read from a file is not in it (model/MailedSheet.h).
    std::map<int, MailedSheet> mailed;
    /// Kingdom index -> how its orders came when its player sent none (model/KingdomPlay.h,
    /// operations/FillMissedOrders.h); a kingdom whose orders are its player's is not in it.
    std::map<int, StandIn> standIns;
    TurnLog log;           // the resolution log; empty until resolved
    bool resolved = false; // a resolved turn is followed by the next one

    bool operator==(const TurnRecord &) const = default;
};

/// What is known of a turn without reading it.
struct TurnSummary
{
    int number = 1;
    std::uint64_t seed = 0;
    bool resolved = false;
    int stateTurn = 1; // TurnState::turn (a hex campaign's week)

    bool operator==(const TurnSummary &) const = default;
    static TurnSummary of(const TurnRecord &turn)
    {
        return {turn.number, turn.seed, turn.resolved, turn.state.turn};
    }
};

/// A stored turn whose own rows cannot be read.
struct TurnDamage
{
    int turn = 0; // its number
    /// The store's words, as `muster-cli validate` gives them ("turn 1, events: ...").
    QString reason;
    QString message; // the same naming the file ("FILE is damaged (turn 1, events: ...)")

    bool operator==(const TurnDamage &) const = default;
};

/// Why a turn could not be read from its source.
struct TurnReadFailure
{
    QString message; // what went wrong, naming the file and the turn
    /// When the turn's own rows cannot be read (damage in the file where they are kept), the
    /// store's reason; empty when the read failed for another reason (the file changed or closed).
    std::optional<QString> damage;
};

/// Where the turns not held in memory are read from. Called from any thread.
class TurnSource
{
public:
    virtual ~TurnSource() = default;
    /// The whole turn numbered `number`, a record of the caller's own (read anew each call); null,
    /// with *failure, when it cannot be read.
    virtual std::shared_ptr<TurnRecord> readTurn(int number, TurnReadFailure *failure) = 0;
    /// Every turn from `first` to `last`, in order, read at once (holding a whole history); empty,
    /// with *failure, when one cannot be read.
    virtual std::vector<TurnRecord> readTurns(int first, int last, TurnReadFailure *failure) = 0;
    /// Only the log of turn `number` (what the turns dock shows, a hex turn's day).
    virtual std::optional<TurnLog> readLog(int number, TurnReadFailure *failure) = 0;
};

class TurnHistory
{
public:
    /// How many turns read from the source are kept (each holds a whole state).
    static constexpr std::size_t kCacheSize = 8;

    TurnHistory() = default;
    /// Turns held in memory.
    TurnHistory(std::initializer_list<TurnRecord> turns);
    TurnHistory(const TurnHistory &other);
    TurnHistory &operator=(const TurnHistory &other);
    TurnHistory(TurnHistory &&other) noexcept;
    TurnHistory &operator=(TurnHistory &&other) noexcept;
    ~TurnHistory();

    /// Replaces every turn with the turns `index` lists, read from `source` when asked for;
    /// `current` (the last of them) is held in memory.
    void setStored(std::vector<TurnSummary> index, TurnRecord current,
                   std::shared_ptr<TurnSource> source);
    /// Reads the turns not held in memory from `source` from now on (a copy of the same turns:
    /// after Save As, the new file), so the old one may be changed or deleted.
    void setSource(std::shared_ptr<TurnSource> source);
    /// Reads every turn not held in memory and holds it, so the source is needed no more; when a
    /// turn cannot be read, a failure saying why, and nothing changes.
    Result<void> holdAll();

    std::size_t size() const { return m_entries.size(); }
    bool empty() const { return m_entries.empty(); }

    /// Turn `i`, read when not in memory. The reference stays valid until kCacheSize other turns
    /// have been read, or the history changes.
    const TurnRecord &operator[](std::size_t i) const { return get(i); }
    const TurnRecord &at(std::size_t i) const { return get(i); }
    const TurnRecord &front() const { return get(0); }
    const TurnRecord &back() const { return get(size() - 1); }
    /// Turn `i` for a change: held in memory from now on.
    TurnRecord &operator[](std::size_t i) { return hold(i); }
    TurnRecord &at(std::size_t i) { return hold(i); }
    TurnRecord &front() { return hold(0); }
    TurnRecord &back() { return hold(size() - 1); }

    /// Turn `i` as read(), or a failure saying why it cannot be read.
    Result<std::shared_ptr<const TurnRecord>> read(std::size_t i) const;
    /// Only the log of turn `i` (an empty log when it cannot be read, see lastError()).
    std::shared_ptr<const TurnLog> logOf(std::size_t i) const;
    /// The first `n` turns, as the campaign stood when turn n-1 was current. Turns held in memory
    /// are shared with this history, not copied (a change through the result copies its own), so
    /// this history must not be changed while the result is in use.
    TurnHistory first(std::size_t n) const;
    /// What is known of turn `i` without reading its state.
    TurnSummary summary(std::size_t i) const;
    /// The number of events in turn `i`'s log (reads only the log).
    std::size_t logSize(std::size_t i) const;
    /// The last day a DayStarted event of turn `i`'s log names, 0 when none (reads only the log).
    int lastDay(std::size_t i) const;
    /// Whether turn `i` is held in memory (changed, added, or the current turn of a file).
    bool isHeld(std::size_t i) const { return m_entries[i].record != nullptr; }
    /// The damage found in turn `i`'s stored rows when a read of it met damage (or markDamaged()
    /// said so); nullopt while none is known.
    std::optional<TurnDamage> damage(std::size_t i) const;
    /// Every turn known to be damaged, in order.
    std::vector<TurnDamage> damaged() const;
    /// Remembers that turn `damage.turn` is damaged (found by a check of another copy of this
    /// history); false when this history has no such turn or holds it in memory.
    bool markDamaged(const TurnDamage &damage);
    /// Reads every turn not held in memory from the source once, whole, with every check the
    /// store makes, one turn at a time and none kept, and remembers each that is damaged: the
    /// damage found, in order (with what was known before). Stops when `stop` says so, and at a
    /// failure that is not damage (the file changed or closed: what follows cannot be told).
    /// Meant for a copy of the history on a worker thread (the source locks itself).
    std::vector<TurnDamage> findDamage(const std::function<bool()> &stop) const;
    /// The last failure to read a turn, empty when there was none.
    QString lastError() const;
    /// How many reads have failed so far (see HistoryReadCheck).
    std::uint64_t failedReads() const;

    void push_back(TurnRecord turn);
    void pop_back();
    void clear();
    void resize(std::size_t n);
    void reserve(std::size_t n) { m_entries.reserve(n); }

    bool operator==(const TurnHistory &other) const;

    class const_iterator
    {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = TurnRecord;
        using difference_type = std::ptrdiff_t;
        using pointer = const TurnRecord *;
        using reference = const TurnRecord &;

        const_iterator() = default;
        const_iterator(const TurnHistory *history, std::size_t index)
            : m_history(history), m_index(index)
        {}
        reference operator*() const { return (*m_history)[m_index]; }
        pointer operator->() const { return &(*m_history)[m_index]; }
        const_iterator &operator++()
        {
            ++m_index;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator old = *this;
            ++m_index;
            return old;
        }
        const_iterator &operator--()
        {
            --m_index;
            return *this;
        }
        const_iterator &operator+=(difference_type n)
        {
            m_index = static_cast<std::size_t>(static_cast<difference_type>(m_index) + n);
            return *this;
        }
        const_iterator operator+(difference_type n) const
        {
            const_iterator out = *this;
            return out += n;
        }
        const_iterator operator-(difference_type n) const { return *this + (-n); }
        difference_type operator-(const_iterator other) const
        {
            return static_cast<difference_type>(m_index) -
                   static_cast<difference_type>(other.m_index);
        }
        reference operator[](difference_type n) const { return *(*this + n); }
        bool operator==(const const_iterator &other) const { return m_index == other.m_index; }
        auto operator<=>(const const_iterator &other) const { return m_index <=> other.m_index; }

    private:
        const TurnHistory *m_history = nullptr;
        std::size_t m_index = 0;
    };

    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }

private:
    struct Entry
    {
        TurnSummary summary;                        // as stored; a held record is its own summary
        std::shared_ptr<TurnRecord> record;         // held in memory, or null: read from the source
        bool borrowed = false;                      // record shared with another history (first())
        mutable std::optional<std::size_t> logSize; // learnt from reading the log
        mutable std::optional<int> lastDay;
        mutable std::optional<TurnDamage> damage; // learnt from a read that met damage
    };
    struct Cached
    {
        int number;
        std::shared_ptr<const TurnRecord> record;
    };

    const TurnRecord &get(std::size_t i) const;
    TurnRecord &hold(std::size_t i);
    /// Reads turn `i` from the source or the cache; the caller holds m_mutex.
    Result<std::shared_ptr<const TurnRecord>> fetch(std::size_t i) const;
    /// Reads turn `i` from the source, not the cache: a record of its own, or a failure (also
    /// noted). The caller holds m_mutex.
    Result<std::shared_ptr<TurnRecord>> readFromSource(std::size_t i) const;
    /// A stand-in for turn `i`, which could not be read (see the header).
    std::shared_ptr<const TurnRecord> standIn(std::size_t i) const;
    void learnLog(std::size_t i) const;
    void copyFrom(const TurnHistory &other);
    void noteFailure(const QString &why) const; // with m_mutex held
    /// A read of entry `i` from the source failed with `failure`: noted, and remembered when it
    /// is damage. Returns the message. With m_mutex held.
    QString readFailed(std::size_t i, const TurnReadFailure &failure) const;

    std::vector<Entry> m_entries;
    std::shared_ptr<TurnSource> m_source;
    // The cache and what is learnt of the logs change in const reads, which may come from a
    // worker thread too (a copy of the campaign shares only the source, which locks itself).
    mutable std::mutex m_mutex;
    mutable std::deque<Cached> m_cache;
    mutable QString m_error;
    mutable std::uint64_t m_failedReads = 0; // never reset: HistoryReadCheck compares counts
};

/// Notices a turn that could not be read (and was given as a stand-in) while something went
/// through the whole history: a file or export written from such a pass would silently hold
/// the stand-in instead of the turn, so writers of every turn fail instead.
class HistoryReadCheck
{
public:
    explicit HistoryReadCheck(const TurnHistory &turns)
        : m_turns(turns), m_before(turns.failedReads())
    {}
    /// Empty when every turn read since the check began was read; otherwise why one was not.
    QString failure() const
    {
        return m_turns.failedReads() == m_before ? QString() : m_turns.lastError();
    }

private:
    const TurnHistory &m_turns;
    std::uint64_t m_before;
};

} // namespace muster
