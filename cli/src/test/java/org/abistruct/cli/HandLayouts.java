package org.abistruct.cli;

import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Layouts written out by hand, so that the printers can be tested without the layout engine. The
 * numbers are those of the thesis's Fig. 1 and of the JSON example in docs/cli.md.
 */
final class HandLayouts {
    private HandLayouts() {
    }

    static final Member I = new Member("i", Scalar.INT32, "int", Member.NOT_A_BITFIELD, 0, null);
    static final Member V = Member.of("v", VectorType.of(Scalar.FLOAT32, 3));
    static final StructType FIG1 = StructType.struct("Fig1", I, V);

    /** Fig. 1, left: Microsoft x64, the vector is a float[3] at 4. */
    static StructLayout fig1Msvc() {
        return new StructLayout(FIG1, "x86_64-msvc", 16, 4, 16,
                List.of(plain(I, 0, 4, 4), plain(V, 4, 12, 4)));
    }

    /** Fig. 1, right: std140, the vector is 16-aligned. */
    static StructLayout fig1Std140() {
        return new StructLayout(FIG1, "std140", 32, 16, 28,
                List.of(plain(I, 0, 4, 4), plain(V, 16, 12, 16)));
    }

    static MemberLayout plain(Member m, long offset, long size, long align) {
        return new MemberLayout(m, offset, size, align, List.of(), List.of(), 0, false, 0, Member.NOT_A_BITFIELD, null);
    }

    static MemberLayout bitfield(Member m, long unitOffset, long unitSize, long bitOffset) {
        return new MemberLayout(m, unitOffset, unitSize, unitSize, List.of(), List.of(), 0, false, bitOffset,
                m.bitWidth(), null);
    }

    /** {@code unsigned int NAME : WIDTH;} spelled as the parser keeps it. */
    static Member unsignedBitfield(String name, int width) {
        return new Member(name, Scalar.UINT32, "unsigned int", width, 0, null);
    }

    /** {@code int a; unsigned int f : 3;} with f placed at bit 35 (as if after 3 other bits). */
    static StructLayout bitfields() {
        Member a = Member.of("a", Scalar.INT32);
        Member f = unsignedBitfield("f", 3);
        return new StructLayout(StructType.struct("Flags", a, f), "x86_64-sysv", 8, 4, 5,
                List.of(plain(a, 0, 4, 4), bitfield(f, 4, 4, 35)));
    }

    /** Every optional JSON key: {@code vec3 pos[2][3]; mat4 m; unsigned int f : 3;}. */
    static StructLayout everything() {
        DataType vec3 = VectorType.of(Scalar.FLOAT32, 3);
        Member pos = new Member("pos", ArrayType.of(ArrayType.of(vec3, 3), 2), "vec3", Member.NOT_A_BITFIELD, 0, null);
        Member m = Member.of("m", MatrixType.of(Scalar.FLOAT32, 4, 4));
        Member f = unsignedBitfield("f", 3);
        var posLayout = new MemberLayout(pos, 0, 96, 16, List.of(2L, 3L), List.of(48L, 16L), 0, false, 0,
                Member.NOT_A_BITFIELD, null);
        var mLayout = new MemberLayout(m, 96, 64, 16, List.of(), List.of(), 16, false, 0, Member.NOT_A_BITFIELD, null);
        return new StructLayout(StructType.struct("Light", pos, m, f), "std140", 176, 16, 164,
                List.of(posLayout, mLayout, bitfield(f, 160, 4, 1283)));
    }
}
