package org.abistruct.schema;

import org.abistruct.type.Scalar;

/**
 * clang's {@code __attribute__((ext_vector_type(N)))} on a typedef of an integer or floating-point scalar, as clang's
 * {@code opencl-c-base.h} ({@code typedef float float4 __attribute__((ext_vector_type(4)));}) and Apple's
 * {@code <simd/vector_types.h>} write it: N is the number of components, and clang lays the vector out as a
 * {@code vector_size} vector of N components rounded up to a power of two ({@code float3} is 16 bytes), aligned as
 * such a vector on the target ({@link GnuVectorSize}, whose checks it shares). clang refuses it on anything but a
 * typedef. GCC reads no ext_vector_type, so only where clang's own alignment depends on the CPU (IBM Z's vector
 * facility) is the vector refused unless an {@code aligned(N)} decides. A vector the model cannot hold as clang lays
 * it out (3 components, which the model lays out as 3 under the C ABIs; more than 16; a count not a power of two; a
 * {@code mode(M)}, which clang applies to the vector) is
 * not refused at its typedef, which clang takes, but where a member has it: a header declares many such typedefs
 * of which a struct uses few.
 */
final class ExtVectorType {

    private ExtVectorType() {
    }

    /** {@code type} as the typedef {@code d} declares it with the ext_vector_type of {@code with}. */
    static TypeExpr apply(ParseContext ctx, TypeExpr type, Attributes specified, Declarator d, boolean typedef,
            Attributes with) {
        Token at = with.vectorSize;
        if (!typedef) {
            throw onlyOnTypedefs(ctx, at);
        }
        long count = with.vectorComponents;
        String on = GnuVectorSize.label(with) + " on " + GnuVectorSize.describe(d) + ": ";
        Scalar scalar = GnuVectorSize.element(ctx, type, d, with, at, on);
        CType ctype = new CType.Basic(type.ctype() + " __attribute__((ext_vector_type(" + count + ")))");
        try {
            return laidOut(ctx, type, specified, d, at, on, count, scalar, ctype);
        } catch (SchemaException e) {
            // clang takes the typedef: only a member of it is refused
            return new TypeExpr(type.spelling(), new TypeExpr.NotAnObject(GnuVectorSize.refusedAtTypedef(e)), ctype,
                    type.position());
        }
    }

    /** clang's error for an ext_vector_type on a member or variable, at the attribute's name. */
    static SchemaException onlyOnTypedefs(ParseContext ctx, Token at) {
        return ctx.error(at, "'" + at.text() + "' attribute only applies to typedefs (clang refuses it elsewhere)");
    }

    private static TypeExpr laidOut(ParseContext ctx, TypeExpr type, Attributes specified, Declarator d, Token at,
            String on, long count, Scalar scalar, CType ctype) {
        Token mode = d.attributes().mode != null ? d.attributes().mode : specified.mode;
        if (mode != null) {
            // clang gives mode(M) the vector's bytes: int with ext_vector_type(3) and mode(QI) is 12 'signed char'
            Token machine = d.attributes().mode != null ? d.attributes().modeArgument : specified.modeArgument;
            throw ctx.error(at, on + "clang applies " + mode.text() + "(" + machine.text() + ") to the vector, making"
                    + " one of the same bytes with components of that mode, which GCC, reading no ext_vector_type,"
                    + " does not; declare the typedef of the component type without " + mode.text() + "(N)");
        }
        int size = GnuVectorSize.componentSize(ctx, at, on, type, scalar);
        GnuVectorSize.refuseWhatTheModelLacks(ctx, at, on, type, count, size);
        long padded = Long.bitCount(count) == 1 ? count : Long.highestOneBit(count) << 1;
        if (padded != count) {
            throw ctx.error(at, on + "clang lays out " + count + " components as " + padded + " (" + padded * size
                    + " bytes), while the model lays out a vector as its components under the C ABIs"
                    + (count == 3 ? " (" + 3 * size + " bytes)" : " and has no vector of " + count)
                    + "; declare the typedef with ext_vector_type(" + padded + ") instead");
        }
        long bytes = count * size;
        long typedefAlignment = Math.max(specified.alignAs, d.attributes().alignAs);
        long alignment = GnuVectorSize.alignment(ctx, at, on, bytes, scalar, typedefAlignment > 0, true);
        GnuVectorSize.refuseLoweredOnMicrosoft(ctx, at, on, typedefAlignment, alignment);
        return GnuVectorSize.vector(type, scalar, size, count, alignment, ctype);
    }
}
