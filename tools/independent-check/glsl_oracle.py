"""The GLSL oracle: glslangValidator -V compiles the structs, spirv-cross --reflect reports layouts.

Each declared struct S gets its own block `{ uint8_t zpad; S t[2]; }` with the ABI's layout (a
uniform block for std140, a buffer block for std430 and scalar). The offset of `t` after a 1-byte
member is S's alignment, and the array stride of `t` is S's size (the distance between array
elements, which for std140 is rounded up to 16). S's own member offsets, matrix strides and
row-major flags are read from the reflected struct type, and the strides of every array
dimension from the module's ArrayStride decorations.

GLSL has no per-member matrix order inside a struct, so the schema's `layout(row_major)` members
are written to the oracle as a `layout(row_major)` on the block member `t`; the generator only
makes structs whose matrices all share one order. Interface blocks (every tenth declaration) may
mix both orders; they are compiled as they are and compared member by member (a block cannot be an
array element, so it has no oracle size or alignment).
"""

import json
import subprocess
from pathlib import Path

from decls import Decl, render_block, render_schema
from facts import MemberFacts, OracleError, TypeFacts
from spirv_binary import SpirvModule

HEADER = """#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
"""


def oracle_source(case, decls: list[Decl]) -> str:
    parts = [HEADER]
    if case.block == "scalar":
        parts.append("#extension GL_EXT_scalar_block_layout : require")
    parts.append("layout(local_size_x = 1) in;\n")
    by_name = {d.name: d for d in decls}
    parts.append(render_schema([d for d in decls if not d.block], "glsl", for_oracle=True))
    storage = "uniform" if case.block == "std140" else "buffer"
    for binding, decl in enumerate(decls):
        if decl.block:
            parts.append(render_block(decl, by_name, binding))
            continue
        order = "layout(row_major) " if decl.row_major else ""
        parts.append(f"layout({case.block}, binding = {binding}) {storage} B_{decl.name} "
                     f"{{ uint8_t zpad; {order}{decl.name} t[2]; }} b_{decl.name};")
    parts.append("\nvoid main() {}\n")
    return "\n".join(parts)


def _run(command: list[str], what: str) -> str:
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise OracleError(f"{what} failed: {(done.stdout + done.stderr).strip()[:2000]}")
    return done.stdout


def _type_id(name: str) -> int:
    return int(name.lstrip("_"))


def run(case, decls: list[Decl], workdir: Path) -> dict[str, TypeFacts]:
    source = workdir / f"{case.id}.oracle.comp"
    binary = workdir / f"{case.id}.oracle.spv"
    source.write_text(oracle_source(case, decls))
    _run(["glslangValidator", "-V", str(source), "-o", str(binary)], f"glslangValidator on {source}")
    reflection = json.loads(_run(["spirv-cross", str(binary), "--reflect"], "spirv-cross --reflect"))
    module = SpirvModule(binary)
    types = reflection["types"]
    blocks = {types[b["type"]]["name"]: b for b in reflection.get("ubos", []) +
              reflection.get("ssbos", [])}

    facts = {}
    for decl in decls:
        block_name = decl.name if decl.block else f"B_{decl.name}"
        block = blocks.get(block_name)
        if block is None:
            raise OracleError(f"spirv-cross reflects no block {block_name}")
        if decl.block:
            # An interface block cannot be an array element: it has no oracle size or alignment.
            struct_id = block["type"]
            type_facts = TypeFacts("struct", None, None)
        else:
            pad, probe = types[block["type"]]["members"]
            struct_id = probe["type"]
            type_facts = TypeFacts("struct", probe["array_stride"], probe["offset"])
        reflected = types[struct_id]["members"]
        if [m["name"] for m in reflected] != [m.name for m in decl.members]:
            raise OracleError(f"reflected members of {decl.name} do not match its declaration")
        for index, (member, info) in enumerate(zip(decl.members, reflected)):
            member_facts = MemberFacts(info["offset"] * 8)
            dims, strides = module.member_arrays(_type_id(struct_id), index)
            if dims:
                # Cross-check the two readings of the same module before trusting either.
                if list(reversed(info.get("array", []))) != dims or \
                        info.get("array_stride") != strides[0]:
                    raise OracleError(f"{decl.name}.{member.name}: SPIR-V arrays {dims}/{strides} "
                                      f"disagree with spirv-cross {info}")
                member_facts.dims, member_facts.strides = dims, strides
            if "matrix_stride" in info:
                member_facts.matrix_stride = info["matrix_stride"]
                member_facts.row_major = bool(info.get("row_major", False))
            type_facts.members[member.name] = member_facts
        facts[decl.name] = type_facts
    return facts
