#!/usr/bin/env bash
# Two-thread A/B of the small-block allocator's cache look-up. Each argument is a benchmarks.jar built
# (`mvn -pl bench -am package -DskipTests`) from a clone at the commit in brackets:
#   run.sh BASE.jar (858f6fa, downcalls) LAST.jar (2dbe6c2, one shared "cache used last") SLOTS.jar (f5f605a, slot table) [OUT_DIR]
# Writes OUT_DIR/{slots,last,base}-t{2,1}.json (default: the current directory). Needs JAVA_HOME = a JDK 25.
set -euo pipefail
declare -A jar=([base]="$1" [last]="$2" [slots]="$3")
out="${4:-.}"
for t in 2 1; do for name in slots last base; do
  echo "== $name -t $t"
  "$JAVA_HOME/bin/java" -jar "${jar[$name]}" 'Allocation.malloc_(abistruct|lwjgl)$' -t "$t" -f 2 -wi 3 -i 4 -w 1 -r 1 \
      -rf json -rff "$out/$name-t$t.json" 2>&1 | grep -E "avgt"
done; done
