#!/usr/bin/env bash
# Builds the .deb from the build tree, checks it with lintian (no errors),
# installs it with apt on this machine, starts /usr/bin/gpu-advisor headless
# and its window offscreen, and removes it again. Needs root (or sudo) and
# apt; ctest runs it only when configured with -DGPA_TEST_PACKAGE=ON.
set -euo pipefail
build_dir=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sudo=()
if [[ $(id -u) -ne 0 ]]; then
    sudo=(sudo)
fi

(cd "$build_dir" && cpack -G DEB -B "$work" >/dev/null)
deb=$(ls "$work"/gpu-advisor_*_*.deb)
echo "package: $(basename "$deb")"
[[ $(basename "$deb") =~ ^gpu-advisor_[0-9.]+_(amd64|arm64|i386|armhf)\.deb$ ]]

depends=$(dpkg-deb -f "$deb" Depends)
for needed in libqt6sql6-sqlite qt6-qpa-plugins libqt6widgets6 libqt6charts6; do
    [[ $depends == *"$needed"* ]] || { echo "Depends lacks $needed: $depends"; exit 1; }
done
[[ $(dpkg-deb -f "$deb" Recommends) == *libqt6sql6-psql* ]]
contents=$(dpkg-deb -c "$deb")
for path in ./usr/bin/gpu-advisor ./usr/share/man/man1/gpu-advisor.1.gz ./usr/share/doc/gpu-advisor/copyright \
            ./usr/share/applications/ ./usr/share/metainfo/ ./usr/share/icons/hicolor/scalable/apps/; do
    [[ $contents == *"$path"* ]] || { echo "the package lacks $path"; exit 1; }
done

if command -v lintian >/dev/null; then
    # Errors fail the test; warnings are printed.
    lintian --tag-display-limit 0 "$deb" | tee "$work/lintian.txt" || true
    if grep -q '^E:' "$work/lintian.txt"; then
        echo "lintian reports errors"
        exit 1
    fi
fi

if dpkg-query -W -f='${Status}' gpu-advisor 2>/dev/null | grep -q "install ok installed"; then
    echo "gpu-advisor is already installed on this machine: not touching it"
    exit 1
fi
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >/dev/null
cleanup() {
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq gpu-advisor >/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

grep -q "^Exec=/usr/bin/gpu-advisor" /usr/share/applications/*.desktop
export HOME=$work/home
mkdir -p "$HOME"
/usr/bin/gpu-advisor --database "$work/catalogue.sqlite" list --json > "$work/list.json"
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert len(d) > 80, len(d)" "$work/list.json"
# The window starts and stays up until it is told to quit.
QT_QPA_PLATFORM=offscreen timeout 20 /usr/bin/gpu-advisor --database "$work/catalogue.sqlite" &
pid=$!
sleep 5
kill -0 "$pid"
kill "$pid"
wait "$pid" || true
echo "deb ok"
