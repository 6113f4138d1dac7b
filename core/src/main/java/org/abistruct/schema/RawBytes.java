package org.abistruct.schema;

/**
 * The characters that stand for a file's bytes that are not UTF-8: U+DC80 to U+DCFF alone, for the bytes 0x80 to
 * 0xFF, as {@link SchemaParser} reads them (the CLI decodes such a file so). Each takes one byte, where a
 * U+FFFD in their place took three: in a column, as clang counts, and in a string literal, which clang copies byte for
 * byte.
 */
final class RawBytes {
    private RawBytes() {
    }

    /** Whether {@code codePoint}, read as a code point (a surrogate pair already taken whole), is such a byte. */
    static boolean is(int codePoint) {
        return codePoint >= 0xDC80 && codePoint <= 0xDCFF;
    }
}
