<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Pipeline</name>
    <message>
        <source>TopoOpt</source>
        <translation>TopoOpt</translation>
    </message>
    <message>
        <source>Expander</source>
        <translation>Expander</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Torus</translation>
    </message>
    <message>
        <source>Fat-tree</source>
        <translation>Fat-tree</translation>
    </message>
    <message>
        <source>Ideal switch</source>
        <translation>Ideal switch</translation>
    </message>
    <message>
        <source>input</source>
        <translation>input</translation>
    </message>
    <message>
        <source>pipeline</source>
        <translation>pipeline</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>TopoOpt scenarios (*.json);;All files (*)</source>
        <translation>TopoOpt scenarios (*.json);;All files (*)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design GPU cluster networks.</source>
        <translation>Design GPU cluster networks.</translation>
    </message>
    <message>
        <source>Start fully, then quit with status 0 (for tests and package checks).</source>
        <translation>Start fully, then quit with status 0 (for tests and package checks).</translation>
    </message>
    <message>
        <source>Import a topoopt-traffic/1 file at start.</source>
        <translation>Import a topoopt-traffic/1 file at start.</translation>
    </message>
    <message>
        <source>Import a topoopt-topology/1 file at start.</source>
        <translation>Import a topoopt-topology/1 file at start.</translation>
    </message>
    <message>
        <source>Save the window as PNG and quit.</source>
        <translation>Save the window as PNG and quit.</translation>
    </message>
    <message>
        <source>Tab index to show.</source>
        <translation>Tab index to show.</translation>
    </message>
    <message>
        <source>Press Run once simulated; shoot after N s.</source>
        <translation>Press Run once simulated; shoot after N s.</translation>
    </message>
    <message>
        <source>Scenario to open.</source>
        <translation>Scenario to open.</translation>
    </message>
</context>
<context>
    <name>topoopt::ui</name>
    <message>
        <source>AllReduce demand per iteration</source>
        <translation>AllReduce demand per iteration</translation>
    </message>
    <message>
        <source>MP demand per iteration</source>
        <translation>MP demand per iteration</translation>
    </message>
    <message>
        <source>AllReduce + MP demand per iteration</source>
        <translation>AllReduce + MP demand per iteration</translation>
    </message>
    <message>
        <source>Link load per iteration</source>
        <translation>Link load per iteration</translation>
    </message>
    <message>
        <source>no topology: the graph view needs a topology (a result, topology or scenario file)</source>
        <translation>no topology: the graph view needs a topology (a result, topology or scenario file)</translation>
    </message>
    <message>
        <source>no link loads: the link-load heatmap needs a topology and the traffic it was built for (a result or scenario file)</source>
        <translation>no link loads: the link-load heatmap needs a topology and the traffic it was built for (a result or scenario file)</translation>
    </message>
    <message>
        <source>no traffic: the heatmap needs traffic (a result, traffic or scenario file)</source>
        <translation>no traffic: the heatmap needs traffic (a result, traffic or scenario file)</translation>
    </message>
    <message>
        <source>no history: run `topoopt optimize` to get a convergence plot</source>
        <translation>no history: run `topoopt optimize` to get a convergence plot</translation>
    </message>
    <message>
        <source>no comparison: run `topoopt compare --json` (or optimize with a comparison) to get one</source>
        <translation>no comparison: run `topoopt compare --json` (or optimize with a comparison) to get one</translation>
    </message>
    <message>
        <source>Topology %1: %2 servers, d = %3</source>
        <translation>Topology %1: %2 servers, d = %3</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topology</translation>
    </message>
    <message>
        <source>Convergence of the strategy and topology search</source>
        <translation>Convergence of the strategy and topology search</translation>
    </message>
    <message>
        <source>Iteration time per fabric</source>
        <translation>Iteration time per fabric</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>the file name must end in .png, .svg or .pdf, got &quot;%1&quot;</source>
        <translation>the file name must end in .png, .svg or .pdf, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>%1: %2 operators</source>
        <translation>%1: %2 operators</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>strategy</translation>
    </message>
    <message>
        <source>default strategy (data parallel, sharded embeddings)</source>
        <translation>default strategy (data parallel, sharded embeddings)</translation>
    </message>
    <message>
        <source>traffic</source>
        <translation>traffic</translation>
    </message>
    <message>
        <source>%1 AllReduce groups, %2 MP pairs</source>
        <translation>%1 AllReduce groups, %2 MP pairs</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>topology</translation>
    </message>
    <message>
        <source>%1: %2 nodes, %3 link entries</source>
        <translation>%1: %2 nodes, %3 link entries</translation>
    </message>
    <message>
        <source>simulation</source>
        <translation>simulation</translation>
    </message>
    <message>
        <source>iteration %1 ms (compute %2 ms, exposed communication %3 ms)</source>
        <translation>iteration %1 ms (compute %2 ms, exposed communication %3 ms)</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::AboutDialog</name>
    <message>
        <source>About TopoOpt Studio</source>
        <translation>About TopoOpt Studio</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TopoOpt Studio %1&lt;/h2&gt;&lt;p&gt;Co-design the network topology and the parallelization strategy of a GPU training cluster, after the NSDI 2023 paper &lt;i&gt;TopoOpt&lt;/i&gt;.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;TopoOpt Studio %1&lt;/h2&gt;&lt;p&gt;Co-design the network topology and the parallelization strategy of a GPU training cluster, after the NSDI 2023 paper &lt;i&gt;TopoOpt&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Libraries&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Qt&lt;/b&gt; %1 &amp;mdash; GNU LGPL v3&lt;/li&gt;&lt;li&gt;&lt;b&gt;QCustomPlot&lt;/b&gt; %2 &amp;mdash; GNU GPL v3&lt;/li&gt;&lt;li&gt;&lt;b&gt;Boost.Graph&lt;/b&gt; %3 &amp;mdash; Boost Software License 1.0&lt;/li&gt;&lt;li&gt;&lt;b&gt;nlohmann/json&lt;/b&gt; %4 &amp;mdash; MIT License&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Because QCustomPlot is GPL v3, TopoOpt Studio binaries are distributed under the GNU GPL v3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Libraries&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Qt&lt;/b&gt; %1 &amp;mdash; GNU LGPL v3&lt;/li&gt;&lt;li&gt;&lt;b&gt;QCustomPlot&lt;/b&gt; %2 &amp;mdash; GNU GPL v3&lt;/li&gt;&lt;li&gt;&lt;b&gt;Boost.Graph&lt;/b&gt; %3 &amp;mdash; Boost Software License 1.0&lt;/li&gt;&lt;li&gt;&lt;b&gt;nlohmann/json&lt;/b&gt; %4 &amp;mdash; MIT License&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Because QCustomPlot is GPL v3, TopoOpt Studio binaries are distributed under the GNU GPL v3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ComparisonView</name>
    <message>
        <source>No comparison yet.</source>
        <translation>No comparison yet.</translation>
    </message>
    <message>
        <source>Iteration time (ms)</source>
        <translation>Iteration time (ms)</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>Exposed communication</translation>
    </message>
    <message>
        <source>%1
%2x</source>
        <translation>%1
%2x</translation>
    </message>
    <message>
        <source>Fabric cost (thousand USD)</source>
        <translation>Fabric cost (thousand USD)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ConvergenceView</name>
    <message>
        <source>Proposal</source>
        <translation>Proposal</translation>
    </message>
    <message>
        <source>Simulated iteration time (ms)</source>
        <translation>Simulated iteration time (ms)</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejected</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Accepted</translation>
    </message>
    <message>
        <source>Topology plane</source>
        <translation>Topology plane</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Best so far</translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation>Searching...</translation>
    </message>
    <message>
        <source>No search yet: press Run to start one</source>
        <translation>No search yet: press Run to start one</translation>
    </message>
    <message>
        <source> round %1: topology kept</source>
        <translation> round %1: topology kept</translation>
    </message>
    <message>
        <source> round %1</source>
        <translation> round %1</translation>
    </message>
    <message>
        <source>%1  —  %2 proposals (%3 accepted), round %4, best %5</source>
        <translation>%1  —  %2 proposals (%3 accepted), round %4, best %5</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::Document</name>
    <message>
        <source>Edit scenario</source>
        <translation>Edit scenario</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Could not save %1: %2</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ExportFigureDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Export Figure</translation>
    </message>
    <message>
        <source>Server graph</source>
        <translation>Server graph</translation>
    </message>
    <message>
        <source>Traffic heatmap</source>
        <translation>Traffic heatmap</translation>
    </message>
    <message>
        <source>Convergence</source>
        <translation>Convergence</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparison</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Browse...</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>pixels</translation>
    </message>
    <message>
        <source>millimetres</source>
        <translation>millimetres</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>&amp;View:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;File:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Size:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Resolution:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;SVG images (*.svg);;PNG images (*.png)</source>
        <translation>PDF documents (*.pdf);;SVG images (*.svg);;PNG images (*.png)</translation>
    </message>
    <message>
        <source>The file name must end in .png, .svg or .pdf.</source>
        <translation>The file name must end in .png, .svg or .pdf.</translation>
    </message>
    <message>
        <source>%1 x %2 pixels, %3 x %4 mm</source>
        <translation>%1 x %2 pixels, %3 x %4 mm</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::FigureSize</name>
    <message>
        <source>--dpi: must be between 36 and 2400, got %1</source>
        <translation>--dpi: must be between 36 and 2400, got %1</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>px</source>
        <translation>px</translation>
    </message>
    <message>
        <source>--%1: must be a positive size, got %2</source>
        <translation>--%1: must be a positive size, got %2</translation>
    </message>
    <message>
        <source>--%1: %2 %3 at %4 dpi is %5 pixels; must be between 64 and 20000</source>
        <translation>--%1: %2 %3 at %4 dpi is %5 pixels; must be between 64 and 20000</translation>
    </message>
    <message>
        <source>--width/--height: %1 x %2 at %3 dpi is only %4 x %5 points of drawing; make it larger or lower the dpi</source>
        <translation>--width/--height: %1 x %2 at %3 dpi is only %4 x %5 points of drawing; make it larger or lower the dpi</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::GraphView</name>
    <message>
        <source>AllReduce ring</source>
        <translation>AllReduce ring</translation>
    </message>
    <message>
        <source>MP (matching)</source>
        <translation>MP (matching)</translation>
    </message>
    <message>
        <source>Fill (idle port)</source>
        <translation>Fill (idle port)</translation>
    </message>
    <message>
        <source>Uplink to switch</source>
        <translation>Uplink to switch</translation>
    </message>
    <message>
        <source>Switch fabric</source>
        <translation>Switch fabric</translation>
    </message>
    <message>
        <source>Ring %1, +%2</source>
        <translation>Ring %1, +%2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more ring(s)</source>
        <translation>
            <numerusform>and %n more ring</numerusform>
            <numerusform>and %n more rings</numerusform>
        </translation>
    </message>
    <message>
        <source>Width: load per iteration</source>
        <translation>Width: load per iteration</translation>
    </message>
    <message>
        <source>Width: parallel links</source>
        <translation>Width: parallel links</translation>
    </message>
    <message>
        <source>%1 servers, %2 switches, %3 links</source>
        <translation>%1 servers, %2 switches, %3 links</translation>
    </message>
    <message>
        <source>server %1</source>
        <translation>server %1</translation>
    </message>
    <message>
        <source>switch %1</source>
        <translation>switch %1</translation>
    </message>
    <message>
        <source>Link %1 – %2</source>
        <translation>Link %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n parallel link(s) at %1 Gbps</source>
        <translation>
            <numerusform>%n parallel link at %1 Gbps</numerusform>
            <numerusform>%n parallel links at %1 Gbps</numerusform>
        </translation>
    </message>
    <message>
        <source>Bytes per iteration: %1</source>
        <translation>Bytes per iteration: %1</translation>
    </message>
    <message>
        <source>Load: %1 (%2 → %3: %4, back: %5)</source>
        <translation>Load: %1 (%2 → %3: %4, back: %5)</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>Switch %1 (node %2)</source>
        <translation>Switch %1 (node %2)</translation>
    </message>
    <message>
        <source>Ports used: %1 of %2</source>
        <translation>Ports used: %1 of %2</translation>
    </message>
    <message>
        <source>Ports used: %1</source>
        <translation>Ports used: %1</translation>
    </message>
    <message>
        <source>Sends %1, receives %2 per iteration</source>
        <translation>Sends %1, receives %2 per iteration</translation>
    </message>
    <message>
        <source>Forwards %1 for others</source>
        <translation>Forwards %1 for others</translation>
    </message>
    <message numerus="yes">
        <source>Node %1: %n link(s); shift-click another server to show routes</source>
        <translation>
            <numerusform>Node %1: %n link; shift-click another server to show routes</numerusform>
            <numerusform>Node %1: %n links; shift-click another server to show routes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n route(s) from %1 to %2</source>
        <translation>
            <numerusform>%n route from %1 to %2</numerusform>
            <numerusform>%n routes from %1 to %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No route from %1 to %2</source>
        <translation>No route from %1 to %2</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::HeatmapView</name>
    <message>
        <source>AllReduce demand</source>
        <translation>AllReduce demand</translation>
    </message>
    <message>
        <source>MP demand</source>
        <translation>MP demand</translation>
    </message>
    <message>
        <source>AllReduce + MP demand</source>
        <translation>AllReduce + MP demand</translation>
    </message>
    <message>
        <source>Link load</source>
        <translation>Link load</translation>
    </message>
    <message>
        <source>AllReduce draws the ring hops (diagonals j = i + p mod n); MP draws the fixed model-parallel demand; link load is what each directed link carries once traffic follows the topology&apos;s routes</source>
        <translation>AllReduce draws the ring hops (diagonals j = i + p mod n); MP draws the fixed model-parallel demand; link load is what each directed link carries once traffic follows the topology&apos;s routes</translation>
    </message>
    <message>
        <source>Linear scale</source>
        <translation>Linear scale</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Log scale</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Show:</translation>
    </message>
    <message>
        <source>Destination server</source>
        <translation>Destination server</translation>
    </message>
    <message>
        <source>Source server</source>
        <translation>Source server</translation>
    </message>
    <message>
        <source>Link loads appear once a topology has been built for this traffic.</source>
        <translation>Link loads appear once a topology has been built for this traffic.</translation>
    </message>
    <message>
        <source>No traffic yet: open a scenario or import a traffic file.</source>
        <translation>No traffic yet: open a scenario or import a traffic file.</translation>
    </message>
    <message>
        <source>%1 per iteration on the link</source>
        <translation>%1 per iteration on the link</translation>
    </message>
    <message>
        <source>%1 per iteration</source>
        <translation>%1 per iteration</translation>
    </message>
    <message>
        <source>To node</source>
        <translation>To node</translation>
    </message>
    <message>
        <source>From node</source>
        <translation>From node</translation>
    </message>
    <message>
        <source>Link %1 → %2: %3 per iteration</source>
        <translation>Link %1 → %2: %3 per iteration</translation>
    </message>
    <message>
        <source>Server %1 → %2: %3</source>
        <translation>Server %1 → %2: %3</translation>
    </message>
    <message>
        <source> (AllReduce %1, MP %2)</source>
        <translation> (AllReduce %1, MP %2)</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::MainWindow</name>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>Start from the default scenario</source>
        <translation>Start from the default scenario</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Open...</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Open a scenario file</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Save &amp;As...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Validate Scenario</source>
        <translation>&amp;Validate Scenario</translation>
    </message>
    <message>
        <source>Check the scenario against the format&apos;s rules</source>
        <translation>Check the scenario against the format&apos;s rules</translation>
    </message>
    <message>
        <source>Import &amp;Traffic...</source>
        <translation>Import &amp;Traffic...</translation>
    </message>
    <message>
        <source>Show a topoopt-traffic/1 file in the views</source>
        <translation>Show a topoopt-traffic/1 file in the views</translation>
    </message>
    <message>
        <source>Import T&amp;opology...</source>
        <translation>Import T&amp;opology...</translation>
    </message>
    <message>
        <source>Show a topoopt-topology/1 file in the views</source>
        <translation>Show a topoopt-topology/1 file in the views</translation>
    </message>
    <message>
        <source>&amp;Fit Graph</source>
        <translation>&amp;Fit Graph</translation>
    </message>
    <message>
        <source>Link Width by &amp;Load</source>
        <translation>Link Width by &amp;Load</translation>
    </message>
    <message>
        <source>Draw links as wide as their load, instead of by parallel link count</source>
        <translation>Draw links as wide as their load, instead of by parallel link count</translation>
    </message>
    <message>
        <source>&amp;About TopoOpt Studio</source>
        <translation>&amp;About TopoOpt Studio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>%1[*] - TopoOpt Studio</source>
        <translation>%1[*] - TopoOpt Studio</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>%1 servers x %2 %3 GPUs</source>
        <translation>%1 servers x %2 %3 GPUs</translation>
    </message>
    <message>
        <source>Ports per server (d)</source>
        <translation>Ports per server (d)</translation>
    </message>
    <message>
        <source>Link bandwidth</source>
        <translation>Link bandwidth</translation>
    </message>
    <message>
        <source>%1 Gbps</source>
        <translation>%1 Gbps</translation>
    </message>
    <message>
        <source>NVLink bandwidth</source>
        <translation>NVLink bandwidth</translation>
    </message>
    <message>
        <source>Latency per hop</source>
        <translation>Latency per hop</translation>
    </message>
    <message>
        <source>%1 us</source>
        <translation>%1 us</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Topology kind</source>
        <translation>Topology kind</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>%1 proposals, %2 rounds, seed %3</source>
        <translation>%1 proposals, %2 rounds, seed %3</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Traffic</translation>
    </message>
    <message>
        <source>%1 AllReduce groups (%2 on the wire), %3 MP pairs (%4)</source>
        <translation>%1 AllReduce groups (%2 on the wire), %3 MP pairs (%4)</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topology</translation>
    </message>
    <message>
        <source>%1: %2 nodes, %3 link entries, diameter %4</source>
        <translation>%1: %2 nodes, %3 link entries, diameter %4</translation>
    </message>
    <message>
        <source>Simulated iteration</source>
        <translation>Simulated iteration</translation>
    </message>
    <message>
        <source>%1 (compute %2, exposed communication %3)</source>
        <translation>%1 (compute %2, exposed communication %3)</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>Pipeline</translation>
    </message>
    <message>
        <source>%1 servers, d = %2</source>
        <translation>%1 servers, d = %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Cannot open scenario</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Open Scenario</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Save Scenario As</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them first?</source>
        <translation>%1 has unsaved changes. Save them first?</translation>
    </message>
    <message>
        <source>Scenario is valid</source>
        <translation>Scenario is valid</translation>
    </message>
    <message>
        <source>Invalid scenario</source>
        <translation>Invalid scenario</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>&amp;Figure (PNG, SVG, PDF)...</source>
        <translation>&amp;Figure (PNG, SVG, PDF)...</translation>
    </message>
    <message>
        <source>Draw a view as a figure for a paper: title, axes with units, legend</source>
        <translation>Draw a view as a figure for a paper: title, axes with units, legend</translation>
    </message>
    <message>
        <source>&amp;Topology JSON...</source>
        <translation>&amp;Topology JSON...</translation>
    </message>
    <message>
        <source>The fabric shown, as topoopt-topology/1</source>
        <translation>The fabric shown, as topoopt-topology/1</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>&amp;Result JSON...</source>
        <translation>&amp;Result JSON...</translation>
    </message>
    <message>
        <source>Scenario, strategy, traffic, topology, simulation, search history and comparison as topoopt-result/1</source>
        <translation>Scenario, strategy, traffic, topology, simulation, search history and comparison as topoopt-result/1</translation>
    </message>
    <message>
        <source>&amp;Wiring Plan CSV...</source>
        <translation>&amp;Wiring Plan CSV...</translation>
    </message>
    <message>
        <source>The patch-panel plan of the fabric: one row per cable</source>
        <translation>The patch-panel plan of the fabric: one row per cable</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Traffic &amp;Matrices CSV...</source>
        <translation>Traffic &amp;Matrices CSV...</translation>
    </message>
    <message>
        <source>AllReduce, MP and total bytes per server pair and iteration</source>
        <translation>AllReduce, MP and total bytes per server pair and iteration</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Export %1</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferences...</translation>
    </message>
    <message>
        <source>Cannot export the figure</source>
        <translation>Cannot export the figure</translation>
    </message>
    <message>
        <source>Cannot export the topology</source>
        <translation>Cannot export the topology</translation>
    </message>
    <message>
        <source>There is no topology yet.</source>
        <translation>There is no topology yet.</translation>
    </message>
    <message>
        <source>Cannot export the result</source>
        <translation>Cannot export the result</translation>
    </message>
    <message>
        <source>There is no result yet: wait for the scenario to be simulated.</source>
        <translation>There is no result yet: wait for the scenario to be simulated.</translation>
    </message>
    <message>
        <source>Cannot export the wiring plan</source>
        <translation>Cannot export the wiring plan</translation>
    </message>
    <message>
        <source>Cannot export the traffic matrices</source>
        <translation>Cannot export the traffic matrices</translation>
    </message>
    <message>
        <source>There is no traffic yet.</source>
        <translation>There is no traffic yet.</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exported %1</translation>
    </message>
    <message>
        <source>The comparison of topology kinds appears here once the scenario has been simulated.</source>
        <translation>The comparison of topology kinds appears here once the scenario has been simulated.</translation>
    </message>
    <message>
        <source>Server Graph</source>
        <translation>Server Graph</translation>
    </message>
    <message>
        <source>Traffic Heatmaps</source>
        <translation>Traffic Heatmaps</translation>
    </message>
    <message>
        <source>Convergence</source>
        <translation>Convergence</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparison</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Load Model</source>
        <translation>Load Model</translation>
    </message>
    <message>
        <source>TopoOpt models (*.json);;All files (*)</source>
        <translation>TopoOpt models (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>%1: %2 (%3 ms)</source>
        <translation>%1: %2 (%3 ms)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Wait for the pipeline to finish simulating the scenario</source>
        <translation>Wait for the pipeline to finish simulating the scenario</translation>
    </message>
    <message>
        <source>The search needs a simulated scenario: %1</source>
        <translation>The search needs a simulated scenario: %1</translation>
    </message>
    <message>
        <source>Simulating the strategy on every fabric kind...</source>
        <translation>Simulating the strategy on every fabric kind...</translation>
    </message>
    <message>
        <source>The default strategy of %1 simulated on each fabric kind for the same servers, d and link bandwidth; speedup against the fat-tree. Costs appear once the cost model is part of this build.</source>
        <translation>The default strategy of %1 simulated on each fabric kind for the same servers, d and link bandwidth; speedup against the fat-tree. Costs appear once the cost model is part of this build.</translation>
    </message>
    <message>
        <source>Comparison failed: %1</source>
        <translation>Comparison failed: %1</translation>
    </message>
    <message>
        <source>Cannot load model</source>
        <translation>Cannot load model</translation>
    </message>
    <message>
        <source>Cannot import traffic</source>
        <translation>Cannot import traffic</translation>
    </message>
    <message>
        <source>Imported traffic %1</source>
        <translation>Imported traffic %1</translation>
    </message>
    <message>
        <source>Cannot import topology</source>
        <translation>Cannot import topology</translation>
    </message>
    <message>
        <source>Imported topology %1</source>
        <translation>Imported topology %1</translation>
    </message>
    <message>
        <source>Import Topology</source>
        <translation>Import Topology</translation>
    </message>
    <message>
        <source>Import Traffic</source>
        <translation>Import Traffic</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON files (*.json);;All files (*)</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>The language changes the next time TopoOpt Studio starts.</source>
        <translation>The language changes the next time TopoOpt Studio starts.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::RunControl</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>S&amp;tep</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>St&amp;op</translation>
    </message>
    <message>
        <source>Run the co-optimization search (or resume a paused one)</source>
        <translation>Run the co-optimization search (or resume a paused one)</translation>
    </message>
    <message>
        <source>Pause the search after the current proposal</source>
        <translation>Pause the search after the current proposal</translation>
    </message>
    <message>
        <source>Evaluate one more proposal, then pause</source>
        <translation>Evaluate one more proposal, then pause</translation>
    </message>
    <message>
        <source>Stop the search and keep the best result so far</source>
        <translation>Stop the search and keep the best result so far</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Search failed: %1</source>
        <translation>Search failed: %1</translation>
    </message>
    <message>
        <source>Stopped after %1 proposals; best kept: %2</source>
        <translation>Stopped after %1 proposals; best kept: %2</translation>
    </message>
    <message>
        <source>Search finished: %1 proposals, best %2</source>
        <translation>Search finished: %1 proposals, best %2</translation>
    </message>
    <message>
        <source>ETA: estimating...</source>
        <translation>ETA: estimating...</translation>
    </message>
    <message>
        <source>The optimizer is not part of this build yet</source>
        <translation>The optimizer is not part of this build yet</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>ETA: %1</source>
        <translation>ETA: %1</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ScenarioPanel</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>A model from the built-in zoo (workloads.md), or a model file</source>
        <translation>A model from the built-in zoo (workloads.md), or a model file</translation>
    </message>
    <message>
        <source>Load File...</source>
        <translation>Load File...</translation>
    </message>
    <message>
        <source>Use a topoopt-model/1 file instead of a zoo model</source>
        <translation>Use a topoopt-model/1 file instead of a zoo model</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Number of servers n (2 to %1)</source>
        <translation>Number of servers n (2 to %1)</translation>
    </message>
    <message>
        <source>GPUs per server, joined by NVLink (1 to %1)</source>
        <translation>GPUs per server, joined by NVLink (1 to %1)</translation>
    </message>
    <message>
        <source>Optical ports per server d: no server uses more links than this (1 to %1)</source>
        <translation>Optical ports per server d: no server uses more links than this (1 to %1)</translation>
    </message>
    <message>
        <source> Gbps</source>
        <translation> Gbps</translation>
    </message>
    <message>
        <source>Bandwidth of one port, per direction</source>
        <translation>Bandwidth of one port, per direction</translation>
    </message>
    <message>
        <source>Servers:</source>
        <translation>Servers:</translation>
    </message>
    <message>
        <source>GPUs per server:</source>
        <translation>GPUs per server:</translation>
    </message>
    <message>
        <source>Ports per server (d):</source>
        <translation>Ports per server (d):</translation>
    </message>
    <message>
        <source>Link bandwidth:</source>
        <translation>Link bandwidth:</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topology</translation>
    </message>
    <message>
        <source>topoopt: TopologyFinder; expander, ring, torus: direct-connect baselines; fattree, ideal: switched baselines</source>
        <translation>topoopt: TopologyFinder; expander, ring, torus: direct-connect baselines; fattree, ideal: switched baselines</translation>
    </message>
    <message>
        <source>Proportional</source>
        <translation>Proportional</translation>
    </message>
    <message>
        <source>AllReduce only</source>
        <translation>AllReduce only</translation>
    </message>
    <message>
        <source>How ports are divided between AllReduce rings and MP links (topologyfinder.md 3.1)</source>
        <translation>How ports are divided between AllReduce rings and MP links (topologyfinder.md 3.1)</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source>Fat-tree oversubscription at the ToR uplinks (1 to 64)</source>
        <translation>Fat-tree oversubscription at the ToR uplinks (1 to 64)</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Kind:</translation>
    </message>
    <message>
        <source>Degree split:</source>
        <translation>Degree split:</translation>
    </message>
    <message>
        <source>Oversubscription:</source>
        <translation>Oversubscription:</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>MCMC proposals over the whole run (the budget; the paper used 4000)</source>
        <translation>MCMC proposals over the whole run (the budget; the paper used 4000)</translation>
    </message>
    <message>
        <source>Alternation rounds between the strategy and topology planes</source>
        <translation>Alternation rounds between the strategy and topology planes</translation>
    </message>
    <message>
        <source>Random seed: the same seed gives the same search</source>
        <translation>Random seed: the same seed gives the same search</translation>
    </message>
    <message>
        <source>Metropolis temperature: accept a worse time t&apos; with probability exp(-alpha (t&apos; - t))</source>
        <translation>Metropolis temperature: accept a worse time t&apos; with probability exp(-alpha (t&apos; - t))</translation>
    </message>
    <message>
        <source>Proposals:</source>
        <translation>Proposals:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rounds:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Alpha:</source>
        <translation>Alpha:</translation>
    </message>
    <message>
        <source>Model file: %1</source>
        <translation>Model file: %1</translation>
    </message>
    <message>
        <source>Inline model from the scenario file</source>
        <translation>Inline model from the scenario file</translation>
    </message>
    <message>
        <source>%1 (%2 to %3, default %4)</source>
        <translation>%1 (%2 to %3, default %4)</translation>
    </message>
</context>
</TS>
