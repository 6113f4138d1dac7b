"""What an oracle says about one type: the values `bin/abistruct` must reproduce."""

from dataclasses import dataclass, field


@dataclass
class MemberFacts:
    offset_bits: int                   # bit offset from the start of the type
    dims: list[int] | None = None      # array dimensions, outermost first (None: not an array)
    strides: list[int] | None = None   # byte stride of each dimension, outermost first
    matrix_stride: int | None = None   # None: not a matrix
    row_major: bool = False


@dataclass
class TypeFacts:
    kind: str                          # "struct" or "union"
    size: int | None                   # bytes, tail padding included (array element distance);
                                       # None for a GLSL interface block (no oracle for it)
    alignment: int | None
    members: dict[str, MemberFacts] = field(default_factory=dict)


class OracleError(Exception):
    """The oracle tool failed on input this harness wrote: a harness bug, reported as such."""
