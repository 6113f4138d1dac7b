#!/bin/sh
# Re-records naga-30.0.1.txt: runs naga-cli on every shader here and prints what it computed.
# Needs naga-cli 30.0.1 (`cargo install naga-cli --version 30.0.1`) and python3. The tests never run
# naga; they compare the engine with this recorded output.
set -eu
cd "$(dirname "$0")"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# naga's verdict: "Validation successful", or the error lines without colour codes and source excerpt.
verdict() {
    NO_COLOR=1 naga "$1" 2>&1 | sed 's/\x1b\[[0-9;]*m//g' | grep -E '^(Validation|error)|^ *= ' || true
}

record() { # shader, label
    echo "== $2"
    verdict "$1"
    if naga "$1" "$scratch/ir.txt" >/dev/null 2>&1; then
        python3 naga_summary.py "$scratch/ir.txt"
    fi
}

{
    echo "# $(naga --version 2>/dev/null | sed 's/^/naga-cli /'): layouts recorded by regenerate.sh; do not edit by hand"
    for f in storage.wgsl uniform.wgsl storage-errors/*.wgsl uniform-errors/*.wgsl; do
        record "$f" "$f"
        # the same struct is valid in the storage address space, which has no uniform constraints
        case "$f" in uniform-errors/*)
            sed 's/var<uniform>/var<storage, read>/' "$f" > "$scratch/as-storage.wgsl"
            record "$scratch/as-storage.wgsl" "$f as storage"
        esac
    done
} > naga-30.0.1.txt
