package org.abistruct.schema;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.abistruct.abi.CAbi;
import org.abistruct.type.Position;
import org.abistruct.type.StructType;

/**
 * What the parts of the parser share: the tokens, the names declared so far, the types completed so
 * far, and the structs whose bodies are open (so that running out of input inside one is reported as
 * an unterminated struct, and nesting stays bounded).
 */
final class ParseContext {
    /** The deepest nesting of struct definitions, and of structs inside structs by value. */
    static final int MAX_NESTING = 64;

    final TokenCursor cursor;
    final TypeScope scope;
    final List<StructType> types;
    /** The {@code #define}s, and the named constants declared so far, for constant expressions. */
    final Macros macros;
    final NamedConstants constants;
    /** The ordinary identifiers declared so far, which one scope may not declare twice in some ways. */
    final OrdinaryNames names;
    /** Whether a {@code #version} line makes this a GLSL file, whose integer literals are typed as GLSL types them. */
    final boolean glsl;
    /**
     * The C ABI the file is read for, which decides what depends on the ABI ({@code sizeof}, the width of
     * {@code long} ...); null when it is read for every ABI, where such constructs are refused.
     */
    final CAbi target;
    /** The static assertions the read cannot check, kept unchecked ({@link Schema#uncheckedAssertions()}). */
    final List<Schema.UncheckedAssertion> uncheckedAssertions;
    private final int[] packAt;
    private final Branches[] branchesAt;
    /**
     * For a context that reads tokens of a macro's replacement ({@link #readingReplacement}), the index of the code token
     * the replacement stands at, which decides the conditionals, pack and macros in force; -1 for the file's tokens.
     */
    private final int replacementAt;
    private final Deque<OpenStruct> open = new ArrayDeque<>();
    /** The first token of the file-scope declaration being read: the types it declares are in its conditionals. */
    private int declarationStart;
    /**
     * How deep the constant expression whose type name is being read nests there ({@link ExpandedTokens#inTypeName}):
     * one read inside the type name ({@code N} of {@code sizeof(char[N])}) goes on from it.
     */
    private int enclosingExpressionDepth;
    /** Code tokens a constant expression replaced as a macro's name. */
    private final BitSet replaced = new BitSet();
    /** The errors {@link #forbidden} made, which no parameter list kept as written may hide. */
    private final Set<SchemaException> forbidden = Collections.newSetFromMap(new IdentityHashMap<>());

    private record OpenStruct(String kind, String name, Position position) {
        /** {@code uniform block}, {@code buffer block}: a GLSL block. */
        boolean isBlock() {
            return kind.endsWith("block");
        }
    }

    ParseContext(Directives.Result tokens) {
        this(tokens, null);
    }

    ParseContext(Directives.Result tokens, CAbi target) {
        this.types = new ArrayList<>();
        this.uncheckedAssertions = new ArrayList<>();
        this.constants = new NamedConstants();
        this.names = new OrdinaryNames();
        this.replacementAt = -1;
        this.target = target;
        this.cursor = new TokenCursor(tokens.tokens());
        this.packAt = tokens.packAt();
        this.macros = tokens.macros();
        this.branchesAt = tokens.branchesAt();
        this.glsl = tokens.glsl();
        this.scope = new TypeScope(() -> branchesAt(declarationStart), target);
    }

    /**
     * A context that reads {@code tokens} (a type name a macro's replacement holds, ending with an {@link TokenKind#END}
     * token) with this one's names, types and constants, as of the code token with index {@code codeIndex}.
     */
    private ParseContext(ParseContext outer, List<Token> tokens, int codeIndex) {
        this.types = outer.types;
        this.uncheckedAssertions = outer.uncheckedAssertions;
        this.constants = outer.constants;
        this.names = outer.names;
        this.replacementAt = codeIndex;
        this.target = outer.target;
        this.cursor = new TokenCursor(tokens);
        this.packAt = outer.packAt;
        this.macros = outer.macros;
        this.branchesAt = outer.branchesAt;
        this.glsl = outer.glsl;
        this.scope = outer.scope;
        this.enclosingExpressionDepth = outer.enclosingExpressionDepth;
    }

    /** A context that reads {@code tokens} of a macro's replacement, which stands at code token {@code codeIndex}. */
    ParseContext readingReplacement(List<Token> tokens, int codeIndex) {
        return new ParseContext(this, tokens, codeIndex);
    }

    /** The index of the code token at the cursor, or the one a replacement this context reads stands at. */
    int codeIndex() {
        return replacementAt >= 0 ? replacementAt : cursor.index();
    }

    /** Notes that the code token with this index is a macro's name that a constant expression replaced. */
    void replacedMacroAt(int tokenIndex) {
        if (replacementAt < 0) {
            replaced.set(tokenIndex);
        }
    }

    /** Whether the code token with this index was read as written: neither skipped nor replaced as a macro. */
    boolean readAsWritten(int tokenIndex) {
        return !cursor.wasSkipped(tokenIndex) && !replaced.get(tokenIndex);
    }

    /**
     * Whether a macro named as the code token at {@code tokenIndex} may be in force there, which a compiler would
     * replace where the schema reads the name as written.
     */
    boolean mayBeMacro(int tokenIndex) {
        Token t = cursor.at(tokenIndex);
        return t.isIdentifier() && macros.mentioned(t.text())
                && macros.possibilities(t.text(), tokenIndex, branchesAt(tokenIndex)).values().stream()
                        .anyMatch(d -> d != null);
    }

    /** How deep a constant expression read now starts: 0, or deeper inside a type name of another. */
    int enclosingExpressionDepth() {
        return enclosingExpressionDepth;
    }

    /** Sets where a constant expression read from now on starts ({@link #enclosingExpressionDepth()}). */
    void enclosingExpressionDepth(int depth) {
        enclosingExpressionDepth = depth;
    }

    /** Marks the token at the cursor as the start of a file-scope declaration. */
    void beginDeclaration() {
        declarationStart = cursor.index();
    }

    /**
     * Declares the ordinary identifier {@code name} as {@code kind}, in the undecided conditionals of the token with
     * index {@code tokenIndex}, or refuses it as C does ({@link OrdinaryNames#declare}), in a parameter list too.
     */
    void declareName(Token name, OrdinaryNames.Kind kind, int tokenIndex) {
        try {
            names.declare(name, kind, branchesAt(tokenIndex));
        } catch (SchemaException e) {
            throw forbidden(e);
        }
    }

    /** The index of the first token of the file-scope declaration being read ({@link #beginDeclaration}). */
    int declarationStart() {
        return declarationStart;
    }

    /** The undecided conditionals the token with this index is in ({@link Branches}); null for none. */
    Branches branchesAt(int tokenIndex) {
        int index = replacementAt >= 0 ? replacementAt : tokenIndex;
        return branchesAt[Math.min(index, branchesAt.length - 1)];
    }

    /** The {@code #pragma pack} value in force at the token with this index. */
    int packAt(int tokenIndex) {
        int index = replacementAt >= 0 ? replacementAt : tokenIndex;
        return packAt[Math.min(index, packAt.length - 1)];
    }

    void enterStruct(String kind, String name, Position position) {
        if (open.size() >= MAX_NESTING) {
            throw new SchemaException(position, kind + " '" + name + "' is nested more than " + MAX_NESTING
                    + " definitions deep");
        }
        open.push(new OpenStruct(kind, name, position));
    }

    void exitStruct() {
        open.pop();
    }

    /** The kind of the innermost struct being read ({@code struct}, {@code uniform block} ...), or null at file scope. */
    String currentStructKind() {
        return open.isEmpty() ? null : open.peek().kind();
    }

    /** Whether a GLSL block is being read, around the innermost struct or as it. */
    boolean insideBlock() {
        return open.stream().anyMatch(OpenStruct::isBlock);
    }

    /** Whether the innermost body being read is a struct's or union's, not a GLSL block's. */
    boolean insideStructBody() {
        return !open.isEmpty() && !open.peek().isBlock();
    }

    /** The name of the innermost struct being read, or null at file scope. */
    String currentStructName() {
        return open.isEmpty() ? null : open.peek().name();
    }

    /**
     * An error at {@code at}. Running out of input inside a struct body is reported as that struct being
     * unterminated, which says more than the token the parser happened to expect.
     */
    SchemaException error(Token at, String message) {
        return at.isEnd() && !open.isEmpty() ? unterminated() : new SchemaException(at.position(), message);
    }

    /**
     * An error at {@code at} for what C forbids (a constraint clang and GCC enforce), or for a limit of the schema, not
     * for what the schema cannot read: a parameter list the schema cannot read is kept as written
     * ({@link ParameterLists}), but not one that holds such an error.
     */
    SchemaException forbidden(Token at, String message) {
        return forbidden(error(at, message));
    }

    /** {@code e}, marked as an error for what C forbids ({@link #forbidden(Token, String)}). */
    SchemaException forbidden(SchemaException e) {
        forbidden.add(e);
        return e;
    }

    /** Whether {@code e} is an error for what C forbids ({@link #forbidden(Token, String)}). */
    boolean isForbidden(SchemaException e) {
        return forbidden.contains(e);
    }

    /**
     * The error for an {@code alignas} or {@code _Alignas} ({@code alignas}) written on {@code what}, where C forbids it
     * (C11 6.7.5p2: a typedef, a bitfield) while GCC's and clang's {@code aligned} attribute is allowed.
     */
    SchemaException alignasRefused(Token alignas, String what) {
        return error(alignas, alignas.text() + " cannot be applied to " + what + " (C11 6.7.5; GCC and clang refuse it):"
                + " write __attribute__((aligned(N)))");
    }

    /**
     * The error for an {@code alignas} or {@code _Alignas} written between {@code struct}, {@code union} or
     * {@code enum} and its tag or body, which the grammar has no place for: clang reports it at a {@code struct}'s or
     * {@code union}'s keyword ("declaration of anonymous struct must be a definition"), at an {@code enum}'s
     * {@code alignas}, and GCC refuses both.
     */
    SchemaException alignasAfterKeyword(Token keyword, Token alignas) {
        boolean isEnum = keyword.is("enum");
        return error(isEnum ? alignas : keyword, alignas.text() + " cannot be written between '" + keyword.text()
                + "' and its " + (isEnum ? "name" : "tag") + " or body (C11 " + (isEnum ? "6.7.2.2" : "6.7.2.1")
                + "; GCC and clang refuse it): " + (isEnum ? "align a member or a typedef of the enum instead"
                        : "write __attribute__((aligned(N))) there to align the " + keyword.text()));
    }

    /** The innermost open struct ran to the end of the input. */
    SchemaException unterminated() {
        OpenStruct s = open.peek();
        return unterminated(s.position(), s.kind() + " '" + s.name() + "'");
    }

    /** The error at {@code at} for a body, which {@code what} names, that runs to the end of the input. */
    static SchemaException unterminated(Position at, String what) {
        return new SchemaException(at, "unterminated " + what + ": expected '}' before end of file");
    }

    /** {@code expected WHAT but found TOKEN}, at the found token. */
    SchemaException expected(String what, Token found) {
        return error(found, "expected " + what + " but found " + found.describe());
    }

    /** Consumes {@code punct} or fails with {@code expected 'punct' CONTEXT but found ...}. */
    Token expect(String punct, String context) {
        if (!cursor.at(punct)) {
            throw expected("'" + punct + "'" + context, cursor.peek());
        }
        return cursor.next();
    }

    /** Consumes a {@code ;}; a missing one is reported just after the previous token, as clang does. */
    void expectSemicolon(String context) {
        Token found = cursor.peek();
        if (found.is(";")) {
            cursor.next();
            return;
        }
        SchemaException e = expected("';' " + context, found);
        if (found.isEnd() && !open.isEmpty()) {
            throw e;
        }
        throw new SchemaException(cursor.previous().afterText(), e.reason());
    }

    /** Whether the current token can name a type or member: an identifier that is not a C keyword. */
    boolean atName() {
        return atName(0);
    }

    /** Whether the token {@code ahead} places on can name a type or member. */
    boolean atName(int ahead) {
        Token t = cursor.peek(ahead);
        return t.isIdentifier() && !Keywords.RESERVED.contains(t.text());
    }

    /** Consumes a name or fails with {@code expected WHAT but found ...}. */
    Token expectName(String what) {
        if (!atName()) {
            Token t = cursor.peek();
            throw expected(what, t);
        }
        return cursor.next();
    }
}
