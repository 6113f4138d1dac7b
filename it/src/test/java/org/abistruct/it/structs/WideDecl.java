package org.abistruct.it.structs;

import org.abistruct.annotation.Align;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** A struct aligned beyond what malloc and the stack's base guarantee (16 bytes): C {@code alignas(64)}. */
@Align(64)
@Struct(name = "Wide")
public record WideDecl(@Type("vec4") float[] v, @Align(32) double d) {
}
