#!/usr/bin/env python3
"""Reads JMH JSON results and prints the AbiStruct/LWJGL ratio table (markdown); times whole-process
first struct writes.

  report.py table RESULT.json [RESULT.json ...] [--firstwrite FW.json]
  report.py firstwrite --java JAVA --jar benchmarks.jar --runs N --out FW.json

Benchmarks are named Class.op_variant; every variant is compared with Class.op_lwjgl of the same run.
`table` exits 1 when the results hold none of the targeted benchmarks (FieldAccess, Allocation, ArrayOfStructs,
Startup: bench/run.sh's set); a file it cannot read or a java it cannot run is one line and status 2.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

# (class, op) pairs with a target in issue 3, and the ratio each AbiStruct variant must meet
TARGETED = {
    ("FieldAccess", "int"), ("FieldAccess", "float"), ("FieldAccess", "long"), ("FieldAccess", "vec3"),
    ("Allocation", "malloc"), ("ArrayOfStructs", "write_read"), ("Startup", "firstMalloc"),
}
VARIANT_TARGET = {"abistruct": 1.0, "abistructUserAbi": 1.1}
# benchmarks whose AbiStruct side must allocate nothing on the Java heap (0 B/op target; the array
# benchmark reports B/op per call of 100 000 elements and has no B/op target)
ZERO_ALLOC = {"FieldAccess"}


def fail(message, status=2):
    print(f"report.py: {message}", file=sys.stderr)
    sys.exit(status)


def read_json(path):
    """The parsed JSON file, or a one-line failure naming it."""
    try:
        with open(path) as f:
            return json.load(f)
    except OSError as e:
        fail(f"cannot read {path}: {e.strerror}")
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        fail(f"{path} is not JSON ({e})")


def load(paths):
    rows = []
    for path in paths:
        try:
            rows += load_rows(read_json(path))
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            fail(f"{path} is not JMH's JSON output (-rf json): {type(e).__name__} {e}")
    return rows


def load_rows(results):
    rows = []
    if not isinstance(results, list):
        raise TypeError("not a list of results")
    for r in results:
        cls, method = r["benchmark"].rsplit(".", 2)[-2:]
        op, _, variant = method.rpartition("_")
        pm = r["primaryMetric"]
        sec = {k.lstrip("\u00b7"): v for k, v in r.get("secondaryMetrics", {}).items()}
        alloc = sec.get("gc.alloc.rate.norm")
        raw = [x for fork in pm.get("rawData", []) for x in fork]
        rows.append({
            "cls": cls, "op": op, "variant": variant, "mode": r["mode"],
            "score": pm["score"], "error": pm.get("scoreError", float("nan")),
            "unit": pm["scoreUnit"], "median": statistics.median(raw) if raw else None,
            "n": len(raw), "forks": r.get("forks"),
            "alloc": alloc["score"] if alloc else None,
            "params": r.get("params") or {},
        })
    return rows


def fmt(x, digits=3):
    if x is None:
        return "–"
    if x != x:  # NaN
        return "NaN"
    if abs(x) >= 1000:
        return f"{x:,.0f}"
    if abs(x) >= 100:
        return f"{x:.1f}"
    return f"{x:.{digits}g}" if abs(x) < 1 else f"{x:.2f}"


def table(args):
    rows = load(args.results)
    if not any((r["cls"], r["op"]) in TARGETED and r["variant"] in VARIANT_TARGET for r in rows):
        fail(f"no targeted benchmark ({', '.join(sorted({c for c, _ in TARGETED}))}, with an AbiStruct variant) in "
             + ", ".join(args.results) + "; this table is for bench/run.sh's results", 1)
    base = {(r["cls"], r["op"]): r for r in rows if r["variant"] == "lwjgl"}
    out = []
    out.append("| benchmark | variant | score ± error | unit | B/op | AbiStruct/LWJGL (range from errors) | target | met |")
    out.append("|---|---|---|---|---|---|---|---|")
    misses = []
    for r in rows:
        key = (r["cls"], r["op"])
        b = base.get(key)
        ratio = lo = hi = None
        if r["variant"] != "lwjgl" and b:
            ratio = r["score"] / b["score"]
            err_a, err_b = r["error"], b["error"]
            if err_a == err_a and err_b == err_b and b["score"] > err_b:
                lo = max(r["score"] - err_a, 0) / (b["score"] + err_b)
                hi = (r["score"] + err_a) / (b["score"] - err_b)
        target = VARIANT_TARGET.get(r["variant"]) if key in TARGETED else None
        met = ""
        if target is not None and ratio is None:
            misses.append(f"{r['cls']}.{r['op']}_{r['variant']}: no {r['cls']}.{r['op']}_lwjgl to compare with")
        if target is not None and ratio is not None:
            ok = ratio <= target
            if r["cls"] in ZERO_ALLOC and r["alloc"] is not None and r["alloc"] > 0.5:
                ok = False
            met = "yes" if ok else "**no**"
            if not ok:
                misses.append(f"{r['cls']}.{r['op']}_{r['variant']}: ratio {ratio:.2f} (target <= {target})"
                              + (f", {r['alloc']:.1f} B/op" if r["alloc"] is not None else ""))
        score = f"{fmt(r['score'])} ± {fmt(r['error'])}"
        if r["mode"] == "ss" and r["median"] is not None:
            score += f" (median {fmt(r['median'])}, {r['n']} forks)"
        ratio_s = "" if ratio is None else f"{ratio:.2f}" + (f" ({lo:.2f}–{hi:.2f})" if lo is not None else "")
        out.append(f"| {r['cls']}.{r['op']} | {r['variant']} | {score} | {r['unit']} | {fmt(r['alloc'])} | "
                   f"{ratio_s} | {'' if target is None else '<= ' + str(target)} | {met} |")
    # rendered before anything is printed, so that a bad file does not leave half a report behind
    firstwrite_text = firstwrite_table(args.firstwrite) if args.firstwrite else None
    print("\n".join(out))
    if firstwrite_text is not None:
        print()
        print(firstwrite_text)
    print()
    if misses:
        print("Targets missed in this run:")
        for m in misses:
            print("  - " + m)
    else:
        print("All targeted ratios met in this run.")


def firstwrite_table(path):
    """The first-write table of a `report.py firstwrite` file, as text."""
    data = read_json(path)
    try:
        return "\n".join(firstwrite_rows(data))
    except (KeyError, TypeError, ValueError, AttributeError, statistics.StatisticsError) as e:
        fail(f"{path} is not `report.py firstwrite` output: {type(e).__name__} {e}")


def firstwrite_rows(data):
    out = [f"Whole process, fresh JVM per run ({data['runs']} runs each, interleaved): "
           "wall time of `java -cp benchmarks.jar org.abistruct.bench.FirstWrite <variant>`, "
           "and the time from main() to the first read back",
           "",
           "| variant | process wall ms, median (min–max) | main → first write ms, median (min–max) | stderr lines | ratio vs LWJGL (wall, in-main) |",
           "|---|---|---|---|---|"]
    med = {}
    for v, d in data["variants"].items():
        med[v] = (statistics.median(d["wall_ms"]), statistics.median(d["main_ms"]))
    for v, d in data["variants"].items():
        base = "lwjgl-stack" if v.endswith("-stack") else "lwjgl"
        ratio = ""
        if not v.startswith("lwjgl") and base in med:
            ratio = f"{med[v][0] / med[base][0]:.2f}, {med[v][1] / med[base][1]:.2f}"
        out.append(f"| {v} | {med[v][0]:.1f} ({min(d['wall_ms']):.1f}–{max(d['wall_ms']):.1f}) | "
                   f"{med[v][1]:.2f} ({min(d['main_ms']):.2f}–{max(d['main_ms']):.2f}) | {d['stderr_lines']} | {ratio} |")
    for v, d in data["variants"].items():
        if d["stderr_sample"]:
            out.append(f"\nstderr of `{v}`:\n```\n{d['stderr_sample'].rstrip()}\n```")
    return out


def firstwrite(args):
    variants = ["lwjgl", "abistruct", "lwjgl-stack", "abistruct-stack"]
    data = {"runs": args.runs, "variants": {v: {"wall_ms": [], "main_ms": [], "stderr_lines": 0,
                                                  "stderr_sample": ""} for v in variants}}
    cmd = [args.java, "--enable-native-access=ALL-UNNAMED", "-cp", args.jar, "org.abistruct.bench.FirstWrite"]
    if not os.path.isfile(args.jar):
        fail(f"--jar {args.jar} is not a file")
    for i in range(args.runs + 1):
        for v in variants:
            t0 = time.perf_counter_ns()
            try:
                p = subprocess.run(cmd + [v], capture_output=True, text=True)
            except OSError as e:
                fail(f"cannot run {args.java}: {e.strerror}")
            wall = (time.perf_counter_ns() - t0) / 1e6
            if p.returncode != 0:
                fail(f"FirstWrite {v} failed (exit {p.returncode})" + (f":\n{p.stderr.rstrip()}" if p.stderr.strip() else ""), 1)
            if i == 0:
                continue  # first round warms the OS file cache
            d = data["variants"][v]
            d["wall_ms"].append(wall)
            d["main_ms"].append(int(p.stdout.split()[1]) / 1e6)
            lines = [line for line in p.stderr.splitlines() if line.strip()]
            d["stderr_lines"] = max(d["stderr_lines"], len(lines))
            if lines and not d["stderr_sample"]:
                d["stderr_sample"] = p.stderr
    try:
        with open(args.out, "w") as f:
            json.dump(data, f, indent=1)
    except OSError as e:
        fail(f"cannot write {args.out}: {e.strerror}")


def positive(text):
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive whole number")
    return value


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("table")
    t.add_argument("results", nargs="+")
    t.add_argument("--firstwrite")
    fw = sub.add_parser("firstwrite")
    fw.add_argument("--java", required=True)
    fw.add_argument("--jar", required=True)
    fw.add_argument("--runs", type=positive, default=20)
    fw.add_argument("--out", required=True)
    args = ap.parse_args()
    {"table": table, "firstwrite": firstwrite}[args.cmd](args)


if __name__ == "__main__":
    main()
