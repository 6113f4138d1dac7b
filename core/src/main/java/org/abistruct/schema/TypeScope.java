package org.abistruct.schema;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.abistruct.type.DataType;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;

/**
 * The type names declared so far in one schema file. Struct tags, typedef names and enum names share
 * one namespace, as in C++ and GLSL, so {@code Light} and {@code struct Light} name the same type. A
 * user declaration may reuse a built-in name that is not a C keyword ({@code typedef float vec3[3];}):
 * from then on the user's meaning wins.
 */
final class TypeScope {
    /** How many typedef-to-tag steps a struct name may take to resolve; C needs at most two. */
    private static final int MAX_ALIAS_STEPS = 8;
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

    private sealed interface Entry permits StructEntry, ForwardEntry, TypedefEntry, EnumEntry {
        Position position();
    }

    private record StructEntry(StructType type, Position position) implements Entry {
    }

    private record ForwardEntry(boolean isUnion, Position position) implements Entry {
    }

    /**
     * A typedef name: its type, and the largest alignment attribute its declarations so far gave it, 0 for none
     * (which clang keeps when the name is declared again, {@link #defineTypedef}).
     */
    private record TypedefEntry(TypeExpr type, Position position, long alignAs) implements Entry {
    }

    /**
     * An enum: its integer type, or why a member cannot have it ({@link TypeExpr.NotAnObject}), its fixed underlying
     * type as C sees it ({@code enum E : int64_t}, unqualified), or null for none, and whether its body has been read.
     */
    private record EnumEntry(TypeExpr.Base base, CType underlying, Position position, boolean defined)
            implements Entry {
    }

    private final Map<String, Entry> entries = new HashMap<>();
    /** The undecided conditionals each entry was declared in ({@link Branches}), for the message of a duplicate. */
    private final Map<String, Branches> declaredIn = new HashMap<>();
    /** The undecided conditionals of the file-scope declaration being read. */
    private final Supplier<Branches> here;
    /** Structs whose body is being read: using one of them by value means it contains itself. */
    private final Map<String, String> beingDefined = new HashMap<>();

    TypeScope(Supplier<Branches> here) {
        this.here = here;
    }

    private void put(String name, Entry entry) {
        entries.put(name, entry);
        declaredIn.put(name, here.get());
    }

    /** What a bare identifier names as a type, or null when it names nothing. */
    TypeExpr lookup(Token name) {
        String n = name.text();
        Position at = name.position();
        CType tagged = new CType.Tagged(n);
        if (beingDefined.containsKey(n)) {
            return new TypeExpr(n, new TypeExpr.StructName(n, null), tagged, at);
        }
        Entry e = entries.get(n);
        if (e == null) {
            DataType builtIn = BuiltInTypes.lookup(n);
            return builtIn == null ? null : TypeExpr.of(n, builtIn, BuiltInTypes.cType(n), at);
        }
        return switch (e) {
            case StructEntry s -> TypeExpr.of(n, s.type(), at);
            case ForwardEntry f -> new TypeExpr(n, new TypeExpr.StructName(n, null), tagged, at);
            case TypedefEntry t -> withEnumNow(t.type()).respelled(n, at);
            case EnumEntry en -> new TypeExpr(n, en.base(), tagged, at);
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
        return leaf instanceof CType.Tagged tag && entries.get(tag.name()) instanceof EnumEntry en
                ? type.withBase(en.base()) : type;
    }

    /** The data type a member of this type has; an error for void, unknown or incomplete types. */
    DataType resolve(TypeExpr expr) {
        return switch (expr.base()) {
            case TypeExpr.Known k -> k.type();
            case TypeExpr.NotAnObject n -> throw new SchemaException(expr.position(), n.reason());
            case TypeExpr.StructName s -> resolveStruct(s, expr.position());
        };
    }

    private StructType resolveStruct(TypeExpr.StructName ref, Position at) {
        String name = ref.name();
        for (int step = 0; step < MAX_ALIAS_STEPS; step++) {
            String spelled = ref.keyword() == null ? "'" + name + "'" : "'" + ref.keyword() + " " + name + "'";
            String kind = beingDefined.get(name);
            if (kind != null) {
                throw new SchemaException(at, kind + " '" + name + "' cannot contain itself by value (use a pointer)");
            }
            Entry e = entries.get(name);
            switch (e) {
                case null -> throw new SchemaException(at, "unknown type " + spelled + suggestion(name));
                case StructEntry s -> {
                    checkKind(ref.keyword(), s.type().isUnion(), name, s.position(), at);
                    return s.type();
                }
                case ForwardEntry f -> throw new SchemaException(at, "incomplete type " + spelled + ": it is declared at "
                        + f.position() + " but not defined before this member (a pointer to it would do)");
                case EnumEntry en -> throw new SchemaException(at, spelled + " is an enum, not a struct or union");
                case TypedefEntry t -> {
                    if (!t.type().dims().isEmpty()) {
                        throw new SchemaException(at, spelled + " is an array typedef, not a struct or union");
                    }
                    switch (t.type().base()) {
                        case TypeExpr.Known(StructType st) -> {
                            return st;
                        }
                        case TypeExpr.StructName next -> {
                            name = next.name();
                            continue;
                        }
                        default -> throw new SchemaException(at, spelled + " is a typedef of "
                                + t.type().spelling() + ", not a struct or union");
                    }
                }
            }
        }
        throw new SchemaException(at, "typedef chain for '" + ref.name() + "' is too long");
    }

    private static void checkKind(String keyword, boolean isUnion, String name, Position declared, Position at) {
        if (keyword != null && keyword.equals("union") != isUnion) {
            throw new SchemaException(at, "'" + name + "' is declared as a " + (isUnion ? "union" : "struct")
                    + " at " + declared + ", not a " + keyword);
        }
    }

    /** {@code struct X;}, or the tag a {@code typedef struct X Y;} names. */
    void declareForward(Token name, boolean isUnion) {
        Entry e = entries.get(name.text());
        switch (e) {
            case null -> {
                if (!beingDefined.containsKey(name.text())) {
                    put(name.text(), new ForwardEntry(isUnion, name.position()));
                }
            }
            case StructEntry s -> checkKind(isUnion ? "union" : "struct", s.type().isUnion(), name.text(),
                    s.position(), name.position());
            case ForwardEntry f -> checkKind(isUnion ? "union" : "struct", f.isUnion(), name.text(),
                    f.position(), name.position());
            case TypedefEntry t when t.type().base() instanceof TypeExpr.Known(StructType st) -> checkKind(
                    isUnion ? "union" : "struct", st.isUnion(), name.text(), t.position(), name.position());
            default -> throw duplicate(name, e.position(), "");
        }
    }

    /** Checks that a struct about to be defined under {@code name} does not clash, and marks it in progress. */
    void beginDefinition(Token name, boolean isUnion) {
        String n = name.text();
        if (beingDefined.containsKey(n)) {
            throw new SchemaException(name.position(), "duplicate type '" + n + "': it is the enclosing "
                    + beingDefined.get(n));
        }
        Entry e = entries.get(n);
        switch (e) {
            case null -> {
            }
            case ForwardEntry f -> checkKind(isUnion ? "union" : "struct", f.isUnion(), n, f.position(), name.position());
            default -> throw duplicate(name, e.position(), "");
        }
        beingDefined.put(n, isUnion ? "union" : "struct");
    }

    /** Ends the body of {@code name}; a completed type is then recorded with {@link #defineStruct}. */
    void endDefinition(String name) {
        beingDefined.remove(name);
    }

    void defineStruct(StructType type) {
        put(type.name(), new StructEntry(type, type.position()));
    }

    /** {@code typedef struct Tag {...} Name;}: the tag names the struct called {@code Name}. */
    void defineTagAlias(Token tag, StructType type) {
        put(tag.text(), new TypedefEntry(TypeExpr.of("struct " + tag.text(), type, tag.position()),
                tag.position(), 0));
    }

    /**
     * {@code typedef struct [Tag] {...} Name __attribute__((aligned(N)));}, or {@code typedef const struct ...}: the
     * struct called Name keeps its own alignment, and the type name Name stands for {@code type}, the struct with the
     * typedef's alignment and qualifiers.
     */
    void typedefStructName(Token name, TypeExpr type) {
        put(name.text(), new TypedefEntry(type, name.position(), type.alignment(0)));
    }

    /**
     * A typedef name, whose own alignment attribute is {@code alignAs} (0 for none; {@code type} has it already).
     * Declaring it again is allowed with the same type, as in C11 (6.7p3), and so is a typedef that
     * names its own struct or enum ({@code typedef enum E {...} E;}). The type is what C sees ({@link CType}):
     * {@code typedef int *P; typedef signed *P;} is one type, {@code typedef int I; typedef const int I;} two, and so
     * are {@code char} and {@code signed char} (C11 6.2.5p15), which GCC and clang refuse under every target, even
     * where {@code char} is signed. A type that is the first one under some data models only
     * ({@code typedef long I; typedef int64_t I;}) makes the name one that no member can have, as a plain {@code char}
     * value that only one signedness holds is refused only where it is used: the file is valid for those targets, but
     * the name has no one type for every ABI. Alignment attributes may differ between the declarations, as GCC and
     * clang take them: from then on the name has the largest of them, as in clang, or with none the alignment of the
     * type it is declared again with ({@code typedef int I __attribute__((aligned(8))); typedef int I;} is 8-aligned,
     * {@code typedef int I; typedef int I __attribute__((aligned(2)));} 2-aligned, where GCC keeps 4), where the file
     * decides whether the compiler sees both.
     */
    void defineTypedef(Token name, TypeExpr type, long alignAs) {
        String n = name.text();
        Entry e = entries.get(n);
        if (e == null && !beingDefined.containsKey(n)) {
            put(n, new TypedefEntry(type, name.position(), alignAs));
            return;
        }
        boolean sameEnum = e instanceof EnumEntry en && type.dims().isEmpty() && type.base().equals(en.base());
        if (sameEnum || namesItself(n, type)) {
            return;
        }
        if (e instanceof StructEntry s && alignAs > 0 && namesItself(n, type.withAlignments(List.of()))) {
            // typedef struct S {...} T; typedef struct S T __attribute__((aligned(8)));: T is the struct 8-aligned now
            alignmentDecided(name, s.position());
            entries.put(n, new TypedefEntry(TypeExpr.of(n, s.type(), s.position()).withAlignAs(alignAs), s.position(),
                    alignAs));
            return;
        }
        if (!(e instanceof TypedefEntry t)) {
            // typedef struct S {...} T; typedef const struct S T;
            boolean qualifiedSelf = e instanceof StructEntry && type.ctype() instanceof CType.Qualified q
                    && q.type() instanceof CType.Tagged tag && structNamed(tag.name()).equals(n);
            throw duplicate(name, e == null ? name.position() : e.position(), qualifiedSelf ? QUALIFIERS_DIFFER : "");
        }
        String oneOnlyUnderSome = redeclared(name, t.position(), t.type().ctype(), type.position(), type.ctype(),
                "types");
        long largest = Math.max(t.alignAs(), alignAs);
        TypeExpr again = t.type().withAlignments((largest > 0 ? type.withAlignAs(largest) : type).alignments());
        if (!type.alignments().equals(t.type().alignments()) || !again.alignments().equals(t.type().alignments())) {
            alignmentDecided(name, t.position());
        }
        if (oneOnlyUnderSome != null) {
            again = again.notAnObject(oneOnlyUnderSome);
        }
        // the first declaration's conditionals stay the name's
        entries.put(n, new TypedefEntry(again, t.position(), largest));
    }

    /**
     * Refuses a typedef name declared again with another alignment than it had, first at {@code first}, where the file
     * does not decide whether the compiler sees both declarations: the alignment would depend on an {@code #if}.
     */
    private void alignmentDecided(Token name, Position first) {
        Branches before = declaredIn.get(name.text());
        Branches again = here.get();
        if (Branches.conflict(before, again) != null) {
            throw duplicate(name, first, "");
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
     * @param types what the two are, for that message ({@code "types"}, {@code "underlying types"})
     */
    private String redeclared(Token name, Position firstAt, CType first, Position againAt, CType again, String types) {
        Set<DataModel> same = sameUnder(first, again);
        if (same.size() == DataModel.values().length) {
            return null;
        }
        if (same.isEmpty()) {
            boolean onlyChar = sameUnder(signedChar(first), signedChar(again)).size() == DataModel.values().length;
            boolean onlyQualifiers = sameUnder(first.unqualified(), again.unqualified()).size()
                    == DataModel.values().length;
            throw duplicate(name, entries.get(name.text()).position(), onlyChar ? CHAR_TYPES_DIFFER
                    : onlyQualifiers ? QUALIFIERS_DIFFER : "");
        }
        var names = new TreeSet<>(first.targetDependentNames());
        names.addAll(again.targetDependentNames());
        String are = names.size() == 1 ? " is another C type" : " are other C types";
        String n = name.text();
        return "'" + n + "' is declared at " + firstAt + " and again at " + againAt + " with " + types
                + " that are one only under " + DataModel.abis(same) + " (" + String.join(" and ", names) + are
                + " under the other ABIs, where GCC and clang refuse the second declaration), so '" + n + "' has"
                + " no one type for every ABI";
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
    void defineEnum(Token name, TypeExpr.Base base, CType underlying, boolean withBody) {
        CType unqualified = underlying instanceof CType.Qualified q ? q.type() : underlying;
        Entry e = entries.get(name.text());
        if (e == null) {
            put(name.text(), new EnumEntry(base, unqualified, name.position(), withBody));
            return;
        }
        if (!(e instanceof EnumEntry en) || en.defined() && withBody) {
            throw duplicate(name, e.position(), "");
        }
        boolean defined = en.defined() || withBody;
        if ((en.underlying() == null) != (unqualified == null)) {
            throw duplicate(name, e.position(), unqualified == null ? FIXED_THEN_NONE : NONE_THEN_FIXED);
        }
        if (unqualified == null) {
            // enum E; then its body, which gives it its type
            put(name.text(), new EnumEntry(base, null, name.position(), defined));
            return;
        }
        String oneOnlyUnderSome = redeclared(name, en.position(), en.underlying(), name.position(), unqualified,
                "underlying types");
        if (oneOnlyUnderSome != null) {
            // the first declaration's conditionals stay the name's
            entries.put(name.text(), new EnumEntry(new TypeExpr.NotAnObject(oneOnlyUnderSome), en.underlying(),
                    en.position(), defined));
        } else if (en.base() instanceof TypeExpr.NotAnObject) {
            entries.put(name.text(), new EnumEntry(en.base(), en.underlying(), en.position(), defined));
        } else {
            put(name.text(), new EnumEntry(base, unqualified, name.position(), defined));
        }
    }

    /**
     * {@code enum X;} ({@code standalone}), or {@code enum X} named before any declaration of it
     * ({@code typedef enum X T;}, {@code enum X *p;}): C declares X there, without a fixed underlying type, which a
     * later {@code enum X : T} may then not give it. {@code enum X;} after {@code enum X : T} is refused, as clang
     * refuses it; only naming it ({@code enum X x;}) is not a declaration.
     */
    void declareEnum(Token name, boolean standalone) {
        Entry e = entries.get(name.text());
        if (e == null && !beingDefined.containsKey(name.text())) {
            put(name.text(), new EnumEntry(new TypeExpr.Known(Scalar.INT32), null, name.position(), false));
        } else if (standalone && e instanceof EnumEntry en && en.underlying() != null) {
            throw duplicate(name, en.position(), FIXED_THEN_NONE);
        }
    }

    /** Whether {@code type} names a struct or union that is complete here (a tag whose body has been read). */
    boolean isCompleteStruct(TypeExpr type) {
        if (!type.dims().isEmpty()) {
            return false; // an array typedef without a name declares nothing under MSVC too
        }
        if (type.base() instanceof TypeExpr.Known(StructType s)) {
            return true;
        }
        if (!(type.base() instanceof TypeExpr.StructName ref) || beingDefined.containsKey(ref.name())) {
            return false;
        }
        return switch (entries.get(ref.name())) {
            case StructEntry s -> true;
            case TypedefEntry t -> t.type().base() instanceof TypeExpr.Known(StructType s);
            case null, default -> false;
        };
    }

    /**
     * Whether {@code type} is a plain {@code char}, written so or as a typedef name of it ({@code typedef char C;}):
     * its signedness, and so the values it holds, depends on the ABI.
     */
    boolean isPlainChar(TypeExpr type) {
        return type.ctype().isPlainChar();
    }

    /** Whether {@code name} is an enum declared so far. */
    boolean isEnum(String name) {
        return entries.get(name) instanceof EnumEntry;
    }

    /**
     * The enum's type (its integer type, or why it has none), or {@code int} for an enum not declared yet: a typedef
     * may name an enum before its body ({@code typedef enum E E_t;}), which GCC, clang and MSVC accept.
     */
    TypeExpr.Base enumBase(String name) {
        return entries.get(name) instanceof EnumEntry en ? en.base() : new TypeExpr.Known(Scalar.INT32);
    }

    /**
     * {@code typedef struct X X;}, or {@code typedef struct Tag Name;} after {@code typedef struct Tag {...} Name;}:
     * the typedef adds nothing. A Name that is a typedef of the struct with qualifiers or an alignment
     * ({@link #typedefStructName}) is compared as any typedef is.
     */
    private boolean namesItself(String name, TypeExpr type) {
        return type.alignments().isEmpty() && type.ctype() instanceof CType.Tagged t
                && structNamed(t.name()).equals(name) && !(entries.get(name) instanceof TypedefEntry);
    }

    /** The data models under which {@code a} and {@code b} are one type to C. */
    private Set<DataModel> sameUnder(CType a, CType b) {
        CType first = tagsFollowed(a);
        CType second = tagsFollowed(b);
        var models = EnumSet.noneOf(DataModel.class);
        for (DataModel model : DataModel.values()) {
            if (first.under(model).equals(second.under(model))) {
                models.add(model);
            }
        }
        return models;
    }

    /** {@code type} with its tags followed to the struct they name, which is how C compares them. */
    private CType tagsFollowed(CType type) {
        return type.map(leaf -> leaf instanceof CType.Tagged t ? new CType.Tagged(structNamed(t.name())) : leaf);
    }

    /**
     * The name of the struct a tag names, where a typedef made it another name of one ({@code typedef struct Tag {...}
     * Name;} calls the struct {@code Name}); else the tag itself.
     */
    private String structNamed(String tag) {
        String name = tag;
        for (int step = 0; step < MAX_ALIAS_STEPS && entries.get(name) instanceof TypedefEntry t; step++) {
            if (t.type().base() instanceof TypeExpr.Known(StructType st)) {
                return st.name();
            }
            if (!(t.type().base() instanceof TypeExpr.StructName next)) {
                return name;
            }
            name = next.name();
        }
        return name;
    }

    /** {@code type} with each plain {@code char} in it a {@code signed char}: for the message of a redefinition. */
    private static CType signedChar(CType type) {
        CType plain = new CType.Basic("char");
        return type.map(leaf -> leaf.equals(plain) ? new CType.Basic("signed char") : leaf);
    }

    /** The error for {@code name} declared again, first at {@code first}; {@code why} ends the plain message. */
    private SchemaException duplicate(Token name, Position first, String why) {
        Token conditional = entries.containsKey(name.text())
                ? Branches.conflict(declaredIn.get(name.text()), here.get()) : null;
        if (conditional != null) {
            return new SchemaException(name.position(), "type '" + name.text() + "' is declared in two branches of"
                    + " the #if at line " + conditional.position().line() + " (first at " + first + "), which this"
                    + " file does not decide, so which one the compiler sees is unknown: define what the #if tests,"
                    + " or keep one declaration");
        }
        return new SchemaException(name.position(), "duplicate type '" + name.text() + "' (first declared at "
                + first + ")" + why);
    }

    /** A hint naming a declared or built-in type that differs only in case, or "". */
    String suggestion(String unknown) {
        for (String known : entries.keySet()) {
            if (known.equalsIgnoreCase(unknown)) {
                return " (did you mean '" + known + "'?)";
            }
        }
        for (String known : BuiltInTypes.names()) {
            if (known.equalsIgnoreCase(unknown)) {
                return " (did you mean '" + known + "'?)";
            }
        }
        return "";
    }
}
