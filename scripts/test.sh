#!/usr/bin/env bash
# npm test: typecheck, unit tests, browser (e2e) tests, the package as a host installs it. Expects `npm ci` to have run already.
# The e2e tests drive Debian's /usr/bin/chromium (installed with apt-get when missing; never downloaded
# by Playwright) against the offline dev stack (anvil + demo dapp, 127.0.0.1 only).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
TOTAL_START=$EPOCHREALTIME
SUMMARY=()

# phase NAME COMMAND...: runs COMMAND, prints its wall time, stops the script if it fails.
phase() {
  local name=$1
  shift
  local start=$EPOCHREALTIME
  printf '\n=== %s: %s\n' "$name" "$*"
  local status=0
  "$@" || status=$?
  local seconds
  seconds=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
  if [[ $status -ne 0 ]]; then
    SUMMARY+=("$(printf '%-10s FAILED after %ss (exit %d)' "$name" "$seconds" "$status")")
    printf '=== %s FAILED after %ss (exit %d)\n' "$name" "$seconds" "$status"
    print_summary
    exit "$status"
  fi
  SUMMARY+=("$(printf '%-10s %6ss' "$name" "$seconds")")
  printf '=== %s passed in %ss\n' "$name" "$seconds"
}

# The 1-minute load average and core count: the phase times mean little without them on a shared machine.
load() {
  printf '%s on %s cores' "$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')" "$(nproc 2>/dev/null || echo '?')"
}
LOAD_AT_START=$(load)

print_summary() {
  printf '\n--- timing ---\n'
  printf '%s\n' "${SUMMARY[@]}"
  printf 'total      %6ss\n' "$(awk -v a="$TOTAL_START" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')"
  printf 'load       %s at the start, %s at the end\n' "$LOAD_AT_START" "$(load)"
}

install_chromium() {
  if [[ -x "$CHROMIUM" ]]; then
    echo "chromium present: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
    return 0
  fi
  local -a as_root=()
  if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
      as_root=(sudo)
    else
      echo "error: $CHROMIUM is missing and this user cannot install it (not root, no sudo)." >&2
      echo "       Install Debian's chromium package (apt-get install -y chromium) or set CHROMIUM_PATH." >&2
      return 1
    fi
  fi
  echo "$CHROMIUM missing: installing Debian's chromium with apt-get"
  "${as_root[@]}" apt-get update
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  if [[ ! -x "$CHROMIUM" ]]; then
    echo "error: installed the chromium package but $CHROMIUM still does not exist (check CHROMIUM_PATH)." >&2
    return 1
  fi
  "$CHROMIUM" --version 2>/dev/null
}

phase chromium install_chromium
phase typecheck npx tsc -p tsconfig.json --noEmit
mkdir -p .tmp
phase unit npx vitest run --reporter=default --reporter=json --outputFile=.tmp/unit-results.json
phase e2e npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile=.tmp/e2e-results.json
# The packed tarball from a host's side: publint, attw, offline install, tsc, esbuild, SSR, sizes.
phase package node test/package/check.mjs
print_summary
# One plain closing line for CI: the counts of both suites together.
node -e '
  const fs = require("node:fs")
  const runs = [".tmp/unit-results.json", ".tmp/e2e-results.json"].map((f) => JSON.parse(fs.readFileSync(f, "utf8")))
  const sum = (key) => runs.reduce((n, r) => n + r[key], 0)
  console.log(`tests: ${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed`)
'

