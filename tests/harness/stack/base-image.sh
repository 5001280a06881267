#!/usr/bin/env bash
# The Node base image for deploy/Dockerfile on a machine that reaches no image registry (CI here):
# Debian bookworm from Debian's mirror (debootstrap, minbase) with this machine's Node and npm,
# shaped like the official node:20-bookworm-slim (node in /usr/local/bin, a `node` user of uid
# 1000), imported into podman as $BASE_IMAGE. Skipped when the image exists.
#
#   tests/harness/stack/base-image.sh [image name, default localhost/node-base:20-bookworm]
set -euo pipefail
IMAGE="${1:-localhost/node-base:20-bookworm}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
PODMAN=(podman --runtime /usr/sbin/runc --cgroup-manager=cgroupfs)

if "${PODMAN[@]}" image exists "$IMAGE"; then
  echo "base image $IMAGE: present"
  exit 0
fi

ROOTFS="$(mktemp -d /var/tmp/node-base.XXXXXX)"
trap 'rm -rf "$ROOTFS"' EXIT
echo "base image $IMAGE: debootstrap bookworm from $MIRROR…"
debootstrap --variant=minbase --include=ca-certificates bookworm "$ROOTFS" "$MIRROR" >"$ROOTFS.log" 2>&1 || {
  tail -30 "$ROOTFS.log"; exit 1; }
rm -f "$ROOTFS.log"

NODE_BIN="$(readlink -f "$(command -v node)")"
NPM_DIR="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
install -D -m 0755 "$NODE_BIN" "$ROOTFS/usr/local/bin/node"
mkdir -p "$ROOTFS/usr/local/lib/node_modules"
cp -a "$NPM_DIR" "$ROOTFS/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
# This machine's trust store and npm settings: the registry may be reached through a proxy
# whose certificate only this machine trusts.
cp /etc/ssl/certs/ca-certificates.crt "$ROOTFS/etc/ssl/certs/ca-certificates.crt"
for rc in /etc/npmrc /usr/etc/npmrc; do
  [ -f "$rc" ] && install -D -m 0644 "$rc" "$ROOTFS/usr/local/etc/npmrc" && break
done
chroot "$ROOTFS" groupadd --gid 1000 node
chroot "$ROOTFS" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/var/lib/apt/lists/*

tar -C "$ROOTFS" -c . | "${PODMAN[@]}" import \
  --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_VERSION='"$(node -v | tr -d v)" \
  --change 'CMD ["node"]' - "$IMAGE" >/dev/null
echo "base image $IMAGE: imported (node $(node -v))"
