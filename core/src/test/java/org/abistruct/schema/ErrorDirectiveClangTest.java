package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A C file's {@code #error} stops the schema where it stops clang: where the file surely reaches it, and not in an arm
 * the file leaves to macros it does not define, where only the compiles that fail reach it.
 */
class ErrorDirectiveClangTest {
    private static final List<String> REFUSED = List.of(
            "#error stop here\nstruct H { int a; };",
            "struct H { int a; };\n#if 1\n#error one is true\n#endif",
            "#define ON 1\n#if ON\n #  error ON is set\n#endif\nstruct H { int a; };",
            "#ifndef GUARD\n#define GUARD\n#error inside the guard\n#endif",
            "#error");

    private static final List<String> TAKEN = List.of(
            "#if 0\n#error never\n#endif\nstruct H { int a; };",
            "#ifdef NOT_DEFINED_HERE\n#error only where it is defined\n#endif\nstruct H { int a; };",
            "#warning only a warning\nstruct H { int a; };",
            "struct H { int a; };\n#if defined(NOT_DEFINED_HERE) && NOT_DEFINED_HERE > 2\n#error too new\n#endif");

    @TempDir
    Path dir;

    @Test
    void refusedWhereClangStops() throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), Abi.of("x86_64-sysv"), REFUSED, TAKEN);
    }

    @Test
    void theMessageQuotesTheDirective() {
        assertThat(FirstErrors.schemaReason("#error stop  here\n", Abi.of("x86_64-sysv")))
                .isEqualTo("#error: stop here (a C compiler stops here)");
        assertThat(FirstErrors.schemaReason("#error\n", Abi.of("x86_64-sysv")))
                .isEqualTo("#error (a C compiler stops here)");
    }
}
