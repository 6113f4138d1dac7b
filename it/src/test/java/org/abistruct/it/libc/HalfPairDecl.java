package org.abistruct.it.libc;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** C: {@code struct HalfPair { _Float16 a, b; };}, which the FFM Linker cannot pass by value as C does. */
@Struct(name = "HalfPair")
public record HalfPairDecl(@Type("float16_t") float a, @Type("float16_t") float b) {
}
