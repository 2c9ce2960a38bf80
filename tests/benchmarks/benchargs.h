// Positional arguments of the benchmarks. atoi read "--help" or "1e3" as 0 and ran anyway (a
// one-proposal "4000 takes" line, or nothing at all); a wrong argument is now named with the
// usage, and -h/--help prints the usage alone.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace topoopt::bench {

class Args {
public:
    /// `usage` is the whole usage text, printed on -h/--help (exit 0) and after a wrong or
    /// extra argument (exit 2). `positional` is how many arguments the benchmark takes.
    Args(int argc, char** argv, const char* usage, int positional)
        : m_argc(argc), m_argv(argv), m_usage(usage)
    {
        for (int i = 1; i < argc; ++i) {
            const std::string_view a = argv[i];
            if (a == "-h" || a == "--help") {
                std::printf("%s\n", usage);
                std::exit(0);
            }
        }
        if (argc - 1 > positional)
            fail("too many arguments (" + std::to_string(argc - 1) + ", at most " +
                 std::to_string(positional) + ")");
    }

    /// Argument `i` (from 1) as a number in [min, max]; `fallback` when it is not given.
    double number(int i, double fallback, double min, double max, const char* name) const
    {
        if (i >= m_argc) return fallback;
        const char* text = m_argv[i];
        char* end = nullptr;
        const double v = std::strtod(text, &end);
        if (end == text || *end != '\0' || !(v >= min && v <= max))
            fail(std::string(name) + " must be a number from " + shortest(min) + " to " +
                 shortest(max) + ", not \"" + text + "\"");
        return v;
    }
    /// The same for a whole number.
    int integer(int i, int fallback, int min, int max, const char* name) const
    {
        const double v = number(i, fallback, min, max, name);
        if (v != static_cast<double>(static_cast<int>(v)))
            fail(std::string(name) + " must be a whole number, not \"" + m_argv[i] + "\"");
        return static_cast<int>(v);
    }
    /// Argument `i` as given, or `fallback`.
    std::string text(int i, const std::string& fallback) const
    {
        return i < m_argc ? std::string(m_argv[i]) : fallback;
    }

    [[noreturn]] void fail(const std::string& problem) const
    {
        std::fprintf(stderr, "%s: %s\n%s\n", m_argv[0], problem.c_str(), m_usage);
        std::exit(2);
    }

private:
    static std::string shortest(double v)
    {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%g", v);
        return buffer;
    }

    int m_argc;
    char** m_argv;
    const char* m_usage;
};

} // namespace topoopt::bench
