package org.abistruct.schema;

import org.abistruct.abi.CAbi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * The C type of an expression {@code sizeof} measures without evaluating it (C11 6.5.3.4), worked out one operator at
 * a time as C's type rules give it: a member's declared type ({@code ((struct s *)0)->m}, {@code .m}, through members
 * of anonymous structs and unions), an array's element ({@code [i]}, {@code *}) and a GNU vector's component
 * ({@code [i]}), what a cast's pointer points to ({@code *(struct s *)0}). What C forbids ({@code ->} on what is no
 * pointer to a struct or union, {@code .} on what is no struct or union, a member that is not there, a subscript of
 * what is no array, pointer or vector, {@code sizeof} of a bitfield or of a flexible array member) is refused where
 * clang refuses it
 * ({@link ParseContext#forbidden(Token, String)}). The target of a pointer the schema keeps by name only (a pointer
 * member's, a typedef's, {@code void *}) is not followed: an error of its own, which a static assertion keeps
 * unchecked.
 */
final class SizeofOperand {
    private final ParseContext ctx;
    private final String what;
    /** The expression's type. */
    private final DataType type;
    /** What {@link #type}, a pointer a cast made, points to; null for any other type. */
    private final DataType pointee;
    /** The member the expression is, or null: whether it is a bitfield, and its type as declared. */
    private final Member member;
    /** Where clang reports an error about the whole operand: its {@code (} if parenthesised, else its member name. */
    private final Token at;

    private SizeofOperand(ParseContext ctx, String what, DataType type, DataType pointee, Member member, Token at) {
        this.ctx = ctx;
        this.what = what;
        this.type = type;
        this.pointee = pointee;
        this.member = member;
        this.at = at;
    }

    /** An expression of {@code type}, at {@code at}. */
    static SizeofOperand of(ParseContext ctx, String what, DataType type, Token at) {
        return new SizeofOperand(ctx, what, type, null, null, at);
    }

    /** The pointer {@code type} to {@code pointee} (null where the schema does not know it). */
    static SizeofOperand pointer(ParseContext ctx, String what, PointerType type, DataType pointee, Token at) {
        return new SizeofOperand(ctx, what, type, pointee, null, at);
    }

    /** The scalar of a literal's or enumerator's type. */
    static Scalar scalar(CInteger.Type type) {
        return switch (type) {
            case INT -> Scalar.INT32;
            case UNSIGNED_INT -> Scalar.UINT32;
            case LONG -> Scalar.LONG;
            case UNSIGNED_LONG -> Scalar.ULONG;
            case LONG_LONG -> Scalar.INT64;
            case UNSIGNED_LONG_LONG -> Scalar.UINT64;
        };
    }

    /** The same expression in parentheses, whose {@code (} is {@code open}. */
    SizeofOperand parenthesised(Token open) {
        return new SizeofOperand(ctx, what, type, pointee, member, open);
    }

    /** {@code .name} ({@code arrow} false) or {@code ->name}, whose operator is {@code op}. */
    SizeofOperand member(Token op, Token name, boolean arrow) {
        DataType base;
        if (arrow) {
            base = pointee != null ? pointee : type instanceof ArrayType a ? a.element() : null;
            if (base == null && type instanceof PointerType p) {
                throw ctx.error(op, what + ": sizeof of a member of what '" + p.typeName() + "' points to is not read:"
                        + " the schema keeps a pointer's target by name only; write sizeof of its type");
            }
            if (base == null) {
                throw ctx.forbidden(op, what + ": member reference type '" + spelled(type) + "' is not a pointer"
                        + (type instanceof StructType ? "; did you mean to use '.'?" : ""));
            }
        } else {
            base = type;
            if (pointee instanceof StructType) {
                throw ctx.forbidden(op, what + ": member reference type '" + type.typeName() + "' is a pointer; did"
                        + " you mean to use '->'?");
            }
        }
        if (!(base instanceof StructType struct)) {
            throw ctx.forbidden(op, what + ": member reference base type '" + spelled(base) + "' is not a structure"
                    + " or union");
        }
        // a name reaches the members of anonymous structs and unions too (C11 6.7.2.1p13)
        Member found = struct.namedMembers().stream().filter(m -> m.name().equals(name.text())).findFirst()
                .orElse(null);
        if (found == null) {
            throw ctx.forbidden(name, what + ": no member named '" + name.text() + "' in '" + struct.kind() + " "
                    + struct.name() + "'");
        }
        return new SizeofOperand(ctx, what, found.type(), null, found, name);
    }

    /** {@code [i]}, whose {@code [} is {@code open}: a GNU vector's component too, as clang and GCC subscript one. */
    SizeofOperand index(Token open) {
        DataType element = type instanceof VectorType v ? v.component()
                : target(open, "subscripted value is not an array, pointer, or vector");
        return new SizeofOperand(ctx, what, element, null, null, open);
    }

    /** {@code *}, the operator {@code star} before this expression. */
    SizeofOperand deref(Token star) {
        return new SizeofOperand(ctx, what, target(star, "indirection requires pointer operand ('" + spelled(type)
                + "' invalid)"), null, null, star);
    }

    /** The size of the expression's type under {@code abi}, as {@code sizeof} gives it. */
    long size(CAbi abi) {
        if (member != null && member.isBitfield()) {
            throw ctx.forbidden(at, what + ": invalid application of 'sizeof' to bit-field '" + member.name() + "'");
        }
        if (type instanceof ArrayType a && a.isRuntimeSized()) {
            // a flexible array member, the one runtime-sized array the operand can reach, spelled as declared
            throw ctx.forbidden(at, what + ": invalid application of 'sizeof' to an incomplete type '"
                    + (member != null ? member.typeName() : a.typeName()) + "[]'");
        }
        try {
            return TypeMeasure.of(abi, new TypeName(type, 0, false, type.typeName(), at)).size();
        } catch (TypeMeasure.Unmeasured e) {
            throw ctx.error(at, what + ": " + e.getMessage());
        }
    }

    /** The element of an array, or the target of a pointer a cast made, which {@code [i]} and {@code *} give. */
    private DataType target(Token op, String forbidden) {
        if (pointee != null) {
            return pointee;
        }
        if (type instanceof ArrayType a) {
            return a.element();
        }
        if (type instanceof PointerType p) {
            throw ctx.error(op, what + ": sizeof of what '" + p.typeName() + "' points to is not read: the schema"
                    + " keeps a pointer's target by name only; write sizeof of its type");
        }
        throw ctx.forbidden(op, what + ": " + forbidden);
    }

    /** {@code type} as C spells it in a message: a struct's or union's name after its keyword, as clang's are. */
    private static String spelled(DataType type) {
        return type instanceof StructType s ? s.kind() + " " + s.name() : type.typeName();
    }
}
