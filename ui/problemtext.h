// The core's problems with its inputs, phrased in the interface's language.
#pragma once

#include <QString>

#include <cstddef>
#include <exception>
#include <string>
#include <vector>

#include "common/error.h"

namespace topoopt::ui {

/// The catalogue context of a problem's facts: "JsonSyntax" for a JSON syntax error worded part
/// by part (the parser's own words), else "ProblemFact".
const char* problemFactContext(const Problem& problem);

/// A problem's message in the installed language: its wording translated (context "Problem")
/// and filled with its facts, the facts the catalogue knows (problemFactContext(): "an
/// object", "nothing") translated too. A message the core wrote whole, or a wording the
/// catalogue lacks, stays the core's English.
QString problemMessage(const Problem& problem);
/// "path: message", or the message alone when there is no path.
QString problemLine(const Problem& problem);
/// One line per problem, each after `prefix`; past `shown` of them, a last line counts the rest
/// (Problems::toString() in the installed language).
QString problemsText(const Problems& problems, const QString& prefix = {},
                     std::size_t shown = Problems::kShown);

/// What a failed read of the file named `fileName` says to a user: each line after "name: ",
/// the problems phrased as problemsText() phrases them (format.h's problemText()).
QString fileProblemText(const QString& fileName, const std::exception& e);

/// What a file's reader ignored, for the message that says it was opened: "2 unknown fields
/// ignored: /cluster/degre, /search/seeed" (the first few listed), or empty when nothing was.
/// A misspelt field is otherwise silent, and its default taken in its place.
QString ignoredFieldsText(const std::vector<std::string>& warnings);

} // namespace topoopt::ui
