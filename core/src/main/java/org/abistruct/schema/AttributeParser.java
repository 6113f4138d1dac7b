package org.abistruct.schema;

import org.abistruct.type.Member;

/**
 * Reads attributes and qualifiers: C11 {@code alignas(N)}/{@code _Alignas(N)}, GCC
 * {@code __attribute__((packed, aligned(N), mode(M), vector_size(N), ext_vector_type(N)))} and C23 {@code [[gnu::packed]]} (with a {@link StandardAttributeParser},
 * by where it stands), MSVC {@code __declspec(align(N))}, GLSL
 * {@code layout(...)} and bare {@code row_major}/{@code column_major}; and skips C, GLSL and OpenCL
 * qualifiers and calling conventions ({@code __stdcall}) that do not change a layout. GLSL
 * {@code layout(align = N)} becomes the member's alignment, {@code layout(offset = N)} is an error, and other keys ({@code std140}, {@code binding=}, ...) are
 * ignored: the ABI decides the layout. C's qualifiers are kept for the type they make ({@link Attributes#qualifiers}).
 */
final class AttributeParser {
    private final ParseContext ctx;
    private final TokenCursor cursor;
    private final StandardAttributeParser standard;

    AttributeParser(ParseContext ctx) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.standard = new StandardAttributeParser(ctx, this);
    }

    /** The reader of C23 attribute specifiers, which reads a {@code [[gnu::...]]} as its GNU twin here. */
    StandardAttributeParser standard() {
        return standard;
    }

    /** Reads every attribute (and, when asked, qualifier) at the cursor; returns whether any was read. */
    boolean readAll(Attributes into, boolean qualifiersToo) {
        boolean any = false;
        while (readOne(into, qualifiersToo)) {
            any = true;
        }
        return any;
    }

    /**
     * Reads the attributes between {@code keyword} ({@code struct}, {@code union} or {@code enum}) and its tag or body,
     * where GCC and clang take GNU attributes and {@code __declspec}, and clang C23 attribute specifiers
     * ({@code struct [[gnu::packed]] S}), in any order, but refuse an {@code alignas}: the grammar has no place for one
     * there (C11 6.7.2.1, 6.7.2.2).
     *
     * @return where clang refuses the C23 attribute specifiers read if the declaration neither defines the type nor
     *         declares it alone ({@link StandardAttributeParser#refuseStandardOnReference},
     *         {@link StandardAttributeParser#refusedOnReference}), or null
     */
    Token readAfterTagKeyword(Token keyword, Attributes into) {
        Token firstStandard = null;
        while (true) {
            Token t = cursor.peek();
            if (isAlignas(t) && cursor.peek(1).is("(")) {
                throw ctx.alignasAfterKeyword(keyword, t);
            }
            if (standard.atStandard()) {
                firstStandard = firstStandard == null ? standard.refusedOnReference() : firstStandard;
                // read apart, so that a packed among them gives its spelling ([[gnu::packed]]) to messages
                Attributes read = new Attributes();
                standard.readStandard(read, StandardAttributeParser.StandardPlace.ENTITY);
                into.addAll(read);
                if (read.packed) {
                    into.packedSpelling = read.packedSpelling;
                }
            } else if (!readOne(into, false)) {
                return firstStandard;
            }
        }
    }

    /**
     * Reads the attributes right after the {@code }} of the body of {@code kind} {@code name}, which GCC and clang give
     * the struct, up to a {@code __declspec} or a qualifier: from there on the declaration's specifiers go on, and
     * clang gives them, attributes after them included, to the names declared ({@link #startsSpecifiersAfterBody}).
     * An {@code alignas} right after the body is refused: clang refuses it ("expected ';' after struct", just after
     * the token before it), and GCC gives it to the names declared after it, not to the struct.
     */
    void readAfterBody(String kind, String name, Attributes into) {
        while (true) {
            Token t = cursor.peek();
            if (startsSpecifiersAfterBody(t, cursor.peek(1))) {
                return;
            }
            if (standard.atStandard()) {
                standard.readOnType("the " + kind + " type '" + name + "' after its body", "write it after '" + kind + "', as in "
                        + kind + " [[gnu::packed]] " + name + " { ... }");
                continue;
            }
            if (isAlignas(t) && cursor.peek(1).is("(")) {
                throw new SchemaException(cursor.previous().afterText(), t.text() + " after the body of " + kind
                        + " '" + name + "' does not align the " + kind + " (clang refuses it; GCC gives it to the names"
                        + " declared after it): write __attribute__((aligned(N))) there to align the " + kind);
            }
            if (!readOne(into, false)) {
                return;
            }
        }
    }

    /**
     * Whether {@code t} (followed by {@code next}), after a struct's {@code }} and the GNU attributes there, begins
     * more of the declaration's specifiers: a {@code __declspec(...)} or a C qualifier. clang and MSVC give a
     * {@code __declspec} there to the names declared, not to the struct ({@code typedef struct S {...}
     * __declspec(align(16)) T;} aligns {@code T}; {@code struct S} keeps its alignment), and so do GCC and clang a GNU
     * attribute after a qualifier ({@code const __attribute__((aligned(16))) T;} after the brace).
     */
    static boolean startsSpecifiersAfterBody(Token t, Token next) {
        return t.is("__declspec") && next.is("(") || t.isIdentifier() && Keywords.C_QUALIFIERS.contains(t.text());
    }

    /** Whether {@code t} is {@code alignas} or {@code _Alignas}. */
    static boolean isAlignas(Token t) {
        return t.is("alignas") || t.is("_Alignas");
    }

    /** Reads one attribute or qualifier at the cursor; returns false when none is there. */
    boolean readOne(Attributes into, boolean qualifiersToo) {
        Token t = cursor.peek();
        if (!t.isIdentifier()) {
            return false;
        }
        boolean call = cursor.peek(1).is("(");
        String word = t.text();
        if (call && isAlignas(t)) {
            alignas(into);
        } else if (call && (word.equals("__attribute__") || word.equals("__attribute"))) {
            gnuAttribute(into);
        } else if (call && word.equals("__declspec")) {
            declspec(into);
        } else if (call && word.equals("layout")) {
            checkNotOnStructMember(t);
            layout(into);
        } else if (!ctx.glsl && (word.equals("row_major") || word.equals("column_major")) && qualifierFollows()) {
            // GLSL has them only inside layout(...): glslang reads a bare one as a name
            checkNotOnStructMember(t);
            cursor.next();
            into.rowMajor = word.equals("row_major");
        } else if (qualifiersToo && Keywords.C_QUALIFIERS.contains(word)) {
            cursor.next();
            CType.Qualifier qualifier = CType.Qualifier.of(word);
            if (qualifier != null) {
                into.qualifiers.add(qualifier);
            }
            if (qualifier == CType.Qualifier.RESTRICT && into.restrict == null) {
                into.restrict = t;
            }
        } else if (qualifiersToo && Keywords.CALLING_CONVENTIONS.contains(word)) {
            cursor.next(); // __stdcall: how a function is called, which no layout depends on
        } else if (qualifiersToo && Keywords.SOFT_QUALIFIERS.contains(word) && qualifierFollows()) {
            cursor.next();
        } else {
            return false;
        }
        return true;
    }

    /**
     * GLSL puts layout qualifiers on blocks and block members only: glslang refuses them on a struct's members,
     * where a matrix order would be overridden by the block member's anyway. A file without {@code #version} is
     * C with GLSL's types, where the schema's own {@code layout(row_major) mat3 m;} in a struct stays the way to
     * store a matrix by rows.
     */
    private void checkNotOnStructMember(Token qualifier) {
        if (ctx.glsl && ctx.insideStructBody()) {
            throw ctx.error(qualifier, "cannot use layout qualifiers on structure members (glslang refuses them);"
                    + " put them on the block, or on the block member that holds the " + ctx.currentStructKind());
        }
    }

    /** A word that is not a C keyword is a qualifier only when a type or declarator follows it. */
    private boolean qualifierFollows() {
        Token next = cursor.peek(1);
        return next.isIdentifier() || next.is("*");
    }

    private void alignas(Attributes into) {
        Token keyword = cursor.next();
        Token value = cursor.peek(1);
        if (value.isIdentifier() && ctx.scope.lookup(value) != null || Keywords.C_TYPE_WORDS.contains(value.text())
                || Keywords.isStructKeyword(value) || ctx.target != null && value.is("enum")) {
            if (ctx.target == null) {
                throw ctx.error(value, keyword.text() + "(type) is not supported: a type's alignment depends on the"
                        + " ABI, and a schema is laid out under every ABI; write the alignment in bytes"
                        + ConstantExpression.ONE_ABI_HINT);
            }
            // C11 6.7.5p3: alignas(type) is alignas(_Alignof(type)), the ABI alignment (4 for double on i386)
            TypeName type = TypeName.readParenthesised(ctx, "alignment");
            try {
                into.alignTo(TypeMeasure.of(ctx.target, type).alignment());
            } catch (TypeMeasure.Unmeasured e) {
                throw ctx.error(type.at(), "alignment: " + e.getMessage());
            }
            noteAlignas(into, keyword);
            return;
        }
        cursor.next();
        into.alignTo(alignment());
        noteAlignas(into, keyword);
        ctx.expect(")", " after the alignment");
    }

    /** Notes {@code keyword}, an {@code alignas} just read, as the first and the last of the declaration's. */
    private static void noteAlignas(Attributes into, Token keyword) {
        if (into.alignas == null) {
            into.alignas = keyword;
        }
        into.lastAlignas = keyword;
    }

    /** {@code __attribute__((a, b(args), ...))}; unknown attributes are skipped. */
    private void gnuAttribute(Attributes into) {
        cursor.next();
        cursor.next();
        ctx.expect("(", " in __attribute__((...))");
        while (!cursor.at(")")) {
            if (cursor.accept(",")) {
                continue;
            }
            Token name = cursor.peek();
            if (!name.isIdentifier()) {
                throw ctx.expected("an attribute name in __attribute__((...))", name);
            }
            cursor.next();
            gnuAttributeNamed(name, into);
        }
        cursor.next();
        ctx.expect(")", " to close __attribute__((...))");
    }

    /** The GNU attribute {@code name}, just read, and its arguments: {@code packed}, {@code aligned(N)}, ... */
    void gnuAttributeNamed(Token name, Attributes into) {
        switch (stripUnderscores(name.text())) {
            case "packed" -> into.packed = true;
            case "aligned" -> {
                boolean valued = cursor.at("(");
                if (valued) {
                    cursor.next();
                }
                into.lastAlignAs = valued ? alignment() : GnuDefaultAlignment.at(name, ctx);
                into.alignTo(into.lastAlignAs);
                if (into.lastAlignAs > into.gnuAlignAs) {
                    into.gnuAlignAs = into.lastAlignAs;
                    into.gnuAlignedAt = name;
                }
                if (valued) {
                    ctx.expect(")", " after the alignment");
                }
            }
            case "mode" -> mode(name, into);
            case "vector_size" -> vectorSize(name, into);
            case "ext_vector_type" -> extVectorType(name, into);
            case "ms_struct", "gcc_struct" -> throw ctx.error(name,
                    "__attribute__((" + name.text() + ")) changes the layout in a way the schema does not read;"
                            + " declare the struct without it, or lay it out under the ABI that decides it");
            default -> skipArguments();
        }
    }

    /**
     * {@code mode(M)} after {@code name}: the machine mode, read here and given to the declared type by
     * {@link GnuMode}; the last one written counts, as in GCC and clang.
     */
    private void mode(Token name, Attributes into) {
        if (!cursor.at("(")) {
            throw ctx.error(name, "'" + name.text() + "' attribute takes one argument, a machine mode such as"
                    + " __QI__ or __word__ (GCC and clang refuse it without one)");
        }
        cursor.next();
        Token mode = cursor.peek();
        if (!mode.isIdentifier()) {
            // clang reports it at the attribute's name
            throw ctx.error(name, "'" + name.text() + "' attribute requires an identifier, a machine mode such as"
                    + " __SI__, but found " + mode.describe());
        }
        cursor.next();
        into.mode = name;
        into.modeArgument = mode;
        ctx.expect(")", " after the machine mode");
    }

    /** {@code vector_size(N)} after {@code name}: the vector's size in bytes, given to the type by {@link GnuVectorSize}. */
    private void vectorSize(Token name, Attributes into) {
        if (!cursor.at("(")) {
            throw ctx.error(name, "'" + name.text() + "' attribute takes one argument, the vector's size in bytes"
                    + " (GCC and clang refuse it without one)");
        }
        cursor.next();
        Token at = cursor.peek();
        long bytes = ConstantExpression.read(ctx, "vector size");
        if (bytes <= 0) {
            throw ctx.error(at, "vector_size(" + bytes + ") is not a positive size in bytes");
        }
        refuseSecondVector(name, into);
        into.vectorSize = name;
        into.vectorBytes = bytes;
        into.vectorComponents = 0;
        into.alignedBeforeVectorSize = into.alignAs > 0;
        ctx.expect(")", " after the vector size");
    }

    /**
     * clang's {@code ext_vector_type(N)} after {@code name}: the vector's number of components, given to the type by
     * {@link ExtVectorType}.
     */
    private void extVectorType(Token name, Attributes into) {
        if (!cursor.at("(")) {
            throw ctx.error(name, "'" + name.text() + "' attribute takes one argument, the number of components");
        }
        cursor.next();
        Token at = cursor.peek();
        long components = ConstantExpression.read(ctx, "number of vector components");
        if (components == 0) {
            // clang's words, at the attribute's name
            throw ctx.error(name, "zero vector size: ext_vector_type(0) has no components");
        }
        if (components < 0) {
            // clang 14 takes the typedef and crashes where the type is measured
            throw ctx.error(at, "ext_vector_type(" + components + ") is not a positive number of components");
        }
        refuseSecondVector(name, into);
        into.vectorSize = name;
        into.vectorBytes = 0;
        into.vectorComponents = components;
        into.alignedBeforeVectorSize = into.alignAs > 0;
        ctx.expect(")", " after the number of components");
    }

    /** clang and GCC refuse a second vector attribute on one declaration, which would make a vector of vectors. */
    private void refuseSecondVector(Token name, Attributes into) {
        if (into.vectorSize != null) {
            throw GnuVectorSize.secondVector(ctx, name, into.vectorSize);
        }
    }

    /**
     * The index of the first token from {@code i} on that is not in an attribute ({@code __attribute__((...))},
     * {@code __declspec(...)} or {@code [[...]]}); {@code i} when none starts there.
     */
    int skipAttributes(int i) {
        while (true) {
            Token t = cursor.at(i);
            int end;
            if ((t.is("__attribute__") || t.is("__attribute") || t.is("__declspec")) && cursor.at(i + 1).is("(")) {
                end = cursor.findMatching(i + 1, "(", ")");
            } else if (t.is("[") && cursor.at(i + 1).is("[")) {
                end = cursor.findMatching(i, "[", "]");
            } else {
                return i;
            }
            if (end < 0) {
                return i;
            }
            i = end + 1;
        }
    }

    /** {@code __declspec(align(N) other ...)}. */
    private void declspec(Attributes into) {
        cursor.next();
        cursor.next();
        while (!cursor.at(")")) {
            Token name = cursor.peek();
            if (!name.isIdentifier()) {
                throw ctx.expected("a name in __declspec(...)", name);
            }
            cursor.next();
            if (name.is("align")) {
                ctx.expect("(", " after align");
                long alignment = alignment();
                into.alignTo(alignment);
                into.declspecAlignAs = Math.max(into.declspecAlignAs, alignment);
                ctx.expect(")", " after the alignment");
            } else {
                skipArguments();
            }
        }
        cursor.next();
    }

    /**
     * GLSL {@code layout(key, key = value, ...)}: the matrix order and {@code align = N} matter to the
     * model; {@code offset = N} is refused; other keys ({@code std140}, {@code binding}) are skipped.
     */
    private void layout(Attributes into) {
        cursor.next();
        cursor.next();
        while (!cursor.at(")")) {
            if (cursor.accept(",")) {
                continue;
            }
            Token key = cursor.peek();
            if (!key.isIdentifier()) {
                throw ctx.expected("a layout qualifier in layout(...)", key);
            }
            cursor.next();
            if (key.is("row_major")) {
                into.rowMajor = true;
            } else if (key.is("column_major")) {
                into.rowMajor = false;
            } else if (key.is("offset")) {
                // silently ignoring it would lay the member out somewhere else than the shader does
                throw ctx.error(key, "layout(offset = N) is not supported: the ABI computes offsets; "
                        + "use layout(align = N) or padding members");
            }
            if (cursor.accept("=")) {
                if (key.is("align")) {
                    into.alignTo(alignment());
                } else {
                    skipValue();
                }
            }
        }
        cursor.next();
    }

    /** Skips {@code (...)} after an attribute name, if present. */
    void skipArguments() {
        if (cursor.at("(") && !cursor.skipBalanced("(", ")")) {
            throw ctx.expected("')'", cursor.peek());
        }
    }

    /** Skips a layout value up to the next {@code ,} or {@code )} outside parentheses. */
    private void skipValue() {
        int start = cursor.index();
        int depth = 0;
        while (depth > 0 || !(cursor.at(",") || cursor.at(")"))) {
            Token t = cursor.next();
            if (t.isEnd()) {
                cursor.skippedSince(start);
                throw ctx.expected("')' to close layout(...)", t);
            }
            depth += t.is("(") ? 1 : t.is(")") ? -1 : 0;
        }
        cursor.skippedSince(start);
    }

    /** An alignment, a constant expression: a power of two no larger than {@link Member#MAX_ALIGNMENT}; 0 means none. */
    private long alignment() {
        Token t = cursor.peek();
        long value = ConstantExpression.read(ctx, "alignment");
        if (value < 0 || (value & (value - 1)) != 0) {
            throw ctx.error(t, "alignment " + value + " is not a power of two");
        }
        if (value > Member.MAX_ALIGNMENT) {
            throw ctx.error(t, "alignment " + value + " is larger than " + Member.MAX_ALIGNMENT);
        }
        return value;
    }

    static String stripUnderscores(String name) {
        return name.length() > 4 && name.startsWith("__") && name.endsWith("__")
                ? name.substring(2, name.length() - 2) : name;
    }
}
