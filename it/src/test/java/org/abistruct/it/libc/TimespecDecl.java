package org.abistruct.it.libc;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** C: {@code struct timespec { time_t tv_sec; long tv_nsec; };} (time_t is a long on 64-bit Linux). */
@Struct(name = "Timespec")
public record TimespecDecl(@Type("long") long tv_sec, @Type("long") long tv_nsec) {
}
