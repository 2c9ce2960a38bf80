// Errors the core reports about its inputs: a JSON path (or field name) plus what was wrong.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "common/wording.h" // TOPOOPT_WORDING, for the problems' wordings

namespace topoopt {

/// One thing wrong with an input, e.g. path "/cluster/degree", message "must be between 1 and
/// 64, got 0". The path is a JSON pointer into the file, or empty when the whole input is meant.
/// A message made from a wording keeps it and its facts, so that the studio can phrase the
/// problem in its own language (common/wording.h); one written whole has no wording.
struct Problem {
    std::string path;
    std::string message;
    std::string wording;            // English, with %1..%9 for the facts; or empty
    std::vector<std::string> facts; // already formatted: numbers, names, values found

    /// "path: message", or just the message when there is no path.
    std::string toString() const;
};

/// Collects every problem of an input so a user sees all of them at once, not one per run.
class Problems {
public:
    void add(std::string path, std::string message);
    /// A problem worded by `wording` (marked with TOPOOPT_WORDING, context "Problem"), its
    /// message made by filling in `facts`.
    void add(std::string path, const char* wording, std::vector<std::string> facts);
    /// `problem` again at `path`: a nested document's problem filed under the enclosing file.
    void addAt(std::string path, const Problem& problem);
    void append(const Problems& other);
    bool empty() const { return m_items.empty(); }
    std::size_t size() const { return m_items.size(); }
    const std::vector<Problem>& items() const { return m_items; }
    /// How many problems a message lists by default: one wrong field can fail thousands of
    /// entries (a topology's server count fails every link), and a user reads the first few.
    static constexpr std::size_t kShown = 10;

    /// One line per problem, each prefixed with `prefix` (usually the file name and ": "); past
    /// `shown` problems, one last line says how many more there are.
    std::string toString(const std::string& prefix = {}, std::size_t shown = kShown) const;

private:
    std::vector<Problem> m_items;
};

/// Thrown when an input is invalid: the CLI maps it to exit code 2, the UI to an error dialog.
class InputError : public std::runtime_error {
public:
    explicit InputError(Problems problems);
    InputError(std::string path, std::string message);
    /// One problem worded as Problems::add words it.
    InputError(std::string path, const char* wording, std::vector<std::string> facts);
    const Problems& problems() const { return m_problems; }

private:
    Problems m_problems;
};

/// An InputError about the fabric a job runs on rather than the job itself (two servers that
/// must exchange data are not connected, a ring that is no ring): a caller that took the
/// fabric from a file blames that file, not the job's. Paths are the topology document's.
class FabricError : public InputError {
public:
    using InputError::InputError;
};

/// An InputError about size: the job is well formed but past one of limits.h's bounds on what
/// a run can route and simulate. A search refuses a proposal that raises it and goes on with
/// the next, where any other InputError stops the run.
class TooLargeError : public InputError {
public:
    using InputError::InputError;
};

/// Thrown when a file cannot be written (a folder missing or read-only, a full disk): not a
/// problem with an input, so the CLI exits 1, but worded like one so an interface can phrase
/// it. what() is the problem's "path: message".
class WriteError : public std::runtime_error {
public:
    WriteError(std::string path, const char* wording, std::vector<std::string> facts);
    const Problem& problem() const { return m_problem; }

private:
    explicit WriteError(Problem problem);
    Problem m_problem;
};

/// What to tell a user about a failed job: an InputError's problems, one per line; for memory
/// running out, that the problem is too large for this machine (the bare "std::bad_alloc"
/// says nothing to a user); else what().
std::string failureText(const std::exception& e);

/// The wordings of failureText() and Problems::toString() that are not a problem's own, for an
/// interface that phrases them itself. kMoreProblems takes the count, %1.
extern const char* const kMoreProblem;
extern const char* const kMoreProblems;
extern const char* const kOutOfMemory;

/// Thrown when a job is cancelled through its CancelToken.
class Cancelled : public std::runtime_error {
public:
    Cancelled() : std::runtime_error("cancelled") {}
};

} // namespace topoopt
