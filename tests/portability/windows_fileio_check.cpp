// Checks that the core's file layer keeps its promises on Windows, and that the CLI's console
// shows UTF-8; scripts/check-windows.sh cross-compiles it with MinGW-w64 and runs it under Wine.
// Plain C++ (the core has no Qt, nor has app/cli/console.cpp).
//
// Usage: windows_fileio_check SCENARIO.json LINUX_ITERATION_MS
// It works in ./fileio-check (removed first) and prints PASS name / FAIL name: detail.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <functional>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../app/cli/console.h"
#include "common/error.h"
#include "common/fileio.h"
#include "io/jsonreader.h"
#include "io/scenariojson.h"
#include "search/scenariorun.h"
#include "sim/simjson.h"

#ifdef _WIN32
#ifndef NOMINMAX // MinGW's libstdc++ defines it already
#define NOMINMAX
#endif
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif

namespace fs = std::filesystem;
using namespace topoopt;

namespace {

// Chinese names as escapes, as the Qt suites write them (tst_formats.cpp), so the check does not
// depend on the compiler reading this file as UTF-8: 拓扑 "topology", 场景 "scenario", 结果
// "result", 目录 "folder", 缺失 "missing", 替换 "replace", 示例 "example".
const std::string kTopology = "\u62d3\u6251";
const std::string kScenarioFile = "\u573a\u666f 1.json";
const std::string kResultFile = "\u7ed3\u679c 1.json";
const std::string kFolderFile = "\u76ee\u5f55.json";
const std::string kMissing = "\u7f3a\u5931";

struct Failure {
    std::string detail;
};

void require(bool ok, const std::string& detail)
{
    if (!ok) throw Failure{detail};
}

/// The names in `folder`, as UTF-8 through pathToUtf8, sorted.
std::vector<std::string> entries(const std::string& folder)
{
    std::vector<std::string> names;
    for (const fs::directory_entry& e : fs::directory_iterator(pathFromUtf8(folder)))
        names.push_back(pathToUtf8(e.path().filename()));
    std::sort(names.begin(), names.end());
    return names;
}

std::string joined(const std::vector<std::string>& names)
{
    std::string text;
    for (const std::string& n : names)
        text += (text.empty() ? "" : ", ") + ("\"" + n + "\"");
    return "[" + text + "]";
}

/// A new folder `name` under the check's root, named in Chinese, created through pathFromUtf8.
std::string newFolder(const std::string& root, const std::string& name)
{
    const std::string folder = root + "/" + kTopology + "/" + name;
    fs::create_directories(pathFromUtf8(folder));
    return folder;
}

/// The wording `call` throws as a WriteError or InputError; what else happened otherwise.
std::string wordingThrown(const std::function<void()>& call)
{
    try {
        call();
        return "(no exception)";
    } catch (const WriteError& e) {
        return e.problem().wording;
    } catch (const InputError& e) {
        return e.problems().empty() ? "(InputError without problems)"
                                    : e.problems().items().front().wording;
    } catch (const std::exception& e) {
        return std::string("(other exception) ") + e.what();
    }
}

void requireWording(const std::function<void()>& call, const std::string& expected)
{
    const std::string got = wordingThrown(call);
    require(got == expected, "expected \"" + expected + "\", got \"" + got + "\"");
}

/// What renaming a file onto a folder reports on this platform. replaceFailure() looks for the
/// folder before reading the error because MSVC's std::filesystem::rename passes on
/// MoveFileExW's "access denied" (error 5); MinGW's libstdc++ says EISDIR before moving.
std::string renameOntoFolderError(const std::string& folder)
{
    const fs::path file = pathFromUtf8(folder + "/a"), dir = pathFromUtf8(folder + "/b");
    writeFileAtomic(pathToUtf8(file), "a");
    fs::create_directory(dir);
    std::error_code ec;
    fs::rename(file, dir, ec);
    std::string text = "std::filesystem::rename: " + ec.message();
#ifdef _WIN32
    if (!MoveFileExW(file.c_str(), dir.c_str(), MOVEFILE_REPLACE_EXISTING))
        text += "; MoveFileExW: error " + std::to_string(GetLastError());
#endif
    fs::remove_all(dir);
    fs::remove(file);
    return text;
}

#ifdef _WIN32
/// What the CLI's main() does first, and what exit undoes (restoreConsoleCodePage, called here
/// directly); returns the code pages seen. Without a console (output to a pipe, as in the
/// script's main run) there is nothing to set; the script runs this once more in a terminal.
std::string checkConsole()
{
    const UINT before = GetConsoleOutputCP();
    cli::useUtf8Console();
    const UINT during = GetConsoleOutputCP();
    cli::detail::restoreConsoleCodePage();
    const UINT after = GetConsoleOutputCP();
    const std::string seen = "console output code page " + std::to_string(before) + ", " +
                             std::to_string(during) + " while the CLI runs, " +
                             std::to_string(after) + " after";
    if (before == 0) {
        require(during == 0 && after == 0, "a code page appeared without a console: " + seen);
        return seen + " (no console)";
    }
    require(during == CP_UTF8, "the console is not in UTF-8 while the CLI runs: " + seen);
    require(after == before, "the console's code page did not come back: " + seen);
    return seen;
}
#endif

} // namespace

int main(int argc, char** argv)
{
#ifdef _WIN32
    // In a terminal, which the script's main run (output to a pipe) lacks. The terminal shows
    // Wine's console drawing, so the verdict goes to a file.
    if (argc == 3 && std::string(argv[1]) == "--console") {
        std::string verdict;
        try {
            verdict = "PASS cli_console_shows_utf8 in a terminal: " + checkConsole();
        } catch (const Failure& f) {
            verdict = "FAIL cli_console_shows_utf8 in a terminal: " + f.detail;
        }
        std::FILE* out = std::fopen(argv[2], "w");
        if (!out) return 2;
        std::fprintf(out, "%s\n", verdict.c_str());
        std::fclose(out);
        return verdict.rfind("PASS", 0) == 0 ? 0 : 1;
    }
#endif
    if (argc != 3) {
        std::fprintf(stderr, "usage: windows_fileio_check SCENARIO.json LINUX_ITERATION_MS\n");
        return 2;
    }
    const fs::path scenarioSource = argv[1]; // ASCII, so a narrow path is safe here
    const double linuxMs = std::strtod(argv[2], nullptr);
    const fs::path rootPath = fs::absolute("fileio-check");
    fs::remove_all(rootPath);
    fs::create_directories(rootPath);
    const std::string root = pathToUtf8(rootPath);
    std::optional<SimResult> simulation; // from the scenario check, for the JSON check

    const std::vector<std::pair<std::string, std::function<void()>>> checks = {
        {"utf8_folder_write_read",
         [&] {
             const std::string folder = root + "/" + kTopology;
             fs::create_directories(pathFromUtf8(folder));
             const std::string file = folder + "/" + kScenarioFile;
             // Text mode would turn \n into \r\n on Windows and stop reading at Ctrl-Z.
             const std::string bytes = std::string("{\"name\": \"") + kTopology + "\"}\n" +
                                       "crlf\r\n" + "ctrl-z \x1a nul " + '\0' + " end\n";
             writeFileAtomic(file, bytes);
             require(readFileLimited(file) == bytes, "read back differs from what was written");
             require(entries(folder) == std::vector<std::string>{kScenarioFile},
                     "folder holds " + joined(entries(folder)));
             // The name on disk is the Chinese one, not its UTF-8 bytes read in the ANSI code
             // page: a UTF-16 path built without pathFromUtf8 finds it.
             require(fs::is_regular_file(rootPath / u"\u62d3\u6251" / u"\u573a\u666f 1.json"),
                     "a UTF-16 path does not find the file");
             bool narrowFinds = false;
             try {
                 std::error_code ec;
                 narrowFinds = fs::exists(fs::path(file), ec);
             } catch (const std::exception&) { // a name the code page cannot hold
             }
             std::printf("INFO a narrow std::string path %s the file (%s)\n",
                         narrowFinds ? "finds" : "does not find",
                         narrowFinds ? "UTF-8 narrow paths" : "ANSI code page narrow paths");
         }},
        {"atomic_replace_leaves_no_temp",
         [&] {
             const std::string folder = newFolder(root, "\u66ff\u6362");
             const std::string file = folder + "/" + kScenarioFile;
             writeFileAtomic(file, "old\n");
             writeFileAtomic(file, "new content\n"); // the rename must replace an existing file
             require(readFileLimited(file) == "new content\n", "the old content is still there");
             // A writer failing half-way keeps the file and removes its temporary one.
             const std::string got = wordingThrown([&] {
                 writeFileAtomic(file, [](std::ostream& out) {
                     out << "half";
                     throw std::runtime_error("writer failed");
                 });
             });
             require(got == "(other exception) writer failed", "failing writer: " + got);
             require(readFileLimited(file) == "new content\n", "a failed write changed the file");
             require(entries(folder) == std::vector<std::string>{kScenarioFile},
                     "folder holds " + joined(entries(folder)));
         }},
        {"replace_directory_is_worded",
         [&] {
             // Empty and not: Linux says EISDIR, EEXIST or ENOTEMPTY, MoveFileExW "access denied".
             for (const std::string inside : {"", "/inside"}) {
                 const std::string folder = newFolder(root, inside.empty() ? "empty" : "full");
                 const std::string target = folder + "/" + kFolderFile;
                 fs::create_directories(pathFromUtf8(target + inside));
                 try {
                     writeFileAtomic(target, "{}");
                     require(false, "a file replaced a folder");
                 } catch (const WriteError& e) {
                     require(e.problem().wording == "cannot replace file: it is a directory",
                             "wording \"" + e.problem().wording + "\"");
                     require(
                         e.problem().message == e.problem().wording && e.problem().path == target,
                         "message \"" + e.problem().message + "\" at \"" + e.problem().path + "\"");
                 }
                 require(fs::is_directory(pathFromUtf8(target)), "the folder is gone");
                 require(entries(target) == (inside.empty() ? std::vector<std::string>{}
                                                            : std::vector<std::string>{"inside"}),
                         "the folder now holds " + joined(entries(target)));
                 require(entries(folder) == std::vector<std::string>{kFolderFile},
                         "beside it: " + joined(entries(folder)));
             }
             std::printf("INFO a file renamed onto a folder: %s\n",
                         renameOntoFolderError(newFolder(root, "rename")).c_str());
         }},
        {"write_into_missing_folder_is_worded",
         [&] {
             requireWording([&] { writeFileAtomic(root + "/" + kMissing + "/x.json", "{}"); },
                            "cannot write (folder missing or not writable)");
         }},
        {"read_missing_is_worded",
         [&] {
             requireWording([&] { readFileLimited(root + "/" + kMissing + ".json"); },
                            "cannot open file: no such file");
         }},
        {"read_directory_is_worded",
         [&] {
             const std::string folder = newFolder(root, "\u76ee\u5f55");
             requireWording([&] { readFileLimited(folder); },
                            "cannot open file: it is a directory");
         }},
        {"scenario_simulates_as_on_linux",
         [&] {
             // The CLI's `simulate --scenario`: the scenario and its folder as UTF-8 paths.
             const std::string folder = newFolder(root, "\u793a\u4f8b");
             const std::string file = folder + "/" + kScenarioFile;
             fs::copy_file(scenarioSource, pathFromUtf8(file));
             const Scenario s = io::loadScenario(file);
             simulation = evaluateScenario(s, folder).simulation;
             char detail[160];
             std::snprintf(detail, sizeof detail, "here %.17g ms, Linux CLI %.17g ms, diff %.3g",
                           simulation->iterationMs, linuxMs, simulation->iterationMs - linuxMs);
             require(std::abs(simulation->iterationMs - linuxMs) < 0.0005, detail);
             std::printf("INFO %s: %s\n", s.name.c_str(), detail);
         }},
        {"simulation_json_roundtrip",
         [&] {
             require(simulation.has_value(), "no simulation to write (the check before failed)");
             const std::string file = root + "/" + kTopology + "/" + kResultFile;
             writeJsonFileAtomic(file, simResultToJson(*simulation), 1);
             const nlohmann::json doc = io::readJsonFile(file);
             require(doc == simResultToJson(*simulation), "the document read back differs");
             require(simResultFromJson(doc) == *simulation, "the result read back differs");
         }},
#ifdef _WIN32
        {"cli_console_shows_utf8", [] { std::printf("INFO %s\n", checkConsole().c_str()); }},
#endif
    };

    int failed = 0;
    for (const auto& [name, check] : checks) {
        std::string detail;
        try {
            check();
        } catch (const Failure& f) {
            detail = f.detail;
        } catch (const std::exception& e) {
            detail = std::string("unexpected exception: ") + e.what();
        }
        if (detail.empty())
            std::printf("PASS %s\n", name.c_str());
        else
            std::printf("FAIL %s: %s\n", name.c_str(), detail.c_str());
        failed += detail.empty() ? 0 : 1;
    }
    std::printf("%zu checks, %d failed\n", checks.size(), failed);
    return failed == 0 ? 0 : 1;
}
