package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code typedef struct Q { ... } QA __attribute__((aligned(1))), QB;}: {@code QA} is the struct 1-aligned, a type
 * of its own, while {@code QB} and {@code struct Q} are the struct. So the struct is listed as {@code QB}, the first
 * typedef name that does not align it, else by its tag, else (no tag) by its first typedef name, as clang's record
 * dump names it; the listing has the struct's own size and alignment. Against clang and, on an x86-64 host, gcc: the
 * size, alignment and member offsets of every struct listed, and {@code _Alignof} of each aligned typedef name.
 */
class AlignedTypedefNamesClangTest {
    private static final String HEADER = """
            #include <stddef.h>
            typedef struct Q { int i; double d; } QA __attribute__((aligned(1))), QB;
            typedef struct R { int i; double d; } RA __attribute__((aligned(16)));
            typedef struct { int i; double d; } SA __attribute__((aligned(2))), SB;
            typedef struct { int i; double d; } TA __attribute__((aligned(1)));
            typedef __attribute__((aligned(4))) struct U { double d; } UA, UB;
            typedef struct V { int i; } VA __attribute__((aligned(8))), *PV, VB;
            struct Holder { char a; QA qa; char b; QB qb; char c; struct Q q; char d; RA ra; char e; struct R r; char f;
                SA sa; char g; SB sb; char h; TA ta; char i; UA ua; char j; UB ub; char k; QA arr[2]; char l; VA va;
                char m; VB vb; };
            """;

    /** How C names each struct listed. */
    private static final Map<String, String> C_NAMES = Map.of("QB", "QB", "R", "struct R", "SB", "SB", "TA", "TA",
            "U", "struct U", "VB", "VB", "Holder", "struct Holder");
    /** Each aligned typedef name, by the member of {@code Holder} that has it. */
    private static final Map<String, String> ALIGNED_NAMES = Map.of("qa", "QA", "ra", "RA", "sa", "SA", "ta", "TA",
            "ua", "UA", "ub", "UB", "va", "VA");

    @Test
    void theStructIsListedByANameThatIsTheStruct() {
        assertThat(SchemaParser.parse("names.h", HEADER).types()).extracting(StructType::name)
                .containsExactly("QB", "R", "SB", "TA", "U", "VB", "Holder");
    }

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            x86_64-pc-windows-msvc, x86_64-msvc
            """)
    void theListedLayoutsAndTheTypedefAlignmentsAreTheCompilers(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        var asserts = new ClangStaticAsserts(HEADER);
        StructLayout holder = null;
        for (StructType type : SchemaParser.parse("names.h", HEADER).types()) {
            StructLayout layout = abi.layout(type);
            // TA's _Alignof is its typedef's; the struct's own alignment shows under the Microsoft ABI's members
            if (type.name().equals("TA")) {
                asserts.add("sizeof(TA) == " + layout.byteSize());
            } else {
                asserts.addLayout(C_NAMES.get(type.name()), layout);
            }
            holder = layout;
        }
        if (!abiId.endsWith("msvc")) {
            // GCC's and clang's member takes its typedef's alignment, lower or higher (the Microsoft ABI only raises)
            for (var e : ALIGNED_NAMES.entrySet()) {
                asserts.add("_Alignof(" + e.getValue() + ") == " + holder.member(e.getKey()).orElseThrow()
                        .byteAlignment());
            }
        }
        assertThat(asserts.failures(triple)).as("facts clang disagrees with under " + triple).isEmpty();
        if (abiId.equals("x86_64-sysv") && Oracle.onPath("gcc") && System.getProperty("os.arch").equals("amd64")) {
            assertThat(asserts.gccFailures()).as("facts gcc disagrees with").isEmpty();
        }
    }
}
