# Finds a JDK 25 or newer. Sourced by bin/abistruct, bin/test and bench/run.sh; the Python scripts under bench/diag
# run it as `bash bin/lib/jdk.sh NAME` (below), while bench/diag/ab_rounds.sh takes JAVA_HOME as it is.
#   find_jdk25 [NAME]   prints its home: JAVA_HOME first if it is a JDK 25+, then the usual install folders, then
#                       the java on PATH; prints nothing when there is none. When JAVA_HOME is set but is not a
#                       JDK 25+ and another one is found, says so in one line on standard error ("NAME: …").
#   no_jdk25_message    why find_jdk25 found nothing, naming what JAVA_HOME points at
# A candidate must have bin/javac as well as bin/java: the scripts build with Maven, which a runtime (JRE) cannot.

# Prints the major Java version of the Java at $1, or nothing when $1 has no bin/java or no readable version.
java_major() {
    local home="$1" version=""
    [ -x "$home/bin/java" ] || return 0
    if [ -f "$home/release" ]; then
        version="$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$home/release")"
    fi
    if [ -z "$version" ]; then
        version="$("$home/bin/java" -version 2>&1 | sed -n 's/.*version "\([^"]*\)".*/\1/p' | head -n 1)"
    fi
    version="${version#1.}"   # 1.8 -> 8
    version="${version%%[.+-]*}"
    case "$version" in ''|*[!0-9]*) ;; *) echo "$version" ;; esac
}

# Why the folder $1 is not a JDK 25 or newer, as the end of a sentence ("is Java 17"); nothing when it is one.
jdk25_problem() {
    local home="$1" major
    if [ ! -d "$home" ]; then
        echo "does not exist"
    elif [ ! -x "$home/bin/java" ]; then
        echo "has no bin/java"
    else
        major="$(java_major "$home")"
        if [ -z "$major" ]; then
            echo "is a Java whose version could not be read"
        elif [ "$major" -lt 25 ]; then
            echo "is Java $major"
        elif [ ! -x "$home/bin/javac" ]; then
            echo "is a Java $major runtime (JRE) without bin/javac"
        fi
    fi
}

is_jdk25() {
    [ -z "$(jdk25_problem "$1")" ]
}

# A JDK 25+ other than JAVA_HOME: the usual install folders, then the java on PATH.
find_other_jdk25() {
    local candidate
    shopt -s nullglob
    for candidate in /usr/lib/jvm/*25* /usr/lib/jvm/temurin-25* /opt/java/* \
            "$HOME"/.sdkman/candidates/java/25* \
            /Library/Java/JavaVirtualMachines/*25*/Contents/Home; do
        if is_jdk25 "$candidate"; then
            echo "$candidate"
            return
        fi
    done
    # Last resort: the java on PATH, if it is new enough.
    if command -v java >/dev/null 2>&1; then
        candidate="$(CDPATH='' cd -P "$(dirname "$(readlink -f "$(command -v java)" 2>/dev/null || command -v java)")/.." && pwd)"
        if is_jdk25 "$candidate"; then
            echo "$candidate"
        fi
    fi
}

find_jdk25() {
    local name="${1:-${0##*/}}" problem="" found
    if [ -n "${JAVA_HOME:-}" ]; then
        problem="$(jdk25_problem "$JAVA_HOME")"
        if [ -z "$problem" ]; then
            echo "$JAVA_HOME"
            return
        fi
    fi
    found="$(find_other_jdk25)"
    [ -n "$found" ] || return 0
    if [ -n "$problem" ]; then
        echo "$name: JAVA_HOME=$JAVA_HOME $problem; using $found instead" >&2
    fi
    echo "$found"
}

no_jdk25_message() {
    local java_home="JAVA_HOME is not set"
    if [ -n "${JAVA_HOME:-}" ]; then
        java_home="JAVA_HOME=$JAVA_HOME $(jdk25_problem "$JAVA_HOME")"
    fi
    echo "no JDK 25 or newer found ($java_home; none in /usr/lib/jvm, /opt/java, ~/.sdkman or /Library/Java," \
        "nor on PATH); install one or set JAVA_HOME"
}

# Run rather than sourced (`bash bin/lib/jdk.sh NAME`): prints the JDK's home, or NAME: the reason on standard
# error and exits 1.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    jdk="$(find_jdk25 "${1:-jdk.sh}")"
    if [ -z "$jdk" ]; then
        echo "${1:-jdk.sh}: $(no_jdk25_message)" >&2
        exit 1
    fi
    echo "$jdk"
fi
