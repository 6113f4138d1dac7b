package org.abistruct.conformance.c;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import org.abistruct.abi.Abi;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The engine against the clang-verified golden vectors of the reference notes' table B.8
 * ({@code layout-anchors.md} part B.8, see {@link GoldenTableB8}) for the five C ABIs. Needs no tools.
 */
class CAbiGoldenTableTest {
    @ParameterizedTest(name = "{0}")
    @FieldSource("org.abistruct.conformance.c.GoldenTableB8#ABIS")
    void engineMatchesTableB8(String abiId) {
        Abi abi = Abi.of(abiId);
        var wrong = new ArrayList<String>();
        for (GoldenTableB8.Row row : GoldenTableB8.rows()) {
            String cellText = row.cells().get(abiId);
            var cell = GoldenTableB8.Cell.parse(cellText);
            StructLayout layout = abi.layout(row.type());
            var mismatches = new ArrayList<String>();
            if (layout.byteSize() != cell.size() || layout.byteAlignment() != cell.alignment()) {
                mismatches.add("size/align " + layout.byteSize() + "/" + layout.byteAlignment());
            }
            cell.offsets().forEach((name, expected) -> {
                MemberLayout m = layout.member(name).orElseThrow();
                long actual = m.isBitfield() ? m.bitOffset() : m.byteOffset();
                if (actual != expected) {
                    mismatches.add(name + (m.isBitfield() ? " bitOffset " : " offset ") + actual + " (table " + expected + ")");
                }
            });
            if (!mismatches.isEmpty()) {
                wrong.add(row.label() + ": table \"" + cellText + "\", engine " + String.join(", ", mismatches)
                        + "  [" + layout + "]");
            }
        }
        assertThat(wrong).as(abiId + " against layout-anchors.md B.8").isEmpty();
    }
}
