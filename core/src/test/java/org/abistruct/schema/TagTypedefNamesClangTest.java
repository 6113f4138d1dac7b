package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Typedef names of struct, union and enum tags, against clang. A typedef of an enum named before the enum's body
 * ({@code typedef enum E T; enum E { A = 0x100000000 };}) is the enum the body makes, 8 bytes under GCC and clang
 * and 4 under MSVC: the schema refuses a member of type {@code T} as it refuses one of type {@code enum E}, where it
 * made {@code T} a 4-byte {@code int} for every ABI.
 */
class TagTypedefNamesClangTest {
    /** Taken by clang: the schema lays each struct {@code H...} out as clang does. */
    private static final List<String> LAID_OUT = List.of(
            "typedef enum E T; enum E { A = 0x80000000u };\nstruct H { char c; T t; enum E e; };",
            "typedef enum E T, *P; enum E { A = -1 };\nstruct H { char c; T t; P p; };",
            "enum E : unsigned char; typedef enum E T; enum E : unsigned char { A };\nstruct H { char c; T t; };",
            "typedef enum E T; enum E { A }; typedef T U[2];\nstruct H { char c; U u; };");

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            i386-linux-gnu, i386-sysv
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaLaysTheTypedefNamesOutAsClangDoes(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of(abiId);
        for (String c : LAID_OUT) {
            var asserts = new ClangStaticAsserts("#include <stddef.h>\n" + c);
            for (StructType type : SchemaParser.parse("c.c", c).types()) {
                if (type.name().startsWith("H")) {
                    asserts.addLayout("struct " + type.name(), abi.layout(type));
                }
            }
            assertThat(asserts.failures(triple, "-std=c2x")).as("facts clang disagrees with under " + triple
                    + " in\n" + c).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"x86_64-linux-gnu, 8", "i386-linux-gnu, 8", "x86_64-pc-windows-msvc, 4"})
    void aTypedefNamedBeforeTheBodyIsAsWideAsTheBodyMakesTheEnum(String triple, int size) throws Exception {
        Oracle.require("clang", "clang");
        var asserts = new ClangStaticAsserts("typedef enum E T; enum E { A = 0x100000000 };");
        asserts.add("sizeof(T) == " + size);
        assertThat(asserts.failures(triple)).isEmpty();
    }

    @Test
    void aMemberOfATypedefNamedBeforeAWideBodyIsRefusedAsOneOfTheEnumIs() {
        Abi abi = Abi.of("x86_64-sysv");
        String wide = "typedef enum E T; enum E { A = 0x100000000 };\n";
        assertThat(FirstErrors.schema(wide + "struct H { char c; T t; };", abi)).isEqualTo("2:20");
        assertThat(FirstErrors.schemaReason(wide + "struct H { char c; T t; };", abi))
                .isEqualTo(FirstErrors.schemaReason(wide + "struct H { char c; enum E t; };", abi))
                .startsWith("'enum E' holds values from 4294967296 to 4294967296");
        assertThat(FirstErrors.schema(wide + "typedef T U[2];\nstruct H { U u; };", abi)).isEqualTo("3:12");
        assertThat(FirstErrors.schema(wide + "struct H { T *p; };", abi)).isEmpty();
        // an enumerator the schema cannot read leaves the width unknown
        assertThat(FirstErrors.schemaReason("typedef enum E T; enum E { A = sizeof(long) };\nstruct H { T t; };",
                abi)).startsWith("the width of 'enum E' depends on its values");
    }
}
