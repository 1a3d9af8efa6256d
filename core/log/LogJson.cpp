#include "log/LogJson.h"

#include "io/JsonFields.h"
#include "log/DiceRuns.h"
#include "log/LogText.h"
#include "model/Limits.h"
#include "model/StateCheck.h"
#include "model/World.h"
#include "rules/RuleSystem.h"
#include "rules/area/OrderSheet.h"

#include <QJsonValue>

#include <cmath>
#include <limits>

namespace muster {

namespace {

// H6.2 modifier names as the JSON form has always written them.
const char *const kUnitMorale = "unit morale";
const char *const kLeader = "leader";
const char *const kLostTwoThirds = "lost two thirds of BR";
const char *const kLostHalf = "lost half of BR";
const char *const kDestroyedMore = "destroyed more than lost";
const char *const kLostMore = "lost more than destroyed";
const char *const kWavering = "wavering";
const char *const kFleeing = "fleeing";

QString key(const char *name)
{
    return QLatin1String(name);
}

class JsonWriter
{
public:
    JsonWriter(const TurnLog &log, const LogContext &c, QJsonObject &out)
        : m_log(log), m_c(c), m_out(out)
    {}

    void number(const char *name, int &v) { m_out.insert(key(name), v); }
    void flag(const char *name, bool &v) { m_out.insert(key(name), v); }
    void real(const char *name, double &v) { m_out.insert(key(name), v); }
    void area(const char *name, AreaRef &v) { m_out.insert(key(name), m_c.areaCode(v)); }
    void kingdom(const char *name, KingdomRef &v) { m_out.insert(key(name), m_c.kingdomId(v)); }
    void kingdomIndex(const char *name, KingdomRef &v) { m_out.insert(key(name), v.index); }
    void text(const char *name, TextRef &v)
    {
        m_out.insert(key(name), v.valid() ? QJsonValue(m_log.text(v)) : QJsonValue());
    }
    void numbers(const char *name, NumberList &v)
    {
        QJsonArray a;
        for (int n : m_log.numbers(v))
            a.append(n);
        m_out.insert(key(name), a);
    }
    void kingdoms(const char *name, NumberList &v)
    {
        QJsonArray a;
        for (int n : m_log.numbers(v))
            a.append(m_c.kingdomId({n}));
        m_out.insert(key(name), a);
    }
    void texts(const char *name, TextList &v)
    {
        m_out.insert(key(name), QJsonArray::fromStringList(m_log.texts(v)));
    }
    void textPairs(const char *name, TextList &v)
    {
        const QStringList all = m_log.texts(v);
        QJsonArray a;
        for (qsizetype i = 0; i + 1 < all.size(); i += 2)
            a.append(QJsonArray{all[i], all[i + 1]});
        m_out.insert(key(name), a);
    }
    void hexes(const char *name, HexList &v)
    {
        QJsonArray a;
        for (Hex h : m_log.hexes(v))
            a.append(hexLabel(h));
        m_out.insert(key(name), a);
    }
    void hex(const char *name, Hex &h) { m_out.insert(key(name), hexLabel(h)); }
    void half(const char *name, HalfPoints &v) { m_out.insert(key(name), v.points()); }
    void numberPair(const char *name, std::array<int, 2> &v)
    {
        m_out.insert(key(name), QJsonArray{v[0], v[1]});
    }
    void halfPair(const char *name, std::array<HalfPoints, 2> &v)
    {
        m_out.insert(key(name), QJsonArray{v[0].points(), v[1].points()});
    }
    void flagPair(const char *name, std::array<bool, 2> &v)
    {
        m_out.insert(key(name), QJsonArray{v[0], v[1]});
    }
    template <typename E> void choice(const char *name, E &v)
    {
        m_out.insert(key(name), QString(enumName(v)));
    }
    void action(AreaAction &a)
    {
        m_out.insert(QStringLiteral("action"), a.number);
        m_out.insert(QStringLiteral("line"), a.line);
        m_out.insert(QStringLiteral("order"), m_c.world ? formatAction(a, *m_c.world) : QString());
        m_out.insert(QStringLiteral("verb"), QString(enumName(a.kind)));
        // The action's parts as well, so it reads back exactly even where the line would not
        // parse (an action the engine refused for naming one area twice, say).
        m_out.insert(QStringLiteral("orderParts"),
                     QJsonObject{{QStringLiteral("count"), a.count.n},
                                 {QStringLiteral("countKind"), QString(enumName(a.count.kind))},
                                 {QStringLiteral("source"), m_c.areaCode({a.source})},
                                 {QStringLiteral("via"), m_c.areaCode({a.via})},
                                 {QStringLiteral("target"), m_c.areaCode({a.target})},
                                 {QStringLiteral("location"), m_c.areaCode({a.location})}});
    }
    void failure(Failure &f)
    {
        m_out.insert(QStringLiteral("reason"), failureCode(f.reason));
        m_out.insert(QStringLiteral("detail"), failureSentence(f, m_c));
        m_out.insert(QStringLiteral("failure"),
                     QJsonObject{{QStringLiteral("text"), QString(enumName(f.text))},
                                 {QStringLiteral("area"), m_c.areaCode({f.area})},
                                 {QStringLiteral("area2"), m_c.areaCode({f.area2})},
                                 {QStringLiteral("kingdom"), m_c.kingdomId({f.kingdom})},
                                 {QStringLiteral("kingdom2"), m_c.kingdomId({f.kingdom2})},
                                 {QStringLiteral("n1"), f.n1},
                                 {QStringLiteral("n2"), f.n2},
                                 {QStringLiteral("n3"), f.n3},
                                 {QStringLiteral("verb"), QString(enumName(f.verb))}});
    }
    void defeatCause(const char *name, int &hits)
    {
        m_out.insert(key(name), hits > 0 ? QStringLiteral("%1 hits").arg(hits)
                                         : QStringLiteral("heroic foray"));
    }
    void moraleModifiers(log::MoraleModifiers &m)
    {
        QJsonObject o;
        const auto put = [&o](const char *name, int value) {
            if (value != 0)
                o.insert(key(name), value);
        };
        put(kUnitMorale, m.unitMorale);
        put(kLeader, m.leader);
        put(m.lostBr <= -5 ? kLostTwoThirds : kLostHalf, m.lostBr);
        put(m.exchange > 0 ? kDestroyedMore : kLostMore, m.exchange);
        put(kWavering, m.wavering);
        put(kFleeing, m.fleeing);
        m_out.insert(QStringLiteral("modifiers"), o);
    }
    void supplyReason(SupplyReason &reason, int &stronghold, HexList &route,
                      std::optional<Hex> &cutAt)
    {
        const int hexes = static_cast<int>(m_log.numbers(route.coordinates).size() / 2) - 1;
        m_out.insert(QStringLiteral("reason"),
                     supplyReasonSentence(reason, m_c.strongholdName(stronghold), hexes, cutAt));
        m_out.insert(QStringLiteral("supply"), QString(enumName(reason)));
        m_out.insert(QStringLiteral("stronghold"), stronghold);
        if (cutAt)
            m_out.insert(QStringLiteral("cutAt"), hexLabel(*cutAt));
    }

private:
    const TurnLog &m_log;
    const LogContext &m_c;
    QJsonObject &m_out;
};

class JsonReader
{
public:
    JsonReader(TurnLog &log, const LogContext &c, const QJsonObject &in)
        : m_log(log), m_c(c), m_in(in)
    {}

    void number(const char *name, int &v)
    {
        if (has(name))
            v = whole(name, value(name));
    }
    void flag(const char *name, bool &v) { v = value(name).toBool(v); }
    void real(const char *name, double &v) { v = value(name).toDouble(v); }
    void area(const char *name, AreaRef &v)
    {
        if (has(name))
            v.index = m_c.areaIndex(value(name).toString());
    }
    void kingdom(const char *name, KingdomRef &v)
    {
        if (has(name))
            v.index = m_c.kingdomIndex(value(name).toString());
    }
    void kingdomIndex(const char *name, KingdomRef &v)
    {
        if (has(name))
            v.index = whole(name, value(name));
    }
    void text(const char *name, TextRef &v)
    {
        if (value(name).isString())
            v = m_log.intern(value(name).toString());
    }
    void numbers(const char *name, NumberList &v)
    {
        std::vector<int> values;
        for (const QJsonValue &x : value(name).toArray())
            values.push_back(whole(name, x));
        v = m_log.addNumbers(values);
    }
    void kingdoms(const char *name, NumberList &v)
    {
        std::vector<int> values;
        for (const QJsonValue &x : value(name).toArray())
            values.push_back(m_c.kingdomIndex(x.toString()));
        v = m_log.addNumbers(values);
    }
    void texts(const char *name, TextList &v)
    {
        QStringList all;
        for (const QJsonValue &x : value(name).toArray())
            all << x.toString();
        v = m_log.addTexts(all);
    }
    void textPairs(const char *name, TextList &v)
    {
        QStringList all;
        for (const QJsonValue &pair : value(name).toArray())
            all << pair.toArray().at(0).toString() << pair.toArray().at(1).toString();
        v = m_log.addTexts(all);
    }
    void hexes(const char *name, HexList &v)
    {
        std::vector<Hex> all;
        for (const QJsonValue &x : value(name).toArray())
            if (const auto h = parseHexLabel(x.toString()))
                all.push_back(*h);
        v = m_log.addHexes(all);
    }
    void hex(const char *name, Hex &h) { h = parseHexLabel(value(name).toString()).value_or(h); }
    void half(const char *name, HalfPoints &v)
    {
        if (has(name))
            v.half = halves(name, value(name));
    }
    void numberPair(const char *name, std::array<int, 2> &v)
    {
        const QJsonArray a = value(name).toArray();
        for (int i = 0; i < 2 && i < a.size(); ++i)
            v[static_cast<size_t>(i)] = whole(name, a.at(i));
    }
    void halfPair(const char *name, std::array<HalfPoints, 2> &v)
    {
        const QJsonArray a = value(name).toArray();
        for (int i = 0; i < 2 && i < a.size(); ++i)
            v[static_cast<size_t>(i)].half = halves(name, a.at(i));
    }
    void flagPair(const char *name, std::array<bool, 2> &v)
    {
        const QJsonArray a = value(name).toArray();
        v = {a.at(0).toBool(v[0]), a.at(1).toBool(v[1])};
    }
    template <typename E> void choice(const char *name, E &v) { choiceIn(value(name), v); }
    template <typename E> static void choiceIn(const QJsonValue &json, E &v)
    {
        const QByteArray word = json.toString().toLatin1();
        if (const auto parsed = enumFromName<E>(QLatin1StringView(word)))
            v = *parsed;
    }
    void action(AreaAction &a)
    {
        const QJsonObject parts = value("orderParts").toObject();
        if (!parts.isEmpty()) {
            choiceIn(value("verb"), a.kind);
            choiceIn(parts.value(QLatin1String("countKind")), a.count.kind);
            a.count.n = whole("count", parts.value(QLatin1String("count")));
            a.source = m_c.areaIndex(parts.value(QLatin1String("source")).toString());
            a.via = m_c.areaIndex(parts.value(QLatin1String("via")).toString());
            a.target = m_c.areaIndex(parts.value(QLatin1String("target")).toString());
            a.location = m_c.areaIndex(parts.value(QLatin1String("location")).toString());
        } else if (m_c.world) {
            // Logs written before the parts were kept: the order line read again.
            const OrderSheet one = parseOrderSheet(value("order").toString(), *m_c.world, 1 << 20);
            if (one.ok() && !one.actions.empty())
                a = one.actions.front();
        }
        number("action", a.number);
        number("line", a.line);
    }
    void failure(Failure &f)
    {
        parseFailureCode(value("reason").toString(), &f.reason);
        const QJsonObject typed = value("failure").toObject();
        if (typed.isEmpty()) {
            f.text = FailureText::Legacy;
            return;
        }
        const QByteArray text = typed.value(QLatin1String("text")).toString().toLatin1();
        f.text = enumFromName<FailureText>(QLatin1StringView(text)).value_or(FailureText::Legacy);
        f.area = m_c.areaIndex(typed.value(QLatin1String("area")).toString());
        f.area2 = m_c.areaIndex(typed.value(QLatin1String("area2")).toString());
        f.kingdom = m_c.kingdomIndex(typed.value(QLatin1String("kingdom")).toString());
        f.kingdom2 = m_c.kingdomIndex(typed.value(QLatin1String("kingdom2")).toString());
        f.n1 = whole("n1", typed.value(QLatin1String("n1")));
        f.n2 = whole("n2", typed.value(QLatin1String("n2")));
        f.n3 = whole("n3", typed.value(QLatin1String("n3")));
        const QByteArray verb = typed.value(QLatin1String("verb")).toString().toLatin1();
        f.verb = enumFromName<ActionKind>(QLatin1StringView(verb)).value_or(ActionKind::Move);
    }
    void defeatCause(const char *name, int &hits)
    {
        const QString cause = value(name).toString();
        hits = cause.endsWith(QLatin1String(" hits"))
                   ? cause.section(QLatin1Char(' '), 0, 0).toInt()
                   : 0;
    }
    void moraleModifiers(log::MoraleModifiers &m)
    {
        const QJsonObject o = value("modifiers").toObject();
        const auto get = [&](const char *name) { return whole(name, o.value(key(name))); };
        m.unitMorale = get(kUnitMorale);
        m.leader = get(kLeader);
        m.lostBr = get(kLostTwoThirds) + get(kLostHalf);
        m.exchange = get(kDestroyedMore) + get(kLostMore);
        m.wavering = get(kWavering);
        m.fleeing = get(kFleeing);
    }
    void supplyReason(SupplyReason &reason, int &stronghold, HexList &, std::optional<Hex> &cutAt)
    {
        if (has("cutAt"))
            cutAt = parseHexLabel(value("cutAt").toString());
        stronghold = -1;
        number("stronghold", stronghold);
        const QByteArray typed = value("supply").toString().toLatin1();
        if (const auto parsed = enumFromName<SupplyReason>(QLatin1StringView(typed))) {
            reason = *parsed;
            return;
        }
        // Written before the reason was typed: its words say which it is.
        const QString words = value("reason").toString();
        if (words.startsWith(QLatin1String("in its stronghold")))
            reason = SupplyReason::InStronghold;
        else if (words.startsWith(QLatin1String("road/waterway route")))
            reason = SupplyReason::Route;
        else if (words.startsWith(QLatin1String("no road or waterway in")))
            reason = SupplyReason::NoNetworkHere;
        else if (words.startsWith(QLatin1String("no road or waterway route")))
            reason = SupplyReason::NoRoute;
        else if (words.startsWith(QLatin1String("unowned")))
            reason = SupplyReason::NoKingdom;
        else
            reason = SupplyReason::Cut;
    }

    /// The first field that held a number no Muster writes (maps/README.md, "Limits"), or empty.
    const QString &problem() const { return m_problem; }

private:
    QJsonValue value(const char *name) const { return m_in.value(key(name)); }
    bool has(const char *name) const { return m_in.contains(key(name)); }

    /// A whole number that fits 32 bits; an absent one is 0. Anything else (a fraction, 1e300, a
    /// string) is noted as the entry's problem, so a hostile number is refused instead of read
    /// as some other value.
    int whole(const char *name, const QJsonValue &x)
    {
        constexpr limits::Range kWhole{std::numeric_limits<int>::min(),
                                       std::numeric_limits<int>::max()};
        if (x.isUndefined())
            return 0;
        if (isWholeJsonNumber(x) && kWhole.contains(static_cast<qint64>(x.toDouble())))
            return static_cast<int>(x.toDouble());
        note(name, rangeProblem(kWhole, jsonNumberForMessage(x)));
        return 0;
    }
    /// A BR or points value in half points, within the limit of a logged BR.
    int halves(const char *name, const QJsonValue &x)
    {
        const double d = x.toDouble(std::nan(""));
        if (x.isDouble() && std::abs(d) <= limits::kLoggedBr)
            return static_cast<int>(std::floor(d * 2.0 + 0.5));
        // The campaign's wording for a range, for a number that may have a half.
        note(name, QStringLiteral("expected a number from %1 to %2, got %3")
                       .arg(-limits::kLoggedBr, 0, 'f', 0)
                       .arg(limits::kLoggedBr, 0, 'f', 0)
                       .arg(jsonNumberForMessage(x)));
        return 0;
    }
    void note(const char *name, const QString &problem)
    {
        if (m_problem.isEmpty())
            m_problem = QStringLiteral("\"%1\": %2").arg(QLatin1String(name), problem);
    }

    TurnLog &m_log;
    const LogContext &m_c;
    const QJsonObject &m_in;
    QString m_problem;
};

/// Fields of the JSON form made from others, for its readers (case files, other programs).
template <typename T> void writeDerivedFields(const T &, QJsonObject &) {}
void writeDerivedFields(const log::MarchDayEnded &e, QJsonObject &out)
{
    out.insert(QStringLiteral("why"), log::marchStopText(e));
}

/// Fields a log written before the typed form never had, taken from what it did have.
template <typename T> void fillFromOlderFields(T &, const QJsonObject &) {}
void fillFromOlderFields(log::PhaseResolved &e, const QJsonObject &json)
{
    if (json.contains(QLatin1String("kind")))
        return;
    const QString rule = json.value(QLatin1String("rule")).toString();
    if (rule == QLatin1String("A5.5"))
        e.kind = PhaseKind::Raid;
    else if (rule.startsWith(QLatin1String("A5.7")))
        e.kind = PhaseKind::Sea;
    if (e.kind != PhaseKind::Sea)
        e.defenderArmyLoss = e.defenderLoss;
}
void fillFromOlderFields(log::MarchDayEnded &e, const QJsonObject &json)
{
    if (json.contains(QLatin1String("stop")))
        return;
    const QString why = json.value(QLatin1String("why")).toString();
    if (why == QLatin1String("battle"))
        e.why = MarchStop::Battle;
    else if (why == QLatin1String("destroyed"))
        e.why = MarchStop::Destroyed;
    else if (why.contains(QLatin1String("cannot be entered")))
        e.why = MarchStop::CannotEnter;
    else if (why.contains(QLatin1String("miles left")))
        e.why = MarchStop::OutOfMiles;
}

/// Reads the event `o` of type number `t` into `log`: "", or what is wrong with it. Dice join the
/// run before them where they continue it (`mayJoin`).
QString readEvent(TurnLog &log, const LogContext &context, const QJsonObject &o, int t,
                  bool mayJoin)
{
    QString problem;
    log::withEventType(static_cast<log::EventType>(t), [&](const auto *kind) {
        using T = std::remove_cv_t<std::remove_pointer_t<decltype(kind)>>;
        T event{};
        JsonReader reader(log, context, o);
        event.visit(reader);
        problem = reader.problem();
        fillFromOlderFields(event, o);
        if constexpr (std::is_same_v<T, log::DiceRolled>) {
            if (problem.isEmpty())
                problem = log::diceProblem(log, event);
            if (problem.isEmpty())
                log::addReadRun(log, event, mayJoin);
        } else {
            log.add(event);
        }
    });
    return problem;
}

/// Reads a die of a log written before runs (one "DieRolled" object a die) into `log`, where it
/// joins the run before it as the engine's dice would (`mayJoin`): "", or what is wrong with it.
QString readOldDie(TurnLog &log, const LogContext &context, const QJsonObject &o, bool mayJoin)
{
    log::DieRolledRecord die;
    JsonReader reader(log, context, o);
    die.visit(reader);
    if (!reader.problem().isEmpty())
        return reader.problem();
    if (const QString problem = log::dieRecordProblem(die); !problem.isEmpty())
        return problem;
    log::addDie(log, die.die(), mayJoin);
    return {};
}

/// The event type named `name` in the JSON form, as `system` writes it: a few names are
/// used by both systems for their own events.
int typeNamed(const QString &name, const RuleSystem &system)
{
    int found = -1;
    for (std::size_t t = 0; t < log::EventTypes::size; ++t) {
        if (name != QLatin1String(log::eventTypeName(static_cast<log::EventType>(t))))
            continue;
        if (found < 0 || system.ownsEventName(static_cast<log::EventType>(t)))
            found = static_cast<int>(t);
    }
    return found;
}
} // namespace

bool isHexEventOfSharedName(log::EventType type)
{
    return log::withEventType(type, [](const auto *e) {
        using T = std::remove_cv_t<std::remove_pointer_t<decltype(e)>>;
        return std::is_same_v<T, log::HexBattleStarted> || std::is_same_v<T, log::HexBattleEnded> ||
               std::is_same_v<T, log::OrderRejected>;
    });
}

QJsonObject eventToJson(const TurnLog &log, std::size_t event, const LogContext &context)
{
    QJsonObject out;
    log.visit(event, [&](const auto &e) {
        auto copy = e;
        JsonWriter writer(log, context, out);
        copy.visit(writer);
        writeDerivedFields(e, out);
    });
    out.insert(QStringLiteral("type"), QLatin1String(log::eventTypeName(log.typeAt(event))));
    const QString rule = eventRule(log, event);
    if (!rule.isEmpty())
        out.insert(QStringLiteral("rule"), rule);
    out.insert(QStringLiteral("text"), eventSentence(log, event, context));
    // An event of a log written before the typed form keeps its stored sentence (its fields may be
    // missing): said here, so the sentence survives a round trip through this form.
    if (log.legacySentence(event).valid())
        out.insert(QStringLiteral("legacy"), true);
    return out;
}

QJsonArray logToJson(const TurnLog &log, const LogContext &context)
{
    QJsonArray out;
    for (std::size_t i = 0; i < log.size(); ++i)
        out.append(eventToJson(log, i, context));
    return out;
}

Result<TurnLog> logFromJson(const QJsonArray &json, const LogContext &context, bool legacy)
{
    TurnLog log;
    log.reserve(static_cast<std::size_t>(json.size()));
    for (qsizetype i = 0; i < json.size(); ++i) {
        const QJsonObject o = json.at(i).toObject();
        const QString type = o.value(QLatin1String("type")).toString();
        // A die keeping a sentence of its own stays a run of its own, so the sentence stays with
        // it.
        const bool keepText = legacy || o.value(QLatin1String("legacy")).toBool();
        const bool oldDie = type == QLatin1String(log::DieRolledRecord::kName);
        const int t = oldDie ? -1 : typeNamed(type, ruleSystem(context.kind));
        if (!json.at(i).isObject())
            return failed(QStringLiteral("log entry %1 is not an event object").arg(i));
        if (t < 0 && !oldDie)
            return failed(Problem{{},
                                  0,
                                  QStringLiteral("log entry %1").arg(i),
                                  QStringLiteral("unknown event type \"%1\"").arg(type.left(40))});
        const QString problem = oldDie ? readOldDie(log, context, o, !keepText)
                                       : readEvent(log, context, o, t, !keepText);
        if (!problem.isEmpty())
            return failed(
                Problem{{}, 0, QStringLiteral("log entry %1 (%2)").arg(i).arg(type), problem});
        if (keepText && o.value(QLatin1String("text")).isString())
            log.setLegacySentence(log.size() - 1, o.value(QLatin1String("text")).toString());
    }
    return log;
}

} // namespace muster
