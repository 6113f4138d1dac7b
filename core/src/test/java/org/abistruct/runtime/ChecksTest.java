package org.abistruct.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.abistruct.abi.Abi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.junit.jupiter.api.Test;

class ChecksTest {

    @Test
    void unsignedRangesAcceptTheirWholeRangeAsRawBits() {
        assertThat(Checks.uint8("m", 0)).isEqualTo((byte) 0);
        assertThat(Checks.uint8("m", 255)).isEqualTo((byte) -1);
        assertThat(Checks.uint16("m", 65535)).isEqualTo((short) -1);
        assertThat(Checks.uint16("m", 32768)).isEqualTo(Short.MIN_VALUE);
        assertThat(Checks.uint32("m", 0xFFFF_FFFFL)).isEqualTo(-1);
        assertThat(Checks.uint32("m", 0x8000_0000L)).isEqualTo(Integer.MIN_VALUE);
    }

    @Test
    void unsignedRangesRejectWithMemberValueAndRange() {
        assertThatThrownBy(() -> Checks.uint8("flags", 256)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("flags: value 256 out of range 0..255");
        assertThatThrownBy(() -> Checks.uint8("flags", -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("flags: value -1 out of range 0..255");
        assertThatThrownBy(() -> Checks.uint16("id", 65536)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("id: value 65536 out of range 0..65535");
        assertThatThrownBy(() -> Checks.uint16("id", -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Checks.uint32("count", 1L << 32)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("count: value 4294967296 out of range 0..4294967295");
        assertThatThrownBy(() -> Checks.uint32("count", Long.MIN_VALUE)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void indexNamesTheMemberAndItsRange() {
        assertThat(Checks.index("flags", 0, 4)).isZero();
        assertThat(Checks.index("flags", 3, 4)).isEqualTo(3);
        assertThatThrownBy(() -> Checks.index("flags", 4, 4)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("flags: index 4 out of range 0..3");
        assertThatThrownBy(() -> Checks.index("flags", -1, 4)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("flags: index -1 out of range 0..3");
    }

    @Test
    void elementIsTheCheckedIndexTimesTheStrideInLongArithmetic() {
        assertThat(Checks.element("lights", 0, 600, 112)).isZero();
        assertThat(Checks.element("lights", 599, 600, 112)).isEqualTo(599L * 112);
        // an int product would overflow here
        assertThat(Checks.element("grid", 70_000, 100_000, 70_000)).isEqualTo(4_900_000_000L);
        assertThatThrownBy(() -> Checks.element("lights", 600, 600, 112)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("lights: index 600 out of range 0..599");
        assertThatThrownBy(() -> Checks.element("lights", -1, 600, 112)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void lengthRefusesShortArrays() {
        Checks.length("basis", 9, 9);
        Checks.length("basis", 16, 9);
        assertThatThrownBy(() -> Checks.length("basis", 8, 9)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("basis: array of length 8 is shorter than 9 elements");
    }

    @Test
    void refusedValuesAreThePublicExceptionTypesWithTheirOldSupertypes() {
        assertThatThrownBy(() -> Checks.uint8("flags", 256)).isExactlyInstanceOf(IllegalMemberValueException.class);
        assertThatThrownBy(() -> Checks.length("basis", 8, 9)).isExactlyInstanceOf(IllegalMemberValueException.class);
        assertThatThrownBy(() -> Checks.present("grid", null, 1)).isExactlyInstanceOf(MissingMemberValueException.class)
                .isInstanceOf(NullPointerException.class).hasMessage("grid[1] is null");
        // a nested struct's refusal, put inside the member, keeps its type and its cause
        RuntimeException bad = Checks.inMember("lights", new IllegalMemberValueException("flags: value 256 out of range 0..255"), 2);
        assertThat(bad).isExactlyInstanceOf(IllegalMemberValueException.class)
                .hasMessage("lights[2].flags: value 256 out of range 0..255").hasCauseInstanceOf(IllegalMemberValueException.class);
        RuntimeException missing = Checks.inMember("lights", new MissingMemberValueException("color is null"), 0);
        assertThat(missing).isExactlyInstanceOf(MissingMemberValueException.class).hasMessage("lights[0].color is null");
        // anything else passes through as it is
        var other = new IllegalArgumentException("flags: from a record accessor");
        assertThat(Checks.inMember("lights", other, 2)).isSameAs(other);
        assertThat(Checks.atElement("flags", other, 2)).isSameAs(other);
    }

    @Test
    void allFitNamesTheElementTheMemberAndTheAbiOfTheFirstValueTooWide() {
        Abi i386 = Abi.of("i386-sysv");
        var sizes = new AbiSizedMember(Member.of("sizes", new ArrayType(new ArrayType(Scalar.SIZE_T, 3), 2)), i386,
                false, false);
        Checks.allFit(new long[] {0, 1, 2, 3, 4, 0xFFFF_FFFFL}, 6, 4, sizes);
        // under an ABI that makes the element 8 bytes, anything goes
        Checks.allFit(new long[] {-1, 1L << 40}, 2, 8, sizes);
        // row-major element 4 of a [2][3] array is [1][1]; the first too wide is the one named
        assertThatThrownBy(() -> Checks.allFit(new long[] {0, 1, 2, 3, 1L << 32, -1}, 6, 4, sizes))
                .isExactlyInstanceOf(IllegalMemberValueException.class)
                .hasMessage("sizes[1][1]: value 4294967296 does not fit in 4 bytes under i386-sysv; nothing was written");
        // a signed member takes negative values and names the value as signed
        var longs = new AbiSizedMember(Member.of("longs", new ArrayType(Scalar.LONG, 2)), i386, true, false);
        Checks.allFit(new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE}, 2, 4, longs);
        assertThatThrownBy(() -> Checks.allFit(new long[] {-1, Integer.MIN_VALUE - 1L}, 2, 4, longs))
                .hasMessage("longs[1]: value -2147483649 does not fit in 4 bytes under i386-sysv; nothing was written");
        // only the first count values are checked
        Checks.allFit(new long[] {1, 1L << 32}, 1, 4, longs);
    }
}
