// TopologyFinder's account of each stage, as sentences a user interface can phrase in its own
// language.
#pragma once

#include <string>
#include <vector>

#include "common/wording.h" // fillPlaceholders, for callers phrasing the sentences

namespace topoopt {

/// One sentence of a stage's account: which case it tells (`id`, e.g. "ring-first"), and the
/// figures and names it cites, already formatted, in the order of the English wording's
/// %1, %2, ... A translation phrases the same case from the same facts, in its own order.
struct FinderSentence {
    std::string id;
    std::vector<std::string> facts;
};

/// Every id a stage's account may use, in the order the stages use them.
const std::vector<std::string>& finderSentenceIds();

/// The English wording of a sentence id, with %1..%9 for its facts; empty for an unknown id.
std::string finderSentenceTemplate(const std::string& id);

/// The sentences in English, joined by spaces.
std::string englishAccount(const std::vector<FinderSentence>& sentences);

} // namespace topoopt
