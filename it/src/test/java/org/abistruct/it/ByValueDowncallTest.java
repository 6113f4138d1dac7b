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
import java.nio.file.Files;
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
 * (with a nested struct, arrays and a matrix) in memory.
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

    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        String cc = Oracle.requireCCompiler();
        Path source = dir.resolve("byvalue.c");
        Files.writeString(source, C);
        Path lib = Oracle.compileSharedLibrary(cc, dir, source, "libbyvalue.so");
        arena = Arena.ofShared();
        SymbolLookup symbols = SymbolLookup.libraryLookup(lib, arena);
        Linker linker = Linker.nativeLinker();
        GroupLayout pair = Abi.nativeAbi().memoryLayout(Pair.TYPE);
        GroupLayout particle = ForeignLayouts.forLinker(Abi.nativeAbi(), Particle.TYPE);
        scalePair = linker.downcallHandle(symbols.find("scale_pair").orElseThrow(),
                FunctionDescriptor.of(pair, pair, ValueLayout.JAVA_FLOAT));
        grow = linker.downcallHandle(symbols.find("grow").orElseThrow(),
                FunctionDescriptor.of(particle, particle, ValueLayout.JAVA_INT));
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
