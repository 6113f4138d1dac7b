package org.abistruct.cli;

import static org.abistruct.cli.TextTable.Align.LEFT;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;

/**
 * One type under several ABIs, side by side: a row per member with its offset and size under each ABI,
 * a row for each run of padding, and the total size and alignment per ABI (the thesis's Fig. 1).
 *
 * <pre>
 * struct Fig1: x86_64-msvc vs std140
 *                    x86_64-msvc   std140
 * member  type       offset  size  offset  size
 * i       int             0     4       0     4
 *         [padding]                     4    12
 * v       vec3            4    12      16    12
 *         [padding]                    28     4
 * size                       16            32
 * align                       4            16
 * </pre>
 */
final class SideBySidePrinter {
    private SideBySidePrinter() {
    }

    /** {@code layouts} are the same type under each ABI, in the order the user gave the ABIs. */
    static String print(List<StructLayout> layouts) {
        StructLayout first = layouts.getFirst();
        List<AbiColumn> columns = layouts.stream().map(AbiColumn::new).toList();

        var alignments = new ArrayList<TextTable.Align>(List.of(LEFT, LEFT));
        columns.forEach(c -> alignments.add(LEFT));
        var table = new TextTable(alignments.toArray(TextTable.Align[]::new));

        table.row(cells("", "", columns, c -> c.layout.abiId()));
        table.row(cells("member", "type", columns, c -> c.cell("offset", "size")));
        for (int i = 0; i < first.members().size(); i++) {
            addPaddingRow(table, columns, i);
            MemberLayout m = first.members().get(i);
            int index = i;
            table.row(cells(MemberText.name(m), MemberText.type(m), columns, c -> c.memberCell(index)));
        }
        addPaddingRow(table, columns, first.members().size());
        table.row(cells("size", "", columns, c -> c.cell("", Long.toString(c.layout.byteSize()))));
        table.row(cells("align", "", columns, c -> c.cell("", Long.toString(c.layout.byteAlignment()))));

        String abis = String.join(" vs ", layouts.stream().map(StructLayout::abiId).toList());
        return first.kind() + " " + first.name() + ": " + abis + "\n" + table.render("");
    }

    /** A padding row before member {@code index} (or the tail when it is the member count), if any ABI pads there. */
    private static void addPaddingRow(TextTable table, List<AbiColumn> columns, int index) {
        if (columns.stream().anyMatch(c -> !c.gaps.get(index).isEmpty())) {
            table.row(cells("", "[padding]", columns, c -> c.gapCell(index)));
        }
    }

    private static String[] cells(String member, String type, List<AbiColumn> columns,
                                  Function<AbiColumn, String> cell) {
        var cells = new ArrayList<String>(List.of(member, type));
        columns.forEach(c -> cells.add(cell.apply(c)));
        return cells.toArray(String[]::new);
    }

    /** The offset and size sub-columns of one ABI, right-aligned to their own widths. */
    private static final class AbiColumn {
        final StructLayout layout;
        final List<Padding.Gap> gaps;
        final int offsetWidth;
        final int sizeWidth;

        AbiColumn(StructLayout layout) {
            this.layout = layout;
            this.gaps = Padding.of(layout);
            int offsets = "offset".length();
            int sizes = Math.max("size".length(),
                    Math.max(Long.toString(layout.byteSize()).length(), Long.toString(layout.byteAlignment()).length()));
            for (MemberLayout m : layout.members()) {
                offsets = Math.max(offsets, MemberText.offset(m).length());
                sizes = Math.max(sizes, Long.toString(m.byteSize()).length());
            }
            for (Padding.Gap gap : gaps) {
                offsets = Math.max(offsets, Long.toString(gap.offset()).length());
                sizes = Math.max(sizes, Long.toString(gap.size()).length());
            }
            this.offsetWidth = offsets;
            this.sizeWidth = sizes;
        }

        String cell(String offset, String size) {
            return TextTable.padLeft(offset, offsetWidth) + "  " + TextTable.padLeft(size, sizeWidth);
        }

        String memberCell(int index) {
            MemberLayout m = layout.members().get(index);
            return cell(MemberText.offset(m), Long.toString(m.byteSize()));
        }

        String gapCell(int index) {
            Padding.Gap gap = gaps.get(index);
            return gap.isEmpty() ? "" : cell(Long.toString(gap.offset()), Long.toString(gap.size()));
        }
    }
}
