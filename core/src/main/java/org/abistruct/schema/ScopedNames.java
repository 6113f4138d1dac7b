package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One of C's namespaces ({@link TypeScope}'s tags or typedef names, {@link OrdinaryNames}' ordinary identifiers), or
 * the names of the structs called by a typedef name: its names at file scope, and the undecided conditionals
 * ({@link Branches}) each was declared in, and those of the parameter lists open at the cursor, innermost first: each
 * list is a scope of its own, which ends with it (C11 6.2.1p4, prototype scope), where a name declared hides one of
 * the scopes around it.
 *
 * @param <E> what a name is declared as
 */
final class ScopedNames<E> {
    private final Map<String, E> entries = new HashMap<>();
    private final Map<String, Branches> declaredIn = new HashMap<>();
    private final Deque<Map<String, E>> prototypes = new ArrayDeque<>();
    /** The undecided conditionals of the file-scope declaration being read. */
    private final Supplier<Branches> here;

    ScopedNames(Supplier<Branches> here) {
        this.here = here;
    }

    /** Opens the scope of a parameter list. */
    void enterParameterList() {
        prototypes.push(new HashMap<>());
    }

    /** Closes the innermost parameter list's scope; returns the names it declared. */
    Map<String, E> exitParameterList() {
        return prototypes.pop();
    }

    /** How many parameter lists are open: 0 at file scope (or in a struct's body there). */
    int parameterLists() {
        return prototypes.size();
    }

    /** What {@code name} names here: in the innermost scope that declares it. */
    E get(String name) {
        for (Map<String, E> scope : prototypes) {
            E entry = scope.get(name);
            if (entry != null) {
                return entry;
            }
        }
        return entries.get(name);
    }

    /** What {@code name} names in the innermost scope, which a definition declares it in, or null. */
    E innermost(String name) {
        return prototypes.isEmpty() ? entries.get(name) : prototypes.peek().get(name);
    }

    /**
     * How deep the scope that declares {@code name} here is: 0 for the file's, 1 for the outermost parameter list
     * open, and so on; -1 where none does.
     */
    int depthOf(String name) {
        int depth = prototypes.size();
        for (Map<String, E> scope : prototypes) {
            if (scope.containsKey(name)) {
                return depth;
            }
            depth--;
        }
        return entries.containsKey(name) ? 0 : -1;
    }

    /** Whether the scope that declares {@code name} here is a parameter list's. */
    boolean inParameterList(String name) {
        return prototypes.stream().anyMatch(scope -> scope.containsKey(name));
    }

    /** The names declared at file scope. */
    Set<String> fileScopeNames() {
        return entries.keySet();
    }

    /** The undecided conditionals the file-scope declaration of {@code name} is in, or null. */
    Branches declaredIn(String name) {
        return declaredIn.get(name);
    }

    /** Declares {@code name} in the innermost scope, in the conditionals of the declaration being read. */
    void put(String name, E entry) {
        if (!prototypes.isEmpty()) {
            prototypes.peek().put(name, entry);
            return;
        }
        entries.put(name, entry);
        declaredIn.put(name, here.get());
    }

    /**
     * Declares {@code name} again, in the scope that declares it: the first declaration's conditionals stay the
     * name's.
     */
    void replace(String name, E entry) {
        for (Map<String, E> scope : prototypes) {
            if (scope.containsKey(name)) {
                scope.put(name, entry);
                return;
            }
        }
        entries.put(name, entry);
    }
}
