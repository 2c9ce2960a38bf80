#include "topology/finderaccount.h"

#include <utility>

namespace topoopt {

namespace {

// The English wordings. ui/teachingaccount.cpp holds the same ones for translation, and
// tst_teachingaccount checks that the two agree word for word.
const std::vector<std::pair<std::string, std::string>>& wordings()
{
    static const std::vector<std::pair<std::string, std::string>> table = {
        // The degree split: d, AllReduce ports, MP ports; then why.
        {"split-backbone-only",
         "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, "
         "because the MP links alone left the fabric disconnected, so two ports form a "
         "backbone ring."},
        {"split-backbone",
         "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, and "
         "one of the rings becomes a backbone over all servers because a build without it left "
         "the fabric disconnected."},
        {"split-join-mp",
         "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, two "
         "fewer for rings than the split by bytes gives, because with those the groups' rings "
         "left the fabric in separate parts: MP links and filling join them where the MP demand "
         "runs."},
        {"split-allreduce-only",
         "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, "
         "because this run gives AllReduce every even port (the odd one goes to MP)."},
        {"split-proportional",
         "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, in "
         "proportion to the AllReduce bytes on the wire (%4) and the MP bytes (%5), rounded to "
         "an even number of ring ports."},
        // Rings.
        {"ring-backbone",
         "A backbone ring joins all %1 servers in id order, because no AllReduce group spans "
         "every server and without it the fabric came out disconnected."},
        // Groups %1 and %2 (names), servers each, servers in all, groups.
        {"ring-shared-cycle",
         "Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of "
         "their own, which would leave them in separate parts, they share one cycle through all "
         "%4 of their servers, taken in turn, with 1 link on every hop. Each runs its AllReduce "
         "along it, skipping the others' servers: it gets all of the cycle while the others' "
         "AllReduces wait, and 1/%5 of it while they all run."},
        // The same, then the parallel links per hop.
        {"ring-shared-cycle-parallel",
         "Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of "
         "their own, which would leave them in separate parts, they share one cycle through all "
         "%4 of their servers, taken in turn, with %6 parallel links on every hop. Each runs its "
         "AllReduce along it, skipping the others' servers: it gets all of the cycle while the "
         "others' AllReduces wait, and 1/%5 of it while they all run."},
        // Group, servers, permutation; coin change adds the hops before and after.
        {"ring-first",
         "Group \"%1\" (%2 servers) gets ring permutation +%3, joining each member to the one %3 "
         "places ahead; it is a single cycle because gcd(%3, %2) = 1, and the first ring takes "
         "the smallest jump so neighbours stay adjacent."},
        {"ring-coin-change",
         "Group \"%1\" (%2 servers) gets ring permutation +%3, joining each member to the one %3 "
         "places ahead; it is a single cycle because gcd(%3, %2) = 1, and this jump lowers the "
         "group's MP hops on its rings from %4 to %5 (coin change)."},
        {"ring-geometric",
         "Group \"%1\" (%2 servers) gets ring permutation +%3, joining each member to the one %3 "
         "places ahead; it is a single cycle because gcd(%3, %2) = 1, and jumps grow "
         "geometrically so any member is a few hops from any other."},
        // A smaller group on a larger one's rings: group, its servers, servers it lacks.
        {"ring-shared-by",
         "Group \"%1\" (%2 servers) gets no ring of its own: its servers all lie on these rings, "
         "which it shares in their order, skipping the %3 servers it lacks; a ring of its own "
         "would mostly repeat these links."},
        {"ring-shared-by-one",
         "Group \"%1\" (%2 servers) gets no ring of its own: its servers all lie on these rings, "
         "which it shares in their order, skipping the 1 server it lacks; a ring of its own "
         "would mostly repeat these links."},
        // Matching: round, pairs.
        {"matching-exact",
         "Matching round %1 pairs %2 server pairs with the most remaining MP demand (exact "
         "blossom matching) and links each pair once; a pair with c links keeps c/(c+1) of its "
         "demand for later rounds, so heavy pairs may get parallel links."},
        {"matching-greedy",
         "Matching round %1 pairs %2 server pairs with the most remaining MP demand (greedy "
         "matching, at least half the optimum) and links each pair once; a pair with c links "
         "keeps c/(c+1) of its demand for later rounds, so heavy pairs may get parallel links."},
        // Filling: links added; links split; then what stays idle.
        {"fill",
         "Filling adds %1 link(s) on ports that would stay idle, choosing pairs that shorten the "
         "remaining MP routes most (joining separate parts first)."},
        {"fill-split", "It splits %1 link(s) through the last server with free ports."},
        {"fill-no-idle", "No server keeps an idle port."},
        {"fill-one-idle", "One server keeps an idle port."},
        // Routes: routes, per cent of MP bytes direct, mean hops, diameter.
        {"routes",
         "Every MP pair routes over its direct link when it has one, else evenly over all "
         "shortest paths: %1 routes, %2 % of MP bytes on direct links, %3 hops on average, "
         "diameter %4."},
        // The one stage of a fabric other than TopoOpt's: its kind.
        {"routes-baseline", "The %1 fabric routes every MP pair evenly over its shortest paths."},
    };
    return table;
}

} // namespace

const std::vector<std::string>& finderSentenceIds()
{
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> out;
        for (const auto& [id, wording] : wordings())
            out.push_back(id);
        return out;
    }();
    return ids;
}

std::string finderSentenceTemplate(const std::string& id)
{
    for (const auto& [known, wording] : wordings())
        if (known == id) return wording;
    return {};
}

std::string fillPlaceholders(const std::string& text, const std::vector<std::string>& facts)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (text[i] == '%' && next >= '1' && next <= '9' &&
            static_cast<std::size_t>(next - '1') < facts.size()) {
            out += facts[static_cast<std::size_t>(next - '1')];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string englishAccount(const std::vector<FinderSentence>& sentences)
{
    std::string out;
    for (const FinderSentence& s : sentences) {
        if (!out.empty()) out += ' ';
        out += fillPlaceholders(finderSentenceTemplate(s.id), s.facts);
    }
    return out;
}

} // namespace topoopt
