package org.abistruct.schema;

import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;

/**
 * The byte offset {@code offsetof(type, designator)} gives under one C ABI, worked out one designator part at a time
 * ({@code a}, {@code .b}, {@code [2]}) from the type's layout there, as clang computes it: a member of an anonymous
 * struct or union is reached by its name, an index may lie outside the array (clang and GCC take
 * {@code arr[5]} of an {@code int arr[3]}), and a bitfield is refused, as clang refuses it ("cannot compute offset of
 * bit-field"). The errors point where clang's do, and are for what C forbids
 * ({@link ParseContext#forbidden(Token, String)}): a static assertion that makes one is refused, not kept unchecked.
 */
final class OffsetOf {
    private final ParseContext ctx;
    private final String what;
    /** The offsetof token, where clang reports a member that is not there. */
    private final Token at;
    private StructLayout struct;
    private String structName;
    /** The member the designator has reached, or null before its first part. */
    private MemberLayout member;
    /** How many of {@link #member}'s array dimensions the designator has indexed. */
    private int indexed;
    private long bytes;

    OffsetOf(ParseContext ctx, String what, TypeName type, Token at) {
        this.ctx = ctx;
        this.what = what;
        this.at = at;
        if (!(type.type() instanceof StructType s)) {
            throw ctx.forbidden(at, what + ": offsetof requires a struct or union type, not '"
                    + type.type().typeName() + "'");
        }
        this.struct = ctx.target.layout(s);
        this.structName = s.kind() + " " + s.name();
    }

    /** The part {@code name} or {@code .name}. */
    void member(Token name) {
        if (member != null) {
            if (indexed < member.arrayDims().size() || member.nested() == null) {
                throw ctx.forbidden(name, what + ": offsetof requires a struct or union before '." + name.text()
                        + "', and '" + member.name() + "' is " + typeOf(member));
            }
            struct = member.nested();
            structName = struct.kind() + " " + struct.name();
        }
        MemberLayout found = struct.member(name.text()).orElseThrow(() -> ctx.forbidden(member == null ? at : name,
                what + ": no member named '" + name.text() + "' in " + structName));
        if (found.isBitfield()) {
            throw ctx.forbidden(name, what + ": cannot compute offset of bit-field '" + name.text() + "'");
        }
        member = found;
        indexed = 0;
        bytes += found.byteOffset();
    }

    /** The part {@code [index]}, whose {@code ]} is {@code close}. */
    void index(Token close, long index) {
        List<Long> strides = member.arrayStrides();
        if (indexed >= strides.size()) {
            throw ctx.forbidden(close, what + ": offsetof requires an array to index, and '" + member.name() + "'"
                    + (indexed == 0 ? "" : " indexed " + indexed + " times") + " is " + typeOf(member));
        }
        try {
            bytes = Math.addExact(bytes, Math.multiplyExact(index, strides.get(indexed)));
        } catch (ArithmeticException tooLarge) {
            throw ctx.error(close, what + ": the offset of this index does not fit in 64 bits");
        }
        indexed++;
    }

    /** The offset of the designated member. */
    long bytes() {
        return bytes;
    }

    private String typeOf(MemberLayout m) {
        return indexed < m.arrayDims().size() ? "an array" : m.nested() != null ? "a " + m.nested().kind()
                : "'" + m.typeName() + "'";
    }
}
