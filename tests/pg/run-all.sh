#!/usr/bin/env bash
# Runs every command given (one argument each: a program and its options,
# split at spaces), inside the one cluster with-postgres.sh started; fails
# when any of them fails (all of them run).
set -uo pipefail
status=0
for command in "$@"; do
    echo "== $command"
    # shellcheck disable=SC2086 # the words of the command
    $command || status=1
done
exit "$status"
