package org.abistruct.schema;

import org.abistruct.abi.CAbi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.Position;

/**
 * GCC's and clang's built-in {@code __builtin_va_list}, which {@code <stdarg.h>} and {@code <stdio.h>} typedef and use
 * in prototypes. Its layout is each target's, as clang gives it: on x86-64 System V an array of one 24-byte struct
 * ({@code __va_list_tag}), on AArch64 Linux a 32-byte struct, on IBM Z an array of one 32-byte struct, on 32-bit Arm a
 * struct of one pointer, and elsewhere ({@code i386}, Windows, Apple, RISC-V, POWER) a pointer. A typedef of it and a
 * parameter of its type need none of that; a member of its type, by value, needs a file read for one C ABI. The
 * {@code packed} and {@code network} ABIs, x86-64 System V packed, have x86-64's; an ABI built with another id is
 * refused there, its {@code va_list} unknown.
 */
final class GnuVaList {
    static final String NAME = "__builtin_va_list";

    private GnuVaList() {
    }

    /** The type {@code __builtin_va_list} stands for, written at {@code at}, in a file read for {@code target}. */
    static TypeExpr type(Position at, CAbi target) {
        CType ctype = new CType.Basic(NAME);
        if (target == null) {
            return new TypeExpr(NAME, new TypeExpr.NotAnObject("'" + NAME + "' is laid out as each target's va_list"
                    + " (24 bytes on x86-64 Linux, 32 on AArch64 Linux, a pointer on Windows), and a schema is laid"
                    + " out under every ABI; read the file for one C ABI to have a member of its type"), ctype, at);
        }
        DataType type = layout(BuiltInBase.idOf(target), at);
        if (type == null) {
            return new TypeExpr(NAME, new TypeExpr.NotAnObject("'" + NAME + "' of the C ABI '" + target.id()
                    + "' is not known (only the built-in C ABIs' are, and those derived from them with a pack or"
                    + " byte order); it cannot be a member"), ctype, at);
        }
        return TypeExpr.of(NAME, type, ctype, at);
    }

    /** The layout clang gives {@code va_list} on the built-in ABI {@code id}; else null. */
    private static DataType layout(String id, Position at) {
        DataType pointer = new PointerType("char");
        return switch (id) {
            // clang declares __va_list_tag outside any #pragma pack: 8-aligned under the packed ABIs too, where a
            // member of its type is still 1-aligned (the ABI's pack caps it)
            case "x86_64-sysv", "packed", "network" -> ArrayType.of(struct("__va_list_tag", at,
                    Member.of("gp_offset", Scalar.UINT32), Member.of("fp_offset", Scalar.UINT32),
                    Member.of("overflow_arg_area", new PointerType("void")),
                    Member.of("reg_save_area", new PointerType("void"))).withAlignAs(8), 1);
            case "aarch64" -> struct("__va_list", at, Member.of("__stack", new PointerType("void")),
                    Member.of("__gr_top", new PointerType("void")), Member.of("__vr_top", new PointerType("void")),
                    Member.of("__gr_offs", Scalar.INT32), Member.of("__vr_offs", Scalar.INT32));
            case "s390x" -> ArrayType.of(struct("__va_list_tag", at, Member.of("__gpr", Scalar.INT64),
                    Member.of("__fpr", Scalar.INT64), Member.of("__overflow_arg_area", new PointerType("void")),
                    Member.of("__reg_save_area", new PointerType("void"))), 1);
            case "arm32" -> struct("__va_list", at, Member.of("__ap", new PointerType("void")));
            case "x86_64-msvc", "aarch64-msvc", "aarch64-apple", "i386-sysv", "i386-msvc", "ppc64le" -> pointer;
            case "riscv64" -> new PointerType("void");
            default -> null;
        };
    }

    private static StructType struct(String name, Position at, Member... members) {
        return StructType.struct(name, members).withPosition(at);
    }
}
