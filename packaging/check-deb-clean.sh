#!/usr/bin/env bash
# Installs a built .deb into a clean Debian 12 (bookworm) root made with debootstrap, the way a
# user on a fresh machine meets it: `apt-get install ./file.deb` must pull every dependency from
# Debian's archive, and both programs must start from the installed files (the studio
# offscreen). check-deb.sh checks the package's contents on this machine; this checks that
# its declared dependencies are enough on a machine that has none of the build's libraries.
#
# Needs root, debootstrap and network access to deb.debian.org. Not part of ctest.
#
# Usage: packaging/check-deb-clean.sh FILE.deb [ROOT]   (default ROOT: /tmp/topoopt-bookworm;
#        an existing root is reused, so a second run skips debootstrap)
set -euo pipefail

deb="$(realpath "${1:?usage: check-deb-clean.sh FILE.deb [ROOT]}")"
root="${2:-/tmp/topoopt-bookworm}"
mirror="http://deb.debian.org/debian"

if [ ! -x "$root/usr/bin/apt-get" ]; then
  echo "== debootstrap bookworm into $root"
  debootstrap --variant=minbase bookworm "$root" "$mirror" >/dev/null
fi

mounted=0
cleanup() {
  if [ "$mounted" -eq 1 ]; then umount "$root/proc" || true; fi
  rm -f "$root/tmp/$(basename "$deb")"
}
trap cleanup EXIT
mount -t proc proc "$root/proc"
mounted=1
cp "$deb" "$root/tmp/"

in_root() {
  chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
    DEBIAN_FRONTEND=noninteractive "$@"
}

echo "== apt-get install ./$(basename "$deb") (dependencies from Debian only)"
in_root apt-get update -qq
# Recommends (CJK fonts, Qt's own translations) are left out: the programs must start without.
in_root apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")" >/dev/null
echo "ok: installed"

echo "== the installed programs"
in_root /usr/bin/topoopt --version
in_root /usr/bin/topoopt validate /usr/share/topoopt/prices/default-prices.json
in_root /usr/bin/install -d -m 0700 /tmp/runtime-check
in_root /usr/bin/env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/tmp/runtime-check \
  /usr/bin/topoopt-studio --exit-after-startup
echo "ok: topoopt-studio started offscreen and exited 0"
