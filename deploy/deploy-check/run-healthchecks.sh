#!/usr/bin/env bash
# Runs the healthchecks of a Compose project's containers while it lives: podman runs none by itself
# without systemd. `run-healthchecks.sh PROJECT`; PODMAN names the podman to call (a test's stand-in).
#
# A container not yet healthy is checked every 3 s for its first 60 s (the longest start period the
# compose file sets, within which a failure does not count), then every 10 s (the longest interval it
# sets), so its retries give each part at least as long as Docker would; a healthy one every 15 s.
# The checks due in a pass run side by side: one after the other, ten containers at about 1.5 s each
# (a Node check on a loaded machine) would leave each one far longer than its interval.
set -uo pipefail
PROJECT=$1
PODMAN=${PODMAN:-podman}
declare -A checked_at=()
while true; do
  now=$(date +%s)
  while read -r id started status; do
    case $started in ''|*[!0-9]*) started=$now ;; esac
    case $status in
      *'(healthy)'*) every=15 ;;
      *) if [ $((now - started)) -lt 60 ]; then every=3; else every=10; fi ;;
    esac
    [ $((now - ${checked_at[$id]:-0})) -ge "$every" ] || continue
    checked_at[$id]=$now
    # Not on the listing's stdin: `podman healthcheck run` reads its stdin to the end, which took the
    # lines of every container after this one, and those went unchecked while earlier ones were due.
    "$PODMAN" healthcheck run "$id" </dev/null >/dev/null 2>&1 &
  done < <("$PODMAN" ps --filter "label=com.docker.compose.project=$PROJECT" --format '{{.ID}} {{.StartedAt}} {{.Status}}' 2>/dev/null)
  wait
  sleep 1
done
