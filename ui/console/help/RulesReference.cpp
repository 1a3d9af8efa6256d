#include "console/help/RulesReference.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

namespace {

/// The first anchor name in `block` (the HTML's <a name="A5.3">), or "".
QString blockAnchor(const QTextBlock &block)
{
    for (auto it = block.begin(); !it.atEnd(); ++it) {
        const QStringList names = it.fragment().charFormat().anchorNames();
        if (!names.isEmpty())
            return names.first();
    }
    return {};
}

QString boldLead(const QTextBlock &block)
{
    QString lead;
    for (auto it = block.begin(); !it.atEnd(); ++it) {
        if (it.fragment().charFormat().fontWeight() < QFont::Bold)
            break;
        lead += it.fragment().text();
    }
    return lead.isEmpty() ? block.text().left(40) : lead;
}

QTextEdit::ExtraSelection shade(const QTextCursor &cursor, const QColor &colour, bool fullWidth)
{
    QTextEdit::ExtraSelection s;
    s.cursor = cursor;
    s.format.setBackground(colour);
    if (fullWidth)
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
    return s;
}

/// In the search field Enter (and F3) finds the next match, Shift+Enter the previous, as in a
/// browser's find bar; F3 elsewhere in the window is a shortcut.
class SearchKeys : public QObject
{
public:
    SearchKeys(RulesReference &reference, QObject *parent) : QObject(parent), m_ref(reference) {}
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::KeyPress) {
            const auto *key = static_cast<QKeyEvent *>(event);
            if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter ||
                key->key() == Qt::Key_F3) {
                key->modifiers() & Qt::ShiftModifier ? m_ref.findPrevious() : m_ref.findNext();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    RulesReference &m_ref;
};

} // namespace

RulesReference::RulesReference(QWidget *parent)
    : QDialog(parent), m_browser(new QTextBrowser(this)), m_contents(new QTreeWidget(this)),
      m_search(new QLineEdit(this)), m_found(new QLabel(this))
{
    setObjectName(QStringLiteral("rulesReference"));
    setWindowTitle(tr("Rules Reference"));
    setModal(false);
    m_browser->setObjectName(QStringLiteral("rulesBrowser"));
    m_contents->setObjectName(QStringLiteral("rulesContents"));
    m_search->setObjectName(QStringLiteral("rulesSearch"));
    m_contents->setHeaderHidden(true);
    m_contents->setMinimumWidth(200);
    m_search->setPlaceholderText(tr("Find a rule id (A5.3) or words"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(new SearchKeys(*this, this));
    // The reference's own cross-references ("see A7.2") move the contents with the text.
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this,
            [this](const QUrl &url) { showRule(url.fragment()); });

    auto *previous = new QPushButton(tr("&Previous"), this);
    auto *next = new QPushButton(tr("&Next"), this);
    previous->setToolTip(tr("Previous match (Shift+F3, Shift+Enter)"));
    next->setToolTip(tr("Next match (F3, Enter)"));
    previous->setAutoDefault(false);
    next->setAutoDefault(false);
    connect(previous, &QPushButton::clicked, this, &RulesReference::findPrevious);
    connect(next, &QPushButton::clicked, this, &RulesReference::findNext);
    connect(m_search, &QLineEdit::textChanged, this, &RulesReference::searchChanged);
    connect(new QShortcut(QKeySequence(Qt::Key_F3), this), &QShortcut::activated, this,
            &RulesReference::findNext);
    connect(new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3), this), &QShortcut::activated, this,
            &RulesReference::findPrevious);
    connect(new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_F), this), &QShortcut::activated, this,
            [this] {
                m_search->setFocus();
                m_search->selectAll();
            });
    connect(m_contents, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { contentsChosen(item); });

    auto *findRow = new QHBoxLayout;
    findRow->addWidget(m_search, 1);
    findRow->addWidget(m_found);
    findRow->addWidget(previous);
    findRow->addWidget(next);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(findRow);
    rightLayout->addWidget(m_browser, 1);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_contents);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 640});
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(960, 760);
    load();
}

void RulesReference::load()
{
    QFile file(QStringLiteral(":/docs/gm-reference.html"));
    if (!file.open(QIODevice::ReadOnly)) {
        m_browser->setPlainText(tr("The rules reference is missing from this program."));
        return;
    }
    m_browser->setHtml(QString::fromUtf8(file.readAll()));
    // The contents: h2 parts, h3 sections, and each anchored paragraph under its section, named
    // by its bold lead ("A5.3 PROBE").
    QTreeWidgetItem *part = nullptr;
    QTreeWidgetItem *section = nullptr;
    for (QTextBlock b = m_browser->document()->begin(); b.isValid(); b = b.next()) {
        const QString id = blockAnchor(b);
        const int level = b.blockFormat().headingLevel();
        if (id.isEmpty() || level == 1)
            continue;
        QTreeWidgetItem *item = nullptr;
        if (level == 2) {
            item = part = new QTreeWidgetItem(m_contents);
            section = nullptr;
        } else if (level == 3) {
            item = section = part ? new QTreeWidgetItem(part) : new QTreeWidgetItem(m_contents);
        } else {
            QTreeWidgetItem *parent = section ? section : part;
            item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_contents);
        }
        // A heading is named by its text, a paragraph by its bold lead ("A5.3 PROBE").
        const QString title = level > 0 ? b.text() : boldLead(b);
        item->setText(0, title.trimmed());
        item->setData(0, Qt::UserRole, id);
        m_anchors.insert(id, b.position());
        m_items.insert(id, item);
        m_order << id;
    }
}

bool RulesReference::showRule(const QString &id)
{
    const auto at = m_anchors.constFind(id);
    if (at == m_anchors.constEnd())
        return false;
    m_shown = id;
    if (QTreeWidgetItem *item = m_items.value(id)) {
        const QSignalBlocker block(m_contents);
        m_contents->setCurrentItem(item);
        m_contents->scrollToItem(item);
    }
    QTextCursor cursor(m_browser->document());
    cursor.setPosition(*at);
    m_browser->setTextCursor(cursor);
    m_browser->scrollToAnchor(id);
    markMatches();
    show();
    raise();
    activateWindow();
    return true;
}

void RulesReference::contentsChosen(QTreeWidgetItem *item)
{
    if (item)
        showRule(item->data(0, Qt::UserRole).toString());
}

void RulesReference::searchChanged()
{
    const QString text = m_search->text().trimmed();
    // A paragraph's id typed whole ("a5.3") goes to it; anything else is found in the text from
    // where the last match began, so the match grows with the word being typed.
    const QString id = text.toUpper();
    const bool numbered = std::any_of(id.begin(), id.end(), [](QChar c) { return c.isDigit(); });
    if (numbered && m_anchors.contains(id)) {
        showRule(id);
        m_current = 0;
        markMatches();
        return;
    }
    QTextCursor cursor = m_browser->textCursor();
    cursor.setPosition(cursor.selectionStart());
    m_browser->setTextCursor(cursor);
    if (text.isEmpty())
        markMatches();
    else
        find(true);
}

void RulesReference::find(bool forward)
{
    const QString text = m_search->text().trimmed();
    if (text.isEmpty())
        return;
    const QTextDocument::FindFlags flags =
        forward ? QTextDocument::FindFlags() : QTextDocument::FindBackward;
    QTextDocument *doc = m_browser->document();
    QTextCursor found = doc->find(text, m_browser->textCursor(), flags);
    if (found.isNull()) // wrap round, as find bars do
        found = doc->find(text, forward ? 0 : doc->characterCount() - 1, flags);
    if (!found.isNull()) {
        m_browser->setTextCursor(found);
        // Scrolled to a quarter down the view rather than just into it (the edge a match comes
        // in at), so it is seen at once, also when the window runs past the screen's foot.
        QScrollBar *bar = m_browser->verticalScrollBar();
        bar->setValue(bar->value() + m_browser->cursorRect(found).top() -
                      m_browser->viewport()->height() / 4);
    }
    markMatches();
}

void RulesReference::markMatches()
{
    QList<QTextEdit::ExtraSelection> marks;
    if (!m_shown.isEmpty()) {
        QTextCursor paragraph(m_browser->document());
        paragraph.setPosition(m_anchors.value(m_shown));
        paragraph.select(QTextCursor::BlockUnderCursor);
        marks << shade(paragraph, QColor(255, 246, 204), true);
    }
    const QString text = m_search->text().trimmed();
    m_matches = 0;
    m_current = 0;
    const QTextCursor current = m_browser->textCursor();
    if (!text.isEmpty()) {
        QTextDocument *doc = m_browser->document();
        for (QTextCursor c = doc->find(text, 0); !c.isNull(); c = doc->find(text, c)) {
            ++m_matches;
            // The match found is marked apart, in a colour of its own, whatever the style makes
            // of a selection in a view without the focus.
            const bool found =
                current.hasSelection() && c.selectionStart() == current.selectionStart();
            if (found)
                m_current = m_matches;
            marks << shade(c, found ? currentMatchColour() : QColor(255, 214, 102), false);
        }
    }
    m_browser->setExtraSelections(marks);
    if (text.isEmpty())
        m_found->clear();
    else if (m_matches == 0)
        m_found->setText(tr("not found"));
    else
        m_found->setText(tr("%1 of %n", "search matches", m_matches).arg(m_current));
}

} // namespace muster
