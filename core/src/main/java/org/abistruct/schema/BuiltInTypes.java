package org.abistruct.schema;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Scalar;
import org.abistruct.type.VectorType;

/**
 * The one-word built-in type names of C ({@code <stdint.h>}, {@code <stddef.h>}), GLSL and OpenCL C.
 * C's multi-word names ({@code unsigned long}) are combined by {@link CTypeSpecifiers}. The ABI decides
 * the size of the C kinds ({@code size_t}, {@code long}); this table only says which kind a name is.
 *
 * <p>OpenCL vectors of {@code long}/{@code ulong} use the fixed 64-bit scalars: OpenCL's {@code long}
 * is always 64 bits, and a C ABI must not read {@code long4} as four 4-byte MSVC longs.
 */
final class BuiltInTypes {
    private static final Map<String, DataType> NAMES = build();
    private static final Pattern OPAQUE = Pattern.compile(
            "[iu]?(sampler|image|texture|subpassInput)[A-Za-z0-9_]*|atomic_uint"
                    + "|accelerationStructure(EXT|NV)|rayQueryEXT");

    private BuiltInTypes() {
    }

    /** The type a one-word built-in name stands for, or null. */
    static DataType lookup(String name) {
        return NAMES.get(name);
    }

    /**
     * The type C sees in a built-in name ({@code int32_t} is an {@code int}; {@code int64_t} is {@code long} or
     * {@code long long} as the target's data model says); null for none.
     */
    static CType cType(String name) {
        DataType type = NAMES.get(name);
        if (type == null) {
            return null;
        }
        if (DataModel.dependsOnIt(name)) {
            return new CType.TargetDependent(name);
        }
        return type instanceof Scalar s ? CType.of(s, false) : new CType.Basic(type.typeName());
    }

    /**
     * Whether {@code name} is a GLSL opaque type ({@code sampler2D}, {@code uimage3D}, {@code atomic_uint},
     * ...): a handle with no memory layout, which no struct or block member can have.
     */
    static boolean isGlslOpaque(String name) {
        return OPAQUE.matcher(name).matches();
    }

    /** Every one-word built-in name (for "did you mean" hints). */
    static Set<String> names() {
        return NAMES.keySet();
    }

    private static Map<String, DataType> build() {
        var m = new HashMap<String, DataType>();
        // C <stdint.h>, <stddef.h>, <uchar.h>; GLSL's explicit arithmetic types share these names.
        m.put("int8_t", Scalar.INT8);
        m.put("uint8_t", Scalar.UINT8);
        m.put("int16_t", Scalar.INT16);
        m.put("uint16_t", Scalar.UINT16);
        m.put("int32_t", Scalar.INT32);
        m.put("uint32_t", Scalar.UINT32);
        m.put("int64_t", Scalar.INT64);
        m.put("uint64_t", Scalar.UINT64);
        // the typedefs clang and GCC predeclare where __int128 exists
        m.put("__int128_t", Scalar.INT128);
        m.put("__uint128_t", Scalar.UINT128);
        m.put("char16_t", Scalar.UINT16);
        m.put("char32_t", Scalar.UINT32);
        m.put("size_t", Scalar.SIZE_T);
        m.put("ssize_t", Scalar.INTPTR);
        m.put("ptrdiff_t", Scalar.INTPTR);
        m.put("intptr_t", Scalar.INTPTR);
        m.put("uintptr_t", Scalar.UINTPTR);
        m.put("_Float16", Scalar.FLOAT16);
        m.put("__fp16", Scalar.FLOAT16);
        // GLSL scalars.
        m.put("uint", Scalar.UINT32);
        m.put("float16_t", Scalar.FLOAT16);
        m.put("float32_t", Scalar.FLOAT32);
        m.put("float64_t", Scalar.FLOAT64);
        // OpenCL scalars (char, short, int, long, float, double are C words).
        m.put("uchar", Scalar.UINT8);
        m.put("ushort", Scalar.UINT16);
        m.put("ulong", Scalar.UINT64);
        m.put("half", Scalar.FLOAT16);
        putGlslVectors(m);
        putGlslMatrices(m);
        putOpenClVectors(m);
        return Map.copyOf(m);
    }

    private static void putGlslVectors(Map<String, DataType> m) {
        Object[][] prefixes = {
            {"", Scalar.FLOAT32}, {"d", Scalar.FLOAT64}, {"i", Scalar.INT32}, {"u", Scalar.UINT32},
            {"b", Scalar.BOOL}, {"i8", Scalar.INT8}, {"u8", Scalar.UINT8}, {"i16", Scalar.INT16},
            {"u16", Scalar.UINT16}, {"i32", Scalar.INT32}, {"u32", Scalar.UINT32}, {"i64", Scalar.INT64},
            {"u64", Scalar.UINT64}, {"f16", Scalar.FLOAT16}, {"f32", Scalar.FLOAT32}, {"f64", Scalar.FLOAT64},
        };
        for (Object[] p : prefixes) {
            for (int n = 2; n <= 4; n++) {
                m.put(p[0] + "vec" + n, VectorType.of((Scalar) p[1], n));
            }
        }
    }

    private static void putGlslMatrices(Map<String, DataType> m) {
        Object[][] prefixes = {
            {"", Scalar.FLOAT32}, {"d", Scalar.FLOAT64}, {"f16", Scalar.FLOAT16}, {"f32", Scalar.FLOAT32},
            {"f64", Scalar.FLOAT64},
        };
        for (Object[] p : prefixes) {
            Scalar component = (Scalar) p[1];
            for (int c = 2; c <= 4; c++) {
                m.put(p[0] + "mat" + c, MatrixType.of(component, c, c));
                for (int r = 2; r <= 4; r++) {
                    m.put(p[0] + "mat" + c + "x" + r, MatrixType.of(component, c, r));
                }
            }
        }
    }

    private static void putOpenClVectors(Map<String, DataType> m) {
        Object[][] bases = {
            {"char", Scalar.INT8}, {"uchar", Scalar.UINT8}, {"short", Scalar.INT16}, {"ushort", Scalar.UINT16},
            {"int", Scalar.INT32}, {"uint", Scalar.UINT32}, {"long", Scalar.INT64}, {"ulong", Scalar.UINT64},
            {"half", Scalar.FLOAT16}, {"float", Scalar.FLOAT32}, {"double", Scalar.FLOAT64},
        };
        for (Object[] b : bases) {
            for (int n : new int[] {2, 3, 4, 8, 16}) {
                m.put(b[0] + Integer.toString(n), VectorType.of((Scalar) b[1], n));
            }
        }
    }
}
