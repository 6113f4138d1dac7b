package org.abistruct.it.libc;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** C: {@code struct timeval { time_t tv_sec; suseconds_t tv_usec; };} (both a long on 64-bit Linux). */
@Struct(name = "Timeval")
public record TimevalDecl(@Type("long") long tv_sec, @Type("long") long tv_usec) {
}
