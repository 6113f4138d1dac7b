package org.abistruct.schema;

/**
 * GCC's and clang's {@code __attribute__((aligned))} without a value (glibc's {@code __pthread_unwind_buf_t}): the
 * target's largest alignment, which clang makes 16 on each built-in C ABI's target but IBM Z's and 32-bit Arm's, where it
 * is 8 ({@code GnuDefaultAlignmentClangTest}). It needs a file read for one C ABI, whose
 * {@link org.abistruct.abi.CAbi#alignedDefault()} says it.
 */
final class GnuDefaultAlignment {
    private GnuDefaultAlignment() {
    }

    /**
     * The alignment {@code aligned}, just read without a value, gives in {@code ctx}'s file.
     *
     * @throws SchemaException if the file is read for every ABI, or for one that does not know the value
     */
    static long at(Token aligned, ParseContext ctx) {
        if (ctx.target == null) {
            throw ctx.error(aligned, "__attribute__((aligned)) without a value is the target's largest alignment (16,"
                    + " or 8 on IBM Z and 32-bit Arm), and a schema is laid out under every ABI; write aligned(N)"
                    + " (a file read for one C ABI takes it)");
        }
        var value = ctx.target.alignedDefault();
        if (value.isEmpty()) {
            throw ctx.error(aligned, "__attribute__((aligned)) without a value is the target's largest alignment, which"
                    + " the C ABI '" + ctx.target.id() + "' does not know (build it with CAbi.Builder.alignedDefault(...)"
                    + " to give it); write aligned(N)");
        }
        return value.getAsInt();
    }
}
