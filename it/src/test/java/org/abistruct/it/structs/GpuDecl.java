package org.abistruct.it.structs;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** A std140 block member struct, for byte-order and GPU-ABI misuse checks. */
@Struct(name = "Gpu", abi = "std140")
public record GpuDecl(@Type("vec3") float[] position, @Type("uint") int mask, @Length(3) float[] weights,
        @Type("mat3") float[] basis, boolean on) {
}
