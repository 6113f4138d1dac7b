package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.abistruct.type.DataType;
import org.abistruct.type.Scalar;

/**
 * Reads the type part of a declaration: qualifiers and attributes in any order around one type
 * specifier, which is C type words ({@code unsigned long int}), a built-in or declared name
 * ({@code vec3}, {@code u32}, {@code Light}), {@code struct X}/{@code union X}, or an enum.
 * A struct or union body met here is handed to a {@link NestedDefinitions}.
 */
final class SpecifierParser {
    /** Defines a struct whose body starts at the cursor ({@code struct [Tag] {...}} inside a declaration). */
    interface NestedDefinitions {
        TypeExpr define(Token keyword, Token tag, Attributes attributes);
    }

    private final ParseContext ctx;
    private final TokenCursor cursor;
    private final AttributeParser attributes;
    /** The C23 attribute specifiers' reader, {@link AttributeParser#standard}. */
    private final StandardAttributeParser standard;
    /** Whether the last type read was introduced by {@code struct}, {@code union} or {@code enum}. */
    private boolean lastWasTagged;
    /**
     * Whether these are a parameter's specifiers, which may name a type the schema does not know and hold
     * {@code register} but no other storage class (the tags they declare are the list's, {@link TypeScope}).
     */
    private final boolean parameter;

    SpecifierParser(ParseContext ctx, AttributeParser attributes) {
        this(ctx, attributes, false);
    }

    SpecifierParser(ParseContext ctx, AttributeParser attributes, boolean parameter) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.attributes = attributes;
        this.standard = attributes.standard();
        this.parameter = parameter;
    }

    /**
     * Reads the specifiers at the cursor.
     *
     * @param into    receives the attributes met
     * @param nested  defines struct bodies met; null where none may appear
     * @return the type, or null when the cursor is not at a type (nothing but qualifiers consumed)
     */
    TypeExpr read(Attributes into, NestedDefinitions nested) {
        lastWasTagged = false;
        List<Token> words = new ArrayList<>();
        TypeExpr named = null;
        while (true) {
            if (attributes.readOne(into, true)) {
                continue;
            }
            if (standard.atStandard()) {
                standardAmongSpecifiers(named != null || !words.isEmpty() ? typeSoFar(words, named) : null);
                continue;
            }
            Token t = cursor.peek();
            if (parameter && t.is("register")) {
                cursor.next(); // the one storage class a parameter may have (C11 6.7.6.3p2)
                continue;
            }
            if (parameter) {
                refuseInParameter(t);
            }
            if (named != null || !t.isIdentifier()) {
                break;
            }
            if (isTypeWord(t, words)) {
                words.add(cursor.next());
            } else if (!words.isEmpty()) {
                break;
            } else if (Keywords.isStructKeyword(t)) {
                named = structSpecifier(nested, into);
                lastWasTagged = true;
            } else if (t.is("enum")) {
                named = enumSpecifier(into);
                lastWasTagged = true;
            } else if (Keywords.RESERVED.contains(t.text())) {
                break;
            } else {
                named = namedType();
            }
        }
        TypeExpr type = words.isEmpty() ? named : fromWords(words);
        if (type != null) {
            refuseRestrict(into, type);
        }
        return type;
    }

    /** Storage classes C forbids on a parameter (C11 6.7.6.3p2), all but {@code register}. */
    private static final Set<String> STORAGE_CLASSES = Set.of("typedef", "static", "extern", "auto",
            "_Thread_local");

    /**
     * Refuses {@code t}, among a parameter's specifiers, where it is a storage class other than {@code register}
     * or a function specifier, at it, as clang refuses them (GCC refuses a storage class too, at the name, and takes
     * {@code inline} and {@code _Noreturn}).
     */
    private void refuseInParameter(Token t) {
        if (STORAGE_CLASSES.contains(t.text())) {
            throw ctx.forbidden(t, "'" + t.text() + "' cannot be written in a parameter's declaration: a parameter"
                    + " has no storage class but register (C11 6.7.6.3p2; clang and GCC refuse it)");
        }
        if (t.is("inline") || t.is("_Noreturn")) {
            throw ctx.forbidden(t, "'" + t.text() + "' can only be written in a function's declaration, and this"
                    + " declares a parameter (C11 6.7.4p1; clang refuses it)");
        }
    }

    /**
     * A C23 attribute specifier among a declaration's specifiers, after {@code type} (null before the type): where more
     * specifiers follow it ({@code const [[gnu::aligned(8)]] int x;}) or no type came before it, clang refuses it at
     * its {@code [} ("an attribute list cannot appear here"); at their end ({@code int [[gnu::aligned(8)]] x;}) it is
     * the type's ({@link StandardAttributeParser#readOnType}). The place for a declaration's own is before its specifiers.
     */
    private void standardAmongSpecifiers(String type) {
        Token open = cursor.peek();
        Token next = cursor.at(attributes.skipAttributes(cursor.index()));
        if (type == null || startsSpecifier(next)) {
            throw ctx.forbidden(open, "an attribute list cannot appear here, among the declaration's specifiers (clang"
                    + " refuses it): write it before them, where it is the declaration's, or after the name declared");
        }
        standard.readOnType("the type '" + type + "'", "write it before the declaration, or after the name declared");
    }

    /** How the type read so far is written, for messages. */
    private static String typeSoFar(List<Token> words, TypeExpr named) {
        return words.isEmpty() ? named.spelling() : words.stream().map(Token::text).collect(Collectors.joining(" "));
    }

    /** Whether {@code t} begins another declaration specifier: a type word, a qualifier or an attribute keyword. */
    private static boolean startsSpecifier(Token t) {
        return t.isIdentifier() && (Keywords.C_TYPE_WORDS.contains(t.text()) || Keywords.C_QUALIFIERS.contains(t.text())
                || Keywords.isStructKeyword(t) || t.is("enum") || t.is("__attribute__") || t.is("__attribute")
                || t.is("__declspec") || AttributeParser.isAlignas(t));
    }

    /**
     * Refuses a {@code restrict} among the specifiers of {@code type} ({@code into}) where the type is not a pointer to
     * an object ({@code restrict int x;}, or a typedef of a function pointer): C allows it on those only (C11 6.7.3p2),
     * and clang refuses it at the keyword, on an array of pointers too. In GLSL {@code restrict} is a memory qualifier,
     * for any type.
     */
    void refuseRestrict(Attributes into, TypeExpr type) {
        if (into.restrict == null || ctx.glsl) {
            return;
        }
        CType specified = type.ctype() instanceof CType.Qualified q ? q.type() : type.ctype();
        String why = !(specified instanceof CType.Pointer p) ? "'" + type.spelling() + "' is not one"
                : p.pointee().unqualified() instanceof CType.Function ? "'" + type.spelling() + "' points to a function"
                : null;
        if (why != null) {
            throw ctx.forbidden(into.restrict, "'" + into.restrict.text() + "' qualifies only a pointer to an object, and "
                    + why + " (C11 6.7.3p2; clang refuses it)");
        }
    }

    /**
     * Whether {@code t} is a word of a built-in C type here. MSVC's {@code __int8} … {@code __int64} are only where
     * they can still be one: not once the file typedefs the name (portable headers do, for other compilers), and
     * only after {@code signed} or {@code unsigned}, so that {@code typedef long long __int64;} declares it.
     */
    private boolean isTypeWord(Token t, List<Token> words) {
        if (!Keywords.C_TYPE_WORDS.contains(t.text())) {
            return false;
        }
        return !Keywords.MSVC_SIZED_INTEGERS.contains(t.text())
                || ctx.scope.lookup(t) == null && words.stream().allMatch(w -> w.is("signed") || w.is("unsigned"));
    }

    /** Whether the last {@link #read} returned a struct, union or enum type (which may declare no member). */
    boolean lastWasTagged() {
        return lastWasTagged;
    }

    private TypeExpr fromWords(List<Token> words) {
        String spelling = words.stream().map(Token::text).collect(Collectors.joining(" "));
        Token first = words.getFirst();
        if (spelling.equals("void")) {
            return new TypeExpr(spelling, new TypeExpr.NotAnObject("'void' is not a member type (only a pointer to"
                    + " void is)"), new CType.Basic(spelling), first.position());
        }
        List<String> texts = words.stream().map(Token::text).toList();
        Scalar scalar = CTypeSpecifiers.combine(texts);
        if (scalar == null) {
            throw ctx.forbidden(words.get(CTypeSpecifiers.firstInvalid(texts)), "invalid type '" + spelling + "'");
        }
        // char alone is neither signed char nor unsigned char, to C (6.2.5p15)
        boolean plainChar = texts.contains("char") && !texts.contains("signed") && !texts.contains("unsigned");
        return TypeExpr.of(spelling, scalar, CType.of(scalar, plainChar), first.position());
    }

    /** A built-in or declared type name; an undeclared name is allowed only as a pointer's target or a parameter's. */
    private TypeExpr namedType() {
        Token name = cursor.next();
        TypeExpr known = ctx.scope.lookup(name);
        if (known != null) {
            return known;
        }
        if (BuiltInTypes.isGlslOpaque(name.text())) {
            return new TypeExpr(name.text(), new TypeExpr.NotAnObject("'" + name.text() + "' is an opaque GLSL type"
                    + " with no memory layout; it cannot be a member"), new CType.Basic(name.text()), name.position());
        }
        String unknown = "unknown type '" + name.text() + "'";
        if (ctx.glsl && (name.is("row_major") || name.is("column_major"))) {
            throw ctx.error(name, unknown + ": GLSL takes a matrix order only inside layout(...), and glslang reads a"
                    + " bare " + name.text() + " as a name; write layout(" + name.text() + ")");
        }
        boolean scoped = cursor.at(":") && cursor.peek(1).is(":");
        if (!ctx.glsl && (Keywords.CPP_DECLARATION_WORDS.contains(name.text()) || scoped)) {
            // a C++ header fed as it is: the user should learn that, not look for a typo
            throw ctx.error(name, unknown + ": " + (scoped ? "'" + name.text() + "::' is C++" : "'" + name.text()
                    + "' is a C++ keyword") + ", and the schema reads C and GLSL; declare the types in C (struct, union,"
                    + " typedef), or keep the C++ out of the file with #ifdef __cplusplus");
        }
        // in a parameter it may come from an #include, and decides no layout: the schema takes it, as behind a *
        if (!cursor.at("*") && !parameter) {
            // HLSL's, Metal's or WGSL's spelling in a GLSL file is no typo of a GLSL name: the GLSL one is the hint
            String shader = ctx.glsl ? ShaderSpellings.hint(name.text(), "'", "write %s") : "";
            // the hint looks through every declared name, so only an error that is shown gets one
            throw SchemaException.unknownType(name.position(), unknown + (shader.isEmpty()
                    ? ctx.scope.suggestion(name.text()) : shader), name.text());
        }
        return new TypeExpr(name.text(), new TypeExpr.NotAnObject(unknown), new CType.Basic(name.text()),
                name.position());
    }

    /**
     * {@code struct Tag}, or a definition {@code struct [Tag] {...}} handed to {@code nested}; {@code declaration} holds
     * the attributes read before {@code struct}.
     */
    private TypeExpr structSpecifier(NestedDefinitions nested, Attributes declaration) {
        Token keyword = cursor.next();
        Attributes structAttributes = new Attributes();
        Token firstStandard = attributes.readAfterTagKeyword(keyword, structAttributes);
        Token tag = ctx.atName() ? cursor.next() : null;
        standard.refuseStandardOnReference(keyword, tag, firstStandard);
        if (cursor.at("{")) {
            if (nested == null) {
                throw ctx.error(cursor.peek(), "a " + keyword.text() + " cannot be defined here");
            }
            return nested.define(keyword, tag, structAttributes);
        }
        if (tag == null) {
            throw ctx.expected("a name or '{' after '" + keyword.text() + "'", cursor.peek());
        }
        checkTagKind(keyword, tag, false);
        if (cursor.at(";") && !parameter) {
            // __declspec(align(16)) struct S;: clang aligns S, as after 'struct'; before it elsewhere it does not
            structAttributes.alignTo(declaration.declspecAlignAs);
            structAttributes.declspecAlignAs = Math.max(structAttributes.declspecAlignAs, declaration.declspecAlignAs);
        }
        noteAttributesBeforeDefinition(keyword, tag, structAttributes);
        // struct Q *p; declares Q where no Q is visible, in the file's scope or a parameter list's (void f(struct P
        // *p, union P *q); is refused at the union), and so does a member's struct Q *p
        ctx.scope.declareForward(keyword, tag, keyword.is("union"));
        return new TypeExpr(keyword.text() + " " + tag.text(), new TypeExpr.StructName(tag.text(), keyword.text()),
                ctx.scope.tagType(tag.text()), keyword.position());
    }

    /**
     * {@link TypeScope#checkTagKind(Token, Token, boolean)}, marked as what C forbids: a parameter's {@code enum S *p} of
     * a struct tag of the file is refused too, as clang refuses it, where an error the schema cannot read past is kept
     * as written.
     */
    private void checkTagKind(Token keyword, Token tag, boolean defines) {
        try {
            ctx.scope.checkTagKind(keyword, tag, defines);
        } catch (SchemaException e) {
            throw ctx.forbidden(e);
        }
    }

    /**
     * Whether the token at {@code index}, after an enum's name and attributes, begins its body, after an underlying
     * type or not: a declaration that defines the enum anew in the innermost scope, where a tag of the scopes around of
     * another kind is no conflict ({@code void f(enum S { A } e);} after {@code struct S {...};}), while
     * {@code enum S : int} without a body in a parameter list names the visible one, as clang reads it.
     */
    private boolean startsEnumBody(int index) {
        int i = index;
        if (cursor.at(i).is(":")) {
            i++;
            while (cursor.at(i).isIdentifier()) {
                i++;
            }
        }
        return cursor.at(i).is("{");
    }

    /**
     * Notes {@code packed} or an alignment ({@code attrs}) on a {@code struct} or {@code union} {@code tag} not defined
     * yet, in a declaration without its body ({@code struct __attribute__((packed)) S;}, {@code struct [[gnu::packed]]
     * S;}, {@code struct __attribute__((aligned(16))) S *p;}), for {@link TypeScope#attributeBeforeBody}: clang gives
     * them to the struct defined later, and GCC ignores {@code packed} and an {@code __attribute__} alignment there (it
     * takes a {@code [[gnu::aligned(N)]]}), so a definition after it is refused where their layouts differ; with none
     * both take them. clang gives it a {@code __declspec(align(N))} there too, which GCC does not read. After the
     * definition clang ignores them too (with a warning, "attribute declaration must precede definition"), as the
     * schema does.
     */
    private void noteAttributesBeforeDefinition(Token keyword, Token tag, Attributes attrs) {
        if ((attrs.packed || attrs.alignAs > 0) && !ctx.scope.isDefinedStruct(tag.text())) {
            ctx.scope.attributeBeforeBody(keyword, tag, keyword.is("union"), attrs.packed, attrs.alignAs,
                    attrs.standardAlignAs, attrs.declspecAlignAs, ctx.branchesAt(cursor.index() - 1));
        }
    }

    /**
     * {@code enum [attributes] [Name] [: type] [{...} [attributes]]}: the type is the underlying integer type when given
     * ({@code enum E : uint8_t}), else {@code int}, or {@code unsigned int} or no type at all as the values need
     * ({@link EnumRange}). The body's enumerators become constants for constant expressions ({@link NamedConstants}).
     * The enum's own attributes ({@link EnumAttributes}) are those after {@code enum} and after the body, a
     * {@code __declspec(align(N))} before {@code enum} in a declaration that defines the enum or declares it alone
     * ({@code declaration}, the specifiers read before it), and those of its declarations before the body, as clang
     * takes them: {@code packed} packs one without a fixed underlying type, and an alignment is the enum's.
     */
    private TypeExpr enumSpecifier(Attributes declaration) {
        Token keyword = cursor.next();
        Attributes own = new Attributes();
        Token firstStandard = attributes.readAfterTagKeyword(keyword, own);
        Token name = ctx.atName() ? cursor.next() : null;
        refuseStandardOnEnumReference(name, firstStandard);
        if (name != null) {
            checkTagKind(keyword, name, startsEnumBody(attributes.skipAttributes(cursor.index())));
        }
        if (name != null) {
            standard.refuseStandardOnEnumType();
        }
        int afterAttributes = attributes.skipAttributes(cursor.index());
        if (name != null && afterAttributes > cursor.index() && cursor.at(afterAttributes).is("{")) {
            // enum E __attribute__((packed)) {: clang takes enum E as a type and refuses the body
            throw ctx.forbidden(cursor.at(afterAttributes), "'{' after the attributes after 'enum " + name.text() + "':"
                    + " an enum's attributes go between 'enum' and its name (clang refuses this body)");
        }
        String spelling = name == null ? "enum" : "enum " + name.text();
        TypeExpr.Base base = name == null ? new TypeExpr.Known(Scalar.INT32) : ctx.scope.enumBase(name.text());
        Scalar scalar = Scalar.INT32;
        Token colon = cursor.peek();
        boolean fixed = cursor.at(":") && startsUnderlyingType(cursor.peek(1)) && cursor.accept(":");
        boolean plainChar = false;
        TypeExpr underlying = null;
        if (fixed) {
            underlying = underlyingType();
            scalar = (Scalar) ctx.scope.resolve(underlying);
            // char, or a typedef of it: its values depend on the ABI's signedness
            plainChar = ctx.scope.isPlainChar(underlying);
            base = new TypeExpr.Known(scalar);
            standard.refuseStandardOnEnumType();
            int body = attributes.skipAttributes(cursor.index());
            if (cursor.at(body).is("{")) {
                // enum E : int __attribute__((packed)) {...}: clang ignores them ("ignored when parsing type")
                Attributes ignored = new Attributes();
                attributes.readAll(ignored, false);
                standard.refuseStandardOnEnumType();
            }
        }
        boolean withBody = cursor.at("{");
        // the alignment GCC gives the enum, which ignores its alignment attribute; -1 until its type is known
        long gccAlignment = fixed ? GccEnumAlignment.of(scalar) : -1;
        if (fixed && !withBody && name != null) {
            refuseFixedOnReference(name, colon);
        }
        if (withBody || name != null && cursor.at(";")) {
            // __declspec(align(8)) enum E {...} or __declspec(align(8)) enum E;: clang aligns the enum
            own.alignTo(declaration.declspecAlignAs);
            own.declspecAlignAs = Math.max(own.declspecAlignAs, declaration.declspecAlignAs);
        }
        EnumAttributes earlier = name == null ? EnumAttributes.NONE : ctx.scope.enumAttributes(name.text());
        if (withBody) {
            EnumRange range = readEnumerators(scalar, plainChar, fixed ? spelling : null, spelling);
            attributes.readAfterBody("enum", name == null ? "(anonymous)" : name.text(), own);
            standard.refuseStandardOnEnumType();
            if (!fixed) {
                // clang ignores packed on an enum with a fixed underlying type
                // GCC packs it by this declaration's packed, or a [[gnu::packed]] before it, but not by an
                // __attribute__((packed)) before it (enum __attribute__((packed)) E; enum E { A }; is 4 bytes)
                boolean gccPacked = own.packed || earlier.standardPacked();
                base = range.base(spelling, earlier.and(EnumAttributes.of(own)).packed(), gccPacked, ctx.target);
                gccAlignment = range.gccAlignment(gccPacked);
            }
        }
        EnumAttributes ownAttributes = EnumAttributes.of(own);
        long alignAs;
        // in a parameter list, enum E : int without a body names a visible E, and declares one in the list's scope
        // only where none is
        boolean declares = name != null && (withBody
                || fixed && !(ctx.scope.inParameterList() && ctx.scope.isVisibleTag(name.text())));
        if (declares) {
            // enum E : uint16_t; declares the type without a body; void f(enum E { A } e); declares it in the list's
            // scope, which ends with the list, so a struct E after it is another type, as clang takes it
            // enum E : short; then enum __attribute__((aligned(8))) E : short;: checked at the first, and an alignment
            // added later makes a type no member can have (TypeScope#defineEnum)
            boolean fixedBefore = fixed && ctx.scope.hasFixedEnumHere(name.text());
            try {
                ctx.scope.defineEnum(name, base, fixed ? underlying.ctype() : null, withBody, ownAttributes);
            } catch (SchemaException e) {
                // one enum declared twice so, which clang refuses, in a parameter list too
                throw ctx.forbidden(e);
            }
            if (!fixedBefore) {
                GccEnumAlignment.refuseWhereGccDiffers(ctx.scope.enumAttributes(name.text()), gccAlignment, spelling);
            }
            // enum E : long long; enum E : int64_t {...}: one type under some ABIs only, which no member can have
            base = ctx.scope.enumBase(name.text());
            alignAs = ctx.scope.enumAttributes(name.text()).alignAs();
        } else if (name != null) {
            // enum E; declares E without a fixed underlying type, as naming it first does (typedef enum E T;), in a
            // parameter list in the list's scope
            ctx.scope.declareEnum(name, cursor.at(";"), ownAttributes);
            base = ctx.scope.enumBase(name.text());
            alignAs = ctx.scope.enumAttributes(name.text()).alignAs();
        } else if (!withBody) {
            throw ctx.expected("a name or '{' after 'enum'", cursor.peek());
        } else {
            GccEnumAlignment.refuseWhereGccDiffers(ownAttributes, gccAlignment, spelling);
            base = ownAttributes.applyTo(base, spelling);
            alignAs = ownAttributes.alignAs();
        }
        // each enum is a type of its own, not its integer type; one without a name is known by where it is
        CType type = name != null ? ctx.scope.tagType(name.text()) : new CType.Tagged("enum at " + keyword.position());
        return new TypeExpr(spelling, base, type, keyword.position()).withAlignAs(alignAs);
    }

    /**
     * Refuses {@code enum E : T} without a body (its {@code :} is {@code colon}) where it is not a declaration of the
     * enum alone, {@code enum E : T;} (which C23 6.7.2.2p5 allows only so): in a declarator's type ({@code enum E : int
     * e;}, {@code typedef enum E : int T;}) or a parameter's, where clang refuses it for every target but its Microsoft
     * ones, which take it as MSVC does, and GCC refuses it too, so the file is valid for some ABIs only.
     */
    private void refuseFixedOnReference(Token name, Token colon) {
        if (!parameter && cursor.at(attributes.skipAttributes(cursor.index())).is(";")) {
            return;
        }
        throw ctx.forbidden(colon, "'enum " + name.text() + "' with an underlying type but no body is a declaration"
                + " of the enum alone, 'enum " + name.text() + " : T;', and this one declares more: clang refuses it"
                + " for every target but its Microsoft ones (non-defining declaration of enumeration with a fixed"
                + " underlying type is only permitted as a standalone declaration), as GCC does, while clang's"
                + " Microsoft targets take it, so the file is valid for some ABIs only; declare 'enum " + name.text()
                + " : T;' alone and write 'enum " + name.text() + "' here");
    }

    /**
     * Refuses a C23 attribute specifier after {@code enum} ({@code firstStandard}, where clang refuses it, or null) in
     * a declaration that neither defines the enum {@code name} nor declares it alone ({@code enum [[gnu::aligned(8)]]
     * E e;}): clang refuses it there for its targets but Microsoft's ("an attribute list cannot appear here", at the
     * first attribute it knows, as after {@code struct}), and GCC refuses it too, while clang's Microsoft targets take
     * it as its {@code __attribute__((...))} twin, so the file is valid for some ABIs only.
     */
    private void refuseStandardOnEnumReference(Token name, Token firstStandard) {
        int next = attributes.skipAttributes(cursor.index());
        boolean alone = cursor.at(next).is("{") || cursor.at(next).is(";")
                || cursor.at(next).is(":") && startsUnderlyingType(cursor.at(next + 1));
        if (firstStandard == null || alone || name == null) {
            return;
        }
        throw ctx.forbidden(firstStandard, "a [[...]] after 'enum' in a declaration that neither defines 'enum "
                + name.text() + "' nor declares it alone: clang refuses it for every target but its Microsoft ones (an"
                + " attribute list cannot appear here), as GCC does, while clang's Microsoft targets take it, so the"
                + " file is valid for some ABIs only; write the attributes on the enum's definition or on a declaration of it alone"
                + " (enum [[gnu::packed]] " + name.text() + ";), or as __attribute__((...)) here, which every target"
                + " takes");
    }

    /**
     * {@code {A, B = expression, ...}}, up to and including the {@code }}. C gives an enumerator without a value the
     * previous one's plus one, and requires every value to fit in an {@code int}, or in the fixed underlying type
     * ({@code enum E : uint8_t}), whose promoted type the constants then have. An enumerator the schema cannot read
     * is skipped, up to the next {@code ,} or {@code }}, and its failure kept for where it is used. A value that
     * surely does not fit in a fixed underlying type is an error at its enumerator, as in clang and C23. Without a
     * fixed underlying type, a value outside {@code int}, which GCC and clang take, fails where it is used unless the
     * file is read for one C ABI that is not Microsoft's (whose clang cuts it to {@code int}): there it has its
     * initializer's type in the body (without a value of its own, its predecessor's, or the next wider type where that
     * one does not hold it, as clang gives it) and the enum's after it.
     *
     * @param fixedEnum the enum's spelling when it has a fixed underlying type, else null
     * @param spelling  the enum's spelling ({@code enum E}, or {@code enum} without a name), for messages
     * @return the values read, including those outside the type (whose constants fail where they are used)
     */
    private EnumRange readEnumerators(Scalar underlying, boolean plainChar, String fixedEnum, String spelling) {
        cursor.next();
        ConstantType type = ConstantType.of(underlying, plainChar, ctx.target);
        Branches body = ctx.branchesAt(cursor.index() - 1);
        EnumRange range = EnumRange.EMPTY;
        long next = 0;
        // whether next is an unsigned 64-bit value of 2^63 or more, whose bits it holds
        boolean nextHuge = false;
        boolean nextKnown = true;
        SchemaException nextFailure = null;
        // whether the next enumerator's value, if it has none of its own, is known to be outside the type
        boolean nextOutside = false;
        // the value the next enumerator would have where it is not known, past 2^63 - 1 or 2^64 - 1, for messages
        String nextBeyond = "2^63";
        // whether the next enumerator, if it has no value of its own, would be 2^64, which GCC refuses
        boolean nextOverflows = false;
        // whether it would be 2^63 after a signed 2^63 - 1, which GCC refuses and only an unsigned 64-bit type holds
        boolean nextPast63 = false;
        // the last enumerator read, whose value the next one without a value of its own follows
        Token previous = null;
        // without a fixed underlying type: the C type of the last enumerator (int where its value fits, else its
        // initializer's, known read for one C ABI only), which one without a value of its own takes
        CInteger.Type lastType = CInteger.Type.INT;
        // the enumerators outside int a file read for one C ABI takes, which get the enum's type after the body
        var wide = new ArrayList<Token>();
        boolean widens = fixedEnum == null && ctx.target != null && !ctx.target.isMicrosoft();
        while (!cursor.at("}")) {
            int end = cursor.endOfItem("}");
            if (end < 0) {
                throw ctx.expected("'}' to close the enum body", cursor.at(Integer.MAX_VALUE)); // the end token
            }
            Token stop = cursor.at(end);
            if (stop.is(";")) {
                throw ctx.error(stop, "';' in the enum body: a bracket before it is not closed");
            }
            if (!stop.is(",") && !stop.is("}")) {
                throw ctx.error(stop, "'" + stop.text() + "' closes nothing in the enum body");
            }
            Token name = cursor.peek();
            if (!ctx.atName()) {
                nextFailure = ctx.error(name, "it follows an enumerator that could not be read: expected a name but found "
                        + name.describe());
                range = range.withUnread(name, nextFailure, false);
                nextKnown = false;
                cursor.moveTo(end);
            } else {
                int nameIndex = cursor.index();
                cursor.next();
                ctx.declareName(name, OrdinaryNames.Kind.ENUMERATOR, nameIndex);
                skipEnumeratorAttributes();
                long value = next;
                boolean huge = nextHuge;
                boolean known = nextKnown;
                SchemaException failure = nextFailure;
                boolean outside = nextOutside;
                boolean past63 = nextPast63;
                CInteger.Type elementType = lastType;
                if (cursor.accept("=")) {
                    var outcome = ConstantExpression.readNamedValue(ctx, name, end, "}");
                    past63 = false;
                    value = outcome.value();
                    huge = outcome.huge();
                    failure = outcome.failure();
                    known = failure == null;
                    // a type whose width depends on the ABI (unsigned long read for every ABI) holds 2^64 - 1 under some
                    outside = known && (huge ? fixedEnum != null && !holdsHuge(type) && type.abiReason() == null
                            : type.surelyOutside(value));
                    // GCC and clang give an enumerator whose value fits in int the type int
                    elementType = known && !huge && value == (int) value ? CInteger.Type.INT : outcome.type();
                } else if (cursor.index() != end) {
                    failure = ctx.expected("'=', ',' or '}' after '" + name.text() + "'", cursor.peek());
                    past63 = false;
                    known = false;
                    outside = false;
                    cursor.moveTo(end);
                } else if (nextOverflows && widens && ctx.branchesAt(nameIndex) == null) {
                    throw ctx.error(name, "'" + name.text() + "', after '" + previous.text()
                            + "', would be 18446744073709551616, which no integer type holds (GCC refuses it,"
                            + " overflow in enumeration values, and clang makes it 0)");
                } else if (widens && nextKnown && !huge && lastType != null && next - 1 == largest(lastType)) {
                    // A = 0x7FFFFFFF, B: clang (and C23) gives B the next wider type, where GCC 12 refuses the enum
                    elementType = wider(lastType);
                }
                if (outside && fixedEnum != null && ctx.branchesAt(nameIndex) == null) {
                    // clang refuses it where the enum is compiled ("enumerator value is not representable")
                    String printed = known ? ConstantExpression.Outcome.printed(value, huge) : nextBeyond;
                    throw ctx.error(name, "value " + printed + " of '" + name.text() + "' does not fit in "
                            + type.spelling() + ", the underlying type of '" + fixedEnum + "'");
                }
                if (known) {
                    range = range.with(name, value, huge);
                } else {
                    range = range.withUnread(name, failure, past63);
                }
                // an unsigned 64-bit type goes on past 2^63 - 1, to 2^64 - 1
                boolean unsigned64 = fixedEnum != null ? holdsHuge(type) : elementType != null
                        && elementType.unsigned && elementType.bits(ctx.target.longSize() * 8) == 64;
                boolean last64 = huge && value == -1;
                // the next enumerator's value, for the enum's range, even where its constant fails
                nextKnown = known && !last64 && (value != Long.MAX_VALUE || unsigned64);
                next = nextKnown ? value + 1 : next;
                nextHuge = nextKnown && (huge || value == Long.MAX_VALUE);
                if (failure == null && fixedEnum == null && (huge || value != (int) value)) {
                    failure = wideValueFailure(name, value, huge);
                    if (failure == null) {
                        wide.add(name);
                    }
                } else if (failure == null && huge && !holdsHuge(type)) {
                    failure = type.abiReason() != null ? ctx.error(name, type.abiReason()) : ctx.error(name, "value "
                            + ConstantExpression.Outcome.printed(value, true) + " of '" + name.text()
                            + "' does not fit in " + type.spelling());
                } else if (failure == null && !huge) {
                    failure = type.check(ctx, name, "value " + value + " of '" + name.text() + "'", value);
                }
                lastType = elementType;
                previous = name;
                Branches branches = ctx.branchesAt(end);
                ctx.constants.define(name, end, value, fixedEnum == null && elementType != null ? elementType
                        : type.promoted(), fixedEnum == null && elementType != null, failure, branches);
                nextOutside = false;
                nextOverflows = false;
                nextPast63 = false;
                if (failure != null) {
                    nextFailure = failure;
                } else if (last64) {
                    nextFailure = ctx.error(name, "the enumerator after '" + name.text() + "' would be"
                            + " 18446744073709551616, which no integer type holds");
                    nextOutside = fixedEnum != null;
                    nextOverflows = true;
                    nextBeyond = "18446744073709551616";
                } else if (value == Long.MAX_VALUE && !unsigned64 && fixedEnum == null) {
                    nextFailure = ctx.error(name, "the enumerator after '" + name.text() + "' would be"
                            + " 9223372036854775808, which only an unsigned 64-bit type holds (GCC refuses it, overflow"
                            + " in enumeration values, and clang makes it -9223372036854775808)");
                    nextPast63 = true;
                    nextBeyond = "2^63";
                } else if (value == Long.MAX_VALUE && !unsigned64) {
                    nextFailure = ctx.error(name, "the enumerator after '" + name.text() + "' would be 2^63, which does"
                            + " not fit in " + type.spelling());
                    nextOutside = type.min() < 0;
                    nextBeyond = "2^63";
                } else if (Branches.relation(branches, body) == Branches.Relation.MAYBE) {
                    nextFailure = ctx.error(name, "it follows '" + name.text() + "', which is declared only if the #if at"
                            + " line " + Branches.undecidedLine(branches, body) + " says so, and this file does not decide it");
                } else if (widens) {
                    // read for one C ABI, the next one has this one's type, or a wider one where it does not fit
                    nextFailure = null;
                } else if (nextHuge) {
                    // past 2^63 - 1 in an unsigned 64-bit underlying type, which holds it
                    nextFailure = null;
                } else {
                    nextFailure = type.check(ctx, name, "the enumerator after '" + name.text() + "' would be " + next
                            + ", which", next);
                    nextOutside = type.surelyOutside(next);
                }
            }
            cursor.accept(",");
        }
        cursor.next();
        for (Token name : wide) {
            // after the body an enumerator outside int has the enum's type, known once every value is
            SchemaException failure = range.unread() != null ? ctx.error(name, "the type of '" + name.text()
                    + "' after its enum's body is the enum's, which depends on the value of '" + range.unread().text()
                    + "', which cannot be read (" + range.why() + ")")
                    : range.tooWide() ? ctx.error(name, "the type of '" + name.text() + "' after its enum's body is"
                    + " the enum's, and " + range.tooWideRefusal(spelling, ctx.target)) : null;
            ctx.constants.retype(name, cursor.index(), failure == null ? range.wideConstantType(ctx.target)
                    : CInteger.Type.INT, failure);
        }
        return range;
    }

    /** Whether {@code type}, an enum's fixed underlying type, holds unsigned 64-bit values of 2^63 or more. */
    private static boolean holdsHuge(ConstantType type) {
        return type.wrapBits() == 64 && type.abiReason() == null;
    }

    /** The largest value of {@code type} under the C ABI the file is read for. */
    private long largest(CInteger.Type type) {
        int bits = type.bits(ctx.target.longSize() * 8);
        return bits == 64 ? Long.MAX_VALUE : type.unsigned ? 0xFFFF_FFFFL : Integer.MAX_VALUE;
    }

    /**
     * The type clang gives an enumerator without a value whose predecessor's, of type {@code type}, is the largest that
     * type holds: the first of {@code long} and {@code long long} wider than it, of its signedness.
     */
    private CInteger.Type wider(CInteger.Type type) {
        boolean longIs64 = ctx.target.longSize() == 8;
        if (type.rank == 1 && longIs64) {
            return type.unsigned ? CInteger.Type.UNSIGNED_LONG : CInteger.Type.LONG;
        }
        return type.unsigned ? CInteger.Type.UNSIGNED_LONG_LONG : CInteger.Type.LONG_LONG;
    }

    /**
     * Why the constant {@code name} of an enum without a fixed underlying type, whose {@code value} does not fit in
     * {@code int}, has no value; null where the file is read for a C ABI that takes it. GCC and clang take such a
     * value (in the enum's wider type, after the body), while clang's Microsoft targets, as MSVC, cut it to
     * {@code int}: in a file read for every ABI, or for a Microsoft one, its value depends on the compiler.
     */
    private SchemaException wideValueFailure(Token name, long value, boolean huge) {
        if (ctx.target != null && !ctx.target.isMicrosoft()) {
            return null;
        }
        String cut = "GCC and clang take it in a wider type, while clang's Microsoft targets, as MSVC, cut it to int ("
                + (int) value + ")";
        return ctx.error(name, "value " + ConstantExpression.Outcome.printed(value, huge) + " of '" + name.text()
                + "' does not fit in int: " + cut
                + (ctx.target == null ? ConstantExpression.ONE_ABI_HINT.replace("one C ABI", "one C ABI but a"
                + " Microsoft one") : ", which the schema does not follow"));
    }

    /** GNU and C23 attributes after an enumerator's name: {@code A __attribute__((deprecated)) = 1}. */
    private void skipEnumeratorAttributes() {
        while (true) {
            if (cursor.at("[") && cursor.peek(1).is("[")) {
                cursor.skipBalanced("[", "]");
            } else if (!attributes.readOne(new Attributes(), false)) {
                return;
            }
        }
    }

    /**
     * Whether {@code token}, after {@code enum E :}, begins an underlying type ({@code enum E : uint8_t}) rather than
     * a bit width ({@code enum E : 3;}, an unnamed bitfield): a type word, a qualifier, a typedef name, or a tag
     * keyword (refused there by {@link #underlyingType}, with its own message).
     */
    private boolean startsUnderlyingType(Token token) {
        return token.isIdentifier() && (Keywords.C_TYPE_WORDS.contains(token.text()) || token.is("struct")
                || token.is("union") || token.is("enum") || CType.Qualifier.of(token.text()) != null
                || ctx.scope.lookup(token) != null);
    }

    /**
     * The integer type after {@code enum E :}, with the qualifiers around or among its words, which clang takes
     * ({@code const int}, {@code unsigned const long}) and which make no other underlying type; struct and enum types
     * are not allowed there.
     */
    private TypeExpr underlyingType() {
        Attributes qualifiers = new Attributes();
        while (readQualifier(qualifiers)) {
            // before the type: clang names the type, not them, in its errors
        }
        Token at = cursor.peek();
        List<Token> words = new ArrayList<>();
        while (readQualifier(qualifiers)
                || cursor.peek().isIdentifier() && Keywords.C_TYPE_WORDS.contains(cursor.peek().text())
                && words.add(cursor.next())) {
            // type words, and qualifiers among them
        }
        TypeExpr expr;
        if (!words.isEmpty()) {
            expr = fromWords(words);
        } else if (ctx.atName() && ctx.scope.lookup(at) != null) {
            expr = ctx.scope.lookup(cursor.next());
            while (readQualifier(qualifiers)) {
                // int32_t const
            }
        } else {
            throw ctx.expected("an integer type after ':'", at);
        }
        DataType type = ctx.scope.resolve(expr);
        // C23 allows bool there too (6.7.2.2p5), as clang does
        if (!(type instanceof Scalar s) || !(s.isInteger() || s == Scalar.BOOL)) {
            throw ctx.error(at, "an enum's underlying type must be an integer type or bool, not '" + type.typeName()
                    + "'");
        }
        refuseRestrict(qualifiers, expr);
        return expr.qualified(qualifiers.qualifiers);
    }

    /** Reads a C qualifier at the cursor ({@code const}, not {@code __extension__}) into {@code into}, if there. */
    private boolean readQualifier(Attributes into) {
        Token t = cursor.peek();
        return t.isIdentifier() && CType.Qualifier.of(t.text()) != null && attributes.readOne(into, true);
    }
}
