package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.abistruct.type.MatrixType;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.VectorType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code @Type} takes exactly one type expression; what would declare more is refused in terms of the value. */
class TypeSpellingTest {

    @ParameterizedTest
    @ValueSource(strings = {"int", "unsigned int", "const int", "int // a comment", "int /* a comment */", "int\n#define X",
            "[[maybe_unused]] int", "[ [maybe_unused] ] int", "[ /* x */ [maybe_unused]\n] int"})
    void oneTypeExpressionParses(String spelled) {
        TypeSpelling.Parsed parsed = TypeSpelling.parse(spelled);
        assertThat(parsed.error()).isNull();
        assertThat(parsed.member().type()).isIn(Scalar.INT32, Scalar.UINT32);
    }

    /**
     * A comment is one space, as a C compiler reads it, wherever it is: the separators, ':' and '[' inside one are
     * no separators, bit-field or array, and a // comment ends at its line.
     */
    @ParameterizedTest
    @ValueSource(strings = {"unsigned /* } */ int", "unsigned // x\n int", "int /* ; { , */", "int /* : 3 */",
            "int // [4]", "unsigned /* (*)[4] */ int", "int /\\\n* } *\\\n/", "int // ; \\\n } still the comment",
            "int /* // } */", "int // a splice at the value's end \\"})
    void aCommentIsOneSpace(String spelled) {
        TypeSpelling.Parsed parsed = TypeSpelling.parse(spelled);
        assertThat(parsed.error()).isNull();
        assertThat(parsed.member().type()).isIn(Scalar.INT32, Scalar.UINT32);
    }

    @Test
    void separatorsOutsideCommentsAreStillRefused() {
        assertThat(TypeSpelling.parse("int /* x */ }").error()).contains("is not one type");
        assertThat(TypeSpelling.parse("int // x\n : 3").error()).contains("declares a bit-field");
        assertThat(TypeSpelling.parse("float /* */ [3]").error()).contains("is an array type");
    }

    @Test
    void vectorsMatricesAndPointersParse() {
        assertThat(TypeSpelling.parse("vec3").member().type()).isInstanceOf(VectorType.class);
        assertThat(TypeSpelling.parse("row_major mat3").member().type()).isEqualTo(
                ((MatrixType) TypeSpelling.parse("mat3").member().type()).withRowMajor(true));
        assertThat(TypeSpelling.parse("void *").member().type()).isInstanceOf(PointerType.class);
    }

    static Stream<Arguments> refused() {
        return Stream.of(
                Arguments.of("alignas(64) int", "@Type(\"alignas(64) int\") gives an alignment; @Type takes only the type: "
                        + "put @Align(64) on the component instead"),
                Arguments.of("_Alignas(8) int", "put @Align(8) on the component"),
                Arguments.of("int __attribute__((aligned(8)))", "put @Align(8) on the component"),
                Arguments.of("__declspec(align(16)) int", "put @Align(16) on the component"),
                Arguments.of("layout(align = 16) int", "put @Align(16) on the component"),
                // a C23 attribute's '::' is no bit-field's ':', and its '[[' no array's '['
                Arguments.of("[[gnu::aligned(8)]] int", "put @Align(8) on the component"),
                // after the specifiers or among them it is the type's, where clang refuses it; the value has no
                // declaration to write it before nor name to write it after, and an alignment belongs in @Align
                Arguments.of("int [[gnu::aligned(8)]]", "@Type(\"int [[gnu::aligned(8)]]\") gives an alignment; @Type"
                        + " takes only the type: put @Align(8) on the component instead"),
                Arguments.of("const [[gnu::aligned(16)]] int", "put @Align(16) on the component instead"),
                Arguments.of("unsigned /* x */ [[gnu::aligned(4)]] [[maybe_unused]]", "put @Align(4) on the component"),
                Arguments.of("int [[maybe_unused]]", "@Type(\"int [[maybe_unused]]\") has an attribute after the type,"
                        + " where clang refuses it; write it before the type: @Type(\"[[maybe_unused]] int\")"),
                // an attribute on the pointee is no member's: the parser's own refusal stands
                Arguments.of("int [[gnu::aligned(8)]] *", "is not a type AbiStruct knows: 'aligned' cannot be applied"
                        + " to the type 'int'"),
                Arguments.of("[[gnu::aligned(8)]] int : 3", "declares a bit-field"),
                Arguments.of("[[gnu::aligned(8)]] float[3]", "is an array type"),
                Arguments.of("int x; }; struct Q { double", "is not one type"),
                Arguments.of("int y; int", "is not one type"),
                Arguments.of("int, y", "is not one type"),
                Arguments.of("struct { int a; }", "is not one type"),
                Arguments.of("struct", "@Type(\"struct\") is not a type AbiStruct knows: it is not one complete type"),
                Arguments.of("int : 3", "@Type(\"int : 3\") declares a bit-field"),
                Arguments.of("float[3]", "@Type(\"float[3]\") is an array type; give the element type in @Type and the lengths in @Length"),
                // a pointer to an array or a function needs a declarator, which @Type has no room for: it is a pointer
                Arguments.of("int (*)[4]", "@Type(\"int (*)[4]\") is a pointer to an array or a function, which @Type "
                        + "cannot spell; declare it as a pointer: @Type(\"void *\") long"),
                Arguments.of("float ( * )(int)", "is a pointer to an array or a function, which @Type cannot spell"),
                Arguments.of("void (__cdecl *)(void)", "is a pointer to an array or a function, which @Type cannot spell"),
                Arguments.of("int (*(*)(void))[3]", "is a pointer to an array or a function, which @Type cannot spell"),
                // parentheses around a pointer type, with no declarator after them, are refused for what they are
                Arguments.of("_Atomic(int *)", "@Type(\"_Atomic(int *)\") is not a type AbiStruct knows"),
                Arguments.of("typeof(int *)", "@Type(\"typeof(int *)\") is not a type AbiStruct knows"),
                Arguments.of("vec9", "@Type(\"vec9\") is not a type AbiStruct knows: unknown type 'vec9'"),
                Arguments.of("int 5", "@Type(\"int 5\") is not a type AbiStruct knows: unexpected '5' after the type"),
                Arguments.of("float double", "is not a type AbiStruct knows"),
                Arguments.of("int /*", "@Type(\"int /*\") is not a type AbiStruct knows: its /* comment has no */ to"
                        + " end it; close the comment or remove it"),
                // the } of an unclosed comment is in the comment
                Arguments.of("unsigned /* } int", "its /* comment has no */ to end it"),
                Arguments.of("/* unsigned */", "@Type(\"/* unsigned */\") holds only a comment; give a type name such as"
                        + " \"vec3\" or \"unsigned int\""),
                Arguments.of("__x", "is not a type AbiStruct knows"),
                Arguments.of(" ", "is empty"));
    }

    /**
     * HLSL, Metal and WGSL spell their types otherwise than the schema language, which takes GLSL's: the refusal gives
     * the spelling to use, and that spelling is the same type (HLSL counts a matrix's rows first, Metal and WGSL its
     * columns, as GLSL does).
     */
    static Stream<Arguments> shaderSpellings() {
        return Stream.of(
                Arguments.of("float4x4", "mat4"),
                Arguments.of("half3x3", "f16mat3"),
                Arguments.of("double2x2", "dmat2"),
                Arguments.of("float3x4", "HLSL's float3x4 (3 rows of 4) is \"mat4x3\", Metal's (3 columns of 4) \"mat3x4\""),
                Arguments.of("vec3<f32>", "vec3"),
                Arguments.of("vec4<i32>", "ivec4"),
                Arguments.of("vec2<u32>", "uvec2"),
                Arguments.of("vec3<f16>", "f16vec3"),
                Arguments.of("vec3f", "vec3"),
                Arguments.of("vec2h", "f16vec2"),
                Arguments.of("vec4i", "ivec4"),
                Arguments.of("vec4u", "uvec4"),
                Arguments.of("mat4x4<f32>", "mat4x4"),
                Arguments.of("mat2x3<f16>", "f16mat2x3"),
                Arguments.of("mat3x4f", "mat3x4"),
                Arguments.of("mat3x3h", "f16mat3x3"),
                Arguments.of("f32", "float"),
                Arguments.of("i32", "int"),
                Arguments.of("u32", "uint"),
                Arguments.of("f16", "float16_t"));
    }

    @ParameterizedTest(name = "@Type(\"{0}\")")
    @MethodSource
    void shaderSpellings(String spelled, String glsl) {
        TypeSpelling.Parsed parsed = TypeSpelling.parse(spelled);
        assertThat(parsed.member()).isNull();
        String hint = glsl.contains(" ") ? ", a matrix's columns first: " + glsl : ": give @Type(\"" + glsl + "\")";
        assertThat(parsed.error()).startsWith("@Type(\"" + spelled + "\") is not a type AbiStruct knows")
                .endsWith("; AbiStruct spells shader types as GLSL does" + hint);
        if (!glsl.contains(" ")) {
            // the suggestion is a type the schema language knows, with the components and shape the value meant
            assertThat(TypeSpelling.parse(glsl).error()).as(glsl).isNull();
        }
    }

    /** A comment or an attribute is a space, as everywhere in the value: the spelling around it still gets the hint. */
    @ParameterizedTest
    @ValueSource(strings = {"float4x4 // HLSL's", "/* WGSL */ vec3<f32>", "[[maybe_unused]] f32"})
    void aShaderSpellingWithACommentOrAttributeGetsTheHintToo(String spelled) {
        assertThat(TypeSpelling.parse(spelled).error()).contains("; AbiStruct spells shader types as GLSL does: give @Type(");
    }

    @Test
    void suggestedMatricesHaveTheShapeTheShaderLanguagesGiveThem() {
        // HLSL's float3x4 has 3 rows and 4 columns, Metal's 3 columns and 4 rows
        var hlsl = (MatrixType) TypeSpelling.parse("mat4x3").member().type();
        assertThat(hlsl.columns()).isEqualTo(4);
        assertThat(hlsl.rows()).isEqualTo(3);
        var wgsl = (MatrixType) TypeSpelling.parse("f16mat2x3").member().type();
        assertThat(wgsl.columns()).isEqualTo(2);
        assertThat(wgsl.rows()).isEqualTo(3);
        assertThat(wgsl.component()).isEqualTo(Scalar.FLOAT16);
    }

    @Test
    void aTypeOfNoShaderLanguageGetsNoSuggestion() {
        assertThat(TypeSpelling.parse("vec9").error()).doesNotContain("GLSL");
        assertThat(TypeSpelling.parse("float5x5").error()).doesNotContain("GLSL");
        assertThat(TypeSpelling.parse("vec3<f64>").error()).doesNotContain("GLSL");
    }

    @ParameterizedTest(name = "@Type(\"{0}\")")
    @MethodSource
    void refused(String spelled, String message) {
        TypeSpelling.Parsed parsed = TypeSpelling.parse(spelled);
        assertThat(parsed.member()).isNull();
        assertThat(parsed.error()).contains(message);
        // the message is about the value, not the struct the parser reads it in
        assertThat(parsed.error().replace("@Type(\"__x\")", "")).doesNotContain("__x", "__AbiStructType");
    }
}
