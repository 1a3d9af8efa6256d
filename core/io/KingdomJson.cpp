// The "kingdoms" part of a campaign file, and references to a kingdom from elsewhere in it (see
// maps/README.md).
#include "io/CampaignJsonParts.h"
#include "mail/MailAddress.h"
#include "model/CampaignCodes.h"
#include "model/Limits.h"
#include "model/WorldCheck.h"
#include "setup/ColourDistance.h"
#include "util/Elide.h"

#include <QSet>

namespace muster {

namespace {
/// The word at `key` of `o`, one of `words` (read by `parse`); a problem naming them otherwise.
template <typename Enum>
std::optional<Enum> oneOf(JsonFields &f, const QJsonObject &o, const QString &path,
                          const QString &key, std::optional<Enum> (*parse)(const QString &),
                          const QStringList &words)
{
    const std::optional<QString> word = f.text(o, path, key);
    if (!word)
        return std::nullopt;
    if (const std::optional<Enum> value = parse(*word))
        return value;
    f.problem(jsonChildPath(path, key), QStringLiteral("expected one of %1, got \"%2\"")
                                            .arg(words.join(QStringLiteral(", ")), elided(*word)));
    return std::nullopt;
}
} // namespace

int kingdomRef(const QJsonValue &v, const QString &path, const KingdomIndex &kingdoms,
               JsonFields &f, bool allowNone)
{
    if (v.isNull() || v.isUndefined()) {
        if (!allowNone)
            f.problem(path, QStringLiteral("expected a kingdom id"));
        return -1;
    }
    const QString id = v.toString();
    const int k = kingdoms.find(id);
    if (k >= 0)
        return k;
    f.problem(path, v.isString() ? QStringLiteral("unknown kingdom \"%1\"").arg(elided(id))
                                 : QStringLiteral("expected a kingdom id or null"));
    return -1;
}

QJsonValue kingdomRefToJson(int kingdom, const std::vector<Kingdom> &kingdoms)
{
    if (kingdom < 0)
        return QJsonValue::Null;
    return kingdoms[static_cast<size_t>(kingdom)].id;
}

QJsonArray kingdomsToJson(const std::vector<Kingdom> &kingdoms)
{
    QJsonArray out;
    for (const Kingdom &k : kingdoms) {
        QJsonObject o{{QStringLiteral("id"), k.id},
                      {QStringLiteral("name"), k.name},
                      {QStringLiteral("nationality"), k.nationality},
                      {QStringLiteral("colour"), k.colour}};
        // Written only when set, so campaigns without players' details keep their bytes.
        if (!k.email.isEmpty())
            o.insert(QStringLiteral("email"), k.email);
        if (!k.contact.isEmpty())
            o.insert(QStringLiteral("contact"), k.contact);
        if (!k.playerCode.isEmpty())
            o.insert(QStringLiteral("playerCode"), k.playerCode);
        if (!k.hasPlayer)
            o.insert(QStringLiteral("player"), false);
        if (k.missedOrders != MissedOrders::Hold)
            o.insert(QStringLiteral("missedOrders"), missedOrdersName(k.missedOrders));
        if (k.doctrine != Doctrine::Consolidate)
            o.insert(QStringLiteral("doctrine"), doctrineName(k.doctrine));
        out.append(o);
    }
    return out;
}

std::vector<Kingdom> kingdomsFromJson(const QJsonArray &json, const QString &path, JsonFields &f)
{
    std::vector<Kingdom> out;
    QSet<QString> ids, codes;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const QString p = jsonIndexPath(path, i);
        if (!json.at(i).isObject()) {
            f.problem(p, QStringLiteral("expected an object describing a kingdom"));
            continue;
        }
        const QJsonObject o = json.at(i).toObject();
        f.rejectUnknownKeys(o, p,
                            {QStringLiteral("id"), QStringLiteral("name"),
                             QStringLiteral("nationality"), QStringLiteral("colour"),
                             QStringLiteral("email"), QStringLiteral("contact"),
                             QStringLiteral("playerCode"), QStringLiteral("player"),
                             QStringLiteral("missedOrders"), QStringLiteral("doctrine")});
        Kingdom k;
        k.id = f.text(o, p, QStringLiteral("id")).value_or(QString());
        k.name = f.text(o, p, QStringLiteral("name")).value_or(QString());
        k.nationality = f.text(o, p, QStringLiteral("nationality")).value_or(QString());
        k.colour = f.text(o, p, QStringLiteral("colour")).value_or(QString());
        if (o.contains(QStringLiteral("email")))
            k.email = f.text(o, p, QStringLiteral("email")).value_or(QString()).trimmed();
        if (o.contains(QStringLiteral("contact")))
            k.contact = f.text(o, p, QStringLiteral("contact")).value_or(QString());
        if (o.contains(QStringLiteral("playerCode"))) {
            const QString cp = jsonChildPath(p, QStringLiteral("playerCode"));
            k.playerCode = f.text(o, p, QStringLiteral("playerCode")).value_or(QString());
            if (const QString why = codeProblem(k.playerCode, CodeKind::Player); !why.isEmpty())
                f.problem(cp, why);
            else if (codes.contains(k.playerCode))
                // A code must name one kingdom: a mailed sheet is taken for the kingdom it names.
                f.problem(cp, QStringLiteral("player code \"%1\" is used twice").arg(k.playerCode));
            codes.insert(k.playerCode);
        }
        k.hasPlayer = f.optionalBool(o, p, QStringLiteral("player"), true);
        if (o.contains(QStringLiteral("missedOrders")))
            k.missedOrders = oneOf<MissedOrders>(f, o, p, QStringLiteral("missedOrders"),
                                                 parseMissedOrders, missedOrdersNames())
                                 .value_or(MissedOrders::Hold);
        if (o.contains(QStringLiteral("doctrine")))
            k.doctrine =
                oneOf<Doctrine>(f, o, p, QStringLiteral("doctrine"), parseDoctrine, doctrineNames())
                    .value_or(Doctrine::Consolidate);
        if (!k.email.isEmpty() && !isPlainAddress(k.email))
            f.problem(jsonChildPath(p, QStringLiteral("email")),
                      QStringLiteral("\"%1\" is not an e-mail address (name@host)").arg(k.email));
        if (k.contact.size() > limits::kMaxContactLength || k.contact.contains(QLatin1Char('\n')))
            f.problem(jsonChildPath(p, QStringLiteral("contact")),
                      QStringLiteral("a contact line is one line of at most %1 characters")
                          .arg(limits::kMaxContactLength));
        if (!k.id.isEmpty() && !isWellFormedCode(k.id))
            f.problem(
                jsonChildPath(p, QStringLiteral("id")),
                QStringLiteral("kingdom id \"%1\" must be 1-12 letters, digits, - or _").arg(k.id));
        if (!k.colour.isEmpty() && !parseColour(k.colour))
            f.problem(jsonChildPath(p, QStringLiteral("colour")),
                      QStringLiteral("colour \"%1\" is not of the form #rrggbb").arg(k.colour));
        if (!k.id.isEmpty() && ids.contains(k.id))
            f.problem(jsonChildPath(p, QStringLiteral("id")),
                      QStringLiteral("kingdom id \"%1\" is used twice").arg(k.id));
        ids.insert(k.id);
        out.push_back(k);
    }
    return out;
}

} // namespace muster
