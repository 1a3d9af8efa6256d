<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ApplyMailedOrders</name>
    <message numerus="yes">
        <source>Import %n sheet(s) from mail</source>
        <translation>
            <numerusform>Import %n sheet from mail</numerusform>
            <numerusform>Import %n sheets from mail</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeHouseRules</name>
    <message numerus="yes">
        <source>Change %n house rule(s)</source>
        <translation>
            <numerusform>Change %n house rule</numerusform>
            <numerusform>Change %n house rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FillMissedOrdersCommand</name>
    <message numerus="yes">
        <source>Stand in for %n missed sheet(s)</source>
        <translation>
            <numerusform>Stand in for %n missed sheet</numerusform>
            <numerusform>Stand in for %n missed sheets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HexDaysText</name>
    <message numerus="yes">
        <source>%n (army|armies) destroyed: %1.</source>
        <translation>
            <numerusform>%n army destroyed: %1.</numerusform>
            <numerusform>%n armies destroyed: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s): %1.</source>
        <translation>
            <numerusform>%n battle: %1.</numerusform>
            <numerusform>%n battles: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n (army|armies) went out of supply: %1.</source>
        <translation>
            <numerusform>%n army went out of supply: %1.</numerusform>
            <numerusform>%n armies went out of supply: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapPages</name>
    <message numerus="yes">
        <source>key to the %n pages</source>
        <translation>
            <numerusform>key to the %n pages</numerusform>
            <numerusform>key to the %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MissedSheetsPrompt</name>
    <message numerus="yes">
        <source>No sheet came from %n kingdom(s); what stands in for each is written into the turn&apos;s orders:</source>
        <translation>
            <numerusform>No sheet came from %n kingdom; what stands in for each is written into the turn&apos;s orders:</numerusform>
            <numerusform>No sheet came from %n kingdoms; what stands in for each is written into the turn&apos;s orders:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n line(s))</source>
        <translation>
            <numerusform>%1: %2 (%n line)</numerusform>
            <numerusform>%1: %2 (%n lines)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResolveWarnings</name>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation>
            <numerusform>... and %n more</numerusform>
            <numerusform>... and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kingdom(s) sent no orders and will do nothing this turn: %1</source>
        <translation>
            <numerusform>%n kingdom sent no orders and will do nothing this turn: %1</numerusform>
            <numerusform>%n kingdoms sent no orders and will do nothing this turn: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The orders of %n kingdom(s) do not parse, so they would do nothing this turn:</source>
        <translation>
            <numerusform>The orders of %n kingdom do not parse, so they would do nothing this turn:</numerusform>
            <numerusform>The orders of %n kingdoms do not parse, so they would do nothing this turn:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) will fail:</source>
        <translation>
            <numerusform>%n order will fail:</numerusform>
            <numerusform>%n orders will fail:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster</name>
    <message numerus="yes">
        <source>%n (army|armies)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <translation>
            <numerusform>%n ship</numerusform>
            <numerusform>%n ships</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surviving (army|armies)</source>
        <translation>
            <numerusform>%n surviving army</numerusform>
            <numerusform>%n surviving armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new (army|armies)</source>
        <translation>
            <numerusform>%n new army</numerusform>
            <numerusform>%n new armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dispersed (army|armies)</source>
        <translation>
            <numerusform>%n dispersed army</numerusform>
            <numerusform>%n dispersed armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack throw(s)</source>
        <translation>
            <numerusform>%n attack throw</numerusform>
            <numerusform>%n attack throws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit point(s)</source>
        <translation>
            <numerusform>%n hit point</numerusform>
            <numerusform>%n hit points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n (calamity|calamities)</source>
        <translation>
            <numerusform>%n calamity</numerusform>
            <numerusform>%n calamities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n unit(s) (takes|take) part</source>
        <translation>
            <numerusform>%1: %n unit takes part</numerusform>
            <numerusform>%1: %n units take part</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s)</source>
        <translation>
            <numerusform>%n throw</numerusform>
            <numerusform>%n throws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) lost to damage penalties</source>
        <translation>
            <numerusform>%n hit lost to damage penalties</numerusform>
            <numerusform>%n hits lost to damage penalties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reserve (army|armies)</source>
        <translation>
            <numerusform>%n reserve army</numerusform>
            <numerusform>%n reserve armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resolved turn(s)</source>
        <translation>
            <numerusform>%n resolved turn</numerusform>
            <numerusform>%n resolved turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stronghold(s)</source>
        <translation>
            <numerusform>%n stronghold</numerusform>
            <numerusform>%n strongholds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n (die|dice)</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n degree(s) of freedom</source>
        <translation>
            <numerusform>%n degree of freedom</numerusform>
            <numerusform>%n degrees of freedom</numerusform>
        </translation>
    </message>
</context>
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
    <name>muster::HexAdvanceActions</name>
    <message numerus="yes">
        <source>Resolved %n day(s) from day %1; next: week %2, day %3.</source>
        <translation>
            <numerusform>Resolved %n day from day %1; next: week %2, day %3.</numerusform>
            <numerusform>Resolved %n days from day %1; next: week %2, day %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::HexMarchPlanner</name>
    <message numerus="yes">
        <source>Stored the march of %1: %n hex(es).</source>
        <translation>
            <numerusform>Stored the march of %1: %n hex.</numerusform>
            <numerusform>Stored the march of %1: %n hexes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 MARCH to %2: %n hex(es)</source>
        <translation>
            <numerusform>%1 MARCH to %2: %n hex</numerusform>
            <numerusform>%1 MARCH to %2: %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>out of supply from day %1 (%2), each unit losing %n hit point(s) a day</source>
        <translation>
            <numerusform>out of supply from day %1 (%2), each unit losing %n hit point a day</numerusform>
            <numerusform>out of supply from day %1 (%2), each unit losing %n hit points a day</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: units starve away from day %1, %n left on day 7</source>
        <translation>
            <numerusform>: units starve away from day %1, %n left on day 7</numerusform>
            <numerusform>: units starve away from day %1, %n left on day 7</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hex(es), %2 miles at %3 miles a day</source>
        <translation>
            <numerusform>%1: %n hex, %2 miles at %3 miles a day</numerusform>
            <numerusform>%1: %n hexes, %2 miles at %3 miles a day</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; the week ends on day 7 at %1, after %n hex(es): </source>
        <translation>
            <numerusform>; the week ends on day 7 at %1, after %n hex: </numerusform>
            <numerusform>; the week ends on day 7 at %1, after %n hexes: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the last %n hex(es) fall after day 7 and are not marched: a new week starts without orders (H2.4)</source>
        <translation>
            <numerusform>the last %n hex fall after day 7 and are not marched: a new week starts without orders (H2.4)</numerusform>
            <numerusform>the last %n hexes fall after day 7 and are not marched: a new week starts without orders (H2.4)</numerusform>
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
    <name>muster::KingdomsEditor</name>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n area</numerusform>
            <numerusform>%n areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n (army|armies)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stronghold(s)</source>
        <translation>
            <numerusform>%n stronghold</numerusform>
            <numerusform>%n strongholds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::MailImportDialog</name>
    <message numerus="yes">
        <source>Apply stores %n sheet(s) marked ok for turn %1; the other mails change nothing.</source>
        <translation>
            <numerusform>Apply stores %n sheet marked ok for turn %1; the other mails change nothing.</numerusform>
            <numerusform>Apply stores %n sheets marked ok for turn %1; the other mails change nothing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mail(s) from no kingdom&apos;s address and naming no kingdom</source>
        <translation>
            <numerusform>%n mail from no kingdom&apos;s address and naming no kingdom</numerusform>
            <numerusform>%n mails from no kingdom&apos;s address and naming no kingdom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other sender(s)</source>
        <translation>
            <numerusform>%n other sender</numerusform>
            <numerusform>%n other senders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n receipt(s) to %1.</source>
        <translation>
            <numerusform>Wrote %n receipt to %1.</numerusform>
            <numerusform>Wrote %n receipts to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Judging %n mail(s)...</source>
        <translation>
            <numerusform>Judging %n mail...</numerusform>
            <numerusform>Judging %n mails...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::MapEditor</name>
    <message numerus="yes">
        <source>Paint %n hex(es) %1</source>
        <translation>
            <numerusform>Paint %n hex %1</numerusform>
            <numerusform>Paint %n hexes %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %n hex(es) into %1</source>
        <translation>
            <numerusform>Paint %n hex into %1</numerusform>
            <numerusform>Paint %n hexes into %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Road of %n hex(es)</source>
        <translation>
            <numerusform>Road of %n hex</numerusform>
            <numerusform>Road of %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>River of %n hex(es)</source>
        <translation>
            <numerusform>River of %n hex</numerusform>
            <numerusform>River of %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extend a road by %n hex(es)</source>
        <translation>
            <numerusform>Extend a road by %n hex</numerusform>
            <numerusform>Extend a road by %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extend a river by %n hex(es)</source>
        <translation>
            <numerusform>Extend a river by %n hex</numerusform>
            <numerusform>Extend a river by %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw a road of %n hex(es)</source>
        <translation>
            <numerusform>Draw a road of %n hex</numerusform>
            <numerusform>Draw a road of %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw a river of %n hex(es)</source>
        <translation>
            <numerusform>Draw a river of %n hex</numerusform>
            <numerusform>Draw a river of %n hexes</numerusform>
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
    <message numerus="yes">
        <source>%1 already has %n order(s) this turn. Replace them (and the player&apos;s message) with the turnsheet&apos;s?</source>
        <translation>
            <numerusform>%1 already has %n order this turn. Replace them (and the player&apos;s message) with the turnsheet&apos;s?</numerusform>
            <numerusform>%1 already has %n orders this turn. Replace them (and the player&apos;s message) with the turnsheet&apos;s?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, and %n more (see its tooltip)</source>
        <translation>
            <numerusform>%1, and %n more (see its tooltip)</numerusform>
            <numerusform>%1, and %n more (see its tooltip)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n order(s)</source>
        <translation>
            <numerusform>Delete %n order</numerusform>
            <numerusform>Delete %n orders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::PackExport</name>
    <message numerus="yes">
        <source>Cancelled: %n player pack(s) of %1 written to %2.</source>
        <translation>
            <numerusform>Cancelled: %n player pack of %1 written to %2.</numerusform>
            <numerusform>Cancelled: %n player packs of %1 written to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n player pack(s) of %1 to %2.</source>
        <translation>
            <numerusform>Wrote %n player pack of %1 to %2.</numerusform>
            <numerusform>Wrote %n player packs of %1 to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::ProblemsPanel</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::ResultsPanel</name>
    <message numerus="yes">
        <source>%n order(s) carried out</source>
        <translation>
            <numerusform>%n order carried out</numerusform>
            <numerusform>%n orders carried out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n order(s) failed</source>
        <translation>
            <numerusform>%1 of %n order failed</numerusform>
            <numerusform>%1 of %n orders failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n battle(s)</source>
        <translation>
            <numerusform>%n battle</numerusform>
            <numerusform>%n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n (army|armies)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n (army|armies) destroyed</source>
        <translation>
            <numerusform>%1 of %n army destroyed</numerusform>
            <numerusform>%1 of %n armies destroyed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::RulesReference</name>
    <message numerus="yes">
        <source>%1 of %n</source>
        <comment>search matches</comment>
        <translation>
            <numerusform>%1 of %n</numerusform>
            <numerusform>%1 of %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>muster::SendMailDialog</name>
    <message numerus="yes">
        <source>%n mail(s) to send</source>
        <translation>
            <numerusform>%n mail to send</numerusform>
            <numerusform>%n mails to send</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sent before</source>
        <translation>
            <numerusform>%n sent before</numerusform>
            <numerusform>%n sent before</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not to be sent</source>
        <translation>
            <numerusform>%n not to be sent</numerusform>
            <numerusform>%n not to be sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n mail(s) sent%2.</source>
        <translation>
            <numerusform>%1 of %n mail sent%2.</numerusform>
            <numerusform>%1 of %n mails sent%2.</numerusform>
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
