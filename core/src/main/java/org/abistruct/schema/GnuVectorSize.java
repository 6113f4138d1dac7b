package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.abi.VectorAlignment;
import org.abistruct.type.DataType;
import org.abistruct.type.Scalar;
import org.abistruct.type.VectorType;

/**
 * GCC's {@code __attribute__((vector_size(N)))} on a declaration of an integer or floating-point scalar, as glibc's
 * {@code <link.h>} ({@code typedef float La_x86_64_xmm __attribute__ ((__vector_size__ (16)));}) and OpenCL's
 * {@code <CL/cl_platform.h>} write it: the declared type becomes the model's vector of N / sizeof(component)
 * components ({@code float4}; one component is the component itself, clang's {@code __m64}), with the alignment clang
 * gives the vector on the ABI's target as the type's alignment (as a typedef's {@code aligned(N)} gives one): N, at
 * most 16 on AArch64 and 8 on 32-bit Arm, as the ABI's {@link CAbi#vectorAlignment()} says (an ABI built without it
 * refuses every vector). Refused: a component count the model lacks (32, 64), N not a multiple of the
 * component's size or a count not a power of two (GCC refuses them), a component that is no integer or floating-point
 * scalar, more than one {@code __int128} component, a {@code long} component read for every ABI, and the alignments
 * GCC and clang disagree on: 32- and 64-byte vectors on x86 System V without an {@code aligned(N)} that decides (GCC
 * without AVX aligns them to 16, clang to their size), 8-byte integer vectors on i386 System V (GCC without MMX aligns
 * them to 4, clang to 8), vectors over 8 bytes on IBM Z without an {@code aligned(N)} that decides (GCC aligns them
 * to 8, clang for its default CPU to their size), as the ABI's {@link VectorAlignment} has them, and a typedef's
 * {@code aligned(N)} below the vector's that GCC applies before the {@code vector_size} (it then gives the vector its
 * own alignment, clang the typedef's). For the Microsoft ABIs (those with Microsoft's bitfields), a vector member of
 * a packed struct, of one under a pack below the vector's alignment (a {@code #pragma pack}, or the pack of an ABI
 * derived with {@link CAbi#withPack}, that the ABI applies: not one wider than a pointer), and a member of a typedef
 * that lowers a vector's alignment are refused (the typedef is taken, as clang takes it): clang's Windows targets
 * lay them out by the vector's own alignment, which the model holds as a typedef's. Read for every ABI, a vector is
 * taken only where each built-in C ABI gives it the same alignment. clang's {@code ext_vector_type(N)}, read into the
 * same attributes, is handed to {@link ExtVectorType}, which shares these checks.
 */
final class GnuVectorSize {

    private GnuVectorSize() {
    }

    /**
     * {@code type} as declared by {@code d} with the vector_size of {@code specified} or {@code d}'s attributes, or
     * {@code type} itself when neither has one. On a {@code typedef}, an {@code aligned(N)} is the
     * type's alignment, which decides where GCC and clang differ; on a member or variable it only raises it.
     */
    static TypeExpr apply(ParseContext ctx, TypeExpr type, Attributes specified, Declarator d, boolean typedef) {
        Attributes with = vectorAttributes(ctx, specified, d);
        if (with.vectorSize == null) {
            return typedef ? typedefOfVector(ctx, type, specified, d) : type;
        }
        if (with.vectorComponents > 0) {
            return ExtVectorType.apply(ctx, type, specified, d, typedef, with);
        }
        Token at = with.vectorSize;
        long bytes = with.vectorBytes;
        String on = "vector_size(" + bytes + ") on " + describe(d) + ": ";
        Scalar scalar = element(ctx, type, d, with, at, on);
        int size = componentSize(ctx, at, on, type, scalar);
        if (bytes % size != 0) {
            throw ctx.error(at, on + "vector size not an integral multiple of component size " + size
                    + " (GCC and clang refuse it)");
        }
        long count = bytes / size;
        if (Long.bitCount(count) != 1) {
            throw ctx.error(at, on + "number of vector components " + count + " not a power of two (GCC refuses it)");
        }
        refuseWhatTheModelLacks(ctx, at, on, type, count, size);
        long alignment = alignment(ctx, at, on, (int) bytes, scalar, typedef && hasAlignment(d, specified), false);
        long typedefAlignment = Math.max(specified.alignAs, d.attributes().alignAs);
        CType ctype = new CType.Basic(type.ctype() + " __attribute__((vector_size(" + bytes + ")))");
        if (typedef) {
            try {
                refuseLoweredOnMicrosoft(ctx, at, on, typedefAlignment, alignment);
            } catch (SchemaException e) {
                // clang takes the typedef, and a header declares many a struct does not use (<xmmintrin.h>'s __m128_u,
                // which only a function body does): only a member of it is refused, as of an ext_vector_type's
                return new TypeExpr(type.spelling(), new TypeExpr.NotAnObject(refusedAtTypedef(e)), ctype,
                        type.position());
            }
        }
        // GCC applies a typedef's attributes in the order written, the declarator's before the specifiers': an
        // aligned(N) it applies before vector_size gives way to the vector's alignment, while clang keeps it
        boolean gccVectorLast = with == d.attributes() ? with.alignedBeforeVectorSize
                : specified.alignedBeforeVectorSize || d.attributes().alignAs > 0;
        if (typedef && gccVectorLast && typedefAlignment > 0 && typedefAlignment < alignment) {
            throw ctx.error(at, on + "GCC applies vector_size after the aligned(" + typedefAlignment + ") and gives"
                    + " the vector its own alignment (" + alignment + "), while clang keeps the typedef's; write"
                    + " aligned(N) after vector_size(N), in the same attribute list or after the typedef name");
        }
        return vector(type, scalar, size, count, alignment, ctype);
    }

    /**
     * Refuses a vector of {@code count} components of {@code size} bytes the model has no type for: more than 16
     * components (its vectors have 1, 2, 4, 8 or 16), or more than one of over 8 bytes ({@code __int128}).
     */
    static void refuseWhatTheModelLacks(ParseContext ctx, Token at, String on, TypeExpr type, long count, int size) {
        if (count > 16) {
            throw ctx.error(at, on + "a vector of " + count + " components, which the model has no type for (it has"
                    + " 1, 2, 4, 8 and 16); declare an array of '" + type.spelling() + "' instead");
        }
        if (count != 1 && size > 8) {
            // clang takes a vector of __int128; the model's vectors, like every shading language's, have none
            throw ctx.error(at, on + "a vector of " + count + " '" + type.spelling() + "', which the model has no type"
                    + " for (its vector components have at most 64 bits); declare an array of '" + type.spelling()
                    + "' instead");
        }
    }

    /**
     * The model's vector of {@code count} components of {@code scalar} ({@code size} bytes each), with the vector's
     * {@code alignment} as a typedef's, which C sees as {@code ctype}.
     */
    static TypeExpr vector(TypeExpr type, Scalar scalar, int size, long count, long alignment, CType ctype) {
        // one component (clang's __m64, OpenCL's __cl_long1) is laid out as the component with the vector's alignment
        DataType made = count == 1 ? sized(scalar, size) : VectorType.of(sized(scalar, size), (int) count);
        String name = count == 1 ? type.spelling() : made.typeName();
        return new TypeExpr(name, new TypeExpr.Known(made), List.of(), List.of(alignment), type.position(), null,
                ctype);
    }

    /**
     * {@code type}, a vector, as the typedef {@code d} declares it again with an {@code aligned(N)} (of
     * {@code specified} or {@code d}'s attributes) below the vector's own alignment, when read for a Microsoft C ABI or
     * for every ABI: a type no member can have, since clang's Microsoft targets lay out a member of it by the vector's
     * alignment, which the model holds as a typedef's and the new typedef's replaces. clang takes the typedef, so only
     * a member of it is refused. Else {@code type}.
     */
    private static TypeExpr typedefOfVector(ParseContext ctx, TypeExpr type, Attributes specified, Declarator d) {
        long own = Math.max(specified.alignAs, d.attributes().alignAs);
        if (own == 0 || d.isPointer() || d.isFunction() || !d.dims().isEmpty() || !isVector(type)
                || !(type.base() instanceof TypeExpr.Known(DataType vector))) {
            return type;
        }
        String on = "aligned(" + own + ") on " + describe(d) + ", a typedef of the vector '" + type.spelling() + "': ";
        try {
            refuseLoweredOnMicrosoft(ctx, d.name(), on, own, ownAlignment(ctx, vector));
            return type;
        } catch (SchemaException e) {
            return type.notAnObject(refusedAtTypedef(e));
        }
    }

    /**
     * Why a member of a typedef the schema took is refused: {@code e}, which refuses the typedef's vector, with where
     * the typedef is, since clang takes the typedef and a header declares many of which a struct uses few.
     */
    static String refusedAtTypedef(SchemaException e) {
        return e.reason() + " (typedef declared at " + e.position() + ")";
    }

    /**
     * The alignment clang gives the vector the schema made {@code vector} of (one component: the component) on the
     * target, or on every built-in C ABI, which all give it the same, or it would not have been made.
     */
    private static long ownAlignment(ParseContext ctx, DataType vector) {
        long bytes = switch (vector) {
            case VectorType v -> (long) v.length() * v.component().fixedByteSize();
            case Scalar one -> one.fixedByteSize();
            default -> throw new IllegalStateException("a vector_size or ext_vector_type made " + vector.typeName());
        };
        CAbi abi = ctx.target != null ? ctx.target : builtInCAbis().getFirst();
        return abi.vectorAlignment().orElseThrow().of(bytes);
    }

    /**
     * Refuses a typedef's {@code aligned(N)} below the vector's {@code alignment} read for a Microsoft C ABI or for every
     * ABI: clang's Microsoft targets lay out a member of the typedef with the vector's own alignment.
     */
    static void refuseLoweredOnMicrosoft(ParseContext ctx, Token at, String on, long typedefAlignment,
            long alignment) {
        if (typedefAlignment > 0 && typedefAlignment < alignment && microsoftOrEvery(ctx)) {
            throw ctx.error(at, on + "clang's Microsoft targets lay out a member of the typedef with the vector's own"
                    + " alignment (" + alignment + "), not the aligned(" + typedefAlignment + ") of the typedef that"
                    + " _Alignof gives, which the model cannot hold both of" + (ctx.target == null
                    ? "; read the file for one C ABI other than the Microsoft ones" : ""));
        }
    }

    /**
     * Refuses the vector_size of a variable {@code d} of {@code type} (with the specifiers' attributes
     * {@code specified}) where clang refuses it: an element that is no integer or floating-point type, a size not a
     * multiple of the element's. The variable is no member, so the vector the schema would make matters not.
     */
    static void refuseForVariable(ParseContext ctx, TypeExpr type, Attributes specified, Declarator d) {
        Attributes with = vectorAttributes(ctx, specified, d);
        if (with.vectorSize == null) {
            return;
        }
        if (with.vectorComponents > 0) {
            throw ExtVectorType.onlyOnTypedefs(ctx, with.vectorSize);
        }
        String on = "vector_size(" + with.vectorBytes + ") on " + describe(d) + ": ";
        Scalar scalar = element(ctx, type, d, with, with.vectorSize, on);
        int size = scalar.isAbiSized() || scalar.fixedByteSize() <= 0 ? 0 : scalar.fixedByteSize();
        if (size > 0 && with.vectorBytes % size != 0) {
            throw ctx.error(with.vectorSize, on + "vector size not an integral multiple of component size " + size
                    + " (GCC and clang refuse it)");
        }
    }

    /**
     * Refuses a vector_size on {@code d}, a declarator of the struct or union {@code spelling} declares with its body
     * ({@code struct S {...} s __attribute__((vector_size(16)));}), as GCC and clang refuse it.
     */
    static void refuseOnStruct(ParseContext ctx, Declarator d, String spelling) {
        Token at = d.attributes().vectorSize;
        if (at != null) {
            throw ctx.error(at, label(d.attributes()) + " on " + describe(d) + ": invalid"
                    + " vector element type '" + spelling + "': only an integer or floating-point type makes a vector"
                    + " (GCC and clang refuse the others)");
        }
    }

    /**
     * The attributes of {@code d} or, without a vector attribute among them, of the specifiers {@code specified}; a
     * vector attribute in both is refused, at the declarator's, as clang and GCC refuse a vector of vectors.
     */
    private static Attributes vectorAttributes(ParseContext ctx, Attributes specified, Declarator d) {
        Token own = d.attributes().vectorSize;
        if (own != null && specified.vectorSize != null) {
            throw secondVector(ctx, own, specified.vectorSize);
        }
        return own != null ? d.attributes() : specified;
    }

    /** clang's error for the vector attribute {@code second} on a declaration that has {@code first} already. */
    static SchemaException secondVector(ParseContext ctx, Token second, Token first) {
        return ctx.error(second, "invalid vector element type: '" + second.text() + "' after '" + first.text()
                + "' would make a vector of vectors (GCC and clang refuse it)");
    }

    /** How the vector attribute of {@code with} was written: {@code vector_size(16)}, {@code ext_vector_type(4)}. */
    static String label(Attributes with) {
        return with.vectorComponents > 0 ? "ext_vector_type(" + with.vectorComponents + ")"
                : "vector_size(" + with.vectorBytes + ")";
    }

    /**
     * The scalar {@code type} declared by {@code d} is, which makes a vector; else the error clang gives. The vector
     * attribute of {@code with} applies to {@code type} alone when it stands among the specifiers ({@code typedef
     * float __attribute__((vector_size(8))) V, *P, A[2];} points to and repeats the vector), as in GCC and clang; an
     * {@code aligned(N)} there too, which the schema does not place, keeps it on the type declared.
     */
    static Scalar element(ParseContext ctx, TypeExpr type, Declarator d, Attributes with, Token at, String on) {
        boolean shaped = d.isPointer() || d.isFunction() || !d.dims().isEmpty();
        if (shaped && with != d.attributes() && with.alignAs == 0 && d.attributes().alignAs == 0) {
            shaped = false;
        }
        if (isVector(type) && !shaped) {
            // a one-component vector is held as its component, but to clang and GCC it is a vector still
            throw ctx.error(at, on + "invalid vector element type '" + type.spelling() + "': it is a vector itself"
                    + " (GCC and clang refuse a vector of vectors)");
        }
        if (shaped || !type.dims().isEmpty()
                || !(type.base() instanceof TypeExpr.Known(DataType known))
                || !(known instanceof Scalar scalar) || scalar == Scalar.BOOL) {
            throw ctx.error(at, on + "invalid vector element type '" + type.spelling() + "': only an integer or"
                    + " floating-point type makes a vector (GCC and clang refuse the others)");
        }
        return scalar;
    }

    /** Whether {@code type} is a vector a {@code vector_size(N)} or {@code ext_vector_type(N)} made (through typedefs too). */
    static boolean isVector(TypeExpr type) {
        CType c = type.ctype();
        while (c instanceof CType.Qualified q) {
            c = q.type();
        }
        return type.dims().isEmpty() && c instanceof CType.Basic(String name) && name.endsWith(")))")
                && (name.contains(" __attribute__((vector_size(") || name.contains(" __attribute__((ext_vector_type("));
    }

    /** Whether the declaration of {@code d}, with the specifiers' attributes {@code specified}, has a vector_size. */
    static boolean declares(Attributes specified, Declarator d) {
        return specified.vectorSize != null || d.attributes().vectorSize != null;
    }

    /**
     * Refuses a vector_size member of a packed struct, or of one under a {@code #pragma pack} (or, without one, the pack
     * of the ABI the file is read for) below its alignment that a Microsoft ABI applies (it ignores one wider than a
     * pointer), in a file read for a Microsoft C ABI or for every ABI:
     * clang's Windows targets pack the vector as any type, while the Microsoft ABIs keep the alignment a typedef gives,
     * which is how the model holds the vector's.
     */
    static void refusePackedOnMicrosoft(ParseContext ctx, List<org.abistruct.type.Member> members,
            java.util.Set<org.abistruct.type.Member> vectors, int pack, boolean packed) {
        if (!microsoftOrEvery(ctx)) {
            return;
        }
        // a struct without its own pack takes the pack of the ABI it is read for (CAbi.withPack), as CAbi lays it out
        boolean abiPack = pack == 0 && ctx.target != null && ctx.target.pack() > 0;
        int effective = microsoftApplied(ctx, abiPack ? ctx.target.pack() : pack);
        for (org.abistruct.type.Member m : members) {
            if (vectors.contains(m) && (packed || effective > 0 && effective < alignment(m))) {
                throw new SchemaException(m.position(), "member '" + m.name() + "' of a vector type in a"
                        + (packed ? " packed struct" : abiPack ? " struct laid out under " + ctx.target.id()
                        + "'s pack(" + effective + ")" : " struct under #pragma pack(" + pack + ")") + ": clang's"
                        + " Microsoft targets pack the vector as any other type, which the model, keeping the"
                        + " vector's alignment as a typedef's, does not lay out" + (ctx.target == null
                        ? "; read the file for one C ABI other than the Microsoft ones" : ""));
            }
        }
    }

    /**
     * The pack a Microsoft ABI the file is read for applies for {@code #pragma pack(n)}, 0 where it ignores one wider
     * than a pointer ({@link CAbi#appliedPack}); read for every ABI, {@code n} if a built-in Microsoft ABI applies it.
     */
    private static int microsoftApplied(ParseContext ctx, int n) {
        if (ctx.target != null) {
            return ctx.target.appliedPack(n);
        }
        return builtInCAbis().stream().filter(CAbi::isMicrosoft).mapToInt(c -> c.appliedPack(n)).max().orElse(0);
    }

    /** The alignment a typedef gave the member's type or its innermost array elements, the vector's. */
    private static long alignment(org.abistruct.type.Member m) {
        long alignment = m.typeAlign();
        DataType type = m.type();
        while (type instanceof org.abistruct.type.ArrayType a) {
            alignment = Math.max(alignment, a.elementAlign());
            type = a.element();
        }
        return alignment;
    }

    /**
     * Whether the file is read for a Microsoft C ABI ({@link CAbi#isMicrosoft}), or for every ABI, the Microsoft ones
     * among them.
     */
    static boolean microsoftOrEvery(ParseContext ctx) {
        return ctx.target == null || ctx.target.isMicrosoft();
    }

    private static boolean hasAlignment(Declarator d, Attributes specified) {
        return d.attributes().alignAs > 0 || specified.alignAs > 0;
    }

    /** The component's size, which for {@code long} needs the file read for one ABI. */
    static int componentSize(ParseContext ctx, Token at, String on, TypeExpr type, Scalar scalar) {
        if (scalar == Scalar.LONG_DOUBLE || scalar.isAbiSized() && scalar.isFloatingPoint()) {
            throw ctx.error(at, on + "a vector of '" + type.spelling() + "', which the model has no vector type for");
        }
        if (scalar.isAbiSized()) {
            if (ctx.target == null) {
                throw ctx.error(at, on + "the size of '" + type.spelling() + "', and so the number of components,"
                        + " depends on the ABI, and a schema is laid out under every ABI; read the file for one C ABI,"
                        + " or write a sized type such as int64_t");
            }
            return scalar == Scalar.LONG || scalar == Scalar.ULONG ? ctx.target.longSize() : ctx.target.pointerSize();
        }
        return scalar.fixedByteSize();
    }

    /** {@code scalar}, an ABI-sized integer ({@code long}, {@code size_t}) as the integer of {@code size} bytes. */
    private static Scalar sized(Scalar scalar, int size) {
        if (!scalar.isAbiSized()) {
            return scalar;
        }
        boolean signed = scalar.isSigned();
        return size == 8 ? (signed ? Scalar.INT64 : Scalar.UINT64) : (signed ? Scalar.INT32 : Scalar.UINT32);
    }

    /**
     * The alignment clang gives the vector on the target, or on every built-in C ABI alike; {@code clangOnly} for a
     * vector GCC does not read (an ext_vector_type), where only clang's own disagreements are refused.
     */
    static long alignment(ParseContext ctx, Token at, String on, long bytes, Scalar component,
            boolean alignedToo, boolean clangOnly) {
        CAbi target = ctx.target;
        if (target != null) {
            VectorAlignment rule = target.vectorAlignment().orElseThrow(() -> ctx.error(at, on + "the alignment of"
                    + " vectors on the C ABI '" + target.id() + "' is not known (build it with"
                    + " CAbi.Builder.vectorAlignment(...) to give it)"));
            String refused = refusal(rule, bytes, component, alignedToo, clangOnly);
            if (refused != null) {
                throw ctx.error(at, on + refused);
            }
            return rule.of(bytes);
        }
        List<String> differ = new ArrayList<>();
        List<CAbi> builtIn = builtInCAbis();
        long first = builtIn.getFirst().vectorAlignment().orElseThrow().of(bytes);
        for (CAbi abi : builtIn) {
            VectorAlignment rule = abi.vectorAlignment().orElseThrow();
            if (refusal(rule, bytes, component, alignedToo, clangOnly) != null || rule.of(bytes) != first) {
                differ.add(abi.id());
            }
        }
        if (!differ.isEmpty()) {
            throw ctx.error(at, on + "the vector's alignment depends on the ABI (" + first + " on x86_64-sysv, not"
                    + " the same on " + String.join(", ", differ) + "), and a schema is laid out under every ABI;"
                    + " read the file for one C ABI");
        }
        return first;
    }

    /** Why the vector is refused under {@code rule}, where GCC and clang align it apart, or null. */
    private static String refusal(VectorAlignment rule, long bytes, Scalar component, boolean alignedToo,
            boolean clangOnly) {
        long clang = rule.of(bytes);
        if (clangOnly) {
            // IBM Z's GCC limit (8) is also clang's with the vector facility (-march=z13), while x86's (16) and i386's
            // 8-byte integers are GCC's alone, which takes no ext_vector_type
            return rule.gccLimit() == 8 && clang > 8 && !alignedToo ? "clang aligns a " + bytes + "-byte vector to "
                    + clang + " on this target for its default CPU and to 8 with the vector facility (-march=z13 and"
                    + " later, as GCC's vector_size vectors); write aligned(N) after ext_vector_type(N) to decide"
                    : null;
        }
        if (rule.gccLimit() > 0 && rule.gccLimit() < clang && !alignedToo) {
            // x86 System V: GCC without AVX; IBM Z: GCC gives a vector over 8 bytes 8 (the vector ABI's, whatever
            // -march), clang for its default CPU, without the vector facility, its size
            return "GCC aligns a " + bytes + "-byte vector to " + rule.gccLimit() + " on this target and clang to "
                    + clang + "; write aligned(N) after vector_size(" + bytes + ") to decide";
        }
        if (rule.gccEightByteIntegers() > 0 && bytes == 8 && component.isInteger()
                && rule.gccEightByteIntegers() != clang) {
            // i386 System V: GCC -m32 without MMX
            return "GCC aligns an 8-byte integer vector to " + rule.gccEightByteIntegers() + " on this target and"
                    + " clang to " + clang + "; use an array";
        }
        return null;
    }

    static String describe(Declarator d) {
        return d.name() != null ? "'" + d.name().text() + "'" : "the unnamed bitfield";
    }

    /** The built-in C ABIs, under each of which a file read for every ABI is laid out, in the documentation's order. */
    static List<CAbi> builtInCAbis() {
        return Abi.builtIns().stream().filter(CAbi.class::isInstance).map(CAbi.class::cast).toList();
    }
}
