package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/**
 * A block's or block member's matrix order reaches the matrices of its structs, to all depths, through variants
 * named {@code row_major S} / {@code column_major S}; the structs stay as declared. Files without {@code #version}
 * (C with GLSL's types) also accept the order on a struct's member, which the outer qualifier overrides. Against
 * glslang: {@code GlslMatrixOrderTest}.
 */
class MatrixOrderTest {
    private static final String C_FILE = """
            struct I { row_major mat3 m; mat2 n; float f; };
            struct S { I i; I is[2]; float x; };
            struct O { layout(row_major) S s; };
            uniform B { layout(column_major) S cols; S same; layout(row_major) S rows; };
            layout(column_major) uniform C { O o; I i; };
            """;

    @Test
    void theOuterQualifierWinsOverAStructMembersOwnToAllDepths() {
        Schema s = SchemaParser.parse("t.h", C_FILE);
        StructType b = s.type("B").orElseThrow();

        assertThat(b.members().get(1).type()).isSameAs(s.type("S").orElseThrow());
        assertThat(orders(b.members().get(0).type())).as("column_major S").containsOnly(false);
        assertThat(orders(b.members().get(2).type())).as("row_major S").containsOnly(true);
        assertThat(b.members()).extracting(Member::typeName).containsExactly("column_major S", "S", "row_major S");
        assertThat(orders(s.type("I").orElseThrow())).containsExactly(true, false);
    }

    @Test
    void aVariantIsMadeFromItsOriginalOnceAndListedBeforeItsFirstUser() {
        Schema s = SchemaParser.parse("t.h", C_FILE);

        assertThat(s.types()).extracting(StructType::name).containsExactly("I", "S", "row_major I", "row_major S",
                "O", "column_major I", "column_major S", "B", "column_major O", "C");
        StructType columnO = s.type("column_major O").orElseThrow();
        assertThat(columnO.members().getFirst().type()).isSameAs(s.type("column_major S").orElseThrow());
        assertThat(s.type("C").orElseThrow().members()).extracting(Member::typeName)
                .containsExactly("column_major O", "column_major I");
        StructType columnS = s.type("column_major S").orElseThrow();
        assertThat(columnS.members()).extracting(Member::typeName)
                .containsExactly("column_major I", "column_major I", "float");
        assertThat(columnS.members().get(1).type()).isEqualTo(ArrayType.of(s.type("column_major I").orElseThrow(), 2));
        assertThat(columnS.position()).isEqualTo(s.type("S").orElseThrow().position());
    }

    @Test
    void aStructWithoutMatricesOfTheOtherOrderIsUsedAsItIs() {
        Schema s = SchemaParser.parse("t.glsl", "#version 450\nstruct P { vec3 v; mat2 m; };\n"
                + "layout(std430, column_major) buffer B { P p; layout(row_major) P q; } b;\n");

        assertThat(s.types()).extracting(StructType::name).containsExactly("P", "row_major P", "B");
        assertThat(s.type("B").orElseThrow().members().getFirst().type()).isSameAs(s.type("P").orElseThrow());
    }

    @Test
    void anAnonymousMemberTakesItsOrderToo() {
        Schema s = SchemaParser.parse("t.h", "struct O { layout(row_major) struct { mat2x3 m; struct { mat2 n; } in; }; };");
        StructType o = s.type("O").orElseThrow();

        assertThat(o.members().getFirst().isAnonymous()).isTrue();
        assertThat(orders(o)).containsExactly(true, true);
        assertThat(orders(s.type("O::(anonymous at 1:30)").orElseThrow())).containsExactly(false, false);
    }

    /** The order of every matrix in {@code type}, depth first. */
    private static java.util.List<Boolean> orders(DataType type) {
        var out = new java.util.ArrayList<Boolean>();
        collect(type, out);
        return out;
    }

    private static void collect(DataType type, java.util.List<Boolean> out) {
        switch (type) {
            case MatrixType m -> out.add(m.rowMajor());
            case ArrayType a -> collect(a.element(), out);
            case StructType st -> st.members().forEach(m -> collect(m.type(), out));
            default -> { }
        }
    }
}
