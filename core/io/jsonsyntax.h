// A JSON syntax error, worded from the parser's own description so a studio can translate it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "common/error.h"

namespace topoopt::io {

/// The problem for a syntax error at `line` and `column` of a JSON text, which nlohmann's parser
/// described as `parserText` (its message after its id and place, e.g. "syntax error while parsing
/// object key - unexpected '}'; expected string literal"). The English is that description,
/// character for character. When the description has the parser's usual shape and its parts are
/// among the ones it writes (what it was parsing, the token it met or the lexer's complaint, the
/// token it expected; of a raw control character in a string, the character and its escapes),
/// each part is a fact worded in the context "JsonSyntax", so the whole translates; any other
/// description is kept whole as one fact.
InputError jsonSyntaxProblem(const std::string& parserText, std::size_t line, std::size_t column);

/// Whether a problem's wording is one of jsonSyntaxProblem()'s part by part: its facts are the
/// parser's words, to be translated in the context "JsonSyntax" rather than "ProblemFact" (where
/// a bare "value" or "array" could be a name from the user's own file).
bool isJsonSyntaxWording(std::string_view wording);

} // namespace topoopt::io
