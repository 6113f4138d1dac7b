package org.abistruct.bench.thesis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.abistruct.bench.experiments.AbiStructState;
import org.abistruct.bench.thesis.abistruct.AbiStructFill;
import org.abistruct.bench.thesis.ffm.FfmFill;
import org.abistruct.bench.thesis.jna.JnaFill;
import org.abistruct.bench.thesis.lwjgl.LwjglFill;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The check the thesis wrote and never called: every benchmark structure, filled member by member through each
 * library's own accessors with the same values, gives the same memory image in all four libraries (and in
 * AbiStruct under the ABI built at run time). Equal images mean equal sizes, offsets, padding and encodings, so
 * the libraries are timed on the same work.
 */
class ByteIdentityTest {

    static Stream<String> structs() {
        return ThesisStructs.SIZES.keySet().stream();
    }

    @ParameterizedTest
    @MethodSource("structs")
    void everyLibraryWritesTheSameBytes(String struct) {
        byte[] abistruct = AbiStructFill.image(struct);
        long size = ThesisStructs.SIZES.get(struct);

        assertThat((long) abistruct.length).as("%s size", struct).isEqualTo(size);
        assertThat(nonZero(abistruct)).as("%s: the fill wrote most bytes", struct).isGreaterThan(abistruct.length / 2);
        assertSameImage(struct, "AbiStruct, run-time ABI", AbiStructFill.image(struct, AbiStructState.userBuilt()), abistruct);
        assertSameImage(struct, "LWJGL", LwjglFill.image(struct), abistruct);
        assertSameImage(struct, "FFM", FfmFill.image(struct), abistruct);
        assertSameImage(struct, "JNA", JnaFill.image(struct), abistruct);
    }

    private static void assertSameImage(String struct, String library, byte[] image, byte[] expected) {
        assertThat(image.length).as("%s: %s size", struct, library).isEqualTo(expected.length);
        int first = firstDifference(image, expected);
        assertThat(first)
                .as("%s: %s differs from AbiStruct first at byte %d (%s vs %s)", struct, library, first,
                        first < 0 ? "" : image[first], first < 0 ? "" : expected[first])
                .isEqualTo(-1);
    }

    private static int firstDifference(byte[] a, byte[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return -1;
    }

    private static int nonZero(byte[] image) {
        int n = 0;
        for (byte b : image) {
            n += b != 0 ? 1 : 0;
        }
        return n;
    }
}
