#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages TopoOpt Studio builds with, or the packages given as
# arguments (the platform checks' cross compilers). Idempotent: when nothing is missing it only
# checks (about a second) and touches no network.
#
#   scripts/deps.sh [PACKAGE...]
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqcustomplot-dev libboost-graph-dev nlohmann-json3-dev
  libflatbuffers-dev flatbuffers-compiler libgl-dev
  fonts-noto-cjk qt6-translations-l10n xvfb xauth python3 python3-networkx appstream desktop-file-utils file dpkg-dev
)
if [ $# -gt 0 ]; then packages=("$@"); fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "deps: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
