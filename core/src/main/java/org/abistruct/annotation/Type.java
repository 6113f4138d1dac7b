package org.abistruct.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The member's type in the schema language (C, GLSL or OpenCL spelling), where the Java type does not say
 * it: {@code @Type("vec3") float[] position}, {@code @Type("mat3") float[] basis},
 * {@code @Type("unsigned int") int count}, {@code @Type("size_t") long length}, {@code @Type("void *") long
 * data}, {@code @Type("float16_t") float h}. For an array member it is the element type. The Java type
 * must fit it: vectors and matrices are arrays of their component type, an unsigned integer is the signed Java type
 * of its size ({@code @Type("uint32_t") int}, which gains a widening {@code long} accessor; a {@code uint16_t} may also
 * be a {@code char}, which needs none), and an integer whose size
 * the ABI decides ({@code long}, {@code size_t}, {@code intptr_t}, a pointer) is a {@code long}.
 * <p>
 * The value is exactly one type: no declarator, bit-field width or array brackets ({@link Length} gives
 * the dimensions) and no alignment specifier ({@link Align} gives it).
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Type {
    /** {@return the type's spelling in C, GLSL or OpenCL ({@code vec3}, {@code unsigned int}, {@code size_t})} */
    String value();
}
