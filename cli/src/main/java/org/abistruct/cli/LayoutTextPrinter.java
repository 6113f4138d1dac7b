package org.abistruct.cli;

import static org.abistruct.cli.TextTable.Align.LEFT;
import static org.abistruct.cli.TextTable.Align.RIGHT;

import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;

/**
 * The layout of one type under one ABI as a table: one row per member, padding as explicit rows.
 *
 * <pre>
 * struct Light (std140): size 48, align 16
 *   offset  size  align  member       type
 *        0    12     16  position     vec3
 *       12     4      4  radius       float
 *       16    16     16  color        vec4
 *       32    12         [padding 12]
 * </pre>
 */
final class LayoutTextPrinter {
    private LayoutTextPrinter() {
    }

    static String print(StructLayout layout) {
        var table = new TextTable(RIGHT, RIGHT, RIGHT, LEFT, LEFT, LEFT)
                .row("offset", "size", "align", "member", "type");
        List<Padding.Gap> gaps = Padding.of(layout);
        List<MemberLayout> members = layout.members();
        for (int i = 0; i < members.size(); i++) {
            addGap(table, gaps.get(i));
            MemberLayout m = members.get(i);
            table.row(MemberText.offset(m), Long.toString(m.byteSize()), Long.toString(m.byteAlignment()),
                    MemberText.name(m), MemberText.type(m), MemberText.notes(m));
        }
        addGap(table, gaps.getLast());
        return header(layout) + "\n" + table.render("  ");
    }

    static String header(StructLayout layout) {
        return layout.kind() + " " + layout.name() + " (" + layout.abiId() + "): size " + layout.byteSize()
                + ", align " + layout.byteAlignment();
    }

    private static void addGap(TextTable table, Padding.Gap gap) {
        if (!gap.isEmpty()) {
            table.row(Long.toString(gap.offset()), Long.toString(gap.size()), "", "[padding " + gap.size() + "]");
        }
    }
}
