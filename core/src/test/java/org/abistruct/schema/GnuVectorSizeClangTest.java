package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * GCC's {@code vector_size(N)} ({@code <link.h>}'s {@code La_x86_64_xmm}, OpenCL's {@code __cl_float4}), held to clang
 * on every built-in C ABI's target and to gcc {@code -m64} and {@code -m32}: read for one ABI, a vector of an integer
 * or floating-point type is laid out as clang lays it out there; what clang refuses is refused where clang refuses it;
 * what the model cannot hold, or GCC and clang lay out apart, is refused with the reason.
 */
class GnuVectorSizeClangTest {
    /** Laid out as clang lays them out on every target, read for that target: each struct or union {@code H}. */
    static final List<String> LAID_OUT = List.of(
            "typedef float V4 __attribute__((vector_size(16)));\nstruct H { char c; V4 v; V4 a[2]; short s; };",
            // among the specifiers, the attribute makes the vector, which a declarator's '*' or '[2]' points to or repeats
            "typedef float __attribute__((vector_size(8))) V, *P, A[2];\n"
                    + "struct H { char c; V v; P p; A a; char d; float __attribute__((vector_size(8))) m[3], *q; };",
            // a typedef of a vector typedef that lowers the alignment another raised, but not below the vector's
            "typedef float V4 __attribute__((vector_size(16), aligned(16)));\ntypedef V4 A __attribute__((aligned(64)));\n"
                    + "typedef A L __attribute__((aligned(32)));\nstruct H { char c; L l; };",
            "typedef double D2 __attribute__((__vector_size__(16)));\n"
                    + "typedef unsigned char U16 __attribute__((vector_size(16)));\n"
                    + "struct H { char c; D2 d; U16 u; char e; };",
            "struct H { char c; float v __attribute__((vector_size(8))); short s __attribute__((vector_size(16))); };",
            "typedef long L __attribute__((vector_size(16)));\n"
                    + "struct H { char c; L l; unsigned long u __attribute__((vector_size(2 * 8))); };",
            "typedef int I4 __attribute__((vector_size(16)));\nstruct In { char c; I4 v; };\n"
                    + "union H { struct In in[2]; char c; };",
            "typedef float __attribute__((vector_size(16))) V4;\n"
                    + "struct H { char a[_Alignof(V4)]; char b[sizeof(V4)]; const V4 v; };",
            "typedef signed char C8 __attribute__((vector_size(16), aligned(32)));\nstruct H { char c; C8 v; };",
            "struct H { char c; float v __attribute__((aligned(4), vector_size(8))); };",
            // sizeof of a subscripted vector member: the component's size, as clang makes it (d's offset shows it)
            "typedef float A4 __attribute__((vector_size(16), aligned(16)));\nstruct S { A4 v; };\n"
                    + "struct H { char c[sizeof(((struct S *)0)->v[1]) * 3]; char d; A4 v; };",
            "typedef float V2 __attribute__((vector_size(8)));\ntypedef float V2 __attribute__((vector_size(8)));\n"
                    + "typedef V2 W;\ntypedef W A2[2];\nstruct H { char c; W w; A2 a; const V2 v; V2 *p; };",
            // one component, as clang's __m64 and OpenCL's __cl_long1: the component with the vector's alignment
            "typedef float F1 __attribute__((vector_size(4)));\ntypedef double D1 __attribute__((vector_size(8)));\n"
                    + "struct H { char c; F1 f; D1 d; F1 a[3]; char e; D1 b[2]; };");

    /**
     * Laid out as clang does on every target but the Microsoft ones, where the schema refuses them (the packed ones
     * always, the lowered alignments where they lower it): clang's Windows targets pack a vector as any type, and lay
     * out a member of a typedef that lowers a vector's alignment with the vector's own, while the model holds the
     * vector's alignment as a typedef's.
     */
    static final List<String> NOT_ON_MICROSOFT = List.of(
            "typedef float La_x86_64_ymm __attribute__ ((__vector_size__ (32), __aligned__ (16)));\n"
                    + "typedef double La_x86_64_zmm __attribute__ ((__vector_size__ (64), __aligned__ (16)));\n"
                    + "struct H { char c; La_x86_64_ymm y; La_x86_64_zmm z; };",
            "typedef unsigned long long Q __attribute__((vector_size(32), aligned(8)));\nstruct H { char c; Q q; };",
            "typedef short __attribute__((aligned(4))) S8 __attribute__((vector_size(16)));\nstruct H { char c; S8 s; };",
            "typedef float V4 __attribute__((vector_size(16)));\nstruct __attribute__((packed)) H { char c; V4 v; };",
            "typedef double D2 __attribute__((vector_size(16)));\n#pragma pack(4)\nstruct H { char c; D2 v[2]; };",
            // a typedef of a vector typedef that lowers its alignment
            "typedef float V4 __attribute__((vector_size(16), aligned(16)));\ntypedef V4 L __attribute__((aligned(8)));\n"
                    + "struct H { char c; L l; };");

    /** Refused by clang on every target, where the schema refuses them. */
    static final List<String> REFUSED = List.of(
            "typedef float E __attribute__((vector_size(6)));",
            "typedef int *E __attribute__((vector_size(16)));",
            "typedef float E[2] __attribute__((vector_size(16)));",
            "struct T { int x; };\ntypedef struct T E __attribute__((vector_size(16)));",
            "typedef _Bool E __attribute__((vector_size(16)));",
            "struct S { double d __attribute__((vector_size(12))); };",
            "struct S { int a; } s __attribute__((vector_size(16)));",
            "typedef struct { int a; } T __attribute__((vector_size(16)));",
            "struct S { struct { int a; } in __attribute__((vector_size(16))); };",
            "typedef float V2 __attribute__((vector_size(8)));\ntypedef float V2;",
            "_Bool b __attribute__((vector_size(16)));",
            "short s __attribute__((vector_size(9)));",
            // a one-component vector is a vector still, no element of another
            "typedef float G __attribute__((vector_size(4)));\ntypedef G E __attribute__((vector_size(16)));",
            "typedef double G __attribute__((vector_size(8)));\nG g __attribute__((vector_size(16)));",
            // a second vector_size on one declaration, in the same list or not, makes a vector of vectors
            "typedef float E __attribute__((vector_size(16), vector_size(8)));",
            "struct S { float v __attribute__((vector_size(16), vector_size(16))); };",
            "typedef __attribute__((vector_size(8))) float A, B __attribute__((vector_size(8)));",
            "float v __attribute__((vector_size(16))) __attribute__((vector_size(8)));",
            "__attribute__((vector_size(16))) float v __attribute__((vector_size(16)));");

    /** Taken by clang on every target, and by the schema read for every ABI: the same alignment on each. */
    static final List<String> TAKEN = List.of(
            "typedef float F2 __attribute__((vector_size(8)));\nstruct S { char c; F2 f; };",
            "float g __attribute__((vector_size(16)));\nlong l __attribute__((vector_size(16)));\n"
                    + "int h __attribute__((vector_size(32))), i __attribute__((vector_size(4)));",
            "float __attribute__((vector_size(8))) *gp, ga[2];");

    /** What clang takes and the schema refuses, for the reason given, read for the ABI named (null: every ABI). */
    static final Map<String, List<String>> SCHEMA_REFUSES = Map.ofEntries(
            Map.entry("typedef char E __attribute__((vector_size(32)));",
                    List.of("aarch64", "a vector of 32 components")),
            Map.entry("typedef float E __attribute__((vector_size(12)));", List.of("aarch64", "not a power of two")),
            Map.entry("typedef float E __attribute__((vector_size(32)));", List.of("x86_64-sysv", "GCC aligns a 32-byte vector to 16")),
            Map.entry("typedef int E __attribute__((vector_size(8)));", List.of("i386-sysv", "GCC aligns an 8-byte integer vector to 4")),
            Map.entry("typedef float E __attribute__((vector_size(16)));", List.of("s390x", "GCC aligns a 16-byte vector to 8")),
            Map.entry("typedef float E __attribute__((aligned(4), vector_size(16)));",
                    List.of("aarch64", "GCC applies")),
            Map.entry("typedef float __attribute__((vector_size(16))) E __attribute__((aligned(8)));",
                    List.of("aarch64", "GCC applies")),
            Map.entry("typedef long E __attribute__((vector_size(16)));", List.of("", "depends on the ABI")),
            Map.entry("typedef float E __attribute__((vector_size(16)));\nstruct S { E e; };",
                    List.of("", "not the same on s390x, arm32")),
            Map.entry("typedef float E __attribute__((vector_size(16)));\n#pragma pack(2)\nstruct S { E e; };",
                    List.of("x86_64-msvc", "#pragma pack(2)")),
            // the model's vectors have components of at most 64 bits; one __int128 component is the __int128 itself
            Map.entry("typedef __int128 E __attribute__((vector_size(32)));",
                    List.of("aarch64", "vector of 2 '__int128'")),
            Map.entry("typedef unsigned __int128 E __attribute__((vector_size(64)));",
                    List.of("x86_64-msvc", "vector of 4 'unsigned __int128'")));

    /** Cases of {@link #SCHEMA_REFUSES} gcc aligns otherwise than clang: gcc's option, clang's target and alignment. */
    static final List<List<String>> GCC_ALIGNS_OTHERWISE = List.of(
            List.of("typedef float E __attribute__((vector_size(32)));", "-m64", "x86_64-linux-gnu", "32"),
            List.of("typedef int E __attribute__((vector_size(8)));", "-m32", "i386-linux-gnu", "8"),
            List.of("typedef float E __attribute__((aligned(4), vector_size(16)));", "-m64", "x86_64-linux-gnu", "4"),
            List.of("typedef float __attribute__((vector_size(16))) E __attribute__((aligned(8)));", "-m64",
                    "x86_64-linux-gnu", "8"));

    /** What the schema's reason for refusing a vector over 8 bytes read for IBM Z, where GCC aligns it to 8, says. */
    private static final String IBM_Z = "to 8 on this target";

    @TempDir
    Path dir;

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
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbiAndPacked")
    void readForOneAbiTheSchemaLaysOutAsClang(String triple, String abiId, String pragma) throws Exception {
        Oracle.require("clang", "clang");
        VectorCasesLaidOut refused = VectorCasesLaidOut.check(dir, triple, abiId, pragma, LAID_OUT, NOT_ON_MICROSOFT,
                IBM_Z);
        boolean microsoft = abiId.contains("msvc");
        // the packed cases at least, under every Microsoft ABI; on IBM Z, each case with a vector over 8 bytes and no
        // aligned(N) after it
        assertThat(refused.microsoft()).isGreaterThanOrEqualTo(microsoft ? 2 : 0);
        assertThat(refused.ibmZ()).isEqualTo(abiId.equals("s390x") ? 8 : 0);
    }

    /**
     * GCC for IBM Z aligns a vector over 8 bytes to 8, and so does clang with the vector facility ({@code -march=z13},
     * which stands in for GCC here: the two agree), while clang for its default CPU aligns it to its size, which the
     * schema therefore refuses; with an {@code aligned(N)} after the vector_size on its typedef, both lay it out alike,
     * as the schema does.
     */
    @Test
    void ibmZsVectorFacilityAlignsOtherwise() throws Exception {
        Oracle.require("clang", "clang");
        IbmZVectorFacility.assertDecidedOnlyByAligned(dir,
                "typedef float E __attribute__((vector_size(16)));\nstruct H { char c; E e; };\n", IBM_Z,
                "typedef float E __attribute__((vector_size(16), aligned(16)));\n"
                        + "typedef double F __attribute__((vector_size(32), aligned(8)));\n"
                        + "struct H { char c; E e; char d; F f; };");
    }

    /**
     * ABIs derived from built-in ones with a pack or another byte order, with the pragma that makes clang lay out as
     * the pack does: read for one of them, a file is laid out as clang lays it out there, or refused on the Microsoft
     * ones where the pack lowers a vector's alignment (clang's Windows targets pack the vector as any type), and on IBM
     * Z where GCC and clang align a vector apart.
     */
    static Stream<Arguments> derivedAbis() {
        return Stream.of(
                Arguments.of("x86_64-pc-windows-msvc", CAbi.of("x86_64-msvc").withPack(2), "#pragma pack(2)\n"),
                Arguments.of("aarch64-pc-windows-msvc", CAbi.of("aarch64-msvc").withPack(4), "#pragma pack(4)\n"),
                Arguments.of("i686-pc-windows-msvc", CAbi.of("i386-msvc").withPack(1), "#pragma pack(1)\n"),
                Arguments.of("x86_64-pc-windows-msvc", CAbi.of("x86_64-msvc").withPack(16), "#pragma pack(16)\n"),
                Arguments.of("x86_64-linux-gnu", CAbi.of("x86_64-sysv").withPack(2), "#pragma pack(2)\n"),
                Arguments.of("s390x-linux-gnu", CAbi.of("s390x").withPack(4), "#pragma pack(4)\n"),
                Arguments.of("aarch64-linux-gnu", CAbi.of("aarch64").withByteOrder(java.nio.ByteOrder.BIG_ENDIAN),
                        ""));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("derivedAbis")
    void readForADerivedAbiTheSchemaLaysOutAsClangOrRefusesOnMicrosoft(String triple, CAbi target, String pragma)
            throws Exception {
        Oracle.require("clang", "clang");
        boolean lowersOnMicrosoft = target.id().contains("msvc") && target.pack() > 0
                && target.pack() < target.pointerSize();
        int refused = 0;
        for (String c : Stream.concat(LAID_OUT.stream(), NOT_ON_MICROSOFT.stream()).toList()) {
            boolean ibmZ = target.id().startsWith("s390x") && FirstErrors.schemaReasonReadFor(c, target).contains(IBM_Z);
            if (ibmZ || target.id().contains("msvc") && !FirstErrors.schemaReasonReadFor(c, target).isEmpty()) {
                assertThat(FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"), pragma + c + "\n")).as(c)
                        .isEmpty();
                assertThat(FirstErrors.schemaReasonReadFor(c, target)).as(c).contains(ibmZ ? IBM_Z : "clang's Microsoft targets");
                refused++;
                continue;
            }
            assertThat(FirstErrors.schemaReadFor(c, target)).as(c).isEmpty();
            ClangStaticAsserts asserts = ClangStaticAsserts.ofStructsNamedH(pragma + c, c, target, target);
            assertThat(asserts.failures(triple, "-std=gnu11")).as("facts clang disagrees with under " + triple
                    + pragma + " in\n" + c).isEmpty();
        }
        // each case but the one-component ones whose alignment the pack leaves, where the pack lowers a vector's
        assertThat(refused).isGreaterThanOrEqualTo(lowersOnMicrosoft ? LAID_OUT.size() - 2 : 0);
    }

    /**
     * clang's Microsoft layout ignores a {@code #pragma pack} wider than a pointer ({@code pack(8)} on i686,
     * {@code pack(16)} on x86-64 and AArch64), the file's own or an ABI's ({@link CAbi#withPack}): every case is laid
     * out as without it, those aligned above the pack too, not refused as under a pack that lowers a vector.
     */
    static Stream<Arguments> packsTheMicrosoftLayoutIgnores() {
        return Stream.of(Arguments.of("i686-pc-windows-msvc", "i386-msvc", 8),
                Arguments.of("x86_64-pc-windows-msvc", "x86_64-msvc", 16),
                Arguments.of("aarch64-pc-windows-msvc", "aarch64-msvc", 16));
    }

    @ParameterizedTest(name = "{1} pack({2})")
    @MethodSource("packsTheMicrosoftLayoutIgnores")
    void aPackWiderThanAPointerLowersNoVectorOnMicrosoft(String triple, String abiId, int pack) throws Exception {
        Oracle.require("clang", "clang");
        String pragma = "#pragma pack(" + pack + ")\n";
        CAbi abi = CAbi.of(abiId);
        int alignedAboveThePack = 0;
        for (String c : LAID_OUT) {
            assertThat(FirstErrors.schemaReasonReadFor(pragma + c, abi)).as(pragma + c).isEmpty();
            ClangStaticAsserts.assertLaidOutAsClangFor(triple, "", pragma + c, abi);
            assertThat(FirstErrors.schemaReasonReadFor(c, abi.withPack(pack))).as(abi.withPack(pack).id() + ": " + c)
                    .isEmpty();
            StructLayout layout = ClangStaticAsserts.assertLaidOutAsClangFor(triple, pragma, c, abi.withPack(pack));
            alignedAboveThePack += layout.byteAlignment() > pack ? 1 : 0;
        }
        assertThat(alignedAboveThePack).isPositive();
    }

    /**
     * Read for every ABI, a {@code #pragma pack(16)} lowers a vector under no Microsoft ABI (each ignores it), so the
     * file is laid out under each as clang does; {@code pack(8)} lowers it under {@code x86_64-msvc}, which refuses it.
     */
    @Test
    void readForEveryAbiAPackNoMicrosoftAbiAppliesLowersNoVector() {
        String vector = "typedef float F2 __attribute__((vector_size(8), aligned(32)));\nstruct H { char c; F2 v; };";
        ClangStaticAsserts.assertTakenAndLaidOutAsClangAndGcc("#pragma pack(16)\n" + vector, false,
                ClangTargets.everyCAbi());
        assertThat(FirstErrors.schemaReasonReadFor("#pragma pack(8)\n" + vector, null))
                .contains("#pragma pack(8)").contains("clang's Microsoft targets");
    }

    /**
     * A typedef that lowers its own vector's alignment, as clang's {@code <xmmintrin.h>} declares {@code __m128_u} (which
     * only a function body uses, so that OpenCL's {@code CL/cl.h} preprocessed for Windows has it), is taken read for a
     * Microsoft ABI, as clang takes it, and a member of it refused at the member, naming the typedef: it was refused at
     * the typedef, which refused the whole header.
     */
    @Test
    void aTypedefThatLowersItsVectorsAlignmentIsTakenOnMicrosoftAndAMemberOfItRefused() throws Exception {
        String typedef = "typedef float __m128_u __attribute__((__vector_size__(16), __aligned__(1)));\n";
        String unused = typedef + "struct H { char c; };";
        String used = typedef + "struct H { char c;\n  __m128_u v; };";
        for (String abiId : List.of("x86_64-msvc", "i386-msvc", "aarch64-msvc")) {
            CAbi target = CAbi.of(abiId);
            assertThat(FirstErrors.schemaReadFor(unused, target)).as(abiId).isEmpty();
            assertThat(FirstErrors.schemaReadFor(used, target)).as(abiId).isEqualTo("3:3");
            assertThat(FirstErrors.schemaReasonReadFor(used, target)).as(abiId).contains("clang's Microsoft targets")
                    .endsWith("(typedef declared at c.c:1:39)");
        }
        if (Oracle.onPath("clang")) {
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-pc-windows-msvc", "gnu11"), used + "\n"))
                    .isEmpty();
        }
    }

    @Test
    void theSchemaRefusesWhatItCannotHoldWhereClangTakesIt() throws Exception {
        for (var e : SCHEMA_REFUSES.entrySet()) {
            String abiId = e.getValue().get(0);
            CAbi target = abiId.isEmpty() ? null : CAbi.of(abiId);
            assertThat(FirstErrors.schemaReasonReadFor(e.getKey(), target)).as(e.getKey()).contains(e.getValue().get(1));
            if (Oracle.onPath("clang")) {
                String triple = abiId.isEmpty() ? "x86_64-linux-gnu" : ClangTargets.everyCAbi()
                        .filter(a -> a.get()[1].equals(abiId)).findFirst().orElseThrow().get()[0].toString();
                assertThat(FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"), e.getKey() + "\n"))
                        .as("clang for " + triple + " takes " + e.getKey()).isEmpty();
            }
        }
    }

    @Test
    void gccTakesThemAndLaysThemOutAsTheSchemaForTheHost() throws Exception {
        Oracle.require("gcc", "gcc");
        List<String> gcc = List.of("gcc", "-std=gnu11", "-fsyntax-only", "-w");
        for (String c : REFUSED) {
            // GCC takes a vector of pointers, and gives the attribute of an array typedef to its elements
            boolean gccTakes = c.contains("int *E") || c.contains("E[2]");
            assertThat(FirstErrors.compiler(dir, gcc, c + "\n")).as(c).matches(gccTakes ? "" : ".+");
        }
        for (String c : TAKEN) {
            assertThat(FirstErrors.compiler(dir, gcc, c + "\n")).as(c).isEmpty();
        }
        if (System.getProperty("os.arch").equals("amd64")) {
            for (String m : List.of("-m64", "-m32")) {
                CAbi target = CAbi.of(m.equals("-m64") ? "x86_64-sysv" : "i386-sysv");
                for (String c : Stream.concat(LAID_OUT.stream(), NOT_ON_MICROSOFT.stream()).toList()) {
                    assertThat(ClangStaticAsserts.ofStructsNamedH(c, c, target, target).failuresUnder(List.of("gcc", m, "-std=gnu11", "-fsyntax-only",
                            "-w"))).as(m + " " + c).isEmpty();
                }
            }
            // what the schema refuses for GCC's sake: gcc refuses it, or aligns it otherwise than clang
            assertThat(FirstErrors.compiler(dir, gcc, "typedef float E __attribute__((vector_size(12)));\n"))
                    .isNotEmpty();
            for (List<String> c : GCC_ALIGNS_OTHERWISE) {
                String clangAlignment = c.get(0) + "\n_Static_assert(_Alignof(E) == " + c.get(3) + ", \"clang's\");\n";
                assertThat(FirstErrors.compiler(dir, FirstErrors.clang(c.get(2), "gnu11"), clangAlignment))
                        .as("clang " + c).isEmpty();
                assertThat(FirstErrors.compiler(dir, List.of("gcc", c.get(1), "-std=gnu11", "-fsyntax-only", "-w"),
                        clangAlignment)).as("gcc " + c).isNotEmpty();
                assertThat(SCHEMA_REFUSES).containsKey(c.get(0));
            }
        }
    }

}
