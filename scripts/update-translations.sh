#!/usr/bin/env bash
# Refreshes the translation sources from the code (lupdate). Translate the new
# entries with Qt Linguist (linguist resources/translations/*.ts); the build
# compiles them into the executable.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=$(command -v lupdate6 || echo /usr/lib/qt6/bin/lupdate)
"$lupdate" -locations relative -no-obsolete core database ui app \
    -ts resources/translations/gpu-advisor_zh_CN.ts
# English is the source language: only the plural forms of "%n item(s)".
"$lupdate" -locations none -no-obsolete -pluralonly -target-language en core database ui app \
    -ts resources/translations/gpu-advisor_en.ts
/usr/bin/python3 scripts/fill-english-plurals.py resources/translations/gpu-advisor_en.ts
