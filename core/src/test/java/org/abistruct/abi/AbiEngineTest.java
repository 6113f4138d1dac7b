package org.abistruct.abi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteOrder;
import java.util.List;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;
import org.junit.jupiter.api.Test;

/** Engine behaviour that the oracle suites do not reach: derivation, errors, caching, conventions. */
class AbiEngineTest {
    private static final VectorType VEC3 = VectorType.of(Scalar.FLOAT32, 3);

    /** The thesis's Fig. 1: an int, then a 3-component float vector. */
    private static final StructType FIG1 = StructType.struct("Fig1", Member.of("i", Scalar.INT32), Member.of("v", VEC3));

    private static List<Long> offsets(StructLayout layout) {
        return layout.members().stream().map(MemberLayout::byteOffset).toList();
    }

    @Test
    void thesisFigureOneUnderMsvcAndStd140() {
        StructLayout msvc = Abi.of("x86_64-msvc").layout(FIG1);
        assertThat(offsets(msvc)).containsExactly(0L, 4L);
        assertThat(msvc.byteSize()).isEqualTo(16);
        assertThat(msvc.byteAlignment()).isEqualTo(4);

        StructLayout std140 = Abi.of("std140").layout(FIG1);
        assertThat(offsets(std140)).containsExactly(0L, 16L);
        assertThat(std140.byteSize()).isEqualTo(32);
        assertThat(std140.byteAlignment()).isEqualTo(16);
    }

    @Test
    void everyDocumentedIdResolvesAndUnknownIdsListTheKnownOnes() {
        for (String id : Abi.ids()) {
            assertThat(Abi.of(id)).as(id).isNotNull();
        }
        assertThat(Abi.ids()).contains("x86_64-sysv", "native", "std430", "hlsl-cbuffer", "wgsl-uniform", "metal");
        assertThatThrownBy(() -> Abi.of("vax")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown ABI 'vax'").hasMessageContaining("x86_64-msvc");
        // the look-up's own NullPointerException had no message
        assertThatThrownBy(() -> Abi.of(null)).isInstanceOf(NullPointerException.class).hasMessage("id");
        assertThatThrownBy(() -> CAbi.of(null)).isInstanceOf(NullPointerException.class).hasMessage("id");
    }

    @Test
    void theIdsAreThoseOfTheBuiltInsInTableOrderWithNative() {
        var ids = new java.util.ArrayList<>(Abi.builtIns().stream().map(Abi::id).toList());
        ids.add(ids.indexOf("i386-msvc") + 1, "native");
        assertThat(Abi.ids()).containsExactlyElementsOf(ids);
        assertThat(Abi.of("metal")).isSameAs(Abi.builtIns().getLast());
    }

    @Test
    void eachPlatformMapsToOneRegisteredInstance() {
        // layouts are cached by ABI identity: a fresh instance per call would grow every struct's cache
        assertThat(Abi.nativeAbi()).isSameAs(Abi.nativeAbi()).isSameAs(Abi.of("native"));
        assertThat(BuiltInAbis.forPlatform("aarch64", "Mac OS X")).isSameAs(Abi.of("aarch64-apple"))
                .isSameAs(BuiltInAbis.forPlatform("aarch64", "Mac OS X"));
        assertThat(BuiltInAbis.forPlatform("aarch64", "Windows 11")).isSameAs(Abi.of("aarch64-msvc"));
        assertThat(BuiltInAbis.forPlatform("aarch64", "Linux")).isSameAs(Abi.of("aarch64"));
        assertThat(BuiltInAbis.forPlatform("amd64", "Windows Server 2022")).isSameAs(Abi.of("x86_64-msvc"));
        assertThat(BuiltInAbis.forPlatform("x86_64", "Mac OS X")).isSameAs(Abi.of("x86_64-sysv"));
        assertThat(BuiltInAbis.forPlatform("x86", "Windows 10")).isSameAs(Abi.of("i386-msvc"));
        assertThat(BuiltInAbis.forPlatform("i686", "Linux")).isSameAs(Abi.of("i386-sysv"));
        assertThat(BuiltInAbis.forPlatform("riscv64", "Linux")).isSameAs(Abi.of("riscv64"));
        assertThat(BuiltInAbis.forPlatform("ppc64le", "Linux")).isSameAs(Abi.of("ppc64le"));
        assertThat(BuiltInAbis.forPlatform("s390x", "Linux")).isSameAs(Abi.of("s390x"));
        assertThat(BuiltInAbis.forPlatform("arm", "Linux")).isSameAs(Abi.of("arm32"));
        assertThat(Abi.of("s390x").byteOrder()).isEqualTo(java.nio.ByteOrder.BIG_ENDIAN);
        assertThatThrownBy(() -> BuiltInAbis.forPlatform("loongarch64", "Linux")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("os.arch=loongarch64").hasMessageContaining("CAbi.builder()");
    }

    @Test
    void appleAndWindowsArmDifferFromLinuxArmWhereTheirCompilersDo() {
        var s = StructType.struct("S", Member.of("c", Scalar.INT8), Member.of("ld", Scalar.LONG_DOUBLE),
                Member.of("l", Scalar.LONG));
        assertThat(Abi.of("aarch64").layout(s).byteSize()).isEqualTo(48);
        assertThat(Abi.of("aarch64-apple").layout(s).byteSize()).isEqualTo(24);
        assertThat(Abi.of("aarch64-msvc").layout(s).byteSize()).isEqualTo(24);
        assertThat(Abi.of("aarch64-msvc").layout(s).member("l").orElseThrow().byteSize()).isEqualTo(4);
    }

    @Test
    void derivedPackAppliesToStructsWithoutTheirOwnPack() {
        var s = StructType.struct("P", Member.of("c", Scalar.INT8), Member.of("i", Scalar.INT32), Member.of("d", Scalar.FLOAT64));
        CAbi pack2 = BuiltInAbis.X86_64_SYSV.withPack(2);
        assertThat(pack2.id()).isEqualTo("x86_64-sysv-pack2");
        StructLayout layout = pack2.layout(s);
        assertThat(offsets(layout)).containsExactly(0L, 2L, 6L);
        assertThat(layout.byteSize()).isEqualTo(14);
        // the struct's own pragma wins over the ABI default
        assertThat(offsets(pack2.layout(s.withPack(1)))).containsExactly(0L, 1L, 5L);
    }

    @Test
    void networkIsPackedAndBigEndian() {
        var s = StructType.struct("Hdr", Member.of("version", Scalar.UINT8), Member.of("length", Scalar.UINT32));
        assertThat(Abi.of("network").byteOrder()).isEqualTo(ByteOrder.BIG_ENDIAN);
        assertThat(offsets(Abi.of("network").layout(s))).isEqualTo(offsets(Abi.of("packed").layout(s)))
                .containsExactly(0L, 1L);
        assertThat(BuiltInAbis.X86_64_SYSV.withByteOrder(ByteOrder.BIG_ENDIAN).byteOrder()).isEqualTo(ByteOrder.BIG_ENDIAN);
    }

    @Test
    void anyAbiCanChangeItsByteOrderKeepingItsLayout() {
        Abi std430be = Abi.of("std430").withByteOrder(ByteOrder.BIG_ENDIAN);
        assertThat(std430be.id()).isEqualTo("std430-be");
        assertThat(std430be.byteOrder()).isEqualTo(ByteOrder.BIG_ENDIAN);
        assertThat(offsets(std430be.layout(FIG1))).isEqualTo(offsets(Abi.of("std430").layout(FIG1)));
        assertThat(std430be.layout(FIG1).abiId()).isEqualTo("std430-be");
        assertThat(std430be.withByteOrder(ByteOrder.LITTLE_ENDIAN)).isSameAs(Abi.of("std430"));
        assertThat(std430be.withByteOrder(ByteOrder.BIG_ENDIAN)).isSameAs(std430be);
    }

    @Test
    void nestedLayoutsCarryTheIdOfTheByteOrderedAbiAsACAbisDo() {
        var inner = StructType.struct("Inner", Member.of("v", VEC3));
        var middle = StructType.struct("Middle", Member.of("in", inner), Member.of("f", Scalar.FLOAT32));
        var outer = StructType.struct("Outer", Member.of("m", ArrayType.of(middle, 2)), Member.of("i", Scalar.INT32));
        for (Abi abi : List.of(Abi.of("std430").withByteOrder(ByteOrder.BIG_ENDIAN),
                Abi.of("x86_64-sysv").withByteOrder(ByteOrder.BIG_ENDIAN))) {
            StructLayout m = abi.layout(outer).member("m").orElseThrow().nested();
            // std430-be's nested layouts said std430, which a tool walking them would take for little-endian
            assertThat(m.abiId()).as(abi.id()).isEqualTo(abi.id());
            assertThat(m).as(abi.id()).isEqualTo(abi.layout(middle));
            assertThat(m.member("in").orElseThrow().nested()).as(abi.id()).isEqualTo(abi.layout(inner));
        }
    }

    @Test
    void aByteOrderedAbisLayoutErrorNamesThatAbi() {
        var sized = StructType.struct("Sized", Member.of("n", Scalar.SIZE_T));
        // the base's message alone said "std140 cannot hold ..." for a layout asked of std140-be
        assertThatThrownBy(() -> Abi.of("std140").withByteOrder(ByteOrder.BIG_ENDIAN).layout(sized))
                .isInstanceOf(LayoutException.class)
                .hasMessageStartingWith("std140-be: std140 cannot hold the C type size_t");
    }

    @Test
    void aLongDoubleInAGlslBlockPointsToDoubleNotToAnIntegerType() {
        var wide = StructType.struct("Wide", Member.of("x", Scalar.LONG_DOUBLE));
        for (String id : List.of("std140", "std430", "scalar")) {
            // it said "use a fixed-width type such as int64_t", the advice for long and size_t
            assertThatThrownBy(() -> Abi.of(id).layout(wide)).isInstanceOf(LayoutException.class)
                    .hasMessageStartingWith(id + " cannot hold the C type long double (use double)");
        }
    }

    @Test
    void the128BitIntegersAre16Aligned16BytesWhereTheCAbiHasThemAndRefusedElsewhere() {
        var s = StructType.struct("S", Member.of("c", Scalar.INT8), Member.of("x", Scalar.UINT128));
        for (String id : List.of("x86_64-sysv", "x86_64-msvc", "aarch64", "aarch64-apple", "aarch64-msvc", "riscv64",
                "ppc64le")) {
            assertThat(Abi.of(id).layout(s).member("x").orElseThrow().byteOffset()).as(id).isEqualTo(16);
            assertThat(Abi.of(id).layout(s).byteSize()).as(id).isEqualTo(32);
        }
        // 8-aligned on IBM Z, as GCC and the s390x ELF ABI have it
        assertThat(Abi.of("s390x").layout(s).member("x").orElseThrow().byteOffset()).isEqualTo(8);
        assertThat(Abi.of("s390x").layout(s).byteSize()).isEqualTo(24);
        assertThat(Abi.of("packed").layout(s).byteSize()).isEqualTo(17);
        assertThat(Abi.of("network").layout(s).byteSize()).isEqualTo(17);
        for (String id : List.of("i386-sysv", "i386-msvc", "arm32")) {
            assertThatThrownBy(() -> Abi.of(id).layout(s)).isInstanceOf(LayoutException.class).hasMessage(id
                    + " cannot hold unsigned __int128: clang and GCC have 128-bit integers only on targets with 64-bit"
                    + " pointers (member 'x' of type unsigned __int128)");
        }
        for (String id : List.of("std140", "std430", "scalar", "opencl", "hlsl-cbuffer", "wgsl-uniform",
                "wgsl-storage", "metal")) {
            var alone = StructType.struct("S", Member.of("x", Scalar.UINT128));
            assertThatThrownBy(() -> Abi.of(id).layout(alone)).as(id).isInstanceOf(LayoutException.class)
                    .hasMessageStartingWith(id + " cannot hold ").hasMessageContaining("__int128")
                    .hasMessageEndingWith("(member 'x' of type unsigned __int128)");
        }
    }

    @Test
    void noVectorHas128BitComponents() {
        assertThatThrownBy(() -> VectorType.of(Scalar.INT128, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a vector of __int128: vector components have at most 64 bits");
    }

    @Test
    void aNullByteOrderIsRefusedRatherThanTakenForEitherOrder() {
        // std430.withByteOrder(null) was "std430-le" with a null byte order, which views took for big-endian
        assertThatThrownBy(() -> Abi.of("std430").withByteOrder(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("order");
        assertThatThrownBy(() -> Abi.of("std430").withByteOrder(ByteOrder.BIG_ENDIAN).withByteOrder(null))
                .isInstanceOf(NullPointerException.class).hasMessage("order");
        assertThatThrownBy(() -> CAbi.of("s390x").withByteOrder(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("order");
        // also for a user's Abi that says no byte order, where "the same order" would return it unchanged
        Abi unordered = SysvLikeAbi.unordered();
        assertThatThrownBy(() -> unordered.withByteOrder(null)).isInstanceOf(NullPointerException.class).hasMessage("order");
        // and once it has been given one: null is then the base's order, not a way back to it
        Abi ordered = unordered.withByteOrder(ByteOrder.BIG_ENDIAN);
        assertThat(ordered.id()).isEqualTo("unordered-be");
        assertThatThrownBy(() -> ordered.withByteOrder(null)).isInstanceOf(NullPointerException.class).hasMessage("order");
        // the builder took null for little-endian, silently, where withByteOrder refuses it
        assertThatThrownBy(() -> CAbi.builder().byteOrder(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("byteOrder");
    }

    @Test
    void cAbisAreEqualByTheirSettingsAndKeepTheirOwnByteOrder() {
        CAbi msvc = CAbi.of("x86_64-msvc");
        assertThat(msvc.withPack(2)).isEqualTo(msvc.withPack(2)).hasSameHashCodeAs(msvc.withPack(2))
                .isNotEqualTo(msvc.withPack(4)).isNotEqualTo(msvc);
        assertThat(CAbi.builder().id("a").longSize(4).build()).isEqualTo(CAbi.builder().id("a").longSize(4).build())
                .isNotEqualTo(CAbi.builder().id("a").build()).isNotEqualTo(CAbi.builder().id("b").longSize(4).build());
        assertThat(msvc.withByteOrder(ByteOrder.LITTLE_ENDIAN)).isSameAs(msvc);
        assertThat(CAbi.of("network").withByteOrder(ByteOrder.BIG_ENDIAN)).isSameAs(Abi.of("network"));
        // back to its own order, a built-in C ABI is itself again, as a GPU ABI is, where aarch64-be-le was another
        CAbi aarch64 = CAbi.of("aarch64");
        assertThat(aarch64.withByteOrder(ByteOrder.BIG_ENDIAN).withByteOrder(ByteOrder.LITTLE_ENDIAN))
                .isSameAs(aarch64);
        assertThat(CAbi.of("s390x").withByteOrder(ByteOrder.LITTLE_ENDIAN).withByteOrder(ByteOrder.BIG_ENDIAN))
                .isSameAs(Abi.of("s390x"));
        // an id of one's own keeps its suffixes, as before: only a built-in ABI is known to be what the base id names
        assertThat(CAbi.builder().id("mine").build().withByteOrder(ByteOrder.BIG_ENDIAN)
                .withByteOrder(ByteOrder.LITTLE_ENDIAN).id()).isEqualTo("mine-be-le");
        assertThat(aarch64.withPack(2).withByteOrder(ByteOrder.BIG_ENDIAN).withByteOrder(ByteOrder.LITTLE_ENDIAN).id())
                .isEqualTo("aarch64-pack2-be-le");
    }

    @Test
    void targetFactsAreNotKnownUnlessGivenAndDerivedAbisKeepThem() {
        CAbi scratch = CAbi.builder().id("scratch").build();
        assertThat(scratch.vaList()).isEmpty();
        assertThat(scratch.alignedDefault()).isEmpty();
        assertThat(scratch.vectorAlignment()).isEmpty();
        CAbi given = CAbi.builder().id("scratch").vaList(VaList.ARM).alignedDefault(8)
                .vectorAlignment(VectorAlignment.atMost(8)).build();
        assertThat(given.vaList()).contains(VaList.ARM);
        assertThat(given.alignedDefault()).hasValue(8);
        assertThat(given.vectorAlignment()).contains(VectorAlignment.atMost(8));
        // the facts are settings: equal and hashed with the others, copied by toBuilder, kept by pack and byte order
        assertThat(given).isNotEqualTo(scratch).isEqualTo(given.toBuilder().build()).hasSameHashCodeAs(given.toBuilder()
                .build());
        assertThat(given.toBuilder().vaList(VaList.CHAR_POINTER).build()).isNotEqualTo(given);
        assertThat(given.toBuilder().alignedDefault(16).build()).isNotEqualTo(given);
        assertThat(given.toBuilder().vectorAlignment(VectorAlignment.SIZE).build()).isNotEqualTo(given);
        assertThat(scratch.charSigned()).isEmpty();
        assertThat(given.toBuilder().charSigned(false).build()).isNotEqualTo(given)
                .isEqualTo(given.toBuilder().charSigned(false).build()).extracting(CAbi::charSigned).isEqualTo(
                        java.util.Optional.of(false));
        for (String id : List.of("x86_64-sysv", "s390x", "arm32", "i386-sysv", "aarch64-msvc")) {
            CAbi base = CAbi.of(id);
            for (CAbi derived : List.of(base.withPack(2), base.withByteOrder(ByteOrder.BIG_ENDIAN).withPack(1),
                    base.toBuilder().id("mine").build())) {
                assertThat(derived.vaList()).as(derived.id()).isEqualTo(base.vaList()).isPresent();
                assertThat(derived.alignedDefault()).as(derived.id()).isEqualTo(base.alignedDefault()).isPresent();
                assertThat(derived.vectorAlignment()).as(derived.id()).isEqualTo(base.vectorAlignment()).isPresent();
                assertThat(derived.charSigned()).as(derived.id()).isEqualTo(base.charSigned()).isPresent();
                assertThat(derived.stdintTypes()).as(derived.id()).isEqualTo(base.stdintTypes()).isPresent();
            }
        }
        // a built-in id names that ABI: a fact left out is its, and one given otherwise is another ABI
        assertThat(CAbi.of("x86_64-sysv").toBuilder().vaList(null).build()).isEqualTo(Abi.of("x86_64-sysv"));
        assertThatThrownBy(() -> CAbi.of("x86_64-sysv").toBuilder().vaList(VaList.CHAR_POINTER).build())
                .hasMessageStartingWith("'x86_64-sysv' is the id of a built-in ABI with other settings");
        assertThat(given.toBuilder().stdintTypes(StdintTypes.LP64).build()).isNotEqualTo(given)
                .isEqualTo(given.toBuilder().stdintTypes(StdintTypes.LP64).build());
        // the types must have the data model's sizes: int64_t 8 bytes, intptr_t a pointer's
        assertThatThrownBy(() -> CAbi.builder().longSize(4).pointerSize(4).stdintTypes(StdintTypes.LP64).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessage("id=custom-c: stdintTypes=LP64 (int64_t long,"
                        + " intptr_t long) does not fit longSize=4 and pointerSize=4: int64_t needs 8 bytes and intptr_t 4");
        assertThatThrownBy(() -> CAbi.builder().stdintTypes(StdintTypes.ILP32).build())
                .hasMessageContaining("stdintTypes=ILP32");
        // copied from an ABI whose long or pointer size the copy changes, they are not known: not the copy's
        assertThat(CAbi.of("x86_64-sysv").toBuilder().id("x32").longSize(4).pointerSize(4).build().stdintTypes())
                .isEmpty();
        assertThat(CAbi.of("x86_64-sysv").toBuilder().id("x32").longSize(4).pointerSize(4)
                .stdintTypes(StdintTypes.ILP32).build().stdintTypes()).contains(StdintTypes.ILP32);
        assertThat(CAbi.builder().longSize(4).stdintTypes(StdintTypes.LLP64).build().stdintTypes())
                .contains(StdintTypes.LLP64);
        assertThatThrownBy(() -> CAbi.builder().alignedDefault(12).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("alignedDefault=12 is not a power of two");
        // each setting a build refuses is named alone, with what it may be, where the message listed four settings
        assertThatThrownBy(() -> CAbi.builder().id("ld").longDouble(6, 4).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessage("id=ld: longDouble size=6 is less than 8, a"
                        + " double's; give long double's size and alignment in structs on the target, such as"
                        + " longDouble(16, 16) on x86-64 or longDouble(8, 8) where it is a double");
        assertThatThrownBy(() -> CAbi.builder().id("ld").longDouble(16, 3).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("id=ld: longDouble alignment=3 is not a power of two; give it in bytes, such as 16 or 4");
        assertThatThrownBy(() -> CAbi.builder().id("a").int64Alignment(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("id=a: int64Alignment=0 is not a power of two; give it in bytes, such as 8 or 4");
        assertThatThrownBy(() -> CAbi.builder().id("a").int128Alignment(12).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("id=a: int128Alignment=12 is not a power of two; give it in bytes, such as 16 or 8");
        assertThatThrownBy(() -> CAbi.builder().id(" ").build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("an ABI of class org.abistruct.abi.CAbi has no id (it is blank); give it one, which names it"
                        + " in layouts, messages and views");
        assertThatThrownBy(() -> CAbi.builder().id(null).build()).hasMessageContaining("has no id (it is null)");
        // " std140" got past the check that refuses a built-in id with other settings, and printed as std140
        assertThatThrownBy(() -> CAbi.builder().id(" std140").build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("an ABI of class org.abistruct.abi.CAbi has the id ' std140', with white space at its start"
                        + " or end, which layouts and messages would print as another id; give it as 'std140'");
        assertThatThrownBy(() -> CAbi.of("x86_64-sysv").toBuilder().id("x86_64-sysv\t").longSize(4).build())
                .hasMessageContaining("give it as 'x86_64-sysv'");
        assertThatThrownBy(() -> CAbi.builder().id("l").longSize(16).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("id=l: longSize=16 is not 4 or 8");
        assertThatThrownBy(() -> VectorAlignment.atMost(24)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("24");
        assertThat(VectorAlignment.atMost(16).of(64)).isEqualTo(16);
        assertThat(VectorAlignment.SIZE.withGccLimit(16).of(64)).isEqualTo(64);
    }

    @Test
    void theMicrosoftAbisAreThoseWithTheMicrosoftBitfieldRule() {
        assertThat(Abi.builtIns()).filteredOn(abi -> abi instanceof CAbi c && c.isMicrosoft()).extracting(Abi::id)
                .containsExactlyInAnyOrder("x86_64-msvc", "aarch64-msvc", "i386-msvc");
        assertThat(CAbi.builder().bitfieldRule(BitfieldRule.MICROSOFT).build().isMicrosoft()).isTrue();
        assertThat(CAbi.of("x86_64-msvc").toBuilder().id("mine").bitfieldRule(BitfieldRule.ITANIUM).build()
                .isMicrosoft()).isFalse();
    }

    @Test
    void everyTargetFactOfACopyCanBeMadeNotKnownAgain() {
        CAbi arm = CAbi.of("arm32");
        CAbi unknown = arm.toBuilder().id("mine").vaList(null).alignedDefault(0).vectorAlignment(null)
                .charSigned(null).stdintTypes(null).build();
        assertThat(unknown.vaList()).isEmpty();
        assertThat(unknown.alignedDefault()).isEmpty();
        assertThat(unknown.vectorAlignment()).isEmpty();
        assertThat(unknown.charSigned()).isEmpty();
        assertThat(unknown.stdintTypes()).isEmpty();
        assertThat(unknown).isEqualTo(CAbi.builder().id("mine").longSize(4).pointerSize(4).longDouble(8, 8)
                .bitfieldRule(BitfieldRule.ITANIUM_UNNAMED_ALIGNS).build());
        // under a built-in id a fact left out is that ABI's, as for the other facts
        assertThat(CAbi.of("arm32").toBuilder().charSigned(null).build()).isEqualTo(arm);
    }

    @Test
    void aBuiltCAbiMayTakeABuiltInIdOnlyWithThatAbisSettings() {
        assertThat(CAbi.of("i386-sysv").toBuilder().build()).isEqualTo(Abi.of("i386-sysv"));
        assertThatThrownBy(() -> CAbi.of("x86_64-sysv").toBuilder().longSize(4).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'x86_64-sysv' is the id of a built-in ABI with other settings; give this C ABI an id of its"
                        + " own with CAbi.Builder.id(...)");
        assertThatThrownBy(() -> CAbi.builder().id("std140").build()).hasMessageStartingWith("'std140' is the id of a"
                + " built-in ABI; give");
        assertThatThrownBy(() -> CAbi.builder().id("native").build()).hasMessageStartingWith("'native' is the id");
        assertThat(CAbi.of("x86_64-sysv").toBuilder().id("x86_64-ilp32").longSize(4).build().id())
                .isEqualTo("x86_64-ilp32");
    }

    @Test
    void aBuiltCAbiWithABuiltInIdAndItsDataModelIsThatAbiWithItsTargetFacts() {
        // as before C ABIs held their target's facts: a builder given a built-in ABI's id and data model, and no facts,
        // builds that ABI, equal to it (one cache entry, one view class), with its facts
        for (String id : List.of("x86_64-sysv", "aarch64", "s390x", "i386-sysv")) {
            CAbi builtIn = CAbi.of(id);
            CAbi.Builder b = CAbi.builder().id(id).byteOrder(builtIn.byteOrder()).longSize(builtIn.longSize())
                    .pointerSize(builtIn.pointerSize()).bitfieldRule(builtIn.bitfields());
            switch (id) {
                case "s390x" -> b.longDouble(16, 8).int128Alignment(8);
                case "i386-sysv" -> b.longDouble(12, 4).int64Alignment(4);
                default -> { }
            }
            CAbi built = b.build();
            assertThat(built).as(id).isEqualTo(builtIn).hasSameHashCodeAs(builtIn);
            assertThat(built.vaList()).as(id).isEqualTo(builtIn.vaList()).isPresent();
            assertThat(built.alignedDefault()).as(id).isEqualTo(builtIn.alignedDefault()).isPresent();
            assertThat(built.vectorAlignment()).as(id).isEqualTo(builtIn.vectorAlignment()).isPresent();
            assertThat(built.charSigned()).as(id).isEqualTo(builtIn.charSigned()).isPresent();
            assertThat(built.stdintTypes()).as(id).isEqualTo(builtIn.stdintTypes()).isPresent();
            // the builder itself is left as it was: another id builds an ABI without the facts
            assertThat(b.id("mine").build().vaList()).as(id).isEmpty();
        }
        // a fact given otherwise than the built-in ABI's, or another data model, is still another ABI
        assertThatThrownBy(() -> CAbi.builder().id("x86_64-sysv").charSigned(false).build())
                .hasMessageStartingWith("'x86_64-sysv' is the id of a built-in ABI with other settings");
        assertThatThrownBy(() -> CAbi.builder().id("aarch64").build())
                .hasMessageStartingWith("'aarch64' is the id of a built-in ABI with other settings");
    }

    @Test
    void aPackReplacesThePackSuffixOfTheIdAndPackZeroUndoesIt() {
        CAbi sysv = CAbi.of("x86_64-sysv");
        assertThat(sysv.withPack(0)).isSameAs(sysv);
        assertThat(sysv.withPack(2).withPack(2).id()).isEqualTo("x86_64-sysv-pack2");
        assertThat(sysv.withPack(2).withPack(4).id()).isEqualTo("x86_64-sysv-pack4");
        assertThat(sysv.withPack(2).withPack(0)).isEqualTo(sysv).hasSameHashCodeAs(sysv);
        // an id that does not end in its own pack's suffix keeps it, with the new suffix after it: no id ever
        // names an ABI of another pack
        CAbi mine = CAbi.builder().id("mine").pack(8).build();
        assertThat(mine.withPack(1).id()).isEqualTo("mine-pack1");
        assertThat(mine.withPack(0).id()).isEqualTo("mine-pack0");
        assertThat(CAbi.of("packed").withPack(0).id()).isEqualTo("packed-pack0");
        assertThat(sysv.withPack(2).withByteOrder(ByteOrder.BIG_ENDIAN).withPack(0).id())
                .isEqualTo("x86_64-sysv-pack2-be-pack0");
        assertThat(CAbi.builder().id("x-pack2").pack(4).build().withPack(0).id()).isEqualTo("x-pack2-pack0");
        assertThatThrownBy(() -> sysv.withPack(3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pack=3 is not a power of two");
    }

    @Test
    void userBuiltCAbiUsesItsDataModel() {
        CAbi ilp32 = CAbi.builder().id("my-ilp32").longSize(4).pointerSize(4).longDouble(8, 4).int64Alignment(4).build();
        var s = StructType.struct("S", Member.of("c", Scalar.INT8), Member.of("l", Scalar.LONG),
                Member.of("p", new PointerType("void")), Member.of("d", Scalar.FLOAT64));
        StructLayout layout = ilp32.layout(s);
        assertThat(offsets(layout)).containsExactly(0L, 4L, 8L, 12L);
        assertThat(layout.byteSize()).isEqualTo(20);
    }

    @Test
    void longFollowsTheDataModel() {
        var s = StructType.struct("S3", Member.of("c", Scalar.INT8), Member.of("l", Scalar.LONG));
        assertThat(Abi.of("x86_64-sysv").layout(s).byteSize()).isEqualTo(16);
        assertThat(Abi.of("x86_64-msvc").layout(s).byteSize()).isEqualTo(8);
        assertThat(Abi.of("i386-sysv").layout(s).byteSize()).isEqualTo(8);
        assertThat(Abi.of("opencl").layout(s).byteSize()).isEqualTo(16);
    }

    @Test
    void gpuBlocksRejectCOnlyMembersNamingThem() {
        var withPointer = StructType.struct("Node", Member.of("value", Scalar.FLOAT32),
                new Member("next", new PointerType("struct Node"), "struct Node *", -1, 0, new Position("n.h", 3, 19)));
        assertThatThrownBy(() -> Abi.of("std140").layout(withPointer)).isInstanceOf(LayoutException.class)
                .hasMessage("n.h:3:19: std140 cannot hold a pointer (declare a buffer device address as uint64_t)"
                        + " (member 'next' of type struct Node *)");
        var union = StructType.union("U", Member.of("f", Scalar.FLOAT32), Member.of("i", Scalar.INT32));
        assertThatThrownBy(() -> Abi.of("std430").layout(union)).hasMessageContaining("cannot hold union U");
        var bits = StructType.struct("B", Member.bitfield("flags", Scalar.UINT32, 3));
        assertThatThrownBy(() -> Abi.of("scalar").layout(bits)).hasMessageContaining("cannot hold a bitfield")
                .hasMessageContaining("'flags'");
        var bool = StructType.struct("W", Member.of("on", Scalar.BOOL));
        assertThatThrownBy(() -> Abi.of("wgsl-storage").layout(bool)).hasMessageContaining("bool");
    }

    @Test
    void bitfieldWiderThanItsTypeIsAnError() {
        var s = StructType.struct("B", Member.bitfield("c", Scalar.INT8, 9));
        assertThatThrownBy(() -> Abi.of("x86_64-sysv").layout(s)).isInstanceOf(LayoutException.class)
                .hasMessageContaining("'c' is 9 bits wide, wider than its type int8_t (8 bits");
        var l = StructType.struct("L", Member.bitfield("x", Scalar.LONG, 40));
        assertThat(Abi.of("x86_64-sysv").layout(l).byteSize()).isEqualTo(8);
        assertThatThrownBy(() -> Abi.of("x86_64-msvc").layout(l)).hasMessageContaining("32 bits under x86_64-msvc");
    }

    @Test
    void thirtyTwoBitCAbisCapObjectsAtPtrdiffMaxAsGccDoes() {
        var at = new Position("t.h", 3, 7);
        var huge = StructType.struct("A", Member.of("a", ArrayType.of(Scalar.INT32, 2147483648L)).withPosition(at));
        var justFits = StructType.struct("F", Member.of("a", ArrayType.of(Scalar.INT8, 2147483647L)));
        var twoHalves = StructType.struct("H", Member.of("a", ArrayType.of(Scalar.INT8, 1073741824L)),
                Member.of("b", ArrayType.of(Scalar.INT8, 1073741824L)).withPosition(at));
        var roundedOver = StructType.struct("R", Member.of("i", Scalar.INT32),
                Member.of("a", ArrayType.of(Scalar.INT8, 2147483643L)));
        for (String id : List.of("i386-sysv", "i386-msvc", "arm32")) {
            assertThat(catchLayout(id, huge)).as(id).hasMessage("t.h:3:7: member 'a' is too large for " + id
                    + ": 8589934592 bytes, more than the 2147483647 an object may have");
            assertThat(Abi.of(id).layout(justFits).byteSize()).isEqualTo(2147483647L);
            assertThat(catchLayout(id, twoHalves)).as(id).hasMessage("t.h:3:7: struct H is too large for " + id
                    + ": member 'b' ends at byte 2147483648, past the 2147483647 an object may have");
            assertThat(catchLayout(id, roundedOver)).as(id).hasMessageEndingWith("struct R is too large for " + id
                    + ": 2147483648 bytes, more than the 2147483647 an object may have");
        }
        assertThat(Abi.of("x86_64-sysv").layout(huge).byteSize()).isEqualTo(8589934592L);
        assertThat(Abi.of("std430").layout(huge).byteSize()).isEqualTo(8589934592L);
    }

    @Test
    void sizesPastALongPointAtTheMemberThatOverflows() {
        var at = new Position("t.h", 4, 9);
        var overflow = StructType.struct("O", Member.of("i", Scalar.INT32),
                Member.of("a", ArrayType.of(ArrayType.of(Scalar.INT64, 4294967296L), 4294967296L)).withPosition(at));
        assertThat(catchLayout("x86_64-sysv", overflow))
                .hasMessage("t.h:4:9: struct O is too large for x86_64-sysv: its size passes 1152921504606846975 bytes at member 'a'");
        // 2^60 bytes: past what the cursor counts in bits, though far below a long's bytes
        var bits = StructType.struct("B", Member.of("a", ArrayType.of(Scalar.INT64, 1L << 57)));
        assertThat(catchLayout("x86_64-sysv", bits)).hasMessageEndingWith("struct B is too large for x86_64-sysv: its size"
                + " passes 1152921504606846975 bytes at member 'a'");
        // members that fit, tail padding that takes the struct to 2^60 bytes: no struct around it could place it
        var padded = StructType.struct("P", Member.of("a", ArrayType.of(Scalar.INT32, (1L << 58) - 1)),
                Member.of("c", ArrayType.of(Scalar.INT8, 3)));
        assertThat(catchLayout("x86_64-sysv", padded)).hasMessageEndingWith("struct P is too large for x86_64-sysv: its"
                + " size with tail padding passes 1152921504606846975 bytes");
    }

    private static LayoutException catchLayout(String id, StructType type) {
        return org.assertj.core.api.Assertions.catchThrowableOfType(LayoutException.class, () -> Abi.of(id).layout(type));
    }

    @Test
    void boolBitfieldIsOneBitWideAtMost() {
        var wide = StructType.struct("B", Member.bitfield("a", Scalar.BOOL, 2));
        for (String id : List.of("x86_64-sysv", "x86_64-msvc", "i386-sysv", "packed")) {
            assertThatThrownBy(() -> Abi.of(id).layout(wide)).as(id).isInstanceOf(LayoutException.class)
                    .hasMessageContaining("bitfield 'a' is 2 bits wide, wider than its type bool (1 bit)");
        }
        var ok = StructType.struct("K", Member.bitfield("a", Scalar.BOOL, 1), Member.bitfield("", Scalar.BOOL, 0));
        assertThat(Abi.of("x86_64-sysv").layout(ok).byteSize()).isEqualTo(1);
    }

    @Test
    void matrixAndArrayStridesFollowTheFamily() {
        var s = StructType.struct("M", Member.of("m", MatrixType.of(Scalar.FLOAT32, 3, 3)),
                Member.of("a", ArrayType.of(ArrayType.of(Scalar.FLOAT32, 3), 2)));
        MemberLayout std140Matrix = Abi.of("std140").layout(s).members().get(0);
        assertThat(std140Matrix.matrixStride()).isEqualTo(16);
        assertThat(std140Matrix.byteSize()).isEqualTo(48);
        MemberLayout scalarMatrix = Abi.of("scalar").layout(s).members().get(0);
        assertThat(scalarMatrix.matrixStride()).isEqualTo(12);
        MemberLayout cArray = Abi.of("x86_64-sysv").layout(s).members().get(1);
        assertThat(cArray.arrayDims()).containsExactly(2L, 3L);
        assertThat(cArray.arrayStrides()).containsExactly(12L, 4L);
        MemberLayout std140Array = Abi.of("std140").layout(s).members().get(1);
        assertThat(std140Array.arrayStrides()).containsExactly(48L, 16L);
    }

    @Test
    void runtimeSizedTailHasNoSizeButAligns() {
        var s = StructType.struct("Buf", Member.of("count", Scalar.UINT32),
                Member.of("items", ArrayType.runtimeSized(VectorType.of(Scalar.FLOAT32, 4))));
        StructLayout layout = Abi.of("std430").layout(s);
        assertThat(layout.members().get(1).byteOffset()).isEqualTo(16);
        assertThat(layout.members().get(1).arrayDims()).containsExactly(0L);
        assertThat(layout.byteSize()).isEqualTo(16);
        assertThatThrownBy(() -> Abi.of("wgsl-uniform").layout(s)).hasMessageContaining("runtime-sized array");
    }

    @Test
    void layoutsAreComputedOncePerStructAndAbi() {
        Abi abi = Abi.of("x86_64-sysv");
        assertThat(abi.layout(FIG1)).isSameAs(abi.layout(FIG1));
    }

    @Test
    void emptyStructsAreGnuCsUnderTheCAbisAndRejectedElsewhere() {
        var empty = new StructType("E", false, List.of(), 0, 0, new Position("e.h", 1, 8));
        // GNU C's struct { }: 0 bytes, and 4 under clang's Microsoft targets (EmptyStructsClangTest)
        assertThat(Abi.of("x86_64-sysv").layout(empty).byteSize()).isZero();
        assertThat(Abi.of("x86_64-msvc").layout(empty).byteSize()).isEqualTo(4);
        assertThatThrownBy(() -> Abi.of("std140").layout(empty)).hasMessage("e.h:1:8: struct E has no members");
    }

    @Test
    void structsWithOnlyUnnamedBitfieldsAreLaidOutAsGnuCLaysThemOut() {
        // clang: struct { int : 0; } is 0 bytes on x86_64-linux-gnu, aligned to 4 on aarch64-linux-gnu (a zero-width
        // bitfield aligns an AAPCS struct), and 4 bytes on x86_64-pc-windows-msvc, as struct { } is (EmptyStructsClangTest)
        var unnamed = new StructType("N", false, List.of(Member.bitfield("", Scalar.INT32, 0)), 0, 0,
                new Position("n.h", 1, 8));
        assertThat(Abi.of("x86_64-sysv").layout(unnamed).byteSize()).isZero();
        assertThat(Abi.of("aarch64").layout(unnamed).byteAlignment()).isEqualTo(4);
        assertThat(Abi.of("x86_64-msvc").layout(unnamed).byteSize()).isEqualTo(4);
        assertThat(Abi.of("x86_64-msvc").layout(unnamed).byteAlignment()).isEqualTo(1);
        // a named member inside an anonymous struct counts, as C11 6.7.2.1p8 says; clang: 8 bytes, the struct at 4
        var inner = StructType.struct("N::anon", Member.bitfield("", Scalar.INT32, 2), Member.bitfield("b", Scalar.INT32, 2));
        var outer = new StructType("O", false, List.of(Member.bitfield("", Scalar.INT32, 3), Member.anonymous(inner)),
                0, 0, Position.NONE);
        assertThat(Abi.of("x86_64-sysv").layout(outer).byteSize()).isEqualTo(8);
    }
}
