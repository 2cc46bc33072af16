<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CloudCommand</name>
    <message numerus="yes">
        <source>%n cloud offer(s); ? = not offered. Use an ID with tco, hybrid or export-chart --cloud.</source>
        <translation>
            <numerusform>%n cloud offer; ? = not offered. Use an ID with tco, hybrid or export-chart --cloud.</numerusform>
            <numerusform>%n cloud offers; ? = not offered. Use an ID with tco, hybrid or export-chart --cloud.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message numerus="yes">
        <source>%1 has %n bad row(s); nothing was imported</source>
        <translation>
            <numerusform>%1 has %n bad row; nothing was imported</numerusform>
            <numerusform>%1 has %n bad rows; nothing was imported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message numerus="yes">
        <source>%n device(s); ? = unknown</source>
        <translation>
            <numerusform>%n device; ? = unknown</numerusform>
            <numerusform>%n devices; ? = unknown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PriceText</name>
    <message numerus="yes">
        <source>(%n month(s) old, older than the %1-month window)</source>
        <translation>
            <numerusform>(%n month old, older than the %1-month window)</numerusform>
            <numerusform>(%n months old, older than the %1-month window)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n month(s) old)</source>
        <translation>
            <numerusform>(%n month old)</numerusform>
            <numerusform>(%n months old)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Older than the %1-month window: %n month(s) old</source>
        <translation>
            <numerusform>Older than the %1-month window: %n month old</numerusform>
            <numerusform>Older than the %1-month window: %n months old</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankCommand</name>
    <message numerus="yes">
        <source>; %n of them fit</source>
        <translation>
            <numerusform>; %n of them fit</numerusform>
            <numerusform>; %n of them fit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UpdateDataCommand</name>
    <message numerus="yes">
        <source>%n device(s) added</source>
        <translation>
            <numerusform>%n device added</numerusform>
            <numerusform>%n devices added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) updated</source>
        <translation>
            <numerusform>%n device updated</numerusform>
            <numerusform>%n devices updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price quote(s) added</source>
        <translation>
            <numerusform>%n price quote added</numerusform>
            <numerusform>%n price quotes added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloud offer(s) added</source>
        <translation>
            <numerusform>%n cloud offer added</numerusform>
            <numerusform>%n cloud offers added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloud offer(s) updated</source>
        <translation>
            <numerusform>%n cloud offer updated</numerusform>
            <numerusform>%n cloud offers updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark(s) added</source>
        <translation>
            <numerusform>%n benchmark added</numerusform>
            <numerusform>%n benchmarks added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloud price(s) added</source>
        <translation>
            <numerusform>%n cloud price added</numerusform>
            <numerusform>%n cloud prices added</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UpgradeCommand</name>
    <message numerus="yes">
        <source>%n faster card(s) over the budget not shown (--all lists them)</source>
        <translation>
            <numerusform>%n faster card over the budget not shown (--all lists them)</numerusform>
            <numerusform>%n faster cards over the budget not shown (--all lists them)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::ChartBuilder</name>
    <message numerus="yes">
        <source> · ≈: the 80% ranges overlap the best device&apos;s (%n device(s) not distinguishable from it)</source>
        <translation>
            <numerusform> · ≈: the 80% ranges overlap the best device&apos;s (%n device not distinguishable from it)</numerusform>
            <numerusform> · ≈: the 80% ranges overlap the best device&apos;s (%n devices not distinguishable from it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %3 weights, %n device(s) each</source>
        <translation>
            <numerusform>%1, %2, %3 weights, %n device each</numerusform>
            <numerusform>%1, %2, %3 weights, %n devices each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::DetailsPane</name>
    <message numerus="yes">
        <source>The smallest system of this device that holds it: %n device(s)</source>
        <translation>
            <numerusform>The smallest system of this device that holds it: %n device</numerusform>
            <numerusform>The smallest system of this device that holds it: %n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::FilterPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n filter(s) active&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n filter active&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%n filters active&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::ImportDialog</name>
    <message numerus="yes">
        <source>%1 has %n bad row(s); nothing can be imported until they are corrected:</source>
        <translation>
            <numerusform>%1 has %n bad row; nothing can be imported until they are corrected:</numerusform>
            <numerusform>%1 has %n bad rows; nothing can be imported until they are corrected:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n of %1 device(s) shown</source>
        <translation>
            <numerusform>%n of %1 device shown</numerusform>
            <numerusform>%n of %1 devices shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) in the catalogue</source>
        <translation>
            <numerusform>%n device in the catalogue</numerusform>
            <numerusform>%n devices in the catalogue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the %n recommended device(s); Edit &gt; Clear filters shows them all</source>
        <translation>
            <numerusform>Showing the %n recommended device; Edit &gt; Clear filters shows them all</numerusform>
            <numerusform>Showing the %n recommended devices; Edit &gt; Clear filters shows them all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s)</source>
        <translation>
            <numerusform>Copied %n row</numerusform>
            <numerusform>Copied %n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::PastePricesDialog</name>
    <message numerus="yes">
        <source>%n line(s) cannot be read; correct them to add any price:</source>
        <translation>
            <numerusform>%n line cannot be read; correct them to add any price:</numerusform>
            <numerusform>%n lines cannot be read; correct them to add any price:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) will be added as one change (Edit &gt; Undo removes them all).</source>
        <translation>
            <numerusform>%n price will be added as one change (Edit &gt; Undo removes them all).</numerusform>
            <numerusform>%n prices will be added as one change (Edit &gt; Undo removes them all).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::RankingModel</name>
    <message numerus="yes">
        <source>The smallest system of this device that holds it: %n device(s)</source>
        <translation>
            <numerusform>The smallest system of this device that holds it: %n device</numerusform>
            <numerusform>The smallest system of this device that holds it: %n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::UpgradeTool</name>
    <message numerus="yes">
        <source>%n card(s) faster than the %1, those within budget first (greyed: over budget); ✓ reaches the threshold</source>
        <translation>
            <numerusform>%n card faster than the %1, those within budget first (greyed: over budget); ✓ reaches the threshold</numerusform>
            <numerusform>%n cards faster than the %1, those within budget first (greyed: over budget); ✓ reaches the threshold</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::Workspace</name>
    <message numerus="yes">
        <source>Paste %n price(s)</source>
        <translation>
            <numerusform>Paste %n price</numerusform>
            <numerusform>Paste %n prices</numerusform>
        </translation>
    </message>
</context>
</TS>
