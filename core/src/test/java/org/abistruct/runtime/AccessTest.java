package org.abistruct.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.classfile.Attributes;
import java.lang.classfile.ClassFile;
import java.lang.classfile.MethodModel;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.reflect.AccessFlag;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import org.abistruct.abi.Abi;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AccessTest {
    private static final boolean LITTLE = ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN;

    private static MemorySegment heap(int n) {
        return MemorySegment.ofArray(new byte[n]);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void roundTripsEveryKindAtUnalignedOffsets(boolean swap) {
        var rnd = new SplittableRandom(42);
        try (Arena arena = Arena.ofConfined()) {
            for (MemorySegment s : new MemorySegment[] {arena.allocate(64), heap(64)}) {
                for (long o = 0; o < 9; o++) {
                    byte b = (byte) rnd.nextInt();
                    Access.putByte(s, o, b);
                    assertThat(Access.getByte(s, o)).isEqualTo(b);
                    short sh = (short) rnd.nextInt();
                    Access.putShort(s, o, sh, swap);
                    assertThat(Access.getShort(s, o, swap)).isEqualTo(sh);
                    int i = rnd.nextInt();
                    Access.putInt(s, o, i, swap);
                    assertThat(Access.getInt(s, o, swap)).isEqualTo(i);
                    long l = rnd.nextLong();
                    Access.putLong(s, o, l, swap);
                    assertThat(Access.getLong(s, o, swap)).isEqualTo(l);
                    float f = Float.intBitsToFloat(rnd.nextInt());
                    Access.putFloat(s, o, f, swap);
                    assertThat(Float.floatToRawIntBits(Access.getFloat(s, o, swap))).isEqualTo(Float.floatToRawIntBits(f));
                    double d = Double.longBitsToDouble(rnd.nextLong());
                    Access.putDouble(s, o, d, swap);
                    assertThat(Double.doubleToRawLongBits(Access.getDouble(s, o, swap))).isEqualTo(Double.doubleToRawLongBits(d));
                }
            }
        }
    }

    @Test
    void swapStoresTheOtherByteOrder() {
        MemorySegment s = heap(16);
        Access.putInt(s, 0, 0x11223344, true);
        int stored = s.get(ValueLayout.JAVA_INT_UNALIGNED, 0);
        assertThat(stored).isEqualTo(0x44332211);
        // without swap the bytes are in the machine's order
        Access.putInt(s, 4, 0x11223344, false);
        assertThat(s.get(ValueLayout.JAVA_BYTE, 4)).isEqualTo(LITTLE ? (byte) 0x44 : (byte) 0x11);
        // swap means "the other order than the machine's": on a little-endian host, big-endian bytes
        Access.putLong(s, 8, 0x0102030405060708L, true);
        assertThat(s.get(ValueLayout.JAVA_BYTE, 8)).isEqualTo(LITTLE ? (byte) 0x01 : (byte) 0x08);
        Access.putShort(s, 0, (short) 0x0A0B, true);
        assertThat(s.get(ValueLayout.JAVA_BYTE, 0)).isEqualTo(LITTLE ? (byte) 0x0A : (byte) 0x0B);
        Access.putDouble(s, 8, 1.0, true);
        assertThat(s.get(ValueLayout.JAVA_LONG_UNALIGNED, 8)).isEqualTo(Long.reverseBytes(Double.doubleToRawLongBits(1.0)));
        Access.putFloat(s, 0, 1.0f, true);
        assertThat(s.get(ValueLayout.JAVA_INT_UNALIGNED, 0)).isEqualTo(Integer.reverseBytes(Float.floatToRawIntBits(1.0f)));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void float16StoresBinary16(boolean swap) {
        MemorySegment s = heap(8);
        Access.putFloat16(s, 1, 1.0f, swap);
        short raw = Access.getShort(s, 1, swap);
        assertThat(raw).isEqualTo((short) 0x3C00);
        assertThat(Access.getFloat16(s, 1, swap)).isEqualTo(1.0f);
        for (float v : new float[] {0f, -0f, 0.5f, -2f, 65504f, 6.1035156e-5f, 5.9604645e-8f,
            Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY}) {
            Access.putFloat16(s, 3, v, swap);
            assertThat(Float.floatToRawIntBits(Access.getFloat16(s, 3, swap))).as("%s", v).isEqualTo(Float.floatToRawIntBits(v));
        }
        // rounds to nearest binary16, overflows to infinity
        Access.putFloat16(s, 0, 1.0001f, swap);
        assertThat(Access.getFloat16(s, 0, swap)).isEqualTo(1.0f);
        Access.putFloat16(s, 0, 1e6f, swap);
        assertThat(Access.getFloat16(s, 0, swap)).isEqualTo(Float.POSITIVE_INFINITY);
        Access.putFloat16(s, 0, Float.NaN, swap);
        assertThat(Access.getFloat16(s, 0, swap)).isNaN();
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void boolHasTheSizeTheAbiSays(boolean swap) {
        MemorySegment s = heap(8);
        s.fill((byte) 0x77);
        Access.putBool(s, 0, 1, true, swap);
        assertThat(s.get(ValueLayout.JAVA_BYTE, 0)).isEqualTo((byte) 1);
        assertThat(s.get(ValueLayout.JAVA_BYTE, 1)).isEqualTo((byte) 0x77);
        assertThat(Access.getBool(s, 0, 1, swap)).isTrue();
        Access.putBool(s, 0, 1, false, swap);
        assertThat(s.get(ValueLayout.JAVA_BYTE, 0)).isZero();
        assertThat(Access.getBool(s, 0, 1, swap)).isFalse();

        Access.putBool(s, 4, 4, true, swap);
        assertThat(Access.getInt(s, 4, swap)).isEqualTo(1);
        assertThat(Access.getBool(s, 4, 4, swap)).isTrue();
        Access.putBool(s, 4, 4, false, swap);
        assertThat(s.get(ValueLayout.JAVA_INT_UNALIGNED, 4)).isZero();
        // any non-zero value reads as true, whichever byte it is in
        s.set(ValueLayout.JAVA_BYTE, 7, (byte) 0x80);
        assertThat(Access.getBool(s, 4, 4, swap)).isTrue();
        s.set(ValueLayout.JAVA_BYTE, 0, (byte) 2);
        assertThat(Access.getBool(s, 0, 1, swap)).isTrue();
    }

    /** Member {@code name} of type {@code type} under i386-sysv, where C {@code long} and {@code size_t} are 4 bytes. */
    private static AbiSizedMember sized(String name, Scalar type, boolean swap) {
        return new AbiSizedMember(Member.of(name, type), Abi.of("i386-sysv"), type.isSigned(), swap);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void sizedIntegersExtendBySignedness(boolean swap) {
        MemorySegment s = heap(16);
        AbiSizedMember signed = sized("m", Scalar.LONG, swap);
        AbiSizedMember unsigned = sized("m", Scalar.SIZE_T, swap);
        Access.putSized(s, 0, 4, -5, signed);
        assertThat(Access.getSized(s, 0, 4, true, swap)).isEqualTo(-5);
        assertThat(Access.getSized(s, 0, 4, false, swap)).isEqualTo(0xFFFF_FFFBL);
        Access.putSized(s, 0, 4, 0xFFFF_FFFFL, unsigned);
        assertThat(Access.getSized(s, 0, 4, false, swap)).isEqualTo(0xFFFF_FFFFL);
        assertThat(Access.getInt(s, 0, swap)).isEqualTo(-1);
        Access.putSized(s, 8, 8, -1L, unsigned);
        assertThat(Access.getSized(s, 8, 8, false, swap)).isEqualTo(-1L);
        Access.putSized(s, 8, 8, Long.MIN_VALUE, signed);
        assertThat(Access.getSized(s, 8, 8, true, swap)).isEqualTo(Long.MIN_VALUE);
        // the member's swap applies: the bytes are the value's in the order it asks for
        Access.putSized(s, 8, 8, 0x0102_0304_0506_0708L, signed);
        assertThat(s.get(ValueLayout.JAVA_BYTE, 8)).isEqualTo((byte) (swap == (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN) ? 1 : 8));
        Access.putSized(s, 0, 4, 0x0102_0304L, signed);
        assertThat(s.get(ValueLayout.JAVA_BYTE, 0)).isEqualTo((byte) (swap == (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN) ? 1 : 4));
        // 4 bytes of 8 were written, the rest untouched
        s.fill((byte) 0x11);
        Access.putSized(s, 0, 4, 0, signed);
        assertThat(s.get(ValueLayout.JAVA_INT_UNALIGNED, 4)).isEqualTo(0x11111111);
    }

    @Test
    void sizedIntegerOutOfFourBytesIsRefusedWithTheMemberAndTheAbi() {
        MemorySegment s = heap(8);
        s.fill((byte) 0x33);
        AbiSizedMember length = sized("length", Scalar.LONG, false);
        AbiSizedMember size = sized("size", Scalar.SIZE_T, false);
        assertThatThrownBy(() -> Access.putSized(s, 0, 4, 1L << 31, length))
                .isExactlyInstanceOf(IllegalMemberValueException.class)
                .hasMessage("length: value 2147483648 does not fit in 4 bytes under i386-sysv");
        assertThatThrownBy(() -> Access.putSized(s, 0, 4, Integer.MIN_VALUE - 1L, length))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Access.putSized(s, 0, 4, 1L << 32, size))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("size: value 4294967296 does not fit in 4 bytes under i386-sysv");
        assertThatThrownBy(() -> Access.putSized(s, 0, 4, -1L, size))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("size: value 18446744073709551615 does not fit in 4 bytes under i386-sysv");
        // the boundaries fit
        Access.putSized(s, 0, 4, Integer.MIN_VALUE, length);
        Access.putSized(s, 0, 4, Integer.MAX_VALUE, length);
        Access.putSized(s, 0, 4, 0, size);
        assertThat(s.get(ValueLayout.JAVA_INT_UNALIGNED, 4)).isEqualTo(0x33333333);
    }

    @Test
    void boundedSegmentsKeepTheirBoundsChecks() {
        MemorySegment s = heap(4);
        assertThatThrownBy(() -> Access.getLong(s, 0, false)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> Access.putInt(s, 1, 0, false)).isInstanceOf(IndexOutOfBoundsException.class);
        Arena arena = Arena.ofConfined();
        MemorySegment native4 = arena.allocate(4);
        arena.close();
        assertThatThrownBy(() -> Access.getInt(native4, 0, false)).isInstanceOf(IllegalStateException.class);
    }

    /** C2 inlines methods of at most 35 bytes (MaxInlineSize) wherever they are called; see the class comment. */
    @Test
    void everyPublicMethodIsSmallEnoughToInlineAnywhere() throws Exception {
        byte[] bytes;
        try (var in = Access.class.getResourceAsStream("Access.class")) {
            bytes = in.readAllBytes();
        }
        var publicMethods = ClassFile.of().parse(bytes).methods().stream()
                .filter(m -> m.flags().has(AccessFlag.PUBLIC))
                .toList();
        assertThat(publicMethods).hasSizeGreaterThan(10);
        for (MethodModel m : publicMethods) {
            int length = m.findAttribute(Attributes.code()).orElseThrow().codeLength();
            assertThat(length).as(m.methodName().stringValue() + m.methodType().stringValue()).isLessThanOrEqualTo(35);
        }
    }
}
