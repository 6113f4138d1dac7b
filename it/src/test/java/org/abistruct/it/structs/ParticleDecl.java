package org.abistruct.it.structs;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * The struct the downcall and misuse tests use, under the native ABI. C ({@code particle.c}):
 * <pre>
 * struct Particle {
 *     float position[3]; int32_t id; struct Material material; int16_t samples[4]; uint8_t level;
 *     _Bool alive; double mass; size_t count; void *next; float rot[2][2]; uint16_t grid[2][3];
 *     struct Material layers[2];
 * };
 * </pre>
 */
@Struct(name = "Particle")
public record ParticleDecl(
        @Type("vec3") float[] position,
        int id,
        MaterialDecl material,
        @Length(4) short[] samples,
        @Type("uint8_t") byte level,
        boolean alive,
        double mass,
        @Type("size_t") long count,
        @Type("void *") long next,
        @Type("mat2") float[] rot,
        @Type("uint16_t") @Length({2, 3}) short[][] grid,
        @Length(2) MaterialDecl[] layers) {
}
