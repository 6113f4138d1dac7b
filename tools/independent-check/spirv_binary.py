"""A minimal SPIR-V binary reader: the array types of struct members and their ArrayStride.

`spirv-cross --reflect` reports only the outermost stride of a multi-dimensional array; the inner
strides are ArrayStride decorations on the inner array types, read here from the module itself.
"""

import struct
from pathlib import Path

MAGIC = 0x07230203
OP_TYPE_ARRAY = 28
OP_TYPE_STRUCT = 30
OP_CONSTANT = 43
OP_DECORATE = 71
DECORATION_ARRAY_STRIDE = 6


class SpirvModule:
    """The struct member types, array types, constants and array strides of one module."""

    def __init__(self, path: Path):
        data = path.read_bytes()
        words = struct.unpack(f"<{len(data) // 4}I", data)
        if words[0] != MAGIC:
            raise ValueError(f"{path} is not a little-endian SPIR-V module")
        self.struct_members: dict[int, list[int]] = {}
        self.arrays: dict[int, tuple[int, int]] = {}    # array id -> (element type, length id)
        self.constants: dict[int, int] = {}
        self.array_strides: dict[int, int] = {}
        index = 5
        while index < len(words):
            opcode, count = words[index] & 0xFFFF, words[index] >> 16
            operands = words[index + 1:index + count]
            if opcode == OP_TYPE_STRUCT:
                self.struct_members[operands[0]] = list(operands[1:])
            elif opcode == OP_TYPE_ARRAY:
                self.arrays[operands[0]] = (operands[1], operands[2])
            elif opcode == OP_CONSTANT:
                self.constants[operands[1]] = operands[2]
            elif opcode == OP_DECORATE and operands[1] == DECORATION_ARRAY_STRIDE:
                self.array_strides[operands[0]] = operands[2]
            index += max(count, 1)

    def member_arrays(self, struct_id: int, member: int) -> tuple[list[int], list[int]]:
        """(dims, strides) of a struct member's array type, outermost first; empty if no array."""
        dims, strides = [], []
        type_id = self.struct_members[struct_id][member]
        while type_id in self.arrays:
            element, length_id = self.arrays[type_id]
            dims.append(self.constants[length_id])
            strides.append(self.array_strides[type_id])
            type_id = element
        return dims, strides
