package org.abistruct.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The named constants declared so far, for constant expressions: enumeration constants, and {@code const} integer
 * variables at file scope (GLSL's constant expressions allow them; C's do not, and C compilers reject such an array
 * size). A constant whose value the schema cannot work out ({@code A = sizeof(T)}, say) is kept with the reason,
 * which is reported only where it is used: an enum nobody's array size depends on is read as before, without its
 * values.
 */
final class NamedConstants {
    /**
     * One constant.
     *
     * @param name      its name token
     * @param codeIndex the index of the token after its definition: expressions from there on see it
     * @param value     its value, if it has one
     * @param type      its C type ({@code int} for an enumerator)
     * @param typed     whether {@code type} is the type the name has as an expression, which {@code sizeof} gives: an
     *                  enumerator of an enum without a fixed underlying type's; a {@code const} variable and an
     *                  enumerator of a fixed one hold their promoted type, not their own
     * @param failure   why it has no value, or null
     * @param branches  the undecided conditionals it is declared in
     * @param visibleTo the index of the last code token that sees it: the {@code )} of the parameter list it is declared
     *                  in, whose scope it has (C11 6.2.1p4), or {@link Integer#MAX_VALUE}
     */
    private record Constant(Token name, int codeIndex, long value, CInteger.Type type, boolean typed,
            SchemaException failure, Branches branches, int visibleTo) {
        /** The same value and type, as when one enum is declared in both branches of an {@code #if}. */
        boolean sameAs(Constant other) {
            return failure == null && other.failure == null && value == other.value && type == other.type;
        }
    }

    private final Map<String, List<Constant>> byName = new HashMap<>();
    /** Each constant defined, in order: its name and its index in the name's list. */
    private final List<Map.Entry<String, Integer>> inOrder = new ArrayList<>();
    /** For each "value is unknown" error thrown, the constant whose own failure caused it. */
    private final Map<SchemaException, Constant> rootOf = new IdentityHashMap<>();

    void define(Token name, int codeIndex, long value, CInteger.Type type, boolean typed, SchemaException failure,
            Branches branches) {
        List<Constant> named = byName.computeIfAbsent(name.text(), k -> new ArrayList<>());
        inOrder.add(Map.entry(name.text(), named.size()));
        named.add(new Constant(name, codeIndex, value, type, typed, failure, branches, Integer.MAX_VALUE));
    }

    /**
     * Gives the constant {@code name} (the token that defined it last) the type {@code type} from the code token
     * {@code fromIndex} on, its value unchanged, or the failure {@code failure} there if not null: an enumerator
     * outside {@code int} has its initializer's type in its enum's body and the enum's type after it, in GCC and
     * clang.
     */
    void retype(Token name, int fromIndex, CInteger.Type type, SchemaException failure) {
        List<Constant> named = byName.get(name.text());
        int last = named.size() - 1;
        Constant c = named.get(last);
        if (c.name() != name || c.type() == type && failure == null) {
            return;
        }
        named.set(last, new Constant(c.name(), c.codeIndex(), c.value(), c.type(), c.typed(), c.failure(),
                c.branches(), Math.min(c.visibleTo(), fromIndex - 1)));
        inOrder.add(Map.entry(name.text(), named.size()));
        named.add(new Constant(name, fromIndex, c.value(), type, c.typed(), failure != null ? failure : c.failure(),
                c.branches(), c.visibleTo()));
    }

    /** Where the constants defined from now on begin, for {@link #endScope}. */
    int scopeStart() {
        return inOrder.size();
    }

    /**
     * Ends the scope of the constants defined since {@code start} ({@link #scopeStart}) at the code token
     * {@code lastIndex}: the enumerators of an enum declared in a parameter list are not seen after the list.
     */
    void endScope(int start, int lastIndex) {
        for (Map.Entry<String, Integer> defined : inOrder.subList(start, inOrder.size())) {
            List<Constant> named = byName.get(defined.getKey());
            Constant c = named.get(defined.getValue());
            named.set(defined.getValue(), new Constant(c.name(), c.codeIndex(), c.value(), c.type(), c.typed(),
                    c.failure(), c.branches(), Math.min(c.visibleTo(), lastIndex)));
        }
    }

    /**
     * The value of the constant {@code name} for an expression at the code token {@code useIndex}.
     *
     * @param at  where the name is used, for errors
     * @param via the macro the name came from, or null
     * @throws SchemaException if no constant of that name is declared before, two are, or its value is unknown
     */
    CInteger value(String name, Token at, int useIndex, Branches use, String via) {
        String in = inExpansion(via);
        Constant found = find(name, at, useIndex, use, in);
        if (found == null) {
            throw new SchemaException(at.position(), "'" + name + "' is not an enumeration constant, const integer or"
                    + " object-like macro defined before this constant expression" + in);
        }
        if (found.failure() != null) {
            // a constant that failed because another did names that one, so that messages do not nest
            Constant root = rootOf.getOrDefault(found.failure(), found);
            String why = root == found ? found.failure().reason() : "it depends on '" + root.name().text() + "' (line "
                    + root.name().position().line() + "), whose value is unknown: " + root.failure().reason();
            var unknown = new SchemaException(at.position(), "the value of '" + name + "' (line "
                    + found.name().position().line() + ") is unknown: " + why + in);
            rootOf.put(unknown, root);
            throw unknown;
        }
        return new CInteger(found.value(), found.type());
    }

    /**
     * Whether a constant {@code name} is declared for an expression at the code token {@code useIndex}, for
     * {@code sizeof}, which takes other names too.
     *
     * @throws SchemaException as {@link #value} does where the file does not decide which one it is
     */
    boolean declared(String name, Token at, int useIndex, Branches use, String via) {
        return find(name, at, useIndex, use, inExpansion(via)) != null;
    }

    /**
     * The type {@code sizeof name} measures, for a constant {@link #declared} there: its value's type where that is
     * its own ({@link Constant#typed}), else null.
     *
     * @throws SchemaException as {@link #value} does
     */
    CInteger.Type ownType(String name, Token at, int useIndex, Branches use, String via) {
        CInteger value = value(name, at, useIndex, use, via);
        String in = inExpansion(via);
        return find(name, at, useIndex, use, in).typed() ? value.type() : null;
    }

    /** How a message says the name came from the replacement of the macro {@code via}; empty for none. */
    static String inExpansion(String via) {
        return via == null ? "" : " (in the expansion of macro '" + via + "')";
    }

    /** The one constant {@code name} names at {@code useIndex}, or null for none; an error where it may be several. */
    private Constant find(String name, Token at, int useIndex, Branches use, String in) {
        Constant found = null;
        Constant maybe = null;
        Constant otherMaybe = null;
        for (Constant e : byName.getOrDefault(name, List.of())) {
            Branches.Relation relation = Branches.relation(e.branches(), use);
            if (e.codeIndex() > useIndex || useIndex > e.visibleTo() || relation == Branches.Relation.IMPOSSIBLE) {
                continue;
            }
            if (relation == Branches.Relation.MAYBE) {
                if (maybe == null) {
                    maybe = e;
                } else if (otherMaybe == null && !maybe.sameAs(e)) {
                    otherMaybe = e;
                }
                continue;
            }
            if (found != null && !found.sameAs(e)) {
                throw new SchemaException(at.position(), "'" + name + "' is declared twice, differently, at lines "
                        + found.name().position().line() + " and " + e.name().position().line() + in);
            }
            found = e;
        }
        if (found == null && otherMaybe != null) {
            throw new SchemaException(at.position(), "'" + name + "' may be declared differently at lines "
                    + maybe.name().position().line() + " and " + otherMaybe.name().position().line()
                    + ", depending on the #if at line " + Branches.undecidedLine(maybe.branches(), use)
                    + ", which this file does not decide" + in);
        }
        if (maybe != null && (found == null || !found.sameAs(maybe))) {
            throw new SchemaException(at.position(), "'" + name + "' " + (found == null ? "may be undeclared or declared"
                    : "may be declared differently") + " at line " + maybe.name().position().line()
                    + ", depending on the #if at line " + Branches.undecidedLine(maybe.branches(), use)
                    + ", which this file does not decide" + in);
        }
        return found;
    }

}
