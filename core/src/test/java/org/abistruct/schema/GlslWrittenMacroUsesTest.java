package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.api.Test;

/**
 * A shader's own macros, and those glslang predefines, where the schema reads words as written ({@link
 * WrittenMacroUses}): glslang replaces them in {@code layout(...)}, types and names as anywhere in code, so they are
 * refused at the use where the replacement could change the layout, and taken where it cannot.
 * {@code GlslWrittenMacroUsesTest} under conformance/glsl checks both against glslang.
 */
class GlslWrittenMacroUsesTest {
    private static final String REASON = ", which glslang would replace; the schema replaces macros only in"
            + " constant expressions and conditionals, so its layout could differ; preprocess the file first:"
            + " glslangValidator -E t.comp | abistruct layout --abi ID - (docs/cli.md)";

    private static StructLayout layout(String text, String abi, String type) {
        return Abi.of(abi).layout(SchemaParser.parse("t.comp", text).type(type).orElseThrow());
    }

    private static void assertRefused(String text, String message) {
        assertThatThrownBy(() -> SchemaParser.parse("t.comp", text)).isInstanceOf(SchemaException.class)
                .hasMessage(message + REASON);
    }

    @Test
    void aMacroInALayoutQualifierIsRefused() {
        assertRefused("#version 450\n#define ORDER row_major\nlayout(std140, ORDER) uniform B { mat3x4 m; };",
                "t.comp:3:16: 'ORDER' is a macro here (#define at t.comp:2)");
        assertRefused("#version 450\n#define ORDER row_major\nuniform B { layout(ORDER) mat3x4 m; };",
                "t.comp:3:20: 'ORDER' is a macro here (#define at t.comp:2)");
        assertRefused("#version 450\n#define PACKING std430\nlayout(PACKING) buffer B { float f[2]; };",
                "t.comp:3:8: 'PACKING' is a macro here (#define at t.comp:2)");
    }

    @Test
    void aMacroForAQualifierThatChangesTheLayoutIsRefused() {
        assertRefused("#version 450\n#define RM row_major\nuniform B { RM mat3x4 m; };",
                "t.comp:3:13: 'RM' is a macro here (#define at t.comp:2)");
    }

    @Test
    void aLayoutValueMacroThatClosesTheQualifierIsRefused() {
        // glslang reads layout(std430, binding = 0) layout(row_major): a row-major matrix, the float at 24, not 32
        assertThatThrownBy(() -> SchemaParser.parse("t.comp", "#version 450\n#define B 0) layout(row_major\n"
                + "layout(std430, binding = B) buffer Buf { mat2x3 m; float f; };")).isInstanceOf(SchemaException.class)
                .hasMessage("t.comp:3:26: 'B' is a macro here (#define at t.comp:2) whose replacement closes a ')'"
                        + " written around it, which glslang would obey in this code the schema skips, so its layout"
                        + " could differ; preprocess the file first: glslangValidator -E t.comp | abistruct layout"
                        + " --abi ID - (docs/cli.md)");
        assertThat(layout("#version 450\n#define B (1 + 2)\nlayout(std430, binding = B) buffer Buf { float f; };",
                "std430", "Buf").byteSize()).as("a value that stays inside").isEqualTo(4);
    }

    @Test
    void aTypeMacroIsRefused() {
        assertRefused("#version 450\n#define VEC vec3\nuniform B { VEC v; float f; };",
                "t.comp:3:13: 'VEC' is a macro here (#define at t.comp:2)");
        assertRefused("#version 450\n#define S Other\nstruct S { float f; };",
                "t.comp:3:8: 'S' is a macro here (#define at t.comp:2)");
        assertRefused("#version 450\n#define float double\nuniform B { float f; };",
                "t.comp:3:13: 'float' is a macro here (#define at t.comp:2)");
    }

    @Test
    void aNameAMacroRenamesOrDropsIsRefused() {
        assertRefused("#version 450\n#define NAME q\nuniform B { float NAME; };",
                "t.comp:3:19: 'NAME' is a macro here (#define at t.comp:2)");
        assertRefused("#version 450\n#define BLOCK Globals\nuniform BLOCK { float f; } g;",
                "t.comp:3:9: 'BLOCK' is a macro here (#define at t.comp:2)");
        assertRefused("#version 450\n#define INSTANCE globals\nuniform B { float f; } INSTANCE;",
                "t.comp:3:24: 'INSTANCE' is a macro here (#define at t.comp:2)");
        assertRefused("#version 450\n#define GONE\nuniform B { float a; float GONE; };",
                "t.comp:3:28: 'GONE' is a macro here (#define at t.comp:2)");
    }

    @Test
    void aFunctionLikeMacroCalledWhereWordsAreReadIsRefused() {
        assertRefused("#version 450\n#define T(x) x\nuniform B { T(vec3) v; };",
                "t.comp:3:13: 'T' is a macro here (#define at t.comp:2)");
    }

    @Test
    void aMacroTheFileMayDefineIsRefusedAsMaybe() {
        assertRefused("#version 450\n#ifdef WIDE\n#define VEC vec4\n#endif\nuniform B { VEC v; };",
                "t.comp:5:13: 'VEC' may be a macro here (the #define at t.comp:3 may be in force)");
    }

    @Test
    void aMacroGlslangPredefinesIsRefusedNamingTheVersionLine() {
        assertRefused("#version 450\nuniform B { float GL_core_profile; };",
                "t.comp:2:19: 'GL_core_profile' is a macro here (glslang predefines it as 1 from the #version at"
                        + " t.comp:1)");
        assertRefused("#version 310 es\nuniform B { highp float GL_ES; };",
                "t.comp:2:25: 'GL_ES' is a macro here (glslang predefines it as 1 from the #version at t.comp:1)");
    }

    @Test
    void theWayOutNamesTheStageWhereTheFileNameDoesNot() {
        String shader = "#version 450\n#define VEC vec3\nuniform B { VEC v; };";
        assertThatThrownBy(() -> SchemaParser.parse("<stdin>", shader)).hasMessageEndingWith(
                "preprocess the file first: glslangValidator -E --stdin -S STAGE | abistruct layout --abi ID -"
                        + " (docs/cli.md)");
        assertThatThrownBy(() -> SchemaParser.parse("s.glsl", shader)).hasMessageEndingWith(
                "glslangValidator -E -S STAGE s.glsl | abistruct layout --abi ID - (docs/cli.md)");
        assertThatThrownBy(() -> SchemaParser.parse("s.frag.glsl", shader)).hasMessageEndingWith(
                "glslangValidator -E s.frag.glsl | abistruct layout --abi ID - (docs/cli.md)");
    }

    @Test
    void macrosInSizesConditionalsGuardsAndSkippedPartsAreTaken() {
        String shader = """
                #version 450
                #ifndef SHADER_GUARD
                #define SHADER_GUARD
                #define N 3
                #define BINDING 2
                #define PI 3.14159
                #define SQ(x) ((x) * (x))
                const int M = N + 1;
                #if N > 2
                layout(std140, binding = BINDING) uniform B { float a[N]; vec2 b[M]; float F; } blk;
                #endif
                #endif
                layout(local_size_x = N) in;
                void main() { float y = SQ(PI) * blk.a[0]; }
                """;
        StructLayout b = layout(shader, "std140", "B");
        assertThat(b.member("b").orElseThrow().byteOffset()).isEqualTo(48);
        assertThat(b.byteSize()).isEqualTo(128);
    }

    @Test
    void aFunctionLikeMacroNameWithoutACallAndASelfMacroAreTaken() {
        StructLayout b = layout("#version 450\n#define F(x) vec4(x)\n#define v v\nuniform B { float F; vec3 v; };",
                "std140", "B");
        assertThat(b.member("F").orElseThrow().byteOffset()).isZero();
        assertThat(b.member("v").orElseThrow().byteOffset()).isEqualTo(16);
    }

    @Test
    void qualifiersThatMoveNoMemberMayBeDefinedAwayOrAsEachOther() {
        for (Map.Entry<String, String> e : Map.of("#define mediump", "mediump float f;",
                "#define lowp mediump", "lowp float f;",
                "#define precise", "precise float f;",
                "#define readonly", "readonly float f;",
                "#define coherent volatile restrict", "coherent float f;",
                "#define writeonly highp", "writeonly float f;").entrySet()) {
            String shader = "#version 450\n" + e.getKey() + "\nlayout(std430) buffer B { vec2 a; " + e.getValue()
                    + " vec3 v; };";
            StructLayout b = layout(shader, "std430", "B");
            assertThat(b.member("f").orElseThrow().byteOffset()).as(shader).isEqualTo(8);
            assertThat(b.member("v").orElseThrow().byteOffset()).as(shader).isEqualTo(16);
        }
    }

    @Test
    void aGlslQualifierMacroInACFileIsAName() {
        assertThatThrownBy(() -> SchemaParser.parse("t.h", "#define precise\nstruct S { int precise; };"))
                .hasMessageStartingWith("t.h:2:16: 'precise' is a macro here (#define at t.h:1), which a compiler"
                        + " would replace");
    }
}
