package org.abistruct.abi;

import java.nio.ByteOrder;
import org.abistruct.type.Member;

/**
 * Base of the shader-language buffer layouts (GLSL blocks, HLSL constant buffers, WGSL): they have no
 * unions, no packing pragmas and no typedefs that lower an alignment, so a declaration that uses them is an
 * error naming the type, and a runtime-sized array may end only the outermost type, not a struct inside it.
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

    /**
     * A typedef's alignment may raise a type's here, as an explicit alignment may, but not lower it: like packing,
     * that is a C feature, with no shader-language layout to follow. An array of raised elements is refused only
     * where the layout's own stride would misalign them (an {@code hlsl-cbuffer} stride is a multiple of 16 bytes).
     */
    @Override
    protected Shape typedefAligned(Shape natural, long alignment, boolean element, Member where) {
        if (alignment < natural.alignment()) {
            throw cannotHold(where, "a typedef that lowers its type's alignment, to " + alignment + " from "
                    + natural.alignment() + " (a C feature)");
        }
        Shape raised = natural.withAlignment(alignment);
        if (element && arrayStride(raised, where) % alignment != 0) {
            throw cannotHold(where, "an array of elements a typedef or an enum's attribute aligns to " + alignment
                    + " bytes, since its stride would be " + arrayStride(raised, where));
        }
        return raised;
    }

    /** GLSL and WGSL allow a runtime-sized array only as the last member of the block (buffer) itself. */
    @Override
    protected final boolean allowsNestedRuntimeSizedArrays() {
        return false;
    }
}
