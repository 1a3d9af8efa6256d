#include "console/setup/KingdomsEditor.h"

#include "console/Question.h"
#include "console/commands/ChangeKingdoms.h"
#include "console/document/CampaignDocument.h"
#include "operations/EditKingdoms.h"
#include "render/map/MapPalette.h"
#include "rules/RuleSystem.h"
#include "setup/ColourDistance.h"
#include "setup/ProblemPlace.h"

#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace muster {

namespace {
KingdomsEditor::ColourChooser &colourChooser()
{
    static KingdomsEditor::ColourChooser chooser;
    return chooser;
}

QIcon swatch(const QString &colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(QColor::fromString(colour));
    return QIcon(pixmap);
}

QSpinBox *countBox(QWidget *parent, const char *name)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(static_cast<int>(limits::kCount.min), static_cast<int>(limits::kCount.max));
    box->setKeyboardTracking(false); // one step per value typed, not per digit
    return box;
}

/// "ΔE 7.9, to a deuteranope": how far apart the two colours are, and for whom when it is a
/// colour-blind player who confuses them.
QString visionDistance(const ColourClash &clash)
{
    const QString distance = KingdomsEditor::tr("ΔE %1").arg(clash.distance, 0, 'f', 1);
    switch (clash.vision) {
    case Vision::Typical:
        return distance;
    case Vision::Deuteranopia:
        return KingdomsEditor::tr("%1, to a deuteranope").arg(distance);
    case Vision::Protanopia:
        return KingdomsEditor::tr("%1, to a protanope").arg(distance);
    }
    return distance;
}

QString seaColour()
{
    return MapPalette::sea().name();
}

const QString kWarningStyle = QStringLiteral("color: #8a5a00");
const QString kProblemStyle = QStringLiteral("color: #a61b1b");
} // namespace

KingdomsEditor::ColourChooser KingdomsEditor::setColourChooser(ColourChooser chooser)
{
    return std::exchange(colourChooser(), std::move(chooser));
}

KingdomsEditor::KingdomsEditor(CampaignDocument &document, QWidget *parent)
    : QDialog(parent), m_document(document), m_list(new QListWidget(this)),
      m_add(new QPushButton(tr("&Add Kingdom"), this)),
      m_remove(new QPushButton(tr("&Remove Kingdom..."), this)), m_id(new QLineEdit(this)),
      m_name(new QLineEdit(this)), m_nationality(new QLineEdit(this)),
      m_colour(new QPushButton(this)), m_colourWarning(new QLabel(this)),
      m_email(new QLineEdit(this)), m_bp(countBox(this, "kingdomBp")),
      m_armyReserve(countBox(this, "kingdomArmyReserve")),
      m_shipReserve(countBox(this, "kingdomShipReserve")), m_player(new QComboBox(this)),
      m_missedOrders(new QComboBox(this)), m_doctrine(new QComboBox(this)), m_form(new QFormLayout),
      m_problem(new QLabel(this)), m_started(new QLabel(this))
{
    setObjectName(QStringLiteral("kingdomsEditor"));
    setWindowTitle(tr("Edit Kingdoms"));
    m_list->setObjectName(QStringLiteral("kingdomList"));
    m_add->setObjectName(QStringLiteral("addKingdom"));
    m_remove->setObjectName(QStringLiteral("removeKingdom"));
    m_id->setObjectName(QStringLiteral("kingdomId"));
    m_id->setToolTip(tr("1 to 12 letters, digits, - or _: how order sheets and files name the "
                        "kingdom"));
    m_name->setObjectName(QStringLiteral("kingdomName"));
    m_nationality->setObjectName(QStringLiteral("kingdomNationality"));
    m_nationality->setToolTip(tr("Captures across nationalities cost population and forts "
                                 "(RULES A8.1)"));
    m_colour->setObjectName(QStringLiteral("kingdomColour"));
    m_colourWarning->setObjectName(QStringLiteral("kingdomColourWarning"));
    m_colourWarning->setWordWrap(true);
    m_colourWarning->setStyleSheet(kWarningStyle);
    m_email->setObjectName(QStringLiteral("kingdomEmail"));
    m_email->setPlaceholderText(tr("player@example.org"));
    for (QLineEdit *edit : {m_id, m_name, m_nationality})
        edit->setMaxLength(static_cast<int>(limits::kMaxTextLength));
    m_problem->setObjectName(QStringLiteral("kingdomProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(kProblemStyle);
    m_started->setObjectName(QStringLiteral("kingdomsStartedNote"));
    m_started->setWordWrap(true);
    m_started->setText(tr("The campaign has started: its kingdoms are fixed, so its history "
                          "replays as it was played (RULES R1). Players' addresses are changed "
                          "in the Kingdoms dock; who plays a kingdom and what stands in for "
                          "missed orders, here."));
    m_player->setObjectName(QStringLiteral("kingdomPlayer"));
    m_player->addItem(tr("A player"), true);
    m_player->addItem(tr("No player: the autopilot, every turn"), false);
    m_missedOrders->setObjectName(QStringLiteral("kingdomMissedOrders"));
    m_missedOrders->addItem(tr("Hold: order nothing"), int(MissedOrders::Hold));
    m_missedOrders->addItem(tr("Standing orders: the last sheet's defence modes"),
                            int(MissedOrders::Standing));
    m_missedOrders->addItem(tr("Autopilot: by its doctrine"), int(MissedOrders::Autopilot));
    m_missedOrders->setToolTip(tr("What the kingdom does in a turn its player sent no sheet for "
                                  "by resolution"));
    m_doctrine->setObjectName(QStringLiteral("kingdomDoctrine"));
    m_doctrine->addItem(tr("Defend: strengthen the borders, attack nothing"),
                        int(Doctrine::Defend));
    m_doctrine->addItem(tr("Consolidate: armies to the borders, take unowned land"),
                        int(Doctrine::Consolidate));
    m_doctrine->addItem(tr("Expand: attack the weakest neighbours it can beat"),
                        int(Doctrine::Expand));
    m_doctrine->addItem(tr("Raid: raid enemy land for population and BPs"), int(Doctrine::Raid));
    m_doctrine->setToolTip(tr("How the autopilot plays the kingdom, from what its player would "
                              "know"));

    m_form->addRow(tr("&Id:"), m_id);
    m_form->addRow(tr("&Name:"), m_name);
    m_form->addRow(tr("Na&tionality:"), m_nationality);
    m_form->addRow(tr("&Colour:"), m_colour);
    m_form->addRow(QString(), m_colourWarning);
    m_form->addRow(tr("Player's &e-mail:"), m_email);
    m_form->addRow(tr("Starting &BPs:"), m_bp);
    m_form->addRow(tr("Army &reserve:"), m_armyReserve);
    m_form->addRow(tr("&Ship reserve:"), m_shipReserve);
    m_form->addRow(tr("&Played by:"), m_player);
    m_form->addRow(tr("&Missed orders:"), m_missedOrders);
    m_form->addRow(tr("Auto&pilot:"), m_doctrine);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(buttons);
    auto *right = new QVBoxLayout;
    right->addLayout(m_form);
    right->addWidget(m_problem);
    right->addStretch();
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 2);
    columns->addLayout(right, 3);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_started);
    layout->addWidget(close);

    // Enter finishes a field's edit and never closes the editor or clicks a button.
    for (QPushButton *button : {m_add, m_remove, m_colour, close->button(QDialogButtonBox::Close)})
        button->setAutoDefault(false);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &KingdomsEditor::showKingdom);
    connect(m_add, &QPushButton::clicked, this, &KingdomsEditor::addKingdom);
    connect(m_remove, &QPushButton::clicked, this, &KingdomsEditor::removeKingdom);
    connect(m_colour, &QPushButton::clicked, this, &KingdomsEditor::chooseColour);
    connectText(m_id, tr("id"), &Kingdom::id, &KingdomFields::id);
    connectText(m_name, tr("name"), &Kingdom::name, &KingdomFields::name);
    connectText(m_nationality, tr("nationality"), &Kingdom::nationality,
                &KingdomFields::nationality);
    connectText(m_email, tr("player"), &Kingdom::email, &KingdomFields::email);
    connectCount(m_bp, tr("starting BPs"), &KingdomFields::bp);
    connectCount(m_armyReserve, tr("army reserve"), &KingdomFields::armyReserve);
    connectCount(m_shipReserve, tr("ship reserve"), &KingdomFields::shipReserve);
    connectPlay();
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::kingdomsChanged,
                        &CampaignDocument::setupChanged, &CampaignDocument::stateChanged})
        connect(&m_document, signal, this, &KingdomsEditor::refresh);
    resize(760, 480);
    refresh();
}

void KingdomsEditor::connectText(QLineEdit *edit, const QString &what, QString Kingdom::*field,
                                 std::optional<QString> KingdomFields::*set)
{
    connect(edit, &QLineEdit::editingFinished, this, [this, edit, what, field, set] {
        const int k = currentKingdom();
        if (m_filling || k < 0)
            return;
        const QString value = edit->text().trimmed();
        if (value == m_document.campaign().kingdoms[static_cast<size_t>(k)].*field)
            return;
        changeKingdom(tr("Set the %1 of %2 to %3")
                          .arg(what, m_document.campaign().kingdoms[static_cast<size_t>(k)].name,
                               value.isEmpty() ? tr("none") : value),
                      [&](KingdomFields &fields) { fields.*set = value; });
    });
}

void KingdomsEditor::connectCount(QSpinBox *box, const QString &what,
                                  std::optional<int> KingdomFields::*field)
{
    connect(box, &QSpinBox::valueChanged, this, [this, what, field](int value) {
        const int k = currentKingdom();
        if (m_filling || k < 0)
            return;
        changeKingdom(tr("Set the %1 of %2 to %3")
                          .arg(what, m_document.campaign().kingdoms[static_cast<size_t>(k)].name)
                          .arg(value),
                      [&](KingdomFields &fields) { fields.*field = value; });
    });
}

namespace {
/// A choice of a kingdom's play: where the Kingdom holds it, where KingdomFields sets it, and the
/// undo step's text for a kingdom's name and the value chosen.
template <typename Value> struct PlayChoice
{
    QComboBox *box;
    Value Kingdom::*field;
    std::optional<Value> KingdomFields::*set;
    QString (*text)(const QString &name, Value value);
};
} // namespace

void KingdomsEditor::connectPlay()
{
    const auto connectChoice = [this](auto choice) {
        connect(choice.box, &QComboBox::activated, this, [this, choice] {
            using Value = std::remove_reference_t<decltype(Kingdom().*choice.field)>;
            const int k = currentKingdom();
            const auto value = static_cast<Value>(choice.box->currentData().toInt());
            if (m_filling || k < 0)
                return;
            const Kingdom &kingdom = m_document.campaign().kingdoms[static_cast<size_t>(k)];
            if (kingdom.*choice.field == value)
                return;
            changeKingdom(choice.text(kingdom.name, value),
                          [&](KingdomFields &fields) { fields.*choice.set = value; });
        });
    };
    connectChoice(PlayChoice<bool>{m_player, &Kingdom::hasPlayer, &KingdomFields::player,
                                   [](const QString &name, bool player) {
                                       return player ? tr("Give %1 a player").arg(name)
                                                     : tr("Play %1 by the autopilot").arg(name);
                                   }});
    connectChoice(PlayChoice<MissedOrders>{
        m_missedOrders, &Kingdom::missedOrders, &KingdomFields::missedOrders,
        [](const QString &name, MissedOrders policy) {
            return tr("Set what %1 does when its orders are missed to %2")
                .arg(name, missedOrdersName(policy));
        }});
    connectChoice(PlayChoice<Doctrine>{
        m_doctrine, &Kingdom::doctrine, &KingdomFields::doctrine,
        [](const QString &name, Doctrine doctrine) {
            return tr("Set the autopilot of %1 to %2").arg(name, doctrineName(doctrine));
        }});
}

int KingdomsEditor::currentKingdom() const
{
    if (!m_document.hasCampaign())
        return -1;
    const int row = m_list->currentRow();
    return row >= 0 && row < static_cast<int>(m_document.campaign().kingdoms.size()) ? row : -1;
}

void KingdomsEditor::selectKingdom(int kingdom)
{
    m_list->setCurrentRow(kingdom);
}

void KingdomsEditor::refresh()
{
    const bool has = m_document.hasCampaign();
    const int row = m_list->currentRow();
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        if (has)
            for (const Kingdom &k : m_document.campaign().kingdoms)
                m_list->addItem(
                    new QListWidgetItem(swatch(k.colour), tr("%1  %2").arg(k.id, k.name)));
        m_list->setCurrentRow(std::min(row, m_list->count() - 1));
        if (m_list->currentRow() < 0 && m_list->count() > 0)
            m_list->setCurrentRow(0);
    }
    const bool setup = has && !m_document.campaign().started;
    m_add->setEnabled(setup);
    m_started->setVisible(has && !setup);
    const bool area = has && ruleSystem(m_document.campaign()).hasBuildPoints();
    // BPs and reserves are area rules (A1.3); a hex kingdom plays with its armies alone.
    for (QWidget *w : {static_cast<QWidget *>(m_bp), static_cast<QWidget *>(m_armyReserve),
                       static_cast<QWidget *>(m_shipReserve)})
        m_form->setRowVisible(w, area);
    showKingdom();
}

void KingdomsEditor::showKingdom()
{
    const int k = currentKingdom();
    const bool setup = k >= 0 && !m_document.campaign().started;
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_id, m_name, m_nationality, m_colour, m_email, m_bp,
                                          m_armyReserve, m_shipReserve, m_remove})
        w->setEnabled(setup);
    // Who plays a kingdom changes at any time: a player leaves, or one is found.
    for (QWidget *w : std::initializer_list<QWidget *>{m_player, m_missedOrders, m_doctrine})
        w->setEnabled(k >= 0);
    const QSignalBlocker b1(m_bp), b2(m_armyReserve), b3(m_shipReserve);
    m_filling = true;
    if (k < 0) {
        for (QLineEdit *edit : {m_id, m_name, m_nationality, m_email})
            edit->clear();
        m_colour->setText(QString());
        m_colour->setIcon(QIcon());
        m_colourWarning->clear();
        m_filling = false;
        return;
    }
    const Campaign &c = m_document.campaign();
    const Kingdom &kingdom = c.kingdoms[static_cast<size_t>(k)];
    m_id->setText(kingdom.id);
    m_name->setText(kingdom.name);
    m_nationality->setText(kingdom.nationality);
    m_email->setText(kingdom.email);
    m_colour->setText(kingdom.colour);
    m_colour->setIcon(swatch(kingdom.colour));
    const auto &states = c.current().state.kingdoms;
    const KingdomState state =
        static_cast<size_t>(k) < states.size() ? states[static_cast<size_t>(k)] : KingdomState{};
    m_bp->setValue(state.bp);
    m_armyReserve->setValue(state.armyReserve);
    m_shipReserve->setValue(state.shipReserve);
    m_player->setCurrentIndex(m_player->findData(kingdom.hasPlayer));
    m_missedOrders->setCurrentIndex(m_missedOrders->findData(int(kingdom.missedOrders)));
    m_doctrine->setCurrentIndex(m_doctrine->findData(int(kingdom.doctrine)));
    // A kingdom without a player is on autopilot every turn: its policy for missed orders is moot.
    m_missedOrders->setEnabled(kingdom.hasPlayer);
    QStringList clashes;
    for (const ColourClash &clash : colourClashes(kingdom.colour, k, c.kingdoms, seaColour()))
        clashes << (clash.kingdom < 0
                        ? tr("the sea's")
                        : tr("%1's").arg(c.kingdoms[static_cast<size_t>(clash.kingdom)].name)) +
                       QStringLiteral(" (") + visionDistance(clash) + QLatin1Char(')');
    m_colourWarning->setText(
        clashes.isEmpty()
            ? QString()
            : tr("This colour is close to %1: they may be confused on the map (below ΔE %2).")
                  .arg(clashes.join(tr(" and ")))
                  .arg(kMinKingdomColourDistance, 0, 'f', 0));
    m_filling = false;
}

bool KingdomsEditor::changeKingdom(const QString &text,
                                   const std::function<void(KingdomFields &)> &edit)
{
    const int k = currentKingdom();
    if (k < 0)
        return false;
    KingdomFields fields;
    edit(fields);
    if (m_document.campaign().started && !fields.playerOnly())
        return false;
    const std::vector<Problem> problems = kingdomEditProblems(m_document.campaign(), k, fields);
    if (!problems.empty()) {
        m_problem->setText(tr("Not changed: %1").arg(problems.front().message));
        showKingdom();
        return false;
    }
    m_problem->clear();
    m_document.undoStack()->push(new ChangeKingdoms(
        m_document, [k, fields](Campaign &c) { return editKingdom(c, k, fields); }, text));
    return true;
}

void KingdomsEditor::addKingdom()
{
    if (!m_document.hasCampaign() || m_document.campaign().started)
        return;
    const Kingdom kingdom = newKingdom(m_document.campaign(), seaColour());
    m_problem->clear();
    m_document.undoStack()->push(new ChangeKingdoms(
        m_document, [kingdom](Campaign &c) { return muster::addKingdom(c, kingdom); },
        tr("Add the kingdom %1").arg(kingdom.name)));
    selectKingdom(static_cast<int>(m_document.campaign().kingdoms.size()) - 1);
}

void KingdomsEditor::removeKingdom()
{
    const int k = currentKingdom();
    if (k < 0 || m_document.campaign().started)
        return;
    const Campaign &c = m_document.campaign();
    const QString name = c.kingdoms[static_cast<size_t>(k)].name;
    const KingdomHoldings held = holdingsOf(c, k);
    if (held.any()) {
        Question q;
        q.title = tr("Remove Kingdom");
        q.text = tr("%1 holds %2, %3 and %4. Remove it?")
                     .arg(name, tr("%n area(s)", nullptr, held.areas),
                          tr("%n (army|armies)", nullptr, held.armies),
                          tr("%n stronghold(s)", nullptr, held.strongholds));
        q.detail = tr("Its areas and strongholds become unowned (population and forts stay with "
                      "the land); its armies and ships, its grants of passage and its orders go "
                      "with it. Undo brings it all back.");
        q.answers = {tr("&Remove"), tr("Cancel")};
        q.warning = true;
        if (askQuestion(this, q) != 0)
            return;
    }
    m_problem->clear();
    m_document.undoStack()->push(new ChangeKingdoms(
        m_document, [k](Campaign &campaign) { return muster::removeKingdom(campaign, k); },
        tr("Remove the kingdom %1").arg(name)));
}

void KingdomsEditor::chooseColour()
{
    const int k = currentKingdom();
    if (k < 0)
        return;
    const Kingdom &kingdom = m_document.campaign().kingdoms[static_cast<size_t>(k)];
    const QColor initial = QColor::fromString(kingdom.colour);
    const QColor chosen =
        colourChooser()
            ? colourChooser()(this, initial)
            : QColorDialog::getColor(initial, this, tr("Colour of %1").arg(kingdom.name));
    if (!chosen.isValid() || chosen.name() == kingdom.colour)
        return;
    const QString colour = chosen.name();
    changeKingdom(tr("Set the colour of %1 to %2").arg(kingdom.name, colour),
                  [&](KingdomFields &fields) { fields.colour = colour; });
}

} // namespace muster
