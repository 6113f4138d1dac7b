#!/usr/bin/env bash
# Milliseconds to the first direct view of a second ABI (which defines a hidden class), in fresh JVMs:
# two rounds of 8 runs per jar, alternating.
#   bash run.sh BEFORE.jar AFTER.jar     (the benchmarks.jar of the commits before and after the change)
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: bash run.sh BEFORE.jar AFTER.jar" >&2; exit 2; }
here="$(cd "$(dirname "$0")" && pwd)"
bin="${JAVA_HOME:+$JAVA_HOME/bin/}"
classes="$(mktemp -d)"
"${bin}javac" -cp "$1" -d "$classes" "$here/FirstHidden.java"
for round in 1 2; do
    for jar in "$1" "$2"; do
        printf '%s:' "$(basename "$jar")"
        for run in 1 2 3 4 5 6 7 8; do
            printf ' %s' "$("${bin}java" --enable-native-access=ALL-UNNAMED -cp "$jar:$classes" FirstHidden)"
        done
        echo
    done
done
