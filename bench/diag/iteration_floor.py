#!/usr/bin/env python3
"""FieldAccess's and ArrayOfStructs's ratios at the fastest iterations, not only at the mean (a diagnosis).

    python3 bench/diag/iteration_floor.py RESULT.json [RESULT.json ...]

For each JMH JSON result (bench/run.sh's steady.json, or any run with -rf json that has FieldAccess's
*_abistruct and *_lwjgl rows or ArrayOfStructs's write_read_* rows), prints per pair the AbiStruct/LWJGL ratio of
the fastest measured iteration, of the 25th percentile, of the median and of the mean, over every iteration of every
fork. Noise from the machine only adds time, so the fastest iterations of two benchmarks compare their code with the
least noise. Rows under a user-built ABI (an `abiId` parameter) are left out.
"""
import sys

sys.dont_write_bytecode = True   # keep bench/diag free of __pycache__

import json  # noqa: E402  (after the line above on purpose)
import os
import statistics

# (label, AbiStruct's benchmark, LWJGL's benchmark)
PAIRS = tuple((m, f"FieldAccess.{m}_abistruct", f"FieldAccess.{m}_lwjgl") for m in ("int", "float", "long", "vec3")) + (
    ("array", "ArrayOfStructs.write_read_abistruct", "ArrayOfStructs.write_read_lwjgl"),
    ("get(i)", "ArrayOfStructs.write_read_abistructFreshView", "ArrayOfStructs.write_read_lwjgl"),
)


def iterations(rows, name):
    """Every measured iteration of the benchmark NAME (Class.method), sorted, or None when the file has none."""
    for row in rows:
        if row["benchmark"].endswith("." + name) and "abiId" not in row.get("params", {}):
            return sorted(x for fork in row["primaryMetric"]["rawData"] for x in fork)
    return None


def quantile(values, q):
    return values[int(q * (len(values) - 1))]


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        sys.exit(0 if len(sys.argv) > 1 else 2)
    for path in sys.argv[1:]:
        try:
            with open(path, encoding="utf-8") as f:
                rows = json.load(f)
        except (OSError, ValueError) as e:
            sys.exit(f"iteration_floor.py: cannot read {path}: {e}")
        print(os.path.normpath(path))
        found = False
        for member, ours, theirs in PAIRS:
            a, l = iterations(rows, ours), iterations(rows, theirs)
            if not a or not l:
                continue
            found = True
            print(f"  {member:6} fastest {a[0]:.3f}/{l[0]:.3f} = {a[0] / l[0]:.2f}"
                  f"   p25 {quantile(a, 0.25) / quantile(l, 0.25):.2f}"
                  f"   median {statistics.median(a) / statistics.median(l):.2f}"
                  f"   mean {statistics.mean(a) / statistics.mean(l):.2f}"
                  f"   ({len(a)} and {len(l)} iterations)")
        if not found:
            sys.exit(f"iteration_floor.py: {path} has no AbiStruct and LWJGL pair of FieldAccess or ArrayOfStructs")


if __name__ == "__main__":
    main()
