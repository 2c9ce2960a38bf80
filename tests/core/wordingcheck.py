#!/usr/bin/env python3
"""Fails when the core reports a problem with an input in a message written whole.

A problem the core words with TOPOOPT_WORDING (common/wording.h) is phrased by the studio in
its own language; one written whole ("must be " + ...) reaches the Chinese interface in English.
`translations_complete` checks that every wording has its translation; this checks that every
problem has a wording. Usage: wordingcheck.py CORE_DIR
"""
import pathlib
import re
import sys

# The calls that file a problem. Problems::add and the errors' constructors take
# (path, message) or (path, wording, facts); addAt files a problem already made.
CALL = re.compile(r"\b(InputError|FabricError|TooLargeError|WriteError|problems\(\)\.add|[A-Za-z_]\w*\.add)\(")
# A failure a user meets that is not a problem with an input (a file that cannot be written) is
# a WriteError; a std::runtime_error with its own English would reach the studio unphrased.
# (std::invalid_argument and std::logic_error guard against the core's own misuse.)
RUNTIME = re.compile(r"\bstd::runtime_error\(")
# Where the two-argument forms are defined, in terms of each other.
SKIP = {"common/error.cpp"}


def call_arguments(text, start):
    """The top-level arguments of the call whose '(' ends at `start`, and where it ends."""
    args, depth, i, begin = [], 1, start, start
    while i < len(text) and depth:
        c = text[i]
        if c in "\"'":
            i += 1
            while i < len(text) and text[i] != c:
                i += 2 if text[i] == "\\" else 1
        elif text.startswith("//", i):
            i = text.find("\n", i)
            if i < 0:
                break
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                args.append(text[begin:i])
        elif c == "," and depth == 1:
            args.append(text[begin:i])
            begin = i + 1
        i += 1
    return [a.strip() for a in args], i


def has_literal(expr):
    return re.search(r'"(?:[^"\\]|\\.)*"', expr) is not None


def problems_in(path, text):
    found = []
    for m in CALL.finditer(text):
        args, _ = call_arguments(text, m.end())
        line = text.count("\n", 0, m.start()) + 1
        if len(args) == 2 and has_literal(args[1]):
            found.append((line, "a message written whole: " + " ".join(args[1].split())[:80]))
        elif len(args) == 3 and args[1].startswith('"'):
            found.append((line, "a wording not marked with TOPOOPT_WORDING: " + args[1][:80]))
    for m in RUNTIME.finditer(text):
        args, _ = call_arguments(text, m.end())
        if len(args) == 1 and has_literal(args[0]):
            line = text.count("\n", 0, m.start()) + 1
            found.append((line, "a failure written whole: " + " ".join(args[0].split())[:80]))
    return found


def main():
    core = pathlib.Path(sys.argv[1])
    failures = 0
    for path in sorted(core.rglob("*.cpp")):
        rel = path.relative_to(core).as_posix()
        if rel in SKIP:
            continue
        for line, what in problems_in(rel, path.read_text(encoding="utf-8")):
            print(f"core/{rel}:{line}: {what}")
            failures += 1
    if failures:
        print(f"{failures} problem(s) not worded for translation: wrap the English in "
              "TOPOOPT_WORDING(\"Problem\", ...) with %1.. for its facts")
        return 1
    print("every problem the core files is worded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
