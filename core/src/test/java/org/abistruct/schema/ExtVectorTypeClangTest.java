package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * clang's {@code ext_vector_type(N)} (clang's {@code opencl-c-base.h}, Apple's {@code <simd/vector_types.h>}), held
 * to clang on every built-in C ABI's target and, for the {@code opencl} ABI, to clang's OpenCL C for {@code spir64}:
 * on a typedef, a vector of N components is laid out as clang lays it out there; what clang refuses is refused where
 * clang refuses it; what the model cannot hold is refused where a member has it, with the reason.
 */
class ExtVectorTypeClangTest {
    /**
     * What clang does with ext_vector_type on every target, which the schema's reading rests on: N counts components;
     * a count not a power of two takes the room of the next power of two; the vector is aligned as the vector_size
     * vector of that many bytes.
     */
    static final String CLANG_FACTS = """
            typedef float F3 __attribute__((ext_vector_type(3)));
            typedef float F4 __attribute__((ext_vector_type(4)));
            typedef float F5 __attribute__((ext_vector_type(5)));
            typedef float F8 __attribute__((ext_vector_type(8)));
            typedef char C3 __attribute__((ext_vector_type(3)));
            typedef short S5 __attribute__((ext_vector_type(5)));
            typedef double D1 __attribute__((ext_vector_type(1)));
            typedef float G4 __attribute__((vector_size(16)));
            typedef float G8 __attribute__((vector_size(32)));
            typedef short T8 __attribute__((vector_size(16)));
            _Static_assert(sizeof(F4) == 4 * sizeof(float), "count");
            _Static_assert(sizeof(F3) == sizeof(F4) && _Alignof(F3) == _Alignof(F4), "3 as 4");
            _Static_assert(sizeof(C3) == 4 && _Alignof(C3) == 4, "char3 as char4");
            _Static_assert(sizeof(F5) == sizeof(F8) && _Alignof(F5) == _Alignof(F8), "5 as 8");
            _Static_assert(sizeof(S5) == 16 && _Alignof(S5) == _Alignof(T8), "short5 as short8");
            _Static_assert(_Alignof(F4) == _Alignof(G4) && _Alignof(F8) == _Alignof(G8), "aligned as vector_size");
            _Static_assert(sizeof(D1) == 8 && _Alignof(D1) == 8, "one component");
            """;

    /** Laid out as clang lays them out on every target, read for that target: each struct or union {@code H}. */
    static final List<String> LAID_OUT = List.of(
            "typedef float V4 __attribute__((ext_vector_type(4)));\nstruct H { char c; V4 v; V4 a[2]; short s; };",
            // among the specifiers, the attribute makes the vector, which a declarator's '*' or '[2]' points to or repeats
            "typedef float __attribute__((ext_vector_type(2))) V, *P, A[2];\nstruct H { char c; V v; P p; A a; };",
            // a typedef of a vector typedef that lowers the alignment another raised, but not below the vector's
            "typedef float V4 __attribute__((ext_vector_type(4), aligned(16)));\ntypedef V4 A __attribute__((aligned(64)));\n"
                    + "typedef A L __attribute__((aligned(32)));\nstruct H { char c; L l; };",
            "typedef double D2 __attribute__((__ext_vector_type__(2)));\n"
                    + "typedef unsigned char U16 __attribute__((ext_vector_type(16)));\n"
                    + "struct H { char c; D2 d; U16 u; char e; };",
            "typedef __attribute__((ext_vector_type(2 * 4))) short S8;\n"
                    + "typedef long L2 __attribute__((ext_vector_type(2)));\nstruct H { char c; S8 s; L2 l; };",
            "typedef int I2 __attribute__((ext_vector_type(2)));\nstruct In { char c; I2 v; };\n"
                    + "union H { struct In in[2]; char c; };",
            "typedef float __attribute__((ext_vector_type(4))) V4, W4;\n"
                    + "struct H { char a[_Alignof(V4)]; char b[sizeof(W4)]; const V4 v; W4 w; };",
            "typedef signed char C8 __attribute__((ext_vector_type(16), aligned(32)));\nstruct H { char c; C8 v; };",
            "typedef float V2 __attribute__((ext_vector_type(2)));\ntypedef float V2 __attribute__((ext_vector_type(2)));\n"
                    + "typedef V2 W;\ntypedef W A2[2];\nstruct H { char c; W w; A2 a; const V2 v; V2 *p; };",
            // one component: the component with the vector's alignment
            "typedef float F1 __attribute__((ext_vector_type(1)));\n"
                    + "typedef double D1 __attribute__((ext_vector_type(1)));\n"
                    + "struct H { char c; F1 f; D1 d; F1 a[3]; char e; D1 b[2]; };",
            // 32 bytes on x86 and 8-byte integers on i386, which vector_size refuses for GCC's sake
            "typedef float F8 __attribute__((ext_vector_type(8)));\ntypedef int I2 __attribute__((ext_vector_type(2)));\n"
                    + "struct H { char c; F8 f; char d; I2 i; };",
            // typedefs of the model's own vector names, as opencl-c-base.h has them
            "typedef unsigned int uint4 __attribute__((ext_vector_type(4)));\n"
                    + "typedef float float2 __attribute__((ext_vector_type(2)));\n"
                    + "struct H { char c; uint4 u; float2 f; };",
            // clang's half-precision storage type, and an enum, an integer type
            "typedef __fp16 H4 __attribute__((ext_vector_type(4)));\ntypedef enum { A, B } E;\n"
                    + "typedef E E2 __attribute__((ext_vector_type(2)));\nstruct H { char c; H4 h; char d; E2 e; };");

    /**
     * Laid out as clang does on every target but the Microsoft ones, where the schema refuses them: clang's Windows
     * targets pack a vector as any type, and lay out a member of a typedef that lowers a vector's alignment with the
     * vector's own, while the model holds the vector's alignment as a typedef's.
     */
    static final List<String> NOT_ON_MICROSOFT = List.of(
            "typedef float V __attribute__((ext_vector_type(4), aligned(4)));\nstruct H { char c; V v; };",
            "typedef short __attribute__((aligned(4))) S8 __attribute__((ext_vector_type(8)));\n"
                    + "struct H { char c; S8 s; };",
            "typedef float V4 __attribute__((ext_vector_type(4)));\nstruct __attribute__((packed)) H { char c; V4 v; };",
            "typedef double D2 __attribute__((ext_vector_type(2)));\n#pragma pack(4)\nstruct H { char c; D2 v[2]; };",
            // a typedef of a vector typedef that lowers its alignment
            "typedef float V4 __attribute__((ext_vector_type(4), aligned(16)));\ntypedef V4 L __attribute__((aligned(8)));\n"
                    + "struct H { char c; L l; };");

    /** Refused by clang on every target, where the schema refuses them. */
    static final List<String> REFUSED = List.of(
            "float v __attribute__((ext_vector_type(4)));",
            "struct S { char c; float v __attribute__((ext_vector_type(4))); };",
            "typedef float *E __attribute__((ext_vector_type(4)));",
            "typedef float E[2] __attribute__((ext_vector_type(4)));",
            "typedef _Bool E __attribute__((ext_vector_type(4)));",
            "struct T { int x; };\ntypedef struct T E __attribute__((ext_vector_type(4)));",
            "typedef float E __attribute__((ext_vector_type(0)));",
            "typedef float E __attribute__((ext_vector_type));",
            "typedef float W __attribute__((ext_vector_type(4)));\ntypedef W E __attribute__((ext_vector_type(2)));",
            "typedef float W __attribute__((vector_size(8)));\ntypedef W E __attribute__((ext_vector_type(4)));",
            "typedef float W __attribute__((ext_vector_type(1)));\ntypedef W E __attribute__((ext_vector_type(4)));",
            "typedef float W __attribute__((ext_vector_type(1)));\ntypedef W E __attribute__((vector_size(16)));",
            "typedef float W __attribute__((vector_size(4)));\ntypedef W E __attribute__((ext_vector_type(4)));",
            "typedef float E __attribute__((ext_vector_type(4), vector_size(16)));",
            "typedef float E __attribute__((vector_size(16), ext_vector_type(4)));",
            "typedef __attribute__((ext_vector_type(4))) float E __attribute__((vector_size(16)));",
            "typedef __attribute__((vector_size(16))) float E __attribute__((ext_vector_type(4)));",
            "typedef __attribute__((ext_vector_type(4))) float A, E __attribute__((ext_vector_type(2)));",
            "typedef float V __attribute__((ext_vector_type(2)));\ntypedef float V __attribute__((vector_size(8)));",
            "typedef float V __attribute__((ext_vector_type(4)));\ntypedef float V __attribute__((ext_vector_type(2)));");

    /**
     * Taken by clang on every target, and by the schema read for every ABI: a typedef the model cannot hold is
     * refused only where a member has it.
     */
    static final List<String> TAKEN = List.of(
            "typedef float F2 __attribute__((ext_vector_type(2)));\nstruct S { char c; F2 f; };",
            "typedef float X, V __attribute__((ext_vector_type(3))), Y;\ntypedef char C5 __attribute__((ext_vector_type(5)));\n"
                    + "typedef float F32 __attribute__((ext_vector_type(32)));\n"
                    + "typedef long double L2 __attribute__((ext_vector_type(2)));\n"
                    + "typedef float F4 __attribute__((ext_vector_type(4)));\nstruct S { X x; Y y; };");

    /** What clang takes and the schema refuses, for the reason given, read for the ABI named ("": every ABI). */
    static final Map<String, List<String>> SCHEMA_REFUSES = Map.ofEntries(
            Map.entry("typedef float E __attribute__((ext_vector_type(3)));\nstruct S { E e; };",
                    List.of("aarch64", "clang lays out 3 components as 4 (16 bytes)")),
            Map.entry("typedef char E __attribute__((ext_vector_type(5)));\nstruct S { E e[2]; };",
                    List.of("x86_64-msvc", "clang lays out 5 components as 8 (8 bytes)")),
            Map.entry("typedef char E __attribute__((ext_vector_type(32)));\nstruct S { E e; };",
                    List.of("aarch64", "a vector of 32 components")),
            Map.entry("typedef __int128 E __attribute__((ext_vector_type(2)));\nstruct S { E e; };",
                    List.of("x86_64-sysv", "a vector of 2 '__int128'")),
            Map.entry("typedef long double E __attribute__((ext_vector_type(2)));\nstruct S { E e; };",
                    List.of("aarch64", "no vector type for")),
            Map.entry("typedef float E __attribute__((ext_vector_type(4)));\nstruct S { E e; };",
                    List.of("s390x", "to 8 with the vector facility")),
            Map.entry("typedef long E __attribute__((ext_vector_type(2)));\nstruct S { E e; };",
                    List.of("", "depends on the ABI")),
            // clang makes a vector of 16 'signed char' of this, and of 12 of ext_vector_type(3); GCC a 'signed char'
            Map.entry("typedef int E __attribute__((ext_vector_type(4), mode(QI)));\nstruct S { E e; };",
                    List.of("x86_64-sysv", "mode(QI)")),
            Map.entry("typedef int __attribute__((mode(HI))) E __attribute__((ext_vector_type(2)));\nstruct S { E e; };",
                    List.of("aarch64", "mode(HI)")),
            Map.entry("typedef float E __attribute__((ext_vector_type(4)));\nstruct S { int i; E e; };",
                    List.of("", "not the same on s390x, arm32")),
            Map.entry("typedef float E __attribute__((ext_vector_type(4)));\n#pragma pack(2)\nstruct S { E e; };",
                    List.of("x86_64-msvc", "#pragma pack(2)")));

    /** Laid out under the {@code opencl} ABI (read for every ABI) as clang's OpenCL C for {@code spir64} does. */
    static final List<String> OPENCL = List.of(
            "typedef float float2 __attribute__((ext_vector_type(2)));\n"
                    + "typedef unsigned char uchar4 __attribute__((ext_vector_type(4)));\n"
                    + "typedef short short4 __attribute__((ext_vector_type(4)));\n"
                    + "struct H { char c; float2 f; uchar4 u; char d; short4 s[2]; };",
            "typedef int int1 __attribute__((ext_vector_type(1)));\ntypedef int1 myint;\n"
                    + "struct H { char c; myint i; int1 a[3]; };");

    /** What the schema's reason for refusing a vector over 8 bytes read for IBM Z says. */
    private static final String IBM_Z = "to 8 with the vector facility";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbi")
    void clangCountsComponentsAndRoundsThemUpToAPowerOfTwo(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"), CLANG_FACTS)).isEmpty();
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void readForEveryAbiTheSchemaRefusesWhatClangRefuses(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "gnu11"), Abi.of(abiId), REFUSED, TAKEN);
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void readForOneAbiTheSchemaRefusesWhereClangRefuses(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        CAbi target = CAbi.of(abiId);
        for (String c : REFUSED) {
            assertThat(FirstErrors.schemaReadFor(c + "\n", target)).as(c)
                    .isEqualTo(FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"), c + "\n")).isNotEmpty();
        }
        for (String c : TAKEN) {
            assertThat(FirstErrors.schemaReadFor(c + "\n", target)).as(c).isEmpty();
        }
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void readForOneAbiTheSchemaLaysOutAsClang(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        VectorCasesLaidOut refused = VectorCasesLaidOut.check(dir, triple, abiId, pragma, LAID_OUT, NOT_ON_MICROSOFT,
                IBM_Z);
        boolean microsoft = abiId.contains("msvc");
        // the packed and lowering cases under every Microsoft ABI; on IBM Z, each case with a vector over 8 bytes and
        // no aligned(N) on its typedef
        assertThat(refused.microsoft()).isEqualTo(microsoft ? NOT_ON_MICROSOFT.size() : 0);
        assertThat(refused.ibmZ()).isEqualTo(abiId.equals("s390x") ? 8 : 0);
    }

    /**
     * clang for IBM Z aligns a vector over 8 bytes to 8 with the vector facility ({@code -march=z13}), as GCC for
     * IBM Z does its vector_size vectors, and to its size for its default CPU, which the schema therefore refuses;
     * with an {@code aligned(N)} on its typedef, both lay it out alike, as the schema does.
     */
    @Test
    void ibmZsVectorFacilityAlignsOtherwise() throws Exception {
        Oracle.require("clang", "clang");
        IbmZVectorFacility.assertDecidedOnlyByAligned(dir,
                "typedef float E __attribute__((ext_vector_type(4)));\nstruct H { char c; E e; };\n", IBM_Z,
                "typedef float E __attribute__((ext_vector_type(4), aligned(16)));\n"
                        + "typedef double F __attribute__((ext_vector_type(4), aligned(8)));\n"
                        + "struct H { char c; E e; char d; F f; };");
    }

    @Test
    void theSchemaRefusesWhatItCannotHoldWhereAMemberHasIt() throws Exception {
        for (var e : SCHEMA_REFUSES.entrySet()) {
            String abiId = e.getValue().get(0);
            CAbi target = abiId.isEmpty() ? null : CAbi.of(abiId);
            String typedefOnly = e.getKey().substring(0, e.getKey().indexOf('\n'));
            assertThat(FirstErrors.schemaReasonReadFor(e.getKey(), target)).as(e.getKey()).contains(e.getValue().get(1));
            assertThat(FirstErrors.schemaReasonReadFor(typedefOnly, target)).as(typedefOnly).isEmpty();
            if (Oracle.onPath("clang")) {
                String triple = abiId.isEmpty() ? "x86_64-linux-gnu" : ClangTargets.everyCAbi()
                        .filter(a -> a.get()[1].equals(abiId)).findFirst().orElseThrow().get()[0].toString();
                assertThat(FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"), e.getKey() + "\n"))
                        .as("clang for " + triple + " takes " + e.getKey()).isEmpty();
            }
        }
    }

    @Test
    void underOpenClTheSchemaLaysOutAsClangsOpenClC() throws Exception {
        Oracle.require("clang", "clang");
        Abi opencl = Abi.of("opencl");
        List<String> clangCl = List.of("clang", "-x", "cl", "-cl-std=CL2.0", "-target", "spir64", "-fsyntax-only",
                "-ferror-limit=0", "-w");
        for (String c : OPENCL) {
            assertThat(FirstErrors.schema(c, opencl)).as(c).isEmpty();
            ClangStaticAsserts asserts = ClangStaticAsserts.ofStructsNamedH(c, opencl);
            assertThat(asserts.size()).as(c).isPositive();
            assertThat(asserts.failuresUnder(clangCl)).as("facts clang's OpenCL C disagrees with in\n" + c).isEmpty();
        }
    }

    @Test
    void gccReadsNoExtVectorType() throws Exception {
        Oracle.require("gcc", "gcc");
        // GCC ignores the attribute (a warning): the typedef is the plain scalar, so no GCC rule bears on the layout
        String scalar = "typedef float V __attribute__((ext_vector_type(4)));\n"
                + "_Static_assert(sizeof(V) == sizeof(float), \"ignored\");\n";
        assertThat(FirstErrors.compiler(dir, List.of("gcc", "-std=gnu11", "-fsyntax-only", "-w"), scalar)).isEmpty();
    }
}
