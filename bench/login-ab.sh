#!/usr/bin/env bash
# A/B of the JS /login downloads for two host builds, in one run, 3 rounds each:
#   node scripts/build.mjs; cp -r host/dist /tmp/host-dist-before   # on the base commit
#   ...change, build again...; bash bench/login-ab.sh /tmp/host-dist-before
# Each build is served alone, as `pnpm start` serves it (scripts/serve-static.mjs on the host's
# port, so run it in a network namespace or with nothing on :3000), and measured with
# measureLoginJs of bench/browser.mjs (as sent, gzip 9, raw, number of scripts).
set -euo pipefail
cd "$(dirname "$0")/.."
BEFORE=${1:?the folder of the earlier host build}
for round in 1 2 3; do
  for which in before after; do
    dir=$BEFORE; [ "$which" = after ] && dir=host/dist
    node scripts/serve-static.mjs --dir "$dir" --port 3000 --spa > /dev/null 2>&1 &
    pid=$!
    sleep 2
    echo "== $which, round $round"
    node -e "import('./bench/browser.mjs').then((b) => b.measureLoginJs((name, v, unit) => console.log(name.padEnd(40), Number.isInteger(v) ? v : v.toFixed(1), unit), { alone: true }))"
    kill $pid; wait $pid 2>/dev/null || true
  done
done
