package org.abistruct.conformance.glsl;

/**
 * The three GLSL block layouts under test, with how a shader declares a block of each and the id of
 * the AbiStruct ABI that must agree with it.
 */
enum GlslLayout {
    /** {@code layout(std140) uniform}: GL 4.6 §7.6.2.2. */
    STD140("std140", "std140", "uniform", false),
    /** {@code layout(std430) buffer}: ARB_shader_storage_buffer_object. */
    STD430("std430", "std430", "buffer", true),
    /** {@code layout(scalar) buffer}: GL_EXT_scalar_block_layout. */
    SCALAR("scalar", "scalar", "buffer", true);

    private final String qualifier;
    private final String abiId;
    private final String storage;
    private final boolean runtimeArrays;

    GlslLayout(String qualifier, String abiId, String storage, boolean runtimeArrays) {
        this.qualifier = qualifier;
        this.abiId = abiId;
        this.storage = storage;
        this.runtimeArrays = runtimeArrays;
    }

    /** The layout qualifier, as in {@code layout(std430, binding = 0)}. */
    String qualifier() {
        return qualifier;
    }

    /** The id of the AbiStruct ABI for this layout. */
    String abiId() {
        return abiId;
    }

    /** {@code uniform} or {@code buffer}. */
    String storage() {
        return storage;
    }

    /** Whether a block may end in a runtime-sized array (only storage buffers may). */
    boolean allowsRuntimeArrays() {
        return runtimeArrays;
    }
}
