#!/usr/bin/env bash
# Runs one of the example programs (docs/examples.md) with a JDK 25:
#   examples/run.sh NAME [ARGS...]      for example: examples/run.sh NativeSort 20
# NAME is a class of org.abistruct.examples with a main method. Builds the core and the examples with Maven
# (`mvn -q -pl examples -am compile`) when their classes are missing or older than the sources, writing the module's
# run-time class path (the core's classes and the LWJGL jars the GPU examples use) to
# examples/target/runtime-classpath.txt, then runs
#   java --enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow \
#        -cp examples/target/classes:<that class path> org.abistruct.examples.NAME ARGS...
# (the second flag quiets the JDK's warning about LWJGL's sun.misc.Unsafe). Works from any directory and through
# symlinks.
set -euo pipefail
unset CDPATH   # an exported CDPATH would make the `cd`s below print, or go to another folder
# This script's real folder, following symlinks (without GNU readlink -f), as bin/abistruct finds its own.
self="${BASH_SOURCE[0]}"
while [ -L "$self" ]; do
    link="$(readlink "$self")"
    case "$link" in /*) self="$link" ;; *) self="$(dirname "$self")/$link" ;; esac
done
repo_root="$(cd -P "$(dirname "$self")/.." && pwd)"

die() {
    echo "examples/run.sh: $*" >&2
    exit 2
}

# The examples: the sources of the package that declare a main method.
sources="$repo_root/examples/src/main/java/org/abistruct/examples"
examples() {
    grep -l 'public static void main' "$sources"/*.java 2>/dev/null | sed 's|.*/||; s|\.java$||' | tr '\n' ' ' | sed 's/ $//'
}

[ $# -ge 1 ] || die "usage: examples/run.sh NAME [ARGS...]; NAME is one of: $(examples)"
name="$1"
shift
case "$name" in
    *[!A-Za-z0-9_]* | '') die "'$name' is not an example; NAME is one of: $(examples)" ;;
esac
grep -q 'public static void main' "$sources/$name.java" 2>/dev/null \
    || die "'$name' is not an example; NAME is one of: $(examples)"

# shellcheck source=../bin/lib/jdk.sh
source "$repo_root/bin/lib/jdk.sh"
jdk="$(find_jdk25 examples/run.sh)"
[ -n "$jdk" ] || { echo "examples/run.sh: $(no_jdk25_message)" >&2; exit 1; }

core="$repo_root/core/target/classes"
classes="$repo_root/examples/target/classes"
class_path="$repo_root/examples/target/runtime-classpath.txt"
class="$classes/org/abistruct/examples/$name.class"
# Built again when a source or pom of the core, the processor or the examples is newer than the last build, whose
# mark is the class path file it writes (javac leaves a class file it did not need to compile as it was).
if [ ! -f "$class" ] || [ ! -d "$core" ] || [ ! -f "$class_path" ] || [ -n "$(cd "$repo_root" && find pom.xml core/pom.xml processor/pom.xml \
        examples/pom.xml core/src/main processor/src/main examples/src/main -newer "$class_path" -print -quit)" ]; then
    command -v mvn >/dev/null 2>&1 || { echo "examples/run.sh: $name is not built and Maven (mvn) is not on PATH" >&2; exit 1; }
    echo "examples/run.sh: building the examples…" >&2
    # Maven's output is kept for a failure only.
    log="$(mktemp "${TMPDIR:-/tmp}/abistruct-examples-build.XXXXXX")"
    if ! (cd "$repo_root" && JAVA_HOME="$jdk" MAVEN_OPTS="--sun-misc-unsafe-memory-access=allow ${MAVEN_OPTS:-}" \
            mvn -B -q -pl examples -am compile dependency:build-classpath \
                -Dmdep.outputFile=target/runtime-classpath.txt -DincludeScope=runtime >"$log" 2>&1); then
        cat "$log" >&2
        rm -f "$log"
        echo "examples/run.sh: building the examples failed (Maven's output is above)" >&2
        exit 1
    fi
    rm -f "$log"
    # The dependency plugin leaves a class path file whose text is unchanged as it was: without this, every later run
    # would find the sources newer than its mark and build again.
    touch "$class_path"
fi

exec "$jdk/bin/java" --enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow \
    -cp "$classes:$(cat "$class_path")" "org.abistruct.examples.$name" "$@"
