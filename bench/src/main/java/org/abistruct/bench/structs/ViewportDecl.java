package org.abistruct.bench.structs;

import org.abistruct.annotation.Struct;

/** A 24-byte struct (the shape of {@code VkViewport}) for allocate + free (host C ABI). */
@Struct(name = "Viewport")
public record ViewportDecl(float x, float y, float width, float height, float minDepth, float maxDepth) {
}
