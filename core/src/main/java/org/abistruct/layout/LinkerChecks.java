package org.abistruct.layout;

import java.lang.foreign.AddressLayout;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.SequenceLayout;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * What the FFM {@link java.lang.foreign.Linker} takes in a {@link java.lang.foreign.FunctionDescriptor}, checked
 * so that the error names the member: the Linker's own ("Unsupported layout: 1%i4") names only a layout.
 */
final class LinkerChecks {
    private LinkerChecks() {
    }

    /** Checks {@code layout} of the struct described as {@code struct} ("struct P under x86_64-sysv"). */
    static void check(GroupLayout layout, String struct, String name) {
        if (!holdsValue(layout)) {
            // the Linker's own errors: "Stack must be empty after recipe" (0 bytes), "only has padding layouts"
            throw new IllegalArgumentException(struct + ": the FFM Linker takes no struct without values (an empty"
                    + " struct, or one of empty structs and zero-length arrays); leave the parameter out");
        }
        checkNaturalAlignment(layout, struct, "", name);
        layout.memberLayouts().forEach(m -> checkLinkable(m, struct, ""));
    }

    /**
     * The Linker passes a struct as the host's C compiler lays it out, so a layout for another ABI would reach C as
     * the wrong bytes. {@code abi} may be another object than {@code host}, even under another id: a C ABI with the
     * host's byte order, data model, bitfield rule and pack lays every struct out as the host does.
     */
    static void checkHostAbi(Abi abi, CAbi host, String struct) {
        if (!(abi instanceof CAbi c && c.laysOutAs(host))) {
            throw new IllegalArgumentException(struct + ": the FFM Linker passes structs as this machine's C ABI, "
                    + host.id() + ", lays them out, and " + abi.id() + " lays them out otherwise; take the layout"
                    + " under Abi.nativeAbi(), or pass the struct's bytes by pointer");
        }
    }

    /**
     * FFM has no half float, and a {@code float16} laid out as a short is classified as an integer, where C passes
     * it in floating-point registers (SSE on x86-64, FP/SIMD on AArch64): the Linker would take it and pass wrong
     * values.
     */
    static void checkNoHalfFloats(StructType type, String struct, String path) {
        for (Member m : type.members()) {
            String here = m.name().isEmpty() ? path : path.isEmpty() ? m.name() : path + "." + m.name();
            DataType leaf = m.type() instanceof ArrayType a ? a.leafElement() : m.type();
            Scalar scalar = switch (leaf) {
                case Scalar s -> s;
                case VectorType v -> v.component();
                case MatrixType x -> x.component();
                case StructType nested -> {
                    checkNoHalfFloats(nested, struct, here);
                    yield null;
                }
                default -> null;
            };
            if (scalar == Scalar.FLOAT16) {
                throw new IllegalArgumentException(struct + ", member '" + here + "': a half float has no FFM value"
                        + " layout, and as a short the Linker would pass it in integer registers where C uses"
                        + " floating-point ones; pass the struct by pointer");
            }
        }
    }

    private static boolean holdsValue(MemoryLayout layout) {
        return switch (layout) {
            case ValueLayout value -> true;
            case SequenceLayout sequence -> sequence.elementCount() > 0 && holdsValue(sequence.elementLayout());
            case GroupLayout group -> group.memberLayouts().stream().anyMatch(LinkerChecks::holdsValue);
            default -> false;
        };
    }

    private static void checkLinkable(MemoryLayout layout, String struct, String path) {
        String here = layout.name().map(n -> path.isEmpty() ? n : path + "." + n).orElse(path);
        switch (layout) {
            case GroupLayout group -> {
                checkNaturalAlignment(group, struct, here, "member '" + here + "'");
                group.memberLayouts().forEach(m -> checkLinkable(m, struct, here));
            }
            case SequenceLayout sequence -> checkLinkable(sequence.elementLayout(), struct, here);
            case ValueLayout value -> {
                if (value.order() != ByteOrder.nativeOrder()) {
                    throw new IllegalArgumentException(struct + ", member '" + here + "': the FFM Linker takes"
                            + " values in the host's byte order (" + ByteOrder.nativeOrder() + "), not "
                            + value.order() + "; pass the struct by pointer");
                }
                long natural = value instanceof AddressLayout ? ValueLayout.ADDRESS.byteAlignment()
                        : value.byteSize();
                if (value.byteAlignment() != natural) {
                    throw new IllegalArgumentException(struct + ", member '" + here + "': the FFM Linker takes"
                            + " values at their natural alignment, and the layout puts this " + value.byteSize()
                            + "-byte value at alignment " + value.byteAlignment() + " (packed); pass the struct"
                            + " by pointer");
                }
            }
            default -> {
                // padding
            }
        }
    }

    /** The Linker takes a struct only at its members' largest alignment: not raised by {@code alignas}. */
    private static void checkNaturalAlignment(GroupLayout group, String struct, String path, String what) {
        long natural = group.memberLayouts().stream().mapToLong(MemoryLayout::byteAlignment).max().orElse(1);
        if (group.byteAlignment() != natural) {
            throw new IllegalArgumentException(struct + (path.isEmpty() ? "" : ", member '" + path + "'")
                    + ": the FFM Linker takes structs only at their natural alignment (their members' largest, "
                    + natural + "), and " + what + " is aligned to " + group.byteAlignment() + " (alignas,"
                    + " or a vector or long double FFM has no value for); pass the struct by pointer");
        }
    }

}
