package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.layout.StructLayout;
import org.abistruct.schema.Schema;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.Position;
import org.junit.jupiter.api.Test;

/**
 * Which read of the file each ABI's layout comes from, and how often the file is read, with a stand-in reader that
 * refuses the file for every ABI and gives each C ABI a struct of {@code sizeof(long)} chars, as the parser does for a
 * file that uses {@code sizeof(long)}.
 */
class SchemasPerAbiTest {
    private final List<String> reads = new ArrayList<>(); // the target of each read, "every ABI" for none

    /** A file that reads for one C ABI only: {@code struct S { char b[sizeof(long)]; int n; };}. */
    private Schema sizeofLong(CAbi target) {
        reads.add(target == null ? "every ABI" : target.id());
        if (target == null) {
            throw new SchemaException(new Position("s.h", 1, 19), "the array size: sizeof depends on the ABI");
        }
        return SchemaParser.parse("s.h", "struct S { char b[" + target.longSize() + "]; int n; };");
    }

    /** A file every ABI reads alike. */
    private Schema plain(CAbi target) {
        reads.add(target == null ? "every ABI" : target.id());
        return SchemaParser.parse("p.h", "struct P { char b[4]; int n; };");
    }

    @Test
    void oneCAbiReadsTheFileOnceForItself() {
        Map<Abi, Schema> schemas = SchemasPerAbi.read(List.of(Abi.of("i386-sysv")), this::sizeofLong);

        assertThat(reads).containsExactly("i386-sysv");
        assertThat(layouts(schemas)).containsExactly("struct S i386-sysv b char[4]");
    }

    @Test
    void oneOtherAbiReadsTheFileForEveryAbiAndGetsItsRefusalAsItIs() {
        assertThatThrownBy(() -> SchemasPerAbi.read(List.of(Abi.of("std140")), this::sizeofLong))
                .isInstanceOf(SchemaException.class)
                .hasMessage("s.h:1:19: the array size: sizeof depends on the ABI");
        assertThat(reads).containsExactly("every ABI");
    }

    @Test
    void aFileEveryAbiReadsIsReadOnceForThemAll() {
        Map<Abi, Schema> schemas = SchemasPerAbi.read(
                List.of(Abi.of("x86_64-sysv"), Abi.of("i386-sysv"), Abi.of("std140")), this::plain);

        assertThat(reads).containsExactly("every ABI");
        assertThat(schemas.values()).hasSize(3).containsOnly(schemas.get(Abi.of("std140")));
    }

    @Test
    void aFileRefusedForEveryAbiIsReadForEachCAbiAndEachColumnComesFromItsOwnRead() {
        Map<Abi, Schema> schemas = SchemasPerAbi.read(
                List.of(Abi.of("x86_64-sysv"), Abi.of("i386-sysv"), Abi.of("x86_64-msvc")), this::sizeofLong);

        assertThat(reads).containsExactly("every ABI", "x86_64-sysv", "i386-sysv", "x86_64-msvc");
        assertThat(layouts(schemas)).containsExactly("struct S x86_64-sysv b char[8]", "struct S i386-sysv b char[4]",
                "struct S x86_64-msvc b char[4]");
    }

    /** {@code _Static_assert(sizeof(long) == 8, "LP64");}: read for every ABI, kept unchecked; for a C ABI, checked. */
    private Schema assertsLp64(CAbi target) {
        reads.add(target == null ? "every ABI" : target.id());
        return SchemaParser.parse("a.h", "struct A { int n; };\n_Static_assert(sizeof(long) == 8, \"LP64\");\n",
                org.abistruct.schema.CommandLineMacros.NONE, target);
    }

    @Test
    void aFileWithAssertionsEveryAbiCannotCheckIsReadForEachCAbiWhichChecksThem() {
        assertThatThrownBy(() -> SchemasPerAbi.read(
                List.of(Abi.of("x86_64-sysv"), Abi.of("std140"), Abi.of("x86_64-msvc")), this::assertsLp64))
                .isInstanceOf(SchemaException.class)
                .hasMessage("a.h:2:1: static assertion failed: \"LP64\": sizeof(long) is 4 under x86_64-msvc,"
                        + " asserted == 8 (read for x86_64-msvc)");
        assertThat(reads).containsExactly("every ABI", "x86_64-sysv", "x86_64-msvc");
    }

    @Test
    void anAbiThatIsNotACAbiKeepsTheReadForEveryAbiWithItsAssertionsUnchecked() {
        Map<Abi, Schema> schemas = SchemasPerAbi.read(List.of(Abi.of("x86_64-sysv"), Abi.of("std140")),
                this::assertsLp64);

        assertThat(reads).containsExactly("every ABI", "x86_64-sysv");
        assertThat(schemas.get(Abi.of("std140")).uncheckedAssertions()).hasSize(1);
        assertThat(schemas.get(Abi.of("x86_64-sysv")).uncheckedAssertions()).isEmpty();
    }

    @Test
    void anAbiThatIsNotACAbiBesideACAbiGetsTheRefusalNamingIt() {
        assertThatThrownBy(() -> SchemasPerAbi.read(List.of(Abi.of("x86_64-sysv"), Abi.of("std430")),
                this::sizeofLong))
                .isInstanceOf(SchemaException.class)
                .hasMessage("s.h:1:19: the array size: sizeof depends on the ABI (std430, not a C ABI, reads the file"
                        + " for every ABI)");
    }

    @Test
    void aFileRefusedForOneCAbiIsRefusedNamingThatAbi() {
        CAbiReader refusedForMsvc = target -> {
            if (target == null || target.id().equals("x86_64-msvc")) {
                throw new SchemaException(new Position("m.h", 2, 5), "unknown type '__int128'");
            }
            return SchemaParser.parse("m.h", "struct M { int n; };");
        };

        assertThatThrownBy(() -> SchemasPerAbi.read(List.of(Abi.of("x86_64-sysv"), Abi.of("x86_64-msvc")),
                refusedForMsvc::read))
                .isInstanceOf(SchemaException.class)
                .hasMessage("m.h:2:5: unknown type '__int128' (read for x86_64-msvc)");
    }

    @Test
    void eachTypeIsLaidOutUnderTheAbisWhoseReadDeclaresItFirstAbisTypesFirst() {
        CAbiReader vaList = target -> SchemaParser.parse("v.h", target.id().equals("x86_64-sysv")
                ? "struct T { int n; }; struct __va_list_tag { int gp_offset; };"
                : "struct U { int m; }; struct T { int n; };");
        Map<Abi, Schema> schemas = SchemasPerAbi.read(List.of(Abi.of("x86_64-sysv"), Abi.of("i386-sysv")),
                target -> target == null ? refuse() : vaList.read(target));

        List<List<StructLayout>> perType = SchemasPerAbi.layouts(schemas);

        assertThat(perType).extracting(l -> l.getFirst().name()).containsExactly("T", "__va_list_tag", "U");
        assertThat(perType).extracting(l -> l.stream().map(StructLayout::abiId).toList())
                .containsExactly(List.of("x86_64-sysv", "i386-sysv"), List.of("x86_64-sysv"), List.of("i386-sysv"));
    }

    private interface CAbiReader {
        Schema read(CAbi target);
    }

    private static Schema refuse() {
        throw new SchemaException(new Position("v.h", 1, 1), "__builtin_va_list depends on the ABI");
    }

    /** Each type's first member under each ABI: "struct S ABI member type". */
    private static List<String> layouts(Map<Abi, Schema> schemas) {
        return SchemasPerAbi.layouts(schemas).stream().flatMap(List::stream)
                .map(l -> l.kind() + " " + l.name() + " " + l.abiId() + " " + l.members().getFirst().name() + " "
                        + MemberText.type(l.members().getFirst()))
                .toList();
    }
}
