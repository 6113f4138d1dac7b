package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Columns after text outside ASCII on the same line (in a comment or a string literal: {@code é} is 2 bytes of UTF-8,
 * {@code 日} 3, an emoji 4) are clang's, which counts bytes; a line after such a line, and a tab, are as before.
 */
@Tag("conformance")
class Utf8ColumnsClangTest {
    @TempDir
    Path dir;

    @Test
    void anErrorAfterTextOutsideAsciiIsAtClangsColumn() throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), Abi.of("x86_64-sysv"), List.of(
                "struct S { /* \u00e9 */ int x : 0; };",
                "struct U { char *s; /* \u65e5\u672c */ int z : 0; };",
                "struct V { /* \uD83D\uDE00 */ int w : 0; };",
                "struct T {\t/* \u00e9\u00e9 */\tint t : 0; };",
                "struct L { /* \u00e9 */\n  int l : 0; };",
                "_Static_assert(1, \"\u00e9\" 42);",
                "_Static_assert(1, u8\"\u65e5\u672c\" \"\u00e9\"  42);",
                "#define M \"\u00e9\" 1\n/* \u00e9 */ _Static_assert(1, \"\u00e9\" M);"), List.of(
                "struct A { /* \u00e9 */ int a : 1; };\n_Static_assert(sizeof \"\u00e9\" == 3, \"\u00e9\");"));
    }

    /** An anonymous member struct is named by its line and column as clang names it: S::(anonymous at c.c:1:28). */
    @Test
    void anAnonymousStructIsNamedAtClangsColumn() {
        Schema s = SchemaParser.parse("c.c", "struct S { int a; /* \u00e9 */ struct { int b; }; };");
        assertThat(s.type("S").orElseThrow().members().get(1).typeName()).isEqualTo("S::(anonymous at 1:28)");
    }
}
