package org.abistruct.processor;

import java.util.ArrayList;
import java.util.List;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;

/**
 * One member as the generator sees it: the type-model member plus the Java types its accessors use.
 *
 * @param member     the member
 * @param javaType   the Java primitive holding one scalar or one vector/matrix component ({@code float},
 *                   {@code char}, ...), or {@code null} for a nested struct
 * @param nested     the nested struct's model (for a struct member or an array of structs), else {@code null}
 * @param layoutName the name of the member's offset field in the generated {@code Layout} class
 */
record MemberModel(Member member, String javaType, StructModel nested, String layoutName) {

    String name() {
        return member.name();
    }

    /** The array dimensions, outermost first; empty when the member is not an array. */
    List<Long> dims() {
        var dims = new ArrayList<Long>();
        DataType t = member.type();
        while (t instanceof ArrayType a) {
            dims.add(a.length());
            t = a.element();
        }
        return dims;
    }

    /** The type below every array dimension: a scalar, pointer, vector, matrix or struct. */
    DataType leaf() {
        DataType t = member.type();
        while (t instanceof ArrayType a) {
            t = a.element();
        }
        return t;
    }

    boolean isArray() {
        return member.type() instanceof ArrayType;
    }

    /** {@code radius} becomes {@code RADIUS}, {@code lightCount} {@code LIGHT_COUNT}. */
    String constantName() {
        return Names.constant(name());
    }
}
