package org.abistruct.processor;

import org.abistruct.type.DataType;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;

/**
 * How one scalar (a member, an array element, or a vector or matrix component) is loaded and stored: the
 * {@code Access} call, the Java type, and the unsigned widening accessors. Sizes the ABI decides (bool, C
 * {@code long}, {@code size_t}, pointers) take a size expression read from the {@code Layout}.
 */
final class ScalarCodec {
    enum Kind { BYTE, SHORT, CHAR, INT, LONG, FLOAT, HALF, DOUBLE, BOOL, SIZED }

    final Kind kind;
    /** The Java type of the raw value. */
    final String javaType;
    /** Whether an ABI-sized integer is signed. */
    final boolean signed;
    /** For unsigned fixed-width integers narrower than 64 bits: the widened type ({@code int} or {@code long}), else null. */
    final String widened;
    /** The {@code Checks} method that narrows a widened value, for example {@code uint32}. */
    final String check;
    /** The fixed size in bytes, or 0 when the ABI decides. */
    final int fixedSize;

    private ScalarCodec(Kind kind, String javaType, boolean signed, String widened, String check, int fixedSize) {
        this.kind = kind;
        this.javaType = javaType;
        this.signed = signed;
        this.widened = widened;
        this.check = check;
        this.fixedSize = fixedSize;
    }

    /** The codec for a scalar or pointer stored in Java type {@code javaType} (already checked to fit). */
    static ScalarCodec of(DataType scalar, String javaType) {
        if (scalar instanceof PointerType) {
            return new ScalarCodec(Kind.SIZED, "long", false, null, null, 0);
        }
        Scalar s = (Scalar) scalar;
        return switch (s) {
            case INT8 -> new ScalarCodec(Kind.BYTE, "byte", true, null, null, 1);
            case UINT8 -> new ScalarCodec(Kind.BYTE, "byte", false, "int", "uint8", 1);
            case INT16 -> new ScalarCodec(Kind.SHORT, "short", true, null, null, 2);
            case UINT16 -> javaType.equals("char")
                    ? new ScalarCodec(Kind.CHAR, "char", false, null, null, 2)
                    : new ScalarCodec(Kind.SHORT, "short", false, "int", "uint16", 2);
            case INT32 -> new ScalarCodec(Kind.INT, "int", true, null, null, 4);
            case UINT32 -> new ScalarCodec(Kind.INT, "int", false, "long", "uint32", 4);
            case INT64, UINT64 -> new ScalarCodec(Kind.LONG, "long", s.isSigned(), null, null, 8);
            case FLOAT16 -> new ScalarCodec(Kind.HALF, "float", true, null, null, 2);
            case FLOAT32 -> new ScalarCodec(Kind.FLOAT, "float", true, null, null, 4);
            case FLOAT64 -> new ScalarCodec(Kind.DOUBLE, "double", true, null, null, 8);
            case BOOL -> new ScalarCodec(Kind.BOOL, "boolean", false, null, null, 0);
            case LONG, INTPTR -> new ScalarCodec(Kind.SIZED, "long", true, null, null, 0);
            case ULONG, SIZE_T, UINTPTR -> new ScalarCodec(Kind.SIZED, "long", false, null, null, 0);
            case LONG_DOUBLE -> throw new IllegalArgumentException("long double has no Java type");
            case INT128, UINT128 -> throw new IllegalArgumentException(s.typeName() + " has no Java type");
        };
    }

    /** Whether the ABI decides the size, so accessors need a size field. */
    boolean abiSized() {
        return fixedSize == 0;
    }

    /** The expression that loads the value at {@code offset}, with the segment and swap flag of {@code g}'s body. */
    String read(Gen g, String offset, String size) {
        String segment = g.segment();
        String swap = g.swap();
        return switch (kind) {
            case BYTE -> "Access.getByte(" + segment + ", " + offset + ")";
            case SHORT -> "Access.getShort(" + segment + ", " + offset + ", " + swap + ")";
            case CHAR -> "(char) Access.getShort(" + segment + ", " + offset + ", " + swap + ")";
            case INT -> "Access.getInt(" + segment + ", " + offset + ", " + swap + ")";
            case LONG -> "Access.getLong(" + segment + ", " + offset + ", " + swap + ")";
            case FLOAT -> "Access.getFloat(" + segment + ", " + offset + ", " + swap + ")";
            case HALF -> "Access.getFloat16(" + segment + ", " + offset + ", " + swap + ")";
            case DOUBLE -> "Access.getDouble(" + segment + ", " + offset + ", " + swap + ")";
            case BOOL -> "Access.getBool(" + segment + ", " + offset + ", " + size + ", " + swap + ")";
            case SIZED -> "Access.getSized(" + segment + ", " + offset + ", " + size + ", " + signed + ", " + swap + ")";
        };
    }

    /**
     * The statement that stores {@code value} at {@code offset}; an ABI-sized integer passes its {@code member}'s
     * {@code AbiSizedMember} from the layout, which a value too wide for the ABI's 4 bytes is refused with.
     */
    String write(Gen g, String offset, String value, String size, MemberModel member) {
        String segment = g.segment();
        String swap = g.swap();
        return switch (kind) {
            case BYTE -> "Access.putByte(" + segment + ", " + offset + ", " + value + ");";
            case SHORT -> "Access.putShort(" + segment + ", " + offset + ", " + value + ", " + swap + ");";
            case CHAR -> "Access.putShort(" + segment + ", " + offset + ", (short) " + value + ", " + swap + ");";
            case INT -> "Access.putInt(" + segment + ", " + offset + ", " + value + ", " + swap + ");";
            case LONG -> "Access.putLong(" + segment + ", " + offset + ", " + value + ", " + swap + ");";
            case FLOAT -> "Access.putFloat(" + segment + ", " + offset + ", " + value + ", " + swap + ");";
            case HALF -> "Access.putFloat16(" + segment + ", " + offset + ", " + value + ", " + swap + ");";
            case DOUBLE -> "Access.putDouble(" + segment + ", " + offset + ", " + value + ", " + swap + ");";
            case BOOL -> "Access.putBool(" + segment + ", " + offset + ", " + size + ", " + value + ", " + swap + ");";
            case SIZED -> "Access.putSized(" + segment + ", " + offset + ", " + size + ", " + value + ", "
                    + g.ref(LayoutFields.sized(member)) + ");";
        };
    }

    /** The expression widening raw {@code value} to {@link #widened}. */
    String widen(String value) {
        return switch (kind) {
            case BYTE -> "Byte.toUnsignedInt(" + value + ")";
            case SHORT -> "Short.toUnsignedInt(" + value + ")";
            case INT -> "Integer.toUnsignedLong(" + value + ")";
            default -> throw new IllegalStateException(kind + " is not widened");
        };
    }

    /** The values a widened accessor takes and returns, for its Javadoc: {@code 0 to 255} for an 8-bit member. */
    String widenedRange() {
        return "0 to " + ((1L << Byte.SIZE * fixedSize) - 1);
    }

    /** The expression narrowing {@code value} of type {@link #widened} to the raw type, range-checked. */
    String narrow(String value, String member) {
        return "Checks." + check + "(" + Names.literal(member) + ", " + value + ")";
    }
}
