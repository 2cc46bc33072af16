<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../../app/commandline.cpp" line="+150"/>
        <source>Usage: %1 [--database PATH] [COMMAND [OPTIONS]]

Choose hardware for deep learning: compare GPUs, TPUs and cloud offers by
performance, performance per dollar and total cost.
Without a command, the window opens.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>
Options:
  --database PATH  use this catalogue file instead of the default one
  --help           show this help, or a command&apos;s help after the command
  --version        show the version

Run &apos;%1 COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source> [OPTIONS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usage: %1

%2

Options:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>use this catalogue file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>unknown option &apos;--%1&apos; for &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown option &apos;--%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>option &apos;--%1&apos; takes no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>option &apos;--%1&apos; needs a value (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>option &apos;--%1&apos; given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown command &apos;%1&apos; (run &apos;%2 --help&apos; for the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;%1&apos; needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unexpected argument &apos;%1&apos; for &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Invocation</name>
    <message>
        <location line="-224"/>
        <source>--%1: &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <source>--%1: %2 is outside the allowed range %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>--%1: &apos;%2&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1: &apos;%2&apos; is not a date in the form YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message>
        <location filename="../../app/command_list.cpp" line="+46"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP32 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tensor TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TDP W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n device(s); ? = unknown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>list every device of the catalogue with its specifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print a JSON array of objects keyed by column name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpa::ui::DeviceTableModel</name>
    <message>
        <location filename="../../ui/devicetablemodel.cpp" line="+116"/>
        <source>Unknown: not in the reference data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TDP (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpa::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="+22"/>
        <source>GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n device(s) in the catalogue</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU Advisor (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;Choose hardware for deep learning: GPUs, TPUs and cloud offers compared by performance, performance per dollar and total cost.&lt;/p&gt;&lt;p&gt;Built on Tim Dettmers&apos; analysis &quot;Which GPU(s) to Get for Deep Learning&quot; (2019).&lt;/p&gt;&lt;p&gt;Data sources: vendor specifications and whitepapers; Lambda&apos;s deep-learning benchmarks (lambdal/deeplearning-benchmark); SkyPilot&apos;s cloud price catalogue; Epoch AI, Data on Machine Learning Hardware (CC BY 4.0); each value names its source in the catalogue.&lt;/p&gt;&lt;p&gt;Catalogue: %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/main.cpp" line="+53"/>
        <location line="+11"/>
        <source>GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The catalogue could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
