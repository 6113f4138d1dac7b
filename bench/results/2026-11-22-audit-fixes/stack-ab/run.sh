#!/usr/bin/env bash
# A/B of Allocation.stack before and after the frame check (a frame allocates only while it is the innermost
# open one): two alternating rounds per jar.
#   bash run.sh BEFORE.jar AFTER.jar     (the benchmarks.jar of a13a649 and of the change)
# Writes run16-{1,2}.{txt,json} for BEFORE and framecheck-{1,2}.{txt,json} for AFTER into this folder.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: bash run.sh BEFORE.jar AFTER.jar" >&2; exit 2; }
cd "$(dirname "$0")"
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
for round in 1 2; do
    for pair in "run16:$1" "framecheck:$2"; do
        name="${pair%%:*}"
        jar="${pair#*:}"
        "$java" -jar "$jar" 'Allocation.stack_(abistruct|lwjgl)$' -f 2 -wi 3 -i 5 -w 1 -r 1 -prof gc \
            -rf json -rff "$name-$round.json" > "$name-$round.txt" 2>&1
    done
done
