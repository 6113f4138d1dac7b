package org.abistruct.it.structs;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** Nested in {@link ParticleDecl}. C: {@code struct Material { float color[4]; float roughness; uint32_t flags; };} */
@Struct(name = "Material")
public record MaterialDecl(@Type("vec4") float[] color, float roughness, @Type("uint32_t") int flags) {
}
