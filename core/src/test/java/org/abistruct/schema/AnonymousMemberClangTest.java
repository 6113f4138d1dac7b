package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Anonymous struct and union members (C11 6.7.2.1p13) against clang: for every struct of a header, its size
 * and alignment, and the offset and size of every member reached through its anonymous members
 * ({@code offsetof(struct Vec, x)}, as {@link StructLayout#member} finds it), must be clang's. A hand-written
 * header covers the cases by name; random headers cover their combinations.
 */
class AnonymousMemberClangTest {
    private static final String HEADER = """
            #include <stddef.h>
            struct Vec { union { struct { float x, y, z; }; float v[3]; }; int tag; };
            struct Deep {
                char a;
                struct {
                    short b;
                    union {
                        struct { char c; double d; };
                        struct { int e; union { long long f; char g[3]; }; };
                    };
                    char h;
                };
                int i;
            };
            union U { struct { char u1; int u2; }; struct { double u3; char u4; }; short u5; };
            struct Bits {
                char b0;
                struct { unsigned b1 : 3; unsigned b2 : 7; };
                unsigned b3 : 4;
                struct { char b4; unsigned long long b5 : 33; };
                char b6;
                union { unsigned b7 : 5; char b8; };
                char b9;
            };
            #pragma pack(push, 2)
            struct Packed2 { char p0; struct { char p1; double p2; }; int p3; };
            #pragma pack(pop)
            struct PackInside {
                char q0;
            #pragma pack(push, 1)
                struct { char q1; int q2; };
            #pragma pack(pop)
                int q3;
            };
            struct Aligned { char r0; _Alignas(16) struct { char r1; }; struct { char r2; } __attribute__((aligned(8))); char r3; };
            struct __attribute__((packed)) PackedAttr { char s0; struct { char s1; int s2; }; struct __attribute__((packed)) { char s3; int s4; }; };
            struct ArrayOf { char t0; struct Deep t1[3]; union U t2[2]; struct { char t3; struct Vec t4[2]; }; };
            struct Tail { char n; struct { int k; int fam[]; }; };
            typedef struct Typedefed { long l0; union { char l1; struct { short l2; long double l3; }; }; } Typedefed;
            """;

    /** The four targets the feature is checked under, each with the ABI that must agree with it. */
    private static final String TARGETS = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            i686-pc-windows-msvc, i386-msvc
            armv7a-linux-gnueabihf, arm32
            """;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = TARGETS)
    void aHeaderOfAnonymousMembersHasClangsLayout(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        var asserts = new ClangStaticAsserts(HEADER);
        int facts = addFacts(asserts, SchemaParser.parse("anonymous.h", HEADER), Abi.of(abiId));
        assertThat(facts).isGreaterThan(100);
        assertThat(asserts.failures(triple)).as("layout facts clang disagrees with under " + triple).isEmpty();
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = TARGETS)
    void randomHeadersOfAnonymousMembersHaveClangsLayout(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        String header = "#include <stddef.h>\n" + RandomAnonymousStructs.header(new Random(20260601), 150);
        var asserts = new ClangStaticAsserts(header);
        addFacts(asserts, SchemaParser.parse("random.h", header), Abi.of(abiId));
        assertThat(asserts.failures(triple)).as("layout facts clang disagrees with under " + triple
                + " (the header is RandomAnonymousStructs.header(new Random(20260601), 150))").isEmpty();
    }

    @Test
    void aTaggedStructWithoutAMemberNameIsRefusedBecauseClangsTargetsDisagree() throws Exception {
        Oracle.require("clang", "clang");
        String header = "struct Outer { struct Inner { double w; }; char y; };\n";
        var asserts = new ClangStaticAsserts(header);
        asserts.add("sizeof(struct Outer) == 1");
        // standard C declares only the tag; MSVC's rules (on by default for clang's Windows targets) add a member
        assertThat(asserts.failures("x86_64-linux-gnu")).isEmpty();
        assertThat(asserts.failures("x86_64-pc-windows-msvc")).hasSize(1);
        assertThatThrownBy(() -> SchemaParser.parse("tagged.h", header)).isInstanceOf(SchemaException.class)
                .hasMessageContaining("the layout depends on the ABI");
    }

    /**
     * An incomplete struct or union tag without a member name ({@code struct H { struct S; int x; };}) declares the tag
     * in standard C, as clang's other targets and gcc take it, while clang's Microsoft targets make it an anonymous
     * member of an incomplete type and refuse it: the schema, which took it, refuses it where they do, naming the
     * difference; a typedef name of one there ({@code T;}) declares nothing, and is refused alike, its message saying
     * so. An enum there declares its tag under every target.
     */
    @Test
    void anIncompleteTagWithoutAMemberNameIsRefusedBecauseClangsMicrosoftTargetsRefuseIt(@TempDir Path dir)
            throws Exception {
        Oracle.require("clang", "clang");
        for (String c : List.of("struct H { struct S; int x; };", "struct H { char c; union U; int x; };",
                "struct H { struct H; int x; };", "struct S;\nstruct H { struct S; int x; };\nstruct S { int y; };",
                "struct H { struct S *p; struct S; int x; };", "struct H { struct [[gnu::aligned(16)]] S; int x; };",
                "typedef struct S T;\nstruct H { T; int x; };")) {
            String schema = FirstErrors.schema(c + "\n", Abi.of("x86_64-sysv"));
            assertThat(FirstErrors.schemaReason(c + "\n", Abi.of("x86_64-msvc"))).as(c)
                    .contains("clang's Microsoft targets").contains("valid for some ABIs only");
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-pc-windows-msvc", "c2x"), c + "\n")).as(c)
                    .isEqualTo(schema);
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c2x"), c + "\n")).as(c)
                    .isEmpty();
        }
        assertThat(FirstErrors.schemaReason("typedef struct S T;\nstruct H { T; int x; };\n", Abi.of("x86_64-sysv")))
                .startsWith("'T' without a member name declares nothing in standard C").endsWith(": remove it, or name"
                        + " a member of a pointer to it");
        assertThat(FirstErrors.schemaReason("struct H { struct S; int x; };\n", Abi.of("x86_64-sysv")))
                .startsWith("'struct S' without a member name declares only its tag in standard C")
                .endsWith(": declare the tag outside the struct, before it, or name a member of a pointer to it");
        String enumTag = "struct H { enum E; int x; };\n";
        assertThat(FirstErrors.schema(enumTag, Abi.of("x86_64-msvc"))).isEmpty();
        assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-pc-windows-msvc", "c2x"), enumTag)).isEmpty();
    }

    /** The size and alignment of every type, and the offset and size of every member a name reaches. */
    private static int addFacts(ClangStaticAsserts asserts, Schema schema, Abi abi) {
        int before = asserts.size();
        for (StructType type : schema.types()) {
            if (type.name().contains("::(")) {
                continue; // an anonymous member's type has no name in C; its members are checked through the owner
            }
            String c = type.kind() + " " + type.name();
            StructLayout layout = abi.layout(type);
            asserts.add("sizeof(" + c + ") == " + layout.byteSize());
            asserts.add("_Alignof(" + c + ") == " + layout.byteAlignment());
            for (Member m : type.namedMembers()) {
                if (m.isBitfield()) {
                    continue; // offsetof cannot take one; the members after it show where it went
                }
                MemberLayout placed = layout.member(m.name()).orElseThrow();
                asserts.add("offsetof(" + c + ", " + m.name() + ") == " + placed.byteOffset());
                if (!(m.type() instanceof ArrayType a && a.isRuntimeSized())) {
                    asserts.add("sizeof(((" + c + " *) 0)->" + m.name() + ") == " + placed.byteSize());
                }
            }
        }
        return asserts.size() - before;
    }
}
