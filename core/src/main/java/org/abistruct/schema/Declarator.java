package org.abistruct.schema;

import java.util.List;
import org.abistruct.type.Member;

/**
 * One declarator of a declaration: the part after the type ({@code *next}, {@code m[4][4]},
 * {@code flags : 3}, {@code (*callback)(int)}).
 *
 * @param name            the declared name, or null for an unnamed bitfield
 * @param colon           the {@code :} of a bitfield, or null
 * @param dims            array dimensions, outermost first; {@link org.abistruct.type.ArrayType#RUNTIME_SIZED} for {@code []}
 * @param pointee         for a pointer, the spelling of what it points to; else null
 * @param pointerTypeName for a pointer, the pointer type's spelling ({@code float **}); else null
 * @param isFunction      whether it declares a function ({@code f(int)}), not an object
 * @param bitWidth        the bitfield width, or {@link Member#NOT_A_BITFIELD}
 * @param attributes      attributes written after the name
 * @param shape           the declared name's type as C sees it, with {@link CType#SPECIFIED} for the declaration's
 *                        specifiers ({@code * const} around it for {@code *const p})
 */
record Declarator(Token name, Token colon, List<Long> dims, String pointee, String pointerTypeName,
        boolean isFunction, int bitWidth, Attributes attributes, CType shape) {

    Declarator {
        dims = List.copyOf(dims);
    }

    boolean isPointer() {
        return pointee != null;
    }

    /** The name for messages: {@code 'x'}, or {@code unnamed bitfield}. */
    String describe() {
        return name == null ? "unnamed bitfield" : "'" + name.text() + "'";
    }
}
