package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import org.abistruct.abi.Abi;
import org.abistruct.it.structs.Material;
import org.abistruct.it.structs.Pair;
import org.abistruct.it.structs.Particle;
import org.abistruct.layout.ForeignLayouts;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * C functions built in the test take a struct BY VALUE, change their copy and return it BY VALUE; the
 * {@link FunctionDescriptor}s come from {@link Abi#memoryLayout} under the native ABI, Java passes a generated
 * view's segment and reads the returned segment through a view. A small struct travels in registers, a large one
 * (with a nested struct, arrays and a matrix) in memory; a struct of a float, an int and a double is split across
 * integer and floating-point registers on x86-64 System V, and a union travels by value too.
 */
@Tag("conformance")
class ByValueDowncallTest {
    static final String C = """
            #include <stddef.h>
            #include <stdint.h>

            struct Pair { int32_t count; float scale; };
            struct Material { float color[4]; float roughness; uint32_t flags; };
            struct Particle {
                float position[3]; int32_t id; struct Material material; int16_t samples[4]; uint8_t level;
                _Bool alive; double mass; size_t count; void *next; float rot[2][2]; uint16_t grid[2][3];
                struct Material layers[2];
            };

            struct Pair scale_pair(struct Pair p, float k) { p.count += 1; p.scale *= k; return p; }

            /* One eightbyte of a float and an int (INTEGER), one of a double (SSE) on x86-64 System V. */
            struct Mixed { float a; int32_t b; double c; };
            struct Mixed mix(struct Mixed m) { m.a += 1; m.b += 2; m.c *= 3; return m; }

            union Number { int8_t tag; double real; int64_t whole; };
            union Number twice(union Number n) { n.real *= 2; return n; }

            /* The copy is changed and returned; the caller's struct must stay as it was. */
            struct Particle grow(struct Particle p, int32_t by) {
                p.position[2] += (float) by;
                p.id += by;
                p.material.roughness = p.material.color[3] / 2;
                p.material.flags <<= by;
                p.samples[3] = (int16_t) (p.samples[0] + p.samples[1]);
                p.level += 1;
                p.alive = !p.alive;
                p.mass *= by;
                p.count = sizeof(struct Particle);
                p.rot[1][0] = p.rot[0][0] + p.rot[1][1];
                p.grid[1][2] = (uint16_t) (p.grid[0][1] * by);
                p.layers[1].color[2] = p.layers[0].color[0] + 1;
                p.layers[1].flags = 0xFEEDu;
                return p;
            }
            """;

    static Arena arena;
    static MethodHandle scalePair;
    static MethodHandle grow;
    static final StructType MIXED = StructType.struct("Mixed", Member.of("a", Scalar.FLOAT32),
            Member.of("b", Scalar.INT32), Member.of("c", Scalar.FLOAT64));
    static final StructType NUMBER = StructType.union("Number", Member.of("tag", Scalar.INT8),
            Member.of("real", Scalar.FLOAT64), Member.of("whole", Scalar.INT64));
    static MethodHandle mix;
    static MethodHandle twice;

    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        arena = Arena.ofShared();
        SymbolLookup symbols = Oracle.sharedLibrary(dir, "byvalue", C, arena);
        Linker linker = Linker.nativeLinker();
        GroupLayout pair = Abi.nativeAbi().memoryLayout(Pair.TYPE);
        GroupLayout particle = ForeignLayouts.forLinker(Abi.nativeAbi(), Particle.TYPE);
        scalePair = linker.downcallHandle(symbols.find("scale_pair").orElseThrow(),
                FunctionDescriptor.of(pair, pair, ValueLayout.JAVA_FLOAT));
        grow = linker.downcallHandle(symbols.find("grow").orElseThrow(),
                FunctionDescriptor.of(particle, particle, ValueLayout.JAVA_INT));
        GroupLayout mixed = ForeignLayouts.forLinker(Abi.nativeAbi(), MIXED);
        mix = linker.downcallHandle(symbols.find("mix").orElseThrow(), FunctionDescriptor.of(mixed, mixed));
        GroupLayout number = ForeignLayouts.forLinker(Abi.nativeAbi(), NUMBER);
        twice = linker.downcallHandle(symbols.find("twice").orElseThrow(), FunctionDescriptor.of(number, number));
    }

    @AfterAll
    static void close() {
        if (arena != null) {
            arena.close();
        }
    }

    @Test
    void aSmallStructGoesAndComesBackInRegisters() throws Throwable {
        try (Arena local = Arena.ofConfined()) {
            Pair p = Pair.allocate(local, Abi.nativeAbi()).count(41).scale(1.5f);
            MemorySegment returned = (MemorySegment) scalePair.invokeExact((SegmentAllocator) local, p.segment(), 4f);
            Pair result = Pair.wrap(returned, Abi.nativeAbi());
            assertThat(result.count()).isEqualTo(42);
            assertThat(result.scale()).isEqualTo(6f);
            assertThat(p.count()).as("the caller's copy").isEqualTo(41);
        }
    }

    @Test
    void aStructOfAFloatAnIntAndADoubleGoesAndComesBackSplitAcrossRegisterClasses() throws Throwable {
        try (Arena local = Arena.ofConfined()) {
            MemorySegment m = local.allocate(Abi.nativeAbi().memoryLayout(MIXED));
            m.set(ValueLayout.JAVA_FLOAT, 0, 1.5f);
            m.set(ValueLayout.JAVA_INT, 4, 40);
            m.set(ValueLayout.JAVA_DOUBLE, 8, 2.5);
            var result = (MemorySegment) mix.invokeExact((SegmentAllocator) local, m);
            assertThat(result.get(ValueLayout.JAVA_FLOAT, 0)).isEqualTo(2.5f);
            assertThat(result.get(ValueLayout.JAVA_INT, 4)).isEqualTo(42);
            assertThat(result.get(ValueLayout.JAVA_DOUBLE, 8)).isEqualTo(7.5);
        }
    }

    @Test
    void aUnionGoesAndComesBackByValue() throws Throwable {
        try (Arena local = Arena.ofConfined()) {
            MemorySegment n = local.allocate(Abi.nativeAbi().memoryLayout(NUMBER));
            n.set(ValueLayout.JAVA_DOUBLE, 0, 10.25);
            var result = (MemorySegment) twice.invokeExact((SegmentAllocator) local, n);
            assertThat(result.byteSize()).isEqualTo(8);
            assertThat(result.get(ValueLayout.JAVA_DOUBLE, 0)).isEqualTo(20.5);
        }
    }

    @Test
    void aLargeStructWithNestedStructsAndArraysGoesAndComesBackByValue() throws Throwable {
        try (Arena local = Arena.ofConfined()) {
            Particle p = Particle.allocate(local, Abi.nativeAbi());
            p.position(1f, 2f, 3f).id(20).mass(1.25).alive(false).count(7L).next(0L);
            Material m = p.material();
            m.color(new float[] {0.5f, 0.5f, 0.5f, 3f}).roughness(0.75f).flags(3);
            p.samples(new short[] {100, 23, 0, 0});
            p.level((byte) 5);
            p.rot(new float[] {1f, 0f, 0f, 2f});
            p.grid(0, 1, (short) 11);
            p.layers(0).color(new float[] {6f, 0f, 0f, 0f});

            MemorySegment returned = (MemorySegment) grow.invokeExact((SegmentAllocator) local, p.segment(), 3);
            Particle result = Particle.wrap(returned, Abi.nativeAbi());

            assertThat(result.positionZ()).isEqualTo(6f);
            assertThat(result.id()).isEqualTo(23);
            assertThat(result.material().roughness()).isEqualTo(1.5f);
            assertThat(result.material().flags()).isEqualTo(24);
            assertThat(result.samples(3)).isEqualTo((short) 123);
            assertThat(result.levelAsInt()).isEqualTo(6);
            assertThat(result.alive()).isTrue();
            assertThat(result.mass()).isEqualTo(3.75);
            assertThat(result.count()).as("C's sizeof").isEqualTo(Particle.layout(Abi.nativeAbi()).byteSize());
            assertThat(result.rot(1, 0)).isEqualTo(3f);
            assertThat(result.grid(1, 2)).isEqualTo((short) 33);
            assertThat(result.layers(1).colorZ()).isEqualTo(7f);
            assertThat(result.layers(1).flags()).isEqualTo(0xFEED);
            assertThat(result.positionX()).as("unchanged members come back too").isEqualTo(1f);
            assertThat(result.material().colorW()).isEqualTo(3f);
            assertThat(p.id()).as("the caller's copy").isEqualTo(20);
            assertThat(p.alive()).isFalse();
        }
    }

    @Test
    void theLinkerRefusesAPackedLayoutWithoutNamingTheMemberAndForLinkerNamesIt() {
        var packed = StructType.struct("P", Member.of("c", Scalar.INT8), Member.of("i", Scalar.INT32)).withPacked(true);
        GroupLayout layout = Abi.nativeAbi().memoryLayout(packed);
        assertThatThrownBy(() -> Linker.nativeLinker().downcallHandle(FunctionDescriptor.ofVoid(layout)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageNotContaining("'i'");
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.nativeAbi(), packed))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("member 'i'")
                .hasMessageContaining("pass the struct by pointer");
    }

    @Test
    void theLinkerRefusesAnAlignasRaisedStructAsForLinkerSays() {
        var raised = StructType.struct("O", Member.of("c", Scalar.INT8), Member.of("i", Scalar.INT32).withAlignAs(16));
        GroupLayout layout = Abi.nativeAbi().memoryLayout(raised);
        assertThatThrownBy(() -> Linker.nativeLinker().downcallHandle(FunctionDescriptor.ofVoid(layout)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("natural alignment");
        assertThatThrownBy(() -> ForeignLayouts.forLinker(Abi.nativeAbi(), raised))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("natural alignment");
    }
}
