#!/usr/bin/env bash
# Installs the Debian packages the build needs (only those missing), then
# configures and builds the Release tree: everything, or only the targets
# given as arguments (bench.sh builds its own). Shared by run.sh, test.sh and
# bench.sh; idempotent: a second run only rebuilds what changed.
set -euo pipefail

cd "$(dirname "$0")/.."

packages=(
    g++ cmake ninja-build
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev libqt6sql6-sqlite qt6-svg-dev libsqlite3-dev
    qt6-tools-dev qt6-l10n-tools zlib1g-dev
    catch2
    xvfb xauth fonts-noto-cjk
    desktop-file-utils appstream lintian qt6-translations-l10n
    python3-matplotlib
    postgresql libqt6sql6-psql qtkeychain-qt6-dev
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} > 0)); then
    echo "gpu-advisor: installing missing Debian packages: ${missing[*]}"
    sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Configuring again is cheap and picks up changed presets.
cmake --preset release >/dev/null
targets=()
for target in "$@"; do
    targets+=(--target "$target")
done
cmake --build --preset release "${targets[@]}"
