package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code __attribute__((aligned))} without a value, read for one C ABI, against clang for the ABI's target: on a
 * struct, a member, a typedef and as {@code [[gnu::aligned]]}, as glibc's {@code __pthread_unwind_buf_t} writes it.
 */
@Tag("conformance")
class GnuDefaultAlignmentClangTest {
    private static final String DECLARATIONS = """
            struct A { char c; } __attribute__((aligned));
            struct B { char c; int i __attribute__((__aligned__)); };
            typedef short T __attribute__((aligned));
            struct C { char c; T t; };
            typedef struct { void *p[4]; } U __attribute__ ((__aligned__));
            struct D { char c; U u; };
            struct E { char c; [[gnu::aligned]] char d; };
            """;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{1} ({0})")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void laidOutAsClangLaysItOutForTheTarget(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi abi = CAbi.of(abiId);
        Schema schema = SchemaParser.parse("decls.h", DECLARATIONS, CommandLineMacros.NONE, abi);
        String forClang = pragma + DECLARATIONS;
        HeaderLayoutCheck.Result r = HeaderLayoutCheck.check(dir, triple, abi, schema, forClang, List.of("-std=c2x"));
        assertThat(r.types()).isEqualTo(6);
        assertThat(r.mismatches()).as(abiId + " (" + triple + ")").isEmpty();
    }

    @Test
    void anAbiBuiltWithoutItHasNoDefaultAlignmentAndACopyKeepsItsBases() {
        CAbi own = CAbi.builder().id("my-abi").build();
        assertThatThrownBy(() -> SchemaParser.parse("t.h", "struct A { char c; } __attribute__((aligned));",
                CommandLineMacros.NONE, own)).isInstanceOf(SchemaException.class).hasMessage("t.h:1:37:"
                + " __attribute__((aligned)) without a value is the target's largest alignment, which the C ABI 'my-abi'"
                + " does not know (build it with CAbi.Builder.alignedDefault(...) to give it); write aligned(N)");
        CAbi copy = CAbi.of("s390x").toBuilder().id("my-s390x").build();
        assertThat(copy.layout(SchemaParser.parse("t.h", "struct A { char c; } __attribute__((aligned));",
                CommandLineMacros.NONE, copy).types().getFirst()).byteAlignment()).isEqualTo(8);
        CAbi derived = CAbi.of("s390x").withPack(2);
        assertThat(derived.layout(SchemaParser.parse("t.h", "struct A { char c; } __attribute__((aligned));",
                CommandLineMacros.NONE, derived).types().getFirst()).byteAlignment()).isEqualTo(8);
    }
}
