#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test through CTest.
# Exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup.sh
ctest --preset release "$@"
