package org.abistruct.it.libc;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * C: {@code struct Small { char c; short s; float f[2]; };}, 12 bytes that x86-64 System V passes in a
 * general-purpose register (c, s and f[0]) and a vector register (f[1]).
 */
@Struct(name = "Small")
public record SmallDecl(@Type("char") byte c, short s, @Length(2) float[] f) {
}
