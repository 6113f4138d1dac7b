/**
 * The thesis's 20 structures and its three experiments through JNA 5.18.1, shaped like the thesis's generated
 * JNA classes.
 *
 * <p>Every struct is a {@link com.sun.jna.Structure} subclass with public fields in C order. Java arrays stand for
 * C arrays, and nested struct members are fields of the nested {@code Structure} type. The nested fields have no
 * initialiser: JNA's constructor fills every null {@code Structure} field with an instance, and {@code write()} and
 * {@code read()} map that instance onto the parent's memory at the member's offset. This matches the thesis's
 * generated classes. An initialiser {@code = new X()} would allocate a block for each nested type whose size is
 * known at construction, and the first {@code write()} would abandon it. Struct arrays use JNA's
 * {@code (X[]) new X().toArray(n)} idiom: the elements get one contiguous block of their own, and the parent's
 * {@code write()} and {@code read()} map them onto its memory.
 *
 * <p>JNA owns the native memory: it is zeroed when allocated and released by JNA's cleaner once the
 * {@code Structure} becomes unreachable, so nothing here frees it. A class with a primitive or struct array
 * field gets its own block only when something first needs the layout, such as {@code size()},
 * {@code getPointer()}, {@code write()} or {@code read()}: its size is unknown until the subclass's field
 * initialisers have run. So {@code new X()} alone allocates no block for such a class. The thesis's JNA
 * allocation benchmarks had the same behaviour.
 */
package org.abistruct.bench.thesis.jna;
