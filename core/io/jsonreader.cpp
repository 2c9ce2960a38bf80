// Checked JSON access with precise messages ("/cluster/degree: must be between 1 and 64, got 0").
#include "io/jsonreader.h"

#include <cmath>
#include <system_error>
#include <utility>

#include "common/decimal.h"
#include "common/fileio.h"
#include "common/limits.h"
#include "common/wording.h"
#include "io/jsonsyntax.h"

namespace topoopt::io {

namespace {

constexpr int kMaxDepth = 256;

/// Calls `visit(i)` for each byte i of `text` outside JSON strings (quotes excluded). `visit`
/// returns the last byte it took in (i, or further to pass over a token), or npos to stop.
template <class Visit> void scanOutsideStrings(const std::string& text, Visit visit)
{
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if ((i = visit(i)) == std::string::npos) {
            return;
        }
    }
}

// nlohmann's parser keeps its own stack, but values nested thousands deep still make dump()
// and comparisons recurse; refuse them up front with a cheap scan.
void checkDepth(const std::string& text)
{
    int depth = 0;
    scanOutsideStrings(text, [&](std::size_t i) {
        const char c = text[i];
        if (c == '[' || c == '{') {
            if (++depth > kMaxDepth)
                throw InputError("",
                                 TOPOOPT_WORDING("Problem", "JSON nested deeper than %1 levels"),
                                 {std::to_string(kMaxDepth)});
        } else if (c == ']' || c == '}') {
            --depth;
        }
        return i;
    });
}

/// The line and column, from 1, of a byte of `text`.
std::pair<std::size_t, std::size_t> lineColumn(const std::string& text, std::size_t byte)
{
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

std::string numberText(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

constexpr const char* kNumberChars = "0123456789+-.eE";

/// Byte offset of the first number token (outside strings) that a double cannot hold, npos if
/// none. Tokens are maximal runs of number characters, so "11e999" is never found as "1e999".
std::size_t firstOverflowingNumber(const std::string& text)
{
    std::size_t found = std::string::npos;
    scanOutsideStrings(text, [&](std::size_t i) {
        const char c = text[i];
        if (c != '-' && (c < '0' || c > '9')) return i;
        std::size_t end = text.find_first_not_of(kNumberChars, i);
        if (end == std::string::npos) end = text.size();
        double value = 0;
        // Not strtod: the studio's locale may not use '.' as the decimal point. It reports
        // underflow (1e-999) too, which the parser takes as 0: ask the parser.
        const auto [ptr, ec] = readDouble(text.data() + i, text.data() + end, value);
        if (ec == std::errc::result_out_of_range) {
            try {
                const json probe = json::parse(text.substr(i, end - i));
                static_cast<void>(probe);
            } catch (const json::out_of_range&) {
                found = i;
                return std::string::npos;
            } catch (const json::exception&) {
            }
        }
        return end - 1;
    });
    return found;
}

} // namespace

json parseJson(const std::string& text)
{
    checkDepth(text);
    try {
        return json::parse(text);
    } catch (const json::parse_error& e) {
        // e.what() leads with nlohmann's internal id and its own line and column
        // ("[json.exception.parse_error.101] parse error at line 1, column 8: syntax error
        // ..."); keep only the description after them.
        std::string what = e.what();
        const std::size_t lead = what.find("parse error");
        const std::size_t cut = lead == std::string::npos ? lead : what.find(": ", lead);
        if (cut != std::string::npos) what = what.substr(cut + 2);
        const std::size_t at = e.byte > 0 ? e.byte - 1 : 0;
        const auto [line, column] = lineColumn(text, at);
        throw jsonSyntaxProblem(what, line, column);
    } catch (const json::out_of_range& e) {
        // A number beyond a double's range (e.g. 1e999): the parser says which text but not
        // where, and the same characters may sit earlier in a string or a longer number.
        const std::size_t at = firstOverflowingNumber(text);
        if (at == std::string::npos)
            throw InputError("", TOPOOPT_WORDING("Problem", "invalid JSON: %1"), {e.what()});
        const std::size_t end = text.find_first_not_of(kNumberChars, at);
        const auto [line, column] = lineColumn(text, at);
        //: %1 line, %2 column, %3 the number as written
        throw InputError("",
                         TOPOOPT_WORDING("Problem", "invalid JSON at line %1, column %2: the "
                                                    "number %3 is beyond the range of a double"),
                         {std::to_string(line), std::to_string(column), text.substr(at, end - at)});
    }
}

json readJsonFile(const std::string& path)
{
    return parseJson(readFileLimited(path));
}

namespace {

/// Walks the document until the top-level "format" value; returning false stops the parser.
class FormatPeek final : public nlohmann::json_sax<json> {
public:
    std::string format;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t, const string_t&) override { return value(); }
    bool binary(binary_t&) override { return value(); }
    bool string(string_t& s) override
    {
        if (m_formatNext) format = s;
        return value();
    }
    bool start_object(std::size_t) override { return open(true); }
    bool start_array(std::size_t) override { return open(false); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }
    bool key(string_t& k) override
    {
        m_formatNext = m_depth == 1 && k == "format";
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override
    {
        return false;
    }

private:
    /// A scalar: the format when it follows the key; a top-level scalar is no object.
    bool value() { return !m_formatNext && m_depth > 0; }
    bool open(bool object)
    {
        if (m_depth == 0 && !object) return false;
        if (m_formatNext) return false; // "format" holds no string
        ++m_depth;
        return true;
    }
    bool close()
    {
        --m_depth;
        return m_depth > 0;
    }
    int m_depth = 0;
    bool m_formatNext = false;
};

} // namespace

std::string documentFormat(const std::string& text)
{
    FormatPeek peek;
    json::sax_parse(text, &peek);
    return peek.format;
}

std::string describe(const json& value)
{
    switch (value.type()) {
    case json::value_t::object:
        return TOPOOPT_WORDING("ProblemFact", "an object");
    case json::value_t::array:
        return TOPOOPT_WORDING("ProblemFact", "an array");
    case json::value_t::null:
        return "null";
    case json::value_t::string: {
        std::string s = value.get<std::string>();
        if (s.size() > 40) s = s.substr(0, 37) + "...";
        return json(s).dump();
    }
    default:
        return value.dump();
    }
}

ObjectReader::ObjectReader(const json& object, std::string path, Problems& problems)
    : m_object(object), m_path(std::move(path)), m_problems(problems)
{
    if (!m_object.is_object()) {
        m_problems.add(m_path.empty() ? "/" : m_path,
                       TOPOOPT_WORDING("Problem", "must be an object, got %1"), {describe(object)});
        m_valid = false;
    }
}

bool ObjectReader::has(const char* key) const
{
    return m_valid && m_object.contains(key);
}

const json* ObjectReader::get(const char* key, bool required)
{
    if (!m_valid) return nullptr;
    const auto it = m_object.find(key);
    if (it == m_object.end()) {
        if (required)
            m_problems.add(pathOf(key), TOPOOPT_WORDING("Problem", "missing required field"), {});
        return nullptr;
    }
    return &*it;
}

bool checkInt(const json& value, const std::string& path, long long min, long long max, int& out,
              Problems& problems)
{
    if (!value.is_number_integer() &&
        !(value.is_number_float() && std::isfinite(value.get<double>()) &&
          value.get<double>() == std::floor(value.get<double>()))) {
        //: %1 and %2 the bounds, %3 the value found
        problems.add(path,
                     TOPOOPT_WORDING("Problem", "must be an integer between %1 and %2, got %3"),
                     {std::to_string(min), std::to_string(max), describe(value)});
        return false;
    }
    const double v = value.get<double>();
    if (v < static_cast<double>(min) || v > static_cast<double>(max)) {
        //: %1 and %2 the bounds, %3 the value found
        problems.add(path, TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
                     {std::to_string(min), std::to_string(max), numberText(v)});
        return false;
    }
    out = static_cast<int>(v);
    return true;
}

bool readIntArray(const json& value, const std::string& path, long long min, long long max,
                  std::vector<int>& out, Problems& problems)
{
    if (!value.is_array()) {
        problems.add(path, TOPOOPT_WORDING("Problem", "must be an array of integers, got %1"),
                     {describe(value)});
        return false;
    }
    bool ok = true;
    for (std::size_t i = 0; i < value.size(); ++i) {
        int v = 0;
        ok = checkInt(value[i], path + "/" + std::to_string(i), min, max, v, problems) && ok;
        out.push_back(v);
    }
    return ok;
}

bool ObjectReader::readInt(const char* key, int& out, long long min, long long max, bool required)
{
    const json* v = get(key, required);
    return v && checkInt(*v, pathOf(key), min, max, out, m_problems);
}

bool ObjectReader::readUInt64(const char* key, std::uint64_t& out, bool required)
{
    const json* v = get(key, required);
    if (!v) return false;
    if (v->is_number_unsigned() || (v->is_number_integer() && v->get<long long>() >= 0)) {
        out = v->get<std::uint64_t>();
        return true;
    }
    m_problems.add(pathOf(key), TOPOOPT_WORDING("Problem", "must be a whole number >= 0, got %1"),
                   {describe(*v)});
    return false;
}

bool ObjectReader::readNumber(const char* key, double& out, double min, double max,
                              bool minExclusive, bool required)
{
    const json* v = get(key, required);
    if (!v) return false;
    if (!v->is_number()) {
        m_problems.add(pathOf(key), TOPOOPT_WORDING("Problem", "must be a number, got %1"),
                       {describe(*v)});
        return false;
    }
    const double x = v->get<double>();
    const bool below = minExclusive ? !(x > min) : !(x >= min);
    if (!std::isfinite(x) || below || x > max) {
        if (std::isfinite(max))
            m_problems.add(pathOf(key),
                           minExclusive
                               ? TOPOOPT_WORDING("Problem", "must be > %1 and <= %2, got %3")
                               : TOPOOPT_WORDING("Problem", "must be >= %1 and <= %2, got %3"),
                           {numberText(min), numberText(max), numberText(x)});
        else
            m_problems.add(pathOf(key),
                           minExclusive ? TOPOOPT_WORDING("Problem", "must be > %1, got %2")
                                        : TOPOOPT_WORDING("Problem", "must be >= %1, got %2"),
                           {numberText(min), numberText(x)});
        return false;
    }
    out = x;
    return true;
}

bool ObjectReader::readBytes(const char* key, double& out, bool required)
{
    const json* v = get(key, required);
    if (!v) return false;
    const double x = v->is_number() ? v->get<double>() : -1.0;
    if (!v->is_number() || !std::isfinite(x) || x < 0 || x >= limits::kMaxBytes ||
        x != std::floor(x)) {
        m_problems.add(
            pathOf(key),
            TOPOOPT_WORDING("Problem",
                            "must be a whole number of bytes >= 0 and below 2^53, got %1"),
            {describe(*v)});
        return false;
    }
    out = x;
    return true;
}

bool checkString(const json& value, const std::string& path, std::string& out, Problems& problems)
{
    if (!value.is_string()) {
        problems.add(path, TOPOOPT_WORDING("Problem", "must be a string, got %1"),
                     {describe(value)});
        return false;
    }
    out = value.get<std::string>();
    return true;
}

std::string formatOf(const json& doc)
{
    std::string format;
    if (!doc.is_object()) return format;
    const auto it = doc.find("format");
    if (it == doc.end()) return format;
    Problems problems;
    if (!checkString(*it, "/format", format, problems)) throw InputError(problems);
    return format;
}

bool ObjectReader::readString(const char* key, std::string& out, bool required)
{
    const json* v = get(key, required);
    return v && checkString(*v, pathOf(key), out, m_problems);
}

bool ObjectReader::readBool(const char* key, bool& out, bool required)
{
    const json* v = get(key, required);
    if (!v) return false;
    if (!v->is_boolean()) {
        m_problems.add(pathOf(key), TOPOOPT_WORDING("Problem", "must be true or false, got %1"),
                       {describe(*v)});
        return false;
    }
    out = v->get<bool>();
    return true;
}

bool ObjectReader::readFormat(const char* expected)
{
    std::string format;
    if (!readString("format", format, true)) return false;
    if (format != expected) {
        //: %1 the format a file of this kind names, %2 the one found
        m_problems.add(pathOf("format"), TOPOOPT_WORDING("Problem", "must be \"%1\", got %2"),
                       {expected, json(format).dump()});
        return false;
    }
    return true;
}

void ObjectReader::warnUnknown(std::initializer_list<const char*> known,
                               std::vector<std::string>& warnings)
{
    if (!m_valid) return;
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        bool isKnown = false;
        for (const char* k : known)
            isKnown = isKnown || it.key() == k;
        if (!isKnown) warnings.push_back(pathOf(it.key()) + std::string(kUnknownFieldIgnored));
    }
}

json bytesToJson(double bytes)
{
    if (bytes == std::floor(bytes) && bytes >= 0 && bytes < limits::kMaxBytes)
        return static_cast<std::uint64_t>(bytes);
    return bytes;
}

} // namespace topoopt::io
