package org.abistruct.schema;

import java.util.Locale;
import org.abistruct.abi.CAbi;
import org.abistruct.type.Scalar;

/**
 * GCC's {@code __attribute__((mode(M)))} on a declaration of an integer type, as glibc's {@code <sys/types.h>} writes
 * {@code typedef int register_t __attribute__((__mode__(__word__)));}: the declared type becomes the integer of the
 * mode's size with the written type's signedness. {@code QI}, {@code HI}, {@code SI}, {@code DI} and {@code byte} have
 * 1, 2, 4 and 8 bytes and 1 on every target; {@code word}, {@code unwind_word} and {@code pointer} have a pointer's
 * size on every built-in C ABI's clang target (and gcc's {@code -m64}, {@code -m32}), so they need a file read for one
 * ABI. The type C sees is the first of {@code signed char}, {@code short}, {@code int}, {@code long} and
 * {@code long long} with that size, as GCC and clang pick it (a typedef declared again must name it). {@code TI} makes
 * {@code __int128} (or {@code unsigned __int128}), 16 bytes, which only the C ABIs with 64-bit pointers hold (GCC
 * refuses {@code TI} on 32-bit targets; clang takes it there, alone of the two, and this library follows GCC). Wider
 * integer modes, floating-point and vector modes are refused.
 */
final class GnuMode {
    /** The {@link CType.TargetDependent} name of the signed 64-bit mode's C type, {@code long} or {@code long long}. */
    static final String SIGNED_64 = "mode(DI)";
    /** As {@link #SIGNED_64}, unsigned. */
    static final String UNSIGNED_64 = "unsigned mode(DI)";

    private GnuMode() {
    }

    /**
     * {@code type} as declared by {@code d} with the mode of {@code specified} and {@code d}'s attributes (the last
     * one), or {@code type} itself when neither has one.
     */
    static TypeExpr apply(ParseContext ctx, TypeExpr type, Attributes specified, Declarator d) {
        Attributes with = d.attributes().mode != null ? d.attributes() : specified;
        if (with.mode == null) {
            return type;
        }
        Token at = with.mode;
        Token mode = with.modeArgument;
        String what = describe(d);
        if (d.isPointer() || d.isFunction() || !d.dims().isEmpty() || !type.dims().isEmpty()
                || !(type.base() instanceof TypeExpr.Known(Scalar scalar))) {
            throw notAnInteger(ctx, with, d);
        }
        int size = size(ctx, at, mode, what);
        if (scalar.isFloatingPoint() || scalar == Scalar.BOOL) {
            throw ctx.error(at, "mode(" + mode.text() + ") on " + what + ": the type '" + type.spelling()
                    + "' does not match an integer mode (GCC and clang refuse it)");
        }
        if (type.ctype().isPlainChar()) {
            throw ctx.error(at, "mode(" + mode.text() + ") on " + what + ": a plain char's signedness, which the"
                    + " integer it makes keeps, depends on the ABI; write signed char or unsigned char");
        }
        boolean signed = scalar.isSigned();
        Scalar sized = switch (size) {
            case 1 -> signed ? Scalar.INT8 : Scalar.UINT8;
            case 2 -> signed ? Scalar.INT16 : Scalar.UINT16;
            case 4 -> signed ? Scalar.INT32 : Scalar.UINT32;
            case 16 -> signed ? Scalar.INT128 : Scalar.UINT128;
            default -> signed ? Scalar.INT64 : Scalar.UINT64;
        };
        CType ctype = size != 8 ? CType.of(sized, false)
                : ctx.target != null ? new CType.Basic((signed ? "" : "unsigned ")
                        + (ctx.target.longSize() == 8 ? "long" : "long long"))
                : new CType.TargetDependent(signed ? SIGNED_64 : UNSIGNED_64);
        String spelling = ctype instanceof CType.Basic(String name) ? name : sized.typeName();
        return TypeExpr.of(spelling, sized, ctype, type.position());
    }

    /** The error for the mode of {@code with} on {@code d}, which declares no integer or floating-point type. */
    static SchemaException notAnInteger(ParseContext ctx, Attributes with, Declarator d) {
        return ctx.error(with.mode, "mode(" + with.modeArgument.text() + ") on " + describe(d) + ": the mode attribute"
                + " applies to an integer or floating-point type only, not to a pointer, array, function or struct"
                + " (GCC and clang refuse it)");
    }

    private static String describe(Declarator d) {
        return d.name() != null ? "'" + d.name().text() + "'" : "the unnamed bitfield";
    }

    /** The size in bytes of {@code mode}'s integers. */
    private static int size(ParseContext ctx, Token at, Token mode, String what) {
        String name = AttributeParser.stripUnderscores(mode.text());
        String on = "mode(" + mode.text() + ") on " + what + ": ";
        return switch (name) {
            case "QI", "byte" -> 1;
            case "HI" -> 2;
            case "SI" -> 4;
            case "DI" -> 8;
            case "word", "unwind_word", "pointer" -> {
                CAbi target = ctx.target;
                if (target == null) {
                    throw ctx.error(at, on + "the size of the '" + name + "' mode depends on the target (a pointer's,"
                            + " 4 or 8 bytes), and a schema is laid out under every ABI; read the file for one C ABI,"
                            + " or write a sized integer such as int64_t");
                }
                yield target.pointerSize();
            }
            case "TI" -> {
                if (ctx.target != null && ctx.target.pointerSize() < 8) {
                    throw ctx.error(at, on + "GCC has no 16-byte integers on a target with 4-byte pointers such as "
                            + ctx.target.id() + " (it refuses: unable to emulate 'TI'), nor clang's __int128");
                }
                yield 16;
            }
            case "OI", "XI" -> throw ctx.error(at, on + "integers of the '" + name + "' mode have more than 16"
                    + " bytes, which the schema does not lay out");
            default -> {
                String upper = name.toUpperCase(Locale.ROOT);
                if (upper.matches("[HSDXTK]F|[HSDT]C|[SDT]D|BF|V\\d+.*|[SDXTH]C|C[QHSDTO]I")) {
                    throw ctx.error(at, on + "floating-point, complex and vector modes are not read; declare the"
                            + " member's type without the mode (float, double, a vector type)");
                }
                throw ctx.error(at, on + "unknown machine mode '" + mode.text() + "' (GCC and clang refuse it)");
            }
        };
    }
}
