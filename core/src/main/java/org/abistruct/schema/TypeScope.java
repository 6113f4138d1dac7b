package org.abistruct.schema;

import org.abistruct.abi.CAbi;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.abistruct.type.DataType;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;

/**
 * The type names declared so far in one schema file. As in C, struct, union and enum tags are one namespace and
 * typedef names another, so {@code typedef enum E {...} E __attribute__((aligned(8)));} declares the tag {@code E},
 * 4-aligned, and the typedef name {@code E}, the enum 8-aligned. A bare name is the typedef name where there is one,
 * else the tag, as in C++ and GLSL, so {@code Light} and {@code struct Light} name the same type. A struct the schema
 * calls by a typedef name ({@code typedef struct {...} T;}) has no tag of that name, as in C. A user declaration
 * may reuse a built-in name that is not a C keyword ({@code typedef float vec3[3];}): from then on the user's meaning
 * wins.
 */
final class TypeScope {
    /** Why a redefinition of a {@code char} as a {@code signed char}, or back, is refused (C11 6.2.5p15). */
    private static final String CHAR_TYPES_DIFFER = ": char and signed char are distinct types, even where char is"
            + " signed";
    /** Why an enum declared with a fixed underlying type is refused without one, or the other way round. */
    private static final String FIXED_THEN_NONE = ": it has a fixed underlying type there and none here, which clang"
            + " refuses (enumeration previously declared with fixed underlying type)";
    private static final String NONE_THEN_FIXED = ": it has no fixed underlying type there and one here, which clang"
            + " refuses (enumeration previously declared with nonfixed underlying type)";
    /** Why a redefinition with other qualifiers is refused (C11 6.7.3p10, 6.7p3). */
    private static final String QUALIFIERS_DIFFER = ": the two declarations differ in const, volatile or restrict,"
            + " which make another type";

    /** A tag or a typedef name, declared first at {@code position}. */
    private interface Declared {
        Position position();
    }

    private sealed interface Tag extends Declared permits StructEntry, ForwardEntry, AliasEntry, EnumEntry {
    }

    private record StructEntry(StructType type, Position position) implements Tag {
    }

    /**
     * A struct or union declared without its body, the keyword of the type that declared it by naming it
     * ({@code struct Q *p;}, C11 6.7.2.3p8), and what its declarations asked of it before the body, in their order
     * ({@code struct __attribute__((packed)) S;}, {@code struct [[gnu::aligned(16)]] S;}).
     */
    private record ForwardEntry(boolean isUnion, Position position, Position namedAt, List<BeforeBody> before)
            implements Tag {
    }

    /**
     * What one declaration of a struct before its body, at {@code at} in the undecided conditionals {@code branches},
     * asked of it: {@code packed}, and alignments: the largest of any spelling ({@code alignAs}), which clang gives the
     * struct defined later, that of a {@code [[gnu::aligned(N)]]} ({@code standardAlignAs}), which GCC gives it (it
     * ignores an {@code __attribute__} one there), and that of a {@code __declspec(align(N))} ({@code declspecAlignAs}),
     * which GCC does not read; each 0 for none.
     */
    private record BeforeBody(boolean packed, long alignAs, long standardAlignAs, long declspecAlignAs, Position at,
            Branches branches) {
    }

    /** A tag of a struct called otherwise: {@code typedef struct Tag {...} Name;} calls the struct Name. */
    private record AliasEntry(StructType type, Position position) implements Tag {
    }

    /**
     * A struct the schema calls by a typedef name, which is not its tag ({@code typedef struct {...} T;},
     * {@code typedef struct Tag {...} T;}): the name is taken in the schema's list of structs, not among the tags.
     */
    private record TypedefStructEntry(Position position) implements Declared {
    }

    /**
     * An enum: its integer type, or why a member cannot have it ({@link TypeExpr.NotAnObject}), its fixed underlying
     * type as C sees it ({@code enum E : int64_t}, unqualified), or null for none, whether its body has been read, and
     * its own attributes ({@code packed}, an alignment), from its declarations up to its body.
     */
    private record EnumEntry(TypeExpr.Base base, CType underlying, Position position, boolean defined,
                             EnumAttributes attributes) implements Tag {
        /** The enum {@code name}: {@code base} with what {@code attributes} do to it ({@link EnumAttributes#applyTo}). */
        static EnumEntry of(String name, TypeExpr.Base base, CType underlying, Position position, boolean defined,
                EnumAttributes attributes) {
            return new EnumEntry(attributes.applyTo(base, "enum " + name), underlying, position, defined, attributes);
        }

        /** The type a member declared with this enum gets: its own alignment attribute is the type's. */
        TypeExpr type(String spelling, CType tagged, Position at) {
            return new TypeExpr(spelling, base, tagged, at).withAlignAs(attributes.alignAs());
        }
    }

    /**
     * A typedef name: its type, and the largest alignment attribute its declarations so far gave it, 0 for none
     * (which clang keeps when the name is declared again, {@link #defineTypedef}).
     */
    private record TypedefEntry(TypeExpr type, Position position, long alignAs) implements Declared {
    }

    private final ScopedNames<Tag> tags;
    private final ScopedNames<TypedefEntry> typedefs;
    /** The names of the structs called by a typedef name ({@link TypedefStructEntry}). */
    private final ScopedNames<TypedefStructEntry> typedefStructs;
    /** The undecided conditionals of the file-scope declaration being read. */
    private final Supplier<Branches> here;
    /** The C ABI the file is read for, or null ({@link ParseContext#target}). */
    private final CAbi target;
    /**
     * Structs whose body is being read, by name, innermost last: using one of them by value means it contains itself.
     * A parameter list may define one of a name being defined around it, in its own scope.
     */
    private final Map<String, Deque<Defining>> beingDefined = new HashMap<>();
    /** Tags declared in parameter lists that have ended, where they were declared: for the message of a later use. */
    private final Map<String, Position> endedWithTheirLists = new HashMap<>();

    /**
     * A struct or union whose body is being read, in the scope {@code depth} parameter lists deep, declared at
     * {@code position}: by its tag ({@code tagged}), or called by a typedef name, which is no tag
     * ({@code typedef struct {...} T;}).
     */
    private record Defining(String kind, int depth, boolean tagged, Position position) {
    }

    TypeScope(Supplier<Branches> here) {
        this(here, null);
    }

    /** A scope for a file read for {@code target} (null: for every ABI), which decides what a built-in name is. */
    TypeScope(Supplier<Branches> here, CAbi target) {
        this.target = target;
        this.here = here;
        this.tags = new ScopedNames<>(here);
        this.typedefs = new ScopedNames<>(here);
        this.typedefStructs = new ScopedNames<>(here);
    }

    /** Opens the scope of a parameter list (prototype scope): the tags declared in it are its own. */
    void enterParameterList() {
        tags.enterParameterList();
    }

    /** Closes the innermost parameter list's scope: its tags are not visible after it. */
    void exitParameterList() {
        tags.exitParameterList().forEach((name, tag) -> endedWithTheirLists.put(name, tag.position()));
    }

    /** Whether the cursor is in a parameter list, whose scope the tags declared there have. */
    boolean inParameterList() {
        return tags.parameterLists() > 0;
    }

    /**
     * The type C knows by the tag {@code name} here: a tag declared in a parameter list is another type than one of its
     * spelling anywhere else, however alike ({@code typedef void F(struct Q *p);} twice declares two types).
     */
    CType tagType(String name) {
        return tags.inParameterList(name) ? new CType.Tagged(name + " declared in a parameter list at "
                + tags.get(name).position()) : new CType.Tagged(name);
    }

    /** Whether a tag {@code name} is visible here. */
    boolean isVisibleTag(String name) {
        return tags.get(name) != null;
    }

    /** The kind of the innermost struct or union called {@code name} whose body is being read, or null. */
    private String definingNow(String name) {
        Deque<Defining> open = beingDefined.get(name);
        return open == null || open.isEmpty() ? null : open.peek().kind();
    }

    /**
     * The innermost struct or union whose body is being read and whose tag is {@code name}, or null: one called so
     * only by a typedef name has no such tag.
     */
    private Defining definingTag(String name) {
        Deque<Defining> open = beingDefined.get(name);
        if (open == null) {
            return null;
        }
        return open.stream().filter(Defining::tagged).findFirst().orElse(null);
    }

    /** What a bare identifier names as a type, or null when it names nothing. */
    TypeExpr lookup(Token name) {
        String n = name.text();
        Position at = name.position();
        TypedefEntry typedef = typedefs.get(n);
        if (typedef != null) {
            return withEnumNow(typedef.type()).respelled(n, at);
        }
        CType tagged = new CType.Tagged(n);
        if (definingNow(n) != null) {
            return new TypeExpr(n, new TypeExpr.StructName(n, null), tagged, at);
        }
        Tag tag = tags.get(n);
        if (tag == null) {
            if (n.equals(GnuVaList.NAME)) {
                return GnuVaList.type(at, target);
            }
            DataType builtIn = BuiltInTypes.lookup(n);
            return builtIn == null ? null : TypeExpr.of(n, builtIn, BuiltInTypes.cType(n), at);
        }
        return switch (tag) {
            case StructEntry s -> TypeExpr.of(n, s.type(), tagged, at);
            case AliasEntry a -> TypeExpr.of(n, a.type(), tagged, at);
            case ForwardEntry f -> new TypeExpr(n, new TypeExpr.StructName(n, null), tagged, at);
            case EnumEntry en -> en.type(n, tagged, at);
        };
    }

    /**
     * {@code type}, where it is an enum or an array of one, with the type the enum has now: a typedef may name an enum
     * before its body ({@code typedef enum E T;}), which then decides how wide it is ({@code A = 0x100000000}).
     */
    private TypeExpr withEnumNow(TypeExpr type) {
        CType leaf = type.ctype();
        while (leaf instanceof CType.Array || leaf instanceof CType.Qualified) {
            leaf = leaf instanceof CType.Array a ? a.element() : ((CType.Qualified) leaf).type();
        }
        if (!(leaf instanceof CType.Tagged tag && tags.get(tag.name()) instanceof EnumEntry en)) {
            return type;
        }
        TypeExpr now = type.withBase(en.base());
        long enumAlignment = en.attributes().alignAs();
        int base = type.dims().size();
        if (base == 0 && now.alignment(0) != 0 && now.alignment(0) < enumAlignment) {
            return now.notAnObject("typedef '" + type.spelling() + "' lowers the alignment of 'enum " + tag.name()
                    + "', " + enumAlignment + " by its attribute, to " + now.alignment(0) + ": GCC and clang lay a"
                    + " member of it out so, while clang's Microsoft targets lay it out by the enum's, which the"
                    + " schema does not follow; give the typedef no lower alignment than the enum's");
        }
        // an enum's alignment attribute from its body, unless a typedef gave the type its own
        if (enumAlignment == 0 || now.alignment(base) != 0) {
            return now;
        }
        var levels = new ArrayList<Long>();
        for (int level = 0; level < base; level++) {
            levels.add(now.alignment(level));
        }
        levels.add(en.attributes().alignAs());
        return now.withAlignments(levels);
    }

    /** The data type a member of this type has; an error for void, unknown or incomplete types. */
    DataType resolve(TypeExpr expr) {
        return switch (expr.base()) {
            case TypeExpr.Known k -> k.type();
            case TypeExpr.NotAnObject n -> throw new SchemaException(expr.position(), n.reason());
            case TypeExpr.StructName s -> resolveStruct(s, expr.position());
        };
    }

    /** The struct or union the tag {@code ref} names (a typedef name names it through the tag it was declared with). */
    private StructType resolveStruct(TypeExpr.StructName ref, Position at) {
        String name = ref.name();
        String spelled = ref.keyword() == null ? "'" + name + "'" : "'" + ref.keyword() + " " + name + "'";
        // struct T inside typedef struct {...} T; is another type, T being no tag
        Defining open = ref.keyword() == null ? beingDefined.getOrDefault(name, new ArrayDeque<>()).peek()
                : definingTag(name);
        if (open != null) {
            throw new SchemaException(at, open.kind() + " '" + name + "' cannot contain itself by value (use a"
                    + " pointer)");
        }
        return switch (tags.get(name)) {
            case null -> throw unknown(ref, at);
            // struct A { struct Nope n; }: the member's type declared the tag it names, and nothing else did
            case ForwardEntry f when at.equals(f.namedAt()) -> throw unknown(ref, at);
            case StructEntry s -> {
                checkKind(ref.keyword(), s.type().isUnion(), name, s.position(), at);
                yield s.type();
            }
            case AliasEntry a -> {
                checkKind(ref.keyword(), a.type().isUnion(), name, a.position(), at);
                yield a.type();
            }
            case ForwardEntry f -> throw new SchemaException(at, "incomplete type " + spelled + ": it is declared at "
                    + f.position() + " but not defined before this member (a pointer to it would do)");
            case EnumEntry en -> throw new SchemaException(at, spelled + " is an enum, not a struct or union");
        };
    }

    /** The error of {@code ref}, which names no struct or union here, with the names it may be a typo of. */
    private SchemaException unknown(TypeExpr.StructName ref, Position at) {
        String name = ref.name();
        String spelled = ref.keyword() == null ? name : ref.keyword() + " " + name;
        String endedWithItsList = endedWithItsList(name);
        String message = "unknown type '" + spelled + "'" + (ref.keyword() == null ? suggestion(name)
                : tagSuggestion(name)) + endedWithItsList;
        // a tag the file declared, in a list whose scope has ended, comes from no #include (UnreadIncludes)
        return endedWithItsList.isEmpty() ? SchemaException.unknownType(at, message, spelled)
                : new SchemaException(at, message);
    }

    /**
     * Where the tag {@code name}, not visible here, was declared in a parameter list that has ended, for a message, or
     * "": C gives it the list's scope only, so a use after the list names another type.
     */
    private String endedWithItsList(String name) {
        Position declared = endedWithTheirLists.get(name);
        return declared == null ? "" : " (the tag '" + name + "' declared at " + declared + " is in a parameter list,"
                + " whose scope ends with it)";
    }

    private static void checkKind(String keyword, boolean isUnion, String name, Position declared, Position at) {
        if (keyword != null && keyword.equals("union") != isUnion) {
            throw new SchemaException(at, "'" + name + "' is declared as a " + (isUnion ? "union" : "struct")
                    + " at " + declared + ", not a " + keyword);
        }
    }

    /**
     * Refuses {@code keyword tag}, a use of a tag ({@code enum S e;}, {@code struct E *p;}) or a declaration of it
     * ({@code enum S { A };}, {@code union S {...}}), where the tag is declared as another kind of type, at the keyword,
     * as clang refuses it: one tag is one type.
     */
    void checkTagKind(Token keyword, Token tag) {
        checkTagKind(keyword, tag, false);
    }

    /**
     * {@link #checkTagKind(Token, Token)}, for a declaration that defines the tag ({@code defines}): it declares the tag
     * anew in the innermost scope, so only a tag of that scope can clash with it, as one in a parameter list
     * ({@code void f(enum S { A } e);}) with one of the file's does not.
     */
    void checkTagKind(Token keyword, Token tag, boolean defines) {
        String n = tag.text();
        int here = tags.parameterLists();
        Tag declared = defines ? tags.innermost(n) : tags.get(n);
        int declaredDepth = declared == null ? -1 : defines ? here : tags.depthOf(n);
        // struct H { union H *p; }: the struct whose body is read is declared from its tag on, in its scope
        Defining open = definingTag(n);
        boolean openVisible = open != null && open.depth() >= declaredDepth && (!defines || open.depth() == here);
        String kind = openVisible ? open.kind() : switch (declared) {
            case null -> keyword.text();
            case StructEntry s -> s.type().isUnion() ? "union" : "struct";
            case AliasEntry a -> a.type().isUnion() ? "union" : "struct";
            case ForwardEntry f -> f.isUnion() ? "union" : "struct";
            case EnumEntry en -> "enum";
        };
        if (!kind.equals(keyword.text()) && !openVisible && !surelySeen(n)) {
            // #ifdef X struct Q; #else union Q; #endif: the compiler may see only one of them, so a declaration
            // without a body is taken, while a second definition is refused as one of the same kind is
            if (!defines || declared instanceof ForwardEntry && !keyword.is("enum")) {
                return;
            }
            throw duplicate(tags, tag, declared.position(), "");
        }
        if (!kind.equals(keyword.text())) {
            Position first = openVisible ? open.position() : declared.position();
            throw new SchemaException(keyword.position(), "'" + n + "' is declared as " + withArticle(kind) + " at "
                    + first + ", not " + withArticle(keyword.text()) + " (clang refuses it: use of '" + n + "' with"
                    + " tag type that does not match previous declaration)");
        }
    }

    private static String withArticle(String kind) {
        return (kind.equals("enum") ? "an " : "a ") + kind;
    }

    /** Whether {@code name} is the tag of a struct or union whose body has been read. */
    boolean isDefinedStruct(String name) {
        return tags.get(name) instanceof StructEntry || tags.get(name) instanceof AliasEntry;
    }

    /**
     * {@code struct X;}, or a type {@code struct X} ({@code keyword}) that names a tag not visible here, which C
     * declares there, in the innermost scope (C11 6.7.2.3p7-8): a parameter list's, else the file's, for a member's
     * type too, as a struct's body is no scope of its own. So {@code struct Q *p;} or {@code struct S { struct Q *p;
     * };} declares {@code Q}, and a later {@code union Q} is another kind of the tag.
     */
    void declareForward(Token keyword, Token name, boolean isUnion) {
        String kind = isUnion ? "union" : "struct";
        switch (tags.get(name.text())) {
            case null -> {
                if (definingTag(name.text()) == null) {
                    tags.put(name.text(), new ForwardEntry(isUnion, name.position(), keyword.position(), List.of()));
                }
            }
            case Tag other when !surelySeen(name.text()) -> {
                // the compiler may not see the other declaration with this one, as in checkTagKind
            }
            case StructEntry s -> checkKind(kind, s.type().isUnion(), name.text(), s.position(), name.position());
            case AliasEntry a -> checkKind(kind, a.type().isUnion(), name.text(), a.position(), name.position());
            case ForwardEntry f -> checkKind(kind, f.isUnion(), name.text(), f.position(), name.position());
            case EnumEntry en -> throw duplicate(tags, name, en.position(), "");
        }
    }

    /**
     * Whether the compiler surely sees the declaration of the tag {@code name} visible here with the declaration being
     * read: one of a parameter list open here always, one of the file's unless it is in an undecided conditional
     * ({@link Branches}) that this declaration is not in, or in another arm of one it is in.
     */
    private boolean surelySeen(String name) {
        return tags.inParameterList(name)
                || Branches.relation(tags.declaredIn(name), here.get()) == Branches.Relation.CERTAIN;
    }

    /**
     * Checks that a struct about to be defined under {@code name} does not clash, and marks it in progress. In a
     * parameter list it is declared in the list's scope, where clang takes a struct or union of the list defined again
     * ({@code void f(struct P { int x; } *p, struct P { int y; } *q);}, which GCC refuses), and it is not listed, so
     * it clashes with no struct the schema lists.
     */
    void beginDefinition(Token name, boolean isUnion) {
        String n = name.text();
        Deque<Defining> open = beingDefined.computeIfAbsent(n, k -> new ArrayDeque<>());
        int depth = tags.parameterLists();
        if (!open.isEmpty() && open.peek().depth() == depth) {
            throw new SchemaException(name.position(), "duplicate type '" + n + "': it is the enclosing "
                    + open.peek().kind());
        }
        String kind = isUnion ? "union" : "struct";
        switch (tags.innermost(n)) {
            case null -> {
            }
            case ForwardEntry f -> {
                if (surelySeen(n)) {
                    checkKind(kind, f.isUnion(), n, f.position(), name.position());
                }
                refusePackedBeforeBody(f, kind, name);
            }
            case StructEntry s when depth > 0 -> checkKind(kind, s.type().isUnion(), n, s.position(), name.position());
            case Tag other -> throw duplicate(tags, name, other.position(), "");
        }
        TypedefStructEntry named = typedefStructs.get(n);
        if (named != null && depth == 0) {
            throw listedTwice(name, named.position());
        }
        open.push(new Defining(kind, depth, true, name.position()));
    }

    /**
     * Refuses the definition of {@code kind} {@code name} where a declaration of it before ({@code forward}) gave it
     * {@code packed}: clang packs the struct defined here, while GCC ignores {@code packed} there, in either spelling,
     * so their layouts differ. Without a definition it changes no layout, and both compilers take it.
     */
    private static void refusePackedBeforeBody(ForwardEntry forward, String kind, Token name) {
        Position packedAt = forward.before().stream().filter(BeforeBody::packed).map(BeforeBody::at).findFirst()
                .orElse(null);
        if (packedAt == null) {
            return;
        }
        throw new SchemaException(name.position(), kind + " '" + name.text() + "' is defined here after a declaration"
                + " of it at " + packedAt + " that gives it packed before its body: clang packs"
                + " this " + kind + ", where GCC ignores packed there, so their layouts differ; write it in the definition, as in "
                + kind + " [[gnu::packed]] " + name.text() + " { ... }");
    }

    /**
     * The alignment declarations of {@code kind} {@code tag} before its body gave it, which its definition here, in the
     * undecided conditionals {@code definition} and asking for {@code own} itself (0 for none), has as clang and GCC
     * give it, or 0 for none: clang gives the struct the largest alignment of those declarations and of its own
     * ({@code struct [[gnu::aligned(16)]] S;} then {@code struct S {...}} is 16-aligned), while GCC gives it its own
     * alignment attribute, or without one the last {@code [[gnu::aligned(N)]]} before the body (it ignores an
     * {@code __attribute__} one there); where the two differ the definition is refused, at its tag. A
     * {@code __declspec(align(N))} among them, which GCC does not read, makes it clang's, as elsewhere. A declaration
     * in another arm of an {@code #if} than the definition is never seen with it, and one in a conditional the
     * definition is not in may or may not be: the alignment would depend on the {@code #if}, so that is refused too.
     */
    long alignmentBeforeBody(Token tag, String kind, long own, Branches definition) {
        if (!(tags.innermost(tag.text()) instanceof ForwardEntry f)) {
            return 0;
        }
        List<BeforeBody> seen = f.before().stream().filter(b -> b.alignAs() > 0
                && Branches.relation(b.branches(), definition) != Branches.Relation.IMPOSSIBLE).toList();
        if (seen.isEmpty()) {
            return 0;
        }
        for (BeforeBody b : seen) {
            if (Branches.relation(b.branches(), definition) != Branches.Relation.CERTAIN) {
                throw new SchemaException(tag.position(), kind + " '" + tag.text() + "' is defined here after a"
                        + " declaration of it at " + b.at() + " that gives it an alignment before its body, and"
                        + " whether the compiler sees that declaration depends on the #if at line "
                        + Branches.undecidedLine(b.branches(), definition) + ", which this file does not decide, so"
                        + " the " + kind + "'s alignment does too: define what the #if tests, or write the alignment"
                        + " in the definition");
            }
        }
        long clang = Math.max(own, seen.stream().mapToLong(BeforeBody::alignAs).max().orElse(0));
        if (seen.stream().anyMatch(b -> b.declspecAlignAs() > 0)) {
            return clang;
        }
        long lastStandard = 0;
        for (BeforeBody b : seen) {
            lastStandard = b.standardAlignAs() > 0 ? b.standardAlignAs() : lastStandard;
        }
        long gcc = own > 0 ? own : lastStandard;
        if (clang == gcc) {
            return clang;
        }
        throw new SchemaException(tag.position(), kind + " '" + tag.text() + "' is defined here after a declaration of"
                + " it at " + seen.getFirst().at() + " that gives it an alignment before its body: clang gives this "
                + kind + " the largest alignment of those declarations and its own, " + clang + ", while GCC gives it"
                + " its own alignment attribute, or without one the last [[gnu::aligned(N)]] before the body (it"
                + " ignores an __attribute__ one there), " + (gcc == 0 ? "none" : gcc) + ", so their layouts differ;"
                + " write the alignment in the definition, as in " + kind + " [[gnu::aligned(" + clang + ")]] "
                + tag.text() + " { ... }");
    }

    /**
     * Notes {@code packed} and the alignments {@code alignAs} (any spelling), {@code standardAlignAs} (of
     * {@code [[gnu::aligned(N)]]}) and {@code declspecAlignAs} (of {@code __declspec(align(N))}), each 0 for none, in
     * the undecided conditionals {@code branches}, on a declaration of {@code struct} or {@code union} {@code tag}
     * whose body has not been read ({@code struct __attribute__((packed)) S;}), which declares the tag where none is
     * visible: the definition that may follow takes them where clang and GCC agree ({@link #refusePackedBeforeBody},
     * {@link #alignmentBeforeBody}). clang ignores those in its own body, in a parameter list (even for a tag of the
     * file) and after the definition, as GCC does, and so does the schema.
     */
    void attributeBeforeBody(Token keyword, Token tag, boolean isUnion, boolean packed, long alignAs,
            long standardAlignAs, long declspecAlignAs, Branches branches) {
        String n = tag.text();
        if (definingNow(n) != null || inParameterList()) {
            return;
        }
        declareForward(keyword, tag, isUnion);
        if (tags.get(n) instanceof ForwardEntry f) {
            List<BeforeBody> before = new ArrayList<>(f.before());
            before.add(new BeforeBody(packed, alignAs, standardAlignAs, declspecAlignAs, tag.position(), branches));
            tags.replace(n, new ForwardEntry(f.isUnion(), f.position(), f.namedAt(), List.copyOf(before)));
        }
    }

    /**
     * Checks that a struct about to be defined and called by the typedef name {@code name}, which is not its tag
     * ({@code typedef struct {...} T;}), does not clash with another struct of that name, and marks it in progress.
     * A tag {@code name} is another declaration, as in C: {@code struct T;} or {@code enum T {...}} may be there too.
     */
    void beginTypedefStruct(Token name, boolean isUnion) {
        String n = name.text();
        if (definingNow(n) != null) {
            throw new SchemaException(name.position(), "duplicate type '" + n + "': it is the enclosing "
                    + definingNow(n));
        }
        TypedefStructEntry named = typedefStructs.get(n);
        if (named != null) {
            throw duplicate(typedefStructs, name, named.position(), "");
        }
        if (tags.get(n) instanceof StructEntry s) {
            throw listedTwice(name, s.position());
        }
        typedefStructs.put(n, new TypedefStructEntry(name.position()));
        beingDefined.computeIfAbsent(n, k -> new ArrayDeque<>()).push(new Defining(isUnion ? "union" : "struct",
                tags.parameterLists(), false, name.position()));
    }

    /**
     * The error for a struct {@code name} whose name another struct, first at {@code first}, has already, one called
     * by its tag and the other by a typedef name: C keeps them apart, but the schema lists each struct by its name.
     */
    private static SchemaException listedTwice(Token name, Position first) {
        return new SchemaException(name.position(), "'" + name.text() + "' is the name of another struct, at "
                + first + ": C takes a tag and a typedef name of one spelling for two types, but the schema lists each"
                + " struct and union by its name, so it cannot list both (rename the tag or the typedef name)");
    }

    /** Ends the body of {@code name}; a completed type is then recorded with {@link #defineStruct}. */
    void endDefinition(String name) {
        Deque<Defining> open = beingDefined.get(name);
        if (open != null && !open.isEmpty()) {
            open.pop();
        }
    }

    void defineStruct(StructType type) {
        tags.put(type.name(), new StructEntry(type, type.position()));
    }

    /** {@code typedef struct Tag {...} Name;}: the tag names the struct called {@code Name}. */
    void defineTagAlias(Token tag, StructType type) {
        tags.put(tag.text(), new AliasEntry(type, tag.position()));
    }

    /**
     * A typedef name, whose own alignment attribute is {@code alignAs} (0 for none; {@code type} has it already).
     * Declaring it again is allowed with the same type, as in C11 (6.7p3). A tag of the same name is another
     * declaration, in another namespace: {@code typedef enum E {...} E __attribute__((aligned(8)));} makes the typedef
     * name an 8-aligned enum and leaves {@code enum E} as it is, and {@code enum E *p; typedef long E;} a typedef name
     * that is another type than its tag, as C allows. The type is what C sees ({@link CType}):
     * {@code typedef int *P; typedef signed *P;} is one type, {@code typedef int I; typedef const int I;} two, and so
     * are {@code char} and {@code signed char} (C11 6.2.5p15), which GCC and clang refuse under every target, even
     * where {@code char} is signed. A type that is the first one under some data models only
     * ({@code typedef long I; typedef int64_t I;}) makes the name one that no member can have, as a plain {@code char}
     * value that only one signedness holds is refused only where it is used: the file is valid for those targets, but
     * the name has no one type for every ABI (a file read for one C ABI takes it or refuses it, as that ABI's compiler
     * does). Alignment attributes may differ between the declarations, as GCC and
     * clang take them: from then on the name has the largest of them, as in clang, or with none the alignment of the
     * type it is declared again with ({@code typedef int I __attribute__((aligned(8))); typedef int I;} is 8-aligned,
     * {@code typedef int I; typedef int I __attribute__((aligned(2)));} 2-aligned, where GCC keeps 4), where the file
     * decides whether the compiler sees both.
     */
    void defineTypedef(Token name, TypeExpr type, long alignAs) {
        String n = name.text();
        TypedefEntry t = typedefs.get(n);
        if (t == null) {
            typedefs.put(n, new TypedefEntry(type, name.position(), alignAs));
            return;
        }
        String oneOnlyUnderSome = redeclared(typedefs, name, t.position(), t.type().ctype(), type.position(),
                type.ctype(), "types");
        long largest = Math.max(t.alignAs(), alignAs);
        TypeExpr again = t.type().withAlignments((largest > 0 ? type.withAlignAs(largest) : type).alignments());
        if (!type.alignments().equals(t.type().alignments()) || !again.alignments().equals(t.type().alignments())) {
            alignmentDecided(name, t.position());
        }
        if (oneOnlyUnderSome != null) {
            again = again.notAnObject(oneOnlyUnderSome);
        }
        typedefs.replace(n, new TypedefEntry(again, t.position(), largest));
    }

    /**
     * Refuses a typedef name declared again with another alignment than it had, first at {@code first}, where the file
     * does not decide whether the compiler sees both declarations: the alignment would depend on an {@code #if}.
     */
    private void alignmentDecided(Token name, Position first) {
        Branches before = typedefs.declaredIn(name.text());
        Branches again = here.get();
        if (Branches.conflict(before, again) != null) {
            throw duplicate(typedefs, name, first, "");
        }
        if (Branches.relation(before, again) != Branches.Relation.CERTAIN
                || Branches.relation(again, before) != Branches.Relation.CERTAIN) {
            int line = Math.max(Branches.undecidedLine(again, before), Branches.undecidedLine(before, again));
            throw new SchemaException(name.position(), "typedef '" + name.text() + "' is declared again with another"
                    + " alignment than at " + first + ", and whether the compiler sees both depends on the #if at line "
                    + line + ", which this file does not decide: define what the #if tests, or give both one"
                    + " alignment");
        }
    }

    /**
     * Compares the type {@code name} is declared again with, {@code again}, with the one it was first declared with,
     * {@code first}, as C sees them under each data model: returns null where they are one type under every model,
     * refuses the second declaration where they are one under none, and where they are one under some models only
     * returns why no member can have the name's type, naming the ABIs of those models.
     *
     * @param namespace the namespace of {@code name}
     * @param types what the two are, for that message ({@code "types"}, {@code "underlying types"})
     */
    private String redeclared(ScopedNames<? extends Declared> namespace, Token name, Position firstAt, CType first,
            Position againAt, CType again, String types) {
        Set<DataModel> same = sameUnder(first, again);
        DataModel model = target == null ? null : DataModel.of(target);
        if (model != null) {
            // read for one C ABI, as its compiler reads it: one type there, or refused as its compiler refuses it
            same = same.contains(model) ? EnumSet.allOf(DataModel.class) : EnumSet.noneOf(DataModel.class);
        }
        if (same.size() == DataModel.values().length) {
            return null;
        }
        if (same.isEmpty()) {
            boolean onlyChar = sameUnder(signedChar(first), signedChar(again)).size() == DataModel.values().length;
            boolean onlyQualifiers = sameUnder(first.unqualified(), again.unqualified()).size()
                    == DataModel.values().length;
            throw duplicate(namespace, name, namespace.get(name.text()).position(), onlyChar ? CHAR_TYPES_DIFFER
                    : onlyQualifiers ? QUALIFIERS_DIFFER : "");
        }
        var names = new TreeSet<>(first.targetDependentNames());
        names.addAll(again.targetDependentNames());
        String are = names.size() == 1 ? " is another C type" : " are other C types";
        String n = name.text();
        String why = "'" + n + "' is declared at " + firstAt + " and again at " + againAt + " with " + types
                + " that are one only under " + DataModel.abis(same) + " (" + String.join(" and ", names) + are
                + " under the other ABIs, where GCC and clang refuse the second declaration)";
        // read for a C ABI built without its stdint types (DataModel.of is null)
        return target != null ? why + ", and the C ABI '" + target.id() + "' does not know which "
                + (names.size() == 1 ? "it is" : "they are") + " (build it with CAbi.Builder.stdintTypes(...) to give"
                + " it)" : why + ", so '" + n + "' has no one type for every ABI";
    }

    /**
     * {@code enum X {...}} ({@code withBody}) or {@code enum X : T;}: X names an integer type. A body is read once.
     * Every declaration of X has a fixed underlying type or none, as the first one has it ({@link #declareEnum}), as
     * clang requires: {@code enum E : int; enum E { A };} is refused at the second {@code E}. A fixed underlying type
     * ({@code underlying}, null for none) declared again is compared as a typedef's type is
     * ({@link #defineTypedef}), as C sees it and without its qualifiers, as clang does: {@code char} and
     * {@code signed char} are two types, and {@code enum E : long long; enum E : int64_t;} is one only under some data
     * models, which makes {@code E} a type no member can have.
     */
    void defineEnum(Token name, TypeExpr.Base base, CType underlying, boolean withBody, EnumAttributes attributes) {
        String n = name.text();
        CType unqualified = underlying instanceof CType.Qualified q ? q.type() : underlying;
        Tag e = tags.innermost(n);
        if (e == null) {
            tags.put(n, EnumEntry.of(n, base, unqualified, name.position(), withBody, attributes));
            return;
        }
        // clang takes an enum of a parameter list defined again there (GCC refuses it), as a struct
        boolean again = en(e) != null && en(e).defined() && withBody && inParameterList();
        if (again) {
            e = EnumEntry.of(n, base, en(e).underlying(), e.position(), false, EnumAttributes.NONE);
        }
        if (!(e instanceof EnumEntry en) || en.defined() && withBody) {
            throw duplicate(tags, name, e.position(), "");
        }
        boolean defined = en.defined() || withBody;
        // clang ignores the attributes of a declaration after the body
        EnumAttributes all = en.defined() ? en.attributes() : en.attributes().and(attributes);
        if ((en.underlying() == null) != (unqualified == null)) {
            throw duplicate(tags, name, e.position(), unqualified == null ? FIXED_THEN_NONE : NONE_THEN_FIXED);
        }
        if (unqualified == null) {
            // enum E; then its body, which gives it its type
            tags.put(n, EnumEntry.of(n, base, null, name.position(), defined, all));
            return;
        }
        String oneOnlyUnderSome = redeclared(tags, name, en.position(), en.underlying(), name.position(), unqualified,
                "underlying types");
        if (oneOnlyUnderSome == null && all.alignAs() != en.attributes().alignAs()) {
            oneOnlyUnderSome = alignedLater(n, en, all.alignAs(), name.position());
        }
        if (oneOnlyUnderSome != null) {
            tags.replace(n, EnumEntry.of(n, new TypeExpr.NotAnObject(oneOnlyUnderSome), en.underlying(),
                    en.position(), defined, all));
        } else if (en.base() instanceof TypeExpr.NotAnObject) {
            tags.replace(n, EnumEntry.of(n, en.base(), en.underlying(), en.position(), defined, all));
        } else {
            tags.put(n, EnumEntry.of(n, base, unqualified, name.position(), defined, all));
        }
    }

    /** {@code tag} if it is an enum, else null. */
    private static EnumEntry en(Tag tag) {
        return tag instanceof EnumEntry en ? en : null;
    }

    /**
     * Why no member can have the enum {@code name}, declared first as {@code first} with a fixed underlying type, when
     * its declaration at {@code at} asks for another alignment, {@code alignAs}: the enum is complete from its first
     * declaration, and clang keeps the alignment it first lays the enum out with, which may be the first
     * declaration's ({@code enum E : short; enum __attribute__((aligned(8))) E : short;} leaves it 2-aligned, and
     * so does a body after a use such as {@code typedef enum E T[2];}) or the body's.
     */
    private static String alignedLater(String name, EnumEntry first, long alignAs, Position at) {
        long before = first.attributes().alignAs();
        return "'enum " + name + "' has a fixed underlying type, so it is complete from its declaration at "
                + first.position() + ", which asks for " + (before == 0 ? "no alignment" : "an alignment of " + before)
                + ", and the one at " + at + " asks for " + alignAs + ": clang keeps the alignment it first needs the"
                + " enum's with, the first declaration's or a later body's, as the file uses it, so the schema does"
                + " not choose; give every declaration of the enum the same alignment attribute";
    }

    /**
     * {@code enum X;} ({@code standalone}), or {@code enum X} named before any declaration of it
     * ({@code typedef enum X T;}, {@code enum X *p;}): C declares X there, without a fixed underlying type, which a
     * later {@code enum X : T} may then not give it. {@code enum X;} after {@code enum X : T} is refused, as clang
     * refuses it; only naming it ({@code enum X x;}) is not a declaration.
     */
    void declareEnum(Token name, boolean standalone, EnumAttributes attributes) {
        String n = name.text();
        Tag e = tags.get(n);
        if (e == null && definingTag(n) == null) {
            tags.put(n, EnumEntry.of(n, incompleteEnum(n, name.position()), null, name.position(), false, attributes));
        } else if (standalone && e instanceof EnumEntry en && en.underlying() != null) {
            throw duplicate(tags, name, en.position(), FIXED_THEN_NONE);
        } else if (standalone && e instanceof EnumEntry en && !en.defined()) {
            // enum __attribute__((packed)) E; adds to the enum its body makes, as a reference (enum E *p;) does not
            tags.replace(n, EnumEntry.of(n, en.base(), null, en.position(), false, en.attributes().and(attributes)));
        }
    }

    /**
     * What an enum declared at {@code at} without a body or a fixed underlying type stands for until its body: no type
     * a member may have. C's enum is incomplete there, and GCC and clang refuse a member, array or array typedef of it
     * for their targets, but clang's Microsoft targets, as MSVC, take it as an {@code int} (its own "forward
     * references to 'enum' types"), so the file is valid for some ABIs only.
     */
    private TypeExpr.Base incompleteEnum(String name, Position at) {
        // void f(enum Z { A } z); before: the body the file shows is the list's, which a use after it does not see
        return new TypeExpr.NotAnObject("'enum " + name + "' has no body before this use (it is declared at " + at
                + ", without a fixed underlying type)" + endedWithItsList(name) + ", so it is incomplete: GCC and clang"
                + " refuse an object or array of it (incomplete type), while clang's Microsoft targets, as MSVC, take it"
                + " as an int, so the file is valid for some ABIs only; define the enum before this use, or use a"
                + " pointer to it");
    }

    /**
     * Whether {@code type}, written at a typedef's array dimensions, is an enum that is incomplete here (with its
     * qualifiers), whose array GCC and clang refuse ({@link #incompleteEnum}).
     */
    boolean isIncompleteEnum(TypeExpr type) {
        CType leaf = type.ctype().unqualified();
        return type.dims().isEmpty() && leaf instanceof CType.Tagged tag
                && tags.get(tag.name()) instanceof EnumEntry en && !en.defined() && en.underlying() == null;
    }

    /**
     * Notes {@code typedef}, declared with an alignment, on the enum {@code type} is where it is incomplete
     * ({@link #isIncompleteEnum}): GCC gives the typedef the enum's alignment, which its body decides, and ignores the
     * typedef's, so the body checks it ({@link GccEnumAlignment#refuseWhereGccDiffers}).
     */
    void typedefBeforeEnumBody(TypeExpr type, GccEnumAlignment.TypedefBeforeBody typedef) {
        String n = ((CType.Tagged) type.ctype().unqualified()).name();
        EnumEntry en = (EnumEntry) tags.get(n);
        tags.replace(n, new EnumEntry(en.base(), null, en.position(), false,
                en.attributes().withTypedefBeforeBody(typedef)));
    }

    /** Whether {@code type} names a struct or union that is complete here (a tag whose body has been read). */
    boolean isCompleteStruct(TypeExpr type) {
        if (!type.dims().isEmpty()) {
            return false; // an array typedef without a name declares nothing under MSVC too
        }
        if (type.base() instanceof TypeExpr.Known(StructType s)) {
            return true;
        }
        if (!(type.base() instanceof TypeExpr.StructName ref) || definingNow(ref.name()) != null) {
            return false;
        }
        return tags.get(ref.name()) instanceof StructEntry || tags.get(ref.name()) instanceof AliasEntry;
    }

    /**
     * Whether {@code type} is a plain {@code char}, written so or as a typedef name of it ({@code typedef char C;}):
     * its signedness, and so the values it holds, depends on the ABI.
     */
    boolean isPlainChar(TypeExpr type) {
        return type.ctype().isPlainChar();
    }

    /**
     * The enum's type (its integer type, or why it has none), or {@code int} for an enum not declared yet: a typedef
     * may name an enum before its body ({@code typedef enum E E_t;}), which GCC, clang and MSVC accept.
     */
    TypeExpr.Base enumBase(String name) {
        return tags.get(name) instanceof EnumEntry en ? en.base() : new TypeExpr.Known(Scalar.INT32);
    }

    /**
     * Whether enum {@code name} has been declared with a fixed underlying type in the innermost scope
     * ({@code enum E : short;}): a declaration of it now declares it again.
     */
    boolean hasFixedEnumHere(String name) {
        return tags.innermost(name) instanceof EnumEntry en && en.underlying() != null;
    }

    /** The attributes the declarations of enum {@code name} so far gave it ({@link EnumAttributes}). */
    EnumAttributes enumAttributes(String name) {
        return tags.get(name) instanceof EnumEntry en ? en.attributes() : EnumAttributes.NONE;
    }

    /**
     * The data models under which {@code a} and {@code b} are one type to C, which knows a struct by its tag however
     * the schema calls it ({@code typedef struct Tag {...} Name;}).
     */
    private static Set<DataModel> sameUnder(CType a, CType b) {
        var models = EnumSet.noneOf(DataModel.class);
        for (DataModel model : DataModel.values()) {
            if (a.under(model).equals(b.under(model))) {
                models.add(model);
            }
        }
        return models;
    }

    /** {@code type} with each plain {@code char} in it a {@code signed char}: for the message of a redefinition. */
    private static CType signedChar(CType type) {
        CType plain = new CType.Basic("char");
        return type.map(leaf -> leaf.equals(plain) ? new CType.Basic("signed char") : leaf);
    }

    /**
     * The error for {@code name} declared again in {@code names}, first at {@code first}; {@code why} ends the plain
     * message.
     */
    private SchemaException duplicate(ScopedNames<? extends Declared> names, Token name, Position first, String why) {
        // a name of a parameter list is in no conditional of its own
        Token conditional = names.get(name.text()) != null && !names.inParameterList(name.text())
                ? Branches.conflict(names.declaredIn(name.text()), here.get()) : null;
        if (conditional != null) {
            return new SchemaException(name.position(), "type '" + name.text() + "' is declared in two branches of"
                    + " the #if at line " + conditional.position().line() + " (first at " + first + "), which this"
                    + " file does not decide, so which one the compiler sees is unknown: define what the #if tests,"
                    + " or keep one declaration");
        }
        return new SchemaException(name.position(), "duplicate type '" + name.text() + "' (first declared at "
                + first + ")" + why);
    }

    /** A hint naming a declared or built-in type that differs only in case or by one typo, or "". */
    String suggestion(String unknown) {
        // _stdcall int x;: MSVC's spelling of a calling convention, a name to clang's other targets
        return NameSuggestions.didYouMean(unknown, Stream.of(typedefs.fileScopeNames().stream(),
                tags.fileScopeNames().stream(), BuiltInTypes.names().stream(),
                Keywords.C_TYPE_WORDS.stream(), Keywords.CALLING_CONVENTIONS.stream()).flatMap(names -> names));
    }

    /**
     * A hint naming a tag that differs only in case or by one typo from {@code unknown}, a tag no declaration gave, or
     * "": a typedef name is no tag, so {@code struct S} after {@code typedef long S;} has none.
     */
    private String tagSuggestion(String unknown) {
        // naming the tag declared it (struct Nope n;), which is no hint
        return NameSuggestions.didYouMean(unknown, tags.fileScopeNames().stream().filter(tag -> !tag.equals(unknown)));
    }
}
