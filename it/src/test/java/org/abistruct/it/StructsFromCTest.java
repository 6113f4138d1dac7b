package org.abistruct.it;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.foreign.AddressLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.it.libc.Entry;
import org.abistruct.it.libc.Extended;
import org.abistruct.it.libc.HalfPair;
import org.abistruct.it.libc.Small;
import org.abistruct.layout.ForeignLayouts;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Structs that C owns, viewed from Java as the docs tell a user to: a pointer C returns, a {@code struct **}
 * out-parameter and an array C returns are 0-byte segments that are {@code reinterpret}ed to the struct's size (or
 * given as an {@code ADDRESS} with the struct as its target layout, or wrapped by address); a struct of mixed members
 * (char, short, double, float[2], a nested struct, pointers) goes to C and comes back by value; and {@code qsort}
 * sorts an array of them with a Java comparator that reads both structs through views. Every member is compared with
 * what C prints of it.
 */
@Tag("conformance")
class StructsFromCTest {
    static final String C = """
            #include <stdint.h>
            #include <stdio.h>
            #include <stdlib.h>
            #include <string.h>

            struct Point { short x, y; };
            struct Entry { char tag; short count; double weight; float span[2]; struct Point at;
                            const char *name; struct Entry *next; };
            struct Small { char c; short s; float f[2]; };

            static struct Entry table[3] = {
                { 'a', 300, 2.5, { 0.25f, -1.5f }, { -7, 8 }, "first", &table[1] },
                { 'b', -2, -0.125, { 3e9f, 1e-30f }, { 32767, -32768 }, "second", &table[2] },
                { 'c', 12, 1e300, { -0.0f, 7.75f }, { 0, 1 }, "third", NULL },
            };

            struct Entry *entry_at(int i) { return i >= 0 && i < 3 ? &table[i] : NULL; }
            int entry_named(const char *name, struct Entry **out) {
                for (int i = 0; i < 3; i++) if (strcmp(table[i].name, name) == 0) { *out = &table[i]; return 0; }
                *out = NULL;
                return -1;
            }
            struct Entry *entries(int *count) { *count = 3; return table; }

            static uint32_t bits_f(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
            static uint64_t bits_d(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
            /* Every member, floats as their bits, so that Java can print the same line from a view. */
            void describe(const struct Entry *r, char *out, size_t size) {
                snprintf(out, size, "%d %d %016llx %08x %08x %d %d %s %s", r->tag, r->count,
                         (unsigned long long) bits_d(r->weight), bits_f(r->span[0]), bits_f(r->span[1]), r->at.x,
                         r->at.y, r->name ? r->name : "(null)", r->next ? r->next->name : "(null)");
            }

            /* By value both ways: C changes its copy and returns it. */
            struct Entry bump(struct Entry r, short by) {
                r.tag += 1; r.count += by; r.weight *= 2; r.span[1] = r.span[0] + by; r.at.x -= by; r.at.y += by;
                r.name = "bumped"; r.next = table;
                return r;
            }
            struct Small twist(struct Small s) {
                struct Small t = { (char) (s.c + 1), (short) (s.s * 2), { s.f[1], s.f[0] + s.c } };
                return t;
            }

            static int by_weight(const void *a, const void *b) {
                double x = ((const struct Entry *) a)->weight, y = ((const struct Entry *) b)->weight;
                return x < y ? -1 : x > y;
            }
            void sort_in_c(struct Entry *r, size_t n) { qsort(r, n, sizeof *r, by_weight); }

            #include <stddef.h>
            struct Extended { char c; long double x; int after; };
            size_t extended_layout(int which) {
                return which == 0 ? sizeof(struct Extended) : which == 1 ? _Alignof(long double)
                        : which == 2 ? offsetof(struct Extended, x) : offsetof(struct Extended, after);
            }
            /* The Linker has no long double: these widen a double into one and narrow one back. */
            void extended_fill(struct Extended *e, double x) { e->c = 7; e->x = x; e->after = 42; }
            double extended_half(const struct Extended *e) { return (double) (e->x / 2); }
            """;

    static final Abi ABI = Abi.nativeAbi();
    static final Linker LINKER = Linker.nativeLinker();
    static final long SIZE = Entry.layout(ABI).byteSize();
    static Arena library;
    static SymbolLookup symbols;

    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        library = Arena.ofShared();
        symbols = Oracle.sharedLibrary(dir, "entries", C, library);
    }

    @AfterAll
    static void close() {
        if (library != null) {
            library.close();
        }
    }

    static MethodHandle c(String name, FunctionDescriptor descriptor) {
        return LINKER.downcallHandle(symbols.find(name).orElseThrow(), descriptor);
    }

    /** What C's describe prints of the entry at {@code r}. */
    static String describedByC(MemorySegment r) throws Throwable {
        MethodHandle describe = c("describe", FunctionDescriptor.ofVoid(ADDRESS, ADDRESS, JAVA_LONG));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(256);
            describe.invokeExact(r, out, 256L);
            return out.getString(0);
        }
    }

    /** The same line, read through a view. */
    static String describedByJava(Entry r) {
        return String.format("%d %d %016x %08x %08x %d %d %s %s", r.tag(), r.count(),
                Double.doubleToRawLongBits(r.weight()), Float.floatToRawIntBits(r.span(0)),
                Float.floatToRawIntBits(r.span(1)), r.at().x(), r.at().y(), string(r.name()),
                r.next() == 0 ? "(null)" : string(Entry.wrap(r.next(), ABI).name()));
    }

    static String string(long address) {
        return address == 0 ? "(null)" : MemorySegment.ofAddress(address).reinterpret(Long.MAX_VALUE).getString(0);
    }

    @Test
    void aStructReturnedByPointerIsViewedOnceReinterpretedToItsSize() throws Throwable {
        MethodHandle entryAt = c("entry_at", FunctionDescriptor.of(ADDRESS, JAVA_INT));
        MemorySegment pointer = (MemorySegment) entryAt.invokeExact(0);
        assertThat(pointer.byteSize()).as("FFM's pointer").isZero();
        Entry first = Entry.wrap(pointer.reinterpret(SIZE), ABI);
        assertThat(describedByJava(first)).isEqualTo(describedByC(pointer))
                .isEqualTo("97 300 4004000000000000 3e800000 bfc00000 -7 8 first second");
        assertThat(Entry.wrap(pointer.address(), ABI).count()).as("wrap(address)").isEqualTo((short) 300);

        // the linked list C built, followed through the view's pointer member
        List<String> names = new ArrayList<>();
        for (Entry r = first; r != null; r = r.next() == 0 ? null : Entry.wrap(r.next(), ABI)) {
            names.add(string(r.name()));
        }
        assertThat(names).containsExactly("first", "second", "third");

        // a write through the view is what C reads next
        first.weight(-3.0).at().y((short) 99);
        assertThat(describedByC(pointer)).isEqualTo(describedByJava(first)).contains(" -7 99 ");
        first.weight(2.5).at().y((short) 8);
    }

    @Test
    void anAddressLayoutWithTheStructAsItsTargetGivesASegmentOfTheStructsSize() throws Throwable {
        AddressLayout toEntry = ADDRESS.withTargetLayout(ForeignLayouts.of(ABI, Entry.TYPE));
        MethodHandle entryAt = c("entry_at", FunctionDescriptor.of(toEntry, JAVA_INT));
        MemorySegment second = (MemorySegment) entryAt.invokeExact(1);
        assertThat(second.byteSize()).isEqualTo(SIZE);
        assertThat(describedByJava(Entry.wrap(second, ABI))).isEqualTo(describedByC(second))
                .isEqualTo("98 -2 bfc0000000000000 4f32d05e 0da24260 32767 -32768 second third");
    }

    @Test
    void aStructPointerOutParameterIsReadAndViewed() throws Throwable {
        MethodHandle named = c("entry_named", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);   // struct Entry *out
            assertThat((int) named.invokeExact(arena.allocateFrom("third"), out)).isZero();
            MemorySegment third = out.get(ADDRESS, 0);
            Entry r = Entry.wrap(third.reinterpret(SIZE), ABI);
            assertThat(describedByJava(r)).isEqualTo(describedByC(third))
                    .isEqualTo("99 12 7e37e43c8800759c 80000000 40f80000 0 1 third (null)");
            assertThat(r.next()).isZero();

            assertThat((int) named.invokeExact(arena.allocateFrom("none"), out)).isEqualTo(-1);
            assertThat(out.get(ADDRESS, 0)).isEqualTo(MemorySegment.NULL);
        }
    }

    @Test
    void anArrayOfStructsCReturnsIsViewedAsAnArray() throws Throwable {
        MethodHandle entries = c("entries", FunctionDescriptor.of(ADDRESS, ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment count = arena.allocate(JAVA_INT);
            MemorySegment first = (MemorySegment) entries.invokeExact(count);
            int n = count.get(JAVA_INT, 0);
            Entry.Array all = Entry.wrapArray(first.reinterpret(n * SIZE), n, ABI);
            assertThat(all.count()).isEqualTo(3);
            for (int i = 0; i < n; i++) {
                assertThat(describedByJava(all.get(i))).isEqualTo(describedByC(first.reinterpret(n * SIZE)
                        .asSlice(i * SIZE)));
                assertThat(all.get(i).address()).isEqualTo(first.address() + i * SIZE);
            }
            assertThat(all.get(0).next()).as("C's &table[1]").isEqualTo(all.get(1).address());
        }
    }

    @Test
    void aStructOfMixedMembersGoesToCAndComesBackByValue() throws Throwable {
        GroupLayout entry = ForeignLayouts.forLinker(ABI, Entry.TYPE);
        MethodHandle bump = c("bump", FunctionDescriptor.of(entry, entry, JAVA_SHORT));
        try (Arena arena = Arena.ofConfined()) {
            Entry r = Entry.allocate(arena, ABI).tag((byte) 'x').count((short) 1000).weight(0.75)
                    .span(new float[] {1.5f, 0f}).name(arena.allocateFrom("mine").address());
            r.at().x((short) 5).y((short) -5);
            String before = describedByJava(r);
            MemorySegment returned = (MemorySegment) bump.invokeExact((SegmentAllocator) arena, r.segment(),
                    (short) 4);
            Entry back = Entry.wrap(returned, ABI);
            assertThat(describedByJava(back)).isEqualTo(describedByC(returned))
                    .isEqualTo(String.format("121 1004 %016x %08x %08x 1 -1 bumped first",
                            Double.doubleToRawLongBits(1.5),
                            Float.floatToRawIntBits(1.5f), Float.floatToRawIntBits(5.5f)));
            assertThat(describedByJava(r)).as("the caller's copy").isEqualTo(before);
        }
    }

    @Test
    void aTwelveByteStructSplitAcrossRegisterClassesGoesAndComesBackByValue() throws Throwable {
        GroupLayout small = ForeignLayouts.forLinker(ABI, Small.TYPE);
        MethodHandle twist = c("twist", FunctionDescriptor.of(small, small));
        try (Arena arena = Arena.ofConfined()) {
            Small s = Small.allocate(arena, ABI).c((byte) -3).s((short) 16000).f(new float[] {0.5f, 9f});
            Small back = Small.wrap((MemorySegment) twist.invokeExact((SegmentAllocator) arena, s.segment()), ABI);
            assertThat(back.c()).isEqualTo((byte) -2);
            assertThat(back.s()).isEqualTo((short) 32000);
            assertThat(back.f(0)).isEqualTo(9f);
            assertThat(back.f(1)).isEqualTo(-2.5f);
        }
    }

    @Test
    void aPointerFromCIsToldToBeReinterpretedAndOneReinterpretedTooShortIsToldTheBytesItNeeds() throws Throwable {
        MethodHandle entryAt = c("entry_at", FunctionDescriptor.of(ADDRESS, JAVA_INT));
        MemorySegment pointer = (MemorySegment) entryAt.invokeExact(2);
        assertThatThrownBy(() -> Entry.wrap(pointer, ABI)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageStartingWith("Entry@" + ABI.id() + " needs " + SIZE + " bytes at offset 0 but the memory has 0")
                .hasMessageContaining("reinterpret it to the bytes it points to, or wrap its address()");
        assertThatThrownBy(() -> Entry.wrap(pointer.reinterpret(SIZE - 8), ABI))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("Entry@%s needs %d bytes at offset 0 but the memory has %d", ABI.id(), SIZE, SIZE - 8);
        assertThatThrownBy(() -> Entry.wrapArray(pointer.reinterpret(SIZE), 2, ABI))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageContaining("it holds 1 of %d bytes each", SIZE);
    }

    /**
     * C's answer for no struct is NULL: FFM gives it as {@code MemorySegment.NULL}, which reinterpreting to the
     * struct's size, as the docs say to do with a pointer, or an {@code ADDRESS} with the struct as its target layout
     * turns into a segment at address 0 of the struct's size. A view of it would crash the JVM at its first access
     * (SIGSEGV), so wrapping it is refused as {@code wrap(0L)} is.
     */
    @Test
    void aNullPointerFromCIsRefusedWhereverItIsWrapped() throws Throwable {
        MethodHandle entryAt = c("entry_at", FunctionDescriptor.of(ADDRESS, JAVA_INT));
        MethodHandle sizedEntryAt = c("entry_at",
                FunctionDescriptor.of(ADDRESS.withTargetLayout(ForeignLayouts.of(ABI, Entry.TYPE)), JAVA_INT));
        MethodHandle named = c("entry_named", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
        String refused = "cannot wrap Entry@" + ABI.id() + " at address 0 (NULL)";
        MemorySegment none = (MemorySegment) entryAt.invokeExact(7);
        assertThat(none).isEqualTo(MemorySegment.NULL);
        assertThatThrownBy(() -> Entry.wrap(none, ABI)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(refused);
        assertThatThrownBy(() -> Entry.wrap(none.reinterpret(SIZE), ABI))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(refused)
                .hasMessageContaining("address() == 0");
        MemorySegment sized = (MemorySegment) sizedEntryAt.invokeExact(7);
        assertThat(sized.byteSize()).as("FFM sizes NULL to the target layout").isEqualTo(SIZE);
        assertThatThrownBy(() -> Entry.wrap(sized, ABI)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(refused);
        assertThatThrownBy(() -> Entry.wrap(none.address(), ABI)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(refused);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            assertThat((int) named.invokeExact(arena.allocateFrom("nobody"), out)).isEqualTo(-1);
            MemorySegment nobody = out.get(ADDRESS, 0).reinterpret(SIZE);
            assertThatThrownBy(() -> Entry.wrap(nobody, ABI)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith(refused);
        }
        assertThatThrownBy(() -> Entry.wrapArray(none.reinterpret(3 * SIZE), 3, ABI))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cannot wrap Entry[3]@" + ABI.id() + " at address 0 (NULL)");
        // what C returns with a count of 0 is an empty array, wherever it points
        assertThat(Entry.wrapArray(none, 0, ABI).count()).isZero();
        // an offset into a segment at NULL is an address: only the struct at 0 is refused
        MemorySegment fromNull = none.reinterpret(Long.MAX_VALUE);
        assertThatThrownBy(() -> Entry.wrap(fromNull, 0, ABI)).hasMessageStartingWith(refused);
        assertThat(Entry.wrap(fromNull, entryAddress(0), ABI).count()).isEqualTo((short) 300);
    }

    static long entryAddress(int i) throws Throwable {
        MethodHandle entryAt = c("entry_at", FunctionDescriptor.of(ADDRESS, JAVA_INT));
        return ((MemorySegment) entryAt.invokeExact(i)).address();
    }

    /**
     * A long double has no Java type; where it is 16 bytes aligned to 16, the processor says to keep its bytes in its
     * place as {@code @Length(16) @Align(16) @Type("uint8_t") byte[]}, and the members after it are where C puts them.
     */
    @Test
    void aLongDoubleKeptAsItsBytesLeavesTheMembersAfterItWhereCPutsThem() throws Throwable {
        MethodHandle layout = c("extended_layout", FunctionDescriptor.of(JAVA_LONG, JAVA_INT));
        long size = (long) layout.invokeExact(0);
        Assumptions.assumeTrue(size == 48 && (long) layout.invokeExact(1) == 16,
                "long double is 16 bytes aligned to 16 here");
        var extended = Extended.layout(ABI);
        assertThat(extended.byteSize()).isEqualTo(size);
        assertThat(extended.member("x").orElseThrow().byteOffset()).isEqualTo((long) layout.invokeExact(2));
        assertThat(extended.member("after").orElseThrow().byteOffset()).isEqualTo((long) layout.invokeExact(3));

        // a long double travels as its bytes: C writes 3.0L, and halves the bytes a view copied into another struct
        MethodHandle fill = c("extended_fill", FunctionDescriptor.ofVoid(ADDRESS, JAVA_DOUBLE));
        MethodHandle half = c("extended_half", FunctionDescriptor.of(JAVA_DOUBLE, ADDRESS));
        try (Arena arena = Arena.ofConfined()) {
            Extended e = Extended.allocate(arena, ABI);
            fill.invokeExact(e.segment(), 3.0);
            assertThat(e.c()).isEqualTo((byte) 7);
            assertThat(e.after()).isEqualTo(42);
            Extended copy = Extended.allocate(arena, ABI).x(e.xTo(new byte[16]));
            assertThat((double) half.invokeExact(copy.segment())).isEqualTo(1.5);
        }
    }

    /**
     * forLinker refuses a struct of half floats, which the Linker would pass in integer registers where C passes them in
     * floating-point ones; the docs say to pass it by pointer instead, and C then reads what the view wrote.
     */
    @Test
    void aStructOfHalfFloatsIsRefusedByValueAndGoesToCByPointer(@TempDir Path dir) throws Throwable {
        assertThatThrownBy(() -> ForeignLayouts.forLinker(ABI, HalfPair.TYPE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("struct HalfPair under " + ABI.id() + ", member 'a': a half float")
                .hasMessageEndingWith("pass the struct by pointer");
        try (Arena arena = Arena.ofConfined()) {
            SymbolLookup halves = Oracle.sharedLibrary(dir, "halves", """
                    struct HalfPair { _Float16 a, b; };
                    float half_sum(const struct HalfPair *p) { return (float) p->a + (float) p->b; }
                    void half_scale(struct HalfPair *p, float k) { p->a *= k; p->b *= k; }
                    """, arena);
            MethodHandle sum = LINKER.downcallHandle(halves.find("half_sum").orElseThrow(),
                    FunctionDescriptor.of(ValueLayout.JAVA_FLOAT, ADDRESS));
            MethodHandle scale = LINKER.downcallHandle(halves.find("half_scale").orElseThrow(),
                    FunctionDescriptor.ofVoid(ADDRESS, ValueLayout.JAVA_FLOAT));
            HalfPair p = HalfPair.allocate(arena, ABI).a(1.5f).b(-0.25f);
            assertThat((float) sum.invokeExact(p.segment())).isEqualTo(1.25f);
            scale.invokeExact(p.segment(), 4f);
            assertThat(p.a()).isEqualTo(6f);
            assertThat(p.b()).isEqualTo(-1f);
        }
    }

    @Test
    void aLayoutForTheLinkerUnderAnotherAbiThanTheHostsIsRefusedNamingBoth() {
        for (String other : List.of("i386-sysv", "x86_64-msvc", "x86_64-sysv", "aarch64", "std430", "network")) {
            if (other.equals(ABI.id())) {
                continue;
            }
            assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.of(other), Small.TYPE))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("struct Small under " + other + ": the FFM Linker passes structs as this"
                            + " machine's C ABI, " + ABI.id() + ", lays them out")
                    .hasMessageContaining(
                            "take the layout under Abi.nativeAbi(), or pass the struct's bytes by pointer");
        }
    }

    /** qsort calls this with pointers into the array; each is read through a view by address. */
    static int byWeight(MemorySegment a, MemorySegment b) {
        return Double.compare(Entry.wrap(a.address(), ABI).weight(), Entry.wrap(b.address(), ABI).weight());
    }

    @Test
    void qsortSortsAnArrayOfStructsWithAJavaComparatorReadingThemThroughViews() throws Throwable {
        MethodHandle qsort = LINKER.downcallHandle(LINKER.defaultLookup().find("qsort").orElseThrow(),
                FunctionDescriptor.ofVoid(ADDRESS, JAVA_LONG, JAVA_LONG, ADDRESS));
        MethodHandle sortInC = c("sort_in_c", FunctionDescriptor.ofVoid(ADDRESS, JAVA_LONG));
        FunctionDescriptor compare = FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS);
        MethodHandle byWeight = MethodHandles.lookup().findStatic(StructsFromCTest.class, "byWeight",
                MethodType.methodType(int.class, MemorySegment.class, MemorySegment.class));
        double[] weights = {3.5, -1, 1e-9, 42, -1e6, 0, 7.25, -0.5, 1e300, 2};
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment comparator = LINKER.upcallStub(byWeight, compare, arena);
            Entry.Array byJava = Entry.allocateArray(arena, weights.length, ABI);
            Entry.Array byC = Entry.allocateArray(arena, weights.length, ABI);
            for (int i = 0; i < weights.length; i++) {
                for (Entry.Array array : List.of(byJava, byC)) {
                    Entry r = array.get(i).tag((byte) ('a' + i)).count((short) i).weight(weights[i]);
                    r.span(0, i / 4f).at().x((short) -i);
                }
            }
            qsort.invokeExact(byJava.segment(), (long) weights.length, SIZE, comparator);
            sortInC.invokeExact(byC.segment(), (long) weights.length);
            assertThat(byJava.segment().mismatch(byC.segment())).as("the bytes C's own comparator sorts to")
                    .isEqualTo(-1L);
            double previous = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < weights.length; i++) {
                Entry r = byJava.get(i);
                assertThat(r.weight()).isGreaterThanOrEqualTo(previous);
                assertThat(r.at().x()).as("members travel with their struct").isEqualTo((short) -r.count());
                assertThat(r.tag()).isEqualTo((byte) ('a' + r.count()));
                previous = r.weight();
            }
        }
    }
}
