package org.abistruct.runtime;

import java.util.Objects;
import org.abistruct.abi.Abi;
import org.abistruct.type.Member;

/**
 * A member of C {@code long}s, {@code size_t}s, {@code intptr_t}s or pointers (one, an array of them, or a vector of
 * them), whose size the ABI decides, under one ABI: what {@link Access#putSized} and {@link Checks#allFit} need beside
 * the size to store a value or refuse it. Each generated {@code Layout} holds one per such member.
 * <p>
 * One argument in place of three keeps the setters small (see {@link Access}), and lets the refusal name the member
 * and the ABI ({@code size: value 4294967296 does not fit in 4 bytes under i386-sysv}), which it builds only when it
 * throws. A record, so that the JIT takes {@link #signed} and {@link #swap} for constants where the instance is one (a
 * direct class's {@code static final}).
 *
 * @param member the member as declared ({@code size_t sizes[2][2]}), for its name and array lengths
 * @param abi    the ABI the member is laid out under
 * @param signed whether a value is sign-extended ({@code long}, {@code intptr_t}) rather than zero-extended
 * @param swap   whether the ABI's byte order is not the machine's
 */
public record AbiSizedMember(Member member, Abi abi, boolean signed, boolean swap) {
    /**
     * Checks the references.
     *
     * @throws NullPointerException if {@code member} or {@code abi} is {@code null}
     */
    public AbiSizedMember {
        Objects.requireNonNull(member, "member");
        Objects.requireNonNull(abi, "abi");
    }
}
