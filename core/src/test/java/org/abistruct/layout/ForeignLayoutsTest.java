package org.abistruct.layout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemoryLayout.PathElement;
import java.lang.foreign.PaddingLayout;
import java.lang.foreign.SequenceLayout;
import java.lang.foreign.StructLayout;
import java.lang.foreign.UnionLayout;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.type.ArrayType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;
import org.junit.jupiter.api.Test;

/** The FFM layouts of particular structs: what each kind of member becomes, and what is refused and why. */
class ForeignLayoutsTest {
    private static final VectorType VEC3 = VectorType.of(Scalar.FLOAT32, 3);

    /** The thesis's Fig. 1: an int, then a 3-component float vector. */
    private static final StructType FIG1 = StructType.struct("Fig1", Member.of("i", Scalar.INT32), Member.of("v", VEC3));

    @Test
    void theThesisFigureOneKeepsItsLayoutUnderEveryBuiltInAbi() {
        for (Abi abi : Abi.builtIns()) {
            ForeignLayoutMatch.assertMatches(abi.memoryLayout(FIG1), abi.layout(FIG1), abi);
        }
        GroupLayout std140 = Abi.of("std140").memoryLayout(FIG1);
        assertThat(std140).isInstanceOf(StructLayout.class);
        assertThat(std140.byteOffset(PathElement.groupElement("v"))).isEqualTo(16);
        assertThat(std140.select(PathElement.groupElement("v"))).isEqualTo(
                MemoryLayout.sequenceLayout(3, ValueLayout.JAVA_FLOAT).withName("v"));
    }

    @Test
    void aStd140Mat3IsThreeColumnsOfThreeFloatsPaddedToSixteenBytes() {
        var type = StructType.struct("M", Member.of("f", Scalar.FLOAT32),
                Member.of("m", MatrixType.of(Scalar.FLOAT32, 3, 3)));
        GroupLayout layout = Abi.of("std140").memoryLayout(type);
        var m = (SequenceLayout) layout.select(PathElement.groupElement("m"));
        assertThat(m.elementCount()).isEqualTo(3);
        assertThat(m.elementLayout()).isEqualTo(MemoryLayout.structLayout(
                MemoryLayout.sequenceLayout(3, ValueLayout.JAVA_FLOAT), MemoryLayout.paddingLayout(4)));
        assertThat(layout.byteOffset(PathElement.groupElement("m"), PathElement.sequenceElement(2))).isEqualTo(48);
        ForeignLayoutMatch.assertMatches(layout, Abi.of("std140").layout(type), Abi.of("std140"));
    }

    @Test
    void aMemberInTheLastStridesPaddingCutsTheArraysLastElementShort() {
        // HLSL constant buffers: float a[2] spans 16 + 4 bytes, and b packs right after it
        var type = StructType.struct("C", Member.of("a", ArrayType.of(Scalar.FLOAT32, 2)), Member.of("b", Scalar.FLOAT32));
        Abi hlsl = Abi.of("hlsl-cbuffer");
        GroupLayout layout = hlsl.memoryLayout(type);
        assertThat(layout.byteOffset(PathElement.groupElement("b"))).isEqualTo(20);
        assertThat(layout.select(PathElement.groupElement("a")).byteSize()).isEqualTo(20);
        ForeignLayoutMatch.assertMatches(layout, hlsl.layout(type), hlsl);
    }

    @Test
    void boolFloat16AndPointersTakeTheirSizeUnderTheAbi() {
        var type = StructType.struct("S", Member.of("b", Scalar.BOOL), Member.of("h", Scalar.FLOAT16),
                Member.of("p", new PointerType("void")));
        GroupLayout sysv = Abi.of("x86_64-sysv").memoryLayout(type);
        assertThat(sysv.select(PathElement.groupElement("b"))).isEqualTo(ValueLayout.JAVA_BOOLEAN.withName("b"));
        assertThat(sysv.select(PathElement.groupElement("h"))).isEqualTo(ValueLayout.JAVA_SHORT.withName("h"));
        assertThat(sysv.select(PathElement.groupElement("p"))).isEqualTo(ValueLayout.ADDRESS.withName("p"));
        GroupLayout i386 = Abi.of("i386-sysv").memoryLayout(type);
        assertThat(i386.select(PathElement.groupElement("p"))).isEqualTo(ValueLayout.JAVA_INT.withName("p"));
        var glslBool = StructType.struct("G", Member.of("b", Scalar.BOOL));
        assertThat(Abi.of("std430").memoryLayout(glslBool).select(PathElement.groupElement("b")))
                .isEqualTo(ValueLayout.JAVA_INT.withName("b"));
    }

    @Test
    void valuesTakeTheAbisByteOrder() {
        Abi bigEndian = Abi.of("x86_64-sysv").withByteOrder(ByteOrder.BIG_ENDIAN);
        var value = (ValueLayout) bigEndian.memoryLayout(FIG1).select(PathElement.groupElement("i"));
        assertThat(value.order()).isEqualTo(ByteOrder.BIG_ENDIAN);
    }

    @Test
    void aUnionIsAnFfmUnionWithPaddingOnlyWhereItsTailOutgrowsItsLargestMember() {
        var type = StructType.union("U", Member.of("c", Scalar.INT8), Member.of("l", Scalar.INT64));
        GroupLayout layout = Abi.of("x86_64-sysv").memoryLayout(type);
        assertThat(layout).isInstanceOf(UnionLayout.class);
        // the Linker refuses a union's padding that is no larger than its largest member ("Superfluous padding")
        assertThat(layout.memberLayouts()).noneMatch(m -> m instanceof PaddingLayout);
        assertThat(layout.byteSize()).isEqualTo(8);
        assertThat(layout.byteAlignment()).isEqualTo(8);
        var tail = StructType.union("T", Member.of("c", ArrayType.of(Scalar.INT8, 9)), Member.of("l", Scalar.INT64));
        GroupLayout padded = Abi.of("x86_64-sysv").memoryLayout(tail);
        assertThat(padded.memberLayouts().getLast()).isEqualTo(MemoryLayout.paddingLayout(16));
        ForeignLayoutMatch.assertMatches(padded, Abi.of("x86_64-sysv").layout(tail), Abi.of("x86_64-sysv"));
    }

    @Test
    void aPackedStructLowersItsMembersAlignment() {
        var type = StructType.struct("P", Member.of("c", Scalar.INT8), Member.of("i", Scalar.INT32)).withPacked(true);
        GroupLayout layout = Abi.nativeAbi().memoryLayout(type);
        assertThat(layout.byteOffset(PathElement.groupElement("i"))).isEqualTo(1);
        assertThat(layout.select(PathElement.groupElement("i")).byteAlignment()).isEqualTo(1);
        assertThat(layout.byteSize()).isEqualTo(5);
    }

    @Test
    void aStructNestedInAPackedOneHasItsValuesAtThePacksAlignmentAndAloneAtTheirOwn() {
        // #pragma pack(4) puts In at offset 4 of Out, so In's double at 12 is only 4-aligned (clang and gcc agree);
        // an FFM double aligned to 8 there would not fit, whichever of the two layouts is built first
        var inner = StructType.struct("In", Member.of("c", Scalar.INT8), Member.of("d", Scalar.FLOAT64));
        var outer = StructType.struct("Out", Member.of("b", Scalar.UINT8), Member.of("in", inner)).withPack(4);
        Abi sysv = Abi.of("x86_64-sysv");
        GroupLayout packed = sysv.memoryLayout(outer);
        PathElement[] d = {PathElement.groupElement("in"), PathElement.groupElement("d")};
        assertThat(packed.byteOffset(d)).isEqualTo(12);
        assertThat(packed.select(d).byteAlignment()).isEqualTo(4);
        assertThat(packed.select(PathElement.groupElement("in")).byteAlignment()).isEqualTo(4);
        GroupLayout alone = sysv.memoryLayout(inner);
        assertThat(alone.select(PathElement.groupElement("d")).byteAlignment()).isEqualTo(8);
        assertThat(sysv.memoryLayout(outer).select(d).byteAlignment()).isEqualTo(4);
        ForeignLayoutMatch.assertMatches(packed, sysv.layout(outer), sysv);
        ForeignLayoutMatch.assertMatches(alone, sysv.layout(inner), sysv);
    }

    @Test
    void bitfieldsAndRuntimeSizedArraysAreRefusedNamingTheMember() {
        var bits = StructType.struct("Flags", Member.of("x", Scalar.INT32), Member.bitfield("ready", Scalar.UINT32, 1));
        assertThatThrownBy(() -> Abi.nativeAbi().memoryLayout(bits)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("struct Flags under " + Abi.nativeAbi().id() + ", member 'ready': a bitfield");
        var tail = StructType.struct("Buf", Member.of("n", Scalar.UINT32),
                Member.of("data", ArrayType.runtimeSized(Scalar.FLOAT32)));
        assertThatThrownBy(() -> Abi.of("std430").memoryLayout(tail)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("struct Buf under std430, member 'data': a runtime-sized array")
                .hasMessageEndingWith("; give the array a length, or pass such a struct by pointer");
    }

    @Test
    void aWideLongDoubleOrInt128IsRefusedNamingTheMemberAndToldToGoByPointer() {
        var type = StructType.struct("L", Member.of("x", Scalar.LONG_DOUBLE));
        assertThatThrownBy(() -> Abi.of("x86_64-sysv").memoryLayout(type)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("struct L under x86_64-sysv, member 'x': a 16-byte long double has no FFM value layout"
                        + " (FFM has none for x87 or quad floats); pass such a struct by pointer");
        var wide = StructType.struct("Q", Member.of("q", Scalar.INT128));
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.of("x86_64-sysv"), wide))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("struct Q under x86_64-sysv, member 'q': a 16-byte integer has no FFM value layout"
                        + " (FFM has none wider than 8 bytes); pass such a struct by pointer");
        assertThat(Abi.of("x86_64-msvc").memoryLayout(type).select(PathElement.groupElement("x")))
                .isEqualTo(ValueLayout.JAVA_DOUBLE.withName("x"));
    }

    @Test
    void forLinkerNamesThePackedMemberTheLinkerWouldRefuse() {
        var type = StructType.struct("P", Member.of("c", Scalar.INT8), Member.of("i", Scalar.INT32)).withPacked(true);
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.nativeAbi(), type))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("struct P under " + Abi.nativeAbi().id() + ", member 'i': the FFM Linker takes values"
                        + " at their natural alignment, and the layout puts this 4-byte value at alignment 1"
                        + " (packed); pass the struct by pointer");
    }

    @Test
    void forLinkerRefusesAnAlignasTheLinkerCannotTake() {
        var type = StructType.struct("O", Member.of("c", Scalar.INT8), Member.of("i", Scalar.INT32).withAlignAs(16));
        assertThat(Abi.nativeAbi().memoryLayout(type).byteAlignment()).isEqualTo(16);
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.nativeAbi(), type))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("struct O under " + Abi.nativeAbi().id() + ": the FFM Linker takes structs only"
                        + " at their natural alignment (their members' largest, 4), and O is aligned to 16");
    }

    @Test
    void forLinkerAcceptsANaturallyAlignedStruct() {
        var inner = StructType.struct("In", Member.of("d", Scalar.FLOAT64), Member.of("s", ArrayType.of(Scalar.INT16, 3)));
        var type = StructType.struct("Out", Member.of("c", Scalar.INT8), Member.of("in", inner),
                Member.of("p", new PointerType("void")));
        GroupLayout layout = ForeignLayouts.forLinker(Abi.nativeAbi(), type);
        ForeignLayoutMatch.assertMatches(layout, Abi.nativeAbi().layout(type), Abi.nativeAbi());
    }

    @Test
    void probingAScalarsSizeReusesOneProbeStructSoTheAbisLayoutCacheDoesNotGrow() {
        // the ABI caches layouts by struct identity and never evicts: a fresh probe struct per call would grow it
        var builder = new ForeignLayoutBuilder(Abi.of("x86_64-sysv"));
        assertThat(builder.probe(Scalar.INT32)).isSameAs(builder.probe(Scalar.INT32));
        assertThat(builder.probe(new PointerType("void"))).isSameAs(builder.probe(new PointerType("void")));
    }

    @Test
    void forLinkerRefusesAHalfFloatTheLinkerWouldPassInTheWrongRegisters() {
        // gcc passes struct { _Float16 a, b; } in xmm0 on x86-64; the Linker, seeing two shorts, uses rdi
        var inner = StructType.struct("H2", Member.of("a", Scalar.FLOAT16), Member.of("b", Scalar.FLOAT16));
        var type = StructType.struct("Out", Member.of("i", Scalar.INT32),
                Member.of("h", ArrayType.of(inner, 2)));
        String host = Abi.nativeAbi().id();
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.nativeAbi(), type))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("struct Out under " + host + ", member 'h.a': a half float has no FFM value");
        var vector = StructType.struct("V", Member.of("v", VectorType.of(Scalar.FLOAT16, 2)));
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.nativeAbi(), vector))
                .hasMessageStartingWith("struct V under " + host + ", member 'v': a half float has no FFM value");
    }

    @Test
    void forLinkerRefusesAStructWithoutValuesWhichTheLinkerRefusesWithoutSayingWhy() {
        // the Linker's own errors are "Stack must be empty after recipe" and "... only has padding layouts"
        var empty = StructType.struct("E", Member.of("inner", StructType.struct("In")));
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.nativeAbi(), empty))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("struct E under "
                        + Abi.nativeAbi().id() + ": the FFM Linker takes no struct without values");
        // Microsoft's layout gives an empty struct 4 bytes, all padding, which the Linker refuses too (checked
        // without forLinker, which on another host refuses the ABI first)
        var msvc = StructType.struct("M");
        GroupLayout allPadding = Abi.of("x86_64-msvc").memoryLayout(msvc);
        assertThat(allPadding.byteSize()).isEqualTo(4);
        assertThatThrownBy(() -> LinkerChecks.check(allPadding, "struct M under x86_64-msvc", "M"))
                .hasMessageStartingWith("struct M under x86_64-msvc: the FFM Linker takes no struct without values");
    }

    @Test
    void forLinkerRefusesAnotherAbisLayoutNamingBothAbis() {
        String host = Abi.nativeAbi().id();
        for (Abi other : Abi.builtIns()) {
            if (other instanceof CAbi c && c.laysOutAs(Abi.nativeAbi())) {
                continue;
            }
            assertThatThrownBy(() -> ForeignLayouts.forLinker(other, FIG1)).as(other.id())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("struct Fig1 under " + other.id() + ": the FFM Linker passes structs as this"
                            + " machine's C ABI, " + host + ", lays them out, and " + other.id() + " lays them out"
                            + " otherwise; take the layout under Abi.nativeAbi(), or pass the struct's bytes by pointer");
        }
        var flipped = Abi.nativeAbi().withByteOrder(Abi.nativeAbi().byteOrder() == ByteOrder.BIG_ENDIAN
                ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
        assertThatThrownBy(() -> ForeignLayouts.forLinker(flipped, FIG1))
                .hasMessageContaining("as this machine's C ABI, " + host + ", lays them out, and " + flipped.id());
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.nativeAbi().withPack(2), FIG1))
                .hasMessageContaining("and " + host + "-pack2 lays them out otherwise");
    }

    @Test
    void forLinkerNamesTheWrongAbiBeforeWhatThatAbiCannotLayOutOrExpress() {
        // the ABI is the mistake to fix: a member std430 cannot express in FFM, or one i386 cannot lay out at all,
        // would send the caller after the member
        String host = Abi.nativeAbi().id();
        var tail = StructType.struct("Buf", Member.of("n", Scalar.UINT32),
                Member.of("data", ArrayType.runtimeSized(Scalar.FLOAT32)));
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.of("std430"), tail))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("struct Buf under std430: the FFM Linker passes structs as this machine's C ABI, "
                        + host + ", lays them out, and std430 lays them out otherwise");
        var wide = StructType.struct("Wide", Member.of("x", Scalar.INT128));
        if (!CAbi.of("i386-sysv").laysOutAs(Abi.nativeAbi())) {
            assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.of("i386-sysv"), wide))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("and i386-sysv lays them out otherwise");
        }
    }

    @Test
    void forLinkerTakesTheHostsLayoutUnderAnyCAbiThatLaysOutAsTheHost() {
        var layout = ForeignLayouts.forLinker(Abi.nativeAbi(), FIG1);
        assertThat(ForeignLayouts.forLinker(Abi.of("native"), FIG1)).isEqualTo(layout);
        assertThat(ForeignLayouts.forLinker(CAbi.of(Abi.nativeAbi().id()), FIG1)).isEqualTo(layout);
        // built apart under an id of its own, without the facts only a C file's reading uses
        CAbi host = Abi.nativeAbi();
        CAbi mine = host.toBuilder().id("my-host").vaList(null).charSigned(!host.charSigned().orElseThrow()).build();
        assertThat(ForeignLayouts.forLinker(mine, FIG1)).isEqualTo(layout);
        // a C ABI from the builder alone is the x86-64 System V data model: the host's only where the host is that
        CAbi fromScratch = CAbi.builder().id("from-scratch").build();
        if (fromScratch.laysOutAs(Abi.nativeAbi())) {
            assertThat(ForeignLayouts.forLinker(fromScratch, FIG1)).isEqualTo(layout);
        } else {
            assertThatThrownBy(() -> ForeignLayouts.forLinker(fromScratch, FIG1))
                    .hasMessageContaining("and from-scratch lays them out otherwise");
        }
    }
}
