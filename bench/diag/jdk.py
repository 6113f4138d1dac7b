"""What the scripts beside this file share: a JDK 25 found as bin/lib/jdk.sh finds it, the benchmark jar, and
running a tool with one clear line (and status 2) instead of a traceback when it cannot run or fails."""
import os
import subprocess
import sys

sys.dont_write_bytecode = True   # keep bench/diag free of __pycache__

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_JAR = os.path.join(ROOT, "bench", "target", "benchmarks.jar")


def fail(name, message):
    print(f"{name}: {message}", file=sys.stderr)
    sys.exit(2)


def java(name):
    """The java launcher of a JDK 25+: JAVA_HOME when it is one, else what bin/lib/jdk.sh finds (it says on
    standard error when it passes JAVA_HOME over); exits with jdk.sh's one-line reason when there is none."""
    try:
        found = subprocess.run(["bash", os.path.join(ROOT, "bin", "lib", "jdk.sh"), name],
                               stdout=subprocess.PIPE, text=True)
    except OSError as error:
        fail(name, f"cannot run bash to find a JDK 25: {error.strerror}")
    if found.returncode != 0:
        sys.exit(2)   # jdk.sh printed why
    return os.path.join(found.stdout.strip(), "bin", "java")


def check_jar(name, jar):
    if not os.path.isfile(jar):
        fail(name, f"{jar} not found; build it with `mvn -pl bench -am package` (or `bin/abistruct bench --dry-run`,"
                   " which builds it and runs nothing)")


def run(name, command, **kwargs):
    """subprocess.run(command, check=True, ...) with standard error captured; a failure is one line (the
    program, its exit status and the last line it printed on standard error)."""
    try:
        return subprocess.run(command, check=True, stderr=subprocess.PIPE, text=True, **kwargs)
    except FileNotFoundError:
        fail(name, f"{command[0]} not found" + (" (install binutils)" if command[0] == "objdump" else ""))
    except subprocess.CalledProcessError as error:
        last = ([line for line in (error.stderr or "").splitlines() if line.strip()] or ["no message"])[-1]
        fail(name, f"{os.path.basename(command[0])} exited {error.returncode}: {last.strip()}")
