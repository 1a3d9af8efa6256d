// Writes the seed corpora of the fuzz targets (run by `make fuzz`): the bundled samples and test
// fixtures, every rules case (tests/rules/*/cases) as a campaign JSON, the sample order sheets and
// small .muster files and the Tiled maps of tests/tiled. Only inputs the readers accept are
// written, so every seed starts the fuzzer inside the format.
//
// Usage: fuzz_seeds OUTDIR   (writes OUTDIR/campaign_json, order_sheet, area_turn, hex_day,
// store_open, tmx, mail_text, imap_answer)
#include "AreaCase.h"
#include "GeneratedCampaign.h"
#include "HexCase.h"
#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

using namespace muster;

namespace {
const QString kSource = QStringLiteral(MUSTER_SOURCE_DIR);

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString &dir, const QString &name, const QByteArray &bytes)
{
    QDir().mkpath(dir);
    QFile f(dir + QLatin1Char('/') + name);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        std::fprintf(stderr, "fuzz_seeds: cannot write %s\n", qPrintable(f.fileName()));
}

Kingdom kingdom(const QString &id, const QString &name, const QString &nationality)
{
    Kingdom k;
    k.id = id;
    k.name = name.isEmpty() ? id : name;
    k.nationality = nationality.isEmpty() ? id : nationality;
    k.colour = QStringLiteral("#808080");
    return k;
}

TurnRecord firstTurn(std::uint64_t seed, const TurnState &state,
                     const std::vector<QStringList> &orders, size_t kingdoms)
{
    TurnRecord t;
    t.number = 1;
    t.seed = seed & Campaign::kMaxSeed;
    t.state = state;
    t.state.turn = 1;
    t.orders = orders;
    t.orders.resize(kingdoms);
    return t;
}

std::vector<Campaign> areaCases()
{
    std::vector<Campaign> out;
    const QDir dir(kSource + QStringLiteral("/tests/rules/area/cases"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QString error;
        const auto k = test::loadAreaCase(dir.filePath(name), &error);
        if (!k)
            continue;
        Campaign c;
        c.name = k->name;
        c.seed = k->seed & Campaign::kMaxSeed;
        c.ruleset = k->ruleset;
        c.world = k->world;
        for (const Kingdom &kd : k->kingdoms)
            c.kingdoms.push_back(kingdom(kd.id, kd.name, kd.nationality));
        c.turns.push_back(firstTurn(k->seed, k->state, k->orders, c.kingdoms.size()));
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<Campaign> hexCases()
{
    std::vector<Campaign> out;
    const QDir dir(kSource + QStringLiteral("/tests/rules/hex/cases"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QString error;
        const auto k = test::loadHexCase(dir.filePath(name), &error);
        if (!k)
            continue;
        Campaign c;
        c.name = QFileInfo(name).completeBaseName();
        c.seed = k->seed & Campaign::kMaxSeed;
        c.ruleset = k->ruleset;
        c.world = k->world;
        for (const QString &id : k->kingdoms)
            c.kingdoms.push_back(kingdom(id, {}, {}));
        c.turns.push_back(firstTurn(k->seed, k->state, k->orders, c.kingdoms.size()));
        out.push_back(std::move(c));
    }
    return out;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: fuzz_seeds OUTDIR\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    int written = 0, refused = 0;
    std::vector<std::pair<QString, Campaign>> campaigns;
    for (const QString &folder : {QStringLiteral("/maps"), QStringLiteral("/tests/io/data")}) {
        const QDir dir(kSource + folder);
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            Problems problems;
            if (auto c = readCampaignJson(readAll(dir.filePath(name)), name, problems))
                campaigns.emplace_back(name, std::move(*c));
        }
    }
    for (Campaign &c : areaCases())
        campaigns.emplace_back(QStringLiteral("case-") + c.name + QStringLiteral(".json"), c);
    for (Campaign &c : hexCases())
        campaigns.emplace_back(QStringLiteral("case-") + c.name + QStringLiteral(".json"), c);

    for (const auto &[name, c] : campaigns) {
        const QByteArray json = writeCampaignJson(c);
        Problems problems;
        if (!readCampaignJson(json, name, problems)) {
            ++refused; // a case whose world is no campaign (no map, say): not a seed
            continue;
        }
        write(out + QStringLiteral("/campaign_json"), name, json);
        write(out + (c.ruleset.kind == RulesetKind::Area ? QStringLiteral("/area_turn")
                                                         : QStringLiteral("/hex_day")),
              name, json);
        written += 2;
        // The case's sheets, for the order-sheet parser (the byte in front: 16 actions, A2.1).
        for (size_t k = 0; k < c.current().orders.size(); ++k)
            if (!c.current().orders[k].isEmpty())
                write(out + QStringLiteral("/order_sheet"),
                      QStringLiteral("%1-%2.txt").arg(name).arg(k),
                      QByteArray(1, 15) + c.current().orders[k].join(QLatin1Char('\n')).toUtf8());
    }
    const QDir sheets(kSource + QStringLiteral("/maps/sample-area-orders"));
    for (const QString &name : sheets.entryList({QStringLiteral("*.txt")}, QDir::Files))
        write(out + QStringLiteral("/order_sheet"), name,
              QByteArray(1, 15) + readAll(sheets.filePath(name)));

    // The mails of the mail corpus, as plain (first byte 0) and as flowed text (1): whole files,
    // headers and all, so the finder meets headers, quotes, signatures and forwarded originals.
    const QDir mails(kSource + QStringLiteral("/tests/packs/mail-corpus"));
    for (const QString &name : mails.entryList({QStringLiteral("*.eml")}, QDir::Files))
        for (const char how : {'\0', '\1'}) {
            write(out + QStringLiteral("/mail_text"),
                  name + (how ? QStringLiteral(".flowed") : QString()),
                  QByteArray(1, how) + readAll(mails.filePath(name)));
            ++written;
        }

    // The Tiled maps of the TMX tests that import: each encoding and orientation, areas and
    // objects.
    const QDir maps(kSource + QStringLiteral("/tests/tiled/data"));
    for (const QString &name :
         maps.entryList({QStringLiteral("tiny-*.tmx"), QStringLiteral("areas.tmx")}, QDir::Files)) {
        write(out + QStringLiteral("/tmx"), name, readAll(maps.filePath(name)));
        ++written;
    }

    // Small campaign files: the fixtures, and a generated one with a history of turns.
    std::vector<std::pair<QString, Campaign>> stores;
    for (const auto &[name, c] : campaigns)
        if (name.startsWith(QLatin1String("tiny-")))
            stores.emplace_back(name, c);
    stores.emplace_back(QStringLiteral("generated.json"), test::generateAreaCampaign(12, 2, 3, 7));
    const QString scratch = out + QStringLiteral("/scratch.muster");
    for (const auto &[name, c] : stores) {
        QString error;
        auto store = test::take(CampaignStore::create(scratch, c), error);
        if (!store || !test::take(store->close(), error)) {
            std::fprintf(stderr, "fuzz_seeds: %s\n", qPrintable(error));
            return 1;
        }
        store.reset();
        write(out + QStringLiteral("/store_open"),
              QFileInfo(name).completeBaseName() + QStringLiteral(".muster"), readAll(scratch));
        QFile::remove(scratch);
        ++written;
    }
    // An IMAP server's answers to STATUS and SEARCH, as Dovecot writes them.
    const std::pair<const char *, QByteArray> answers[] = {
        {"search", "* SEARCH 1 2 3 7 9 10\r\n"},
        {"search-empty", "* SEARCH\r\n"},
        {"status", "* STATUS \"Muster read\" (MESSAGES 2 UIDNEXT 3 UIDVALIDITY 1796648689)\r\n"},
        {"status-inbox", "* STATUS INBOX (UIDVALIDITY 1 UIDNEXT 1 MESSAGES 0)\r\n"},
    };
    for (const auto &[name, answer] : answers) {
        write(out + QStringLiteral("/imap_answer"), QLatin1String(name), answer);
        ++written;
    }
    std::printf("fuzz_seeds: %d seeds written to %s (%d rules cases are not campaigns)\n", written,
                qPrintable(out), refused);
    return 0;
}
