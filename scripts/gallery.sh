#!/usr/bin/env bash
# Writes the screenshot gallery: every variant's table, hand-end and
# game-end screens at 1280x800 and 390x844, into docs/screenshots/
# (JANTAKU_GALLERY_LANG=ja for the Japanese client). It plays real games
# against bots in headless Chromium, so it takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/screenshots}"
mkdir -p "$out"
JANTAKU_GALLERY="$(cd "$out" && pwd)" go test -count=1 -timeout 30m -run TestGallery ./server/browsertest/
echo "wrote $(ls "$out"/*.png | wc -l) screenshots to $out"
