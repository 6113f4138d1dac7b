#!/usr/bin/env python3
"""The machine code C2 makes of FieldAccess's bodies, ArrayOfStructs's write loop and Allocation's stack round
trip, AbiStruct's next to LWJGL's (a diagnosis, not a target).

    python3 bench/diag/disassemble.py [--jar bench/target/benchmarks.jar] [--user]

Runs org.abistruct.bench.diag.CompiledAccess with C2 only, its eight methods compiled but not inlined into the
loop, and -XX:+PrintAssembly. Without the hsdis plugin the JVM prints the code as hex bytes; this script
decodes them with objdump (binutils) and prints each method's instructions up to its first return
(on-stack-replacement compilations left out). --user runs AbiStruct under an ABI built at run time. Needs a
JDK 25 (JAVA_HOME, or found as bin/lib/jdk.sh finds one) and objdump; x86-64 only.
"""
import sys

sys.dont_write_bytecode = True   # keep bench/diag free of __pycache__

import argparse  # noqa: E402  (after the line above on purpose)
import os
import re
import subprocess
import tempfile

import jdk

DRIVER = "org.abistruct.bench.diag.CompiledAccess"
NAME = "disassemble.py"


def decode(hex_bytes, tmp):
    path = os.path.join(tmp, "code.bin")
    with open(path, "wb") as f:
        f.write(bytes.fromhex(hex_bytes))
    out = jdk.run(NAME, ["objdump", "-D", "-b", "binary", "-mi386:x86-64", "-M", "intel", path],
                  stdout=subprocess.PIPE).stdout
    instructions = []
    for line in out.splitlines():
        fields = line.split("\t")
        if len(fields) == 3 and re.match(r"\s+[0-9a-f]+:", fields[0]):
            instructions.append(fields[2].strip())
            if fields[2].startswith("ret"):
                break
    return instructions


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jar", default=jdk.DEFAULT_JAR)
    parser.add_argument("--user", action="store_true", help="AbiStruct under an ABI built at run time")
    args = parser.parse_args()
    jdk.check_jar(NAME, args.jar)
    methods = DRIVER + "::*"
    printed = jdk.run(NAME, [jdk.java(NAME), "-XX:+UnlockDiagnosticVMOptions", "-XX:-TieredCompilation",
                          "-XX:CompileCommand=quiet", "-XX:CompileCommand=dontinline," + methods,
                          "-XX:CompileCommand=print," + methods, "--enable-native-access=ALL-UNNAMED",
                          "-cp", args.jar, DRIVER] + (["user"] if args.user else []),
                      stdout=subprocess.PIPE).stdout
    print_compiled(printed, skip=lambda method: method == "main")


def print_compiled(printed, skip=lambda method: False):
    """Decodes and prints each C2 method in -XX:+PrintAssembly output, on-stack-replacement compilations left out."""
    with tempfile.TemporaryDirectory() as tmp:
        for block in printed.split("Compiled method (c2)")[1:]:
            name = re.search(r"(\S+)::(\S+)", block.split("\n", 1)[0])
            on_stack_replacement = " % " in block.split("\n", 1)[0]
            if (name is None or skip(name.group(2)) or on_stack_replacement
                    or "[Verified Entry Point]" not in block):
                continue
            code = block.split("[Verified Entry Point]", 1)[1].split("[Exception Handler]", 1)[0]
            hex_bytes = "".join(m.group(1).replace("|", "").replace(" ", "")
                                for m in re.finditer(r"^\s+0x[0-9a-f]+: ([0-9a-f |]+)$", code, re.M))
            print("==", name.group(2))
            for instruction in decode(hex_bytes, tmp):
                print("   ", instruction)


if __name__ == "__main__":
    main()
