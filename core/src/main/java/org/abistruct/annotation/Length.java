package org.abistruct.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a member a fixed array: {@code @Length(4) int[] flags} is {@code int flags[4]}, and
 * {@code @Length({2, 3}) float[][] grid} is {@code float grid[2][3]} (outermost first). For a vector or
 * matrix member ({@link Type}) the Java array dimension that holds the components is not counted. No length may pass
 * 2147483639, the most elements a Java array holds (the record's arrays could not hold the member), nor, for an array
 * of scalars, the lengths' product (its bulk copies take every element in one Java array): the processor reports
 * either as an error.
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Length {
    /** {@return the C array's lengths, outermost first; a vector's or matrix's own Java array dimension has none} */
    int[] value();
}
