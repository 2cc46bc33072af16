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
    scripts/setup.sh gpa-bench >&2 # the report alone on stdout
fi

revision=$(git describe --always --dirty 2>/dev/null || echo unknown)
exec build/release/tools/bench/gpa-bench --revision "$revision" "${args[@]}"
