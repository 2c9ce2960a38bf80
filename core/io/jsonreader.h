// Checked access to JSON documents: every mistake becomes a Problem with its JSON path.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/error.h"

namespace topoopt::io {

using nlohmann::json;

/// Parses JSON text. Throws InputError with line and column on a syntax error, and refuses
/// documents nested deeper than 256 levels (no input may exhaust the stack).
json parseJson(const std::string& text);

/// Reads a file (size-limited) and parses it; problems carry no file name (callers add it).
json readJsonFile(const std::string& path);

/// The top-level "format" string of a JSON document, read without building it: the parse stops
/// at that value. Empty when the text is not an object, has no such string, or is malformed
/// before it (the document's reader then says what is wrong).
std::string documentFormat(const std::string& text);

/// A short rendering of a value for messages: `"four"`, `-1`, `[...]`.
std::string describe(const json& value);

/// Checks `value` is a string, recording "must be a string, got ..." at `path` otherwise.
bool checkString(const json& value, const std::string& path, std::string& out, Problems& problems);

/// The top-level "format" string of a parsed document; empty when `doc` is not an object or
/// has none. Throws InputError at /format when it is not a string (`"format": 0`). Readers
/// that look at the format before choosing how to read a document use this (the others
/// ObjectReader::readFormat(), the same check), never json::value(), which throws nlohmann's
/// own type error on such a file.
std::string formatOf(const json& doc);

/// What follows a field's path in warnUnknown()'s warnings; an interface that lists the
/// ignored fields strips it.
inline constexpr std::string_view kUnknownFieldIgnored = ": unknown field ignored";

/// Reads fields of one JSON object located at `path`, collecting problems instead of throwing.
class ObjectReader {
public:
    ObjectReader(const json& object, std::string path, Problems& problems);

    /// False when the value is not an object (a problem was recorded); no reads then succeed.
    bool valid() const { return m_valid; }
    const std::string& path() const { return m_path; }
    std::string pathOf(const std::string& key) const { return m_path + "/" + key; }
    bool has(const char* key) const;
    /// The raw value, or nullptr (recording "missing required field" when required).
    const json* get(const char* key, bool required);

    bool readInt(const char* key, int& out, long long min, long long max, bool required);
    bool readUInt64(const char* key, std::uint64_t& out, bool required);
    /// A finite number in [min, max] (or (min, max] when minExclusive).
    bool readNumber(const char* key, double& out, double min, double max, bool minExclusive,
                    bool required);
    /// Bytes: a whole number >= 0 and below 2^53.
    bool readBytes(const char* key, double& out, bool required);
    bool readString(const char* key, std::string& out, bool required);
    bool readBool(const char* key, bool& out, bool required);
    /// Checks `format` equals `expected`.
    bool readFormat(const char* expected);
    /// Adds a warning for every key not in `known` (newer files still open): its path followed
    /// by kUnknownFieldIgnored.
    void warnUnknown(std::initializer_list<const char*> known, std::vector<std::string>& warnings);

    Problems& problems() { return m_problems; }

private:
    const json& m_object;
    std::string m_path;
    Problems& m_problems;
    bool m_valid = true;
};

/// Checks `value` is an int in [min, max], recording a problem at `path` otherwise.
bool checkInt(const json& value, const std::string& path, long long min, long long max, int& out,
              Problems& problems);

/// Checks `value` is an array of ints in [min, max], appending each to `out` (0 for one that is
/// not) and recording a problem at `path` or `path`/index otherwise.
bool readIntArray(const json& value, const std::string& path, long long min, long long max,
                  std::vector<int>& out, Problems& problems);

/// Writes bytes as an integer when it is whole, so files stay exact and readable.
json bytesToJson(double bytes);

/// Runs a nested document's reader and files its problems under `prefix`, so a user is told
/// where in the enclosing file the mistake is, not just where in the nested document.
template <typename Read> void readNested(const std::string& prefix, Problems& problems, Read read)
{
    try {
        read();
    } catch (const InputError& e) {
        for (const Problem& p : e.problems().items())
            problems.addAt(prefix + (p.path == "/" ? std::string() : p.path), p);
    }
}

} // namespace topoopt::io
