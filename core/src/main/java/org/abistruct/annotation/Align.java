package org.abistruct.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** An explicit minimum alignment in bytes ({@code alignas(N)}), on a member or on a whole struct. */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.TYPE})
public @interface Align {
    /** {@return the alignment in bytes, a power of two} */
    long value();
}
