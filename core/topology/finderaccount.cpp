#include "topology/finderaccount.h"

#include <utility>

#include "common/wording.h"

namespace topoopt {

namespace {

// The English wordings, which the studio's catalogues also take for translation (context
// FinderAccount; common/wording.h). The `//:` comments tell the translator what each fact is.
const std::vector<std::pair<std::string, std::string>>& wordings()
{
    static const std::vector<std::pair<std::string, std::string>> table = {
        //: %1 ports per server, %2 for rings, %3 for MP
        {"split-backbone-only",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, "
             "because the MP links alone left the fabric disconnected, so two ports form a "
             "backbone ring.")},
        //: %1 ports per server, %2 for rings, %3 for MP
        {"split-backbone",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, "
             "and "
             "one of the rings becomes a backbone over all servers because a build without it left "
             "the fabric disconnected.")},
        //: %1 ports per server, %2 for rings, %3 for MP
        {"split-join-mp",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, "
             "two "
             "fewer for rings than the split by bytes gives, because with those the groups' rings "
             "left the fabric in separate parts: MP links and filling join them where the MP "
             "demand "
             "runs.")},
        //: %1 ports per server, %2 for rings, %3 for MP
        {"split-allreduce-only",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, "
             "because this run gives AllReduce every even port (the odd one goes to MP).")},
        //: %1 ports per server, %2 for rings, %3 for MP; %4 and %5 are byte sizes such as "39.3 GB"
        {"split-proportional",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, in "
             "proportion to the AllReduce bytes on the wire (%4) and the MP bytes (%5), rounded to "
             "an even number of ring ports.")},
        //: %1 servers
        {"ring-backbone",
         TOPOOPT_WORDING(
             "FinderAccount",
             "A backbone ring joins all %1 servers in id order, because no AllReduce group spans "
             "every server and without it the fabric came out disconnected.")},
        //: %1 quoted group names separated by commas, %2 the last quoted name; %3 servers per
        //: group, %4 servers in all, %5 groups
        {"ring-shared-cycle",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of "
             "their own, which would leave them in separate parts, they share one cycle through "
             "all "
             "%4 of their servers, taken in turn, with 1 link on every hop. Each runs its "
             "AllReduce "
             "along it, skipping the others' servers: it gets all of the cycle while the others' "
             "AllReduces wait, and 1/%5 of it while they all run.")},
        //: %1 quoted group names separated by commas, %2 the last quoted name; %3 servers per
        //: group, %4 servers in all, %5 groups, %6 parallel links per hop
        {"ring-shared-cycle-parallel",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of "
             "their own, which would leave them in separate parts, they share one cycle through "
             "all "
             "%4 of their servers, taken in turn, with %6 parallel links on every hop. Each runs "
             "its "
             "AllReduce along it, skipping the others' servers: it gets all of the cycle while the "
             "others' AllReduces wait, and 1/%5 of it while they all run.")},
        //: %1 group name, %2 servers, %3 the permutation's jump
        {"ring-first",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Group \"%1\" (%2 servers) gets ring permutation +%3, joining each member to the one "
             "%3 "
             "places ahead; it is a single cycle because gcd(%3, %2) = 1, and the first ring takes "
             "the smallest jump so neighbours stay adjacent.")},
        //: %1 group name, %2 servers, %3 the permutation's jump, %4 and %5 mean hops before and
        //: after
        {"ring-coin-change",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Group \"%1\" (%2 servers) gets ring permutation +%3, joining each member to the one "
             "%3 "
             "places ahead; it is a single cycle because gcd(%3, %2) = 1, and this jump lowers the "
             "group's MP hops on its rings from %4 to %5 (coin change).")},
        //: %1 group name, %2 servers, %3 the permutation's jump
        {"ring-geometric",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Group \"%1\" (%2 servers) gets ring permutation +%3, joining each member to the one "
             "%3 "
             "places ahead; it is a single cycle because gcd(%3, %2) = 1, and jumps grow "
             "geometrically so any member is a few hops from any other.")},
        //: %1 group name, %2 its servers, %3 servers it lacks
        {"ring-shared-by",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Group \"%1\" (%2 servers) gets no ring of its own: its servers all lie on these "
             "rings, "
             "which it shares in their order, skipping the %3 servers it lacks; a ring of its own "
             "would mostly repeat these links.")},
        //: %1 group name, %2 its servers
        {"ring-shared-by-one",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Group \"%1\" (%2 servers) gets no ring of its own: its servers all lie on these "
             "rings, "
             "which it shares in their order, skipping the 1 server it lacks; a ring of its own "
             "would mostly repeat these links.")},
        //: %1 round, %2 server pairs
        {"matching-exact",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Matching round %1 pairs %2 server pairs with the most remaining MP demand (exact "
             "blossom matching) and links each pair once; a pair with c links keeps c/(c+1) of its "
             "demand for later rounds, so heavy pairs may get parallel links.")},
        //: %1 round, %2 server pairs
        {"matching-greedy",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Matching round %1 pairs %2 server pairs with the most remaining MP demand (greedy "
             "matching, at least half the optimum) and links each pair once; a pair with c links "
             "keeps c/(c+1) of its demand for later rounds, so heavy pairs may get parallel "
             "links.")},
        //: %1 links
        {"fill", TOPOOPT_WORDING("FinderAccount",
                                 "Filling adds %1 link(s) on ports that would stay idle, choosing "
                                 "pairs that shorten the "
                                 "remaining MP routes most (joining separate parts first).")},
        //: %1 links
        {"fill-split",
         TOPOOPT_WORDING("FinderAccount",
                         "It splits %1 link(s) through the last server with free ports.")},
        {"fill-no-idle", TOPOOPT_WORDING("FinderAccount", "No server keeps an idle port.")},
        {"fill-one-idle", TOPOOPT_WORDING("FinderAccount", "One server keeps an idle port.")},
        //: %1 routes, %2 per cent, %3 mean hops, %4 diameter in hops
        {"routes",
         TOPOOPT_WORDING(
             "FinderAccount",
             "Every MP pair routes over its direct link when it has one, else evenly over all "
             "shortest paths: %1 routes, %2 % of MP bytes on direct links, %3 hops on average, "
             "diameter %4.")},
        //: %1 the fabric kind, e.g. fattree
        {"routes-baseline",
         TOPOOPT_WORDING("FinderAccount",
                         "The %1 fabric routes every MP pair evenly over its shortest paths.")},
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
