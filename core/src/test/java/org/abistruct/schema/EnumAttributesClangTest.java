package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An enum's own attributes, against clang, where the schema dropped them. {@code aligned(N)} between {@code enum} and
 * its name or body, after its {@code }} or as {@code [[gnu::aligned(N)]]}, {@code __declspec(align(N))} there or
 * before {@code enum} in a declaration that defines it, and on a declaration before its body, is the enum's
 * alignment, as a typedef's is (GCC ignores it); {@code packed} makes GCC and clang give the enum the smallest integer
 * type its values fit, while clang's Microsoft targets ignore it, so a packed enum 1 or 2 bytes wide is refused where a
 * member has its type, as an enum 8 bytes wide is, and one whose values need 4 bytes is laid out. Each layout is
 * checked by clang's {@code _Static_assert}s on the size, alignment and member offsets of every struct {@code H...},
 * under each built-in C ABI's target ({@code packed} and {@code network} as x86-64 under {@code #pragma pack(1)},
 * {@code opencl} as OpenCL C for {@code spir64}); placements clang refuses are refused where clang refuses them.
 */
class EnumAttributesClangTest {
    /**
     * Taken by clang for every target: the schema lays each struct {@code H...} out as clang does. An alignment on the
     * enum's own declaration is the one its type has anyway, as GCC, which ignores it, lays it out too (others are
     * refused: {@link GccEnumAlignmentClangTest}), or is not the enum's.
     */
    private static final List<String> LAID_OUT = List.of(
            "enum __attribute__((aligned(4))) E { A };\nstruct H { char c; enum E e; char d; };",
            "enum E { A } __attribute__((aligned(4)));\nstruct H { char c; enum E e; };",
            "enum __attribute__((aligned(2))) E : short { A };\nstruct H { char c; enum E e; char d; };",
            "typedef enum __attribute__((aligned(4))) { A } T;\nstruct H { char c; T t; };",
            "enum __attribute__((aligned(4))) E;\nenum E { A };\nstruct H { char c; enum E e; };",
            "enum E;\nenum __attribute__((aligned(4))) E { A };\nstruct H { char c; enum E e; };",
            "enum __attribute__((aligned(2))) E : short;\nenum E : short { A };\nstruct H { char c; enum E e; };",
            "enum E *p; enum __attribute__((aligned(8))) E *q;\nenum E { A };\nstruct H { char c; enum E e; };",
            "enum E { A }; enum __attribute__((aligned(8))) E;\nstruct H { char c; enum E e; };",
            "typedef enum E T; enum __attribute__((aligned(4))) E { A };\nstruct H { char c; T t; };",
            "__attribute__((aligned(8))) enum E { A } x;\nstruct H { char c; enum E e; };",
            "enum E { A } const __attribute__((aligned(8))) x;\nstruct H { char c; enum E e; };",
            "typedef enum E { A } T __attribute__((aligned(16)));\nstruct H { char c; T t; enum E e; };",
            "enum __attribute__((aligned(4))) E { A };\nstruct __attribute__((packed)) H { char c; enum E e; };",
            "enum __attribute__((aligned(4))) E { A };\nstruct H { char c; _Alignas(16) enum E e; };",
            "struct H { enum __attribute__((aligned(4))) { A } e; char c; };",
            "struct H { char c; enum { A } __attribute__((aligned(4))) e; };",
            "__attribute__((packed)) enum E { A };\nstruct H { char c; enum E e; };",
            "typedef __attribute__((packed)) enum E { A } T;\nstruct H { char c; T t; enum E e; };",
            "enum E { A }; enum __attribute__((packed)) E x;\nstruct H { char c; enum E e; };",
            "enum E { A } const __attribute__((packed)) x;\nstruct H { char c; enum E e; };",
            "enum __attribute__((packed)) E : short { A };\nstruct H { char c; enum E e; };",
            "enum __attribute__((packed)) E : int { A };\nstruct H { char c; enum E e; };",
            "enum E : int __attribute__((packed)) { A };\nstruct H { char c; enum E e; };",
            "enum E : short __attribute__((aligned(8))) { A };\nstruct H { char c; enum E e; };",
            "enum __attribute__((packed)) E { A = 70000 };\nstruct H { char c; enum E e; };",
            "enum __attribute__((packed)) E { A = -40000 };\nstruct H { char c; enum E e; };",
            "enum __attribute__((packed)) E { A = 0x80000000u };\nstruct H { char c; enum E e; };",
            "enum __attribute__((packed, aligned(4))) E { A = 70000 };\nstruct H { char c; enum E e; };",
            "enum [[gnu::aligned(4)]] E { A };\nstruct H { char c; enum E e; };",
            "enum [[__gnu__::__packed__, gnu::aligned(4)]] [[deprecated]] E { A = 1 << 20 };\n"
                    + "struct H { char c; enum E e; };",
            "enum [[gnu::packed]] E : unsigned char { A };\nstruct H { short s; enum E e; };");

    /** Also laid out as clang does, but for the ABIs that pack every struct, whose #pragma pack would be overridden. */
    private static final List<String> PRAGMA_PACK = List.of(
            "#pragma pack(push, 1)\nenum __attribute__((aligned(4))) E { A };\nstruct H { char c; enum E e; };\n"
                    + "#pragma pack(pop)",
            "#pragma pack(push, 2)\nenum __attribute__((aligned(4))) E { A };\nstruct H { char c; enum E e; };\n"
                    + "#pragma pack(pop)");

    /**
     * Taken by clang's Windows targets, and with {@code -fdeclspec} by its others: laid out as clang does. GCC does not
     * read {@code __declspec}, so an alignment there is the enum's, higher or lower, as clang takes it.
     */
    private static final List<String> DECLSPEC_LAID_OUT = List.of(
            "enum __declspec(align(8)) E { A };\nstruct H { char c; enum E e; char d; };",
            "__declspec(align(8)) enum E { A };\nstruct H { char c; enum E e; };",
            "__declspec(align(8)) enum E;\nenum E { A };\nstruct H { char c; enum E e; };",
            "typedef __declspec(align(8)) enum E { A } T;\nstruct H { char c; T t; enum E e; };",
            "enum E { A } __declspec(align(8));\nstruct H { char c; enum E e; };",
            "enum __declspec(align(8)) E : short { A };\nstruct H { char c; enum E e; char d; };",
            "typedef enum __declspec(align(8)) { A } T;\nstruct H { char c; T t; };",
            "enum __declspec(align(8)) E;\nenum E { A };\nstruct H { char c; enum E e; };",
            "enum __declspec(align(8)) E : short;\nenum E : short { A };\nstruct H { char c; enum E e; };",
            "typedef enum E T; enum __declspec(align(8)) E { A };\nstruct H { char c; T t; };",
            "enum __declspec(align(8)) E : long long; typedef enum E T[2];\nenum E : long long { A };\n"
                    + "struct H { char c; T t; };",
            "enum __declspec(align(8)) E { A };\ntypedef enum E T __attribute__((aligned(16)));\n"
                    + "struct H { char c; T t; enum E e; };",
            "enum __declspec(align(8)) E : long long { A };\ntypedef enum E T;\nstruct H { char c; T t[3]; };",
            "enum __declspec(align(8)) E : long long { A };\nstruct H { char c; enum E a[2]; };",
            "enum __declspec(align(8)) E { A };\nstruct __attribute__((packed)) H { char c; enum E e; };",
            "enum __declspec(align(8)) E { A };\nstruct H { char c; _Alignas(16) enum E e; };",
            "struct H { enum __declspec(align(8)) { A } e; char c; };",
            "enum __declspec(align(8)) __attribute__((packed)) E { A = 70000 };\nstruct H { char c; enum E e; };",
            "enum __declspec(align(8)) __attribute__((aligned(4))) E { A };\nstruct H { char c; enum E e; };",
            "#pragma pack(push, 1)\nenum __declspec(align(8)) E { A };\nstruct H { char c; enum E e; };\n"
                    + "#pragma pack(pop)",
            "#pragma pack(push, 2)\nenum __declspec(align(8)) E { A };\nstruct H { char c; enum E e; };\n"
                    + "#pragma pack(pop)");

    /**
     * Packed enums whose values fit in 1 or 2 bytes, {@code enum E}: GCC and clang make them that wide, and clang's
     * Microsoft targets 4 bytes, so the schema refuses a member of the type.
     */
    private static final List<String> PACKED_NARROW = List.of(
            "enum __attribute__((packed)) E { A, B };",
            "enum E { A } __attribute__((packed));",
            "enum [[gnu::packed]] E { A = 255 };",
            "enum __attribute__((packed)) E { A = -1 };",
            "enum __attribute__((packed)) E { A = -128, B = 127 };",
            "enum __attribute__((packed)) E { A = 256 };",
            "enum __attribute__((packed)) E { A = -129 };",
            "enum __attribute__((packed)) E { A = -1, B = 128 };",
            "enum __attribute__((packed)) E { A = 65535 };",
            "enum __attribute__((packed)) E { A = -32768, B = 32767 };",
            "typedef enum __attribute__((packed)) { A, B } T;",
            "typedef enum E { A } __attribute__((packed)) T;");

    /** Also packed by clang, by a declaration before the body, which gcc does not pack. */
    private static final List<String> PACKED_BEFORE_BODY = List.of(
            "enum __attribute__((packed)) E;\nenum E { A };",
            "enum __attribute__((packed)) E *p;\nenum E { A };",
            "enum E; enum __attribute__((packed)) E;\nenum E { A };");

    /** Refused by clang. */
    private static final List<String> REFUSED = List.of(
            "enum E __attribute__((packed)) { A };",
            "enum E __attribute__((aligned(8))) { A };",
            "enum E [[gnu::packed]] { A };",
            "enum E [[deprecated]] x;",
            "enum E : short [[gnu::aligned(8)]] { A };",
            "enum E { A } [[gnu::packed]];",
            "enum E { A } [[gnu::aligned(8)]] x;",
            "enum E { A } [[deprecated]];",
            "enum E { A } _Alignas(8) x;",
            "struct S { enum { A } [[__gnu__::packed]] e; };",
            "enum E : int __attribute__((packed)) [[gnu::aligned(8)]] { A };");

    /** Taken by clang. */
    private static final List<String> TAKEN = List.of(
            "enum __attribute__((packed)) E { A };",
            "enum [[gnu::packed]] [[gnu::aligned(1)]] E { A };",
            "enum E : int __attribute__((packed)) { A };",
            "__attribute__((packed)) enum E { A };",
            "enum E { A } __attribute__((packed)) x;",
            "enum [[deprecated(\"old\"), maybe_unused]] E { A };");

    private static final Pattern PACKED_WIDTH = Pattern.compile("so (?:GCC and clang make|clang makes) it (\\d) bytes?"
            + " wide");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            i686-pc-windows-msvc, i386-msvc
            aarch64-linux-gnu, aarch64
            arm64-apple-macos, aarch64-apple
            aarch64-pc-windows-msvc, aarch64-msvc
            armv7a-linux-gnueabihf, arm32
            riscv64-linux-gnu, riscv64
            powerpc64le-linux-gnu, ppc64le
            s390x-linux-gnu, s390x
            spir64, opencl
            x86_64-linux-gnu, packed
            x86_64-linux-gnu, network
            """)
    void theSchemaLaysEnumAttributesOutAsClangDoes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        boolean packsAll = abiId.equals("packed") || abiId.equals("network");
        var cases = new ArrayList<>(LAID_OUT);
        if (!packsAll) {
            cases.addAll(PRAGMA_PACK);
        }
        for (String c : cases) {
            // OpenCL C has no long long, _Alignas or [[...]] (C2x)
            if (abiId.equals("opencl") && (c.contains("long long") || c.contains("[[") || c.contains("_Alignas"))) {
                continue;
            }
            assertThat(ClangStaticAsserts.ofStructsNamedH(packsAll ? "#pragma pack(push, 1)\n" + c + "\n#pragma pack(pop)" : c, abi)
                    .failuresUnder(compiler(triple, abiId))).as("facts clang disagrees with under " + triple + " in\n"
                    + c).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0} {1} ({2})")
    @MethodSource("org.abistruct.schema.ClangTargets#withDeclspec")
    void aDeclspecAlignsTheEnumAsInClang(String triple, String option, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        String[] options = option.isEmpty() ? new String[] {"-std=c2x"} : new String[] {"-std=c2x", option};
        for (String c : DECLSPEC_LAID_OUT) {
            assertThat(ClangStaticAsserts.ofStructsNamedH(c, abi).failures(triple, options)).as("facts clang disagrees with under " + triple
                    + " in\n" + c).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"x86_64-linux-gnu", "x86_64-pc-windows-msvc", "i386-linux-gnu", "i686-pc-windows-msvc",
            "aarch64-linux-gnu", "arm64-apple-macos", "aarch64-pc-windows-msvc", "armv7a-linux-gnueabihf",
            "riscv64-linux-gnu", "powerpc64le-linux-gnu", "s390x-linux-gnu", "spir64"})
    void aPackedEnumIsAsWideAsItsValuesNeedButUnderMicrosoftsAbisSoNoMemberHasItsType(String triple)
            throws Exception {
        Oracle.require("clang", "clang");
        boolean microsoft = triple.endsWith("msvc");
        var cases = new ArrayList<>(PACKED_NARROW);
        cases.addAll(PACKED_BEFORE_BODY);
        for (String c : cases) {
            String type = c.contains(" T;") ? "T" : "enum E";
            String source = c + "\nstruct H { char c; " + type + " e; };";
            String reason = FirstErrors.schemaReason(source, Abi.of("x86_64-sysv"));
            Matcher width = PACKED_WIDTH.matcher(reason);
            assertThat(width.find()).as(reason).isTrue();
            assertThat(FirstErrors.schema(source, Abi.of("x86_64-msvc"))).as(source)
                    .isEqualTo(c.lines().count() + 1 + ":20");
            int bytes = microsoft ? 4 : Integer.parseInt(width.group(1));
            var asserts = new ClangStaticAsserts(c);
            asserts.add("sizeof(" + type + ") == " + bytes);
            asserts.add("_Alignof(" + type + ") == " + bytes);
            if (triple.equals("spir64") && c.contains("[[")) {
                continue; // OpenCL C has no [[...]]
            }
            assertThat(asserts.failuresUnder(compiler(triple, triple.equals("spir64") ? "opencl" : "")))
                    .as("under " + triple + ": " + c).isEmpty();
        }
    }

    /**
     * The host's gcc packs an enum as clang does for its targets that are not Microsoft's, but not for {@code packed}
     * on a declaration before the body, and ignores an alignment attribute on an enum, wherever written, which clang
     * takes: the schema refuses such an alignment where it is not the enum's type's anyway
     * ({@link GccEnumAlignmentClangTest}).
     */
    @Test
    void gccPacksAnEnumAsClangDoesAndIgnoresItsAlignment() throws Exception {
        Oracle.require("gcc", "gcc");
        List<String> gcc = List.of("gcc", "-std=c2x", "-fsyntax-only", "-w");
        var cases = new ArrayList<>(PACKED_NARROW);
        cases.addAll(PACKED_BEFORE_BODY);
        for (String c : cases) {
            String type = c.contains(" T;") ? "T" : "enum E";
            Matcher width = PACKED_WIDTH.matcher(FirstErrors.schemaReason(c + "\nstruct H { " + type + " e; };",
                    Abi.of("x86_64-sysv")));
            assertThat(width.find()).as(c).isTrue();
            // packed on a declaration before the body: clang packs the enum, gcc does not (nor MSVC), so the
            // schema's refusal stands
            String bytes = PACKED_BEFORE_BODY.contains(c) ? "4" : width.group(1);
            assertThat(width.group()).as("the schema's message names gcc's packing").startsWith(
                    PACKED_BEFORE_BODY.contains(c) ? "so clang makes" : "so GCC and clang make");
            var asserts = new ClangStaticAsserts(c);
            asserts.add("sizeof(" + type + ") == " + bytes);
            asserts.add("_Alignof(" + type + ") == " + bytes);
            assertThat(asserts.failuresUnder(gcc)).as(c).isEmpty();
        }
        var asserts = new ClangStaticAsserts("enum __attribute__((aligned(8))) E { A };\n"
                + "enum F { B } __attribute__((aligned(8)));\nenum [[gnu::aligned(8)]] G { C };\n"
                + "enum __attribute__((aligned(2))) K { D };\nenum __attribute__((packed, aligned(4))) L { X };\n"
                + "enum __attribute__((aligned(8))) M;\nenum M { Y };");
        asserts.add("_Alignof(enum E) == 4");
        asserts.add("_Alignof(enum F) == 4");
        asserts.add("_Alignof(enum G) == 4");
        asserts.add("_Alignof(enum K) == 4");
        asserts.add("_Alignof(enum L) == 1");
        asserts.add("_Alignof(enum M) == 4");
        assertThat(asserts.failuresUnder(gcc)).isEmpty();
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaRefusesWhatClangRefuses(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c2x"), Abi.of(abiId), REFUSED, TAKEN);
    }

    /**
     * clang lowers an enum's alignment to an attribute's ({@code aligned(2)}), under every target, and its Microsoft
     * targets lay a member of it out by that alignment, where they lay one of a typedef that lowers an alignment out
     * by the type's own: the schema, which lowers an alignment only as a typedef does, refuses the member of an enum a
     * {@code __declspec(align(2))} lowers (GCC ignores the {@code __attribute__} spelling, so the schema refuses that
     * at the attribute already).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"x86_64-linux-gnu, 2", "x86_64-pc-windows-msvc, 4", "aarch64-pc-windows-msvc, 4"})
    void anAlignmentThatLowersAnEnumsIsRefusedAsMicrosoftsAbisLayItOutUnlikeATypedefs(String triple,
            int typedefOffset) throws Exception {
        Oracle.require("clang", "clang");
        var asserts = new ClangStaticAsserts("#include <stddef.h>\nenum __attribute__((aligned(2))) E { A };\n"
                + "typedef int I __attribute__((aligned(2)));\n"
                + "struct H { char c; enum E e; };\nstruct HT { char c; I e; };");
        asserts.add("_Alignof(enum E) == 2");
        asserts.add("offsetof(struct H, e) == 2");
        asserts.add("offsetof(struct HT, e) == " + typedefOffset);
        assertThat(asserts.failures(triple)).isEmpty();
        String gnu = "enum __attribute__((aligned(2))) E { A };\nstruct H { char c; enum E e; };";
        assertThat(FirstErrors.schema(gnu, Abi.of("x86_64-sysv"))).isEqualTo("1:21");
        assertThat(FirstErrors.schemaReason(gnu, Abi.of("x86_64-sysv"))).contains("clang gives 2, GCC 4");
        String source = "enum __declspec(align(2)) E { A };\nstruct H { char c; enum E e; };";
        var declspec = new ClangStaticAsserts("#include <stddef.h>\n" + source);
        declspec.add("offsetof(struct H, e) == 2");
        assertThat(declspec.failures(triple, triple.endsWith("msvc") ? "-w" : "-fdeclspec")).isEmpty();
        assertThat(FirstErrors.schema(source, Abi.of("x86_64-sysv"))).isEqualTo("2:20");
        assertThat(FirstErrors.schemaReason(source, Abi.of("x86_64-sysv")))
                .startsWith("the alignment attribute of 'enum E' asks for 2 bytes, less than its int32_t needs");
        assertThat(FirstErrors.schema("enum __declspec(align(4)) E : long long { A };\n"
                + "struct H { enum E e; };", Abi.of("i386-sysv"))).isEqualTo("2:12");
        assertThat(FirstErrors.schema(source.replace("struct H { char c; enum E e; }", "struct H { enum E *p; }"),
                Abi.of("x86_64-msvc"))).isEmpty();
    }

    /**
     * A typedef that lowers an aligned enum's alignment ({@code typedef enum E T __attribute__((aligned(4)));} with
     * {@code E} 8-aligned) makes a member 4-aligned under GCC's and clang's other targets, and 8-aligned under clang's
     * Microsoft targets, which lay a member out by its type without the typedef: the schema refuses the member.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"x86_64-linux-gnu, 4", "x86_64-pc-windows-msvc, 8", "i686-pc-windows-msvc, 8"})
    void aTypedefThatLowersAnAlignedEnumsAlignmentIsRefused(String triple, int offset) throws Exception {
        Oracle.require("clang", "clang");
        String enumFirst = "enum __declspec(align(8)) E { A };\ntypedef enum E T __attribute__((aligned(4)));";
        var asserts = new ClangStaticAsserts("#include <stddef.h>\n" + enumFirst + "\nstruct H { char c; T t; };");
        asserts.add("offsetof(struct H, t) == " + offset);
        assertThat(asserts.failures(triple, "-std=c2x", triple.endsWith("msvc") ? "-w" : "-fdeclspec")).isEmpty();
        Abi abi = Abi.of("x86_64-sysv");
        for (String c : List.of(enumFirst, "typedef enum E T __attribute__((aligned(4)));\n"
                + "enum __declspec(align(8)) E { A };", "enum __declspec(align(8)) E { A };\n"
                + "typedef enum E U; typedef U T __attribute__((aligned(2)));")) {
            assertThat(FirstErrors.schema(c + "\nstruct H { char c; T t; };", abi)).as(c).isEqualTo("3:20");
            assertThat(FirstErrors.schemaReason(c + "\nstruct H { char c; T t; };", abi)).as(c)
                    .startsWith("typedef 'T' lowers the alignment of 'enum E', 8 by its attribute, to ");
        }
    }

    /**
     * An enum with a fixed underlying type is complete from its first declaration, and clang keeps the alignment it
     * first needs the enum's with: the first declaration's where a later one adds an alignment attribute, or the
     * body's where nothing needed it before. The schema refuses a member of such an enum, naming both declarations.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"x86_64-linux-gnu", "x86_64-pc-windows-msvc"})
    void anAlignmentAddedAfterAFixedEnumsFirstDeclarationIsRefused(String triple) throws Exception {
        Oracle.require("clang", "clang");
        var asserts = new ClangStaticAsserts("enum F : short; enum __attribute__((aligned(8))) F : short;\n"
                + "enum G : short; enum __attribute__((aligned(8))) G : short { A };\n"
                + "enum K : short; typedef enum K T[2]; enum __attribute__((aligned(8))) K : short { B };");
        asserts.add("_Alignof(enum F) == 2");
        asserts.add("_Alignof(enum G) == 8");
        asserts.add("_Alignof(enum K) == 2");
        assertThat(asserts.failures(triple, "-std=c2x")).isEmpty();
        Abi abi = Abi.of("x86_64-sysv");
        for (String c : List.of("enum E : short; enum __attribute__((aligned(8))) E : short;",
                "enum E : short;\nenum __attribute__((aligned(8))) E : short { A };",
                "enum __attribute__((aligned(2))) E : short;\nenum __attribute__((aligned(8))) E : short { A };")) {
            String source = c + "\nstruct H { char c; enum E e; };";
            assertThat(FirstErrors.schema(source, abi)).as(c).isEqualTo(c.lines().count() + 1 + ":20");
            assertThat(FirstErrors.schemaReason(source, abi)).as(c)
                    .startsWith("'enum E' has a fixed underlying type, so it is complete from its declaration at c.c:1:");
            assertThat(FirstErrors.schema(c + "\nstruct H { enum E *p; };", abi)).as(c).isEmpty();
        }
    }

    /**
     * clang takes an array of an enum its attribute aligns beyond its size, and misaligns the elements
     * ({@code sizeof} of two 4-byte 8-aligned enums is 8); the schema refuses it, as an array of such a typedef.
     */
    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource({"x86_64-linux-gnu, x86_64-sysv", "x86_64-pc-windows-msvc, x86_64-msvc"})
    void anArrayOfAnEnumAlignedBeyondItsSizeIsRefused(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        String source = "enum __declspec(align(8)) E { A };\nstruct H { char c; enum E a[2]; };";
        var asserts = new ClangStaticAsserts(source);
        asserts.add("sizeof(enum E[2]) == 8");
        asserts.add("_Alignof(enum E[2]) == 8");
        assertThat(asserts.failures(triple, "-std=c2x", triple.endsWith("msvc") ? "-w" : "-fdeclspec")).isEmpty();
        assertThat(FirstErrors.schema(source, Abi.of(abiId))).isEqualTo("2:27");
        assertThat(FirstErrors.schemaReason(source, Abi.of(abiId))).startsWith("member 'a' is an array of elements a"
                + " typedef or an enum's attribute aligns to 8 bytes, though each is 4 bytes");
    }

    /**
     * The shader and other layouts lay an aligned enum out as the {@code int} it is with a typedef's alignment, as they
     * lay out a plain enum as its {@code int}: raised there, refused where a layout refuses a raised typedef.
     */
    @Test
    void otherAbisLayAnAlignedEnumOutAsATypedefOfItsInt() {
        String viaEnum = "enum __declspec(align(16)) E { A };\nstruct H { int x; enum E e; enum E a[2]; };";
        String viaTypedef = "typedef int E __attribute__((aligned(16)));\nstruct H { int x; E e; E a[2]; };";
        for (String id : List.of("std140", "std430", "scalar", "hlsl-cbuffer", "wgsl-uniform", "wgsl-storage",
                "metal", "packed", "network")) {
            Abi abi = Abi.of(id);
            StructType byEnum = SchemaParser.parse("c.c", viaEnum).types().getLast();
            StructType byTypedef = SchemaParser.parse("c.c", viaTypedef).types().getLast();
            assertThat(FirstErrors.schemaReason(viaEnum, abi)).as(id)
                    .isEqualTo(FirstErrors.schemaReason(viaTypedef, abi).replace("'E'", "'enum E'"));
            if (FirstErrors.schema(viaTypedef, abi).isEmpty()) {
                assertThat(abi.layout(byEnum).byteSize()).as(id).isEqualTo(abi.layout(byTypedef).byteSize());
                assertThat(abi.layout(byEnum).members().get(1).byteOffset()).as(id).isEqualTo(16);
            }
        }
    }

    /** clang's command for {@code triple}, OpenCL C 2.0 for {@code opencl}, C2x otherwise. */
    private static List<String> compiler(String triple, String abiId) {
        if (abiId.equals("opencl")) {
            return List.of("clang", "-x", "cl", "-cl-std=CL2.0", "-target", triple, "-fsyntax-only",
                    "-ferror-limit=0", "-w");
        }
        return List.of("clang", "-target", triple, "-std=c2x", "-fsyntax-only", "-ferror-limit=0", "-w");
    }
}
