package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.Position;

/**
 * C's ordinary identifiers declared so far (C11 6.2.3: typedef names, enumeration constants, variables and functions,
 * one namespace), in the file's scope and in the parameter lists open at the cursor, each a scope of its own
 * (C11 6.2.1p4). One scope may declare a name once with a meaning that has no linkage (C11 6.7p3): an enumeration
 * constant is declared once, a typedef name is no variable, and a variable is defined (given a value or a body) once,
 * as clang and GCC require. A typedef name declared again as a typedef name is {@link TypeScope}'s to judge, a
 * variable or function declared again without a second definition is taken, and a member's name is in its struct's
 * own namespace. Two declarations clash only where the file decides that the compiler sees both: in two arms of one
 * {@code #if}, or in undecided conditionals, one of them may be all it sees.
 */
final class OrdinaryNames {
    /** What a declaration makes a name. */
    enum Kind {
        ENUMERATOR("an enumeration constant"),
        TYPEDEF("a typedef name"),
        /** A variable or function declared, without a value or a body. */
        DECLARED("a variable or function"),
        PARAMETER("a parameter"),
        /** A variable with an initializer, or a function with a body. */
        DEFINED("a variable or function");

        private final String described;

        Kind(String described) {
            this.described = described;
        }
    }

    /** A name's first declaration in its scope: what it made the name, where, and in which conditionals. */
    private record Declared(Kind kind, Position position, Branches branches) {
    }

    /** The declarations of each name, in the file's scope and the parameter lists open at the cursor. */
    private final ScopedNames<List<Declared>> scopes = new ScopedNames<>(() -> null); // each Declared keeps its own

    /** Opens the scope of a parameter list, whose names are seen in it only. */
    void enterParameterList() {
        scopes.enterParameterList();
    }

    /** Closes the innermost parameter list's scope. */
    void exitParameterList() {
        scopes.exitParameterList();
    }

    /**
     * Declares {@code name} as {@code kind} in the innermost scope, in the undecided conditionals {@code branches}, or
     * refuses it, at the name, where that scope declares it already in a way C forbids and the compiler surely sees
     * both.
     */
    void declare(Token name, Kind kind, Branches branches) {
        List<Declared> before = scopes.innermost(name.text());
        if (before == null) {
            before = new ArrayList<>();
            scopes.put(name.text(), before);
        }
        for (Declared first : before) {
            String why = clash(name.text(), first, kind);
            if (why != null && Branches.relation(first.branches(), branches) == Branches.Relation.CERTAIN) {
                throw new SchemaException(name.position(), why + "; clang and GCC refuse it");
            }
        }
        before.add(new Declared(kind, name.position(), branches));
    }

    /**
     * Whether {@code name} is declared here as a variable or function, in any conditional: {@code sizeof} of it is
     * not read, since the schema keeps no variable's type.
     */
    boolean isVariableOrFunction(String name) {
        List<Declared> declared = scopes.get(name);
        return declared != null && declared.stream().anyMatch(d -> d.kind() == Kind.DECLARED
                || d.kind() == Kind.DEFINED || d.kind() == Kind.PARAMETER);
    }

    /** Why {@code name}, declared as {@code first} and now as {@code again} in one scope, is refused, or null. */
    private static String clash(String name, Declared first, Kind again) {
        String at = " (first declared at " + first.position() + "): ";
        if (first.kind() == Kind.ENUMERATOR && again == Kind.ENUMERATOR) {
            return "redefinition of enumerator '" + name + "'" + at + "an enumeration constant is declared once in its"
                    + " scope (C11 6.7p3)";
        }
        if (first.kind() == Kind.DEFINED && again == Kind.DEFINED) {
            return "redefinition of '" + name + "'" + at + "a variable or function is given a value or body once (C11"
                    + " 6.9)";
        }
        boolean noLinkage = first.kind() == Kind.ENUMERATOR || first.kind() == Kind.TYPEDEF
                || again == Kind.ENUMERATOR || again == Kind.TYPEDEF;
        return first.kind() == again || !noLinkage ? null : "'" + name + "' is declared as " + again.described
                + " here and as " + first.kind().described + at + "an enumeration constant or typedef name is the only"
                + " declaration of its name in its scope (C11 6.7p3)";
    }
}
