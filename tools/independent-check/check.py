#!/usr/bin/env python3
"""Independent conformance check for `bin/abistruct layout --format json`.

For each ABI it generates seeded random declarations, lays them out with `bin/abistruct`, lays the
same declarations out with the real compilers (clang for C and OpenCL C; glslangValidator and
spirv-cross for std140, std430 and scalar) and compares every type's size and alignment and every
member's offset (bit offset for bitfields), array strides and matrix stride. It shares no code
with the Java test suite. Python 3.11+ standard library only.

Exit status: 0 when every ABI agrees, 1 when any type disagrees, 2 when a tool is missing, the launcher
cannot run, or on a usage error.
See README.md beside this file.
"""

import sys

sys.dont_write_bytecode = True   # keep the source folder free of __pycache__

import argparse  # noqa: E402  (after the line above on purpose)
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import abis
import clang_oracle
import glsl_oracle
import selftest
from compare import compare_type
from decls import Generator, render_schema
from facts import OracleError
from report import mismatch_details

REPO_ROOT = Path(__file__).resolve().parents[2]
CLI_TIMEOUT_SECONDS = 900   # the first call may build the jar
# ABIs that abistruct knows (org.abistruct.abi.BuiltInAbis) but this check has no oracle for
NO_ORACLE = ("native", "network", "hlsl-cbuffer", "wgsl-uniform", "wgsl-storage", "metal")


class AbiResult:
    """What one ABI produced: the progress line and the mismatch details to print under it."""

    def __init__(self, abi_id: str):
        self.abi_id = abi_id
        self.passed = False
        self.summary = ""
        self.details: list[str] = []


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    parser.add_argument("--count", type=positive, default=200, help="types per ABI (default 200)")
    parser.add_argument("--abi", action="append", default=[],
                        help="ABI id to check (repeatable or comma-separated; default: all of "
                             + " ".join(c.id for c in abis.ALL) + ")")
    parser.add_argument("--abistruct", default=str(REPO_ROOT / "bin" / "abistruct"),
                        help="the launcher to test (default: bin/abistruct of this repository)")
    parser.add_argument("--workdir", help="write the generated files here and keep them")
    parser.add_argument("--jobs", type=positive, default=2, help="ABIs checked in parallel (default 2)")
    parser.add_argument("--self-test", action="store_true",
                        help="only check this harness's oracle readings against hand-computed "
                             "layouts (needs no abistruct)")
    args = parser.parse_args(argv)
    ids = [i.strip() for value in args.abi for i in value.split(",") if i.strip()]
    if args.abi and not ids:
        parser.error("--abi needs at least one ABI id")
    ids = list(dict.fromkeys(ids)) or [c.id for c in abis.ALL]
    checkable = " ".join(c.id for c in abis.ALL)
    no_oracle = [i for i in ids if i in NO_ORACLE]
    if no_oracle:
        parser.error(f"{', '.join(no_oracle)}: known to abistruct, but this check has no oracle for "
                     f"{'it' if len(no_oracle) == 1 else 'them'}; it checks {checkable}")
    unknown = [i for i in ids if i not in abis.BY_ID]
    if unknown:
        parser.error(f"unknown ABI id {', '.join(unknown)}; known: {checkable}")
    args.cases = [abis.BY_ID[i] for i in ids]
    return args


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive whole number")
    return value


def missing_tool(cases, launcher: str | None) -> str | None:
    """A one-line reason when a tool this run needs is missing."""
    families = {c.family for c in cases}
    needed = []
    if families & {"c", "opencl"}:
        needed.append(("clang", "clang"))
    if "glsl" in families:
        needed += [("glslangValidator", "glslang-tools"), ("spirv-cross", "spirv-cross")]
    for tool, package in needed:
        if shutil.which(tool) is None:
            return f"{tool} not found on PATH (install the Debian package {package})"
    if launcher is None:
        return None
    if not Path(launcher).is_file():
        return f"{launcher} not found"
    if launcher.endswith(".jar"):
        return f"{launcher} is a jar; --abistruct takes the launcher (bin/abistruct), which runs ABISTRUCT_JAR if set"
    if not os.access(launcher, os.X_OK):
        return f"{launcher} is not executable (--abistruct takes a launcher such as bin/abistruct)"
    return None


def warm_up(launcher: str) -> str | None:
    """Runs the launcher once (building its jar on first use); a reason when it cannot run."""
    try:
        done = subprocess.run([launcher, "--version"], capture_output=True, text=True,
                              timeout=CLI_TIMEOUT_SECONDS)
    except OSError as error:
        return f"cannot run {launcher}: {error.strerror}"
    except subprocess.TimeoutExpired:
        return f"{launcher} --version did not finish within {CLI_TIMEOUT_SECONDS} s"
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return f"{launcher} --version exited {done.returncode}: {last}"
    return None


def pin_jar(launcher: str, workdir: Path) -> dict:
    """The environment for the launcher calls after warm-up.

    bin/abistruct rebuilds its jar whenever a source is newer than it; while others edit the tree,
    parallel calls could then rebuild at the same time. After the warm-up built it, a copy of the
    jar is pinned with ABISTRUCT_JAR (the launcher's own override), so that every ABI of one run
    is checked against the same build.
    """
    env = dict(os.environ)
    jar = REPO_ROOT / "cli" / "target" / "abistruct.jar"
    if Path(launcher).resolve() == (REPO_ROOT / "bin" / "abistruct").resolve() and \
            "ABISTRUCT_JAR" not in env and jar.is_file():
        pinned = workdir / "abistruct.jar"
        shutil.copyfile(jar, pinned)
        env["ABISTRUCT_JAR"] = str(pinned)
    return env


def run_abistruct(launcher: str, abi_id: str, schema: Path, env: dict):
    """The parsed JSON, or an error string."""
    done = subprocess.run([launcher, "layout", "--abi", abi_id, "--format", "json", str(schema)],
                          capture_output=True, text=True, timeout=CLI_TIMEOUT_SECONDS, env=env)
    if done.returncode != 0:
        message = (done.stderr.strip().splitlines() or ["no message"])[0]
        return None, f"abistruct exited {done.returncode}: {message}" + _quote_line(message, schema)
    try:
        return json.loads(done.stdout), None
    except json.JSONDecodeError as error:
        return None, f"abistruct printed invalid JSON ({error}): {done.stdout[:200]!r}"


def _quote_line(message: str, schema: Path) -> str:
    """The schema line a `file:line:col:` message points at, to make the report self-contained."""
    match = re.search(r":(\d+):(\d+):", message)
    if not match:
        return ""
    lines = schema.read_text().splitlines()
    number = int(match.group(1))
    return f"\n      line {number}: {lines[number - 1].strip()}" if 0 < number <= len(lines) else ""


def check_abi(case, args, workdir: Path, env: dict) -> AbiResult:
    result = AbiResult(case.id)
    decls = Generator(case, args.seed).generate(args.count)
    schema_text = render_schema(decls, case.family)
    schema = workdir / f"{case.id}.h"
    schema.write_text(schema_text)
    try:
        if case.family == "glsl":
            oracle = glsl_oracle.run(case, decls, workdir)
        else:
            oracle = clang_oracle.run(case, decls, schema_text, workdir)
    except (OracleError, subprocess.TimeoutExpired, KeyError, ValueError) as error:
        result.summary = f"{case.id}: oracle failed on generated input (harness bug): {error}"
        return result
    laid_out, error = run_abistruct(args.abistruct, case.id, schema, env)
    if error:
        result.summary = f"{case.id}: 0/{len(decls)} types agree ({error})"
        return result
    by_name = {t.get("name"): t for t in laid_out.get("types", [])}
    failing = {}
    for decl in decls:
        diffs = compare_type(decl, oracle[decl.name], by_name.get(decl.name))
        if diffs:
            failing[decl.name] = (decl, diffs)
    agreeing = len(decls) - len(failing)
    result.details = mismatch_details(case.id, case.family, decls, failing, schema)
    result.passed = agreeing == len(decls) and laid_out.get("abi") == case.id
    result.summary = f"{case.id}: {agreeing}/{len(decls)} types agree"
    if laid_out.get("abi") != case.id:
        result.summary += f" (but the JSON says abi {laid_out.get('abi')!r})"
    return result


def main(argv) -> int:
    args = parse_args(argv)
    if args.self_test:
        reason = missing_tool(abis.ALL, None)
        if reason is not None:
            print(f"check.py: cannot run: {reason}", file=sys.stderr)
            return 2
        return selftest.run()
    reason = missing_tool(args.cases, args.abistruct)
    if reason is None:
        reason = warm_up(args.abistruct)
    if reason is not None:
        print(f"check.py: cannot run: {reason}", file=sys.stderr)
        return 2
    if args.workdir:
        workdir = Path(args.workdir)
        workdir.mkdir(parents=True, exist_ok=True)
    else:
        workdir = Path(tempfile.mkdtemp(prefix="abistruct-independent-check-"))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        env = pin_jar(args.abistruct, workdir)
        futures = [pool.submit(check_abi, case, args, workdir, env) for case in args.cases]
        results = []
        for future in futures:   # print in the order asked, as each finishes
            result = future.result()
            results.append(result)
            print(result.summary, flush=True)
            for detail in result.details:
                print(detail, flush=True)
    passed = sum(r.passed for r in results)
    failed = len(results) - passed
    if failed == 0 and not args.workdir:
        shutil.rmtree(workdir, ignore_errors=True)
    elif failed:
        print(f"generated files kept in {workdir} (seed {args.seed}, count {args.count})")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
