#!/usr/bin/env bash
# Runs `topoopt compare` for every scenario here and keeps each result with its CPU and wall
# time; then `python3 make_tables.py` prints the markdown tables of docs/results-128.md.
# Usage: run.sh TOPOOPT [BUDGET_LARGE_MODELS] [BUDGET_OTHERS] [TOPOLOGY_MOVES]
set -euo pipefail
cd "$(dirname "$0")"
topoopt=${1:?path to the topoopt binary}
heavy=${2:-100}   # DLRM and NCF: 128-server all-to-all simulations cost the most
light=${3:-400}
moves=${4:-0}
for scenario in *-d4.json *-d8.json; do
    name=${scenario%.json}
    budget=$light
    case $name in dlrm-* | ncf-*) budget=$heavy ;; esac
    /usr/bin/time -f '{"wall_s": %e, "cpu_s": %U}' -o "$name.time.json" \
        "$topoopt" compare "$scenario" --proposals "$budget" --topology-moves "$moves" --quiet \
        --json -o "$name.result.json" > /dev/null
    echo "$name: $budget proposals per fabric, $(cat "$name.time.json")"
done
