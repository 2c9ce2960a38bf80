<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Pipeline</name>
    <message>
        <source>TopoOpt</source>
        <translation>TopoOpt</translation>
    </message>
    <message>
        <source>Expander</source>
        <translation>扩展图</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>环</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>环面</translation>
    </message>
    <message>
        <source>Fat-tree</source>
        <translation>胖树</translation>
    </message>
    <message>
        <source>Ideal switch</source>
        <translation>理想交换机</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>pipeline</source>
        <translation>流水线</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>TopoOpt scenarios (*.json);;All files (*)</source>
        <translation>TopoOpt 场景 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design GPU cluster networks.</source>
        <translation>设计 GPU 集群网络。</translation>
    </message>
    <message>
        <source>Start fully, then quit with status 0 (for tests and package checks).</source>
        <translation>完整启动后以状态 0 退出（用于测试和安装包检查）。</translation>
    </message>
    <message>
        <source>Import a topoopt-traffic/1 file at start.</source>
        <translation>启动时导入 topoopt-traffic/1 文件。</translation>
    </message>
    <message>
        <source>Import a topoopt-topology/1 file at start.</source>
        <translation>启动时导入 topoopt-topology/1 文件。</translation>
    </message>
    <message>
        <source>Save the window as PNG and quit.</source>
        <translation>将窗口保存为 PNG 后退出。</translation>
    </message>
    <message>
        <source>Tab index to show.</source>
        <translation>要显示的标签页序号。</translation>
    </message>
    <message>
        <source>Press Run once simulated; shoot after N s.</source>
        <translation>仿真完成后按“运行”；N 秒后截图。</translation>
    </message>
    <message>
        <source>Scenario to open.</source>
        <translation>要打开的场景。</translation>
    </message>
</context>
<context>
    <name>topoopt::ui</name>
    <message>
        <source>AllReduce demand per iteration</source>
        <translation>每次迭代的 AllReduce 需求</translation>
    </message>
    <message>
        <source>MP demand per iteration</source>
        <translation>每次迭代的 MP 需求</translation>
    </message>
    <message>
        <source>AllReduce + MP demand per iteration</source>
        <translation>每次迭代的 AllReduce + MP 需求</translation>
    </message>
    <message>
        <source>Link load per iteration</source>
        <translation>每次迭代的链路负载</translation>
    </message>
    <message>
        <source>no topology: the graph view needs a topology (a result, topology or scenario file)</source>
        <translation>没有拓扑：图视图需要拓扑（结果、拓扑或场景文件）</translation>
    </message>
    <message>
        <source>no link loads: the link-load heatmap needs a topology and the traffic it was built for (a result or scenario file)</source>
        <translation>没有链路负载：链路负载热力图需要拓扑及其对应的流量（结果或场景文件）</translation>
    </message>
    <message>
        <source>no traffic: the heatmap needs traffic (a result, traffic or scenario file)</source>
        <translation>没有流量：热力图需要流量（结果、流量或场景文件）</translation>
    </message>
    <message>
        <source>no history: run `topoopt optimize` to get a convergence plot</source>
        <translation>没有搜索历史：请运行 `topoopt optimize` 以获得收敛图</translation>
    </message>
    <message>
        <source>no comparison: run `topoopt compare --json` (or optimize with a comparison) to get one</source>
        <translation>没有对比：请运行 `topoopt compare --json`（或带对比的优化）以获得对比</translation>
    </message>
    <message>
        <source>Topology %1: %2 servers, d = %3</source>
        <translation>拓扑 %1：%2 台服务器，d = %3</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Convergence of the strategy and topology search</source>
        <translation>策略与拓扑搜索的收敛过程</translation>
    </message>
    <message>
        <source>Iteration time per fabric</source>
        <translation>各网络结构的迭代时间</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>the file name must end in .png, .svg or .pdf, got &quot;%1&quot;</source>
        <translation>文件名必须以 .png、.svg 或 .pdf 结尾，实际为“%1”</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1: %2 operators</source>
        <translation>%1：%2 个算子</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>default strategy (data parallel, sharded embeddings)</source>
        <translation>默认策略（数据并行，嵌入表分片）</translation>
    </message>
    <message>
        <source>traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>%1 AllReduce groups, %2 MP pairs</source>
        <translation>%1 个 AllReduce 组，%2 个 MP 服务器对</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>%1: %2 nodes, %3 link entries</source>
        <translation>%1：%2 个节点，%3 条链路记录</translation>
    </message>
    <message>
        <source>simulation</source>
        <translation>仿真</translation>
    </message>
    <message>
        <source>iteration %1 ms (compute %2 ms, exposed communication %3 ms)</source>
        <translation>迭代 %1 ms（计算 %2 ms，暴露通信 %3 ms）</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::AboutDialog</name>
    <message>
        <source>About TopoOpt Studio</source>
        <translation>关于 TopoOpt Studio</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TopoOpt Studio %1&lt;/h2&gt;&lt;p&gt;Co-design the network topology and the parallelization strategy of a GPU training cluster, after the NSDI 2023 paper &lt;i&gt;TopoOpt&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;TopoOpt Studio %1&lt;/h2&gt;&lt;p&gt;协同设计 GPU 训练集群的网络拓扑与并行化策略，基于 NSDI 2023 论文 &lt;i&gt;TopoOpt&lt;/i&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Libraries&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Qt&lt;/b&gt; %1 &amp;mdash; GNU LGPL v3&lt;/li&gt;&lt;li&gt;&lt;b&gt;QCustomPlot&lt;/b&gt; %2 &amp;mdash; GNU GPL v3&lt;/li&gt;&lt;li&gt;&lt;b&gt;Boost.Graph&lt;/b&gt; %3 &amp;mdash; Boost Software License 1.0&lt;/li&gt;&lt;li&gt;&lt;b&gt;nlohmann/json&lt;/b&gt; %4 &amp;mdash; MIT License&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Because QCustomPlot is GPL v3, TopoOpt Studio binaries are distributed under the GNU GPL v3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;使用的库&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Qt&lt;/b&gt; %1 &amp;mdash; GNU LGPL v3&lt;/li&gt;&lt;li&gt;&lt;b&gt;QCustomPlot&lt;/b&gt; %2 &amp;mdash; GNU GPL v3&lt;/li&gt;&lt;li&gt;&lt;b&gt;Boost.Graph&lt;/b&gt; %3 &amp;mdash; Boost 软件许可证 1.0&lt;/li&gt;&lt;li&gt;&lt;b&gt;nlohmann/json&lt;/b&gt; %4 &amp;mdash; MIT 许可证&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;由于 QCustomPlot 采用 GPL v3，TopoOpt Studio 的二进制文件以 GNU GPL v3 许可证发布。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ComparisonView</name>
    <message>
        <source>No comparison yet.</source>
        <translation>尚无对比。</translation>
    </message>
    <message>
        <source>Iteration time (ms)</source>
        <translation>迭代时间 (ms)</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>暴露通信</translation>
    </message>
    <message>
        <source>%1
%2x</source>
        <translation>%1
%2x</translation>
    </message>
    <message>
        <source>Fabric cost (thousand USD)</source>
        <translation>网络成本（千美元）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ConvergenceView</name>
    <message>
        <source>Proposal</source>
        <translation>提议序号</translation>
    </message>
    <message>
        <source>Simulated iteration time (ms)</source>
        <translation>仿真迭代时间 (ms)</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>Topology plane</source>
        <translation>拓扑平面</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>当前最优</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>正在搜索...</translation>
    </message>
    <message>
        <source>No search yet: press Run to start one</source>
        <translation>尚未搜索：按“运行”开始</translation>
    </message>
    <message>
        <source> round %1: topology kept</source>
        <translation> 第 %1 轮：保留拓扑</translation>
    </message>
    <message>
        <source> round %1</source>
        <translation> 第 %1 轮</translation>
    </message>
    <message>
        <source>%1  —  %2 proposals (%3 accepted), round %4, best %5</source>
        <translation>%1  —  %2 个提议（接受 %3 个），第 %4 轮，最优 %5</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::Document</name>
    <message>
        <source>Edit scenario</source>
        <translation>编辑场景</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ExportFigureDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Server graph</source>
        <translation>服务器图</translation>
    </message>
    <message>
        <source>Traffic heatmap</source>
        <translation>流量热力图</translation>
    </message>
    <message>
        <source>Convergence</source>
        <translation>收敛</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>millimetres</source>
        <translation>毫米</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>视图(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;SVG images (*.svg);;PNG images (*.png)</source>
        <translation>PDF 文档 (*.pdf);;SVG 图像 (*.svg);;PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>The file name must end in .png, .svg or .pdf.</source>
        <translation>文件名必须以 .png、.svg 或 .pdf 结尾。</translation>
    </message>
    <message>
        <source>%1 x %2 pixels, %3 x %4 mm</source>
        <translation>%1 × %2 像素，%3 × %4 毫米</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::FigureSize</name>
    <message>
        <source>--dpi: must be between 36 and 2400, got %1</source>
        <translation>--dpi：必须在 36 到 2400 之间，实际为 %1</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>毫米</translation>
    </message>
    <message>
        <source>px</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>--%1: must be a positive size, got %2</source>
        <translation>--%1：必须是正的尺寸，实际为 %2</translation>
    </message>
    <message>
        <source>--%1: %2 %3 at %4 dpi is %5 pixels; must be between 64 and 20000</source>
        <translation>--%1：%2 %3 在 %4 dpi 下为 %5 像素；必须在 64 到 20000 之间</translation>
    </message>
    <message>
        <source>--width/--height: %1 x %2 at %3 dpi is only %4 x %5 points of drawing; make it larger or lower the dpi</source>
        <translation>--width/--height：%1 × %2 在 %3 dpi 下只有 %4 × %5 个绘图点；请增大尺寸或降低 dpi</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::GraphView</name>
    <message>
        <source>AllReduce ring</source>
        <translation>AllReduce 环</translation>
    </message>
    <message>
        <source>MP (matching)</source>
        <translation>MP（匹配）</translation>
    </message>
    <message>
        <source>Fill (idle port)</source>
        <translation>填充（空闲端口）</translation>
    </message>
    <message>
        <source>Uplink to switch</source>
        <translation>至交换机的上行链路</translation>
    </message>
    <message>
        <source>Switch fabric</source>
        <translation>交换网络</translation>
    </message>
    <message>
        <source>Ring %1, +%2</source>
        <translation>环 %1，+%2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more ring(s)</source>
        <translation>
            <numerusform>以及另外 %n 个环</numerusform>
        </translation>
    </message>
    <message>
        <source>Width: load per iteration</source>
        <translation>线宽：每次迭代的负载</translation>
    </message>
    <message>
        <source>Width: parallel links</source>
        <translation>线宽：并行链路数</translation>
    </message>
    <message>
        <source>%1 servers, %2 switches, %3 links</source>
        <translation>%1 台服务器，%2 台交换机，%3 条链路</translation>
    </message>
    <message>
        <source>server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>switch %1</source>
        <translation>交换机 %1</translation>
    </message>
    <message>
        <source>Link %1 – %2</source>
        <translation>链路 %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n parallel link(s) at %1 Gbps</source>
        <translation>
            <numerusform>%n 条 %1 Gbps 并行链路</numerusform>
        </translation>
    </message>
    <message>
        <source>Bytes per iteration: %1</source>
        <translation>每次迭代字节数：%1</translation>
    </message>
    <message>
        <source>Load: %1 (%2 → %3: %4, back: %5)</source>
        <translation>负载：%1（%2 → %3：%4，反向：%5）</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>Switch %1 (node %2)</source>
        <translation>交换机 %1（节点 %2）</translation>
    </message>
    <message>
        <source>Ports used: %1 of %2</source>
        <translation>已用端口：%1 / %2</translation>
    </message>
    <message>
        <source>Ports used: %1</source>
        <translation>已用端口：%1</translation>
    </message>
    <message>
        <source>Sends %1, receives %2 per iteration</source>
        <translation>每次迭代发送 %1，接收 %2</translation>
    </message>
    <message>
        <source>Forwards %1 for others</source>
        <translation>为其他节点转发 %1</translation>
    </message>
    <message numerus="yes">
        <source>Node %1: %n link(s); shift-click another server to show routes</source>
        <translation>
            <numerusform>节点 %1：%n 条链路；按住 Shift 点击另一台服务器以显示路由</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n route(s) from %1 to %2</source>
        <translation>
            <numerusform>从 %1 到 %2 的 %n 条路由</numerusform>
        </translation>
    </message>
    <message>
        <source>No route from %1 to %2</source>
        <translation>从 %1 到 %2 没有路由</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::HeatmapView</name>
    <message>
        <source>AllReduce demand</source>
        <translation>AllReduce 需求</translation>
    </message>
    <message>
        <source>MP demand</source>
        <translation>MP 需求</translation>
    </message>
    <message>
        <source>AllReduce + MP demand</source>
        <translation>AllReduce + MP 需求</translation>
    </message>
    <message>
        <source>Link load</source>
        <translation>链路负载</translation>
    </message>
    <message>
        <source>AllReduce draws the ring hops (diagonals j = i + p mod n); MP draws the fixed model-parallel demand; link load is what each directed link carries once traffic follows the topology&apos;s routes</source>
        <translation>AllReduce 显示环上的每一跳（对角线 j = i + p mod n）；MP 显示固定的模型并行需求；链路负载是流量按拓扑路由传输时每条有向链路承载的数据量</translation>
    </message>
    <message>
        <source>Linear scale</source>
        <translation>线性刻度</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Destination server</source>
        <translation>目的服务器</translation>
    </message>
    <message>
        <source>Source server</source>
        <translation>源服务器</translation>
    </message>
    <message>
        <source>Link loads appear once a topology has been built for this traffic.</source>
        <translation>为该流量构建拓扑后将显示链路负载。</translation>
    </message>
    <message>
        <source>No traffic yet: open a scenario or import a traffic file.</source>
        <translation>尚无流量：请打开场景或导入流量文件。</translation>
    </message>
    <message>
        <source>%1 per iteration on the link</source>
        <translation>链路上每次迭代 %1</translation>
    </message>
    <message>
        <source>%1 per iteration</source>
        <translation>每次迭代 %1</translation>
    </message>
    <message>
        <source>To node</source>
        <translation>目的节点</translation>
    </message>
    <message>
        <source>From node</source>
        <translation>源节点</translation>
    </message>
    <message>
        <source>Link %1 → %2: %3 per iteration</source>
        <translation>链路 %1 → %2：每次迭代 %3</translation>
    </message>
    <message>
        <source>Server %1 → %2: %3</source>
        <translation>服务器 %1 → %2：%3</translation>
    </message>
    <message>
        <source> (AllReduce %1, MP %2)</source>
        <translation>（AllReduce %1，MP %2）</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::MainWindow</name>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start from the default scenario</source>
        <translation>从默认场景开始</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>打开场景文件</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Validate Scenario</source>
        <translation>校验场景(&amp;V)</translation>
    </message>
    <message>
        <source>Check the scenario against the format&apos;s rules</source>
        <translation>按格式规则检查场景</translation>
    </message>
    <message>
        <source>Import &amp;Traffic...</source>
        <translation>导入流量(&amp;T)...</translation>
    </message>
    <message>
        <source>Show a topoopt-traffic/1 file in the views</source>
        <translation>在视图中显示 topoopt-traffic/1 文件</translation>
    </message>
    <message>
        <source>Import T&amp;opology...</source>
        <translation>导入拓扑(&amp;O)...</translation>
    </message>
    <message>
        <source>Show a topoopt-topology/1 file in the views</source>
        <translation>在视图中显示 topoopt-topology/1 文件</translation>
    </message>
    <message>
        <source>&amp;Fit Graph</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Link Width by &amp;Load</source>
        <translation>按负载设置链路宽度(&amp;L)</translation>
    </message>
    <message>
        <source>Draw links as wide as their load, instead of by parallel link count</source>
        <translation>按负载而非并行链路数绘制链路宽度</translation>
    </message>
    <message>
        <source>&amp;About TopoOpt Studio</source>
        <translation>关于 TopoOpt Studio(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>%1[*] - TopoOpt Studio</source>
        <translation>%1[*] - TopoOpt Studio</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>%1 servers x %2 %3 GPUs</source>
        <translation>%1 台服务器 × %2 块 %3 GPU</translation>
    </message>
    <message>
        <source>Ports per server (d)</source>
        <translation>每台服务器端口数 (d)</translation>
    </message>
    <message>
        <source>Link bandwidth</source>
        <translation>链路带宽</translation>
    </message>
    <message>
        <source>%1 Gbps</source>
        <translation>%1 Gbps</translation>
    </message>
    <message>
        <source>NVLink bandwidth</source>
        <translation>NVLink 带宽</translation>
    </message>
    <message>
        <source>Latency per hop</source>
        <translation>每跳延迟</translation>
    </message>
    <message>
        <source>%1 us</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Topology kind</source>
        <translation>拓扑类型</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>%1 proposals, %2 rounds, seed %3</source>
        <translation>%1 个提议，%2 轮，随机种子 %3</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>%1 AllReduce groups (%2 on the wire), %3 MP pairs (%4)</source>
        <translation>%1 个 AllReduce 组（线上 %2），%3 个 MP 服务器对（%4）</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>%1: %2 nodes, %3 link entries, diameter %4</source>
        <translation>%1：%2 个节点，%3 条链路记录，直径 %4</translation>
    </message>
    <message>
        <source>Simulated iteration</source>
        <translation>仿真迭代</translation>
    </message>
    <message>
        <source>%1 (compute %2, exposed communication %3)</source>
        <translation>%1（计算 %2，暴露通信 %3）</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>%1 servers, d = %2</source>
        <translation>%1 台服务器，d = %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them first?</source>
        <translation>%1 有未保存的更改。是否先保存？</translation>
    </message>
    <message>
        <source>Scenario is valid</source>
        <translation>场景有效</translation>
    </message>
    <message>
        <source>Invalid scenario</source>
        <translation>场景无效</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Figure (PNG, SVG, PDF)...</source>
        <translation>图表 (PNG、SVG、PDF)(&amp;F)...</translation>
    </message>
    <message>
        <source>Draw a view as a figure for a paper: title, axes with units, legend</source>
        <translation>将视图绘制为论文图表：标题、带单位的坐标轴、图例</translation>
    </message>
    <message>
        <source>&amp;Topology JSON...</source>
        <translation>拓扑 JSON(&amp;T)...</translation>
    </message>
    <message>
        <source>The fabric shown, as topoopt-topology/1</source>
        <translation>当前显示的网络结构，格式为 topoopt-topology/1</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>&amp;Result JSON...</source>
        <translation>结果 JSON(&amp;R)...</translation>
    </message>
    <message>
        <source>Scenario, strategy, traffic, topology, simulation, search history and comparison as topoopt-result/1</source>
        <translation>场景、策略、流量、拓扑、仿真、搜索历史和对比，格式为 topoopt-result/1</translation>
    </message>
    <message>
        <source>&amp;Wiring Plan CSV...</source>
        <translation>布线方案 CSV(&amp;W)...</translation>
    </message>
    <message>
        <source>The patch-panel plan of the fabric: one row per cable</source>
        <translation>网络结构的配线架方案：每根线缆一行</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Traffic &amp;Matrices CSV...</source>
        <translation>流量矩阵 CSV(&amp;M)...</translation>
    </message>
    <message>
        <source>AllReduce, MP and total bytes per server pair and iteration</source>
        <translation>每个服务器对每次迭代的 AllReduce、MP 及总字节数</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出%1</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>Cannot export the figure</source>
        <translation>无法导出图表</translation>
    </message>
    <message>
        <source>Cannot export the topology</source>
        <translation>无法导出拓扑</translation>
    </message>
    <message>
        <source>There is no topology yet.</source>
        <translation>尚无拓扑。</translation>
    </message>
    <message>
        <source>Cannot export the result</source>
        <translation>无法导出结果</translation>
    </message>
    <message>
        <source>There is no result yet: wait for the scenario to be simulated.</source>
        <translation>尚无结果：请等待场景仿真完成。</translation>
    </message>
    <message>
        <source>Cannot export the wiring plan</source>
        <translation>无法导出布线方案</translation>
    </message>
    <message>
        <source>Cannot export the traffic matrices</source>
        <translation>无法导出流量矩阵</translation>
    </message>
    <message>
        <source>There is no traffic yet.</source>
        <translation>尚无流量。</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>The comparison of topology kinds appears here once the scenario has been simulated.</source>
        <translation>场景仿真完成后，这里将显示各拓扑类型的对比。</translation>
    </message>
    <message>
        <source>Server Graph</source>
        <translation>服务器图</translation>
    </message>
    <message>
        <source>Traffic Heatmaps</source>
        <translation>流量热力图</translation>
    </message>
    <message>
        <source>Convergence</source>
        <translation>收敛</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Load Model</source>
        <translation>加载模型</translation>
    </message>
    <message>
        <source>TopoOpt models (*.json);;All files (*)</source>
        <translation>TopoOpt 模型 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: %2 (%3 ms)</source>
        <translation>%1：%2（%3 ms）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Wait for the pipeline to finish simulating the scenario</source>
        <translation>请等待流水线完成场景仿真</translation>
    </message>
    <message>
        <source>The search needs a simulated scenario: %1</source>
        <translation>搜索需要已仿真的场景：%1</translation>
    </message>
    <message>
        <source>Simulating the strategy on every fabric kind...</source>
        <translation>正在各类网络结构上仿真该策略...</translation>
    </message>
    <message>
        <source>The default strategy of %1 simulated on each fabric kind for the same servers, d and link bandwidth; speedup against the fat-tree. Costs appear once the cost model is part of this build.</source>
        <translation>%1 的默认策略在服务器数、d 和链路带宽相同的各类网络结构上的仿真结果；加速比相对于胖树。成本模型加入此版本后将显示成本。</translation>
    </message>
    <message>
        <source>Comparison failed: %1</source>
        <translation>对比失败：%1</translation>
    </message>
    <message>
        <source>Cannot load model</source>
        <translation>无法加载模型</translation>
    </message>
    <message>
        <source>Cannot import traffic</source>
        <translation>无法导入流量</translation>
    </message>
    <message>
        <source>Imported traffic %1</source>
        <translation>已导入流量 %1</translation>
    </message>
    <message>
        <source>Cannot import topology</source>
        <translation>无法导入拓扑</translation>
    </message>
    <message>
        <source>Imported topology %1</source>
        <translation>已导入拓扑 %1</translation>
    </message>
    <message>
        <source>Import Topology</source>
        <translation>导入拓扑</translation>
    </message>
    <message>
        <source>Import Traffic</source>
        <translation>导入流量</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>The language changes the next time TopoOpt Studio starts.</source>
        <translation>语言将在下次启动 TopoOpt Studio 时生效。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::RunControl</name>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>Run the co-optimization search (or resume a paused one)</source>
        <translation>运行协同优化搜索（或继续已暂停的搜索）</translation>
    </message>
    <message>
        <source>Pause the search after the current proposal</source>
        <translation>在当前提议之后暂停搜索</translation>
    </message>
    <message>
        <source>Evaluate one more proposal, then pause</source>
        <translation>再评估一个提议，然后暂停</translation>
    </message>
    <message>
        <source>Stop the search and keep the best result so far</source>
        <translation>停止搜索并保留当前最优结果</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Search failed: %1</source>
        <translation>搜索失败：%1</translation>
    </message>
    <message>
        <source>Stopped after %1 proposals; best kept: %2</source>
        <translation>已在 %1 个提议后停止；保留最优：%2</translation>
    </message>
    <message>
        <source>Search finished: %1 proposals, best %2</source>
        <translation>搜索完成：%1 个提议，最优 %2</translation>
    </message>
    <message>
        <source>ETA: estimating...</source>
        <translation>剩余时间：估算中...</translation>
    </message>
    <message>
        <source>The optimizer is not part of this build yet</source>
        <translation>此版本尚未包含优化器</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>ETA: %1</source>
        <translation>剩余时间：%1</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ScenarioPanel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>A model from the built-in zoo (workloads.md), or a model file</source>
        <translation>内置模型库中的模型 (workloads.md)，或模型文件</translation>
    </message>
    <message>
        <source>Load File...</source>
        <translation>加载文件...</translation>
    </message>
    <message>
        <source>Use a topoopt-model/1 file instead of a zoo model</source>
        <translation>使用 topoopt-model/1 文件代替模型库中的模型</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Number of servers n (2 to %1)</source>
        <translation>服务器数量 n（2 到 %1）</translation>
    </message>
    <message>
        <source>GPUs per server, joined by NVLink (1 to %1)</source>
        <translation>每台服务器的 GPU 数，由 NVLink 互连（1 到 %1）</translation>
    </message>
    <message>
        <source>Optical ports per server d: no server uses more links than this (1 to %1)</source>
        <translation>每台服务器的光端口数 d：任何服务器使用的链路都不超过此数（1 到 %1）</translation>
    </message>
    <message>
        <source> Gbps</source>
        <translation> Gbps</translation>
    </message>
    <message>
        <source>Bandwidth of one port, per direction</source>
        <translation>单个端口的单向带宽</translation>
    </message>
    <message>
        <source>Servers:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <source>GPUs per server:</source>
        <translation>每台服务器 GPU 数：</translation>
    </message>
    <message>
        <source>Ports per server (d):</source>
        <translation>每台服务器端口数 (d)：</translation>
    </message>
    <message>
        <source>Link bandwidth:</source>
        <translation>链路带宽：</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>topoopt: TopologyFinder; expander, ring, torus: direct-connect baselines; fattree, ideal: switched baselines</source>
        <translation>topoopt：TopologyFinder；expander、ring、torus：直连基线；fattree、ideal：交换式基线</translation>
    </message>
    <message>
        <source>Proportional</source>
        <translation>按比例</translation>
    </message>
    <message>
        <source>AllReduce only</source>
        <translation>仅 AllReduce</translation>
    </message>
    <message>
        <source>How ports are divided between AllReduce rings and MP links (topologyfinder.md 3.1)</source>
        <translation>端口在 AllReduce 环与 MP 链路之间的分配方式 (topologyfinder.md 3.1)</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source>Fat-tree oversubscription at the ToR uplinks (1 to 64)</source>
        <translation>胖树在 ToR 上行链路处的超分比（1 到 64）</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Degree split:</source>
        <translation>端口分配：</translation>
    </message>
    <message>
        <source>Oversubscription:</source>
        <translation>超分比：</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>MCMC proposals over the whole run (the budget; the paper used 4000)</source>
        <translation>整个运行中的 MCMC 提议数（预算；论文使用 4000）</translation>
    </message>
    <message>
        <source>Alternation rounds between the strategy and topology planes</source>
        <translation>策略平面与拓扑平面之间的交替轮数</translation>
    </message>
    <message>
        <source>Random seed: the same seed gives the same search</source>
        <translation>随机种子：相同的种子得到相同的搜索</translation>
    </message>
    <message>
        <source>Metropolis temperature: accept a worse time t&apos; with probability exp(-alpha (t&apos; - t))</source>
        <translation>Metropolis 温度：以概率 exp(-alpha (t&apos; - t)) 接受更差的时间 t&apos;</translation>
    </message>
    <message>
        <source>Proposals:</source>
        <translation>提议数：</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>Alpha:</source>
        <translation>Alpha：</translation>
    </message>
    <message>
        <source>Model file: %1</source>
        <translation>模型文件：%1</translation>
    </message>
    <message>
        <source>Inline model from the scenario file</source>
        <translation>场景文件中的内联模型</translation>
    </message>
    <message>
        <source>%1 (%2 to %3, default %4)</source>
        <translation>%1（%2 到 %3，默认 %4）</translation>
    </message>
</context>
</TS>
