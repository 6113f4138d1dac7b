#!/usr/bin/env bash
# Two alternating rounds per jar of the thesis write+read benchmarks, whose large bodies meet C2's
# inlining budget:  bash run.sh BEFORE.jar AFTER.jar [OUT]   (JAVA_HOME = a JDK 25; OUT defaults to here)
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: run.sh BEFORE.jar AFTER.jar [OUT]" >&2; exit 2; }
: "${JAVA_HOME:?set JAVA_HOME to a JDK 25}"
out="${3:-$(cd -P "$(dirname "${BASH_SOURCE[0]}")" && pwd)}"
for round in 1 2; do
    for side in before after; do
        jar="$1"; [ "$side" = after ] && jar="$2"
        "$JAVA_HOME/bin/java" -jar "$jar" 'E[12]WriteRead\.(abistruct|lwjgl)$' \
            -f 2 -wi 3 -i 5 -w 1 -r 1 -prof gc -rf json -rff "$out/$side-$round.json" > "$out/$side-$round.txt"
        grep -E '^E[12]WriteRead\.[A-Za-z]+ ' "$out/$side-$round.txt" | sed "s/^/$side $round: /"
    done
done
