"""The ABIs this check covers, and how each one maps to its oracle.

Kept as plain data so that the generator and both oracles read the same facts.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class AbiCase:
    """One ABI id of `bin/abistruct` and the oracle that decides its layouts."""

    id: str
    family: str            # "c", "opencl" or "glsl": decides the declaration vocabulary
    clang_target: str = ""  # clang -target triple (C and OpenCL families)
    pack_all: bool = False  # the whole file is compiled under #pragma pack(1)
    long_bytes: int = 8     # sizeof(long); bounds C bitfield widths
    block: str = ""         # GLSL block layout qualifier (std140, std430, scalar)


ALL = [
    AbiCase("x86_64-sysv", "c", "x86_64-linux-gnu", long_bytes=8),
    AbiCase("x86_64-msvc", "c", "x86_64-pc-windows-msvc", long_bytes=4),
    AbiCase("aarch64", "c", "aarch64-linux-gnu", long_bytes=8),
    AbiCase("aarch64-apple", "c", "arm64-apple-macos", long_bytes=8),
    AbiCase("aarch64-msvc", "c", "aarch64-pc-windows-msvc", long_bytes=4),
    AbiCase("riscv64", "c", "riscv64-linux-gnu", long_bytes=8),
    AbiCase("ppc64le", "c", "powerpc64le-linux-gnu", long_bytes=8),
    AbiCase("s390x", "c", "s390x-linux-gnu", long_bytes=8),
    AbiCase("arm32", "c", "armv7a-linux-gnueabihf", long_bytes=4),
    AbiCase("i386-sysv", "c", "i386-linux-gnu", long_bytes=4),
    AbiCase("i386-msvc", "c", "i686-pc-windows-msvc", long_bytes=4),
    # packed: C with every member 1-aligned, i.e. clang on x86-64 Linux under #pragma pack(1).
    AbiCase("packed", "c", "x86_64-linux-gnu", pack_all=True, long_bytes=8),
    AbiCase("opencl", "opencl", "spir64"),
    AbiCase("std140", "glsl", block="std140"),
    AbiCase("std430", "glsl", block="std430"),
    AbiCase("scalar", "glsl", block="scalar"),
]

BY_ID = {case.id: case for case in ALL}
