"""Turns the disagreeing types of one ABI into the lines printed under its progress line."""

from decls import Decl, render_decl

MAX_REPORTED_TYPES = 10
MAX_FIELDS_PER_TYPE = 8


def mismatch_details(abi_id: str, family: str, decls: list[Decl], failing: dict, schema) -> list[str]:
    """Up to MAX_REPORTED_TYPES blocks: the declaration, then each field with both values.

    A type that holds a disagreeing struct usually disagrees because of it, so the types whose
    held structs all agree (the likely root causes) are shown in full and the others only named.
    """
    roots, knock_on = [], []
    for decl, diffs in failing.values():
        holds_failing = any(m.kind == "struct" and m.type in failing for m in decl.members)
        (knock_on if holds_failing else roots).append((decl, diffs))
    declared = {d.name: d for d in decls}
    details = []
    for decl, diffs in roots[:MAX_REPORTED_TYPES]:
        # The structs it holds agree on their own but may still be the cause (how they align
        # inside another struct), so their declarations are shown too.
        held = dict.fromkeys(m.type for m in decl.members if m.kind == "struct")
        text = "\n".join([render_decl(declared[name], family) for name in held] +
                         [render_decl(decl, family)])
        lines = [f"  MISMATCH {abi_id} {decl.name} ({schema}):"]
        lines += ["      " + line for line in text.splitlines()]
        lines += [f"    {abi_id} {decl.name}.{diff}" for diff in diffs[:MAX_FIELDS_PER_TYPE]]
        if len(diffs) > MAX_FIELDS_PER_TYPE:
            lines.append(f"    … {len(diffs) - MAX_FIELDS_PER_TYPE} more")
        details.append("\n".join(lines))
    if len(roots) > MAX_REPORTED_TYPES:
        details.append(f"  … and {len(roots) - MAX_REPORTED_TYPES} more types like these")
    if knock_on:
        names = " ".join(decl.name for decl, _ in knock_on[:MAX_REPORTED_TYPES])
        more = " …" if len(knock_on) > MAX_REPORTED_TYPES else ""
        details.append(f"  {len(knock_on)} more types disagree and hold a disagreeing type: "
                       f"{names}{more}")
    return details
