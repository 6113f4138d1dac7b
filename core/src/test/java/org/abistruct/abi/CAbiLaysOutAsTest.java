package org.abistruct.abi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteOrder;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/**
 * {@link CAbi#laysOutAs} compares every setting the layout engine reads, each of which moves some member, and none
 * of the facts only a C file's reading uses.
 */
class CAbiLaysOutAsTest {
    private static final CAbi BASE = CAbi.of("x86_64-sysv");

    /** Structs in which each layout setting shows: a char, then the member it moves. */
    private static final List<StructType> PROBES = List.of(
            after(Scalar.LONG), after(new PointerType("void")), after(Scalar.LONG_DOUBLE), after(Scalar.INT64),
            after(Scalar.INT128), after(Scalar.INT32),
            StructType.struct("Bits", Member.bitfield("a", Scalar.INT8, 1), Member.bitfield("b", Scalar.INT32, 1)));

    private static StructType after(DataType type) {
        return StructType.struct("After", Member.of("c", Scalar.INT8), Member.of("v", type));
    }

    @Test
    void eachLayoutSettingAloneMakesAnotherLayoutAndLaysOutAsSaysSo() {
        Map<String, UnaryOperator<CAbi.Builder>> settings = Map.of(
                "longSize", b -> b.longSize(4),
                "pointerSize", b -> b.pointerSize(4),
                "longDouble size", b -> b.longDouble(8, 8),
                "longDouble alignment", b -> b.longDouble(16, 8),
                "int64Alignment", b -> b.int64Alignment(4),
                "int128Alignment", b -> b.int128Alignment(8),
                "bitfieldRule", b -> b.bitfieldRule(BitfieldRule.MICROSOFT),
                "pack", b -> b.pack(2));
        settings.forEach((name, change) -> {
            CAbi other = change.apply(BASE.toBuilder().id("other")).build();
            assertThat(PROBES).as(name).anyMatch(type -> !sameLayout(BASE.layout(type), other.layout(type)));
            assertThat(other.laysOutAs(BASE)).as(name).isFalse();
            assertThat(BASE.laysOutAs(other)).as(name).isFalse();
        });
        CAbi bigEndian = BASE.toBuilder().id("other").byteOrder(ByteOrder.BIG_ENDIAN).build();
        assertThat(bigEndian.laysOutAs(BASE)).isFalse();
    }

    @Test
    void theFactsOnlyReadingACFileUsesAndTheIdDoNotCount() {
        CAbi other = BASE.toBuilder().id("other").vaList(null).alignedDefault(8).vectorAlignment(VectorAlignment.SIZE)
                .charSigned(false).build();
        assertThat(other).isNotEqualTo(BASE);
        assertThat(PROBES).allMatch(type -> sameLayout(BASE.layout(type), other.layout(type)));
        assertThat(other.laysOutAs(BASE)).isTrue();
        assertThat(BASE.laysOutAs(other)).isTrue();
        assertThat(BASE.laysOutAs(BASE)).isTrue();
    }

    /**
     * clang's Microsoft record layout ignores a {@code #pragma pack} wider than a pointer (x86_64-pc-windows-msvc lays
     * every probe out under {@code pack(16)} as under none, {@code long double}, {@code __int128} and
     * {@code _Alignas(32)} included; i686-pc-windows-msvc so under {@code pack(8)}), so such a pack lays out as none.
     */
    @Test
    void aPackTheMicrosoftRecordLayoutIgnoresLaysOutAsNone() {
        for (String id : List.of("x86_64-msvc", "aarch64-msvc", "i386-msvc")) {
            CAbi none = CAbi.of(id);
            for (int ignored = none.pointerSize() * 2; ignored <= 32; ignored *= 2) {
                CAbi packed = none.withPack(ignored);
                assertThat(probesWithAlignas(none)).as(packed.id())
                        .allMatch(type -> sameLayout(none.layout(type), packed.layout(type)));
                assertThat(packed.laysOutAs(none)).as(packed.id()).isTrue();
                assertThat(none.laysOutAs(packed)).as(packed.id()).isTrue();
                assertThat(packed.laysOutAs(none.withPack(ignored * 2))).as(packed.id()).isTrue();
                assertThat(none.appliedPack(ignored)).as(packed.id()).isZero();
            }
            CAbi applied = none.withPack(none.pointerSize());
            assertThat(probesWithAlignas(none)).as(applied.id())
                    .anyMatch(type -> !sameLayout(none.layout(type), applied.layout(type)));
            assertThat(applied.laysOutAs(none)).as(applied.id()).isFalse();
            assertThat(none.appliedPack(none.pointerSize())).as(applied.id()).isEqualTo(none.pointerSize());
            assertThat(none.laysOutAs(applied)).as(applied.id()).isFalse();
        }
    }

    /**
     * Elsewhere {@code pack(16)} lowers what is aligned to more than 16 (clang and GCC on x86_64-linux-gnu put an
     * {@code _Alignas(32) int} after a char at 16, not 32), so it is no pack of none, though no scalar is aligned to
     * more.
     */
    @Test
    void pack16IsAPackUnderTheItaniumLayout() {
        CAbi packed = BASE.withPack(16);
        assertThat(probesWithAlignas(BASE)).filteredOn(type -> !sameLayout(BASE.layout(type), packed.layout(type)))
                .singleElement().extracting(type -> packed.layout(type).members().get(1).byteOffset()).isEqualTo(16L);
        assertThat(packed.laysOutAs(BASE)).isFalse();
        assertThat(BASE.appliedPack(16)).isEqualTo(16);
    }

    /** The probes and a member with an alignas above 16; without {@code __int128} where pointers are 4 bytes. */
    private static List<StructType> probesWithAlignas(CAbi abi) {
        var probes = new java.util.ArrayList<>(PROBES);
        if (abi.pointerSize() < 8) {
            probes.remove(after(Scalar.INT128));
        }
        probes.add(StructType.struct("Over", Member.of("c", Scalar.INT8), Member.of("v", Scalar.INT32).withAlignAs(32)));
        return probes;
    }

    private static boolean sameLayout(StructLayout a, StructLayout b) {
        if (a.byteSize() != b.byteSize() || a.byteAlignment() != b.byteAlignment()) {
            return false;
        }
        for (int i = 0; i < a.members().size(); i++) {
            var x = a.members().get(i);
            var y = b.members().get(i);
            if (x.byteOffset() != y.byteOffset() || x.bitOffset() != y.bitOffset() || x.byteSize() != y.byteSize()) {
                return false;
            }
        }
        return true;
    }
}
