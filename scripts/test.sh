#!/usr/bin/env bash
# npm test: the package as a host installs it, beside typecheck and the unit tests, then beside the browser (e2e) tests.
# Expects `npm ci` to have run already.
# The e2e tests drive Debian's /usr/bin/chromium (installed with apt-get when missing; never downloaded
# by Playwright) against the offline dev stack (anvil + demo dapp, 127.0.0.1 only).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
TOTAL_START=$EPOCHREALTIME
SUMMARY=()

# Per-phase CPU seconds (user + system, the phase's processes together) from GNU time when it is installed: on a
# shared machine the wall times move with the others' load, the CPU a phase burns much less.
TIME_BIN=/usr/bin/time
cpu_of() {
  if [[ -s "$1" ]]; then awk 'END { printf ", cpu %.0fs", $1 + $2 }' "$1"; fi
}
timed() {
  local cpu_file=$1
  shift
  if [[ -x "$TIME_BIN" ]]; then "$TIME_BIN" -q -f '%U %S' -o "$cpu_file" "$@"; else "$@"; fi
}

# record NAME START STATUS CPU_FILE [END]: adds the phase's line to the summary; stops the script if it failed.
# END (default: now) is when the phase ended: a phase run beside others ends before it is awaited.
record() {
  local name=$1 start=$2 status=$3 cpu_file=$4 end=${5:-$EPOCHREALTIME}
  local seconds
  seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
  if [[ $status -ne 0 ]]; then
    SUMMARY+=("$(printf '%-10s FAILED after %ss (exit %d)' "$name" "$seconds" "$status")")
    printf '=== %s FAILED after %ss (exit %d)\n' "$name" "$seconds" "$status"
    # The EXIT trap prints what ran beside, then the failed tests and the summary: the last lines CI keeps.
    exit "$status"
  fi
  SUMMARY+=("$(printf '%-10s %6ss%s' "$name" "$seconds" "$(cpu_of "$cpu_file")")")
  printf '=== %s passed in %ss\n' "$name" "$seconds"
}

# phase NAME COMMAND...: runs COMMAND, prints its wall time, stops the script if it fails.
phase() {
  local name=$1
  shift
  local start=$EPOCHREALTIME
  printf '\n=== %s: %s\n' "$name" "$*"
  local status=0
  "$@" || status=$?
  record "$name" "$start" "$status" ""
}

# beside NAME COMMAND...: starts COMMAND in the background, its output kept in .tmp/NAME.log until await_beside NAME
# prints it (one block, not interleaved with the phase running meanwhile).
declare -A BESIDE_PID BESIDE_START
beside() {
  local name=$1
  shift
  printf '\n=== %s (beside the next phase, its output below once it ends): %s\n' "$name" "$*"
  BESIDE_START[$name]=$EPOCHREALTIME
  # A process group of its own (setsid), so that stop_beside can end it with its children.
  # Its end time goes to .tmp/NAME.end: awaited later, its own duration is still what the summary shows.
  setsid bash -c "$(declare -f timed); TIME_BIN=$TIME_BIN; timed \"\$@\"; status=\$?; echo \"\$EPOCHREALTIME\" >\".tmp/$name.end\"; exit \$status" \
    bash ".tmp/$name.cpu" "$@" >".tmp/$name.log" 2>&1 &
  BESIDE_PID[$name]=$!
}
# A phase that fails stops the script: what still runs beside it is ended, not left behind.
stop_beside() {
  local name
  for name in "${!BESIDE_PID[@]}"; do
    kill -- "-${BESIDE_PID[$name]}" 2>/dev/null || true
    printf '\n=== %s stopped; its output so far:\n' "$name"
    cat ".tmp/$name.log" 2>/dev/null || true
  done
}
# The failed tests of the vitest phases (their JSON reports), each with the start of its error: printed last, so
# that a log cut to its tail still names them (otherwise the tail is the package check's output so far).
print_failures() {
  node -e '
    const fs = require("node:fs")
    for (const file of [".tmp/unit-results.json", ".tmp/e2e-results.json"]) {
      if (!fs.existsSync(file)) continue
      let report
      try { report = JSON.parse(fs.readFileSync(file, "utf8")) } catch { continue }
      for (const suite of report.testResults ?? []) {
        const failed = (suite.assertionResults ?? []).filter((t) => t.status === "failed")
        if (failed.length === 0 && suite.status === "failed") console.log(`FAILED ${suite.name}: ${String(suite.message ?? "").split("\n").slice(0, 6).join("\n  ")}`)
        for (const test of failed) {
          console.log(`FAILED ${suite.name} > ${test.fullName}`)
          for (const line of (test.failureMessages ?? []).join("\n").split("\n").filter((l) => !l.includes("node_modules")).slice(0, 8)) console.log(`  ${line}`)
        }
      }
    }
  ' 2>/dev/null || true
}
on_exit() {
  local status=$?
  stop_beside
  if [[ $status -ne 0 ]]; then
    # The pages' words first: CI keeps only the log's tail, which must still hold the failed tests' names.
    if [[ -s .tmp/e2e-failures.txt ]]; then
      printf '\n=== what the failed browser tests showed\n'
      head -c 2500 .tmp/e2e-failures.txt
    fi
    printf '\n=== failed tests\n'
    print_failures
    print_summary
  fi
}
trap on_exit EXIT
await_beside() {
  local name=$1
  local status=0
  wait "${BESIDE_PID[$name]}" || status=$?
  unset "BESIDE_PID[$name]"
  printf '\n=== %s output:\n' "$name"
  cat ".tmp/$name.log"
  record "$name" "${BESIDE_START[$name]}" "$status" ".tmp/$name.cpu" "$(cat ".tmp/$name.end" 2>/dev/null || echo "$EPOCHREALTIME")"
}

# timed_phase NAME COMMAND...: phase, with the command's CPU seconds in the summary.
timed_phase() {
  local name=$1
  shift
  local start=$EPOCHREALTIME
  printf '\n=== %s: %s\n' "$name" "$*"
  local status=0
  timed ".tmp/$name.cpu" "$@" || status=$?
  record "$name" "$start" "$status" ".tmp/$name.cpu"
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
mkdir -p .tmp
rm -f .tmp/*.cpu .tmp/*.end .tmp/unit-results.json .tmp/unit-results-rerun.json .tmp/e2e-results.json .tmp/e2e-failures.txt
# The packed tarball from a host's side (publint, attw, offline installs, tsc, esbuild, SSR, Next builds, sizes) is
# the longest phase and much of it waits on npm's installs and on child processes: it starts first and runs beside
# everything else. It builds from the sources into dist/, which no other test reads (readmeLinks.test.ts lists
# the tarball without it).
beside package node test/package/check.mjs
# tsc is one core's work and the unit phase leaves gaps (collecting, the isolated files' forks): side by side.
beside typecheck npx tsc -p tsconfig.json --noEmit
# vitest, and once more the files its worker could not load on vitest's fixed 60 s RPC bound (the script says when).
timed_phase unit node scripts/unitTests.mjs
await_beside typecheck
# The browser files mostly wait on Chromium and the chains.
timed_phase e2e npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile=.tmp/e2e-results.json
await_beside package
print_summary
# One plain closing line for CI: the counts of both suites together.
node -e '
  const fs = require("node:fs")
  const runs = [".tmp/unit-results.json", ".tmp/e2e-results.json"].map((f) => JSON.parse(fs.readFileSync(f, "utf8")))
  const sum = (key) => runs.reduce((n, r) => n + r[key], 0)
  console.log(`tests: ${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed`)
'

