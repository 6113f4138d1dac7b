"""Random struct declarations: the model, a seeded generator, and the schema text they render to.

The generator speaks three vocabularies (C, OpenCL C, GLSL) because each oracle accepts only its own
language. Everything it writes is in the struct subset that `bin/abistruct` reads, so the same text
(plus an oracle-only prelude) goes to both sides.
"""

import math
import random
from dataclasses import dataclass, field

# ---------------------------------------------------------------------------------------------
# Model


@dataclass
class Member:
    """One member as declared. `type` is the spelling of the element type (a struct's bare name)."""

    name: str | None           # None only for an unnamed zero-width bitfield
    type: str
    kind: str                  # scalar | vector | matrix | struct | pointer
    dims: list[int] = field(default_factory=list)
    flexible: bool = False     # `T name[];` (last member only)
    bit_width: int | None = None
    row_major: bool = False    # GLSL `layout(row_major)`
    column_major: bool = False # GLSL: the default order spelled out, `layout(column_major)`
    component: str = ""        # vectors and matrices: the component scalar (its C/GLSL spelling)
    columns: int = 0           # matrices: C of matCxR, vectors: the length
    rows: int = 0              # matrices: R of matCxR
    tag: str = "struct"        # struct members: the keyword of the referenced type (C spelling)
    stars: int = 1             # pointers: `*` or `**`
    align_as: int | None = None  # explicit member alignment (C, OpenCL C)
    align_spelling: str = ""   # "_Alignas", "alignas", "declspec" (before the type) or "attribute"


@dataclass
class Decl:
    """One `struct` or `union` declaration."""

    name: str
    is_union: bool
    members: list[Member]
    pack: int | None = None    # C: declared while #pragma pack(pack) is in force
    pack_spelling: str = "push"  # "push": pack(push, N)/pack(pop); "set": pack(N)/pack();
                                 # "push-set": pack(push), pack(N), pack(pop)
    packed_attribute: bool = False       # `} __attribute__((packed))`
    aligned_attribute: int | None = None  # `} __attribute__((aligned(N)))`
    row_major: bool = False    # GLSL: every matrix inside it (recursively) is row-major
    has_matrix: bool = False   # GLSL: it holds a matrix (directly or in a nested struct)
    nestable: bool = True      # may be used as a member type (not with a flexible array member)
    weight: int = 1            # number of scalar leaves, to keep nested sizes bounded
    block: str = ""            # GLSL interface block: its storage and layout, e.g.
                               # "uniform:std140"; its matrices may mix both orders


# ---------------------------------------------------------------------------------------------
# Vocabularies

C_SCALARS = ["char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int",
             "long", "unsigned long", "long long", "unsigned long long", "float", "double",
             "long double", "bool", "int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t",
             "uint32_t", "int64_t", "uint64_t", "size_t", "intptr_t", "uintptr_t"]

# Bitfield declared types and their width in bits ("long" depends on the ABI, filled in later).
C_BITFIELD_BITS = {"char": 8, "signed char": 8, "unsigned char": 8, "short": 16,
                   "unsigned short": 16, "int": 32, "unsigned int": 32, "long": None,
                   "unsigned long": None, "long long": 64, "unsigned long long": 64, "bool": 1,
                   "int8_t": 8, "uint8_t": 8, "int16_t": 16, "uint16_t": 16, "int32_t": 32,
                   "uint32_t": 32, "int64_t": 64, "uint64_t": 64}

# GLSL vector prefixes usable in C ABIs, where a vector is an array of its components.
C_VECTOR_PREFIXES = {"vec": "float", "ivec": "int", "uvec": "unsigned int", "dvec": "double"}
C_MATRIX_PREFIXES = {"mat": "float", "dmat": "double"}

OPENCL_SCALARS = ["char", "uchar", "unsigned char", "short", "ushort", "int", "uint", "unsigned int",
                  "long", "ulong", "half", "float", "double", "bool", "size_t", "intptr_t",
                  "uintptr_t"]
OPENCL_VECTOR_BASES = ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "half",
                       "float", "double"]
OPENCL_VECTOR_LENGTHS = [2, 3, 4, 8, 16]

GLSL_SCALARS = ["float", "double", "int", "uint", "bool", "int8_t", "uint8_t", "int16_t",
                "uint16_t", "float16_t", "int64_t", "uint64_t"]
GLSL_VECTOR_PREFIXES = {"vec": "float", "dvec": "double", "ivec": "int", "uvec": "uint",
                        "bvec": "bool", "i8vec": "int8_t", "u8vec": "uint8_t", "i16vec": "int16_t",
                        "u16vec": "uint16_t", "f16vec": "float16_t", "i64vec": "int64_t",
                        "u64vec": "uint64_t"}
GLSL_MATRIX_PREFIXES = {"mat": "float", "dmat": "double", "f16mat": "float16_t"}

POINTEE_SCALARS = ["int", "char", "double", "void", "float"]

# Largest nested struct (in scalar leaves, times its array length) a member may hold.
MAX_NESTED_WEIGHT = 256


def keyword(decl: "Decl") -> str:
    return "union" if decl.is_union else "struct"


def matrix_name(prefix: str, columns: int, rows: int, rng: random.Random) -> str:
    """`mat3` or `mat3x3` for a square matrix (both spellings are valid), `mat2x3` otherwise."""
    if columns == rows and rng.random() < 0.7:
        return f"{prefix}{columns}"
    return f"{prefix}{columns}x{rows}"


# ---------------------------------------------------------------------------------------------
# Generator


class Generator:
    """Seeded generator of declarations for one ABI family."""

    def __init__(self, case, seed: int):
        self.case = case
        self.rng = random.Random(f"{seed}:{case.id}")
        self.decls: list[Decl] = []

    def generate(self, count: int) -> list[Decl]:
        for index in range(count):
            self.decls.append(self._decl(f"S{index}"))
        return self.decls

    # -- helpers shared by the families

    def _dims(self) -> list[int]:
        r = self.rng.random()
        if r < 0.70:
            return []
        if r < 0.90:
            return [self.rng.randint(1, 4)]
        if r < 0.97:
            return [self.rng.randint(1, 3), self.rng.randint(1, 3)]
        return [self.rng.randint(1, 3) for _ in range(3)]

    def _nested(self, name: str, allowed) -> Member | None:
        """A member of an earlier struct type, or None when no candidate fits."""
        candidates = [d for d in self.decls if d.nestable and allowed(d)]
        if not candidates:
            return None
        inner = self.rng.choice(candidates)
        dims = self._dims()
        if inner.weight * math.prod(dims) > MAX_NESTED_WEIGHT:
            dims = []
        if inner.weight > MAX_NESTED_WEIGHT:
            return None
        return Member(name, inner.name, "struct", dims, tag=keyword(inner))

    def _weight(self, member: Member) -> int:
        if member.kind == "struct":
            base = next(d.weight for d in self.decls if d.name == member.type)
        elif member.kind == "vector":
            base = member.columns
        elif member.kind == "matrix":
            base = member.columns * member.rows
        else:
            base = 1
        return base * math.prod(member.dims)

    def _decl(self, name: str) -> Decl:
        family = self.case.family
        if family == "glsl":
            decl = self._glsl_decl(name)
        else:
            decl = self._c_like_decl(name, opencl=(family == "opencl"))
        decl.weight = max(1, sum(self._weight(m) for m in decl.members))
        return decl

    # -- C and OpenCL C

    def _c_like_decl(self, name: str, opencl: bool) -> Decl:
        rng = self.rng
        is_union = rng.random() < 0.12
        pack = None
        pack_spelling = "push"
        if not opencl and not self.case.pack_all and rng.random() < 0.15:
            pack = rng.choice([1, 2, 4, 8, 16])
            pack_spelling = rng.choice(["push", "push", "set", "push-set"])
        members: list[Member] = []
        target = rng.randint(1, 8)
        index = 0
        # Shares of each member kind, cumulative: bitfields, pointers, nested structs, vectors or
        # matrices, and scalars for the rest.
        bitfields, pointers, nested, vectors = (0.0, 0.05, 0.20, 0.55) if opencl else \
            (0.15, 0.21, 0.36, 0.42)
        while len(members) < target:
            r = rng.random()
            member_name = f"m{index}"
            index += 1
            if r < bitfields:
                members.extend(self._bitfield_run(member_name))
                continue
            if r < pointers:
                own_type = f"{'union' if is_union else 'struct'} {name}"
                members.append(self._pointer(member_name, own_type))
                continue
            if r < nested:
                member = self._nested(member_name, lambda d: True)
                if member is not None:
                    members.append(member)
                    continue
            if r < vectors:
                members.append(self._opencl_vector(member_name) if opencl
                               else self._c_vector_or_matrix(member_name))
                continue
            scalars = OPENCL_SCALARS if opencl else C_SCALARS
            members.append(Member(member_name, rng.choice(scalars), "scalar", self._dims()))
        if all(m.name is None for m in members):
            members.append(Member(f"m{index}", "int", "scalar"))
        nestable = True
        named_before_last = any(m.name is not None for m in members[:-1])
        if not is_union and named_before_last and rng.random() < 0.05:
            last = members[-1]
            if last.bit_width is None and last.kind in ("scalar", "vector", "struct"):
                last.dims = []
                last.flexible = True
                nestable = False
        for member in members:
            if member.name is not None and rng.random() < 0.05:
                self._align_member(member, opencl)
        packed_attribute = rng.random() < 0.06
        aligned_attribute = rng.choice([1, 2, 4, 8, 16, 32]) if rng.random() < 0.06 else None
        return Decl(name, is_union, members, pack=pack, pack_spelling=pack_spelling,
                    nestable=nestable, packed_attribute=packed_attribute,
                    aligned_attribute=aligned_attribute)

    def _align_member(self, member: Member, opencl: bool) -> None:
        """An explicit alignment on a member, in one of the spellings the schema reads.

        `_Alignas`/`alignas`/`__declspec(align)` may not lower a type's alignment (clang rejects
        that), so they get 16 or 32, above every C scalar's natural alignment; they are not put on
        struct members, whose alignment may be raised further, nor on bitfields, where C forbids
        them. The attribute form may ask for less than natural (clang then keeps the natural
        alignment, except in a packed struct).
        """
        rng = self.rng
        spellings = ["attribute"]
        if not opencl and member.kind != "struct" and member.bit_width is None:
            spellings += ["_Alignas", "alignas"]
            if self.case.clang_target.endswith("msvc"):
                spellings.append("declspec")
        member.align_spelling = rng.choice(spellings)
        if member.align_spelling == "attribute":
            member.align_as = rng.choice([1, 2, 4, 8, 16, 32])
        else:
            member.align_as = rng.choice([16, 32])

    def _opencl_vector(self, name: str) -> Member:
        base = self.rng.choice(OPENCL_VECTOR_BASES)
        length = self.rng.choice(OPENCL_VECTOR_LENGTHS)
        return Member(name, f"{base}{length}", "vector", self._dims(), component=base,
                      columns=length)

    def _bitfield_run(self, first_name: str) -> list[Member]:
        rng = self.rng
        run = []
        for k in range(rng.randint(1, 4)):
            declared = rng.choice(list(C_BITFIELD_BITS))
            bits = C_BITFIELD_BITS[declared] or self.case.long_bytes * 8
            if bits > 1 and rng.random() < 0.12:
                run.append(Member(None, declared, "scalar", bit_width=0))
                continue
            if rng.random() < 0.08:
                # An unnamed bitfield of non-zero width: padding bits that still occupy the unit.
                run.append(Member(None, declared, "scalar", bit_width=rng.randint(1, bits)))
                continue
            run.append(Member(f"{first_name}_{k}", declared, "scalar",
                              bit_width=rng.randint(1, bits)))
        return run

    def _pointer(self, name: str, own_type: str) -> Member:
        """A pointer (sometimes `**`, sometimes an array of pointers) to the enclosing type, to an
        earlier type, or to a scalar."""
        rng = self.rng
        r = rng.random()
        if r < 0.15:
            pointee = own_type
        elif r < 0.35 and self.decls:
            target = rng.choice(self.decls)
            pointee = f"{keyword(target)} {target.name}"
        else:
            pointee = rng.choice(POINTEE_SCALARS)
        stars = 2 if rng.random() < 0.1 else 1
        dims = self._dims() if rng.random() < 0.3 else []
        return Member(name, pointee, "pointer", dims, stars=stars)

    def _c_vector_or_matrix(self, name: str) -> Member:
        rng = self.rng
        if rng.random() < 0.6:
            prefix, component = rng.choice(list(C_VECTOR_PREFIXES.items()))
            length = rng.randint(2, 4)
            return Member(name, f"{prefix}{length}", "vector", self._dims(), component=component,
                          columns=length)
        prefix, component = rng.choice(list(C_MATRIX_PREFIXES.items()))
        columns, rows = rng.randint(2, 4), rng.randint(2, 4)
        return Member(name, matrix_name(prefix, columns, rows, rng), "matrix", self._dims(),
                      component=component, columns=columns, rows=rows)

    # -- GLSL

    def _glsl_decl(self, name: str) -> Decl:
        """A struct; every tenth declaration is an interface block instead.

        GLSL has no per-member matrix order inside a struct (only on block members), so a
        struct's matrices all get one order and it nests only structs with that order (or none).
        A block's members choose their order one by one and it may nest any struct.
        """
        rng = self.rng
        is_block = len(self.decls) % 10 == 9
        row_major = rng.random() < 0.3
        members: list[Member] = []
        for index in range(rng.randint(1, 8)):
            member_name = f"m{index}"
            if is_block:
                row_major = rng.random() < 0.4
            r = rng.random()
            if r < 0.15:
                nested = self._nested(member_name, lambda d: is_block or not d.has_matrix
                                      or d.row_major == row_major)
                if nested is not None:
                    members.append(nested)
                    continue
            if r < 0.30:
                prefix, component = rng.choice(list(GLSL_MATRIX_PREFIXES.items()))
                columns, rows = rng.randint(2, 4), rng.randint(2, 4)
                # An explicit layout(column_major) now and then: the default, spelled out.
                explicit = not row_major and rng.random() < 0.2
                members.append(Member(member_name, matrix_name(prefix, columns, rows, rng),
                                      "matrix", self._dims(), row_major=row_major,
                                      component=component, columns=columns, rows=rows,
                                      column_major=explicit))
                continue
            if r < 0.60:
                prefix, component = rng.choice(list(GLSL_VECTOR_PREFIXES.items()))
                length = rng.randint(2, 4)
                members.append(Member(member_name, f"{prefix}{length}", "vector", self._dims(),
                                      component=component, columns=length))
                continue
            members.append(Member(member_name, rng.choice(GLSL_SCALARS), "scalar", self._dims()))
        if is_block:
            storage = "uniform" if self.case.block == "std140" else "buffer"
            return Decl(f"B{name}", False, members, nestable=False,
                        block=f"{storage}:{self.case.block}")
        has_matrix = any(m.kind == "matrix" for m in members) or any(
            d.has_matrix for m in members if m.kind == "struct"
            for d in self.decls if d.name == m.type)
        return Decl(name, False, members, row_major=row_major and has_matrix,
                    has_matrix=has_matrix)


# ---------------------------------------------------------------------------------------------
# Rendering


def render_member(member: Member, family: str, for_oracle: bool = False,
                  nested_row_major: bool = False) -> str:
    """One member line in the schema text.

    `for_oracle` writes GLSL for glslang: no matrix order inside a struct (where GLSL forbids it),
    but a `layout(row_major)` on a block member of a struct type whose matrices are row-major
    (`nested_row_major`), since that is where GLSL takes the order from.
    """
    if member.bit_width is not None:
        if member.name is None:
            return f"{member.type} : {member.bit_width};"
        return _with_alignment(member, f"{member.type} {member.name} : {member.bit_width}")
    dims = "[]" if member.flexible else "".join(f"[{d}]" for d in member.dims)
    if member.kind == "pointer":
        return _with_alignment(member, f"{member.type} {'*' * member.stars}{member.name}{dims}")
    type_text = member.type
    if member.kind == "struct" and family != "glsl":
        type_text = f"{member.tag} {member.type}"
    if family == "glsl" and nested_row_major:
        type_text = f"layout(row_major) {type_text}"
    if family == "glsl" and member.kind == "matrix" and not for_oracle:
        if member.row_major:
            type_text = f"layout(row_major) {type_text}"
        elif member.column_major:
            type_text = f"layout(column_major) {type_text}"
    return _with_alignment(member, f"{type_text} {member.name}{dims}")


def _with_alignment(member: Member, declaration: str) -> str:
    n = member.align_as
    if n is None:
        return declaration + ";"
    if member.align_spelling == "attribute":
        return f"{declaration} __attribute__((aligned({n})));"
    if member.align_spelling == "declspec":
        return f"__declspec(align({n})) {declaration};"
    return f"{member.align_spelling}({n}) {declaration};"


PACK_LINES = {"push": (["#pragma pack(push, {n})"], ["#pragma pack(pop)"]),
              "set": (["#pragma pack({n})"], ["#pragma pack()"]),
              "push-set": (["#pragma pack(push)", "#pragma pack({n})"], ["#pragma pack(pop)"])}


def render_block(decl: Decl, by_name: dict, binding: int | None = None) -> str:
    """A GLSL interface block; with a binding it is the oracle's copy."""
    storage, layout = decl.block.split(":")
    qualifiers = layout if binding is None else f"{layout}, binding = {binding}"
    lines = [f"layout({qualifiers}) {storage} {decl.name} {{"]
    for m in decl.members:
        if binding is None:
            lines.append(f"    {render_member(m, 'glsl')}")
        else:
            nested_row_major = m.kind == "struct" and by_name[m.type].row_major
            lines.append(f"    {render_member(m, 'glsl', False, nested_row_major)}")
    lines.append(f"}} {decl.name.lower()};")
    return "\n".join(lines)


def render_decl(decl: Decl, family: str, for_oracle: bool = False) -> str:
    if decl.block:
        return render_block(decl, {})
    before, after = PACK_LINES[decl.pack_spelling] if decl.pack is not None else ([], [])
    lines = [line.format(n=decl.pack) for line in before]
    lines.append(f"{keyword(decl)} {decl.name} {{")
    lines.extend(f"    {render_member(m, family, for_oracle)}" for m in decl.members)
    attributes = (["packed"] if decl.packed_attribute else []) + (
        [f"aligned({decl.aligned_attribute})"] if decl.aligned_attribute else [])
    lines.append(f"}} __attribute__(({', '.join(attributes)}));" if attributes else "};")
    lines.extend(after)
    return "\n".join(lines)


def render_schema(decls: list[Decl], family: str, for_oracle: bool = False) -> str:
    return "\n\n".join(render_decl(d, family, for_oracle) for d in decls) + "\n"
