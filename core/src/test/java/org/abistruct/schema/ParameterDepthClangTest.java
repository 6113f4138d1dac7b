package org.abistruct.schema;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Parameter lists nested in a declarator ({@code int (*f)(int (*)(int))} nests two), against clang: a parameter
 * declared in 129 of them is refused at its first token ("function scope depth exceeded maximum of 127"), while an
 * empty 129th list is taken, so a 130th, which only a parameter of the 129th can hold, is refused at that parameter.
 * The schema refused only a 130th list, at its {@code (}. Each case is a file of its own.
 */
class ParameterDepthClangTest {
    /** Refused by clang. */
    private static final List<String> REFUSED = List.of(
            "struct A { int (*f)(" + "int (*)(".repeat(128) + "int" + ")".repeat(129) + "; };",
            "struct A { int (*f)(" + "int (*)(".repeat(128) + "void" + ")".repeat(129) + "; };",
            "struct A { int (*f)(" + "int (*)(".repeat(128) + "..." + ")".repeat(129) + "; };",
            "struct A { int (*f)(" + "int (*)(".repeat(128) + "int x, ..." + ")".repeat(129) + "; };",
            "typedef int (*F)(" + "int (*)(".repeat(128) + "const int x" + ")".repeat(129) + ";",
            "int f(" + "int (*)(".repeat(129) + ")".repeat(130) + ";",
            "struct A { int (*f)(" + "int (*)(".repeat(200) + ")".repeat(201) + "; };");

    /** Taken by clang. */
    private static final List<String> TAKEN = List.of(
            "int f(" + "int (*)(".repeat(128) + ")".repeat(129) + ";\nstruct A { int x; };",
            "struct A { int (*f)(" + "int (*)(".repeat(128) + ")".repeat(129) + "; };",
            "struct A { int (*f)(" + "int (*)(".repeat(127) + "int" + ")".repeat(128) + "; };",
            "typedef int (*F)(" + "int (*)(".repeat(127) + "const int x, int" + ")".repeat(128) + ";\n"
                    + "struct A { F f; };");

    @TempDir
    Path dir;

    @Test
    void theSchemaRefusesTheParametersClangRefuses() throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), Abi.of("x86_64-sysv"), REFUSED, TAKEN);
    }
}
