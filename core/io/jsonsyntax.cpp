// JSON syntax errors worded part by part. nlohmann's parser builds its description from a few
// fixed pieces ("syntax error while parsing <what> - unexpected <token>; expected <token>", or
// the lexer's complaint and the text it last read instead of "unexpected"), so a description of
// that shape is taken apart and each piece found among them becomes a fact a studio translates.
#include "io/jsonsyntax.h"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace topoopt::io {

namespace {

// What the parser says it was parsing.
constexpr const char* kContexts[] = {
    TOPOOPT_WORDING("JsonSyntax", "value"),
    TOPOOPT_WORDING("JsonSyntax", "object key"),
    TOPOOPT_WORDING("JsonSyntax", "object separator"),
    TOPOOPT_WORDING("JsonSyntax", "object"),
    TOPOOPT_WORDING("JsonSyntax", "array"),
};

// The tokens it names, as met or as expected.
constexpr const char* kTokens[] = {
    TOPOOPT_WORDING("JsonSyntax", "true literal"),
    TOPOOPT_WORDING("JsonSyntax", "false literal"),
    TOPOOPT_WORDING("JsonSyntax", "null literal"),
    TOPOOPT_WORDING("JsonSyntax", "string literal"),
    TOPOOPT_WORDING("JsonSyntax", "number literal"),
    "'['",
    "'{'",
    "']'",
    "'}'",
    "':'",
    "','",
    TOPOOPT_WORDING("JsonSyntax", "end of input"),
    TOPOOPT_WORDING("JsonSyntax", "'[', '{', or a literal"),
};

// The lexer's complaints (its messages about control characters are left whole: 32 of them,
// each naming its own escape).
constexpr const char* kLexerMessages[] = {
    TOPOOPT_WORDING("JsonSyntax", "invalid literal"),
    TOPOOPT_WORDING("JsonSyntax", "invalid string: missing closing quote"),
    TOPOOPT_WORDING("JsonSyntax", "invalid string: forbidden character after backslash"),
    TOPOOPT_WORDING("JsonSyntax", "invalid string: ill-formed UTF-8 byte"),
    TOPOOPT_WORDING("JsonSyntax", "invalid string: '\\u' must be followed by 4 hex digits"),
    TOPOOPT_WORDING("JsonSyntax",
                    "invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF"),
    TOPOOPT_WORDING("JsonSyntax", "invalid string: surrogate U+DC00..U+DFFF must follow "
                                  "U+D800..U+DBFF"),
    TOPOOPT_WORDING("JsonSyntax", "invalid number; expected digit after '-'"),
    TOPOOPT_WORDING("JsonSyntax", "invalid number; expected digit after '.'"),
    TOPOOPT_WORDING("JsonSyntax", "invalid number; expected digit after exponent sign"),
    TOPOOPT_WORDING("JsonSyntax", "invalid BOM; must be 0xEF 0xBB 0xBF if given"),
};

// The wordings whose facts are the parser's vocabulary above.
constexpr const char* kTokenExpected =
    //: %1 line, %2 column, %3 what the parser was reading (an object key, a value...),
    //: %4 the token it met, %5 the token it expected
    TOPOOPT_WORDING("Problem", "invalid JSON at line %1, column %2: syntax error while parsing %3 "
                               "- unexpected %4; expected %5");
constexpr const char* kToken =
    //: %1 line, %2 column, %3 what the parser was reading (an object key, a value...),
    //: %4 the token it met
    TOPOOPT_WORDING("Problem",
                    "invalid JSON at line %1, column %2: syntax error while parsing %3 - "
                    "unexpected %4");
constexpr const char* kComplaintExpected =
    //: %1 line, %2 column, %3 what the parser was reading (an object key, a value...),
    //: %4 what is wrong with the text, %5 the text as read, %6 what it expected
    TOPOOPT_WORDING("Problem", "invalid JSON at line %1, column %2: syntax error while parsing %3 "
                               "- %4; last read: '%5'; expected %6");
constexpr const char* kComplaint =
    //: %1 line, %2 column, %3 what the parser was reading (an object key, a value...),
    //: %4 what is wrong with the text, %5 the text as read
    TOPOOPT_WORDING("Problem", "invalid JSON at line %1, column %2: syntax error while parsing %3 "
                               "- %4; last read: '%5'");

template <std::size_t N> bool known(const char* const (&list)[N], std::string_view text)
{
    return std::any_of(std::begin(list), std::end(list),
                       [text](const char* item) { return text == item; });
}

/// Splits `text` at the first `separator`: the part before it into `head`, after it into
/// `tail`; false when there is none.
bool splitAt(std::string_view text, std::string_view separator, std::string_view& head,
             std::string_view& tail)
{
    const std::size_t at = text.find(separator);
    if (at == std::string_view::npos) return false;
    head = text.substr(0, at);
    tail = text.substr(at + separator.size());
    return true;
}

} // namespace

bool isJsonSyntaxWording(std::string_view wording)
{
    return wording == kTokenExpected || wording == kToken || wording == kComplaintExpected ||
           wording == kComplaint;
}

InputError jsonSyntaxProblem(const std::string& parserText, std::size_t line, std::size_t column)
{
    const std::string lineText = std::to_string(line);
    const std::string columnText = std::to_string(column);
    const auto whole = [&] {
        //: %1 line, %2 column, %3 the JSON parser's own (English) description
        return InputError("", TOPOOPT_WORDING("Problem", "invalid JSON at line %1, column %2: %3"),
                          {lineText, columnText, parserText});
    };
    constexpr std::string_view kLead = "syntax error while parsing ";
    std::string_view rest = parserText;
    if (!rest.starts_with(kLead)) return whole();
    rest.remove_prefix(kLead.size());
    std::string_view context, found;
    if (!splitAt(rest, " - ", context, found) || !known(kContexts, context)) return whole();

    // The lexer's complaint, with the text it last read; its own words may hold "; expected",
    // so the parser's "; expected" is looked for only after the quoted text.
    std::string_view complaint, lastRead, expected;
    if (splitAt(found, "; last read: '", complaint, lastRead)) {
        if (!known(kLexerMessages, complaint)) return whole();
        const bool hasExpected = splitAt(lastRead, "'; expected ", lastRead, expected);
        if (hasExpected) {
            if (!known(kTokens, expected)) return whole();
            return InputError("", kComplaintExpected,
                              {lineText, columnText, std::string(context), std::string(complaint),
                               std::string(lastRead), std::string(expected)});
        }
        if (!lastRead.ends_with('\'')) return whole();
        lastRead.remove_suffix(1);
        return InputError("", kComplaint,
                          {lineText, columnText, std::string(context), std::string(complaint),
                           std::string(lastRead)});
    }

    constexpr std::string_view kUnexpected = "unexpected ";
    if (!found.starts_with(kUnexpected)) return whole();
    found.remove_prefix(kUnexpected.size());
    std::string_view token = found;
    if (splitAt(found, "; expected ", token, expected)) {
        if (!known(kTokens, token) || !known(kTokens, expected)) return whole();
        return InputError("", kTokenExpected,
                          {lineText, columnText, std::string(context), std::string(token),
                           std::string(expected)});
    }
    if (!known(kTokens, token)) return whole();
    return InputError("", kToken, {lineText, columnText, std::string(context), std::string(token)});
}

} // namespace topoopt::io
