"""Compares one type as `bin/abistruct` laid it out (its JSON) with what the oracle says."""

from decls import Decl
from facts import TypeFacts


def _diff(field: str, oracle, abistruct) -> list[str]:
    return [] if oracle == abistruct else [f"{field}: oracle {oracle}, abistruct {abistruct}"]


def compare_type(decl: Decl, oracle: TypeFacts, laid_out: dict | None) -> list[str]:
    """Every disagreement as 'field: oracle X, abistruct Y'; empty when the type agrees."""
    if laid_out is None:
        return ["type missing from the abistruct output"]
    diffs = []
    diffs += _diff("kind", oracle.kind, laid_out.get("kind"))
    if oracle.size is not None:
        diffs += _diff("size", oracle.size, laid_out.get("size"))
        diffs += _diff("alignment", oracle.alignment, laid_out.get("alignment"))
    members = {m.get("name"): m for m in laid_out.get("members", []) if m.get("name")}
    for member in decl.members:
        if member.name is None:
            continue   # an unnamed zero-width bitfield has no layout of its own
        json_member = members.pop(member.name, None)
        if json_member is None:
            diffs.append(f"{member.name}: missing from the abistruct output")
            continue
        diffs += _compare_member(member, oracle.members[member.name], json_member)
    diffs += [f"{name}: not in the declaration" for name in members]
    return diffs


def _compare_member(member, facts, got: dict) -> list[str]:
    name = member.name
    diffs = []
    if member.bit_width is not None:
        diffs += _diff(f"{name}.bitOffset", facts.offset_bits, got.get("bitOffset"))
        diffs += _diff(f"{name}.bitWidth", member.bit_width, got.get("bitWidth"))
    else:
        diffs += _diff(f"{name}.offset", facts.offset_bits / 8 if facts.offset_bits % 8
                       else facts.offset_bits // 8, got.get("offset"))
    if facts.dims is not None:
        diffs += _diff(f"{name}.arrayDims", facts.dims, got.get("arrayDims"))
        diffs += _diff(f"{name}.arrayStrides", facts.strides, got.get("arrayStrides"))
    elif member.flexible:
        # The length of a flexible array member has no oracle; its element stride does.
        strides = got.get("arrayStrides")
        diffs += _diff(f"{name}.arrayStrides", facts.strides,
                       strides[-1:] if isinstance(strides, list) else strides)
    elif "arrayDims" in got or "arrayStrides" in got:
        diffs.append(f"{name}.arrayDims: oracle (not an array), abistruct {got.get('arrayDims')}")
    if facts.matrix_stride is not None:
        diffs += _diff(f"{name}.matrixStride", facts.matrix_stride, got.get("matrixStride"))
        diffs += _diff(f"{name}.rowMajor", facts.row_major, got.get("rowMajor"))
    elif "matrixStride" in got:
        diffs.append(f"{name}.matrixStride: oracle (not a matrix), abistruct {got['matrixStride']}")
    return diffs
