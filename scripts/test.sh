#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test: all suites
# (GUI ones offscreen), then the core and CLI suites again under ASan + UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
export QT_QPA_PLATFORM=offscreen
jobs="$(nproc)"

cmake --preset ci >/dev/null
cmake --build --preset ci -j"$jobs"
ctest --preset ci -j"$jobs"

cmake --preset ci-asan >/dev/null
cmake --build --preset ci-asan -j"$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --preset ci-asan -j"$jobs"
