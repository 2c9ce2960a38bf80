// Formatting of input problems and failures.
#include "common/error.h"

#include <new>

#include "common/wording.h"

namespace topoopt {

const char* const kMoreProblem = TOPOOPT_WORDING("Problem", "... and 1 more problem");
//: %1 problems not listed
const char* const kMoreProblems = TOPOOPT_WORDING("Problem", "... and %1 more problems");
const char* const kOutOfMemory = TOPOOPT_WORDING(
    "Problem", "out of memory: the problem is too large for this machine's memory (try fewer "
               "servers or a smaller model)");

std::string Problem::toString() const
{
    return path.empty() ? message : path + ": " + message;
}

void Problems::add(std::string path, std::string message)
{
    m_items.push_back({std::move(path), std::move(message), {}, {}});
}

namespace {
/// A problem worded by `wording`, its message made by filling in `facts`.
Problem wordedProblem(std::string path, const char* wording, std::vector<std::string> facts)
{
    std::string message = fillPlaceholders(wording, facts);
    return {std::move(path), std::move(message), wording, std::move(facts)};
}
} // namespace

void Problems::add(std::string path, const char* wording, std::vector<std::string> facts)
{
    m_items.push_back(wordedProblem(std::move(path), wording, std::move(facts)));
}

void Problems::addAt(std::string path, const Problem& problem)
{
    m_items.push_back(problem);
    m_items.back().path = std::move(path);
}

void Problems::append(const Problems& other)
{
    m_items.insert(m_items.end(), other.m_items.begin(), other.m_items.end());
}

std::string Problems::toString(const std::string& prefix, std::size_t shown) const
{
    std::string out;
    for (std::size_t i = 0; i < m_items.size() && i < shown; ++i) {
        if (!out.empty()) out += '\n';
        out += prefix + m_items[i].toString();
    }
    if (m_items.size() > shown) {
        const std::size_t more = m_items.size() - shown;
        out += '\n' + prefix +
               (more == 1 ? std::string(kMoreProblem)
                          : fillPlaceholders(kMoreProblems, {std::to_string(more)}));
    }
    return out;
}

InputError::InputError(Problems problems)
    : std::runtime_error(problems.toString()), m_problems(std::move(problems))
{
}

InputError::InputError(std::string path, std::string message)
    : InputError([&] {
          Problems p;
          p.add(std::move(path), std::move(message));
          return p;
      }())
{
}

InputError::InputError(std::string path, const char* wording, std::vector<std::string> facts)
    : InputError([&] {
          Problems p;
          p.add(std::move(path), wording, std::move(facts));
          return p;
      }())
{
}

WriteError::WriteError(std::string path, const char* wording, std::vector<std::string> facts)
    : WriteError(wordedProblem(std::move(path), wording, std::move(facts)))
{
}

WriteError::WriteError(Problem problem)
    : std::runtime_error(problem.toString()), m_problem(std::move(problem))
{
}

std::string failureText(const std::exception& e)
{
    if (const auto* input = dynamic_cast<const InputError*>(&e))
        return input->problems().toString();
    if (dynamic_cast<const std::bad_alloc*>(&e)) return kOutOfMemory;
    return e.what();
}

} // namespace topoopt
