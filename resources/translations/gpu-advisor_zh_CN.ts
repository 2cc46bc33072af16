<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CloudCommand</name>
    <message>
        <location filename="../../app/command_cloud.cpp" line="+54"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-demand $/h</source>
        <translation>按需 $/小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spot $/h</source>
        <translation>竞价 $/小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n cloud offer(s); ? = not offered. Use an ID with tco, hybrid or export-chart --cloud.</source>
        <translation>
            <numerusform>%n 个云服务；? = 未提供。在 tco、hybrid 或 export-chart --cloud 中使用 ID。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>list the cloud offers with their ids and hourly prices</source>
        <translation>列出云服务及其 ID 和每小时价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print a JSON array of objects keyed by column name</source>
        <translation>输出一个 JSON 数组，每个对象以列名为键</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../../app/commandline.cpp" line="+229"/>
        <source> [OPTIONS]</source>
        <translation> [OPTIONS]</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Usage: %1 [--database PATH] [COMMAND [OPTIONS]]</source>
        <translation>用法：%1 [--database PATH] [COMMAND [OPTIONS]]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose hardware for deep learning: compare GPUs, TPUs and cloud offers by performance, performance per dollar and total cost. Without a command, the window opens.</source>
        <translation>为深度学习选择硬件：按性能、性价比和总成本比较 GPU、TPU 和云服务。不带命令时打开窗口。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+27"/>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>use this catalogue file instead of the default one</source>
        <translation>使用此目录文件而不是默认文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>run SQLite&apos;s integrity check on the catalogue first (a damaged file is set aside and replaced)</source>
        <translation>先对目录运行 SQLite 完整性检查（损坏的文件会被移到一旁并替换）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help, or a command&apos;s help after the command</source>
        <translation>显示此帮助；放在命令之后则显示该命令的帮助</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show the version</source>
        <translation>显示版本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run &apos;%1 COMMAND --help&apos; for a command&apos;s options.</source>
        <translation>运行“%1 COMMAND --help”查看命令的选项。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use this catalogue file</source>
        <translation>使用此目录文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run SQLite&apos;s integrity check on the catalogue first</source>
        <translation>先对目录运行 SQLite 完整性检查</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help</source>
        <translation>显示此帮助</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>; did you mean &apos;%1&apos;?</source>
        <translation>；您是否想输入“%1”？</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>unknown option &apos;--%1&apos; for &apos;%2&apos;</source>
        <translation>&apos;%2&apos; 没有选项 &apos;--%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown option &apos;--%1&apos;</source>
        <translation>未知选项 &apos;--%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>option &apos;--%1&apos; takes no value</source>
        <translation>选项 &apos;--%1&apos; 不接受值</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>option &apos;--%1&apos; needs a value (%2)</source>
        <translation>选项 &apos;--%1&apos; 需要一个值（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>option &apos;--%1&apos; given twice</source>
        <translation>选项 &apos;--%1&apos; 给出了两次</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation>未知选项 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown command &apos;%1&apos;%2 (run &apos;%3 --help&apos; for the list)</source>
        <translation>未知命令“%1”%2（运行“%3 --help”查看列表）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;%1&apos; needs %2</source>
        <translation>&apos;%1&apos; 需要 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unexpected argument &apos;%1&apos; for &apos;%2&apos;</source>
        <translation>&apos;%2&apos; 不接受参数 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <location filename="../../app/command_compare.cpp" line="+29"/>
        <source>the LLM whose memory fit is compared (default qwen2.5-32b; see &apos;gpu-advisor llm --list-models&apos;)</source>
        <translation>比较显存是否装得下的大语言模型（默认 qwen2.5-32b；见“gpu-advisor llm --list-models”）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its weight format (default q4_k_m)</source>
        <translation>其权重格式（默认 q4_k_m）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show only the rows where the devices differ</source>
        <translation>只显示设备之间有差异的行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print a JSON object</source>
        <translation>输出一个 JSON 对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compare 2 to 4 devices side by side: specifications, performance, price, memory fit, power and software support</source>
        <translation>并排比较 2 到 4 个设备：规格、性能、价格、显存容纳、功耗和软件支持</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>compare takes 2 to 4 device ids, got %1</source>
        <translation>compare 需要 2 到 4 个设备 ID，收到 %1 个</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>ID: no device &apos;%1&apos; in the catalogue%2 (see &apos;gpu-advisor list&apos;)</source>
        <translation>ID：目录中没有设备“%1”%2（见“gpu-advisor list”）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--model: unknown model &apos;%1&apos;%2 (see &apos;gpu-advisor llm --list-models&apos;)</source>
        <translation>--model：未知模型“%1”%2（见“gpu-advisor llm --list-models”）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--weights: unknown format &apos;%1&apos;</source>
        <translation>--weights：未知格式“%1”</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>* best of the compared devices; ? unknown; (low–high) the 80% range of an estimate
</source>
        <translation>* 所比较设备中最好的；? 未知；（低–高）估计值的 80% 区间
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory fit: %1 at %2 for inference with 4,096 tokens of context needs %3 GiB on one device
</source>
        <translation>显存容纳：%1（%2）以 4,096 个词元的上下文推理，单个设备需要 %3 GiB
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Prices of %1: %2
</source>
        <translation>%1 的价格：%2
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none in the catalogue</source>
        <translation>目录中没有</translation>
    </message>
</context>
<context>
    <name>ExportChartCommand</name>
    <message>
        <location filename="../../app/command_exportchart_spec.cpp" line="+23"/>
        <source>the chart to draw (required)</source>
        <translation>要绘制的图表（必填）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file to write (required); its extension chooses the format</source>
        <translation>要写入的文件（必填）；由扩展名决定格式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the devices to chart (default: the best of the ranking; price history: the reference and the best three; buy-vs-rent: the first, else the reference)</source>
        <translation>要绘制的设备（默认：排名最靠前的设备；price-history：参考设备和性价比最高的三款；buy-vs-rent：第一个设备，否则为参考设备）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buy-vs-rent: the cloud offer (default: the cheapest for the same work among those within 1.5x of the device&apos;s performance)</source>
        <translation>buy-vs-rent：要比较的云实例（默认：在性能处于该设备 1.5 倍范围内的实例中，完成同等工作量最便宜的一个）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>width in pixels (default 1600)</source>
        <translation>宽度，单位为像素（默认 1600）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>height in pixels (default 900)</source>
        <translation>高度，单位为像素（默认 900）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG: pixels per unit, e.g. 2 for a high-density screen (default 1)</source>
        <translation>PNG：每单位的像素数，高分辨率屏幕可用 2（默认 1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most this many devices (default 15)</source>
        <translation>最多显示的设备数（默认 15）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>performance-per-dollar: the best device or the reference is 1.0 (default best, Dettmers 2019, §4.4)</source>
        <translation>performance-per-dollar：以最佳设备（best）或参考设备（reference）为 1.0（默认 best，Dettmers 2019，§4.4）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>colours (default light)</source>
        <translation>配色（默认 light）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>draw a chart to a PNG or SVG file, without a window</source>
        <translation>不打开窗口，将图表绘制成 PNG 或 SVG 文件</translation>
    </message>
    <message>
        <location filename="../../app/command_exportchart.cpp" line="+26"/>
        <source>--chart is required</source>
        <translation>必须提供 --chart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--chart: &apos;%1&apos; is not performance, performance-per-dollar, scatter, price-history or buy-vs-rent</source>
        <translation>--chart：&apos;%1&apos; 不是 performance、performance-per-dollar、scatter、price-history 或 buy-vs-rent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--output is required</source>
        <translation>必须提供 --output</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--output: &apos;%1&apos; must end in .png or .svg</source>
        <translation>--output：&apos;%1&apos; 必须以 .png 或 .svg 结尾</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--theme: &apos;%1&apos; is not light or dark</source>
        <translation>--theme：&apos;%1&apos; 不是 light 或 dark</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--per-dollar: &apos;%1&apos; is not best or reference</source>
        <translation>--per-dollar：&apos;%1&apos; 不是 best 或 reference</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--chart: &apos;%1&apos; is not drawn for --workload llm (performance, performance-per-dollar or price-history)</source>
        <translation>--chart：--workload llm 不绘制“%1”（可用 performance、performance-per-dollar 或 price-history）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--devices: no device id given</source>
        <translation>--devices：未给出设备 ID</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--devices: no device &apos;%1&apos; in the catalogue%2 (see &apos;gpu-advisor list&apos;)</source>
        <translation>--devices：目录中没有设备“%1”%2（见“gpu-advisor list”）</translation>
    </message>
    <message>
        <location filename="../../app/command_exportchart_spec.cpp" line="-7"/>
        <source>performance: data-centre modules and passive cards too (default: the cards that go into the host machine of the assumptions)</source>
        <translation>performance：也显示数据中心模块和被动散热卡（默认：只显示能装进假设中主机的显卡）</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <location filename="../../app/command_export.cpp" line="+21"/>
        <source>write price quotes, devices, benchmarks or cloud offers as CSV or JSON, as import reads them</source>
        <translation>将价格报价、设备、基准测试或云服务写成 CSV 或 JSON，格式与 import 读取的相同</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>what to write (default all)</source>
        <translation>要写出的内容（默认 all）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file format (default csv)</source>
        <translation>文件格式（默认 csv）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write to FILE instead of the standard output</source>
        <translation>写入 FILE，而不是标准输出</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--what: &apos;%1&apos; is not quotes, devices, benchmarks, cloud or all</source>
        <translation>--what：&apos;%1&apos; 不是 quotes、devices、benchmarks、cloud 或 all</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--format: &apos;%1&apos; is not csv or json</source>
        <translation>--format：&apos;%1&apos; 不是 csv 或 json</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--output: the file name is empty</source>
        <translation>--output：文件名为空</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>HybridCommand</name>
    <message>
        <location filename="../../app/command_hybrid.cpp" line="+25"/>
        <source>your own card, bought or already owned (required)</source>
        <translation>你自己的显卡，新购或已有（必填）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cloud offer for final training (required)</source>
        <translation>用于最终训练的云实例（必填）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hours of prototyping per month, on your card (required)</source>
        <translation>每月在自己显卡上做原型开发的小时数（必填）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-hours of final training per month on the cloud offer: its devices x hours (required)</source>
        <translation>每月在云实例上进行最终训练的 GPU 小时数：设备数 × 小时数（必填）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>horizon for the totals (default 24)</source>
        <translation>合计的时间跨度，单位为月（默认 24）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rent at the spot price instead of on demand</source>
        <translation>按竞价（spot）价格租用，而不是按需价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>what the card costs you (default: its catalogue price; 0 for a card you own)</source>
        <translation>显卡的成本（默认：目录中的价格；已拥有的显卡填 0）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print the result as JSON</source>
        <translation>以 JSON 格式输出结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>own card, cloud, or prototype locally and train in the cloud: costs and training time</source>
        <translation>自有显卡、云端，或本地做原型并在云端训练：成本与训练时间</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>%1 (%2) against %3 %4, over %5 months
</source>
        <translation>%1（%2）对比 %3 %4，为期 %5 个月
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up front</source>
        <translation>前期投入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final training</source>
        <translation>最终训练</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (cheapest)</source>
        <translation>（最便宜）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (fastest)</source>
        <translation>（最快）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 h/month</source>
        <translation>%1 小时/月</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <location filename="../../app/command_import.cpp" line="+24"/>
        <source>add price quotes, devices, benchmarks or cloud offers from a CSV or JSON file (all of it or nothing)</source>
        <translation>从 CSV 或 JSON 文件添加价格报价、设备、基准测试或云服务（要么全部导入，要么都不导入）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only report what would change</source>
        <translation>只报告将会发生的变更</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read %1: there is no such file</source>
        <translation>无法读取 %1：文件不存在</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is larger than %2 MiB; nothing was imported</source>
        <translation>%1 大于 %2 MiB；未导入任何内容</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>skipped: %1
</source>
        <translation>已跳过：%1
</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 has %n bad row(s); nothing was imported</source>
        <translation>
            <numerusform>%1 有 %n 行错误；未导入任何内容</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dry run, nothing changed. %1 would change: %2
</source>
        <translation>试运行，未做任何更改。%1 将会变更：%2
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to import from %1: every row is already in the catalogue (%2)
</source>
        <translation>%1 中没有可导入的内容：每一行都已在目录中（%2）
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Imported %1 (%2): %3
</source>
        <translation>已导入 %1（%2）：%3
</translation>
    </message>
</context>
<context>
    <name>Invocation</name>
    <message>
        <location filename="../../app/commandline.cpp" line="-378"/>
        <source>--%1 is required</source>
        <translation>必须提供 --%1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>--%1: &apos;%2&apos; is not a number</source>
        <translation>--%1：&apos;%2&apos; 不是数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+19"/>
        <source>--%1: %2 is outside the allowed range %3 to %4</source>
        <translation>--%1：%2 超出允许范围 %3 到 %4</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>--%1: &apos;%2&apos; is not a whole number</source>
        <translation>--%1：&apos;%2&apos; 不是整数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--%1: &apos;%2&apos; is not a date in the form YYYY-MM-DD</source>
        <translation>--%1：&apos;%2&apos; 不是 YYYY-MM-DD 格式的日期</translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message>
        <location filename="../../app/command_list.cpp" line="+51"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory GB</source>
        <translation>显存 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth GB/s</source>
        <translation>带宽 GB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP32 TFLOPS</source>
        <translation>FP32 TFLOPS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tensor TFLOPS</source>
        <translation>Tensor TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TDP W</source>
        <translation>TDP W</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n device(s); ? = unknown</source>
        <translation>
            <numerusform>%n 台设备；? = 未知</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>list every device of the catalogue with its specifications</source>
        <translation>列出目录中的每台设备及其规格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print a JSON array of objects keyed by column name</source>
        <translation>输出一个 JSON 数组，每个对象以列名为键</translation>
    </message>
</context>
<context>
    <name>LlmChoices</name>
    <message>
        <location filename="../../ui/llmchoices.cpp" line="+13"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full fine-tune</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pretraining</source>
        <translation>预训练</translation>
    </message>
</context>
<context>
    <name>LlmCommand</name>
    <message>
        <location filename="../../app/command_llm.cpp" line="+23"/>
        <source>the model (see --list-models)</source>
        <translation>模型（见 --list-models）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>inference, lora, qlora, full or pretrain</source>
        <translation>inference、lora、qlora、full 或 pretrain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fp32, fp16, bf16, fp8, int8, q8_0, q6_k, q5_k_m, q4_k_m, q4_0, nf4 or mxfp4</source>
        <translation>fp32、fp16、bf16、fp8、int8、q8_0、q6_k、q5_k_m、q4_k_m、q4_0、nf4 或 mxfp4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>devices (default 1)</source>
        <translation>设备数（默认 1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>layer, tensor or zero3 (default: layer for inference, zero3 for training, when the count is above 1)</source>
        <translation>layer、tensor 或 zero3（默认：设备数大于 1 时，推理用 layer，训练用 zero3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tokens in the context; for training the sequence length (default 4096)</source>
        <translation>上下文中的词元数；训练时为序列长度（默认 4096）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sequences decoded together; for training the micro-batch per device (default 1)</source>
        <translation>同时解码的序列数；训练时为每个设备的微批大小（默认 1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>training: keep all activations instead of recomputing them</source>
        <translation>训练：保留全部激活值，而不是重新计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list the model catalogue</source>
        <translation>列出模型目录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print the result as JSON</source>
        <translation>以 JSON 格式输出结果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a large language model on a device: memory, speed and cost per million tokens</source>
        <translation>在设备上运行大语言模型：显存、速度和每百万词元的成本</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--task: unknown task &apos;%1&apos; (inference, lora, qlora, full, pretrain)</source>
        <translation>--task：未知任务“%1”（inference、lora、qlora、full、pretrain）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--split: unknown split &apos;%1&apos; (layer, tensor, zero3)</source>
        <translation>--split：未知切分方式“%1”（layer、tensor、zero3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--model: unknown model &apos;%1&apos;%2 (see &apos;gpu-advisor llm --list-models&apos;)</source>
        <translation>--model：未知模型“%1”%2（见“gpu-advisor llm --list-models”）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--weights: unknown format &apos;%1&apos; (%2)</source>
        <translation>--weights：未知格式“%1”（%2）</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>params (B)</source>
        <translation>参数量 (B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>active (B)</source>
        <translation>激活参数 (B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>heads/KV</source>
        <translation>注意力头/KV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s (+-%2%)</source>
        <translation>%1 词元/秒（±%2%）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (%2), %3 on %4 x %5, %6 weights (%7 bits a weight), context %8, batch %9
</source>
        <translation>%1（%2），%4 × %5（%3），%6 权重（每个权重 %7 位），上下文 %8，批大小 %9
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per device</source>
        <translation>每个设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Smallest count of %1 that fits: %2
</source>
        <translation>至少需要 %2 个 %1 才能装下
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No count of %1 up to 1024 fits
</source>
        <translation>最多 1024 个 %1 也装不下
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training: %1
</source>
        <translation>训练：%1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decode: %1
</source>
        <translation>解码：%1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill: %1
</source>
        <translation>预填充：%1
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Own hardware: %1 per million tokens (%2 an hour of use)
</source>
        <translation>自有硬件：每百万词元 %1（每使用一小时 %2）
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cloud offer</source>
        <translation>云服务</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>devices</source>
        <translation>设备数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$ per million</source>
        <translation>$/百万词元</translation>
    </message>
</context>
<context>
    <name>MoveQuotesCommand</name>
    <message>
        <location filename="../../app/command_team.cpp" line="+75"/>
        <source>send your own price quotes to a team catalogue (quotes it holds already are skipped)</source>
        <translation>将你自己的价格报价发送到团队目录（团队目录中已有的报价会跳过）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+13"/>
        <source>the team catalogue, postgresql://USER@HOST/DATABASE</source>
        <translation>团队目录，postgresql://USER@HOST/DATABASE</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>bring the team catalogue&apos;s price quotes into your catalogue (quotes you hold already are skipped)</source>
        <translation>将团队目录中的价格报价取到你的目录中（你已有的报价会跳过）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--%1: the location is empty</source>
        <translation>--%1：位置为空</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: %2 added, %3 already there.
</source>
        <translation>%1：新增 %2 条，已有 %3 条。
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>skipped the quotes of devices %1 does not have: %2</source>
        <translation>已跳过 %1 中没有的设备的报价：%2</translation>
    </message>
</context>
<context>
    <name>PriceText</name>
    <message>
        <location filename="../../ui/pricetext.cpp" line="+16"/>
        <source>launch price (MSRP)</source>
        <translation>首发价（MSRP）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>new, at a shop</source>
        <translation>新卡，商店价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>share of a system&apos;s price</source>
        <translation>整机价格的分摊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>list price</source>
        <translation>标价</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>new+used</source>
        <translation>新卡+二手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MSRP</source>
        <translation>MSRP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>share</source>
        <translation>分摊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>list</source>
        <translation>标价</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No price under this policy and date</source>
        <translation>在此策略和日期下没有价格</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+33"/>
        <source>your own quote</source>
        <translation>你自己的报价</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Priced from: %1</source>
        <translation>价格依据：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>(%n month(s) old, older than the %1-month window)</source>
        <translation>
            <numerusform>（已有 %n 个月，超出 %1 个月的时间窗口）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(%n month(s) old)</source>
        <translation>
            <numerusform>（已有 %n 个月）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Older than the %1-month window: %n month(s) old</source>
        <translation>
            <numerusform>超出 %1 个月的时间窗口：已有 %n 个月</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>bundled</source>
        <translation>内置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule: %1</source>
        <translation>规则：%1</translation>
    </message>
</context>
<context>
    <name>RankCommand</name>
    <message>
        <location filename="../../app/command_rank.cpp" line="+31"/>
        <source>estimate every device from its spec sheet, calibrated without its own benchmarks (to compare estimates with measurements)</source>
        <translation>仅根据规格表估算每台设备，校准时不使用其自身的基准测试（用于比较估算值与实测值）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--workload llm: the smallest system of each device that holds the model, cheapest first</source>
        <translation>--workload llm：每种设备能装下该模型的最小系统，按价格从低到高排列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>print a JSON array, one object per device</source>
        <translation>输出一个 JSON 数组，每台设备一个对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rank devices by performance per dollar for a workload and precision</source>
        <translation>按某种工作负载和精度下的性价比为设备排名</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--systems needs --workload llm</source>
        <translation>--systems 需要 --workload llm</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Smallest system that holds %1 (%2), %3 weights, context %4
</source>
        <translation>能装下 %1（%2）的最小系统，%3 权重，上下文 %4
</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>System price</source>
        <translation>系统价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+63"/>
        <source>Tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>$ per million</source>
        <translation>$/百万词元</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>GiB/device</source>
        <translation>GiB/设备</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>
No system:
</source>
        <translation>
无可用系统：
</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+87"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Tokens/s per dollar, %1 (%2), %3 weights, context %4, batch %5, %6 device(s) each
</source>
        <translation>每美元词元/秒，%1（%2），%3 权重，上下文 %4，批大小 %5，每套 %6 个设备
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tokens/s per 1000 %1</source>
        <translation>每 1000 %1 的词元/秒</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>; %n of them fit</source>
        <translation>
            <numerusform>；用 %n 个可装下</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>~N% = leave-one-device-out uncertainty of the speed model; - = no price
</source>
        <translation>~N% = 速度模型的留一设备法不确定度；- = 无价格
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Not ranked (cannot fit or run it):
</source>
        <translation>
未排名（装不下或无法运行）：
</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Performance per dollar, %1 at %2, relative to %3
</source>
        <translation>性价比（%1，%2），相对于 %3
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Relative (80% range)</source>
        <translation>相对值（80% 区间）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>(low-high) = estimated from the spec sheet, with its 80% range; (&gt;= x) = a lower bound; (2y) = price older than the %1-month window; - = no price
</source>
        <translation>（低-高）= 根据规格表估算，附 80% 区间；(&gt;= x) = 下限；(2y) = 价格早于 %1 个月的时间窗口；- = 无价格
</translation>
    </message>
    <message>
        <location line="-160"/>
        <location line="+126"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="-189"/>
        <location line="+5"/>
        <location line="+58"/>
        <location line="+29"/>
        <location line="+97"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="-126"/>
        <location line="+126"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per 1000 %1</source>
        <translation>每 1000 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
</context>
<context>
    <name>RecommendCommand</name>
    <message>
        <location filename="../../app/command_recommend.cpp" line="+31"/>
        <source>start from a persona: a built-in one (%1) or one you saved</source>
        <translation>从用户画像开始：内置画像（%1）或你保存的画像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rank by performance per dollar, or by performance within the budget (default per-dollar)</source>
        <translation>按性价比排名，或在预算内按性能排名（默认 per-dollar）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>what ONE card may cost, in the budget&apos;s currency (default: no limit)</source>
        <translation>单张显卡的价格上限，以预算的货币计（默认：不限）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>currency of the budget and of the prices shown (default USD)</source>
        <translation>预算及所显示价格的货币（默认 USD）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>physical memory per card at least</source>
        <translation>每张显卡的物理显存下限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory from a model preset (%1); 16-bit training stretches the card&apos;s memory</source>
        <translation>按模型预设确定显存（%1）；16 位训练可以让显存装下更多</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cnn, rnn, transformer, an even mix, or weights such as cnn=2,rnn=1 (default mix)</source>
        <translation>cnn、rnn、transformer、均衡组合（mix），或权重如 cnn=2,rnn=1（默认 mix）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only cards with tensor cores</source>
        <translation>仅限带 Tensor Core 的显卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number of cards planned (default 1)</source>
        <translation>计划使用的显卡数量（默认 1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cards run in a data centre: consumer cards are not licensed there (Dettmers 2019, §2.1)</source>
        <translation>显卡在数据中心运行：消费级显卡未获准在数据中心使用（Dettmers 2019，§2.1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>board power per card at most (75 W: no new power supply)</source>
        <translation>每张显卡的板卡功耗上限（75 W：无需更换电源）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>price new cards only (the default without a persona)</source>
        <translation>只按新卡计价（不指定用户画像时的默认设置）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected cloud hours a month, for buy versus rent (default 15% of the month)</source>
        <translation>每月预计使用云端的小时数，用于购买与租用的比较（默认为一个月的 15%）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>print the recommendation as JSON</source>
        <translation>以 JSON 格式输出推荐结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>recommend cards for a persona or your own needs, with reasons and the cloud alternative</source>
        <translation>根据用户画像或你自己的需求推荐显卡，附理由和云端替代方案</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--used and --new-only contradict each other</source>
        <translation>--used 和 --new-only 互相矛盾</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--objective: &apos;%1&apos; is not per-dollar or performance</source>
        <translation>--objective：&apos;%1&apos; 不是 per-dollar 或 performance</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--currency: no exchange rate for &apos;%1&apos; in the catalogue</source>
        <translation>--currency：目录中没有 &apos;%1&apos; 的汇率</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--model: no model preset &apos;%1&apos; (known: %2)</source>
        <translation>--model：没有模型预设 &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--precision: &apos;%1&apos; is not fp32 or fp16</source>
        <translation>--precision：&apos;%1&apos; 不是 fp32 或 fp16</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>warning: %1; using the built-in persona &apos;%2&apos;</source>
        <translation>警告：%1；改用内置用户画像 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--persona: no persona &apos;%1&apos; (%2)</source>
        <translation>--persona：没有用户画像 &apos;%1&apos;（%2）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>--vendors: no device of the vendor &apos;%1&apos; in the catalogue</source>
        <translation>--vendors：目录中没有厂商 &apos;%1&apos; 的设备</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>the cards run separate experiments instead of training one model (Dettmers 2019, §1.5)</source>
        <translation>多张显卡各自运行独立实验，而不是共同训练一个模型（Dettmers 2019，§1.5）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>count used-market quotes in prices (Dettmers 2019, §4.3)</source>
        <translation>价格计入二手市场报价（Dettmers 2019，§4.3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vendors allowed (default NVIDIA; AMD for experienced users, Dettmers 2019, §2.2)</source>
        <translation>允许的厂商（默认 NVIDIA；AMD 适合有经验的用户，Dettmers 2019，§2.2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>list the worst value cards as well, with why (Dettmers 2019, §7.8)</source>
        <translation>同时列出性价比最差的显卡及原因（Dettmers 2019，§7.8）</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>--persona: no persona &apos;%1&apos;%2 (built-in: %3)</source>
        <translation>--persona：没有用户画像“%1”%2（内置：%3）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source> (Dettmers 2019, %1)</source>
        <translation>（Dettmers 2019，%1）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Persona: %1</source>
        <translation>用户画像：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>performance per dollar</source>
        <translation>性价比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at most %1 per card</source>
        <translation>每张最多 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no budget limit</source>
        <translation>不限预算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>at least %1 GB</source>
        <translation>至少 %1 GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory for %1</source>
        <translation>显存足够运行 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor cores</source>
        <translation>Tensor Core</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cards, separate experiments</source>
        <translation>%1 张显卡，独立实验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards, one model</source>
        <translation>%1 张显卡，训练同一模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data centre</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1 W</source>
        <translation>最多 %1 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>used cards welcome</source>
        <translation>接受二手显卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>new cards</source>
        <translation>新卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vendors %1</source>
        <translation>厂商 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking for: %1
</source>
        <translation>需求：%1
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Picks (%1 of %2 cards that qualify):
</source>
        <translation>
推荐（符合条件的 %2 张显卡中的 %1 张）：
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 per $1,000</source>
        <translation>每 $1,000 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1x the %2</source>
        <translation>%2 的 %1 倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2 - %3, %4 per card
</source>
        <translation>%1. %2 - %3，每张 %4
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>
Near tie: %1
</source>
        <translation>
几乎并列：%1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Worst value for money (avoid):
</source>
        <translation>
性价比最差（避免购买）：
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>
Left out although they would rank higher:
</source>
        <translation>
虽然排名会更高但被排除的：
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Nothing qualifies: %1
</source>
        <translation>
没有符合条件的显卡：%1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nearest options:
</source>
        <translation>最接近的选项：
</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>
Cloud, spot:
</source>
        <translation>
云端，竞价：
</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>
Cloud, on demand:
</source>
        <translation>
云端，按需：
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Cloud: no cloud GPU in the catalogue meets these needs
</source>
        <translation>
云端：目录中没有满足这些需求的云 GPU
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
TPU: %1
</source>
        <translation>
TPU：%1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Notes:
</source>
        <translation>
备注：
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Based on:
</source>
        <translation>
依据：
</translation>
    </message>
</context>
<context>
    <name>SetPriceCommand</name>
    <message>
        <location filename="../../app/command_setprice.cpp" line="+26"/>
        <source>record a price you saw for a device (a new dated quote; history is kept)</source>
        <translation>记录你看到的某台设备的价格（新增一条带日期的报价；保留历史记录）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>currency of the amount (default USD)</source>
        <translation>金额的货币（默认 USD）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a new card in a shop (default) or a used one on the second-hand market</source>
        <translation>商店里的新卡（默认），或二手市场上的二手卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>when it was seen (default today)</source>
        <translation>看到价格的日期（默认今天）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>where it was seen</source>
        <translation>在哪里看到的价格</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>AMOUNT: &apos;%1&apos; is not a number</source>
        <translation>AMOUNT：&apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--source: %1</source>
        <translation>--source：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>DEVICE: no device &apos;%1&apos; in the catalogue%2 (see &apos;gpu-advisor list&apos;)</source>
        <translation>DEVICE：目录中没有设备“%1”%2（见“gpu-advisor list”）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--currency: no exchange rate for &apos;%1&apos; in the catalogue (known: %2)</source>
        <translation>--currency：目录中没有“%1”的汇率（已知：%2）</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>--condition: &apos;%1&apos; is not new or used</source>
        <translation>--condition：&apos;%1&apos; 不是 new 或 used</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--date: %1 is in the future</source>
        <translation>--date：%1 是未来的日期</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>entered with gpu-advisor set-price</source>
        <translation>通过 gpu-advisor set-price 录入</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>AMOUNT: %1</source>
        <translation>AMOUNT：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stored quote %1: %2 %3 for %4 (%5, %6), seen %7
</source>
        <translation>已保存报价 %1：%4，%2 %3（%5，%6），日期 %7
</translation>
    </message>
</context>
<context>
    <name>SystemCommand</name>
    <message>
        <location filename="../../app/command_system.cpp" line="+26"/>
        <source>the card the system is built from (required)</source>
        <translation>组成系统的显卡（必填）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number of cards (required)</source>
        <translation>显卡数量（必填）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>machines the cards are spread over (default 1)</source>
        <translation>显卡分布的机器数（默认 1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one data-parallel job per machine, or separate experiments one per card (default parallel, Dettmers 2019, §1.5)</source>
        <translation>每台机器运行一个数据并行任务，或每张显卡运行一个独立实验（默认 parallel，Dettmers 2019，§1.5）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>price of one host machine: CPU, board, power supply, case (default: your figure from Preferences, else the bundled price of the view&apos;s date, %1 today)</source>
        <translation>一台主机的价格：CPU、主板、电源、机箱（默认：首选项中你填的数值，否则为视图日期的内置价格，今天为 %1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>power of one host machine without its cards (default 100)</source>
        <translation>一台主机不含显卡时的功耗（默认 100）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power supply of each machine (default: the one recommended for the card, where known)</source>
        <translation>每台机器的电源功率（默认：该显卡的推荐电源，如已知）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a second system to compare with: its card</source>
        <translation>用于比较的第二套系统：其显卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the second system&apos;s number of cards</source>
        <translation>第二套系统的显卡数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the second system&apos;s number of machines</source>
        <translation>第二套系统的机器数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print the result as JSON</source>
        <translation>以 JSON 格式输出结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a multi-GPU system: throughput, price, power, and the host cost at which two systems trade places</source>
        <translation>多 GPU 系统：吞吐量、价格、功耗，以及两套系统优劣互换时的主机成本</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--versus needs --versus-count and --versus-hosts</source>
        <translation>--versus 需要同时提供 --versus-count 和 --versus-hosts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--versus-count and --versus-hosts describe the system given with --versus</source>
        <translation>--versus-count 和 --versus-hosts 描述的是用 --versus 指定的系统</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--mode: &apos;%1&apos; is not parallel or separate</source>
        <translation>--mode：&apos;%1&apos; 不是 parallel 或 separate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--hosts: %1 machines for %2 cards leaves a machine empty</source>
        <translation>--hosts：%1 台机器装 %2 张显卡，会有机器空着</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--versus-hosts: %1 machines for %2 cards leaves a machine empty</source>
        <translation>--versus-hosts：%1 台机器装 %2 张显卡，会有机器空着</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Change the host price with --host-cost for one run, or in Preferences for every command and the window</source>
        <translation>用 --host-cost 更改本次运行的主机价格，或在首选项中更改所有命令和窗口的主机价格</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per $1000</source>
        <translation>每 $1000</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>too small</source>
        <translation>不足</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ok</source>
        <translation>足够</translation>
    </message>
</context>
<context>
    <name>TcoCommand</name>
    <message>
        <location filename="../../app/command_tco.cpp" line="+25"/>
        <source>the device you would buy (required)</source>
        <translation>你打算购买的设备（必填）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cloud offer you would rent (required)</source>
        <translation>你打算租用的云实例（必填）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>horizon for the totals (default 3)</source>
        <translation>合计的时间跨度，单位为年（默认 3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rent at the spot price instead of on demand</source>
        <translation>按竞价（spot）价格租用，而不是按需价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compare hour for hour instead of for the same amount of work</source>
        <translation>按小时对小时比较，而不是按相同工作量比较</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>print the result as JSON</source>
        <translation>以 JSON 格式输出结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy a device or rent a cloud offer: total costs and the break-even day</source>
        <translation>购买设备还是租用云实例：总成本与回本日</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>share of the year the hardware is busy, 0 to 1 (default: Preferences, initially 0.15)</source>
        <translation>硬件一年中忙碌的比例，0 到 1（默认：首选项，初始为 0.15）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>electricity price (default: Preferences, initially 0.12)</source>
        <translation>电价（默认：首选项，初始为 0.12）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power of the host machine (default: Preferences, initially 100)</source>
        <translation>主机功耗（默认：首选项，初始为 100）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>share of the purchase price got back by selling, 0 to 1 (default: Preferences, initially the card&apos;s value on the depreciation curve of used prices)</source>
        <translation>出售时收回的购买价比例，0 到 1（默认：首选项，初始为显卡在二手价格折旧曲线上的价值）</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the board power (TDP) of %1 is unknown, so its electricity cost cannot be computed</source>
        <translation>%1 的板卡功耗（TDP）未知，无法计算电费</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Buy %1 for %2, or rent %3 %4 at %5/hour (%6)
</source>
        <translation>以 %2 购买 %1，或以每小时 %5 租用 %3 %4（%6）
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use: %1% of the year = %2 hours; electricity %3 kWh a year at $%4/kWh
</source>
        <translation>使用：一年的 %1% = %2 小时；每年用电 %3 kWh，电价 $%4/kWh
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Over %1 years: owning %2, renting %3
</source>
        <translation>%1 年内：购买 %2，租用 %3
</translation>
    </message>
</context>
<context>
    <name>TeamCommand</name>
    <message>
        <location filename="../../app/command_team.cpp" line="-115"/>
        <source>set up a team catalogue on PostgreSQL: &apos;team init&apos; prints the SQL that creates the roles gpa_viewer, gpa_editor and gpa_admin; --apply runs it</source>
        <translation>在 PostgreSQL 上建立团队目录：“team init”打印创建角色 gpa_viewer、gpa_editor 和 gpa_admin 的 SQL；--apply 会执行它</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>create the catalogue (if needed) and the roles on the server given with --database, in one transaction</source>
        <translation>在 --database 指定的服务器上，于同一事务中创建目录（如需要）和角色</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ACTION: &apos;%1&apos; is not init</source>
        <translation>ACTION：&apos;%1&apos; 不是 init</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--apply needs --database postgresql://USER@HOST/DATABASE</source>
        <translation>--apply 需要 --database postgresql://USER@HOST/DATABASE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>-- The roles of a GPU Advisor team catalogue (PostgreSQL 15).
-- Run as the catalogue&apos;s owner after its first start, or use
-- &apos;gpu-advisor --database URL team init --apply&apos;. Then give each
-- person a login role in one of the three, e.g.:
--   CREATE ROLE ana LOGIN PASSWORD &apos;...&apos; IN ROLE gpa_editor;
-- gpa_viewer reads; gpa_editor adds quotes, benchmarks, settings;
-- gpa_admin also edits devices, offers and rates, runs migrations.
</source>
        <translation>-- GPU Advisor 团队目录的角色（PostgreSQL 15）。
-- 在目录首次启动后以目录所有者身份运行，或使用
-- “gpu-advisor --database URL team init --apply”。然后为每个人
-- 创建一个属于这三个角色之一的登录角色，例如：
--   CREATE ROLE ana LOGIN PASSWORD &apos;...&apos; IN ROLE gpa_editor;
-- gpa_viewer 只读；gpa_editor 可添加报价、基准测试和设置；
-- gpa_admin 还可编辑设备、云服务和汇率，并执行迁移。
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The roles gpa_viewer, gpa_editor and gpa_admin are set up on %1.
</source>
        <translation>已在 %1 上建立角色 gpa_viewer、gpa_editor 和 gpa_admin。
</translation>
    </message>
</context>
<context>
    <name>UpdateDataCommand</name>
    <message>
        <location filename="../../app/command_updatedata.cpp" line="+22"/>
        <source>The catalogue already holds this release&apos;s bundled data.</source>
        <translation>目录已包含此版本的内置数据。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>bring the catalogue up to this release&apos;s bundled devices, prices, benchmarks and cloud offers (your own rows stay)</source>
        <translation>用此版本内置的设备、价格、基准测试和云实例补全目录（你自己的数据行保持不变）</translation>
    </message>
</context>
<context>
    <name>UpgradeCommand</name>
    <message>
        <location filename="../../app/command_upgrade.cpp" line="+24"/>
        <source>the card you own (required)</source>
        <translation>你拥有的显卡（必填）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the most you will pay for the new card: its price, not the net cost after selling yours (default: no limit)</source>
        <translation>你愿意为新卡支付的最高价格：指新卡的价格，而不是卖掉旧卡后的净成本（默认：不限）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>how many times faster a new card must be to be worth buying (default 1.5)</source>
        <translation>新卡至少要快多少倍才值得购买（默认 1.5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>what your card sells for (default: its latest used quote, else half its current price)</source>
        <translation>你的显卡能卖多少钱（默认：其最新二手报价，否则为当前价格的一半）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>vendors offered (default NVIDIA; AMD for experienced users, Dettmers 2019, §2.2)</source>
        <translation>提供的厂商（默认 NVIDIA；AMD 适合有经验的用户，Dettmers 2019，§2.2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>list the cards over the budget too (by default only those within it)</source>
        <translation>同时列出超出预算的显卡（默认只列出预算内的）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>print the result as JSON</source>
        <translation>以 JSON 格式输出结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is a new card worth it over the one you own? (Dettmers 2019, §7.5)</source>
        <translation>与你现有的显卡相比，新卡值得买吗？（Dettmers 2019，§7.5）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--from is required: the id of the card you own</source>
        <translation>必须提供 --from：你拥有的显卡的 ID</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Left out:</source>
        <translation>已排除：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Based on:</source>
        <translation>依据：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Net cost</source>
        <translation>净成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Net per 1x</source>
        <translation>每 1x 净成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>within</source>
        <translation>预算内</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>over</source>
        <translation>超预算</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n faster card(s) over the budget not shown (--all lists them)</source>
        <translation>
            <numerusform>%n 张更快但超出预算的显卡未显示（--all 可列出）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ViewText</name>
    <message>
        <location filename="../../app/viewoptions.cpp" line="+31"/>
        <source>workload, or an equal mix of the three (default cnn)</source>
        <translation>工作负载，或三者均衡组合（默认 cnn）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>workload (default cnn)</source>
        <translation>工作负载（默认 cnn）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>device all performance is relative to (default rtx-2080-ti)</source>
        <translation>所有性能都相对于该设备（默认 rtx-2080-ti）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only prices seen and devices released by this date</source>
        <translation>只计入截至此日期看到的价格和发布的设备</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>how a price is chosen from a device&apos;s quotes</source>
        <translation>如何从设备的报价中选出价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>currency prices are shown in (default USD)</source>
        <translation>显示价格所用的货币（默认 USD）</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>32-bit, or 16-bit mixed precision (default fp16, Dettmers 2019, §4.1)</source>
        <translation>32 位，或 16 位混合精度（默认 fp16，Dettmers 2019，§4.1）</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>workload, an equal mix of the three, or a large language model (--model, --task, --weights; default cnn)</source>
        <translation>工作负载、三者均衡组合，或大语言模型（--model、--task、--weights；默认 cnn）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--workload llm: the model (see &apos;gpu-advisor llm --list-models&apos;)</source>
        <translation>--workload llm：模型（见“gpu-advisor llm --list-models”）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--workload llm: inference, lora, qlora, full or pretrain</source>
        <translation>--workload llm：inference、lora、qlora、full 或 pretrain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--workload llm: weight format, e.g. fp16, q8_0, q4_k_m, nf4</source>
        <translation>--workload llm：权重格式，例如 fp16、q8_0、q4_k_m、nf4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--workload llm: the same as --weights</source>
        <translation>--workload llm：同 --weights</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--workload llm: tokens in the context; for training the sequence length (default 4096)</source>
        <translation>--workload llm：上下文中的词元数；训练时为序列长度（默认 4096）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--workload llm: sequences decoded together; for training the micro-batch per device (default 1)</source>
        <translation>--workload llm：同时解码的序列数；训练时为每个设备的微批大小（默认 1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--workload llm: devices of each kind (default 1)</source>
        <translation>--workload llm：每种设备的数量（默认 1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--workload llm: layer, tensor or zero3 (default: layer for inference, zero3 for training, when the count is above 1)</source>
        <translation>--workload llm：layer、tensor 或 zero3（默认：设备数大于 1 时，推理用 layer，训练用 zero3）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the machine the cards go into: only what fits it is offered (default: Preferences, initially desktop)</source>
        <translation>显卡要装入的机器：只提供适合该机器的显卡（默认：首选项，初始为 desktop）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>offer cards whose software support has ended or is ending as well (default: Preferences, initially off)</source>
        <translation>同时提供软件支持已结束或即将结束的显卡（默认：按首选项，初始为关闭）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; did you mean %1?</source>
        <translation>；您是否想输入 %1？</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--%1: no device &apos;%2&apos; in the catalogue%3 (see &apos;gpu-advisor list&apos;)</source>
        <translation>--%1：目录中没有设备“%2”%3（见“gpu-advisor list”）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--%1: no cloud offer &apos;%2&apos; in the catalogue%3 (see &apos;gpu-advisor cloud&apos;)</source>
        <translation>--%1：目录中没有云服务“%2”%3（见“gpu-advisor cloud”）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--weights is required</source>
        <translation>必须指定 --weights</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--weights and --format name different formats</source>
        <translation>--weights 和 --format 指定的格式不一致</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--model: unknown model &apos;%1&apos; (see &apos;gpu-advisor llm --list-models&apos;)</source>
        <translation>--model：未知模型“%1”（见“gpu-advisor llm --list-models”）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--task: unknown task &apos;%1&apos; (inference, lora, qlora, full, pretrain)</source>
        <translation>--task：未知任务“%1”（inference、lora、qlora、full、pretrain）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--%1: unknown format &apos;%2&apos; (%3)</source>
        <translation>--%1：未知格式“%2”（%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--split: unknown split &apos;%1&apos; (layer, tensor, zero3)</source>
        <translation>--split：未知切分方式“%1”（layer、tensor、zero3）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>--%1 needs --workload llm</source>
        <translation>--%1 需要 --workload llm</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--workload: &apos;%1&apos; is not cnn, rnn, transformer or mix</source>
        <translation>--workload：&apos;%1&apos; 不是 cnn、rnn、transformer 或 mix</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--precision: &apos;%1&apos; is not fp32 or fp16</source>
        <translation>--precision：&apos;%1&apos; 不是 fp32 或 fp16</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the default reference device &apos;%1&apos; is not in the catalogue; choose one with --reference</source>
        <translation>默认参考设备 &apos;%1&apos; 不在目录中；请用 --reference 选择一个</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--policy: &apos;%1&apos; is not default, cheapest, new, used or latest</source>
        <translation>--policy：&apos;%1&apos; 不是 default、cheapest、new、used 或 latest</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--currency: no exchange rate for &apos;%1&apos; in the catalogue</source>
        <translation>--currency：目录中没有 &apos;%1&apos; 的汇率</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <location filename="../../core/assumptions.cpp" line="+39"/>
        <source>Speed-ups for 2, 3 and 4 devices must each be above 0 and at most the device count, and must not decrease; got %1, %2 and %3</source>
        <translation>2、3、4 台设备的加速比都必须大于 0 且不超过设备数，并且不能递减；当前为 %1、%2 和 %3</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The electricity price must not be negative, got %1 $/kWh</source>
        <translation>电价不能为负数，当前为 %1 $/kWh</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The host machine&apos;s power must not be negative, got %1 W</source>
        <translation>主机功耗不能为负数，当前为 %1 W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Utilisation must be between 0 and 1 (0% to 100%), got %1</source>
        <translation>利用率必须在 0 到 1 之间（0% 到 100%），当前为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The resale value must be between 0 and 1 of the purchase price, got %1</source>
        <translation>转售价值必须在购买价格的 0 到 1 倍之间，当前为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The share of the launch price a used card keeps at launch must be between 0 and 2, got %1</source>
        <translation>二手显卡在发布时保有的首发价比例必须在 0 到 2 之间，当前为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The yearly loss of value of a used card must be between 0 and 5, got %1</source>
        <translation>二手显卡每年的贬值比例必须在 0 到 5 之间，当前为 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The price freshness window must be between 1 and 120 months, got %1</source>
        <translation>价格时效窗口必须在 1 到 120 个月之间，当前为 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The 16-bit memory factor must be at least 1, got %1</source>
        <translation>16 位显存系数至少为 1，当前为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The host machine&apos;s price must not be negative, got %1</source>
        <translation>主机价格不能为负数，当前为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The upgrade threshold must be at least 1 (as fast as the card owned), got %1</source>
        <translation>升级阈值至少为 1（与现有显卡一样快），当前为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The margin for power spikes must be between 0 and 2 (0% to 200% of the board power), got %1</source>
        <translation>功耗尖峰余量必须在 0 到 2 之间（板卡功耗的 0% 到 200%），当前为 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Software maturity factors must be between 0.05 and 1.5, got %1, %2 and %3</source>
        <translation>软件成熟度系数必须在 0.05 到 1.5 之间，当前为 %1、%2 和 %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A reference device must be chosen</source>
        <translation>必须选择一个参考设备</translation>
    </message>
    <message>
        <location filename="../../core/caveats.cpp" line="+55"/>
        <source>Cloud only: TPUs are rented, not bought</source>
        <translation>仅限云端：TPU 只能租用，不能购买</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full features mostly with TensorFlow; PyTorch support is experimental, and LSTMs have had trouble converging</source>
        <translation>完整功能基本只能通过 TensorFlow 使用；PyTorch 支持尚属实验性，LSTM 曾出现难以收敛的问题</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The article&apos;s 2019 view: full TPU features mostly with TensorFlow, PyTorch support experimental, LSTMs had trouble converging; check today&apos;s framework support</source>
        <translation>文章 2019 年的观点：TPU 的完整功能基本只能通过 TensorFlow 使用，PyTorch 支持尚属实验性，LSTM 曾难以收敛；请核实当前的框架支持情况</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Data-centre cards cost up to 10 times as much as consumer cards with no real advantage for deep learning</source>
        <translation>数据中心显卡的价格高达消费级显卡的 10 倍，在深度学习上却没有真正的优势</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The article&apos;s 2019 view: data-centre cards then cost up to 10 times as much as consumer cards with no real advantage for deep learning; not a statement about this card, whose memory, interconnect and price are compared here</source>
        <translation>文章 2019 年的观点：当时数据中心显卡的价格最高可达消费级显卡的 10 倍，而在深度学习上并无实质优势；这并非针对此显卡的结论，此处会比较它的显存、互连和价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not licensed for data-centre use: NVIDIA&apos;s driver licence allows only its data-centre cards there</source>
        <translation>不许可用于数据中心：NVIDIA 的驱动许可只允许其数据中心显卡在数据中心使用</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Little software support: ROCm/HIP runs the main networks in TensorFlow and PyTorch, but new work may hit missing pieces and the community is small; fine for experienced users, not for ordinary ones</source>
        <translation>软件支持不足：ROCm/HIP 能在 TensorFlow 和 PyTorch 中运行主流网络，但开发新网络时可能缺少部分功能，而且社区较小；适合有经验的用户，不适合普通用户</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The article&apos;s 2019 view: little ROCm/HIP software support, new work may hit missing pieces; fine for experienced users, not for ordinary ones. Today&apos;s gap is in the software maturity factor applied to its estimate</source>
        <translation>文章 2019 年的观点：ROCm/HIP 软件支持不足，开发新网络时可能缺少部分功能；适合有经验的用户，不适合普通用户。如今的差距体现在其估算值所乘的软件成熟度系数中</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No tensor cores: slower for Transformers and convnets than cards that have them; less gap for word-level RNNs</source>
        <translation>没有 Tensor Core：运行 Transformer 和卷积网络时比有 Tensor Core 的显卡慢；对词级循环网络差距较小</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Poor support: code can run slower than on a CPU, is hard to optimise, and BLAS-based libraries such as NumPy and SciPy have trouble</source>
        <translation>支持很差：代码可能比在 CPU 上还慢，难以优化，NumPy、SciPy 等基于 BLAS 的库也有兼容问题</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The article&apos;s 2019 view: poor support, code could run slower than on a CPU, and BLAS-based libraries such as NumPy and SciPy had trouble</source>
        <translation>文章 2019 年的观点：支持很差，代码可能比在 CPU 上还慢，NumPy、SciPy 等基于 BLAS 的库也有兼容问题</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check the software stack first: without complete framework support even strong hardware cannot compete</source>
        <translation>先检查软件栈：没有完整的框架支持，再强的硬件也没有竞争力</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>With 16-bit training its %1 GB hold about as much as %2 GB at 32-bit</source>
        <translation>使用 16 位训练时，它的 %1 GB 显存大约相当于 32 位下的 %2 GB</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>16-bit arithmetic runs at only 1/%1 of the 32-bit rate: no speed-up from 16-bit training</source>
        <translation>16 位运算速度仅为 32 位的 1/%1：16 位训练无法提速</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open-air cooling: three or more of these next to each other overheat; for several cards prefer blower-style versions</source>
        <translation>开放式散热：三张或更多并排安装会过热；多卡使用时请优先选择鼓风机式散热版本</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cooling depends on the board partner: for three or more adjacent cards choose blower-style versions, as open-air ones overheat</source>
        <translation>散热取决于板卡厂商：三张或更多相邻安装时请选择鼓风机式散热版本，开放式散热版本会过热</translation>
    </message>
    <message>
        <location filename="../../core/chartdata.cpp" line="+378"/>
        <source>The reference device %1 has no price or no performance figure here, so the most cost-efficient device is 1.0 instead</source>
        <translation>参考设备 %1 在此没有价格或性能数值，因此改以性价比最高的设备为 1.0</translation>
    </message>
    <message>
        <location line="+321"/>
        <source>The cheapest cloud offer for the same work among those within %1x of the device&apos;s performance (this one: %2x)</source>
        <translation>在性能处于该设备 %1 倍范围内的云实例中，完成同等工作量最便宜的一个（此实例：%2 倍）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No cloud offer is within %1x of the device&apos;s performance; the nearest one (%2x) is shown</source>
        <translation>没有云实例的性能在该设备的 %1 倍范围内；显示最接近的一个（%2 倍）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No device &apos;%1&apos; in the catalogue</source>
        <translation>目录中没有设备 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no price under this view&apos;s price policy and date</source>
        <translation>按当前视图的价格策略和日期，%1 没有价格</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No cloud offer to compare %1 with: its performance or the offers&apos; performance and prices are unknown</source>
        <translation>没有可与 %1 比较的云实例：它的性能或各实例的性能和价格未知</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No cloud offer &apos;%1&apos; in the catalogue</source>
        <translation>目录中没有云实例 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The cloud offer %1 has no spot price</source>
        <translation>云服务 %1 没有竞价价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cloud offer %1 has no on-demand price</source>
        <translation>云实例 %1 没有按需价格</translation>
    </message>
    <message>
        <location filename="../../core/hybridplan.cpp" line="+41"/>
        <source>The card costs nothing up front, so the plan with it is cheaper than cloud only from the start</source>
        <translation>这张显卡没有前期投入，因此使用它的方案从一开始就比仅用云端便宜</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Own card only</source>
        <translation>仅自有显卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cloud only</source>
        <translation>仅云端</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Own card only: %1 for the card, then %2 a month of electricity for %3 hours of prototyping and %4 hours of final training at %5 W</source>
        <translation>仅自有显卡：显卡 %1，此后每月电费 %2，用于 %3 小时原型开发和 %4 小时最终训练，功耗 %5 W</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cloud only: %1 a month, %2 hours of prototyping on one device at %3 an hour and %4 GPU-hours of final training; costs add up with every hour</source>
        <translation>仅云端：每月 %1，包括在单台设备上以每小时 %3 进行 %2 小时原型开发，以及 %4 GPU 小时的最终训练；成本随使用时长不断累加</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hybrid: %1 for the card, then %2 a month: %3 of electricity for prototyping on the own card and %4 of final training in the cloud</source>
        <translation>混合：显卡 %1，此后每月 %2：在自有显卡上做原型开发的电费 %3，加上云端最终训练费用 %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The own card would be busy %1 hours a month, more than the %2 hours a month has</source>
        <translation>自有显卡每月需要运行 %1 小时，超过了一个月的 %2 小时</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Owning the card alone pays off against cloud only in month %1: the card (%2) is repaid by %3 a month saved (horizon: %4 months)</source>
        <translation>与仅用云端相比，仅用自有显卡在第 %1 个月回本：每月节省的 %3 抵回了显卡的 %2（时间跨度：%4 个月）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Owning the card alone never pays off against cloud only: running everything on it costs %1 a month more than renting</source>
        <translation>与仅用云端相比，仅用自有显卡永远无法回本：全部在它上面运行每月比租用多花 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prototyping on the own card pays off against cloud only in month %1: the card (%2) is repaid by %3 a month saved on prototyping (horizon: %4 months)</source>
        <translation>与仅用云端相比，在自有显卡上做原型开发在第 %1 个月回本：原型开发每月节省的 %3 抵回了显卡的 %2（时间跨度：%4 个月）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prototyping on the own card never pays off against the cloud: its electricity costs %1 a month more</source>
        <translation>与云端相比，在自有显卡上做原型开发永远无法回本：它的电费每月多出 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cheapest over %1 months: the own card alone, %2 in total (cloud only %3, hybrid %4)</source>
        <translation>%1 个月内最便宜：仅用自有显卡，合计 %2（仅云端 %3，混合 %4）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cheapest over %1 months: the cloud alone, %2 in total (own card only %3, hybrid %4)</source>
        <translation>%1 个月内最便宜：仅用云端，合计 %2（仅自有显卡 %3，混合 %4）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cheapest over %1 months: prototyping on the own card and training in the cloud, %2 in total (own card only %3, cloud only %4)</source>
        <translation>%1 个月内最便宜：在自有显卡上做原型开发、在云端训练，合计 %2（仅自有显卡 %3，仅云端 %4）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Final training is faster on the own card: %1 hours a month against %2 in the cloud</source>
        <translation>最终训练在自有显卡上更快：每月 %1 小时，云端为 %2 小时</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Final training is faster in the cloud: %1 hours a month against %2 on the own card</source>
        <translation>最终训练在云端更快：每月 %1 小时，自有显卡为 %2 小时</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Learn and prototype on a personal GPU; once a good configuration is found and only data-parallel training is left, the cloud is reliable for the final runs</source>
        <translation>在个人 GPU 上学习和做原型开发；一旦找到好的配置，只剩数据并行训练时，用云端完成最终训练是可靠的选择</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../../core/systemplan.cpp" line="+129"/>
        <source>The device %1 is not in the catalogue</source>
        <translation>设备 %1 不在目录中</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cloud offer %1 is not in the catalogue</source>
        <translation>云实例 %1 不在目录中</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The offer %1 has no spot price</source>
        <translation>实例 %1 没有竞价价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The offer %1 has no on-demand price</source>
        <translation>实例 %1 没有按需价格</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board power of the %1 is unknown, so its electricity cannot be counted</source>
        <translation>%1 的板卡功耗未知，无法计算电费</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../core/systemplan.cpp" line="+37"/>
        <source>The %1 was not yet on sale at the date chosen</source>
        <translation>在所选日期，%1 尚未上市</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../core/systemplan.cpp" line="+10"/>
        <source>The performance of the %1 cannot be estimated</source>
        <translation>无法估算 %1 的性能</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No price is known for the %1: add a quote, or give the price paid (0 for a card you own)</source>
        <translation>%1 没有已知价格：请添加报价，或给出实际支付的价格（已拥有的显卡填 0）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The performance of the offer&apos;s device %1 cannot be estimated</source>
        <translation>无法估算该实例所用设备 %1 的性能</translation>
    </message>
    <message>
        <location line="+28"/>
        <location filename="../../core/systemplan.cpp" line="-126"/>
        <source>Speed-up on %1 devices weighted over the workload mix: %2x</source>
        <translation>按工作负载组合加权，%1 台设备的加速比：%2x</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Spot instances can be taken back at any moment: long final runs need checkpoints</source>
        <translation>竞价实例随时可能被收回：长时间的最终训练需要保存检查点</translation>
    </message>
    <message>
        <location filename="../../core/memory.cpp" line="+23"/>
        <source>With 16-bit training the card&apos;s %1 GB hold about as much as %2 GB at 32-bit (factor %3); the model needs %4 GB at 32-bit</source>
        <translation>使用 16 位训练时，显卡的 %1 GB 显存大约相当于 32 位下的 %2 GB（系数 %3）；该模型在 32 位下需要 %4 GB</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model&apos;s %1 GB in 16-bit training are about %2 GB at 32-bit (factor %3); the card has %4 GB</source>
        <translation>该模型在 16 位训练下需要的 %1 GB 约相当于 32 位下的 %2 GB（系数 %3）；显卡有 %4 GB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The model needs %1 GB in 16-bit training; the card has %2 GB</source>
        <translation>该模型在 16 位训练下需要 %1 GB；显卡有 %2 GB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The model needs %1 GB at 32-bit; the card has %2 GB</source>
        <translation>该模型在 32 位下需要 %1 GB；显卡有 %2 GB</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unknown whether it fits: the card&apos;s memory size is not known</source>
        <translation>无法判断能否装下：显卡的显存容量未知</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fits in memory</source>
        <translation>显存足够</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Does not fit in memory: about %1 GB short (in 32-bit terms)</source>
        <translation>显存不足：约差 %1 GB（按 32 位计）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ResNet-50 training (ImageNet, batch 100)</source>
        <translation>ResNet-50 训练（ImageNet，批大小 100）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published configuration: Lambda&apos;s PyTorch benchmark trained ResNet-50 at 32-bit with batch 100 on 11 GB cards, the largest batch it set for that size; an upper bound of the need</source>
        <translation>公开配置：Lambda 的 PyTorch 基准测试在 11 GB 显卡上以 32 位、批大小 100 训练 ResNet-50，这是它为该显存容量设定的最大批大小；可视为需求的上限</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>BERT-base fine-tuning (sequence length 128, batch 32)</source>
        <translation>BERT-base 微调（序列长度 128，批大小 32）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published: the largest batch that fit on a 12 GB GPU at 32-bit (TensorFlow 1.11) at this sequence length</source>
        <translation>公开数据：在此序列长度下，12 GB GPU 以 32 位（TensorFlow 1.11）能容纳的最大批大小</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>BERT-large fine-tuning (SQuAD, batch 8)</source>
        <translation>BERT-large 微调（SQuAD，批大小 8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Published configuration: Lambda&apos;s PyTorch benchmark fine-tuned BERT-large on SQuAD at 32-bit with batch 8 on a 16 GB card; Google reports that even batch 1 at sequence length 384 does not fit in 12 GB</source>
        <translation>公开配置：Lambda 的 PyTorch 基准测试在 16 GB 显卡上以 32 位、批大小 8 在 SQuAD 上微调 BERT-large；据 Google 报告，即使批大小为 1、序列长度 384 也无法装入 12 GB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Transformer-XL base (WikiText-103, 4 GPUs)</source>
        <translation>Transformer-XL base（WikiText-103，4 个 GPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Published: the authors&apos; PyTorch setup needs 4 GPUs with at least 11 GB each</source>
        <translation>公开数据：作者的 PyTorch 配置需要 4 个 GPU，每个至少 11 GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPT-2 small (124M) fine-tuning</source>
        <translation>GPT-2 small（124M）微调</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Published minimum for training the 124M model (TensorFlow 2)</source>
        <translation>训练 124M 模型的公开最低要求（TensorFlow 2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kaggle image competition</source>
        <translation>Kaggle 图像竞赛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimate: Dettmers&apos; pick for Kaggle is an 8 GB card trained in 16-bit (§7.8), which holds about as much as 12 GB at 32-bit (8 x 1.5, §6.3)</source>
        <translation>估算：原文为 Kaggle 推荐的是一张 8 GB 显卡并使用 16 位训练（§7.8），大约相当于 32 位下的 12 GB（8 × 1.5，§6.3）</translation>
    </message>
    <message>
        <location filename="../../core/multigpu.cpp" line="+30"/>
        <source>Seed default for convnets: %1x on %2 devices</source>
        <translation>原文对卷积网络的默认值：%2 台设备 %1x</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed default for recurrent networks: %1x on %2 devices</source>
        <translation>原文对循环网络的默认值：%2 台设备 %1x</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed default for Transformers: %1x on %2 devices</source>
        <translation>原文对 Transformer 的默认值：%2 台设备 %1x</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Seed default extended beyond 4 devices at the 4-device efficiency (%1 per device): %2x on %3 devices</source>
        <translation>原文默认值按 4 台设备时的效率（每台 %1）外推到 4 台以上：%3 台设备 %2x</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>One device: no multi-GPU speed-up</source>
        <translation>单台设备：没有多 GPU 加速</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>From measurements: %1x on %2 devices, keeping the per-device efficiency of the largest measured count (geometric mean, models: %3)</source>
        <translation>来自实测：%2 台设备 %1x，沿用实测最大设备数时的单台效率（几何平均，模型：%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>From measurements: %1x on %2 devices, interpolated between measured device counts (geometric mean, models: %3)</source>
        <translation>来自实测：%2 台设备 %1x，在实测的设备数之间插值（几何平均，模型：%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Measured: %1x on %2 devices (geometric mean, models: %3)</source>
        <translation>实测：%2 台设备 %1x（几何平均，模型：%3）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Separate experiments on %1 devices: no run is faster, but %2 results arrive per day instead of %3</source>
        <translation>在 %1 台设备上运行独立实验：单次运行不会更快，但每天能得到 %2 个结果，而不是 %3 个</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 open-air cards next to each other in one machine overheat: for three or more adjacent cards choose blower-style versions</source>
        <translation>同一台机器中并排安装 %1 张开放式散热显卡会过热：三张或更多相邻安装时请选择鼓风机式散热版本</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cooling depends on the board partner&apos;s design: for %1 adjacent cards prefer blower-style versions, as open-air ones overheat</source>
        <translation>散热取决于板卡厂商的设计：%1 张相邻安装时请优先选择鼓风机式散热版本，开放式散热版本会过热</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The busiest machine draws about %1 W (cards at full power plus the host), more than its %2 W power supply</source>
        <translation>负载最高的机器功耗约 %1 W（显卡满载加上主机），超过了其 %2 W 的电源</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 cards in one machine running separate experiments: %3 times the results per day of the reference device</source>
        <translation>一台机器中的 %1 张显卡运行独立实验：每天的结果数是参考设备的 %3 倍</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cards in %2 machines running separate experiments: %3 times the results per day of the reference device</source>
        <translation>%2 台机器中的 %1 张显卡运行独立实验：每天的结果数是参考设备的 %3 倍</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cards in one machine, data-parallel: %3 times the throughput of the reference device</source>
        <translation>一台机器中的 %1 张显卡，数据并行：吞吐量是参考设备的 %3 倍</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cards in %2 machines, data-parallel within each machine: %3 times the throughput of the reference device</source>
        <translation>%2 台机器中的 %1 张显卡，每台机器内数据并行：吞吐量是参考设备的 %3 倍</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Equally cost-efficient when a host machine costs %1; below that %2 gives more performance per dollar, above it %3</source>
        <translation>主机价格为 %1 时两者性价比相同；低于此价格时 %2 性价比更高，高于此价格时 %3 更高</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 and %2 are equally cost-efficient at any host machine cost</source>
        <translation>无论主机价格多少，%1 和 %2 的性价比都相同</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 gives more performance per dollar than %2 at any host machine cost</source>
        <translation>无论主机价格多少，%1 的性价比都高于 %2</translation>
    </message>
    <message>
        <location filename="../../core/performancemodel.cpp" line="+421"/>
        <source>Spec sheet: %1.</source>
        <translation>规格表：%1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 comes from %2.</source>
        <translation>%1 来自 %2。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Measured: %1 in %2 (%3).</source>
        <translation>实测：%1，测试套件 %2（%3）。</translation>
    </message>
    <message>
        <location line="+364"/>
        <source>This device is not in the catalogue.</source>
        <translation>此设备不在目录中。</translation>
    </message>
    <message>
        <location line="+184"/>
        <source>%1 was measured in suites that share no device with the reference&apos;s: the two sets of measurements are aligned through the spec-sheet model.</source>
        <translation>%1 的测试套件与参考设备的测试套件没有共同设备：两组实测数据通过规格表模型对齐。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 was measured only in suites that cannot be linked to the reference.</source>
        <translation>%1 只在无法与参考设备关联的测试套件中测过。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Too few devices are measured for this workload and precision to calibrate the spec-sheet model.</source>
        <translation>此工作负载和精度下实测的设备太少，无法校准规格表模型。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No device with a known spec sheet shares a benchmark suite with the reference.</source>
        <translation>没有规格已知的设备与参考设备同属一个基准测试套件。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>This is the reference device.</source>
        <translation>这是参考设备。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+15"/>
        <source>Too few other devices are measured to estimate %1 without its own benchmarks.</source>
        <translation>实测的其他设备太少，无法在不使用 %1 自身基准测试的情况下对其进行估算。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Estimated-only view: calibrated without %1&apos;s own benchmarks, relative to its measured figure.</source>
        <translation>仅估算视图：校准时不使用 %1 自身的基准测试，结果相对于其实测值。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No benchmark is available for this workload and precision to calibrate the model.</source>
        <translation>此工作负载和精度下没有可用于校准模型的基准测试。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Compared with %1 by the geometric mean of throughput ratios between devices measured in the same suite and software.</source>
        <translation>与 %1 比较：取在同一测试套件和软件下实测的设备之间吞吐量比值的几何平均。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Estimated with the time-per-step model fitted to %1 measured devices; 80% range %2.</source>
        <translation>使用根据 %1 台实测设备拟合的每步耗时模型估算；80% 区间 %2。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What %1 measured devices of its architecture show beyond their spec sheets carries over to it.</source>
        <translation>同架构 %1 台实测设备超出其规格表的表现也计入此估算。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No device of its architecture is measured: the range is widened by the spread between architectures.</source>
        <translation>其架构没有任何实测设备：区间按架构之间的差异放宽。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its tensor-core rate is unknown: the vector rate stands in, and on measured cards that understates the speed; so the figure is a lower bound.</source>
        <translation>其 Tensor Core 算力未知：以向量算力代替，而在实测显卡上这会低估速度，因此该数值是下限。</translation>
    </message>
    <message>
        <location line="+732"/>
        <source>%1 (weight %2%): %3x, estimated, 80% range %4.</source>
        <translation>%1（权重 %2%）：%3x，估算，80% 区间 %4。</translation>
    </message>
    <message>
        <location line="-725"/>
        <source>The reference %1 has no benchmark for this workload and precision: its figure is estimated from its spec sheet too.</source>
        <translation>参考设备 %1 在此工作负载和精度下没有基准测试：它的数值同样由规格表估算。</translation>
    </message>
    <message>
        <location line="-809"/>
        <source>No %1 device is in the benchmark table: this estimate extrapolates from other vendors&apos; hardware and leaves out how mature the software is (Dettmers 2019, §2.2-§2.4); its interval is widened for a vendor never measured.</source>
        <translation>基准测试表中没有 %1 的设备：此估算由其他厂商的硬件外推而来，未考虑软件的成熟度（Dettmers 2019，§2.2-§2.4），因此按从未实测过的厂商放宽其区间。</translation>
    </message>
    <message>
        <location line="+813"/>
        <source>Estimated-only view: calibrated without %1&apos;s own benchmarks.</source>
        <translation>仅估算视图：校准时不使用 %1 自身的基准测试。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The reference device %1 is not in the catalogue.</source>
        <translation>参考设备 %1 不在目录中。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The speed-up of %1 from fp32 to 16-bit is neither measured nor estimable.</source>
        <translation>%1 从 fp32 到 16 位的加速比既没有实测值，也无法估算。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 trains %2 %3x as fast at %4 as at %5 (measured).</source>
        <translation>%1 以 %4 训练 %2 的速度是 %5 的 %3 倍（实测）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 trains %2 %3x as fast at %4 as at %5 (estimated).</source>
        <translation>%1 以 %4 训练 %2 的速度是 %5 的 %3 倍（估算）。</translation>
    </message>
    <message>
        <location line="+641"/>
        <source>%1 (weight %2%): %3x, measured.</source>
        <translation>%1（权重 %2%）：%3x，实测。</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The device %1 is not in the catalogue.</source>
        <translation>设备 %1 不在目录中。</translation>
    </message>
    <message>
        <location filename="../../core/personas.cpp" line="+42"/>
        <source>Best GPU</source>
        <translation>最佳 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The best value for most people: performance per dollar up to $800 a card, at least 8 GB, 16-bit training on tensor cores (Dettmers 2019, §7.1, §7.8)</source>
        <translation>对大多数人来说最值：每张 $800 以内按性价比挑选，至少 8 GB，用 Tensor Core 进行 16 位训练（Dettmers 2019，§7.1、§7.8）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Performance per dollar up to $650 a card, at least 8 GB, 16-bit training on tensor cores (Dettmers 2019, §7.8)</source>
        <translation>每张 $650 以内按性价比挑选，至少 8 GB，用 Tensor Core 进行 16 位训练（Dettmers 2019，§7.8）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Performance per dollar up to $400 a card, at least 6 GB, 16-bit training, used cards welcome (Dettmers 2019, §7.4, §7.8)</source>
        <translation>每张 $400 以内按性价比挑选，至少 6 GB，16 位训练，接受二手显卡（Dettmers 2019，§7.4、§7.8）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Performance per dollar up to $250 a card with at least 6 GB, used cards welcome (Dettmers 2019, §7.4, §7.8)</source>
        <translation>每张 $250 以内按性价比挑选，至少 6 GB，接受二手显卡（Dettmers 2019，§7.4、§7.8）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Up to $200 a card with at least 4 GB; or prototype on the CPU or in a free notebook and train in the cloud (Dettmers 2019, §7.4, §7.8)</source>
        <translation>每张 $200 以内，至少 4 GB；或者在 CPU 或免费 Notebook 上做原型开发，再到云端训练（Dettmers 2019，§7.4、§7.8）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Performance per dollar up to $800 a card, at least 8 GB, 16-bit training; competitions span images, text and sequences (Dettmers 2019, §7.8)</source>
        <translation>每张 $800 以内按性价比挑选，至少 8 GB，16 位训练；比赛涵盖图像、文本和序列（Dettmers 2019，§7.8）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The fastest card up to $1,300 with at least 11 GB for convnets, four of them for separate experiments: mind their cooling (Dettmers 2019, §1.5, §5.1, §7.8)</source>
        <translation>$1,300 以内、至少 11 GB、运行卷积网络最快的显卡，四张用于独立实验：注意散热（Dettmers 2019，§1.5、§5.1、§7.8）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The fastest card up to $1,300 with at least 11 GB for Transformers and RNNs, trained in 16-bit (Dettmers 2019, §7.8)</source>
        <translation>$1,300 以内、至少 11 GB、运行 Transformer 和循环网络最快的显卡，使用 16 位训练（Dettmers 2019，§7.8）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Performance per dollar up to $650 a card, at least 8 GB, 16-bit training; start with one card and add more later (Dettmers 2019, §7.8)</source>
        <translation>每张 $650 以内按性价比挑选，至少 8 GB，16 位训练；先买一张，以后再添（Dettmers 2019，§7.8）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Just starting</source>
        <translation>刚刚入门</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A first card to learn on: performance per dollar up to $250 with at least 6 GB, used cards welcome (Dettmers 2019, §7.5)</source>
        <translation>用来入门学习的第一张卡：按性价比挑选，每张不超过 $250，至少 6 GB，欢迎二手卡（Dettmers 2019，§7.5）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Learn fast</source>
        <translation>快速学习</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Several cheap cards, one experiment on each, to learn faster: two cards up to $250 each with at least 6 GB in one desktop, used cards welcome (Dettmers 2019, §1.5, §7.5)</source>
        <translation>几张便宜的卡，每张跑一个实验，学得更快：一台台式机装两张卡，每张不超过 $250，至少 6 GB，欢迎二手卡（Dettmers 2019，§1.5、§7.5）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Up to $200 for a card that fits a standard desktop: at most 75 W, so no new power supply and no new computer (Dettmers 2019, §7.8)</source>
        <translation>$200 以内、能装进标准台式机的显卡：功耗不超过 75 W，无需新电源，也无需新电脑（Dettmers 2019，§7.8）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A lot of memory</source>
        <translation>大显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least 24 GB for very large networks, up to $2,500 a card, 16-bit training on tensor cores: be sure you need it (Dettmers 2019, §7.2, §7.8)</source>
        <translation>超大型网络需要至少 24 GB，每张 $2,500 以内，用 Tensor Core 进行 16 位训练：先确认你真的需要（Dettmers 2019，§7.2、§7.8）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Run a 70B model locally</source>
        <translation>在本地运行 70B 模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two cards up to $2,000 each that hold Llama 3.1 70B at 4 bits (q4_k_m, 4,096 tokens of context) between them, ranked by tokens a second per dollar of the machine; used cards welcome</source>
        <translation>两张每张 $2,000 以内的显卡，合起来能装下 4 位的 Llama 3.1 70B（q4_k_m，上下文 4,096 词元），按整机每美元的每秒词元数排序；接受二手显卡</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fine-tune an 8B model with QLoRA</source>
        <translation>用 QLoRA 微调 8B 模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card up to $1,500 that fine-tunes Llama 3.1 8B with QLoRA (4-bit nf4 weights, 4,096-token sequences), ranked by trained tokens a second per dollar; used cards welcome</source>
        <translation>一张 $1,500 以内、能用 QLoRA 微调 Llama 3.1 8B 的显卡（4 位 nf4 权重，序列长度 4,096 词元），按每美元每秒训练的词元数排序；接受二手显卡</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The cards to avoid: those with the least performance per dollar for sale, each with its figure against the best value card; in 2019 the data-centre and workstation cards and the dearest Titans (Dettmers 2019, §7.8)</source>
        <translation>应避免的显卡：在售显卡中性价比最低的那些，各附与性价比最高的显卡对比的数值；在 2019 年是数据中心卡、工作站卡和最贵的 Titan（Dettmers 2019，§7.8）</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Worst GPUs</source>
        <translation>最差的 GPU</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>Cost-efficient but expensive</source>
        <translation>高性价比但价格较贵</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cost-efficient and cheap</source>
        <translation>高性价比且价格便宜</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A little money</source>
        <translation>有点小钱</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No money</source>
        <translation>没钱</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kaggle competitor</source>
        <translation>参加 Kaggle</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Computer-vision researcher</source>
        <translation>计算机视觉研究员</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>NLP researcher</source>
        <translation>NLP 研究员</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Serious about deep learning</source>
        <translation>想认真学习深度学习</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Just trying deep learning</source>
        <translation>只想试试深度学习</translation>
    </message>
    <message>
        <location filename="../../core/pricing.cpp" line="+367"/>
        <source>No price quote fits this price policy on or before %1</source>
        <translation>%1 及之前没有符合此价格策略的报价</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No price quote fits this price policy</source>
        <translation>没有符合此价格策略的报价</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Launch price (%1): launched within %2 months, no shop price yet</source>
        <translation>首发价（%1）：发布不到 %2 个月，尚无商店价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Launch price (%1): still sold new within %2 months, but no shop price in that time</source>
        <translation>首发价（%1）：%2 个月内仍有新卡在售，但这段时间内没有商店价格</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your own quote (%1, %2)</source>
        <translation>你自己的报价（%1，%2）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Mean of the new price (%1) and the median used price (%2), both within %3 months</source>
        <translation>新卡价格（%1）与二手价格中位数（%2）的平均值，两者均在 %3 个月内</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A machine&apos;s price per GPU (%1) as the new price, as the settings allow; no used price within %2 months</source>
        <translation>按设置允许，以整机的每 GPU 价格（%1）作为新卡价格；%2 个月内没有二手价格</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>List price for a new card (%1); no used price within %2 months to average it with</source>
        <translation>新卡的标价（%1）；%2 个月内没有可与之平均的二手价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shop price for a new card (%1); no used price within %2 months to average it with</source>
        <translation>新卡的商店价格（%1）；%2 个月内没有可与之平均的二手价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Median used price (%1) within %2 months; no new price in that time to average it with</source>
        <translation>%2 个月内的二手价格中位数（%1）；这段时间内没有可与之平均的新卡价格</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+29"/>
        <source>No quote within %1 months: the latest older one (%2, %3)</source>
        <translation>%1 个月内没有报价：使用更早报价中最新的一条（%2，%3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cheapest current price within %1 months: %2 (%3), out of %4</source>
        <translation>%1 个月内最便宜的当前价格：%2（%3），共 %4 条</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your own quote for a new card (%1)</source>
        <translation>你自己的新卡报价（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Latest price for a new card (%1, %2)</source>
        <translation>新卡的最新价格（%1，%2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No price for a new card within %1 months: the latest older one (%2, %3)</source>
        <translation>%1 个月内没有新卡价格：使用更早报价中最新的一条（%2，%3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your own quote for a used card (%1)</source>
        <translation>你自己的二手卡报价（%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Median used price (%1) within %2 months</source>
        <translation>%2 个月内的二手价格中位数（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No used price within %1 months: the latest older one (%2)</source>
        <translation>%1 个月内没有二手价格：使用更早报价中最新的一条（%2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Latest quote of any kind (%1, %2)</source>
        <translation>任意类型的最新报价（%1，%2）</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>A quote of %1 (%2) was left out: a price must be greater than zero</source>
        <translation>已忽略一条 %1 的报价（%2）：价格必须大于零</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A quote of %1 (%2) was left out: no exchange rate for %3</source>
        <translation>已忽略一条 %1 的报价（%2）：没有 %3 的汇率</translation>
    </message>
    <message>
        <location filename="../../core/recommender_reasons.cpp" line="+49"/>
        <source>The %1 costs %2 per card, %3 over the budget of %4 per card</source>
        <translation>%1 每张 %2，超出每张 %4 的预算 %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The %1 has %2 GB of memory, about %3 GB in 32-bit terms when training at %4; %5 needs %6 GB</source>
        <translation>%1 有 %2 GB 显存，以 %4 训练时约相当于 32 位下的 %3 GB；%5 需要 %6 GB</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The memory size of the %1 is not known</source>
        <translation>%1 的显存容量未知</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 has %2 GB of memory, %3 GB short of the %4 GB asked for</source>
        <translation>%1 有 %2 GB 显存，比要求的 %4 GB 少 %3 GB</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 has no tensor cores</source>
        <translation>%1 没有 Tensor Core</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board power of the %1 is not known, so it may exceed the limit of %2 W</source>
        <translation>%1 的板卡功耗未知，可能超过 %2 W 的上限</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 draws %2 W, above the limit of %3 W per card</source>
        <translation>%1 功耗 %2 W，超过每张 %3 W 的上限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 is a consumer card: NVIDIA&apos;s licence does not allow it in a data centre</source>
        <translation>%1 是消费级显卡：NVIDIA 的许可不允许在数据中心使用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 is made by %2, which is not among the vendors you allowed (%3)</source>
        <translation>%1 由 %2 生产，不在你允许的厂商之列（%3）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The budget of %1 per card ruled out the faster %2 (%3 per card, %4 times as fast as this pick)</source>
        <translation>每张 %1 的预算排除了更快的 %2（每张 %3，速度是此推荐的 %4 倍）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The budget of %1 per card ruled out the %2 (%3 per card), which would have ranked higher</source>
        <translation>每张 %1 的预算排除了原本排名更高的 %2（每张 %3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The memory %1 needs ruled out the %2 (%3 GB), which would have ranked higher</source>
        <translation>%1 所需的显存排除了原本排名更高的 %2（%3 GB）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The minimum of %1 GB of memory ruled out the %2 (%3 GB), which would have ranked higher</source>
        <translation>至少 %1 GB 显存的要求排除了原本排名更高的 %2（%3 GB）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Requiring tensor cores ruled out the %1, which would have ranked higher</source>
        <translation>要求 Tensor Core 排除了原本排名更高的 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board-power limit of %1 W ruled out the %2 (%3 W), which would have ranked higher</source>
        <translation>%1 W 的板卡功耗上限排除了原本排名更高的 %2（%3 W）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Data-centre use ruled out the %1, a consumer card that would have ranked higher</source>
        <translation>数据中心用途排除了原本排名更高的消费级显卡 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Leaving out %1 ruled out the %2, which would have ranked higher; allow %1 if you are experienced with its software</source>
        <translation>不考虑 %1 排除了原本排名更高的 %2；如果你熟悉其软件，可以允许 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chosen host ruled out the %1, which would have ranked higher: %2</source>
        <translation>所选主机排除了 %1，否则它的排名会更高：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Software support ruled out the %1, which would have ranked higher: %2; allow legacy cards to include it</source>
        <translation>软件支持排除了 %1，否则它的排名会更高：%2；允许旧款显卡即可将其纳入</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tensor cores with 16-bit training: what matters most for convnets and Transformers</source>
        <translation>Tensor Core 配合 16 位训练：这对卷积网络和 Transformer 最为重要</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draws %1 W, within the limit of %2 W per card</source>
        <translation>功耗 %1 W，在每张 %2 W 的上限之内</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>May be used in a data centre: not a consumer card of NVIDIA&apos;s</source>
        <translation>可在数据中心使用：不是 NVIDIA 的消费级显卡</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Number %1 of the %2 cards that hold the model: %3 tokens a second per $1,000 of the system (the first pick: %4)</source>
        <translation>在能装下该模型的 %2 张显卡中排第 %1：系统价格每 $1,000 每秒 %3 词元（首选为 %4）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Number %1 of the %2 cards that hold the model: %3 tokens a second (the first pick: %4)</source>
        <translation>在能装下该模型的 %2 张显卡中排第 %1：每秒 %3 词元（首选为 %4）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The only card that meets your needs: %1 per $1,000</source>
        <translation>唯一满足你需求的显卡：每 $1,000 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The only card that meets your needs: %1 times the %2</source>
        <translation>唯一满足你需求的显卡：性能是 %2 的 %1 倍</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The best performance per dollar of the %1 cards that meet your needs: %2 per $1,000</source>
        <translation>在满足你需求的 %1 张显卡中性价比最高：每 $1,000 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Number %1 of the %2 cards that meet your needs by performance per dollar: %3 per $1,000, against %4 for the first pick</source>
        <translation>在满足你需求的 %2 张显卡中性价比排第 %1：每 $1,000 %3，首选为 %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The fastest of the %1 cards that meet your needs: %2 times the %3</source>
        <translation>在满足你需求的 %1 张显卡中最快：性能是 %3 的 %2 倍</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number %1 of the %2 cards that meet your needs by performance: %3 times the %4, against %5 for the first pick</source>
        <translation>在满足你需求的 %2 张显卡中性能排第 %1：是 %4 的 %3 倍，首选为 %5 倍</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>With %1 card(s): %2 for %3 takes %4 GiB of each card&apos;s %5 GiB; about %6 tokens a second (estimated from the specification sheet, ±%7%)</source>
        <translation>使用 %1 张显卡：%2（%3）占用每张显卡 %5 GiB 中的 %4 GiB；约每秒 %6 词元（根据规格表估算，±%7%）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The reference device: every performance figure is relative to it (%1 at %2)</source>
        <translation>参考设备：所有性能数值都相对于它（%1，%2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>One card runs %1 times as fast as the %2 for %3 at %4 (measured)</source>
        <translation>单张显卡在 %4 下运行 %3 的速度是 %2 的 %1 倍（实测）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One card runs %1 times as fast as the %2 for %3 at %4 (estimated from the specification sheet, ±%5%)</source>
        <translation>单张显卡在 %4 下运行 %3 的速度是 %2 的 %1 倍（根据规格表估算，±%5%）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Costs %1 per card, within the budget of %2 per card</source>
        <translation>每张 %1，在每张 %2 的预算之内</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Costs %1 per card</source>
        <translation>每张 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 GB of memory, at least the %2 GB asked for</source>
        <translation>%1 GB 显存，不少于要求的 %2 GB</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Enough memory for %1</source>
        <translation>显存足够运行 %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>When you add cards later: two of these side by side work, but from three on choose blower-style versions, as open-air ones overheat</source>
        <translation>以后添加显卡时：两张并排没有问题，但从三张起请选择鼓风机式散热版本，开放式散热版本会过热</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Transformers gain little from data parallelism: %1x on %2 cards; always compare against one card</source>
        <translation>Transformer 从数据并行中获益很少：%2 张显卡 %1x；务必与单张显卡比较</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Priced at its launch price: no street price is known, and what you pay may differ</source>
        <translation>按首发价计价：没有已知的市场价，实际支付的价格可能不同</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The budget is per card: each of the %1 cards may cost up to %2</source>
        <translation>预算按单张计：%1 张显卡每张最多 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The budget is per card: one card may cost up to %1</source>
        <translation>预算按单张计：一张显卡最多 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is %2 at the catalogue&apos;s rate of %3 %4 per US dollar</source>
        <translation>按目录中的汇率（1 美元 = %3 %4），%1 折合 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As of %1: only devices released and prices seen by then count</source>
        <translation>截至 %1：只计入此前发布的设备和看到的价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In 2019 the GTX 10 series cards were over-priced (gamers disliked the RTX cards, so the older cards held their prices): per-dollar figures of that time favour the RTX cards</source>
        <translation>2019 年 GTX 10 系列显卡定价偏高（玩家不喜欢 RTX 显卡，旧卡因此保值）：当时的性价比数据对 RTX 显卡更有利</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Performance per dollar favours small cards; the memory minimum keeps out those too small for your models</source>
        <translation>性价比偏向小显卡；显存下限会排除对你的模型来说太小的显卡</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Performance per dollar favours small cards that may lack memory for your models: set a memory minimum</source>
        <translation>性价比偏向小显卡，它们的显存可能不够运行你的模型：请设置显存下限</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The host machine costs money too: %1 per machine of up to %2 cards is counted in the cost of %3 cards</source>
        <translation>主机也要花钱：每台最多装 %2 张显卡的主机按 %1 计入 %3 张显卡的成本</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Separate experiments, one per card: no run gets faster, but more results arrive per day, and PCIe lanes do not matter</source>
        <translation>每张显卡运行一个独立实验：单次运行不会更快，但每天能得到更多结果，而且 PCIe 通道数无关紧要</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start with one card and add more of the same after 6 to 9 months; after about two years sell them and buy what fits your field</source>
        <translation>先买一张，6 到 9 个月后再添几张同型号的；大约两年后卖掉，换成适合你所在领域的显卡</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With no money to spare: prototype on the CPU or in a free notebook such as Google Colab, then train by the hour on cloud GPUs or TPUs</source>
        <translation>没有余钱时：在 CPU 或 Google Colab 等免费 Notebook 上做原型开发，然后在云 GPU 或 TPU 上按小时付费训练</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The %1 has a price but no performance figure (missing specifications) and was left out</source>
        <translation>%1 有价格但没有性能数值（缺少规格），已被忽略</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 priced cards have no performance figure (missing specifications) and were left out: %2</source>
        <translation>%1 张有价格的显卡没有性能数值（缺少规格），已被忽略：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 priced cards cannot hold %2 for %3 on %4 device(s), or cannot run the task, and were left out: %5</source>
        <translation>%1 张有报价的显卡用 %4 个设备装不下 %2（%3）或无法运行该任务，已排除：%5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One card without a price was left out; add a quote to include it</source>
        <translation>已忽略一张没有价格的显卡；添加报价即可将其纳入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cards without a price were left out; add a quote to include them</source>
        <translation>已忽略 %1 张没有价格的显卡；添加报价即可将其纳入</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a price of at most %1 per card</source>
        <translation>每张价格不超过 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least %1 GB of memory</source>
        <translation>至少 %1 GB 显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor cores</source>
        <translation>Tensor Core</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a board power of at most %1 W</source>
        <translation>板卡功耗不超过 %1 W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a licence for data-centre use</source>
        <translation>数据中心使用许可</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>made by %1</source>
        <translation>由 %1 生产</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits the %1 host</source>
        <translation>适合 %1 主机</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>supported by current software</source>
        <translation>受当前软件支持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fair value for what it gives</source>
        <translation>物有所值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>enough memory for %1</source>
        <translation>显存足够运行 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No card that meets your other needs costs %1 or less per card</source>
        <translation>满足你其他需求的显卡中，没有每张 %1 或更便宜的</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card that meets your other needs has %1</source>
        <translation>满足你其他需求的显卡都不具备：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card that meets your other needs has tensor cores</source>
        <translation>满足你其他需求的显卡都没有 Tensor Core</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card that meets your other needs draws %1 W or less</source>
        <translation>满足你其他需求的显卡中，没有功耗在 %1 W 及以下的</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card that meets your other needs is licensed for data-centre use</source>
        <translation>满足你其他需求的显卡都没有数据中心使用许可</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card from %1 meets your other needs</source>
        <translation>%1 没有满足你其他需求的显卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card that meets your other needs fits the %1 host: choose a workstation or server host</source>
        <translation>没有满足你其他需求的显卡能装进 %1 主机：请选择工作站或服务器主机</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card that meets your other needs is supported by current software: allow legacy cards to see them</source>
        <translation>没有满足你其他需求的显卡受当前软件支持：允许旧款显卡即可看到它们</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No card with enough memory for %1 costs %2 or less per card</source>
        <translation>显存足够运行 %1 的显卡中，没有每张 %2 或更便宜的</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No card with %1 GB of memory or more costs %2 or less per card</source>
        <translation>显存不少于 %1 GB 的显卡中，没有每张 %2 或更便宜的</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card with tensor cores costs %1 or less per card</source>
        <translation>带 Tensor Core 的显卡中，没有每张 %1 或更便宜的</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card drawing %1 W or less costs %2 or less per card</source>
        <translation>功耗在 %1 W 及以下的显卡中，没有每张 %2 或更便宜的</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card licensed for data-centre use costs %1 or less per card</source>
        <translation>有数据中心使用许可的显卡中，没有每张 %1 或更便宜的</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card from %1 costs %2 or less per card</source>
        <translation>%1 的显卡中，没有每张 %2 或更便宜的</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No card meets these needs at once: %1</source>
        <translation>没有显卡能同时满足这些需求：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card for sale in the catalogue has both a price and a performance figure</source>
        <translation>目录中在售的显卡都没有同时具备价格和性能数值</translation>
    </message>
    <message>
        <location line="+59"/>
        <location filename="../../core/recommender_scoring.cpp" line="+183"/>
        <source>%1 does not fit the chosen host</source>
        <translation>%1 装不进所选主机</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/upgrade.cpp" line="+288"/>
        <source>The %1 is left out of new purchases: %2; allow legacy cards to include it</source>
        <translation>%1 不列入新购选项：%2；允许旧款显卡即可将其纳入</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 is over-priced for what it gives</source>
        <translation>%1 的价格高于它所提供的价值</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Host machine price: %1 each, your figure from Preferences</source>
        <translation>主机价格：每台 %1，来自首选项中你填写的数值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host machine price: %1 each, seen on %2 (%3; %4); enter your own in Preferences</source>
        <translation>主机价格：每台 %1，见于 %2（%3；%4）；可在首选项中填写你自己的数值</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>One machine with 4x RTX 2080 Ti is more cost-efficient than two machines with 4x RTX 2060: the claim holds with the host at %1 (%2 against %3 per $1,000), as it does for any host price above %4</source>
        <translation>一台装 4 张 RTX 2080 Ti 的机器比两台各装 4 张 RTX 2060 的机器更划算：主机价格为 %1 时成立（每 $1,000 为 %2 对 %3），主机价格高于 %4 时都成立</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One machine with 4x RTX 2080 Ti is more cost-efficient than two machines with 4x RTX 2060: the claim holds with the host at %1 (%2 against %3 per $1,000), whatever the host costs</source>
        <translation>一台装 4 张 RTX 2080 Ti 的机器比两台各装 4 张 RTX 2060 的机器更划算：主机价格为 %1 时成立（每 $1,000 为 %2 对 %3），无论主机价格多少都成立</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One machine with 4x RTX 2080 Ti is more cost-efficient than two machines with 4x RTX 2060: the claim does not hold with the host at %1 (%2 against %3 per $1,000); it holds only for host prices above %4</source>
        <translation>一台装 4 张 RTX 2080 Ti 的机器比两台各装 4 张 RTX 2060 的机器更划算：主机价格为 %1 时不成立（每 $1,000 为 %2 对 %3）；只有主机价格高于 %4 时才成立</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One machine with 4x RTX 2080 Ti is more cost-efficient than two machines with 4x RTX 2060: the claim does not hold at any host price (%2 against %3 per $1,000 with the host at %1)</source>
        <translation>一台装 4 张 RTX 2080 Ti 的机器比两台各装 4 张 RTX 2060 的机器更划算：无论主机价格多少都不成立（主机价格为 %1 时每 $1,000 为 %2 对 %3）</translation>
    </message>
    <message>
        <location filename="../../core/recommender_overpriced.cpp" line="+63"/>
        <source>The %1 is over-priced for what it gives: the %2 is at least as fast for about the same price or less and has nearly as much memory</source>
        <translation>%1 的定价相对其性能过高：%2 至少一样快，价格相近或更低，显存也几乎一样多</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The %1 is over-priced for what it gives: the %2 is %3% as fast for %4% of its price; the %1&apos;s %5 GB of memory against %6 GB counts only if you need it: ask for more than %6 GB to include it</source>
        <translation>%1 的价格高于它所提供的价值：%2 的速度达到它的 %3%，价格只有它的 %4%；%1 的 %5 GB 显存（对 %6 GB）只有在你确实需要时才有意义：要求超过 %6 GB 即可将它纳入</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 is over-priced for what it gives: the %2 is %3% as fast for %4% of its price</source>
        <translation>%1 的价格高于它所提供的价值：%2 的速度达到它的 %3%，价格只有它的 %4%</translation>
    </message>
    <message>
        <location filename="../../core/recommender_reasons.cpp" line="-188"/>
        <source>Host: a %1 with a %2 W power supply, %3 W for the rest of the machine, %4 card slots %5 slot widths apart and a %6% margin for power spikes; choose another host or edit it in Preferences</source>
        <translation>主机：%1，电源 %2 W，机器其余部分 %3 W，%4 个显卡槽位，间距 %5 个槽宽，功耗尖峰余量 %6%；请选择其他主机或在首选项中编辑</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Host: a %1 with a module baseboard whose supplies are sized for its modules; choose another host or edit it in Preferences</source>
        <translation>主机：%1，带模组底板，其供电按模组配置；请选择其他主机或在首选项中编辑</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Passive cards (no fan of their own) are left out: they need a server chassis; choose a server host to include them</source>
        <translation>已排除被动散热显卡（自身没有风扇）：它们需要服务器机箱；选择服务器主机即可将其纳入</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../core/upgrade.cpp" line="+77"/>
        <source>Legacy cards allowed: cards whose software support has ended or is ending are offered too</source>
        <translation>已允许旧款显卡：软件支持已结束或即将结束的显卡也会提供</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards whose software support had ended or was ending on %1 are left out of new purchases; allow legacy cards to include them</source>
        <translation>在 %1 时软件支持已结束或即将结束的显卡不列入新购选项；允许旧款显卡即可将其纳入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards whose software support has ended or is ending are left out of new purchases; allow legacy cards to include them</source>
        <translation>软件支持已结束或即将结束的显卡不列入新购选项；允许旧款显卡即可将其纳入</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Prices: the mean of the new and used street prices where both are known, within the freshness window; choose new cards only to leave used prices out</source>
        <translation>价格：在价格时效窗口内，新卡和二手市场价都已知时取两者的平均值；选择“仅限新卡”可排除二手价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Prices: new cards only; say used cards are welcome to count used prices</source>
        <translation>价格：仅限新卡；选择接受二手显卡即可计入二手价格</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Software maturity: spec-sheet estimates of AMD cards are multiplied by %1 for convnets and Transformers and %2 for RNNs (published MI300X measurements against NVIDIA&apos;s; Intel and others alike); switch it off in Preferences</source>
        <translation>软件成熟度：AMD 显卡的规格表估算值在卷积网络和 Transformer 上乘以 %1，在循环网络上乘以 %2（依据公开的 MI300X 与 NVIDIA 对比实测；Intel 等厂商同样处理）；可在首选项中关闭</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Software maturity is switched off: non-NVIDIA estimates are taken from their specification sheets as they are</source>
        <translation>软件成熟度已关闭：非 NVIDIA 设备的估算值直接取自其规格表</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Among the worst value for money: %1 per $1,000 at %2 per card, against %3 for the best value card for sale</source>
        <translation>性价比最差之一：每 $1,000 %1（每张 %2），而在售性价比最高的显卡为 %3</translation>
    </message>
    <message>
        <location filename="../../core/recommender_cloud.cpp" line="+94"/>
        <source>Rent the %1 (%2 %3) at spot prices: %4 per GPU-hour, the most performance per dollar-hour among cloud GPUs that meet your needs (%5, relative to the %6)</source>
        <translation>以竞价租用 %1（%2 %3）：每 GPU 小时 %4，在满足你需求的云 GPU 中每美元小时的性能最高（%5，相对于 %6）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rent the %1 (%2 %3) on demand: %4 per GPU-hour, the most performance per dollar-hour among cloud GPUs that meet your needs (%5, relative to the %6)</source>
        <translation>按需租用 %1（%2 %3）：每 GPU 小时 %4，在满足你需求的云 GPU 中每美元小时的性能最高（%5，相对于 %6）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 hours a month cost %2</source>
        <translation>每月 %1 小时，费用 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hours a month on %2 GPUs cost %3</source>
        <translation>每月在 %2 个 GPU 上使用 %1 小时，费用 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cloud prices are the catalogue&apos;s current ones, not those of %1</source>
        <translation>云端价格为目录中的当前价格，而不是 %1 时的价格</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No break-even with the %1: its board power is not known</source>
        <translation>无法计算与 %1 的盈亏平衡：其板卡功耗未知</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Buying the %1 instead pays off after about %2 months at %3 hours a month</source>
        <translation>如果改为购买 %1，按每月 %3 小时计，约 %2 个月后回本</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>For convnets and large Transformers consider cloud TPUs: about as fast as a Tensor-Core V100 on ResNet-50 and more cost-effective, about 56% faster than GPUs on large Transformers; full features mostly with TensorFlow, and LSTMs have had trouble converging. Prototype on your own GPU, then train the final model on TPUs</source>
        <translation>对于卷积网络和大型 Transformer，可以考虑云 TPU：在 ResNet-50 上与带 Tensor Core 的 V100 速度相当，且更具性价比；在大型 Transformer 上比 GPU 快约 56%；完整功能基本只能通过 TensorFlow 使用，LSTM 曾出现难以收敛的问题。先在自己的 GPU 上做原型开发，再在 TPU 上训练最终模型</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>For convnets and large Transformers consider cloud TPUs: about as fast as a Tensor-Core V100 on ResNet-50 and more cost-effective, about 56% faster than GPUs on large Transformers; full features mostly with TensorFlow, and LSTMs have had trouble converging. Prototype on your own GPU, then train the final model on TPUs (e.g. %1 %2 at %3 an hour per chip)</source>
        <translation>对于卷积网络和大型 Transformer，可以考虑云 TPU：在 ResNet-50 上与带 Tensor Core 的 V100 速度相当，且更具性价比；在大型 Transformer 上比 GPU 快约 56%；完整功能基本只能通过 TensorFlow 使用，LSTM 曾出现难以收敛的问题。先在自己的 GPU 上做原型开发，再在 TPU 上训练最终模型（例如 %1 %2，每芯片每小时 %3）</translation>
    </message>
    <message>
        <location filename="../../core/recommender.cpp" line="+57"/>
        <source>The budget must not be negative, got %1</source>
        <translation>预算不能为负数，当前为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No exchange rate for the currency &apos;%1&apos; in the catalogue</source>
        <translation>目录中没有货币 &apos;%1&apos; 的汇率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The workload mix needs at least one workload with a positive weight</source>
        <translation>工作负载组合中至少要有一个权重为正的工作负载</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The minimum memory must not be negative, got %1</source>
        <translation>显存下限不能为负数，当前为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No model preset &apos;%1&apos;</source>
        <translation>没有模型预设 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At least one GPU is needed, got %1</source>
        <translation>至少需要一个 GPU，当前为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The board-power limit must be above 0 W, got %1</source>
        <translation>板卡功耗上限必须大于 0 W，当前为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cloud hours a month must be between 0 and %1, got %2</source>
        <translation>每月云端小时数必须在 0 到 %1 之间，当前为 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>At least one vendor must be allowed</source>
        <translation>至少要允许一个厂商</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No device of the vendor &apos;%1&apos; in the catalogue</source>
        <translation>目录中没有厂商 &apos;%1&apos; 的设备</translation>
    </message>
    <message>
        <location filename="../../core/specmodel.cpp" line="+110"/>
        <source>No matrix-unit (MXU) rate is known for this TPU.</source>
        <translation>此 TPU 的矩阵单元（MXU）算力未知。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TPUs multiply in bf16 at both precisions: the MXU rate of %1 TFLOPS is used.</source>
        <translation>TPU 在两种精度下都以 bf16 做乘法：使用 MXU 算力 %1 TFLOPS。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>16-bit arithmetic runs at 1/%1 of the FP32 rate on this chip: 16-bit training falls back to the FP32 rate.</source>
        <translation>此芯片的 16 位运算速度只有 FP32 的 1/%1：16 位训练按 FP32 算力计算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The 16-bit rate is unknown: the FP32 rate is used.</source>
        <translation>16 位算力未知：使用 FP32 算力。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No 16-bit or FP32 compute rate is known for this device.</source>
        <translation>此设备的 16 位和 FP32 算力均未知。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tensor-core rate is unknown: the vector rate stands in for it.</source>
        <translation>Tensor Core 算力未知：以向量算力代替。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The TF32 tensor-core rate is unknown: the FP32 vector rate stands in for it.</source>
        <translation>TF32 Tensor Core 算力未知：以 FP32 向量算力代替。</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>FP32 layers run on TF32 tensor cores (PyTorch&apos;s default on NVIDIA Ampere and later): %1 TFLOPS, half the 16-bit tensor rate.</source>
        <translation>FP32 层在 TF32 Tensor Core 上运行（NVIDIA Ampere 及更新架构上 PyTorch 的默认设置）：%1 TFLOPS，为 16 位 Tensor 算力的一半。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No FP32 compute rate is known for this device.</source>
        <translation>此设备的 FP32 算力未知。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The memory bandwidth of this device is unknown.</source>
        <translation>此设备的显存带宽未知。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The FP32 vector rate is unknown: the estimate leaves out the non-matrix work term.</source>
        <translation>FP32 向量算力未知：估算未计入非矩阵运算项。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The memory size is unknown: the estimate leaves out the batch-size term.</source>
        <translation>显存容量未知：估算未计入批大小项。</translation>
    </message>
    <message>
        <location filename="../../core/systemplan.cpp" line="+12"/>
        <source>The host machines are already owned: no host cost</source>
        <translation>主机已经拥有：不计主机成本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host machine: %1 each, your figure</source>
        <translation>主机：每台 %1，你提供的数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host machine: %1 each, from your settings</source>
        <translation>主机：每台 %1，来自你的设置</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host machine: %1 each, as seen on %2 (%3; %4); the host costs money too, so enter your own</source>
        <translation>主机：每台 %1，%2 所见价格（%3；%4）；主机也要花钱，请填入你自己的数值</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>A system needs at least one card and one machine, and no more machines than cards (got %1 cards in %2 machines)</source>
        <translation>一套系统至少需要一张显卡和一台机器，且机器数不能多于显卡数（当前为 %2 台机器、%1 张显卡）</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No price is known for the %1: add a quote first</source>
        <translation>%1 没有已知价格：请先添加报价</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Power supply: %1 W per machine, the one recommended for a single %2; enter the machines&apos; own</source>
        <translation>电源：每台机器 %1 W，这是单张 %2 的推荐电源；请填入机器的实际电源</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The machines&apos; power supply is not known, so it was not checked</source>
        <translation>机器的电源未知，因此未作检查</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>With host machines at %1 each, %2 gives more performance per dollar (%3 per $1,000) than %4 (%5 per $1,000)</source>
        <translation>主机每台 %1 时，%2 的性价比（每 $1,000 %3）高于 %4（每 $1,000 %5）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the host costs given, %1 gives more performance per dollar (%2 per $1,000) than %3 (%4 per $1,000)</source>
        <translation>按给定的主机成本，%1 的性价比（每 $1,000 %2）高于 %3（每 $1,000 %4）</translation>
    </message>
    <message>
        <location filename="../../core/tco.cpp" line="+128"/>
        <source>Rent hours scaled by %1 so that both do the same work (own hardware %2, instance %3 times the reference device)</source>
        <translation>租用小时数乘以 %1，使两者完成相同的工作量（自有硬件是参考设备的 %2 倍，实例是 %3 倍）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rent counted hour for hour: the performance of the own hardware or of the instance is not known</source>
        <translation>租用按小时对小时计算：自有硬件或实例的性能未知</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Renting stays cheaper: a day of renting (%1) costs no more than a day of electricity for the own hardware (%2)</source>
        <translation>租用始终更便宜：租用一天（%1）的费用不超过自有硬件一天的电费（%2）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Renting stays cheaper: the card loses value faster than the %1 a day saved on rent over electricity repays it</source>
        <translation>租用仍然更便宜：显卡贬值太快，每天省下的 %1（租金扣除电费）弥补不了</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Buying is cheaper after %1 days of use: the purchase (%2 after resale) is repaid by the %3 a day saved on rent over electricity</source>
        <translation>使用 %1 天后购买更便宜：购买费用（扣除转售后为 %2）由每天节省的租金（扣除电费后为 %3）抵回</translation>
    </message>
    <message>
        <location filename="../../core/upgrade.cpp" line="-244"/>
        <source>The %1 is counted to sell for %2, its used price within %3 months</source>
        <translation>%1 按 %2 的售价计算，即其 %3 个月内的二手价格</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The %1 is counted to sell for %2: %3% of its %4 launch price at %5 years old, on the depreciation curve of the catalogue&apos;s used prices (no used quote within %6 months; enter your own figure)</source>
        <translation>%1 按 %2 的售价计算：其首发价 %4 的 %3%（使用 %5 年），依据目录中二手价格的折旧曲线（%6 个月内没有二手报价；请填入你自己的数值）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No used price or launch price is known for the %1, so its resale value is counted as $0; enter what it would sell for</source>
        <translation>%1 没有已知的二手价格或首发价，因此其转售价值按 $0 计算；请填入它能卖出的价格</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The %1 is counted to sell for %2, your figure</source>
        <translation>%1 按 %2 的售价计算，你提供的数值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot advise: the workload mix is empty</source>
        <translation>无法给出建议：工作负载组合为空</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot advise: the model has no performance figure for the %1 for %2 at %3</source>
        <translation>无法给出建议：模型没有 %1 在 %3 下运行 %2 的性能数值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Estimating a card needs its memory bandwidth and its compute rates; fill them in on its sheet</source>
        <translation>估算一张显卡需要它的显存带宽和算力；请在其规格表中填写</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The %1 is made by %2, not among the vendors allowed (%3): allow %2 if you are experienced with its software</source>
        <translation>%1 由 %2 生产，不在允许的厂商之列（%3）：如果你熟悉其软件，可以允许 %2</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Host: a %1 with a %2 W power supply and %3 card slots; choose another host or edit it in Preferences</source>
        <translation>主机：%1，电源 %2 W，%3 个显卡槽位；请选择其他主机或在首选项中编辑</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Host: a %1 with a module baseboard; choose another host or edit it in Preferences</source>
        <translation>主机：%1，带模组底板；请选择其他主机或在首选项中编辑</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cards whose software support has ended or is ending are left out; allow legacy cards to include them</source>
        <translation>已排除软件支持已结束或即将结束的显卡；允许旧款显卡即可将其纳入</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Vendors offered: %1; allow others if you are experienced with their software</source>
        <translation>提供的厂商：%1；如果你熟悉其他厂商的软件，可以允许它们</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The budget of %1 is the most you pay for the new card (its price), not the net cost after selling the %2</source>
        <translation>预算 %1 是你为新卡支付的最高价格（新卡的价格），而不是卖掉 %2 后的净成本</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each card at 16-bit is set against the %1 at its faster precision for each workload (%2)</source>
        <translation>每张显卡以 16 位与 %1 在各工作负载下较快的精度进行比较（%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Faster cards without a price were left out (%1); add a quote to compare them</source>
        <translation>已忽略没有价格的更快显卡（%1）；添加报价即可比较</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards the model cannot estimate for this workload were left out (%1)</source>
        <translation>已忽略模型无法在此工作负载下估算的显卡（%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Wait: no priced card available is faster than the %1 for %2 at %3</source>
        <translation>再等等：在 %3 下运行 %2，目前没有比 %1 更快的有价格的显卡</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wait: no faster card costs %1 or less; the cheapest faster one, the %2, costs %3 for %4</source>
        <translation>再等等：没有 %1 或更便宜的更快显卡；更快的显卡中最便宜的是 %2，价格 %3，速度 %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Wait: the best upgrade within budget is %1 (%2) for %3 net, below the %4 threshold</source>
        <translation>再等等：预算内最好的升级是 %2（%1），净成本 %3，低于 %4 的阈值</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Upgrade: the %1 is %2 as fast as the %3 for %4 net (%5 minus %6 resale), at least the %7 threshold</source>
        <translation>升级：%1 的速度是 %3 的 %2，净成本 %4（%5 减去转售所得 %6），达到 %7 的阈值</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 has less memory than the %2 (%3 GB against %4 GB): check that your models fit</source>
        <translation>%1 的显存比 %2 少（%3 GB 对 %4 GB）：请确认你的模型能装下</translation>
    </message>
    <message>
        <location filename="../../core/validation.cpp" line="+47"/>
        <source>it is not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>%1 is outside the allowed range %2 to %3</source>
        <translation>%1 超出允许范围 %2 到 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the price is not a number</source>
        <translation>价格不是数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the price must be a finite number</source>
        <translation>价格必须是有限数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the price must be greater than zero</source>
        <translation>价格必须大于零</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no exchange rate for %1</source>
        <translation>没有 %1 的汇率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the price is implausibly large (more than %1 for one device)</source>
        <translation>价格大得不合理（单台设备超过 %1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the price is implausibly small (less than %1 for one device)</source>
        <translation>价格小得不合理（单个设备低于 %1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the weight %1 is not a number from 0 to %2</source>
        <translation>权重 %1 不是 0 到 %2 之间的数</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>at least one workload needs a weight above 0</source>
        <translation>至少一种工作负载的权重需要大于 0</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not cnn, rnn, transformer, mix, or a list such as cnn=2,rnn=1</source>
        <translation>&apos;%1&apos; 不是 cnn、rnn、transformer、mix，也不是 cnn=2,rnn=1 这样的列表</translation>
    </message>
    <message>
        <location line="+86"/>
        <location line="+4"/>
        <location line="+5"/>
        <source>it is not valid UTF-8 text</source>
        <translation>不是有效的 UTF-8 文本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it holds a control character</source>
        <translation>包含控制字符</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the id is empty</source>
        <translation>ID 为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id is longer than 64 characters</source>
        <translation>ID 超过 64 个字符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the id may hold only lower-case letters, digits and dashes</source>
        <translation>ID 只能包含小写字母、数字和连字符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id may not start with a dash or hold two in a row</source>
        <translation>ID 不能以连字符开头，也不能包含连续两个连字符</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the id may not end with a dash</source>
        <translation>ID 不能以连字符结尾</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the currency code &apos;%1&apos; is not three capital letters</source>
        <translation>货币代码 &apos;%1&apos; 不是三个大写字母</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the date is missing or not between 1900 and 2999</source>
        <translation>日期缺失，或不在 1900 到 2999 年之间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the date is not a real day</source>
        <translation>日期不是真实存在的日子</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the date &apos;%1&apos; is not a real day</source>
        <translation>日期 &apos;%1&apos; 不是真实存在的日子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the date &apos;%1&apos; is not YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>日期 &apos;%1&apos; 不是 YYYY、YYYY-MM 或 YYYY-MM-DD 格式</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>the price must be a finite number greater than zero</source>
        <translation>价格必须是大于零的有限数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a price quote is bundled or the user&apos;s, never modified</source>
        <translation>价格报价的来源只能是内置或用户，不能是“已修改”</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>USD is the base currency: its rate is always 1</source>
        <translation>USD 是基准货币：其汇率始终为 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the rate %1 is not a number from %2 to %3 units per US dollar</source>
        <translation>汇率 %1 不是每美元 %2 到 %3 单位之间的数</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>an hourly price must be above 0 and at most 100000</source>
        <translation>每小时价格必须大于 0 且不超过 100000</translation>
    </message>
    <message>
        <location filename="../../core/llmmodel.cpp" line="+99"/>
        <source>32-bit floats</source>
        <translation>32 位浮点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>16-bit floats (fp16 or bf16)</source>
        <translation>16 位浮点数（fp16 或 bf16）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>8-bit floats with one scale per tensor; embeddings in 16-bit</source>
        <translation>8 位浮点数，每个张量一个缩放因子；嵌入层为 16 位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>8-bit integers with per-channel scales; embeddings in 16-bit</source>
        <translation>8 位整数，按通道缩放；嵌入层为 16 位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llama.cpp q8_0: blocks of 32 8-bit weights and a 16-bit scale, (32 x 8 + 16) / 32 = 8.5 bits</source>
        <translation>llama.cpp q8_0：每块 32 个 8 位权重加一个 16 位缩放因子，(32 x 8 + 16) / 32 = 8.5 位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp q6_K: 210 bytes per super-block of 256 weights = 6.5625 bits</source>
        <translation>llama.cpp q6_K：每个含 256 个权重的超级块 210 字节 = 6.5625 位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp Q5_K_M: a mix of q5_K (5.5 bits) and q6_K tensors; 5.66 bits a weight over a whole Llama 3 70B file</source>
        <translation>llama.cpp Q5_K_M：q5_K（5.5 位）与 q6_K 张量的混合；在整个 Llama 3 70B 文件上平均每个权重 5.66 位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp Q4_K_M: a mix of q4_K (4.5 bits) and q6_K tensors; 4.82 bits a weight over a whole Llama 3 70B file</source>
        <translation>llama.cpp Q4_K_M：q4_K（4.5 位）与 q6_K 张量的混合；在整个 Llama 3 70B 文件上平均每个权重 4.82 位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>llama.cpp q4_0: blocks of 32 4-bit weights and a 16-bit scale, (32 x 4 + 16) / 32 = 4.5 bits</source>
        <translation>llama.cpp q4_0：每块 32 个 4 位权重加一个 16 位缩放因子，(32 x 4 + 16) / 32 = 4.5 位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bitsandbytes NF4 with double quantization: 4 bits + 0.127 bits of block scales (QLoRA); embeddings in 16-bit</source>
        <translation>bitsandbytes NF4，带双重量化：4 位 + 0.127 位块缩放因子（QLoRA）；嵌入层为 16 位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>OCP MXFP4: blocks of 32 4-bit floats and an 8-bit shared exponent, (32 x 4 + 8) / 32 = 4.25 bits; in a mixture of experts only the experts, the rest in 8.5-bit q8_0 as the published GGUF files keep it</source>
        <translation>OCP MXFP4：每块 32 个 4 位浮点数加一个 8 位共享指数，(32 x 4 + 8) / 32 = 4.25 位；在混合专家模型中仅用于专家层，其余部分按公开 GGUF 文件的做法用 8.5 位 q8_0</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the id may hold only lower-case letters, digits, dashes and dots between them</source>
        <translation>ID 只能包含小写字母、数字，以及位于它们之间的连字符和点</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../core/validation.cpp" line="-145"/>
        <source>the name is empty</source>
        <translation>名称为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the parameter count must be between 0 and 100,000 billion</source>
        <translation>参数量必须在 0 到 100 万亿之间</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+25"/>
        <location line="+5"/>
        <source>must be a whole number greater than 0</source>
        <translation>必须是大于 0 的整数</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>the KV heads must divide the attention heads</source>
        <translation>KV 头数必须能整除注意力头数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the active parameters must be greater than 0 and at most the total</source>
        <translation>激活参数量必须大于 0 且不超过总参数量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a mixture of experts needs the number of experts and of experts per token</source>
        <translation>混合专家模型需要给出专家数和每个词元的专家数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the experts per token must be between 1 and the number of experts</source>
        <translation>每个词元的专家数必须在 1 到专家数之间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a mixture of experts needs its active parameters</source>
        <translation>混合专家模型需要给出其激活参数量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a sliding window needs both its size and the number of layers that use it</source>
        <translation>滑动窗口需要同时给出窗口大小和使用它的层数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>must be between 0 and the number of layers</source>
        <translation>必须在 0 到层数之间</translation>
    </message>
    <message>
        <location filename="../../core/validation.cpp" line="+4"/>
        <source>the vendor is empty</source>
        <translation>厂商为空</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the release year is needed (it decides which dates the device appears in)</source>
        <translation>需要发布年份（它决定设备在哪些日期出现）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the release year must be between 1990 and 2999</source>
        <translation>发布年份必须在 1990 到 2999 之间</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the release date is not in the release year</source>
        <translation>发布日期不在发布年份内</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>must be a number of at least 0</source>
        <translation>必须是不小于 0 的数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be at most %1</source>
        <translation>不能超过 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the compute capability must look like 8.9 (major.minor)</source>
        <translation>计算能力必须形如 8.9（主版本.次版本）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tensor-core rate is given for a device without tensor cores</source>
        <translation>为没有 Tensor Core 的设备填写了 Tensor Core 算力</translation>
    </message>
    <message>
        <location filename="../../core/plancharts.cpp" line="+59"/>
        <source>No priced card available is faster than the %1</source>
        <translation>目前没有比 %1 更快的有价格的显卡</translation>
    </message>
    <message>
        <location filename="../../core/compare.cpp" line="+123"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Segment</source>
        <translation>细分市场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Released</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 compute</source>
        <translation>FP32 算力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>16-bit tensor compute (dense)</source>
        <translation>16 位张量算力（稠密）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>L2 cache</source>
        <translation>L2 缓存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Relative performance, the view&apos;s workload</source>
        <translation>相对性能，视图的工作负载</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Relative performance, convnets</source>
        <translation>相对性能，卷积网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative performance, recurrent networks</source>
        <translation>相对性能，循环网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative performance, Transformers</source>
        <translation>相对性能，Transformer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Price observed</source>
        <translation>价格观察日期</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Performance per $1,000</source>
        <translation>每 1,000 美元的性能</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Memory for the model</source>
        <translation>可用于模型的显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Room left after the model</source>
        <translation>放下模型后剩余</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model fits</source>
        <translation>模型装得下</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board power (TDP)</source>
        <translation>板卡功耗（TDP）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Performance per kW of board power</source>
        <translation>每千瓦板卡功耗的性能</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Software support</source>
        <translation>软件支持</translation>
    </message>
    <message>
        <location filename="../../core/enginesettings.cpp" line="+260"/>
        <source>The catalogue&apos;s setting %1 (%2) is not valid; its default is used.</source>
        <translation>目录中的设置 %1（%2）无效；改用其默认值。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>A currency is three capital letters, such as USD; got %1.</source>
        <translation>货币是三个大写字母，例如 USD；当前为 %1。</translation>
    </message>
    <message>
        <location filename="../../core/hostprofile.cpp" line="+107"/>
        <source>The power supply must be between 0 and 100,000 W, got %1 W</source>
        <translation>电源功率必须在 0 到 100,000 W 之间，当前为 %1 W</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rest of the machine must draw at least 0 W and less than its power supply, got %1 W</source>
        <translation>机器其余部分的功耗必须至少为 0 W 且低于其电源功率，当前为 %1 W</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The card slots must be between 0 and 64, got %1</source>
        <translation>显卡槽位数必须在 0 到 64 之间，当前为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The spacing of the card slots must be between 1 and 8 slot widths, got %1</source>
        <translation>显卡槽位间距必须在 1 到 8 个槽宽之间，当前为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The longest card must be more than 0 mm, got %1 mm</source>
        <translation>最长显卡长度必须大于 0 mm，当前为 %1 mm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A module baseboard is SXM or OAM and holds at least one module</source>
        <translation>模组底板为 SXM 或 OAM，且至少容纳一个模组</translation>
    </message>
    <message>
        <location filename="../../core/llm.cpp" line="+38"/>
        <source>No training speed: the 16-bit compute rate of %1 is not known</source>
        <translation>无训练速度：%1 的 16 位算力未知</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No decode speed: the memory bandwidth of %1 is not known</source>
        <translation>无解码速度：%1 的显存带宽未知</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The context of %1 tokens is longer than the %2 the model was trained for</source>
        <translation>%1 个词元的上下文超过了模型训练时的 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No owned cost: %1 has no price</source>
        <translation>无自有成本：%1 没有价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No owned cost: the board power of %1 is not known</source>
        <translation>无自有成本：%1 的板卡功耗未知</translation>
    </message>
    <message>
        <location filename="../../core/llmmemory.cpp" line="+97"/>
        <source>no model was given</source>
        <translation>未指定模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no weight format was given</source>
        <translation>未指定权重格式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the device count must be at least 1</source>
        <translation>设备数至少为 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the context must be at least 1 token</source>
        <translation>上下文至少为 1 个词元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the batch must be at least 1</source>
        <translation>批大小至少为 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 trains the weights themselves: use fp16, bf16 or fp32 weights, not %2</source>
        <translation>%1 训练的是权重本身：请使用 fp16、bf16 或 fp32 权重，而不是 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>qlora trains adapters on 4-bit weights: use nf4, not %1</source>
        <translation>qlora 在 4 位权重上训练适配器：请使用 nf4，而不是 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>lora keeps the weights in 8 or 16 bits; for 4-bit weights use the task qlora</source>
        <translation>lora 以 8 位或 16 位保存权重；如用 4 位权重，请使用任务 qlora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the zero3 split shards training state; for inference use layer or tensor</source>
        <translation>zero3 切分方式用于分片训练状态；推理请使用 layer 或 tensor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a split needs at least 2 devices</source>
        <translation>切分至少需要 2 个设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>several devices need a split: layer, tensor or zero3</source>
        <translation>多个设备需要指定切分方式：layer、tensor 或 zero3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the LoRA rank must be at least 1</source>
        <translation>LoRA 秩至少为 1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>One device: nothing crosses a link</source>
        <translation>单个设备：没有数据经过互连</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Layers split over %1 devices: each token&apos;s activations (%2 KB) pass from device to device (%3 hops); the devices work one after the other, so memory bandwidth does not add up</source>
        <translation>按层切分到 %1 个设备：每个词元的激活值（%2 KB）在设备之间逐个传递（%3 跳）；设备依次工作，因此显存带宽不会叠加</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tensor parallel over %1 devices: 2 all-reduces a layer, %2 MB per token and device; bandwidth adds up, latency of the link is paid on every layer</source>
        <translation>张量并行到 %1 个设备：每层 2 次 all-reduce，每个词元每个设备 %2 MB；带宽可以叠加，但每一层都要承担互连延迟</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ZeRO-3 over %1 devices: weights gathered twice and gradients reduced once per step, %2 GB per device and step</source>
        <translation>ZeRO-3 分布到 %1 个设备：每步两次收集权重、一次归约梯度，每个设备每步 %2 GB</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../../core/llmplans.cpp" line="+60"/>
        <source>Unknown whether it fits: the memory of %1 is not known</source>
        <translation>无法判断能否装下：%1 的显存未知</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fits: %1 GiB per device of %2 GiB, %3 GiB to spare</source>
        <translation>装得下：每个设备用 %1 GiB（共 %2 GiB），剩余 %3 GiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Does not fit: %1 GiB per device but %2 GiB available, %3 GiB short</source>
        <translation>装不下：每个设备需要 %1 GiB，但只有 %2 GiB 可用，差 %3 GiB</translation>
    </message>
    <message>
        <location filename="../../core/physicalfit.cpp" line="+44"/>
        <source>%1 is only rented in the cloud: it cannot be bought; compare its cloud offers instead</source>
        <translation>%1 只能在云端租用，无法购买；请改为比较其云服务</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is a whole machine, not a card: buy the system it comes in instead of putting it in this host</source>
        <translation>%1 是整机而不是显卡：请购买它所属的整套系统，而不是装进这台主机</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is an SXM module: it needs an HGX server (an SXM baseboard), not a PCIe slot</source>
        <translation>%1 是 SXM 模组：需要 HGX 服务器（SXM 底板），而不是 PCIe 插槽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is an OAM module: it needs an OAM server (an OAM baseboard), not a PCIe slot</source>
        <translation>%1 是 OAM 模组：需要 OAM 服务器（OAM 底板），而不是 PCIe 插槽</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server&apos;s baseboard holds %1 modules, not %2: use several servers</source>
        <translation>服务器底板可容纳 %1 个模组，而不是 %2 个：请使用多台服务器</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The form factor of %1 is unknown: it is checked as a PCIe card</source>
        <translation>%1 的外形规格未知：按 PCIe 显卡检查</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The slot width of %1 is unknown: taken as %2 slots</source>
        <translation>%1 的槽宽未知：按 %2 槽计算</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This host has no slot for a %1-slot card such as %2: choose a host with a free x16 slot</source>
        <translation>此主机没有能容纳 %1 槽宽显卡（如 %2）的插槽：请选择有空闲 x16 插槽的主机</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This host takes %1 of %2 (%3 slots wide, %4 slots %5 widths apart), not %6: choose a workstation or server host, or fewer cards</source>
        <translation>此主机只能容纳 %1 张 %2（%3 槽宽；%4 个槽位，间距 %5 个槽宽），而不是 %6 张：请选择工作站或服务器主机，或减少显卡数量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is %2 mm long; this case takes cards up to %3 mm: choose a larger case or a shorter version</source>
        <translation>%1 长 %2 mm；此机箱可容纳最长 %3 mm 的显卡：请选择更大的机箱或更短的版本</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 has no fan of its own: it needs a server chassis that forces air through it; in a desktop or workstation it overheats</source>
        <translation>%1 自身没有风扇：需要能强制送风的服务器机箱；装在台式机或工作站中会过热</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 open-air cards side by side overheat: for more than two adjacent cards choose blower-style versions of %2</source>
        <translation>%1 张开放式散热显卡并排安装会过热：相邻超过两张时，请选择 %2 的涡轮散热版本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cooling of %1 depends on the board partner: for %2 adjacent cards choose blower-style versions, as open-air ones overheat</source>
        <translation>%1 的散热取决于板卡厂商：%2 张相邻安装时请选择涡轮散热版本，开放式散热版本会过热</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power is not checked: the server&apos;s supplies are sized for its modules</source>
        <translation>不检查功耗：服务器的供电按其模组配置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board power of %1 is unknown: power is not checked</source>
        <translation>%1 的板卡功耗未知：不检查功耗</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1x %2 need a power supply of at least %3 W (%4 W each with a %5% margin for power spikes, plus %6 W for the rest of the machine); this host&apos;s is %7 W: fit a larger supply or use fewer cards</source>
        <translation>%1 张 %2 需要至少 %3 W 的电源（每张 %4 W，含 %5% 功耗尖峰余量，另加机器其余部分 %6 W）；此主机的电源为 %7 W：请换用更大的电源或减少显卡数量</translation>
    </message>
    <message>
        <location filename="../../core/ranking.cpp" line="+222"/>
        <source>The reference&apos;s own estimate carries a software maturity factor of %1: figures are relative to its adjusted speed.</source>
        <translation>参考设备自身的估算值带有软件成熟度系数 %1：各数值相对于其调整后的速度。</translation>
    </message>
    <message>
        <location filename="../../core/session.cpp" line="+307"/>
        <source>The performance model is being calibrated.</source>
        <translation>正在校准性能模型。</translation>
    </message>
    <message>
        <location filename="../../core/softwaresupport.cpp" line="+44"/>
        <source>Software support ended: %1 dropped %2 (%3); %4 is the last release for %5. Not advised for a new purchase</source>
        <translation>软件支持已结束：%1 已不再支持 %2（%3）；%4 是支持 %5 的最后一个版本。不建议新购</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Software support ending: %1 (%2) announced the end of %3; %4 will be the last release for %5. Not advised for a new purchase</source>
        <translation>软件支持即将结束：%1（%2）已宣布停止支持 %3；%4 将是支持 %5 的最后一个版本。不建议新购</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+44"/>
        <source>Supported by current %1 releases</source>
        <translation>受当前 %1 版本支持</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+134"/>
        <source>Software support ended: %1 is the last release for %2</source>
        <translation>软件支持已结束：%1 是支持 %2 的最后一个版本</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Supported by current %1 releases (compute capability %2)</source>
        <translation>受当前 %1 版本支持（计算能力 %2）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Software support ending: ROCm keeps %1 in maintenance (fixes only). Not advised for a new purchase</source>
        <translation>软件支持即将结束：ROCm 对 %1 仅作维护（只修复问题）。不建议新购</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Software support ended: current ROCm releases no longer support %1 (last: %2). Not advised for a new purchase</source>
        <translation>软件支持已结束：当前 ROCm 版本已不再支持 %1（最后版本：%2）。不建议新购</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not on AMD&apos;s ROCm support list: %1 may run with workarounds, without AMD&apos;s support</source>
        <translation>不在 AMD 的 ROCm 支持列表中：%1 可借助变通方法运行，但没有 AMD 的支持</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Software maturity applied: the spec-sheet estimate is multiplied by %1 for the %2 software stack (it turns less of the hardware into training speed than CUDA does); switch it off in the assumptions</source>
        <translation>已应用软件成熟度：规格表估算值乘以 %1，以反映 %2 软件栈（它能转化为训练速度的硬件性能比 CUDA 少）；可在默认假设中关闭</translation>
    </message>
    <message>
        <location filename="../../core/llmplans.cpp" line="-3"/>
        <source>No system of up to %1 of %2 holds it</source>
        <translation>最多 %1 个 %2 组成的系统都装不下它</translation>
    </message>
    <message>
        <location filename="../../core/llmworkload.cpp" line="+13"/>
        <source>Unknown language model &apos;%1&apos;</source>
        <translation>未知语言模型“%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unknown weight format &apos;%1&apos;</source>
        <translation>未知权重格式“%1”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Not supported: QLoRA needs the 4-bit kernels of bitsandbytes, which have no Metal backend for %1</source>
        <translation>不支持：QLoRA 需要 bitsandbytes 的 4 位内核，而它在 %1 上没有 Metal 后端</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not supported: QLoRA needs the 4-bit kernels of bitsandbytes, which do not run on %1</source>
        <translation>不支持：QLoRA 需要 bitsandbytes 的 4 位内核，而它无法在 %1 上运行</translation>
    </message>
    <message>
        <location filename="../../core/pricepaste.cpp" line="+156"/>
        <source>more than %1 lines: paste fewer prices at once</source>
        <translation>超过 %1 行：请一次粘贴更少的价格</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the line is longer than %1 characters</source>
        <translation>该行超过 %1 个字符</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected &apos;device, price[, currency[, kind]]&apos;, found %1 field(s)</source>
        <translation>应为“device, price[, currency[, kind]]”，实际有 %1 个字段</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no device with the id or name &apos;%1&apos;</source>
        <translation>没有 ID 或名称为“%1”的设备</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>price: &apos;%1&apos; is not a number</source>
        <translation>price：&apos;%1&apos; 不是数字</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>currency: the price says %1 but the line says %2</source>
        <translation>currency：价格写的是 %1，但该行写的是 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kind: &apos;%1&apos; is not one of new, retail-new, used, msrp, list, system-share</source>
        <translation>kind：&apos;%1&apos; 不是 new、retail-new、used、msrp、list、system-share 之一</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>currency: %1 has no exchange rate in the catalogue</source>
        <translation>currency：目录中没有 %1 的汇率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no price to paste: expected lines of &apos;device, price&apos;</source>
        <translation>没有可粘贴的价格：应为“device, price”格式的行</translation>
    </message>
    <message>
        <location filename="../../core/recommender_scoring.cpp" line="+133"/>
        <source>Near tie: the %1 and the %2 cannot be told apart within their 80% ranges (scores %3 and %4 at the centre); the %1 is preferred as its speed is measured, the %2&apos;s only estimated</source>
        <translation>几乎并列：%1 和 %2 在各自的 80% 区间内无法区分（中心得分 %3 和 %4）；优先选择 %1，因为它的速度是实测的，而 %2 只是估算</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Near tie: the %1 and the %2 cannot be told apart within their 80% ranges (scores %3 and %4 at the centre); either is a sound choice</source>
        <translation>几乎并列：%1 和 %2 在各自的 80% 区间内无法区分（中心得分 %3 和 %4）；两者都是稳妥的选择</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/pricing.cpp" line="+156"/>
        <source>prices as of %1; %2 of %3 older than %n month(s); %4 launch prices only</source>
        <translation>
            <numerusform>价格截至 %1；%3 个价格中有 %2 个早于 %n 个月；%4 个仅有首发价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>prices as of %1; %2 of %3 older than %n month(s)</source>
        <translation>
            <numerusform>价格截至 %1；%3 个价格中有 %2 个早于 %n 个月</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::cli</name>
    <message>
        <location filename="../../app/viewoptions.cpp" line="-187"/>
        <source>--host: &apos;%1&apos; is not desktop, workstation or server</source>
        <translation>--host：&apos;%1&apos; 不是 desktop、workstation 或 server</translation>
    </message>
</context>
<context>
    <name>gpa::db::Catalogue</name>
    <message>
        <location filename="../../database/catalogue.cpp" line="+1161"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not an SQLite database</source>
        <translation>不是 SQLite 数据库</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is an SQLite database of another program (application id %1)</source>
        <translation>是其他程序的 SQLite 数据库（application id %1）</translation>
    </message>
    <message>
        <location line="-777"/>
        <source>it has no schema version</source>
        <translation>没有架构版本</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+815"/>
        <source>SQLite cannot read it: %1</source>
        <translation>SQLite 无法读取：%1</translation>
    </message>
    <message>
        <location line="-779"/>
        <source>SQLite&apos;s integrity check failed: %1</source>
        <translation>SQLite 完整性检查失败：%1</translation>
    </message>
    <message>
        <location filename="../../database/schemacheck.cpp" line="+229"/>
        <source>the column %1.%2 is missing</source>
        <translation>缺少列 %1.%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the column %1.%2 has the type %3 instead of %4</source>
        <translation>列 %1.%2 的类型为 %3，而不是 %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the column %1.%2 is declared differently</source>
        <translation>列 %1.%2 的声明不同</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the table %1 has a column %2 this version does not know</source>
        <translation>表 %1 有一列 %2，此版本无法识别</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the table %1 has constraints this version does not expect</source>
        <translation>表 %1 有此版本未预期的约束</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>it carries a trigger %1 that GPU Advisor did not create</source>
        <translation>它带有一个不是 GPU Advisor 创建的触发器 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it carries a view %1 that GPU Advisor did not create</source>
        <translation>它带有一个不是 GPU Advisor 创建的视图 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its table %1 is missing</source>
        <translation>缺少数据表 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its index %1 is missing</source>
        <translation>缺少其索引 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its %1 %2 is missing</source>
        <translation>缺少其 %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is a %2 where this version has a %3</source>
        <translation>%1 是 %2，而此版本中应为 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its %1 %2 differs from the one GPU Advisor creates</source>
        <translation>其 %1 %2 与 GPU Advisor 创建的不同</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it has a table %1 this version does not know</source>
        <translation>它有一个此版本无法识别的表 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it has an index %1 this version does not create</source>
        <translation>它有一个此版本不会创建的索引 %1</translation>
    </message>
    <message>
        <location filename="../../database/catalogue.cpp" line="-278"/>
        <source>bundled data: %1: %2</source>
        <translation>内置数据：%1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bundled data: %1 row %2: %3</source>
        <translation>内置数据：%1 第 %2 行：%3</translation>
    </message>
    <message>
        <location line="+120"/>
        <location line="+7"/>
        <location line="+29"/>
        <source>cannot create a file in %1: %2</source>
        <translation>无法在 %1 中创建文件：%2</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>cannot create the catalogue: %1</source>
        <translation>无法创建目录：%1</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>a row of %1 refers to a missing row of %2</source>
        <translation>%1 中的一行引用了 %2 中不存在的行</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Created a new catalogue from the bundled data at %1.</source>
        <translation>已根据内置数据在 %1 创建新目录。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Updated the catalogue at %1 from schema version %2 to %3; the previous file is kept at %4.</source>
        <translation>已将 %1 处的目录从架构版本 %2 更新到 %3；原文件保留在 %4。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The catalogue at %1 was written by a newer version of GPU Advisor (schema version %2; this version knows %3). It is open read-only: changes cannot be saved.</source>
        <translation>%1 处的目录由更新版本的 GPU Advisor 写入（架构版本 %2；此版本只支持到 %3）。目录以只读方式打开：更改无法保存。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file at %1 is not a valid catalogue (%2). It was moved, unchanged, to %3, and a new catalogue was created from the bundled data.</source>
        <translation>%1 处的文件不是有效的目录（%2）。该文件已原样移动到 %3，并已根据内置数据创建新目录。</translation>
    </message>
    <message>
        <location line="+621"/>
        <source>the catalogue is read-only because a newer version of GPU Advisor wrote it (schema version %1; this version knows %2)</source>
        <translation>目录为只读，因为它由更新版本的 GPU Advisor 写入（架构版本 %1；此版本只支持到 %2）</translation>
    </message>
    <message>
        <location line="-380"/>
        <location line="+1007"/>
        <location line="+24"/>
        <location line="+10"/>
        <source>there is no device &apos;%1&apos;</source>
        <translation>没有设备 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-1019"/>
        <source>the currency &apos;%1&apos; has no exchange rate (known: %2)</source>
        <translation>货币 &apos;%1&apos; 没有汇率（已知：%2）</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>no catalogue file was given</source>
        <translation>未指定目录文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+12"/>
        <source>%1 is a folder, not a catalogue file</source>
        <translation>%1 是文件夹，不是目录文件</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+48"/>
        <location line="+74"/>
        <source>cannot read the catalogue %1: %2</source>
        <translation>无法读取目录 %1：%2</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>%1 is not a valid catalogue (%2) and cannot be set aside: %3</source>
        <translation>%1 不是有效的目录（%2），且无法移到一旁：%3</translation>
    </message>
    <message>
        <location line="-117"/>
        <location line="+46"/>
        <location line="+35"/>
        <location line="+112"/>
        <source>cannot open the catalogue %1: %2</source>
        <translation>无法打开目录 %1：%2</translation>
    </message>
    <message>
        <location line="-1221"/>
        <source>the catalogue %1 is busy: another program kept it locked for more than %2 seconds; try again</source>
        <translation>目录 %1 正忙：另一个程序将其锁定超过 %2 秒；请重试</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the catalogue %1 cannot be written (%2)</source>
        <translation>无法写入目录 %1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk holding %1 is full</source>
        <translation>存放 %1 的磁盘已满</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the catalogue %1 is damaged (%2); it is checked and set aside at the next start</source>
        <translation>目录 %1 已损坏（%2）；下次启动时会对其进行检查并移到一旁</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your database role may not do this (%1)</source>
        <translation>你的数据库角色无权执行此操作（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the connection to the team catalogue %1 is lost; nothing was saved (%2)</source>
        <translation>与团队目录 %1 的连接已断开；未保存任何内容（%2）</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>cannot move %1 to %2: %3</source>
        <translation>无法将 %1 移动到 %2：%3</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>cannot move the new catalogue into place at %1: %2</source>
        <translation>无法将新目录移动到 %1：%2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot move it to %1: %2</source>
        <translation>无法将其移动到 %1：%2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>its schema version %1 is not one GPU Advisor has ever written (a damaged header)</source>
        <translation>其架构版本 %1 不是 GPU Advisor 写入过的任何版本（文件头已损坏）</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+7"/>
        <source>cannot copy it before updating it: %1</source>
        <translation>更新前无法复制它：%1</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>the file is not writable (%1)</source>
        <translation>文件不可写（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its folder %1 is not writable (%2)</source>
        <translation>其所在文件夹 %1 不可写（%2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The catalogue at %1 passed SQLite&apos;s integrity check.</source>
        <translation>位于 %1 的目录通过了 SQLite 完整性检查。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Updated the team catalogue at %1 from schema version %2 to %3.</source>
        <translation>已将位于 %1 的团队目录从架构版本 %2 更新到 %3。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The catalogue at %1 is open read-only: %2.</source>
        <translation>位于 %1 的目录以只读方式打开：%2。</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>cannot follow the changes of the team catalogue: %1</source>
        <translation>无法跟踪团队目录的更改：%1</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>the setting name: %1</source>
        <translation>设置名称：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the value of %1: %2</source>
        <translation>%1 的值：%2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&apos;%1&apos; was deleted by someone else — reloaded</source>
        <translation>“%1”已被他人删除——已重新加载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; was changed by %2 at %3 — reloaded</source>
        <translation>“%1”已由 %2 于 %3 修改——已重新加载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another program</source>
        <translation>另一个程序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown time</source>
        <translation>未知时间</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>there is no row &apos;%1&apos;</source>
        <translation>没有“%1”这一行</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>cannot create the folder %1 for the catalogue: %2</source>
        <translation>无法为目录创建文件夹 %1：%2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>there is no catalogue file %1</source>
        <translation>没有目录文件 %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+288"/>
        <source>it was opened for reading only</source>
        <translation>它以只读方式打开</translation>
    </message>
    <message>
        <location line="-253"/>
        <source>%1 is not a valid catalogue (%2)</source>
        <translation>%1 不是有效的目录（%2）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>its schema differs from the one GPU Advisor creates (%1)</source>
        <translation>其架构与 GPU Advisor 创建的不同（%1）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it cannot be updated from schema version %1 to %2 (%3); it is unchanged. Copy what you need from it (for example with &apos;gpu-advisor list --json&apos;), then move it away to start again from the bundled data</source>
        <translation>无法将其从架构版本 %1 更新到 %2（%3）；它未被更改。请先从中复制你需要的内容（例如使用“gpu-advisor list --json”），然后将其移走，以便从内置数据重新开始</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+184"/>
        <source>the catalogue is read-only: %1</source>
        <translation>目录为只读：%1</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>cannot open the catalogue %1: other programs keep replacing it</source>
        <translation>无法打开目录 %1：其他程序不断替换它</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(a postgresql:// URL that is not valid)</source>
        <translation>（不是有效的 postgresql:// URL）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot open the team catalogue: %1</source>
        <translation>无法打开团队目录：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+168"/>
        <source>cannot connect to the team catalogue %1: %2</source>
        <translation>无法连接到团队目录 %1：%2</translation>
    </message>
    <message>
        <location line="-149"/>
        <location line="+9"/>
        <location line="+2"/>
        <location line="+5"/>
        <location line="+65"/>
        <source>cannot read the team catalogue %1: %2</source>
        <translation>无法读取团队目录 %1：%2</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>there is no catalogue in %1</source>
        <translation>%1 中没有目录</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot create the team catalogue in %1: %2 (the first start needs a role that may create tables there; see &apos;gpu-advisor team init&apos;)</source>
        <translation>无法在 %1 中创建团队目录：%2（首次启动需要一个有权在其中建表的角色；见“gpu-advisor team init”）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>it cannot be updated from schema version %1 to %2 (%3); an administrator of the team catalogue (gpa_admin) starts GPU Advisor once to update it</source>
        <translation>无法将其从架构版本 %1 更新到 %2（%3）；需由团队目录的管理员（gpa_admin）启动一次 GPU Advisor 来更新它</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the catalogue is read-only because a newer version of GPU Advisor updated it (schema version %1; this version knows %2)</source>
        <translation>目录为只读，因为较新版本的 GPU Advisor 已更新过它（架构版本 %1；此版本支持 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a team catalogue (schema version %2)</source>
        <translation>%1 不是团队目录（架构版本 %2）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>your database role %1 may only read it (a viewer; editors are members of gpa_editor)</source>
        <translation>你的数据库角色 %1 只能读取它（viewer；editor 是 gpa_editor 的成员）</translation>
    </message>
    <message>
        <location line="+107"/>
        <location line="+36"/>
        <location line="+9"/>
        <source>cannot read the catalogue: %1</source>
        <translation>无法读取目录：%1</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>cannot add the price quote: %1</source>
        <translation>无法添加报价：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot remove the price quote: %1</source>
        <translation>无法删除报价：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+13"/>
        <location line="+116"/>
        <source>there is no price quote with id %1</source>
        <translation>没有 ID 为 %1 的报价</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>the price quote %1 was entered by %2; only they can remove it</source>
        <translation>价格报价 %1 由 %2 录入；只有其本人可以删除</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+79"/>
        <source>cannot add the price quotes: %1</source>
        <translation>无法添加价格报价：%1</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>quote of %1 (%2): %3</source>
        <translation>%1 的报价（%2）：%3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>roles exist only for a team catalogue on a PostgreSQL server</source>
        <translation>只有 PostgreSQL 服务器上的团队目录才有角色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot set up the roles: %1</source>
        <translation>无法建立角色：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot restore the price quote: %1</source>
        <translation>无法恢复报价：%1</translation>
    </message>
    <message>
        <location line="-885"/>
        <source>the quote to restore has no id</source>
        <translation>要恢复的报价没有 ID</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a price quote with id %1 already exists</source>
        <translation>ID 为 %1 的报价已存在</translation>
    </message>
    <message>
        <location line="+909"/>
        <source>cannot remove the price quotes: %1</source>
        <translation>无法删除价格报价：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot restore the price quotes: %1</source>
        <translation>无法恢复价格报价：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot add the device: %1</source>
        <translation>无法添加设备：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a device with the id &apos;%1&apos; already exists</source>
        <translation>ID 为 &apos;%1&apos; 的设备已存在</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot change the device: %1</source>
        <translation>无法修改设备：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot delete the device: %1</source>
        <translation>无法删除设备：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot revert the device: %1</source>
        <translation>无法还原设备：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is the user&apos;s own device: there are no shipped values to go back to</source>
        <translation>&apos;%1&apos; 是用户自己添加的设备：没有可还原的内置数值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot add the model: %1</source>
        <translation>无法添加模型：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a model with the id &apos;%1&apos; already exists</source>
        <translation>ID 为“%1”的模型已存在</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot remove the model: %1</source>
        <translation>无法删除模型：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>there is no model &apos;%1&apos;</source>
        <translation>没有模型“%1”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is a bundled model; only the user&apos;s own models can be removed</source>
        <translation>“%1”是内置模型；只能删除用户自己的模型</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot set the exchange rate: %1</source>
        <translation>无法设置汇率：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot import: %1</source>
        <translation>无法导入：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+9"/>
        <source>device %1: %2</source>
        <translation>设备 %1：%2</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>cannot update the bundled data: %1</source>
        <translation>无法更新内置数据：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+178"/>
        <source>%n device(s) added</source>
        <translation>
            <numerusform>新增 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n device(s) updated</source>
        <translation>
            <numerusform>更新 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n price quote(s) added</source>
        <translation>
            <numerusform>新增 %n 条价格报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cloud offer(s) added</source>
        <translation>
            <numerusform>新增 %n 个云实例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cloud offer(s) updated</source>
        <translation>
            <numerusform>更新 %n 个云实例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n benchmark(s) added</source>
        <translation>
            <numerusform>新增 %n 条基准测试</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cloud price(s) added</source>
        <translation>
            <numerusform>新增 %n 条云价格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing was missing</source>
        <translation>没有缺失的数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Updated the bundled data: %1. Your own devices, offers and quotes are unchanged.</source>
        <translation>已更新内置数据：%1。你自己的设备、云实例和报价保持不变。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>cannot save the settings: %1</source>
        <translation>无法保存设置：%1</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+7"/>
        <source>cannot save the setting: %1</source>
        <translation>无法保存设置：%1</translation>
    </message>
    <message>
        <location line="-1321"/>
        <source>the setting name is empty</source>
        <translation>设置名称为空</translation>
    </message>
    <message>
        <location filename="../../database/dump.cpp" line="+180"/>
        <source>there is no file %1</source>
        <translation>文件 %1 不存在</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+8"/>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../../database/sqlitefile.cpp" line="+49"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>它是命名管道（FIFO），不是文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>它是套接字，不是文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a device, not a file</source>
        <translation>它是设备文件，不是普通文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its symbolic links form a loop</source>
        <translation>其符号链接形成了循环</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the path is too long for the file system</source>
        <translation>路径对文件系统来说太长</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission to reach it is denied</source>
        <translation>没有访问它的权限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a part of its path is not a folder</source>
        <translation>其路径中的某一部分不是文件夹</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>the folder could not be made</source>
        <translation>无法创建该文件夹</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>it is a symbolic link to a file that does not exist</source>
        <translation>它是指向不存在文件的符号链接</translation>
    </message>
    <message>
        <location line="+251"/>
        <source>another GPU Advisor is creating or updating it</source>
        <translation>另一个 GPU Advisor 正在创建或更新它</translation>
    </message>
    <message>
        <location filename="../../database/keychain.cpp" line="+23"/>
        <location line="+21"/>
        <source>no system keychain is available</source>
        <translation>没有可用的系统钥匙串</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>the system keychain refused access</source>
        <translation>系统钥匙串拒绝了访问</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no system keychain answered</source>
        <translation>没有系统钥匙串响应</translation>
    </message>
    <message>
        <location filename="../../database/modules.cpp" line="+49"/>
        <source>%1 is not installed</source>
        <translation>%1 未安装</translation>
    </message>
    <message>
        <location filename="../../database/credentials.cpp" line="+48"/>
        <source>no system keychain is available: %1</source>
        <translation>没有可用的系统钥匙串：%1</translation>
    </message>
</context>
<context>
    <name>gpa::db::PersonaStore</name>
    <message>
        <location filename="../../database/personastore.cpp" line="+156"/>
        <source>the field &apos;%1&apos; has an unusable value</source>
        <translation>字段 &apos;%1&apos; 的值不可用</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>the name: %1</source>
        <translation>名称：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the description: %1</source>
        <translation>描述：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the saved personas are not valid JSON (%1 at offset %2)</source>
        <translation>保存的用户画像不是有效的 JSON（%1，位于偏移量 %2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the saved personas are not a list of personas</source>
        <translation>保存的用户画像不是画像列表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved personas were written by a newer version of the application</source>
        <translation>保存的用户画像由更新版本的程序写入</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>an entry is not an object</source>
        <translation>有一项不是对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a persona id</source>
        <translation>&apos;%1&apos; 不是用户画像 ID</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>persona &apos;%1&apos;: no inputs</source>
        <translation>用户画像 &apos;%1&apos;：没有输入</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+8"/>
        <source>persona &apos;%1&apos;: %2</source>
        <translation>用户画像 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&apos;%1&apos; is not a persona id: use lower-case letters, digits and &apos;-&apos;</source>
        <translation>&apos;%1&apos; 不是用户画像 ID：请使用小写字母、数字和 &apos;-&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the persona &apos;%1&apos; needs a name</source>
        <translation>用户画像 &apos;%1&apos; 需要一个名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the persona &apos;%1&apos;: %2</source>
        <translation>用户画像“%1”：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>not removed: %1</source>
        <translation>未删除：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no saved persona &apos;%1&apos;</source>
        <translation>没有已保存的用户画像 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>gpa::ui::BudgetPage</name>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="+25"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What may ONE card cost? The host machine and further cards come on top.</source>
        <translation>单张显卡最多能花多少钱？主机和更多显卡的费用另计。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What matters most</source>
        <translation>最看重什么</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rank by performance per dollar</source>
        <translation>按性价比排名</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The most performance per &amp;dollar (Dettmers 2019, §4.4)</source>
        <translation>性价比最高(&amp;D)（Dettmers 2019，§4.4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The &amp;fastest card within the budget (Dettmers 2019, §7.3)</source>
        <translation>预算内最快的显卡(&amp;F)（Dettmers 2019，§7.3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank by performance within the budget</source>
        <translation>在预算内按性能排名</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Price per card</source>
        <translation>单张价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Budget per card</source>
        <translation>每张显卡的预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;At most:</source>
        <translation>最多(&amp;A)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No li&amp;mit: money is no object</source>
        <translation>不设上限(&amp;M)：不在乎花多少钱</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Short of money? Performance per dollar favours small cards (Dettmers 2019, §4.5); the memory page keeps out those too small for your models. Used cards are allowed on the GPU page (Dettmers 2019, §7.4).</source>
        <translation>手头紧？按性价比排名会偏向小显卡（Dettmers 2019，§4.5）；显存页会排除对你的模型来说太小的显卡。可在 GPU 页中选择接受二手显卡（Dettmers 2019，§7.4）。</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>No budget limit</source>
        <translation>不限预算</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Every card for sale is considered, whatever its price.</source>
        <translation>考虑所有在售显卡，不论价格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The budget is per card: a system of several cards may cost that much for each card.</source>
        <translation>预算按单张计：多卡系统中每张显卡都可以花到这个金额。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is about %2 at the catalogue&apos;s exchange rate.</source>
        <translation>按目录中的汇率，%1 约合 %2。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::ChartBuilder</name>
    <message>
        <location filename="../../ui/charts/chartbuilder_p.h" line="+55"/>
        <source>CNN</source>
        <translation>CNN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RNN</source>
        <translation>RNN</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transformer</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>16-bit mixed precision</source>
        <translation>16 位混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>32-bit precision</source>
        <translation>32 位精度</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../ui/charts/chartbuilder_time.cpp" line="+196"/>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>today&apos;s prices</source>
        <translation>当前价格</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> ±%1%</source>
        <translation> ±%1%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (≥ %1)</source>
        <translation> (≥ %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (80%: %1–%2)</source>
        <translation> (80%：%1–%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>launch price</source>
        <translation>首发价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>list price</source>
        <translation>标价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shop, new</source>
        <translation>商店，新卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>share of a machine</source>
        <translation>整机价格分摊</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartbuilder.cpp" line="+90"/>
        <source>%1% %2</source>
        <translation>%1% %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartkinds.cpp" line="+38"/>
        <source>Training performance</source>
        <translation>训练性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training performance per dollar</source>
        <translation>训练性价比</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+186"/>
        <source>Performance versus price</source>
        <translation>性能与价格</translation>
    </message>
    <message>
        <location line="-184"/>
        <location line="+186"/>
        <source>Price history</source>
        <translation>价格历史</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>Buy or rent: cumulative cost</source>
        <translation>购买还是租用：累计成本</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No catalogue is loaded.</source>
        <translation>未加载目录。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to show.</source>
        <translation>没有可显示的内容。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No device with a price holds this language model and matches the filters.</source>
        <translation>没有带价格的设备既能装下此语言模型又符合筛选条件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No device holds this language model and matches the filters.</source>
        <translation>没有设备既能装下此语言模型又符合筛选条件。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+11"/>
        <source>No device with a price and a performance figure matches the filters.</source>
        <translation>没有同时具有价格和性能数值的设备符合筛选条件。</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>No device with a performance figure matches the filters.</source>
        <translation>没有具有性能数值的设备符合筛选条件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>No device has a price and a performance figure as of this date.</source>
        <translation>截至此日期，没有设备同时具有价格和性能数值。</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>No device has a performance figure as of this date.</source>
        <translation>截至此日期，没有设备具有性能数值。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No device to show: select one or more devices.</source>
        <translation>没有可显示的设备：请选择一台或多台设备。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No price quote for these devices as of this date.</source>
        <translation>截至此日期，这些设备没有报价。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartbuilder.cpp" line="+8"/>
        <source>1 device</source>
        <translation>1 台设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 devices</source>
        <translation>%1 台设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>top %1 of %2 devices</source>
        <translation>%2 台设备中的前 %1 台</translation>
    </message>
    <message>
        <location line="+351"/>
        <location filename="../../ui/charts/chartbuilder_bars.cpp" line="+76"/>
        <source>%1 (reference)</source>
        <translation>%1（参考）</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartbuilder_bars.cpp" line="+63"/>
        <source>Performance per dollar relative to %1 (= 1.0), higher is better</source>
        <translation>相对于 %1（= 1.0）的性价比，越高越好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Performance per dollar relative to the best device (= 1.0), higher is better</source>
        <translation>相对于最佳设备（= 1.0）的性价比，越高越好</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training throughput relative to %1 (= 1.0), higher is better</source>
        <translation>相对于 %1（= 1.0）的训练吞吐量，越高越好</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 · %2: %3%4 (%5)</source>
        <translation>%1 · %2：%3%4（%5）</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartbuilder.cpp" line="+24"/>
        <location filename="../../ui/charts/chartbuilder_bars.cpp" line="+4"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../ui/charts/chartbuilder_bars.cpp" line="+1"/>
        <source>estimated from the spec sheet</source>
        <translation>根据规格表估算</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartbuilder_bars.cpp" line="+1"/>
        <source>%1 · %2: no figure</source>
        <translation>%1 · %2：无数值</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>no figure</source>
        <translation>无数值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · sorted by %2 · %3 · %4</source>
        <translation>%1 · 按 %2 排序 · %3 · %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pale bars are estimated from spec sheets, whiskers their 80% range; solid bars are measured</source>
        <translation>浅色柱为根据规格表的估算值，须线为其 80% 区间；实色柱为实测值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All bars are measured</source>
        <translation>所有柱均为实测值</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> · ≈: the 80% ranges overlap the best device&apos;s (%n device(s) not distinguishable from it)</source>
        <translation>
            <numerusform> · ≈：80% 区间与最佳设备重叠（%n 个设备与其无法区分）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source> · dashed line: %1 = 1.0</source>
        <translation> · 虚线：%1 = 1.0</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Tokens/s per 1,000 %1</source>
        <translation>每 1,000 %1 的词元/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Tokens a second per 1,000 %1 of price, higher is better</source>
        <translation>每 1,000 %1 价格每秒生成的词元数，越高越好</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens a second, higher is better</source>
        <translation>每秒词元数，越高越好</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1, %2, %3 weights, %n device(s) each</source>
        <translation>
            <numerusform>%1，%2，%3 权重，每套 %n 个设备</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, %3 weights, the smallest system of each device that holds it</source>
        <translation>%1，%2，%3 权重，每种设备能装下它的最小系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · %2 cannot hold or run it</source>
        <translation>%1 · %2 个装不下或无法运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated from spec sheets, ± the speed model&apos;s leave-one-device-out uncertainty</source>
        <translation>根据规格表估算，± 速度模型的留一设备法不确定度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language model: tokens a second per 1,000 %1</source>
        <translation>语言模型：每 1,000 %1 每秒词元数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language model: tokens a second</source>
        <translation>语言模型：每秒词元数</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartbuilder.cpp" line="-127"/>
        <source>Pareto frontier: nothing cheaper is faster</source>
        <translation>帕累托前沿：没有更便宜且更快的设备</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimated from spec sheets (± uncertainty)</source>
        <translation>根据规格表估算（± 不确定度）</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Price (%1, logarithmic scale)</source>
        <translation>价格（%1，对数刻度）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput relative to %1 (= 1.0)</source>
        <translation>相对于 %1（= 1.0）的吞吐量</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 = 1.0</source>
        <translation>%1 = 1.0</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1: %2, %3x%4 (%5)</source>
        <translation>%1：%2，%3x%4（%5）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ringed: the Pareto frontier. Pale points are estimates, with their uncertainty as whiskers. Labels that would overlap are left out.</source>
        <translation>带圈的点构成帕累托前沿。浅色点为估算值，须线表示其不确定度。会相互重叠的标签已省略。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartbuilder_time.cpp" line="-61"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 · %2: %3, %4</source>
        <translation>%1 · %2：%3，%4</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Date observed (a month or a year is drawn at its start)</source>
        <translation>看到日期（只知道月份或年份的日期画在该月或该年的开头）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The reference and the best three by performance per dollar</source>
        <translation>参考设备和性价比最高的三款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected devices</source>
        <translation>选中的设备</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first %1 of %2</source>
        <translation>%2 台中的前 %1 台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · ◇ launch price, □ list price, ● retail, ○ used, ▲ your quotes</source>
        <translation>%1 · ◇ 首发价，□ 标价，● 零售，○ 二手，▲ 你的报价</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No quote for: %1</source>
        <translation>没有报价：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Buy %1 (%2, plus electricity)</source>
        <translation>购买 %1（%2，另加电费）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rent %1 %2 (%3 %4 an hour on demand)</source>
        <translation>租用 %1 %2（按需每小时 %3 %4）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Months of ownership (hardware busy %1% of the time)</source>
        <translation>拥有的月数（硬件 %1% 的时间处于忙碌状态）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Break-even after %1 months (%2 days): %3</source>
        <translation>%1 个月（%2 天）后达到盈亏平衡：%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Buying is cheaper after %1 days of ownership</source>
        <translation>拥有 %1 天后购买更便宜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Break-even only after %1 years, beyond this chart</source>
        <translation>%1 年后才能达到盈亏平衡，超出本图范围</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Renting stays cheaper: a day of renting costs no more than a day of electricity</source>
        <translation>租用始终更便宜：租用一天的费用不超过一天的电费</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The device&apos;s board power is unknown: electricity counts the host only</source>
        <translation>该设备的板卡功耗未知：电费只计算主机</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartkinds.cpp" line="+122"/>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Performance per dollar</source>
        <translation>性价比</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy versus rent</source>
        <translation>购买与租用</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartbuilder.cpp" line="-227"/>
        <source>View of %1 · workload: %2</source>
        <translation>%1 的视图 · 工作负载：%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The market as of %1 · workload: %2</source>
        <translation>%1 时的市场 · 工作负载：%2</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+5"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prices: %1; %2</source>
        <translation>价格：%1；%2</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>new and used street prices mixed (Dettmers 2019, §4.3)</source>
        <translation>新卡与二手市场价的平均（Dettmers 2019，§4.3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cheapest current price, new or used</source>
        <translation>当前最低价（新卡或二手）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>new prices only</source>
        <translation>仅新卡价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>used prices only</source>
        <translation>仅二手价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the latest quote of any kind</source>
        <translation>任意类型的最新报价</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source> and %n more</source>
        <translation>
            <numerusform> 等另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Source: Dettmers 2019, %1, “Which GPU(s) to Get for Deep Learning” (timdettmers.com)</source>
        <translation>来源：Dettmers 2019，%1，《Which GPU(s) to Get for Deep Learning》（timdettmers.com）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; data: %1</source>
        <translation>；数据：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sources: %1 · drawn by GPU Advisor</source>
        <translation>来源：%1 · 由 GPU Advisor 绘制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source: the GPU Advisor catalogue (spec sheets)</source>
        <translation>来源：GPU Advisor 目录（规格表）</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>today</source>
        <translation>今天</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/charts/chartbuilder_bars.cpp" line="-89"/>
        <source>%n data-centre or cloud part(s) left out: one card does not go into the host machine of the assumptions (Edit &gt; Preferences)</source>
        <translation>
            <numerusform>已略去 %n 个数据中心或云端部件：假设中的主机装不下一张这样的卡（编辑 &gt; 首选项）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartbuilder_time.cpp" line="-110"/>
        <source>A line breaks where more than 12 months pass without a quote</source>
        <translation>超过 12 个月没有报价之处，折线断开</translation>
    </message>
</context>
<context>
    <name>gpa::ui::ChartExport</name>
    <message>
        <location filename="../../ui/charts/chartexport.cpp" line="+27"/>
        <source>the chart size must be between %1 and %2 pixels a side, not %3 x %4</source>
        <translation>图表每边的尺寸必须在 %1 到 %2 像素之间，而不是 %3 x %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the scale must be between %1 and %2, not %3</source>
        <translation>缩放比例必须在 %1 到 %2 之间，而不是 %3</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+45"/>
        <source>&apos;%1&apos;: unknown file type, the name must end in .png or .svg</source>
        <translation>&apos;%1&apos;：未知的文件类型，文件名必须以 .png 或 .svg 结尾</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>not enough memory for a %1 x %2 image</source>
        <translation>内存不足，无法生成 %1 x %2 的图像</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the PNG image could not be encoded</source>
        <translation>无法编码 PNG 图像</translation>
    </message>
    <message>
        <location filename="../../ui/charts/qtchartdrawing.cpp" line="+158"/>
        <source>Chart exported by GPU Advisor</source>
        <translation>由 GPU Advisor 导出的图表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the SVG drawing could not be started</source>
        <translation>无法开始绘制 SVG</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartexport.cpp" line="+13"/>
        <location line="+4"/>
        <location line="+3"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>gpa::ui::ChartModule</name>
    <message>
        <location filename="../../ui/charts/chartdrawing.cpp" line="+25"/>
        <source>charts cannot be drawn: %1</source>
        <translation>无法绘制图表：%1</translation>
    </message>
</context>
<context>
    <name>gpa::ui::ChartPanel</name>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="+37"/>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relative to the reference device</source>
        <translation>相对于参考设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the most cost-efficient device is 1.0, as in the 2019 article&apos;s Figure 3. On: the reference device is 1.0.</source>
        <translation>关闭：以性价比最高的设备为 1.0，与 2019 年原文的图 3 相同。开启：以参考设备为 1.0。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the chart to the clipboard as an image</source>
        <translation>将图表作为图像复制到剪贴板</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the chart as a PNG image or an SVG drawing</source>
        <translation>将图表保存为 PNG 图像或 SVG 矢量图</translation>
    </message>
    <message>
        <location filename="../../ui/charts/exportflow.cpp" line="+56"/>
        <source>Chart saved to %1</source>
        <translation>图表已保存到 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show in folder</source>
        <translation>在文件夹中显示</translation>
    </message>
    <message>
        <location filename="../../ui/charts/chartpanel.cpp" line="-11"/>
        <source>Data-centre parts too</source>
        <translation>也显示数据中心部件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: only cards that go into the host machine of the assumptions (Edit &gt; Preferences), as a desktop buyer would buy them. On: server modules and passive data-centre cards too.</source>
        <translation>关闭：只显示能装进假设中主机的显卡（编辑 &gt; 首选项），即台式机买家能买到的卡。开启：也显示服务器模块和被动散热的数据中心卡。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::CloudOfferModel</name>
    <message>
        <location filename="../../ui/cloudoffersview.cpp" line="+147"/>
        <source>Relative performance of one device per dollar of one device-hour</source>
        <translation>单台设备的相对性能除以每设备小时的美元价格</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Devices</source>
        <translation>设备数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On demand (%1/h)</source>
        <translation>按需（%1/小时）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot (%1/h)</source>
        <translation>竞价（%1/小时）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per device-hour (%1)</source>
        <translation>每设备小时（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Performance per $/h</source>
        <translation>每 $/小时性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Performance per spot $/h</source>
        <translation>每竞价 $/小时性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
</context>
<context>
    <name>gpa::ui::CloudOffersView</name>
    <message>
        <location line="+14"/>
        <source>Filter by provider, instance or device</source>
        <translation>按提供商、实例或设备筛选</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter cloud offers</source>
        <translation>筛选云实例</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cloud offers</source>
        <translation>云实例</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Prices are per hour of the whole instance; performance is per device, relative to the reference device in the current view. Cloud GPUs suit deadlines and one-off large runs (Dettmers 2019, §2.5).</source>
        <translation>价格为整个实例每小时的价格；性能按单台设备计，相对于当前视图中的参考设备。云 GPU 适合赶截止日期和一次性的大型训练（Dettmers 2019，§2.5）。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::CloudPage</name>
    <message>
        <location filename="../../ui/wizard/cloudpage.cpp" line="+27"/>
        <source>Cloud usage</source>
        <translation>云端使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud GPUs and TPUs are viable, and reliable for the final training runs; their cost adds up with the hours (Dettmers 2019, §2.5, §7.6). The results compare buying with renting at these hours.</source>
        <translation>云 GPU 和 TPU 是可行的选择，用于最终训练也很可靠；但费用随使用时长不断累加（Dettmers 2019，§2.5、§7.6）。结果页会按这里的小时数比较购买与租用。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hours of training a month</source>
        <translation>每月训练小时数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the assumptions say: %1% of the month, about %2 hours (Edit &gt; Preferences)</source>
        <translation>按默认假设：一个月的 %1%，约 %2 小时（编辑 &gt; 首选项）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default cloud hours</source>
        <translation>默认云端小时数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;My own estimate:</source>
        <translation>我自己的估计(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Own estimate of cloud hours</source>
        <translation>自己估计的云端小时数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> hours a month</source>
        <translation> 小时/月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud hours a month</source>
        <translation>每月云端小时数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A month has about 730 hours. Learn and prototype on your own GPU; once a good configuration is found and only data-parallel training is left, the cloud is reliable (Dettmers 2019, §7.6).</source>
        <translation>一个月约有 730 小时。在自己的 GPU 上学习和做原型开发；一旦找到好的配置、只剩数据并行训练时，用云端是可靠的选择（Dettmers 2019，§7.6）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Also point me to &amp;free notebooks and prototyping on the CPU (Dettmers 2019, §7.4)</source>
        <translation>同时告诉我免费 Notebook 和在 CPU 上做原型开发的方案(&amp;F)（Dettmers 2019，§7.4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free alternatives</source>
        <translation>免费替代方案</translation>
    </message>
</context>
<context>
    <name>gpa::ui::CompareView</name>
    <message>
        <location filename="../../ui/compareview.cpp" line="+38"/>
        <source>Specifications</source>
        <translation>规格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory fit</source>
        <translation>显存容纳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Software support</source>
        <translation>软件支持</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Only &amp;differences</source>
        <translation>只看差异(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compare devices</source>
        <translation>比较设备</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model whose memory fit is compared</source>
        <translation>比较其显存容纳情况的模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight format</source>
        <translation>权重格式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory fit &amp;for:</source>
        <translation>显存容纳(&amp;F)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Export PNG…</source>
        <translation>导出 PNG(&amp;E)…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 — as of %2</source>
        <translation>%1 — 截至 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> vs </source>
        <translation> 对比 </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The devices differ here</source>
        <translation>各设备在此项上不同</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Best of the compared devices</source>
        <translation>所比较设备中最佳</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Price history</source>
        <translation>价格历史</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quotes (latest six)</source>
        <translation>报价（最近六条）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none in the catalogue</source>
        <translation>目录中没有</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory fit: %1 at %2 for inference with 4,096 tokens of context needs %3 GiB on one device</source>
        <translation>显存容纳：%1 以 %2 格式推理、上下文 4,096 个 token，单个设备需要 %3 GiB</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export comparison</source>
        <translation>导出比较</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>gpa::ui::DetailsPane</name>
    <message>
        <location filename="../../ui/detailspane.cpp" line="+473"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="-345"/>
        <source>Convnets</source>
        <translation>卷积网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recurrent</source>
        <translation>循环网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transformers</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>launch (MSRP)</source>
        <translation>首发价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>list</source>
        <translation>标价</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>second-hand</source>
        <translation>二手</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>shop, new</source>
        <translation>商店，新卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>share of a machine</source>
        <translation>整机价格分摊</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Vendor · architecture · segment · the device&apos;s id in the catalogue, which the command line takes</source>
        <translation>厂商 · 架构 · 细分市场 · 设备在目录中的 ID（命令行使用此 ID）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change this device&apos;s specifications</source>
        <translation>修改此设备的规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore the values shipped with the bundled catalogue</source>
        <translation>恢复内置目录附带的数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove your own device and its prices</source>
        <translation>删除你自己添加的设备及其价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>32-bit</source>
        <translation>32 位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>16-bit</source>
        <translation>16 位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Performance by workload</source>
        <translation>各工作负载的性能</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Origin</source>
        <translation>提供方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add price…</source>
        <translation>添加价格(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove price</source>
        <translation>删除价格(&amp;R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Caveats</source>
        <translation>注意事项</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules from Tim Dettmers, &lt;a href=&quot;%1&quot;&gt;&quot;Which GPU(s) to Get for Deep Learning&quot;&lt;/a&gt; (2019), cited as &quot;Dettmers 2019, §N&quot;.</source>
        <translation>规则来自 Tim Dettmers 的文章 &lt;a href=&quot;%1&quot;&gt;《Which GPU(s) to Get for Deep Learning》&lt;/a&gt;（2019），引用为“Dettmers 2019，§N”。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Specifications</source>
        <translation>规格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Copy Specifications</source>
        <translation>复制规格(&amp;C)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+429"/>
        <source>Measured benchmarks</source>
        <translation>实测基准</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suite</source>
        <translation>测试套件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <location line="-361"/>
        <source>No device selected</source>
        <translation>未选择设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a row of the table to see its details.</source>
        <translation>在表格中选择一行以查看详细信息。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> — your own device</source>
        <translation> — 你添加的设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — changed by you</source>
        <translation> — 已被你修改</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Not in the reference data; from %1</source>
        <translation>不在参考数据中；来自 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Released:</source>
        <translation>发布：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory:</source>
        <translation>显存：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth:</source>
        <translation>带宽：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32:</source>
        <translation>FP32：</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+3"/>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>FP16 (no tensor cores):</source>
        <translation>FP16（无 Tensor Core）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor cores:</source>
        <translation>Tensor Core：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor 16-bit (dense):</source>
        <translation>Tensor 16 位（稠密）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INT8 (dense):</source>
        <translation>INT8（稠密）：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L2 cache:</source>
        <translation>L2 缓存：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board power (TDP):</source>
        <translation>板卡功耗（TDP）：</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>PCIe generation:</source>
        <translation>PCIe 代数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interconnect:</source>
        <translation>互连：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling:</source>
        <translation>散热：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slots:</source>
        <translation>槽位：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended PSU:</source>
        <translation>推荐电源：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch price:</source>
        <translation>首发价：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&lt;b&gt;%1×&lt;/b&gt; the %2 in this view, &lt;b&gt;measured&lt;/b&gt;.</source>
        <translation>在此视图中为 %2 的 &lt;b&gt;%1×&lt;/b&gt;，&lt;b&gt;实测&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;≈ %1×&lt;/b&gt; the %2 in this view, &lt;b&gt;estimated&lt;/b&gt; from the spec sheet, ±%3% (leave-one-device-out error).</source>
        <translation>在此视图中为 %2 的 &lt;b&gt;≈ %1×&lt;/b&gt;，根据规格表&lt;b&gt;估算&lt;/b&gt;，±%3%（留一设备法误差）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not available as of the chosen date.</source>
        <translation>截至所选日期尚未上市。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>, %1 devices (%2)</source>
        <translation>，%1 个设备（%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The smallest system of this device that holds it: %n device(s)</source>
        <translation>
            <numerusform>此设备能装下它的最小系统：%n 个设备</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No system of up to 1024 of this device holds it</source>
        <translation>最多 1024 个此设备组成的系统都装不下它</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Per device</source>
        <translation>每个设备</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: ≈ %2 tokens/s ±%3%</source>
        <translation>%1：≈ %2 词元/秒 ±%3%</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cost per million tokens</source>
        <translation>每百万词元成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owned: %1 (%2 an hour of use, price over %3 years at %4% use, with electricity)</source>
        <translation>自有：%1（每使用一小时 %2，购买价按 %3 年、%4% 使用率分摊，含电费）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Owned: —</source>
        <translation>自有：—</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cloud %1 %2 (%3 × %4): %5</source>
        <translation>云端 %1 %2（%3 × %4）：%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cloud: no offer holds it</source>
        <translation>云端：没有能装下它的云服务</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Price: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No price under the chosen policy and date.</source>
        <translation>按所选价格策略和日期没有价格。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bundled</source>
        <translation>内置</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Support ended</source>
        <translation>支持已结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support ending</source>
        <translation>支持即将结束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not offered for new purchases unless legacy cards are allowed)</source>
        <translation>（除非允许旧款显卡，否则不推荐新购）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of Dettmers&apos; caveats applies.</source>
        <translation>原文中的注意事项均不适用。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(Dettmers 2019, %1)</source>
        <translation>（Dettmers 2019，%1）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Revert %1</source>
        <translation>还原 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore the specifications shipped with GPU Advisor? Your changes to this device are lost; its prices are kept.</source>
        <translation>要恢复 GPU Advisor 附带的规格吗？你对此设备所做的修改将丢失；其价格会保留。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete your device %1 with its prices? This cannot be undone.</source>
        <translation>要删除你的设备 %1 及其价格吗？此操作无法撤销。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::DeviceDialog</name>
    <message>
        <location filename="../../ui/devicedialog.cpp" line="+85"/>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add a device</source>
        <translation>添加设备</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Id:</source>
        <translation>ID(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. rtx-5090-32gb</source>
        <translation>例如 rtx-5090-32gb</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Vendor:</source>
        <translation>厂商(&amp;V)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Segment:</source>
        <translation>细分市场(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Architecture:</source>
        <translation>架构(&amp;A)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Release year</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release &amp;year:</source>
        <translation>发布年份(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release &amp;month:</source>
        <translation>发布月份(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YYYY-MM, if known</source>
        <translation>YYYY-MM（如已知）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory:</source>
        <translation>显存：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory type:</source>
        <translation>显存类型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth:</source>
        <translation>带宽：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32:</source>
        <translation>FP32：</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <location line="+7"/>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>FP16 without tensor cores:</source>
        <translation>无 Tensor Core 的 FP16：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor cores</source>
        <translation>Tensor Core</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor cores:</source>
        <translation>Tensor Core：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor 16-bit, dense:</source>
        <translation>Tensor 16 位，稠密：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8, dense:</source>
        <translation>INT8，稠密：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L2 cache:</source>
        <translation>L2 缓存：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute and memory</source>
        <translation>算力与显存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board power (TDP):</source>
        <translation>板卡功耗（TDP）：</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+12"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>PCIe generation:</source>
        <translation>PCIe 代数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interconnect:</source>
        <translation>互连：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open-air cards overheat when three or more sit side by side (Dettmers 2019, §5.1)</source>
        <translation>三张或更多开放式散热显卡并排安装时会过热（Dettmers 2019，§5.1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling:</source>
        <translation>散热：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slots:</source>
        <translation>槽位：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended PSU:</source>
        <translation>推荐电源：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch price:</source>
        <translation>首发价：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>板卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;ource:</source>
        <translation>来源(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the figures come from (datasheet, review, own estimate)</source>
        <translation>数值的来源（规格书、评测、自己估计）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>&apos;%1&apos; is not a number; leave it empty when unknown</source>
        <translation>&apos;%1&apos; 不是数字；未知时请留空</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>write the month as YYYY-MM, e.g. 2025-01</source>
        <translation>月份请写成 YYYY-MM，例如 2025-01</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a device with this id exists already</source>
        <translation>已存在使用此 ID 的设备</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;i&gt;Fix the marked fields to see the estimate.&lt;/i&gt;</source>
        <translation>&lt;i&gt;修正标记的字段即可查看估算值。&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;i&gt;Not enough specifications for an estimate yet: the model needs a compute rate and the memory bandwidth.&lt;/i&gt;</source>
        <translation>&lt;i&gt;规格还不足以估算：模型需要算力和显存带宽。&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Estimated %1 at %2: &lt;b&gt;≈ %3×&lt;/b&gt; the %4, ±%5%.</source>
        <translation>估算（%1，%2）：%4 的 &lt;b&gt;≈ %3×&lt;/b&gt;，±%5%。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::ExportChartDialog</name>
    <message>
        <location filename="../../ui/charts/exportchartdialog.cpp" line="+31"/>
        <location line="+151"/>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawing</source>
        <translation>SVG 矢量图</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;cale:</source>
        <translation>缩放(&amp;C)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Not exported: the folder %1 cannot be created.</source>
        <translation>未导出：无法创建文件夹 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not exported: %1</source>
        <translation>未导出：%1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The image will be %1 × %2 pixels.</source>
        <translation>图像尺寸为 %1 × %2 像素。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A vector drawing of %1 × %2 units.</source>
        <translation>矢量图尺寸为 %1 × %2 单位。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a file name.</source>
        <translation>请选择文件名。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file name must end in .%1.</source>
        <translation>文件名必须以 .%1 结尾。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::FilterPanel</name>
    <message>
        <location filename="../../ui/filterpanel.cpp" line="+29"/>
        <source>Search name or architecture</source>
        <translation>搜索名称或架构</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search devices</source>
        <translation>搜索设备</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Active filters</source>
        <translation>当前筛选条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear filters</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear all filters</source>
        <translation>清除所有筛选条件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Segment</source>
        <translation>细分市场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Consumer</source>
        <translation>消费级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data centre</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud only</source>
        <translation>仅限云端</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vendors</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Limits</source>
        <translation>限制</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <location line="+10"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Minimum memory</source>
        <translation>最小显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum memory:</source>
        <translation>最小显存：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Maximum price</source>
        <translation>最高价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum price:</source>
        <translation>最高价格：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor cores only</source>
        <translation>仅限 Tensor Core</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Released from year</source>
        <translation>起始发布年份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Released until year</source>
        <translation>截止发布年份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Released:</source>
        <translation>发布：</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>No filters</source>
        <translation>无筛选条件</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>&lt;b&gt;%n filter(s) active&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%n 个筛选条件生效&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::GpusPage</name>
    <message>
        <location filename="../../ui/wizard/gpuspage.cpp" line="+35"/>
        <source>GPUs and setting</source>
        <translation>GPU 与使用环境</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Number of GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GPUs:</source>
        <translation>GPU 数量(&amp;G)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One model on all cards</source>
        <translation>所有显卡训练同一模型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Separate experiments</source>
        <translation>独立实验</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>More cards later</source>
        <translation>以后添加更多显卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where they run</source>
        <translation>运行地点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At &amp;home or in an office</source>
        <translation>在家或办公室(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home or office</source>
        <translation>家或办公室</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>One GPU is enough for almost every task; several mainly let you run more experiments at once (Dettmers 2019, §1.6).</source>
        <translation>一个 GPU 几乎足以应付所有任务；多个 GPU 主要是让你能同时运行更多实验（Dettmers 2019，§1.6）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Train &amp;one model on all of them (Dettmers 2019, §1.2–§1.4)</source>
        <translation>用所有 GPU 训练同一个模型(&amp;O)（Dettmers 2019，§1.2–§1.4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run &amp;separate experiments, one per card (Dettmers 2019, §1.5)</source>
        <translation>运行独立实验，每张显卡一个(&amp;S)（Dettmers 2019，§1.5）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>I will &amp;add more of the same card later (Dettmers 2019, §7.8)</source>
        <translation>以后我会再添加同型号显卡(&amp;A)（Dettmers 2019，§7.8）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>In a &amp;data centre</source>
        <translation>在数据中心(&amp;D)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NVIDIA&apos;s licence keeps GeForce and Titan cards out of data centres (Dettmers 2019, §2.1).</source>
        <translation>NVIDIA 的许可不允许 GeForce 和 Titan 显卡在数据中心使用（Dettmers 2019，§2.1）。</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Data centre</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Board power &amp;at most</source>
        <translation>板卡功耗上限(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limit the board power</source>
        <translation>限制板卡功耗</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum board power per card in watts</source>
        <translation>每张显卡的最大板卡功耗（瓦）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>75 W fits a standard desktop: no new power supply (Dettmers 2019, §7.8).</source>
        <translation>75 W 可装进标准台式机：无需更换电源（Dettmers 2019，§7.8）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Used cards are welcome (Dettmers 2019, §4.3, §7.4)</source>
        <translation>接受二手显卡(&amp;U)（Dettmers 2019，§4.3、§7.4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Machine:</source>
        <translation>机器(&amp;M)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Preferences</source>
        <translation>与首选项相同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Desktop</source>
        <translation>台式机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The machine the cards go into</source>
        <translation>显卡要装入的机器</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only cards that fit this machine are offered: slots, cooling and power supply.</source>
        <translation>只提供适合此机器的显卡：槽位、散热和电源。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer &amp;legacy cards whose software support has ended</source>
        <translation>提供软件支持已结束的旧款显卡(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legacy cards welcome</source>
        <translation>接受旧款显卡</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>I am e&amp;xperienced with AMD/ROCm: include AMD cards (Dettmers 2019, §2.2)</source>
        <translation>我熟悉 AMD/ROCm(&amp;X)：包括 AMD 显卡（Dettmers 2019，§2.2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (Dettmers 2019, %2)</source>
        <translation>%1（Dettmers 2019，%2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>AMD has powerful hardware but little software support and no tensor cores: fine for experienced users who want to support an alternative (Dettmers 2019, §2.2).</source>
        <translation>AMD 硬件强大，但软件支持很少，也没有 Tensor Core：适合想支持替代方案的有经验用户（Dettmers 2019，§2.2）。</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Used cards welcome</source>
        <translation>接受二手显卡</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Vendors</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Experienced with AMD and ROCm</source>
        <translation>熟悉 AMD 和 ROCm</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Vendor %1</source>
        <translation>厂商 %1</translation>
    </message>
</context>
<context>
    <name>gpa::ui::HybridTool</name>
    <message>
        <location filename="../../ui/plans/hybridtool.cpp" line="+35"/>
        <location line="+47"/>
        <source>Your card</source>
        <translation>你的显卡</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The card you prototype on; the device selected in the table fills it in</source>
        <translation>你用来做原型开发的显卡；在表格中选择设备会自动填入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Already &amp;owned: nothing to pay up front</source>
        <translation>已拥有(&amp;O)：无需前期投入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card is already owned</source>
        <translation>已拥有这张显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: the card is bought at its price in the catalogue (the toolbar&apos;s price policy)</source>
        <translation>未勾选时：按目录中的价格购买显卡（工具栏的价格策略）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cloud offer</source>
        <translation>云实例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The instance the final training runs on; by default one of comparable performance that is cheapest for the same work</source>
        <translation>运行最终训练的实例；默认选择性能相当、完成同等工作量最便宜的一个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot (can be taken back)</source>
        <translation>竞价（可能被收回）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud pricing</source>
        <translation>云端计价方式</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prototyping hours per month</source>
        <translation>每月原型开发小时数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hours a month of writing and debugging at the desk: paced by you, not by the card</source>
        <translation>每月在电脑前写代码和调试的小时数：节奏取决于你，而不是显卡</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> GPU-h</source>
        <translation> GPU 小时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Final training GPU-hours per month</source>
        <translation>每月最终训练 GPU 小时数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device-hours billed per month on the cloud offer: an instance of 4 devices for 10 hours is 40</source>
        <translation>云实例每月计费的设备小时数：4 台设备的实例运行 10 小时即为 40</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Horizon in months</source>
        <translation>时间跨度（月）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About two years: a serious learner sells and buys again after that (Dettmers 2019, §7.8)</source>
        <translation>大约两年：认真学习者在此之后卖掉旧卡再买新卡（Dettmers 2019，§7.8）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;ard:</source>
        <translation>显卡(&amp;A)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cloud</source>
        <translation>云端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Instance:</source>
        <translation>实例(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricin&amp;g:</source>
        <translation>计价(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Project, per month</source>
        <translation>项目（每月）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Protot&amp;yping:</source>
        <translation>原型开发(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final &amp;training:</source>
        <translation>最终训练(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hori&amp;zon:</source>
        <translation>时间跨度(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 %2 · %3x %4</source>
        <translation>%1 %2 · %3x %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · %1/h</source>
        <translation> · %1/小时</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cheapest over %1 months: %2 (%3)
Fastest final training: %4 (%5 h a month)</source>
        <translation>%1 个月内最便宜：%2（%3）
最终训练最快：%4（每月 %5 小时）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (cheapest, fastest)</source>
        <translation>%1（最便宜，最快）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (cheapest)</source>
        <translation>%1（最便宜）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (fastest)</source>
        <translation>%1（最快）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up front</source>
        <translation>前期投入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Final training</source>
        <translation>最终训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card busy</source>
        <translation>显卡占用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against %2 %3; final training and card hours per month</source>
        <translation>%1 对比 %2 %3；最终训练与显卡占用为每月小时数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Amounts in these sentences are in US dollars; the table and the chart use %1.</source>
        <translation>这些说明中的金额以美元计；表格和图表使用 %1。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::ImportDialog</name>
    <message>
        <location filename="../../ui/importdialog.cpp" line="+28"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import report</source>
        <translation>导入报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole file is imported as one change, or nothing is. An import cannot be undone with Edit &gt; Undo; your own rows can be removed in the details.</source>
        <translation>整个文件作为一次更改导入，否则什么都不导入。导入无法用“编辑 &gt; 撤销”撤回；你自己的行可以在详细信息中删除。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot read %1: there is no such file.</source>
        <translation>无法读取 %1：文件不存在。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is larger than %2 MiB; nothing can be imported from it.</source>
        <translation>%1 大于 %2 MiB；无法从中导入任何内容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1 has %n bad row(s); nothing can be imported until they are corrected:</source>
        <translation>
            <numerusform>%1 有 %n 行错误；改正之前无法导入任何内容：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing to import from %1: every row is already in the catalogue.</source>
        <translation>%1 中没有可导入的内容：每一行都已在目录中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dry run of %1 (%2): nothing has changed yet. Import would change:</source>
        <translation>%1 的试运行（%2）：尚未做任何更改。导入将会变更：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Imported %1: %2</source>
        <translation>已导入 %1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
</context>
<context>
    <name>gpa::ui::LlmTool</name>
    <message>
        <location filename="../../ui/plans/llmtool.cpp" line="+45"/>
        <location line="+24"/>
        <source>Language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>The large language model (its published configuration)</source>
        <translation>大语言模型（按其公开配置）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM task</source>
        <translation>大语言模型任务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the model, fine-tune adapters (LoRA, QLoRA on 4-bit weights), fine-tune every weight or pretrain</source>
        <translation>运行模型、微调适配器（LoRA；QLoRA 基于 4 位权重）、微调全部权重或预训练</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight format</source>
        <translation>权重格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the weights are stored: 16-bit, 8-bit or a 4-bit quantisation</source>
        <translation>权重的存储方式：16 位、8 位或 4 位量化</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> tokens</source>
        <translation> 词元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens in the context (for training, the sequence length)</source>
        <translation>上下文中的词元数（训练时为序列长度）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences decoded together (for training, the micro-batch per device)</source>
        <translation>同时解码的序列数（训练时为每个设备的微批大小）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mo&amp;del:</source>
        <translation>模型(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T&amp;ask:</source>
        <translation>任务(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weights:</source>
        <translation>权重(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conte&amp;xt:</source>
        <translation>上下文(&amp;X)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Batch:</source>
        <translation>批大小(&amp;B)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Devices you can buy, at the toolbar&apos;s price policy and date; owned cost: the price over %1 years at %2% use, with electricity.</source>
        <translation>可购买的设备，按工具栏的价格策略和日期计价；自有成本：价格按 %1 年、%2% 使用率分摊，含电费。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No system of up to %1 devices of one kind holds %2 for %3.</source>
        <translation>由最多 %1 个同型设备组成的系统都装不下 %2（%3）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cheapest system that holds %1: %2 (%3)</source>
        <translation>能装下 %1 的最便宜系统：%2（%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smallest system that holds %1: %2</source>
        <translation>能装下 %1 的最小系统：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>≈ %1 tokens/s</source>
        <translation>≈ %1 词元/秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per million tokens owned</source>
        <translation>自有硬件每百万词元 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in the cloud</source>
        <translation>云端 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one device</source>
        <translation>单个设备</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split</source>
        <translation>切分方式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory per device</source>
        <translation>每个设备的显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training tokens/s</source>
        <translation>训练词元/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decode tokens/s</source>
        <translation>解码词元/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per million tokens</source>
        <translation>每百万词元</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The smallest system of each device, cheapest first; %n device(s) cannot hold it or run the task</source>
        <translation>
            <numerusform>每种设备的最小系统，按价格从低到高排列；%n 种设备装不下它或无法运行该任务</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The smallest system of each device, cheapest first</source>
        <translation>每种设备的最小系统，按价格从低到高排列</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 GiB</source>
        <translation>%1 %2 GiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2; %3 GiB in all, %4 GiB on each device</source>
        <translation>%1：%2；共 %3 GiB，每个设备 %4 GiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tokens a second estimated from the spec sheet, ±%1% (the speed model&apos;s leave-one-device-out error); the range in the table spans that error.</source>
        <translation>每秒词元数根据规格表估算，±%1%（速度模型的留一设备法误差）；表中的范围涵盖了该误差。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cloud: %1 %2 (%3 × %4): %5 per million tokens on demand</source>
        <translation>云端：%1 %2（%3 × %4）：按需每百万词元 %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, %1 spot</source>
        <translation>，竞价 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cloud: no offer holds it.</source>
        <translation>云端：没有能装下它的云实例。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The context of %1 tokens is longer than the %2 the model was trained for.</source>
        <translation>%1 词元的上下文超过了该模型训练时的 %2 词元。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="+136"/>
        <source>GPU Advisor</source>
        <translation>GPU Advisor</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message numerus="yes">
        <location line="+150"/>
        <source>%n device(s) in the catalogue</source>
        <translation>
            <numerusform>目录中有 %n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <location line="-168"/>
        <source>GPU Advisor (read-only)</source>
        <translation>GPU Advisor（只读）</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>&amp;Devices</source>
        <translation>设备(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;harts</source>
        <translation>图表(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;ns</source>
        <translation>方案(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;loud offers</source>
        <translation>云实例(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filters</source>
        <translation>筛选</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n of %1 device(s) shown</source>
        <translation>
            <numerusform>显示 %1 台设备中的 %n 台</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price refused: %1</source>
        <translation>价格未被接受：%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 · This version brings newer bundled prices and devices: File &gt; Update Bundled Data</source>
        <translation>%1 · 此版本带来了更新的内置价格和设备：文件 &gt; 更新内置数据</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Team catalogue %1 as %2 (read-only)</source>
        <translation>团队目录 %1，以 %2 身份（只读）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team catalogue %1 as %2, live</source>
        <translation>团队目录 %1，以 %2 身份，实时同步</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Connect to &amp;team catalogue…</source>
        <translation>连接到团队目录(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use my &amp;own catalogue</source>
        <translation>使用我自己的目录(&amp;O)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Connect to team catalogue</source>
        <translation>连接到团队目录</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export chart…</source>
        <translation>导出图表(&amp;E)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import prices, devices, benchmarks or cloud offers</source>
        <translation>导入价格、设备、基准测试或云服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalogue files (*.csv *.json);;All files (*)</source>
        <translation>目录文件 (*.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Update Bundled Data</source>
        <translation>更新内置数据(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bundled data updated</source>
        <translation>内置数据已更新</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add this version&apos;s bundled devices, prices, benchmarks and cloud offers that the catalogue lacks; your own rows stay</source>
        <translation>添加目录中缺少的此版本内置设备、价格、基准测试和云实例；你自己的数据行保持不变</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Redone: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste pri&amp;ces…</source>
        <translation>粘贴价格(&amp;C)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+65"/>
        <source>&amp;Copy rows</source>
        <translation>复制行(&amp;C)</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Copy c&amp;hart</source>
        <translation>复制图表(&amp;H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chart copied to the clipboard</source>
        <translation>图表已复制到剪贴板</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;lear filters</source>
        <translation>清除筛选(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edit &amp;price</source>
        <translation>编辑价格(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Add device…</source>
        <translation>添加设备(&amp;A)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit &amp;device…</source>
        <translation>编辑设备(&amp;D)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;E)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Columns</source>
        <translation>列(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compare selected devices…</source>
        <translation>比较所选设备(&amp;C)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select a row of the table to see its performance, prices, caveats and specifications. Select two to four rows and press %1 to compare them.</source>
        <translation>在表格中选择一行，查看其性能、价格、注意事项和规格。选择二至四行并按 %1 即可进行比较。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Compare…</source>
        <translation>比较(&amp;C)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Compare… (select 2 to 4 rows)</source>
        <translation>比较(&amp;C)…（请选择 2 到 4 行）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Recommendation wizard…</source>
        <translation>推荐向导(&amp;R)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About GPU Advisor</source>
        <translation>关于 GPU Advisor(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message numerus="yes">
        <location line="+153"/>
        <source>Showing the %n recommended device(s); Edit &gt; Clear filters shows them all</source>
        <translation>
            <numerusform>显示 %n 台推荐设备；编辑 &gt; 清除筛选可显示全部</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Select 2 to 4 rows to compare (Ctrl+click adds a row)</source>
        <translation>请选择 2 到 4 行进行比较（Ctrl+单击可添加一行）</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>Copied %n row(s)</source>
        <translation>
            <numerusform>已复制 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>entered in Preferences</source>
        <translation>在首选项中录入</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preferences saved; the new language applies at the next start</source>
        <translation>首选项已保存；新语言在下次启动时生效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preferences saved</source>
        <translation>首选项已保存</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About GPU Advisor</source>
        <translation>关于 GPU Advisor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;Choose hardware for deep learning: GPUs, TPUs and cloud offers compared by performance, performance per dollar and total cost.&lt;/p&gt;&lt;p&gt;Built on Tim Dettmers&apos; article &lt;a href=&quot;%3&quot;&gt;&quot;Which GPU(s) to Get for Deep Learning&quot;&lt;/a&gt; (2019), cited in the app as &quot;Dettmers 2019, §N&quot; by its sections.&lt;/p&gt;&lt;p&gt;Data sources: vendor specifications and whitepapers; Lambda&apos;s deep-learning benchmarks (lambdal/deeplearning-benchmark); SkyPilot&apos;s cloud price catalogue; Epoch AI, Data on Machine Learning Hardware (CC BY 4.0); each value names its source in the catalogue.&lt;/p&gt;&lt;p&gt;Catalogue: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;为深度学习选择硬件：按性能、性价比和总成本比较 GPU、TPU 和云服务。&lt;/p&gt;&lt;p&gt;基于 Tim Dettmers 的文章&lt;a href=&quot;%3&quot;&gt;《Which GPU(s) to Get for Deep Learning》&lt;/a&gt;（2019），应用中按章节引用为“Dettmers 2019，§N”。&lt;/p&gt;&lt;p&gt;数据来源：厂商规格和白皮书；Lambda 的深度学习基准测试（lambdal/deeplearning-benchmark）；SkyPilot 的云价格目录；Epoch AI 的 Data on Machine Learning Hardware（CC BY 4.0）；目录中的每个数值都注明了来源。&lt;/p&gt;&lt;p&gt;目录：%2&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpa::ui::MemoryPage</name>
    <message>
        <location filename="../../ui/wizard/memorypage.cpp" line="+37"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose enough memory for your models (Dettmers 2019, §3.3); computer vision, machine translation and some NLP need the most (Dettmers 2019, §6.1).</source>
        <translation>为你的模型选择足够的显存（Dettmers 2019，§3.3）；计算机视觉、机器翻译和部分 NLP 任务需要的显存最多（Dettmers 2019，§6.1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory per card</source>
        <translation>每张显卡的显存</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No minimum</source>
        <translation>无下限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum memory per card in GB</source>
        <translation>每张显卡的最低显存（GB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;At least:</source>
        <translation>至少(&amp;A)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 GB at 32-bit</source>
        <translation>%1：32 位下 %2 GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enough for a &amp;model:</source>
        <translation>足够运行模型(&amp;M)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How 16-bit training counts</source>
        <translation>16 位训练如何计算显存</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>You train in 16-bit: activations and weights take about half the space, but frameworks keep 32-bit master weights, so a card holds about %1 times what it holds at 32-bit: 8 GB behave like %2 GB (Dettmers 2019, §6.3).</source>
        <translation>你使用 16 位训练：激活值和权重大约只占一半空间，但框架会保留 32 位主权重，因此显卡能装下的大约是 32 位时的 %1 倍：8 GB 相当于 %2 GB（Dettmers 2019，§6.3）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You train in 32-bit: a card&apos;s memory counts as it is. Training in 16-bit would stretch it about %1 times (Dettmers 2019, §6.3).</source>
        <translation>你使用 32 位训练：显卡的显存按实际容量计算。改用 16 位训练，显存大约能当 %1 倍用（Dettmers 2019，§6.3）。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 needs about %2 GB per card at 32-bit.</source>
        <translation>%1 在 32 位下每张显卡约需 %2 GB。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In 16-bit, cards from %1 GB on fit (about %2 GB at 32-bit).</source>
        <translation>使用 16 位时，%1 GB 及以上的显卡即可装下（约相当于 32 位下的 %2 GB）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards from %1 GB on fit.</source>
        <translation>%1 GB 及以上的显卡即可装下。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The minimum of %1 GB is the card&apos;s physical memory, without the factor.</source>
        <translation>%1 GB 的下限指显卡的物理显存，不乘系数。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::PastePricesDialog</name>
    <message>
        <location filename="../../ui/pastepricesdialog.cpp" line="+26"/>
        <source>Paste prices</source>
        <translation>粘贴价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One price a line: device (id or exact name), price, and optionally currency and kind (new, used, msrp, list), separated by tabs or commas. Prices are dated today and are yours.</source>
        <translation>每行一个价格：设备（ID 或准确名称）、价格，以及可选的货币和类型（new、used、msrp、list），用制表符或逗号分隔。价格日期为今天，并记为你的报价。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pasted prices</source>
        <translation>已粘贴的价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preview of the pasted prices</source>
        <translation>已粘贴价格的预览</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Add prices</source>
        <translation>添加价格(&amp;A)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>pasted into GPU Advisor</source>
        <translation>在 GPU Advisor 中粘贴</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n line(s) cannot be read; correct them to add any price:</source>
        <translation>
            <numerusform>有 %n 行无法读取；请改正后再添加价格：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n price(s) will be added as one change (Edit &gt; Undo removes them all).</source>
        <translation>
            <numerusform>将作为一次更改添加 %n 个价格（“编辑 &gt; 撤销”会将它们全部删除）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpa::ui::PersonaPage</name>
    <message>
        <location filename="../../ui/wizard/personapage.cpp" line="+39"/>
        <source>Who are you?</source>
        <translation>你是哪类用户？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start from a persona of Dettmers&apos; article (Dettmers 2019, §7.8), one you saved, or from scratch. Every answer can be changed on the next pages.</source>
        <translation>从文章中的用户画像（Dettmers 2019，§7.8）、你保存的画像或从零开始。每个回答都可以在后面的页面中修改。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Personas</source>
        <translation>用户画像</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Persona description</source>
        <translation>用户画像说明</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Go &amp;straight to the results (you can come back to edit)</source>
        <translation>直接查看结果(&amp;S)（之后可以返回修改）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go straight to the results</source>
        <translation>直接查看结果</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+72"/>
        <source>From scratch</source>
        <translation>从零开始</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>The article&apos;s personas</source>
        <translation>原文中的用户画像</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your personas</source>
        <translation>你的用户画像</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (your version)</source>
        <translation>%1（你的版本）</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Choose a persona on the left.</source>
        <translation>请在左侧选择一个用户画像。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Start from the defaults: NVIDIA cards, 16-bit training, one GPU, no memory minimum. You will be asked for a budget.</source>
        <translation>从默认设置开始：NVIDIA 显卡、16 位训练、一个 GPU、不设显存下限。之后会询问你的预算。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::PlanChartBuilder</name>
    <message>
        <location filename="../../ui/charts/chartkinds.cpp" line="-111"/>
        <source>Upgrade: speed-up against net cost</source>
        <translation>升级：加速比与净成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems: throughput per dollar against the host&apos;s price</source>
        <translation>系统：每美元吞吐量与主机价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Own card, cloud or both: cumulative cost</source>
        <translation>自有显卡、云端或两者结合：累计成本</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No catalogue is loaded.</source>
        <translation>未加载目录。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to show.</source>
        <translation>没有可显示的内容。</translation>
    </message>
    <message>
        <location filename="../../ui/charts/planchartbuilder.cpp" line="+117"/>
        <source>CNN</source>
        <translation>CNN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RNN</source>
        <translation>RNN</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Transformer</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>workload mix</source>
        <translation>工作负载组合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>16-bit mixed precision</source>
        <translation>16 位混合精度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>32-bit precision</source>
        <translation>32 位精度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>today&apos;s prices</source>
        <translation>当前价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Net cost after selling yours (%1, logarithmic scale)</source>
        <translation>卖掉旧卡后的净成本（%1，对数刻度）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed-up over your card</source>
        <translation>相对于你的显卡的加速比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>x</source>
        <comment>speed-up suffix on an axis label</comment>
        <translation>x</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Worth upgrading</source>
        <translation>值得升级</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Within budget</source>
        <translation>预算内</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Faster cards</source>
        <translation>更快的显卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Over budget</source>
        <translation>超预算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: %2x for %3 (%4 net)</source>
        <translation>%1：%2x，价格 %3（净成本 %4）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>threshold %1x</source>
        <translation>阈值 %1x</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Against the %1 (= 1x), counted to sell for %2</source>
        <translation>相对于 %1（= 1x），按转售价 %2 计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2 faster cards best for their money or within budget</source>
        <translation>显示 %2 张更快显卡中性价比最好或在预算内的 %1 张</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>up and to the left is better (Dettmers 2019, §7.5)</source>
        <translation>越靠左上越好（Dettmers 2019，§7.5）</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Below %1 a host, %2 gives more per dollar; above it, %3 (Dettmers 2019, §4.5c)</source>
        <translation>主机每台低于 %1 时，%2 的性价比更高；高于此价时则是 %3（Dettmers 2019，§4.5c）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The curves do not cross at any host price: one system is always the more cost-efficient (Dettmers 2019, §4.5c)</source>
        <translation>两条曲线在任何主机价格下都不相交：其中一套系统始终更具性价比（Dettmers 2019，§4.5c）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host machine costs money too (Dettmers 2019, §4.5c): add a second system to compare</source>
        <translation>主机也要花钱（Dettmers 2019，§4.5c）：添加第二套系统进行比较</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Prototype on a personal GPU, train the final model in the cloud (Dettmers 2019, §7.6); lower is better</source>
        <translation>在个人 GPU 上做原型开发，在云端训练最终模型（Dettmers 2019，§7.6）；越低越好</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Price of one host machine: CPU, board, power supply, case (%1)</source>
        <translation>一台主机的价格：CPU、主板、电源、机箱（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Throughput per %1 spent</source>
        <translation>每花费 %1 的吞吐量</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>At the host cost used</source>
        <translation>按当前主机成本</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Break-even: hosts at %1</source>
        <translation>盈亏平衡：主机 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (cheapest, fastest)</source>
        <translation>%1（最便宜，最快）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (cheapest)</source>
        <translation>%1（最便宜）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (fastest)</source>
        <translation>%1（最快）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Catches up with cloud only</source>
        <translation>追平仅云端</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>hybrid cheaper from month %1</source>
        <translation>混合方案在 %1 个月后更便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>own card cheaper from month %1</source>
        <translation>自有显卡在 %1 个月后更便宜</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 against %2 (%3) · %4</source>
        <translation>%1 对比 %2（%3）· %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
</context>
<context>
    <name>gpa::ui::PlanChartView</name>
    <message>
        <location filename="../../ui/charts/planchartview.cpp" line="+29"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the chart to the clipboard as an image</source>
        <translation>将图表作为图像复制到剪贴板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy chart: %1</source>
        <translation>复制图表：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the chart as a PNG image or an SVG drawing</source>
        <translation>将图表保存为 PNG 图像或 SVG 矢量图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export chart: %1</source>
        <translation>导出图表：%1</translation>
    </message>
</context>
<context>
    <name>gpa::ui::PlanTool</name>
    <message>
        <location filename="../../ui/plans/plantool.cpp" line="+64"/>
        <source>Explanation</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location line="+153"/>
        <source> (Dettmers 2019, %1)</source>
        <translation>（Dettmers 2019，%1）</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>convnets</source>
        <translation>卷积网络</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>recurrent nets</source>
        <translation>循环网络</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Transformers</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a workload mix</source>
        <translation>工作负载组合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>16-bit mixed</source>
        <translation>16 位混合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>32-bit</source>
        <translation>32 位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prices and cards as of %1</source>
        <translation>截至 %1 的价格和显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>today&apos;s prices</source>
        <translation>当前价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workload, precision, prices, currency and date follow the toolbar: %1, %2, %3, in %4. Defaults come from Preferences.</source>
        <translation>工作负载、精度、价格、货币和日期跟随工具栏：%1、%2、%3，以 %4 计。默认值来自首选项。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::PlansPanel</name>
    <message>
        <location filename="../../ui/plans/planspanel.cpp" line="+21"/>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upgrade your card</source>
        <translation>升级显卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Is a new card worth it over the one you own? (Dettmers 2019, §7.5)</source>
        <translation>相对于你已有的显卡，买新卡值得吗？（Dettmers 2019，§7.5）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Prototype on your card, train the final model in the cloud (Dettmers 2019, §7.6)</source>
        <translation>在自己的显卡上做原型开发，在云端训练最终模型（Dettmers 2019，§7.6）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest system that holds a large language model for inference or fine-tuning, its speed and its cost per million tokens</source>
        <translation>能装下大语言模型以进行推理或微调的最小系统，及其速度和每百万词元的成本</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Multi-GPU system</source>
        <translation>多 GPU 系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Several cards in one or more machines; two systems compared as the host machine&apos;s price varies (Dettmers 2019, §4.5c)</source>
        <translation>一台或多台主机中的多张显卡；随主机价格变化比较两套系统（Dettmers 2019，§4.5c）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Own card or cloud</source>
        <translation>自有显卡还是云端</translation>
    </message>
</context>
<context>
    <name>gpa::ui::PriceDelegate</name>
    <message>
        <location filename="../../ui/pricedelegate.cpp" line="+21"/>
        <source>Enter a price, or press Escape to keep the current one.</source>
        <translation>输入价格，或按 Esc 保留当前价格。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a number.</source>
        <translation>&apos;%1&apos; 不是数字。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New price</source>
        <translation>新价格</translation>
    </message>
</context>
<context>
    <name>gpa::ui::QuoteDialog</name>
    <message>
        <location filename="../../ui/quotedialog.cpp" line="+28"/>
        <source>Add a price for %1</source>
        <translation>为 %1 添加价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Launch price (MSRP)</source>
        <translation>首发价（建议零售价）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind of quote</source>
        <translation>报价类型</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Shop price, new card</source>
        <translation>商店价格，新卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second-hand market, used card</source>
        <translation>二手市场，二手卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-centre list or quote price</source>
        <translation>数据中心标价或报价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Share of a machine&apos;s price (per GPU)</source>
        <translation>整机价格的分摊（每个 GPU）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Date seen</source>
        <translation>看到日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shop, web address or &quot;own estimate&quot;</source>
        <translation>商店、网址或“估计”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;urrency:</source>
        <translation>货币(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date seen:</source>
        <translation>看到日期(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Source:</source>
        <translation>来源(&amp;S)：</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Enter the amount.</source>
        <translation>请输入金额。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a number.</source>
        <translation>&apos;%1&apos; 不是数字。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>entered in GPU Advisor</source>
        <translation>在 GPU Advisor 中录入</translation>
    </message>
</context>
<context>
    <name>gpa::ui::RankingModel</name>
    <message>
        <location filename="../../ui/rankingmodel.cpp" line="+209"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>The smallest system of this device that holds it: %n device(s)</source>
        <translation>
            <numerusform>此设备能装下它的最小系统：%n 个设备</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No system of up to %1 of this device holds it</source>
        <translation>最多 %1 个此设备组成的系统都装不下它</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Estimated&lt;/b&gt;: %1 tokens/s ±%2% (leave-one-device-out over the bundled LLM measurements), %3 GiB per device</source>
        <translation>&lt;b&gt;估算&lt;/b&gt;：%1 词元/秒 ±%2%（对内置大语言模型实测数据做留一设备法），每个设备 %3 GiB</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 (%2): the reference device, 1.0 by definition</source>
        <translation>%1（%2）：参考设备，按定义为 1.0</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No performance figure for this device</source>
        <translation>此设备没有性能数值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Measured&lt;/b&gt;: %1 times the reference</source>
        <translation>&lt;b&gt;实测&lt;/b&gt;：参考设备的 %1 倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Estimated&lt;/b&gt; from the spec sheet: %1 times the reference, ±%2% (leave-one-device-out cross-validation)</source>
        <translation>根据规格表&lt;b&gt;估算&lt;/b&gt;：参考设备的 %1 倍，±%2%（留一设备交叉验证）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No price under this policy and date. Double-click or press F2 to enter one.</source>
        <translation>按此价格策略和日期没有价格。双击或按 F2 输入价格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click or press F2 to enter the price you see.</source>
        <translation>双击或按 F2 输入你看到的价格。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relative performance per 1,000 units of the display currency</source>
        <translation>每 1,000 单位显示货币的相对性能</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At least %1: the performance figure is a lower bound</source>
        <translation>至少 %1：该性能数值是下限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>80% range %1 to %2, from the performance estimate&apos;s range</source>
        <translation>80% 区间 %1 到 %2，来自性能估算的区间</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose the workload &quot;Large language model&quot; in the toolbar</source>
        <translation>请在工具栏中选择工作负载“大语言模型”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With 16-bit training, memory goes about %1 times as far (Dettmers 2019, §6.3)</source>
        <translation>使用 16 位训练时，显存大约能当 %1 倍用（Dettmers 2019，§6.3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At 32-bit precision the memory is used as it is</source>
        <translation>32 位精度下按实际显存计算</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unknown: not in the reference data</source>
        <translation>未知：不在参考数据中</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Memory as it behaves with the chosen precision: 16-bit training stretches it by the factor in Preferences (Dettmers 2019, §6.3)</source>
        <translation>所选精度下的等效显存：16 位训练按首选项中的系数放大显存（Dettmers 2019，§6.3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training throughput relative to the reference device (1.0). ≈ marks estimates from the spec sheet; (low–high) is their 80% range, (≥ x) a lower bound</source>
        <translation>相对于参考设备（1.0）的训练吞吐量。≈ 表示根据规格表的估算值；（低–高）为其 80% 区间，(≥ x) 为下限</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Price in %1 under the chosen policy and date; editable. A mark says what kind of price it is (MSRP, used, list, share); greyed with its age (2y) when older than the freshness window</source>
        <translation>按所选策略和日期的价格，以 %1 计；可编辑。标记表示价格类型（MSRP、二手、标价、分摊）；超出价格时效窗口时显示为灰色并注明时长 (2y)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language model&apos;s tokens a second: generated (inference) or trained, of all the devices of the workload</source>
        <translation>语言模型每秒的词元数：生成（推理）或训练，按该工作负载的全部设备计</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tokens a second per 1,000 %1 of the devices&apos; price</source>
        <translation>每 1,000 %1 设备价格的每秒词元数</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tok/s / 1000 %1</source>
        <translation>词元/秒/1000 %1</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Relative performance per 1,000 %1 of price: Dettmers&apos; performance per cost (§4.4)</source>
        <translation>每 1,000 %1 价格的相对性能：即原文中的性价比（§4.4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory bandwidth in GB/s: what recurrent networks need most (Dettmers 2019, §3.2)</source>
        <translation>显存带宽（GB/s）：循环网络最需要的指标（Dettmers 2019，§3.2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dense 16-bit tensor-core throughput: what convnets and Transformers need most (Dettmers 2019, §3.1)</source>
        <translation>稠密 16 位 Tensor Core 吞吐量：卷积网络和 Transformer 最需要的指标（Dettmers 2019，§3.1）</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>%1 (%2): your own device</source>
        <translation>%1（%2）：你自己添加的设备</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>support ended</source>
        <translation>支持已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>support ending</source>
        <translation>支持即将结束</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>%1 (%2): changed by you; Revert in the details restores the bundled values</source>
        <translation>%1（%2）：已被你修改；在详情中点击“还原”可恢复内置数值</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory GB</source>
        <translation>显存 GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eff. memory GB</source>
        <translation>等效显存 GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor TFLOPS</source>
        <translation>Tensor TFLOPS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price %1</source>
        <translation>价格 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Perf. / 1000 %1</source>
        <translation>性能 / 1000 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Year</source>
        <translation>年份</translation>
    </message>
</context>
<context>
    <name>gpa::ui::RecommendationText</name>
    <message>
        <location filename="../../ui/wizard/recommendationtext.cpp" line="+25"/>
        <location line="+26"/>
        <source>(Dettmers 2019, %1)</source>
        <translation>（Dettmers 2019，%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the memory needed</source>
        <translation>所需显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>requiring tensor cores</source>
        <translation>要求 Tensor Core</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board-power limit</source>
        <translation>板卡功耗上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the data-centre licence</source>
        <translation>数据中心许可</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the vendors allowed</source>
        <translation>允许的厂商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host the cards go into</source>
        <translation>显卡要装入的主机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>current software support</source>
        <translation>当前软件支持</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>value for money</source>
        <translation>性价比</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+36"/>
        <location line="+11"/>
        <location line="+17"/>
        <location line="+79"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>%1 per $1,000</source>
        <translation>每 $1,000 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+133"/>
        <source>%1x the %2</source>
        <translation>%2 的 %1 倍</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Ranked by</source>
        <translation>排名依据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>performance per dollar</source>
        <translation>性价比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>performance within the budget</source>
        <translation>预算内的性能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget per card</source>
        <translation>每张显卡的预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>convnets</source>
        <translation>卷积网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RNNs</source>
        <translation>循环网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transformers</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2%</source>
        <translation>%1 %2%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training</source>
        <translation>训练精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16-bit (mixed precision)</source>
        <translation>16 位（混合精度）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>32-bit</source>
        <translation>32 位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor cores</source>
        <translation>Tensor Core</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>required</source>
        <translation>必需</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not required</source>
        <translation>非必需</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at least %1 GB per card</source>
        <translation>每张至少 %1 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>enough for %1</source>
        <translation>足够运行 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no minimum</source>
        <translation>无下限</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, separate experiments</source>
        <translation>%1 个，独立实验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, one model on all cards</source>
        <translation>%1 个，所有显卡训练同一模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; more of the same card later</source>
        <translation>；以后添加同型号显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setting</source>
        <translation>使用环境</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>data centre</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>home or office</source>
        <translation>家或办公室</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board power per card</source>
        <translation>每张显卡的板卡功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at most %1 W</source>
        <translation>最多 %1 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used cards</source>
        <translation>二手显卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>welcome</source>
        <translation>接受</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>new cards only</source>
        <translation>仅新卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Vendors</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud hours a month</source>
        <translation>每月云端小时数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the default utilisation</source>
        <translation>默认利用率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free alternatives</source>
        <translation>免费替代方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>shown</source>
        <translation>显示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+46"/>
        <source>What bound the choice:</source>
        <translation>限制选择的因素：</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>no single need kept out a better card.</source>
        <translation>没有哪一项需求单独排除了更好的显卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 kept out a card that would have ranked higher.</source>
        <translation>%1排除了一张本应排名更高的显卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 each kept out a card that would have ranked higher.</source>
        <translation>%1各自排除了一张本应排名更高的显卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards for sale that meet every need: %1.</source>
        <translation>满足所有需求的在售显卡：%1 张。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>%1 per card</source>
        <translation>每张 %1</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1x the %2 per card</source>
        <translation>单卡性能为 %2 的 %1 倍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards: %2x the %3 for %4 with the host machines</source>
        <translation>%1 张显卡：%3 的 %2 倍，连同主机共 %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mind</source>
        <translation>注意</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing qualifies.</source>
        <translation>没有符合条件的显卡。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nearest options</source>
        <translation>最接近的选项</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Renting instead</source>
        <translation>改为租用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No cloud GPU in the catalogue meets these needs.</source>
        <translation>目录中没有满足这些需求的云 GPU。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no card to compare with</source>
        <translation>没有可比较的显卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>buying the %1 pays off after about %2 months</source>
        <translation>购买 %1 约 %2 个月后回本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>buying the %1 does not pay off at %2 hours a month</source>
        <translation>按每月 %2 小时计，购买 %1 无法回本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At spot prices:</source>
        <translation>按竞价价格：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On demand:</source>
        <translation>按需：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 (%2 %3), %4 per GPU-hour</source>
        <translation>%1（%2 %3），每 GPU 小时 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Break-even:</source>
        <translation>回本：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TPUs</source>
        <translation>TPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Left out although they would rank higher</source>
        <translation>虽然排名会更高但被排除的</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Based on</source>
        <translation>依据</translation>
    </message>
</context>
<context>
    <name>gpa::ui::RecommendationWizard</name>
    <message>
        <location filename="../../ui/wizard/recommendationwizard.cpp" line="+30"/>
        <source>Recommendation wizard</source>
        <translation>推荐向导</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as &amp;persona…</source>
        <translation>另存为用户画像(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the answers as a persona</source>
        <translation>将回答保存为用户画像</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your saved personas could not be read: %1</source>
        <translation>无法读取你保存的用户画像：%1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>the catalogue is read-only</source>
        <translation>目录为只读</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a persona needs a name</source>
        <translation>用户画像需要名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a valid id: use lower-case letters a-z, digits and &apos;-&apos;</source>
        <translation>&apos;%1&apos; 不是有效的 ID：请使用小写字母 a-z、数字和 &apos;-&apos;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Persona not saved</source>
        <translation>用户画像未保存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
</context>
<context>
    <name>gpa::ui::ReportWriter</name>
    <message>
        <location filename="../../ui/wizard/reportwriter.cpp" line="+75"/>
        <source>%1, price: %2 %3 (%4, %5), seen %6</source>
        <translation>%1，价格：%2 %3（%4，%5），记录于 %6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1, specifications: %2</source>
        <translation>%1，规格：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, benchmark: %2</source>
        <translation>%1，基准测试：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 %2, cloud prices</source>
        <translation>%1 %2，云端价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> of %1</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The catalogue&apos;s origins: vendor specifications and whitepapers; Lambda&apos;s deep-learning benchmarks (lambdal/deeplearning-benchmark); SkyPilot&apos;s cloud price catalogue; Epoch AI, Data on Machine Learning Hardware (CC BY 4.0).</source>
        <translation>目录数据来源：厂商规格与白皮书；Lambda 的深度学习基准测试（lambdal/deeplearning-benchmark）；SkyPilot 的云端价格目录；Epoch AI 的 Data on Machine Learning Hardware（CC BY 4.0）。</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Performance: measured benchmarks where the catalogue has them, otherwise estimated from the specification sheets (Dettmers 2019, §4.2); relative to the reference device.</source>
        <translation>性能：目录中有实测基准时采用实测值，否则根据规格表估算（Dettmers 2019，§4.2）；均相对于参考设备。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules: Tim Dettmers, &quot;Which GPU(s) to Get for Deep Learning&quot; (April 2019), cited as &quot;Dettmers 2019, §&quot; with the number of the rule.</source>
        <translation>规则：Tim Dettmers，《Which GPU(s) to Get for Deep Learning》（2019 年 4 月），以“Dettmers 2019，§”加规则编号引用。</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+101"/>
        <source>GPU recommendation</source>
        <translation>GPU 推荐</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Made on %1 with GPU Advisor %2</source>
        <translation>由 GPU Advisor %2 生成于 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalogue as of %1</source>
        <translation>目录截至 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Catalogue as of today</source>
        <translation>目录截至今天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answers given from scratch</source>
        <translation>从零开始填写的回答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers starting from the persona &quot;%1&quot;</source>
        <translation>以用户画像“%1”为起点的回答</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recommendation</source>
        <translation>推荐结果</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Bar chart: performance per dollar of each candidate for convnets, RNNs and Transformers</source>
        <translation>条形图：各候选显卡在卷积网络、循环网络和 Transformer 上的性价比</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Performance per dollar of the candidates; the best of each workload = 1.0 (Dettmers 2019, §4.4).</source>
        <translation>候选显卡的性价比；每种工作负载中最好的为 1.0（Dettmers 2019，§4.4）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your answers</source>
        <translation>你的回答</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Data sources</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Estimates, not promises: prices change and estimated figures carry the uncertainty stated beside them. Check the current prices before buying.</source>
        <translation>这些是估算，不是承诺：价格会变化，估算值附有注明的不确定度。购买前请核实当前价格。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;%1&apos;: unknown file type, the name must end in .html or .pdf</source>
        <translation>&apos;%1&apos;：未知的文件类型，文件名必须以 .html 或 .pdf 结尾</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the report could not be drawn</source>
        <translation>无法生成报告</translation>
    </message>
</context>
<context>
    <name>gpa::ui::ResultsPage</name>
    <message>
        <location filename="../../ui/wizard/resultspage.cpp" line="+57"/>
        <location line="+4"/>
        <source>Recommendation</source>
        <translation>推荐结果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Performance per dollar of the candidates</source>
        <translation>候选显卡的性价比</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Performance per dollar of the candidates; the best of each workload = 1.0 (Dettmers 2019, §4.4).</source>
        <translation>候选显卡的性价比；每种工作负载中最好的为 1.0（Dettmers 2019，§4.4）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+76"/>
        <source>Show in the &amp;table</source>
        <translation>在表格中显示(&amp;T)</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Select the picks in the device table and close the wizard</source>
        <translation>在设备表中选中推荐的显卡并关闭向导</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport report…</source>
        <translation>导出报告(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the recommendation as an HTML page or a PDF document</source>
        <translation>将推荐结果保存为 HTML 网页或 PDF 文档</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>As of %1, the date of the workspace&apos;s view</source>
        <translation>截至 %1（工作区视图的日期）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As of today</source>
        <translation>截至今天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; your own answers.</source>
        <translation>%1；你自己的回答。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; answers starting from &quot;%2&quot;.</source>
        <translation>%1；以“%2”为起点的回答。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These answers cannot be used:</source>
        <translation>这些回答无法使用：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No chart</source>
        <translation>无图表</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No card to chart</source>
        <translation>没有可绘制的显卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the nearest in the &amp;table</source>
        <translation>在表格中显示最接近的选项(&amp;T)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>there is no recommendation to export</source>
        <translation>没有可导出的推荐结果</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>gpu-recommendation</source>
        <translation>gpu-recommendation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpu-recommendation-%1</source>
        <translation>gpu-recommendation-%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML page (*.html);;PDF document (*.pdf)</source>
        <translation>HTML 网页 (*.html);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not exported: %1</source>
        <translation>未导出：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
</context>
<context>
    <name>gpa::ui::SavePersonaDialog</name>
    <message>
        <location filename="../../ui/wizard/savepersonadialog.cpp" line="+26"/>
        <source>Save as persona</source>
        <translation>另存为用户画像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the current answers as your own persona, to start from next time (kept in this catalogue).</source>
        <translation>将当前回答保存为你自己的用户画像，下次可以从它开始（保存在此目录中）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Persona name</source>
        <translation>用户画像名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Lab workstation 2024</source>
        <translation>例如：实验室工作站 2024</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Persona id</source>
        <translation>用户画像 ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower-case letters, digits and &apos;-&apos;</source>
        <translation>小写字母、数字和 &apos;-&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Persona description</source>
        <translation>用户画像说明</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Id:</source>
        <translation>ID(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Description:</source>
        <translation>说明(&amp;D)：</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Enter a name.</source>
        <translation>请输入名称。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name: %1</source>
        <translation>名称：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Description: %1</source>
        <translation>描述：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The id may hold only lower-case letters a-z, digits and &apos;-&apos;.</source>
        <translation>ID 只能包含小写字母 a-z、数字和 &apos;-&apos;。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replaces your persona &quot;%1&quot;.</source>
        <translation>将替换你的用户画像“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replaces the built-in persona &quot;%1&quot; in this catalogue; removing yours later brings it back.</source>
        <translation>将在此目录中替换原文的用户画像“%1”；以后删除你的版本即可恢复。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::SettingsDialog</name>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="+34"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language applies when GPU Advisor starts again.</source>
        <translation>新语言在 GPU Advisor 重新启动后生效。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System colours</source>
        <translation>系统颜色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Display currency</source>
        <translation>显示货币</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display &amp;currency:</source>
        <translation>显示货币(&amp;C)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cheapest current offer</source>
        <translation>当前最低报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latest price of a new card</source>
        <translation>新卡的最新价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latest second-hand price</source>
        <translation>最新二手价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latest quote of any kind</source>
        <translation>任意类型的最新报价</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price policy</source>
        <translation>价格策略</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your latest price; else the mean of the latest shop and second-hand prices (Dettmers 2019, §4.3); else the launch price</source>
        <translation>你的最新价格；否则取最新商店价格与二手价格的平均值（Dettmers 2019，§4.3）；再否则取首发价</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Price policy:</source>
        <translation>价格策略(&amp;P)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Default reference device</source>
        <translation>默认参考设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default &amp;reference device:</source>
        <translation>默认参考设备(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange rates (units per US dollar)</source>
        <translation>汇率（每美元兑换的单位数）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Units of %1 per US dollar</source>
        <translation>每美元兑换的 %1 数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> $/kWh</source>
        <translation> $/kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Electricity price:</source>
        <translation>电价(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Share of the year the hardware is busy (Dettmers&apos; example: 15%)</source>
        <translation>硬件一年中处于忙碌状态的比例（Dettmers 的示例：15%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Utilisation:</source>
        <translation>利用率(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+61"/>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>&amp;Host machine power:</source>
        <translation>主机功耗(&amp;H)：</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU, board, power supply, case, memory and disk of one machine (Dettmers 2019, §4.5c)</source>
        <translation>一台机器的 CPU、主板、电源、机箱、内存和硬盘（Dettmers 2019，§4.5c）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Left at %1, plans use the host price of the view&apos;s date instead: %2 today (observed %3), %4 on the 2019 view (observed %5). Any other amount is used as it is.</source>
        <translation>保持为 %1 时，规划改用视图日期的主机价格：今天为 %2（观察于 %3），2019 年视图为 %4（观察于 %5）。其他金额按原样使用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>$%L1</source>
        <translation>$%L1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Machine the cards go into</source>
        <translation>安装显卡的机器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Desktop</source>
        <translation>台式机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated output of the power supply; 0 for a server whose supplies are sized for its modules</source>
        <translation>电源的额定输出功率；服务器的电源按其模块配置时填 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Power supply:</source>
        <translation>电源(&amp;P)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card &amp;slots:</source>
        <translation>显卡插槽(&amp;S)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Apply software &amp;maturity factors to AMD, Intel and TPU estimates (Dettmers 2019, §2.2)</source>
        <translation>对 AMD、Intel 和 TPU 的估算应用软件成熟度系数(&amp;M)（Dettmers 2019，§2.2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Offer cards whose software support has &amp;ended</source>
        <translation>提供软件支持已结束的显卡(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommendations, upgrades, the wizard and Plans then include cards that current CUDA or ROCm releases no longer support; off, they are left out with the reason</source>
        <translation>推荐、升级、向导和规划将包括当前 CUDA 或 ROCm 版本已不再支持的显卡；关闭时，这些显卡会被排除并说明原因</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&amp;Resale value:</source>
        <translation>转售价值(&amp;R)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <location line="+46"/>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Recurrent (§1.3)</source>
        <translation>循环网络（§1.3）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transformers (§1.4)</source>
        <translation>Transformer（§1.4）</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>16-bit &amp;memory factor:</source>
        <translation>16 位显存系数(&amp;M)：</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Yours, else shop and used mean, else launch price</source>
        <translation>您的价格，否则商店与二手均价，否则发布价</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>from the depreciation curve</source>
        <translation>按折旧曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the purchase price got back by selling at the end; by default what the card is worth then on the depreciation curve of used prices</source>
        <translation>最后卖掉时收回的购买价比例；默认按二手价格折旧曲线估计届时的价值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price quotes seen within this many months before the view&apos;s date are current; older ones are used only when nothing newer exists</source>
        <translation>在视图日期之前这么多个月内看到的报价算作当前价格；更旧的报价只在没有更新报价时使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices &amp;current for:</source>
        <translation>价格有效期(&amp;C)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>8 GB at 16-bit behaves like about 12 GB at 32-bit (Dettmers 2019, §6.3)</source>
        <translation>16 位下的 8 GB 大约相当于 32 位下的 12 GB（Dettmers 2019，§6.3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Costs</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Host machine &amp;cost:</source>
        <translation>主机成本(&amp;C)：</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Upgrade worth it from:</source>
        <translation>值得升级的速度倍数：</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Speed-up of one job on several GPUs (used where nothing was measured)</source>
        <translation>单个任务在多个 GPU 上的加速比（用于没有实测数据的情况）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2 GPUs</source>
        <translation>2 个 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 GPUs</source>
        <translation>3 个 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 GPUs</source>
        <translation>4 个 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convnets (Dettmers 2019, §1.2)</source>
        <translation>卷积网络（Dettmers 2019，§1.2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2 GPUs</source>
        <translation>%1，%2 个 GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Multi-GPU</source>
        <translation>多 GPU</translation>
    </message>
</context>
<context>
    <name>gpa::ui::SystemTool</name>
    <message>
        <location filename="../../ui/plans/systemtool.cpp" line="+35"/>
        <source>First system</source>
        <translation>第一套系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Compare with a second system</source>
        <translation>与第二套系统比较</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One job per machine (data-parallel)</source>
        <translation>每台机器一个任务（数据并行）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Separate experiments, one per card</source>
        <translation>独立实验，每张显卡一个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use of the cards</source>
        <translation>显卡用法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel training speeds one job up (Dettmers 2019, §1.1-§1.4); separate experiments give more results per day (Dettmers 2019, §1.5)</source>
        <translation>数据并行训练能加快单个任务（Dettmers 2019，§1.1-§1.4）；分别运行独立实验则每天能得到更多结果（Dettmers 2019，§1.5）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Price of a host machine</source>
        <translation>一台主机的价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU, board, power supply, case, memory and disk of one machine, for both systems (Dettmers 2019, §4.5c: the host costs money too)</source>
        <translation>一台主机的 CPU、主板、电源、机箱、内存和硬盘，两套系统通用（Dettmers 2019，§4.5c：主机也要花钱）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both systems</source>
        <translation>两套系统通用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;ode:</source>
        <translation>模式(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host pr&amp;ice:</source>
        <translation>主机价格(&amp;I)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>first system</source>
        <translation>第一套系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>second system</source>
        <translation>第二套系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card of the %1</source>
        <translation>%1的显卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Number of cards of the %1</source>
        <translation>%1的显卡数量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Machines of the %1</source>
        <translation>%1的机器数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards are spread over the machines as evenly as possible; no machine is left empty</source>
        <translation>显卡尽量均匀地分布到各台机器上；不会有机器空着</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended</source>
        <translation>推荐值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power supply of each machine of the %1</source>
        <translation>%1每台机器的电源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each machine&apos;s power supply; by default the one recommended for a one-card build of this card, where known</source>
        <translation>每台机器的电源功率；默认取该显卡单卡配置的推荐电源（如已知）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;ard:</source>
        <translation>显卡(&amp;A)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Card:</source>
        <translation>显卡：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coun&amp;t:</source>
        <translation>数量(&amp;T)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count:</source>
        <translation>数量：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Machines:</source>
        <translation>机器数(&amp;M)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Machines:</source>
        <translation>机器数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power &amp;supply:</source>
        <translation>电源(&amp;S)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power supply:</source>
        <translation>电源：</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>First system: %1</source>
        <translation>第一套系统：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Second system: %1</source>
        <translation>第二套系统：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Both systems give the same performance per dollar.</source>
        <translation>两套系统的性价比相同。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Break-even host cost: %1</source>
        <translation>盈亏平衡的主机成本：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 W: too small</source>
        <translation>%1 W：不足</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 W: enough</source>
        <translation>%1 W：足够</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change the host price above for this plan, or in Preferences for every plan and command.</source>
        <translation>在上方更改此规划的主机价格，或在首选项中更改所有规划和命令的主机价格。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amounts in these sentences are in US dollars; the table and the chart use %1.</source>
        <translation>这些说明中的金额以美元计；表格和图表使用 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per %1</source>
        <translation>每 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Throughput in units of one %1; the system in bold gives more per dollar</source>
        <translation>吞吐量以一张 %1 为单位；粗体的系统性价比更高</translation>
    </message>
</context>
<context>
    <name>gpa::ui::TeamDialog</name>
    <message>
        <location filename="../../ui/teamdialog.cpp" line="+42"/>
        <source>Remember the password in ~/.pgpass (readable only by you)</source>
        <translation>将密码保存在 ~/.pgpass 中（仅你本人可读）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect to team catalogue</source>
        <translation>连接到团队目录</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>db.lab.example</source>
        <translation>db.lab.example</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gpa</source>
        <translation>gpa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your database login</source>
        <translation>你的数据库登录名</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Remember the password in the system &amp;keychain</source>
        <translation>将密码保存在系统钥匙串中(&amp;K)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>empty: from the system keychain or ~/.pgpass</source>
        <translation>留空：从系统钥匙串或 ~/.pgpass 读取</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Server:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Encryption (sslmode):</source>
        <translation>加密 (sslmode)(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your administrator sets up the catalogue and your role (see the README&apos;s &quot;Team catalogue&quot;). The password is never saved in GPU Advisor&apos;s settings nor shown with the address.</source>
        <translation>由管理员建立目录并设定你的角色（见 README 的“Team catalogue”一节）。密码绝不会保存在 GPU Advisor 的设置中，也不会随地址显示。</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The password cannot be remembered in the system keychain (%1); it is used for this connection only.</source>
        <translation>无法在系统钥匙串中记住密码（%1）；它仅用于本次连接。</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+10"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>gpa::ui::UpgradeTool</name>
    <message>
        <location filename="../../ui/plans/upgradetool.cpp" line="+24"/>
        <source>Card you own</source>
        <translation>你拥有的显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The card you have now; the device selected in the table fills it in</source>
        <translation>你现在的显卡；在表格中选择设备会自动填入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter what it &amp;sells for</source>
        <translation>输入转售价(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the resale value</source>
        <translation>输入转售价值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: its latest used quote, else a share of its current price (Preferences)</source>
        <translation>未勾选时：取其最新二手报价，否则按当前价格的一定比例计算（首选项）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resale value</source>
        <translation>转售价值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Budget for the new card</source>
        <translation>新卡预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most you will pay for the new card: its price, not the net cost after selling yours</source>
        <translation>你愿意为新卡支付的最高价格：指新卡的价格，而不是卖掉旧卡后的净成本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Upgrade threshold</source>
        <translation>升级阈值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many times faster a new card must be to be worth buying</source>
        <translation>新卡至少要快多少倍才值得购买</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card</source>
        <translation>你的显卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ard:</source>
        <translation>显卡(&amp;A)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resale value:</source>
        <translation>转售价值：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new card</source>
        <translation>新卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Threshold:</source>
        <translation>阈值(&amp;T)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards faster than yours</source>
        <translation>比你的显卡更快的显卡</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Choose the card you own.</source>
        <translation>请选择你拥有的显卡。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Net cost</source>
        <translation>净成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Net per 1x gained</source>
        <translation>每提升 1x 的净成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No priced card is faster than the %1</source>
        <translation>没有比 %1 更快的有价格的显卡</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s) faster than the %1, those within budget first (greyed: over budget); ✓ reaches the threshold</source>
        <translation>
            <numerusform>%n 张显卡比 %1 更快，预算内的排在前面（灰色：超出预算）；✓ 表示达到阈值</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Left out: %1</source>
        <translation>未纳入：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Based on: %1</source>
        <translation>依据：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amounts in these sentences are in US dollars; the table and the chart use %1.</source>
        <translation>这些说明中的金额以美元计；表格和图表使用 %1。</translation>
    </message>
</context>
<context>
    <name>gpa::ui::ViewToolBar</name>
    <message>
        <location filename="../../ui/viewtoolbar.cpp" line="+96"/>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Convnets (CNN)</source>
        <translation>卷积网络（CNN）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recurrent nets (RNN)</source>
        <translation>循环网络（RNN）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transformers</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even mix</source>
        <translation>均衡组合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Custom mix…</source>
        <translation>自定义组合…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Large language model</source>
        <translation>大语言模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What you train: each workload stresses different parts of a chip (Dettmers 2019, §3)</source>
        <translation>你要训练什么：不同工作负载对芯片各部分的要求不同（Dettmers 2019，§3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16-bit mixed</source>
        <translation>16 位混合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>32-bit</source>
        <translation>32 位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>16-bit training uses tensor cores where a card has them (Dettmers 2019, §4.1)</source>
        <translation>显卡有 Tensor Core 时，16 位训练会使用它们（Dettmers 2019，§4.1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference device</source>
        <translation>参考设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Performance is shown relative to this device (= 1.0)</source>
        <translation>性能以相对于此设备（= 1.0）的数值显示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your price, else street, else launch</source>
        <translation>自填价，否则市场价，再否则首发价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheapest offer</source>
        <translation>最低报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New only</source>
        <translation>仅新卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used only</source>
        <translation>仅二手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latest quote</source>
        <translation>最新报价</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price policy</source>
        <translation>价格策略</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How one price is chosen from a device&apos;s quote history (Dettmers 2019, §4.3)</source>
        <translation>如何从设备的报价历史中选出一个价格（Dettmers 2019，§4.3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As-of date</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look at the market of a past date: only prices seen and devices released by then</source>
        <translation>查看过去某一日期的市场：只计入当时已看到的价格和已发布的设备</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large language model (its published configuration)</source>
        <translation>大语言模型（按其公开配置）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM task</source>
        <translation>大语言模型任务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the model, fine-tune adapters (LoRA, QLoRA on 4-bit weights), fine-tune every weight or pretrain</source>
        <translation>运行模型、微调适配器（LoRA；QLoRA 基于 4 位权重）、微调全部权重或预训练</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weight format</source>
        <translation>权重格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the weights are stored: 16-bit, 8-bit or a 4-bit quantisation</source>
        <translation>权重的存储方式：16 位、8 位或 4 位量化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens in the context (for training, the sequence length)</source>
        <translation>上下文中的词元数（训练时为序列长度）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Workload:</source>
        <translation>工作负载(&amp;W)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reference:</source>
        <translation>参考(&amp;R)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pri&amp;ce:</source>
        <translation>价格(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;urrency:</source>
        <translation>货币(&amp;U)：</translation>
    </message>
</context>
<context>
    <name>gpa::ui::WorkloadMixDialog</name>
    <message>
        <location filename="../../ui/workloadmixdialog.cpp" line="+14"/>
        <source>Workload mix</source>
        <translation>工作负载组合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How your training time splits between the workloads:</source>
        <translation>你的训练时间在各工作负载之间的分配：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Convnets:</source>
        <translation>卷积网络：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recurrent nets:</source>
        <translation>循环网络：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transformers:</source>
        <translation>Transformer：</translation>
    </message>
</context>
<context>
    <name>gpa::ui::WorkloadPage</name>
    <message>
        <location filename="../../ui/wizard/workloadpage.cpp" line="+36"/>
        <source>What you train</source>
        <translation>你要训练什么</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Different networks need different things from a card: tensor cores and compute for convnets and Transformers, memory bandwidth for RNNs (Dettmers 2019, §3.1, §3.2).</source>
        <translation>不同的网络对显卡的要求不同：卷积网络和 Transformer 需要 Tensor Core 和算力，循环网络需要显存带宽（Dettmers 2019，§3.1、§3.2）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Convolutional networks (images, video)</source>
        <translation>卷积网络(&amp;C)（图像、视频）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Recurrent networks (LSTMs, sequences)</source>
        <translation>循环网络(&amp;R)（LSTM、序列）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Transformers (language, BERT, GPT)</source>
        <translation>Transformer(&amp;T)（语言、BERT、GPT）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Weight of %1</source>
        <translation>%1的权重</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Give at least one workload some weight.</source>
        <translation>请至少给一个工作负载设置权重。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Training precision</source>
        <translation>训练精度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;16-bit mixed precision (what RTX cards are made for)</source>
        <translation>16 位混合精度(&amp;1)（RTX 显卡正是为此设计）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>16-bit mixed precision</source>
        <translation>16 位混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;32-bit</source>
        <translation>32 位(&amp;3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>32-bit precision</source>
        <translation>32 位精度</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>16-bit training is faster on tensor cores and stretches memory: 8 GB at 16-bit hold about what 12 GB hold at 32-bit (Dettmers 2019, §4.1, §6.3). Most frameworks do not use it by default.</source>
        <translation>16 位训练在 Tensor Core 上更快，还能让显存装下更多：16 位下的 8 GB 大约能装下 32 位下 12 GB 的内容（Dettmers 2019，§4.1、§6.3）。大多数框架默认不使用 16 位训练。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only cards with &amp;tensor cores (Dettmers 2019, §3.1)</source>
        <translation>仅限带 Tensor Core 的显卡(&amp;T)（Dettmers 2019，§3.1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only cards with tensor cores</source>
        <translation>仅限带 Tensor Core 的显卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A &amp;large language model to run or fine-tune</source>
        <translation>要运行或微调的大语言模型(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A large language model</source>
        <translation>大语言模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards must hold the model for the task on the planned number of cards, and are ranked by its tokens a second instead of the workloads</source>
        <translation>显卡在计划的数量下必须能装下该任务所需的模型，并按模型的每秒词元数而非各工作负载排序</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language model</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>LLM task</source>
        <translation>大语言模型任务</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Task:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>gpa::ui::Workspace</name>
    <message>
        <location filename="../../ui/workspace.cpp" line="+161"/>
        <source>Updated with changes from the team catalogue</source>
        <translation>已根据团队目录的更改更新</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Connection to the team catalogue lost: changes are refused until it is back; reconnecting…</source>
        <translation>与团队目录的连接已断开：恢复连接前会拒绝所有更改；正在重新连接…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reconnected to the team catalogue</source>
        <translation>已重新连接到团队目录</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>entered in GPU Advisor</source>
        <translation>在 GPU Advisor 中录入</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set price of %1 to %2</source>
        <translation>将 %1 的价格设为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a %1 quote for %2</source>
        <translation>为 %2 添加 %1 报价</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Remove the %1 quote of %2 for %3</source>
        <translation>删除 %3 在 %1 的 %2 报价</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Paste %n price(s)</source>
        <translation>
            <numerusform>粘贴 %n 个价格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Added %1</source>
        <translation>已添加 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deleted %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is back to its bundled values</source>
        <translation>%1 已恢复为内置数值</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Exchange rate of %1 set to %2 per US dollar</source>
        <translation>%1 的汇率已设为每美元 %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/guimain.cpp" line="+83"/>
        <location line="+15"/>
        <location line="+24"/>
        <location line="+19"/>
        <source>GPU Advisor</source>
        <translation>GPU Advisor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The team catalogue could not be opened: %1

Your own catalogue is opened instead.</source>
        <translation>无法打开团队目录：%1

已改为打开你自己的目录。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>The catalogue could not be opened: %1</source>
        <translation>无法打开目录：%1</translation>
    </message>
    <message>
        <location filename="../../app/guimodule.cpp" line="+33"/>
        <source>gpu-advisor: the window cannot start: %1</source>
        <translation>gpu-advisor：无法启动窗口：%1</translation>
    </message>
</context>
</TS>
