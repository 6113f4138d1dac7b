package org.abistruct.examples;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * The element {@link NativeSort} sorts with the C library's {@code qsort}, under the machine's C ABI. In C:
 * <pre>
 * struct Sample { int32_t id; long key; double x; double y; };
 * </pre>
 * {@code key} is a C {@code long}: 8 bytes on Linux and macOS, 4 on Windows, so the element size comes from the
 * layout, never from a constant.
 *
 * @param id  the sample's number
 * @param key what the samples are sorted by
 * @param x   a coordinate, carried along
 * @param y   another coordinate, carried along
 */
@Struct(name = "Sample")
public record SampleDecl(int id, @Type("long") long key, double x, double y) {
}
