package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Inside a parameter list, a tag of the file used as another kind of type ({@code void f(union S *p);} after
 * {@code struct S {...};}) and a C23 attribute specifier where clang refuses one (after a parameter's specifiers, a
 * {@code *}, a tag or an enum's body, {@code [[fallthrough]]}) are refused where clang refuses them, as outside one: the
 * schema skipped the tag check in parameters, and kept as written a list whose attributes it refused, as a list it
 * cannot read. A tag declared anew in a parameter, in the prototype's scope, which the schema declared in the file's
 * ({@code void f(enum P { A } e); struct P { int x; };} was refused at the struct), and attributes clang ignores are
 * taken. An enum with an underlying type whose tag is of another kind, which clang's targets refuse first at other
 * places, is refused at the one they share.
 * Each case is a file of its own.
 */
class ParameterTagsAndAttributesClangTest {
    /** Refused by clang, each where clang refuses it. */
    private static final List<String> REFUSED = List.of(
            "struct S { int x; };\nvoid f(union S *p);",
            "struct S { int x; };\nstruct H { void (*f)(enum S *p); int y; };",
            "enum E { A };\nstruct H { void (*f)(struct E *p); int y; };",
            "struct S { int x; };\nstruct H { void (*f)(enum S : int); int y; };",
            "struct H { void (*f)([[fallthrough]] int x); int y; };",
            "struct H { void (*f)(int x [[fallthrough]]); int y; };",
            "struct H { void (*f)(int [[gnu::aligned(8)]] x); int y; };",
            "void f(int [[gnu::aligned(8)]] x);",
            "struct H { void (*f)(const [[gnu::aligned(8)]] int x); int y; };",
            "struct H { void (*f)(int *[[deprecated]] x); int y; };",
            "struct H { void (*f)(int x [[gnu::aligned(8)]] __attribute__((aligned(8))) [[deprecated]]); int y; };",
            "struct H { void (*f)(enum E { A } [[gnu::packed]] e); int y; };",
            "struct H { void (*f)(enum E [[gnu::packed]] e); int y; };",
            "struct H { void (*f)(struct [[gnu::packed]] P *p); int y; };",
            "void f([[maybe_unused]] restrict int x);");

    /** Taken by clang, and by the schema. */
    private static final List<String> TAKEN = List.of(
            "void f(struct P *p);\nunion P { int x; };\nstruct H { union P u; };",
            "void f(enum P *p);\nstruct P { int x; };\nstruct H { struct P u; };",
            "enum S { A };\nvoid f(struct S { int x; } *p);",
            "struct S { int x; };\nvoid f(enum S { A } e);",
            "void f(enum P { A } e);\nstruct P { int x; };\nstruct H { struct P p; };",
            "struct H { void (*f)(enum P { A } e); int y; };\nstruct P { int x; };",
            "void f(enum P : int { A } e);\nunion P { int x; };",
            "struct H { void (*f)(int [[foo::bar]] x); int y; };",
            "struct H { void (*f)(struct [[foo::bar]] P *p); int y; };",
            "struct H { void (*f)(enum [[gnu::packed]] E { A } e); int y; };",
            "void f([[maybe_unused]] int x);",
            "struct H { void (*f)(int (*g)(void) [[gnu::aligned(16)]]); int y; };",
            "struct H { void (*f)(struct __attribute__((packed)) P *p); int y; };");

    /**
     * A tag of the file used as an enum with an underlying type in a prototype's parameter: every clang target refuses
     * it at {@code enum} (the tag's kind), its Microsoft targets first, its others after an error at the {@code :},
     * theirs by default ({@code -Welaborated-enum-base}: an underlying type without a body declares more than the enum
     * there), which the schema refuses on its own, naming the difference, where the tag is an enum
     * ({@link #ENUM_AND_BASE}). A schema is read once for every ABI, so it refuses this file at the error every target
     * reports.
     */
    private static final String TAG_KIND_AND_BASE = "struct S { int x; };\nvoid f(enum S : int);";

    /** {@link #TAG_KIND_AND_BASE} with an enum for the tag: refused at the {@code :} but by clang's Microsoft targets. */
    private static final String ENUM_AND_BASE = "enum S : int;\nvoid f(enum S : int);";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaRefusesInAParameterListWhatClangRefusesThere(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c2x"), Abi.of(abiId), REFUSED, TAKEN);
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            aarch64-linux-gnu, aarch64
            """)
    void aTagOfAnotherKindWithAnUnderlyingTypeIsRefusedAtTheErrorEveryTargetReports(String triple, String abiId)
            throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        String source = TAG_KIND_AND_BASE + "\n";
        assertThat(FirstErrors.schema(source, abi)).isEqualTo("2:8");
        assertThat(FirstErrors.schemaReason(source, abi))
                .contains("'S' is declared as a struct at c.c:1:8, not an enum");
        List<String> command = new ArrayList<>(FirstErrors.clang(triple, "c2x"));
        command.add("-ferror-limit=0");
        boolean microsoft = triple.endsWith("msvc");
        assertThat(FirstErrors.errors(dir, command, source)).as(triple)
                .isEqualTo(microsoft ? List.of("2:8") : List.of("2:15", "2:8"));
        assertThat(FirstErrors.schema(ENUM_AND_BASE + "\n", abi)).isEqualTo("2:15");
        assertThat(FirstErrors.compiler(dir, command, ENUM_AND_BASE + "\n")).as(triple)
                .isEqualTo(microsoft ? "" : "2:15");
    }
}
