package org.abistruct.schema;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The GLSL spelling of a type spelled as HLSL, Metal or WGSL spell it, which the schema language does not read
 * ({@code float4x4}, {@code vec3<f32>}, {@code f32}): a renderer's author declares a struct of those languages and
 * writes their own words, and the refusal then says which to write instead. The schema's unknown type in a GLSL file
 * says it, and the annotation processor's refusal of such a {@code @Type}.
 */
public final class ShaderSpellings {
    /** HLSL's and Metal's {@code float3x4}: HLSL counts rows first, Metal columns. */
    private static final Pattern HLSL_OR_METAL_MATRIX = Pattern.compile("(float|half|double)([2-4])x([2-4])");
    /** WGSL's {@code vec3<f32>} and its shorthand {@code vec3f}. */
    private static final Pattern WGSL_VECTOR = Pattern.compile("vec([2-4])(?:<\\s*(f32|f16|i32|u32)\\s*>|([fhiu]))");
    /** WGSL's {@code mat2x3<f32>} (columns first, as GLSL) and {@code mat2x3f}. */
    private static final Pattern WGSL_MATRIX = Pattern.compile("mat([2-4])x([2-4])(?:<\\s*(f32|f16)\\s*>|([fh]))");
    private static final Map<String, String> WGSL_SCALARS = Map.of(
            "f32", "float", "i32", "int", "u32", "uint", "f16", "float16_t");
    /** GLSL's prefix for a component type, by its WGSL name and shorthand letter. */
    private static final Map<String, String> GLSL_PREFIXES = Map.of(
            "f32", "", "f", "", "f16", "f16", "h", "f16", "i32", "i", "i", "i", "u32", "u", "u", "u");

    private ShaderSpellings() {
    }

    /**
     * What to write for {@code spelled}, as {@code "; AbiStruct spells shader types as GLSL does: "} and the advice,
     * or {@code ""} when it is no type of those languages.
     *
     * @param spelled the type as the user wrote it ({@code float4x4}, {@code vec3<f32>})
     * @param quote   the quote a GLSL spelling is shown in: {@code "} where the user writes a Java string, {@code '}
     *                where the schema's messages quote names
     * @param give    the advice for one GLSL spelling, whose {@code %s} is that spelling quoted: {@code give @Type(%s)},
     *                {@code write %s}
     * @return the hint, or {@code ""}
     */
    public static String hint(String spelled, String quote, String give) {
        String type = spelled.strip();
        String glsl = WGSL_SCALARS.get(type);
        Matcher m;
        if (glsl == null && (m = WGSL_VECTOR.matcher(type)).matches()) {
            glsl = GLSL_PREFIXES.get(m.group(2) != null ? m.group(2) : m.group(3)) + "vec" + m.group(1);
        } else if (glsl == null && (m = WGSL_MATRIX.matcher(type)).matches()) {
            glsl = GLSL_PREFIXES.get(m.group(3) != null ? m.group(3) : m.group(4)) + "mat" + m.group(1) + "x" + m.group(2);
        } else if (glsl == null && (m = HLSL_OR_METAL_MATRIX.matcher(type)).matches()) {
            String prefix = switch (m.group(1)) {
                case "half" -> "f16";
                case "double" -> "d";
                default -> "";
            };
            String first = m.group(2);
            String second = m.group(3);
            if (!first.equals(second)) {
                return "; AbiStruct spells shader types as GLSL does, a matrix's columns first: HLSL's " + type + " ("
                        + first + " rows of " + second + ") is " + quote + prefix + "mat" + second + "x" + first + quote
                        + ", Metal's (" + first + " columns of " + second + ") " + quote + prefix + "mat" + first + "x"
                        + second + quote;
            }
            glsl = prefix + "mat" + first;
        }
        return glsl == null ? "" : "; AbiStruct spells shader types as GLSL does: " + give.formatted(quote + glsl + quote);
    }
}
