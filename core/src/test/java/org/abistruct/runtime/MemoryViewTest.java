package org.abistruct.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.memory.CLibraryBlocks;
import org.abistruct.memory.MemoryStack;
import org.abistruct.memory.NativeMemory;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/** The view bases, driven by a hand-written struct shaped like the generated ones. */
class MemoryViewTest {
    static final StructType TYPE = SchemaParser.parse("pair.h", "struct Pair { int32_t a; double b; };")
            .type("Pair").orElseThrow();
    static final AbiCache<PairLayout> CACHE = new AbiCache<>(PairLayout::new);

    static final class PairLayout extends BoundLayout {
        final long a;
        final long b;

        PairLayout(Abi abi) {
            super(TYPE, abi);
            a = offset("a");
            b = offset("b");
        }
    }

    /** The general form: offsets from the layout, any memory, swapped or not. */
    static class Pair extends StructView {
        final PairLayout l;

        Pair(MemorySegment s, long o, Ownership own, PairLayout l) {
            super(s, o, own);
            this.l = l;
        }

        Pair(long address, Ownership own, PairLayout l) {
            super(address, own);
            this.l = l;
        }

        /** As generated classes do: the direct form where the memory allows it, else the general one. */
        static Pair create(MemorySegment s, long o, Ownership own, PairLayout l) {
            return isDirect(s, o, l.swap) ? new DirectPair(o, own, l) : new Pair(s, o, own, l);
        }

        static Pair malloc(Abi abi) {
            PairLayout l = CACHE.get(abi);
            return create(NativeMemory.EVERYTHING, NativeMemory.malloc(l.size), Ownership.MALLOC, l);
        }

        /** As the generated {@code mallocManaged} does. */
        static Pair managed(Abi abi) {
            PairLayout l = CACHE.get(abi);
            return managed(abi, NativeMemory.malloc(l.size), l.size);
        }

        /** A managed view at the start of the block of {@code bytes} at {@code address}. */
        static Pair managed(Abi abi, long address, long bytes) {
            PairLayout l = CACHE.get(abi);
            MemorySegment memory = NativeMemory.managedSegment(address, bytes);
            Pair p = create(memory, 0, Ownership.MANAGED, l);
            p.manageWithCleaner();
            return p;
        }

        static Pair wrap(MemorySegment s, Abi abi) {
            return create(s, 0, Ownership.BORROWED, CACHE.get(abi));
        }

        static Pair stack(MemoryStack.Frame f, Abi abi) {
            PairLayout l = CACHE.get(abi);
            return create(NativeMemory.EVERYTHING, f.allocate(l.size, l.alignment), Ownership.STACK, l);
        }

        static Pair arena(Arena arena, Abi abi) {
            PairLayout l = CACHE.get(abi);
            return create(arena.allocate(l.size, l.alignment), 0, Ownership.ARENA, l);
        }

        @Override
        public PairLayout boundLayout() {
            return l;
        }

        int a() {
            return Access.getInt(segment, offset + l.a, l.swap);
        }

        Pair a(int v) {
            Access.putInt(segment, offset + l.a, v, l.swap);
            return this;
        }

        double b() {
            return Access.getDouble(segment, offset + l.b, l.swap);
        }

        Pair b(double v) {
            Access.putDouble(segment, offset + l.b, v, l.swap);
            return this;
        }
    }

    /** The direct form: native memory in the machine's order, reached from the decoded address. */
    static final class DirectPair extends Pair {
        DirectPair(long address, Ownership own, PairLayout l) {
            super(address, own, l);
        }

        @Override
        int a() {
            return Access.getInt(null, Access.direct(offset) + l.a, false);
        }

        @Override
        Pair a(int v) {
            Access.putInt(null, Access.direct(offset) + l.a, v, false);
            return this;
        }

        @Override
        double b() {
            return Access.getDouble(null, Access.direct(offset) + l.b, false);
        }

        @Override
        Pair b(double v) {
            Access.putDouble(null, Access.direct(offset) + l.b, v, false);
            return this;
        }
    }

    static final class PairArray extends StructArray<Pair> {
        PairArray(MemorySegment s, long o, Ownership own, PairLayout l, long n) {
            super(s, o, own, l, n);
        }

        static PairArray malloc(long n, Abi abi) {
            PairLayout l = CACHE.get(abi);
            long a = NativeMemory.malloc(n * l.size);
            return new PairArray(NativeMemory.EVERYTHING, a, Ownership.MALLOC, l, n);
        }

        @Override
        protected Pair view(MemorySegment s, long o) {
            return Pair.create(s, o, Ownership.BORROWED, (PairLayout) elementLayout());
        }
    }

    @Test
    void mallocViewFreesOnceAndRefusesTheSecondFree() {
        Pair p = Pair.malloc(Abi.nativeAbi()).a(7).b(2.5);
        assertThat(p.ownership()).isEqualTo(Ownership.MALLOC);
        assertThat(p.a()).isEqualTo(7);
        assertThat(p.b()).isEqualTo(2.5);
        assertThat(p.byteSize()).isEqualTo(16);
        assertThat(p.segment().byteSize()).isEqualTo(16);
        assertThat(p.segment().address()).isEqualTo(p.address());
        assertThat(p.toString()).startsWith("Pair@" + Abi.nativeAbi().id() + "[address=0x");
        p.free();
        assertThat(p.ownership()).isEqualTo(Ownership.FREED);
        assertThatThrownBy(p::free).isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot free Pair@" + Abi.nativeAbi().id() + ": it was already freed");
        p.close(); // idempotent after free
        assertThat(p.ownership()).isEqualTo(Ownership.FREED);
    }

    @Test
    void toStringSaysWhereTheMemoryIsForEachKindOfView() {
        Abi abi = Abi.nativeAbi();
        String pair = "Pair@" + abi.id();
        Pair p = Pair.malloc(abi);
        String at = "address=0x" + Long.toHexString(p.address());
        assertThat(p).hasToString(pair + "[" + at + ", size=16]");
        p.free();
        assertThat(p).hasToString(pair + "[freed, " + at + ", size=16]");
        // a heap view's address() is an offset into its array, not a native address: say so
        Pair heap = Pair.create(MemorySegment.ofArray(new byte[64]), 8, Ownership.BORROWED, CACHE.get(abi));
        assertThat(heap).hasToString(pair + "[heap byte[64], offset=8, size=16]");
        assertThat(Pair.wrap(MemorySegment.ofArray(new long[8]).asSlice(16), abi))
                .hasToString(pair + "[heap long[8], offset=16, size=16]");
        assertThat(Pair.wrap(MemorySegment.ofArray(new byte[16]).asReadOnly(), abi))
                .hasToString(pair + "[read-only heap, offset=0, size=16]");
        PairArray array = new PairArray(MemorySegment.ofArray(new byte[64]), 16, Ownership.BORROWED, CACHE.get(abi), 2);
        assertThat(array).hasToString("Pair[2]@" + abi.id() + "[heap byte[64], offset=16, size=32]");
        assertThat(array.get(1)).hasToString(pair + "[heap byte[64], offset=32, size=16]");
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment memory = arena.allocate(16);
            assertThat(Pair.wrap(memory.asReadOnly(), abi))
                    .hasToString(pair + "[read-only address=0x" + Long.toHexString(memory.address()) + ", size=16]");
        }
    }

    @Test
    void closeFreesOwnedMemoryAndLeavesOtherMemoryAlone() {
        try (Pair p = Pair.malloc(Abi.nativeAbi())) {
            p.a(1);
        }
        MemorySegment heap = MemorySegment.ofArray(new byte[16]);
        try (Pair w = Pair.wrap(heap, Abi.nativeAbi())) {
            w.a(3);
        }
        assertThat(Pair.wrap(heap, Abi.nativeAbi()).a()).isEqualTo(3);
        try (var frame = MemoryStack.push(); Pair s = Pair.stack(frame, Abi.nativeAbi())) {
            s.a(4);
        }
        try (Arena arena = Arena.ofConfined(); Pair s = Pair.arena(arena, Abi.nativeAbi())) {
            s.a(5);
        }
    }

    @Test
    void freeOfMemoryTheViewDoesNotOwnSaysWhy() {
        Pair w = Pair.wrap(MemorySegment.ofArray(new byte[16]), Abi.nativeAbi());
        assertThatThrownBy(w::free).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("cannot free Pair@")
                .hasMessageContaining("it borrows its memory (wrapped, or a nested struct or array element of another view) and never frees it");
        assertThat(w.ownership()).isEqualTo(Ownership.BORROWED);
        try (var frame = MemoryStack.push()) {
            Pair s = Pair.stack(frame, Abi.nativeAbi());
            assertThatThrownBy(s::free).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("stack memory is released when its frame closes");
        }
        try (Arena arena = Arena.ofConfined()) {
            Pair a = Pair.arena(arena, Abi.nativeAbi());
            assertThatThrownBy(a::free).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("its memory came from an Arena or SegmentAllocator, which releases it (an Arena when it closes)");
        }
    }

    @Test
    void cleanerManagedViewsCanBeFreedExplicitlyOnce() {
        Pair p = Pair.managed(Abi.nativeAbi()).a(9);
        assertThat(p.ownership()).isEqualTo(Ownership.MANAGED);
        assertThat(p.a()).isEqualTo(9);
        p.free();
        assertThatThrownBy(p::free).isInstanceOf(IllegalStateException.class).hasMessageContaining("already freed");
        // only malloc'd memory can be managed
        Pair w = Pair.wrap(MemorySegment.ofArray(new byte[16]), Abi.nativeAbi());
        assertThatThrownBy(w::manageWithCleaner).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void managedMemoryLivesWhileASegmentTakenFromTheViewIsReachableAndNoLonger() throws Exception {
        // a C-library block, whose free() writes its free-list pointer over the block's first 8 bytes: a Cleaner
        // that freed the block too early would change them while a segment taken from the view still uses them
        long pattern = 0x1122_3344_5566_7788L;
        long address = CLibraryBlocks.malloc(1024);
        Pair view = Pair.managed(Abi.nativeAbi(), address, 1024);
        MemorySegment kept = view.segment();
        kept.set(ValueLayout.JAVA_LONG_UNALIGNED, 0, pattern);
        WeakReference<Pair> viewGone = new WeakReference<>(view);
        view = null;
        awaitCollected(viewGone);
        System.gc();
        Thread.sleep(200);   // time for the Cleaner's thread, had the view's collection queued a free
        assertThat(kept.get(ValueLayout.JAVA_LONG_UNALIGNED, 0)).isEqualTo(pattern);

        // once the segment goes too, nothing keeps the scope, and the Cleaner frees the block
        WeakReference<MemorySegment.Scope> scopeGone = new WeakReference<>(kept.scope());
        kept = null;
        awaitCollected(scopeGone);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (NativeMemory.EVERYTHING.get(ValueLayout.JAVA_LONG_UNALIGNED, address) == pattern
                && System.nanoTime() < deadline) {
            Thread.sleep(10);   // a freed C-library block stays mapped, so reading it here is safe
        }
        assertThat(NativeMemory.EVERYTHING.get(ValueLayout.JAVA_LONG_UNALIGNED, address))
                .as("free() has written into the block").isNotEqualTo(pattern);
    }

    private static void awaitCollected(WeakReference<?> ref) throws InterruptedException {
        for (int i = 0; i < 100 && ref.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertThat(ref.get()).as("collected").isNull();
    }

    @Test
    void managedViewsLeftToTheCleanerDoNotCrash() throws Exception {
        // the free itself is not observable from here; this drops many managed views and lets the GC and
        // the Cleaner thread free them while the test goes on
        for (int i = 0; i < 10_000; i++) {
            Pair.managed(Abi.nativeAbi()).a(i);
        }
        System.gc();
        Thread.sleep(20);
    }

    @Test
    void wrappedHeapSegmentsStayBoundsChecked() {
        Pair w = Pair.wrap(MemorySegment.ofArray(new byte[8]), Abi.nativeAbi());
        w.a(1);
        assertThatThrownBy(() -> w.b(1.0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void arraysHandOutViewsAtTheStrideAndCheckIndices() {
        Abi abi = Abi.nativeAbi();
        try (PairArray arr = PairArray.malloc(5, abi)) {
            assertThat(arr.count()).isEqualTo(5);
            assertThat(arr.stride()).isEqualTo(16);
            assertThat(arr.byteSize()).isEqualTo(80);
            for (int i = 0; i < 5; i++) {
                arr.get(i).a(i * 10).b(i / 2.0);
            }
            Pair reuse = arr.get(0);
            for (int i = 0; i < 5; i++) {
                assertThat(arr.get(i, reuse)).isSameAs(reuse);
                assertThat(reuse.a()).isEqualTo(i * 10);
                assertThat(reuse.address()).isEqualTo(arr.address() + 16L * i);
            }
            List<Integer> seen = new ArrayList<>();
            arr.forEach(p -> seen.add(p.a()));
            assertThat(seen).containsExactly(0, 10, 20, 30, 40);
            assertThatThrownBy(() -> arr.get(5)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessage("index 5 out of range 0..4 of Pair[5]@" + abi.id());
            assertThatThrownBy(() -> arr.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
            assertThatThrownBy(() -> arr.get(7, reuse)).isInstanceOf(IndexOutOfBoundsException.class);
            Pair other = Pair.wrap(MemorySegment.ofArray(new byte[32]), Abi.of("std430"));
            assertThatThrownBy(() -> arr.get(0, other)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("another layout");
            // the element views are borrowed: only the array frees
            assertThatThrownBy(reuse::free).isInstanceOf(IllegalStateException.class);
        }
    }

    @Test
    void nativeViewsInTheMachinesOrderAreDirectAndOthersKeepTheirSegment() {
        try (Pair direct = Pair.malloc(Abi.nativeAbi()); Pair swapped = Pair.malloc(Abi.of("network"))) {
            assertThat(direct).isInstanceOf(DirectPair.class);
            assertThat(direct.segment).isNull();
            direct.a(0x11223344).b(2.5);
            assertThat(NativeMemory.EVERYTHING.get(java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED, direct.address()))
                    .isEqualTo(0x11223344);
            assertThat(direct.a()).isEqualTo(0x11223344);
            assertThat(direct.b()).isEqualTo(2.5);
            assertThat(direct.segment().address()).isEqualTo(direct.address());

            // a byte-swapped view keeps the address-space segment, so Access swaps
            assertThat(swapped).isNotInstanceOf(DirectPair.class);
            assertThat(swapped.segment).isSameAs(NativeMemory.EVERYTHING);
            swapped.a(0x11223344);
            assertThat(NativeMemory.EVERYTHING.get(java.lang.foreign.ValueLayout.JAVA_BYTE, swapped.address()))
                    .isEqualTo((byte) 0x11);
            assertThat(swapped.a()).isEqualTo(0x11223344);
        }
        // an address at or above the limit is not direct (the views are never used here)
        PairLayout l = CACHE.get(Abi.nativeAbi());
        Pair high = Pair.create(NativeMemory.EVERYTHING, MemoryView.DIRECT_LIMIT, Ownership.BORROWED, l);
        assertThat(high.segment).isSameAs(NativeMemory.EVERYTHING);
        assertThat(high.address()).isEqualTo(MemoryView.DIRECT_LIMIT);
        Pair negative = Pair.create(NativeMemory.EVERYTHING, -16, Ownership.BORROWED, l);
        assertThat(negative.segment).isSameAs(NativeMemory.EVERYTHING);
        // the highest direct address survives the direct form's encoding
        Pair below = Pair.create(null, MemoryView.DIRECT_LIMIT - 1, Ownership.BORROWED, l);
        assertThat(below.segment).isNull();
        assertThat(below.address()).isEqualTo(MemoryView.DIRECT_LIMIT - 1);
        // the general form over native memory keeps the address-space segment, never null
        assertThat(new Pair(null, 4096, Ownership.BORROWED, l).segment).isSameAs(NativeMemory.EVERYTHING);
    }

    @Test
    void arrayCursorsKeepTheDirectRuleOfTheirLayout() {
        for (Abi abi : List.of(Abi.nativeAbi(), Abi.of("network"))) {
            try (PairArray arr = PairArray.malloc(3, abi)) {
                Pair cursor = arr.get(0);
                for (int i = 0; i < 3; i++) {
                    arr.get(i, cursor).a(100 + i);
                    assertThat(cursor.segment).isSameAs(abi.equals(Abi.nativeAbi()) ? null : NativeMemory.EVERYTHING);
                    assertThat(cursor.address()).isEqualTo(arr.address() + arr.stride() * i);
                }
                List<Integer> seen = new ArrayList<>();
                arr.forEach(p -> seen.add(p.a()));
                assertThat(seen).containsExactly(100, 101, 102);
            }
        }
    }

    @Test
    void directCursorsStopAtTheLimitAndGeneralOnesCrossIt() {
        // never accessed: only where the views point
        PairLayout l = CACHE.get(Abi.nativeAbi());
        var arr = new PairArray(NativeMemory.EVERYTHING, MemoryView.DIRECT_LIMIT - 32, Ownership.BORROWED, l, 4);
        Pair cursor = arr.get(0);
        assertThat(cursor.segment).isNull();
        assertThat(arr.get(1, cursor).address()).isEqualTo(MemoryView.DIRECT_LIMIT - 16);
        assertThatThrownBy(() -> arr.get(2, cursor)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("reaches native memory directly and cannot move to")
                .hasMessageContaining("at offset " + MemoryView.DIRECT_LIMIT);
        assertThat(cursor.address()).isEqualTo(MemoryView.DIRECT_LIMIT - 16);
        assertThat(arr.get(2).segment).isSameAs(NativeMemory.EVERYTHING);

        Pair general = new Pair(NativeMemory.EVERYTHING, 0, Ownership.BORROWED, l);
        for (int i = 0; i < 4; i++) {
            assertThat(arr.get(i, general).address()).isEqualTo(MemoryView.DIRECT_LIMIT - 32 + 16L * i);
            assertThat(general.segment).isSameAs(NativeMemory.EVERYTHING);
        }
    }

    @Test
    void structsOfTwoToTheSixtyOneBytesAreRefused() {
        // the built-in ABIs count in bits and stop at 2^60 bytes; an ABI a user implements may not
        Abi huge = new Abi() {
            @Override
            public String id() {
                return "huge";
            }

            @Override
            public java.nio.ByteOrder byteOrder() {
                return java.nio.ByteOrder.nativeOrder();
            }

            @Override
            public org.abistruct.layout.StructLayout layout(StructType type) {
                var real = Abi.nativeAbi().layout(type);
                return new org.abistruct.layout.StructLayout(type, "huge", BoundLayout.MAX_SIZE, real.byteAlignment(),
                        real.dataSize(), real.members());
            }
        };
        assertThatThrownBy(() -> new BoundLayout(TYPE, huge) { })
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("below 2^61 bytes");
    }

    @Test
    void negativeArrayCountIsRefused() {
        assertThatThrownBy(() -> new PairArray(MemorySegment.ofArray(new byte[0]), 0, Ownership.BORROWED,
                CACHE.get(Abi.nativeAbi()), -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
