// JSON syntax errors worded part by part. nlohmann's parser builds its description from a few
// fixed pieces ("syntax error while parsing <what> - unexpected <token>; expected <token>", or
// the lexer's complaint and the text it last read instead of "unexpected"), so a description of
// that shape is taken apart and each piece found among them becomes a fact a studio translates.
#include "io/jsonsyntax.h"

#include <algorithm>
#include <iterator>
#include <string_view>
#include <utility>
#include <vector>

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

// The lexer's complaints other than those about control characters (kControlCharacters).
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

// The lexer's complaint about a raw control character in a string names the character and the
// escapes that would write it: "invalid string: control character U+0009 (HT) must be escaped
// to \u0009 or \t". These are its 32 characters and their escapes, word for word; the five with
// a short escape as well join the two with an "or", which is translated.
struct ControlCharacter {
    const char* character; // its code and name
    const char* escapes;
};
constexpr ControlCharacter kControlCharacters[] = {
    {"U+0000 (NUL)", "\\u0000"},
    {"U+0001 (SOH)", "\\u0001"},
    {"U+0002 (STX)", "\\u0002"},
    {"U+0003 (ETX)", "\\u0003"},
    {"U+0004 (EOT)", "\\u0004"},
    {"U+0005 (ENQ)", "\\u0005"},
    {"U+0006 (ACK)", "\\u0006"},
    {"U+0007 (BEL)", "\\u0007"},
    {"U+0008 (BS)", TOPOOPT_WORDING("JsonSyntax", "\\u0008 or \\b")},
    {"U+0009 (HT)", TOPOOPT_WORDING("JsonSyntax", "\\u0009 or \\t")},
    {"U+000A (LF)", TOPOOPT_WORDING("JsonSyntax", "\\u000A or \\n")},
    {"U+000B (VT)", "\\u000B"},
    {"U+000C (FF)", TOPOOPT_WORDING("JsonSyntax", "\\u000C or \\f")},
    {"U+000D (CR)", TOPOOPT_WORDING("JsonSyntax", "\\u000D or \\r")},
    {"U+000E (SO)", "\\u000E"},
    {"U+000F (SI)", "\\u000F"},
    {"U+0010 (DLE)", "\\u0010"},
    {"U+0011 (DC1)", "\\u0011"},
    {"U+0012 (DC2)", "\\u0012"},
    {"U+0013 (DC3)", "\\u0013"},
    {"U+0014 (DC4)", "\\u0014"},
    {"U+0015 (NAK)", "\\u0015"},
    {"U+0016 (SYN)", "\\u0016"},
    {"U+0017 (ETB)", "\\u0017"},
    {"U+0018 (CAN)", "\\u0018"},
    {"U+0019 (EM)", "\\u0019"},
    {"U+001A (SUB)", "\\u001A"},
    {"U+001B (ESC)", "\\u001B"},
    {"U+001C (FS)", "\\u001C"},
    {"U+001D (GS)", "\\u001D"},
    {"U+001E (RS)", "\\u001E"},
    {"U+001F (US)", "\\u001F"},
};
constexpr std::string_view kControlCharacterLead = "invalid string: control character ";
constexpr std::string_view kMustBeEscaped = " must be escaped to ";

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
constexpr const char* kControlCharacterExpected =
    //: %1 line, %2 column, %3 what the parser was reading (an object key, a value...),
    //: %4 the character's code and name (U+0009 (HT)), %5 the escape that writes it instead
    //: (or two, joined by "or"), %6 the text as read, %7 what the parser expected
    TOPOOPT_WORDING("Problem", "invalid JSON at line %1, column %2: syntax error while parsing %3 "
                               "- invalid string: control character %4 must be escaped to %5; "
                               "last read: '%6'; expected %7");
constexpr const char* kControlCharacter =
    //: %1 line, %2 column, %3 what the parser was reading (an object key, a value...),
    //: %4 the character's code and name (U+0009 (HT)), %5 the escape that writes it instead
    //: (or two, joined by "or"), %6 the text as read
    TOPOOPT_WORDING("Problem", "invalid JSON at line %1, column %2: syntax error while parsing %3 "
                               "- invalid string: control character %4 must be escaped to %5; "
                               "last read: '%6'");

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

/// The control character a complaint of the lexer names, or null when it is not one of those
/// complaints word for word.
const ControlCharacter* controlCharacter(std::string_view complaint)
{
    std::string_view character, escapes;
    if (!complaint.starts_with(kControlCharacterLead)) return nullptr;
    complaint.remove_prefix(kControlCharacterLead.size());
    if (!splitAt(complaint, kMustBeEscaped, character, escapes)) return nullptr;
    const auto it = std::find_if(std::begin(kControlCharacters), std::end(kControlCharacters),
                                 [&](const ControlCharacter& c) {
                                     return character == c.character && escapes == c.escapes;
                                 });
    return it == std::end(kControlCharacters) ? nullptr : &*it;
}

} // namespace

bool isJsonSyntaxWording(std::string_view wording)
{
    return wording == kTokenExpected || wording == kToken || wording == kComplaintExpected ||
           wording == kComplaint || wording == kControlCharacterExpected ||
           wording == kControlCharacter;
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
        const bool hasExpected = splitAt(lastRead, "'; expected ", lastRead, expected);
        if (hasExpected ? !known(kTokens, expected) : !lastRead.ends_with('\'')) return whole();
        if (!hasExpected) lastRead.remove_suffix(1);
        std::vector<std::string> facts = {lineText, columnText, std::string(context)};
        const char* wording = nullptr;
        if (known(kLexerMessages, complaint)) {
            facts.emplace_back(complaint);
            wording = hasExpected ? kComplaintExpected : kComplaint;
        } else if (const ControlCharacter* c = controlCharacter(complaint)) {
            facts.emplace_back(c->character);
            facts.emplace_back(c->escapes);
            wording = hasExpected ? kControlCharacterExpected : kControlCharacter;
        } else {
            return whole();
        }
        facts.emplace_back(lastRead);
        if (hasExpected) facts.emplace_back(expected);
        return InputError("", wording, std::move(facts));
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
