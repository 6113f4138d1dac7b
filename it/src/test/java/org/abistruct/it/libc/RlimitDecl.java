package org.abistruct.it.libc;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** C: {@code struct rlimit { rlim_t rlim_cur; rlim_t rlim_max; };} (rlim_t is an unsigned long on 64-bit Linux). */
@Struct(name = "Rlimit")
public record RlimitDecl(@Type("unsigned long") long rlim_cur, @Type("unsigned long") long rlim_max) {
}
