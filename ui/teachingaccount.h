// TopologyFinder's account of a stage, phrased in the interface's language.
#pragma once

#include <QString>

#include <string>
#include <vector>

#include "topology/finderaccount.h"

namespace topoopt::ui {

/// The wording of a sentence id in the installed language, with %1..%9 for its facts; empty
/// for an id this build does not know. Untranslated, it is the core's English word for word.
QString sentenceWording(const std::string& id);

/// One sentence with its facts filled in; the core's English for an unknown id.
QString phraseSentence(const FinderSentence& sentence);

/// A stage's sentences, phrased and joined as the language joins sentences.
QString phraseAccount(const std::vector<FinderSentence>& sentences);

} // namespace topoopt::ui
