package org.abistruct.abi;

import java.lang.foreign.GroupLayout;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Objects;
import org.abistruct.layout.ForeignLayouts;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;

/**
 * An application binary interface: the rules that turn a {@link StructType} into a {@link StructLayout}.
 *
 * <p>The built-in ABIs are found by id with {@link #of(String)}. New ABIs are derived from existing ones
 * ({@link CAbi#withPack(int)}, {@link CAbi#withByteOrder(ByteOrder)}, {@link CAbi#builder()}) or written
 * from scratch by implementing this interface. Implementations are immutable and thread-safe. Generated views refuse
 * one (an {@code IllegalArgumentException} when a struct is first bound under it) whose {@link #layout} of a struct is
 * {@code null} or another struct's (another name, other members), whose {@link #id()} is {@code null}, blank or begins
 * or ends with white space, whose
 * {@link #byteOrder()} is {@code null}, that gives {@code bool} a size other than 1 or 4 bytes or {@code long},
 * {@code size_t}, {@code intptr_t} or a pointer one other than 4 or 8, or whose layout lets a member's accessors reach
 * past the struct or past the member.
 */
public interface Abi {

    /** {@return the identifier used on the command line and in output, for example {@code x86_64-sysv}; never blank, and no white
     * space at its start or end} */
    String id();

    /** {@return the byte order of scalars stored under this ABI; never {@code null}} */
    ByteOrder byteOrder();

    /**
     * Lays out {@code type} and every struct it contains.
     *
     * @param type the struct to lay out
     * @return the offsets, sizes and alignments of {@code type}'s members and of the structs it contains
     * @throws LayoutException if the ABI cannot hold one of the members (the message names it)
     */
    StructLayout layout(StructType type);

    /**
     * The FFM layout of {@code type} under this ABI, for a {@link java.lang.foreign.FunctionDescriptor} that passes
     * or returns the struct by value through the {@link java.lang.foreign.Linker}: see
     * {@link org.abistruct.layout.ForeignLayouts}. Its size, alignment and member offsets equal
     * {@link #layout(StructType)}'s; its values take {@link #byteOrder()}. The Linker takes only the host C ABI's layout
     * of naturally aligned values: {@link ForeignLayouts#forLinker} checks that and names the member it refuses.
     *
     * @param type the struct to express as an FFM layout
     * @return a struct layout whose members, padding and nested structs mirror this ABI's layout of {@code type}
     * @throws IllegalArgumentException if the type has a member FFM cannot express (a bitfield, a runtime-sized
     *                                  array, a {@code long double} wider than 8 bytes), naming it
     * @throws LayoutException if this ABI cannot lay the type out
     */
    default GroupLayout memoryLayout(StructType type) {
        return ForeignLayouts.of(this, type);
    }

    /**
     * This ABI's layout with another byte order; the id gains {@code -be} or {@code -le}. This ABI for its own order.
     * {@link CAbi} returns a {@link CAbi}.
     *
     * @param order the byte order scalars take under the returned ABI
     * @return an ABI with this ABI's offsets and sizes whose scalars are stored in {@code order}
     * @throws NullPointerException if {@code order} is {@code null}
     */
    default Abi withByteOrder(ByteOrder order) {
        Objects.requireNonNull(order, "order");
        return order == byteOrder() ? this : new ByteOrderedAbi(this, order);
    }

    /**
     * The built-in ABI with the given id.
     *
     * @param id an ABI id as listed by {@link #ids()}, for example {@code x86_64-sysv} or {@code std140}
     * @return the built-in ABI named {@code id}
     * @throws IllegalArgumentException if there is none; the message lists the known ids
     * @throws NullPointerException     if {@code id} is {@code null}
     */
    static Abi of(String id) {
        return BuiltInAbis.byId(Objects.requireNonNull(id, "id"));
    }

    /** {@return the built-in ABIs, in the order of the documentation table} */
    static List<Abi> builtIns() {
        return BuiltInAbis.all();
    }

    /** {@return every id {@link #of} accepts, in the order of the documentation table ({@code native} included)} */
    static List<String> ids() {
        return BuiltInAbis.ids();
    }

    /** {@return the C ABI of the machine this JVM runs on} */
    static CAbi nativeAbi() {
        return BuiltInAbis.nativeAbi();
    }
}
