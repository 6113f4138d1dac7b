package org.abistruct.abi;

/**
 * How a C target aligns GCC's {@code vector_size(N)} vectors ({@link CAbi#vectorAlignment()}): to their size, up to a
 * limit, as clang aligns them there, and where GCC aligns some of them otherwise (its default CPU lacks the vector
 * registers clang assumes, or the other way round), which a file read for the ABI refuses rather than pick one.
 *
 * @param limit                the largest alignment clang gives a vector (a smaller one is aligned to its size); 0
 *                             for none: 16 on AArch64, 8 on 32-bit Arm
 * @param gccLimit             the largest alignment GCC gives a vector where it is below clang's: a vector of more
 *                             bytes is refused unless an {@code aligned(N)} after the {@code vector_size} on its
 *                             typedef decides; 0 where GCC agrees with clang: 16 on x86 System V (GCC without AVX), 8
 *                             on IBM Z (where clang for its default CPU, without the vector facility, aligns to the
 *                             size)
 * @param gccEightByteIntegers the alignment GCC gives an 8-byte vector of integers where it is not clang's 8, which
 *                             is then refused; 0 where GCC agrees: 4 on i386 System V (GCC {@code -m32} without MMX)
 */
public record VectorAlignment(int limit, int gccLimit, int gccEightByteIntegers) {
    /** Vectors aligned to their size by clang and GCC alike: x86-64 and i386 Windows, RISC-V, POWER. */
    public static final VectorAlignment SIZE = new VectorAlignment(0, 0, 0);

    /**
     * Checks the values.
     *
     * @throws IllegalArgumentException if a value is neither 0 nor a power of two
     */
    public VectorAlignment {
        for (int v : new int[] {limit, gccLimit, gccEightByteIntegers}) {
            if (v < 0 || Integer.bitCount(v) > 1) {
                throw new IllegalArgumentException("vector alignment " + v + " is not 0 or a power of two");
            }
        }
    }

    /**
     * Vectors aligned to their size, but at most {@code limit}, by clang and GCC alike: 16 on AArch64, 8 on Arm.
     *
     * @param limit the largest alignment in bytes, a power of two
     * @return the rule
     */
    public static VectorAlignment atMost(int limit) {
        return new VectorAlignment(limit, 0, 0);
    }

    /**
     * This rule, where GCC aligns a vector to at most {@code gccLimit} (a larger one is refused unless decided).
     *
     * @param gccLimit the largest alignment GCC gives a vector, in bytes
     * @return a copy of this rule with GCC's limit
     */
    public VectorAlignment withGccLimit(int gccLimit) {
        return new VectorAlignment(limit, gccLimit, gccEightByteIntegers);
    }

    /**
     * This rule, where GCC aligns an 8-byte vector of integers to {@code alignment} (such a vector is refused).
     *
     * @param alignment the alignment GCC gives such a vector, in bytes
     * @return a copy of this rule with GCC's alignment for 8-byte integer vectors
     */
    public VectorAlignment withGccEightByteIntegers(int alignment) {
        return new VectorAlignment(limit, gccLimit, alignment);
    }

    /**
     * The alignment clang gives a vector of {@code bytes} bytes, a power of two.
     *
     * @param bytes the vector's size in bytes
     * @return the alignment in bytes: the size, capped at {@link #limit()} when there is one
     */
    public long of(long bytes) {
        return limit == 0 ? bytes : Math.min(bytes, limit);
    }
}
