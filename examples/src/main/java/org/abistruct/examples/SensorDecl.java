package org.abistruct.examples;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * The one declaration {@link OneDeclarationManyAbis} lays out under several ABIs. Every member is one whose place
 * moves between them: {@code bool} is 1 byte in C and 4 in GPU blocks, {@code double} is 4-aligned inside structs
 * on i386, a {@code vec3} is 16-aligned in std140, and std140 gives array elements a 16-byte stride. In C:
 * <pre>
 * struct Sensor { _Bool enabled; double weight; float position[3]; int32_t counts[3]; };
 * </pre>
 *
 * @param enabled  whether the sensor is on
 * @param weight   how much its readings count
 * @param position where it is
 * @param counts   how many readings it took in each of three periods
 */
@Struct(name = "Sensor")
public record SensorDecl(boolean enabled, double weight, @Type("vec3") float[] position, @Length(3) int[] counts) {
}
