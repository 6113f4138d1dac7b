package org.abistruct.processor;

/**
 * The layout engine words its fixes for the schema languages; on a Java record some read differently. WGSL's
 * {@code @align(16)} is {@code @Align(16)} here, and {@code @size(n)} has no counterpart, so a hint that offers it
 * as an alternative keeps only the other, and one that asks for it asks for the padding it would add.
 */
final class JavaHints {
    private JavaHints() {
    }

    static String of(String reason) {
        return reason.replace("@align(", "@Align(")
                .replaceAll(" or @size\\(\\d+\\) to [^)]*\\)", ")")
                .replaceAll("with @size\\((\\d+)\\)", "padded to $1 bytes");
    }
}
