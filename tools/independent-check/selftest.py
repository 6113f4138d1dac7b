"""Checks the harness's own oracle readings against hand-computed layouts.

Run with `python3 check.py --self-test`. The expected numbers are computed by hand from the ABI
rules and agree with the tables in the project's reference notes (clang 14 and glslang 12 output
on this machine); a failure here is a harness bug, not an engine bug.
"""

import tempfile
from pathlib import Path

import abis
import clang_oracle
import glsl_oracle
from decls import Decl, Member, render_schema


def s(name, type_, dims=None, **extra):
    return Member(name, type_, extra.pop("kind", "scalar"), list(dims or []), **extra)


def bits(name, type_, width):
    return Member(name, type_, "scalar", bit_width=width)


def vec(name, type_, component, length, dims=None):
    return Member(name, type_, "vector", list(dims or []), component=component, columns=length)


def mat(name, type_, component, columns, rows, dims=None, row_major=False):
    return Member(name, type_, "matrix", list(dims or []), component=component, columns=columns,
                  rows=rows, row_major=row_major)


def nested(name, type_, dims=None):
    return Member(name, type_, "struct", list(dims or []))


# (ABI, declarations, {type: (size, alignment, {member: byte offset | (bit offset,) |
#                                                dict of strides / matrix stride})})
C_S1 = Decl("S1", False, [s("c", "char"), s("d", "double")])
C_S4 = Decl("S4", False, [s("c", "char"), s("ld", "long double")])
C_BF2 = Decl("BF2", False, [bits("a", "unsigned char", 3), bits("b", "unsigned int", 7),
                            bits("c", "unsigned short", 9)])
C_BF5 = Decl("BF5", False, [bits("a", "char", 4), bits("b", "long long", 60)])
C_PACK2 = Decl("P2", False, [s("c", "char"), s("i", "int"), s("d", "double")], pack=2)
C_ARR = Decl("A", False, [s("a", "short", [2, 3]), s("z", "char")])
C_FIG1 = Decl("Fig1", False, [s("i", "int"), vec("v", "vec3", "float", 3),
                              mat("m", "mat2x3", "float", 2, 3)])
C_ALL = [C_S1, C_S4, C_BF2, C_BF5, C_PACK2, C_ARR, C_FIG1]

GLSL_L = Decl("L", False, [vec("pos", "vec3", "float", 3), s("r", "float"),
                           vec("uv", "vec2", "float", 2)])
GLSL_G = Decl("G", False, [s("f", "float"), vec("v3", "vec3", "float", 3), s("g", "float"),
                           vec("v2", "vec2", "float", 2), s("arr", "float", [3]),
                           mat("m3", "mat3", "float", 3, 3), nested("ls", "L", [2])])
GLSL_R = Decl("R", False, [s("f", "float"), mat("m", "mat2x3", "float", 2, 3, row_major=True)],
              row_major=True, has_matrix=True)
GLSL_ALL = [GLSL_L, GLSL_G, GLSL_R]

OPENCL_A = Decl("CL", False, [s("a", "float"), vec("v", "float3", "float", 3), s("b", "float"),
                              s("flag", "bool"), vec("d2", "double2", "double", 2),
                              vec("c3", "char3", "char", 3)])

CASES = [
    ("x86_64-sysv", C_ALL, {
        "S1": (16, 8, {"d": 8}), "S4": (32, 16, {"ld": 16}),
        "BF2": (4, 4, {"a": (0,), "b": (3,), "c": (16,)}), "BF5": (8, 8, {"b": (4,)}),
        "P2": (14, 2, {"i": 2, "d": 6}), "A": (14, 2, {"a": {"strides": [6, 2]}, "z": 12}),
        "Fig1": (40, 4, {"v": 4, "m": {"matrix_stride": 12}})}),
    ("x86_64-msvc", C_ALL, {
        "S4": (16, 8, {"ld": 8}), "BF2": (12, 4, {"a": (0,), "b": (32,), "c": (64,)}),
        "BF5": (16, 8, {"b": (64,)}), "Fig1": (40, 4, {"v": 4})}),
    ("i386-sysv", C_ALL, {"S1": (12, 4, {"d": 4}), "S4": (16, 4, {"ld": 4}),
                          "BF5": (8, 4, {"b": (4,)})}),
    ("i386-msvc", C_ALL, {"S1": (16, 8, {"d": 8}), "S4": (16, 8, {"ld": 8})}),
    ("aarch64", C_ALL, {"S4": (32, 16, {"ld": 16})}),
    ("aarch64-apple", C_ALL, {"S4": (16, 8, {"ld": 8})}),
    ("aarch64-msvc", C_ALL, {"S4": (16, 8, {"ld": 8}), "BF2": (12, 4, {"a": (0,), "b": (32,), "c": (64,)}),
                             "BF5": (16, 8, {"b": (64,)})}),
    ("riscv64", C_ALL, {"S4": (32, 16, {"ld": 16})}),
    ("ppc64le", C_ALL, {"S4": (32, 16, {"ld": 16})}),
    ("s390x", C_ALL, {"S4": (24, 8, {"ld": 8})}),
    ("arm32", C_ALL, {"S1": (16, 8, {"d": 8}), "S4": (16, 8, {"ld": 8})}),
    ("packed", [Decl("PK", False, [s("c", "char"), s("i", "int"), s("d", "double")])],
     {"PK": (13, 1, {"i": 1, "d": 5})}),
    ("opencl", [OPENCL_A], {"CL": (80, 16, {"v": 16, "b": 32, "flag": 36, "d2": 48, "c3": 64})}),
    ("std140", GLSL_ALL, {
        "L": (32, 16, {"pos": 0, "r": 12, "uv": 16}),
        "G": (208, 16, {"v3": 16, "g": 28, "v2": 32, "arr": {"offset": 48, "strides": [16]},
                        "m3": {"offset": 96, "matrix_stride": 16}, "ls": {"offset": 144,
                                                                          "strides": [32]}}),
        "R": (64, 16, {"m": {"offset": 16, "matrix_stride": 16, "row_major": True}})}),
    ("std430", GLSL_ALL, {
        "L": (32, 16, {"uv": 16}),
        "G": (176, 16, {"v3": 16, "g": 28, "arr": {"offset": 40, "strides": [4]},
                        "m3": {"offset": 64, "matrix_stride": 16}, "ls": {"offset": 112}}),
        "R": (32, 8, {"m": {"offset": 8, "matrix_stride": 8, "row_major": True}})}),
    ("scalar", GLSL_ALL, {
        "L": (24, 4, {"r": 12, "uv": 16}),
        "G": (124, 4, {"v3": 4, "g": 16, "v2": 20, "arr": {"offset": 28, "strides": [4]},
                       "m3": {"offset": 40, "matrix_stride": 12}, "ls": {"offset": 76,
                                                                         "strides": [24]}}),
        "R": (28, 4, {"m": {"offset": 4, "matrix_stride": 8, "row_major": True}})}),
]


def _check_member(where, facts, expected) -> list[str]:
    if isinstance(expected, int):
        expected = {"offset": expected}
    elif isinstance(expected, tuple):
        expected = {"bit_offset": expected[0]}
    actual = {"offset": facts.offset_bits / 8, "bit_offset": facts.offset_bits,
              "strides": facts.strides, "matrix_stride": facts.matrix_stride,
              "row_major": facts.row_major}
    return [f"{where}.{key}: expected {value}, oracle read {actual[key]}"
            for key, value in expected.items() if actual[key] != value]


def run() -> int:
    problems = []
    with tempfile.TemporaryDirectory(prefix="abistruct-selftest-") as tmp:
        for abi_id, decls, expected in CASES:
            case = abis.BY_ID[abi_id]
            if case.family == "glsl":
                facts = glsl_oracle.run(case, decls, Path(tmp))
            else:
                facts = clang_oracle.run(case, decls, render_schema(decls, case.family), Path(tmp))
            for type_name, (size, alignment, members) in expected.items():
                got = facts[type_name]
                if (got.size, got.alignment) != (size, alignment):
                    problems.append(f"{abi_id} {type_name}: expected size/alignment "
                                    f"{size}/{alignment}, oracle read {got.size}/{got.alignment}")
                for member, value in members.items():
                    problems += _check_member(f"{abi_id} {type_name}.{member}",
                                              got.members[member], value)
    for problem in problems:
        print(f"  SELF-TEST {problem}")
    print(f"self-test: {len(CASES)} ABIs, {'ok' if not problems else f'{len(problems)} problems'}")
    return 0 if not problems else 1
