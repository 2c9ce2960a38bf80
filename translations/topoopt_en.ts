<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DesignEditor</name>
    <message>
        <source>Group %1 has %2 member: there is no ring to build.</source>
        <translation>Group %1 has %2 member: there is no ring to build.</translation>
    </message>
    <message>
        <source>Permutation %1 is outside 1..%2 for group %3 of %4 members.</source>
        <translation>Permutation %1 is outside 1..%2 for group %3 of %4 members.</translation>
    </message>
    <message>
        <source>Permutation %1 is not coprime with the group size %2: it would split group %3 into %4 separate rings.</source>
        <translation>Permutation %1 is not coprime with the group size %2: it would split group %3 into %4 separate rings.</translation>
    </message>
    <message>
        <source>Group %1 already has permutation +%2.</source>
        <translation>Group %1 already has permutation +%2.</translation>
    </message>
    <message>
        <source>Permutation +%1 is the same duplex ring as +%2, which group %3 already has.</source>
        <translation>Permutation +%1 is the same duplex ring as +%2, which group %3 already has.</translation>
    </message>
    <message>
        <source>Server %1 would use %2 ports, more than its %3 (d): remove one of its links first.</source>
        <translation>Server %1 would use %2 ports, more than its %3 (d): remove one of its links first.</translation>
    </message>
    <message>
        <source>The edit would split the fabric into parts that cannot reach each other.</source>
        <translation>The edit would split the fabric into parts that cannot reach each other.</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n fill link(s) to make room.</source>
        <translation>
            <numerusform>Removed %n fill link to make room.</numerusform>
            <numerusform>Removed %n fill links to make room.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no ring %1 in this design.</source>
        <translation>There is no ring %1 in this design.</translation>
    </message>
    <message>
        <source>Add permutation +%1 to ring %2</source>
        <translation>Add permutation +%1 to ring %2</translation>
    </message>
    <message>
        <source>Ring %1 has no permutation %2.</source>
        <translation>Ring %1 has no permutation %2.</translation>
    </message>
    <message>
        <source>Remove permutation +%1 from ring %2</source>
        <translation>Remove permutation +%1 from ring %2</translation>
    </message>
    <message>
        <source>Ring %1 already uses +%2 there.</source>
        <translation>Ring %1 already uses +%2 there.</translation>
    </message>
    <message>
        <source>Change ring %1 permutation +%2 to +%3</source>
        <translation>Change ring %1 permutation +%2 to +%3</translation>
    </message>
    <message>
        <source>Servers are numbered 0 to %1: there is no link %2-%3.</source>
        <translation>Servers are numbered 0 to %1: there is no link %2-%3.</translation>
    </message>
    <message>
        <source>A link cannot join server %1 to itself.</source>
        <translation>A link cannot join server %1 to itself.</translation>
    </message>
    <message>
        <source>Add MP link %1-%2</source>
        <translation>Add MP link %1-%2</translation>
    </message>
    <message>
        <source>There is no link %1 in this design.</source>
        <translation>There is no link %1 in this design.</translation>
    </message>
    <message>
        <source>Remove %1 link %2-%3</source>
        <translation>Remove %1 link %2-%3</translation>
    </message>
    <message>
        <source>Server %1 is not an end of link %2-%3.</source>
        <translation>Server %1 is not an end of link %2-%3.</translation>
    </message>
    <message>
        <source>Servers are numbered 0 to %1, not %2.</source>
        <translation>Servers are numbered 0 to %1, not %2.</translation>
    </message>
    <message>
        <source>The link already ends at server %1.</source>
        <translation>The link already ends at server %1.</translation>
    </message>
    <message>
        <source>Move link %1-%2 from server %3 to %4</source>
        <translation>Move link %1-%2 from server %3 to %4</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>DLRM, 128 servers, d = 4</source>
        <translation>DLRM, 128 servers, d = 4</translation>
    </message>
    <message>
        <source>BERT, 128 servers, d = 8</source>
        <translation>BERT, 128 servers, d = 8</translation>
    </message>
    <message>
        <source>CANDLE, 128 servers, d = 4</source>
        <translation>CANDLE, 128 servers, d = 4</translation>
    </message>
    <message>
        <source>GPT, 128 servers, d = 8</source>
        <translation>GPT, 128 servers, d = 8</translation>
    </message>
    <message>
        <source>DLRM, 16 servers: small, for teaching</source>
        <translation>DLRM, 16 servers: small, for teaching</translation>
    </message>
    <message>
        <source>NCF, 16 servers: a search in seconds</source>
        <translation>NCF, 16 servers: a search in seconds</translation>
    </message>
</context>
<context>
    <name>FinderAccount</name>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, because the MP links alone left the fabric disconnected, so two ports form a backbone ring.</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP</extracomment>
        <translation>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, because the MP links alone left the fabric disconnected, so two ports form a backbone ring.</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, and one of the rings becomes a backbone over all servers because a build without it left the fabric disconnected.</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP</extracomment>
        <translation>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, and one of the rings becomes a backbone over all servers because a build without it left the fabric disconnected.</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, two fewer for rings than the split by bytes gives, because with those the groups&apos; rings left the fabric in separate parts: MP links and filling join them where the MP demand runs.</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP</extracomment>
        <translation>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, two fewer for rings than the split by bytes gives, because with those the groups&apos; rings left the fabric in separate parts: MP links and filling join them where the MP demand runs.</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, because this run gives AllReduce every even port (the odd one goes to MP).</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP</extracomment>
        <translation>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, because this run gives AllReduce every even port (the odd one goes to MP).</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, in proportion to the AllReduce bytes on the wire (%4) and the MP bytes (%5), rounded to an even number of ring ports.</source>
        <extracomment>%1 ports per server, %2 for rings, %3 for MP; %4 and %5 are byte sizes such as &quot;39.3 GB&quot;</extracomment>
        <translation>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, in proportion to the AllReduce bytes on the wire (%4) and the MP bytes (%5), rounded to an even number of ring ports.</translation>
    </message>
    <message>
        <source>A backbone ring joins all %1 servers in id order, because no AllReduce group spans every server and without it the fabric came out disconnected.</source>
        <extracomment>%1 servers</extracomment>
        <translation>A backbone ring joins all %1 servers in id order, because no AllReduce group spans every server and without it the fabric came out disconnected.</translation>
    </message>
    <message>
        <source>Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of their own, which would leave them in separate parts, they share one cycle through all %4 of their servers, taken in turn, with 1 link on every hop. Each runs its AllReduce along it, skipping the others&apos; servers: it gets all of the cycle while the others&apos; AllReduces wait, and 1/%5 of it while they all run.</source>
        <extracomment>%1 quoted group names separated by commas, %2 the last quoted name; %3 servers per group, %4 servers in all, %5 groups</extracomment>
        <translation>Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of their own, which would leave them in separate parts, they share one cycle through all %4 of their servers, taken in turn, with 1 link on every hop. Each runs its AllReduce along it, skipping the others&apos; servers: it gets all of the cycle while the others&apos; AllReduces wait, and 1/%5 of it while they all run.</translation>
    </message>
    <message>
        <source>Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of their own, which would leave them in separate parts, they share one cycle through all %4 of their servers, taken in turn, with %6 parallel links on every hop. Each runs its AllReduce along it, skipping the others&apos; servers: it gets all of the cycle while the others&apos; AllReduces wait, and 1/%5 of it while they all run.</source>
        <extracomment>%1 quoted group names separated by commas, %2 the last quoted name; %3 servers per group, %4 servers in all, %5 groups, %6 parallel links per hop</extracomment>
        <translation>Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of their own, which would leave them in separate parts, they share one cycle through all %4 of their servers, taken in turn, with %6 parallel links on every hop. Each runs its AllReduce along it, skipping the others&apos; servers: it gets all of the cycle while the others&apos; AllReduces wait, and 1/%5 of it while they all run.</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3, joining each member to the one %3 places ahead; it is a single cycle because gcd(%3, %2) = 1, and the first ring takes the smallest jump so neighbours stay adjacent.</source>
        <extracomment>%1 group name, %2 servers, %3 the permutation&apos;s jump</extracomment>
        <translation>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3, joining each member to the one %3 places ahead; it is a single cycle because gcd(%3, %2) = 1, and the first ring takes the smallest jump so neighbours stay adjacent.</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3, joining each member to the one %3 places ahead; it is a single cycle because gcd(%3, %2) = 1, and this jump lowers the group&apos;s MP hops on its rings from %4 to %5 (coin change).</source>
        <extracomment>%1 group name, %2 servers, %3 the permutation&apos;s jump, %4 and %5 mean hops before and after</extracomment>
        <translation>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3, joining each member to the one %3 places ahead; it is a single cycle because gcd(%3, %2) = 1, and this jump lowers the group&apos;s MP hops on its rings from %4 to %5 (coin change).</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3, joining each member to the one %3 places ahead; it is a single cycle because gcd(%3, %2) = 1, and jumps grow geometrically so any member is a few hops from any other.</source>
        <extracomment>%1 group name, %2 servers, %3 the permutation&apos;s jump</extracomment>
        <translation>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3, joining each member to the one %3 places ahead; it is a single cycle because gcd(%3, %2) = 1, and jumps grow geometrically so any member is a few hops from any other.</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets no ring of its own: its servers all lie on these rings, which it shares in their order, skipping the %3 servers it lacks; a ring of its own would mostly repeat these links.</source>
        <extracomment>%1 group name, %2 its servers, %3 servers it lacks</extracomment>
        <translation>Group &quot;%1&quot; (%2 servers) gets no ring of its own: its servers all lie on these rings, which it shares in their order, skipping the %3 servers it lacks; a ring of its own would mostly repeat these links.</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets no ring of its own: its servers all lie on these rings, which it shares in their order, skipping the 1 server it lacks; a ring of its own would mostly repeat these links.</source>
        <extracomment>%1 group name, %2 its servers</extracomment>
        <translation>Group &quot;%1&quot; (%2 servers) gets no ring of its own: its servers all lie on these rings, which it shares in their order, skipping the 1 server it lacks; a ring of its own would mostly repeat these links.</translation>
    </message>
    <message>
        <source>Matching round %1 pairs %2 server pairs with the most remaining MP demand (exact blossom matching) and links each pair once; a pair with c links keeps c/(c+1) of its demand for later rounds, so heavy pairs may get parallel links.</source>
        <extracomment>%1 round, %2 server pairs</extracomment>
        <translation>Matching round %1 pairs %2 server pairs with the most remaining MP demand (exact blossom matching) and links each pair once; a pair with c links keeps c/(c+1) of its demand for later rounds, so heavy pairs may get parallel links.</translation>
    </message>
    <message>
        <source>Matching round %1 pairs %2 server pairs with the most remaining MP demand (greedy matching, at least half the optimum) and links each pair once; a pair with c links keeps c/(c+1) of its demand for later rounds, so heavy pairs may get parallel links.</source>
        <extracomment>%1 round, %2 server pairs</extracomment>
        <translation>Matching round %1 pairs %2 server pairs with the most remaining MP demand (greedy matching, at least half the optimum) and links each pair once; a pair with c links keeps c/(c+1) of its demand for later rounds, so heavy pairs may get parallel links.</translation>
    </message>
    <message>
        <source>Filling adds %1 link(s) on ports that would stay idle, choosing pairs that shorten the remaining MP routes most (joining separate parts first).</source>
        <extracomment>%1 links</extracomment>
        <translation>Filling adds %1 link(s) on ports that would stay idle, choosing pairs that shorten the remaining MP routes most (joining separate parts first).</translation>
    </message>
    <message>
        <source>It splits %1 link(s) through the last server with free ports.</source>
        <extracomment>%1 links</extracomment>
        <translation>It splits %1 link(s) through the last server with free ports.</translation>
    </message>
    <message>
        <source>No server keeps an idle port.</source>
        <translation>No server keeps an idle port.</translation>
    </message>
    <message>
        <source>One server keeps an idle port.</source>
        <translation>One server keeps an idle port.</translation>
    </message>
    <message>
        <source>Every MP pair routes over its direct link when it has one, else evenly over all shortest paths: %1 routes, %2 % of MP bytes on direct links, %3 hops on average, diameter %4.</source>
        <extracomment>%1 routes, %2 per cent, %3 mean hops, %4 diameter in hops</extracomment>
        <translation>Every MP pair routes over its direct link when it has one, else evenly over all shortest paths: %1 routes, %2 % of MP bytes on direct links, %3 hops on average, diameter %4.</translation>
    </message>
    <message>
        <source>The %1 fabric routes every MP pair evenly over its shortest paths.</source>
        <extracomment>%1 the fabric kind, e.g. fattree</extracomment>
        <translation>The %1 fabric routes every MP pair evenly over its shortest paths.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Two sentences of an account in a row (English: with a space)</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>JsonSyntax</name>
    <message>
        <source>value</source>
        <translation>value</translation>
    </message>
    <message>
        <source>object key</source>
        <translation>object key</translation>
    </message>
    <message>
        <source>object separator</source>
        <translation>object separator</translation>
    </message>
    <message>
        <source>object</source>
        <translation>object</translation>
    </message>
    <message>
        <source>array</source>
        <translation>array</translation>
    </message>
    <message>
        <source>true literal</source>
        <translation>true literal</translation>
    </message>
    <message>
        <source>false literal</source>
        <translation>false literal</translation>
    </message>
    <message>
        <source>null literal</source>
        <translation>null literal</translation>
    </message>
    <message>
        <source>string literal</source>
        <translation>string literal</translation>
    </message>
    <message>
        <source>number literal</source>
        <translation>number literal</translation>
    </message>
    <message>
        <source>end of input</source>
        <translation>end of input</translation>
    </message>
    <message>
        <source>&apos;[&apos;, &apos;{&apos;, or a literal</source>
        <translation>&apos;[&apos;, &apos;{&apos;, or a literal</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>invalid literal</translation>
    </message>
    <message>
        <source>invalid string: missing closing quote</source>
        <translation>invalid string: missing closing quote</translation>
    </message>
    <message>
        <source>invalid string: forbidden character after backslash</source>
        <translation>invalid string: forbidden character after backslash</translation>
    </message>
    <message>
        <source>invalid string: ill-formed UTF-8 byte</source>
        <translation>invalid string: ill-formed UTF-8 byte</translation>
    </message>
    <message>
        <source>invalid string: &apos;\u&apos; must be followed by 4 hex digits</source>
        <translation>invalid string: &apos;\u&apos; must be followed by 4 hex digits</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF</source>
        <translation>invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF</translation>
    </message>
    <message>
        <source>invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF</source>
        <translation>invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;-&apos;</source>
        <translation>invalid number; expected digit after &apos;-&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after &apos;.&apos;</source>
        <translation>invalid number; expected digit after &apos;.&apos;</translation>
    </message>
    <message>
        <source>invalid number; expected digit after exponent sign</source>
        <translation>invalid number; expected digit after exponent sign</translation>
    </message>
    <message>
        <source>invalid BOM; must be 0xEF 0xBB 0xBF if given</source>
        <translation>invalid BOM; must be 0xEF 0xBB 0xBF if given</translation>
    </message>
    <message>
        <source>\u0008 or \b</source>
        <translation>\u0008 or \b</translation>
    </message>
    <message>
        <source>\u0009 or \t</source>
        <translation>\u0009 or \t</translation>
    </message>
    <message>
        <source>\u000A or \n</source>
        <translation>\u000A or \n</translation>
    </message>
    <message>
        <source>\u000C or \f</source>
        <translation>\u000C or \f</translation>
    </message>
    <message>
        <source>\u000D or \r</source>
        <translation>\u000D or \r</translation>
    </message>
</context>
<context>
    <name>OpKind</name>
    <message>
        <source>input</source>
        <translation>input</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>embedding</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>dense</translation>
    </message>
    <message>
        <source>conv2d</source>
        <translation>conv2d</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <source>norm</source>
        <translation>norm</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>attention</translation>
    </message>
    <message>
        <source>elementwise</source>
        <translation>elementwise</translation>
    </message>
    <message>
        <source>concat</source>
        <translation>concat</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>replicated</source>
        <translation>replicated</translation>
    </message>
    <message>
        <source>partitioned</source>
        <translation>partitioned</translation>
    </message>
    <message>
        <source>data_parallel</source>
        <translation>data_parallel</translation>
    </message>
    <message>
        <source>shard</source>
        <translation>shard</translation>
    </message>
    <message>
        <source>tensor_split</source>
        <translation>tensor_split</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between listed flags</comment>
        <translation>, </translation>
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
    <message>
        <source>Manual (edited)</source>
        <translation>Manual (edited)</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>... and 1 more problem</source>
        <translation>... and 1 more problem</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <extracomment>%1 problems not listed</extracomment>
        <translation>... and %1 more problems</translation>
    </message>
    <message>
        <source>out of memory: the problem is too large for this machine&apos;s memory (try fewer servers or a smaller model)</source>
        <translation>out of memory: the problem is too large for this machine&apos;s memory (try fewer servers or a smaller model)</translation>
    </message>
    <message>
        <source>cannot open file: no such file</source>
        <translation>cannot open file: no such file</translation>
    </message>
    <message>
        <source>cannot open file: it is a directory</source>
        <translation>cannot open file: it is a directory</translation>
    </message>
    <message>
        <source>file is %1 bytes, larger than the 1 GiB limit</source>
        <extracomment>%1 the file&apos;s size in bytes</extracomment>
        <translation>file is %1 bytes, larger than the 1 GiB limit</translation>
    </message>
    <message>
        <source>cannot open file: permission denied or unreadable</source>
        <translation>cannot open file: permission denied or unreadable</translation>
    </message>
    <message>
        <source>JSON nested deeper than %1 levels</source>
        <translation>JSON nested deeper than %1 levels</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: %3</source>
        <extracomment>%1 line, %2 column, %3 the JSON parser&apos;s own (English) description</extracomment>
        <translation>invalid JSON at line %1, column %2: %3</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>invalid JSON: %1</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: the number %3 is beyond the range of a double</source>
        <extracomment>%1 line, %2 column, %3 the number as written</extracomment>
        <translation>invalid JSON at line %1, column %2: the number %3 is beyond the range of a double</translation>
    </message>
    <message>
        <source>must be an object, got %1</source>
        <translation>must be an object, got %1</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>missing required field</translation>
    </message>
    <message>
        <source>must be an integer between %1 and %2, got %3</source>
        <extracomment>%1 and %2 the bounds, %3 the value found</extracomment>
        <translation>must be an integer between %1 and %2, got %3</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <extracomment>%1 and %2 the bounds, %3 the value found</extracomment>
        <translation>must be between %1 and %2, got %3</translation>
    </message>
    <message>
        <source>must be an array of integers, got %1</source>
        <translation>must be an array of integers, got %1</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, got %1</source>
        <translation>must be a whole number &gt;= 0, got %1</translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation>must be a number, got %1</translation>
    </message>
    <message>
        <source>must be &gt; %1 and &lt;= %2, got %3</source>
        <translation>must be &gt; %1 and &lt;= %2, got %3</translation>
    </message>
    <message>
        <source>must be &gt;= %1 and &lt;= %2, got %3</source>
        <translation>must be &gt;= %1 and &lt;= %2, got %3</translation>
    </message>
    <message>
        <source>must be a whole number of bytes &gt;= 0 and below 2^53, got %1</source>
        <translation>must be a whole number of bytes &gt;= 0 and below 2^53, got %1</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>must be a string, got %1</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>must be true or false, got %1</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;, got %2</source>
        <extracomment>%1 the format a file of this kind names, %2 the one found</extracomment>
        <translation>must be &quot;%1&quot;, got %2</translation>
    </message>
    <message>
        <source>must name a known format (%1, or a FlexNet .fbuf file), got %2</source>
        <extracomment>%1 the formats known, %2 the value found</extracomment>
        <translation>must name a known format (%1, or a FlexNet .fbuf file), got %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot come before its input &quot;%2&quot; (operators stay in topological order)</source>
        <extracomment>%1 the operator moved, %2 its input</extracomment>
        <translation>&quot;%1&quot; cannot come before its input &quot;%2&quot; (operators stay in topological order)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; can only take inputs from operators listed before it, not &quot;%2&quot; (a cycle or a reversed edge)</source>
        <extracomment>%1 the consumer, %2 the producer</extracomment>
        <translation>&quot;%1&quot; can only take inputs from operators listed before it, not &quot;%2&quot; (a cycle or a reversed edge)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already takes &quot;%2&quot; as an input</source>
        <extracomment>%1 the consumer, %2 the producer</extracomment>
        <translation>&quot;%1&quot; already takes &quot;%2&quot; as an input</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not take &quot;%2&quot; as an input</source>
        <extracomment>%1 the consumer, %2 the producer</extracomment>
        <translation>&quot;%1&quot; does not take &quot;%2&quot; as an input</translation>
    </message>
    <message>
        <source>permutation %1 must be in 1..k-1 and coprime with the group size %2</source>
        <extracomment>%1 the permutation, %2 the group&apos;s size k</extracomment>
        <translation>permutation %1 must be in 1..k-1 and coprime with the group size %2</translation>
    </message>
    <message>
        <source>server %1 is out of range</source>
        <translation>server %1 is out of range</translation>
    </message>
    <message>
        <source>servers %1 and %2 are not connected</source>
        <translation>servers %1 and %2 are not connected</translation>
    </message>
    <message>
        <source>one iteration on %1 servers needs more than %2 %3, more than a run can route and simulate in reasonable time and memory; use fewer servers or a strategy with less model parallelism</source>
        <extracomment>%1 servers, %2 the limit, %3 what it counts</extracomment>
        <translation>one iteration on %1 servers needs more than %2 %3, more than a run can route and simulate in reasonable time and memory; use fewer servers or a strategy with less model parallelism</translation>
    </message>
    <message>
        <source>must be &gt;= 0 and finite, got %1</source>
        <translation>must be &gt;= 0 and finite, got %1</translation>
    </message>
    <message>
        <source>must be below 2^53 bytes, got %1</source>
        <translation>must be below 2^53 bytes, got %1</translation>
    </message>
    <message>
        <source>must be a whole number of bytes, got %1</source>
        <translation>must be a whole number of bytes, got %1</translation>
    </message>
    <message>
        <source>must allow at least one parallel configuration</source>
        <translation>must allow at least one parallel configuration</translation>
    </message>
    <message>
        <source>must be 1, 2, 4 or 8, got %1</source>
        <translation>must be 1, 2, 4 or 8, got %1</translation>
    </message>
    <message>
        <source>a model needs at least one operator</source>
        <translation>a model needs at least one operator</translation>
    </message>
    <message>
        <source>at most %1 operators, got %2</source>
        <extracomment>%1 the limit, %2 the operators found</extracomment>
        <translation>at most %1 operators, got %2</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <source>%1 is already the name of operator %2</source>
        <extracomment>%1 the name (quoted), %2 the other operator&apos;s index</extracomment>
        <translation>%1 is already the name of operator %2</translation>
    </message>
    <message>
        <source>must be an index below %1 (operators come in topological order), got %2</source>
        <translation>must be an index below %1 (operators come in topological order), got %2</translation>
    </message>
    <message>
        <source>operator %1 is listed twice</source>
        <translation>operator %1 is listed twice</translation>
    </message>
    <message>
        <source>an input operator takes no inputs</source>
        <translation>an input operator takes no inputs</translation>
    </message>
    <message>
        <source>only input operators may have no inputs</source>
        <translation>only input operators may have no inputs</translation>
    </message>
    <message>
        <source>must be an array, got %1</source>
        <translation>must be an array, got %1</translation>
    </message>
    <message>
        <source>must be one of %1, got %2</source>
        <translation>must be one of %1, got %2</translation>
    </message>
    <message>
        <source>operator &quot;%1&quot; is placed on no server</source>
        <translation>operator &quot;%1&quot; is placed on no server</translation>
    </message>
    <message>
        <source>server id must be between 0 and %1, got %2</source>
        <translation>server id must be between 0 and %1, got %2</translation>
    </message>
    <message>
        <source>server %1 is listed twice for operator &quot;%2&quot;</source>
        <translation>server %1 is listed twice for operator &quot;%2&quot;</translation>
    </message>
    <message>
        <source>tensor split must divide the %1 GPUs per server, got %2</source>
        <translation>tensor split must divide the %1 GPUs per server, got %2</translation>
    </message>
    <message>
        <source>operator &quot;%1&quot; does not allow partitioned parameters</source>
        <translation>operator &quot;%1&quot; does not allow partitioned parameters</translation>
    </message>
    <message>
        <source>operator &quot;%1&quot; does not allow data parallelism (replicated over %2 servers)</source>
        <translation>operator &quot;%1&quot; does not allow data parallelism (replicated over %2 servers)</translation>
    </message>
    <message>
        <source>operator &quot;%1&quot; does not allow a tensor split over GPUs</source>
        <translation>operator &quot;%1&quot; does not allow a tensor split over GPUs</translation>
    </message>
    <message>
        <source>the strategy places %1 operators, the model &quot;%2&quot; has %3</source>
        <extracomment>%1 operators placed, %2 the model&apos;s name, %3 its operators</extracomment>
        <translation>the strategy places %1 operators, the model &quot;%2&quot; has %3</translation>
    </message>
    <message>
        <source>names no AllReduce group of the traffic: &quot;%1&quot; (list its members to keep it as a ring of its own)</source>
        <translation>names no AllReduce group of the traffic: &quot;%1&quot; (list its members to keep it as a ring of its own)</translation>
    </message>
    <message>
        <source>must list exactly the members of group &quot;%1&quot; in ring order</source>
        <translation>must list exactly the members of group &quot;%1&quot; in ring order</translation>
    </message>
    <message>
        <source>permutation %1 is not coprime with the group size %2 (it would not form one ring)</source>
        <extracomment>%1 the permutation, %2 the group&apos;s size</extracomment>
        <translation>permutation %1 is not coprime with the group size %2 (it would not form one ring)</translation>
    </message>
    <message>
        <source>endpoint outside 0..%1: %2-%3</source>
        <extracomment>%1 the last node, %2 and %3 the link&apos;s ends</extracomment>
        <translation>endpoint outside 0..%1: %2-%3</translation>
    </message>
    <message>
        <source>a link cannot join server %1 to itself</source>
        <translation>a link cannot join server %1 to itself</translation>
    </message>
    <message>
        <source>must be at least 1, got %1</source>
        <translation>must be at least 1, got %1</translation>
    </message>
    <message>
        <source>a manual design joins servers directly: use allreduce, mp or fill</source>
        <translation>a manual design joins servers directly: use allreduce, mp or fill</translation>
    </message>
    <message>
        <source>server %1 uses %2 ports (rings and links together), more than its degree %3</source>
        <extracomment>%1 the server, %2 the ports it uses, %3 the degree d</extracomment>
        <translation>server %1 uses %2 ports (rings and links together), more than its degree %3</translation>
    </message>
    <message>
        <source>must be a finite number &gt; 0, got %1</source>
        <translation>must be a finite number &gt; 0, got %1</translation>
    </message>
    <message>
        <source>must be a finite ratio &gt;= 1, got %1</source>
        <translation>must be a finite ratio &gt;= 1, got %1</translation>
    </message>
    <message>
        <source>a server appears twice in the ring</source>
        <translation>a server appears twice in the ring</translation>
    </message>
    <message>
        <source>member outside 0..%1</source>
        <translation>member outside 0..%1</translation>
    </message>
    <message>
        <source>a link cannot join node %1 to itself</source>
        <translation>a link cannot join node %1 to itself</translation>
    </message>
    <message>
        <source>endpoints must be ordered a &lt; b, got %1 &gt; %2</source>
        <translation>endpoints must be ordered a &lt; b, got %1 &gt; %2</translation>
    </message>
    <message>
        <source>server %1 uses %2 ports, more than its degree %3</source>
        <extracomment>%1 the server, %2 the ports it uses, %3 the degree d</extracomment>
        <translation>server %1 uses %2 ports, more than its degree %3</translation>
    </message>
    <message>
        <source>ring hop %1-%2 of permutation %3 is not a link</source>
        <extracomment>%1 and %2 the hop&apos;s servers, %3 the permutation</extracomment>
        <translation>ring hop %1-%2 of permutation %3 is not a link</translation>
    </message>
    <message>
        <source>must run from %1 to %2</source>
        <translation>must run from %1 to %2</translation>
    </message>
    <message>
        <source>hop %1-%2 is not a link</source>
        <translation>hop %1-%2 is not a link</translation>
    </message>
    <message>
        <source>a route needs at least one path</source>
        <translation>a route needs at least one path</translation>
    </message>
    <message>
        <source>shares must add up to 1, got %1</source>
        <translation>shares must add up to 1, got %1</translation>
    </message>
    <message>
        <source>endpoints must be two different nodes in 0..%1, got %2-%3</source>
        <extracomment>%1 the last node, %2 and %3 the link&apos;s ends</extracomment>
        <translation>endpoints must be two different nodes in 0..%1, got %2-%3</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>must be at least 1</translation>
    </message>
    <message>
        <source>must be &gt;= 0 (0 means link_gbps), got %1</source>
        <translation>must be &gt;= 0 (0 means link_gbps), got %1</translation>
    </message>
    <message>
        <source>a fat-tree of %1 servers at %2 Gbps costs more than %3 at any oversubscription (its server links alone cost %4)</source>
        <extracomment>%1 servers, %2 Gbps, %3 the budget, %4 what the server links cost (both in US$)</extracomment>
        <translation>a fat-tree of %1 servers at %2 Gbps costs more than %3 at any oversubscription (its server links alone cost %4)</translation>
    </message>
    <message>
        <source>a fat-tree of %1 servers costs more than %2 at any link rate (its cabling alone costs %3)</source>
        <extracomment>%1 servers, %2 the budget, %3 what the cabling costs (both in US$)</extracomment>
        <translation>a fat-tree of %1 servers costs more than %2 at any link rate (its cabling alone costs %3)</translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation>must be at most %1, got %2</translation>
    </message>
    <message>
        <source>not a valid FlexNet task graph: the FlatBuffers verifier rejected it (truncated or corrupt file, %1 bytes)</source>
        <extracomment>%1 the file&apos;s size in bytes</extracomment>
        <translation>not a valid FlexNet task graph: the FlatBuffers verifier rejected it (truncated or corrupt file, %1 bytes)</translation>
    </message>
    <message>
        <source>must be a finite number &gt;= 0</source>
        <translation>must be a finite number &gt;= 0</translation>
    </message>
    <message>
        <source>the file has no tasks</source>
        <translation>the file has no tasks</translation>
    </message>
    <message>
        <source>has %1 tasks, more than the %2 a run can simulate in reasonable time and memory</source>
        <extracomment>%1 the tasks in the file, %2 the limit</extracomment>
        <translation>has %1 tasks, more than the %2 a run can simulate in reasonable time and memory</translation>
    </message>
    <message>
        <source>must be a number &gt; 0 and &lt;= %1 Gbps</source>
        <extracomment>%1 the most Gbps a link may have</extracomment>
        <translation>must be a number &gt; 0 and &lt;= %1 Gbps</translation>
    </message>
    <message>
        <source>node out of range (the topology has %1 nodes)</source>
        <translation>node out of range (the topology has %1 nodes)</translation>
    </message>
    <message>
        <source>joins node %1 to itself</source>
        <translation>joins node %1 to itself</translation>
    </message>
    <message>
        <source>must be a number &gt;= 0 and &lt;= %1 Gbps</source>
        <extracomment>%1 the most Gbps a link may have</extracomment>
        <translation>must be a number &gt;= 0 and &lt;= %1 Gbps</translation>
    </message>
    <message>
        <source>must join two distinct servers</source>
        <translation>must join two distinct servers</translation>
    </message>
    <message>
        <source>must be a finite number &gt; 0</source>
        <translation>must be a finite number &gt; 0</translation>
    </message>
    <message>
        <source>hop %1 -&gt; %2 is not a link</source>
        <translation>hop %1 -&gt; %2 is not a link</translation>
    </message>
    <message>
        <source>must name a topoopt-model/1 file, got &quot;&quot;</source>
        <translation>must name a topoopt-model/1 file, got &quot;&quot;</translation>
    </message>
    <message>
        <source>must be &quot;proportional&quot; or &quot;allreduce-only&quot;, got %1</source>
        <translation>must be &quot;proportional&quot; or &quot;allreduce-only&quot;, got %1</translation>
    </message>
    <message>
        <source>must be &quot;auto&quot;, &quot;always&quot; or &quot;never&quot;, got %1</source>
        <translation>must be &quot;auto&quot;, &quot;always&quot; or &quot;never&quot;, got %1</translation>
    </message>
    <message>
        <source>kind &quot;manual&quot; needs &quot;rings&quot; or &quot;links&quot;</source>
        <translation>kind &quot;manual&quot; needs &quot;rings&quot; or &quot;links&quot;</translation>
    </message>
    <message>
        <source>must be &quot;auto&quot; or a number of microseconds, got %1</source>
        <translation>must be &quot;auto&quot; or a number of microseconds, got %1</translation>
    </message>
    <message>
        <source>must be an array of operator placements, got %1</source>
        <translation>must be an array of operator placements, got %1</translation>
    </message>
    <message>
        <source>must be a non-empty array of server ids, got %1</source>
        <translation>must be a non-empty array of server ids, got %1</translation>
    </message>
    <message>
        <source>topology kind &quot;%1&quot; needs at least %2 ports per server to connect %3 servers, got %4</source>
        <extracomment>%1 the topology kind, %2 the ports needed, %3 servers, %4 the degree set</extracomment>
        <translation>topology kind &quot;%1&quot; needs at least %2 ports per server to connect %3 servers, got %4</translation>
    </message>
    <message>
        <source>must be &quot;replicated&quot; or &quot;partitioned&quot;, got %1</source>
        <translation>must be &quot;replicated&quot; or &quot;partitioned&quot;, got %1</translation>
    </message>
    <message>
        <source>must be an array of server ids, got %1</source>
        <translation>must be an array of server ids, got %1</translation>
    </message>
    <message>
        <source>must have one entry per operator of the model &quot;%1&quot; (%2), got %3</source>
        <extracomment>%1 the model&apos;s name, %2 its operators, %3 the entries found</extracomment>
        <translation>must have one entry per operator of the model &quot;%1&quot; (%2), got %3</translation>
    </message>
    <message>
        <source>expected operator &quot;%1&quot; (the model&apos;s operator %2), got &quot;%3&quot;</source>
        <extracomment>%1 the operator&apos;s name, %2 its index, %3 the name found</extracomment>
        <translation>expected operator &quot;%1&quot; (the model&apos;s operator %2), got &quot;%3&quot;</translation>
    </message>
    <message>
        <source>names operator &quot;%1&quot; a second time</source>
        <translation>names operator &quot;%1&quot; a second time</translation>
    </message>
    <message>
        <source>server %1 is listed twice</source>
        <translation>server %1 is listed twice</translation>
    </message>
    <message>
        <source>an AllReduce group needs at least 2 members, got %1</source>
        <translation>an AllReduce group needs at least 2 members, got %1</translation>
    </message>
    <message>
        <source>server %1 is listed twice in the group</source>
        <translation>server %1 is listed twice in the group</translation>
    </message>
    <message>
        <source>group name &quot;%1&quot; is used twice</source>
        <translation>group name &quot;%1&quot; is used twice</translation>
    </message>
    <message>
        <source>has %1 entries, more than the %2 server pairs a topology can be built and simulated for</source>
        <extracomment>%1 the entries, %2 the limit</extracomment>
        <translation>has %1 entries, more than the %2 server pairs a topology can be built and simulated for</translation>
    </message>
    <message>
        <source>src and dst are both %1; MP demand must go between two servers</source>
        <translation>src and dst are both %1; MP demand must go between two servers</translation>
    </message>
    <message>
        <source>second entry for the pair %1 -&gt; %2</source>
        <translation>second entry for the pair %1 -&gt; %2</translation>
    </message>
    <message>
        <source>must be an array of operator indices, got %1</source>
        <translation>must be an array of operator indices, got %1</translation>
    </message>
    <message>
        <source>must be an array of data_parallel, shard, tensor_split, got %1</source>
        <translation>must be an array of data_parallel, shard, tensor_split, got %1</translation>
    </message>
    <message>
        <source>must be data_parallel, shard or tensor_split, got %1</source>
        <translation>must be data_parallel, shard or tensor_split, got %1</translation>
    </message>
    <message>
        <source>must be an array of whole numbers &gt;= 1, got %1</source>
        <translation>must be an array of whole numbers &gt;= 1, got %1</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1 and below 2^53, got %1</source>
        <translation>must be a whole number &gt;= 1 and below 2^53, got %1</translation>
    </message>
    <message>
        <source>has unknown flags %1</source>
        <translation>has unknown flags %1</translation>
    </message>
    <message>
        <source>must be an array of operators, got %1</source>
        <translation>must be an array of operators, got %1</translation>
    </message>
    <message>
        <source>must be &gt; %1, got %2</source>
        <translation>must be &gt; %1, got %2</translation>
    </message>
    <message>
        <source>must be &gt;= %1, got %2</source>
        <translation>must be &gt;= %1, got %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <extracomment>a line of a CSV file</extracomment>
        <translation>line %1</translation>
    </message>
    <message>
        <source>the price table has no bandwidth class</source>
        <translation>the price table has no bandwidth class</translation>
    </message>
    <message>
        <source>must be &gt;= 0 (0 solves for it), got %1</source>
        <translation>must be &gt;= 0 (0 solves for it), got %1</translation>
    </message>
    <message>
        <source>%1 buys more than a 10 Pbps fat-tree of %2 servers</source>
        <extracomment>%1 a budget in US dollars, %2 a server count</extracomment>
        <translation>%1 buys more than a 10 Pbps fat-tree of %2 servers</translation>
    </message>
    <message>
        <source>must be &quot;USD&quot; (the only currency the cost model knows), got %1</source>
        <extracomment>USD is a currency code; keep it</extracomment>
        <translation>must be &quot;USD&quot; (the only currency the cost model knows), got %1</translation>
    </message>
    <message>
        <source>names no entry of /sources: %1</source>
        <extracomment>/sources is a path in the file; keep it. %1 the name found, quoted</extracomment>
        <translation>names no entry of /sources: %1</translation>
    </message>
    <message>
        <source>must name a known device (%1), got &quot;%2&quot;</source>
        <translation>must name a known device (%1), got &quot;%2&quot;</translation>
    </message>
    <message>
        <source>must be &quot;&lt;dims&gt;-&lt;parts&gt;-...&quot; with whole numbers, e.g. &quot;2-1-128&quot;, got %1</source>
        <extracomment>&lt;dims&gt; and &lt;parts&gt; describe the field&apos;s form; %1 the text found, quoted</extracomment>
        <translation>must be &quot;&lt;dims&gt;-&lt;parts&gt;-...&quot; with whole numbers, e.g. &quot;2-1-128&quot;, got %1</translation>
    </message>
    <message>
        <source>the first number must count the part numbers that follow, e.g. &quot;2-1-128&quot;, got %1</source>
        <translation>the first number must count the part numbers that follow, e.g. &quot;2-1-128&quot;, got %1</translation>
    </message>
    <message>
        <source>every part count must be &gt;= 1, got %1</source>
        <translation>every part count must be &gt;= 1, got %1</translation>
    </message>
    <message>
        <source>splits the batch %1 ways, more than batch_size</source>
        <extracomment>batch_size is a field name; keep it</extracomment>
        <translation>splits the batch %1 ways, more than batch_size</translation>
    </message>
    <message>
        <source>uses %1 GPUs, more than ngpus %2</source>
        <extracomment>ngpus is a field name; keep it</extracomment>
        <translation>uses %1 GPUs, more than ngpus %2</translation>
    </message>
    <message>
        <source>%1: no *.json measurement files</source>
        <extracomment>%1 a folder</extracomment>
        <translation>%1: no *.json measurement files</translation>
    </message>
    <message>
        <source>must be a finite number of ms &gt;= 0, got %1</source>
        <translation>must be a finite number of ms &gt;= 0, got %1</translation>
    </message>
    <message>
        <source>the dependencies form a cycle: %1 tasks can never start (e.g. task %2)</source>
        <extracomment>%1 how many tasks, %2 the index of one of them</extracomment>
        <translation>the dependencies form a cycle: %1 tasks can never start (e.g. task %2)</translation>
    </message>
    <message>
        <source>vertex %1 is out of range (nnode + nswitch = %2)</source>
        <extracomment>nnode and nswitch are field names of the file; keep them</extracomment>
        <translation>vertex %1 is out of range (nnode + nswitch = %2)</translation>
    </message>
    <message>
        <source>joins vertex %1 to itself</source>
        <translation>joins vertex %1 to itself</translation>
    </message>
    <message>
        <source>server out of range (nnode = %1)</source>
        <extracomment>nnode is a field name of the file; keep it</extracomment>
        <translation>server out of range (nnode = %1)</translation>
    </message>
    <message>
        <source>vertex %1 is out of range</source>
        <translation>vertex %1 is out of range</translation>
    </message>
    <message>
        <source>hop %1 -&gt; %2 is not a conn entry</source>
        <extracomment>conn is a field name of the file; keep it</extracomment>
        <translation>hop %1 -&gt; %2 is not a conn entry</translation>
    </message>
    <message>
        <source>duplicate device id %1</source>
        <translation>duplicate device id %1</translation>
    </message>
    <message>
        <source>duplicate task id %1</source>
        <translation>duplicate task id %1</translation>
    </message>
    <message>
        <source>no device has id %1</source>
        <translation>no device has id %1</translation>
    </message>
    <message>
        <source>a %1 task must run on a compute device, not %2</source>
        <extracomment>%1 a task type and %2 a device type, both as the file names them</extracomment>
        <translation>a %1 task must run on a compute device, not %2</translation>
    </message>
    <message>
        <source>GPU index %1 is out of range (nnode x ngpupernode = %2)</source>
        <extracomment>nnode and ngpupernode are field names of the file; keep them</extracomment>
        <translation>GPU index %1 is out of range (nnode x ngpupernode = %2)</translation>
    </message>
    <message>
        <source>network device property %1 does not decode to two distinct servers</source>
        <translation>network device property %1 does not decode to two distinct servers</translation>
    </message>
    <message>
        <source>intra-server device on node %1 is out of range</source>
        <translation>intra-server device on node %1 is out of range</translation>
    </message>
    <message>
        <source>NOMINAL_COMM on unsupported device type %1</source>
        <extracomment>NOMINAL_COMM is a task type of the file; %1 a device type as the file names it</extracomment>
        <translation>NOMINAL_COMM on unsupported device type %1</translation>
    </message>
    <message>
        <source>AllReduce member GPU %1 is out of range (%2 GPUs)</source>
        <translation>AllReduce member GPU %1 is out of range (%2 GPUs)</translation>
    </message>
    <message>
        <source>AllReduce has no members</source>
        <translation>AllReduce has no members</translation>
    </message>
    <message>
        <source>TASK_COMM is never written by FlexNet and its consumer rejects it</source>
        <extracomment>TASK_COMM is a task type of the file; keep it</extracomment>
        <translation>TASK_COMM is never written by FlexNet and its consumer rejects it</translation>
    </message>
    <message>
        <source>unknown task type %1</source>
        <translation>unknown task type %1</translation>
    </message>
    <message>
        <source>no task has id %1</source>
        <translation>no task has id %1</translation>
    </message>
    <message>
        <source>a task cannot depend on itself</source>
        <translation>a task cannot depend on itself</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot; or &quot;%2&quot;, got %3</source>
        <translation>must be &quot;%1&quot; or &quot;%2&quot;, got %3</translation>
    </message>
    <message>
        <source>design name &quot;%1&quot; is used twice</source>
        <translation>design name &quot;%1&quot; is used twice</translation>
    </message>
    <message>
        <source>must be a JSON object, got %1</source>
        <translation>must be a JSON object, got %1</translation>
    </message>
    <message>
        <source>missing: expected one of %1</source>
        <translation>missing: expected one of %1</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>expected one of %1, got %2</translation>
    </message>
    <message>
        <source>expected the header &quot;%1&quot;</source>
        <extracomment>%1 the CSV header line the file must start with</extracomment>
        <translation>expected the header &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected %1 fields, got %2</source>
        <translation>expected %1 fields, got %2</translation>
    </message>
    <message>
        <source>field %1 must be a number &gt;= 0, got &quot;%2&quot;</source>
        <translation>field %1 must be a number &gt;= 0, got &quot;%2&quot;</translation>
    </message>
    <message>
        <source>src and dst must be server ids</source>
        <extracomment>src and dst are column names; keep them</extracomment>
        <translation>src and dst must be server ids</translation>
    </message>
    <message>
        <source>not a cable: endpoints %1-%2 with count %3 (nodes are 0..%4)</source>
        <extracomment>%1-%2 the link&apos;s two nodes, %3 its cable count, %4 the largest node id</extracomment>
        <translation>not a cable: endpoints %1-%2 with count %3 (nodes are 0..%4)</translation>
    </message>
    <message>
        <source>server %1 has no free port for this link: its %2 ports are used up</source>
        <translation>server %1 has no free port for this link: its %2 ports are used up</translation>
    </message>
    <message>
        <source>the header must be &quot;%1&quot;</source>
        <translation>the header must be &quot;%1&quot;</translation>
    </message>
    <message>
        <source>field %1 must be a whole number &gt;= 0, got &quot;%2&quot;</source>
        <translation>field %1 must be a whole number &gt;= 0, got &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown role &quot;%1&quot;</source>
        <translation>unknown role &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing the CSV header</source>
        <translation>missing the CSV header</translation>
    </message>
    <message>
        <source>%1 must be an operator index below %2, got %3</source>
        <extracomment>%1 what the index is for (&quot;the operator to move&quot;), %2 the operator count</extracomment>
        <translation>%1 must be an operator index below %2, got %3</translation>
    </message>
    <message>
        <source>an operator can be inserted at 0 to %1, got %2</source>
        <translation>an operator can be inserted at 0 to %1, got %2</translation>
    </message>
    <message>
        <source>must be an operator before position %1, got %2</source>
        <translation>must be an operator before position %1, got %2</translation>
    </message>
    <message>
        <source>a %1 operator has %2, got %3 values</source>
        <extracomment>%1 an operator kind (a name, as in the file), %2 its dims (&quot;{in, out}&quot;) or &quot;no dims&quot;, %3 how many values the file gives</extracomment>
        <translation>a %1 operator has %2, got %3 values</translation>
    </message>
    <message>
        <source>zoo parameters must be an object, got %1</source>
        <translation>zoo parameters must be an object, got %1</translation>
    </message>
    <message>
        <source>unknown parameter of zoo model %1 (known: %2)</source>
        <extracomment>%1 a zoo model&apos;s id, %2 its parameters&apos; names</extracomment>
        <translation>unknown parameter of zoo model %1 (known: %2)</translation>
    </message>
    <message>
        <source>must divide the hidden size %1, got %2</source>
        <translation>must divide the hidden size %1, got %2</translation>
    </message>
    <message>
        <source>must be at most max_position %1, got %2</source>
        <extracomment>max_position is a parameter&apos;s name; keep it</extracomment>
        <translation>must be at most max_position %1, got %2</translation>
    </message>
    <message>
        <source>must be a multiple of 32 (five stride-2 stages), got %1</source>
        <translation>must be a multiple of 32 (five stride-2 stages), got %1</translation>
    </message>
    <message>
        <source>the %1 fabric is not the one the scenario&apos;s kind builds, and a switched fabric cannot be a manual design</source>
        <extracomment>%1 a topology kind (a name)</extracomment>
        <translation>the %1 fabric is not the one the scenario&apos;s kind builds, and a switched fabric cannot be a manual design</translation>
    </message>
    <message>
        <source>the dependencies form a cycle: %1 tasks never became ready (e.g. task %2)</source>
        <extracomment>%1 how many tasks, %2 the index of one of them</extracomment>
        <translation>the dependencies form a cycle: %1 tasks never became ready (e.g. task %2)</translation>
    </message>
    <message>
        <source>device %1 is out of range (0..%2)</source>
        <extracomment>%1 a device (GPU) index, %2 the largest valid one</extracomment>
        <translation>device %1 is out of range (0..%2)</translation>
    </message>
    <message>
        <source>server %1 is out of range (0..%2)</source>
        <extracomment>%1 a server id, %2 the largest valid one</extracomment>
        <translation>server %1 is out of range (0..%2)</translation>
    </message>
    <message>
        <source>the task graph has %1 servers; the topology has %2</source>
        <translation>the task graph has %1 servers; the topology has %2</translation>
    </message>
    <message>
        <source>must be a multiple of the server count, got %1</source>
        <translation>must be a multiple of the server count, got %1</translation>
    </message>
    <message>
        <source>must be a finite number in [0, 2^53)</source>
        <translation>must be a finite number in [0, 2^53)</translation>
    </message>
    <message>
        <source>a server appears twice</source>
        <translation>a server appears twice</translation>
    </message>
    <message>
        <source>task %1 is not another task of the graph</source>
        <translation>task %1 is not another task of the graph</translation>
    </message>
    <message>
        <source>must be a number &gt;= 0 and &lt;= %1 (microseconds)</source>
        <extracomment>%1 the most microseconds allowed</extracomment>
        <translation>must be a number &gt;= 0 and &lt;= %1 (microseconds)</translation>
    </message>
    <message>
        <source>must be a number &gt; 0 and &lt;= %1</source>
        <translation>must be a number &gt; 0 and &lt;= %1</translation>
    </message>
    <message>
        <source>the fabric was prepared for %1 paths, the options ask for %2</source>
        <translation>the fabric was prepared for %1 paths, the options ask for %2</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>must be an array</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>must be an array of strings</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>must be a string</translation>
    </message>
    <message>
        <source>must have one task index per critical_path entry</source>
        <extracomment>critical_path is a field name; keep it</extracomment>
        <translation>must have one task index per critical_path entry</translation>
    </message>
    <message>
        <source>task %1 is not in the task graph</source>
        <translation>task %1 is not in the task graph</translation>
    </message>
    <message>
        <source>needs one duration and one tail per task</source>
        <translation>needs one duration and one tail per task</translation>
    </message>
    <message>
        <source>server %1 needs %2 per GPU (parameters with their optimizer state, plus activations), above the %3 of one GPU</source>
        <extracomment>%1 a server, %2 and %3 sizes in GB</extracomment>
        <translation>server %1 needs %2 per GPU (parameters with their optimizer state, plus activations), above the %3 of one GPU</translation>
    </message>
    <message>
        <source>must be a byte count &gt;= 0 and below 2^53, got %1</source>
        <translation>must be a byte count &gt;= 0 and below 2^53, got %1</translation>
    </message>
    <message>
        <source>server %1 outside 0..%2</source>
        <extracomment>%1 a server id, %2 the largest valid one</extracomment>
        <translation>server %1 outside 0..%2</translation>
    </message>
    <message>
        <source>server %1 appears twice in the group</source>
        <translation>server %1 appears twice in the group</translation>
    </message>
    <message>
        <source>src and dst are the same server %1</source>
        <extracomment>src and dst are field names; keep them</extracomment>
        <translation>src and dst are the same server %1</translation>
    </message>
    <message numerus="yes">
        <source>%n unknown field(s) ignored: %1</source>
        <extracomment>%n how many fields, %1 their paths in the file</extracomment>
        <translation>
            <numerusform>%n unknown field ignored: %1</numerusform>
            <numerusform>%n unknown fields ignored: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a non-empty array of bandwidth classes, got %1</source>
        <translation>must be a non-empty array of bandwidth classes, got %1</translation>
    </message>
    <message>
        <source>must be above the previous class&apos;s %1 Gbps, got %2</source>
        <translation>must be above the previous class&apos;s %1 Gbps, got %2</translation>
    </message>
    <message>
        <source>must not be below the %1 Gbps class&apos;s %2 (a faster port cannot cost less), got %3</source>
        <extracomment>%1 a link rate, %2 that class&apos;s price, %3 the price found</extracomment>
        <translation>must not be below the %1 Gbps class&apos;s %2 (a faster port cannot cost less), got %3</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - unexpected %4; expected %5</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 the token it met, %5 the token it expected</extracomment>
        <translation>invalid JSON at line %1, column %2: syntax error while parsing %3 - unexpected %4; expected %5</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - unexpected %4</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 the token it met</extracomment>
        <translation>invalid JSON at line %1, column %2: syntax error while parsing %3 - unexpected %4</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - %4; last read: &apos;%5&apos;; expected %6</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 what is wrong with the text, %5 the text as read, %6 what it expected</extracomment>
        <translation>invalid JSON at line %1, column %2: syntax error while parsing %3 - %4; last read: &apos;%5&apos;; expected %6</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - %4; last read: &apos;%5&apos;</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 what is wrong with the text, %5 the text as read</extracomment>
        <translation>invalid JSON at line %1, column %2: syntax error while parsing %3 - %4; last read: &apos;%5&apos;</translation>
    </message>
    <message>
        <source>cannot write (folder missing or not writable)</source>
        <translation>cannot write (folder missing or not writable)</translation>
    </message>
    <message>
        <source>write failed (disk full?)</source>
        <translation>write failed (disk full?)</translation>
    </message>
    <message>
        <source>cannot replace file: %1</source>
        <extracomment>%1 the system&apos;s own (English) reason</extracomment>
        <translation>cannot replace file: %1</translation>
    </message>
    <message>
        <source>cannot replace file: it is a directory</source>
        <translation>cannot replace file: it is a directory</translation>
    </message>
    <message>
        <source>cannot replace file: permission denied</source>
        <translation>cannot replace file: permission denied</translation>
    </message>
    <message>
        <source>cannot replace file: it is in use</source>
        <translation>cannot replace file: it is in use</translation>
    </message>
    <message>
        <source>cannot replace file: the file system is read-only</source>
        <translation>cannot replace file: the file system is read-only</translation>
    </message>
    <message>
        <source>cannot replace file: the disk is full</source>
        <translation>cannot replace file: the disk is full</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - invalid string: control character %4 must be escaped to %5; last read: &apos;%6&apos;; expected %7</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 the character&apos;s code and name (U+0009 (HT)), %5 the escape that writes it instead (or two, joined by &quot;or&quot;), %6 the text as read, %7 what the parser expected</extracomment>
        <translation>invalid JSON at line %1, column %2: syntax error while parsing %3 - invalid string: control character %4 must be escaped to %5; last read: &apos;%6&apos;; expected %7</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2: syntax error while parsing %3 - invalid string: control character %4 must be escaped to %5; last read: &apos;%6&apos;</source>
        <extracomment>%1 line, %2 column, %3 what the parser was reading (an object key, a value...), %4 the character&apos;s code and name (U+0009 (HT)), %5 the escape that writes it instead (or two, joined by &quot;or&quot;), %6 the text as read</extracomment>
        <translation>invalid JSON at line %1, column %2: syntax error while parsing %3 - invalid string: control character %4 must be escaped to %5; last read: &apos;%6&apos;</translation>
    </message>
    <message>
        <source>the model these parameters build is invalid; its problems follow</source>
        <translation>the model these parameters build is invalid; its problems follow</translation>
    </message>
</context>
<context>
    <name>ProblemFact</name>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>tasks in its task graph (compute, transfers and AllReduces)</source>
        <translation>tasks in its task graph (compute, transfers and AllReduces)</translation>
    </message>
    <message>
        <source>ordered server pairs with model-parallel traffic</source>
        <translation>ordered server pairs with model-parallel traffic</translation>
    </message>
    <message>
        <source>the operator to remove</source>
        <translation>the operator to remove</translation>
    </message>
    <message>
        <source>the operator to duplicate</source>
        <translation>the operator to duplicate</translation>
    </message>
    <message>
        <source>the operator to move</source>
        <translation>the operator to move</translation>
    </message>
    <message>
        <source>the new position</source>
        <translation>the new position</translation>
    </message>
    <message>
        <source>the producer</source>
        <translation>the producer</translation>
    </message>
    <message>
        <source>the consumer</source>
        <translation>the consumer</translation>
    </message>
    <message>
        <source>no dims</source>
        <translation>no dims</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>a number of bytes such as 4096, 1.5 MB or 2 GiB</source>
        <translation>a number of bytes such as 4096, 1.5 MB or 2 GiB</translation>
    </message>
    <message>
        <source>a number of FLOPs such as 2e9 or 1.5 GFLOP</source>
        <translation>a number of FLOPs such as 2e9 or 1.5 GFLOP</translation>
    </message>
    <message>
        <source>expected %1, got &quot;%2&quot;</source>
        <translation>expected %1, got &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot;: expected %2</source>
        <translation>unknown unit &quot;%1&quot;: expected %2</translation>
    </message>
    <message>
        <source>must be &gt;= 0 and finite, got %1</source>
        <translation>must be &gt;= 0 and finite, got %1</translation>
    </message>
    <message>
        <source>TopoOpt projects (*.topoopt);;All files (*)</source>
        <translation>TopoOpt projects (*.topoopt);;All files (*)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Could not save %1: %2</translation>
    </message>
    <message>
        <source>Could not save %1: only %2 of %3 bytes could be written</source>
        <translation>Could not save %1: only %2 of %3 bytes could be written</translation>
    </message>
    <message>
        <source>expected server ids such as &quot;0-7, 12&quot;, got &quot;%1&quot;</source>
        <translation>expected server ids such as &quot;0-7, 12&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an operator needs at least one server</source>
        <translation>an operator needs at least one server</translation>
    </message>
    <message>
        <source>Projects, scenarios and results (*.topoopt *.json);;TopoOpt projects (*.topoopt);;TopoOpt scenarios and search results (*.json);;All files (*)</source>
        <translation>Projects, scenarios and results (*.topoopt *.json);;TopoOpt projects (*.topoopt);;TopoOpt scenarios and search results (*.json);;All files (*)</translation>
    </message>
</context>
<context>
    <name>StrategyShape</name>
    <message numerus="yes">
        <source>%n replicated operator(s)</source>
        <translation>
            <numerusform>%n replicated operator</numerusform>
            <numerusform>%n replicated operators</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n server set(s)</source>
        <translation>
            <numerusform>on %n server set</numerusform>
            <numerusform>on %n server sets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n partitioned</source>
        <translation>
            <numerusform>; %n partitioned</numerusform>
            <numerusform>; %n partitioned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n server(s)</source>
        <translation>
            <numerusform>on %n server</numerusform>
            <numerusform>on %n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; tensor split on %n</source>
        <translation>
            <numerusform>; tensor split on %n</numerusform>
            <numerusform>; tensor split on %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>operators counted, then where they run</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ZooParams</name>
    <message>
        <source>layers</source>
        <translation>layers</translation>
    </message>
    <message>
        <source>units</source>
        <translation>units</translation>
    </message>
    <message>
        <source>features</source>
        <translation>features</translation>
    </message>
    <message>
        <source>drugs</source>
        <translation>drugs</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>samples</translation>
    </message>
    <message>
        <source>tables</source>
        <translation>tables</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>rows</translation>
    </message>
    <message>
        <source>floats</source>
        <translation>floats</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>heads</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>sequences</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>pixels</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>classes</translation>
    </message>
    <message>
        <source>images</source>
        <translation>images</translation>
    </message>
    <message>
        <source>Dense layers of each feature encoder</source>
        <translation>Dense layers of each feature encoder</translation>
    </message>
    <message>
        <source>Width of the feature encoder layers</source>
        <translation>Width of the feature encoder layers</translation>
    </message>
    <message>
        <source>Dense layers after the concatenation</source>
        <translation>Dense layers after the concatenation</translation>
    </message>
    <message>
        <source>Width of the dense layers</source>
        <translation>Width of the dense layers</translation>
    </message>
    <message>
        <source>Cell line RNA-seq features</source>
        <translation>Cell line RNA-seq features</translation>
    </message>
    <message>
        <source>Drug descriptor features</source>
        <translation>Drug descriptor features</translation>
    </message>
    <message>
        <source>Drug fingerprint features</source>
        <translation>Drug fingerprint features</translation>
    </message>
    <message>
        <source>Drugs per sample (each with a dose, descriptors and fingerprints)</source>
        <translation>Drugs per sample (each with a dose, descriptors and fingerprints)</translation>
    </message>
    <message>
        <source>Samples per GPU per iteration</source>
        <translation>Samples per GPU per iteration</translation>
    </message>
    <message>
        <source>Embedding tables</source>
        <translation>Embedding tables</translation>
    </message>
    <message>
        <source>Rows per embedding table</source>
        <translation>Rows per embedding table</translation>
    </message>
    <message>
        <source>Embedding dimension</source>
        <translation>Embedding dimension</translation>
    </message>
    <message>
        <source>Bag size: rows pooled (summed) per table per sample</source>
        <translation>Bag size: rows pooled (summed) per table per sample</translation>
    </message>
    <message>
        <source>Dense (continuous) input features</source>
        <translation>Dense (continuous) input features</translation>
    </message>
    <message>
        <source>Bottom MLP layers</source>
        <translation>Bottom MLP layers</translation>
    </message>
    <message>
        <source>Bottom MLP width</source>
        <translation>Bottom MLP width</translation>
    </message>
    <message>
        <source>Top MLP layers (before the 1-unit output)</source>
        <translation>Top MLP layers (before the 1-unit output)</translation>
    </message>
    <message>
        <source>Top MLP width</source>
        <translation>Top MLP width</translation>
    </message>
    <message>
        <source>Users per table</source>
        <translation>Users per table</translation>
    </message>
    <message>
        <source>Items per table</source>
        <translation>Items per table</translation>
    </message>
    <message>
        <source>GMF latent factor (matrix-factorisation width)</source>
        <translation>GMF latent factor (matrix-factorisation width)</translation>
    </message>
    <message>
        <source>MLP embedding dimension</source>
        <translation>MLP embedding dimension</translation>
    </message>
    <message>
        <source>Bag size: ids pooled per user and per item lookup</source>
        <translation>Bag size: ids pooled per user and per item lookup</translation>
    </message>
    <message>
        <source>MLP layers</source>
        <translation>MLP layers</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP width</translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation>Transformer layers</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden size</translation>
    </message>
    <message>
        <source>Attention heads (must divide the hidden size)</source>
        <translation>Attention heads (must divide the hidden size)</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>Word-piece vocabulary (BERT&apos;s 30522)</source>
        <translation>Word-piece vocabulary (BERT&apos;s 30522)</translation>
    </message>
    <message>
        <source>Position embeddings</source>
        <translation>Position embeddings</translation>
    </message>
    <message>
        <source>Sequences per GPU per iteration</source>
        <translation>Sequences per GPU per iteration</translation>
    </message>
    <message>
        <source>Decoder layers</source>
        <translation>Decoder layers</translation>
    </message>
    <message>
        <source>Hidden size (d_model)</source>
        <translation>Hidden size (d_model)</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Context length</translation>
    </message>
    <message>
        <source>BPE vocabulary (GPT-2/3&apos;s 50257)</source>
        <translation>BPE vocabulary (GPT-2/3&apos;s 50257)</translation>
    </message>
    <message>
        <source>Input image side (a multiple of 32)</source>
        <translation>Input image side (a multiple of 32)</translation>
    </message>
    <message>
        <source>Output classes (ImageNet: 1000)</source>
        <translation>Output classes (ImageNet: 1000)</translation>
    </message>
    <message>
        <source>Images per GPU per iteration</source>
        <translation>Images per GPU per iteration</translation>
    </message>
    <message>
        <source>Width of the two hidden FC layers</source>
        <translation>Width of the two hidden FC layers</translation>
    </message>
    <message>
        <source>%1 (%2 to %3, default %4)</source>
        <translation>%1 (%2 to %3, default %4)</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>layer</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unit</translation>
    </message>
    <message>
        <source>feature</source>
        <translation>feature</translation>
    </message>
    <message>
        <source>drug</source>
        <translation>drug</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>sample</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>row</source>
        <translation>row</translation>
    </message>
    <message>
        <source>float</source>
        <translation>float</translation>
    </message>
    <message>
        <source>head</source>
        <translation>head</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>sequence</translation>
    </message>
    <message>
        <source>pixel</source>
        <translation>pixel</translation>
    </message>
    <message>
        <source>class</source>
        <translation>class</translation>
    </message>
    <message>
        <source>image</source>
        <translation>image</translation>
    </message>
    <message>
        <source>Rows per table</source>
        <translation>Rows per table</translation>
    </message>
    <message>
        <source>Embedding size</source>
        <translation>Embedding size</translation>
    </message>
    <message>
        <source>Bag size</source>
        <translation>Bag size</translation>
    </message>
    <message>
        <source>Dense features</source>
        <translation>Dense features</translation>
    </message>
    <message>
        <source>Top MLP layers</source>
        <translation>Top MLP layers</translation>
    </message>
    <message>
        <source>Batch per GPU</source>
        <translation>Batch per GPU</translation>
    </message>
    <message>
        <source>GMF factor</source>
        <translation>GMF factor</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Layers</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention heads</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulary</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Image size</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Classes</translation>
    </message>
    <message>
        <source>FC width</source>
        <translation>FC width</translation>
    </message>
    <message>
        <source>Encoder layers</source>
        <translation>Encoder layers</translation>
    </message>
    <message>
        <source>Encoder width</source>
        <translation>Encoder width</translation>
    </message>
    <message>
        <source>Dense layers</source>
        <translation>Dense layers</translation>
    </message>
    <message>
        <source>Dense width</source>
        <translation>Dense width</translation>
    </message>
    <message>
        <source>Cell features</source>
        <translation>Cell features</translation>
    </message>
    <message>
        <source>Drug descriptors</source>
        <translation>Drug descriptors</translation>
    </message>
    <message>
        <source>Drug fingerprints</source>
        <translation>Drug fingerprints</translation>
    </message>
    <message>
        <source>Drugs</source>
        <translation>Drugs</translation>
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
        <source>Open teaching mode at stage N (from 1).</source>
        <translation>Open teaching mode at stage N (from 1).</translation>
    </message>
    <message>
        <source>File to open: a project (.topoopt), scenario or search result; a topology, traffic, comparison or model file is imported into the default scenario.</source>
        <translation>File to open: a project (.topoopt), scenario or search result; a topology, traffic, comparison or model file is imported into the default scenario.</translation>
    </message>
    <message>
        <source>Save only the child widget of this name, or the tab on show (tab).</source>
        <translation>Save only the child widget of this name, or the tab on show (tab).</translation>
    </message>
    <message>
        <source>Scale the saved picture down to this many pixels wide.</source>
        <translation>Scale the saved picture down to this many pixels wide.</translation>
    </message>
</context>
<context>
    <name>topoopt::ui</name>
    <message>
        <source>Fat-tree, equal cost (%1 Gbps)</source>
        <translation>Fat-tree, equal cost (%1 Gbps)</translation>
    </message>
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
        <source>topology</source>
        <translation>topology</translation>
    </message>
    <message>
        <source>simulation</source>
        <translation>simulation</translation>
    </message>
    <message>
        <source>hand strategy: %1</source>
        <translation>hand strategy: %1</translation>
    </message>
    <message>
        <source>%1 = %2 compute on the critical path + %3 exposed communication (busiest GPU: %4 of compute)</source>
        <translation>%1 = %2 compute on the critical path + %3 exposed communication (busiest GPU: %4 of compute)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln AllReduce group(s)</source>
        <translation>
            <numerusform>%Ln AllReduce group</numerusform>
            <numerusform>%Ln AllReduce groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln MP pair(s)</source>
        <translation>
            <numerusform>%Ln MP pair</numerusform>
            <numerusform>%Ln MP pairs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %L2 nodes, %L3 link entries</source>
        <translation>%1: %L2 nodes, %L3 link entries</translation>
    </message>
    <message>
        <source>iteration %1</source>
        <translation>iteration %1</translation>
    </message>
    <message>
        <source>Iteration time (ms)</source>
        <translation>Iteration time (ms)</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Time (ms)</translation>
    </message>
    <message>
        <source>cannot encode the PNG</source>
        <translation>cannot encode the PNG</translation>
    </message>
    <message>
        <source>the figure came out empty</source>
        <translation>the figure came out empty</translation>
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
    <name>topoopt::ui::Autosave</name>
    <message>
        <source>Cannot create %1</source>
        <translation>Cannot create %1</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ComparisonView</name>
    <message>
        <source>%1k USD</source>
        <translation>%1k USD</translation>
    </message>
    <message>
        <source>No comparison yet.</source>
        <translation>No comparison yet.</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>Exposed communication</translation>
    </message>
    <message>
        <source>Cost (k USD)</source>
        <translation>Cost (k USD)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Iteration time (%1)</source>
        <translation>Iteration time (%1)</translation>
    </message>
    <message>
        <source>Compute on the critical path</source>
        <translation>Compute on the critical path</translation>
    </message>
    <message>
        <source>TopoOpt</source>
        <translation>TopoOpt</translation>
    </message>
    <message>
        <source>TopoOpt default</source>
        <translation>TopoOpt default</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
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
        <source>Fat-tree full</source>
        <translation>Fat-tree full</translation>
    </message>
    <message>
        <source>Fat-tree eq. cost</source>
        <translation>Fat-tree eq. cost</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>Ideal</translation>
    </message>
    <message>
        <source>Time (%1)</source>
        <translation>Time (%1)</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>k USD</source>
        <translation>k USD</translation>
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
        <source>Rejected on a lower bound (at least)</source>
        <translation>Rejected on a lower bound (at least)</translation>
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
    <message>
        <source>Drag or scroll to zoom; double-click to fit the data again</source>
        <translation>Drag or scroll to zoom; double-click to fit the data again</translation>
    </message>
    <message>
        <source>Zoomed: double-click to fit the data</source>
        <translation>Zoomed: double-click to fit the data</translation>
    </message>
    <message>
        <source>▲ %1 more above, up to %2</source>
        <translation>▲ %1 more above, up to %2</translation>
    </message>
    <message>
        <source>%1 too large to simulate, not plotted</source>
        <translation>%1 too large to simulate, not plotted</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::DesignsView</name>
    <message>
        <source>Pin Current Design</source>
        <translation>Pin Current Design</translation>
    </message>
    <message>
        <source>Keep the current design (scenario, fabric, simulated time, cost) to compare later designs against</source>
        <translation>Keep the current design (scenario, fabric, simulated time, cost) to compare later designs against</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Unpin</translation>
    </message>
    <message>
        <source>Forget the selected pinned design</source>
        <translation>Forget the selected pinned design</translation>
    </message>
    <message>
        <source>Make Current</source>
        <translation>Make Current</translation>
    </message>
    <message>
        <source>Make the selected pinned design the current scenario (undoable)</source>
        <translation>Make the selected pinned design the current scenario (undoable)</translation>
    </message>
    <message>
        <source>The design every other column is compared against</source>
        <translation>The design every other column is compared against</translation>
    </message>
    <message>
        <source>Server graph</source>
        <translation>Server graph</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Traffic</translation>
    </message>
    <message>
        <source>Topology kind</source>
        <translation>Topology kind</translation>
    </message>
    <message>
        <source>Iteration time</source>
        <translation>Iteration time</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>Exposed communication</translation>
    </message>
    <message>
        <source>Fabric cost</source>
        <translation>Fabric cost</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Busiest server&apos;s ports</source>
        <translation>Busiest server&apos;s ports</translation>
    </message>
    <message>
        <source>Diameter</source>
        <translation>Diameter</translation>
    </message>
    <message>
        <source>MP bytes on direct links</source>
        <translation>MP bytes on direct links</translation>
    </message>
    <message>
        <source>MP mean hops</source>
        <translation>MP mean hops</translation>
    </message>
    <message>
        <source>Compare against:</source>
        <translation>Compare against:</translation>
    </message>
    <message>
        <source>Current design</source>
        <translation>Current design</translation>
    </message>
    <message>
        <source>The current design cannot be priced: %1</source>
        <translation>The current design cannot be priced: %1</translation>
    </message>
    <message>
        <source>Simulating...</source>
        <translation>Simulating...</translation>
    </message>
    <message>
        <source>same</source>
        <translation>same</translation>
    </message>
    <message>
        <source>%1 (%2%3 %)</source>
        <translation>%1 (%2%3 %)</translation>
    </message>
    <message>
        <source>Pin the current design, change it, and compare: every column shows its difference from the reference design.</source>
        <translation>Pin the current design, change it, and compare: every column shows its difference from the reference design.</translation>
    </message>
    <message>
        <source>Differences are against %1; green is better, red is worse.</source>
        <translation>Differences are against %1; green is better, red is worse.</translation>
    </message>
    <message>
        <source>the current design</source>
        <translation>the current design</translation>
    </message>
    <message>
        <source>Compute (busiest GPU)</source>
        <translation>Compute (busiest GPU)</translation>
    </message>
    <message>
        <source>Building the fabric...</source>
        <translation>Building the fabric...</translation>
    </message>
    <message>
        <source>Failed (%1)</source>
        <translation>Failed (%1)</translation>
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
    <name>topoopt::ui::FlexNetPanel</name>
    <message>
        <source>%1, %2 servers, d = %3, %4 Gbps</source>
        <translation>%1, %2 servers, d = %3, %4 Gbps</translation>
    </message>
    <message>
        <source>Import a FlexNet task graph (the paper&apos;s .fbuf files) to compare its traffic and iteration time with the model being edited. It is read-only: it does not change the scenario.</source>
        <translation>Import a FlexNet task graph (the paper&apos;s .fbuf files) to compare its traffic and iteration time with the model being edited. It is read-only: it does not change the scenario.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (read-only): %2 servers x %3 GPUs, %4 tasks (%5 forward, %6 backward)&lt;br&gt;Traffic: %7 AllReduce groups (%8 on the wire), %9 MP pairs (%10)&lt;br&gt;Compute on the busiest GPU: %11</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (read-only): %2 servers x %3 GPUs, %4 tasks (%5 forward, %6 backward)&lt;br&gt;Traffic: %7 AllReduce groups (%8 on the wire), %9 MP pairs (%10)&lt;br&gt;Compute on the busiest GPU: %11</translation>
    </message>
    <message>
        <source>&lt;br&gt;Simulated iteration on %1: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;br&gt;Simulated iteration on %1: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;Cannot simulate on %1: %2</source>
        <translation>&lt;br&gt;Cannot simulate on %1: %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Simulating on %1...</source>
        <translation>&lt;br&gt;Simulating on %1...</translation>
    </message>
    <message>
        <source>&lt;br&gt;The scenario&apos;s model: &lt;b&gt;%1&lt;/b&gt; per iteration</source>
        <translation>&lt;br&gt;The scenario&apos;s model: &lt;b&gt;%1&lt;/b&gt; per iteration</translation>
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
    <message>
        <source>Drop the link&apos;s end on another server to move it</source>
        <translation>Drop the link&apos;s end on another server to move it</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::GuideWindow</name>
    <message>
        <source>TopoOpt Studio Guide</source>
        <translation>TopoOpt Studio Guide</translation>
    </message>
    <message>
        <source>Find in the guide (Ctrl+F)</source>
        <translation>Find in the guide (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Previous match (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>Next match (F3, Enter)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Not found</translation>
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
        <source>, summed over %1 x %1 nodes per cell</source>
        <translation>, summed over %1 x %1 nodes per cell</translation>
    </message>
    <message>
        <source>Nodes %1 → %2: %3 per iteration on their links</source>
        <translation>Nodes %1 → %2: %3 per iteration on their links</translation>
    </message>
    <message>
        <source>Servers %1 → %2: %3</source>
        <translation>Servers %1 → %2: %3</translation>
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
        <source>Search best, simulated exactly</source>
        <translation>Search best, simulated exactly</translation>
    </message>
    <message>
        <source>%1 (the search&apos;s time at its resolution: %2)</source>
        <translation>%1 (the search&apos;s time at its resolution: %2)</translation>
    </message>
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
        <source>Search time resolution</source>
        <translation>Search time resolution</translation>
    </message>
    <message>
        <source>%1 µs (exact: 0)</source>
        <translation>%1 µs (exact: 0)</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Traffic</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topology</translation>
    </message>
    <message>
        <source>Simulated iteration</source>
        <translation>Simulated iteration</translation>
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
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
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
        <source>The current strategy of %1 simulated on each fabric kind for the same servers, d and link bandwidth, and on the fat-tree that costs as much as the direct-connect design; speedup against that fat-tree. Network cost at the built-in prices.</source>
        <translation>The current strategy of %1 simulated on each fabric kind for the same servers, d and link bandwidth, and on the fat-tree that costs as much as the direct-connect design; speedup against that fat-tree. Network cost at the built-in prices.</translation>
    </message>
    <message>
        <source>The current strategy of %1 simulated on each fabric kind for the same servers, d and link bandwidth; speedup against the fat-tree. Network cost at the built-in prices.</source>
        <translation>The current strategy of %1 simulated on each fabric kind for the same servers, d and link bandwidth; speedup against the fat-tree. Network cost at the built-in prices.</translation>
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
    <message>
        <source>Save the project (.topoopt)</source>
        <translation>Save the project (.topoopt)</translation>
    </message>
    <message>
        <source>inline (edited in the Model tab)</source>
        <translation>inline (edited in the Model tab)</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategy</translation>
    </message>
    <message>
        <source>hand strategy (Strategy tab)</source>
        <translation>hand strategy (Strategy tab)</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Save Project As</translation>
    </message>
    <message>
        <source>Teaching Mode</source>
        <translation>Teaching Mode</translation>
    </message>
    <message>
        <source>&amp;Teaching Mode</source>
        <translation>&amp;Teaching Mode</translation>
    </message>
    <message>
        <source>Step through TopologyFinder one stage at a time</source>
        <translation>Step through TopologyFinder one stage at a time</translation>
    </message>
    <message>
        <source>&amp;Go to Tab</source>
        <translation>&amp;Go to Tab</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;heme</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Keyboard Shortcuts</translation>
    </message>
    <message>
        <source>Design Editor</source>
        <translation>Design Editor</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;opened&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Designs</source>
        <translation>Designs</translation>
    </message>
    <message>
        <source>&amp;Pin Current Design</source>
        <translation>&amp;Pin Current Design</translation>
    </message>
    <message>
        <source>Keep the current design to compare later designs against</source>
        <translation>Keep the current design to compare later designs against</translation>
    </message>
    <message>
        <source>&amp;Re-optimize from Here</source>
        <translation>&amp;Re-optimize from Here</translation>
    </message>
    <message>
        <source>Search strategies and topologies starting from the current, possibly hand-edited, design</source>
        <translation>Search strategies and topologies starting from the current, possibly hand-edited, design</translation>
    </message>
    <message>
        <source>Make %1 current</source>
        <translation>Make %1 current</translation>
    </message>
    <message>
        <source>Re-optimize cancelled: the design could not be simulated</source>
        <translation>Re-optimize cancelled: the design could not be simulated</translation>
    </message>
    <message>
        <source>Wait until the current design is simulated, then pin it</source>
        <translation>Wait until the current design is simulated, then pin it</translation>
    </message>
    <message>
        <source>Cannot pin: %1</source>
        <translation>Cannot pin: %1</translation>
    </message>
    <message>
        <source>Design %1 (%2, %3)</source>
        <translation>Design %1 (%2, %3)</translation>
    </message>
    <message>
        <source>Pinned %1</source>
        <translation>Pinned %1</translation>
    </message>
    <message>
        <source>A search is running: stop it first</source>
        <translation>A search is running: stop it first</translation>
    </message>
    <message>
        <source>The search starts once the design is simulated</source>
        <translation>The search starts once the design is simulated</translation>
    </message>
    <message>
        <source>File not found</source>
        <translation>File not found</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1 no longer exists; it was removed from the recent files.</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>Cannot open project</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Autosave failed: %1</translation>
    </message>
    <message>
        <source>Autosaved unsaved changes</source>
        <translation>Autosaved unsaved changes</translation>
    </message>
    <message>
        <source>The recovery file cannot be read: %1</source>
        <translation>The recovery file cannot be read: %1</translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation>an untitled project</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Recover unsaved changes</translation>
    </message>
    <message>
        <source>TopoOpt Studio did not close normally. Recover the unsaved changes to %1, autosaved at %2?</source>
        <translation>TopoOpt Studio did not close normally. Recover the unsaved changes to %1, autosaved at %2?</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1</source>
        <translation>Recovered the unsaved changes to %1</translation>
    </message>
    <message>
        <source>Open &amp;Example</source>
        <translation>Open &amp;Example</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>Cannot open example</translation>
    </message>
    <message>
        <source>Opened example: %1</source>
        <translation>Opened example: %1</translation>
    </message>
    <message>
        <source>Open a project, a scenario or a search result file</source>
        <translation>Open a project, a scenario or a search result file</translation>
    </message>
    <message numerus="yes">
        <source>best %1 from %2 in %n proposal(s)</source>
        <translation>
            <numerusform>best %1 from %2 in %n proposal</numerusform>
            <numerusform>best %1 from %2 in %n proposals</numerusform>
        </translation>
    </message>
    <message>
        <source>Search result</source>
        <translation>Search result</translation>
    </message>
    <message>
        <source>%1; applied: the design below is the search&apos;s best</source>
        <translation>%1; applied: the design below is the search&apos;s best</translation>
    </message>
    <message>
        <source>%1; Run &gt; Apply Best Design makes it the current design</source>
        <translation>%1; Run &gt; Apply Best Design makes it the current design</translation>
    </message>
    <message>
        <source>%1; nothing faster than the start</source>
        <translation>%1; nothing faster than the start</translation>
    </message>
    <message>
        <source>Open Project, Scenario or Result</source>
        <translation>Open Project, Scenario or Result</translation>
    </message>
    <message>
        <source>&amp;Apply Best Design</source>
        <translation>&amp;Apply Best Design</translation>
    </message>
    <message>
        <source>Make the search&apos;s best strategy and fabric the current design (undoable)</source>
        <translation>Make the search&apos;s best strategy and fabric the current design (undoable)</translation>
    </message>
    <message>
        <source>The best design was not applied: the scenario it ran on cannot be simulated (see the Summary)</source>
        <translation>The best design was not applied: the scenario it ran on cannot be simulated (see the Summary)</translation>
    </message>
    <message>
        <source>Wait for the search to finish, or stop it</source>
        <translation>Wait for the search to finish, or stop it</translation>
    </message>
    <message>
        <source>The best design is being applied</source>
        <translation>The best design is being applied</translation>
    </message>
    <message>
        <source>The current design is the search&apos;s best</source>
        <translation>The current design is the search&apos;s best</translation>
    </message>
    <message>
        <source>No search result for this scenario: run a search (or undo the edits made since the last one)</source>
        <translation>No search result for this scenario: run a search (or undo the edits made since the last one)</translation>
    </message>
    <message>
        <source>The search found nothing faster than the design it started from</source>
        <translation>The search found nothing faster than the design it started from</translation>
    </message>
    <message>
        <source>The best design is applied once the scenario is simulated</source>
        <translation>The best design is applied once the scenario is simulated</translation>
    </message>
    <message>
        <source>Cannot apply the best design: %1</source>
        <translation>Cannot apply the best design: %1</translation>
    </message>
    <message>
        <source>The scenario changed while the best design was being prepared; it was not applied</source>
        <translation>The scenario changed while the best design was being prepared; it was not applied</translation>
    </message>
    <message>
        <source>Apply best design</source>
        <translation>Apply best design</translation>
    </message>
    <message>
        <source>Applied the search&apos;s best design (%1); Undo returns to the start</source>
        <translation>Applied the search&apos;s best design (%1); Undo returns to the start</translation>
    </message>
    <message>
        <source>Stopped; best kept</source>
        <translation>Stopped; best kept</translation>
    </message>
    <message>
        <source>Search finished</source>
        <translation>Search finished</translation>
    </message>
    <message>
        <source>Cannot open result</source>
        <translation>Cannot open result</translation>
    </message>
    <message>
        <source>Opened the search result %1; its best design is applied once the scenario it ran on is simulated</source>
        <translation>Opened the search result %1; its best design is applied once the scenario it ran on is simulated</translation>
    </message>
    <message>
        <source>Opened the search result %1</source>
        <translation>Opened the search result %1</translation>
    </message>
    <message>
        <source>Show a topoopt-topology/1 file, or a search result&apos;s fabric, in the views</source>
        <translation>Show a topoopt-topology/1 file, or a search result&apos;s fabric, in the views</translation>
    </message>
    <message>
        <source>Import &amp;Comparison...</source>
        <translation>Import &amp;Comparison...</translation>
    </message>
    <message>
        <source>Show a comparison of fabrics from topoopt compare --json in the Comparison tab</source>
        <translation>Show a comparison of fabrics from topoopt compare --json in the Comparison tab</translation>
    </message>
    <message>
        <source>%1 holds no comparison of fabrics: topoopt compare S.json --json writes one</source>
        <translation>%1 holds no comparison of fabrics: topoopt compare S.json --json writes one</translation>
    </message>
    <message>
        <source>Cannot import comparison</source>
        <translation>Cannot import comparison</translation>
    </message>
    <message>
        <source>Imported from %1: the comparison of %2 (each fabric with the strategy its search found). The next edit of the scenario replaces it with the current design&apos;s.</source>
        <translation>Imported from %1: the comparison of %2 (each fabric with the strategy its search found). The next edit of the scenario replaces it with the current design&apos;s.</translation>
    </message>
    <message>
        <source>Imported comparison %1</source>
        <translation>Imported comparison %1</translation>
    </message>
    <message>
        <source>Import Comparison</source>
        <translation>Import Comparison</translation>
    </message>
    <message>
        <source>%1. %2 (%3) makes its best design the current one.</source>
        <translation>%1. %2 (%3) makes its best design the current one.</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>Saving %1...</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Saved %1 as it was before the latest changes</source>
        <translation>Saved %1 as it was before the latest changes</translation>
    </message>
    <message>
        <source>%1: running...</source>
        <translation>%1: running...</translation>
    </message>
    <message>
        <source>%L1 servers x %2 %3 GPUs</source>
        <translation>%L1 servers x %2 %3 GPUs</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%L1 proposals, %L2 rounds, seed %3</source>
        <translation>%L1 proposals, %L2 rounds, seed %3</translation>
    </message>
    <message>
        <source>%1 (%2 on the wire), %3 (%4)</source>
        <translation>%1 (%2 on the wire), %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln AllReduce group(s)</source>
        <translation>
            <numerusform>%Ln AllReduce group</numerusform>
            <numerusform>%Ln AllReduce groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln MP pair(s)</source>
        <translation>
            <numerusform>%Ln MP pair</numerusform>
            <numerusform>%Ln MP pairs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %L2 nodes, %L3 link entries, diameter %4</source>
        <translation>%1: %L2 nodes, %L3 link entries, diameter %4</translation>
    </message>
    <message>
        <source>auto: %1 µs in the last search (0.3 % of its start)</source>
        <translation>auto: %1 µs in the last search (0.3 % of its start)</translation>
    </message>
    <message>
        <source>auto (0.3 % of the start&apos;s exact iteration time)</source>
        <translation>auto (0.3 % of the start&apos;s exact iteration time)</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>TopoOpt Studio &amp;Guide</source>
        <translation>TopoOpt Studio &amp;Guide</translation>
    </message>
    <message>
        <source>How to use TopoOpt Studio, at the part you are using</source>
        <translation>How to use TopoOpt Studio, at the part you are using</translation>
    </message>
    <message>
        <source>Opened %1; %2</source>
        <translation>Opened %1; %2</translation>
    </message>
    <message>
        <source>The scenario does not survive a save and reload.</source>
        <translation>The scenario does not survive a save and reload.</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ModelEditor</name>
    <message>
        <source>Open Model...</source>
        <translation>Open Model...</translation>
    </message>
    <message>
        <source>Save Model...</source>
        <translation>Save Model...</translation>
    </message>
    <message>
        <source>Import FlexFlow Measurements...</source>
        <translation>Import FlexFlow Measurements...</translation>
    </message>
    <message>
        <source>Import FlexNet Task Graph...</source>
        <translation>Import FlexNet Task Graph...</translation>
    </message>
    <message>
        <source>Replace the model with a topoopt-model/1 file (stored in the scenario)</source>
        <translation>Replace the model with a topoopt-model/1 file (stored in the scenario)</translation>
    </message>
    <message>
        <source>Write the model as a topoopt-model/1 file</source>
        <translation>Write the model as a topoopt-model/1 file</translation>
    </message>
    <message>
        <source>Measured operator times (FlexFlow files, or a folder of them) replace the device model&apos;s estimates</source>
        <translation>Measured operator times (FlexFlow files, or a folder of them) replace the device model&apos;s estimates</translation>
    </message>
    <message>
        <source>A FlexNet task graph as a read-only workload to compare against</source>
        <translation>A FlexNet task graph as a read-only workload to compare against</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>FlexNet Workload</source>
        <translation>FlexNet Workload</translation>
    </message>
    <message>
        <source>Generator (zoo model parameters)</source>
        <translation>Generator (zoo model parameters)</translation>
    </message>
    <message>
        <source>The zoo model whose generator builds the operators</source>
        <translation>The zoo model whose generator builds the operators</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Regenerate</translation>
    </message>
    <message>
        <source>Rebuild the operators from these parameters (replaces hand edits of the operators; undoable)</source>
        <translation>Rebuild the operators from these parameters (replaces hand edits of the operators; undoable)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Add a dense operator after the current one, consuming it</source>
        <translation>Add a dense operator after the current one, consuming it</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Remove the current operator; its consumers take over its inputs</source>
        <translation>Remove the current operator; its consumers take over its inputs</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Copy the current operator, with the same inputs</source>
        <translation>Copy the current operator, with the same inputs</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Move Up</translation>
    </message>
    <message>
        <source>Move the current operator one place up</source>
        <translation>Move the current operator one place up</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Move Down</translation>
    </message>
    <message>
        <source>Move the current operator one place down</source>
        <translation>Move the current operator one place down</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Connect</translation>
    </message>
    <message>
        <source>Select two operators: the later one takes the earlier one&apos;s output</source>
        <translation>Select two operators: the later one takes the earlier one&apos;s output</translation>
    </message>
    <message>
        <source>Select two operators to connect: the producer and the consumer</source>
        <translation>Select two operators to connect: the producer and the consumer</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Disconnect</translation>
    </message>
    <message>
        <source>Select two connected operators to remove their edge</source>
        <translation>Select two connected operators to remove their edge</translation>
    </message>
    <message>
        <source>Select two operators to disconnect: the producer and the consumer</source>
        <translation>Select two operators to disconnect: the producer and the consumer</translation>
    </message>
    <message>
        <source>The scenario&apos;s model cannot be read: %1</source>
        <translation>The scenario&apos;s model cannot be read: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: generated by the zoo; editing an operator makes an editable copy</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: generated by the zoo; editing an operator makes an editable copy</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; from the file %2; editing makes an inline copy</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; from the file %2; editing makes an inline copy</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 operators stored in the scenario</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 operators stored in the scenario</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refused: %1</translation>
    </message>
    <message>
        <source>Generate %1 (%2)</source>
        <translation>Generate %1 (%2)</translation>
    </message>
    <message>
        <source>defaults</source>
        <translation>defaults</translation>
    </message>
    <message>
        <source>%1 operators generated</source>
        <translation>%1 operators generated</translation>
    </message>
    <message>
        <source>Add operator %1</source>
        <translation>Add operator %1</translation>
    </message>
    <message>
        <source>Select the operator to remove</source>
        <translation>Select the operator to remove</translation>
    </message>
    <message>
        <source>Remove operator %1</source>
        <translation>Remove operator %1</translation>
    </message>
    <message>
        <source>Select the operator to duplicate</source>
        <translation>Select the operator to duplicate</translation>
    </message>
    <message>
        <source>Duplicate operator %1</source>
        <translation>Duplicate operator %1</translation>
    </message>
    <message>
        <source>Select an operator that can move that way</source>
        <translation>Select an operator that can move that way</translation>
    </message>
    <message>
        <source>Move operator %1</source>
        <translation>Move operator %1</translation>
    </message>
    <message>
        <source>Select two operators to connect</source>
        <translation>Select two operators to connect</translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>Connect %1 to %2</translation>
    </message>
    <message>
        <source>Select two operators to disconnect</source>
        <translation>Select two operators to disconnect</translation>
    </message>
    <message>
        <source>Disconnect %1 from %2</source>
        <translation>Disconnect %1 from %2</translation>
    </message>
    <message>
        <source>TopoOpt models (*.json);;All files (*)</source>
        <translation>TopoOpt models (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>Open Model</translation>
    </message>
    <message>
        <source>Save Model</source>
        <translation>Save Model</translation>
    </message>
    <message>
        <source>Import FlexFlow Measurements</source>
        <translation>Import FlexFlow Measurements</translation>
    </message>
    <message>
        <source>FlexFlow measurements (*.json);;All files (*)</source>
        <translation>FlexFlow measurements (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Import FlexNet Task Graph</source>
        <translation>Import FlexNet Task Graph</translation>
    </message>
    <message>
        <source>FlexNet task graphs (*.fbuf);;All files (*)</source>
        <translation>FlexNet task graphs (*.fbuf);;All files (*)</translation>
    </message>
    <message>
        <source>Cannot open model: %1</source>
        <translation>Cannot open model: %1</translation>
    </message>
    <message>
        <source>Open model %1</source>
        <translation>Open model %1</translation>
    </message>
    <message>
        <source>There is no model to save</source>
        <translation>There is no model to save</translation>
    </message>
    <message>
        <source>Cannot save model: %1</source>
        <translation>Cannot save model: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Cannot import measurements: %1</source>
        <translation>Cannot import measurements: %1</translation>
    </message>
    <message>
        <source>Imported %1 measurements from %2 (%3 operators have a FlexFlow name); the simulation uses them where they cover an operator</source>
        <translation>Imported %1 measurements from %2 (%3 operators have a FlexFlow name); the simulation uses them where they cover an operator</translation>
    </message>
    <message>
        <source>Cannot import the FlexNet task graph: %1</source>
        <translation>Cannot import the FlexNet task graph: %1</translation>
    </message>
    <message>
        <source>FlexNet workload %1 loaded for comparison (read-only)</source>
        <translation>FlexNet workload %1 loaded for comparison (read-only)</translation>
    </message>
    <message>
        <source>File key: %1</source>
        <translation>File key: %1</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ModelGraphView</name>
    <message>
        <source>%1 operators: too many to draw; edit them in the table.</source>
        <translation>%1 operators: too many to draw; edit them in the table.</translation>
    </message>
    <message>
        <source>%1 (%2)
parameters %3, activation %4 per sample</source>
        <translation>%1 (%2)
parameters %3, activation %4 per sample</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::OperatorTableModel</name>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>kind</translation>
    </message>
    <message>
        <source>parameter bytes</source>
        <translation>parameter bytes</translation>
    </message>
    <message>
        <source>activation bytes per sample</source>
        <translation>activation bytes per sample</translation>
    </message>
    <message>
        <source>forward FLOPs per sample</source>
        <translation>forward FLOPs per sample</translation>
    </message>
    <message>
        <source>backward FLOPs per sample</source>
        <translation>backward FLOPs per sample</translation>
    </message>
    <message>
        <source>inputs</source>
        <translation>inputs</translation>
    </message>
    <message>
        <source>allowed parallel configurations</source>
        <translation>allowed parallel configurations</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Activation / sample</source>
        <translation>Activation / sample</translation>
    </message>
    <message>
        <source>Forward / sample</source>
        <translation>Forward / sample</translation>
    </message>
    <message>
        <source>Backward / sample</source>
        <translation>Backward / sample</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Inputs</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Allowed</translation>
    </message>
    <message>
        <source>Time per GPU (fwd + bwd)</source>
        <translation>Time per GPU (fwd + bwd)</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1 (measured)</translation>
    </message>
    <message>
        <source>%1 bytes of weights (units: B, KB, MB, GB, KiB, MiB, GiB)</source>
        <translation>%1 bytes of weights (units: B, KB, MB, GB, KiB, MiB, GiB)</translation>
    </message>
    <message>
        <source>%1 bytes of output per sample</source>
        <translation>%1 bytes of output per sample</translation>
    </message>
    <message>
        <source>FLOPs per sample (units: K, M, G, T, e.g. 1.5 GFLOP)</source>
        <translation>FLOPs per sample (units: K, M, G, T, e.g. 1.5 GFLOP)</translation>
    </message>
    <message>
        <source>Operators whose outputs this one consumes, by name, comma separated</source>
        <translation>Operators whose outputs this one consumes, by name, comma separated</translation>
    </message>
    <message>
        <source>Forward + backward time on one GPU for the per-GPU batch (%1 samples), unsplit; FlexFlow measurements replace the estimate where they cover it</source>
        <translation>Forward + backward time on one GPU for the per-GPU batch (%1 samples), unsplit; FlexFlow measurements replace the estimate where they cover it</translation>
    </message>
    <message>
        <source>Operator &quot;%1&quot;, %2</source>
        <translation>Operator &quot;%1&quot;, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>must be one of input, embedding, dense, conv2d, pool, norm, attention, elementwise, concat, loss, got &quot;%1&quot;</source>
        <translation>must be one of input, embedding, dense, conv2d, pool, norm, attention, elementwise, concat, loss, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be below 2^53 bytes, got %1</source>
        <translation>must be below 2^53 bytes, got %1</translation>
    </message>
    <message>
        <source>must be a whole number of bytes, got %1</source>
        <translation>must be a whole number of bytes, got %1</translation>
    </message>
    <message>
        <source>no operator is called &quot;%1&quot;</source>
        <translation>no operator is called &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes after this operator; inputs must be listed before it (move it up first)</source>
        <translation>&quot;%1&quot; comes after this operator; inputs must be listed before it (move it up first)</translation>
    </message>
    <message>
        <source>must list data_parallel, shard or tensor_split, got &quot;%1&quot;</source>
        <translation>must list data_parallel, shard or tensor_split, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is computed, not edited</source>
        <translation>is computed, not edited</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Edit %1 of %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Any of %1, comma separated</source>
        <translation>Any of %1, comma separated</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::PlacementTableModel</name>
    <message>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servers</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Count</translation>
    </message>
    <message>
        <source>GPUs per server (tensor split)</source>
        <translation>GPUs per server (tensor split)</translation>
    </message>
    <message>
        <source>A server of this placement needs more memory per GPU than the %1 it has</source>
        <translation>A server of this placement needs more memory per GPU than the %1 it has</translation>
    </message>
    <message>
        <source>replicated (data parallel, gradients all-reduced) or partitioned (sharded; needs the operator to allow shard)</source>
        <translation>replicated (data parallel, gradients all-reduced) or partitioned (sharded; needs the operator to allow shard)</translation>
    </message>
    <message>
        <source>Server ids, e.g. &quot;0-7, 12&quot;</source>
        <translation>Server ids, e.g. &quot;0-7, 12&quot;</translation>
    </message>
    <message>
        <source>parameters must be &quot;replicated&quot; or &quot;partitioned&quot;, got &quot;%1&quot;</source>
        <translation>parameters must be &quot;replicated&quot; or &quot;partitioned&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>servers: %1</source>
        <translation>servers: %1</translation>
    </message>
    <message>
        <source>GPUs per server must be a whole number, got &quot;%1&quot;</source>
        <translation>GPUs per server must be a whole number, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Operator &quot;%1&quot;: %2</source>
        <translation>Operator &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Replicated (data parallel, its gradients AllReduced) or partitioned (model parallel)</source>
        <translation>Replicated (data parallel, its gradients AllReduced) or partitioned (model parallel)</translation>
    </message>
    <message>
        <source>The servers the operator runs on</source>
        <translation>The servers the operator runs on</translation>
    </message>
    <message>
        <source>How many servers the operator runs on</source>
        <translation>How many servers the operator runs on</translation>
    </message>
    <message>
        <source>Memory per GPU the operator takes</source>
        <translation>Memory per GPU the operator takes</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Memory/GPU</source>
        <translation>Memory/GPU</translation>
    </message>
    <message>
        <source>%1-%2 step %3</source>
        <translation>%1-%2 step %3</translation>
    </message>
    <message>
        <source>%1, … (%2 servers)</source>
        <translation>%1, … (%2 servers)</translation>
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
    <message>
        <source>All (%1)</source>
        <translation>All (%1)</translation>
    </message>
    <message>
        <source>Threads that evaluate search proposals and simulate the Comparison tab&apos;s fabrics. The results are the same for any number; fewer leave cores to other programs.</source>
        <translation>Threads that evaluate search proposals and simulate the Comparison tab&apos;s fabrics. The results are the same for any number; fewer leave cores to other programs.</translation>
    </message>
    <message>
        <source>Search &amp;threads:</source>
        <translation>Search &amp;threads:</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::RecentFiles</name>
    <message numerus="yes">
        <source>Removed %n missing file(s) from the recent files: %1</source>
        <translation>
            <numerusform>Removed %n missing file from the recent files: %1</numerusform>
            <numerusform>Removed %n missing files from the recent files: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No recent files</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Clear Recent Files</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::RunControl</name>
    <message>
        <source>Search finished</source>
        <translation>Search finished</translation>
    </message>
    <message>
        <source>Stopped; best kept</source>
        <translation>Stopped; best kept</translation>
    </message>
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
        <source>servers</source>
        <translation>servers</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>GPUs per server</translation>
    </message>
    <message>
        <source>ports per server</source>
        <translation>ports per server</translation>
    </message>
    <message>
        <source>proposals</source>
        <translation>proposals</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rounds</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seed</translation>
    </message>
    <message>
        <source>link bandwidth</source>
        <translation>link bandwidth</translation>
    </message>
    <message>
        <source>oversubscription</source>
        <translation>oversubscription</translation>
    </message>
    <message>
        <source>alpha</source>
        <translation>alpha</translation>
    </message>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>topology kind</source>
        <translation>topology kind</translation>
    </message>
    <message>
        <source>degree split</source>
        <translation>degree split</translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>Edit scenario</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Change %1</translation>
    </message>
    <message>
        <source> proposals</source>
        <translation> proposals</translation>
    </message>
    <message>
        <source>Stop a round&apos;s strategy search once this many proposals in a row found no faster strategy, instead of spending the whole budget. Saves time after the search has settled [ours, not in the paper]. Off: always spend the budget.</source>
        <translation>Stop a round&apos;s strategy search once this many proposals in a row found no faster strategy, instead of spending the whole budget. Saves time after the search has settled [ours, not in the paper]. Off: always spend the budget.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Beyond the paper: after each TopologyFinder step, try this many random changes of the fabric that keep every server&apos;s ports (swap a ring permutation, rewire two MP links) and keep each that makes the best strategy faster. Topology kind topoopt only. Off: TopologyFinder alone, as in the paper.</source>
        <translation>Beyond the paper: after each TopologyFinder step, try this many random changes of the fabric that keep every server&apos;s ports (swap a ring permutation, rewire two MP links) and keep each that makes the best strategy faster. Topology kind topoopt only. Off: TopologyFinder alone, as in the paper.</translation>
    </message>
    <message>
        <source>Patience:</source>
        <translation>Patience:</translation>
    </message>
    <message>
        <source>Topology moves:</source>
        <translation>Topology moves:</translation>
    </message>
    <message>
        <source>Time resolution:</source>
        <translation>Time resolution:</translation>
    </message>
    <message>
        <source>time resolution</source>
        <translation>time resolution</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <source>patience</source>
        <translation>patience</translation>
    </message>
    <message>
        <source>topology moves</source>
        <translation>topology moves</translation>
    </message>
    <message>
        <source>File key: %1</source>
        <translation>File key: %1</translation>
    </message>
    <message>
        <source>Simulate the search at this time resolution: flows that start or end within it of each other share one bandwidth reallocation [ours]. Times move by a fraction of a percent, so the search takes another path, but not a worse one: six 4,000-proposal DLRM-128 searches at 200 µs ended on strategies as fast as exact searches with the same seeds (64.3 ms on average both), in a third of the time. The best is simulated exactly at the end (Summary tab). Auto, the default: 0.3 % of the start&apos;s exact iteration time. 0: exact, every start and end reallocates.</source>
        <translation>Simulate the search at this time resolution: flows that start or end within it of each other share one bandwidth reallocation [ours]. Times move by a fraction of a percent, so the search takes another path, but not a worse one: six 4,000-proposal DLRM-128 searches at 200 µs ended on strategies as fast as exact searches with the same seeds (64.3 ms on average both), in a third of the time. The best is simulated exactly at the end (Summary tab). Auto, the default: 0.3 % of the start&apos;s exact iteration time. 0: exact, every start and end reallocates.</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Always</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Never</translation>
    </message>
    <message>
        <source>Whether disjoint AllReduce groups of one size share one cycle through all their servers instead of rings of their own. Automatic: when that never gives a group less bandwidth, and a search simulates both and keeps the faster fabric.</source>
        <translation>Whether disjoint AllReduce groups of one size share one cycle through all their servers instead of rings of their own. Automatic: when that never gives a group less bandwidth, and a search simulates both and keeps the faster fabric.</translation>
    </message>
    <message>
        <source>Shared cycle:</source>
        <translation>Shared cycle:</translation>
    </message>
    <message>
        <source>shared cycle</source>
        <translation>shared cycle</translation>
    </message>
    <message>
        <source>%1 GiB of memory per GPU</source>
        <translation>%1 GiB of memory per GPU</translation>
    </message>
    <message>
        <source>The GPU model: its compute rates set the compute times, its memory what a placement may hold</source>
        <translation>The GPU model: its compute rates set the compute times, its memory what a placement may hold</translation>
    </message>
    <message>
        <source>Latency each hop adds to a transfer (link and switch), 0 to %L1 µs</source>
        <translation>Latency each hop adds to a transfer (link and switch), 0 to %L1 µs</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>NVLink bandwidth:</source>
        <translation>NVLink bandwidth:</translation>
    </message>
    <message>
        <source>Latency per hop:</source>
        <translation>Latency per hop:</translation>
    </message>
    <message>
        <source>NVLink bandwidth</source>
        <translation>NVLink bandwidth</translation>
    </message>
    <message>
        <source>latency per hop</source>
        <translation>latency per hop</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth inside a server (NVLink)</source>
        <translation>GPU-to-GPU bandwidth inside a server (NVLink)</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ServerTableModel</name>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Holds</translation>
    </message>
    <message>
        <source>%1 (shard)</source>
        <translation>%1 (shard)</translation>
    </message>
    <message numerus="yes">
        <source>%n replicated operator(s)</source>
        <translation>
            <numerusform>%n replicated operator</numerusform>
            <numerusform>%n replicated operators</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%%2</source>
        <translation>%1%%2</translation>
    </message>
    <message>
        <source> - over budget</source>
        <translation> - over budget</translation>
    </message>
    <message>
        <source>Memory each of the server&apos;s GPUs needs for the operators it holds</source>
        <translation>Memory each of the server&apos;s GPUs needs for the operators it holds</translation>
    </message>
    <message>
        <source>Share of the GPU&apos;s memory</source>
        <translation>Share of the GPU&apos;s memory</translation>
    </message>
    <message>
        <source>Memory/GPU</source>
        <translation>Memory/GPU</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Used</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Keyboard Shortcuts</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Shortcut</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::StrategyView</name>
    <message>
        <source>Servers:</source>
        <translation>Servers:</translation>
    </message>
    <message>
        <source>How many servers the buttons place the selected operator on</source>
        <translation>How many servers the buttons place the selected operator on</translation>
    </message>
    <message>
        <source>Shard Over Servers</source>
        <translation>Shard Over Servers</translation>
    </message>
    <message>
        <source>Partition the selected operator&apos;s parameters over that many servers (embedding tables)</source>
        <translation>Partition the selected operator&apos;s parameters over that many servers (embedding tables)</translation>
    </message>
    <message>
        <source>Data Parallel Over Servers</source>
        <translation>Data Parallel Over Servers</translation>
    </message>
    <message>
        <source>Replicate the selected operator over that many servers and all-reduce its gradients</source>
        <translation>Replicate the selected operator over that many servers and all-reduce its gradients</translation>
    </message>
    <message>
        <source>Reset to Default Strategy</source>
        <translation>Reset to Default Strategy</translation>
    </message>
    <message>
        <source>Place %1 by hand</source>
        <translation>Place %1 by hand</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; strategy of %2 on %3 servers x %4 GPUs: %5.&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; strategy of %2 on %3 servers x %4 GPUs: %5.&lt;br&gt;</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message>
        <source>Memory per GPU: at most %1 of %2 (server %3): fits.</source>
        <translation>Memory per GPU: at most %1 of %2 (server %3): fits.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Over budget: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;Over budget: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>No strategy to show: %1</source>
        <translation>No strategy to show: %1</translation>
    </message>
    <message>
        <source>Select an operator first</source>
        <translation>Select an operator first</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refused: %1</translation>
    </message>
    <message>
        <source>%1; over budget: %2</source>
        <translation>%1; over budget: %2</translation>
    </message>
    <message>
        <source>Select an operator to shard</source>
        <translation>Select an operator to shard</translation>
    </message>
    <message numerus="yes">
        <source>Shard %1 over %n server(s)</source>
        <translation>
            <numerusform>Shard %1 over %n server</numerusform>
            <numerusform>Shard %1 over %n servers</numerusform>
        </translation>
    </message>
    <message>
        <source>Select an operator to replicate</source>
        <translation>Select an operator to replicate</translation>
    </message>
    <message numerus="yes">
        <source>Data parallel %1 over %n server(s)</source>
        <translation>
            <numerusform>Data parallel %1 over %n server</numerusform>
            <numerusform>Data parallel %1 over %n servers</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset to the default strategy</source>
        <translation>Reset to the default strategy</translation>
    </message>
    <message>
        <source>The default strategy again</source>
        <translation>The default strategy again</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::TeachingMode</name>
    <message>
        <source>First stage (Home)</source>
        <translation>First stage (Home)</translation>
    </message>
    <message>
        <source>Previous stage</source>
        <translation>Previous stage</translation>
    </message>
    <message>
        <source>Play the stages</source>
        <translation>Play the stages</translation>
    </message>
    <message>
        <source>Next stage</source>
        <translation>Next stage</translation>
    </message>
    <message>
        <source>Last stage (End)</source>
        <translation>Last stage (End)</translation>
    </message>
    <message>
        <source>Time each stage stays on screen while playing</source>
        <translation>Time each stage stays on screen while playing</translation>
    </message>
    <message>
        <source>%1 s per stage</source>
        <translation>%1 s per stage</translation>
    </message>
    <message>
        <source>Open teaching mode to step through TopologyFinder.</source>
        <translation>Open teaching mode to step through TopologyFinder.</translation>
    </message>
    <message>
        <source>The scenario&apos;s traffic is not ready yet</source>
        <translation>The scenario&apos;s traffic is not ready yet</translation>
    </message>
    <message>
        <source>The current traffic has a single server and nothing to connect</source>
        <translation>The current traffic has a single server and nothing to connect</translation>
    </message>
    <message>
        <source>The current scenario has %1 servers, too many to follow stage by stage</source>
        <translation>The current scenario has %1 servers, too many to follow stage by stage</translation>
    </message>
    <message>
        <source>%1, so this is a 16-server example: two AllReduce groups and embedding-like MP traffic, d = %2.</source>
        <translation>%1, so this is a 16-server example: two AllReduce groups and embedding-like MP traffic, d = %2.</translation>
    </message>
    <message>
        <source>The current traffic: %1 servers, d = %2.</source>
        <translation>The current traffic: %1 servers, d = %2.</translation>
    </message>
    <message>
        <source>Running TopologyFinder...</source>
        <translation>Running TopologyFinder...</translation>
    </message>
    <message>
        <source>TopologyFinder cannot run on this input: %1</source>
        <translation>TopologyFinder cannot run on this input: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Degree split</source>
        <translation>Degree split</translation>
    </message>
    <message>
        <source>Ring permutation</source>
        <translation>Ring permutation</translation>
    </message>
    <message>
        <source>Matching round</source>
        <translation>Matching round</translation>
    </message>
    <message>
        <source>Fill idle ports</source>
        <translation>Fill idle ports</translation>
    </message>
    <message>
        <source>Routes</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, in proportion to the bytes each kind of traffic puts on the wire.</source>
        <translation>Each server&apos;s %1 ports are split into %2 for AllReduce rings and %3 for MP links, in proportion to the bytes each kind of traffic puts on the wire.</translation>
    </message>
    <message>
        <source>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3: every member links to the member %3 places ahead, which makes one cycle through the whole group because %3 and %2 have no common factor.</source>
        <translation>Group &quot;%1&quot; (%2 servers) gets ring permutation +%3: every member links to the member %3 places ahead, which makes one cycle through the whole group because %3 and %2 have no common factor.</translation>
    </message>
    <message>
        <source>A backbone ring joins all %1 servers in order, because without it the fabric would fall apart into separate pieces.</source>
        <translation>A backbone ring joins all %1 servers in order, because without it the fabric would fall apart into separate pieces.</translation>
    </message>
    <message>
        <source>Matching round %1 links %2 pairs of servers that still have the most MP demand between them; each server joins at most one pair per round, so each round uses one MP port per server.</source>
        <translation>Matching round %1 links %2 pairs of servers that still have the most MP demand between them; each server joins at most one pair per round, so each round uses one MP port per server.</translation>
    </message>
    <message>
        <source>%1 link(s) go on ports that would otherwise stay idle, between servers where they shorten the remaining MP routes most.</source>
        <translation>%1 link(s) go on ports that would otherwise stay idle, between servers where they shorten the remaining MP routes most.</translation>
    </message>
    <message>
        <source>No port is left idle, so nothing needs filling.</source>
        <translation>No port is left idle, so nothing needs filling.</translation>
    </message>
    <message>
        <source>Every pair with MP demand gets its route: %1 routes, %2% of MP bytes over direct links, %3 hops on average, and no server is more than %4 hops from another.</source>
        <translation>Every pair with MP demand gets its route: %1 routes, %2% of MP bytes over direct links, %3 hops on average, and no server is more than %4 hops from another.</translation>
    </message>
    <message>
        <source>Stage %1 of %2: %3</source>
        <translation>Stage %1 of %2: %3</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Ring permutation +%1 (%2)</source>
        <translation>Ring permutation +%1 (%2)</translation>
    </message>
    <message>
        <source>Backbone ring</source>
        <translation>Backbone ring</translation>
    </message>
    <message>
        <source>Matching round %1</source>
        <translation>Matching round %1</translation>
    </message>
</context>
<context>
    <name>topoopt::ui::TopologyEditor</name>
    <message>
        <source>No ring: member order</source>
        <translation>No ring: member order</translation>
    </message>
    <message>
        <source>No ring of the design covers these groups&apos; servers: each runs its AllReduce from server to server in member order over the shortest paths</source>
        <translation>No ring of the design covers these groups&apos; servers: each runs its AllReduce from server to server in member order over the shortest paths</translation>
    </message>
    <message>
        <source>shared by %1</source>
        <translation>shared by %1</translation>
    </message>
    <message>
        <source>Group %1 has no ring of its own: it runs on this ring in its order, skipping the servers it lacks (%2)</source>
        <translation>Group %1 has no ring of its own: it runs on this ring in its order, skipping the servers it lacks (%2)</translation>
    </message>
    <message>
        <source>Group %1 has no ring of its own: it runs on this ring, which joins the same servers</source>
        <translation>Group %1 has no ring of its own: it runs on this ring, which joins the same servers</translation>
    </message>
    <message>
        <source>Make room by removing fill links</source>
        <translation>Make room by removing fill links</translation>
    </message>
    <message>
        <source>Fill links only use ports that would otherwise stay idle: remove them from a server that needs the port for an edit</source>
        <translation>Fill links only use ports that would otherwise stay idle: remove them from a server that needs the port for an edit</translation>
    </message>
    <message>
        <source>Ring permutations</source>
        <translation>Ring permutations</translation>
    </message>
    <message>
        <source>Group / permutation</source>
        <translation>Group / permutation</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Members</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>Servers in the group</source>
        <translation>Servers in the group</translation>
    </message>
    <message>
        <source>Ports per member the ring or permutation takes</source>
        <translation>Ports per member the ring or permutation takes</translation>
    </message>
    <message>
        <source>Permutation +p joins member i to member i + p of the group; it forms one ring only when p and the group size are coprime</source>
        <translation>Permutation +p joins member i to member i + p of the group; it forms one ring only when p and the group size are coprime</translation>
    </message>
    <message>
        <source>Permutations coprime with the group size that the ring does not use yet (p and size - p are the same duplex ring)</source>
        <translation>Permutations coprime with the group size that the ring does not use yet (p and size - p are the same duplex ring)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Add the chosen permutation to the selected group&apos;s rings (2 more ports per member)</source>
        <translation>Add the chosen permutation to the selected group&apos;s rings (2 more ports per member)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>Replace the selected permutation by the chosen one</source>
        <translation>Replace the selected permutation by the chosen one</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Remove the selected permutation</source>
        <translation>Remove the selected permutation</translation>
    </message>
    <message>
        <source>+p:</source>
        <translation>+p:</translation>
    </message>
    <message>
        <source>Server A</source>
        <translation>Server A</translation>
    </message>
    <message>
        <source>Server B</source>
        <translation>Server B</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Ctrl-drag a link&apos;s end in the server graph to move it to another server</source>
        <translation>Ctrl-drag a link&apos;s end in the server graph to move it to another server</translation>
    </message>
    <message>
        <source>First server of the new link</source>
        <translation>First server of the new link</translation>
    </message>
    <message>
        <source>Second server of the new link</source>
        <translation>Second server of the new link</translation>
    </message>
    <message>
        <source>Add link</source>
        <translation>Add link</translation>
    </message>
    <message>
        <source>Add an MP link between the two servers</source>
        <translation>Add an MP link between the two servers</translation>
    </message>
    <message>
        <source>Remove one link of the selected row</source>
        <translation>Remove one link of the selected row</translation>
    </message>
    <message>
        <source>Move end A</source>
        <translation>Move end A</translation>
    </message>
    <message>
        <source>Move end B</source>
        <translation>Move end B</translation>
    </message>
    <message>
        <source>The server the selected link&apos;s end moves to</source>
        <translation>The server the selected link&apos;s end moves to</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Move one link of the selected row to another server</source>
        <translation>Move one link of the selected row to another server</translation>
    </message>
    <message>
        <source>to server</source>
        <translation>to server</translation>
    </message>
    <message>
        <source>Re-optimize from here</source>
        <translation>Re-optimize from here</translation>
    </message>
    <message>
        <source>Run the search starting from this design: strategies on it, then TopologyFinder rebuilds kept only when faster</source>
        <translation>Run the search starting from this design: strategies on it, then TopologyFinder rebuilds kept only when faster</translation>
    </message>
    <message>
        <source>Select the link to move first.</source>
        <translation>Select the link to move first.</translation>
    </message>
    <message>
        <source>Server %1 uses %2 of %3 ports, server %4 uses %5 of %3</source>
        <translation>Server %1 uses %2 of %3 ports, server %4 uses %5 of %3</translation>
    </message>
    <message>
        <source>No topology yet: wait for the pipeline to build one.</source>
        <translation>No topology yet: wait for the pipeline to build one.</translation>
    </message>
    <message>
        <source>A switched fabric (%1) has no rings or server links to edit: choose a direct-connect kind such as topoopt.</source>
        <translation>A switched fabric (%1) has no rings or server links to edit: choose a direct-connect kind such as topoopt.</translation>
    </message>
    <message>
        <source>The topology on show is not the current scenario&apos;s: wait for the pipeline to rebuild it.</source>
        <translation>The topology on show is not the current scenario&apos;s: wait for the pipeline to rebuild it.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Only MP and fill links can be moved; ring links follow their permutations.</source>
        <translation>Only MP and fill links can be moved; ring links follow their permutations.</translation>
    </message>
    <message>
        <source>Manual design.</source>
        <translation>Manual design.</translation>
    </message>
    <message>
        <source>%1 design: an edit turns it into a manual one.</source>
        <translation>%1 design: an edit turns it into a manual one.</translation>
    </message>
    <message>
        <source>Port budget d = %1 per server; the busiest uses %2, %3 of %4 servers have no free port.</source>
        <translation>Port budget d&#xa0;=&#xa0;%1 per server; the busiest uses %2, %3 of %4 servers have no free port.</translation>
    </message>
    <message>
        <source>Links besides the rings</source>
        <translation>Links besides the rings</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>two sentences in a row (Chinese needs no space after its full stop)</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
</TS>
