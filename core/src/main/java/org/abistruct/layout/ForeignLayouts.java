package org.abistruct.layout;

import java.lang.foreign.GroupLayout;
import org.abistruct.abi.Abi;
import org.abistruct.type.StructType;

/**
 * The {@link java.lang.foreign.MemoryLayout} of a struct or union laid out by AbiStruct, for a
 * {@link java.lang.foreign.FunctionDescriptor} that passes or returns it by value through the FFM
 * {@link java.lang.foreign.Linker}.
 *
 * <p>A struct gives a {@link java.lang.foreign.StructLayout}, a union a {@link java.lang.foreign.UnionLayout}, with
 * the members' names and an explicit padding layout for every gap and the tail, so that the size, the alignment and
 * every named member's offset equal AbiStruct's. Arrays, vectors and matrices are sequence layouts whose elements
 * are padded to the ABI's stride (a std140 {@code mat3} column is three floats and four bytes of padding); where the
 * ABI packs the next member into an array's last stride, the last element is left unpadded after a sequence of the
 * others. Values take the ABI's byte order and their natural alignment, lowered where a packed layout puts them
 * lower, a struct nested in a packed one included (under {@code #pragma pack(4)} a nested struct's double may sit
 * at a 4-aligned offset, and its FFM layout is 4-aligned there though 8-aligned alone); an over-aligned member
 * ({@code alignas}) keeps its value's natural alignment, as the Linker wants, and its alignment shows in the padding
 * before it and in the alignment of the struct that holds it.
 *
 * <p>The FFM Linker passes a struct as this machine's C compiler lays it out, and takes only values in the host's
 * byte order at their natural alignment: {@link #forLinker} checks that the layout is the host C ABI's
 * ({@link Abi#nativeAbi()}), and names the member the Linker would refuse, where the Linker's own error names only
 * a layout. It also refuses a {@code float16}, which the Linker would take as a short and pass in the wrong
 * registers.
 *
 * <p>What FFM cannot express is refused with an {@link IllegalArgumentException} naming the struct and member:
 * bitfields (several share one storage unit, and FFM layouts cannot overlap nor address bits), a runtime-sized
 * last member, a {@code long double} wider than 8 bytes (FFM has no value layout for x87 or quad floats) and an
 * {@code __int128}; the message says to pass such a struct by pointer, or to give the runtime-sized array a length.
 */
public final class ForeignLayouts {

    private ForeignLayouts() {
    }

    /**
     * The FFM layout of {@code type} under {@code abi}: {@code abi.layout(type)} in {@code abi}'s byte order.
     *
     * @param abi  the ABI to lay the struct out under
     * @param type the struct
     * @return a struct (or union) layout with the same size, alignment and member offsets, padding made explicit
     * @throws IllegalArgumentException if the type has a member FFM cannot express (see the class comment)
     * @throws LayoutException if the ABI cannot lay the type out
     */
    public static GroupLayout of(Abi abi, StructType type) {
        return of(abi, abi.layout(type));
    }

    /**
     * The FFM layout of {@code layout}, which {@code abi} produced: the ABI gives the byte order and the sizes of
     * the scalars in arrays and vectors, which the layout itself does not record.
     *
     * @param abi    the ABI that produced {@code layout}
     * @param layout the struct's layout
     * @return a struct (or union) layout with the same size, alignment and member offsets, padding made explicit
     * @throws IllegalArgumentException if the layout has a member FFM cannot express (see the class comment)
     */
    public static GroupLayout of(Abi abi, StructLayout layout) {
        return new ForeignLayoutBuilder(abi).group(layout, Long.MAX_VALUE, layout.byteSize());
    }

    /**
     * {@link #of(Abi, StructType)}, checked for what the FFM {@link java.lang.foreign.Linker} accepts in a
     * {@link java.lang.foreign.FunctionDescriptor}: {@code abi} lays structs out as the host's C ABI does
     * ({@link Abi#nativeAbi()}, or any {@link org.abistruct.abi.CAbi} that {@link org.abistruct.abi.CAbi#laysOutAs
     * lays out as} it, whatever its id), every value in the host's byte order and at its natural
     * alignment (so not a member that {@code packed} or {@code #pragma pack} places lower), and no {@code float16}
     * (FFM has no half float, and the Linker would pass it in integer registers where C uses floating-point ones),
     * nor a struct without values (an empty one).
     *
     * <p>It cannot check the size the Linker takes, which depends on the whole descriptor: on x86-64 System V the
     * arguments may take 252 JVM parameter slots, a struct argument one per started 4 bytes of its size, so one
     * struct argument has at most 1008 bytes, and a larger one is the Linker's "bad parameter count" (a struct
     * returned by value has no such limit). docs/runtime.md counts the slots.
     *
     * @param abi  the ABI to lay the struct out under: the host's C ABI, or a {@code CAbi} that lays structs out as
     *             it does
     * @param type the struct to pass or return by value
     * @return the layout of {@link #of(Abi, StructType)}, for a {@link java.lang.foreign.FunctionDescriptor}
     * @throws IllegalArgumentException naming the struct and member the Linker would refuse, or a member FFM
     *                                  cannot express; naming both ABIs if {@code abi} is not the host's, which
     *                                  is checked first
     * @throws LayoutException if the host's ABI cannot lay the type out
     */
    public static GroupLayout forLinker(Abi abi, StructType type) {
        String struct = type.kind() + " " + type.name() + " under " + abi.id();
        // first: under another ABI, what it cannot lay out or FFM cannot express is beside the point
        LinkerChecks.checkHostAbi(abi, Abi.nativeAbi(), struct);
        GroupLayout layout = of(abi, type);
        LinkerChecks.checkNoHalfFloats(type, struct, "");
        LinkerChecks.check(layout, struct, type.name());
        return layout;
    }

}
