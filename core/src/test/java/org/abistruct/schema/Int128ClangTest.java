package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * GCC's and clang's 128-bit integers ({@code __int128}, {@code unsigned __int128}, the predeclared {@code __int128_t}
 * and {@code __uint128_t}, {@code mode(TI)}), held to clang on every built-in C ABI's target: where clang takes a struct
 * holding one, the schema lays it out as clang does, read for every ABI and for that one; where clang refuses the type
 * (the targets with 4-byte pointers), the ABI refuses it. On IBM Z, GCC is the oracle: clang 14 aligns them otherwise
 * there. glibc's AArch64 {@code struct fpsimd_context} holds
 * {@code __uint128_t vregs[32]}.
 */
class Int128ClangTest {
    /** Each declares a struct or union {@code H} holding a 128-bit integer. */
    static final List<String> LAID_OUT = List.of(
            "struct H { char c; __int128 x; };",
            "struct H { char c; unsigned __int128 u; short s; };",
            "struct H { __int128_t a; char c; __uint128_t b[2]; };",
            "struct H { char c; signed __int128 s; __int128 unsigned u; long long l; };",
            "struct H { char c; __int128 x __attribute__((aligned(32))); };",
            "struct __attribute__((packed)) H { char c; __int128 x; };",
            "#pragma pack(4)\nstruct H { char c; __int128 x; };\n#pragma pack()",
            "#pragma pack(8)\nstruct H { char c; unsigned __int128 x; };\n#pragma pack()",
            "union H { __int128 x; char c[20]; };",
            "struct In { char c; __int128 x; };\nstruct H { char c; struct In in[2]; };",
            "struct H { char c; __int128 x : 70; char d; unsigned __int128 y : 3; };",
            "typedef __uint128_t __attribute__((aligned(4))) U4;\nstruct H { char c; U4 u; };",
            "struct fpsimd { unsigned int magic, size, fpsr, fpcr; __uint128_t vregs[32]; };\n"
                    + "struct H { char c; struct fpsimd f; };",
            "typedef long L __attribute__((mode(TI)));\ntypedef __int128 L;\nstruct H { L l; char c; };");

    /** {@code mode(TI)}, which GCC takes where it has {@code __int128} (clang takes it on 32-bit targets too). */
    static final List<String> MODE_TI = List.of(
            "typedef int TI __attribute__((mode(TI)));\ntypedef unsigned UTI __attribute__((__mode__(__TI__)));\n"
                    + "struct H { char c; TI t; UTI u; };");

    /** Refused by clang on every target with 128-bit integers, where the schema refuses them. */
    static final List<String> REFUSED = List.of(
            "__int128 int x;",
            "long __int128 x;",
            "__int128 long x;",
            "unsigned long long __int128 x;",
            "short __int128 x;",
            "int __int128 x;",
            "__int128 __int128 x;",
            "char __int128 x;",
            "typedef int __int128;",
            "typedef int TI __attribute__((mode(TI)));\ntypedef long long TI;",
            "struct S { __int128 x : 129; };");

    /** Taken by clang on every target with 128-bit integers, and by the schema. */
    static final List<String> TAKEN = List.of(
            "__int128 signed x;",
            "typedef __int128 __int128_t;\ntypedef unsigned __int128 __uint128_t;",
            "typedef unsigned U __attribute__((mode(TI)));\ntypedef __uint128_t U;",
            "struct S { __int128 x : 128; };");

    /** GCC for IBM Z, the s390x oracle for the 128-bit integers. */
    private static final List<String> IBM_Z_GCC = List.of("s390x-linux-gnu-gcc", "-std=gnu11", "-fsyntax-only", "-w");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void theAbiLaysOutWhatClangTakesAndRefusesTheRest(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi abi = CAbi.of(abiId);
        List<String> clang = FirstErrors.clang(triple, "gnu11");
        boolean has128 = abi.pointerSize() == 8;
        for (String c : LAID_OUT) {
            String clangError = FirstErrors.compiler(dir, clang, pragma + c + "\n");
            assertThat(clangError.isEmpty()).as(triple + " takes\n" + c).isEqualTo(has128);
            if (has128) {
                assertLaidOutAsClang(triple, pragma, c, abi);
            } else {
                assertThat(FirstErrors.schemaReason(c, abi)).as(c).contains("__int128").contains("64-bit pointers");
                assertThat(FirstErrors.schemaReadFor(c, abi)).as(c).isNotEmpty();
            }
        }
        for (String c : MODE_TI) {
            assertThat(FirstErrors.compiler(dir, clang, pragma + c + "\n")).as(c).isEmpty();
            if (has128) {
                assertLaidOutAsClang(triple, pragma, c, abi);
            } else {
                // clang alone takes mode(TI) here; GCC refuses it (gccRefusesThemOn32BitTargets), and so does the schema
                assertThat(FirstErrors.schemaReadFor(c, abi)).as(c).isEqualTo("1:31");
                assertThat(FirstErrors.schemaReasonReadFor(c, abi)).contains("mode(TI)").contains("4-byte pointers");
                // read for every ABI, the ABI refuses the member
                assertThat(FirstErrors.schemaReason(c, abi)).as(c).contains("64-bit pointers");
            }
        }
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void theSchemaRefusesWhereClangRefusesTheSpelling(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        if (CAbi.of(abiId).pointerSize() == 8) {
            FirstErrors.agree(dir, FirstErrors.clang(triple, "gnu11"), Abi.of(abiId), REFUSED, TAKEN);
        }
    }

    @Test
    void gccLaysThemOutAsTheSchemaForX8664AndRefusesThemOn32BitTargets() throws Exception {
        Oracle.require("gcc", "gcc");
        if (!System.getProperty("os.arch").equals("amd64")) {
            return;
        }
        CAbi x8664 = CAbi.of("x86_64-sysv");
        for (String c : Stream.concat(LAID_OUT.stream(), MODE_TI.stream()).toList()) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(c, c, null, x8664).failuresUnder(List.of("gcc", "-m64", "-std=gnu11", "-fsyntax-only",
                    "-w"))).as("gcc -m64 " + c).isEmpty();
            assertThat(FirstErrors.compiler(dir, List.of("gcc", "-m32", "-std=gnu11", "-fsyntax-only", "-w"), c + "\n"))
                    .as("gcc -m32 " + c).isNotEmpty();
        }
    }

    /**
     * Lays {@code c} out under {@code abi}, read for every ABI and for {@code abi}, and has clang check it; on IBM Z,
     * GCC for IBM Z, which aligns the 128-bit integers to 8 where clang 14 gives 16 ({@link #ibmZsGccAndClangDiffer}).
     */
    private static void assertLaidOutAsClang(String triple, String pragma, String c, CAbi abi) throws Exception {
        assertThat(FirstErrors.schema(c, abi)).as(c).isEmpty();
        boolean ibmZ = abi.id().equals("s390x");
        if (ibmZ) {
            Oracle.require(IBM_Z_GCC.getFirst(), "gcc-s390x-linux-gnu");
        }
        for (CAbi target : new CAbi[] {null, abi}) {
            ClangStaticAsserts asserts = ClangStaticAsserts.ofStructsNamedH(pragma + c, pragma + c, target, abi);
            assertThat(asserts.size()).as(c).isPositive();
            assertThat(ibmZ ? asserts.failuresUnder(IBM_Z_GCC) : asserts.failures(triple, "-std=gnu11"))
                    .as("facts the compiler disagrees with under " + triple + " in\n" + c + "\nread for " + target)
                    .isEmpty();
        }
    }

    /** GCC for IBM Z and clang 14 for s390x lay out {@code __int128} apart: 8- and 16-aligned. */
    @Test
    void ibmZsGccAndClangDiffer() throws Exception {
        Oracle.require(IBM_Z_GCC.getFirst(), "gcc-s390x-linux-gnu");
        Oracle.require("clang", "clang");
        String c = "struct H { char c; __int128 x; };\n";
        assertThat(FirstErrors.compiler(dir, IBM_Z_GCC, c + "_Static_assert(sizeof(struct H) == 24, \"gcc\");\n"))
                .isEmpty();
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("s390x-linux-gnu", "gnu11"),
                c + "_Static_assert(sizeof(struct H) == 32, \"clang 14\");\n")).isEmpty();
    }
}
