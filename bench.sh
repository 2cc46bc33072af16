#!/usr/bin/env bash
# Builds what the benchmark suite needs (Release) and runs it: whole-process
# timings of the window and the commands, each next to a plain-Qt or
# matplotlib anchor run in the same invocation. See docs/performance.md.
#   ./bench.sh [--smoke] [--repeats N] [--steps N] [--json FILE] [--platform NAME]
#              [--work-dir DIR] [--no-build]
# Timings are reported, never asserted; the exit status is non-zero only when
# a program failed to run. --no-build skips installing packages and building.
set -euo pipefail

build=1
args=()
while (($# > 0)); do
    case $1 in
        --no-build) build=0 ;;
        -h | --help)
            # The usage alone: nothing is built or measured.
            bench="$(dirname "$0")/build/release/tools/bench/gpa-bench"
            [[ -x $bench ]] && exec "$bench" --help
            sed -n '5,8p' "$0" | sed 's/^# \{0,3\}//'
            exit 0
            ;;
        # Paths are taken from where the script was called.
        --json | --work-dir)
            args+=("$1" "$(realpath -m -- "${2:?$1 needs a value}")")
            shift
            ;;
        *) args+=("$1") ;;
    esac
    shift
done

cd "$(dirname "$0")"
if ((build)); then
    scripts/setup.sh gpa-bench gpa-bench-team >&2 # the report alone on stdout
fi

revision=$(git describe --always --dirty 2>/dev/null || echo unknown)
status=0
build/release/tools/bench/gpa-bench --revision "$revision" "${args[@]}" || status=$?
# Load on a team catalogue: 20 clients x 1,000 quotes on a throwaway
# PostgreSQL server of its own (docs/team-catalogue.md), when the server's
# programs are installed; 4 x 50 with --smoke.
team=(--clients 20 --quotes 1000)
[[ " ${args[*]} " == *" --smoke "* ]] && team=(--clients 4 --quotes 50)
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
    echo
    tests/pg/with-postgres.sh build/release/tools/bench/gpa-bench-team "${team[@]}" || status=1
fi
exit "$status"
