package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;

/**
 * Reads the file-scope declarations of a schema: struct and union definitions, typedefs, enums, GLSL
 * {@code uniform}/{@code buffer} blocks, forward declarations, {@code extern "C" {...}} wrappers, and
 * (read, checked for syntax, then ignored) variable and function declarations a C header may carry.
 */
final class SchemaReader {
    private static final Set<String> STORAGE_CLASSES = Set.of("extern", "static", "inline", "register",
            "_Thread_local", "thread_local", "_Noreturn", "__inline", "__inline__", "__forceinline");
    /** GLSL storage qualifiers of shader inputs, outputs and shared variables: no memory layout to read. */
    private static final Set<String> GLSL_INTERFACE_STORAGE = Set.of("in", "out", "inout", "attribute", "varying",
            "shared");
    private static final Set<String> ATTRIBUTE_WORDS = Set.of("__attribute__", "__attribute", "__declspec",
            "alignas", "_Alignas", "layout");

    private final ParseContext ctx;
    private final TokenCursor cursor;
    private final AttributeParser attributes;
    /** The C23 attribute specifiers' reader, {@link AttributeParser#standard}. */
    private final StandardAttributeParser standard;
    private final SpecifierParser specifiers;
    private final DeclaratorParser declarators;
    private final StructParser structs;
    private int externBlocks;
    /** GLSL {@code layout(row_major) uniform;} and {@code ... buffer;}: the default matrix order of later blocks. */
    private Boolean uniformRowMajor;
    private Boolean bufferRowMajor;

    SchemaReader(ParseContext ctx) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.attributes = new AttributeParser(ctx);
        this.standard = attributes.standard();
        this.specifiers = new SpecifierParser(ctx, attributes);
        this.declarators = new DeclaratorParser(ctx, attributes, this::defineInParameter);
        this.structs = new StructParser(ctx, attributes, specifiers, declarators);
    }

    /** A struct or union a parameter defines ({@code void f(struct Q { int a; } q);}), in the list's scope. */
    private TypeExpr defineInParameter(Token keyword, Token tag, Attributes attrs) {
        return structs.defineInParameter(keyword, tag, attrs);
    }

    Schema read(String fileName) {
        while (!cursor.atEnd()) {
            declaration();
        }
        if (externBlocks > 0) {
            throw ctx.expected("'}' to close extern \"C\" {", cursor.peek());
        }
        return new Schema(fileName, ctx.types, ctx.uncheckedAssertions);
    }

    private void declaration() {
        // GNU's __extension__ may open any declaration of a preprocessed system header; it means nothing here
        while (cursor.at("__extension__")) {
            cursor.next();
        }
        Token t = cursor.peek();
        ctx.beginDeclaration();
        if (cursor.accept(";")) {
            return;
        }
        if (t.is("}") && externBlocks > 0) {
            cursor.next();
            externBlocks--;
            return;
        }
        if (t.is("extern") && cursor.peek(1).kind() == TokenKind.STRING) {
            cursor.next();
            cursor.next();
            if (cursor.accept("{")) {
                externBlocks++;
            }
            return;
        }
        if (t.is("static_assert") || t.is("_Static_assert")) {
            StaticAssertion.read(ctx);
            return;
        }
        // C23 attributes before the specifiers are each declared name's, as clang takes them
        Attributes declared = new Attributes();
        boolean anyStandard = standard.readStandard(declared);
        if (cursor.at("typedef")) {
            typedef(declared);
            return;
        }
        if (t.is("precision") && cursor.peek(1).isIdentifier()) {
            skipPrecisionStatement();
            return;
        }
        int start = cursor.index();
        Attributes leading = new Attributes();
        leading.addAll(declared);
        boolean interfaceStorage = false;
        while (true) {
            if (attributes.readOne(leading, true) || skip(STORAGE_CLASSES)) {
                continue;
            }
            if (!skip(GLSL_INTERFACE_STORAGE)) {
                break;
            }
            interfaceStorage = true;
        }
        Token next = cursor.peek();
        boolean blockAhead = ctx.atName(1) && cursor.peek(2).is("{");
        if (interfaceStorage && next.is(";")) {
            cursor.next(); // a default for later declarations: layout(local_size_x = 1) in;
        } else if (interfaceStorage && ctx.atName() && cursor.peek(1).is("{")) {
            skipInterfaceBlock();
        } else if ((next.is("uniform") || next.is("buffer")) && (blockAhead || cursor.peek(1).is(";"))) {
            glslBlock(leading);
        } else if (next.is("uniform") && ctx.scope.lookup(next) == null) {
            cursor.next();
            otherDeclaration(leading, start, anyStandard);
        } else if (Keywords.isStructKeyword(next) && structDefinitionAhead()) {
            topLevelStruct(leading, anyStandard);
        } else {
            otherDeclaration(leading, start, anyStandard);
        }
    }

    /**
     * Refuses C23 attributes before a declaration that declares no name, only the type whose {@code keyword}
     * ({@code struct}, {@code union} or {@code enum}) it names: {@code [[gnu::packed]] struct S { ... };}. They would
     * be the names', and clang refuses them, every one, just after the keyword, where the type's own go ("misplaced
     * attributes; expected attributes here"); GCC ignores them.
     */
    private void refuseStandardWithoutNames(Token keyword) {
        throw new SchemaException(keyword.afterText(), "the [[...]] before this declaration would be the names'"
                + " it declares, and it declares none (clang refuses it): write the " + keyword.text() + "'s attributes"
                + " after '" + keyword.text() + "', as in " + keyword.text() + " [[gnu::packed]] S { ... };");
    }

    /** Skips one of {@code words} at the cursor, unless it names a declared type. */
    private boolean skip(Set<String> words) {
        Token t = cursor.peek();
        if (t.isIdentifier() && words.contains(t.text()) && ctx.scope.lookup(t) == null) {
            cursor.next();
            return true;
        }
        return false;
    }

    /** The instance name after a GLSL block, {@code } name;} or {@code } name[N];}, if there is one. */
    private void skipInstanceName() {
        if (ctx.atName() && (cursor.peek(1).is(";") || cursor.peek(1).is("["))) {
            declarators.readDimensions(cursor.next());
        }
    }

    /** A GLSL {@code in}/{@code out} interface block: shader plumbing, not memory, so it is skipped. */
    private void skipInterfaceBlock() {
        Token name = cursor.next();
        if (!cursor.skipBalanced("{", "}")) {
            throw ParseContext.unterminated(name.position(), "block '" + name.text() + "'");
        }
        skipInstanceName();
        ctx.expectSemicolon("after block '" + name.text() + "'");
    }

    /** Whether {@code struct|union [attributes] [Name] {} starts at the cursor. */
    private boolean structDefinitionAhead() {
        int i = cursor.index() + 1;
        while (cursor.at(i).isIdentifier() && ATTRIBUTE_WORDS.contains(cursor.at(i).text())
                && cursor.at(i + 1).is("(") || cursor.at(i).is("[") && cursor.at(i + 1).is("[")) {
            boolean bracketed = cursor.at(i).is("[");
            int end = bracketed ? cursor.findMatching(i, "[", "]") : cursor.findMatching(i + 1, "(", ")");
            if (end < 0) {
                return false;
            }
            i = end + 1;
        }
        Token name = cursor.at(i);
        if (name.isIdentifier() && !Keywords.RESERVED.contains(name.text())) {
            i++;
        }
        return cursor.at(i).is("{");
    }

    /** {@code struct Name { ... } [variables];} at file scope. */
    private void topLevelStruct(Attributes leading, boolean standardBefore) {
        Token keyword = cursor.next();
        Attributes attrs = leading.forStructBeforeKeyword();
        attributes.readAfterTagKeyword(keyword, attrs);
        if (!ctx.atName()) {
            throw ctx.error(cursor.peek(), "a " + keyword.text() + " at file scope needs a name: write '"
                    + keyword.text() + " Name {'");
        }
        Token tag = cursor.next();
        ctx.scope.checkTagKind(keyword, tag);
        StructDraft draft = structs.readBody(keyword.text(), keyword.is("union"), tag, true, attrs, null);
        TypeExpr type = TypeExpr.of(keyword.text() + " " + tag.text(), structs.finish(draft), tag.position());
        specifiers.refuseRestrict(leading, type);
        // the declaration's specifiers after the body (} __declspec(align(16)) v;) are the variables'
        Attributes after = new Attributes();
        attributes.readAll(after, true);
        standard.readOnType("the type '" + keyword.text() + " " + tag.text() + "'", "write it before the"
                + " declaration, or after the name declared");
        specifiers.refuseRestrict(after, type);
        if (standardBefore && cursor.at(";")) {
            refuseStandardWithoutNames(keyword);
        }
        skipVariables(keyword.text() + " " + tag.text());
        ctx.expectSemicolon("after " + keyword.text() + " '" + tag.text() + "'");
    }

    /** {@code typedef TYPE declarators;}, where TYPE may be a struct or union definition. */
    private void typedef(Attributes declared) {
        cursor.next();
        Attributes attrs = new Attributes();
        attrs.addAll(declared);
        attributes.readAll(attrs, true);
        if (Keywords.isStructKeyword(cursor.peek()) && structDefinitionAhead()) {
            refuseAlignas(attrs);
            // before 'struct', GCC's and clang's aligned(N) aligns the typedef (as after its name), while
            // __declspec(align(N)) aligns the struct itself, in clang's Windows and other targets alike
            typedefStruct(attrs.forStructBeforeKeyword(), attrs.alignAs > attrs.declspecAlignAs ? attrs.alignAs : 0,
                    attrs);
            return;
        }
        TypeExpr type = specifiers.read(attrs, null);
        if (type == null) {
            throw ctx.expected("a type after 'typedef'", cursor.peek());
        }
        type = type.qualified(attrs.qualifiers);
        refuseAlignas(attrs);
        Declarator d;
        do {
            d = declarators.read(type, false, "a typedef name");
            refuseSmallerLastAlignment(d, attrs.alignAs, LastAlignment.ofSpecifiers(attrs), attrs.declspecAlignAs > 0);
            TypeExpr moded = GnuVectorSize.apply(ctx, GnuMode.apply(ctx, type, attrs, d), attrs, d, true);
            defineTypedef(moded, d, attrs.alignAs);
            if (moded == type) {
                noteAlignmentBeforeEnumBody(type, d, attrs);
            }
        } while (cursor.accept(","));
        ctx.expectSemicolon("after typedef " + d.describe());
    }

    /**
     * {@code typedef struct [Tag] {...} Name, *PName;}. The struct is called after its first plain
     * typedef name that gives it no alignment of its own, else its tag, else its first plain typedef name (as clang's
     * record dump names them); a different tag becomes another name for it. {@code alignmentBeforeStruct} is an
     * alignment written before {@code struct}, which like one after a name is the typedefs', not the struct's: with
     * one, every name is aligned; and so is one among the specifiers after the body ({@code __declspec(align(16)) T;}
     * after the brace), as clang takes it. The qualifiers of {@code beforeStruct} ({@code typedef const struct ...})
     * and those after the body qualify the struct every name is of ({@code *PName}), Name too: the struct is called Name, while
     * the type name Name is the struct {@code const}.
     */
    private void typedefStruct(Attributes attrs, long alignmentBeforeStruct, Attributes beforeStruct) {
        Token keyword = cursor.next();
        boolean isUnion = keyword.is("union");
        attributes.readAfterTagKeyword(keyword, attrs);
        Token tag = ctx.atName() ? cursor.next() : null;
        int open = cursor.index();
        if (cursor.findMatching(open, "{", "}") < 0) {
            Token at = tag != null ? tag : keyword;
            throw ParseContext.unterminated(at.position(),
                    keyword.text() + (tag != null ? " '" + tag.text() + "'" : ""));
        }
        if (tag != null) {
            ctx.scope.checkTagKind(keyword, tag);
        }
        // a name whose typedef aligns the struct (QA of 'QA __attribute__((aligned(1))), QB') is not the struct's
        boolean namesAligned = alignmentBeforeStruct > 0 || structs.alignsNamesAfterBody(open);
        Token nameToken = namesAligned ? null : structs.declaratorNameAfterBody(open, true, true);
        if (nameToken == null) {
            nameToken = tag != null ? tag : structs.declaratorNameAfterBody(open, true);
        }
        if (nameToken == null) {
            throw ctx.error(keyword, "an anonymous " + keyword.text() + " in a typedef needs a plain typedef name"
                    + " or a tag");
        }
        boolean separateTag = tag != null && !tag.text().equals(nameToken.text());
        if (separateTag) {
            ctx.scope.beginDefinition(tag, isUnion);
        }
        // a struct called by its typedef name has no tag of that name: struct T is another type than T
        StructDraft draft = structs.readBody(keyword.text(), isUnion, nameToken, tag != null && !separateTag, attrs,
                null);
        if (separateTag) {
            ctx.scope.endDefinition(tag.text());
            attrs.alignTo(ctx.scope.alignmentBeforeBody(tag, keyword.text(), attrs.alignAs,
                    ctx.branchesAt(cursor.index() - 1)));
        }
        // the declaration's specifiers after the body and its attributes (} __declspec(align(16)) T;), as clang
        // takes them, are the typedefs' like those before 'struct'
        Attributes specifiers = new Attributes();
        attributes.readAll(specifiers, true);
        standard.readOnType("the type '" + keyword.text() + " " + (tag != null ? tag.text() : nameToken.text())
                + "'", "write it before 'typedef', or after the typedef name");
        refuseAlignas(specifiers);
        long typedefAlignment = Math.max(alignmentBeforeStruct, specifiers.alignAs);
        // GCC reads those before 'struct', then those after the body, then a [[gnu::aligned(N)]] at the start
        long lastOfSpecifiers = beforeStruct.standardAlignAs > 0 ? beforeStruct.standardAlignAs
                : specifiers.lastAlignAs > 0 ? specifiers.lastAlignAs : beforeStruct.lastAlignAs;
        boolean declspec = beforeStruct.declspecAlignAs > 0 || specifiers.declspecAlignAs > 0;
        List<Declarator> others = new ArrayList<>();
        long nameAlignment = typedefAlignment;
        boolean nameDeclared = false; // whether Name is one of the declarators, not only the tag
        Declarator d;
        do {
            d = declarators.read(nameToken.text(), false, "a typedef name");
            if (d.attributes().mode != null) {
                throw GnuMode.notAnInteger(ctx, d.attributes(), d);
            }
            GnuVectorSize.refuseOnStruct(ctx, d, keyword.text() + " " + nameToken.text());
            refuseSmallerLastAlignment(d, typedefAlignment, lastOfSpecifiers, declspec);
            if (d.name() == nameToken) {
                nameDeclared = true;
                refuseAlignas(d.attributes());
                // an alignment after the name is the typedef's, as in GCC and clang: members declared with the
                // name get it, lower or higher, and the struct keeps its own size and alignment
                nameAlignment = Math.max(typedefAlignment, d.attributes().alignAs);
            } else {
                others.add(d);
            }
        } while (cursor.accept(","));
        ctx.expectSemicolon("after typedef " + d.describe());
        StructType type = structs.finish(draft);
        if (separateTag) {
            ctx.scope.defineTagAlias(tag, type);
        }
        // C knows the struct by its tag, or, without one, as the one defined here
        CType identity = new CType.Tagged(tag != null ? tag.text() : keyword.text() + " at " + keyword.position());
        TypeExpr self = TypeExpr.of(type.name(), type, identity, nameToken.position());
        this.specifiers.refuseRestrict(beforeStruct, self);
        this.specifiers.refuseRestrict(specifiers, self);
        TypeExpr qualified = self.qualified(beforeStruct.qualifiers).qualified(specifiers.qualifiers);
        // typedef const struct S {...} T;: the typedef name T is the struct const, which a T declared again must keep,
        // while the struct is called T; a tag that no declarator names (typedef __attribute__((aligned(8))) struct S
        // {...} *P;) is no typedef name
        if (nameDeclared) {
            ctx.declareName(nameToken, OrdinaryNames.Kind.TYPEDEF, ctx.declarationStart());
            ctx.scope.defineTypedef(nameToken, qualified.withAlignAs(nameAlignment), nameAlignment);
        }
        for (Declarator other : others) {
            defineTypedef(qualified, other, typedefAlignment);
        }
    }

    /**
     * Refuses the typedef name of {@code d} where GCC gives it a smaller alignment than clang
     * ({@link LastAlignment}): clang the largest of its declarator's and the specifiers' ({@code specifiers}), GCC the
     * last it reads, the specifiers' ({@code lastOfSpecifiers}, 0 for none) after the declarator's.
     */
    private void refuseSmallerLastAlignment(Declarator d, long specifiers, long lastOfSpecifiers, boolean declspec) {
        long clang = Math.max(specifiers, d.attributes().alignAs);
        long gcc = lastOfSpecifiers > 0 ? lastOfSpecifiers : d.attributes().lastAlignAs;
        LastAlignment.refuseSmallerLast(d.name(), "typedef '" + d.name().text() + "'", clang, gcc,
                declspec || d.attributes().declspecAlignAs > 0, "write one alignment, as in typedef ... "
                        + d.name().text() + " [[gnu::aligned(" + clang + ")]];");
    }

    /**
     * Notes the alignment of the typedef {@code d} of {@code type}, from its declarator or the declaration's
     * {@code specifiers}, where {@code type} is an enum without a body yet ({@code typedef enum E T
     * __attribute__((aligned(16)));} before {@code enum E {...}}): clang gives the typedef that alignment, lower or
     * higher, and GCC the enum's own, which the body decides and checks ({@link GccEnumAlignment}). A
     * {@code __declspec(align(N))}, which GCC does not read, leaves it clang's, as on the enum.
     */
    private void noteAlignmentBeforeEnumBody(TypeExpr type, Declarator d, Attributes specifiers) {
        Attributes own = d.attributes();
        long alignAs = Math.max(specifiers.alignAs, own.alignAs);
        if (alignAs == 0 || d.isFunction() || d.isPointer() || !d.dims().isEmpty()
                || specifiers.declspecAlignAs > 0 || own.declspecAlignAs > 0 || !ctx.scope.isIncompleteEnum(type)) {
            return;
        }
        Token at = own.gnuAlignAs >= specifiers.gnuAlignAs ? own.gnuAlignedAt : specifiers.gnuAlignedAt;
        ctx.scope.typedefBeforeEnumBody(type,
                new GccEnumAlignment.TypedefBeforeBody(d.name(), at == null ? d.name() : at, alignAs));
    }

    /**
     * Records one typedef name. An alignment on the typedef ({@code alignAs}, or an attribute after the name) is
     * the new type's and replaces one it had from an earlier typedef: it goes wherever the type does, to members, to
     * array elements and to typedefs of it, and may be lower or higher than the natural one, as GCC and clang take
     * it (the ABI decides what it does to a layout: {@link org.abistruct.type.Member#typeAlign()}).
     */
    private void defineTypedef(TypeExpr base, Declarator d, long alignAs) {
        Token name = d.name();
        refuseAlignas(d.attributes());
        if (d.bitWidth() != Member.NOT_A_BITFIELD) {
            throw ctx.error(d.colon(), "typedef '" + name.text() + "' cannot have a bit width");
        }
        ctx.declareName(name, OrdinaryNames.Kind.TYPEDEF, ctx.declarationStart());
        TypeExpr type;
        CType declared = d.shape().around(base.ctype());
        CTypeDepth.refuseTooDeep(ctx, declared, name);
        if (d.isFunction()) {
            type = new TypeExpr(name.text(), new TypeExpr.NotAnObject("'" + name.text() + "' is a function type;"
                    + " only a pointer to it can be a member"), declared, name.position());
        } else if (d.isPointer()) {
            type = new TypeExpr(name.text(), new TypeExpr.Known(new PointerType(d.pointee())), d.dims(), List.of(),
                    name.position(), d.dims().isEmpty() ? null : d.pointerTypeName(), declared);
        } else {
            if (!d.dims().isEmpty() && ctx.scope.isIncompleteEnum(base)
                    && base.base() instanceof TypeExpr.NotAnObject(String incomplete)) {
                // typedef enum E T[2]; before E's body: GCC and clang refuse the array, clang's Microsoft targets not
                throw ctx.error(name, "array typedef '" + name.text() + "': " + incomplete);
            }
            type = base.arrayOf(name.text(), d.dims(), declared, name.position());
        }
        long own = Math.max(alignAs, d.attributes().alignAs);
        type = type.withAlignAs(own);
        if (type.dims().contains(ArrayType.RUNTIME_SIZED)) {
            throw ctx.error(name, "array typedef '" + name.text() + "' must give its size");
        }
        if (type.dims().size() > ArrayDimensions.MAX_DIMENSIONS) {
            throw ctx.error(name, "'" + name.text() + "' has more than " + ArrayDimensions.MAX_DIMENSIONS
                    + " array dimensions");
        }
        ctx.scope.defineTypedef(name, type, own);
    }

    /**
     * C forbids {@code alignas} on a typedef (C11 6.7.5p2), and GCC and clang refuse it: only
     * {@code __attribute__((aligned(N)))} and {@code __declspec(align(N))} align one.
     */
    private void refuseAlignas(Attributes attrs) {
        if (attrs.alignas != null) {
            throw ctx.alignasRefused(attrs.alignas, "a typedef");
        }
    }

    /**
     * A GLSL block, {@code [layout(...)] uniform|buffer Name { ... } [instance[N]];}, read as a struct
     * called Name; or a default statement, {@code layout(row_major) uniform;}.
     */
    private void glslBlock(Attributes leading) {
        Token storage = cursor.next();
        boolean uniform = storage.is("uniform");
        if (cursor.accept(";")) {
            if (leading.rowMajor != null) {
                if (uniform) {
                    uniformRowMajor = leading.rowMajor;
                } else {
                    bufferRowMajor = leading.rowMajor;
                }
            }
            return;
        }
        Token name = ctx.expectName("a block name after '" + storage.text() + "' (only blocks are read)");
        Boolean rowMajor = leading.rowMajor != null ? leading.rowMajor : uniform ? uniformRowMajor : bufferRowMajor;
        String kind = storage.text() + " block";
        structs.finish(structs.readBody(kind, false, name, true, new Attributes(), rowMajor));
        skipInstanceName();
        ctx.expectSemicolon("after " + kind + " '" + name.text() + "'");
    }

    /**
     * A declaration that defines no struct: {@code struct X;}, {@code enum E {...};}, or a variable or
     * function declaration, which is read and ignored (a function body is skipped), except that a {@code const}
     * integer variable with an initializer becomes a named constant.
     *
     * @param start the index of the declaration's first token, qualifiers included
     */
    private void otherDeclaration(Attributes leading, int start, boolean standardBefore) {
        TypeExpr type = specifiers.read(leading, null);
        if (type == null) {
            throw ctx.expected("a declaration (struct, union, typedef, enum or a GLSL block)", cursor.peek());
        }
        if (cursor.at(";") && standardBefore && specifiers.lastWasTagged()) {
            for (int i = start; i < cursor.index(); i++) {
                if (Keywords.isStructKeyword(cursor.at(i)) || cursor.at(i).is("enum")) {
                    refuseStandardWithoutNames(cursor.at(i));
                }
            }
        }
        if (cursor.at(";")) {
            // struct X; declared X as the specifiers were read
            cursor.next();
            return;
        }
        ConstantType constant = constantType(type, start);
        Declarator d;
        do {
            d = declarators.read(type, false, "a name");
            if (!d.isFunction()) {
                // only to refuse a mode or vector_size that C compilers refuse
                GnuVectorSize.refuseForVariable(ctx, GnuMode.apply(ctx, type, leading, d), leading, d);
            }
            declareVariable(d);
            if (d.isFunction() && cursor.at("{")) {
                Token open = cursor.peek();
                if (!cursor.skipBalanced("{", "}")) {
                    throw ParseContext.unterminated(open.position(), "function body of " + d.describe());
                }
                return;
            }
            if (constant != null && cursor.at("=") && d.name() != null && !d.isPointer() && d.dims().isEmpty()) {
                defineConstant(d.name(), constant);
            } else {
                skipInitializer();
            }
        } while (cursor.accept(","));
        ctx.expectSemicolon("after the declaration of " + d.describe());
    }

    /**
     * What a {@code const} integer variable of this declaration may hold ({@link ConstantType}), or null when the
     * declaration's specifiers, the tokens from {@code start} to the first declarator, do not make one: no
     * {@code const}, a {@code volatile}, or not an integer type.
     */
    private ConstantType constantType(TypeExpr type, int start) {
        boolean isConst = false;
        for (int i = start; i < cursor.index(); i++) {
            if (cursor.at(i).is("volatile")) {
                return null;
            }
            isConst |= cursor.at(i).is("const");
        }
        if (!isConst || !type.dims().isEmpty() || !(type.base() instanceof TypeExpr.Known(Scalar scalar))
                || !scalar.isInteger()) {
            return null;
        }
        return ConstantType.of(scalar, ctx.scope.isPlainChar(type), ctx.target);
    }

    /**
     * {@code = expression} after a {@code const} integer variable: its value, converted as C converts it to an unsigned
     * type, or the reason it has none (a value out of a signed type's range included), which is reported only where
     * the name is used in a constant expression.
     */
    private void defineConstant(Token name, ConstantType type) {
        Branches branches = ctx.branchesAt(cursor.index());
        cursor.next();
        int end = cursor.endOfItem(";");
        if (end < 0) {
            throw ctx.expected("';' after the initializer", cursor.at(Integer.MAX_VALUE)); // the end token
        }
        var outcome = ConstantExpression.readNamedValue(ctx, name, end, ";");
        SchemaException failure = outcome.failure();
        long value = outcome.value();
        if (failure == null && type.wrapBits() > 0) {
            value = type.converted(value); // the 64 bits of an unsigned long long are its value as they are
        } else if (failure == null && outcome.huge() && type.abiReason() == null) {
            // a signed type holds no value of 2^63 or more, whose bits would read as a negative one (one whose width
            // depends on the ABI is refused for that below, as for any value)
            failure = ctx.error(name, "value " + outcome.describe() + " of '" + name.text() + "' does not fit in "
                    + type.spelling());
        } else if (failure == null) {
            failure = type.check(ctx, name, "value " + value + " of '" + name.text() + "'", value);
        }
        ctx.constants.define(name, end, value, type.promoted(), false, failure, branches);
    }

    /** Variables after a struct definition: {@code struct X {...} a, *b;}. */
    private void skipVariables(String typeSpelling) {
        if (!(ctx.atName() || cursor.at("*") || cursor.at("("))) {
            return;
        }
        do {
            Declarator d = declarators.read(typeSpelling, false, "a variable name");
            if (d.attributes().mode != null) {
                throw GnuMode.notAnInteger(ctx, d.attributes(), d); // a struct's variable: clang and GCC refuse it
            }
            GnuVectorSize.refuseOnStruct(ctx, d, typeSpelling);
            declareVariable(d);
            skipInitializer();
        } while (cursor.accept(","));
    }

    /**
     * Declares the variable or function {@code d} names, if any, as defined where a value or a body follows it: a
     * typedef name or enumeration constant of its spelling, or a second definition, is refused ({@link OrdinaryNames}).
     */
    private void declareVariable(Declarator d) {
        if (d.name() != null) {
            boolean defined = cursor.at("=") || d.isFunction() && cursor.at("{");
            ctx.declareName(d.name(), defined ? OrdinaryNames.Kind.DEFINED : OrdinaryNames.Kind.DECLARED,
                    ctx.declarationStart());
        }
    }

    /** {@code = value} after a variable, up to the next {@code ,} or {@code ;} outside brackets. */
    private void skipInitializer() {
        if (!cursor.accept("=")) {
            return;
        }
        int start = cursor.index();
        int depth = 0;
        while (depth > 0 || !(cursor.at(",") || cursor.at(";"))) {
            Token t = cursor.next();
            if (t.isEnd()) {
                cursor.skippedSince(start);
                throw ctx.expected("';' after the initializer", t);
            }
            if (t.is("(") || t.is("{") || t.is("[")) {
                depth++;
            } else if (t.is(")") || t.is("}") || t.is("]")) {
                depth--;
            }
        }
        cursor.skippedSince(start);
    }

    /** GLSL {@code precision highp float;}. */
    private void skipPrecisionStatement() {
        int start = cursor.index();
        while (!cursor.at(";")) {
            Token t = cursor.next();
            if (t.isEnd()) {
                cursor.skippedSince(start);
                throw ctx.expected("';' after the precision statement", t);
            }
        }
        cursor.skippedSince(start);
        cursor.next();
    }
}
