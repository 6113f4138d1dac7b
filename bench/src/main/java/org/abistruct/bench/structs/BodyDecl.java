package org.abistruct.bench.structs;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** One struct with an int, a float, a 64-bit integer and a vec3, for single-field access (host C ABI, 32 bytes). */
@Struct(name = "Body")
public record BodyDecl(int id, float mass, long tag, @Type("vec3") float[] position) {
}
