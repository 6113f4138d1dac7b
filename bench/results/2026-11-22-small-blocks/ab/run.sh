#!/usr/bin/env bash
# A/B of the small-block allocator, two alternating rounds. Each argument is a benchmarks.jar built
# (`mvn -pl bench -am package -DskipTests`) from a clone at the commit in brackets:
#   run.sh BASE.jar (858f6fa, downcalls) SMALL.jar (2dbe6c2, small blocks) [OUT_DIR]
# Writes OUT_DIR/{small4,base}-{1,2}.json (default: the current directory). Needs JAVA_HOME = a JDK 25.
set -euo pipefail
declare -A jar=([base]="$1" [small4]="$2")
out="${3:-.}"
for round in 1 2; do for name in small4 base; do
  echo "== $name round $round"
  "$JAVA_HOME/bin/java" -jar "${jar[$name]}" 'Allocation.malloc|E[12]Allocate.(lwjgl|abistruct|abistructRuntimeAbi)$' \
      -f 2 -wi 4 -i 5 -w 1 -r 1 -prof gc -rf json -rff "$out/$name-$round.json" 2>&1 | grep -E "avgt"
done; done
