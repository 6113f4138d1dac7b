package org.abistruct.bench.structs;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * A 112-byte particle for arrays of structs: vec4 position (0), vec4 color (16), mat4 transform (32),
 * vec3 velocity (96), float size (108). std430 and the x86-64 C ABI give it the same bytes.
 */
@Struct(name = "Particle", abi = "std430")
public record ParticleDecl(@Type("vec4") float[] position, @Type("vec4") float[] color,
        @Type("mat4") float[] transform, @Type("vec3") float[] velocity, float size) {
}
