package org.abistruct.abi;

import java.nio.ByteOrder;

/**
 * Base of the shader-language buffer layouts (GLSL blocks, HLSL constant buffers, WGSL): they have no
 * unions and no packing pragmas, so a declaration that uses them is an error naming the type, and a
 * runtime-sized array may end only the outermost type, not a struct inside it.
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

    /** GLSL and WGSL allow a runtime-sized array only as the last member of the block (buffer) itself. */
    @Override
    protected final boolean allowsNestedRuntimeSizedArrays() {
        return false;
    }
}
