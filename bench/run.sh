#!/usr/bin/env bash
# Runs the JMH benchmarks, AbiStruct side by side with LWJGL 3.4.3, and prints the AbiStruct/LWJGL ratios.
#
#   bench/run.sh [--quick] [--no-build] [--out DIR] [-- extra JMH options]
#
#   --quick     1 fork, 3 x 1 s warm-up, 3 x 1 s measurement, 20 start-up forks (about 6 minutes on 2 cores);
#               the default is what the benchmark classes declare: 2 forks, 5 x 1 s + 5 x 1 s, 30 start-up
#               forks (about 10 minutes)
#   --no-build  use the jar already built
#   --out DIR   where results go (default: bench/<build folder>/results)
#   Environment: ABISTRUCT_TARGET = Maven build folder name (default target); JAVA_HOME (a JDK 25+ is
#   looked for otherwise).
#
# Steady-state benchmarks run with -prof gc (B/op); start-up runs single-shot, one shot per fresh JVM.
# LWJGL runs in its default configuration (no --add-exports, no memoryBackend property); BenchInfo prints
# the memory backend it picked into env.txt.
set -euo pipefail

unset CDPATH   # an exported CDPATH would make the `cd`s below print, or go to another folder
# This script's real folder, following symlinks (without GNU readlink -f). The same lines begin bin/abistruct,
# bin/test and bench/run.sh: a script has to find bin/lib before it can source anything from there.
self="${BASH_SOURCE[0]}"
while [ -L "$self" ]; do
    link="$(readlink "$self")"
    case "$link" in /*) self="$link" ;; *) self="$(dirname "$self")/$link" ;; esac
done
here="$(cd -P "$(dirname "$self")" && pwd)"
root="$(cd -P "$here/.." && pwd)"
# shellcheck source=../bin/lib/jdk.sh
. "$root/bin/lib/jdk.sh"

quick=0
build=1
out=""
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) quick=1 ;;
        --no-build) build=0 ;;
        --out) out="$2"; shift ;;
        --) shift; extra=("$@"); break ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done

jdk="$(find_jdk25 run.sh)"
if [ -z "$jdk" ]; then
    echo "run.sh: $(no_jdk25_message)" >&2
    exit 1
fi
export JAVA_HOME="$jdk"
java="$jdk/bin/java"
target="${ABISTRUCT_TARGET:-target}"
jar="$root/bench/$target/benchmarks.jar"
out="${out:-$root/bench/$target/results}"
mkdir -p "$out"

if [ "$build" = 1 ]; then
    echo "== building $jar"
    (cd "$root" && MAVEN_OPTS="${MAVEN_OPTS:---sun-misc-unsafe-memory-access=allow}" \
        mvn -B -q -Dabistruct.target="$target" -pl bench -am package -DskipTests)
fi

echo "== environment"
"$java" --enable-native-access=ALL-UNNAMED -cp "$jar" org.abistruct.bench.BenchInfo 2>/dev/null | tee "$out/env.txt"
nproc_out="$(nproc 2>/dev/null || echo '?')"
echo "cpu=$(sed -n 's/^model name\s*: //p' /proc/cpuinfo 2>/dev/null | head -n 1), nproc=$nproc_out" | tee -a "$out/env.txt"

if [ "$quick" = 1 ]; then
    steady_opts=(-f 1 -wi 3 -w 1s -i 3 -r 1s)
    startup_opts=(-f 20)
    fw_runs=10
else
    steady_opts=()
    startup_opts=()
    fw_runs=20
fi

echo "== steady state: java -jar benchmarks.jar 'org.abistruct.bench.(FieldAccess|Allocation|ArrayOfStructs)' ${steady_opts[*]} -prof gc ${extra[*]}"
"$java" -jar "$jar" 'org\.abistruct\.bench\.(FieldAccess|Allocation|ArrayOfStructs)\.' \
    "${steady_opts[@]}" -prof gc -rf json -rff "$out/steady.json" "${extra[@]}" 2>&1 | tee "$out/steady.txt"

echo "== start-up: java -jar benchmarks.jar 'org.abistruct.bench.Startup' ${startup_opts[*]} ${extra[*]}"
"$java" -jar "$jar" 'org\.abistruct\.bench\.Startup\.' \
    "${startup_opts[@]}" -rf json -rff "$out/startup.json" "${extra[@]}" 2>&1 | tee "$out/startup.txt"

echo "== start-up, whole processes ($fw_runs runs per variant)"
python3 "$root/bench/report.py" firstwrite --java "$java" --jar "$jar" --runs "$fw_runs" --out "$out/firstwrite.json"

echo "== AbiStruct/LWJGL"
python3 "$root/bench/report.py" table "$out/steady.json" "$out/startup.json" --firstwrite "$out/firstwrite.json" \
    | tee "$out/ratios.md"
echo "results in $out"
