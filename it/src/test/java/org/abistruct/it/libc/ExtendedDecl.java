package org.abistruct.it.libc;

import org.abistruct.annotation.Align;
import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * C: {@code struct Extended { char c; long double x; int after; };}, its long double kept as its 16 bytes, as the
 * processor says to declare one where it is 16 bytes aligned to 16 (x86-64 and AArch64 Linux).
 */
@Struct(name = "Extended")
public record ExtendedDecl(@Type("char") byte c, @Length(16) @Align(16) @Type("uint8_t") byte[] x, int after) {
}
