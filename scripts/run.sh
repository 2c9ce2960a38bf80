#!/usr/bin/env bash
# Installs what is missing, builds (release) and runs TopoOpt Studio on the built-in default
# scenario (DLRM, 128 servers, d = 4, 100 Gbps). Without a display it runs the CLI on that
# scenario instead and prints its report.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j"$(nproc)"
scenario=resources/scenarios/default.json
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != "offscreen" ]; then
  exec build/release/app/topoopt-studio "$scenario" "$@"
fi
echo "No display: running the command-line tool on $scenario" >&2
exec build/release/app/topoopt report "$scenario"
