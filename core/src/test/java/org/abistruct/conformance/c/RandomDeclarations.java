package org.abistruct.conformance.c;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
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
 * A seeded generator of random struct and union declarations that one {@link CTarget} can hold.
 *
 * <p>Types are named {@code T0, T1, …} and only refer to earlier types, so emitting them in order gives
 * valid C. Sizes stay moderate: a type is only nested (or used as an array element) while its
 * {@linkplain #sizeBound size bound} is small, so no type grows past a few kilobytes.
 */
final class RandomDeclarations {
    /** Types whose size bound exceeds this are not nested further. */
    private static final long NESTABLE_BOUND = 256;
    /** The size bound of one array member. */
    private static final long ARRAY_BOUND = 512;
    private static final int[] VECTOR_LENGTHS = {2, 3, 4, 8, 16};

    private final CTarget target;
    private final SplittableRandom random;
    private final List<StructType> nestable = new ArrayList<>();
    /** The unions among {@link #nestable}, which a union's members pick from half the time. */
    private final List<StructType> nestableUnions = new ArrayList<>();
    private final List<Scalar> scalars;
    private final List<Scalar> components;
    private final List<Scalar> matrixComponents;
    private final List<Scalar> bitfieldTypes;

    RandomDeclarations(CTarget target, long seed) {
        this.target = target;
        // the ABI id joins the seed so each ABI gets its own declarations, reproducible from (seed, ABI)
        this.random = new SplittableRandom(seed * 31 + target.abiId().hashCode());
        this.scalars = sorted(target.scalars());
        this.components = sorted(target.vectorComponents());
        this.matrixComponents = sorted(target.matrixComponents());
        this.bitfieldTypes = sorted(target.bitfieldTypes());
    }

    private static List<Scalar> sorted(java.util.Set<Scalar> set) {
        // a Set's iteration order is not specified; sorting keeps generation reproducible
        return set.stream().sorted(Comparator.naturalOrder()).toList();
    }

    /** {@code count} declarations, each referring only to earlier ones. */
    List<StructType> generate(int count) {
        var types = new ArrayList<StructType>(count);
        for (int i = 0; i < count; i++) {
            StructType t = nextType("T" + i);
            types.add(t);
            if (!t.hasRuntimeSizedTail() && sizeBound(t) <= NESTABLE_BOUND) {
                nestable.add(t);
                if (t.isUnion()) {
                    nestableUnions.add(t);
                }
            }
        }
        return types;
    }

    private StructType nextType(String name) {
        boolean union = chance(15);
        int wanted = union ? 1 + random.nextInt(4) : 1 + random.nextInt(7);
        var members = new ArrayList<Member>();
        while (members.size() < wanted) {
            if (!bitfieldTypes.isEmpty() && chance(14)) {
                addBitfieldRun(members);
            } else {
                members.add(plainMember(members.size(), union));
            }
        }
        if (members.stream().allMatch(m -> m.name().isEmpty())) {
            members.add(plainMember(members.size(), union)); // C wants at least one named member
        }
        if (!union && chance(6)) {
            members.add(Member.of("m" + members.size(), ArrayType.runtimeSized(arrayElement())));
        }
        int pack = target.perStructPack() && chance(15) ? 1 << random.nextInt(5) : 0;
        long alignAs = target.alignAs() && chance(5) ? 4L << random.nextInt(4) : 0;
        boolean packed = target.perStructPack() && chance(12);
        return new StructType(name, union, members, pack, alignAs, Position.NONE, packed);
    }

    private Member plainMember(int index, boolean inUnion) {
        String name = "m" + index;
        DataType type = switch (random.nextInt(100) / 10) {
            case 0, 1, 2 -> scalar();
            case 3 -> vector();
            case 4 -> matrixComponents.isEmpty() ? vector() : matrix();
            case 5, 6 -> array();
            case 7, 8 -> nestable.isEmpty() ? scalar() : inUnion ? unionMemberStruct() : struct();
            default -> chance(50) ? pointer() : scalar();
        };
        Member member = Member.of(name, type);
        long bound = alignBound(type);
        if (target.alignAs() && bound <= 16 && chance(6)) {
            member = member.withAlignAs(alignAtLeast(bound));
        }
        return member;
    }

    /** One to four adjacent bitfields, sometimes with an unnamed or zero-width one among them. */
    private void addBitfieldRun(List<Member> members) {
        int run = 1 + random.nextInt(4);
        for (int i = 0; i < run; i++) {
            Scalar type = pick(bitfieldTypes);
            int bits = target.bitsOf(type);
            if (type != Scalar.BOOL && chance(12)) {
                members.add(new Member("", type, null, 0, 0, Position.NONE)); // int : 0;
            } else if (chance(6)) {
                members.add(new Member("", type, null, 1 + random.nextInt(bits), 0, Position.NONE));
            } else {
                // favour narrow fields, which share storage units, but reach the full width too
                int width = chance(70) ? 1 + random.nextInt(Math.min(bits, 12)) : 1 + random.nextInt(bits);
                members.add(Member.bitfield("m" + members.size(), type, width));
            }
        }
    }

    private Scalar scalar() {
        return pick(scalars);
    }

    private VectorType vector() {
        Scalar component = pick(components);
        int length = VECTOR_LENGTHS[random.nextInt(chance(80) ? 3 : VECTOR_LENGTHS.length)];
        return VectorType.of(component, length);
    }

    private MatrixType matrix() {
        return new MatrixType(pick(matrixComponents), 2 + random.nextInt(3), 2 + random.nextInt(3), chance(30));
    }

    private StructType struct() {
        return nestable.get(random.nextInt(nestable.size()));
    }

    /** A nested type for a union's member: a union half the time, so that unions in unions are not rare. */
    private StructType unionMemberStruct() {
        if (!nestableUnions.isEmpty() && chance(50)) {
            return nestableUnions.get(random.nextInt(nestableUnions.size()));
        }
        return struct();
    }

    private PointerType pointer() {
        return switch (random.nextInt(4)) {
            case 0 -> new PointerType("void");
            case 1 -> new PointerType(target.openCl() ? "float" : "double");
            case 2 -> new PointerType("struct Incomplete");
            default -> {
                if (nestable.isEmpty()) {
                    yield new PointerType("void");
                }
                StructType pointee = struct();
                yield new PointerType(pointee.kind() + " " + pointee.name());
            }
        };
    }

    private DataType arrayElement() {
        return switch (random.nextInt(20)) {
            case 0, 1, 2, 3, 4, 5, 6, 7, 8 -> scalar();
            case 9, 10, 11, 12 -> vector();
            case 13, 14 -> matrixComponents.isEmpty() ? vector() : matrix();
            case 15 -> pointer();
            default -> nestable.isEmpty() ? scalar() : struct();
        };
    }

    /** A one- to three-dimensional array whose size bound stays under {@link #ARRAY_BOUND}. */
    private DataType array() {
        DataType element = arrayElement();
        int dims = 1 + random.nextInt(chance(60) ? 1 : 3);
        DataType type = element;
        for (int d = 0; d < dims; d++) {
            long length = 1 + random.nextInt(chance(80) ? 4 : 9);
            if (sizeBound(type) * length > ARRAY_BOUND) {
                break;
            }
            type = ArrayType.of(type, length);
        }
        return type instanceof ArrayType ? type : ArrayType.of(element, 1);
    }

    /**
     * An upper bound of a type's size under any of the targets (pointers 8, {@code long double} 16,
     * OpenCL 3-vectors as 4, padding at most the bound of the alignment per member).
     */
    static long sizeBound(DataType type) {
        return switch (type) {
            case Scalar s -> s.isAbiSized() ? (s == Scalar.LONG_DOUBLE ? 16 : 8) : s.fixedByteSize();
            case VectorType v -> sizeBound(v.component()) * (v.length() == 3 ? 4 : v.length());
            case MatrixType m -> sizeBound(m.strideVector()) * m.strideCount();
            case ArrayType a -> sizeBound(a.element()) * Math.max(a.length(), 0);
            case PointerType p -> 8;
            case StructType s -> {
                long total = 0;
                for (Member m : s.members()) {
                    long member = m.isBitfield() ? 8 : sizeBound(m.type());
                    long align = Math.max(m.isBitfield() ? 8 : alignBound(m.type(), true), m.alignAs());
                    total = s.isUnion() ? Math.max(total, member) : total + member;
                    total += align; // room for the padding before it
                }
                yield total + Math.max(s.alignAs(), 16);
            }
        };
    }

    /** An upper bound of a type's natural alignment on this target (what {@code _Alignas} must not undercut). */
    private long alignBound(DataType type) {
        return alignBound(type, target.openCl());
    }

    /**
     * An upper bound of a type's natural alignment: an OpenCL vector is aligned to its size (3-vectors as
     * 4), a C vector is an array of its components.
     */
    static long alignBound(DataType type, boolean openClVectors) {
        return switch (type) {
            case Scalar s -> s.isAbiSized() ? (s == Scalar.LONG_DOUBLE ? 16 : 8) : s.fixedByteSize();
            case VectorType v -> openClVectors ? sizeBound(v) : alignBound(v.component(), false);
            case MatrixType m -> alignBound(m.strideVector(), openClVectors);
            case ArrayType a -> alignBound(a.element(), openClVectors);
            case PointerType p -> 8;
            case StructType s -> {
                long align = s.alignAs();
                for (Member m : s.members()) {
                    long member = m.isBitfield() ? 8 : alignBound(m.type(), openClVectors);
                    align = Math.max(align, Math.max(m.alignAs(), member));
                }
                yield Math.max(align, 1);
            }
        };
    }

    /** A power of two at least {@code bound}: usually the bound itself or one or two steps above. */
    private long alignAtLeast(long bound) {
        return Long.highestOneBit(Math.max(bound, 1)) << random.nextInt(3);
    }

    private <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    private boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }
}
