package org.abistruct.conformance.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.abistruct.abi.Abi;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.schema.Schema;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * Typedefs whose alignment attribute lowers or raises a type's natural alignment, against clang under every C ABI
 * ({@link CTarget#all()}, and {@code network} beside {@code packed}): every struct and union of a hand-written
 * header must have clang's size and alignment ({@code -fdump-record-layouts-simple}), every member clang's offset
 * (bit offset for a bitfield), and every member that is not a bitfield clang's size (a {@code _Static_assert}
 * clang checks). The header covers scalar, pointer, struct and array typedefs, typedefs of typedefs, array
 * elements, nested structs, unions, explicit alignments, {@code #pragma pack}, {@code __attribute__((packed))},
 * bitfields, {@code __declspec(align(N))} and an alignment after the typedef name of a struct definition.
 */
@Tag("conformance")
class TypedefAlignmentClangTest {
    /** What both C and OpenCL C declare. */
    private static final String COMMON = """
            typedef int int2a __attribute__((aligned(2)));
            typedef int int1a __attribute__((aligned(1)));
            typedef int int8a __attribute__((aligned(8)));
            typedef int __attribute__((aligned(2))) int2c;
            typedef __attribute__((aligned(1))) short short1;
            typedef double dbl1 __attribute__((aligned(1)));
            typedef double dbl16 __attribute__((aligned(16)));
            typedef long lng2 __attribute__((aligned(2)));
            typedef int2a int2b;
            typedef int8a int8to2 __attribute__((aligned(2)));
            typedef int1a int1to4 __attribute__((aligned(4)));
            typedef char *cptr1 __attribute__((aligned(1)));
            typedef __declspec(align(2)) int dint2;
            typedef __declspec(align(16)) int dint16;
            typedef dint16 dint16to1 __attribute__((aligned(1)));
            struct In { int a; short b; };
            typedef struct In InA1 __attribute__((aligned(1)));
            typedef struct In InA2 __attribute__((aligned(2)));
            typedef struct In InA16 __attribute__((aligned(16)));
            typedef InA1 InA1b;
            typedef int pairI[2] __attribute__((aligned(1)));
            typedef short sp8[4] __attribute__((aligned(8)));
            typedef int2a pair2[2];
            typedef pairI quadI[2];
            typedef pair2 pair2b __attribute__((aligned(8)));
            typedef int2a pair2a1[2] __attribute__((aligned(1)));
            struct TD { char c; int2a x; char d; dbl1 e; };
            struct TD2 { char c; int2a arr[3]; };
            struct Chain { char c; int2b a; char d; int8to2 b; char e; int1to4 f; char g; lng2 h; char i; int2c j;
                char k; short1 l; };
            struct Declspec { char c; dint2 a; char d; dint2 b[3]; char e; dint16 f; char g; dint16to1 h; char i;
                dint16to1 j[2]; };
            struct Ptr { char c; cptr1 p; char d; cptr1 q[2]; char e; int2a *r; };
            struct Nest { char c; InA1 a; char d; InA2 b; char e; InA1b f; char g; struct In h; };
            struct Raise { char c; InA16 a; char d; dbl16 e; char f; int8a g; char h; lng2 i[2]; };
            struct Arrs { char c; InA1 a[2]; char d; dbl1 e[3]; char f; pairI g; char h; pairI i[2]; char j; sp8 k;
                char l; sp8 m[2]; char n; pair2 o; char p; quadI q; char r; pair2b s; char t; pair2b u[2]; char v;
                int2a w[2][3]; char x; pair2a1 y; char z; pair2a1 zz[3]; };
            struct Outer { char c; struct TD td; char d; struct TD2 td2[2]; char e; struct Nest n; };
            struct Flex { char c; int2a fam[]; };
            struct Flex2 { short s; char c; pair2a1 fam[]; };
            union U { char c[3]; int2a x; };
            union U2 { char c; dbl1 d; int1a i[3]; InA1 in; };
            struct WithUnion { char c; union U u; char d; union U2 u2; };
            struct Explicit { char c; int2a a __attribute__((aligned(8))); char d; int2a b __attribute__((aligned(4)));
                char e; int2a f[2] __attribute__((aligned(4))); char g; InA1 h __attribute__((aligned(2))); };
            #pragma pack(push, 1)
            struct P1 { char c; int2a x; char d; int8a y; char e; int2a z[2]; char f; InA16 g; char h; struct TD td; };
            #pragma pack(pop)
            #pragma pack(push, 4)
            struct P4 { char c; int8a x; char d; dbl1 y; char e; int2a z; char f; InA16 g; char h; lng2 i; char j;
                dint16 k; };
            #pragma pack(pop)
            #pragma pack(push, 2)
            struct P2 { char c; struct TD td; char d; struct Nest n; char e; struct Explicit x; };
            #pragma pack(pop)
            struct __attribute__((packed)) Q1 { char c; int2a x; char d; int8a y; char e; int2a z[2]; char f;
                int2a g __attribute__((aligned(4))); };
            struct __attribute__((packed)) Q2 { char c; struct TD td; char d; InA16 e; char f; pair2b g; };
            struct HoldsPacked { char c; struct Q1 q; char d; struct Q2 q2; };
            typedef struct { int i; double d; } AnonA1 __attribute__((aligned(1)));
            typedef struct TagA2 { int i; double d; } NamedA2 __attribute__((aligned(2))), *PNamedA2;
            typedef struct { int i; } AnonA32 __attribute__((aligned(32)));
            typedef struct { int i; } __attribute__((aligned(16))) OwnA16;
            struct UsesNamed { char c; AnonA1 a; char d; NamedA2 b; char e; struct TagA2 f; char g; AnonA32 h;
                char i; OwnA16 j; char k; PNamedA2 p; char l; AnonA1 m[2]; };
            typedef __attribute__((aligned(16))) struct TS16 { int i; } XS16;
            typedef __attribute__((aligned(1))) struct TS1 { int i; double d; } XS1, XS1b;
            typedef __declspec(align(16)) struct TD16 { int i; } XD16;
            struct Before { char c; XS1 a; char d; XS16 b; char e; struct TS16 f; char g; XD16 h; char i; XS1b j; };
            """;

    /** What OpenCL C has not: {@code long long}, {@code long double}, {@code _Alignas} and bitfields. */
    private static final String C_ONLY = """
            typedef long long ll4 __attribute__((aligned(4)));
            typedef long long ll2 __attribute__((aligned(2)));
            typedef long double ld4 __attribute__((aligned(4)));
            typedef long double ld2 __attribute__((aligned(2)));
            typedef unsigned long long ull1 __attribute__((aligned(1)));
            typedef short sh8 __attribute__((aligned(8)));
            struct Wide { char c; ll4 a; char d; ll2 b[2]; char e; ld4 f; char g; ld2 h[2]; };
            struct Align { char c; _Alignas(8) int2a a; char d; _Alignas(4) int2a b[2]; };
            struct B1 { char c; int2a x : 20; char d; };
            struct B2 { char c; int8a x : 3; char d; };
            struct B3 { char c; int1a x : 30; char d; };
            struct B4 { char c[3]; int2a x : 16; };
            struct B5 { char c; ull1 x : 60; char d; };
            struct B6 { char c; int2a : 0; char d; };
            struct B7 { char c; int8a : 0; char d; };
            struct B8 { char c; sh8 x : 3; sh8 y : 5; int z : 2; };
            struct B9 { char c; int1a : 3; char d; };
            struct B10 { short s; int8a : 3; char d; };
            struct B11 { char c; int2a x : 4 __attribute__((aligned(4))); char d; int1a y : 9; };
            union BU { char c; int8a x : 3; };
            union BU2 { char c[3]; int1a x : 30; };
            #pragma pack(push, 2)
            struct PB1 { char c; int8a x : 3; char d; };
            struct PB2 { char c; int1a x : 30; char d; };
            #pragma pack(pop)
            struct __attribute__((packed)) QB1 { char c; int8a x : 3; char d; };
            struct __attribute__((packed)) QB2 { char c; int2a x : 20; char d; };
            """;

    /**
     * Structs the schema calls by a typedef name that clang's dump does not call a struct (no tag, or a tag of
     * another name): these are checked through their size and the members that hold them. A tagged struct whose
     * typedef names all align it ({@code NamedA2}, {@code XS16}, {@code XS1}) is called by its tag, as in clang.
     */
    private static final Set<String> NAMED_BY_TYPEDEF = Set.of("AnonA1", "AnonA32", "OwnA16", "XD16");

    @ParameterizedTest(name = "{0}")
    @FieldSource("org.abistruct.conformance.c.CTarget#IDS")
    void typedefAlignmentsHaveClangsLayout(String abiId) throws Exception {
        ClangOracle.require();
        CTarget target = withDeclspec(CTarget.of(abiId));
        String header = target.openCl() ? COMMON : COMMON + C_ONLY;
        Schema schema = SchemaParser.parse("typedef-align.h", header);
        Abi abi = Abi.of(abiId);

        var source = new StringBuilder(target.openCl() ? "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
                : target.everyStructPacked() ? "#pragma pack(push, 1)\n" : "").append(header);
        var sizes = new ArrayList<String>();
        for (StructType type : schema.types()) {
            StructLayout layout = abi.layout(type);
            if (NAMED_BY_TYPEDEF.contains(type.name())) {
                // sizeof(Name) is the struct's size (its _Alignof is the typedef's)
                addSizeAssert(source, type.name(), layout.byteSize(), abiId + ": " + type.name());
                continue;
            }
            String c = clangName(type);
            sizes.add("sizeof(" + c + ")");
            for (MemberLayout m : layout.members()) {
                // sizeof cannot take a bitfield or a flexible array member
                if (!m.isBitfield() && !(m.isArray() && m.arrayDims().getFirst() == 0)) {
                    addSizeAssert(source, "((" + c + " *) 0)->" + m.name(), m.byteSize(), abiId + ": " + c + "."
                            + m.name());
                }
            }
        }
        source.append("int abistruct_sizes[] = { ").append(String.join(", ", sizes)).append(" };\n");
        source.append(target.everyStructPacked() ? "#pragma pack(pop)\n" : "");
        Map<String, ClangRecordLayout> clang = ClangOracle.layouts(target, source.toString());

        // packed is x86-64 System V under #pragma pack(1); network is packed, big-endian
        List<Abi> abis = abiId.equals("packed") ? List.of(abi, Abi.of("network")) : List.of(abi);
        for (Abi checked : abis) {
            var differences = new ArrayList<String>();
            for (StructType type : schema.types()) {
                if (!NAMED_BY_TYPEDEF.contains(type.name())) {
                    String c = clangName(type);
                    assertThat(clang).as("clang's dump under " + abiId).containsKey(c);
                    differences.addAll(differences(c, clang.get(c), checked.layout(type)));
                }
            }
            assertThat(differences).as("layouts clang disagrees with under " + checked.id() + " ("
                    + String.join(" ", target.clangOptions()) + ")").isEmpty();
        }
    }

    /** The struct as clang's dump names it. */
    private static String clangName(StructType type) {
        return type.kind() + " " + type.name();
    }

    /** {@code _Static_assert(sizeof(EXPR) == size, "what is size bytes")}. */
    private static void addSizeAssert(StringBuilder source, String expression, long size, String what) {
        source.append("_Static_assert(sizeof(").append(expression).append(") == ").append(size).append(", \"")
                .append(what).append(" is ").append(size).append(" bytes\");\n");
    }

    /** Size, alignment and each member's offset (in bits), where they differ: {@code what: clang X, engine Y}. */
    private static List<String> differences(String c, ClangRecordLayout clang, StructLayout engine) {
        var out = new ArrayList<String>();
        check(out, c + " size", clang.byteSize(), engine.byteSize());
        check(out, c + " alignment", clang.byteAlignment(), engine.byteAlignment());
        List<MemberLayout> members = engine.members();
        if (members.size() != clang.fieldOffsets().size()) {
            out.add(c + " member count: clang " + clang.fieldOffsets().size() + ", engine " + members.size());
            return out;
        }
        for (int i = 0; i < members.size(); i++) {
            MemberLayout m = members.get(i);
            String name = c + "." + (m.name().isEmpty() ? "<unnamed #" + i + ">" : m.name());
            if (!m.isBitfield()) {
                check(out, name + " bit offset", clang.fieldOffsets().get(i), m.byteOffset() * 8);
            } else if (m.bitWidth() != 0) {
                // a zero-width bitfield holds no bits: the member after it shows where it went
                check(out, name + " bit offset", clang.fieldOffsets().get(i), m.bitOffset());
            }
        }
        return out;
    }

    private static void check(List<String> out, String what, long clang, long engine) {
        if (clang != engine) {
            out.add(what + ": clang " + clang + ", engine " + engine);
        }
    }

    /** The target with {@code __declspec} enabled, which clang reads only for Windows unless asked. */
    private static CTarget withDeclspec(CTarget t) {
        var options = new ArrayList<>(t.clangOptions());
        options.add("-fdeclspec");
        return new CTarget(t.abiId(), options, t.sourceSuffix(), t.openCl(), t.everyStructPacked(), t.scalars(),
                t.vectorComponents(), t.matrixComponents(), t.bitfieldTypes(), t.longBits(), t.perStructPack(),
                t.alignAs());
    }
}
