// File helpers: bounded reads and atomic writes.
#include "common/fileio.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <random>
#include <sstream>
#include <system_error>

#include "common/error.h"
#include "common/limits.h"

#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace topoopt {

fs::path pathFromUtf8(const std::string& utf8)
{
    return fs::path(std::u8string(utf8.begin(), utf8.end()));
}

std::string pathToUtf8(const fs::path& path)
{
    const std::u8string text = path.u8string();
    return std::string(text.begin(), text.end());
}

std::string readFileLimited(const std::string& utf8Path)
{
    const fs::path path = pathFromUtf8(utf8Path);
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec || !fs::exists(st))
        throw InputError("", TOPOOPT_WORDING("Problem", "cannot open file: no such file"), {});
    if (fs::is_directory(st))
        throw InputError("", TOPOOPT_WORDING("Problem", "cannot open file: it is a directory"), {});
    const std::uintmax_t size = fs::file_size(path, ec);
    if (!ec && size > limits::kMaxFileBytes)
        //: %1 the file's size in bytes
        throw InputError(
            "", TOPOOPT_WORDING("Problem", "file is %1 bytes, larger than the 1 GiB limit"),
            {std::to_string(size)});
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw InputError(
            "", TOPOOPT_WORDING("Problem", "cannot open file: permission denied or unreadable"),
            {});
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

namespace {

/// Why renaming a temporary file onto `target` failed with `ec`, for the reasons a user can act
/// on, or null for any other (the system's own text is then all there is to say). Windows says
/// "access denied" for a folder in the way, so the folder is looked for first.
const char* replaceFailure(const fs::path& target, std::error_code ec)
{
    using std::errc;
    std::error_code ignored;
    // Linux says EISDIR, EEXIST or ENOTEMPTY depending on what is renamed onto what.
    if (ec == errc::is_a_directory || ec == errc::directory_not_empty || ec == errc::file_exists ||
        fs::is_directory(target, ignored))
        return TOPOOPT_WORDING("Problem", "cannot replace file: it is a directory");
    // EPERM: another user's file in a sticky folder such as /tmp.
    if (ec == errc::permission_denied || ec == errc::operation_not_permitted)
        return TOPOOPT_WORDING("Problem", "cannot replace file: permission denied");
    // The target is a mount point (a file bound into a container, say) or otherwise held.
    if (ec == errc::device_or_resource_busy)
        return TOPOOPT_WORDING("Problem", "cannot replace file: it is in use");
    // A disk error while writing can remount the file system read-only before the rename.
    if (ec == errc::read_only_file_system)
        return TOPOOPT_WORDING("Problem", "cannot replace file: the file system is read-only");
    if (ec == errc::no_space_on_device)
        return TOPOOPT_WORDING("Problem", "cannot replace file: the disk is full");
    // Not here: a name too long (the temporary name is longer and was created first) nor a
    // rename across devices (the temporary file is beside the target).
    return nullptr;
}

} // namespace

void writeFileAtomic(const std::string& path, const std::string& content)
{
    writeFileAtomic(path, [&content](std::ostream& out) {
        out.write(content.data(), static_cast<std::streamsize>(content.size()));
    });
}

void writeFileAtomic(const std::string& path, const std::function<void(std::ostream&)>& write)
{
    const fs::path target = pathFromUtf8(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    // A unique temporary name in the same folder, so the final rename stays on one file system.
    std::random_device rd;
    fs::path name(".");
    name += target.filename();
    name += ".tmp" + std::to_string(rd());
    const fs::path tmp = dir / name;
    // Every failure after the temporary file exists removes it, so none is left behind.
    const auto removeTmp = [&tmp] {
        std::error_code ignored;
        fs::remove(tmp, ignored);
    };
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw WriteError(
                path, TOPOOPT_WORDING("Problem", "cannot write (folder missing or not writable)"),
                {});
        try {
            write(out);
        } catch (...) {
            out.close();
            removeTmp();
            throw;
        }
        out.flush();
        if (!out) {
            out.close();
            removeTmp();
            throw WriteError(path, TOPOOPT_WORDING("Problem", "write failed (disk full?)"), {});
        }
    }
    std::error_code ec;
    fs::rename(tmp, target, ec);
    if (ec) {
        removeTmp();
        if (const char* reason = replaceFailure(target, ec)) throw WriteError(path, reason, {});
        //: %1 the system's own (English) reason
        throw WriteError(path, TOPOOPT_WORDING("Problem", "cannot replace file: %1"),
                         {ec.message()});
    }
}

void writeJson(std::ostream& out, const nlohmann::json& doc, int indent)
{
    // nlohmann takes the stream's width as the indent; width 0 prints compact.
    out << std::setw(std::max(indent, 0)) << doc << '\n';
}

void writeJsonFileAtomic(const std::string& path, const nlohmann::json& doc, int indent)
{
    writeFileAtomic(path, [&doc, indent](std::ostream& out) { writeJson(out, doc, indent); });
}

} // namespace topoopt
