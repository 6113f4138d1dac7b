package org.abistruct.abi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.abistruct.AbiStructException;
import org.abistruct.schema.Schema;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/**
 * Where a runtime-sized array (C's flexible array member, GLSL's {@code T a[]}) may go, as clang (C11) and
 * glslangValidator decide it: the parser refuses what no language allows, the layout engine what makes a
 * layout meaningless (an array of such structs, such a struct followed by a member) and, for GLSL and
 * WGSL, any struct inside the block that ends in one.
 */
class RuntimeSizedArrayRulesTest {

    private static final String FAM = "struct B { int n; int a[]; };\n";

    /** Parses {@code text} and lays out every type under {@code abi}; returns the error, or null. */
    private static AbiStructException error(String abi, String text) {
        return catchThrowableOfType(AbiStructException.class, () -> {
            Schema schema = SchemaParser.parse("t.h", text);
            for (StructType type : schema.types()) {
                Abi.of(abi).layout(type);
            }
        });
    }

    private static StructType type(String text, String name) {
        return SchemaParser.parse("t.h", text).types().stream().filter(t -> t.name().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void theParserRefusesWhatCAndGlslRefuse() {
        // clang: "flexible array member 'a' not allowed in otherwise empty struct"
        assertThat(error("x86_64-sysv", "struct A { int a[]; };")).hasMessage(
                "t.h:1:16: runtime-sized array 'a' needs another named member before it in struct 'A'");
        assertThat(error("x86_64-sysv", "struct A { int : 3; int a[]; };")).hasMessage(
                "t.h:1:25: runtime-sized array 'a' needs another named member before it in struct 'A'");
        // clang: "flexible array member 'a' in a union is not allowed"
        assertThat(error("x86_64-sysv", "union U { int n; int a[]; };")).hasMessage(
                "t.h:1:22: runtime-sized array 'a' cannot be a member of union 'U'");
        // glslang sizes x[] in a uniform block only from the shader's constant indices: no layout to read
        assertThat(error("std140", "uniform B { vec4 v; float x[]; };")).hasMessage("t.h:1:27: runtime-sized array"
                + " 'x' cannot be in uniform block 'B'; only the last member of a buffer block may be runtime-sized");
        // the audit's case: S had size 0 and S[2] stride 0
        assertThat(error("std140", "struct S { float x[]; };\nuniform B { S s[2]; };")).hasMessage(
                "t.h:1:18: runtime-sized array 'x' needs another named member before it in struct 'S'");
    }

    @Test
    void aBufferBlockMayEndInOneAndMayHoldItAlone() {
        assertThat(error("std430", "buffer B { float x[]; };")).isNull();
        assertThat(error("std430", "buffer B { uint n; vec4 items[]; };")).isNull();
        assertThat(Abi.of("std430").layout(type("buffer B { uint n; vec4 items[]; };", "B")).byteSize())
                .isEqualTo(16);
        assertThat(error("x86_64-sysv", FAM)).isNull();
    }

    @Test
    void aStructEndingInOneIsNoArrayElementAndNoMiddleMemberUnderAnyAbi() {
        for (String abi : new String[] {"x86_64-sysv", "i386-msvc", "packed", "opencl", "metal"}) {
            // clang -pedantic: "'struct B' may not be used as an array element due to flexible array member"
            assertThat(error(abi, FAM + "struct E { int x; struct B bs[2]; };")).as(abi).hasMessage(
                    "t.h:2:28: member 'bs' is an array of struct B, which ends in a runtime-sized array and so"
                            + " cannot be an array element");
            // clang: "field 'b' with variable sized type 'struct B' not at the end of a struct ... is a GNU extension"
            assertThat(error(abi, FAM + "struct C { struct B b; int x; };")).as(abi).hasMessage(
                    "t.h:2:21: member 'b' of type struct B, which ends in a runtime-sized array, must be the last"
                            + " member of struct C");
            assertThat(error(abi, FAM + "union V { struct B b; int x; };\nstruct W { union V v; int y; };"))
                    .as(abi).hasMessage("t.h:3:20: member 'v' of type union V, which ends in a runtime-sized array,"
                            + " must be the last member of struct W");
            // the GNU extension that lays out consistently: the outer struct ends in the array too
            assertThat(error(abi, FAM + "struct D { int x; struct B b; };")).as(abi).isNull();
        }
        assertThat(Abi.of("x86_64-sysv").layout(type(FAM + "struct D { char c; struct B b; };", "D")).byteSize())
                .isEqualTo(8);
    }

    @Test
    void anAnonymousMemberThatEndsInOneFollowsTheRulesOfANestedStruct() {
        for (String abi : new String[] {"x86_64-sysv", "i386-msvc", "packed", "opencl", "metal"}) {
            // clang: "field '' with variable sized type 'struct C::(anonymous at ...)' not at the end of a struct"
            assertThat(error(abi, "struct C { struct { int n; int a[]; }; int x; };")).as(abi).hasMessage(
                    "t.h:1:12: member (anonymous struct) of type C::(anonymous at 1:12), which ends in a runtime-sized"
                            + " array, must be the last member of struct C");
            assertThat(error(abi, "struct D { int x; union { struct { int n; int a[]; }; int y; }; };")).as(abi).isNull();
        }
        assertThat(error("std430", "buffer B { float f; struct { float n; float x[]; }; };")).hasMessage(
                "t.h:1:21: anonymous struct members are C11; GLSL has none: name the member after '}'");
        assertThat(error("std430", "struct D { float f; struct { float n; float x[]; }; };")).hasMessage(
                "t.h:1:21: std430 cannot hold a struct that ends in a runtime-sized array (only the outermost block may"
                        + " end in one) (member (anonymous struct) of type D::(anonymous at 1:21))");
        StructType d = type("struct D { char c; struct { int n; int a[]; }; };", "D");
        assertThat(Abi.of("x86_64-sysv").layout(d).member("a").orElseThrow().byteOffset()).isEqualTo(8);
    }

    @Test
    void glslAndWgslAllowItOnlyInTheOutermostBlock() {
        String nested = "struct S { float n; float x[]; };\nbuffer Buf { float a; S s; };";
        // glslangValidator: "array size required" for x[] in a struct
        for (String abi : new String[] {"std430", "std140", "scalar", "wgsl-storage"}) {
            assertThat(error(abi, nested)).as(abi).hasMessage("t.h:2:25: " + abi + " cannot hold a struct that ends"
                    + " in a runtime-sized array (only the outermost block may end in one) (member 's' of type S)");
        }
    }
}
