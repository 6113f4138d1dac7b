package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Replaces the macros in a run of GLSL code tokens as glslang's preprocessor does, object-like and function-like, so
 * that what reaches its parser can be checked ({@link GlslMacroUses}): a call's arguments are replaced before they are
 * put in its body, but next to {@code ##}; a parameter that the body does not use drops its argument, {@code '}s and
 * all; a name is not replaced again in what its own replacement made (C11 6.10.3.4, each token keeping the names it
 * is hidden from); {@code ##} joins the tokens on its sides. Each name is looked up once in a run, in one
 * {@link World}: where the file may define it in several ways, the caller tries each. A {@code ##} with a {@code '} on
 * either side makes a {@code '}, to be refused: glslang refuses {@code ' ## b} and makes {@code a ## '} into {@code a},
 * a joining no specification describes. In an {@code #if} a {@code ##} is a problem: glslang refuses it there.
 */
final class GlslMacroExpansion {
    /** How many tokens a run may handle, over all its worlds, before the reader gives up on it. */
    static final int MAX_TOKENS = 100_000;
    /**
     * How deep the arguments of calls a run's macros make may hold calls of their own ({@code #define A0 F(A1)},
     * {@code #define A1 F(A2)}, ...): each is replaced before it is put in its body, by a recursion that a deeper
     * nesting would overflow the stack with. glslang has no such limit, but its own stack runs out some thousands deep.
     */
    static final int MAX_ARGUMENT_DEPTH = 256;
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z_0-9]*");

    /**
     * A token on its way: the names it may not be replaced as, the code token whose macro made it (null for one
     * written in the code), the macros that led from that use to it, the first being the use's, and the definition
     * whose replacement it comes from (null for one written in the code).
     */
    record Piece(Token token, Set<String> hidden, Token use, List<String> via, Macros.Definition from) {
        static Piece written(Token t) {
            return new Piece(t, Set.of(), null, List.of(), null);
        }

        /** Where a refusal of it belongs: its use, or the token itself. */
        Token at() {
            return use != null ? use : token;
        }
    }

    /** Something glslang refuses in the replacing itself (a call's arguments), at a token. */
    record Problem(Token at, String message) {
    }

    /**
     * A run's result: the tokens glslang's parser would see, or a problem, or that a call may go on in the code that
     * follows (a function-like macro's name at the end, or a call not yet closed: {@code callOpen}, which only a
     * {@code )} that closes a parenthesis open in the code so far can close).
     */
    record Outcome(List<Piece> pieces, Problem problem, boolean needsMore, boolean callOpen) {
        Outcome(List<Piece> pieces, Problem problem, boolean needsMore) {
            this(pieces, problem, needsMore, false);
        }
    }

    /**
     * One choice of definition for each name that the file may define in several ways here. Where every way is inert
     * ({@link #inert}: {@code #define X 1.0} or {@code 0.0}, or none), what reaches the parser is refused in all of
     * them or in none, so one stands for all, unless a {@code ##} joins what it made ({@link Collapsed}): a run that
     * meets many such names would otherwise be read in exponentially many ways.
     */
    static final class World {
        private final Function<String, List<Macros.Definition>> possibilities;
        private final List<Integer> choices;
        /** Whether a name is one of the file's macros; null where inert ways are not merged (an #if's value needs each). */
        private final Predicate<String> macroName;
        /** The names looked up that have several definitions, in the order met, with how many each has. */
        final List<String> branchingNames = new ArrayList<>();
        final List<Integer> branchingCounts = new ArrayList<>();
        private final Map<String, Macros.Definition> chosen = new HashMap<>();
        /** The definitions that stand for all the inert ways of their name. */
        private final Set<Macros.Definition> standing = Collections.newSetFromMap(new IdentityHashMap<>());

        World(Function<String, List<Macros.Definition>> possibilities, List<Integer> choices) {
            this(possibilities, choices, null);
        }

        /** As {@link #World(Function, List)}, one way standing for all where all are inert if {@code macroName}. */
        World(Function<String, List<Macros.Definition>> possibilities, List<Integer> choices,
                Predicate<String> macroName) {
            this.possibilities = possibilities;
            this.choices = choices;
            this.macroName = macroName;
        }

        Macros.Definition definition(String name) {
            if (chosen.containsKey(name)) {
                return chosen.get(name);
            }
            List<Macros.Definition> all = possibilities.apply(name);
            Macros.Definition d;
            if (all.size() > 1 && macroName != null && all.stream().allMatch(this::inert)) {
                d = all.stream().filter(Objects::nonNull).findFirst().orElse(null);
                standing.add(d);
            } else if (all.size() > 1) {
                int k = branchingNames.size();
                branchingNames.add(name);
                branchingCounts.add(all.size());
                d = all.get(k < choices.size() ? choices.get(k) : 0);
            } else {
                d = all.isEmpty() ? null : all.getFirst();
            }
            chosen.put(name, d);
            return d;
        }

        /**
         * Whether {@code d} (null: the name is not defined) makes nothing a check can tell from another inert way:
         * object-like, of numbers, names that are no macro, and punctuation but parentheses, commas, {@code #} and
         * {@code '}, which can change a call or be refused.
         */
        private boolean inert(Macros.Definition d) {
            if (d == null) {
                return true;
            }
            if (d.functionLike()) {
                return false;
            }
            for (Token t : d.body()) {
                boolean ok = switch (t.kind()) {
                    case NUMBER -> true;
                    case IDENTIFIER -> !macroName.test(t.text());
                    case PUNCT -> !t.is("(") && !t.is(")") && !t.is(",") && !t.is("#") && !t.is("'");
                    default -> false;
                };
                if (!ok) {
                    return false;
                }
            }
            return true;
        }

        /** Whether {@code p} comes from a definition that stands for several ways. */
        private boolean standsForSeveral(Piece p) {
            return p.from() != null && standing.contains(p.from());
        }

        /** The choices of the next world to try after this one, or null when every one was tried. */
        List<Integer> nextChoices() {
            var next = new ArrayList<Integer>();
            for (int k = 0; k < branchingNames.size(); k++) {
                next.add(k < choices.size() ? choices.get(k) : 0);
            }
            for (int k = next.size() - 1; k >= 0; k--) {
                if (next.get(k) + 1 < branchingCounts.get(k)) {
                    next.set(k, next.get(k) + 1);
                    return next.subList(0, k + 1);
                }
            }
            return null;
        }
    }

    private final World world;
    private int budget;
    /** How many calls' arguments are being replaced, one inside another. */
    private int argumentDepth;
    /** Whether the name after {@code defined} or {@code defined (} stays as written: in an {@code #if}. */
    private final boolean condition;

    GlslMacroExpansion(World world, int budget) {
        this(world, budget, false);
    }

    /** As {@link #GlslMacroExpansion(World, int)}, for an {@code #if}'s condition if {@code condition}. */
    GlslMacroExpansion(World world, int budget, boolean condition) {
        this.world = world;
        this.budget = budget;
        this.condition = condition;
    }

    /** What is left of the budget after {@link #expand}. */
    int budgetLeft() {
        return budget;
    }

    /**
     * Replaces the macros in {@code code}, tokens as written in a row.
     *
     * @param atEnd whether the code ends there (the end of the file): a call cannot go on past it
     * @throws TooLong past the budget
     * @throws Collapsed where one definition stood for several ways and a {@code ##} joins what it made
     */
    Outcome expand(List<Token> code, boolean atEnd) {
        var in = new ArrayDeque<Piece>();
        code.forEach(t -> in.add(Piece.written(t)));
        return expand(in, atEnd ? Mode.AT_END : Mode.GOES_ON);
    }

    /** A {@code ##} joins what a definition standing for several ways made: each way must be read on its own. */
    static final class Collapsed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Collapsed() {
            super(null, null, false, false);
        }
    }

    /** Past the budget. */
    static final class TooLong extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLong() {
            super(null, null, false, false);
        }
    }

    /** What follows the tokens replaced: more code, nothing, or nothing because they are a call's argument. */
    private enum Mode { GOES_ON, AT_END, ARGUMENT }

    private Outcome expand(Deque<Piece> in, Mode mode) {
        var out = new ArrayList<Piece>();
        while (!in.isEmpty()) {
            if (--budget < 0) {
                throw new TooLong();
            }
            Piece p = in.poll();
            Token t = p.token();
            Macros.Definition d = t.isIdentifier() && !p.hidden().contains(t.text()) && !definedOperand(out)
                    ? world.definition(t.text()) : null;
            if (d == null) {
                out.add(p);
                continue;
            }
            if (!d.functionLike()) {
                Outcome body = replacement(d, p, List.of(), with(p.hidden(), t.text()));
                if (body.problem() != null) {
                    return body;
                }
                pushFront(in, body.pieces());
                continue;
            }
            Piece open = in.peek();
            if (open == null && mode == Mode.GOES_ON) {
                return new Outcome(null, null, true);
            }
            if (open == null || !open.token().is("(")) {
                out.add(p);
                continue;
            }
            var arguments = new ArrayList<List<Piece>>();
            Piece close = arguments(in, arguments);
            if (close == null) {
                if (mode == Mode.GOES_ON) {
                    return new Outcome(null, null, true, true);
                }
                if (mode == Mode.AT_END) {
                    return new Outcome(null, new Problem(p.at(), "'" + t.text() + "' is a function-like macro whose"
                            + " call is not closed before the end of the " + (condition ? "line" : "file") + ", which glslang refuses (\""
                            + (condition ? "End of line in macro substitution" : "End of input in macro") + " "
                            + t.text() + "\")"), false);
                }
                out.add(p); // a call a macro's argument leaves open: put back as it was
                arguments.forEach(out::addAll);
                continue;
            }
            int given = arguments.size() == 1 && arguments.getFirst().isEmpty() ? 0 : arguments.size();
            int taken = d.parameters().size();
            if (given != taken) {
                return new Outcome(null, new Problem(p.at(), "'" + t.text() + "' takes " + taken + " argument"
                        + (taken == 1 ? "" : "s") + " (the #define " + d.where() + ") but is given " + given
                        + " here, which glslang refuses (\"Too " + (given < taken ? "few" : "many") + " args in"
                        + " macro " + t.text() + "\")"), false);
            }
            Set<String> hidden = new HashSet<>(p.hidden());
            hidden.retainAll(close.hidden());
            hidden.add(t.text());
            Outcome body = replacement(d, p, arguments, hidden);
            if (body.problem() != null) {
                return body;
            }
            pushFront(in, body.pieces());
        }
        return new Outcome(out, null, false);
    }

    /** Whether the next token is the operand of {@code defined}, in a condition. */
    private boolean definedOperand(List<Piece> out) {
        if (!condition || out.isEmpty()) {
            return false;
        }
        Token last = out.getLast().token();
        return last.is("defined") || last.is("(") && out.size() > 1 && out.get(out.size() - 2).token().is("defined");
    }

    /**
     * Takes a call's parenthesised arguments off {@code in} (its {@code (} first) into {@code arguments}; the closing
     * {@code )}, or null when {@code in} ends first (the tokens taken are then in {@code arguments}, the first being
     * the {@code (}).
     */
    private static Piece arguments(Deque<Piece> in, List<List<Piece>> arguments) {
        Piece open = in.poll();
        var current = new ArrayList<Piece>();
        var taken = new ArrayList<Piece>(List.of(open));
        int depth = 1;
        while (!in.isEmpty()) {
            Piece p = in.poll();
            taken.add(p);
            if (p.token().is("(")) {
                depth++;
            } else if (p.token().is(")") && --depth == 0) {
                arguments.add(current);
                return p;
            } else if (p.token().is(",") && depth == 1) {
                arguments.add(current);
                current = new ArrayList<>();
                continue;
            }
            current.add(p);
        }
        arguments.clear();
        arguments.add(taken);
        return null;
    }

    private static void pushFront(Deque<Piece> in, List<Piece> pieces) {
        for (int i = pieces.size() - 1; i >= 0; i--) {
            in.push(pieces.get(i));
        }
    }

    private static Set<String> with(Set<String> hidden, String name) {
        var more = new HashSet<>(hidden);
        more.add(name);
        return more;
    }

    /** {@code d}'s replacement at its use {@code p}, its parameters replaced by {@code arguments}. */
    private Outcome replacement(Macros.Definition d, Piece p, List<List<Piece>> arguments,
            Set<String> hidden) {
        List<String> parameters = d.parameters().stream().map(Token::text).toList();
        List<Token> body = d.body();
        var via = new ArrayList<>(p.via());
        via.add(p.token().text());
        Token use = p.at();
        var out = new ArrayList<Piece>();
        // each argument is replaced once, however often the body uses it, as glslang does: not once per use,
        // which nested calls would make exponential
        var replacedArguments = new ArrayList<List<Piece>>();
        arguments.forEach(a -> replacedArguments.add(null));
        boolean pasteNext = false;
        for (int i = 0; i < body.size(); i++) {
            Token b = body.get(i);
            if (isPaste(body, i)) {
                if (condition) { // glslang pastes nothing in an #if and stops reading it at the ##
                    return new Outcome(null, new Problem(use, "'" + use.text() + "' is replaced here by a '##' (the"
                            + " #define " + d.where() + "), which glslang refuses in an #if (\"unexpected tokens"
                            + " following directive\")"), false);
                }
                if (i == 0 || i + 2 >= body.size()) {
                    return new Outcome(null, new Problem(use, "'" + use.text() + "' is replaced here by a '##' with"
                            + " nothing on one side (the #define " + d.where() + "), which glslang refuses (\"unexpected"
                            + " location\")"), false);
                }
                pasteNext = true;
                i++;
                continue;
            }
            int parameter = b.isIdentifier() ? parameters.indexOf(b.text()) : -1;
            List<Piece> operand;
            if (parameter < 0) {
                operand = List.of(new Piece(b, hidden, use, List.copyOf(via), d));
            } else if (pasteNext || isPaste(body, i + 1)) {
                operand = arguments.get(parameter); // next to ## an argument is put in as written
            } else if (replacedArguments.get(parameter) != null) {
                operand = replacedArguments.get(parameter);
            } else {
                if (argumentDepth == MAX_ARGUMENT_DEPTH) {
                    return new Outcome(null, new Problem(use, "'" + use.text() + "' is replaced here by calls of"
                            + " function-like macros in the arguments of calls more than " + MAX_ARGUMENT_DEPTH
                            + " deep, more than the schema follows (glslang has no such limit, but its own stack runs"
                            + " out some thousands deep); write them less deeply nested"), false);
                }
                argumentDepth++;
                Outcome replaced = expand(new ArrayDeque<>(arguments.get(parameter)), Mode.ARGUMENT);
                argumentDepth--;
                if (replaced.problem() != null) {
                    return replaced;
                }
                operand = replaced.pieces();
                replacedArguments.set(parameter, operand);
            }
            operand = operand.stream().map(o -> new Piece(o.token(), union(o.hidden(), hidden), o.use(), o.via(),
                    o.from())).toList();
            if (pasteNext && !out.isEmpty() && !operand.isEmpty()) {
                Piece left = out.removeLast();
                if (world.standsForSeveral(left) || world.standsForSeveral(operand.getFirst())) {
                    throw new Collapsed();
                }
                out.add(paste(left, operand.getFirst(), new Piece(b, hidden, use, List.copyOf(via), d)));
                out.addAll(operand.subList(1, operand.size()));
            } else {
                out.addAll(operand);
            }
            pasteNext = false;
        }
        return new Outcome(out, null, false);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        if (b.isEmpty() || a.containsAll(b)) {
            return a;
        }
        var all = new HashSet<>(a);
        all.addAll(b);
        return all;
    }

    /** Whether {@code body[i]} and {@code body[i + 1]} are one {@code ##}, with no blank between. */
    private static boolean isPaste(List<Token> body, int i) {
        return i + 1 < body.size() && body.get(i).is("#") && body.get(i + 1).is("#")
                && body.get(i + 1).position().equals(body.get(i).end());
    }

    /**
     * {@code left ## right}, which {@code site} (a token of the replacement) joins: one token of both texts. A
     * {@code '} pasted stays a {@code '} (glslang refuses it, or makes another token of it than C would).
     */
    private static Piece paste(Piece left, Piece right, Piece site) {
        boolean apostrophe = isApostrophe(left.token()) || isApostrophe(right.token());
        String text = apostrophe ? "'" : left.token().text() + right.token().text();
        TokenKind kind = apostrophe ? TokenKind.PUNCT : IDENTIFIER.matcher(text).matches() ? TokenKind.IDENTIFIER
                : Character.isDigit(text.charAt(0)) ? TokenKind.NUMBER : TokenKind.PUNCT;
        Token pasted = new Token(kind, text, left.token().position(), right.token().end());
        return new Piece(pasted, union(left.hidden(), right.hidden()), site.use(), site.via(), site.from());
    }

    /** A {@code '}: punctuation in a directive, and in code the token the lexer refuses there. */
    static boolean isApostrophe(Token t) {
        return t.is("'") || Lexer.isGlslCodeApostrophe(t);
    }
}
