#!/usr/bin/env bash
# Installs what is missing, builds a Release build and starts GPU Advisor.
# Arguments are passed to the app, e.g. ./run.sh --database /tmp/test.sqlite
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup.sh
exec build/release/app/gpu-advisor "$@"
