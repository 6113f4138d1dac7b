package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An {@code _Alignas} after a declarator ({@code struct S { int x _Alignas(8); };}) against clang and gcc: it is a
 * specifier, written before the declarator (C11 6.7.5), and both refuse it there, clang just after the token before it
 * ("expected ';'") or, in a parameter, at it ("expected ')'"). The schema took it as the member's alignment. Where it
 * stands among the specifiers, or an {@code aligned} attribute stands after the name, it stays taken. Each case is a
 * file of its own.
 */
class AlignasAfterDeclaratorClangTest {
    /** Refused by clang and gcc. */
    private static final List<String> REFUSED = List.of(
            "struct S { int x _Alignas(8); };",
            "int x _Alignas(8);",
            "void f(int x _Alignas(8));",
            "struct S { int x : 3 _Alignas(8); };",
            "typedef int T _Alignas(8);",
            "struct S { int (*f)(void) _Alignas(8); };",
            "struct S { int a[2] _Alignas(8); };",
            "struct S { int x __attribute__((aligned(8))) _Alignas(8); };",
            "struct S { int *x _Alignas(8), y; };",
            "struct S { int x,\n  y _Alignas(8); };");

    /** Taken by both. */
    private static final List<String> TAKEN = List.of(
            "struct S { _Alignas(8) int x; };",
            "struct S { int _Alignas(8) x, y; };",
            "struct S { int x __attribute__((aligned(8))); };",
            "_Alignas(8) int x;");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "clang -std={0}")
    @ValueSource(strings = {"c11", "c2x"})
    void theSchemaRefusesWhereClangRefuses(String std) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang("x86_64-linux-gnu", std), Abi.of("x86_64-sysv"), REFUSED, TAKEN);
    }

    @ParameterizedTest(name = "gcc -std={0}")
    @ValueSource(strings = {"c11", "c2x"})
    void gccRefusesAndTakesTheSameFiles(String std) throws Exception {
        Oracle.require("gcc", "gcc");
        var verdicts = FirstErrors.each(dir, List.of("gcc", "-std=" + std, "-fsyntax-only", "-w"),
                Abi.of("x86_64-sysv"), Stream.concat(REFUSED.stream(), TAKEN.stream()).toList());
        REFUSED.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isNotEmpty());
        TAKEN.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isEmpty());
    }

    @Test
    void theMessageSaysWhereAlignasBelongs() {
        assertThat(FirstErrors.schemaReason("struct S { int x _Alignas(8); };", Abi.of("x86_64-sysv"))).isEqualTo(
                "_Alignas cannot follow the declarator of 'x': it is a specifier, written before the declarator"
                        + " (C11 6.7.5; clang and GCC refuse it)");
    }
}
