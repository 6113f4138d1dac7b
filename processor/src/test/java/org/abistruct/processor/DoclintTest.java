package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's build may check documentation with {@code -Xdoclint:all}, private members included, and fail on any
 * warning ({@code -Werror}): the generated classes must pass it as the user's own documented sources do.
 */
class DoclintTest {

    @Test
    void generatedClassesOfEveryMemberKindPassDoclintOfPrivateMembers(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("d/package-info.java", """
                /** Structs under doclint. */
                package d;
                """);
        sources.put("d/InnerDecl.java", """
                package d;
                import org.abistruct.annotation.*;
                /**
                 * A struct to nest.
                 *
                 * @param a a scalar
                 */
                @Struct(abi = "x86_64-sysv")
                public record InnerDecl(int a) { }
                """);
        sources.put("d/EveryDecl.java", """
                package d;
                import org.abistruct.annotation.*;
                /**
                 * One member of every kind.
                 *
                 * @param i32 a scalar
                 * @param u32 an unsigned scalar
                 * @param u8s an array of unsigned bytes
                 * @param f16 a half-precision float
                 * @param flag a bool
                 * @param ptr a pointer
                 * @param v4 a vector
                 * @param grid a two-dimensional array
                 * @param inner a nested struct
                 * @param inners an array of nested structs
                 * @param aligned a scalar with more alignment
                 */
                @Struct(name = "Every", abi = "x86_64-sysv")
                public record EveryDecl(int i32, @Type("unsigned int") int u32, @Length(3) @Type("uint8_t") byte[] u8s,
                        @Type("_Float16") float f16, boolean flag, @Type("void *") long ptr, @Type("float4") float[] v4,
                        @Length({2, 3}) float[][] grid, InnerDecl inner, @Length(2) InnerDecl[] inners,
                        @Align(16) int aligned) { }
                """);
        sources.put("d/GpuDecl.java", """
                package d;
                import org.abistruct.annotation.*;
                /**
                 * The GPU kinds.
                 *
                 * @param v3 a vector
                 * @param bv2 a bool vector
                 * @param m3 a matrix
                 * @param rm23 a row-major matrix
                 * @param m2s an array of matrices
                 * @param u a scalar of a nested struct's kind
                 */
                @Struct(name = "Gpu", abi = "std430")
                public record GpuDecl(@Type("vec3") float[] v3, @Type("bvec2") boolean[] bv2, @Type("mat3") float[] m3,
                        @RowMajor @Type("mat2x3") float[] rm23, @Length(2) @Type("mat2") float[][] m2s,
                        @Type("uint") int u) { }
                """);
        TestCompiler.Result result = TestCompiler.compileWithOptions(dir, sources, List.of("-Xdoclint:all", "-Werror"));
        assertThat(result.diagnostics()).as(result.report()).isEmpty();
        assertThat(result.success()).isTrue();
        assertThat(result.generated().resolve("d/Every.java")).exists();
        assertThat(result.generated().resolve("d/Gpu.java")).exists();
        // a comment that sends the reader elsewhere for a reason must find it there: create's says nothing of new General
        String every = result.generatedSource("d.Every").replaceAll("\\s+\\*\\s+", " ");
        assertThat(every).doesNotContain("see there")
                .contains("unlike {@code new General}, a call of it does not make the verifier load {@code General}");
    }
}
