package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import org.abistruct.AbiStructException;
import org.abistruct.abi.CAbi;
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
