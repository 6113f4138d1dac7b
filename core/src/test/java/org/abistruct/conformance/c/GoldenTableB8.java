package org.abistruct.conformance.c;

import static org.abistruct.type.Member.bitfield;
import static org.abistruct.type.Member.of;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;

/**
 * The hand-checked C-ABI rows of the reference notes' table B.8 ({@code /work/shared/reference/layout-anchors.md}
 * part B.8, "C ABIs"), which are clang 14 {@code -fdump-record-layouts} output for x86-64 SysV, x64 MSVC,
 * i386 SysV, x86 MSVC and AArch64 Linux.
 *
 * <p>Cells are copied in the table's own notation: {@code field@byte} for a member, {@code field@byte:first-last}
 * for a bitfield (its storage unit's byte and its bits within it), and {@code size/align} last. "same" in the
 * table is written out as the x86-64 SysV cell.
 */
final class GoldenTableB8 {
    /** The table's ABI columns, in order. */
    static final List<String> ABIS = List.of("x86_64-sysv", "x86_64-msvc", "i386-sysv", "i386-msvc", "aarch64");

    /**
     * One row of the table.
     *
     * @param label the row label in the table
     * @param type  the declaration
     * @param cells by ABI id, the cell text
     */
    record Row(String label, StructType type, Map<String, String> cells) {
    }

    /**
     * What a cell states.
     *
     * @param size      the struct size in bytes
     * @param alignment the struct alignment in bytes
     * @param offsets   by member name, the byte offset (plain members) or bit offset (bitfields: byte*8+first)
     */
    record Cell(long size, long alignment, Map<String, Long> offsets) {
        static Cell parse(String text) {
            String[] tokens = text.strip().split("\\s+");
            String[] sizeAlign = tokens[tokens.length - 1].split("/");
            var offsets = new LinkedHashMap<String, Long>();
            for (int i = 0; i < tokens.length - 1; i++) {
                String[] at = tokens[i].split("@");
                String[] byteBits = at[1].split(":");
                long offset = Long.parseLong(byteBits[0]);
                if (byteBits.length == 2) {
                    offset = offset * 8 + Long.parseLong(byteBits[1].split("-")[0]);
                }
                offsets.put(at[0], offset);
            }
            return new Cell(Long.parseLong(sizeAlign[0]), Long.parseLong(sizeAlign[1]), offsets);
        }
    }

    private GoldenTableB8() {
    }

    private static final StructType S1 = StructType.struct("S1", of("c", Scalar.INT8), of("d", Scalar.FLOAT64));

    /** The rows, each type declared after the types it contains. */
    static List<Row> rows() {
        var rows = new ArrayList<Row>();
        rows.add(row("S1 {char c; double d}", S1, "d@8 16/8", "d@8 16/8", "d@4 12/4", "d@8 16/8", "d@8 16/8"));
        rows.add(row("S2 {char c; long long ll}",
                StructType.struct("S2", of("c", Scalar.INT8), of("ll", Scalar.INT64)),
                "ll@8 16/8", "ll@8 16/8", "ll@4 12/4", "ll@8 16/8", "ll@8 16/8"));
        rows.add(row("S3 {char c; long l}",
                StructType.struct("S3", of("c", Scalar.INT8), of("l", Scalar.LONG)),
                "l@8 16/8", "l@4 8/4", "l@4 8/4", "l@4 8/4", "l@8 16/8"));
        rows.add(row("S4 {char c; long double ld}",
                StructType.struct("S4", of("c", Scalar.INT8), of("ld", Scalar.LONG_DOUBLE)),
                "ld@16 32/16", "ld@8 16/8", "ld@4 16/4", "ld@8 16/8", "ld@16 32/16"));
        rows.add(row("S5 {char c; void *p}",
                StructType.struct("S5", of("c", Scalar.INT8), of("p", new PointerType("void"))),
                "p@8 16/8", "p@8 16/8", "p@4 8/4", "p@4 8/4", "p@8 16/8"));
        rows.add(same("S6 {_Bool b; int i}",
                StructType.struct("S6", of("b", Scalar.BOOL), of("i", Scalar.INT32)), "i@4 8/4"));
        rows.add(row("S8 {char c; struct S1 in; char tail}",
                StructType.struct("S8", of("c", Scalar.INT8), of("in", S1), of("tail", Scalar.INT8)),
                "in@8 tail@24 32/8", "in@8 tail@24 32/8", "in@4 tail@16 20/4", "in@8 tail@24 32/8",
                "in@8 tail@24 32/8"));
        rows.add(row("U1 union{char; double; int[3]}",
                StructType.union("U1", of("c", Scalar.INT8), of("d", Scalar.FLOAT64),
                        of("a", ArrayType.of(Scalar.INT32, 3))),
                "16/8", "16/8", "12/4", "16/8", "16/8"));
        rows.add(same("#pragma pack(1) {char; int; double}",
                StructType.struct("P1", of("c", Scalar.INT8), of("i", Scalar.INT32), of("d", Scalar.FLOAT64)).withPack(1),
                "i@1 d@5 13/1"));
        rows.add(same("#pragma pack(2) {char; int; double}",
                StructType.struct("P2", of("c", Scalar.INT8), of("i", Scalar.INT32), of("d", Scalar.FLOAT64)).withPack(2),
                "i@2 d@6 14/2"));
        rows.add(row("#pragma pack(4) {char; double; long double}",
                StructType.struct("P4", of("c", Scalar.INT8), of("d", Scalar.FLOAT64), of("ld", Scalar.LONG_DOUBLE))
                        .withPack(4),
                "d@4 ld@12 28/4", "ld@12 20/4", "ld@12 24/4", "ld@12 20/4", "ld@12 28/4"));
        // the table's __attribute__((packed)) row; with no alignas member it is the same as pack(1)
        rows.add(same("__attribute__((packed)) {char; int; short}",
                StructType.struct("PK", of("c", Scalar.INT8), of("i", Scalar.INT32), of("s", Scalar.INT16)).withPack(1),
                "i@1 s@5 7/1"));
        rows.add(same("{char c; int i aligned(16)}",
                StructType.struct("AL", of("c", Scalar.INT8), of("i", Scalar.INT32).withAlignAs(16)), "i@16 32/16"));
        rows.add(sysvMsvc("BF2 {uchar a:3; uint b:7; ushort c:9}",
                StructType.struct("BF2", bitfield("a", Scalar.UINT8, 3), bitfield("b", Scalar.UINT32, 7),
                        bitfield("c", Scalar.UINT16, 9)),
                "a@0:0-2 b@0:3-9 c@2:0-8 4/4", "a@0 b@4:0-6 c@8:0-8 12/4"));
        rows.add(sysvMsvc("BF3 {char x; int y:4; char z}",
                StructType.struct("BF3", of("x", Scalar.INT8), bitfield("y", Scalar.INT32, 4), of("z", Scalar.INT8)),
                "y@1:0-3 z@2 4/4", "y@4:0-3 z@8 12/4"));
        rows.add(same("BF4 {int a:4; int :0; int b:4}",
                StructType.struct("BF4", bitfield("a", Scalar.INT32, 4), new Member("", Scalar.INT32, null, 0, 0, null),
                        bitfield("b", Scalar.INT32, 4)),
                "b@4:0-3 8/4"));
        rows.add(row("BF5 {char a:4; long long b:60}",
                StructType.struct("BF5", bitfield("a", Scalar.INT8, 4), bitfield("b", Scalar.INT64, 60)),
                "b@0:4-63 8/8", "b@8:0-59 16/8", "b@0:4-63 8/4", "b@8:0-59 16/8", "b@0:4-63 8/8"));
        return rows;
    }

    /** Every type of the table, each after the types it contains (for one clang file). */
    static List<StructType> types() {
        return rows().stream().map(Row::type).toList();
    }

    private static Row row(String label, StructType type, String... cells) {
        var map = new LinkedHashMap<String, String>();
        for (int i = 0; i < ABIS.size(); i++) {
            map.put(ABIS.get(i), cells[i]);
        }
        return new Row(label, type, map);
    }

    private static Row same(String label, StructType type, String cell) {
        return row(label, type, cell, cell, cell, cell, cell);
    }

    /** A row whose i386 SysV and AArch64 cells say "as SysV" and whose x86 MSVC cell says "as MSVC". */
    private static Row sysvMsvc(String label, StructType type, String sysv, String msvc) {
        return row(label, type, sysv, msvc, sysv, msvc, sysv);
    }
}
