#!/usr/bin/env bash
# Long fuzzing runs of every reader of outside data: CSV files, JSON output,
# catalogue files, saved personas and command-line values (and any other
# tests/fuzz/fuzz_<name>.cpp).
#
#   ./fuzz.sh [--seconds N] [--jobs J] [TARGET...]
#
# With clang's libFuzzer the targets are built with AddressSanitizer and
# UBSan (the "fuzz" preset, build/fuzz) and each runs for N seconds (default
# 600), J processes at a time, growing its corpus in build/fuzz/corpus/NAME
# from tests/fuzz/corpus/NAME; a crash is saved under build/fuzz/crashes/NAME/
# and replays with build/fuzz/tests/fuzz/gpa-libfuzzer-NAME FILE. Without
# libFuzzer, the bounded random-mutation driver of the release build runs for
# the same time with a random seed. Exits non-zero when a target crashed.
set -euo pipefail
cd "$(dirname "$0")"

seconds=600
jobs=1
targets=()
while (($# > 0)); do
    case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) targets+=("$1"); shift ;;
    esac
done
if ((${#targets[@]} == 0)); then
    for source in tests/fuzz/fuzz_*.cpp; do
        name="${source##*/fuzz_}"
        targets+=("${name%.cpp}")
    done
fi

export QT_QPA_PLATFORM=offscreen
# Qt's own objects live until exit; only what a run corrupts is of interest.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"

probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf '#include <cstddef>\n#include <cstdint>\nextern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *, std::size_t) { return 0; }\n' >"$probe/probe.cpp"
failed=0
if command -v clang++ >/dev/null && clang++ -fsanitize=fuzzer "$probe/probe.cpp" -o "$probe/probe" 2>/dev/null; then
    echo "fuzz: building the libFuzzer targets (clang, ASan, UBSan) in build/fuzz"
    [[ -f build/fuzz/CMakeCache.txt ]] || cmake --preset fuzz >/dev/null
    cmake --build --preset fuzz -j2
    for name in "${targets[@]}"; do
        corpus="build/fuzz/corpus/$name"
        crashes="build/fuzz/crashes/$name"
        mkdir -p "$corpus" "$crashes"
        echo "fuzz: $name for $seconds s"
        parallel=()
        if ((jobs > 1)); then
            # Each worker logs to fuzz-N.log in the current folder: keep them there.
            parallel=(-jobs="$jobs" -workers="$jobs")
        fi
        if ! (cd "build/fuzz/crashes/$name" && "../../tests/fuzz/gpa-libfuzzer-$name" \
            -max_total_time="$seconds" "${parallel[@]}" -close_fd_mask=3 -max_len=65536 \
            -timeout=30 -artifact_prefix=./ ../../corpus/"$name" ../../../../tests/fuzz/corpus/"$name"); then
            echo "fuzz: $name crashed; see $crashes/"
            failed=1
        fi
    done
else
    echo "fuzz: clang with libFuzzer is not available; running the bounded driver instead"
    scripts/setup.sh >/dev/null
    for name in "${targets[@]}"; do
        if ! "build/release/tests/fuzz/gpa-fuzz-$name" --seconds "$seconds" \
            --iterations 1000000000000 --seed "$RANDOM$RANDOM"; then
            echo "fuzz: $name crashed; the input is in crash-$name-*"
            failed=1
        fi
    done
fi
exit "$failed"
