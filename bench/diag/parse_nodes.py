#!/usr/bin/env python3
"""How many C2 IR nodes each operation of org.abistruct.bench.diag.ParseNodes costs (a diagnosis, not a target).

    python3 bench/diag/parse_nodes.py [--jar bench/target/benchmarks.jar]

Runs ParseNodes with C2 only (-XX:-TieredCompilation), compiling nothing but ParseNodes' methods, logs the
compilations (-XX:+LogCompilation) and prints, per method, the nodes C2 had created when it finished parsing
(the count its NodeCountInliningCutoff of 18 000 is checked against). Needs a JDK 25 (JAVA_HOME or PATH).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--jar", default=os.path.join(root, "bench", "target", "benchmarks.jar"))
    args = parser.parse_args()
    java = os.path.join(os.environ["JAVA_HOME"], "bin", "java") if "JAVA_HOME" in os.environ else "java"
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "compilation.xml")
        subprocess.run([java, "-XX:+UnlockDiagnosticVMOptions", "-XX:+LogCompilation", "-XX:LogFile=" + log,
                        "-XX:-TieredCompilation", "-XX:CompileCommand=quiet",
                        "-XX:CompileCommand=compileonly,org.abistruct.bench.diag.ParseNodes::*",
                        "--enable-native-access=ALL-UNNAMED", "-cp", args.jar,
                        "org.abistruct.bench.diag.ParseNodes"], check=True, stdout=subprocess.DEVNULL)
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
    for name, count in sorted(nodes.items(), key=lambda kv: kv[1]):
        print(f"{name:22} {count:6d} nodes")


if __name__ == "__main__":
    main()
