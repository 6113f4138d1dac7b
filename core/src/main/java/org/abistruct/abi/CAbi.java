package org.abistruct.abi;

import java.nio.ByteOrder;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.abistruct.layout.LayoutException;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * A C ABI, parameterised by its data model: the size of {@code long} and of pointers, the size and
 * alignment of {@code long double}, the alignment of 8-byte scalars inside structs, the bitfield rule, a
 * default {@code #pragma pack} and the byte order. Every built-in C ABI is one of these; derive a new one
 * with {@link #withPack(int)}, {@link #withByteOrder(ByteOrder)} or {@link #builder()}.
 *
 * <p>Rules (x86-64 psABI §3.1.2, AAPCS64 §5, i386 SysV ABI, MSVC "x64 type and struct layout"): every
 * scalar is aligned to its size, except that 8-byte scalars align to {@code int64Alignment} inside structs
 * (4 on i386 System V), and that {@code __int128} exists only with 8-byte pointers, as in clang and GCC, aligned to
 * {@code int128Alignment} (8 on IBM Z, as GCC gives it); a vector is an array of its components and a matrix an array of its columns (rows
 * when row-major); a struct is aligned to its most-aligned member and padded to that alignment; under
 * {@code #pragma pack(n)} no member is aligned to more than {@code n}. The Microsoft ABIs differ in three
 * ways that clang's Microsoft record layout also follows: a pack wider than a pointer is ignored,
 * {@code __attribute__((packed))} means pack(1), and explicit alignment survives the pack.
 *
 * <p>A C ABI also holds facts of its target that a C file read for it ({@code SchemaParser}) needs only for some
 * constructs: the layout of {@code __builtin_va_list} ({@link #vaList()}), the alignment
 * {@code __attribute__((aligned))} gives without a value ({@link #alignedDefault()}), the alignment of
 * {@code vector_size} vectors ({@link #vectorAlignment()}), the signedness of plain {@code char}
 * ({@link #charSigned()}) and the C types of {@code int64_t} and {@code size_t} ({@link #stdintTypes()}). Every
 * built-in C ABI has them, and an ABI derived from one ({@link #withPack}, {@link #withByteOrder},
 * {@link #toBuilder()}) keeps them, as does one built with a built-in ABI's id; one from {@link #builder()} has them
 * only where its builder is given them, and a file that needs one it lacks is refused, naming the builder method.
 */
public final class CAbi extends AbstractAbi {
    private final int longSize;
    private final int pointerSize;
    private final int longDoubleSize;
    private final int longDoubleAlignment;
    private final int int64Alignment;
    private final int int128Alignment;
    private final BitfieldRule bitfieldRule;
    private final int pack;
    /** Null where not known. */
    private final VaList vaList;
    /** 0 where not known. */
    private final int alignedDefault;
    /** Null where not known. */
    private final VectorAlignment vectorAlignment;
    /** Null where not known. */
    private final Boolean charSigned;
    /** Null where not known. */
    private final StdintTypes stdintTypes;
    /** Computed once: a cache look-up with an ABI made again hashes it, and should not allocate. */
    private final int hash;

    private CAbi(Builder b) {
        super(b.id, b.byteOrder);
        this.longSize = requireSize(b.id, "longSize", b.longSize, 4, 8);
        this.pointerSize = requireSize(b.id, "pointerSize", b.pointerSize, 4, 8);
        this.longDoubleSize = b.longDoubleSize;
        this.longDoubleAlignment = b.longDoubleAlignment;
        this.int64Alignment = b.int64Alignment;
        this.int128Alignment = b.int128Alignment;
        this.bitfieldRule = b.bitfieldRule;
        this.pack = b.pack;
        this.vaList = b.vaList;
        this.alignedDefault = b.alignedDefault;
        this.vectorAlignment = b.vectorAlignment;
        this.charSigned = b.charSigned;
        this.stdintTypes = b.stdintTypes == null || b.stdintTypes.fits(b.longSize, b.pointerSize) ? b.stdintTypes
                : refuseOrDrop(b);
        if (alignedDefault < 0 || Integer.bitCount(alignedDefault) > 1) {
            throw new IllegalArgumentException("id=" + b.id + ": alignedDefault=" + alignedDefault
                    + " is not a power of two");
        }
        if (longDoubleSize < 8) {
            throw new IllegalArgumentException("id=" + b.id + ": longDouble size=" + longDoubleSize + " is less than 8,"
                    + " a double's; give long double's size and alignment in structs on the target, such as"
                    + " longDouble(16, 16) on x86-64 or longDouble(8, 8) where it is a double");
        }
        requireAlignment(b.id, "longDouble alignment", longDoubleAlignment, "16 or 4");
        requireAlignment(b.id, "int64Alignment", int64Alignment, "8 or 4");
        requireAlignment(b.id, "int128Alignment", int128Alignment, "16 or 8");
        if (pack < 0 || Integer.bitCount(pack) > 1) {
            throw new IllegalArgumentException("id=" + b.id + ": pack=" + pack + " is not a power of two");
        }
        if (bitfieldRule == null) {
            throw new IllegalArgumentException("id=" + b.id + ": bitfieldRule is null");
        }
        this.hash = Objects.hash(id(), byteOrder(), longSize, pointerSize, longDoubleSize, longDoubleAlignment,
                int64Alignment, int128Alignment, bitfieldRule, pack, vaList, alignedDefault, vectorAlignment,
                charSigned, stdintTypes);
    }

    /**
     * Stdint types that do not fit the data model: refused where the builder was given them, and not known where they
     * were copied from an ABI of other sizes ({@code CAbi.of("x86_64-sysv").toBuilder().id("x32").longSize(4)}).
     */
    private static StdintTypes refuseOrDrop(Builder b) {
        StdintTypes t = b.stdintTypes;
        if (b.stdintTypesGiven) {
            throw new IllegalArgumentException("id=" + b.id + ": stdintTypes=" + t + " (int64_t " + t.int64Type()
                    + ", intptr_t " + t.pointerSizedType() + ") does not fit longSize=" + b.longSize
                    + " and pointerSize=" + b.pointerSize + ": int64_t needs 8 bytes and intptr_t " + b.pointerSize);
        }
        return null;
    }

    private static int requireSize(String id, String what, int value, int... allowed) {
        for (int a : allowed) {
            if (a == value) {
                return value;
            }
        }
        throw new IllegalArgumentException("id=" + id + ": " + what + "=" + value + " is not 4 or 8");
    }

    /** Refuses an alignment that is no power of two, naming the setting and the usual values, {@code examples}. */
    private static void requireAlignment(String id, String what, int value, String examples) {
        if (Integer.bitCount(value) != 1 || value < 0) {
            throw new IllegalArgumentException("id=" + id + ": " + what + "=" + value + " is not a power of two; give it"
                    + " in bytes, such as " + examples);
        }
    }

    /**
     * The built-in C ABI with the given id, to derive from: {@code x86_64-sysv}, {@code x86_64-msvc},
     * {@code aarch64}, {@code aarch64-apple}, {@code aarch64-msvc}, {@code riscv64}, {@code ppc64le},
     * {@code s390x}, {@code arm32}, {@code i386-sysv}, {@code i386-msvc}, {@code native}, {@code packed} or
     * {@code network}.
     *
     * @param id the id of a built-in C ABI
     * @return the built-in C ABI named {@code id}
     * @throws IllegalArgumentException if there is none, or the ABI with that id is not a C ABI
     * @throws NullPointerException     if {@code id} is {@code null}
     */
    public static CAbi of(String id) {
        if (Abi.of(id) instanceof CAbi c) {
            return c;
        }
        throw new IllegalArgumentException("ABI '" + id + "' is not a C ABI");
    }

    /** {@return a builder starting from the x86-64 System V data model} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a builder holding this ABI's settings, to derive a variant} */
    public Builder toBuilder() {
        var b = new Builder();
        b.id = id();
        b.byteOrder = byteOrder();
        b.longSize = longSize;
        b.pointerSize = pointerSize;
        b.longDoubleSize = longDoubleSize;
        b.longDoubleAlignment = longDoubleAlignment;
        b.int64Alignment = int64Alignment;
        b.int128Alignment = int128Alignment;
        b.bitfieldRule = bitfieldRule;
        b.pack = pack;
        b.vaList = vaList;
        b.alignedDefault = alignedDefault;
        b.vectorAlignment = vectorAlignment;
        b.charSigned = charSigned;
        b.stdintTypes = stdintTypes;
        return b;
    }

    /**
     * This ABI with {@code base}'s target facts where it has none of its own: one built with a built-in ABI's id
     * before C ABIs held them ({@code CAbi.builder().id("x86_64-sysv").build()}) is that ABI, equal to it.
     */
    private CAbi withFactsOf(CAbi base) {
        Builder b = toBuilder();
        b.vaList = vaList != null ? vaList : base.vaList;
        b.alignedDefault = alignedDefault != 0 ? alignedDefault : base.alignedDefault;
        b.vectorAlignment = vectorAlignment != null ? vectorAlignment : base.vectorAlignment;
        b.charSigned = charSigned != null ? charSigned : base.charSigned;
        b.stdintTypes = stdintTypes != null ? stdintTypes : base.stdintTypes;
        return new CAbi(b);
    }

    /**
     * This ABI with {@code #pragma pack(n)} in force for every struct that does not set its own ({@code 0} for
     * none); this ABI for its own pack. When the id ends in this ABI's own {@code -packN}, the new pack's suffix
     * takes its place ({@code withPack(2).withPack(4)} is {@code …-pack4}, and {@code withPack(2).withPack(0)} is
     * this ABI again, id and all); any other id gains {@code -packN}, {@code -pack0} included, so that an id never
     * names an ABI with another pack ({@code packed} with {@code withPack(0)} is {@code packed-pack0}).
     *
     * @param n the pack in bytes, as in {@code #pragma pack(n)}: a power of two, or 0 for none
     * @return an ABI equal to this one but for its pack and id
     * @throws IllegalArgumentException if {@code n} is negative or not a power of two
     */
    public CAbi withPack(int n) {
        if (n == pack) {
            return this;
        }
        String suffix = "-pack" + pack;
        if (pack > 0 && id().endsWith(suffix)) {
            String base = id().substring(0, id().length() - suffix.length());
            return toBuilder().pack(n).id(n > 0 ? base + "-pack" + n : base).build();
        }
        return toBuilder().pack(n).id(id() + "-pack" + n).build();
    }

    /**
     * This ABI with another byte order (the id gains a {@code -be} or {@code -le} suffix); this ABI for its own. A
     * built-in ABI given another order and then its own again is that built-in ABI ({@code aarch64-be} back to
     * little-endian is {@code aarch64}), as {@link Abi#withByteOrder} makes a GPU ABI.
     *
     * @throws NullPointerException if {@code order} is {@code null}
     */
    @Override
    public CAbi withByteOrder(ByteOrder order) {
        Objects.requireNonNull(order, "order");
        if (order == byteOrder()) {
            return this;
        }
        CAbi other = toBuilder().byteOrder(order).id(id() + (order == ByteOrder.BIG_ENDIAN ? "-be" : "-le")).build();
        String suffix = byteOrder() == ByteOrder.BIG_ENDIAN ? "-be" : "-le";
        if (id().endsWith(suffix)) {
            // the built-in ABI itself: its settings under another id were another ABI to each struct's cache and output
            CAbi builtIn = BuiltInAbis.cAbi(id().substring(0, id().length() - suffix.length()));
            if (builtIn != null && builtIn.sameSettings(other)) {
                return builtIn;
            }
        }
        return other;
    }

    /**
     * Whether this ABI lays every struct out as {@code other} does: the same byte order, data model, bitfield rule
     * and pack, where a pack the layout ignores (under the Microsoft rule one wider than a pointer, as
     * {@code x86_64-msvc.withPack(16)}; {@link #appliedPack}) is none. The id may differ, and so may the facts only
     * reading a C file uses ({@link #vaList()}, {@link #alignedDefault()}, {@link #vectorAlignment()},
     * {@link #charSigned()}, {@link #stdintTypes()}): a C ABI built with the host's data model under an id of its own
     * lays structs out as the host does.
     *
     * @param other the ABI to compare with
     * @return whether every struct gets the same layout under both
     */
    public boolean laysOutAs(CAbi other) {
        return byteOrder() == other.byteOrder() && longSize == other.longSize && pointerSize == other.pointerSize
                && longDoubleSize == other.longDoubleSize && longDoubleAlignment == other.longDoubleAlignment
                && int64Alignment == other.int64Alignment && int128Alignment == other.int128Alignment
                && bitfieldRule == other.bitfieldRule && appliedPack(pack) == other.appliedPack(other.pack);
    }

    /**
     * Equal when the id and every setting are: a derived or built ABI made again (say
     * {@code CAbi.of("x86_64-msvc").withPack(2)} on every call) then finds the layouts and view classes cached
     * for the first one, instead of adding its own each time.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof CAbi c && id().equals(c.id()) && sameSettings(c);
    }

    /** Whether {@code c} has every setting of this ABI but, perhaps, the id. */
    private boolean sameSettings(CAbi c) {
        return byteOrder() == c.byteOrder() && longSize == c.longSize && pointerSize == c.pointerSize
                && longDoubleSize == c.longDoubleSize && longDoubleAlignment == c.longDoubleAlignment
                && int64Alignment == c.int64Alignment && int128Alignment == c.int128Alignment
                && bitfieldRule == c.bitfieldRule && pack == c.pack
                && vaList == c.vaList && alignedDefault == c.alignedDefault
                && Objects.equals(vectorAlignment, c.vectorAlignment) && Objects.equals(charSigned, c.charSigned)
                && stdintTypes == c.stdintTypes;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** {@return the size of C {@code long} in bytes: 8 on LP64, 4 on LLP64 and 32-bit targets} */
    public int longSize() {
        return longSize;
    }

    /** {@return the size of pointers, {@code size_t} and {@code intptr_t} in bytes} */
    public int pointerSize() {
        return pointerSize;
    }

    /** {@return the {@code #pragma pack(n)} in force for every struct that does not set its own; 0 for none} */
    public int pack() {
        return pack;
    }

    /**
     * {@return the pack this ABI's layout applies for {@code #pragma pack(n)}: {@code n}, or 0 (none) where the
     * Microsoft layout ignores it, as MSVC and clang's Microsoft targets ignore one wider than a pointer
     * ({@code pack(16)} on {@code x86_64-msvc}, {@code pack(8)} on {@code i386-msvc})}
     *
     * @param n the pack in bytes, 0 for none
     */
    public int appliedPack(int n) {
        return isMicrosoft() && n > pointerSize ? 0 : n;
    }

    /** {@return how bitfields are allocated into their storage units} */
    public BitfieldRule bitfields() {
        return bitfieldRule;
    }

    /**
     * {@return whether this is a Microsoft ABI: one with {@link BitfieldRule#MICROSOFT}, the setting of a
     * {@code CAbi} that clang's Microsoft record layout shows in, so the ABI of a Microsoft target (as
     * {@code x86_64-msvc}). Its layout keeps an {@code alignas} under a pack and ignores a pack wider than a pointer
     * ({@link #appliedPack}), and a C file read for it takes enums and vectors as clang for a Microsoft target does}
     */
    public boolean isMicrosoft() {
        return bitfieldRule == BitfieldRule.MICROSOFT;
    }

    /**
     * {@return the layout of the target's {@code __builtin_va_list}; empty where not known ({@link Builder#vaList})}
     */
    public Optional<VaList> vaList() {
        return Optional.ofNullable(vaList);
    }

    /**
     * {@return the alignment {@code __attribute__((aligned))} without a value gives on the target (clang's and GCC's default,
     * 16 on most targets, 8 on IBM Z and 32-bit Arm); empty where not known ({@link Builder#alignedDefault})}
     */
    public OptionalInt alignedDefault() {
        return alignedDefault == 0 ? OptionalInt.empty() : OptionalInt.of(alignedDefault);
    }

    /**
     * {@return how the target aligns {@code vector_size} vectors; empty where not known ({@link Builder#vectorAlignment})}
     */
    public Optional<VectorAlignment> vectorAlignment() {
        return Optional.ofNullable(vectorAlignment);
    }

    /**
     * {@return whether plain {@code char} is signed on the target (true on x86, Windows and Apple arm64; false on Linux AArch64,
     * RISC-V, POWER, IBM Z and 32-bit Arm, where compilers define {@code __CHAR_UNSIGNED__}); empty where not known
     * ({@link Builder#charSigned})}
     */
    public Optional<Boolean> charSigned() {
        return Optional.ofNullable(charSigned);
    }

    /**
     * {@return the C types of {@code int64_t} and the pointer-sized names ({@code intptr_t}, {@code size_t}) on the target, as
     * its {@code <stdint.h>} and {@code <stddef.h>} give them; empty where not known ({@link Builder#stdintTypes})}
     */
    public Optional<StdintTypes> stdintTypes() {
        return Optional.ofNullable(stdintTypes);
    }

    /** PTRDIFF_MAX of the data model: 2147483647 with 4-byte pointers, where GCC refuses larger objects. */
    @Override
    protected long maxObjectSize() {
        return (1L << (8 * pointerSize - 1)) - 1;
    }

    @Override
    protected Shape scalar(Scalar scalar, Member where) {
        return switch (scalar) {
            case INT8, UINT8, BOOL -> Shape.of(1, 1);
            case INT16, UINT16, FLOAT16 -> Shape.of(2, 2);
            case INT32, UINT32, FLOAT32 -> Shape.of(4, 4);
            case INT64, UINT64, FLOAT64 -> Shape.of(8, int64Alignment);
            case LONG, ULONG -> Shape.of(longSize, Math.min(longSize, int64Alignment));
            case LONG_DOUBLE -> Shape.of(longDoubleSize, longDoubleAlignment);
            case SIZE_T, INTPTR, UINTPTR -> Shape.of(pointerSize, pointerSize);
            case INT128, UINT128 -> {
                if (pointerSize < 8) {
                    // clang: "__int128 is not supported on this target"; GCC -m32 refuses it and mode(TI) alike
                    throw cannotHold(where, scalar.typeName() + ": clang and GCC have 128-bit integers only on"
                            + " targets with 64-bit pointers");
                }
                yield Shape.of(16, int128Alignment);
            }
        };
    }

    /** A vector is an array of its components (the thesis's Fig. 1: a 3-float vector is 12 bytes, 4-aligned). */
    @Override
    protected Shape vector(VectorType vector, Member where) {
        Shape component = scalar(vector.component(), where);
        return Shape.of(component.size() * vector.length(), component.alignment());
    }

    /** C and C++ refuse an {@code alignas} below the type's alignment (clang: "requested alignment is less"). */
    @Override
    protected boolean refusesLoweringAlignas() {
        return true;
    }

    @Override
    protected Shape pointer(PointerType pointer, Member where) {
        return Shape.of(pointerSize, pointerSize);
    }

    /**
     * The Microsoft ABIs lay a member out by its type without the typedef (clang's Microsoft record layout takes
     * the member's desugared type), so a typedef's alignment on the member's own type does not replace the
     * natural one but is only a required alignment ({@link #memberAlignment}): it raises and never lowers. An
     * array's element type keeps its typedef, so there the alignment is the element's, lower or higher.
     */
    @Override
    protected Shape typedefAligned(Shape natural, long alignment, boolean element, Member where) {
        if (isMicrosoft() && !element) {
            return natural;
        }
        return super.typedefAligned(natural, alignment, element, where);
    }

    /**
     * MSVC keeps a member's "required alignment" under {@code #pragma pack} (which
     * {@code __attribute__((packed))} means pack(1) here): its own {@code alignas}, the alignment a typedef gave
     * its type or its array elements, the full alignment of a struct type that carries an alignment attribute,
     * and the required alignment of the members of a struct it contains. clang's Microsoft record layout does the
     * same.
     */
    @Override
    protected long memberAlignment(Shape shape, Member m, StructType owner) {
        if (!isMicrosoft()) {
            return super.memberAlignment(shape, m, owner);
        }
        int pack = packOf(owner);
        long natural = pack > 0 ? Math.min(shape.alignment(), pack) : shape.alignment();
        return Math.max(natural, requiredAlignment(m));
    }

    private long requiredAlignment(Member m) {
        // on a bitfield, alignas changes the alignment, not the required alignment
        return m.isBitfield() ? 0 : Math.max(Math.max(m.alignAs(), typedefAlignment(m)), requiredAlignment(m.type()));
    }

    /**
     * The alignment a typedef gave the member's type: its own, else its array elements', outermost first, since a
     * typedef's alignment replaces those inside it ({@code typedef int2 pair[2] __attribute__((aligned(1)))} is
     * 1-aligned); 0 for none.
     */
    private static long typedefAlignment(Member m) {
        long alignment = m.typeAlign();
        for (DataType t = m.type(); alignment == 0 && t instanceof ArrayType a; t = a.element()) {
            alignment = a.elementAlign();
        }
        return alignment;
    }

    private long requiredAlignment(DataType type) {
        if (type instanceof ArrayType a) {
            return requiredAlignment(a.element());
        }
        if (!(type instanceof StructType s)) {
            return 0;
        }
        long required = s.alignAs() > 0 ? layout(s).byteAlignment() : 0;
        for (Member m : s.members()) {
            required = Math.max(required, requiredAlignment(m));
        }
        return required;
    }

    @Override
    protected BitfieldRule bitfieldRule() {
        return bitfieldRule;
    }

    @Override
    protected int packOf(StructType type) {
        // MSVC reads __attribute__((packed)) as pack(1)
        if (isMicrosoft() && type.packed()) {
            return 1;
        }
        return appliedPack(type.pack() != 0 ? type.pack() : pack);
    }

    /**
     * Builds a {@link CAbi}; defaults are the x86-64 System V data model, without the target facts
     * ({@link #vaList}, {@link #alignedDefault}, {@link #vectorAlignment}, {@link #charSigned}, {@link #stdintTypes}),
     * which are not known unless set: a file read for the ABI that needs one is refused, naming the method to call.
     */
    public static final class Builder {
        private String id = "custom-c";
        private ByteOrder byteOrder = ByteOrder.LITTLE_ENDIAN;
        private int longSize = 8;
        private int pointerSize = 8;
        private int longDoubleSize = 16;
        private int longDoubleAlignment = 16;
        private int int64Alignment = 8;
        private int int128Alignment = 16;
        private BitfieldRule bitfieldRule = BitfieldRule.ITANIUM;
        private int pack;
        private VaList vaList;
        private int alignedDefault;
        private VectorAlignment vectorAlignment;
        private Boolean charSigned;
        private StdintTypes stdintTypes;
        /** Whether {@link #stdintTypes} was called on this builder, not copied by {@link CAbi#toBuilder()}. */
        private boolean stdintTypesGiven;

        private Builder() {
        }

        /**
         * The id of the ABI built, which names it in output and in errors ({@code custom-c} unless set).
         *
         * @param value the id; not blank, and a built-in C ABI's only with that ABI's settings (never {@code native}
         *              or a GPU ABI's)
         * @return this builder
         */
        public Builder id(String value) {
            this.id = value;
            return this;
        }

        /**
         * The byte order of stored scalars (little-endian unless set).
         *
         * @param value the byte order
         * @return this builder
         * @throws NullPointerException if {@code value} is {@code null}, as {@link CAbi#withByteOrder} refuses it
         */
        public Builder byteOrder(ByteOrder value) {
            this.byteOrder = Objects.requireNonNull(value, "byteOrder");
            return this;
        }

        /**
         * Size of C {@code long}: 8 on LP64, 4 on LLP64 and 32-bit targets.
         *
         * @param value the size in bytes
         * @return this builder
         */
        public Builder longSize(int value) {
            this.longSize = value;
            return this;
        }

        /**
         * Size of pointers, {@code size_t} and {@code intptr_t}.
         *
         * @param value the size in bytes
         * @return this builder
         */
        public Builder pointerSize(int value) {
            this.pointerSize = value;
            return this;
        }

        /**
         * Size and alignment of {@code long double}: 16/16 on x86-64 System V, 8/8 on Windows and Apple arm64.
         *
         * @param size      the size in bytes
         * @param alignment the alignment inside structs, in bytes
         * @return this builder
         */
        public Builder longDouble(int size, int alignment) {
            this.longDoubleSize = size;
            this.longDoubleAlignment = alignment;
            return this;
        }

        /**
         * Alignment of {@code double}, {@code long long} and {@code int64_t} inside structs.
         *
         * @param value the alignment in bytes: 8, or 4 on i386 System V
         * @return this builder
         */
        public Builder int64Alignment(int value) {
            this.int64Alignment = value;
            return this;
        }

        /**
         * Alignment of {@code __int128} and {@code unsigned __int128} (16 unless set; 8 on IBM Z, as GCC gives it),
         * which exist only with 8-byte pointers.
         *
         * @param value the alignment in bytes
         * @return this builder
         */
        public Builder int128Alignment(int value) {
            this.int128Alignment = value;
            return this;
        }

        /**
         * How bitfields are allocated into their storage units ({@link BitfieldRule#ITANIUM} unless set).
         *
         * @param value the rule
         * @return this builder
         */
        public Builder bitfieldRule(BitfieldRule value) {
            this.bitfieldRule = value;
            return this;
        }

        /**
         * A {@code #pragma pack(n)} in force for every struct that does not set its own; 0 for none.
         *
         * @param value the pack in bytes
         * @return this builder
         */
        public Builder pack(int value) {
            this.pack = value;
            return this;
        }

        /**
         * The layout of the target's {@code __builtin_va_list}, which a member of that type by value takes in a file
         * read for the ABI; {@code null} (unless set) for not known, which refuses such a member.
         *
         * @param value the {@code va_list} layout, or {@code null}
         * @return this builder
         */
        public Builder vaList(VaList value) {
            this.vaList = value;
            return this;
        }

        /**
         * The alignment {@code __attribute__((aligned))} without a value gives (clang's and GCC's default for the
         * target: 16 on x86, AArch64, RISC-V and POWER, 8 on IBM Z and 32-bit Arm); 0 (unless set) for not known,
         * which refuses the attribute in a file read for the ABI.
         *
         * @param value the alignment in bytes, or 0
         * @return this builder
         */
        public Builder alignedDefault(int value) {
            this.alignedDefault = value;
            return this;
        }

        /**
         * How the target aligns GCC's {@code vector_size} vectors; {@code null} (unless set) for not known, which
         * refuses them in a file read for the ABI.
         *
         * @param value the rule, or {@code null}
         * @return this builder
         */
        public Builder vectorAlignment(VectorAlignment value) {
            this.vectorAlignment = value;
            return this;
        }

        /**
         * Whether plain {@code char} is signed (clang and GCC define {@code __CHAR_UNSIGNED__} where it is not);
         * {@code null} (unless set) for not known, which refuses, in a file read for the ABI, a plain {@code char}
         * constant or cast whose value only one signedness holds (outside 0 to 127).
         *
         * @param value {@code true} if plain {@code char} is signed, {@code false} if unsigned, or {@code null}
         * @return this builder
         */
        public Builder charSigned(Boolean value) {
            this.charSigned = value;
            return this;
        }

        /**
         * The C types of {@code int64_t} and the pointer-sized names ({@code LP64} on LP64 Linux, {@code APPLE_LP64},
         * {@code LLP64} on 64-bit Windows, {@code ILP32}), which a typedef name declared again with one of them
         * ({@code typedef long T; typedef int64_t T;}) needs in a file read for the ABI; {@code null} (unless set) for
         * not known, which makes such a name one no member can have. Its types must have the sizes {@link #longSize}
         * and {@link #pointerSize} give them ({@code int64_t} 8 bytes, {@code intptr_t} a pointer's), or
         * {@link #build()} refuses them; types copied by {@link CAbi#toBuilder()} that the sizes set since do not fit
         * are not known instead.
         *
         * @param value the target's types, or {@code null}
         * @return this builder
         */
        public Builder stdintTypes(StdintTypes value) {
            this.stdintTypes = value;
            this.stdintTypesGiven = value != null;
            return this;
        }

        /**
         * The ABI. Given a built-in C ABI's id, it takes that ABI's target facts where they were not set
         * ({@code CAbi.builder().id("x86_64-sysv").build()} is {@code x86_64-sysv}, as the id says).
         *
         * @return a C ABI with this builder's settings
         * @throws IllegalArgumentException if the id is blank, or {@code longSize} or {@code pointerSize} is not 4 or 8,
         *                                  a {@code long double} size is below 8, an alignment or the pack is not a
         *                                  power of two (0 allowed for the pack and {@code alignedDefault}), the
         *                                  bitfield rule is {@code null}, or {@link #stdintTypes} set types that do not
         *                                  fit the sizes; or if the id is {@code native}, a GPU ABI's, or a built-in C
         *                                  ABI's and the settings are not that ABI's (as after
         *                                  {@code CAbi.of("x86_64-sysv").toBuilder().longSize(4)}):
         *                                  layouts, errors and CLI output name an ABI by its id, so a variant needs an
         *                                  id of its own
         */
        public CAbi build() {
            CAbi abi = new CAbi(this);
            if (BuiltInAbis.cAbi(id) instanceof CAbi builtIn) {
                abi = abi.withFactsOf(builtIn);
            }
            BuiltInAbis.refuseLookAlike(abi);
            return abi;
        }

        /** {@link #build()} for the built-in ABIs themselves, which {@link BuiltInAbis} makes before it knows them. */
        CAbi buildBuiltIn() {
            return new CAbi(this);
        }
    }

    /**
     * A struct whose members take no bytes (GNU C's {@code struct { }}, or one holding only zero-length arrays): 0 bytes
     * under GCC and clang's other targets. Clang's Microsoft targets (MSVC itself refuses one in C) make it 4 bytes, or
     * its alignment when an attribute asks for 4 or more; 4 bytes aligned to more than 4 (a {@code double a[0]}
     * alone) is a size no array of it could stride by, which this library refuses.
     */
    @Override
    protected long zeroSizedStructSize(StructType type, long alignment) {
        if (!isMicrosoft()) {
            return 0;
        }
        if (alignment <= 4) {
            return 4;
        }
        if (type.alignAs() >= 4) {
            return alignment;
        }
        throw new LayoutException(type.position(), type.kind() + " " + type.name() + " has members of no bytes but is"
                + " aligned to " + alignment + ": clang's Microsoft targets make it 4 bytes, less than its alignment,"
                + " and its arrays 4 bytes apart, which " + id() + " cannot lay out");
    }

    /** GNU C's {@code T a[0]}, which clang and GCC take under every C target, MSVC's too. */
    @Override
    protected boolean allowsZeroLengthArrays() {
        return true;
    }
}
