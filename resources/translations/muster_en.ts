<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>muster::AreaInspector</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; (%2), %n hex(es)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2), %n hex</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; (%2), %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::KingdomsDock</name>
    <message numerus="yes">
        <source>%n march(es)</source>
        <translation>
            <numerusform>%n march</numerusform>
            <numerusform>%n marches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::OrdersDock</name>
    <message numerus="yes">
        <source>%1 already has %n order(s) this turn. Replace them with the sheet&apos;s, or append the sheet&apos;s to them?</source>
        <translation>
            <numerusform>%1 already has %n order this turn. Replace them with the sheet&apos;s, or append the sheet&apos;s to them?</numerusform>
            <numerusform>%1 already has %n orders this turn. Replace them with the sheet&apos;s, or append the sheet&apos;s to them?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::SheetDialog</name>
    <message numerus="yes">
        <source>Not applied: %n problem(s), marked in the sheet. Correct them and apply again.</source>
        <translation>
            <numerusform>Not applied: %n problem, marked in the sheet. Correct them and apply again.</numerusform>
            <numerusform>Not applied: %n problems, marked in the sheet. Correct them and apply again.</numerusform>
        </translation>
    </message>
</context>
</TS>
