#!/usr/bin/env bash
# Builds the Linux packages with CPack and checks them the way a user meets them: the .deb's
# contents and declared dependencies, `apt-get install ./file.deb` into this system, both
# programs started from the installed files, the .desktop entry and the AppStream metainfo
# validated, and the .tar.gz run from where it was unpacked. Exits non-zero on any failure.
#
# Installs a system package, so it is NOT part of ctest. Needs root (or sudo). By default the
# package is removed again at the end; pass --keep to leave it installed.
#
# Usage: packaging/check-deb.sh [--keep] [BUILD_DIR]    (default BUILD_DIR: build/package)
set -euo pipefail
cd "$(dirname "$0")/.."

keep=0
if [ "${1:-}" = "--keep" ]; then keep=1; shift; fi
build="${1:-build/package}"
app_id=io.github.topoopt.Studio
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

failures=0
step() { printf '\n== %s\n' "$*"; }
ok() { printf 'ok: %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; failures=$((failures + 1)); }

step "build (Release, no tests) in $build"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTOPOOPT_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j"$(nproc)" >/dev/null
ok "built"

step "cpack: DEB and TGZ"
rm -f "$build"/topoopt-studio*.deb "$build"/topoopt-studio*.tar.gz
(cd "$build" && cpack -G "DEB;TGZ" >/dev/null)
deb="$(ls "$build"/topoopt-studio_*.deb)"
tgz="$(ls "$build"/topoopt-studio-*.tar.gz)"
ok "$deb"
ok "$tgz"

step "deb metadata and contents"
dpkg-deb --field "$deb" Package Version Architecture Depends
depends="$(dpkg-deb --field "$deb" Depends)"
for lib in libqt6core6 libqt6gui6 libqt6widgets6 libqcustomplot qt6-qpa-plugins libc6; do
  if grep -q "$lib" <<<"$depends"; then ok "Depends names $lib"; else fail "Depends lacks $lib"; fi
done
contents="$(dpkg-deb --contents "$deb" | awk '{print $6}')"
expected=(./usr/bin/topoopt ./usr/bin/topoopt-studio
  "./usr/share/applications/$app_id.desktop" "./usr/share/metainfo/$app_id.metainfo.xml"
  "./usr/share/icons/hicolor/scalable/apps/$app_id.svg"
  ./usr/share/topoopt/prices/default-prices.json)
for size in 16 22 24 32 48 64 128 256; do
  expected+=("./usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for f in "${expected[@]}"; do
  if grep -qxF "$f" <<<"$contents"; then ok "contains $f"; else fail "missing $f"; fi
done

step "apt-get install ./$(basename "$deb")"
if [ "$keep" -eq 0 ]; then
  trap '$sudo apt-get remove -y -qq topoopt-studio >/dev/null 2>&1 || true' EXIT
fi
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$deb" >/dev/null
dpkg-query -W -f='${Package} ${Version} ${Status}\n' topoopt-studio

step "run the installed programs"
if out="$(/usr/bin/topoopt --version)"; then ok "topoopt --version: $out"; else fail "topoopt --version"; fi
if QT_QPA_PLATFORM=offscreen /usr/bin/topoopt-studio --exit-after-startup; then
  ok "topoopt-studio --exit-after-startup (offscreen)"
else
  fail "topoopt-studio --exit-after-startup"
fi
if /usr/bin/topoopt validate /usr/share/topoopt/prices/default-prices.json; then
  ok "installed price table validates"
else
  fail "installed price table"
fi
for size in 16 256; do
  png="/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
  if file "$png" | grep -q "PNG image data, $size x $size"; then ok "$size px icon"; else fail "$png"; fi
done

step "desktop entry and AppStream metainfo"
if command -v desktop-file-validate >/dev/null; then
  if desktop-file-validate "/usr/share/applications/$app_id.desktop"; then
    ok "desktop-file-validate"
  else
    fail "desktop-file-validate"
  fi
else
  echo "skip: desktop-file-validate not installed (package desktop-file-utils)"
fi
if appstreamcli validate --no-net "/usr/share/metainfo/$app_id.metainfo.xml"; then
  ok "appstreamcli validate"
else
  fail "appstreamcli validate"
fi

step "tarball runs where it is unpacked"
tmp="$(mktemp -d)"
tar -xzf "$tgz" -C "$tmp"
root="$(find "$tmp" -mindepth 1 -maxdepth 1 -type d)"
if "$root/bin/topoopt" --version >/dev/null &&
   QT_QPA_PLATFORM=offscreen "$root/bin/topoopt-studio" --exit-after-startup; then
  ok "tarball programs start"
else
  fail "tarball programs"
fi
rm -rf "$tmp"

if [ "$failures" -ne 0 ]; then
  printf '\n%d check(s) failed\n' "$failures" >&2
  exit 1
fi
printf '\nall package checks passed\n'
