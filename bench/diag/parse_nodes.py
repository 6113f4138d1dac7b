#!/usr/bin/env python3
"""How many C2 IR nodes each operation of org.abistruct.bench.diag.ParseNodes costs (a diagnosis, not a target).

    python3 bench/diag/parse_nodes.py [--jar bench/target/benchmarks.jar]

Runs ParseNodes with C2 only (-XX:-TieredCompilation), compiling nothing but ParseNodes' methods, logs the
compilations (-XX:+LogCompilation) and prints, per method, the nodes C2 had created when it finished parsing
(the count its NodeCountInliningCutoff of 18 000 is checked against). Needs a JDK 25 (JAVA_HOME, or found as
bin/lib/jdk.sh finds one).
"""
import sys

sys.dont_write_bytecode = True   # keep bench/diag free of __pycache__

import argparse  # noqa: E402  (after the line above on purpose)
import os
import re
import subprocess
import tempfile

import jdk

NAME = "parse_nodes.py"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jar", default=jdk.DEFAULT_JAR)
    args = parser.parse_args()
    jdk.check_jar(NAME, args.jar)
    java = jdk.java(NAME)
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "compilation.xml")
        jdk.run(NAME, [java, "-XX:+UnlockDiagnosticVMOptions", "-XX:+LogCompilation", "-XX:LogFile=" + log,
                       "-XX:-TieredCompilation", "-XX:CompileCommand=quiet",
                       "-XX:CompileCommand=compileonly,org.abistruct.bench.diag.ParseNodes::*",
                       "--enable-native-access=ALL-UNNAMED", "-cp", args.jar,
                       "org.abistruct.bench.diag.ParseNodes"], stdout=subprocess.DEVNULL)
        text = open(log, encoding="utf-8", errors="replace").read()
    nodes = {}
    for task in re.findall(r"<task .*?</task>", text, re.S):
        method = re.search(r"<task [^>]*method='([^']+)'", task).group(1)
        if "::main" in method or " main " in method or "osr_bci" in task[:400]:
            continue
        done = re.findall(r"<parse_done nodes='(\d+)'", task)
        if done:
            nodes[method.split(" ")[1]] = int(done[-1])
    if not nodes:
        sys.exit("parse_nodes: no compilation of ParseNodes was logged")
    width = max(len(name) for name in nodes)
    for name, count in sorted(nodes.items(), key=lambda kv: kv[1]):
        print(f"{name:{width}} {count:6d} nodes")


if __name__ == "__main__":
    main()
