package org.abistruct.schema;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.ArrayType;

/**
 * Reads a declarator's array dimensions ({@code [2][3]}, {@code []}, a parameter's {@code [static 4]}), with the C23
 * attribute specifiers after each {@code ]}, and refuses a size C or the shader language forbids.
 */
final class ArrayDimensions {
    /** The most array dimensions one member may have. */
    static final int MAX_DIMENSIONS = 32;

    private final ParseContext ctx;
    private final TokenCursor cursor;
    /** The C23 attribute specifiers' reader, {@link AttributeParser#standard}. */
    private final StandardAttributeParser standard;
    /** Whether the dimensions are a parameter's, which C reads otherwise. */
    private final ParameterLists parameterLists;
    private final ForbiddenShapes shapes;
    private final DeclaratorAttributes declaratorAttributes;

    ArrayDimensions(ParseContext ctx, AttributeParser attributes, ParameterLists parameterLists, ForbiddenShapes shapes,
            DeclaratorAttributes declaratorAttributes) {
        this.ctx = ctx;
        this.cursor = ctx.cursor;
        this.standard = attributes.standard();
        this.parameterLists = parameterLists;
        this.shapes = shapes;
        this.declaratorAttributes = declaratorAttributes;
    }

    /**
     * {@code [N]...} after a name, each {@code ]} maybe followed by C23 attribute specifiers standing at {@code place},
     * read into {@code attrs}; null where none may be. A parameter list after them is an array of functions, refused
     * at the first {@code [} before the attributes, as clang refuses it.
     */
    List<Long> readDimensions(Token name, Attributes attrs, StandardAttributeParser.StandardPlace place) {
        if (!cursor.at("[") || standard.atStandard()) {
            return List.of();
        }
        var dims = new ArrayList<Long>();
        Token first = cursor.peek();
        while (cursor.at("[") && !standard.atStandard()) {
            Token open = cursor.next();
            if (dims.size() == MAX_DIMENSIONS) {
                throw ctx.error(open, "'" + name.text() + "' has more than " + MAX_DIMENSIONS + " array dimensions");
            }
            if (parameterLists.open() > 0 && readParameterArrayQualifiers()) {
                dims.add(ArrayType.RUNTIME_SIZED); // [*] or [const]: a parameter's array, adjusted to a pointer
                continue;
            }
            if (cursor.accept("]")) {
                dims.add(ArrayType.RUNTIME_SIZED);
                readAttributesAfterBracket(name, first, attrs, place);
                continue;
            }
            Token sizeToken = cursor.peek();
            long size = ConstantExpression.read(ctx, "array size of '" + name.text() + "'");
            // clang and GCC take a [0] in a parameter, which is a pointer (GNU's zero-length array elsewhere)
            String tooSmall = "array size of '" + name.text() + "' must be at least "
                    + (parameterLists.open() == 0 ? 1 : 0) + " but is " + size;
            if (size < 0) {
                throw ctx.forbidden(sizeToken, tooSmall); // clang and GCC refuse it too
            }
            if (size == 0 && parameterLists.open() == 0 && ctx.glsl) {
                throw ctx.error(sizeToken, tooSmall); // glslang refuses it; C's [0] is GNU's zero-length array
            }
            dims.add(size);
            ctx.expect("]", " after the array size");
            readAttributesAfterBracket(name, first, attrs, place);
        }
        return dims;
    }

    /**
     * The C23 attribute specifiers after a {@code ]} of the dimensions of {@code name} that began at
     * {@code firstDimension}, read into {@code attrs} (none where it is null) as standing at {@code place}; a
     * parameter list after them is an array of functions, which clang refuses before it looks at them.
     */
    private void readAttributesAfterBracket(Token name, Token firstDimension, Attributes attrs,
            StandardAttributeParser.StandardPlace place) {
        if (attrs == null || !standard.atStandard()) {
            return;
        }
        if (declaratorAttributes.afterStandardAttributes().is("(")) {
            throw shapes.arrayOfFunctions(name, firstDimension);
        }
        standard.readStandard(attrs, place);
    }

    /**
     * Reads what C allows after the {@code [} of a parameter's array before its size (C11 6.7.6.3p7): {@code static}
     * and qualifiers ({@code [static 4]}, {@code [const]}), or a {@code *} ({@code [*]}, a VLA of unknown size).
     *
     * @return whether the {@code ]} followed and was read: the array has no size, as {@code []}
     */
    private boolean readParameterArrayQualifiers() {
        while (cursor.peek().is("static") || CType.Qualifier.of(cursor.peek().text()) != null) {
            cursor.next();
        }
        if (cursor.at("*") && cursor.peek(1).is("]")) {
            cursor.next();
        }
        return cursor.accept("]");
    }
}
