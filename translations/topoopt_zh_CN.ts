<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>DesignEditor</name>
    <message>
        <source>Group %1 has %2 member: there is no ring to build.</source>
        <translation>组 %1 只有 %2 个成员：无法构建环。</translation>
    </message>
    <message>
        <source>Permutation %1 is outside 1..%2 for group %3 of %4 members.</source>
        <translation>置换 %1 超出了组 %3（%4 个成员）的范围 1..%2。</translation>
    </message>
    <message>
        <source>Permutation %1 is not coprime with the group size %2: it would split group %3 into %4 separate rings.</source>
        <translation>置换 %1 与组大小 %2 不互质：它会将组 %3 拆分为 %4 个互不相连的环。</translation>
    </message>
    <message>
        <source>Group %1 already has permutation +%2.</source>
        <translation>组 %1 已有置换 +%2。</translation>
    </message>
    <message>
        <source>Permutation +%1 is the same duplex ring as +%2, which group %3 already has.</source>
        <translation>置换 +%1 与组 %3 已有的 +%2 构成同一个双向环。</translation>
    </message>
    <message>
        <source>Server %1 would use %2 ports, more than its %3 (d): remove one of its links first.</source>
        <translation>服务器 %1 将使用 %2 个端口，超过其端口数 %3 (d)：请先移除它的一条链路。</translation>
    </message>
    <message>
        <source>The edit would split the fabric into parts that cannot reach each other.</source>
        <translation>此编辑会将网络结构拆分为彼此不可达的若干部分。</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n fill link(s) to make room.</source>
        <translation>
            <numerusform>已移除 %n 条填充链路以腾出端口。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no ring %1 in this design.</source>
        <translation>此设计中没有环 %1。</translation>
    </message>
    <message>
        <source>Add permutation +%1 to ring %2</source>
        <translation>向环 %2 添加置换 +%1</translation>
    </message>
    <message>
        <source>Ring %1 has no permutation %2.</source>
        <translation>环 %1 没有序号为 %2 的置换。</translation>
    </message>
    <message>
        <source>Remove permutation +%1 from ring %2</source>
        <translation>从环 %2 移除置换 +%1</translation>
    </message>
    <message>
        <source>Ring %1 already uses +%2 there.</source>
        <translation>环 %1 在该位置已使用 +%2。</translation>
    </message>
    <message>
        <source>Change ring %1 permutation +%2 to +%3</source>
        <translation>将环 %1 的置换 +%2 改为 +%3</translation>
    </message>
    <message>
        <source>Servers are numbered 0 to %1: there is no link %2-%3.</source>
        <translation>服务器编号为 0 到 %1：不存在链路 %2-%3。</translation>
    </message>
    <message>
        <source>A link cannot join server %1 to itself.</source>
        <translation>链路不能将服务器 %1 连接到其自身。</translation>
    </message>
    <message>
        <source>Add MP link %1-%2</source>
        <translation>添加 MP 链路 %1-%2</translation>
    </message>
    <message>
        <source>There is no link %1 in this design.</source>
        <translation>此设计中没有链路 %1。</translation>
    </message>
    <message>
        <source>Remove %1 link %2-%3</source>
        <translation>移除 %1 链路 %2-%3</translation>
    </message>
    <message>
        <source>Server %1 is not an end of link %2-%3.</source>
        <translation>服务器 %1 不是链路 %2-%3 的端点。</translation>
    </message>
    <message>
        <source>Servers are numbered 0 to %1, not %2.</source>
        <translation>服务器编号为 0 到 %1，没有 %2。</translation>
    </message>
    <message>
        <source>The link already ends at server %1.</source>
        <translation>该链路的端点已是服务器 %1。</translation>
    </message>
    <message>
        <source>Move link %1-%2 from server %3 to %4</source>
        <translation>将链路 %1-%2 从服务器 %3 移至 %4</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>DLRM, 128 servers, d = 4</source>
        <translation>DLRM，128 台服务器，d = 4</translation>
    </message>
    <message>
        <source>BERT, 128 servers, d = 8</source>
        <translation>BERT，128 台服务器，d = 8</translation>
    </message>
    <message>
        <source>CANDLE, 128 servers, d = 4</source>
        <translation>CANDLE，128 台服务器，d = 4</translation>
    </message>
    <message>
        <source>GPT, 128 servers, d = 8</source>
        <translation>GPT，128 台服务器，d = 8</translation>
    </message>
    <message>
        <source>DLRM, 16 servers: small, for teaching</source>
        <translation>DLRM，16 台服务器：小规模，适合教学</translation>
    </message>
    <message>
        <source>NCF, 16 servers: a search in seconds</source>
        <translation>NCF，16 台服务器：几秒完成搜索</translation>
    </message>
</context>
<context>
    <name>FinderAccount</name>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, because the MP links alone left the fabric disconnected, so two ports form a backbone ring.</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP</extracomment>
        <translation>每台服务器的 %1 个端口分为 %2 个用于 AllReduce 环、%3 个用于 MP 链路，因为仅靠 MP 链路时网络不连通，所以用两个端口组成一个骨干环。</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, and one of the rings becomes a backbone over all servers because a build without it left the fabric disconnected.</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP</extracomment>
        <translation>每台服务器的 %1 个端口分为 %2 个用于 AllReduce 环、%3 个用于 MP 链路，其中一个环成为覆盖所有服务器的骨干环，因为没有它时构建出的网络不连通。</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, two fewer for rings than the split by bytes gives, because with those the groups&apos; rings left the fabric in separate parts: MP links and filling join them where the MP demand runs.</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP</extracomment>
        <translation>每台服务器的 %1 个端口分为 %2 个用于 AllReduce 环、%3 个用于 MP 链路，环端口比按字节划分少两个，因为按那样划分时各组的环使网络分成互不相连的几部分：MP 链路和填充链路在有 MP 需求的地方把它们连起来。</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, because this run gives AllReduce every even port (the odd one goes to MP).</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP</extracomment>
        <translation>每台服务器的 %1 个端口分为 %2 个用于 AllReduce 环、%3 个用于 MP 链路，因为本次运行把所有成对的端口都分给 AllReduce（多出的奇数端口分给 MP）。</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, in proportion to the AllReduce bytes on the wire (%4) and the MP bytes (%5), rounded to an even number of ring ports.</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP; %4 and %5 are byte sizes such as &quot;39.3 GB&quot;</extracomment>
        <translation>每台服务器的 %1 个端口分为 %2 个用于 AllReduce 环、%3 个用于 MP 链路，按线路上的 AllReduce 字节数（%4）与 MP 字节数（%5）的比例划分，环端口数取为偶数。</translation>
    </message>
    <message>
        <source>A backbone ring joins all %1 servers in id order, because no AllReduce group spans every server and without it the fabric came out disconnected.</source>
        <extracomment>%1 servers</extracomment>
        <translation>一个骨干环按编号顺序连接全部 %1 台服务器，因为没有任何 AllReduce 组覆盖所有服务器，而没有它时网络不连通。</translation>
    </message>
    <message>
        <source>Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of their own, which would leave them in separate parts, they share one cycle through all %4 of their servers, taken in turn, with 1 link on every hop. Each runs its AllReduce along it, skipping the others&apos; servers: it gets all of the cycle while the others&apos; AllReduces wait, and 1/%5 of it while they all run.</source>
        <extracomment>%1 quoted group names separated by commas, %2 the last quoted name; %3 servers per group, %4 servers in all, %5 groups</extracomment>
        <translation>组 %1 和 %2 互不相交且规模相同（每组 %3 台服务器），所以它们不各自建环（那样会彼此分离），而是共享一个依次经过其全部 %4 台服务器的环，每一跳 1 条链路。每个组沿这个环执行 AllReduce，跳过其他组的服务器：其他组的 AllReduce 等待时，它独占整个环；所有组同时运行时，它得到环的 1/%5。</translation>
    </message>
    <message>
        <source>Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of their own, which would leave them in separate parts, they share one cycle through all %4 of their servers, taken in turn, with %6 parallel links on every hop. Each runs its AllReduce along it, skipping the others&apos; servers: it gets all of the cycle while the others&apos; AllReduces wait, and 1/%5 of it while they all run.</source>
        <extracomment>%1 quoted group names separated by commas, %2 the last quoted name; %3 servers per group, %4 servers in all, %5 groups, %6 parallel links per hop</extracomment>
        <translation>组 %1 和 %2 互不相交且规模相同（每组 %3 台服务器），所以它们不各自建环（那样会彼此分离），而是共享一个依次经过其全部 %4 台服务器的环，每一跳 %6 条并行链路。每个组沿这个环执行 AllReduce，跳过其他组的服务器：其他组的 AllReduce 等待时，它独占整个环；所有组同时运行时，它得到环的 1/%5。</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3, joining each member to the one %3 places ahead; it is a single cycle because gcd(%3, %2) = 1, and the first ring takes the smallest jump so neighbours stay adjacent.</source>
        <extracomment>%1 group name, %2 servers, %3 the permutation&apos;s jump</extracomment>
        <translation>组“%1”（%2 台服务器）获得环置换 +%3，每个成员连接到其后第 %3 位的成员；由于 gcd(%3, %2) = 1，它是一个单一的环，而且第一个环采用最小的跳距，使相邻成员保持相邻。</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3, joining each member to the one %3 places ahead; it is a single cycle because gcd(%3, %2) = 1, and this jump lowers the group&apos;s MP hops on its rings from %4 to %5 (coin change).</source>
        <extracomment>%1 group name, %2 servers, %3 the permutation&apos;s jump, %4 and %5 mean hops before and after</extracomment>
        <translation>组“%1”（%2 台服务器）获得环置换 +%3，每个成员连接到其后第 %3 位的成员；由于 gcd(%3, %2) = 1，它是一个单一的环，而且这一跳距把该组在其环上的 MP 平均跳数从 %4 降到 %5（硬币找零）。</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3, joining each member to the one %3 places ahead; it is a single cycle because gcd(%3, %2) = 1, and jumps grow geometrically so any member is a few hops from any other.</source>
        <extracomment>%1 group name, %2 servers, %3 the permutation&apos;s jump</extracomment>
        <translation>组“%1”（%2 台服务器）获得环置换 +%3，每个成员连接到其后第 %3 位的成员；由于 gcd(%3, %2) = 1，它是一个单一的环，而且跳距按几何级数增长，使任意两个成员之间只隔几跳。</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets no ring of its own: its servers all lie on these rings, which it shares in their order, skipping the %3 servers it lacks; a ring of its own would mostly repeat these links.</source>
        <extracomment>%1 group name, %2 its servers, %3 servers it lacks</extracomment>
        <translation>组“%1”（%2 台服务器）不单独建环：它的服务器都在这些环上，它按环上的顺序共享这些环，跳过它不包含的 %3 台服务器；单独建环大多只会重复这些链路。</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets no ring of its own: its servers all lie on these rings, which it shares in their order, skipping the 1 server it lacks; a ring of its own would mostly repeat these links.</source>
        <extracomment>%1 group name, %2 its servers</extracomment>
        <translation>组“%1”（%2 台服务器）不单独建环：它的服务器都在这些环上，它按环上的顺序共享这些环，跳过它不包含的 1 台服务器；单独建环大多只会重复这些链路。</translation>
    </message>
    <message>
        <source>Matching round %1 pairs %2 server pairs with the most remaining MP demand (exact blossom matching) and links each pair once; a pair with c links keeps c/(c+1) of its demand for later rounds, so heavy pairs may get parallel links.</source>
        <extracomment>%1 round, %2 server pairs</extracomment>
        <translation>第 %1 轮匹配把剩余 MP 需求最大的 %2 对服务器配成对（精确的带花树匹配），每对连接一次；已有 c 条链路的一对服务器保留其需求的 c/(c+1) 留给后续轮次，所以需求大的服务器对可能获得并行链路。</translation>
    </message>
    <message>
        <source>Matching round %1 pairs %2 server pairs with the most remaining MP demand (greedy matching, at least half the optimum) and links each pair once; a pair with c links keeps c/(c+1) of its demand for later rounds, so heavy pairs may get parallel links.</source>
        <extracomment>%1 round, %2 server pairs</extracomment>
        <translation>第 %1 轮匹配把剩余 MP 需求最大的 %2 对服务器配成对（贪心匹配，至少达到最优的一半），每对连接一次；已有 c 条链路的一对服务器保留其需求的 c/(c+1) 留给后续轮次，所以需求大的服务器对可能获得并行链路。</translation>
    </message>
    <message>
        <source>Filling adds %1 link(s) on ports that would stay idle, choosing pairs that shorten the remaining MP routes most (joining separate parts first).</source>
        <extracomment>%1 links</extracomment>
        <translation>填充在原本会空闲的端口上添加 %1 条链路，选择最能缩短剩余 MP 路由的服务器对（优先连接互不相连的部分）。</translation>
    </message>
    <message>
        <source>It splits %1 link(s) through the last server with free ports.</source>
        <extracomment>%1 links</extracomment>
        <translation>它经由最后一台仍有空闲端口的服务器拆分 %1 条链路。</translation>
    </message>
    <message>
        <source>No server keeps an idle port.</source>
        <translation>没有服务器留有空闲端口。</translation>
    </message>
    <message>
        <source>One server keeps an idle port.</source>
        <translation>有一台服务器留有空闲端口。</translation>
    </message>
    <message>
        <source>Every MP pair routes over its direct link when it has one, else evenly over all shortest paths: %1 routes, %2 % of MP bytes on direct links, %3 hops on average, diameter %4.</source>
        <extracomment>%1 routes, %2 per cent, %3 mean hops, %4 diameter in hops</extracomment>
        <translation>每对有 MP 需求的服务器有直连链路时走直连链路，否则平均分布在所有最短路径上：共 %1 条路由，%2 % 的 MP 字节走直连链路，平均 %3 跳，直径 %4。</translation>
    </message>
    <message>
        <source>The %1 fabric routes every MP pair evenly over its shortest paths.</source>
        <extracomment>%1 the fabric kind, e.g. fattree</extracomment>
        <translation>%1 网络把每对 MP 服务器的流量平均分布在其所有最短路径上。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Two sentences of an account in a row (English: with a space)</extracomment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>JsonSyntax</name>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>object key</source>
        <translation>对象的键</translation>
    </message>
    <message>
        <source>object separator</source>
        <translation>对象的分隔符</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>true literal</source>
        <translation>字面量 true</translation>
    </message>
    <message>
        <source>false literal</source>
        <translation>字面量 false</translation>
    </message>
    <message>
        <source>null literal</source>
        <translation>字面量 null</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>number literal</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>输入结尾</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos;, or a literal</source>
        <translation>&apos;[&apos;、&apos;{&apos; 或字面量</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>无效的字面量</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>无效的字符串：缺少结束引号</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>无效的字符串：反斜杠后是不允许的字符</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>无效的字符串：UTF-8 字节格式错误</translation>
    </message>
    <message>
        <source>invalid string: &apos;\u&apos; must be followed by 4 hex digits</source>
        <translation>无效的字符串：&apos;\u&apos; 后必须跟 4 位十六进制数字</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF</source>
        <translation>无效的字符串：代理项 U+D800..U+DBFF 之后必须是 U+DC00..U+DFFF</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF</source>
        <translation>无效的字符串：代理项 U+DC00..U+DFFF 之前必须是 U+D800..U+DBFF</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;-&apos;</source>
        <translation>无效的数字：&apos;-&apos; 之后应为数字</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;.&apos;</source>
        <translation>无效的数字：&apos;.&apos; 之后应为数字</translation>
    </message>
    <message>
        <source>invalid number; expected digit after exponent sign</source>
        <translation>无效的数字：指数符号之后应为数字</translation>
    </message>
    <message>
        <source>invalid BOM; must be 0xEF 0xBB 0xBF if given</source>
        <translation>无效的 BOM：如有，必须为 0xEF 0xBB 0xBF</translation>
    </message>
    <message>
        <source>\u0008 or \b</source>
        <translation>\u0008 或 \b</translation>
    </message>
    <message>
        <source>\u0009 or \t</source>
        <translation>\u0009 或 \t</translation>
    </message>
    <message>
        <source>\u000A or \n</source>
        <translation>\u000A 或 \n</translation>
    </message>
    <message>
        <source>\u000C or \f</source>
        <translation>\u000C 或 \f</translation>
    </message>
    <message>
        <source>\u000D or \r</source>
        <translation>\u000D 或 \r</translation>
    </message>
</context>
<context>
    <name>OpKind</name>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>嵌入表</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>全连接</translation>
    </message>
    <message>
        <source>conv2d</source>
        <translation>二维卷积</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>池化</translation>
    </message>
    <message>
        <source>norm</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>elementwise</source>
        <translation>逐元素</translation>
    </message>
    <message>
        <source>concat</source>
        <translation>拼接</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>partitioned</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>data_parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>shard</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>tensor_split</source>
        <translation>张量切分</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between listed flags</comment>
        <translation>、</translation>
    </message>
</context>
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
    <message>
        <source>Manual (edited)</source>
        <translation>手动（已编辑）</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>... and 1 more problem</source>
        <translation>……另有 1 个问题</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <extracomment>%1 problems not listed</extracomment>
        <translation>……另有 %1 个问题</translation>
    </message>
    <message>
        <source>out of memory: the problem is too large for this machine&apos;s memory (try fewer servers or a smaller model)</source>
        <translation>内存不足：问题规模超出本机内存（请减少服务器数量或换用更小的模型）</translation>
    </message>
    <message>
        <source>cannot open file: no such file</source>
        <translation>无法打开文件：文件不存在</translation>
    </message>
    <message>
        <source>cannot open file: it is a directory</source>
        <translation>无法打开文件：这是一个文件夹</translation>
    </message>
    <message>
        <source>file is %1 bytes, larger than the 1 GiB limit</source>
        <extracomment>%1 the file&apos;s size in bytes</extracomment>
        <translation>文件大小为 %1 字节，超过 1 GiB 的上限</translation>
    </message>
    <message>
        <source>cannot open file: permission denied or unreadable</source>
        <translation>无法打开文件：没有权限或无法读取</translation>
    </message>
    <message>
        <source>JSON nested deeper than %1 levels</source>
        <translation>JSON 嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: %3</source>
        <extracomment>%1 line, %2 column, %3 the JSON parser&apos;s own (English) description</extracomment>
        <translation>第 %1 行第 %2 列的 JSON 无效：%3</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>JSON 无效：%1</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: the number %3 is beyond the range of a double</source>
        <extracomment>%1 line, %2 column, %3 the number as written</extracomment>
        <translation>第 %1 行第 %2 列的 JSON 无效：数字 %3 超出双精度浮点数的范围</translation>
    </message>
    <message>
        <source>must be an object, got %1</source>
        <translation>必须是对象，实际为 %1</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>must be an integer between %1 and %2, got %3</source>
        <extracomment>%1 and %2 the bounds, %3 the value found</extracomment>
        <translation>必须是 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <extracomment>%1 and %2 the bounds, %3 the value found</extracomment>
        <translation>必须在 %1 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>must be an array of integers, got %1</source>
        <translation>必须是整数数组，实际为 %1</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, got %1</source>
        <translation>必须是 &gt;= 0 的整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation>必须是数字，实际为 %1</translation>
    </message>
    <message>
        <source>must be &gt; %1 and &lt;= %2, got %3</source>
        <translation>必须 &gt; %1 且 &lt;= %2，实际为 %3</translation>
    </message>
    <message>
        <source>must be &gt;= %1 and &lt;= %2, got %3</source>
        <translation>必须 &gt;= %1 且 &lt;= %2，实际为 %3</translation>
    </message>
    <message>
        <source>must be a whole number of bytes &gt;= 0 and below 2^53, got %1</source>
        <translation>必须是 &gt;= 0 且小于 2^53 的整数字节数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>必须是字符串，实际为 %1</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>必须是 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;, got %2</source>
        <extracomment>%1 the format a file of this kind names, %2 the one found</extracomment>
        <translation>必须是 &quot;%1&quot;，实际为 %2</translation>
    </message>
    <message>
        <source>must name a known format (%1, or a FlexNet .fbuf file), got %2</source>
        <extracomment>%1 the formats known, %2 the value found</extracomment>
        <translation>必须是已知的格式（%1，或 FlexNet .fbuf 文件），实际为 %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot come before its input &quot;%2&quot; (operators stay in topological order)</source>
        <extracomment>%1 the operator moved, %2 its input</extracomment>
        <translation>“%1”不能排在其输入“%2”之前（算子须保持拓扑顺序）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; can only take inputs from operators listed before it, not &quot;%2&quot; (a cycle or a reversed edge)</source>
        <extracomment>%1 the consumer, %2 the producer</extracomment>
        <translation>“%1”只能以排在它之前的算子为输入，不能以“%2”为输入（这会形成环或反向边）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already takes &quot;%2&quot; as an input</source>
        <extracomment>%1 the consumer, %2 the producer</extracomment>
        <translation>“%1”已经以“%2”为输入</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not take &quot;%2&quot; as an input</source>
        <extracomment>%1 the consumer, %2 the producer</extracomment>
        <translation>“%1”并未以“%2”为输入</translation>
    </message>
    <message>
        <source>permutation %1 must be in 1..k-1 and coprime with the group size %2</source>
        <extracomment>%1 the permutation, %2 the group&apos;s size k</extracomment>
        <translation>置换 %1 必须在 1..k-1 之内，且与组大小 %2 互质</translation>
    </message>
    <message>
        <source>server %1 is out of range</source>
        <translation>服务器 %1 超出范围</translation>
    </message>
    <message>
        <source>servers %1 and %2 are not connected</source>
        <translation>服务器 %1 与 %2 之间不连通</translation>
    </message>
    <message>
        <source>one iteration on %1 servers needs more than %2 %3, more than a run can route and simulate in reasonable time and memory; use fewer servers or a strategy with less model parallelism</source>
        <extracomment>%1 servers, %2 the limit, %3 what it counts</extracomment>
        <translation>在 %1 台服务器上的一次迭代需要超过 %2 个%3，超出一次运行能在合理的时间和内存内完成路由与仿真的范围；请减少服务器数量，或选用模型并行更少的策略</translation>
    </message>
    <message>
        <source>must be &gt;= 0 and finite, got %1</source>
        <translation>必须为 &gt;= 0 的有限值，实际为 %1</translation>
    </message>
    <message>
        <source>must be below 2^53 bytes, got %1</source>
        <translation>必须小于 2^53 字节，实际为 %1</translation>
    </message>
    <message>
        <source>must be a whole number of bytes, got %1</source>
        <translation>必须是整数字节数，实际为 %1</translation>
    </message>
    <message>
        <source>must allow at least one parallel configuration</source>
        <translation>必须允许至少一种并行配置</translation>
    </message>
    <message>
        <source>must be 1, 2, 4 or 8, got %1</source>
        <translation>必须是 1、2、4 或 8，实际为 %1</translation>
    </message>
    <message>
        <source>a model needs at least one operator</source>
        <translation>模型至少需要一个算子</translation>
    </message>
    <message>
        <source>at most %1 operators, got %2</source>
        <extracomment>%1 the limit, %2 the operators found</extracomment>
        <translation>最多 %1 个算子，实际为 %2</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>%1 is already the name of operator %2</source>
        <extracomment>%1 the name (quoted), %2 the other operator&apos;s index</extracomment>
        <translation>%1 已是算子 %2 的名称</translation>
    </message>
    <message>
        <source>must be an index below %1 (operators come in topological order), got %2</source>
        <translation>必须是小于 %1 的序号（算子按拓扑顺序排列），实际为 %2</translation>
    </message>
    <message>
        <source>operator %1 is listed twice</source>
        <translation>算子 %1 被列出了两次</translation>
    </message>
    <message>
        <source>an input operator takes no inputs</source>
        <translation>输入算子不接受输入</translation>
    </message>
    <message>
        <source>only input operators may have no inputs</source>
        <translation>只有输入算子可以没有输入</translation>
    </message>
    <message>
        <source>must be an array, got %1</source>
        <translation>必须是数组，实际为 %1</translation>
    </message>
    <message>
        <source>must be one of %1, got %2</source>
        <translation>必须是 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>operator &quot;%1&quot; is placed on no server</source>
        <translation>算子“%1”没有放置在任何服务器上</translation>
    </message>
    <message>
        <source>server id must be between 0 and %1, got %2</source>
        <translation>服务器编号必须在 0 到 %1 之间，实际为 %2</translation>
    </message>
    <message>
        <source>server %1 is listed twice for operator &quot;%2&quot;</source>
        <translation>服务器 %1 在算子“%2”中被列出了两次</translation>
    </message>
    <message>
        <source>tensor split must divide the %1 GPUs per server, got %2</source>
        <translation>张量切分数必须能整除每台服务器的 %1 块 GPU，实际为 %2</translation>
    </message>
    <message>
        <source>operator &quot;%1&quot; does not allow partitioned parameters</source>
        <translation>算子“%1”不允许切分参数</translation>
    </message>
    <message>
        <source>operator &quot;%1&quot; does not allow data parallelism (replicated over %2 servers)</source>
        <translation>算子“%1”不允许数据并行（被复制到 %2 台服务器上）</translation>
    </message>
    <message>
        <source>operator &quot;%1&quot; does not allow a tensor split over GPUs</source>
        <translation>算子“%1”不允许在 GPU 间做张量切分</translation>
    </message>
    <message>
        <source>the strategy places %1 operators, the model &quot;%2&quot; has %3</source>
        <extracomment>%1 operators placed, %2 the model&apos;s name, %3 its operators</extracomment>
        <translation>策略放置了 %1 个算子，而模型“%2”有 %3 个</translation>
    </message>
    <message>
        <source>names no AllReduce group of the traffic: &quot;%1&quot; (list its members to keep it as a ring of its own)</source>
        <translation>流量中没有名为“%1”的 AllReduce 组（列出其成员即可将其保留为独立的环）</translation>
    </message>
    <message>
        <source>must list exactly the members of group &quot;%1&quot; in ring order</source>
        <translation>必须按环的顺序恰好列出组“%1”的成员</translation>
    </message>
    <message>
        <source>permutation %1 is not coprime with the group size %2 (it would not form one ring)</source>
        <extracomment>%1 the permutation, %2 the group&apos;s size</extracomment>
        <translation>置换 %1 与组大小 %2 不互质（无法构成一个环）</translation>
    </message>
    <message>
        <source>endpoint outside 0..%1: %2-%3</source>
        <extracomment>%1 the last node, %2 and %3 the link&apos;s ends</extracomment>
        <translation>端点超出 0..%1：%2-%3</translation>
    </message>
    <message>
        <source>a link cannot join server %1 to itself</source>
        <translation>链路不能将服务器 %1 连接到其自身</translation>
    </message>
    <message>
        <source>must be at least 1, got %1</source>
        <translation>必须至少为 1，实际为 %1</translation>
    </message>
    <message>
        <source>a manual design joins servers directly: use allreduce, mp or fill</source>
        <translation>手动设计直接连接服务器：请使用 allreduce、mp 或 fill</translation>
    </message>
    <message>
        <source>server %1 uses %2 ports (rings and links together), more than its degree %3</source>
        <extracomment>%1 the server, %2 the ports it uses, %3 the degree d</extracomment>
        <translation>服务器 %1 使用了 %2 个端口（环与链路合计），超过其端口数 %3</translation>
    </message>
    <message>
        <source>must be a finite number &gt; 0, got %1</source>
        <translation>必须是 &gt; 0 的有限数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a finite ratio &gt;= 1, got %1</source>
        <translation>必须是 &gt;= 1 的有限比值，实际为 %1</translation>
    </message>
    <message>
        <source>a server appears twice in the ring</source>
        <translation>环中有服务器出现了两次</translation>
    </message>
    <message>
        <source>member outside 0..%1</source>
        <translation>成员超出 0..%1</translation>
    </message>
    <message>
        <source>a link cannot join node %1 to itself</source>
        <translation>链路不能将节点 %1 连接到其自身</translation>
    </message>
    <message>
        <source>endpoints must be ordered a &lt; b, got %1 &gt; %2</source>
        <translation>端点须按 a &lt; b 排列，实际为 %1 &gt; %2</translation>
    </message>
    <message>
        <source>server %1 uses %2 ports, more than its degree %3</source>
        <extracomment>%1 the server, %2 the ports it uses, %3 the degree d</extracomment>
        <translation>服务器 %1 使用了 %2 个端口，超过其端口数 %3</translation>
    </message>
    <message>
        <source>ring hop %1-%2 of permutation %3 is not a link</source>
        <extracomment>%1 and %2 the hop&apos;s servers, %3 the permutation</extracomment>
        <translation>置换 %3 的环跳 %1-%2 不是一条链路</translation>
    </message>
    <message>
        <source>must run from %1 to %2</source>
        <translation>必须从 %1 通往 %2</translation>
    </message>
    <message>
        <source>hop %1-%2 is not a link</source>
        <translation>跳 %1-%2 不是一条链路</translation>
    </message>
    <message>
        <source>a route needs at least one path</source>
        <translation>一条路由至少需要一条路径</translation>
    </message>
    <message>
        <source>shares must add up to 1, got %1</source>
        <translation>各份额之和必须为 1，实际为 %1</translation>
    </message>
    <message>
        <source>endpoints must be two different nodes in 0..%1, got %2-%3</source>
        <extracomment>%1 the last node, %2 and %3 the link&apos;s ends</extracomment>
        <translation>端点必须是 0..%1 中两个不同的节点，实际为 %2-%3</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>必须至少为 1</translation>
    </message>
    <message>
        <source>must be &gt;= 0 (0 means link_gbps), got %1</source>
        <translation>必须 &gt;= 0（0 表示使用 link_gbps），实际为 %1</translation>
    </message>
    <message>
        <source>a fat-tree of %1 servers at %2 Gbps costs more than %3 at any oversubscription (its server links alone cost %4)</source>
        <extracomment>%1 servers, %2 Gbps, %3 the budget, %4 what the server links cost (both in US$)</extracomment>
        <translation>%1 台服务器、%2 Gbps 的胖树在任何超额订阅比下都贵于 %3（仅服务器链路就需 %4）</translation>
    </message>
    <message>
        <source>a fat-tree of %1 servers costs more than %2 at any link rate (its cabling alone costs %3)</source>
        <extracomment>%1 servers, %2 the budget, %3 what the cabling costs (both in US$)</extracomment>
        <translation>%1 台服务器的胖树在任何链路速率下都贵于 %2（仅布线就需 %3）</translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation>最多为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>not a valid FlexNet task graph: the FlatBuffers verifier rejected it (truncated or corrupt file, %1 bytes)</source>
        <extracomment>%1 the file&apos;s size in bytes</extracomment>
        <translation>不是有效的 FlexNet 任务图：FlatBuffers 校验器拒绝了它（文件被截断或已损坏，%1 字节）</translation>
    </message>
    <message>
        <source>must be a finite number &gt;= 0</source>
        <translation>必须是 &gt;= 0 的有限数</translation>
    </message>
    <message>
        <source>the file has no tasks</source>
        <translation>文件中没有任务</translation>
    </message>
    <message>
        <source>has %1 tasks, more than the %2 a run can simulate in reasonable time and memory</source>
        <extracomment>%1 the tasks in the file, %2 the limit</extracomment>
        <translation>有 %1 个任务，超过一次运行能在合理的时间和内存内仿真的 %2 个</translation>
    </message>
    <message>
        <source>must be a number &gt; 0 and &lt;= %1 Gbps</source>
        <extracomment>%1 the most Gbps a link may have</extracomment>
        <translation>必须是 &gt; 0 且 &lt;= %1 Gbps 的数</translation>
    </message>
    <message>
        <source>node out of range (the topology has %1 nodes)</source>
        <translation>节点超出范围（该拓扑有 %1 个节点）</translation>
    </message>
    <message>
        <source>joins node %1 to itself</source>
        <translation>将节点 %1 连接到其自身</translation>
    </message>
    <message>
        <source>must be a number &gt;= 0 and &lt;= %1 Gbps</source>
        <extracomment>%1 the most Gbps a link may have</extracomment>
        <translation>必须是 &gt;= 0 且 &lt;= %1 Gbps 的数</translation>
    </message>
    <message>
        <source>must join two distinct servers</source>
        <translation>必须连接两台不同的服务器</translation>
    </message>
    <message>
        <source>must be a finite number &gt; 0</source>
        <translation>必须是 &gt; 0 的有限数</translation>
    </message>
    <message>
        <source>hop %1 -&gt; %2 is not a link</source>
        <translation>跳 %1 -&gt; %2 不是一条链路</translation>
    </message>
    <message>
        <source>must name a topoopt-model/1 file, got &quot;&quot;</source>
        <translation>必须指定一个 topoopt-model/1 文件，实际为 &quot;&quot;</translation>
    </message>
    <message>
        <source>must be &quot;proportional&quot; or &quot;allreduce-only&quot;, got %1</source>
        <translation>必须是 &quot;proportional&quot; 或 &quot;allreduce-only&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>must be &quot;auto&quot;, &quot;always&quot; or &quot;never&quot;, got %1</source>
        <translation>必须是 &quot;auto&quot;、&quot;always&quot; 或 &quot;never&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>kind &quot;manual&quot; needs &quot;rings&quot; or &quot;links&quot;</source>
        <translation>类型 &quot;manual&quot; 需要 &quot;rings&quot; 或 &quot;links&quot;</translation>
    </message>
    <message>
        <source>must be &quot;auto&quot; or a number of microseconds, got %1</source>
        <translation>必须是 &quot;auto&quot; 或微秒数，实际为 %1</translation>
    </message>
    <message>
        <source>must be an array of operator placements, got %1</source>
        <translation>必须是算子放置的数组，实际为 %1</translation>
    </message>
    <message>
        <source>must be a non-empty array of server ids, got %1</source>
        <translation>必须是非空的服务器编号数组，实际为 %1</translation>
    </message>
    <message>
        <source>topology kind &quot;%1&quot; needs at least %2 ports per server to connect %3 servers, got %4</source>
        <extracomment>%1 the topology kind, %2 the ports needed, %3 servers, %4 the degree set</extracomment>
        <translation>拓扑类型 &quot;%1&quot; 需要每台服务器至少 %2 个端口才能连通 %3 台服务器，实际为 %4</translation>
    </message>
    <message>
        <source>must be &quot;replicated&quot; or &quot;partitioned&quot;, got %1</source>
        <translation>必须是 &quot;replicated&quot; 或 &quot;partitioned&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>must be an array of server ids, got %1</source>
        <translation>必须是服务器编号数组，实际为 %1</translation>
    </message>
    <message>
        <source>must have one entry per operator of the model &quot;%1&quot; (%2), got %3</source>
        <extracomment>%1 the model&apos;s name, %2 its operators, %3 the entries found</extracomment>
        <translation>模型 &quot;%1&quot; 的每个算子都须有一个条目（%2 个），实际为 %3</translation>
    </message>
    <message>
        <source>expected operator &quot;%1&quot; (the model&apos;s operator %2), got &quot;%3&quot;</source>
        <extracomment>%1 the operator&apos;s name, %2 its index, %3 the name found</extracomment>
        <translation>应为算子 &quot;%1&quot;（模型的第 %2 个算子），实际为 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>names operator &quot;%1&quot; a second time</source>
        <translation>再次指定了算子 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>server %1 is listed twice</source>
        <translation>服务器 %1 被列出了两次</translation>
    </message>
    <message>
        <source>an AllReduce group needs at least 2 members, got %1</source>
        <translation>AllReduce 组至少需要 2 个成员，实际为 %1</translation>
    </message>
    <message>
        <source>server %1 is listed twice in the group</source>
        <translation>服务器 %1 在组中被列出了两次</translation>
    </message>
    <message>
        <source>group name &quot;%1&quot; is used twice</source>
        <translation>组名 &quot;%1&quot; 被使用了两次</translation>
    </message>
    <message>
        <source>has %1 entries, more than the %2 server pairs a topology can be built and simulated for</source>
        <extracomment>%1 the entries, %2 the limit</extracomment>
        <translation>有 %1 个条目，超过了可以构建拓扑并仿真的 %2 个服务器对</translation>
    </message>
    <message>
        <source>src and dst are both %1; MP demand must go between two servers</source>
        <translation>src 与 dst 都是 %1；MP 需求必须在两台服务器之间</translation>
    </message>
    <message>
        <source>second entry for the pair %1 -&gt; %2</source>
        <translation>服务器对 %1 -&gt; %2 的第二个条目</translation>
    </message>
    <message>
        <source>must be an array of operator indices, got %1</source>
        <translation>必须是算子序号数组，实际为 %1</translation>
    </message>
    <message>
        <source>must be an array of data_parallel, shard, tensor_split, got %1</source>
        <translation>必须是由 data_parallel、shard、tensor_split 组成的数组，实际为 %1</translation>
    </message>
    <message>
        <source>must be data_parallel, shard or tensor_split, got %1</source>
        <translation>必须是 data_parallel、shard 或 tensor_split，实际为 %1</translation>
    </message>
    <message>
        <source>must be an array of whole numbers &gt;= 1, got %1</source>
        <translation>必须是由 &gt;= 1 的整数组成的数组，实际为 %1</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1 and below 2^53, got %1</source>
        <translation>必须是 &gt;= 1 且小于 2^53 的整数，实际为 %1</translation>
    </message>
    <message>
        <source>has unknown flags %1</source>
        <translation>含有未知标志 %1</translation>
    </message>
    <message>
        <source>must be an array of operators, got %1</source>
        <translation>必须是算子数组，实际为 %1</translation>
    </message>
    <message>
        <source>must be &gt; %1, got %2</source>
        <translation>必须 &gt; %1，实际为 %2</translation>
    </message>
    <message>
        <source>must be &gt;= %1, got %2</source>
        <translation>必须 &gt;= %1，实际为 %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <extracomment>a line of a CSV file</extracomment>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>the price table has no bandwidth class</source>
        <translation>价格表中没有带宽档位</translation>
    </message>
    <message>
        <source>must be &gt;= 0 (0 solves for it), got %1</source>
        <translation>必须 &gt;= 0（0 表示求解该值），实际为 %1</translation>
    </message>
    <message>
        <source>%1 buys more than a 10 Pbps fat-tree of %2 servers</source>
        <extracomment>%1 a budget in US dollars, %2 a server count</extracomment>
        <translation>%1 足以购买超过 10 Pbps 的 %2 台服务器胖树</translation>
    </message>
    <message>
        <source>must be &quot;USD&quot; (the only currency the cost model knows), got %1</source>
        <extracomment>USD is a currency code; keep it</extracomment>
        <translation>必须是 &quot;USD&quot;（成本模型唯一支持的货币），实际为 %1</translation>
    </message>
    <message>
        <source>names no entry of /sources: %1</source>
        <extracomment>/sources is a path in the file; keep it. %1 the name found, quoted</extracomment>
        <translation>未指向 /sources 中的任何条目：%1</translation>
    </message>
    <message>
        <source>must name a known device (%1), got &quot;%2&quot;</source>
        <translation>必须是已知的设备（%1），实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>must be &quot;&lt;dims&gt;-&lt;parts&gt;-...&quot; with whole numbers, e.g. &quot;2-1-128&quot;, got %1</source>
        <extracomment>&lt;dims&gt; and &lt;parts&gt; describe the field&apos;s form; %1 the text found, quoted</extracomment>
        <translation>必须是由整数组成的 &quot;&lt;dims&gt;-&lt;parts&gt;-...&quot;，例如 &quot;2-1-128&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>the first number must count the part numbers that follow, e.g. &quot;2-1-128&quot;, got %1</source>
        <translation>第一个数必须是其后分片数的个数，例如 &quot;2-1-128&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>every part count must be &gt;= 1, got %1</source>
        <translation>每个分片数都必须 &gt;= 1，实际为 %1</translation>
    </message>
    <message>
        <source>splits the batch %1 ways, more than batch_size</source>
        <extracomment>batch_size is a field name; keep it</extracomment>
        <translation>将批次拆成 %1 份，多于 batch_size</translation>
    </message>
    <message>
        <source>uses %1 GPUs, more than ngpus %2</source>
        <extracomment>ngpus is a field name; keep it</extracomment>
        <translation>使用 %1 块 GPU，多于 ngpus %2</translation>
    </message>
    <message>
        <source>%1: no *.json measurement files</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1：没有 *.json 测量文件</translation>
    </message>
    <message>
        <source>must be a finite number of ms &gt;= 0, got %1</source>
        <translation>必须是 &gt;= 0 的有限毫秒数，实际为 %1</translation>
    </message>
    <message>
        <source>the dependencies form a cycle: %1 tasks can never start (e.g. task %2)</source>
        <extracomment>%1 how many tasks, %2 the index of one of them</extracomment>
        <translation>依赖关系构成环：%1 个任务永远无法开始（例如任务 %2）</translation>
    </message>
    <message>
        <source>vertex %1 is out of range (nnode + nswitch = %2)</source>
        <extracomment>nnode and nswitch are field names of the file; keep them</extracomment>
        <translation>顶点 %1 超出范围（nnode + nswitch = %2）</translation>
    </message>
    <message>
        <source>joins vertex %1 to itself</source>
        <translation>将顶点 %1 连接到其自身</translation>
    </message>
    <message>
        <source>server out of range (nnode = %1)</source>
        <extracomment>nnode is a field name of the file; keep it</extracomment>
        <translation>服务器超出范围（nnode = %1）</translation>
    </message>
    <message>
        <source>vertex %1 is out of range</source>
        <translation>顶点 %1 超出范围</translation>
    </message>
    <message>
        <source>hop %1 -&gt; %2 is not a conn entry</source>
        <extracomment>conn is a field name of the file; keep it</extracomment>
        <translation>跳 %1 -&gt; %2 不是一个 conn 条目</translation>
    </message>
    <message>
        <source>duplicate device id %1</source>
        <translation>设备 id %1 重复</translation>
    </message>
    <message>
        <source>duplicate task id %1</source>
        <translation>任务 id %1 重复</translation>
    </message>
    <message>
        <source>no device has id %1</source>
        <translation>没有 id 为 %1 的设备</translation>
    </message>
    <message>
        <source>a %1 task must run on a compute device, not %2</source>
        <extracomment>%1 a task type and %2 a device type, both as the file names them</extracomment>
        <translation>%1 任务必须运行在计算设备上，而不是 %2</translation>
    </message>
    <message>
        <source>GPU index %1 is out of range (nnode x ngpupernode = %2)</source>
        <extracomment>nnode and ngpupernode are field names of the file; keep them</extracomment>
        <translation>GPU 序号 %1 超出范围（nnode x ngpupernode = %2）</translation>
    </message>
    <message>
        <source>network device property %1 does not decode to two distinct servers</source>
        <translation>网络设备属性 %1 无法解码为两台不同的服务器</translation>
    </message>
    <message>
        <source>intra-server device on node %1 is out of range</source>
        <translation>节点 %1 上的服务器内设备超出范围</translation>
    </message>
    <message>
        <source>NOMINAL_COMM on unsupported device type %1</source>
        <extracomment>NOMINAL_COMM is a task type of the file; %1 a device type as the file names it</extracomment>
        <translation>NOMINAL_COMM 位于不支持的设备类型 %1 上</translation>
    </message>
    <message>
        <source>AllReduce member GPU %1 is out of range (%2 GPUs)</source>
        <translation>AllReduce 成员 GPU %1 超出范围（共 %2 块 GPU）</translation>
    </message>
    <message>
        <source>AllReduce has no members</source>
        <translation>AllReduce 没有成员</translation>
    </message>
    <message>
        <source>TASK_COMM is never written by FlexNet and its consumer rejects it</source>
        <extracomment>TASK_COMM is a task type of the file; keep it</extracomment>
        <translation>FlexNet 从不写出 TASK_COMM，其读取程序也会拒绝它</translation>
    </message>
    <message>
        <source>unknown task type %1</source>
        <translation>未知的任务类型 %1</translation>
    </message>
    <message>
        <source>no task has id %1</source>
        <translation>没有 id 为 %1 的任务</translation>
    </message>
    <message>
        <source>a task cannot depend on itself</source>
        <translation>任务不能依赖其自身</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot; or &quot;%2&quot;, got %3</source>
        <translation>必须是 &quot;%1&quot; 或 &quot;%2&quot;，实际为 %3</translation>
    </message>
    <message>
        <source>design name &quot;%1&quot; is used twice</source>
        <translation>设计名称 &quot;%1&quot; 被使用了两次</translation>
    </message>
    <message>
        <source>must be a JSON object, got %1</source>
        <translation>必须是 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <source>missing: expected one of %1</source>
        <translation>缺失：应为 %1 之一</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>应为 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>expected the header &quot;%1&quot;</source>
        <extracomment>%1 the CSV header line the file must start with</extracomment>
        <translation>表头应为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected %1 fields, got %2</source>
        <translation>应有 %1 个字段，实际为 %2</translation>
    </message>
    <message>
        <source>field %1 must be a number &gt;= 0, got &quot;%2&quot;</source>
        <translation>第 %1 个字段必须是 &gt;= 0 的数，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>src and dst must be server ids</source>
        <extracomment>src and dst are column names; keep them</extracomment>
        <translation>src 和 dst 必须是服务器 id</translation>
    </message>
    <message>
        <source>not a cable: endpoints %1-%2 with count %3 (nodes are 0..%4)</source>
        <extracomment>%1-%2 the link&apos;s two nodes, %3 its cable count, %4 the largest node id</extracomment>
        <translation>不是一条线缆：端点 %1-%2，数量 %3（节点为 0..%4）</translation>
    </message>
    <message>
        <source>server %1 has no free port for this link: its %2 ports are used up</source>
        <translation>服务器 %1 没有空闲端口给这条链路：它的 %2 个端口已用完</translation>
    </message>
    <message>
        <source>the header must be &quot;%1&quot;</source>
        <translation>表头必须是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>field %1 must be a whole number &gt;= 0, got &quot;%2&quot;</source>
        <translation>第 %1 个字段必须是 &gt;= 0 的整数，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown role &quot;%1&quot;</source>
        <translation>未知的角色 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing the CSV header</source>
        <translation>缺少 CSV 表头</translation>
    </message>
    <message>
        <source>%1 must be an operator index below %2, got %3</source>
        <extracomment>%1 what the index is for (&quot;the operator to move&quot;), %2 the operator count</extracomment>
        <translation>%1必须是小于 %2 的算子序号，实际为 %3</translation>
    </message>
    <message>
        <source>an operator can be inserted at 0 to %1, got %2</source>
        <translation>算子只能插入在 0 到 %1 处，实际为 %2</translation>
    </message>
    <message>
        <source>must be an operator before position %1, got %2</source>
        <translation>必须是位置 %1 之前的算子，实际为 %2</translation>
    </message>
    <message>
        <source>a %1 operator has %2, got %3 values</source>
        <extracomment>%1 an operator kind (a name, as in the file), %2 its dims (&quot;{in, out}&quot;) or &quot;no dims&quot;, %3 how many values the file gives</extracomment>
        <translation>%1 算子应有 %2，实际有 %3 个值</translation>
    </message>
    <message>
        <source>zoo parameters must be an object, got %1</source>
        <translation>模型库参数必须是对象，实际为 %1</translation>
    </message>
    <message>
        <source>unknown parameter of zoo model %1 (known: %2)</source>
        <extracomment>%1 a zoo model&apos;s id, %2 its parameters&apos; names</extracomment>
        <translation>模型库模型 %1 没有这个参数（已知参数：%2）</translation>
    </message>
    <message>
        <source>must divide the hidden size %1, got %2</source>
        <translation>必须整除隐藏层大小 %1，实际为 %2</translation>
    </message>
    <message>
        <source>must be at most max_position %1, got %2</source>
        <extracomment>max_position is a parameter&apos;s name; keep it</extracomment>
        <translation>必须不超过 max_position %1，实际为 %2</translation>
    </message>
    <message>
        <source>must be a multiple of 32 (five stride-2 stages), got %1</source>
        <translation>必须是 32 的倍数（五个步长为 2 的阶段），实际为 %1</translation>
    </message>
    <message>
        <source>the %1 fabric is not the one the scenario&apos;s kind builds, and a switched fabric cannot be a manual design</source>
        <extracomment>%1 a topology kind (a name)</extracomment>
        <translation>该 %1 网络不是场景的类型所构建的网络，而交换式网络不能作为手动设计</translation>
    </message>
    <message>
        <source>the dependencies form a cycle: %1 tasks never became ready (e.g. task %2)</source>
        <extracomment>%1 how many tasks, %2 the index of one of them</extracomment>
        <translation>依赖关系构成环：%1 个任务始终未就绪（例如任务 %2）</translation>
    </message>
    <message>
        <source>device %1 is out of range (0..%2)</source>
        <extracomment>%1 a device (GPU) index, %2 the largest valid one</extracomment>
        <translation>设备 %1 超出范围（0..%2）</translation>
    </message>
    <message>
        <source>server %1 is out of range (0..%2)</source>
        <extracomment>%1 a server id, %2 the largest valid one</extracomment>
        <translation>服务器 %1 超出范围（0..%2）</translation>
    </message>
    <message>
        <source>the task graph has %1 servers; the topology has %2</source>
        <translation>任务图有 %1 台服务器；拓扑有 %2 台</translation>
    </message>
    <message>
        <source>must be a multiple of the server count, got %1</source>
        <translation>必须是服务器数量的倍数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a finite number in [0, 2^53)</source>
        <translation>必须是 [0, 2^53) 内的有限数</translation>
    </message>
    <message>
        <source>a server appears twice</source>
        <translation>有服务器出现了两次</translation>
    </message>
    <message>
        <source>task %1 is not another task of the graph</source>
        <translation>任务 %1 不是图中的另一个任务</translation>
    </message>
    <message>
        <source>must be a number &gt;= 0 and &lt;= %1 (microseconds)</source>
        <extracomment>%1 the most microseconds allowed</extracomment>
        <translation>必须是 &gt;= 0 且 &lt;= %1 的数（微秒）</translation>
    </message>
    <message>
        <source>must be a number &gt; 0 and &lt;= %1</source>
        <translation>必须是 &gt; 0 且 &lt;= %1 的数</translation>
    </message>
    <message>
        <source>the fabric was prepared for %1 paths, the options ask for %2</source>
        <translation>网络是按 %1 条路径准备的，选项要求 %2 条</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>必须是字符串数组</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>must have one task index per critical_path entry</source>
        <extracomment>critical_path is a field name; keep it</extracomment>
        <translation>critical_path 的每个条目必须对应一个任务序号</translation>
    </message>
    <message>
        <source>task %1 is not in the task graph</source>
        <translation>任务 %1 不在任务图中</translation>
    </message>
    <message>
        <source>needs one duration and one tail per task</source>
        <translation>每个任务需要一个时长和一个尾部时间</translation>
    </message>
    <message>
        <source>server %1 needs %2 per GPU (parameters with their optimizer state, plus activations), above the %3 of one GPU</source>
        <extracomment>%1 a server, %2 and %3 sizes in GB</extracomment>
        <translation>服务器 %1 每块 GPU 需要 %2（参数及其优化器状态，加上激活值），超过单块 GPU 的 %3</translation>
    </message>
    <message>
        <source>must be a byte count &gt;= 0 and below 2^53, got %1</source>
        <translation>必须是 &gt;= 0 且小于 2^53 的字节数，实际为 %1</translation>
    </message>
    <message>
        <source>server %1 outside 0..%2</source>
        <extracomment>%1 a server id, %2 the largest valid one</extracomment>
        <translation>服务器 %1 不在 0..%2 内</translation>
    </message>
    <message>
        <source>server %1 appears twice in the group</source>
        <translation>服务器 %1 在组中出现了两次</translation>
    </message>
    <message>
        <source>src and dst are the same server %1</source>
        <extracomment>src and dst are field names; keep them</extracomment>
        <translation>src 和 dst 是同一台服务器 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n unknown field(s) ignored: %1</source>
        <extracomment>%n how many fields, %1 their paths in the file</extracomment>
        <translation>
            <numerusform>忽略了 %n 个未知字段：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a non-empty array of bandwidth classes, got %1</source>
        <translation>必须是非空的带宽档位数组，实际为 %1</translation>
    </message>
    <message>
        <source>must be above the previous class&apos;s %1 Gbps, got %2</source>
        <translation>必须高于上一档位的 %1 Gbps，实际为 %2</translation>
    </message>
    <message>
        <source>must not be below the %1 Gbps class&apos;s %2 (a faster port cannot cost less), got %3</source>
        <extracomment>%1 a link rate, %2 that class&apos;s price, %3 the price found</extracomment>
        <translation>不能低于 %1 Gbps 档位的 %2（更快的端口不可能更便宜），实际为 %3</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - unexpected %4; expected %5</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 the token it met, %5 the token it expected</extracomment>
        <translation>第 %1 行第 %2 列的 JSON 无效：解析%3时遇到了%4，应为%5</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - unexpected %4</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 the token it met</extracomment>
        <translation>第 %1 行第 %2 列的 JSON 无效：解析%3时遇到了意外的%4</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - %4; last read: &apos;%5&apos;; expected %6</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 what is wrong with the text, %5 the text as read, %6 what it expected</extracomment>
        <translation>第 %1 行第 %2 列的 JSON 无效：解析%3时出错：%4（最后读到 &apos;%5&apos;），应为%6</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - %4; last read: &apos;%5&apos;</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 what is wrong with the text, %5 the text as read</extracomment>
        <translation>第 %1 行第 %2 列的 JSON 无效：解析%3时出错：%4（最后读到 &apos;%5&apos;）</translation>
    </message>
    <message>
        <source>cannot write (folder missing or not writable)</source>
        <translation>无法写入（文件夹不存在或不可写）</translation>
    </message>
    <message>
        <source>write failed (disk full?)</source>
        <translation>写入失败（磁盘已满？）</translation>
    </message>
    <message>
        <source>cannot replace file: %1</source>
        <extracomment>%1 the system&apos;s own (English) reason</extracomment>
        <translation>无法替换文件：%1</translation>
    </message>
    <message>
        <source>cannot replace file: it is a directory</source>
        <translation>无法替换文件：目标是一个文件夹</translation>
    </message>
    <message>
        <source>cannot replace file: permission denied</source>
        <translation>无法替换文件：没有权限</translation>
    </message>
    <message>
        <source>cannot replace file: it is in use</source>
        <translation>无法替换文件：文件正在使用中</translation>
    </message>
    <message>
        <source>cannot replace file: the file system is read-only</source>
        <translation>无法替换文件：文件系统为只读</translation>
    </message>
    <message>
        <source>cannot replace file: the disk is full</source>
        <translation>无法替换文件：磁盘已满</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - invalid string: control character %4 must be escaped to %5; last read: &apos;%6&apos;; expected %7</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 the character&apos;s code and name (U+0009 (HT)), %5 the escape that writes it instead (or two, joined by &quot;or&quot;), %6 the text as read, %7 what the parser expected</extracomment>
        <translation>第 %1 行第 %2 列的 JSON 无效：解析%3时出错：无效的字符串：控制字符 %4 必须转义为 %5（最后读到 &apos;%6&apos;），应为%7</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - invalid string: control character %4 must be escaped to %5; last read: &apos;%6&apos;</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 the character&apos;s code and name (U+0009 (HT)), %5 the escape that writes it instead (or two, joined by &quot;or&quot;), %6 the text as read</extracomment>
        <translation>第 %1 行第 %2 列的 JSON 无效：解析%3时出错：无效的字符串：控制字符 %4 必须转义为 %5（最后读到 &apos;%6&apos;）</translation>
    </message>
    <message>
        <source>the model these parameters build is invalid; its problems follow</source>
        <translation>这些参数构建的模型无效，其问题如下</translation>
    </message>
</context>
<context>
    <name>ProblemFact</name>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>一个数组</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>tasks in its task graph (compute, transfers and AllReduces)</source>
        <translation>任务图中的任务（计算、传输和 AllReduce）</translation>
    </message>
    <message>
        <source>ordered server pairs with model-parallel traffic</source>
        <translation>有模型并行流量的有序服务器对</translation>
    </message>
    <message>
        <source>the operator to remove</source>
        <translation>要删除的算子</translation>
    </message>
    <message>
        <source>the operator to duplicate</source>
        <translation>要复制的算子</translation>
    </message>
    <message>
        <source>the operator to move</source>
        <translation>要移动的算子</translation>
    </message>
    <message>
        <source>the new position</source>
        <translation>新位置</translation>
    </message>
    <message>
        <source>the producer</source>
        <translation>生产者</translation>
    </message>
    <message>
        <source>the consumer</source>
        <translation>消费者</translation>
    </message>
    <message>
        <source>no dims</source>
        <translation>无维度</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>a number of bytes such as 4096, 1.5 MB or 2 GiB</source>
        <translation>字节数，例如 4096、1.5 MB 或 2 GiB</translation>
    </message>
    <message>
        <source>a number of FLOPs such as 2e9 or 1.5 GFLOP</source>
        <translation>FLOP 数，例如 2e9 或 1.5 GFLOP</translation>
    </message>
    <message>
        <source>expected %1, got &quot;%2&quot;</source>
        <translation>应为%1，实际为“%2”</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot;: expected %2</source>
        <translation>未知单位“%1”：应为%2</translation>
    </message>
    <message>
        <source>must be &gt;= 0 and finite, got %1</source>
        <translation>必须为 &gt;= 0 的有限值，实际为 %1</translation>
    </message>
    <message>
        <source>TopoOpt projects (*.topoopt);;All files (*)</source>
        <translation>TopoOpt 项目 (*.topoopt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Could not save %1: only %2 of %3 bytes could be written</source>
        <translation>无法保存 %1：%3 字节中只写入了 %2 字节</translation>
    </message>
    <message>
        <source>expected server ids such as &quot;0-7, 12&quot;, got &quot;%1&quot;</source>
        <translation>应为服务器编号，例如“0-7, 12”，实际为“%1”</translation>
    </message>
    <message>
        <source>an operator needs at least one server</source>
        <translation>算子至少需要一台服务器</translation>
    </message>
    <message>
        <source>Projects, scenarios and results (*.topoopt *.json);;TopoOpt projects (*.topoopt);;TopoOpt scenarios and search results (*.json);;All files (*)</source>
        <translation>项目、场景和结果 (*.topoopt *.json);;TopoOpt 项目 (*.topoopt);;TopoOpt 场景和搜索结果 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>StrategyShape</name>
    <message numerus="yes">
        <source>%n replicated operator(s)</source>
        <translation>
            <numerusform>%n 个复制参数的算子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n server set(s)</source>
        <translation>
            <numerusform>分布在 %n 组服务器上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n partitioned</source>
        <translation>
            <numerusform>；%n 个分片算子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n server(s)</source>
        <translation>
            <numerusform>分布在 %n 台服务器上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; tensor split on %n</source>
        <translation>
            <numerusform>；%n 个算子做张量切分</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>operators counted, then where they run</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>ZooParams</name>
    <message>
        <source>layers</source>
        <translation>层</translation>
    </message>
    <message>
        <source>units</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>features</source>
        <translation>个特征</translation>
    </message>
    <message>
        <source>drugs</source>
        <translation>种药物</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>个样本</translation>
    </message>
    <message>
        <source>tables</source>
        <translation>张表</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>floats</source>
        <translation>个浮点数</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>个头</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>个词元</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>条序列</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>类</translation>
    </message>
    <message>
        <source>images</source>
        <translation>张图像</translation>
    </message>
    <message>
        <source>Dense layers of each feature encoder</source>
        <translation>每个特征编码器的全连接层数</translation>
    </message>
    <message>
        <source>Width of the feature encoder layers</source>
        <translation>特征编码器各层的宽度</translation>
    </message>
    <message>
        <source>Dense layers after the concatenation</source>
        <translation>拼接之后的全连接层数</translation>
    </message>
    <message>
        <source>Width of the dense layers</source>
        <translation>全连接层的宽度</translation>
    </message>
    <message>
        <source>Cell line RNA-seq features</source>
        <translation>细胞系 RNA-seq 特征数</translation>
    </message>
    <message>
        <source>Drug descriptor features</source>
        <translation>药物描述符特征数</translation>
    </message>
    <message>
        <source>Drug fingerprint features</source>
        <translation>药物指纹特征数</translation>
    </message>
    <message>
        <source>Drugs per sample (each with a dose, descriptors and fingerprints)</source>
        <translation>每个样本的药物数（每种药物带剂量、描述符和指纹）</translation>
    </message>
    <message>
        <source>Samples per GPU per iteration</source>
        <translation>每次迭代每块 GPU 的样本数</translation>
    </message>
    <message>
        <source>Embedding tables</source>
        <translation>嵌入表数</translation>
    </message>
    <message>
        <source>Rows per embedding table</source>
        <translation>每张嵌入表的行数</translation>
    </message>
    <message>
        <source>Embedding dimension</source>
        <translation>嵌入维度</translation>
    </message>
    <message>
        <source>Bag size: rows pooled (summed) per table per sample</source>
        <translation>袋大小：每个样本在每张表中池化（求和）的行数</translation>
    </message>
    <message>
        <source>Dense (continuous) input features</source>
        <translation>稠密（连续）输入特征数</translation>
    </message>
    <message>
        <source>Bottom MLP layers</source>
        <translation>底部 MLP 层数</translation>
    </message>
    <message>
        <source>Bottom MLP width</source>
        <translation>底部 MLP 宽度</translation>
    </message>
    <message>
        <source>Top MLP layers (before the 1-unit output)</source>
        <translation>顶部 MLP 层数（位于单单元输出层之前）</translation>
    </message>
    <message>
        <source>Top MLP width</source>
        <translation>顶部 MLP 宽度</translation>
    </message>
    <message>
        <source>Users per table</source>
        <translation>每张表的用户数</translation>
    </message>
    <message>
        <source>Items per table</source>
        <translation>每张表的物品数</translation>
    </message>
    <message>
        <source>GMF latent factor (matrix-factorisation width)</source>
        <translation>GMF 潜在因子数（矩阵分解宽度）</translation>
    </message>
    <message>
        <source>MLP embedding dimension</source>
        <translation>MLP 嵌入维度</translation>
    </message>
    <message>
        <source>Bag size: ids pooled per user and per item lookup</source>
        <translation>袋大小：每次用户和物品查找池化的 ID 数</translation>
    </message>
    <message>
        <source>MLP layers</source>
        <translation>MLP 层数</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP 宽度</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Transformer 层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层大小</translation>
    </message>
    <message>
        <source>Attention heads (must divide the hidden size)</source>
        <translation>注意力头数（须整除隐藏层大小）</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Word-piece vocabulary (BERT&apos;s 30522)</source>
        <translation>WordPiece 词表大小（BERT 为 30522）</translation>
    </message>
    <message>
        <source>Position embeddings</source>
        <translation>位置嵌入数</translation>
    </message>
    <message>
        <source>Sequences per GPU per iteration</source>
        <translation>每次迭代每块 GPU 的序列数</translation>
    </message>
    <message>
        <source>Decoder layers</source>
        <translation>解码器层数</translation>
    </message>
    <message>
        <source>Hidden size (d_model)</source>
        <translation>隐藏层大小（d_model）</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>BPE vocabulary (GPT-2/3&apos;s 50257)</source>
        <translation>BPE 词表大小（GPT-2/3 为 50257）</translation>
    </message>
    <message>
        <source>Input image side (a multiple of 32)</source>
        <translation>输入图像边长（32 的倍数）</translation>
    </message>
    <message>
        <source>Output classes (ImageNet: 1000)</source>
        <translation>输出类别数（ImageNet 为 1000）</translation>
    </message>
    <message>
        <source>Images per GPU per iteration</source>
        <translation>每次迭代每块 GPU 的图像数</translation>
    </message>
    <message>
        <source>Width of the two hidden FC layers</source>
        <translation>两个隐藏全连接层的宽度</translation>
    </message>
    <message>
        <source>%1 (%2 to %3, default %4)</source>
        <translation>%1（%2 到 %3，默认 %4）</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>个特征</translation>
    </message>
    <message>
        <source>drug</source>
        <translation>种药物</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>个样本</translation>
    </message>
    <message>
        <source>table</source>
        <translation>张表</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>float</source>
        <translation>个浮点数</translation>
    </message>
    <message>
        <source>head</source>
        <translation>个头</translation>
    </message>
    <message>
        <source>token</source>
        <translation>个词元</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>条序列</translation>
    </message>
    <message>
        <source>pixel</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>class</source>
        <translation>类</translation>
    </message>
    <message>
        <source>image</source>
        <translation>张图像</translation>
    </message>
    <message>
        <source>Rows per table</source>
        <translation>每表行数</translation>
    </message>
    <message>
        <source>Embedding size</source>
        <translation>嵌入维度</translation>
    </message>
    <message>
        <source>Bag size</source>
        <translation>袋大小</translation>
    </message>
    <message>
        <source>Dense features</source>
        <translation>稠密特征数</translation>
    </message>
    <message>
        <source>Top MLP layers</source>
        <translation>顶部 MLP 层数</translation>
    </message>
    <message>
        <source>Batch per GPU</source>
        <translation>每块 GPU 的批大小</translation>
    </message>
    <message>
        <source>GMF factor</source>
        <translation>GMF 因子数</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>位置数</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>图像边长</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>类别数</translation>
    </message>
    <message>
        <source>FC width</source>
        <translation>全连接层宽度</translation>
    </message>
    <message>
        <source>Encoder layers</source>
        <translation>编码器层数</translation>
    </message>
    <message>
        <source>Encoder width</source>
        <translation>编码器宽度</translation>
    </message>
    <message>
        <source>Dense layers</source>
        <translation>全连接层数</translation>
    </message>
    <message>
        <source>Dense width</source>
        <translation>全连接层宽度</translation>
    </message>
    <message>
        <source>Cell features</source>
        <translation>细胞系特征数</translation>
    </message>
    <message>
        <source>Drug descriptors</source>
        <translation>药物描述符数</translation>
    </message>
    <message>
        <source>Drug fingerprints</source>
        <translation>药物指纹数</translation>
    </message>
    <message>
        <source>Drugs</source>
        <translation>药物数</translation>
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
        <source>Open teaching mode at stage N (from 1).</source>
        <translation>在第 N 阶段打开教学模式（从 1 开始）。</translation>
    </message>
    <message>
        <source>File to open: a project (.topoopt), scenario or search result; a topology, traffic, comparison or model file is imported into the default scenario.</source>
        <translation>要打开的文件：项目 (.topoopt)、场景或搜索结果；拓扑、流量、对比或模型文件将导入到默认场景中。</translation>
    </message>
    <message>
        <source>Save only the child widget of this name, or the tab on show (tab).</source>
        <translation>只保存此名称的子部件，或当前显示的标签页（tab）。</translation>
    </message>
    <message>
        <source>Scale the saved picture down to this many pixels wide.</source>
        <translation>把保存的图片缩小到此像素宽度。</translation>
    </message>
</context>
<context>
    <name>topoopt::ui</name>
    <message>
        <source>Fat-tree, equal cost (%1 Gbps)</source>
        <translation>等造价胖树 (%1 Gbps)</translation>
    </message>
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
        <source>topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>simulation</source>
        <translation>仿真</translation>
    </message>
    <message>
        <source>hand strategy: %1</source>
        <translation>手动策略：%1</translation>
    </message>
    <message>
        <source>%1 = %2 compute on the critical path + %3 exposed communication (busiest GPU: %4 of compute)</source>
        <translation>%1 = 关键路径上的计算 %2 + 暴露通信 %3（最繁忙 GPU 的计算：%4）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln AllReduce group(s)</source>
        <translation>
            <numerusform>%Ln 个 AllReduce 组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln MP pair(s)</source>
        <translation>
            <numerusform>%Ln 个 MP 服务器对</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %L2 nodes, %L3 link entries</source>
        <translation>%1：%L2 个节点，%L3 条链路记录</translation>
    </message>
    <message>
        <source>iteration %1</source>
        <translation>迭代 %1</translation>
    </message>
    <message>
        <source>Iteration time (ms)</source>
        <translation>迭代时间 (ms)</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间 (ms)</translation>
    </message>
    <message>
        <source>cannot encode the PNG</source>
        <translation>无法编码 PNG</translation>
    </message>
    <message>
        <source>the figure came out empty</source>
        <translation>生成的图为空</translation>
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
    <name>topoopt::ui::Autosave</name>
    <message>
        <source>Cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ComparisonView</name>
    <message>
        <source>%1k USD</source>
        <translation>%1 千美元</translation>
    </message>
    <message>
        <source>No comparison yet.</source>
        <translation>尚无对比。</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>暴露通信</translation>
    </message>
    <message>
        <source>Cost (k USD)</source>
        <translation>成本（千美元）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Iteration time (%1)</source>
        <translation>迭代时间 (%1)</translation>
    </message>
    <message>
        <source>Compute on the critical path</source>
        <translation>关键路径上的计算</translation>
    </message>
    <message>
        <source>TopoOpt</source>
        <translation>TopoOpt</translation>
    </message>
    <message>
        <source>TopoOpt default</source>
        <translation>TopoOpt 默认</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>手动</translation>
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
        <source>Fat-tree full</source>
        <translation>胖树全带宽</translation>
    </message>
    <message>
        <source>Fat-tree eq. cost</source>
        <translation>胖树等成本</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>时间 (%1)</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>k USD</source>
        <translation>千美元</translation>
    </message>
    <message>
        <source>%1k</source>
        <translation>%1k</translation>
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
        <source>Rejected on a lower bound (at least)</source>
        <translation>按下界拒绝（至少）</translation>
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
    <message>
        <source>Drag or scroll to zoom; double-click to fit the data again</source>
        <translation>拖动或滚动以缩放；双击重新适配数据</translation>
    </message>
    <message>
        <source>Zoomed: double-click to fit the data</source>
        <translation>已缩放：双击以适配数据</translation>
    </message>
    <message>
        <source>▲ %1 more above, up to %2</source>
        <translation>▲ 上方另有 %1 个，最高 %2</translation>
    </message>
    <message>
        <source>%1 too large to simulate, not plotted</source>
        <translation>%1 个过大无法仿真，未绘出</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::DesignsView</name>
    <message>
        <source>Pin Current Design</source>
        <translation>固定当前设计</translation>
    </message>
    <message>
        <source>Keep the current design (scenario, fabric, simulated time, cost) to compare later designs against</source>
        <translation>保留当前设计（场景、网络结构、仿真时间、成本），供之后的设计与之对比</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>取消固定</translation>
    </message>
    <message>
        <source>Forget the selected pinned design</source>
        <translation>移除所选的已固定设计</translation>
    </message>
    <message>
        <source>Make Current</source>
        <translation>设为当前</translation>
    </message>
    <message>
        <source>Make the selected pinned design the current scenario (undoable)</source>
        <translation>将所选的已固定设计设为当前场景（可撤销）</translation>
    </message>
    <message>
        <source>The design every other column is compared against</source>
        <translation>其他各列都与之对比的设计</translation>
    </message>
    <message>
        <source>Server graph</source>
        <translation>服务器图</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>Topology kind</source>
        <translation>拓扑类型</translation>
    </message>
    <message>
        <source>Iteration time</source>
        <translation>迭代时间</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>暴露通信</translation>
    </message>
    <message>
        <source>Fabric cost</source>
        <translation>网络成本</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路数</translation>
    </message>
    <message>
        <source>Busiest server&apos;s ports</source>
        <translation>最繁忙服务器的端口数</translation>
    </message>
    <message>
        <source>Diameter</source>
        <translation>直径</translation>
    </message>
    <message>
        <source>MP bytes on direct links</source>
        <translation>直连链路上的 MP 字节占比</translation>
    </message>
    <message>
        <source>MP mean hops</source>
        <translation>MP 平均跳数</translation>
    </message>
    <message>
        <source>Compare against:</source>
        <translation>对比基准：</translation>
    </message>
    <message>
        <source>Current design</source>
        <translation>当前设计</translation>
    </message>
    <message>
        <source>The current design cannot be priced: %1</source>
        <translation>无法计算当前设计的成本：%1</translation>
    </message>
    <message>
        <source>Simulating...</source>
        <translation>正在仿真...</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>%1 (%2%3 %)</source>
        <translation>%1（%2%3 %）</translation>
    </message>
    <message>
        <source>Pin the current design, change it, and compare: every column shows its difference from the reference design.</source>
        <translation>固定当前设计，修改后进行对比：每一列都显示与基准设计的差异。</translation>
    </message>
    <message>
        <source>Differences are against %1; green is better, red is worse.</source>
        <translation>差异相对于%1；绿色表示更好，红色表示更差。</translation>
    </message>
    <message>
        <source>the current design</source>
        <translation>当前设计</translation>
    </message>
    <message>
        <source>Compute (busiest GPU)</source>
        <translation>计算（最繁忙 GPU）</translation>
    </message>
    <message>
        <source>Building the fabric...</source>
        <translation>正在构建网络结构...</translation>
    </message>
    <message>
        <source>Failed (%1)</source>
        <translation>失败（%1）</translation>
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
    <name>topoopt::ui::FlexNetPanel</name>
    <message>
        <source>%1, %2 servers, d = %3, %4 Gbps</source>
        <translation>%1，%2 台服务器，d = %3，%4 Gbps</translation>
    </message>
    <message>
        <source>Import a FlexNet task graph (the paper&apos;s .fbuf files) to compare its traffic and iteration time with the model being edited. It is read-only: it does not change the scenario.</source>
        <translation>导入 FlexNet 任务图（论文中的 .fbuf 文件），将其流量和迭代时间与正在编辑的模型进行对比。它是只读的：不会更改场景。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (read-only): %2 servers x %3 GPUs, %4 tasks (%5 forward, %6 backward)&lt;br&gt;Traffic: %7 AllReduce groups (%8 on the wire), %9 MP pairs (%10)&lt;br&gt;Compute on the busiest GPU: %11</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（只读）：%2 台服务器 × %3 块 GPU，%4 个任务（前向 %5 个，反向 %6 个）&lt;br&gt;流量：%7 个 AllReduce 组（线上 %8），%9 个 MP 服务器对（%10）&lt;br&gt;最繁忙 GPU 上的计算：%11</translation>
    </message>
    <message>
        <source>&lt;br&gt;Simulated iteration on %1: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;br&gt;在 %1 上的仿真迭代：&lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;Cannot simulate on %1: %2</source>
        <translation>&lt;br&gt;无法在 %1 上仿真：%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Simulating on %1...</source>
        <translation>&lt;br&gt;正在 %1 上仿真...</translation>
    </message>
    <message>
        <source>&lt;br&gt;The scenario&apos;s model: &lt;b&gt;%1&lt;/b&gt; per iteration</source>
        <translation>&lt;br&gt;场景中的模型：每次迭代 &lt;b&gt;%1&lt;/b&gt;</translation>
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
    <message>
        <source>Drop the link&apos;s end on another server to move it</source>
        <translation>将链路端点拖放到另一台服务器上以移动它</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::GuideWindow</name>
    <message>
        <source>TopoOpt Studio Guide</source>
        <translation>TopoOpt Studio 使用指南</translation>
    </message>
    <message>
        <source>Find in the guide (Ctrl+F)</source>
        <translation>在指南中查找 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>下一个匹配 (F3、Enter)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
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
        <source>, summed over %1 x %1 nodes per cell</source>
        <translation>，每格汇总 %1 x %1 个节点</translation>
    </message>
    <message>
        <source>Nodes %1 → %2: %3 per iteration on their links</source>
        <translation>节点 %1 → %2：其链路上每次迭代 %3</translation>
    </message>
    <message>
        <source>Servers %1 → %2: %3</source>
        <translation>服务器 %1 → %2：%3</translation>
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
        <source>Search best, simulated exactly</source>
        <translation>搜索最优结果（精确仿真）</translation>
    </message>
    <message>
        <source>%1 (the search&apos;s time at its resolution: %2)</source>
        <translation>%1（搜索按其时间分辨率得到的时间：%2）</translation>
    </message>
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
        <source>Search time resolution</source>
        <translation>搜索时间分辨率</translation>
    </message>
    <message>
        <source>%1 µs (exact: 0)</source>
        <translation>%1 微秒（精确：0）</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Simulated iteration</source>
        <translation>仿真迭代</translation>
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
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
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
        <source>The current strategy of %1 simulated on each fabric kind for the same servers, d and link bandwidth, and on the fat-tree that costs as much as the direct-connect design; speedup against that fat-tree. Network cost at the built-in prices.</source>
        <translation>在相同服务器数、d 和链路带宽下，将 %1 的当前策略在每种网络类型上模拟，并在与直连设计造价相同的胖树上模拟；加速比以该胖树为基准。网络造价按内置价格计算。</translation>
    </message>
    <message>
        <source>The current strategy of %1 simulated on each fabric kind for the same servers, d and link bandwidth; speedup against the fat-tree. Network cost at the built-in prices.</source>
        <translation>在相同服务器数、d 和链路带宽下，将 %1 的当前策略在每种网络类型上模拟；加速比以胖树为基准。网络造价按内置价格计算。</translation>
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
    <message>
        <source>Save the project (.topoopt)</source>
        <translation>保存项目 (.topoopt)</translation>
    </message>
    <message>
        <source>inline (edited in the Model tab)</source>
        <translation>内联（在“模型”标签页中编辑）</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>hand strategy (Strategy tab)</source>
        <translation>手动策略（“策略”标签页）</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>项目另存为</translation>
    </message>
    <message>
        <source>Teaching Mode</source>
        <translation>教学模式</translation>
    </message>
    <message>
        <source>&amp;Teaching Mode</source>
        <translation>教学模式(&amp;T)</translation>
    </message>
    <message>
        <source>Step through TopologyFinder one stage at a time</source>
        <translation>逐阶段单步演示 TopologyFinder</translation>
    </message>
    <message>
        <source>&amp;Go to Tab</source>
        <translation>转到标签页(&amp;G)</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>主题(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Design Editor</source>
        <translation>设计编辑器</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;已打开&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Designs</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>&amp;Pin Current Design</source>
        <translation>固定当前设计(&amp;P)</translation>
    </message>
    <message>
        <source>Keep the current design to compare later designs against</source>
        <translation>保留当前设计，供之后的设计与之对比</translation>
    </message>
    <message>
        <source>&amp;Re-optimize from Here</source>
        <translation>从此处重新优化(&amp;R)</translation>
    </message>
    <message>
        <source>Search strategies and topologies starting from the current, possibly hand-edited, design</source>
        <translation>从当前（可能经过手动编辑的）设计出发搜索策略和拓扑</translation>
    </message>
    <message>
        <source>Make %1 current</source>
        <translation>将 %1 设为当前设计</translation>
    </message>
    <message>
        <source>Re-optimize cancelled: the design could not be simulated</source>
        <translation>已取消重新优化：无法仿真该设计</translation>
    </message>
    <message>
        <source>Wait until the current design is simulated, then pin it</source>
        <translation>请等待当前设计仿真完成后再固定</translation>
    </message>
    <message>
        <source>Cannot pin: %1</source>
        <translation>无法固定：%1</translation>
    </message>
    <message>
        <source>Design %1 (%2, %3)</source>
        <translation>设计 %1（%2，%3）</translation>
    </message>
    <message>
        <source>Pinned %1</source>
        <translation>已固定 %1</translation>
    </message>
    <message>
        <source>A search is running: stop it first</source>
        <translation>搜索正在运行：请先停止</translation>
    </message>
    <message>
        <source>The search starts once the design is simulated</source>
        <translation>设计仿真完成后将开始搜索</translation>
    </message>
    <message>
        <source>File not found</source>
        <translation>找不到文件</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1 已不存在，已将其从最近打开的文件中移除。</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Autosaved unsaved changes</source>
        <translation>已自动保存未保存的更改</translation>
    </message>
    <message>
        <source>The recovery file cannot be read: %1</source>
        <translation>无法读取恢复文件：%1</translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation>未命名项目</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>TopoOpt Studio did not close normally. Recover the unsaved changes to %1, autosaved at %2?</source>
        <translation>TopoOpt Studio 上次未正常关闭。是否恢复对 %1 的未保存更改（自动保存于 %2）？</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1</source>
        <translation>已恢复对 %1 的未保存更改</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>打开示例(&amp;E)</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>Opened example: %1</source>
        <translation>已打开示例：%1</translation>
    </message>
    <message>
        <source>Open a project, a scenario or a search result file</source>
        <translation>打开项目、场景或搜索结果文件</translation>
    </message>
    <message numerus="yes">
        <source>best %1 from %2 in %n proposal(s)</source>
        <translation>
            <numerusform>最佳 %1（起点 %2，共 %n 个提议）</numerusform>
        </translation>
    </message>
    <message>
        <source>Search result</source>
        <translation>搜索结果</translation>
    </message>
    <message>
        <source>%1; applied: the design below is the search&apos;s best</source>
        <translation>%1；已应用：下面的设计即搜索找到的最佳设计</translation>
    </message>
    <message>
        <source>%1; Run &gt; Apply Best Design makes it the current design</source>
        <translation>%1；“运行 &gt; 应用最佳设计”可将其设为当前设计</translation>
    </message>
    <message>
        <source>%1; nothing faster than the start</source>
        <translation>%1；没有比起点更快的设计</translation>
    </message>
    <message>
        <source>Open Project, Scenario or Result</source>
        <translation>打开项目、场景或结果</translation>
    </message>
    <message>
        <source>&amp;Apply Best Design</source>
        <translation>应用最佳设计(&amp;A)</translation>
    </message>
    <message>
        <source>Make the search&apos;s best strategy and fabric the current design (undoable)</source>
        <translation>将搜索找到的最佳策略和网络结构设为当前设计（可撤销）</translation>
    </message>
    <message>
        <source>The best design was not applied: the scenario it ran on cannot be simulated (see the Summary)</source>
        <translation>未应用最佳设计：无法仿真其所基于的场景（见“摘要”）</translation>
    </message>
    <message>
        <source>Wait for the search to finish, or stop it</source>
        <translation>请等待搜索完成，或将其停止</translation>
    </message>
    <message>
        <source>The best design is being applied</source>
        <translation>正在应用最佳设计</translation>
    </message>
    <message>
        <source>The current design is the search&apos;s best</source>
        <translation>当前设计即搜索找到的最佳设计</translation>
    </message>
    <message>
        <source>No search result for this scenario: run a search (or undo the edits made since the last one)</source>
        <translation>此场景没有搜索结果：请运行搜索（或撤销上次搜索之后的编辑）</translation>
    </message>
    <message>
        <source>The search found nothing faster than the design it started from</source>
        <translation>搜索没有找到比起始设计更快的设计</translation>
    </message>
    <message>
        <source>The best design is applied once the scenario is simulated</source>
        <translation>场景仿真完成后将应用最佳设计</translation>
    </message>
    <message>
        <source>Cannot apply the best design: %1</source>
        <translation>无法应用最佳设计：%1</translation>
    </message>
    <message>
        <source>The scenario changed while the best design was being prepared; it was not applied</source>
        <translation>准备最佳设计期间场景已更改；未应用</translation>
    </message>
    <message>
        <source>Apply best design</source>
        <translation>应用最佳设计</translation>
    </message>
    <message>
        <source>Applied the search&apos;s best design (%1); Undo returns to the start</source>
        <translation>已应用搜索找到的最佳设计（%1）；撤销可返回起点</translation>
    </message>
    <message>
        <source>Stopped; best kept</source>
        <translation>已停止；保留最佳结果</translation>
    </message>
    <message>
        <source>Search finished</source>
        <translation>搜索完成</translation>
    </message>
    <message>
        <source>Cannot open result</source>
        <translation>无法打开结果</translation>
    </message>
    <message>
        <source>Opened the search result %1; its best design is applied once the scenario it ran on is simulated</source>
        <translation>已打开搜索结果 %1；其所基于的场景仿真完成后将应用其最佳设计</translation>
    </message>
    <message>
        <source>Opened the search result %1</source>
        <translation>已打开搜索结果 %1</translation>
    </message>
    <message>
        <source>Show a topoopt-topology/1 file, or a search result&apos;s fabric, in the views</source>
        <translation>在视图中显示 topoopt-topology/1 文件或搜索结果的网络结构</translation>
    </message>
    <message>
        <source>Import &amp;Comparison...</source>
        <translation>导入对比(&amp;C)...</translation>
    </message>
    <message>
        <source>Show a comparison of fabrics from topoopt compare --json in the Comparison tab</source>
        <translation>在“对比”标签页中显示 topoopt compare --json 生成的网络结构对比</translation>
    </message>
    <message>
        <source>%1 holds no comparison of fabrics: topoopt compare S.json --json writes one</source>
        <translation>%1 不包含网络结构对比：topoopt compare S.json --json 可生成对比</translation>
    </message>
    <message>
        <source>Cannot import comparison</source>
        <translation>无法导入对比</translation>
    </message>
    <message>
        <source>Imported from %1: the comparison of %2 (each fabric with the strategy its search found). The next edit of the scenario replaces it with the current design&apos;s.</source>
        <translation>导入自 %1：%2 的对比（每种网络结构使用其搜索找到的策略）。下次编辑场景后，将由当前设计的对比取代。</translation>
    </message>
    <message>
        <source>Imported comparison %1</source>
        <translation>已导入对比 %1</translation>
    </message>
    <message>
        <source>Import Comparison</source>
        <translation>导入对比</translation>
    </message>
    <message>
        <source>%1. %2 (%3) makes its best design the current one.</source>
        <translation>%1。%2（%3）可将其最佳设计设为当前设计。</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>正在保存 %1...</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1 as it was before the latest changes</source>
        <translation>已保存 %1（不含最近的更改）</translation>
    </message>
    <message>
        <source>%1: running...</source>
        <translation>%1：正在运行...</translation>
    </message>
    <message>
        <source>%L1 servers x %2 %3 GPUs</source>
        <translation>%L1 台服务器 × %2 块 %3 GPU</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <source>%L1 proposals, %L2 rounds, seed %3</source>
        <translation>%L1 个提议，%L2 轮，随机种子 %3</translation>
    </message>
    <message>
        <source>%1 (%2 on the wire), %3 (%4)</source>
        <translation>%1（线上 %2），%3（%4）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln AllReduce group(s)</source>
        <translation>
            <numerusform>%Ln 个 AllReduce 组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln MP pair(s)</source>
        <translation>
            <numerusform>%Ln 个 MP 服务器对</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %L2 nodes, %L3 link entries, diameter %4</source>
        <translation>%1：%L2 个节点，%L3 条链路记录，直径 %4</translation>
    </message>
    <message>
        <source>auto: %1 µs in the last search (0.3 % of its start)</source>
        <translation>自动：上次搜索为 %1 微秒（其起点的 0.3 %）</translation>
    </message>
    <message>
        <source>auto (0.3 % of the start&apos;s exact iteration time)</source>
        <translation>自动（起点精确迭代时间的 0.3 %）</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>TopoOpt Studio &amp;Guide</source>
        <translation>TopoOpt Studio 使用指南(&amp;G)</translation>
    </message>
    <message>
        <source>How to use TopoOpt Studio, at the part you are using</source>
        <translation>TopoOpt Studio 的用法，从您正在使用的部分讲起</translation>
    </message>
    <message>
        <source>Opened %1; %2</source>
        <translation>已打开 %1；%2</translation>
    </message>
    <message>
        <source>The scenario does not survive a save and reload.</source>
        <translation>该场景保存后重新读取时发生了变化。</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ModelEditor</name>
    <message>
        <source>Open Model...</source>
        <translation>打开模型...</translation>
    </message>
    <message>
        <source>Save Model...</source>
        <translation>保存模型...</translation>
    </message>
    <message>
        <source>Import FlexFlow Measurements...</source>
        <translation>导入 FlexFlow 测量数据...</translation>
    </message>
    <message>
        <source>Import FlexNet Task Graph...</source>
        <translation>导入 FlexNet 任务图...</translation>
    </message>
    <message>
        <source>Replace the model with a topoopt-model/1 file (stored in the scenario)</source>
        <translation>用 topoopt-model/1 文件替换模型（保存在场景中）</translation>
    </message>
    <message>
        <source>Write the model as a topoopt-model/1 file</source>
        <translation>将模型写入 topoopt-model/1 文件</translation>
    </message>
    <message>
        <source>Measured operator times (FlexFlow files, or a folder of them) replace the device model&apos;s estimates</source>
        <translation>实测的算子时间（FlexFlow 文件或包含这些文件的文件夹）将取代设备模型的估算值</translation>
    </message>
    <message>
        <source>A FlexNet task graph as a read-only workload to compare against</source>
        <translation>将 FlexNet 任务图作为只读工作负载用于对比</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>图</translation>
    </message>
    <message>
        <source>FlexNet Workload</source>
        <translation>FlexNet 工作负载</translation>
    </message>
    <message>
        <source>Generator (zoo model parameters)</source>
        <translation>生成器（模型库模型参数）</translation>
    </message>
    <message>
        <source>The zoo model whose generator builds the operators</source>
        <translation>由其生成器构建算子的模型库模型</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Rebuild the operators from these parameters (replaces hand edits of the operators; undoable)</source>
        <translation>根据这些参数重新构建算子（会替换对算子的手动编辑；可撤销）</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a dense operator after the current one, consuming it</source>
        <translation>在当前算子之后添加一个以其输出为输入的 dense 算子</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the current operator; its consumers take over its inputs</source>
        <translation>移除当前算子；其消费者将接管它的输入</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>创建副本</translation>
    </message>
    <message>
        <source>Copy the current operator, with the same inputs</source>
        <translation>复制当前算子，输入保持不变</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move the current operator one place up</source>
        <translation>将当前算子上移一位</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move the current operator one place down</source>
        <translation>将当前算子下移一位</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Select two operators: the later one takes the earlier one&apos;s output</source>
        <translation>选择两个算子：后一个以前一个的输出为输入</translation>
    </message>
    <message>
        <source>Select two operators to connect: the producer and the consumer</source>
        <translation>请选择要连接的两个算子：生产者和消费者</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>断开</translation>
    </message>
    <message>
        <source>Select two connected operators to remove their edge</source>
        <translation>选择两个相连的算子以删除它们之间的边</translation>
    </message>
    <message>
        <source>Select two operators to disconnect: the producer and the consumer</source>
        <translation>请选择要断开的两个算子：生产者和消费者</translation>
    </message>
    <message>
        <source>The scenario&apos;s model cannot be read: %1</source>
        <translation>无法读取场景中的模型：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: generated by the zoo; editing an operator makes an editable copy</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：由模型库生成；编辑任一算子将创建可编辑的副本</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; from the file %2; editing makes an inline copy</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 来自文件 %2；编辑将创建内联副本</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 operators stored in the scenario</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2 个算子保存在场景中</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>操作被拒绝：%1</translation>
    </message>
    <message>
        <source>Generate %1 (%2)</source>
        <translation>生成 %1（%2）</translation>
    </message>
    <message>
        <source>defaults</source>
        <translation>默认参数</translation>
    </message>
    <message>
        <source>%1 operators generated</source>
        <translation>已生成 %1 个算子</translation>
    </message>
    <message>
        <source>Add operator %1</source>
        <translation>添加算子 %1</translation>
    </message>
    <message>
        <source>Select the operator to remove</source>
        <translation>请选择要移除的算子</translation>
    </message>
    <message>
        <source>Remove operator %1</source>
        <translation>移除算子 %1</translation>
    </message>
    <message>
        <source>Select the operator to duplicate</source>
        <translation>请选择要创建副本的算子</translation>
    </message>
    <message>
        <source>Duplicate operator %1</source>
        <translation>创建算子 %1 的副本</translation>
    </message>
    <message>
        <source>Select an operator that can move that way</source>
        <translation>请选择一个可以朝该方向移动的算子</translation>
    </message>
    <message>
        <source>Move operator %1</source>
        <translation>移动算子 %1</translation>
    </message>
    <message>
        <source>Select two operators to connect</source>
        <translation>请选择要连接的两个算子</translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>将 %1 连接到 %2</translation>
    </message>
    <message>
        <source>Select two operators to disconnect</source>
        <translation>请选择要断开的两个算子</translation>
    </message>
    <message>
        <source>Disconnect %1 from %2</source>
        <translation>断开 %1 与 %2 的连接</translation>
    </message>
    <message>
        <source>TopoOpt models (*.json);;All files (*)</source>
        <translation>TopoOpt 模型 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <source>Save Model</source>
        <translation>保存模型</translation>
    </message>
    <message>
        <source>Import FlexFlow Measurements</source>
        <translation>导入 FlexFlow 测量数据</translation>
    </message>
    <message>
        <source>FlexFlow measurements (*.json);;All files (*)</source>
        <translation>FlexFlow 测量数据 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import FlexNet Task Graph</source>
        <translation>导入 FlexNet 任务图</translation>
    </message>
    <message>
        <source>FlexNet task graphs (*.fbuf);;All files (*)</source>
        <translation>FlexNet 任务图 (*.fbuf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open model: %1</source>
        <translation>无法打开模型：%1</translation>
    </message>
    <message>
        <source>Open model %1</source>
        <translation>打开模型 %1</translation>
    </message>
    <message>
        <source>There is no model to save</source>
        <translation>没有可保存的模型</translation>
    </message>
    <message>
        <source>Cannot save model: %1</source>
        <translation>无法保存模型：%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Cannot import measurements: %1</source>
        <translation>无法导入测量数据：%1</translation>
    </message>
    <message>
        <source>Imported %1 measurements from %2 (%3 operators have a FlexFlow name); the simulation uses them where they cover an operator</source>
        <translation>已从 %2 导入 %1 条测量数据（%3 个算子具有 FlexFlow 名称）；仿真将在测量数据覆盖的算子上使用它们</translation>
    </message>
    <message>
        <source>Cannot import the FlexNet task graph: %1</source>
        <translation>无法导入 FlexNet 任务图：%1</translation>
    </message>
    <message>
        <source>FlexNet workload %1 loaded for comparison (read-only)</source>
        <translation>已加载 FlexNet 工作负载 %1 用于对比（只读）</translation>
    </message>
    <message>
        <source>File key: %1</source>
        <translation>文件中的键名：%1</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ModelGraphView</name>
    <message>
        <source>%1 operators: too many to draw; edit them in the table.</source>
        <translation>%1 个算子：数量过多，无法绘制；请在表格中编辑。</translation>
    </message>
    <message>
        <source>%1 (%2)
parameters %3, activation %4 per sample</source>
        <translation>%1（%2）
参数 %3，每样本激活 %4</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::OperatorTableModel</name>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>parameter bytes</source>
        <translation>参数字节数</translation>
    </message>
    <message>
        <source>activation bytes per sample</source>
        <translation>每样本激活字节数</translation>
    </message>
    <message>
        <source>forward FLOPs per sample</source>
        <translation>每样本前向 FLOP 数</translation>
    </message>
    <message>
        <source>backward FLOPs per sample</source>
        <translation>每样本反向 FLOP 数</translation>
    </message>
    <message>
        <source>inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>allowed parallel configurations</source>
        <translation>允许的并行配置</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Activation / sample</source>
        <translation>激活 / 样本</translation>
    </message>
    <message>
        <source>Forward / sample</source>
        <translation>前向 / 样本</translation>
    </message>
    <message>
        <source>Backward / sample</source>
        <translation>反向 / 样本</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>允许的配置</translation>
    </message>
    <message>
        <source>Time per GPU (fwd + bwd)</source>
        <translation>每 GPU 时间（前向 + 反向）</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1（实测）</translation>
    </message>
    <message>
        <source>%1 bytes of weights (units: B, KB, MB, GB, KiB, MiB, GiB)</source>
        <translation>权重 %1 字节（单位：B、KB、MB、GB、KiB、MiB、GiB）</translation>
    </message>
    <message>
        <source>%1 bytes of output per sample</source>
        <translation>每样本输出 %1 字节</translation>
    </message>
    <message>
        <source>FLOPs per sample (units: K, M, G, T, e.g. 1.5 GFLOP)</source>
        <translation>每样本 FLOP 数（单位：K、M、G、T，例如 1.5 GFLOP）</translation>
    </message>
    <message>
        <source>Operators whose outputs this one consumes, by name, comma separated</source>
        <translation>此算子以其输出为输入的那些算子的名称，以逗号分隔</translation>
    </message>
    <message>
        <source>Forward + backward time on one GPU for the per-GPU batch (%1 samples), unsplit; FlexFlow measurements replace the estimate where they cover it</source>
        <translation>单块 GPU 处理每 GPU 批次（%1 个样本）的前向 + 反向时间，不切分；FlexFlow 测量数据在其覆盖之处取代估算值</translation>
    </message>
    <message>
        <source>Operator &quot;%1&quot;, %2</source>
        <translation>算子“%1”的%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>must be one of input, embedding, dense, conv2d, pool, norm, attention, elementwise, concat, loss, got &quot;%1&quot;</source>
        <translation>必须是 input、embedding、dense、conv2d、pool、norm、attention、elementwise、concat、loss 之一，实际为“%1”</translation>
    </message>
    <message>
        <source>must be below 2^53 bytes, got %1</source>
        <translation>必须小于 2^53 字节，实际为 %1</translation>
    </message>
    <message>
        <source>must be a whole number of bytes, got %1</source>
        <translation>必须是整数字节数，实际为 %1</translation>
    </message>
    <message>
        <source>no operator is called &quot;%1&quot;</source>
        <translation>没有名为“%1”的算子</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes after this operator; inputs must be listed before it (move it up first)</source>
        <translation>“%1”位于此算子之后；输入必须排在此算子之前（请先将其上移）</translation>
    </message>
    <message>
        <source>must list data_parallel, shard or tensor_split, got &quot;%1&quot;</source>
        <translation>必须列出 data_parallel、shard 或 tensor_split，实际为“%1”</translation>
    </message>
    <message>
        <source>is computed, not edited</source>
        <translation>由计算得出，不可编辑</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>编辑 %2 的%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Any of %1, comma separated</source>
        <translation>%1 中的任意几项，以逗号或顿号分隔</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::PlacementTableModel</name>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>GPUs per server (tensor split)</source>
        <translation>每台服务器 GPU 数（张量切分）</translation>
    </message>
    <message>
        <source>A server of this placement needs more memory per GPU than the %1 it has</source>
        <translation>此放置中有服务器每块 GPU 所需的内存超过其拥有的 %1</translation>
    </message>
    <message>
        <source>replicated (data parallel, gradients all-reduced) or partitioned (sharded; needs the operator to allow shard)</source>
        <translation>replicated（数据并行，梯度经 AllReduce 聚合）或 partitioned（分片；需要算子允许 shard）</translation>
    </message>
    <message>
        <source>Server ids, e.g. &quot;0-7, 12&quot;</source>
        <translation>服务器编号，例如“0-7, 12”</translation>
    </message>
    <message>
        <source>parameters must be &quot;replicated&quot; or &quot;partitioned&quot;, got &quot;%1&quot;</source>
        <translation>参数必须为“replicated”或“partitioned”，实际为“%1”</translation>
    </message>
    <message>
        <source>servers: %1</source>
        <translation>服务器：%1</translation>
    </message>
    <message>
        <source>GPUs per server must be a whole number, got &quot;%1&quot;</source>
        <translation>每台服务器 GPU 数必须为整数，实际为“%1”</translation>
    </message>
    <message>
        <source>Operator &quot;%1&quot;: %2</source>
        <translation>算子“%1”：%2</translation>
    </message>
    <message>
        <source>Replicated (data parallel, its gradients AllReduced) or partitioned (model parallel)</source>
        <translation>复制（数据并行，梯度做 AllReduce）或切分（模型并行）</translation>
    </message>
    <message>
        <source>The servers the operator runs on</source>
        <translation>运行该算子的服务器</translation>
    </message>
    <message>
        <source>How many servers the operator runs on</source>
        <translation>运行该算子的服务器数</translation>
    </message>
    <message>
        <source>Memory per GPU the operator takes</source>
        <translation>该算子占用的每个 GPU 的内存</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Memory/GPU</source>
        <translation>内存/GPU</translation>
    </message>
    <message>
        <source>%1-%2 step %3</source>
        <translation>%1-%2，步长 %3</translation>
    </message>
    <message>
        <source>%1, … (%2 servers)</source>
        <translation>%1，…（共 %2 台服务器）</translation>
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
    <message>
        <source>All (%1)</source>
        <translation>全部（%1）</translation>
    </message>
    <message>
        <source>Threads that evaluate search proposals and simulate the Comparison tab&apos;s fabrics. The results are the same for any number; fewer leave cores to other programs.</source>
        <translation>用于评估搜索提议和模拟“对比”页各网络的线程数。结果与线程数无关；线程越少，留给其他程序的处理器核心越多。</translation>
    </message>
    <message>
        <source>Search &amp;threads:</source>
        <translation>搜索线程数(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::RecentFiles</name>
    <message numerus="yes">
        <source>Removed %n missing file(s) from the recent files: %1</source>
        <translation>
            <numerusform>已从最近打开的文件中移除 %n 个不存在的文件：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>清除最近打开的文件(&amp;C)</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::RunControl</name>
    <message>
        <source>Search finished</source>
        <translation>搜索完成</translation>
    </message>
    <message>
        <source>Stopped; best kept</source>
        <translation>已停止；保留最优结果</translation>
    </message>
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
        <source>servers</source>
        <translation>服务器数量</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台服务器 GPU 数</translation>
    </message>
    <message>
        <source>ports per server</source>
        <translation>每台服务器端口数</translation>
    </message>
    <message>
        <source>proposals</source>
        <translation>提议数</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>link bandwidth</source>
        <translation>链路带宽</translation>
    </message>
    <message>
        <source>oversubscription</source>
        <translation>超分比</translation>
    </message>
    <message>
        <source>alpha</source>
        <translation>alpha</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>topology kind</source>
        <translation>拓扑类型</translation>
    </message>
    <message>
        <source>degree split</source>
        <translation>端口分配</translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>编辑场景</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <source> proposals</source>
        <translation> 个提议</translation>
    </message>
    <message>
        <source>Stop a round&apos;s strategy search once this many proposals in a row found no faster strategy, instead of spending the whole budget. Saves time after the search has settled [ours, not in the paper]. Off: always spend the budget.</source>
        <translation>当连续这么多个提议都没有找到更快的策略时，停止本轮的策略搜索，而不是用完全部预算。搜索稳定后可节省时间 [我们的扩展，论文中没有]。关闭：总是用完预算。</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Beyond the paper: after each TopologyFinder step, try this many random changes of the fabric that keep every server&apos;s ports (swap a ring permutation, rewire two MP links) and keep each that makes the best strategy faster. Topology kind topoopt only. Off: TopologyFinder alone, as in the paper.</source>
        <translation>超出论文范围：每次 TopologyFinder 步骤之后，尝试这么多次保持每台服务器端口数不变的随机网络改动（替换一个环置换、重连两条 MP 链路），并保留每个使最佳策略更快的改动。仅适用于拓扑类型 topoopt。关闭：只用 TopologyFinder，与论文相同。</translation>
    </message>
    <message>
        <source>Patience:</source>
        <translation>无改进上限：</translation>
    </message>
    <message>
        <source>Topology moves:</source>
        <translation>拓扑改动：</translation>
    </message>
    <message>
        <source>Time resolution:</source>
        <translation>时间分辨率：</translation>
    </message>
    <message>
        <source>time resolution</source>
        <translation>时间分辨率</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> 微秒</translation>
    </message>
    <message>
        <source>patience</source>
        <translation>无改进停止</translation>
    </message>
    <message>
        <source>topology moves</source>
        <translation>拓扑改动次数</translation>
    </message>
    <message>
        <source>File key: %1</source>
        <translation>文件中的键名：%1</translation>
    </message>
    <message>
        <source>Simulate the search at this time resolution: flows that start or end within it of each other share one bandwidth reallocation [ours]. Times move by a fraction of a percent, so the search takes another path, but not a worse one: six 4,000-proposal DLRM-128 searches at 200 µs ended on strategies as fast as exact searches with the same seeds (64.3 ms on average both), in a third of the time. The best is simulated exactly at the end (Summary tab). Auto, the default: 0.3 % of the start&apos;s exact iteration time. 0: exact, every start and end reallocates.</source>
        <translation>以此时间分辨率模拟搜索：彼此相差不超过该时间开始或结束的流共用一次带宽重分配［本工具新增］。仿真时间只变动百分之零点几，搜索因此走上另一条路径，但结果并不更差：在 200 微秒下，六次各 4,000 个提议的 DLRM-128 搜索所得策略与相同种子的精确搜索一样快（平均均为 64.3 毫秒），用时约为三分之一。搜索结束时会对最优结果做一次精确仿真（见概要页）。自动（默认）：起点精确迭代时间的 0.3 %。0：精确，每次开始和结束都重新分配。</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>总是</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>Whether disjoint AllReduce groups of one size share one cycle through all their servers instead of rings of their own. Automatic: when that never gives a group less bandwidth, and a search simulates both and keeps the faster fabric.</source>
        <translation>大小相同且互不相交的 AllReduce 组是否共用一个经过其全部服务器的环，而不是各自拥有环。自动：在这样做从不减少任何组的带宽时共用；搜索会模拟两种方案并保留更快的网络。</translation>
    </message>
    <message>
        <source>Shared cycle:</source>
        <translation>共用环：</translation>
    </message>
    <message>
        <source>shared cycle</source>
        <translation>共用环</translation>
    </message>
    <message>
        <source>%1 GiB of memory per GPU</source>
        <translation>每块 GPU %1 GiB 内存</translation>
    </message>
    <message>
        <source>The GPU model: its compute rates set the compute times, its memory what a placement may hold</source>
        <translation>GPU 型号：其计算速率决定计算时间，其内存决定一种放置能容纳多少</translation>
    </message>
    <message>
        <source>Latency each hop adds to a transfer (link and switch), 0 to %L1 µs</source>
        <translation>每一跳给传输增加的时延（链路和交换机），0 至 %L1 µs</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>NVLink bandwidth:</source>
        <translation>NVLink 带宽：</translation>
    </message>
    <message>
        <source>Latency per hop:</source>
        <translation>每跳时延：</translation>
    </message>
    <message>
        <source>NVLink bandwidth</source>
        <translation>NVLink 带宽</translation>
    </message>
    <message>
        <source>latency per hop</source>
        <translation>每跳时延</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth inside a server (NVLink)</source>
        <translation>服务器内 GPU 之间的带宽（NVLink）</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ServerTableModel</name>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>存放</translation>
    </message>
    <message>
        <source>%1 (shard)</source>
        <translation>%1（分片）</translation>
    </message>
    <message numerus="yes">
        <source>%n replicated operator(s)</source>
        <translation>
            <numerusform>%n 个复制的算子</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%%2</source>
        <translation>%1%%2</translation>
    </message>
    <message>
        <source> - over budget</source>
        <translation> - 超出预算</translation>
    </message>
    <message>
        <source>Memory each of the server&apos;s GPUs needs for the operators it holds</source>
        <translation>该服务器每个 GPU 为其承载的算子所需的内存</translation>
    </message>
    <message>
        <source>Share of the GPU&apos;s memory</source>
        <translation>占 GPU 内存的比例</translation>
    </message>
    <message>
        <source>Memory/GPU</source>
        <translation>内存/GPU</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>已用</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::StrategyView</name>
    <message>
        <source>Servers:</source>
        <translation>服务器数：</translation>
    </message>
    <message>
        <source>How many servers the buttons place the selected operator on</source>
        <translation>这些按钮将所选算子放置到多少台服务器上</translation>
    </message>
    <message>
        <source>Shard Over Servers</source>
        <translation>分片到服务器</translation>
    </message>
    <message>
        <source>Partition the selected operator&apos;s parameters over that many servers (embedding tables)</source>
        <translation>将所选算子的参数划分到指定数量的服务器上（用于嵌入表）</translation>
    </message>
    <message>
        <source>Data Parallel Over Servers</source>
        <translation>在服务器上数据并行</translation>
    </message>
    <message>
        <source>Replicate the selected operator over that many servers and all-reduce its gradients</source>
        <translation>将所选算子复制到指定数量的服务器上，并对其梯度执行 AllReduce</translation>
    </message>
    <message>
        <source>Reset to Default Strategy</source>
        <translation>重置为默认策略</translation>
    </message>
    <message>
        <source>Place %1 by hand</source>
        <translation>手动放置 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; strategy of %2 on %3 servers x %4 GPUs: %5.&lt;br&gt;</source>
        <translation>%2 在 %3 台服务器 × %4 块 GPU 上的&lt;b&gt;%1&lt;/b&gt;策略：%5。&lt;br&gt;</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手动</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Memory per GPU: at most %1 of %2 (server %3): fits.</source>
        <translation>每 GPU 内存：最多占用 %2 中的 %1（服务器 %3）：可以容纳。</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Over budget: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;超出预算：%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>No strategy to show: %1</source>
        <translation>没有可显示的策略：%1</translation>
    </message>
    <message>
        <source>Select an operator first</source>
        <translation>请先选择一个算子</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>操作被拒绝：%1</translation>
    </message>
    <message>
        <source>%1; over budget: %2</source>
        <translation>%1；超出预算：%2</translation>
    </message>
    <message>
        <source>Select an operator to shard</source>
        <translation>请选择要分片的算子</translation>
    </message>
    <message numerus="yes">
        <source>Shard %1 over %n server(s)</source>
        <translation>
            <numerusform>将 %1 分片到 %n 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>Select an operator to replicate</source>
        <translation>请选择要复制的算子</translation>
    </message>
    <message numerus="yes">
        <source>Data parallel %1 over %n server(s)</source>
        <translation>
            <numerusform>将 %1 在 %n 台服务器上数据并行</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset to the default strategy</source>
        <translation>重置为默认策略</translation>
    </message>
    <message>
        <source>The default strategy again</source>
        <translation>已恢复默认策略</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::TeachingMode</name>
    <message>
        <source>First stage (Home)</source>
        <translation>第一个阶段 (Home)</translation>
    </message>
    <message>
        <source>Previous stage</source>
        <translation>上一阶段</translation>
    </message>
    <message>
        <source>Play the stages</source>
        <translation>依次播放各阶段</translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>下一阶段</translation>
    </message>
    <message>
        <source>Last stage (End)</source>
        <translation>最后一个阶段 (End)</translation>
    </message>
    <message>
        <source>Time each stage stays on screen while playing</source>
        <translation>播放时每个阶段在屏幕上停留的时间</translation>
    </message>
    <message>
        <source>%1 s per stage</source>
        <translation>每阶段 %1 秒</translation>
    </message>
    <message>
        <source>Open teaching mode to step through TopologyFinder.</source>
        <translation>打开教学模式以逐步演示 TopologyFinder。</translation>
    </message>
    <message>
        <source>The scenario&apos;s traffic is not ready yet</source>
        <translation>场景的流量尚未就绪</translation>
    </message>
    <message>
        <source>The current traffic has a single server and nothing to connect</source>
        <translation>当前流量只有一台服务器，没有需要连接的内容</translation>
    </message>
    <message>
        <source>The current scenario has %1 servers, too many to follow stage by stage</source>
        <translation>当前场景有 %1 台服务器，数量太多，无法逐阶段跟踪</translation>
    </message>
    <message>
        <source>%1, so this is a 16-server example: two AllReduce groups and embedding-like MP traffic, d = %2.</source>
        <translation>%1，因此这里使用一个 16 台服务器的示例：两个 AllReduce 组和类似嵌入表的 MP 流量，d = %2。</translation>
    </message>
    <message>
        <source>The current traffic: %1 servers, d = %2.</source>
        <translation>当前流量：%1 台服务器，d = %2。</translation>
    </message>
    <message>
        <source>Running TopologyFinder...</source>
        <translation>正在运行 TopologyFinder...</translation>
    </message>
    <message>
        <source>TopologyFinder cannot run on this input: %1</source>
        <translation>TopologyFinder 无法在此输入上运行：%1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Degree split</source>
        <translation>端口分配</translation>
    </message>
    <message>
        <source>Ring permutation</source>
        <translation>环置换</translation>
    </message>
    <message>
        <source>Matching round</source>
        <translation>匹配轮</translation>
    </message>
    <message>
        <source>Fill idle ports</source>
        <translation>填充空闲端口</translation>
    </message>
    <message>
        <source>Routes</source>
        <translation>路由</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, in proportion to the bytes each kind of traffic puts on the wire.</source>
        <translation>每台服务器的 %1 个端口按两类流量在线上传输的字节数成比例分配：%2 个用于 AllReduce 环，%3 个用于 MP 链路。</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3: every member links to the member %3 places ahead, which makes one cycle through the whole group because %3 and %2 have no common factor.</source>
        <translation>组“%1”（%2 台服务器）获得环置换 +%3：每个成员连接到其后第 %3 位的成员；由于 %3 与 %2 没有公因数，这会形成一个经过整个组的环。</translation>
    </message>
    <message>
        <source>A backbone ring joins all %1 servers in order, because without it the fabric would fall apart into separate pieces.</source>
        <translation>一个骨干环按顺序连接全部 %1 台服务器，因为没有它，网络结构会分裂成互不相连的几部分。</translation>
    </message>
    <message>
        <source>Matching round %1 links %2 pairs of servers that still have the most MP demand between them; each server joins at most one pair per round, so each round uses one MP port per server.</source>
        <translation>第 %1 轮匹配连接了 %2 对彼此之间剩余 MP 需求最大的服务器；每台服务器每轮最多加入一对，因此每轮在每台服务器上使用一个 MP 端口。</translation>
    </message>
    <message>
        <source>%1 link(s) go on ports that would otherwise stay idle, between servers where they shorten the remaining MP routes most.</source>
        <translation>%1 条链路使用原本会空闲的端口，连接在最能缩短剩余 MP 路由的服务器之间。</translation>
    </message>
    <message>
        <source>No port is left idle, so nothing needs filling.</source>
        <translation>没有空闲的端口，因此无需填充。</translation>
    </message>
    <message>
        <source>Every pair with MP demand gets its route: %1 routes, %2% of MP bytes over direct links, %3 hops on average, and no server is more than %4 hops from another.</source>
        <translation>每个有 MP 需求的服务器对都获得了路由：共 %1 条路由，%2% 的 MP 字节经由直连链路传输，平均 %3 跳，任意两台服务器之间最多相距 %4 跳。</translation>
    </message>
    <message>
        <source>Stage %1 of %2: %3</source>
        <translation>第 %1 阶段（共 %2 个）：%3</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Ring permutation +%1 (%2)</source>
        <translation>环置换 +%1（%2）</translation>
    </message>
    <message>
        <source>Backbone ring</source>
        <translation>骨干环</translation>
    </message>
    <message>
        <source>Matching round %1</source>
        <translation>第 %1 轮匹配</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::TopologyEditor</name>
    <message>
        <source>No ring: member order</source>
        <translation>无环：按成员顺序</translation>
    </message>
    <message>
        <source>No ring of the design covers these groups&apos; servers: each runs its AllReduce from server to server in member order over the shortest paths</source>
        <translation>设计中没有环覆盖这些组的服务器：每个组按成员顺序沿最短路径逐台服务器执行 AllReduce</translation>
    </message>
    <message>
        <source>shared by %1</source>
        <translation>由 %1 共用</translation>
    </message>
    <message>
        <source>Group %1 has no ring of its own: it runs on this ring in its order, skipping the servers it lacks (%2)</source>
        <translation>组 %1 没有自己的环：它按此环的顺序在此环上运行，跳过它不包含的服务器（%2 台）</translation>
    </message>
    <message>
        <source>Group %1 has no ring of its own: it runs on this ring, which joins the same servers</source>
        <translation>组 %1 没有自己的环：它在连接相同服务器的此环上运行</translation>
    </message>
    <message>
        <source>Make room by removing fill links</source>
        <translation>移除填充链路以腾出端口</translation>
    </message>
    <message>
        <source>Fill links only use ports that would otherwise stay idle: remove them from a server that needs the port for an edit</source>
        <translation>填充链路只使用原本会空闲的端口：当服务器因编辑需要端口时，从该服务器移除填充链路</translation>
    </message>
    <message>
        <source>Ring permutations</source>
        <translation>环置换</translation>
    </message>
    <message>
        <source>Group / permutation</source>
        <translation>组 / 置换</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员数</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Servers in the group</source>
        <translation>组内的服务器数</translation>
    </message>
    <message>
        <source>Ports per member the ring or permutation takes</source>
        <translation>该环或置换占用的每个成员的端口数</translation>
    </message>
    <message>
        <source>Permutation +p joins member i to member i + p of the group; it forms one ring only when p and the group size are coprime</source>
        <translation>置换 +p 将组内成员 i 连接到成员 i + p；仅当 p 与组大小互质时才构成单个环</translation>
    </message>
    <message>
        <source>Permutations coprime with the group size that the ring does not use yet (p and size - p are the same duplex ring)</source>
        <translation>与组大小互质且该环尚未使用的置换（p 与 size - p 是同一个双向环）</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add the chosen permutation to the selected group&apos;s rings (2 more ports per member)</source>
        <translation>将选定的置换添加到所选组的环中（每个成员多占用 2 个端口）</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Replace the selected permutation by the chosen one</source>
        <translation>用选定的置换替换所选置换</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the selected permutation</source>
        <translation>移除所选置换</translation>
    </message>
    <message>
        <source>+p:</source>
        <translation>+p：</translation>
    </message>
    <message>
        <source>Server A</source>
        <translation>服务器 A</translation>
    </message>
    <message>
        <source>Server B</source>
        <translation>服务器 B</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路数</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Ctrl-drag a link&apos;s end in the server graph to move it to another server</source>
        <translation>在服务器图中按住 Ctrl 拖动链路端点，可将其移至另一台服务器</translation>
    </message>
    <message>
        <source>First server of the new link</source>
        <translation>新链路的第一台服务器</translation>
    </message>
    <message>
        <source>Second server of the new link</source>
        <translation>新链路的第二台服务器</translation>
    </message>
    <message>
        <source>Add link</source>
        <translation>添加链路</translation>
    </message>
    <message>
        <source>Add an MP link between the two servers</source>
        <translation>在这两台服务器之间添加一条 MP 链路</translation>
    </message>
    <message>
        <source>Remove one link of the selected row</source>
        <translation>移除所选行中的一条链路</translation>
    </message>
    <message>
        <source>Move end A</source>
        <translation>移动端点 A</translation>
    </message>
    <message>
        <source>Move end B</source>
        <translation>移动端点 B</translation>
    </message>
    <message>
        <source>The server the selected link&apos;s end moves to</source>
        <translation>所选链路端点要移至的服务器</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Move one link of the selected row to another server</source>
        <translation>将所选行中的一条链路移至另一台服务器</translation>
    </message>
    <message>
        <source>to server</source>
        <translation>至服务器</translation>
    </message>
    <message>
        <source>Re-optimize from here</source>
        <translation>从此处重新优化</translation>
    </message>
    <message>
        <source>Run the search starting from this design: strategies on it, then TopologyFinder rebuilds kept only when faster</source>
        <translation>从此设计开始运行搜索：先在其上搜索策略，再由 TopologyFinder 重建拓扑，仅当更快时才保留重建结果</translation>
    </message>
    <message>
        <source>Select the link to move first.</source>
        <translation>请先选择要移动的链路。</translation>
    </message>
    <message>
        <source>Server %1 uses %2 of %3 ports, server %4 uses %5 of %3</source>
        <translation>服务器 %1 已用 %2 / %3 个端口，服务器 %4 已用 %5 / %3 个端口</translation>
    </message>
    <message>
        <source>No topology yet: wait for the pipeline to build one.</source>
        <translation>尚无拓扑：请等待流水线构建拓扑。</translation>
    </message>
    <message>
        <source>A switched fabric (%1) has no rings or server links to edit: choose a direct-connect kind such as topoopt.</source>
        <translation>交换式网络结构（%1）没有可编辑的环或服务器链路：请选择直连类型，例如 topoopt。</translation>
    </message>
    <message>
        <source>The topology on show is not the current scenario&apos;s: wait for the pipeline to rebuild it.</source>
        <translation>当前显示的拓扑不属于当前场景：请等待流水线重新构建。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Only MP and fill links can be moved; ring links follow their permutations.</source>
        <translation>只有 MP 链路和填充链路可以移动；环链路由其置换决定。</translation>
    </message>
    <message>
        <source>Manual design.</source>
        <translation>手动设计。</translation>
    </message>
    <message>
        <source>%1 design: an edit turns it into a manual one.</source>
        <translation>%1 设计：编辑后将变为手动设计。</translation>
    </message>
    <message>
        <source>Port budget d = %1 per server; the busiest uses %2, %3 of %4 servers have no free port.</source>
        <translation>端口预算为每台服务器 d&#xa0;=&#xa0;%1；最繁忙的服务器使用 %2 个，%4 台服务器中有 %3 台没有空闲端口。</translation>
    </message>
    <message>
        <source>Links besides the rings</source>
        <translation>环以外的链路</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>two sentences in a row (Chinese needs no space after its full stop)</extracomment>
        <translation>%1%2</translation>
    </message>
</context>
</TS>
