package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.Scalar;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** MSVC's {@code __int8} to {@code __int64} have clang's sizes, offsets and signedness (with {@code -fms-extensions}). */
class MsvcSizedIntegersClangTest {
    private static final String HEADER = """
            struct M { char c; __int64 a; unsigned __int16 b; __int8 d; unsigned __int32 e; signed __int32 f;
                       unsigned __int8 g; __int16 h; unsigned __int64 i; };
            """;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource({"x86_64-pc-windows-msvc, x86_64-msvc", "i686-pc-windows-msvc, i386-msvc", "x86_64-linux-gnu, x86_64-sysv",
            "i386-linux-gnu, i386-sysv"})
    void haveClangsLayout(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        var type = SchemaParser.parse("m.h", HEADER).type("M").orElseThrow();
        StructLayout layout = Abi.of(abiId).layout(type);
        var asserts = new ClangStaticAsserts("#include <stddef.h>\n" + HEADER);
        asserts.addLayout("struct M", layout);
        for (MemberLayout m : layout.members()) {
            boolean signed = ((Scalar) m.member().type()).isSigned();
            asserts.add("((__typeof__(((struct M *) 0)->" + m.name() + ")) -1 < 0) == " + (signed ? 1 : 0));
        }
        assertThat(asserts.size()).isEqualTo(2 + 3 * 9);
        assertThat(asserts.failures(triple, "-fms-extensions")).as("facts clang disagrees with under " + triple).isEmpty();
    }
}
