#include "log/LogBinary.h"

#include "log/DiceRuns.h"
#include "model/Limits.h"
#include "util/EnumCount.h"

#include <QtEndian>

#include <cmath>
#include <cstring>

namespace muster {

namespace {
constexpr char kMagic[4] = {'M', 'L', 'O', 'G'};
/// 2: dice in runs (type 0 is DiceRolled). 1: one die a record (type 0 was DieRolled), read into
/// runs as the dice of the engine are (log/DiceRuns.h).
constexpr quint32 kVersion = 2;
constexpr quint32 kOneDieARecord = 1;

class Writer
{
public:
    QByteArray bytes;

    void u32(quint32 v)
    {
        const quint32 le = qToLittleEndian(v);
        bytes.append(reinterpret_cast<const char *>(&le), 4);
    }
    void i32(int v) { u32(static_cast<quint32>(v)); }
    void f64(double v)
    {
        quint64 bits = 0;
        std::memcpy(&bits, &v, sizeof bits);
        const quint64 le = qToLittleEndian(bits);
        bytes.append(reinterpret_cast<const char *>(&le), 8);
    }

    // The field visitor (log/Events.h): names are for JSON only.
    void number(const char *, int &v) { i32(v); }
    void flag(const char *, bool &v) { i32(v ? 1 : 0); }
    void real(const char *, double &v) { f64(v); }
    void area(const char *, AreaRef &v) { i32(v.index); }
    void kingdom(const char *, KingdomRef &v) { i32(v.index); }
    void kingdomIndex(const char *, KingdomRef &v) { i32(v.index); }
    void text(const char *, TextRef &v) { i32(v.index); }
    void numbers(const char *, NumberList &v) { list(v); }
    void kingdoms(const char *, NumberList &v) { list(v); }
    void texts(const char *, TextList &v) { list(v.refs); }
    void textPairs(const char *, TextList &v) { list(v.refs); }
    void hexes(const char *, HexList &v) { list(v.coordinates); }
    void hex(const char *, Hex &h)
    {
        i32(h.q);
        i32(h.r);
    }
    void optionalHex(std::optional<Hex> &h)
    {
        i32(h ? 1 : 0);
        Hex value = h.value_or(Hex{});
        hex(nullptr, value);
    }
    void half(const char *, HalfPoints &v) { i32(v.half); }
    void numberPair(const char *, std::array<int, 2> &v)
    {
        i32(v[0]);
        i32(v[1]);
    }
    void halfPair(const char *, std::array<HalfPoints, 2> &v)
    {
        i32(v[0].half);
        i32(v[1].half);
    }
    void flagPair(const char *, std::array<bool, 2> &v)
    {
        i32(v[0]);
        i32(v[1]);
    }
    template <typename E> void choice(const char *, E &v) { i32(static_cast<int>(v)); }
    void action(AreaAction &a)
    {
        i32(a.number);
        i32(a.line);
        i32(static_cast<int>(a.kind));
        i32(static_cast<int>(a.count.kind));
        i32(a.count.n);
        i32(a.source);
        i32(a.via);
        i32(a.target);
        i32(a.location);
    }
    void failure(Failure &f)
    {
        i32(static_cast<int>(f.reason));
        i32(static_cast<int>(f.text));
        for (int v : {f.area, f.area2, f.kingdom, f.kingdom2, f.n1, f.n2, f.n3})
            i32(v);
        i32(static_cast<int>(f.verb));
    }
    void defeatCause(const char *, int &hits) { i32(hits); }
    void moraleModifiers(log::MoraleModifiers &m)
    {
        for (int v : {m.unitMorale, m.leader, m.lostBr, m.exchange, m.wavering, m.fleeing})
            i32(v);
    }
    void supplyReason(SupplyReason &reason, int &stronghold, HexList &, std::optional<Hex> &cutAt)
    {
        i32(static_cast<int>(reason));
        i32(stronghold);
        optionalHex(cutAt);
    }

private:
    void list(NumberList &v)
    {
        i32(v.offset);
        i32(v.count);
    }
};

class Reader
{
public:
    Reader(const QByteArray &bytes) : m_data(bytes.constData()), m_size(bytes.size()) {}
    bool ok = true;

    quint32 u32()
    {
        if (!take(4))
            return 0;
        quint32 v = 0;
        std::memcpy(&v, m_data + m_at - 4, 4);
        return qFromLittleEndian(v);
    }
    int i32() { return static_cast<int>(u32()); }
    /// A BR in half points, within the limit of a logged BR (maps/README.md, "Limits"), as the
    /// JSON form reads it.
    int halves()
    {
        const int v = i32();
        if (std::abs(static_cast<double>(v)) > 2 * limits::kLoggedBr)
            ok = false;
        return v;
    }
    int byte()
    {
        if (!take(1))
            return -1;
        return static_cast<unsigned char>(m_data[m_at - 1]);
    }
    double f64()
    {
        if (!take(8))
            return 0;
        quint64 bits = 0;
        std::memcpy(&bits, m_data + m_at - 8, 8);
        bits = qFromLittleEndian(bits);
        double v = 0;
        std::memcpy(&v, &bits, sizeof v);
        return v;
    }
    QByteArray chunk(quint32 length)
    {
        if (!take(length))
            return {};
        return QByteArray(m_data + m_at - length, static_cast<qsizetype>(length));
    }
    bool atEnd() const { return m_at == m_size; }
    /// How many more items of `bytesEach` bytes could follow at most: a hostile count is caught
    /// before anything is allocated for it.
    bool plausibleCount(quint32 count, qsizetype bytesEach) const
    {
        return static_cast<qsizetype>(count) <= (m_size - m_at) / std::max<qsizetype>(1, bytesEach);
    }

    void number(const char *, int &v) { v = i32(); }
    void flag(const char *, bool &v) { v = i32() != 0; }
    void real(const char *, double &v) { v = f64(); }
    void area(const char *, AreaRef &v) { v.index = i32(); }
    void kingdom(const char *, KingdomRef &v) { v.index = i32(); }
    void kingdomIndex(const char *, KingdomRef &v) { v.index = i32(); }
    void text(const char *, TextRef &v) { v.index = i32(); }
    void numbers(const char *, NumberList &v) { list(v); }
    void kingdoms(const char *, NumberList &v) { list(v); }
    void texts(const char *, TextList &v) { list(v.refs); }
    void textPairs(const char *, TextList &v) { list(v.refs); }
    void hexes(const char *, HexList &v) { list(v.coordinates); }
    void hex(const char *, Hex &h)
    {
        h.q = i32();
        h.r = i32();
    }
    void optionalHex(std::optional<Hex> &h)
    {
        const bool present = i32() != 0;
        Hex value;
        hex(nullptr, value);
        h = present ? std::optional<Hex>(value) : std::nullopt;
    }
    void half(const char *, HalfPoints &v) { v.half = halves(); }
    void numberPair(const char *, std::array<int, 2> &v)
    {
        v[0] = i32();
        v[1] = i32();
    }
    void halfPair(const char *, std::array<HalfPoints, 2> &v)
    {
        v[0].half = halves();
        v[1].half = halves();
    }
    void flagPair(const char *, std::array<bool, 2> &v)
    {
        v[0] = i32() != 0;
        v[1] = i32() != 0;
    }
    template <typename E> void choice(const char *, E &v) { v = enumValue<E>(i32()); }
    void action(AreaAction &a)
    {
        a.number = i32();
        a.line = i32();
        a.kind = enumValue<ActionKind>(i32());
        a.count.kind = enumValue<ActionCount::Kind>(i32());
        a.count.n = i32();
        a.source = i32();
        a.via = i32();
        a.target = i32();
        a.location = i32();
    }
    void failure(Failure &f)
    {
        f.reason = enumValue<FailureReason>(i32());
        f.text = enumValue<FailureText>(i32());
        for (int *v : {&f.area, &f.area2, &f.kingdom, &f.kingdom2, &f.n1, &f.n2, &f.n3})
            *v = i32();
        f.verb = enumValue<ActionKind>(i32());
    }
    void defeatCause(const char *, int &hits) { hits = i32(); }
    void moraleModifiers(log::MoraleModifiers &m)
    {
        for (int *v : {&m.unitMorale, &m.leader, &m.lostBr, &m.exchange, &m.wavering, &m.fleeing})
            *v = i32();
    }
    void supplyReason(SupplyReason &reason, int &stronghold, HexList &, std::optional<Hex> &cutAt)
    {
        reason = enumValue<SupplyReason>(i32());
        stronghold = i32();
        optionalHex(cutAt);
    }

private:
    bool take(qsizetype n)
    {
        if (!ok || n < 0 || m_size - m_at < n) {
            ok = false;
            return false;
        }
        m_at += n;
        return true;
    }
    void list(NumberList &v)
    {
        v.offset = i32();
        v.count = i32();
    }
    /// An enum value read from the file, refused (the whole log) when it names none of the enum's
    /// values.
    template <typename E> E enumValue(int v)
    {
        if constexpr (requires { EnumNames<E>::names; })
            static_assert(kEveryValueNamed<E>, "every stored value has its JSON name");
        constexpr int count = static_cast<int>(kEnumerators<E>);
        if (v < 0 || v >= count) {
            ok = false;
            return E{};
        }
        return static_cast<E>(v);
    }

    const char *m_data;
    qsizetype m_size;
    qsizetype m_at = 0;
};
} // namespace

QByteArray encodeLog(const TurnLog &log)
{
    Writer w;
    w.bytes.append(kMagic, 4);
    w.u32(kVersion);
    w.u32(static_cast<quint32>(log.textTable().size()));
    for (const QString &t : log.textTable()) {
        const QByteArray utf8 = t.toUtf8();
        w.u32(static_cast<quint32>(utf8.size()));
        w.bytes.append(utf8);
    }
    w.u32(static_cast<quint32>(log.numberPool().size()));
    for (int n : log.numberPool())
        w.i32(n);
    w.u32(static_cast<quint32>(log.legacyTable().size()));
    for (TextRef t : log.legacyTable())
        w.i32(t.index);
    w.u32(static_cast<quint32>(log.size()));
    for (std::size_t i = 0; i < log.size(); ++i) {
        w.bytes.append(static_cast<char>(log.typeAt(i)));
        log.visit(i, [&w](const auto &event) {
            auto copy = event;
            copy.visit(w);
        });
    }
    return w.bytes;
}

Result<TurnLog> decodeLog(const QByteArray &bytes)
{
    const auto fail = [](const QString &why) -> Result<TurnLog> { return failed(why); };
    if (bytes.size() < 8 || std::memcmp(bytes.constData(), kMagic, 4) != 0)
        return fail(QStringLiteral("the turn log is not in Muster's stored form"));
    Reader r(bytes);
    r.chunk(4);
    const quint32 version = r.u32();
    if (version != kVersion && version != kOneDieARecord)
        return fail(QStringLiteral("the turn log is in stored form %1; this Muster reads %2")
                        .arg(version)
                        .arg(kVersion));
    std::vector<QString> texts;
    const quint32 textCount = r.u32();
    if (!r.plausibleCount(textCount, 4))
        return fail(QStringLiteral("the turn log is cut short"));
    texts.reserve(textCount);
    for (quint32 i = 0; i < textCount && r.ok; ++i) {
        const quint32 length = r.u32();
        texts.push_back(QString::fromUtf8(r.chunk(length)));
    }
    std::vector<int> numbers;
    const quint32 numberCount = r.u32();
    if (!r.plausibleCount(numberCount, 4))
        return fail(QStringLiteral("the turn log is cut short"));
    numbers.reserve(numberCount);
    for (quint32 i = 0; i < numberCount && r.ok; ++i)
        numbers.push_back(r.i32());
    std::vector<TextRef> legacy;
    const quint32 legacyCount = r.u32();
    if (!r.plausibleCount(legacyCount, 4))
        return fail(QStringLiteral("the turn log is cut short"));
    legacy.reserve(legacyCount);
    for (quint32 i = 0; i < legacyCount && r.ok; ++i)
        legacy.push_back({r.i32()});
    TurnLog log;
    // Dice read into runs may renumber the events (a die joins the run before it): the sentences
    // kept of a log written before the typed form follow their events (such an event is never
    // joined).
    const bool oneDieARecord = version == kOneDieARecord;
    const std::vector<TextRef> sentences = std::move(legacy);
    log.setTables(std::move(texts), std::move(numbers), {});
    const quint32 eventCount = r.u32();
    if (!r.plausibleCount(eventCount, 1))
        return fail(QStringLiteral("the turn log is cut short"));
    log.reserve(eventCount);
    for (quint32 i = 0; i < eventCount && r.ok; ++i) {
        const int type = r.byte();
        if (!r.ok || type >= static_cast<int>(log::EventTypes::size))
            return fail(QStringLiteral("the turn log holds an event of unknown type %1").arg(type));
        const TextRef sentence = i < sentences.size() ? sentences[i] : TextRef{};
        // Dice, of either form, join the run before them where they continue it, as the engine
        // logs them: a log read from a file groups its dice as one the engine wrote.
        const bool mayJoin = !sentence.valid();
        QString problem;
        if (oneDieARecord && type == 0) {
            log::DieRolledRecord die;
            die.visit(r);
            if (r.ok && (problem = log::dieRecordProblem(die)).isEmpty())
                log::addDie(log, die.die(), mayJoin);
        } else {
            log::withEventType(static_cast<log::EventType>(type), [&](const auto *kind) {
                using T = std::remove_cv_t<std::remove_pointer_t<decltype(kind)>>;
                T event{};
                event.visit(r);
                if (!r.ok)
                    return;
                if constexpr (std::is_same_v<T, log::DiceRolled>) {
                    if ((problem = log::diceProblem(log, event)).isEmpty())
                        log::addReadRun(log, event, mayJoin);
                } else {
                    log.add(event);
                }
            });
        }
        if (!problem.isEmpty())
            return fail(QStringLiteral("the turn log's event %1 holds %2").arg(i).arg(problem));
        if (r.ok && sentence.valid())
            log.setLegacySentence(log.size() - 1, log.text(sentence));
    }
    if (!r.ok)
        return fail(QStringLiteral("the turn log is cut short or holds a value out of range"));
    if (!r.atEnd())
        return fail(QStringLiteral("the turn log has bytes after its last event"));
    return log;
}

} // namespace muster
