package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Where {@code __attribute__((packed))} packs a struct, against clang and, on an x86-64 host, gcc: between
 * {@code struct} and the body, or after the {@code }}, it does; after a typedef name or before {@code struct} (in a
 * typedef or not) GCC and clang ignore it with a warning, so {@code typedef struct { char c; int i; } P
 * __attribute__((packed));} is 8 bytes, 4-aligned. Before {@code struct} outside a typedef they ignore
 * {@code aligned(N)} and {@code _Alignas} too. Every struct's size, alignment and member offsets must be the
 * compilers'.
 */
class PackedPlacementClangTest {
    private static final String HEADER = """
            #include <stddef.h>
            typedef struct { char c; int i; } AfterName __attribute__((packed));
            typedef struct TagS { char c; int i; } AfterTaggedName __attribute__((packed));
            typedef __attribute__((packed)) struct TagT { char c; int i; } BeforeStruct;
            typedef __attribute__((packed)) struct { char c; int i; } BeforeUntagged;
            typedef struct __attribute__((packed)) { char c; int i; } OnKeyword;
            typedef struct __attribute__((packed)) TagK { char c; int i; } OnKeywordTagged;
            typedef struct { char c; int i; } __attribute__((packed)) AfterBrace;
            typedef struct TagU { char c; int i; } FirstOfTwo __attribute__((packed)), SecondOfTwo;
            typedef struct { char c; int i; } PackedAligned2 __attribute__((packed, aligned(2)));
            typedef __attribute__((packed, aligned(2))) struct { char c; int i; } BeforeAligned2;
            typedef union { char c[5]; int i; } UnionAfterName __attribute__((packed));
            __attribute__((packed)) struct LeadingPacked { char c; int i; };
            __attribute__((aligned(16))) struct LeadingAligned { char c; int i; };
            _Alignas(16) struct LeadingAlignas { char c; int i; };
            struct __attribute__((packed)) KeywordPacked { char c; int i; };
            struct BracePacked { char c; int i; } __attribute__((packed));
            struct Holder { char a; AfterName b; char c; BeforeStruct d; char e; OnKeyword f; char g; PackedAligned2 h;
                char i; AfterBrace j; char k; SecondOfTwo l; char m; BeforeAligned2 n; char o; UnionAfterName p; };
            """;

    /** The types declared without a typedef: C names them {@code struct X}. */
    private static final Set<String> TAGGED = Set.of("LeadingPacked", "LeadingAligned", "LeadingAlignas",
            "KeywordPacked", "BracePacked", "Holder");

    /** Structs named by a typedef that aligns them: {@code _Alignof} gives the typedef's, the holder shows it. */
    private static final Set<String> TYPEDEF_ALIGNED = Set.of("PackedAligned2", "BeforeAligned2");

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            """)
    void packedCountsWhereGccAndClangApplyIt(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Schema schema = SchemaParser.parse("packed.h", HEADER);
        var asserts = new ClangStaticAsserts(HEADER);
        for (StructType type : schema.types()) {
            String c = TAGGED.contains(type.name()) ? type.kind() + " " + type.name() : type.name();
            StructLayout layout = Abi.of(abiId).layout(type);
            if (TYPEDEF_ALIGNED.contains(type.name())) {
                asserts.add("sizeof(" + c + ") == " + layout.byteSize());
            } else {
                asserts.addLayout(c, layout);
            }
        }
        assertThat(schema.types()).extracting(StructType::name).contains("AfterName", "KeywordPacked", "Holder");
        assertThat(asserts.failures(triple)).as("layout facts clang disagrees with under " + triple).isEmpty();
        if (abiId.equals("x86_64-sysv") && Oracle.onPath("gcc") && System.getProperty("os.arch").equals("amd64")) {
            assertThat(asserts.gccFailures()).as("layout facts gcc disagrees with").isEmpty();
        }
    }
}
