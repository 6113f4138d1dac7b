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
        return print(layouts.stream().map(StructLayout::abiId).toList(), layouts);
    }

    /**
     * {@code layouts} are one type under each of {@code abiIds} whose schema declares it (each C ABI's is the file read
     * for it), in the order the user gave the ABIs. A member whose type differs between them (an array of
     * {@code sizeof(long)} elements) shows each ABI's type, in that order, separated by {@code " / "}; a type whose
     * members differ in their names is shown as one table per ABI, and the ABIs that do not declare the type are named.
     */
    static String print(List<String> abiIds, List<StructLayout> layouts) {
        StructLayout first = layouts.getFirst();
        List<String> declaring = layouts.stream().map(StructLayout::abiId).toList();
        List<String> missing = abiIds.stream().filter(id -> !declaring.contains(id)).toList();
        String notDeclared = missing.isEmpty() ? "" : "; not declared when read for " + String.join(", ", missing);
        List<List<String>> names = layouts.stream()
                .map(l -> l.members().stream().map(MemberText::name).toList()).toList();
        if (names.stream().distinct().count() > 1) {
            var separate = new StringBuilder(first.kind() + " " + first.name() + ": its members differ between "
                    + String.join(" and ", declaring) + notDeclared + "\n");
            layouts.forEach(l -> separate.append(LayoutTextPrinter.print(l)));
            return separate.toString();
        }
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
            table.row(cells(MemberText.name(m), type(layouts, i), columns, c -> c.memberCell(index)));
        }
        addPaddingRow(table, columns, first.members().size());
        table.row(cells("size", "", columns, c -> c.cell("", Long.toString(c.layout.byteSize()))));
        table.row(cells("align", "", columns, c -> c.cell("", Long.toString(c.layout.byteAlignment()))));

        return first.kind() + " " + first.name() + ": " + String.join(" vs ", declaring) + notDeclared + "\n"
                + table.render("");
    }

    /** Member {@code index}'s type: the same under every ABI, or each ABI's in order. */
    private static String type(List<StructLayout> layouts, int index) {
        List<String> types = layouts.stream().map(l -> MemberText.type(l.members().get(index))).toList();
        return types.stream().distinct().count() == 1 ? types.getFirst() : String.join(" / ", types);
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
