/**
 * The Java FFM API peers of the thesis's 20 structures and its three experiments.
 *
 * <p>One final class per structure holds a {@code public static final StructLayout LAYOUT} built with
 * {@code MemoryLayout.structLayout}, naturally aligned value layouts and an explicit {@code paddingLayout} wherever
 * C inserts padding (offsets as in {@code thesis-structs.h}), plus package-private {@code static final VarHandle}s
 * derived from that layout. Every handle takes the JDK 22+ coordinates {@code (segment, long baseOffset)},
 * followed by one {@code long} index per {@code sequenceElement()} in its path. Constant handles invoked with exact
 * argument and return types are what the FFM documentation and jextract rely on for speed: the JIT folds the path
 * arithmetic and leaves a bounds-checked load or store.
 *
 * <p>{@link org.abistruct.bench.thesis.ffm.FfmWorkloads} holds the benchmark bodies and
 * {@link org.abistruct.bench.thesis.ffm.FfmFill} the byte-identity fill.
 */
package org.abistruct.bench.thesis.ffm;
