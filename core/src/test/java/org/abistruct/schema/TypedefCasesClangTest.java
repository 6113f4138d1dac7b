package org.abistruct.schema;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Typedef redefinitions that clang and gcc refuse or take alike on every target, one file each: the schema must refuse
 * each where they do, at the second name. Subclasses give the cases.
 */
abstract class TypedefCasesClangTest {
    @TempDir
    Path dir;

    /** Refused by clang and gcc. */
    abstract List<String> refused();

    /** Taken by clang and gcc. */
    abstract List<String> taken();

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaRefusesTheRedefinitionsClangRefuses(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c11"), Abi.of(abiId), refused(), taken());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"c11", "c2x"})
    void gccRefusesThemAtTheSamePlace(String std) throws Exception {
        Oracle.require("gcc", "gcc");
        FirstErrors.positionsAgree(dir, List.of("gcc", "-std=" + std, "-fsyntax-only", "-w"), Abi.of("x86_64-sysv"),
                refused(), taken());
    }
}
