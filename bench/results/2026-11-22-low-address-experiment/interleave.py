#!/usr/bin/env python3
"""Interleaved A/B of JMH benchmarks: each round runs every named benchmark once (one fork, 3 x 1 s warm-up,
5 x 1 s measurement), in the given order on even rounds and reversed on odd ones, so that a slow drift of the
machine falls on every benchmark alike. Prints each round's scores, writes every JMH result file and
scores.json into OUT, then prints each benchmark's ratio to the LWJGL benchmark of the same member.

    JAVA_HOME=/path/to/jdk25 python3 interleave.py JAR ROUNDS OUT BENCHMARK...
    python3 interleave.py --summary OUT        (the ratios again, from OUT/scores.json)

A BENCHMARK is a JMH name without the package (FieldAccess.int_lwjgl); each is matched exactly. Its member is
the part of the method name before '_' (int), and FieldAccess.MEMBER_lwjgl must be among the names. A fork that
fails (mmap(MAP_32BIT) can) is run once more; a second failure stops the run.
"""
import json
import math
import os
import statistics
import subprocess
import sys


def member(name):
    return name.split(".", 1)[1].split("_", 1)[0]


def summary(scores):
    for name, values in scores.items():
        base = scores[f"FieldAccess.{member(name)}_lwjgl"]
        if values is base:
            continue
        ratios = [a / b for a, b in zip(values, base)]
        geomean = math.exp(sum(map(math.log, ratios)) / len(ratios))
        print(f"{name} / FieldAccess.{member(name)}_lwjgl: ratio of means {statistics.mean(values) / statistics.mean(base):.3f},"
              f" per round {min(ratios):.2f}-{max(ratios):.2f}, geometric mean {geomean:.3f}")


def run_fork(java, jar, name, result):
    for attempt in (1, 2):
        done = subprocess.run([java, "-jar", jar, name + "$", "-f", "1", "-wi", "3", "-i", "5", "-w", "1", "-r", "1",
                               "-foe", "true", "-rf", "json", "-rff", result], capture_output=True, text=True)
        scores = []
        if done.returncode == 0 and os.path.exists(result):
            with open(result) as f:
                scores = json.load(f)
        if scores:
            return scores[0]["primaryMetric"]["score"]
        print(f"{name}: fork {attempt} failed:\n{done.stdout[-2000:]}", file=sys.stderr, flush=True)
    sys.exit(f"{name} failed twice")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--summary":
        with open(os.path.join(sys.argv[2], "scores.json")) as f:
            summary(json.load(f))
        return
    if len(sys.argv) < 5 or "JAVA_HOME" not in os.environ:
        sys.exit(__doc__)
    jar, rounds, out, names = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
    java = os.path.join(os.environ["JAVA_HOME"], "bin", "java")
    os.makedirs(out, exist_ok=True)
    scores = {name: [] for name in names}
    for r in range(rounds):
        for name in (names if r % 2 == 0 else list(reversed(names))):
            scores[name].append(run_fork(java, jar, name, f"{out}/{name.replace('.', '_')}-{r}.json"))
        print("round", r, {name: round(scores[name][-1], 3) for name in names}, flush=True)
    with open(f"{out}/scores.json", "w") as f:
        json.dump(scores, f, indent=1)
    summary(scores)


if __name__ == "__main__":
    main()
