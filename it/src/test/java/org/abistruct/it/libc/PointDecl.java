package org.abistruct.it.libc;

import org.abistruct.annotation.Struct;

/** C: {@code struct Point { short x, y; };}, nested in {@link EntryDecl}. */
@Struct(name = "Point")
public record PointDecl(short x, short y) {
}
