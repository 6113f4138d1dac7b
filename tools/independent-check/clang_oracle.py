"""The C and OpenCL C oracle: clang's own record layouts (`-Xclang -fdump-record-layouts-simple`).

The declarations are compiled as they are, after a prelude that supplies the C library names
(`int32_t`, `size_t`, `bool`) and the GLSL vector names used in C ABIs (as arrays of their
components). Array strides come from probe structs `struct { ELEMENT v; }` whose size is the
element's size; a global `char[sizeof(T)]` per type makes clang lay every record out.
"""

import math
import re
import subprocess
from pathlib import Path

from decls import Decl, Member
from facts import MemberFacts, OracleError, TypeFacts

C_PRELUDE = """#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdalign.h>
"""

OPENCL_PRELUDE = """#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
"""

BLOCK = re.compile(
    r"Type: (struct|union) (\w+)\s*\n.*?Size:(\d+).*?Alignment:(\d+).*?FieldOffsets: \[([^\]]*)\]",
    re.S)


def _c_typedefs(decls: list[Decl]) -> list[str]:
    """`typedef float vec3[3];` for each GLSL vector or matrix name the declarations use."""
    lines = {}
    for decl in decls:
        for m in decl.members:
            if m.kind == "vector":
                lines[m.type] = f"typedef {m.component} {m.type}[{m.columns}];"
            elif m.kind == "matrix":
                lines[m.type] = f"typedef {m.component} {m.type}[{m.columns}][{m.rows}];"
    return [lines[name] for name in sorted(lines)]


def _element_spelling(member: Member, family: str) -> str:
    """The declaration of one array element of `member`, named `v`."""
    if member.kind == "struct":
        return f"{member.tag} {member.type} v;"
    if member.kind == "pointer":
        return f"{member.type} {'*' * member.stars}v;"
    return f"{member.type} v;"


def _column_spelling(member: Member) -> str:
    return f"{member.component} v[{member.rows}];"


def oracle_source(case, decls: list[Decl], schema_text: str):
    """The C (or OpenCL C) file given to clang, and the probe name of each element spelling."""
    probes: dict[str, str] = {}
    for decl in decls:
        for m in decl.members:
            if m.dims or m.flexible:
                probes.setdefault(_element_spelling(m, case.family), f"zz_probe_{len(probes)}")
            if m.kind == "matrix":
                probes.setdefault(_column_spelling(m), f"zz_probe_{len(probes)}")
    if case.family == "opencl":
        parts = [OPENCL_PRELUDE]   # OpenCL C has its vector types built in
    else:
        parts = [C_PRELUDE] + _c_typedefs(decls)
    if case.pack_all:
        parts.append("#pragma pack(1)")
    parts.append(schema_text)
    for spelling, probe in probes.items():
        parts.append(f"struct {probe} {{ {spelling} }};")
    for decl in decls:
        keyword = "union" if decl.is_union else "struct"
        parts.append(f"char zz_force_{decl.name}[sizeof({keyword} {decl.name})];")
    for probe in probes.values():
        parts.append(f"char zz_force_{probe}[sizeof(struct {probe})];")
    return "\n".join(parts) + "\n", probes


def _command(case, source: Path) -> list[str]:
    if case.family == "opencl":
        return ["clang", "-x", "cl", "-cl-std=CL2.0", "-target", case.clang_target,
                "-fsyntax-only", "-Xclang", "-fdump-record-layouts-simple", str(source)]
    return ["clang", "-target", case.clang_target, "-ffreestanding", "-fsyntax-only", "-w",
            "-fdeclspec",
            "-Xclang", "-fdump-record-layouts-simple", str(source)]


def parse_dump(text: str) -> dict[str, tuple[str, int, int, list[int]]]:
    """name -> (kind, size in bits, alignment in bits, field offsets in bits)."""
    records = {}
    for chunk in text.split("*** Dumping AST Record Layout")[1:]:
        match = BLOCK.search(chunk)
        if match is None:
            raise OracleError(f"unexpected clang dump block: {chunk[:200]!r}")
        kind, name, size, align, offsets = match.groups()
        field_offsets = [int(x) for x in offsets.replace(",", " ").split()]
        records[name] = (kind, int(size), int(align), field_offsets)
    return records


def _strides(element_size: int, dims: list[int]) -> list[int]:
    return [element_size * math.prod(dims[k + 1:]) for k in range(len(dims))]


def run(case, decls: list[Decl], schema_text: str, workdir: Path) -> dict[str, TypeFacts]:
    """Lay out every declaration with clang; returns the facts per type name."""
    source_text, probes = oracle_source(case, decls, schema_text)
    suffix = ".cl" if case.family == "opencl" else ".c"
    source = workdir / f"{case.id}.oracle{suffix}"
    source.write_text(source_text)
    done = subprocess.run(_command(case, source), capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise OracleError(f"clang failed on {source}: {done.stderr.strip()[:2000]}")
    records = parse_dump(done.stdout)

    def size_of_probe(spelling: str) -> int:
        return records[probes[spelling]][1] // 8

    facts = {}
    for decl in decls:
        kind, size, align, offsets = records[decl.name]
        if len(offsets) != len(decl.members):
            raise OracleError(f"clang lists {len(offsets)} fields for {decl.name}, "
                              f"the declaration has {len(decl.members)}")
        type_facts = TypeFacts(kind, size // 8, align // 8)
        for member, offset in zip(decl.members, offsets):
            if member.name is None:
                continue
            member_facts = MemberFacts(offset)
            if member.dims:
                member_facts.dims = list(member.dims)
                member_facts.strides = _strides(
                    size_of_probe(_element_spelling(member, case.family)), member.dims)
            elif member.flexible:
                member_facts.strides = [size_of_probe(_element_spelling(member, case.family))]
            if member.kind == "matrix":
                member_facts.matrix_stride = size_of_probe(_column_spelling(member))
            type_facts.members[member.name] = member_facts
        facts[decl.name] = type_facts
    return facts
