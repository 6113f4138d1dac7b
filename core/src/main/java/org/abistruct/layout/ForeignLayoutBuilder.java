package org.abistruct.layout;

import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongFunction;
import org.abistruct.abi.Abi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Builds the FFM layouts of {@link ForeignLayouts} under one ABI, which gives the byte order and the sizes of the
 * scalars in arrays and vectors. {@code cap} is the highest alignment a packed enclosing type allows.
 */
record ForeignLayoutBuilder(Abi abi) {


    /**
     * The layout padded to {@code size}: its {@code byteSize}, or less where the ABI packs the next member
     * into its tail padding (scalar block layout, HLSL constant buffers).
     */
    GroupLayout group(StructLayout layout, long cap, long size) {
        if (size < layout.dataSize()) {
            throw new IllegalArgumentException(layout.kind() + " " + layout.name() + " of " + layout.dataSize()
                    + " bytes does not fit in " + size + " bytes");
        }
        var parts = new ArrayList<MemoryLayout>();
        long cursor = 0;
        List<MemberLayout> members = layout.members();
        // refused first: a bitfield's storage unit may start inside the member before it
        for (MemberLayout m : members) {
            if (m.isBitfield()) {
                throw refused(layout, m, "a bitfield has no FFM layout (bitfields share storage units and"
                        + " FFM layouts address bytes); pass such a struct by pointer");
            }
            if (m.member().type() instanceof ArrayType a && a.isRuntimeSized()) {
                throw refused(layout, m, "a runtime-sized array has no FFM layout of fixed size; give the array a"
                        + " length, or pass such a struct by pointer");
            }
        }
        for (int i = 0; i < members.size(); i++) {
            MemberLayout m = members.get(i);
            long end = layout.type().isUnion() || i + 1 == members.size()
                    ? size : members.get(i + 1).byteOffset();
            long room = end - m.byteOffset();
            MemoryLayout part;
            try {
                part = member(m, Math.min(cap, m.byteAlignment()), room);
            } catch (IllegalArgumentException e) {
                throw refused(layout, m, e.getMessage());
            }
            if (!m.name().isEmpty()) {
                part = part.withName(m.name());
            }
            if (layout.type().isUnion()) {
                parts.add(part);
            } else {
                if (m.byteOffset() < cursor) {
                    throw refused(layout, m, "it starts at " + m.byteOffset() + ", inside the member before it"
                            + " which ends at " + cursor + "; FFM struct members cannot overlap");
                }
                if (m.byteOffset() > cursor) {
                    parts.add(MemoryLayout.paddingLayout(m.byteOffset() - cursor));
                }
                parts.add(part);
                cursor = m.byteOffset() + part.byteSize();
            }
        }
        GroupLayout group;
        try {
            if (layout.type().isUnion()) {
                // a padding member as large as the union carries its tail padding, only where the tail outgrows
                // the largest member: the Linker refuses padding no larger than that as superfluous
                long largest = parts.stream().mapToLong(MemoryLayout::byteSize).max().orElse(0);
                if (size > largest) {
                    parts.add(MemoryLayout.paddingLayout(size));
                }
                group = MemoryLayout.unionLayout(parts.toArray(MemoryLayout[]::new));
            } else {
                if (size > cursor) {
                    parts.add(MemoryLayout.paddingLayout(size - cursor));
                }
                group = MemoryLayout.structLayout(parts.toArray(MemoryLayout[]::new));
            }
            long alignment = Math.min(cap, layout.byteAlignment());
            if (alignment > group.byteAlignment()) {
                group = group.withByteAlignment(alignment);
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(layout.kind() + " " + layout.name() + " under " + layout.abiId()
                    + ": " + e.getMessage(), e);
        }
        return group.withName(layout.name());
    }

    /** One member in at most {@code room} bytes (what the next member or the tail leaves it). */
    MemoryLayout member(MemberLayout m, long cap, long room) {
        DataType type = m.member().type();
        MemoryLayout layout;
        if (type instanceof ArrayType array) {
            layout = array(m, array.leafElement(), 0, cap, Math.min(m.byteSize(), room));
        } else {
            layout = element(m, type, cap, Math.min(m.byteSize(), room));
        }
        // an over-aligned member keeps its value's natural alignment (which the Linker wants): the padding
        // before it and the enclosing group's alignment already say where it sits
        return layout;
    }

    /** Dimension {@code dim} of an array member in {@code span} bytes. */
    MemoryLayout array(MemberLayout m, DataType leaf, int dim, long cap, long span) {
        long count = m.arrayDims().get(dim);
        long stride = m.arrayStrides().get(dim);
        if (dim + 1 == m.arrayDims().size()) {
            return repeated(count, stride, span, size -> element(m, leaf, cap, size));
        }
        long inner = m.arrayDims().get(dim + 1) * m.arrayStrides().get(dim + 1);
        return repeated(count, stride, span, size -> padded(array(m, leaf, dim + 1, cap, Math.min(inner, size)),
                size));
    }

    /**
     * A non-array type, or an array's leaf element, padded to {@code span} bytes; a struct or matrix whose
     * tail padding the next member takes is cut short.
     */
    MemoryLayout element(MemberLayout m, DataType type, long cap, long span) {
        return switch (type) {
            case Scalar s -> padded(scalar(s, cap), span);
            case PointerType p -> padded(pointer(p, cap), span);
            case VectorType v -> padded(vector(v.component(), v.length(), cap), span);
            case MatrixType x -> {
                MemoryLayout column = vector(x.component(), x.strideVector().length(), cap);
                yield repeated(x.strideCount(), m.matrixStride(), span, size -> padded(column, size));
            }
            case StructType st -> padded(group(m.nested(), cap, Math.min(span, m.nested().byteSize())), span);
            case ArrayType a -> throw new IllegalStateException("nested ArrayType " + a);
        };
    }

    MemoryLayout vector(Scalar component, int length, long cap) {
        return MemoryLayout.sequenceLayout(length, scalar(component, cap));
    }

    ValueLayout scalar(Scalar s, long cap) {
        MemberLayout probe = probe(s);
        long size = probe.byteSize();
        ValueLayout value = switch (s) {
            case FLOAT32 -> ValueLayout.JAVA_FLOAT;
            case FLOAT64 -> ValueLayout.JAVA_DOUBLE;
            case LONG_DOUBLE -> {
                if (size != 8) {
                    throw new IllegalArgumentException("a " + size + "-byte long double has no FFM value"
                            + " layout (FFM has none for x87 or quad floats); pass such a struct by pointer");
                }
                yield ValueLayout.JAVA_DOUBLE;
            }
            case BOOL -> size == 1 ? ValueLayout.JAVA_BOOLEAN : integer(size);
            default -> integer(size); // float16 is a JAVA_SHORT: FFM has no half float
        };
        return value.withOrder(abi.byteOrder()).withByteAlignment(Math.min(cap, probe.byteAlignment()));
    }

    /** A pointer as ADDRESS when it is as wide as the host's, else as an integer of its size. */
    ValueLayout pointer(PointerType p, long cap) {
        MemberLayout probe = probe(p);
        ValueLayout value = probe.byteSize() == ValueLayout.ADDRESS.byteSize()
                ? ValueLayout.ADDRESS : integer(probe.byteSize());
        return value.withOrder(abi.byteOrder()).withByteAlignment(Math.min(cap, probe.byteAlignment()));
    }

    static ValueLayout integer(long size) {
        return switch ((int) size) {
            case 1 -> ValueLayout.JAVA_BYTE;
            case 2 -> ValueLayout.JAVA_SHORT;
            case 4 -> ValueLayout.JAVA_INT;
            case 8 -> ValueLayout.JAVA_LONG;
            default -> throw new IllegalArgumentException("a " + size + "-byte integer has no FFM value layout"
                    + " (FFM has none wider than 8 bytes); pass such a struct by pointer");
        };
    }

    /**
     * One probe struct per scalar or pointer type, shared by every ABI: ABIs cache layouts by struct identity and
     * never evict, so a fresh probe per call would grow each ABI's cache with every layout built.
     */
    private static final Map<DataType, StructType> PROBES = new ConcurrentHashMap<>();

    /** How the ABI lays out {@code type} alone: the layout records no scalar sizes inside arrays or vectors. */
    MemberLayout probe(DataType type) {
        StructType probe = PROBES.computeIfAbsent(type, t -> StructType.struct("probe", Member.of("v", t)));
        try {
            return abi.layout(probe).members().getFirst();
        } catch (LayoutException e) {
            throw new IllegalArgumentException("the ABI lays out no lone " + type.typeName() + ": "
                    + e.getMessage(), e);
        }
    }

    /**
     * {@code count} elements {@code stride} apart, padded to {@code span} bytes; when the span ends inside the
     * last stride (the next member sits in its padding), the last element is cut to what is left after a
     * sequence of the others. {@code element} gives an element padded to the size it is given.
     */
    static MemoryLayout repeated(long count, long stride, long span, LongFunction<MemoryLayout> element) {
        if (count == 0 || span >= count * stride) {
            return padded(MemoryLayout.sequenceLayout(count, element.apply(stride)), span);
        }
        long head = (count - 1) * stride;
        if (count == 1) {
            return element.apply(span);
        }
        return MemoryLayout.structLayout(MemoryLayout.sequenceLayout(count - 1, element.apply(stride)),
                element.apply(span - head));
    }

    /** {@code layout} followed by padding up to {@code size} bytes. */
    static MemoryLayout padded(MemoryLayout layout, long size) {
        if (size < layout.byteSize()) {
            throw new IllegalArgumentException(layout + " does not fit in " + size + " bytes");
        }
        return size == layout.byteSize() ? layout
                : MemoryLayout.structLayout(layout, MemoryLayout.paddingLayout(size - layout.byteSize()));
    }

    static IllegalArgumentException refused(StructLayout layout, MemberLayout m, String why) {
        return new IllegalArgumentException(layout.kind() + " " + layout.name() + " under " + layout.abiId()
                + ", member " + m.member().label() + ": " + why);
    }
}
