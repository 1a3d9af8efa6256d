#pragma once
// Help > Rules Reference: the rules written for the GM (resources/docs/gm-reference.html, every
// paragraph anchored by its RULES id), with a contents tree of its sections and paragraphs and
// find-as-you-type search with next / previous. One window per main window, not modal, so it
// can stay open beside the map while the log's rule ids open it at their paragraphs.

#include <QColor>
#include <QDialog>
#include <QHash>
#include <QStringList>

class QLabel;
class QLineEdit;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace muster {

class RulesReference : public QDialog
{
    Q_OBJECT
public:
    explicit RulesReference(QWidget *parent = nullptr);

    /// Shows the window at rule `id` ("A5.3", or a section such as "A5"); false, and the window
    /// unchanged, when the reference has no such paragraph.
    bool showRule(const QString &id);
    /// The rule whose paragraph was last shown ("" before any).
    QString shownRule() const { return m_shown; }
    /// Every anchored id in the order of the text.
    QStringList ruleIds() const { return m_order; }

    QTextBrowser *browser() const { return m_browser; }
    QTreeWidget *contents() const { return m_contents; }
    QLineEdit *searchField() const { return m_search; }
    /// The search's matches in the whole text and the one selected (1-based; 0: none).
    int matchCount() const { return m_matches; }
    int currentMatch() const { return m_current; }
    /// The shade of the match found last (the others are paler).
    static QColor currentMatchColour() { return QColor(255, 140, 0); }
    void findNext() { find(true); }
    void findPrevious() { find(false); }

private:
    void load();
    void searchChanged();
    void find(bool forward);
    void markMatches();
    void contentsChosen(QTreeWidgetItem *item);

    QTextBrowser *m_browser;
    QTreeWidget *m_contents;
    QLineEdit *m_search;
    QLabel *m_found;
    QHash<QString, int> m_anchors; // id -> position of its paragraph in the document
    QHash<QString, QTreeWidgetItem *> m_items;
    QStringList m_order;
    QString m_shown;
    int m_matches = 0;
    int m_current = 0;
};

} // namespace muster
