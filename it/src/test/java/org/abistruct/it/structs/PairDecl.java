package org.abistruct.it.structs;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * A struct small enough to travel in registers when passed by value (8 bytes: one general-purpose register on
 * x86-64 System V and on AArch64). C: {@code struct Pair { int32_t count; float scale; };}
 */
@Struct(name = "Pair")
public record PairDecl(@Type("int32_t") int count, float scale) {
}
