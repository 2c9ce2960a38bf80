// Formatting of input problems and failures.
#include "common/error.h"

#include <new>

namespace topoopt {

std::string Problem::toString() const
{
    return path.empty() ? message : path + ": " + message;
}

void Problems::add(std::string path, std::string message)
{
    m_items.push_back({std::move(path), std::move(message)});
}

void Problems::append(const Problems& other)
{
    m_items.insert(m_items.end(), other.m_items.begin(), other.m_items.end());
}

std::string Problems::toString(const std::string& prefix) const
{
    std::string out;
    for (const Problem& p : m_items) {
        if (!out.empty()) out += '\n';
        out += prefix + p.toString();
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

std::string failureText(const std::exception& e)
{
    if (const auto* input = dynamic_cast<const InputError*>(&e))
        return input->problems().toString();
    if (dynamic_cast<const std::bad_alloc*>(&e))
        return "out of memory: the problem is too large for this machine's memory (try fewer "
               "servers or a smaller model)";
    return e.what();
}

} // namespace topoopt
