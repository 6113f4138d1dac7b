package org.abistruct.it;

import java.util.List;
import java.util.Map;
import org.abistruct.it.RandomStructs.Prim;
import org.abistruct.it.RandomStructs.StructDecl;

/**
 * The C side of {@link ByteImageClangTest}: a translation unit, compiled but never run, that declares the structs of a
 * {@link RandomStructs} model as {@link CProgram} does and defines for each a {@code const} object,
 * {@code v_<name>}, initialised member by member (designated initializers) with the values Java wrote, in a section of
 * its own ({@link #section}) whose bytes are then the struct's bytes as the target's compiler lays them out. Padding
 * is zero, as C makes it in a static object.
 *
 * <p>Every value is an exact constant of its C type: integers in decimal or hex, {@code float} and {@code double} as
 * hexadecimal floating literals, {@code float16_t} as {@code _Float16} converted from an exact {@code float}
 * literal, {@code bool} as {@code _Bool} 0 or 1, pointers as integer constants cast to the pointer type.
 */
final class CStaticObjects {
    private CStaticObjects() {
    }

    /** The object file section that holds the object of struct {@code s} (Mach-O names it {@code __DATA,<this>}). */
    static String section(StructDecl s) {
        return "abs_" + s.name();
    }

    /**
     * The translation unit for {@code structs}; {@code values} are Java's, keyed as {@link StructFiller#fill} keys
     * them. With {@code pack1} the structs are declared under {@code #pragma pack(1)}.
     */
    static String source(List<StructDecl> structs, Map<String, String> values, boolean pack1) {
        var b = new StringBuilder();
        b.append("""
                #include <stddef.h>
                #include <stdint.h>
                #ifdef __FLT16_MAX__
                typedef _Float16 f16_t;
                #endif
                /* one section per object, named so that it is not also a symbol's name (ELF refuses that) */
                #ifdef __MACH__
                #define IN_SECTION(name) __attribute__((section("__DATA," name)))
                #else
                #define IN_SECTION(name) __attribute__((section(name)))
                #endif

                """);
        if (pack1) {
            b.append("#pragma pack(1)\n\n");
        }
        for (StructDecl s : structs) {
            CProgram.declaration(b, s);
        }
        for (StructDecl s : structs) {
            b.append("IN_SECTION(\"").append(section(s)).append("\") const struct ").append(s.name()).append(" v_")
                    .append(s.name()).append(" = {\n");
            CProgram.leaves(s, s.name() + ".", "", leaf -> {
                String value = values.get(leaf.label());
                if (value == null) {
                    throw new AssertionError("Java wrote no value for " + leaf.label());
                }
                b.append("    ").append(leaf.cExpression()).append(" = ").append(literal(leaf.prim(), value)).append(",\n");
            });
            b.append("};\n\n");
        }
        return b.toString();
    }

    /** The C constant of type {@code p} for a value printed as {@link StructFiller#print} prints it. */
    static String literal(Prim p, String printed) {
        return switch (p.print) {
            case SIGNED -> {
                long v = Long.parseLong(printed);
                yield "(" + p.cType + ") " + (v == Long.MIN_VALUE ? "(-0x7fffffffffffffffLL - 1)" : v + "LL");
            }
            // through uintptr_t, so that a 32-bit target sees no integer wider than its pointers
            case UNSIGNED -> "(" + p.cType + ") " + (p.isPointer() ? "(uintptr_t) " : "") + "0x"
                    + Long.toHexString(Long.parseUnsignedLong(printed)) + "ULL";
            case BOOL -> "(_Bool) " + printed;
            case F16 -> "(f16_t) " + floatLiteral(Float.intBitsToFloat(Integer.parseUnsignedInt(printed.substring(1))));
            case F32 -> floatLiteral(Float.intBitsToFloat(Integer.parseUnsignedInt(printed.substring(1))));
            case F64 -> doubleLiteral(Double.longBitsToDouble(Long.parseUnsignedLong(printed.substring(1))));
        };
    }

    private static String floatLiteral(float f) {
        if (Float.isInfinite(f)) {
            return f > 0 ? "__builtin_inff()" : "(-__builtin_inff())";
        }
        return "(" + Float.toHexString(f) + "f)";
    }

    private static String doubleLiteral(double d) {
        if (Double.isInfinite(d)) {
            return d > 0 ? "__builtin_inf()" : "(-__builtin_inf())";
        }
        return "(" + Double.toHexString(d) + ")";
    }
}
