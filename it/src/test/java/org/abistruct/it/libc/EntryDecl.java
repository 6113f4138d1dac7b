package org.abistruct.it.libc;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * C: {@code struct Entry { char tag; short count; double weight; float span[2]; struct Point at;
 * const char *name; struct Entry *next; };}, a struct of mixed members that C hands out by pointer and by value.
 */
@Struct(name = "Entry")
public record EntryDecl(@Type("char") byte tag, short count, double weight, @Length(2) float[] span, PointDecl at,
        @Type("const char *") long name, @Type("struct Entry *") long next) {
}
