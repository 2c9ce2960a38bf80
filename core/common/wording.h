// Wordings the core gives in English and a user interface may phrase in its own language.
#pragma once

#include <string>
#include <vector>

/// Marks `text` as an English wording to translate under `context`, and is `text` itself: the
/// core has no Qt and translates nothing. The studio's lupdate is told to read this macro as
/// QT_TRANSLATE_NOOP (`-tr-function-alias`), so its catalogues take the wordings from the core
/// and the studio looks them up by the same text (QCoreApplication::translate). The English is
/// then written once. A `//:` comment before it reaches the translator, as in the studio.
#define TOPOOPT_WORDING(context, text) text

namespace topoopt {

/// `text` with each %1..%9 replaced by that fact (one pass: a fact's own % signs stay); a
/// placeholder with no fact is left as it is. Works on UTF-8: '%' and digits never occur inside
/// a multibyte character, so a translated wording is filled the same way.
std::string fillPlaceholders(const std::string& text, const std::vector<std::string>& facts);

} // namespace topoopt
