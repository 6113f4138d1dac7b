package org.abistruct.schema;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;

/**
 * Reads struct, union and GLSL block bodies and their members, and registers completed types. A
 * struct defined inside another is completed (and listed) before the struct that uses it; an
 * unnamed one is named after its enclosing type and member ({@code Outer::inner}), and an anonymous
 * member ({@code union { ... };}, C11) after its enclosing type and place, in the form clang uses
 * ({@code Outer::(anonymous at 3:5)}). Neither name can be written in C or GLSL, so neither clashes with a user's.
 * Inside an anonymous member "its enclosing type" is the nearest named one: the anonymous member's members are that
 * type's.
 */
final class StructParser {
    /** What follows the enclosing type's name in an anonymous member's type name. */
    private static final String ANONYMOUS = "::(anonymous at ";
    private final ParseContext ctx;
    private final TokenCursor cursor;
    private final AttributeParser attributes;
    /** The C23 attribute specifiers' reader, {@link AttributeParser#standard}. */
    private final StandardAttributeParser standard;
    private final SpecifierParser specifiers;
    private final DeclaratorParser declarators;
    /** How deeply each completed struct nests structs by value (1 = no struct members). */
    private final Map<String, Integer> depth = new HashMap<>();
    /** The anonymous struct or union the member specifier being read defined, until its member is added. */
    private StructType anonymous;
    private final MatrixOrder matrixOrder = new MatrixOrder(this::registerVariant);

    StructParser(ParseContext ctx, AttributeParser attributes, SpecifierParser specifiers,
            DeclaratorParser declarators) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.attributes = attributes;
        this.standard = attributes.standard();
        this.specifiers = specifiers;
        this.declarators = declarators;
    }

    /**
     * Reads {@code {members}} and the attributes right after the closing brace.
     *
     * @param kind            {@code struct}, {@code union}, {@code uniform block} or {@code buffer block}, for
     *                        messages and the runtime-sized array's rules
     * @param isUnion         whether members overlap
     * @param name            the type's name token (its text is the name; may be synthetic)
     * @param tagged          whether that name is the type's tag, not only the typedef name it is called by
     *                        ({@code typedef struct {...} T;}), which C keeps in another namespace
     * @param attrs           attributes written before the body
     * @param defaultRowMajor the matrix order members get when they do not say (GLSL blocks), or null
     */
    StructDraft readBody(String kind, boolean isUnion, Token name, boolean tagged, Attributes attrs,
            Boolean defaultRowMajor) {
        ctx.enterStruct(kind, name.text(), name.position());
        boolean begun = false;
        int pack;
        MemberList members;
        // a parameter list the schema cannot read is kept as written (ParameterLists), and the schema reads on
        try {
            if (!isSynthetic(name.text()) && tagged) {
                ctx.scope.beginDefinition(name, isUnion);
                begun = true;
            } else if (!isSynthetic(name.text())) {
                ctx.scope.beginTypedefStruct(name, isUnion);
                begun = true;
            }
            ctx.expect("{", " after " + kind + " '" + name.text() + "'");
            pack = ctx.packAt(cursor.index() - 1);
            members = new MemberList(name.text(), kind);
            while (!cursor.at("}")) {
                if (cursor.atEnd()) {
                    throw ctx.unterminated();
                }
                if (cursor.accept(";")) {
                    continue;
                }
                if (cursor.at("static_assert") || cursor.at("_Static_assert")) {
                    StaticAssertion.read(ctx);
                    continue;
                }
                readMemberDeclaration(members, defaultRowMajor);
            }
            members.checkComplete();
            cursor.next();
        } finally {
            if (begun) {
                ctx.scope.endDefinition(name.text());
            }
            ctx.exitStruct();
        }
        attributes.readAfterBody(kind, name.text(), attrs);
        // GCC reads those after the keyword, then those after the body, and takes the last
        String self = isSynthetic(name.text()) ? "this " + kind : kind + " '" + name.text() + "'";
        LastAlignment.refuseSmallerLast(name, self, attrs.alignAs, attrs.lastAlignAs, attrs.declspecAlignAs > 0,
                "write one alignment, as in " + kind + " [[gnu::aligned(" + attrs.alignAs + ")]] "
                        + (isSynthetic(name.text()) ? "" : name.text() + " ") + "{ ... }");
        if (tagged && !isSynthetic(name.text())) {
            // struct [[gnu::aligned(16)]] S; before: clang and GCC align the struct defined here
            attrs.alignTo(ctx.scope.alignmentBeforeBody(name, kind, attrs.alignAs,
                    ctx.branchesAt(cursor.index() - 1)));
        }
        GnuVectorSize.refusePackedOnMicrosoft(ctx, members.list, members.vectors, pack, attrs.packed);
        return new StructDraft(name.text(), tagged, isUnion, members.list, pack, attrs, name.position());
    }

    /** Builds the struct, checks how deeply it nests, and records it in the scope and the type list. */
    StructType finish(StructDraft draft) {
        var type = new StructType(draft.name(), draft.isUnion(), draft.members(), draft.pragmaPack(),
                draft.attributes().alignAs, draft.position(), draft.attributes().packed);
        int nesting = 1;
        for (Member m : draft.members()) {
            DataType leaf = m.type() instanceof ArrayType a ? a.leafElement() : m.type();
            if (leaf instanceof StructType inner) {
                nesting = Math.max(nesting, depth.getOrDefault(inner.name(), 1) + 1);
            }
        }
        if (nesting > ParseContext.MAX_NESTING) {
            throw new SchemaException(draft.position(), type.kind() + " '" + draft.name() + "' nests structs "
                    + nesting + " deep; at most " + ParseContext.MAX_NESTING + " levels are supported");
        }
        if (draft.tagged() && !isSynthetic(draft.name())) {
            ctx.scope.defineStruct(type);
        }
        if (!ctx.scope.inParameterList()) {
            // one of a parameter list is not seen after the list: no member of the schema's structs can have it
            depth.put(draft.name(), nesting);
            ctx.types.add(type);
        }
        return type;
    }

    /**
     * Whether {@code name} is one this parser made up for an unnamed struct ({@code Outer::inner},
     * {@code Outer::(anonymous at 3:5)}): no C or GLSL name holds {@code ::}, so it clashes with none, and no code can
     * name the struct, so it stays out of the scope (where a clash would hide a duplicate member's error).
     */
    private static boolean isSynthetic(String name) {
        return name.contains("::");
    }

    /** A variant of a struct with its matrices in one order: listed like a struct, as deep as the original. */
    private void registerVariant(StructType original, StructType variant) {
        depth.put(variant.name(), depth.getOrDefault(original.name(), 1));
        ctx.types.add(variant);
    }

    /**
     * A struct or union defined inside a member declaration: {@code struct [Tag] { ... } member;}, or an
     * anonymous member {@code struct { ... };}, which {@link #readMemberDeclaration} then adds.
     */
    TypeExpr defineNested(Token keyword, Token tag, Attributes attrs) {
        Token name = tag;
        boolean anonymousMember = false;
        if (tag != null) {
            ctx.scope.checkTagKind(keyword, tag, true);
        }
        if (name == null) {
            if (cursor.findMatching(cursor.index(), "{", "}") < 0) {
                throw ParseContext.unterminated(keyword.position(), keyword.text());
            }
            Token member = memberNameAfterBody(cursor.index());
            String outer = nearestNamedStruct();
            if (member != null) {
                name = new Token(TokenKind.IDENTIFIER, outer + "::" + member.text(), member.position());
            } else {
                checkAnonymousAllowed(keyword);
                anonymousMember = true;
                Position at = keyword.position();
                name = new Token(TokenKind.IDENTIFIER, outer + ANONYMOUS + at.line() + ":" + at.column() + ")",
                        at);
            }
        }
        StructDraft draft = readBody(keyword.text(), keyword.is("union"), name, true, attrs, null);
        StructType type = finish(draft);
        String spelling = tag == null ? type.name() : keyword.text() + " " + tag.text();
        anonymous = anonymousMember ? type : null;
        return TypeExpr.of(spelling, type, tag == null ? new CType.Tagged(type.name()) : ctx.scope.tagType(tag.text()),
                keyword.position());
    }

    /**
     * A struct or union a parameter's specifiers define ({@code void f(struct Q { int a; } q);}): read as any body,
     * and declared in the parameter list's scope, which ends with the list, so it is not listed and a {@code struct Q}
     * after the list is another type, as in C (C11 6.2.1p4). One without a tag is known by where it is.
     */
    TypeExpr defineInParameter(Token keyword, Token tag, Attributes attrs) {
        try {
            if (tag != null) {
                ctx.scope.checkTagKind(keyword, tag, true);
            }
        } catch (SchemaException e) {
            throw ctx.forbidden(e); // clang refuses it: not a list the schema cannot read
        }
        Position at = keyword.position();
        Token name = tag != null ? tag : new Token(TokenKind.IDENTIFIER, "(parameter)" + ANONYMOUS + at.line() + ":"
                + at.column() + ")", at);
        StructType type = finish(readBody(keyword.text(), keyword.is("union"), name, true, attrs, null));
        CType identity = tag != null ? ctx.scope.tagType(tag.text()) : new CType.Tagged(keyword.text() + " at " + at);
        return TypeExpr.of(tag != null ? keyword.text() + " " + tag.text() : keyword.text(), type, identity, at);
    }

    /** The innermost enclosing struct that is not an anonymous member, whose members an anonymous member's are. */
    private String nearestNamedStruct() {
        String outer = ctx.currentStructName();
        int anonymousPart = outer.indexOf(ANONYMOUS);
        return anonymousPart < 0 ? outer : outer.substring(0, anonymousPart);
    }

    /** GLSL has no anonymous members: refused in a GLSL file (one with {@code #version}) and in a block. */
    private void checkAnonymousAllowed(Token keyword) {
        if (ctx.glsl || ctx.insideBlock()) {
            throw ctx.error(keyword, "anonymous " + keyword.text() + " members are C11; GLSL has none: name the member"
                    + " after '}'");
        }
    }

    /** {@link #declaratorNameAfterBody}, for anything but a typedef of an unaligned struct. */
    Token declaratorNameAfterBody(int openIndex, boolean plainOnly) {
        return declaratorNameAfterBody(openIndex, plainOnly, false);
    }

    /**
     * The first declarator name after the body whose {@code {} is at {@code openIndex}, or null. For a
     * typedef ({@code plainOnly}) only a name that is not a pointer or array counts, and with {@code unalignedOnly}
     * only one without an alignment attribute: {@code QA} of {@code typedef struct Q {...} QA
     * __attribute__((aligned(1))), QB;} names a type other than the struct (1-aligned), {@code QB} the struct.
     */
    Token declaratorNameAfterBody(int openIndex, boolean plainOnly, boolean unalignedOnly) {
        int close = cursor.findMatching(openIndex, "{", "}");
        if (close < 0) {
            return null;
        }
        boolean pointer = false;
        for (int i = close + 1; ; i++) {
            Token t = cursor.at(i);
            if (t.isEnd() || t.is(";")) {
                return null;
            }
            if (t.is("(") || t.is("[")) {
                int end = cursor.findMatching(i, t.text(), t.is("(") ? ")" : "]");
                if (end < 0) {
                    return null;
                }
                Token inside = t.is("(") && !plainOnly && opensDeclarator(cursor.at(i - 1)) ? nameIn(i + 1, end) : null;
                if (inside != null) {
                    return inside; // a parenthesised declarator, (*fp)(void), rather than an attribute's arguments
                }
                i = end;
            } else if (t.is("*")) {
                pointer = true;
            } else if (t.is(",")) {
                pointer = false;
            } else if (t.isIdentifier() && !Keywords.RESERVED.contains(t.text())
                    && !Keywords.SOFT_QUALIFIERS.contains(t.text()) && !cursor.at(i + 1).is("(")) {
                boolean array = cursor.at(i + 1).is("[") && !cursor.at(i + 2).is("["); // not a [[...]] after it
                if (!plainOnly || !pointer && !array && !(unalignedOnly && alignedDeclarator(i))) {
                    return t;
                }
            }
        }
    }

    /**
     * Whether the declaration specifiers after the body whose {@code {} is at {@code openIndex}, from a
     * {@code __declspec} or a qualifier on ({@link AttributeParser#startsSpecifiersAfterBody}), ask for an alignment:
     * then it is every declared name's, not the struct's.
     */
    boolean alignsNamesAfterBody(int openIndex) {
        int close = cursor.findMatching(openIndex, "{", "}");
        if (close < 0) {
            return false;
        }
        boolean specifiers = false;
        for (int i = close + 1; ; i++) {
            Token t = cursor.at(i);
            specifiers |= AttributeParser.startsSpecifiersAfterBody(t, cursor.at(i + 1));
            if (t.isIdentifier() && Keywords.C_QUALIFIERS.contains(t.text())) {
                continue;
            }
            if (!t.isIdentifier() || !Keywords.RESERVED.contains(t.text()) || !cursor.at(i + 1).is("(")) {
                return false; // a declarator begins
            }
            int end = cursor.findMatching(i + 1, "(", ")");
            if (end < 0) {
                return false;
            }
            for (int j = i + 2; specifiers && j < end; j++) {
                Token inside = cursor.at(j);
                if (inside.is("align") || inside.is("aligned") || inside.is("__aligned__")) {
                    return true;
                }
            }
            i = end;
        }
    }

    /** Whether the declarator whose name is at {@code nameIndex} asks for an alignment ({@code aligned}, {@code align}). */
    private boolean alignedDeclarator(int nameIndex) {
        int depth = 0;
        for (int i = nameIndex + 1; ; i++) {
            Token t = cursor.at(i);
            if (t.isEnd() || depth == 0 && (t.is(",") || t.is(";"))) {
                return false;
            }
            depth += t.is("(") || t.is("[") ? 1 : t.is(")") || t.is("]") ? -1 : 0;
            if (depth > 0 && (t.is("aligned") || t.is("__aligned__") || t.is("align"))) {
                return true;
            }
        }
    }

    /**
     * Whether a {@code (} after {@code before} opens a declarator (the {@code (*fp)} of {@code (*fp)(void)}, also
     * after {@code const}) rather than an attribute's or macro's arguments ({@code __attribute__((aligned(8)))}).
     */
    private static boolean opensDeclarator(Token before) {
        return !before.isIdentifier() || Keywords.C_QUALIFIERS.contains(before.text())
                || Keywords.SOFT_QUALIFIERS.contains(before.text());
    }

    /** The first name between the tokens {@code from} and {@code end} that is not a keyword or a call, or null. */
    private Token nameIn(int from, int end) {
        for (int i = from; i < end; i++) {
            Token t = cursor.at(i);
            if (t.isIdentifier() && !Keywords.RESERVED.contains(t.text()) && !Keywords.SOFT_QUALIFIERS.contains(t.text())
                    && !cursor.at(i + 1).is("(")) {
                return t;
            }
        }
        return null;
    }

    private Token memberNameAfterBody(int openIndex) {
        return declaratorNameAfterBody(openIndex, false);
    }

    private void readMemberDeclaration(MemberList members, Boolean defaultRowMajor) {
        Attributes specified = new Attributes();
        Token first = cursor.peek();
        // [[gnu::aligned(8)]] int x, y;: C23 attributes before the specifiers are every member's, as clang takes them
        standard.readStandard(specified);
        anonymous = null;
        TypeExpr type = specifiers.read(specified, this::defineNested);
        if (type == null) {
            throw ctx.expected("a member type", cursor.peek());
        }
        StructType anonymousType = anonymous;
        anonymous = null;
        if (anonymousType != null && cursor.at(";")) {
            addAnonymousMember(members, anonymousType, specified, first, defaultRowMajor);
            cursor.next();
            return;
        }
        if (cursor.at(";") && ctx.scope.isCompleteStruct(type)) {
            throw ctx.error(first, "'" + type.spelling() + "' without a member name declares "
                    + (specifiers.lastWasTagged() ? "only its tag" : "nothing") + " in standard C, but MSVC makes it an"
                    + " anonymous member, so the layout depends on the ABI: name the member, or write the struct out"
                    + " without a tag for an anonymous member");
        }
        if (cursor.at(";") && type.base() instanceof TypeExpr.StructName s && s.keyword() != null) {
            // struct X; with X not complete: MSVC makes it an anonymous member too, of an incomplete type
            // a typedef name of it (T;) declares nothing, and MSVC makes it the same member
            boolean tagged = specifiers.lastWasTagged();
            throw ctx.error(first, "'" + type.spelling() + "' without a member name declares "
                    + (tagged ? "only its tag" : "nothing") + " in standard C, while clang's Microsoft targets, as"
                    + " MSVC, make it an anonymous member of an incomplete type and refuse it (field has incomplete"
                    + " type), so the file is valid for some ABIs only: "
                    + (tagged ? "declare the tag outside the " + ctx.currentStructKind() + ", before it" : "remove it")
                    + ", or name a member of a pointer to it");
        }
        if (cursor.at(";") && specifiers.lastWasTagged()) {
            // enum E; declares the tag only (as the specifiers were read), under every ABI
            cursor.next();
            return;
        }
        Branches branches = ctx.branchesAt(cursor.index());
        Declarator last;
        do {
            last = declarators.read(type, true, "a member name");
            Member member = member(type, specified, last, defaultRowMajor);
            members.add(member, last);
            if (GnuVectorSize.isVector(type) || GnuVectorSize.declares(specified, last)) {
                members.vectors.add(member);
            }
        } while (cursor.accept(","));
        members.checkBranches(branches, last.name() != null ? last.name() : cursor.previous());
        ctx.expectSemicolon("after member " + last.describe());
    }

    /**
     * {@code [alignas(N)] struct { ... };}: an anonymous member, placed as a member of its type would be, whose
     * members are reached as the enclosing type's (C11 6.7.2.1p13). clang and GCC take an {@code alignas} on it; a
     * {@code layout(row_major)} (in a file without {@code #version}) orders its matrices as on any member.
     */
    private void addAnonymousMember(MemberList members, StructType anonymous, Attributes specified, Token first,
            Boolean defaultRowMajor) {
        Token at = cursor.previous();
        if (specified.packed) {
            throw ctx.error(first, specified.packedSpelling + " on an anonymous " + anonymous.kind() + " member is not"
                    + " supported; pack the " + anonymous.kind() + " instead");
        }
        Boolean rowMajor = specified.rowMajor != null ? specified.rowMajor : defaultRowMajor;
        StructType type = rowMajor == null ? anonymous : (StructType) matrixOrder.apply(anonymous, rowMajor);
        // no alignasPosition: clang takes an alignas below the anonymous member's alignment and ignores it (GCC
        // refuses it), and the layout is the same
        var member = new Member("", type, type.name(), Member.NOT_A_BITFIELD, specified.alignAs, type.position());
        members.addAnonymous(member);
        members.checkBranches(ctx.branchesAt(cursor.index()), at);
    }

    /** The member one declarator declares, with every check the model needs done first. */
    private Member member(TypeExpr type, Attributes specified, Declarator d, Boolean defaultRowMajor) {
        Attributes attrs = new Attributes();
        attrs.addAll(specified);
        attrs.addAll(d.attributes());
        type = GnuVectorSize.apply(ctx, GnuMode.apply(ctx, type, specified, d), specified, d, false);
        String name = d.name() == null ? "" : d.name().text();
        Position position = d.name() != null ? d.name().position() : d.colon().position();
        Token at = d.name() != null ? d.name() : d.colon();
        if (d.isFunction()) {
            throw ctx.error(at, "member '" + name + "' is a function; only a pointer to a function can be a member");
        }
        if (attrs.packed) {
            throw ctx.error(at, attrs.packedSpelling + " on member '" + name + "' is not supported; pack the"
                    + " struct instead");
        }
        DataType leaf;
        String typeName;
        List<Long> dims = new ArrayList<>(d.dims());
        // the alignment typedefs gave each level of the member's type (TypeExpr.alignments): the member's own
        // dimensions have none
        List<Long> alignments = new ArrayList<>(Collections.nCopies(d.dims().size(), 0L));
        if (d.isPointer()) {
            leaf = new PointerType(d.pointee());
            typeName = d.pointerTypeName();
            alignments.add(0L);
        } else {
            leaf = ctx.scope.resolve(type);
            typeName = type.memberTypeName();
            dims.addAll(type.dims());
            for (int level = 0; level <= type.dims().size(); level++) {
                alignments.add(type.alignment(level));
            }
            Boolean rowMajor = attrs.rowMajor != null ? attrs.rowMajor : defaultRowMajor;
            if (rowMajor != null) {
                DataType ordered = matrixOrder.apply(leaf, rowMajor);
                typeName = ordered != leaf && ordered instanceof StructType variant ? variant.name() : typeName;
                leaf = ordered;
            }
        }
        DataType memberType = arrayOf(leaf, dims, alignments, at, name);
        if (d.bitWidth() != Member.NOT_A_BITFIELD) {
            checkBitfield(memberType, d, at, name, attrs);
        }
        return new Member(name, memberType, typeName, d.bitWidth(), attrs.alignAs, alignments.getFirst(), position,
                alignasPosition(attrs));
    }

    /**
     * Where the declaration's last {@code alignas} is, if it has one (clang reports there): the ABI refuses it there
     * when it asks for less than the member type's alignment ({@link Member#alignasPosition()}), which only the ABI
     * knows.
     */
    private static Position alignasPosition(Attributes attrs) {
        return attrs.lastAlignas == null ? Position.NONE : attrs.lastAlignas.position();
    }

    /** {@code leaf} in arrays of {@code dims}, each element with the alignment its typedef gave it, if any. */
    private DataType arrayOf(DataType leaf, List<Long> dims, List<Long> alignments, Token at, String name) {
        if (dims.size() > ArrayDimensions.MAX_DIMENSIONS) {
            throw ctx.error(at, "'" + name + "' has more than " + ArrayDimensions.MAX_DIMENSIONS
                    + " array dimensions");
        }
        long elements = 1;
        for (int i = 0; i < dims.size(); i++) {
            long n = dims.get(i);
            if (n == ArrayType.RUNTIME_SIZED) {
                if (i > 0) {
                    throw ctx.error(at, "only the first array dimension of '" + name + "' may be empty");
                }
                continue;
            }
            if (n > 0 && elements > Long.MAX_VALUE / n) { // n is 0 for GNU's zero-length array
                throw ctx.error(at, "array '" + name + "' has too many elements");
            }
            elements *= n;
        }
        DataType type = leaf;
        for (int i = dims.size() - 1; i >= 0; i--) {
            type = new ArrayType(type, dims.get(i), alignments.get(i + 1));
        }
        return type;
    }

    private void checkBitfield(DataType type, Declarator d, Token at, String name, Attributes attrs) {
        String who = d.name() == null ? "unnamed bitfield" : "bitfield '" + name + "'";
        if (attrs.alignas != null) {
            // an aligned attribute on a bitfield is GCC's and clang's, and read
            throw ctx.alignasRefused(attrs.alignas, who);
        }
        if (type instanceof ArrayType) {
            throw ctx.error(at, who + " cannot be an array");
        }
        if (!(type instanceof Scalar s) || !(s.isInteger() || s == Scalar.BOOL)) {
            throw ctx.error(at, who + " must have an integer or bool type, not '" + type.typeName() + "'");
        }
        if (d.bitWidth() == 0 && d.name() != null) {
            throw ctx.error(d.name(), "bitfield '" + name + "' has zero width; only an unnamed bitfield may have"
                    + " width 0");
        }
    }

    /**
     * The members read so far, with the checks that need all of them: duplicates and the runtime-sized
     * array. Such an array ({@code T a[]}, C's flexible array member) must be the last member; it cannot be
     * in a union (GCC and clang refuse one), in a GLSL uniform block (glslang only sizes it from the
     * shader's uses), or alone in a struct (C needs another named member; a GLSL buffer block may hold it
     * alone). Where a struct ending in one may go is the layout engine's check.
     */
    private final class MemberList {
        final List<Member> list = new ArrayList<>();
        private final Map<String, Position> names = new HashMap<>();
        private final String owner;
        private final String kind;
        private Declarator runtimeSized;
        /** The distinct undecided conditionals the members so far sit in. */
        private final java.util.Set<Branches> armsSeen = new java.util.HashSet<>();
        /** The members whose type is a GNU vector_size vector ({@link GnuVectorSize}), by identity. */
        final java.util.Set<Member> vectors = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

        MemberList(String owner, String kind) {
            this.owner = owner;
            this.kind = kind;
        }

        void add(Member m, Declarator d) {
            if (runtimeSized != null) {
                throw ctx.error(runtimeSized.name(), "runtime-sized array '" + runtimeSized.name().text()
                        + "' must be the last member of " + kind + " '" + owner + "'");
            }
            if (m.type() instanceof ArrayType a && a.isRuntimeSized()) {
                if (kind.equals("union")) {
                    throw ctx.error(d.name(), "runtime-sized array '" + m.name() + "' cannot be a member of union '"
                            + owner + "'");
                }
                if (kind.equals("uniform block")) {
                    throw ctx.error(d.name(), "runtime-sized array '" + m.name() + "' cannot be in uniform block '"
                            + owner + "'; only the last member of a buffer block may be runtime-sized");
                }
                runtimeSized = d;
            }
            if (!m.name().isEmpty()) {
                claim(m);
            }
            list.add(m);
        }

        /**
         * An anonymous member: its members' names join this type's, so a clash with one declared before is an error
         * at the later one, as in clang ("duplicate member", "member of anonymous union redeclares").
         */
        void addAnonymous(Member m) {
            if (runtimeSized != null) {
                throw ctx.error(runtimeSized.name(), "runtime-sized array '" + runtimeSized.name().text()
                        + "' must be the last member of " + kind + " '" + owner + "'");
            }
            ((StructType) m.type()).namedMembers().forEach(this::claim);
            list.add(m);
        }

        private void claim(Member m) {
            Position first = names.putIfAbsent(m.name(), m.position());
            if (first != null) {
                throw ctx.forbidden(new SchemaException(m.position(), "duplicate member '" + m.name() + "' in " + kind
                        + " '" + owner + "' (first declared at " + first + ")"));
            }
        }

        /**
         * Members from two arms of one conditional the file does not decide ({@code #ifdef X int a; #else char b;
         * #endif}) are never compiled together, so no layout holds both: an error rather than one that no compiler
         * gives.
         */
        void checkBranches(Branches branches, Token at) {
            if (branches == null || !armsSeen.add(branches)) {
                return;
            }
            for (Branches other : armsSeen) {
                Token conflict = Branches.conflict(other, branches);
                if (conflict != null) {
                    throw ctx.error(at, "members of " + kind + " '" + owner
                            + "' come from two branches of the #if at line " + conflict.position().line()
                            + ", which this file does not decide; no compiler lays them out together");
                }
            }
        }

        /**
         * At the closing brace: a runtime-sized array needs another named member, except in a GLSL buffer block; the
         * members of an anonymous member count, as in clang.
         */
        void checkComplete() {
            if (runtimeSized != null && !kind.equals("buffer block")
                    && list.stream().noneMatch(m -> m != list.getLast() && (!m.name().isEmpty()
                            || m.isAnonymous() && !((StructType) m.type()).namedMembers().isEmpty()))) {
                throw ctx.error(runtimeSized.name(), "runtime-sized array '" + runtimeSized.name().text()
                        + "' needs another named member before it in " + kind + " '" + owner + "'");
            }
        }
    }
}
