package org.abistruct.it.libc;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** C: glibc's {@code struct tm}, with its two extensions {@code tm_gmtoff} and {@code tm_zone}. */
@Struct(name = "Tm")
public record TmDecl(int tm_sec, int tm_min, int tm_hour, int tm_mday, int tm_mon, int tm_year, int tm_wday,
        int tm_yday, int tm_isdst, @Type("long") long tm_gmtoff, @Type("const char *") long tm_zone) {
}
