#!/usr/bin/env bash
# A/B of two benchmark jars on a noisy machine: two rounds, each running BEFORE's then AFTER's jar on the same
# JMH benchmarks (2 forks, 3 x 1 s warm-up, 5 x 1 s measurement, -prof gc), so that each jar is measured twice,
# minutes apart, and a difference can be told from the spread (a diagnosis, not a target).
#
#   bash bench/diag/ab_rounds.sh BEFORE.jar AFTER.jar OUT REGEX
#
# Writes OUT/{before,after}-{1,2}.{txt,json} and prints each round's scores. Needs JAVA_HOME = a JDK 25.
set -euo pipefail
[ $# -eq 4 ] || { echo "usage: bash bench/diag/ab_rounds.sh BEFORE.jar AFTER.jar OUT REGEX" >&2; exit 2; }
: "${JAVA_HOME:?set JAVA_HOME to a JDK 25}"
before="$1" after="$2" out="$3" regex="$4"
mkdir -p "$out"
for round in 1 2; do
    for side in before after; do
        jar="$before"; [ "$side" = after ] && jar="$after"
        if ! "$JAVA_HOME/bin/java" -jar "$jar" "$regex" -f 2 -wi 3 -i 5 -w 1 -r 1 -prof gc \
            -rf json -rff "$out/$side-$round.json" > "$out/$side-$round.txt" 2>&1; then
            echo "ab_rounds.sh: JMH failed on $jar; its output is in $out/$side-$round.txt" >&2
            exit 1
        fi
        # the scores, from JMH's JSON (its text table shortens names only when they share one package)
        python3 -c 'import json, sys
rows = json.load(open(sys.argv[1]))
if not rows:
    sys.exit("ab_rounds.sh: no benchmark matched " + sys.argv[2])
for b in rows:
    m = b["primaryMetric"]
    print(sys.argv[3], b["benchmark"], "%.4g" % m["score"], m["scoreUnit"])' \
            "$out/$side-$round.json" "$regex" "$side $round:"
    done
done
