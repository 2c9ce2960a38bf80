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

std::string Problems::toString(const std::string& prefix, std::size_t shown) const
{
    std::string out;
    for (std::size_t i = 0; i < m_items.size() && i < shown; ++i) {
        if (!out.empty()) out += '\n';
        out += prefix + m_items[i].toString();
    }
    if (m_items.size() > shown) {
        const std::size_t more = m_items.size() - shown;
        out += '\n' + prefix + "... and " + std::to_string(more) + " more problem" +
               (more == 1 ? "" : "s");
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
