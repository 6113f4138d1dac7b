package org.abistruct.abi;

/**
 * The vector rule shared by OpenCL C and Metal: a vector is sized and aligned to the next power of two of
 * its components' total size, so a 3-component vector is as big as a 4-component one.
 */
final class PowerOfTwoVectors {
    private PowerOfTwoVectors() {
    }

    static Shape shape(Shape component, int length) {
        long size = Sizes.nextPowerOfTwo(length) * component.size();
        return Shape.of(size, size);
    }
}
