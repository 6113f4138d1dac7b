package org.abistruct.abi;

/** How a C ABI packs bitfields into storage units. */
public enum BitfieldRule {
    /**
     * The System V / Itanium rule (GCC, and clang on Linux and on Apple platforms, arm64 included): a bitfield
     * goes at the next free bit unless it would cross a boundary of its declared type's alignment; unnamed
     * bitfields do not raise the struct's alignment. {@code #pragma pack} suppresses the padding.
     */
    ITANIUM(false),
    /** {@link #ITANIUM}, except that unnamed bitfields raise the struct's alignment (AAPCS and AAPCS64 on Linux). */
    ITANIUM_UNNAMED_ALIGNS(true),
    /**
     * The Microsoft rule (MSVC, GCC's {@code -mms-bitfields}): consecutive bitfields share a storage unit
     * only while their declared types have the same size and bits remain; a zero-width bitfield counts
     * only after a non-zero-width one. MSVC also keeps explicit alignment ({@code alignas}, on a member or
     * on a struct it contains) under {@code #pragma pack}; {@link CAbi} applies that with this rule.
     */
    MICROSOFT(false);

    private final boolean unnamedAffectsAlignment;

    BitfieldRule(boolean unnamedAffectsAlignment) {
        this.unnamedAffectsAlignment = unnamedAffectsAlignment;
    }

    /** An allocator for one struct under {@code #pragma pack(pack)} (0 for none), {@code packed} or not. */
    BitfieldAllocator allocator(int pack, boolean packed) {
        return this == MICROSOFT ? new MicrosoftBitfields(pack)
                : new ItaniumBitfields(pack, packed, unnamedAffectsAlignment);
    }
}
