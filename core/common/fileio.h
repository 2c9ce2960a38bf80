// Reading input files with a size limit and writing outputs atomically (temp file, then rename).
#pragma once

#include <filesystem>
#include <functional>
#include <iosfwd>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace topoopt {

/// Paths in the core are UTF-8 strings (what the studio's QString::toStdString() gives and what
/// JSON files hold). These convert them to and from std::filesystem::path alike on every
/// platform: a path made from a narrow string is read in the ANSI code page on Windows, where a
/// file or folder named in Chinese, say, would not be found.
std::filesystem::path pathFromUtf8(const std::string& utf8);
std::string pathToUtf8(const std::filesystem::path& path);

/// Reads a whole file. Throws InputError naming the file when it is missing, unreadable or
/// larger than limits::kMaxFileBytes.
std::string readFileLimited(const std::string& path);

/// Writes `content` to a temporary file beside `path` and renames it over `path`, so a reader
/// never sees a half-written file and a failed write leaves the old file intact. Throws
/// std::runtime_error naming the file on failure.
void writeFileAtomic(const std::string& path, const std::string& content);
/// The same, with the content written by `write` (large documents need not be held whole).
void writeFileAtomic(const std::string& path, const std::function<void(std::ostream&)>& write);
/// Streams `doc` followed by a newline to `out`, as doc.dump(indent) for indent > 0 and compact
/// otherwise, without building the text as one string.
void writeJson(std::ostream& out, const nlohmann::json& doc, int indent);
/// Writes `doc` followed by a newline, as doc.dump(indent) for indent > 0 and compact otherwise,
/// straight to the file: a search result is megabytes of text, which need not be held in memory
/// beside the document.
void writeJsonFileAtomic(const std::string& path, const nlohmann::json& doc, int indent);

} // namespace topoopt
