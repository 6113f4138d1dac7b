package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.abistruct.AbiStructException;
import org.abistruct.abi.Abi;
import org.junit.jupiter.api.Test;

/**
 * GNU C's zero-length arrays ({@code __u8 data[0];}, which the Linux uAPI headers write where C99 has a flexible array
 * member, and also before other members and in unions): no bytes and their element's alignment, as clang lays them out
 * under every C ABI's target and gcc on the host; the GPU, shader and OpenCL ABIs cannot hold one, and a GLSL file
 * refuses one, as glslang does.
 */
class ZeroLengthArraysClangTest {
    /** Each struct or union {@code H...} laid out as clang and gcc lay it out. */
    private static final List<String> LAID_OUT = List.of(
            "struct H1 { char c; int a[0]; };",
            "struct H2 { char c; int a[0]; char d; };",
            "struct H3 { char c; double a[0]; };",
            "union H4 { char c[3]; long long z[0]; };",
            "struct H5 { char c; struct { short s; } a[0]; char d[0][4]; int e; };",
            "struct H6 { char c; int a[0][3]; };",
            "struct __attribute__((packed)) H7 { char c; int a[0]; };",
            "struct H1 { char c; int a[0]; };\nstruct H8 { struct H1 h; char c; };",
            "struct H9 { char c; union { int i; char b[0]; } u[0]; long long tail[0]; };",
            "#pragma pack(push, 2)\nstruct H10 { char c; double d[0]; };\n#pragma pack(pop)");

    @Test
    void zeroLengthArraysAreLaidOutAsClangAndGccLayThemOut() {
        for (String c : LAID_OUT) {
            ClangStaticAsserts.assertTakenAndLaidOutAsClangAndGcc(c, true);
        }
    }

    @Test
    void onlyTheCAbisHoldThem() {
        Schema schema = SchemaParser.parse("c.c", "struct H { float f; float a[0]; };");
        assertThat(Abi.of("x86_64-sysv").layout(schema.types().getFirst()).byteSize()).isEqualTo(4);
        assertThatThrownBy(() -> Abi.of("std430").layout(schema.types().getFirst()))
                .isInstanceOf(AbiStructException.class).hasMessageContaining("a zero-length array");
    }

    @Test
    void aGlslFileRefusesThem() {
        assertThatThrownBy(() -> SchemaParser.parse("s.glsl", "#version 450\nstruct S { float a[0]; };\n"))
                .isInstanceOf(AbiStructException.class).hasMessageContaining("must be at least 1 but is 0");
    }
}
