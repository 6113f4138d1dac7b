# Two-thread A/B: base = 858f6fa (downcalls), last = 2dbe6c2 (shared "cache used last"), slots = final (per-id slots)
J=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
for t in 2 1; do for jar in slots last base; do
  case $jar in slots) f=/tmp/small6.jar;; last) f=/tmp/small4.jar;; base) f=/tmp/base.jar;; esac
  echo "== $jar -t $t"
  $J -jar $f 'Allocation.malloc_(abistruct|lwjgl)$' -t $t -f 2 -wi 3 -i 4 -w 1 -r 1 -rf json -rff /tmp/ab2/$jar-t$t.json 2>&1 | grep -E "avgt"
done; done
