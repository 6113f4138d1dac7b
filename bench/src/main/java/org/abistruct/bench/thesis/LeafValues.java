package org.abistruct.bench.thesis;

import java.nio.charset.StandardCharsets;

/**
 * The value every library writes into one leaf member for the byte-identity check, derived from the member's path
 * alone, so that four independent fill routines agree without sharing state.
 *
 * <p>Paths: {@code aInt}; array elements {@code aIntVec4[2]}; nested members {@code aSmallTestStruct7.aInt};
 * elements of struct arrays {@code mediumTestStruct1Array[3].aSubStruct.aIntVec4[0]}.
 */
public final class LeafValues {
    private LeafValues() {
    }

    public static byte i8(String path) {
        return (byte) bits(path);
    }

    public static short i16(String path) {
        return (short) bits(path);
    }

    public static int i32(String path) {
        return (int) bits(path);
    }

    public static long i64(String path) {
        return bits(path);
    }

    /** In [0, 1), exactly representable. */
    public static float f32(String path) {
        return (bits(path) >>> 40) * 0x1.0p-24f;
    }

    /** In [0, 1), exactly representable. */
    public static double f64(String path) {
        return (bits(path) >>> 11) * 0x1.0p-53;
    }

    /** FNV-1a over the UTF-8 path, then the SplitMix64 finaliser so that neighbouring paths differ in every byte. */
    static long bits(String path) {
        long h = 0xcbf29ce484222325L;
        for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        h = (h ^ (h >>> 30)) * 0xbf58476d1ce4e5b9L;
        h = (h ^ (h >>> 27)) * 0x94d049bb133111ebL;
        return h ^ (h >>> 31);
    }
}
