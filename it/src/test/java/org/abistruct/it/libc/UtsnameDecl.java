package org.abistruct.it.libc;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** C: glibc's {@code struct utsname}: six NUL-terminated strings of 65 chars each. */
@Struct(name = "Utsname")
public record UtsnameDecl(@Type("char") @Length(65) byte[] sysname, @Type("char") @Length(65) byte[] nodename,
        @Type("char") @Length(65) byte[] release, @Type("char") @Length(65) byte[] version,
        @Type("char") @Length(65) byte[] machine, @Type("char") @Length(65) byte[] domainname) {
}
