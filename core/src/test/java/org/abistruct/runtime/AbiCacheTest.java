package org.abistruct.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.concurrent.atomic.AtomicInteger;
import org.abistruct.abi.Abi;
import org.abistruct.abi.AbstractAbi;
import org.abistruct.abi.CAbi;
import org.abistruct.abi.Shape;
import org.abistruct.abi.SysvLikeAbi;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;
import org.junit.jupiter.api.Test;

class AbiCacheTest {
    static final StructType TYPE = SchemaParser.parse("t.h",
            "struct T { int32_t c; double d; vec3 v; bool b; size_t n; };").type("T").orElseThrow();
    /** The same without size_t, which GPU layouts cannot hold. */
    static final StructType GPU_TYPE = SchemaParser.parse("t.glsl",
            "struct T { int c; double d; vec3 v; bool b; uint64_t n; };").type("T").orElseThrow();

    static final class TLayout extends BoundLayout {
        final long c;
        final long d;
        final long v;
        final long b;
        final long bSize;
        final long nSize;

        TLayout(Abi abi) {
            super(String.valueOf(abi.id()).startsWith("std") ? GPU_TYPE : TYPE, abi);
            c = offset("c");
            d = offset("d");
            v = offset("v");
            b = offset("b");
            bSize = size("b");
            nSize = size("n");
        }

        long missing() {
            return offset("nope");
        }
    }

    @Test
    void oneLayoutPerAbiMadeOnce() {
        var made = new AtomicInteger();
        var cache = new AbiCache<TLayout>(abi -> {
            made.incrementAndGet();
            return new TLayout(abi);
        });
        Abi sysv = Abi.of("x86_64-sysv");
        Abi std430 = Abi.of("std430");
        TLayout a = cache.get(sysv);
        assertThat(cache.get(sysv)).isSameAs(a);
        TLayout g = cache.get(std430);
        assertThat(g).isNotSameAs(a);
        assertThat(cache.get(sysv)).isSameAs(a);
        assertThat(cache.get(std430)).isSameAs(g);
        assertThat(made).hasValue(2);
        assertThat(a.abi).isSameAs(sysv);
        assertThat(g.abi).isSameAs(std430);
    }

    @Test
    void equalButDistinctAbisShareNothingByIdentityOnlyByEquality() {
        var cache = new AbiCache<TLayout>(TLayout::new);
        Abi be = Abi.of("x86_64-sysv").withByteOrder(ByteOrder.BIG_ENDIAN);
        TLayout l = cache.get(be);
        assertThat(cache.get(be)).isSameAs(l);
        assertThat(l.swap).isEqualTo(ByteOrder.nativeOrder() != ByteOrder.BIG_ENDIAN);
    }

    @Test
    void aUsersAbiWithoutAByteOrderIsRefusedRatherThanTakenForTheOtherOrder() {
        Abi unordered = SysvLikeAbi.unordered();
        // views swapped every scalar: null is not the machine's order
        assertThatThrownBy(() -> new TLayout(unordered)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI unordered has no byte order (its byteOrder() is null); views need one to know whether"
                        + " to swap bytes");
    }

    @Test
    void aUsersAbiWithNoIdIsRefused() {
        Abi nameless = new SysvLikeAbi(null, ByteOrder.nativeOrder(), l -> l);
        // views printed T@null, and every message named ABI null
        assertThatThrownBy(() -> new TLayout(nameless)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("an ABI of class org.abistruct.abi.SysvLikeAbi has no id (its id() is null); views name"
                        + " their ABI in messages and toString, so give it one");
        Abi blank = new SysvLikeAbi(" ", ByteOrder.nativeOrder(), l -> l);
        assertThatThrownBy(() -> new TLayout(blank)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no id (its id() is blank)");
        Abi padded = new SysvLikeAbi("mine ", ByteOrder.nativeOrder(), l -> l);
        assertThatThrownBy(() -> new TLayout(padded)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("an ABI of class org.abistruct.abi.SysvLikeAbi has the id 'mine ', with white space at its"
                        + " start or end, which views would print as another id; give it as 'mine'");
    }

    /** A user's ABI with the given sizes of bool and size_t (every other scalar aligned to its size). */
    static Abi userAbi(String id, long boolSize, long sizeTSize) {
        Function<Scalar, Shape> scalars = scalar -> {
            long size = switch (scalar) {
                case BOOL -> boolSize;
                case SIZE_T -> sizeTSize;
                default -> scalar.fixedByteSize();
            };
            return Shape.of(size, size);
        };
        return shaped(id, scalars, vector -> {
            Shape component = scalars.apply(vector.component());
            return Shape.of(component.size() * vector.length(), component.alignment());
        });
    }

    @Test
    void aUsersAbiWithABoolOrSizeTOfASizeViewsDoNotStoreIsRefused() {
        // views stored 4 bytes into a 2-byte size_t or bool, over the next member or past the struct
        assertThatThrownBy(() -> new TLayout(userAbi("sixteen", 1, 2))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI sixteen makes size_t 2 bytes (member 'n' of T); views store it in 4 or 8 bytes");
        assertThatThrownBy(() -> new TLayout(userAbi("wide-bool", 2, 8))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI wide-bool makes bool 2 bytes (member 'b' of T); views store it in 1 or 4 bytes");
        assertThat(new TLayout(userAbi("ilp32", 4, 4)).nSize).isEqualTo(4);
    }

    /**
     * A lone {@code bool} or {@code size_t} member's accessors store the size the member has in its struct's layout,
     * which a user's ABI can make other than the size it gives the scalar alone: T's last member, a {@code size_t} of 8
     * bytes alone but 2 in T, ending T, was written as 4 bytes, 2 of them past T's end.
     */
    @Test
    void aUsersAbiThatGivesALoneMemberASizeViewsDoNotStoreIsRefusedThoughItsScalarAloneHasOne() {
        Abi narrowN = edited("narrow-n",
                l -> !l.name().equals("T") ? l : shrunk(lastMember(l, m -> resized(m, 2)), 34));
        assertThatThrownBy(() -> new TLayout(narrowN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI narrow-n makes size_t 2 bytes (member 'n' of T); views store it in 4 or 8 bytes");
        Abi wideB = edited("wide-b", l -> !l.name().equals("T") ? l : withMember(l, 3, m -> resized(m, 2)));
        assertThatThrownBy(() -> new TLayout(wideB)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI wide-b makes bool 2 bytes (member 'b' of T); views store it in 1 or 4 bytes");
        // sizes views store bind, in the struct as alone
        assertThat(new TLayout(edited("four-byte-n", l -> !l.name().equals("T") ? l
                : lastMember(l, m -> resized(m, 4)))).nSize).isEqualTo(4);
    }

    /** {@code member} with {@code size} bytes. */
    static MemberLayout resized(MemberLayout m, long size) {
        return new MemberLayout(m.member(), m.byteOffset(), size, m.byteAlignment(), m.arrayDims(), m.arrayStrides(),
                m.matrixStride(), m.rowMajor(), m.bitOffset(), m.bitWidth(), m.nested());
    }

    /** {@code layout} of {@code size} bytes. */
    static StructLayout shrunk(StructLayout layout, long size) {
        return new StructLayout(layout.type(), layout.abiId(), size, layout.byteAlignment(), size, layout.members());
    }

    /** {@code layout} with member {@code index} replaced by {@code edit} of it. */
    static StructLayout withMember(StructLayout layout, int index, UnaryOperator<MemberLayout> edit) {
        var members = new ArrayList<>(layout.members());
        members.set(index, edit.apply(members.get(index)));
        return new StructLayout(layout.type(), layout.abiId(), layout.byteSize(), layout.byteAlignment(),
                layout.dataSize(), members);
    }

    /**
     * A user's ABI whose {@code layout} answers with another struct's layout is refused for that, naming the ABI and the
     * struct: the check of bool's size, which lays out a struct of one bool, met the other struct's first member and
     * said "ABI other-struct makes bool 16 bytes".
     */
    @Test
    void aUsersAbiThatLaysOutAnotherStructIsRefusedForThat() {
        StructType other = SchemaParser.parse("o.glsl", "struct O { vec4 v; float f; };").type("O").orElseThrow();
        Abi otherStruct = new SysvLikeAbi("other-struct", ByteOrder.nativeOrder(), l -> Abi.of("x86_64-sysv").layout(other));
        assertThatThrownBy(() -> new TLayout(otherStruct)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI other-struct returned the layout of struct O for struct T; views need the layout of the"
                        + " struct they are given");
        // T's name, other members
        Abi fewer = edited("fewer", l -> new StructLayout(l.type(), l.abiId(), l.byteSize(), l.byteAlignment(), l.dataSize(),
                l.members().subList(0, 4)));
        assertThatThrownBy(() -> new TLayout(fewer)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI fewer returned a layout of struct T with 4 member(s), where it declares 5; views need"
                        + " the layout of the struct they are given");
        StructType renamed = SchemaParser.parse("t.h", "struct T { int32_t c; double d; vec3 v; bool flag; size_t n; };")
                .type("T").orElseThrow();
        Abi otherT = new SysvLikeAbi("other-t", ByteOrder.nativeOrder(), l -> Abi.of("x86_64-sysv").layout(renamed));
        assertThatThrownBy(() -> new TLayout(otherT)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI other-t returned a layout of struct T whose member 3 is bool flag, where it declares bool"
                        + " b; views need the layout of the struct they are given");
        // an ABI that answers T's layout to everything binds T, but not the struct of one bool that sizes T's bool
        Abi alwaysT = new SysvLikeAbi("always-t", ByteOrder.nativeOrder(), l -> Abi.of("x86_64-sysv").layout(TYPE));
        assertThatThrownBy(() -> new TLayout(alwaysT)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI always-t returned the layout of struct T for a struct of one bool (which views lay out"
                        + " to learn its size); views need the layout of the struct they are given");
        Abi none = new SysvLikeAbi("none", ByteOrder.nativeOrder(), l -> null);
        assertThatThrownBy(() -> new TLayout(none)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI none returned no layout (null) for struct T; views need the layout of the struct they"
                        + " are given");
    }

    /** A bound layout of any type, for the checks a layout passes when it is bound. */
    static final class Bound extends BoundLayout {
        Bound(StructType type, Abi abi) {
            super(type, abi);
        }
    }

    /** An ABI that lays out as x86_64-sysv and then changes the layout with {@code edit}. */
    static Abi edited(String id, UnaryOperator<StructLayout> edit) {
        return new SysvLikeAbi(id, ByteOrder.nativeOrder(), edit);
    }

    /** {@code layout} with its last member replaced by {@code edit} of it. */
    static StructLayout lastMember(StructLayout layout, UnaryOperator<MemberLayout> edit) {
        return member(layout, layout.members().size() - 1, edit);
    }

    /** {@code layout} with its member {@code index} replaced by {@code edit} of it. */
    static StructLayout member(StructLayout layout, int index, UnaryOperator<MemberLayout> edit) {
        var members = new ArrayList<>(layout.members());
        members.set(index, edit.apply(members.get(index)));
        return new StructLayout(layout.type(), layout.abiId(), layout.byteSize(), layout.byteAlignment(),
                layout.dataSize(), members);
    }

    /** Array member {@code m} with the one stride {@code stride}. */
    static MemberLayout strided(MemberLayout m, long stride) {
        return new MemberLayout(m.member(), m.byteOffset(), m.byteSize(), m.byteAlignment(), m.arrayDims(),
                List.of(stride), 0, false, 0, m.bitWidth(), null);
    }

    /** A user's ABI that gives scalars and vectors the sizes and alignments {@code scalars} and {@code vectors} say. */
    static Abi shaped(String id, Function<Scalar, Shape> scalars, Function<VectorType, Shape> vectors) {
        return new AbstractAbi(id, ByteOrder.LITTLE_ENDIAN) {
            @Override
            protected Shape scalar(Scalar scalar, Member where) {
                return scalars.apply(scalar);
            }

            @Override
            protected Shape vector(VectorType vector, Member where) {
                return vectors.apply(vector);
            }
        };
    }

    @Test
    void aUsersAbiWhoseLayoutLetsAccessorsReachPastTheStructIsRefused() {
        // direct views do not bounds-check: these accessors would read and write past the struct's memory
        StructType v = SchemaParser.parse("v.glsl", "struct V { int c; vec4 v; };").type("V").orElseThrow();
        Abi tinyVectors = shaped("tiny-vectors", s -> Shape.of(s.fixedByteSize(), s.fixedByteSize()),
                vector -> Shape.of(4, 4));
        assertThatThrownBy(() -> new Bound(v, tinyVectors)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI tiny-vectors places member 'v' of V at offset 4, where its accessors would reach 16"
                        + " bytes, past the struct's 8 bytes");
        Abi shifted = edited("shifted", l -> lastMember(l, m -> m.shiftedBy(8)));
        assertThatThrownBy(() -> new TLayout(shifted)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI shifted places member 'n' of T at offset 40, where its accessors would reach 8 bytes,"
                        + " past the struct's 40 bytes");
        // a negative offset is before the struct, not past it
        Abi before = edited("before", l -> lastMember(l, m -> m.shiftedBy(-36)));
        assertThatThrownBy(() -> new TLayout(before)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI before places member 'n' of T at offset -4, before the struct's start");
        StructType a = SchemaParser.parse("a.h", "struct A { float f[4]; };").type("A").orElseThrow();
        Abi backwards = edited("backwards", l -> lastMember(l, m -> strided(m, -4)));
        assertThatThrownBy(() -> new Bound(a, backwards)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI backwards places member 'f' of A at offset 0, where its accessors would reach more"
                        + " bytes than a long counts, past the struct's 16 bytes");
        // the same layouts, unedited, bind
        assertThat(new Bound(a, edited("unedited", l -> l)).size).isEqualTo(16);
        assertThat(new Bound(v, Abi.of("std430")).size).isEqualTo(32);
    }

    @Test
    void aUsersAbiThatGivesAMemberFewerBytesThanItsAccessorsStoreIsRefused() {
        // views store an int in 4 bytes: in 2 the write would run over the next member, silently
        StructType p = SchemaParser.parse("p.h", "struct P { int a; int b; };").type("P").orElseThrow();
        Abi twoByteInts = shaped("two-byte-ints", s -> s == Scalar.INT32 ? Shape.of(2, 2)
                : Shape.of(s.fixedByteSize(), s.fixedByteSize()), vector -> Shape.of(4, 4));
        assertThatThrownBy(() -> new Bound(p, twoByteInts)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI two-byte-ints gives member 'a' of P 2 bytes, where its accessors reach 4 bytes, over"
                        + " what follows it in the struct");
        StructType a = SchemaParser.parse("a.h", "struct A { float f[4]; int after[4]; };").type("A").orElseThrow();
        Abi shortStride = edited("short-stride", l -> member(l, 0, f -> strided(f, 8)));
        assertThatThrownBy(() -> new Bound(a, shortStride)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("ABI short-stride gives member 'f' of A 16 bytes, where its accessors reach 28 bytes, over"
                        + " what follows it in the struct");
        assertThat(new Bound(a, edited("unedited", l -> l)).size).isEqualTo(32);
    }

    @Test
    void aCAbiDerivedAgainFindsTheLayoutMadeForTheFirst() {
        var made = new AtomicInteger();
        var cache = new AbiCache<TLayout>(abi -> {
            made.incrementAndGet();
            return new TLayout(abi);
        });
        TLayout first = cache.get(CAbi.of("x86_64-msvc").withPack(2));
        for (int i = 0; i < 100; i++) {
            assertThat(cache.get(CAbi.of("x86_64-msvc").withPack(2))).isSameAs(first);
        }
        assertThat(cache.get(CAbi.of("x86_64-msvc").withPack(4))).isNotSameAs(first);
        assertThat(made).hasValue(2);
    }

    @Test
    void anAddressIsRefusedForNullAndWhereTheStructWouldRunPastTheLastByteJavaCanAddress() {
        TLayout t = new TLayout(Abi.of("x86_64-sysv"));
        t.checkAddress(1);
        t.checkAddress(Long.MAX_VALUE - t.size);
        assertThatThrownBy(() -> t.checkAddress(0)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot wrap T@x86_64-sysv at address 0 (NULL)");
        // the struct that ends at 2^63 has its last byte at Long.MAX_VALUE, one past the last a segment reaches
        assertThatThrownBy(() -> t.checkAddress(Long.MAX_VALUE - t.size + 1)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("T@x86_64-sysv needs " + t.size + " bytes at address 0x"
                        + Long.toHexString(Long.MAX_VALUE - t.size + 1) + ", which run past 0x7fffffffffffffff, the end"
                        + " of the memory Java can address");
        assertThatThrownBy(() -> t.checkAddress(-8)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageContaining("at address 0xfffffffffffffff8");
        assertThatThrownBy(() -> t.checkAddress(Long.MIN_VALUE)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void anAbiGivenAnotherByteOrderAgainFindsTheLayoutMadeForTheFirst() {
        var made = new AtomicInteger();
        var cache = new AbiCache<TLayout>(abi -> {
            made.incrementAndGet();
            return new TLayout(abi);
        });
        TLayout first = cache.get(Abi.of("std430").withByteOrder(ByteOrder.BIG_ENDIAN));
        for (int i = 0; i < 100; i++) {
            assertThat(cache.get(Abi.of("std430").withByteOrder(ByteOrder.BIG_ENDIAN))).isSameAs(first);
        }
        assertThat(made).hasValue(1);
    }

    /**
     * The cliff docs/runtime.md warns of: 256 ABIs taken in turn are each made once, but 257 taken in turn find none
     * kept, since the cache starts again before an ABI comes round again.
     */
    @Test
    void cyclingThroughMoreAbisThanTheCacheKeepsMakesEveryLayoutAgain() {
        var made = new AtomicInteger();
        var cache = new AbiCache<TLayout>(abi -> {
            made.incrementAndGet();
            return new TLayout(abi);
        });
        List<Abi> kept = new ArrayList<>();
        for (int i = 0; i <= AbiCache.MAX_ABIS; i++) {
            kept.add(CAbi.of("x86_64-sysv").toBuilder().id("cycle-" + i).build());
        }
        for (int round = 0; round < 3; round++) {
            kept.subList(0, AbiCache.MAX_ABIS).forEach(cache::get);
        }
        assertThat(made).hasValue(AbiCache.MAX_ABIS);
        made.set(0);
        for (int round = 0; round < 3; round++) {
            kept.forEach(cache::get);
        }
        // the first round finds the 256 kept and makes the 257th, which starts the cache again; from then on every
        // ABI was dropped before it comes round
        assertThat(made).hasValue(1 + 2 * (AbiCache.MAX_ABIS + 1));
    }

    @Test
    void abisBuiltWithoutEndAreNotKeptForEver() {
        var cache = new AbiCache<TLayout>(TLayout::new);
        TLayout sysv = cache.get(Abi.of("x86_64-sysv"));
        for (int i = 0; i < 10 * AbiCache.MAX_ABIS; i++) {
            Abi fresh = userAbi("user-" + i, 1, 8); // equal only to itself
            assertThat(cache.get(fresh).abi).isSameAs(fresh);
            assertThat(cache.size()).isBetween(1, AbiCache.MAX_ABIS);
        }
        // a layout made again is equal to the one dropped, and views made before keep theirs
        TLayout again = cache.get(Abi.of("x86_64-sysv"));
        assertThat(again.d).isEqualTo(sysv.d);
        assertThat(again.size).isEqualTo(sysv.size);
    }

    @Test
    void anAbiThatCannotHoldAMemberNamesTheStructTooSinceAViewHasNoPositionToPointAt() {
        StructType mesh = SchemaParser.parse("m.h", "struct Mesh { int n; char *name; };").type("Mesh").orElseThrow();
        assertThatThrownBy(() -> new Bound(mesh, Abi.of("std140"))).isInstanceOf(LayoutException.class)
                .hasMessage("m.h:1:28: cannot lay out Mesh under std140: std140 cannot hold a pointer (declare a"
                        + " buffer device address as uint64_t) (member 'name' of type char *)")
                .hasCauseInstanceOf(LayoutException.class);
    }

    @Test
    void nullAbiIsANullPointerException() {
        var cache = new AbiCache<TLayout>(TLayout::new);
        assertThatThrownBy(() -> cache.get(null)).isInstanceOf(NullPointerException.class);
        cache.get(Abi.nativeAbi());
        assertThatThrownBy(() -> cache.get(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void concurrentFirstUseYieldsOneLayout() throws Exception {
        var cache = new AbiCache<TLayout>(TLayout::new);
        Abi abi = Abi.of("std140");
        List<Thread> threads = new ArrayList<>();
        var seen = new java.util.concurrent.ConcurrentLinkedQueue<TLayout>();
        for (int i = 0; i < 4; i++) {
            threads.add(Thread.ofPlatform().start(() -> seen.add(cache.get(abi))));
        }
        for (Thread t : threads) {
            t.join();
        }
        assertThat(seen).hasSize(4).allSatisfy(l -> assertThat(l).isSameAs(seen.peek()));
    }

    @Test
    void boundLayoutReadsTheAbisLayout() {
        TLayout sysv = new TLayout(Abi.of("x86_64-sysv"));
        assertThat(sysv.c).isZero();
        assertThat(sysv.d).isEqualTo(8);
        assertThat(sysv.v).isEqualTo(16);
        assertThat(sysv.b).isEqualTo(28);
        assertThat(sysv.bSize).isEqualTo(1);
        assertThat(sysv.nSize).isEqualTo(8);
        assertThat(sysv.size).isEqualTo(40);
        assertThat(sysv.alignment).isEqualTo(8);
        TLayout i386 = new TLayout(Abi.of("i386-sysv"));
        assertThat(i386.nSize).isEqualTo(4);
        assertThat(i386.d).isEqualTo(4);
        TLayout std430 = new TLayout(Abi.of("std430"));
        assertThat(std430.v).isEqualTo(16);
        assertThat(std430.bSize).isEqualTo(4);
        assertThatThrownBy(sysv::missing).isInstanceOf(LayoutException.class).hasMessageContaining("no member 'nope'");
    }
}
