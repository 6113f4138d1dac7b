package org.abistruct.schema;

/**
 * GCC's and clang's {@code __attribute__((aligned))} without a value (glibc's {@code __pthread_unwind_buf_t}): the
 * target's largest alignment, which clang makes 16 on each built-in C ABI's target but IBM Z's and 32-bit Arm's, where it
 * is 8 ({@code GnuDefaultAlignmentClangTest}). It needs a file read for one C ABI, whose target says it.
 */
final class GnuDefaultAlignment {
    private GnuDefaultAlignment() {
    }

    /**
     * The alignment {@code aligned}, just read without a value, gives in {@code ctx}'s file.
     *
     * @throws SchemaException if the file is read for every ABI, or for one whose target the schema does not know
     */
    static long at(Token aligned, ParseContext ctx) {
        if (ctx.target == null) {
            throw ctx.error(aligned, "__attribute__((aligned)) without a value is the target's largest alignment (16,"
                    + " or 8 on IBM Z and 32-bit Arm), and a schema is laid out under every ABI; write aligned(N)"
                    + " (a file read for one C ABI takes it)");
        }
        String id = BuiltInBase.idOf(ctx.target);
        if (!BuiltInBase.IDS.contains(id)) {
            throw ctx.error(aligned, "__attribute__((aligned)) without a value is the target's largest alignment, which"
                    + " the schema knows for the built-in C ABIs (and those derived from them with a pack or byte order)"
                    + " only, not for '" + ctx.target.id() + "'; write aligned(N)");
        }
        return id.equals("s390x") || id.equals("arm32") ? 8 : 16;
    }
}
