#!/usr/bin/env bash
# macOS check on Debian: compiles every source of the project (core, ui, app, tests) against
# LLVM's libc++, the standard library of Apple's toolchain, with Clang in syntax-only mode. It
# finds what GCC's libstdc++ lets through and Xcode does not: a header only included by another
# header, a library feature libc++ lacks (floating-point std::from_chars before LLVM 20), a
# language feature Clang lacks. Nothing is linked (Debian's Qt is built for libstdc++).
#
#   scripts/check-libcxx.sh          # JOBS=N compiles N files at once (default 2)
#
# Needs build/ci's compile_commands.json (cmake --preset ci). Exit 0 when every file compiles.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${JOBS:-2}
out=build/libcxx
say() { echo "check-libcxx: $*" >&2; }

scripts/deps.sh clang libc++-dev libc++abi-dev
if [ ! -f build/ci/compile_commands.json ]; then
  say "no build/ci/compile_commands.json: run 'cmake --preset ci' first"
  exit 1
fi
# Generated sources (moc, the FlatBuffers header) must exist for the files that include them.
cmake --build build/ci -j "$jobs" >/dev/null

rm -rf "$out" && mkdir -p "$out"
# One command per translation unit: build/ci's own includes and definitions, libc++ instead of
# libstdc++, the project's warnings as Clang spells them.
python3 - "$out" <<'PY'
import json, shlex, sys
out = sys.argv[1]
lines = []
for e in json.load(open('build/ci/compile_commands.json')):
    args = shlex.split(e['command'])
    keep = ['clang++', '-stdlib=libc++', '-std=c++20', '-fsyntax-only', '-fPIC', '-Wall', '-Wextra']
    i = 1
    while i < len(args):
        a = args[i]
        if a == '-isystem':
            keep += [a, args[i + 1]]
            i += 2
            continue
        if a.startswith(('-I', '-D')):
            keep.append(a)
        i += 1
    keep.append(e['file'])
    log = '%s/%d.log' % (out, len(lines))
    lines.append('%s >%s 2>&1 || echo %s' % (' '.join(map(shlex.quote, keep)), log,
                                              shlex.quote(e['file'])))
open(out + '/commands', 'w').write('\n'.join(lines) + '\n')
PY
count=$(wc -l <"$out/commands")
say "compiling $count files against libc++ ($(clang++ --version | head -1)), -j$jobs"
start=$SECONDS
failed=$(xargs -P "$jobs" -I{} -d '\n' sh -c '{}' <"$out/commands" | LC_ALL=C sort)
errors=$(cat "$out"/*.log | grep -c ': error:' || true)
warnings=$(cat "$out"/*.log | grep -c ': warning:' || true)
if [ -n "$warnings" ] && [ "$warnings" -gt 0 ]; then
  say "warnings:"
  cat "$out"/*.log | grep ': warning:' | LC_ALL=C sort -u >&2
fi
if [ -n "$failed" ]; then
  say "errors:"
  cat "$out"/*.log | grep ': error:' | LC_ALL=C sort -u >&2
  say "FAILED: $(echo "$failed" | wc -l) of $count files do not compile against libc++"
  exit 1
fi
say "OK: $count files, $errors errors, $warnings warnings, $((SECONDS - start)) s"
