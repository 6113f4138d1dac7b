package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What clang's Microsoft targets take of an enum and its other targets, and GCC, refuse: an object or array of an
 * enum declared without a body or a fixed underlying type, which is incomplete (the Microsoft targets take it as an
 * {@code int}), and a {@code [[...]]} after {@code enum} in a declaration that neither defines the enum nor declares it
 * alone ({@code enum [[gnu::aligned(8)]] E e;}), and an enum with a fixed underlying type but no body in such a
 * declaration ({@code enum E : int e;}, which C23 allows only alone, {@code enum E : int;}). A schema is laid out under
 * every ABI, so it refuses them, naming the difference, where clang's other targets refuse them, under every ABI; the
 * schema took the first as an {@code int}, the second with its attributes and the third as the enum. What every target
 * takes is laid out as clang lays it out.
 */
class MicrosoftEnumExtensionsClangTest {
    /**
     * An enum incomplete where an object or array of it is declared: clang's other targets refuse it at the member's
     * name or the array's {@code [}, the schema at the type, so only the line is compared.
     */
    private static final List<String> INCOMPLETE = List.of(
            "struct H { enum Z z; };",
            "enum Z;\nstruct H { char c; enum Z z; };",
            "struct H { enum Z z; };\nenum Z { A };",
            "struct H { enum Z a[2]; };",
            "enum Z;\nstruct H { enum Z z : 3; };",
            "typedef enum Z T;\nstruct H { T t; };\nenum Z { A };",
            "typedef enum Z T[2];\nenum Z { A };",
            "enum Z;\ntypedef enum Z T;\ntypedef T U[3];",
            "void f(enum Z *p);\nstruct H { enum Z z; };");

    /** A {@code [[...]]} after {@code enum} in a reference: refused at the first attribute clang knows. */
    private static final List<String> ATTRIBUTE_LISTS = List.of(
            "enum E { A };\nenum [[gnu::aligned(8)]] E e;",
            "enum E { A };\nstruct H { char c; enum [[gnu::aligned(8)]] E e; };",
            "enum E { A };\nstruct H { enum [[gnu::packed]] E *p; };",
            "enum E { A };\nstruct H { enum [[deprecated]] E e; };",
            "enum E { A };\nenum [[]] E e;",
            "enum E { A };\nenum [[foo::bar]] [[gnu::aligned(8)]] E e;",
            "enum [[gnu::aligned(8)]] E *p;\nenum E { A };",
            "typedef enum [[gnu::aligned(8)]] E T;\nenum E { A };",
            "enum E : short;\nenum [[gnu::aligned(8)]] E e;",
            "enum E { A };\nvoid f(enum [[gnu::aligned(8)]] E e);",
            "enum E { A };\nstruct H { void (*f)(enum [[gnu::packed]] E e); };");

    /**
     * A fixed underlying type on an enum without a body in a declaration that does not declare it alone: refused at the
     * {@code :} by clang's other targets, whose error this is by default ({@code -Welaborated-enum-base}, which
     * {@link FirstErrors#clang}'s {@code -w} keeps).
     */
    private static final List<String> FIXED_REFERENCES = List.of(
            "enum E : int e;",
            "enum E : int;\nenum E : int e;",
            "enum E : int { A };\nenum E : int *p;",
            "struct H { char c; enum E : short e; };",
            "enum E : int;\nstruct H { enum E : short e; };",
            "typedef enum E : int T;",
            "enum E : int;\nvoid f(enum E : int e);",
            "enum E : int;\nstruct H { void (*f)(enum E : int); };");

    /** Taken by clang for every target: each struct {@code H...} is laid out as clang does. */
    private static final List<String> LAID_OUT = List.of(
            "struct H { enum Z *p; enum Z { A } z; enum Z y; };",
            "typedef enum Z T;\nenum Z { A };\nstruct H { char c; T t; };",
            "enum Z;\nenum Z { A };\nstruct H { char c; enum Z z[2]; };",
            "struct H { int (*f)(enum Z z); int y; };",
            "enum Z : short;\nstruct H { char c; enum Z z; };",
            "enum E { A };\nenum [[foo::bar]] E e;\nstruct H { char c; enum E e; };",
            // aligned as its type is anyway: an alignment GCC would ignore is refused (GccEnumAlignmentClangTest)
            "enum [[gnu::aligned(4)]] E;\nenum E { A };\nstruct H { char c; enum E e; };",
            "enum [[gnu::aligned(2)]] E : short;\nstruct H { char c; enum E e; };",
            "enum E { A };\nstruct H { char c; enum __attribute__((aligned(8))) E e; };",
            "enum __attribute__((aligned(4))) E *p;\nenum E { A };\nstruct H { char c; enum E e; };",
            "struct H { char c; enum F : short; enum F f; };",
            "enum F : unsigned char const;\nstruct H { char c; enum F f; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.ClangTargets#linuxAndWindows")
    void theSchemaRefusesWhatOnlyClangsMicrosoftTargetsTake(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        boolean microsoft = triple.endsWith("msvc");
        for (String c : INCOMPLETE) {
            String schema = refusedNamingMicrosoft(c, abi);
            String compiled = FirstErrors.compiler(dir, FirstErrors.clang(triple, "c2x"), c + "\n");
            if (microsoft) {
                assertThat(compiled).as(triple + ": " + c).isEmpty();
            } else {
                // clang names the member or the array's [, the schema the type
                assertThat(compiled).as(triple + ": " + c).startsWith(schema.substring(0, schema.indexOf(':') + 1));
            }
        }
        for (String c : ATTRIBUTE_LISTS) {
            String schema = refusedNamingMicrosoft(c, abi);
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang(triple, "c2x"), c + "\n")).as(triple + ": " + c)
                    .isEqualTo(microsoft ? "" : schema);
        }
        for (String c : FIXED_REFERENCES) {
            String schema = refusedNamingMicrosoft(c, abi);
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang(triple, "c2x"), c + "\n")).as(triple + ": " + c)
                    .isEqualTo(microsoft ? "" : schema);
        }
    }

    /** Where the schema refuses {@code c} under {@code abi}, asserting that its reason names the targets that differ. */
    private static String refusedNamingMicrosoft(String c, Abi abi) {
        String at = FirstErrors.schema(c + "\n", abi);
        assertThat(at).as(c).isNotEmpty();
        assertThat(FirstErrors.schemaReason(c + "\n", abi)).as(c).contains("clang's Microsoft targets")
                .contains("valid for some ABIs only");
        return at;
    }

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("org.abistruct.schema.ClangTargets#linuxAndWindows")
    void whatEveryTargetTakesIsLaidOutAsClangDoes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        for (String c : LAID_OUT) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(c, abi).failures(triple, "-std=c2x"))
                    .as("facts clang disagrees with under " + triple + " in\n" + c).isEmpty();
        }
    }

    /** What the Microsoft targets make of an incomplete enum, which the schema's reason says: an int. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"x86_64-pc-windows-msvc", "i686-pc-windows-msvc", "aarch64-pc-windows-msvc"})
    void clangsMicrosoftTargetsTakeAnIncompleteEnumAsAnInt(String triple) throws Exception {
        Oracle.require("clang", "clang");
        var asserts = new ClangStaticAsserts("#include <stddef.h>\nstruct H { char c; enum Z z; enum Y a[2]; };\n"
                + "enum Y { B = 0x100000000 };");
        asserts.add("sizeof(struct H) == 16");
        asserts.add("offsetof(struct H, z) == 4");
        asserts.add("_Alignof(struct H) == 4");
        assertThat(asserts.failures(triple, "-std=c2x")).isEmpty();
    }

    /** GCC refuses every case the schema refuses, on the line clang's other targets name. */
    @Test
    void gccRefusesThemToo() throws Exception {
        Oracle.require("gcc", "gcc");
        List<String> gcc = List.of("gcc", "-std=c2x", "-fsyntax-only", "-w");
        Abi abi = Abi.of("x86_64-sysv");
        // FIXED_REFERENCES are all skipped below: GCC 12 refuses every fixed underlying type
        for (List<String> cases : List.of(INCOMPLETE, ATTRIBUTE_LISTS, FIXED_REFERENCES)) {
            for (String c : cases) {
                if (c.contains(" : short") || c.contains(" : int")) {
                    continue; // GCC 12 has no fixed underlying types
                }
                String schema = FirstErrors.schema(c + "\n", abi);
                assertThat(FirstErrors.compiler(dir, gcc, c + "\n")).as(c)
                        .startsWith(schema.substring(0, schema.indexOf(':') + 1));
            }
        }
    }
}
