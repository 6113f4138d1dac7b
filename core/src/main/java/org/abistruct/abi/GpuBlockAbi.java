package org.abistruct.abi;

import java.nio.ByteOrder;

/**
 * Base of the shader-language buffer layouts (GLSL blocks, HLSL constant buffers, WGSL): they have no
 * unions and no packing pragmas, so a declaration that uses them is an error naming the type.
 */
abstract class GpuBlockAbi extends AbstractAbi {
    GpuBlockAbi(String id) {
        super(id, ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    protected final boolean allowsPacking() {
        return false;
    }

    @Override
    protected final boolean allowsUnions() {
        return false;
    }
}
