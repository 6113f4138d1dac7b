package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/** The three printers on hand-written layouts (independent of the engine). */
class PrinterTest {

    @Test
    void sideBySideShowsFig1OffsetsPaddingAndTotals() {
        String text = SideBySidePrinter.print(List.of(HandLayouts.fig1Msvc(), HandLayouts.fig1Std140()));

        assertThat(text).isEqualTo("""
                struct Fig1: x86_64-msvc vs std140
                                   x86_64-msvc   std140
                member  type       offset  size  offset  size
                i       int             0     4       0     4
                        [padding]                     4    12
                v       vec3            4    12      16    12
                        [padding]                    28     4
                size                         16            32
                align                         4            16
                """);
    }

    @Test
    void aMemberWhoseTypeDiffersBetweenTheAbisReadsShowsEachAbisTypeInOrder() {
        String text = SideBySidePrinter.print(List.of("x86_64-sysv", "i386-sysv"),
                List.of(sizeofLong("x86_64-sysv", 8), sizeofLong("i386-sysv", 4)));

        assertThat(text).isEqualTo("""
                struct S: x86_64-sysv vs i386-sysv
                                           x86_64-sysv   i386-sysv
                member  type               offset  size  offset  size
                b       char[8] / char[4]       0     8       0     4
                n       int                     8     4       4     4
                size                                 12             8
                align                                 4             4
                """);
    }

    @Test
    void aTypeOnlySomeAbisReadsDeclareNamesTheOthers() {
        String text = SideBySidePrinter.print(List.of("x86_64-sysv", "i386-sysv", "aarch64"),
                List.of(sizeofLong("x86_64-sysv", 8), sizeofLong("aarch64", 8)));

        assertThat(text).startsWith("struct S: x86_64-sysv vs aarch64; not declared when read for i386-sysv\n")
                .contains("b       char[8]       0     8       0     8\n");
    }

    @Test
    void aTypeWhoseMembersDifferInTheirNamesIsATableForEachAbi() {
        StructLayout other = new StructLayout(StructType.struct("S", HandLayouts.I), "i386-sysv", 4, 4, 4,
                List.of(HandLayouts.plain(HandLayouts.I, 0, 4, 4)));

        String text = SideBySidePrinter.print(List.of("x86_64-sysv", "i386-sysv"),
                List.of(sizeofLong("x86_64-sysv", 8), other));

        assertThat(text).isEqualTo("struct S: its members differ between x86_64-sysv and i386-sysv\n"
                + LayoutTextPrinter.print(sizeofLong("x86_64-sysv", 8)) + LayoutTextPrinter.print(other));
    }

    /** {@code struct S { char b[sizeof(long)]; int n; };} as read for an ABI whose {@code long} has {@code longSize}. */
    private static StructLayout sizeofLong(String abiId, int longSize) {
        Member b = new Member("b", ArrayType.of(Scalar.INT8, longSize), "char", Member.NOT_A_BITFIELD, 0, null);
        Member n = new Member("n", Scalar.INT32, "int", Member.NOT_A_BITFIELD, 0, null);
        var bLayout = new MemberLayout(b, 0, longSize, 1, List.of((long) longSize), List.of(1L), 0, false, 0,
                Member.NOT_A_BITFIELD, null);
        return new StructLayout(StructType.struct("S", b, n), abiId, longSize + 4, 4, longSize + 4,
                List.of(bLayout, HandLayouts.plain(n, longSize, 4, 4)));
    }

    @Test
    void oneAbiTableHasHeaderAndExplicitPaddingRows() {
        String text = LayoutTextPrinter.print(HandLayouts.fig1Std140());

        assertThat(text).isEqualTo("""
                struct Fig1 (std140): size 32, align 16
                  offset  size  align  member        type
                       0     4      4  i             int
                       4    12         [padding 12]
                      16    12     16  v             vec3
                      28     4         [padding 4]
                """);
    }

    @Test
    void bitfieldsPrintAsByteBitWidthAndPartialBytesAreNotPadding() {
        String text = LayoutTextPrinter.print(HandLayouts.bitfields());

        assertThat(text).contains("4:3+3", "unsigned int : 3", "4-byte unit at 4");
        // bits 32..37 are used, so byte 4 is not padding; bytes 5..7 are tail padding.
        assertThat(text).contains("       5     3         [padding 3]");
        assertThat(text.lines().filter(line -> line.contains("[padding")).count()).isEqualTo(1);
    }

    @Test
    void arraysAndMatricesShowStrides() {
        String text = LayoutTextPrinter.print(HandLayouts.everything());

        assertThat(text).containsPattern("pos +vec3\\[2]\\[3] +strides 48, 16\n")
                .containsPattern("m +mat4 +matrix stride 16, column-major\n")
                .containsPattern(" 160:3\\+3 +4 +4 +f +unsigned int : 3 +4-byte unit at 160\n");
    }

    @Test
    void jsonHasTheDocumentedKeysInOrder() {
        var out = new StringWriter();
        new LayoutJsonWriter().write("std140", List.of(HandLayouts.everything()), new PrintWriter(out));

        assertThat(Json.compact(out.toString())).isEqualTo("""
                {"abi":"std140","types":[{"name":"Light","kind":"struct","size":176,"alignment":16,"members":[\
                {"name":"pos","type":"vec3","offset":0,"size":96,"alignment":16,"arrayDims":[2,3],"arrayStrides":[48,16]},\
                {"name":"m","type":"mat4","offset":96,"size":64,"alignment":16,"matrixStride":16,"rowMajor":false},\
                {"name":"f","type":"unsigned int","offset":160,"size":4,"alignment":4,"bitOffset":1283,"bitWidth":3}]}]}""");
    }

    @Test
    void jsonIsPrettyPrintedWithOneSpaceAfterColons() {
        var out = new StringWriter();
        new LayoutJsonWriter().write("std140", List.of(HandLayouts.fig1Std140()), new PrintWriter(out));

        assertThat(out.toString()).startsWith("{\n  \"abi\": \"std140\",\n").endsWith("}\n");
    }
}
