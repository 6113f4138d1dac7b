package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.abistruct.type.Position;

/**
 * Follows {@code #if}, {@code #ifdef}, {@code #ifndef}, {@code #elif}, {@code #else} and {@code #endif} as far as this
 * file alone decides them, without a preprocessor:
 * <ul>
 * <li>{@code #if} and {@code #elif} are decided when their value does not depend on what this file leaves open
 *     ({@link IfCondition});</li>
 * <li>{@code #ifdef X} and {@code #ifndef X} are decided when {@code X} is surely defined here, or surely undefined
 *     after an {@code #undef X};</li>
 * <li>{@code #ifndef X} directly followed by {@code #define X} (an include guard, or a default) is taken when {@code X}
 *     is not defined here: the file is read alone, as if what it {@code #include}s defined nothing;</li>
 * <li>anything else is undecided, and both arms count ({@link Branches}).</li>
 * </ul>
 * A branch known not to be taken is dead: its code and directives are dropped.
 */
final class Conditionals {
    private enum State { TAKEN, NOT_TAKEN, UNKNOWN, DONE }

    /** One open conditional. */
    private static final class Frame {
        final int id;
        final Branches outer;
        final Token at;
        State state;
        int arm;
        /** Whether an arm so far was undecided: then a later arm known to be taken may not be. */
        boolean undecided;
        /** Whether an arm so far is taken whenever it is reached ({@code #elif 1}): later arms never are. */
        boolean closed;
        /** Whether {@code #else} was seen: no arm may follow it. */
        boolean sawElse;

        Frame(int id, Branches outer, Token at, State state) {
            this.id = id;
            this.outer = outer;
            this.at = at;
            this.state = state;
        }

        boolean dead() {
            return state == State.NOT_TAKEN || state == State.DONE;
        }
    }

    private final Macros macros;
    private final Deque<Frame> open = new ArrayDeque<>();
    /** How many open frames are dead: counted, so that deep nesting costs nothing per directive. */
    private int dead;
    private Branches path;
    private int conditionals;
    /** A {@code #ifndef X} with {@code X} not defined here: taken if the next directive is {@code #define X}. */
    private Frame guard;
    private String guardName;

    /** Whether a {@code #version} line made this a GLSL file, whose {@code #if} arithmetic is 32-bit. */
    private boolean glsl;
    /** Whether it is an ES shader, where glslang refuses an undefined name in {@code #if}. */
    private boolean es;

    Conditionals(Macros macros) {
        this.macros = macros;
    }

    /** Marks a GLSL file, an ES shader's if {@code es} ({@code #version} comes first in one, before any conditional). */
    void markGlsl(boolean es) {
        glsl = true;
        this.es = es;
    }

    /** Whether code and directives here count: no enclosing branch is known not to be taken. */
    boolean live() {
        return dead == 0;
    }

    /** The undecided conditionals around the current position. */
    Branches path() {
        return path;
    }

    /**
     * Follows one directive line (its tokens after the {@code #}, ending with the end-of-line token).
     *
     * @return whether it was a conditional directive
     */
    boolean directive(List<Token> line, int codeIndex) {
        Token keyword = line.getFirst();
        List<Token> condition = line.subList(1, line.size() - 1);
        Frame pending = guard;
        guard = null;
        if (pending != null && keyword.is("define") && !condition.isEmpty() && condition.getFirst().is(guardName)
                && open.peek() == pending) {
            set(pending, State.TAKEN, null);
        }
        if (glsl) {
            if (keyword.is("elifdef") || keyword.is("elifndef")) {
                return false; // glslang knows neither: not a conditional there
            }
            checkGlslForm(keyword, condition);
        }
        switch (keyword.text()) {
            case "if", "ifdef", "ifndef" -> {
                String candidate = guardCandidate(keyword, condition);
                push(keyword, live() ? evaluate(keyword, condition, codeIndex, path == null) : State.DONE);
                if (open.peek().state == State.UNKNOWN && candidate != null) {
                    guard = open.peek();
                    guardName = candidate;
                }
            }
            case "elif", "elifdef", "elifndef", "else" -> next(keyword, condition, codeIndex);
            case "endif" -> {
                Frame f = open.poll();
                if (f == null) {
                    throw new SchemaException(keyword.position(), "#endif without #if");
                }
                dead -= f.dead() ? 1 : 0;
                path = f.outer;
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /**
     * Refuses, in a GLSL file, a conditional whose form glslang refuses: {@code #ifdef} and {@code #ifndef} without
     * a macro name or with more after it, where they are reached, and anything after {@code #else} or {@code #endif},
     * which glslang checks in a skipped group too.
     */
    private void checkGlslForm(Token keyword, List<Token> condition) {
        Token first = condition.isEmpty() ? null : condition.getFirst();
        if ((keyword.is("ifdef") || keyword.is("ifndef")) && live()) {
            if (first == null || !first.isIdentifier()) {
                Position at = first == null ? keyword.end() : first.position();
                throw new SchemaException(at, "#" + keyword.text() + ": expected a macro name but found "
                        + (first == null ? "end of line" : first.describe()) + " (\"must be followed by macro name\")");
            }
            if (condition.size() > 1) {
                throw new SchemaException(condition.get(1).position(), "unexpected " + condition.get(1).describe()
                        + " after #" + keyword.text() + " " + first.text() + " (\"unexpected tokens following #ifdef"
                        + " directive - expected a newline\")");
            }
        }
        if ((keyword.is("else") || keyword.is("endif")) && first != null) {
            throw new SchemaException(first.position(), "unexpected " + first.describe() + " after #" + keyword.text()
                    + ", which glslang refuses" + (live() ? "" : " in a skipped group too")
                    + " (\"unexpected tokens following directive\")");
        }
    }

    private void push(Token at, State state) {
        var f = new Frame(conditionals++, path, at, live() ? state : State.DONE);
        f.undecided = f.state == State.UNKNOWN;
        open.push(f);
        dead += f.dead() ? 1 : 0;
        path = f.state == State.UNKNOWN ? new Branches(f.outer, f.id, 0, at) : f.outer;
    }

    /** {@code #elif ...} or {@code #else}: the next arm of the innermost conditional. */
    private void next(Token keyword, List<Token> condition, int codeIndex) {
        Frame f = open.peek();
        if (f == null || f.sawElse) {
            throw new SchemaException(keyword.position(), "#" + keyword.text() + (f == null ? " without #if" : " after #else"));
        }
        f.sawElse = keyword.is("else");
        f.arm++;
        var arm = new Branches(f.outer, f.id, f.arm, f.at);
        boolean reached = !(f.state == State.TAKEN || f.state == State.DONE || f.closed);
        if (reached) { // the condition is read where its arm begins: what earlier arms define is not there
            path = f.undecided ? arm : f.outer;
        }
        State c = reached ? evaluate(keyword, condition, codeIndex, f.outer == null && !f.undecided) : State.DONE;
        State next = c == State.DONE ? State.DONE
                : f.undecided && c == State.TAKEN ? State.UNKNOWN // taken if no earlier arm was
                : f.undecided && c == State.UNKNOWN ? State.UNKNOWN : c;
        f.closed |= c == State.TAKEN;
        set(f, next, arm);
    }

    /** At the end of the file: every conditional must be closed, as the compiler requires. */
    void checkClosed() {
        if (!open.isEmpty()) {
            Frame f = open.peekLast();
            throw new SchemaException(f.at.position(), "unterminated #" + f.at.text() + ": expected #endif before end"
                    + " of file");
        }
    }

    /** Sets the state of {@code f}'s current arm, whose place among the undecided conditionals is {@code arm}. */
    private void set(Frame f, State state, Branches arm) {
        dead += (state == State.NOT_TAKEN || state == State.DONE ? 1 : 0) - (f.dead() ? 1 : 0);
        f.state = state;
        f.undecided |= state == State.UNKNOWN;
        path = state == State.UNKNOWN ? arm : f.outer;
    }

    /**
     * The condition of {@code #if}/{@code #elif} ({@link IfCondition}), {@code #ifdef}/{@code #elifdef},
     * {@code #ifndef}/{@code #elifndef}, or {@code #else}.
     *
     * @param surely whether the compiler surely evaluates it: no undecided conditional or earlier arm may skip it
     */
    private State evaluate(Token keyword, List<Token> condition, int codeIndex, boolean surely) {
        if (keyword.is("else")) {
            return State.TAKEN;
        }
        if (keyword.is("if") || keyword.is("elif")) {
            List<Token> read = glsl ? GlslConditionCalls.replace(keyword, condition, macros, codeIndex, path, surely)
                    : condition;
            if (read == null) {
                return State.UNKNOWN;
            }
            Boolean taken = IfCondition.decide(keyword, read, macros, codeIndex, path, surely, glsl, es);
            return taken == null ? State.UNKNOWN : taken ? State.TAKEN : State.NOT_TAKEN;
        }
        boolean negate = keyword.is("ifndef") || keyword.is("elifndef");
        if (condition.isEmpty() || !condition.getFirst().isIdentifier()) {
            return State.UNKNOWN;
        }
        Macros.Possibilities p = macros.possibilities(condition.getFirst().text(), codeIndex, path);
        State defined = p.surelyDefined() ? State.TAKEN : p.surelyUndefined() ? State.NOT_TAKEN : State.UNKNOWN;
        if (!negate || defined == State.UNKNOWN) {
            return defined;
        }
        return defined == State.TAKEN ? State.NOT_TAKEN : State.TAKEN;
    }

    /** {@code X} of {@code defined X} or {@code defined(X)}, or null. */
    private static String definedName(List<Token> tokens) {
        if (tokens.isEmpty() || !tokens.getFirst().is("defined")) {
            return null;
        }
        Token name = tokens.size() == 2 ? tokens.get(1)
                : tokens.size() == 4 && tokens.get(1).is("(") && tokens.get(3).is(")") ? tokens.get(2) : null;
        return name != null && name.isIdentifier() ? name.text() : null;
    }

    /** {@code X} of {@code #ifndef X} or {@code #if !defined(X)} when this file has not mentioned {@code X}, or null. */
    private String guardCandidate(Token keyword, List<Token> condition) {
        String name = null;
        if (keyword.is("ifndef") && !condition.isEmpty() && condition.getFirst().isIdentifier()) {
            name = condition.getFirst().text();
        } else if (keyword.is("if") && !condition.isEmpty() && condition.getFirst().is("!")) {
            name = definedName(condition.subList(1, condition.size()));
        }
        return name != null && !macros.mentioned(name) ? name : null;
    }
}
