#!/usr/bin/env bash
# Takes the user guide's pictures (resources/help/images/<language>/) with a built studio:
#   scripts/guide-pictures.sh [build dir, default build/release]
# Each picture is one part of the window on the small DLRM scenario, in English and in
# Simplified Chinese. The virtual display is just narrower than the studio's preferred 1440
# pixels, so that the window takes 90 % of it and the tabs beside both docks come out about
# 580 pixels wide: the guide window shows them whole. Settings go to a scratch folder, so the
# pictures do not depend on (or change) the user's own window layout and language.
# Needs xvfb-run and a CJK font for the Chinese pictures (scripts/deps.sh installs both).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
studio=$build/app/topoopt-studio
[ -x "$studio" ] || { echo "no studio at $studio: build it first" >&2; exit 2; }
scenario=resources/scenarios/dlrm-16.json
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT

# name, then the studio's options for it (a tab index, a part of the window, a width to scale
# the whole window down to)
pictures=(
  "window      --tab 1 --width 680"
  "panel       --part scenarioDock"
  "summary     --tab 0 --part tab"
  "graph       --tab 1 --part tab"
  "heatmaps    --tab 2 --part tab"
  "convergence --tab 3 --part tab --run-for 30"
  "comparison  --tab 4 --part tab"
  "model       --tab 5 --part tab"
  "strategy    --tab 6 --part tab"
  "designs     --tab 7 --part tab"
  "editor      --part designEditorDock"
  "teaching    --part teachingDock --teaching 3"
)
for language in en zh_CN; do
  out=resources/help/images/$language
  mkdir -p "$out"
  for entry in "${pictures[@]}"; do
    read -r name options <<<"$entry"
    # shellcheck disable=SC2086 # the options are words
    LANG=$language.UTF-8 LC_ALL= LANGUAGE= XDG_CONFIG_HOME=$config XDG_RUNTIME_DIR=$config \
      xvfb-run -a -s '-screen 0 1439x760x24' \
      "$studio" "$scenario" --screenshot "$out/$name.png" $options
    echo "$out/$name.png"
  done
done
