#!/usr/bin/env python3
"""The machine code of one JMH benchmark's measurement loop as JMH runs it (a diagnosis, not a target).

    python3 bench/diag/disassemble_stub.py FieldAccess.vec3_abistruct [--jar bench/target/benchmarks.jar]

Runs the benchmark for one short fork with -XX:CompileCommand=print on its generated stub, the method that holds
the loop, and decodes C2's code with objdump as disassemble.py does. Unlike disassemble.py's driver, this shows
what the benchmark's own inlining left: a call in the loop (a Blackhole that C2 did not inline, say) shows here.
Needs a JDK 25 (JAVA_HOME, or found as bin/lib/jdk.sh finds one) and objdump; x86-64 only.
"""
import sys

sys.dont_write_bytecode = True   # keep bench/diag free of __pycache__

import argparse  # noqa: E402  (after the line above on purpose)
import subprocess

import jdk
from disassemble import print_compiled

NAME = "disassemble_stub.py"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("benchmark", help="Class.method, e.g. FieldAccess.vec3_abistruct")
    parser.add_argument("--jar", default=jdk.DEFAULT_JAR)
    args = parser.parse_args()
    if args.benchmark.count(".") != 1:
        parser.error(f"benchmark {args.benchmark!r} is not Class.method (e.g. FieldAccess.vec3_abistruct)")
    cls, method = args.benchmark.split(".")
    jdk.check_jar(NAME, args.jar)
    stub = "*%s_%s_jmhTest::%s_avgt_jmhStub" % (cls, method, method)
    printed = jdk.run(NAME, [jdk.java(NAME), "-jar", args.jar, "%s.%s$" % (cls, method), "-f", "1", "-wi", "3",
                             "-i", "1", "-w", "1", "-r", "1", "-bm", "avgt", "-jvmArgsAppend",
                             "-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=print," + stub],
                      stdout=subprocess.PIPE).stdout
    print_compiled(printed)


if __name__ == "__main__":
    main()
