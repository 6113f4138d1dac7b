package org.abistruct.abi;

/**
 * How a C target lays out GCC's and clang's {@code __builtin_va_list}, which {@code <stdarg.h>}'s {@code va_list} is:
 * a member of that type by value takes this layout ({@link CAbi#vaList()}). Each form is the one clang gives its
 * targets.
 */
public enum VaList {
    /** A {@code char *}: i386 (System V and Windows), x86-64 and AArch64 Windows, Apple arm64, POWER. */
    CHAR_POINTER,
    /** A {@code void *}: RISC-V. */
    VOID_POINTER,
    /**
     * The x86-64 System V ABI's (§3.5.7): an array of one 24-byte, 8-aligned struct {@code __va_list_tag}
     * ({@code unsigned gp_offset, fp_offset; void *overflow_arg_area, *reg_save_area;}), which keeps its alignment
     * under {@code #pragma pack}, as clang declares it outside any pack.
     */
    X86_64_SYSV,
    /**
     * AAPCS64's (§10.1.5, Linux): a 32-byte struct {@code __va_list}
     * ({@code void *__stack, *__gr_top, *__vr_top; int __gr_offs, __vr_offs;}).
     */
    AARCH64,
    /**
     * The s390x ELF ABI's: an array of one 32-byte struct {@code __va_list_tag}
     * ({@code long __gpr, __fpr; void *__overflow_arg_area, *__reg_save_area;}).
     */
    S390X,
    /** AAPCS's (32-bit Arm): a struct {@code __va_list} of one pointer, {@code void *__ap}. */
    ARM
}
