package org.abistruct.schema;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import org.abistruct.type.Scalar;

/**
 * A type as C sees it, which is what a typedef name declared again must denote (C11 6.7p3): not how it is spelled
 * ({@code unsigned} is {@code unsigned int}, a typedef name is its type) but what it is, with its qualifiers
 * ({@code const int} is another type than {@code int}) and {@code char}, {@code signed char} and {@code unsigned char}
 * three types (6.2.5p15). A {@link TypeExpr} carries one beside the layout it stands for.
 */
sealed interface CType {
    /** The specifiers' type in a {@link Declarator#shape()}, which {@link #around} replaces. */
    CType SPECIFIED = new Basic("(the specifiers' type)");

    /** An arithmetic type or {@code void} by its C name ({@code unsigned long}); a GLSL or OpenCL type by its own. */
    record Basic(String name) implements CType {
    }

    /**
     * A built-in {@code <stdint.h>} or {@code <stddef.h>} name whose C type depends on the target's data model
     * ({@code int64_t} is {@code long} or {@code long long}): {@link DataModel#typeOf} says which.
     */
    record TargetDependent(String name) implements CType {
    }

    /**
     * A struct, union or enum as C knows it: by its tag, however the schema calls it ({@code typedef struct Tag {...}
     * Name;} is {@code Tag}), or, without one, by where it is defined ({@code struct at 1:9}), which no tag spells.
     */
    record Tagged(String name) implements CType {
    }

    record Pointer(CType pointee) implements CType {
        @Override
        public boolean equals(Object o) {
            return o instanceof CType other && CTypeEquality.same(this, other);
        }

        @Override
        public int hashCode() {
            return CTypeEquality.hash(this);
        }
    }

    record Array(long length, CType element) implements CType {
        @Override
        public boolean equals(Object o) {
            return o instanceof CType other && CTypeEquality.same(this, other);
        }

        @Override
        public int hashCode() {
            return CTypeEquality.hash(this);
        }
    }

    /**
     * A function returning {@code returns}. Its {@code parameters} are each one's type as the function's type has it
     * (C11 6.7.6.3p7-8, 15): an array or function adjusted to a pointer, with no qualifier of its own and no name
     * ({@link #parameter}); {@code (void)} has none. {@code prototyped} is false for {@code ()}, which clang and gcc
     * take as another type than {@code (void)} or {@code (int)} in a typedef declared again, under C2x too.
     */
    record Function(CType returns, List<CType> parameters, boolean variadic, boolean prototyped) implements CType {
        public Function {
            parameters = List.copyOf(parameters);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof CType other && CTypeEquality.same(this, other);
        }

        @Override
        public int hashCode() {
            return CTypeEquality.hash(this);
        }
    }

    /**
     * What a declarator's parentheses put around {@code type} where the schema cannot read it as a type (a parameter
     * list it cannot read, or an array size it cannot compute): kept as written and compared by
     * spelling.
     */
    record Declared(CType type, String suffix) implements CType {
        @Override
        public boolean equals(Object o) {
            return o instanceof CType other && CTypeEquality.same(this, other);
        }

        @Override
        public int hashCode() {
            return CTypeEquality.hash(this);
        }
    }

    /** {@code type} with qualifiers: never an array ({@link #qualified}), never empty. */
    record Qualified(CType type, Set<Qualifier> qualifiers) implements CType {
        @Override
        public boolean equals(Object o) {
            return o instanceof CType other && CTypeEquality.same(this, other);
        }

        @Override
        public int hashCode() {
            return CTypeEquality.hash(this);
        }
    }

    /** C's type qualifiers, as GCC's spellings of them too name them. */
    enum Qualifier {
        CONST, VOLATILE, RESTRICT;

        /** The qualifier {@code word} is, or null ({@code __extension__}, a GLSL or OpenCL word). */
        static Qualifier of(String word) {
            return switch (word) {
                case "const", "__const" -> CONST;
                case "volatile", "__volatile__" -> VOLATILE;
                case "restrict", "__restrict", "__restrict__" -> RESTRICT;
                default -> null;
            };
        }
    }

    /**
     * {@code type} with {@code qualifiers} added. Those of an array are its elements' (C11 6.7.3p9), so
     * {@code typedef int A[2]; typedef const A B;} makes {@code B} the type {@code const int B[2]} has.
     */
    static CType qualified(CType type, Set<Qualifier> qualifiers) {
        if (qualifiers.isEmpty()) {
            return type;
        }
        return switch (type) {
            case Array a -> new Array(a.length(), qualified(a.element(), qualifiers));
            case Qualified q -> {
                var all = EnumSet.copyOf(q.qualifiers());
                all.addAll(qualifiers);
                yield new Qualified(q.type(), Set.copyOf(all));
            }
            default -> new Qualified(type, Set.copyOf(qualifiers));
        };
    }

    /**
     * The type a parameter declared as {@code type} has in its function's type (C11 6.7.6.3p7-8, 15): an array is a
     * pointer to its element, a function a pointer to it, and the parameter's own qualifiers are dropped
     * ({@code const int x[4]} is {@code const int *}).
     */
    static CType parameter(CType type) {
        CType unqualified = type instanceof Qualified q ? q.type() : type;
        return switch (unqualified) {
            case Array a -> new Pointer(a.element());
            case Function f -> new Pointer(f);
            default -> unqualified;
        };
    }

    /**
     * The arithmetic type {@code scalar} is in C, where it is a {@code char} when {@code plainChar} ({@code int8_t}
     * is a {@code signed char}, {@code long} and {@code long long} two types of one size under LP64).
     */
    static CType of(Scalar scalar, boolean plainChar) {
        return new Basic(switch (scalar) {
            case INT8 -> plainChar ? "char" : "signed char";
            case UINT8 -> "unsigned char";
            case INT16 -> "short";
            case UINT16 -> "unsigned short";
            case INT32 -> "int";
            case UINT32 -> "unsigned int";
            case INT64 -> "long long";
            case UINT64 -> "unsigned long long";
            case BOOL -> "_Bool";
            default -> scalar.typeName(); // long, unsigned long, float, double, long double
        });
    }

    /** This type, with {@link #SPECIFIED} in it replaced by {@code specified}. */
    default CType around(CType specified) {
        return map(leaf -> leaf == SPECIFIED ? specified : leaf);
    }

    /**
     * This type with each type named in it ({@link Basic}, {@link TargetDependent}, {@link Tagged}) mapped. A part
     * that typedefs share ({@code typedef void (*F1)(F0, F0);} holds {@code F0}'s type twice) is mapped once, and a
     * part in which nothing changes is kept, not copied: so the types of a chain of such typedefs stay as many objects
     * as they were, and {@link CTypeEquality} compares two that share parts in time linear in them, not exponential.
     */
    default CType map(UnaryOperator<CType> leaf) {
        return map(this, leaf, false, new IdentityHashMap<>());
    }

    /**
     * {@code type} with each named type mapped by {@code leaf}, and its qualifiers dropped where {@code unqualify}, as
     * {@link #map} has it; {@code done} holds the parts mapped already.
     */
    private static CType map(CType type, UnaryOperator<CType> leaf, boolean unqualify,
            IdentityHashMap<CType, CType> done) {
        CType known = done.get(type);
        if (known != null) {
            return known;
        }
        CType mapped = switch (type) {
            case Basic b -> leaf.apply(b);
            case TargetDependent t -> leaf.apply(t);
            case Tagged t -> leaf.apply(t);
            case Pointer p -> {
                CType to = map(p.pointee(), leaf, unqualify, done);
                yield to == p.pointee() ? p : new Pointer(to);
            }
            case Array a -> {
                CType to = map(a.element(), leaf, unqualify, done);
                yield to == a.element() ? a : new Array(a.length(), to);
            }
            case Function f -> {
                boolean changed = false;
                var parameters = new ArrayList<CType>(f.parameters().size());
                for (CType p : f.parameters()) {
                    parameters.add(map(p, leaf, unqualify, done));
                    changed |= parameters.getLast() != p;
                }
                CType returns = map(f.returns(), leaf, unqualify, done);
                yield !changed && returns == f.returns() ? f
                        : new Function(returns, parameters, f.variadic(), f.prototyped());
            }
            case Declared d -> {
                CType to = map(d.type(), leaf, unqualify, done);
                yield to == d.type() ? d : new Declared(to, d.suffix());
            }
            case Qualified q -> {
                CType to = map(q.type(), leaf, unqualify, done);
                yield unqualify ? to : to == q.type() ? q : qualified(to, q.qualifiers());
            }
        };
        done.put(type, mapped);
        return mapped;
    }

    /** This type with every qualifier in it dropped ({@code const char *const} is {@code char *}), for messages. */
    default CType unqualified() {
        return map(this, UnaryOperator.identity(), true, new IdentityHashMap<>());
    }

    /** This type under {@code model}: each {@link TargetDependent} name replaced by the C type it is there. */
    default CType under(DataModel model) {
        return map(leaf -> leaf instanceof TargetDependent t ? new Basic(model.typeOf(t.name())) : leaf);
    }

    /** The {@link TargetDependent} names in this type ({@code int64_t}), for messages. */
    default Set<String> targetDependentNames() {
        var names = new TreeSet<String>();
        map(leaf -> {
            if (leaf instanceof TargetDependent t) {
                names.add(t.name());
            }
            return leaf;
        });
        return names;
    }

    /** Whether this is a plain {@code char}, qualified or not: its values depend on the ABI's signedness. */
    default boolean isPlainChar() {
        CType unqualified = this instanceof Qualified q ? q.type() : this;
        return unqualified.equals(new Basic("char"));
    }
}
