package org.abistruct.conformance.c;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The dump parser on clang 14 output captured verbatim (no clang needed). */
class ClangLayoutDumpTest {
    // clang 14 -target i386-linux-gnu; the first block is x86_64-pc-windows-msvc (no DataSize line)
    private static final String DUMP = """

            *** Dumping AST Record Layout
            Type: struct S1

            Layout: <ASTRecordLayout
              Size:128
              Alignment:64
              FieldOffsets: [0, 64]>

            *** Dumping AST Record Layout
            Type: union U1

            Layout: <ASTRecordLayout
              Size:96
              DataSize:96
              Alignment:32
              FieldOffsets: [0, 0, 0]>

            *** Dumping AST Record Layout
            Type: struct BF4

            Layout: <ASTRecordLayout
              Size:64
              DataSize:64
              Alignment:32
              FieldOffsets: [0, 32, 32]>
            """;

    @Test
    void readsSizeAlignmentAndFieldOffsetsInBits() {
        var records = ClangLayoutDump.parse(DUMP);
        assertThat(records).containsOnlyKeys("struct S1", "union U1", "struct BF4");
        assertThat(records.get("struct S1")).isEqualTo(new ClangRecordLayout("struct S1", 128, 64, List.of(0L, 64L)));
        assertThat(records.get("union U1").byteSize()).isEqualTo(12);
        assertThat(records.get("union U1").byteAlignment()).isEqualTo(4);
        assertThat(records.get("struct BF4").fieldOffsets()).containsExactly(0L, 32L, 32L);
    }

    @Test
    void aRecordWithoutFieldOffsetsIsAnError() {
        assertThatThrownBy(() -> ClangLayoutDump.parse("*** Dumping AST Record Layout\nType: struct X\n  Size:8\n  Alignment:8\n"))
                .hasMessageContaining("struct X has no FieldOffsets");
    }
}
