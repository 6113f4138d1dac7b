#!/usr/bin/env bash
# Compiles Low.java (beside this script) and prints the machine code C2 makes of its three accessors, decoded
# by bench/diag/disassemble.py's decoder (objdump). Needs JAVA_HOME = a JDK 25 and objdump; x86-64 Linux only.
#
#   JAVA_HOME=/path/to/jdk25 bash disassemble.sh > disassembly.txt
set -euo pipefail
here="$(cd -P "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
diag="$(cd -P "$here/../../diag" && pwd)"
: "${JAVA_HOME:?set JAVA_HOME to a JDK 25}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$JAVA_HOME/bin/javac" -d "$work" "$here/Low.java"
"$JAVA_HOME/bin/java" -XX:+UnlockDiagnosticVMOptions -XX:-TieredCompilation -XX:CompileCommand=quiet \
    -XX:CompileCommand=dontinline,Low::*Int -XX:CompileCommand=dontinline,Low::*Vec3 \
    -XX:CompileCommand=print,Low::*Int -XX:CompileCommand=print,Low::lowVec3 \
    --enable-native-access=ALL-UNNAMED -cp "$work" Low > "$work/printed.txt"
grep '^mmap' "$work/printed.txt"
PYTHONDONTWRITEBYTECODE=1 python3 -c '
import sys
sys.path.insert(0, sys.argv[1])
import disassemble
disassemble.print_compiled(open(sys.argv[2]).read())
' "$diag" "$work/printed.txt"
