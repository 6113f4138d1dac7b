package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Generates valid struct models whose member spellings the schema language accepts: scalars in their
 * C, GLSL and OpenCL spellings, vectors, matrices (either order), pointers, earlier structs by name or
 * keyword, arrays (a runtime-sized last one), bitfields, alignment, packing, anonymous struct and union members
 * (their types named {@code anonymous} until {@link SchemaPrinter} names them). Positions are left unknown;
 * {@link SchemaPrinter} supplies them.
 */
final class RandomStructs {
    private RandomStructs() {
    }

    /** C, GLSL and OpenCL spellings with the scalar each names. */
    static final Object[][] SCALARS = {
        {"char", Scalar.INT8}, {"signed char", Scalar.INT8}, {"unsigned char", Scalar.UINT8},
        {"short", Scalar.INT16}, {"unsigned short int", Scalar.UINT16}, {"int", Scalar.INT32},
        {"unsigned", Scalar.UINT32}, {"long", Scalar.LONG}, {"unsigned long", Scalar.ULONG},
        {"long long", Scalar.INT64}, {"unsigned long long", Scalar.UINT64}, {"float", Scalar.FLOAT32},
        {"double", Scalar.FLOAT64}, {"long double", Scalar.LONG_DOUBLE}, {"_Bool", Scalar.BOOL},
        {"bool", Scalar.BOOL}, {"size_t", Scalar.SIZE_T}, {"ptrdiff_t", Scalar.INTPTR},
        {"uintptr_t", Scalar.UINTPTR}, {"int8_t", Scalar.INT8}, {"uint16_t", Scalar.UINT16},
        {"int32_t", Scalar.INT32}, {"uint64_t", Scalar.UINT64}, {"uint", Scalar.UINT32},
        {"float16_t", Scalar.FLOAT16}, {"uchar", Scalar.UINT8}, {"ushort", Scalar.UINT16},
        {"ulong", Scalar.UINT64}, {"half", Scalar.FLOAT16},
    };

    /** The scalars a bitfield may have. */
    static final Object[][] BITFIELD_SCALARS = {
        {"char", Scalar.INT8}, {"unsigned char", Scalar.UINT8}, {"short", Scalar.INT16}, {"int", Scalar.INT32},
        {"unsigned int", Scalar.UINT32}, {"long", Scalar.LONG}, {"unsigned long long", Scalar.UINT64},
        {"_Bool", Scalar.BOOL}, {"uint32_t", Scalar.UINT32}, {"int64_t", Scalar.INT64},
    };

    private static final Scalar[] VECTOR_COMPONENTS = {
        Scalar.FLOAT32, Scalar.FLOAT64, Scalar.INT32, Scalar.UINT32, Scalar.BOOL, Scalar.INT8, Scalar.UINT8,
        Scalar.INT16, Scalar.UINT16, Scalar.INT64, Scalar.UINT64, Scalar.FLOAT16,
    };
    private static final Scalar[] MATRIX_COMPONENTS = {Scalar.FLOAT32, Scalar.FLOAT64, Scalar.FLOAT16};
    private static final int[] POWERS = {1, 2, 4, 8, 16, 32, 64};

    /** One to five structs; each may use the ones before it. */
    static List<StructType> generate(Random r) {
        int count = 1 + r.nextInt(5);
        List<StructType> types = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            types.add(struct(r, "S" + i, types));
        }
        return types;
    }

    private static StructType struct(Random r, String name, List<StructType> earlier) {
        int pack = r.nextInt(4) == 0 ? POWERS[r.nextInt(5)] : 0;
        return struct(r, name, "m", earlier, pack, 0);
    }

    /**
     * A struct or union whose members are named {@code prefix0, prefix1, ...}; at {@code depth} above 0 it is
     * an anonymous member's type, which has its enclosing struct's pack (the printer writes it inside that
     * struct) and at least one member.
     */
    private static StructType struct(Random r, String name, String prefix, List<StructType> earlier, int pack,
            int depth) {
        boolean isUnion = r.nextInt(5) == 0;
        int count = depth == 0 ? r.nextInt(7) : 1 + r.nextInt(4);
        List<Member> members = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String memberName = prefix + i;
            if (depth < 3 && r.nextInt(8) == 0) {
                // an anonymous member's names extend its slot's, so none clashes with the enclosing type's
                StructType inner = struct(r, "anonymous", memberName + "a", earlier, pack, depth + 1);
                long alignAs = r.nextInt(6) == 0 ? POWERS[r.nextInt(POWERS.length)] : 0;
                members.add(Member.anonymous(inner).withAlignAs(alignAs));
                continue;
            }
            // a runtime-sized array ends a struct (not a union) that has another named member
            boolean runtimeAllowed = depth == 0 && i == count - 1 && !isUnion
                    && members.stream().anyMatch(m -> !m.name().isEmpty());
            members.add(member(r, memberName, earlier, runtimeAllowed));
        }
        long alignAs = r.nextInt(5) == 0 ? POWERS[r.nextInt(POWERS.length)] : 0;
        boolean packed = r.nextInt(6) == 0;
        return new StructType(name, isUnion, members, pack, alignAs, Position.NONE, packed);
    }

    private static Member member(Random r, String name, List<StructType> earlier, boolean runtimeAllowed) {
        if (r.nextInt(7) == 0) {
            Object[] s = BITFIELD_SCALARS[r.nextInt(BITFIELD_SCALARS.length)];
            boolean unnamed = r.nextInt(4) == 0;
            int width = unnamed ? r.nextInt(9) : 1 + r.nextInt(8);
            return new Member(unnamed ? "" : name, (Scalar) s[1], (String) s[0], width, 0, Position.NONE);
        }
        Object[] leaf = leaf(r, earlier);
        DataType type = (DataType) leaf[0];
        if (type instanceof MatrixType m && r.nextBoolean()) {
            type = m.withRowMajor(true);
        }
        if (r.nextInt(3) == 0) {
            int dims = 1 + r.nextInt(3);
            for (int i = 0; i < dims; i++) {
                boolean runtime = runtimeAllowed && i == dims - 1 && r.nextInt(3) == 0;
                type = runtime ? ArrayType.runtimeSized(type) : ArrayType.of(type, 1 + r.nextInt(5));
            }
        }
        long alignAs = r.nextInt(6) == 0 ? POWERS[r.nextInt(POWERS.length)] : 0;
        return new Member(name, type, (String) leaf[1], Member.NOT_A_BITFIELD, alignAs, Position.NONE);
    }

    /** A leaf type and its spelling. */
    private static Object[] leaf(Random r, List<StructType> earlier) {
        int kind = r.nextInt(10);
        if (kind >= 7 && !earlier.isEmpty()) {
            StructType s = earlier.get(r.nextInt(earlier.size()));
            return new Object[] {s, r.nextBoolean() ? s.name() : s.kind() + " " + s.name()};
        }
        switch (kind) {
            case 4 -> {
                Scalar c = VECTOR_COMPONENTS[r.nextInt(VECTOR_COMPONENTS.length)];
                int[] lengths = c == Scalar.BOOL ? new int[] {2, 3, 4} : new int[] {2, 3, 4, 8, 16};
                VectorType v = VectorType.of(c, lengths[r.nextInt(lengths.length)]);
                return new Object[] {v, v.typeName()};
            }
            case 5 -> {
                MatrixType m = MatrixType.of(MATRIX_COMPONENTS[r.nextInt(3)], 2 + r.nextInt(3), 2 + r.nextInt(3));
                return new Object[] {m, m.typeName()};
            }
            case 6 -> {
                String base = switch (r.nextInt(4)) {
                    case 0 -> "void";
                    case 1 -> "Opaque";
                    case 2 -> earlier.isEmpty() ? "struct Later"
                            : earlier.getFirst().kind() + " " + earlier.getFirst().name();
                    default -> (String) SCALARS[r.nextInt(SCALARS.length)][0];
                };
                int stars = 1 + r.nextInt(3);
                String target = base + (stars > 1 ? " " + "*".repeat(stars - 1) : "");
                return new Object[] {new PointerType(target), base + " " + "*".repeat(stars)};
            }
            default -> {
                Object[] s = SCALARS[r.nextInt(SCALARS.length)];
                return new Object[] {s[1], s[0]};
            }
        }
    }
}
