# Sourced by the scripts in bin/: finds a JDK 25 or newer.
#   find_jdk25   prints its home: JAVA_HOME first if it is 25+, then the usual install folders, then the
#                java on PATH; prints nothing when there is none.

# Prints the major Java version of the JDK at $1, or nothing when $1 is not a JDK.
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

is_jdk25() {
    local major
    major="$(java_major "$1")"
    [ -n "$major" ] && [ "$major" -ge 25 ]
}

find_jdk25() {
    local candidate
    if [ -n "${JAVA_HOME:-}" ] && is_jdk25 "$JAVA_HOME"; then
        echo "$JAVA_HOME"
        return
    fi
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
        candidate="$(cd -P "$(dirname "$(readlink -f "$(command -v java)" 2>/dev/null || command -v java)")/.." && pwd)"
        if is_jdk25 "$candidate"; then
            echo "$candidate"
        fi
    fi
}

NO_JDK25_MESSAGE="no JDK 25 or newer found (looked at JAVA_HOME, /usr/lib/jvm, /opt/java, ~/.sdkman, /Library/Java); install one or set JAVA_HOME"
