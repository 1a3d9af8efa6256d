#pragma once
// A document of a player pack (the turn report, the public roundup) as plain structure: headings,
// paragraphs, tables and lists. Core builds it from the typed log and a KingdomView; the text
// form for an e-mail is made here, the PDF form in render/pack from the same blocks, so both say
// exactly the same.

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

struct DocBlock
{
    enum class Kind
    {
        Heading,    // a section
        Subheading, // a part of a section (one battle)
        Paragraph,
        Table, // `header` and `rows`
        List,  // `rows`, one item each (first cell), with a note (second cell, grey)
    };
    Kind kind = Kind::Paragraph;
    QString text;
    QStringList header;
    std::vector<QStringList> rows;
};

struct PackDocument
{
    QString title;
    QString subtitle;
    std::vector<DocBlock> blocks;

    void heading(const QString &text) { blocks.push_back({DocBlock::Kind::Heading, text, {}, {}}); }
    void subheading(const QString &text)
    {
        blocks.push_back({DocBlock::Kind::Subheading, text, {}, {}});
    }
    void paragraph(const QString &text)
    {
        blocks.push_back({DocBlock::Kind::Paragraph, text, {}, {}});
    }
    void table(const QStringList &header, std::vector<QStringList> rows)
    {
        blocks.push_back({DocBlock::Kind::Table, {}, header, std::move(rows)});
    }
    void list(std::vector<QStringList> items)
    {
        blocks.push_back({DocBlock::Kind::List, {}, {}, std::move(items)});
    }

    /// The document as plain text (UTF-8, for pasting into an e-mail): tables in aligned columns,
    /// every line at most kMailLineWidth characters (pack/PlainText.h).
    QString toPlainText() const;
};

} // namespace muster
