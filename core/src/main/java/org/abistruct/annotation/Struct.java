package org.abistruct.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a native struct. Put it on a record whose components are the members, in order; the
 * annotation processor ({@code abistruct-processor}) generates the accessor class next to it at compile
 * time:
 * <pre>{@code
 * @Struct(name = "Light", abi = "std140")
 * record LightDecl(@Type("vec3") float[] position, float radius, @Length(4) int[] flags, MaterialDecl material) {}
 * }</pre>
 * Component types: Java primitives ({@code byte short int long float double boolean}, and {@code char} as an
 * unsigned 16-bit integer), another {@code @Struct} record (a nested struct), and arrays of those with
 * {@link Length}; {@link Type} gives the schema-language type where the Java type alone does not say it
 * ({@code vec3}, {@code mat4}, {@code unsigned int}, {@code size_t}, {@code void *}, {@code float16_t}).
 * Nothing is read at run time: the declaration is compiled into the generated class.
 *
 * <p>Put the processor on the compiler's processor path, with {@code abistruct-core} beside it (Maven's
 * {@code annotationProcessorPaths}, {@code javac -processorpath abistruct-processor.jar:abistruct-core.jar}): since
 * JDK 23 javac runs a processor it finds only on the class path just when told to ({@code -proc:full} or
 * {@code -processor}), and otherwise the first use of the generated class is {@code cannot find symbol}.
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Struct {
    /** {@return the generated class's simple name; by default the record's name without a trailing {@code Decl}} */
    String name() default "";

    /** {@return the id of the ABI used when none is given ({@code Light.malloc()}); empty means {@code native}} */
    String abi() default "";
}
