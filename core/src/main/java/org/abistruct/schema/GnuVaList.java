package org.abistruct.schema;

import org.abistruct.abi.CAbi;
import org.abistruct.abi.VaList;
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
 * parameter of its type need none of that; a member of its type, by value, needs a file read for one C ABI, whose
 * {@link CAbi#vaList()} gives the layout ({@code packed} and {@code network}, x86-64 System V packed, have x86-64's);
 * one built without it refuses such a member.
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
        if (target.vaList().isEmpty()) {
            return new TypeExpr(NAME, new TypeExpr.NotAnObject("'" + NAME + "' of the C ABI '" + target.id()
                    + "' is not known (build the ABI with CAbi.Builder.vaList(...) to have it); it cannot be a member"),
                    ctype, at);
        }
        return TypeExpr.of(NAME, layout(target.vaList().get(), at), ctype, at);
    }

    /** The layout clang gives {@code va_list} in the form {@code form}. */
    private static DataType layout(VaList form, Position at) {
        return switch (form) {
            // clang declares __va_list_tag outside any #pragma pack: 8-aligned under the packed ABIs too, where a
            // member of its type is still 1-aligned (the ABI's pack caps it)
            case X86_64_SYSV -> ArrayType.of(struct("__va_list_tag", at,
                    Member.of("gp_offset", Scalar.UINT32), Member.of("fp_offset", Scalar.UINT32),
                    Member.of("overflow_arg_area", new PointerType("void")),
                    Member.of("reg_save_area", new PointerType("void"))).withAlignAs(8), 1);
            case AARCH64 -> struct("__va_list", at, Member.of("__stack", new PointerType("void")),
                    Member.of("__gr_top", new PointerType("void")), Member.of("__vr_top", new PointerType("void")),
                    Member.of("__gr_offs", Scalar.INT32), Member.of("__vr_offs", Scalar.INT32));
            case S390X -> ArrayType.of(struct("__va_list_tag", at, Member.of("__gpr", Scalar.INT64),
                    Member.of("__fpr", Scalar.INT64), Member.of("__overflow_arg_area", new PointerType("void")),
                    Member.of("__reg_save_area", new PointerType("void"))), 1);
            case ARM -> struct("__va_list", at, Member.of("__ap", new PointerType("void")));
            case CHAR_POINTER -> new PointerType("char");
            case VOID_POINTER -> new PointerType("void");
        };
    }

    private static StructType struct(String name, Position at, Member... members) {
        return StructType.struct(name, members).withPosition(at);
    }
}
