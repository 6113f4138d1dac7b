package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
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
