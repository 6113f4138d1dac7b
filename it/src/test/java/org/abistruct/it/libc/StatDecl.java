package org.abistruct.it.libc;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/** C: glibc's {@code struct stat} on x86-64 Linux ({@code bits/struct_stat.h}), the time stamps as timespecs. */
@Struct(name = "Stat")
public record StatDecl(@Type("unsigned long") long st_dev, @Type("unsigned long") long st_ino,
        @Type("unsigned long") long st_nlink, @Type("unsigned int") int st_mode, @Type("unsigned int") int st_uid,
        @Type("unsigned int") int st_gid, int pad0, @Type("unsigned long") long st_rdev, @Type("long") long st_size,
        @Type("long") long st_blksize, @Type("long") long st_blocks, TimespecDecl st_atim, TimespecDecl st_mtim,
        TimespecDecl st_ctim, @Type("long") @Length(3) long[] reserved) {
}
