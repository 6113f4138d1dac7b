package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import org.abistruct.AbiStructException;
import org.abistruct.abi.CAbi;
import org.abistruct.abi.StdintTypes;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A typedef name declared again with a type whose C type depends on the target ({@code typedef long T; typedef int64_t
 * T;}): read for every ABI the name has no one type, but read for one C ABI it is that target's, taken as a member
 * where clang for the target takes both declarations, and refused where clang refuses the second.
 */
class OneAbiTypedefRedeclarationClangTest {
    /** Each declares T twice, with types that are one under some targets only, and uses it in a member. */
    private static final List<String> CASES = List.of(
            "typedef long T;\ntypedef int64_t T;",
            "typedef long long T;\ntypedef int64_t T;",
            "typedef unsigned long T;\ntypedef size_t T;",
            "typedef unsigned long long T;\ntypedef size_t T;",
            "typedef unsigned int T;\ntypedef size_t T;",
            "typedef int T;\ntypedef intptr_t T;",
            "typedef long T;\ntypedef ptrdiff_t T;",
            "typedef uint64_t T;\ntypedef unsigned long T;");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{1} ({0})")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbi")
    void readForOneAbiTheNameIsTakenWhereClangTakesIt(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        CAbi abi = CAbi.of(abiId);
        var clang = new LinkedHashMap<String, Boolean>();
        var schema = new LinkedHashMap<String, Boolean>();
        // clang's own stdint.h and stddef.h, which give the target's types (the host's C library gives its own)
        var freestanding = new java.util.ArrayList<>(FirstErrors.clang(triple, "gnu11"));
        freestanding.add("-ffreestanding");
        for (String c : CASES) {
            String source = c + "\nstruct S { char c; T t; };\n";
            clang.put(c, FirstErrors.compiler(dir, freestanding,
                    "#include <stdint.h>\n#include <stddef.h>\n" + source).isEmpty());
            schema.put(c, takes(source, abi));
        }
        assertThat(schema).as("which cases the schema read for " + abiId + " takes, and clang for " + triple)
                .isEqualTo(clang);
        assertThat(clang).as("some cases are taken and some refused").containsValue(true).containsValue(false);
    }

    @ParameterizedTest(name = "{1} ({0})")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbi")
    void eachAbisStdintTypesAreThoseClangDefinesForItsTarget(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        var macros = new LinkedHashMap<String, String>();
        String defined = Oracle.run(dir, List.of("clang", "-target", triple, "-E", "-dM", "-x", "c", "/dev/null"), 60)
                .orFail(List.of("clang", "-dM", triple)).stdout();
        for (String line : defined.split("\n")) {
            String[] words = line.split(" ", 3);
            if (words.length == 3 && words[1].matches("__(INT64|INTPTR|PTRDIFF|SIZE)_TYPE__")) {
                macros.put(words[1], cType(words[2]));
            }
        }
        StdintTypes types = CAbi.of(abiId).stdintTypes().orElseThrow();
        assertThat(macros).as(triple).containsEntry("__INT64_TYPE__", types.int64Type())
                .containsEntry("__INTPTR_TYPE__", types.pointerSizedType())
                .containsEntry("__PTRDIFF_TYPE__", types.pointerSizedType())
                .containsEntry("__SIZE_TYPE__", "unsigned " + types.pointerSizedType());
    }

    /** clang's spelling of an integer type ({@code long long unsigned int}) as the schema's. */
    private static String cType(String clang) {
        boolean unsigned = clang.contains("unsigned");
        String base = clang.replace("unsigned", "").replace(" int", "").trim().replaceAll(" +", " ");
        return (unsigned ? "unsigned " : "") + (base.isEmpty() ? "int" : base);
    }

    @ParameterizedTest(name = "{1} ({0})")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbi")
    void aCopyWithAnIdOfItsOwnTakesWhatItsBaseTakes(String triple, String abiId) {
        CAbi base = CAbi.of(abiId);
        CAbi copy = base.toBuilder().id("my-target").build();
        // and one built from scratch with the base's data model and stdint types only
        CAbi built = CAbi.builder().id("my-model").longSize(base.longSize()).pointerSize(base.pointerSize())
                .stdintTypes(base.stdintTypes().orElseThrow()).build();
        for (String c : CASES) {
            String source = c + "\nstruct S { char c; T t; };\n";
            assertThat(takes(source, copy)).as(c).isEqualTo(takes(source, base));
            assertThat(takes(source, built)).as(c).isEqualTo(takes(source, base));
        }
    }

    @org.junit.jupiter.api.Test
    void anAbiBuiltWithoutStdintTypesRefusesAMemberOfTheNameNamingTheBuilderMethod() {
        CAbi scratch = CAbi.builder().id("scratch").build();
        assertThat(scratch.stdintTypes()).isEmpty();
        String source = "typedef long long T;\ntypedef int64_t T;\nstruct S { char c; T t; };\n";
        assertThat(FirstErrors.schemaReadFor(source, scratch)).isEqualTo("3:20");
        assertThat(FirstErrors.schemaReasonReadFor(source, scratch)).endsWith("and the C ABI 'scratch' does not know"
                + " which it is (build it with CAbi.Builder.stdintTypes(...) to give it)");
        // one type under every model needs no stdint types
        assertThat(FirstErrors.schemaReadFor("typedef int32_t T;\ntypedef int T;\nstruct S { T t; };\n", scratch))
                .isEmpty();
    }

    private static boolean takes(String source, CAbi abi) {
        try {
            for (StructType type : SchemaParser.parse("c.c", source, CommandLineMacros.NONE, abi).types()) {
                abi.layout(type);
            }
            return true;
        } catch (AbiStructException e) {
            return false;
        }
    }
}
