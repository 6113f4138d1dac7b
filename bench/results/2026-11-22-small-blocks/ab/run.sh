J=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
for round in 1 2; do for jar in small4 base; do
  echo "== $jar round $round"
  $J -jar /tmp/$jar.jar 'Allocation.malloc|E[12]Allocate.(lwjgl|abistruct|abistructRuntimeAbi)$' -f 2 -wi 4 -i 5 -w 1 -r 1 -prof gc -rf json -rff /tmp/ab1/$jar-$round.json 2>&1 | grep -E "^(E|Alloc).*(avgt|norm)" | grep -v "gc.alloc.rate \|gc.count\|gc.time"
done; done
