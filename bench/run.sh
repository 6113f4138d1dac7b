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
#   A benchmark that throws fails the run (JMH's -foe true), with its output in DIR/steady.txt or startup.txt.
#   Environment: ABISTRUCT_TARGET = Maven build folder name (default target); JAVA_HOME (a JDK 25+ is
#   looked for otherwise).
#
# Steady-state benchmarks run with -prof gc (B/op); start-up runs single-shot, one shot per fresh JVM.
# LWJGL runs in its default configuration (no --add-exports, no memoryBackend property); BenchInfo prints
# the memory backend it picked into env.txt. Neither this script nor `bin/abistruct bench` passes
# --sun-misc-unsafe-memory-access=allow to the benchmark JVMs: LWJGL's Unsafe warning is part of its start-up.
set -euo pipefail

usage_error() {
    echo "run.sh: $*; see bench/run.sh --help" >&2
    exit 2
}

die() {
    echo "run.sh: $*" >&2
    exit 1
}

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
        --out)
            [ $# -ge 2 ] && [ -n "$2" ] || usage_error "--out needs a folder"
            out="$2"; shift ;;
        --out=*)
            out="${1#--out=}"
            [ -n "$out" ] || usage_error "--out needs a folder" ;;
        --) shift; extra=("$@"); break ;;
        -h|--help) sed -n '2,/^$/{/^#/s/^# \{0,1\}//p;}' "$here/run.sh"; exit 0 ;;
        *) usage_error "unknown option $1" ;;
    esac
    shift
done

jdk="$(find_jdk25 run.sh)"
[ -n "$jdk" ] || die "$(no_jdk25_message)"
export JAVA_HOME="$jdk"
java="$jdk/bin/java"
target="${ABISTRUCT_TARGET:-target}"
jar="$root/bench/$target/benchmarks.jar"
out="${out:-$root/bench/$target/results}"
[ "$build" = 1 ] || [ -f "$jar" ] || die "$jar does not exist (ABISTRUCT_TARGET=$target); run without --no-build to build it"
mkdir -p "$out"

if [ "$build" = 1 ]; then
    echo "== building $jar"
    command -v mvn >/dev/null 2>&1 || die "Maven (mvn) is not on PATH to build $jar"
    # Maven's own libraries use sun.misc.Unsafe; this only quiets their warning (as bin/test and bin/abistruct do).
    (cd "$root" && MAVEN_OPTS="--sun-misc-unsafe-memory-access=allow ${MAVEN_OPTS:-}" \
        mvn -B -q -Dabistruct.target="$target" -pl bench -am package -DskipTests) \
        || die "building $jar failed (Maven's output is above)"
fi
[ -f "$jar" ] || die "the build finished but $jar is still missing"

echo "== environment"
# LWJGL's Unsafe warning goes to standard error; it is shown only when BenchInfo fails.
info_err="$(mktemp "${TMPDIR:-/tmp}/run.sh-benchinfo.XXXXXX")"
if ! "$java" --enable-native-access=ALL-UNNAMED -cp "$jar" org.abistruct.bench.BenchInfo >"$out/env.txt" 2>"$info_err"; then
    cat "$info_err" >&2
    rm -f "$info_err"
    die "org.abistruct.bench.BenchInfo failed in $jar (its standard error is above)"
fi
rm -f "$info_err"
cat "$out/env.txt"
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

echo "== steady state: java -jar benchmarks.jar 'org.abistruct.bench.(FieldAccess|Allocation|ArrayOfStructs)' ${steady_opts[*]} -foe true -prof gc ${extra[*]}"
"$java" -jar "$jar" 'org\.abistruct\.bench\.(FieldAccess|Allocation|ArrayOfStructs)\.' \
    "${steady_opts[@]}" -foe true -prof gc -rf json -rff "$out/steady.json" "${extra[@]}" 2>&1 | tee "$out/steady.txt" \
    || die "the steady-state benchmarks failed (output in $out/steady.txt)"

echo "== start-up: java -jar benchmarks.jar 'org.abistruct.bench.Startup' ${startup_opts[*]} -foe true ${extra[*]}"
"$java" -jar "$jar" 'org\.abistruct\.bench\.Startup\.' \
    "${startup_opts[@]}" -foe true -rf json -rff "$out/startup.json" "${extra[@]}" 2>&1 | tee "$out/startup.txt" \
    || die "the start-up benchmarks failed (output in $out/startup.txt)"

echo "== start-up, whole processes ($fw_runs runs per variant)"
python3 "$root/bench/report.py" firstwrite --java "$java" --jar "$jar" --runs "$fw_runs" --out "$out/firstwrite.json"

echo "== AbiStruct/LWJGL"
python3 "$root/bench/report.py" table "$out/steady.json" "$out/startup.json" --firstwrite "$out/firstwrite.json" \
    | tee "$out/ratios.md"
echo "results in $out"
