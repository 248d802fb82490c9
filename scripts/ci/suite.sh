#!/usr/bin/env bash
# The whole suite (`npm test`), stage by stage, each timed in wall and CPU seconds (its own and its children's),
# then compared with scripts/ci/budget.json by scripts/ci/stage-report.ts. Single-threaded checks run side by
# side; the end-to-end servers start in the background while Vitest runs, since they need only the build.
set -uo pipefail
cd "$(dirname "$0")/../.."

REPORTS=reports/suite
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
export TIMEFORMAT='%R %U %S'
STAGES="$REPORTS/stages.tsv"
: >"$STAGES"
failed=()

# The machine's busy CPU seconds so far, every process's (/proc/stat): bash's `time` misses what leaves the
# process tree, Chromium's renderers and the servers started beside Vitest, about two thirds of Playwright's cost.
TICKS=$(getconf CLK_TCK)
busy() { awk -v ticks="$TICKS" '/^cpu /{ printf "%.1f", ($2 + $3 + $4 + $7 + $8) / ticks }' /proc/stat; }
# busy_since BUSY: the machine's busy CPU seconds since busy() said BUSY.
busy_since() { awk -v a="$1" -v b="$(busy)" 'BEGIN { printf "%.0f", b - a }'; }

# stage NAME COMMAND...: runs it, its output through, and records "NAME wall user sys status machine" in
# $STAGES (machine: the busy CPU seconds of the whole machine while it ran, with whatever ran beside it).
stage() {
  local name=$1
  shift
  local status began
  began=$(busy)
  { time "$@" 2>&3; } 3>&2 2>"$REPORTS/time-$name"
  status=$?
  echo "$name $(tail -n 1 "$REPORTS/time-$name") $status $(busy_since "$began")" >>"$STAGES"
  [ "$status" -eq 0 ] || failed+=("$name")
  return "$status"
}

# quiet NAME COMMAND...: a stage run beside others, its output kept apart and shown once it has ended.
quiet() {
  local name=$1
  shift
  stage "$name" "$@" >"$REPORTS/$name.log" 2>&1
  local status=$?
  echo "── $name ──"
  cat "$REPORTS/$name.log"
  return "$status"
}

suite_began=$(date +%s)
suite_busy=$(busy)
report() {
  SUITE_WALL=$(($(date +%s) - suite_began)) SUITE_MACHINE=$(busy_since "$suite_busy") \
    npx tsx scripts/ci/stage-report.ts "$REPORTS" "${failed[@]}"
}

stop_servers() {
  [ -n "${servers_pid:-}" ] || return 0
  pkill -TERM -P "$servers_pid" 2>/dev/null
  wait "$servers_pid"
  servers_pid=
  echo "servers $(tail -n 1 "$REPORTS/time-servers") 0 -" >>"$STAGES"
}
trap stop_servers EXIT

# What the suite needs from Debian, named at once where missing (scripts/setup/debian.sh).
bash scripts/setup/debian.sh --check || exit 1

# i18n first: the checks read the catalogs it compiles.
stage i18n npm run --silent i18n:check || { report; exit 1; }
quiet typecheck npm run --silent typecheck &
typecheck=$!
quiet lint npm run --silent lint &
lint=$!
quiet tests-listed npx tsx scripts/ci/list-tests.ts "$REPORTS/tests-listed.json" &
listed=$!
# The build beside them too (it keeps about one core busy): the app alone, since i18n compiled the catalogs,
# which the checks read as the build would rewrite them.
{ quiet build npm run --silent build:app || exit 1; quiet size npm run --silent size || exit 2; } &
built=$!
wait $typecheck || failed+=(typecheck)
wait $lint || failed+=(lint)
wait $listed || failed+=(tests-listed)
wait $built
case $? in 1) failed+=(build) ;; 2) failed+=(size) ;; esac
[ ${#failed[@]} -eq 0 ] || {
  report
  exit 1
}

# The servers start beside Vitest (e2e/support/start-servers.ts); Playwright then finds them running.
launcher="http://127.0.0.1:$(npx tsx scripts/ci/launcher-port.ts)/"
( { time E2E_READY_WITHIN_MS=900000 node_modules/.bin/tsx e2e/support/start-servers.ts >"$REPORTS/servers.log" 2>&1; } 2>"$REPORTS/time-servers" ) &
servers_pid=$!
servers_began=$(date +%s)

stage vitest npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json" || {
  report
  exit 1
}

# Playwright's own check would start a second set of servers on the same ports: wait for the launcher first.
until curl -sf "$launcher" >/dev/null; do
  if ! kill -0 "$servers_pid" 2>/dev/null; then
    echo "The end-to-end servers did not start:" && cat "$REPORTS/servers.log"
    servers_pid=
    failed+=(servers)
    report
    exit 1
  fi
  sleep 1
done
echo "The end-to-end servers answered $(($(date +%s) - servers_began)) s after they were started."

stage playwright env E2E_REUSE=1 E2E_JSON_REPORT="$REPORTS/playwright.json" npx playwright test ||
  { echo "The end-to-end servers' last words:" && tail -n 40 "$REPORTS/servers.log"; }
stop_servers
report
