#include "teachingaccount.h"

#include <QCoreApplication>

namespace topoopt::ui {

QString sentenceWording(const std::string& id)
{
    // The core's English wordings (core/topology/finderaccount.cpp) under one context, so the
    // translations phrase each case from its facts; tst_teachingaccount checks that they agree.
    if (id == "split-backbone-only")
        //: %1 ports per server, %2 for rings, %3 for MP
        return QCoreApplication::translate(
            "FinderAccount",
            "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, "
            "because the MP links alone left the fabric disconnected, so two ports form a "
            "backbone ring.");
    if (id == "split-backbone")
        //: %1 ports per server, %2 for rings, %3 for MP
        return QCoreApplication::translate(
            "FinderAccount",
            "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, and "
            "one of the rings becomes a backbone over all servers because a build without it left "
            "the fabric disconnected.");
    if (id == "split-join-mp")
        //: %1 ports per server, %2 for rings, %3 for MP
        return QCoreApplication::translate(
            "FinderAccount",
            "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, two "
            "fewer for rings than the split by bytes gives, because with those the groups' rings "
            "left the fabric in separate parts: MP links and filling join them where the MP demand "
            "runs.");
    if (id == "split-allreduce-only")
        //: %1 ports per server, %2 for rings, %3 for MP
        return QCoreApplication::translate(
            "FinderAccount",
            "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, "
            "because this run gives AllReduce every even port (the odd one goes to MP).");
    if (id == "split-proportional")
        //: %1 ports per server, %2 for rings, %3 for MP; %4 and %5 are byte sizes such as "39.3 GB"
        return QCoreApplication::translate(
            "FinderAccount",
            "Each server's %1 ports are split into %2 for AllReduce rings and %3 for MP links, in "
            "proportion to the AllReduce bytes on the wire (%4) and the MP bytes (%5), rounded to "
            "an even number of ring ports.");
    if (id == "ring-backbone")
        //: %1 servers
        return QCoreApplication::translate(
            "FinderAccount",
            "A backbone ring joins all %1 servers in id order, because no AllReduce group spans "
            "every server and without it the fabric came out disconnected.");
    if (id == "ring-shared-cycle")
        //: %1 quoted group names separated by commas, %2 the last quoted name; %3 servers per
        //: group, %4 servers in all, %5 groups
        return QCoreApplication::translate(
            "FinderAccount",
            "Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of "
            "their own, which would leave them in separate parts, they share one cycle through all "
            "%4 of their servers, taken in turn, with 1 link on every hop. Each runs its AllReduce "
            "along it, skipping the others' servers: it gets all of the cycle while the others' "
            "AllReduces wait, and 1/%5 of it while they all run.");
    if (id == "ring-shared-cycle-parallel")
        //: %1 quoted group names separated by commas, %2 the last quoted name; %3 servers per
        //: group, %4 servers in all, %5 groups, %6 parallel links per hop
        return QCoreApplication::translate(
            "FinderAccount",
            "Groups %1 and %2 are disjoint and alike (%3 servers each), so instead of rings of "
            "their own, which would leave them in separate parts, they share one cycle through all "
            "%4 of their servers, taken in turn, with %6 parallel links on every hop. Each runs "
            "its "
            "AllReduce along it, skipping the others' servers: it gets all of the cycle while the "
            "others' AllReduces wait, and 1/%5 of it while they all run.");
    if (id == "ring-first")
        //: %1 group name, %2 servers, %3 the permutation's jump
        return QCoreApplication::translate(
            "FinderAccount",
            "Group \"%1\" (%2 servers) gets ring permutation +%3, joining each member to the one "
            "%3 "
            "places ahead; it is a single cycle because gcd(%3, %2) = 1, and the first ring takes "
            "the smallest jump so neighbours stay adjacent.");
    if (id == "ring-coin-change")
        //: %1 group name, %2 servers, %3 the permutation's jump, %4 and %5 mean hops before and
        //: after
        return QCoreApplication::translate(
            "FinderAccount",
            "Group \"%1\" (%2 servers) gets ring permutation +%3, joining each member to the one "
            "%3 "
            "places ahead; it is a single cycle because gcd(%3, %2) = 1, and this jump lowers the "
            "group's MP hops on its rings from %4 to %5 (coin change).");
    if (id == "ring-geometric")
        //: %1 group name, %2 servers, %3 the permutation's jump
        return QCoreApplication::translate(
            "FinderAccount",
            "Group \"%1\" (%2 servers) gets ring permutation +%3, joining each member to the one "
            "%3 "
            "places ahead; it is a single cycle because gcd(%3, %2) = 1, and jumps grow "
            "geometrically so any member is a few hops from any other.");
    if (id == "ring-shared-by")
        //: %1 group name, %2 its servers, %3 servers it lacks
        return QCoreApplication::translate(
            "FinderAccount",
            "Group \"%1\" (%2 servers) gets no ring of its own: its servers all lie on these "
            "rings, "
            "which it shares in their order, skipping the %3 servers it lacks; a ring of its own "
            "would mostly repeat these links.");
    if (id == "ring-shared-by-one")
        //: %1 group name, %2 its servers
        return QCoreApplication::translate(
            "FinderAccount",
            "Group \"%1\" (%2 servers) gets no ring of its own: its servers all lie on these "
            "rings, "
            "which it shares in their order, skipping the 1 server it lacks; a ring of its own "
            "would mostly repeat these links.");
    if (id == "matching-exact")
        //: %1 round, %2 server pairs
        return QCoreApplication::translate(
            "FinderAccount",
            "Matching round %1 pairs %2 server pairs with the most remaining MP demand (exact "
            "blossom matching) and links each pair once; a pair with c links keeps c/(c+1) of its "
            "demand for later rounds, so heavy pairs may get parallel links.");
    if (id == "matching-greedy")
        //: %1 round, %2 server pairs
        return QCoreApplication::translate(
            "FinderAccount",
            "Matching round %1 pairs %2 server pairs with the most remaining MP demand (greedy "
            "matching, at least half the optimum) and links each pair once; a pair with c links "
            "keeps c/(c+1) of its demand for later rounds, so heavy pairs may get parallel links.");
    if (id == "fill")
        //: %1 links
        return QCoreApplication::translate(
            "FinderAccount", "Filling adds %1 link(s) on ports that would stay idle, choosing "
                             "pairs that shorten the "
                             "remaining MP routes most (joining separate parts first).");
    if (id == "fill-split")
        //: %1 links
        return QCoreApplication::translate(
            "FinderAccount", "It splits %1 link(s) through the last server with free ports.");
    if (id == "fill-no-idle")
        return QCoreApplication::translate("FinderAccount", "No server keeps an idle port.");
    if (id == "fill-one-idle")
        return QCoreApplication::translate("FinderAccount", "One server keeps an idle port.");
    if (id == "routes")
        //: %1 routes, %2 per cent, %3 mean hops, %4 diameter in hops
        return QCoreApplication::translate(
            "FinderAccount",
            "Every MP pair routes over its direct link when it has one, else evenly over all "
            "shortest paths: %1 routes, %2 % of MP bytes on direct links, %3 hops on average, "
            "diameter %4.");
    if (id == "routes-baseline")
        //: %1 the fabric kind, e.g. fattree
        return QCoreApplication::translate(
            "FinderAccount", "The %1 fabric routes every MP pair evenly over its shortest paths.");
    return {};
}

QString phraseSentence(const FinderSentence& sentence)
{
    const QString wording = sentenceWording(sentence.id);
    // A case newer than this build's wordings keeps the core's English. The core fills the
    // placeholders for both: it works on UTF-8 bytes, and '%' and digits never occur inside a
    // multibyte character.
    const std::string text =
        wording.isEmpty() ? finderSentenceTemplate(sentence.id) : wording.toStdString();
    return QString::fromStdString(fillPlaceholders(text, sentence.facts));
}

QString phraseAccount(const std::vector<FinderSentence>& sentences)
{
    QString out;
    for (const FinderSentence& s : sentences)
        out =
            out.isEmpty()
                ? phraseSentence(s)
                //: Two sentences of an account in a row (English: with a space)
                : QCoreApplication::translate("FinderAccount", "%1 %2").arg(out, phraseSentence(s));
    return out;
}

} // namespace topoopt::ui
