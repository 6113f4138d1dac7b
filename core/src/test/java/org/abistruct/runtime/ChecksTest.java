package org.abistruct.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
}
