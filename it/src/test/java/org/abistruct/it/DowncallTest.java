package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import org.abistruct.abi.Abi;
import org.abistruct.it.structs.Material;
import org.abistruct.it.structs.Particle;
import org.abistruct.memory.MemoryStack;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A C function built in the test receives a generated struct by pointer through an FFM downcall, changes
 * members (a scalar, a vector component, a nested struct's members, array elements, a pointer), and Java
 * reads the changes through the generated getters.
 */
@Tag("conformance")
class DowncallTest {
    static final String C = """
            #include <stddef.h>
            #include <stdint.h>

            struct Material { float color[4]; float roughness; uint32_t flags; };
            struct Particle {
                float position[3]; int32_t id; struct Material material; int16_t samples[4]; uint8_t level;
                _Bool alive; double mass; size_t count; void *next; float rot[2][2]; uint16_t grid[2][3];
                struct Material layers[2];
            };

            size_t particle_size(void) { return sizeof(struct Particle); }
            size_t particle_offset_layers(void) { return offsetof(struct Particle, layers); }

            /* Changes members and returns a checksum of what it read, so both directions are checked. */
            double touch(struct Particle *p) {
                double seen = p->position[0] + p->position[1] + p->position[2] + p->id + p->material.roughness
                        + p->material.flags + p->samples[3] + p->level + p->alive + p->mass + (double) p->count
                        + p->rot[1][0] + p->grid[1][2] + p->layers[1].color[3];
                p->position[1] += 1.5f;
                p->id *= -2;
                p->material.color[2] = 0.125f;
                p->material.roughness = 0.25f;
                p->material.flags |= 0x80000000u;
                p->samples[2] = -7;
                p->level = 255;
                p->alive = !p->alive;
                p->mass *= 2;
                p->count = (size_t) -1;
                p->next = p;
                p->rot[1][0] = 9.0f;          /* column 1, row 0 */
                p->grid[1][2] = 65535;
                p->layers[1].flags = 42;
                p->layers[0].color[1] = -1.0f;
                return seen;
            }

            /* An array of structs: element i gets id i * 10 and level i. */
            void number(struct Particle *p, size_t n) {
                for (size_t i = 0; i < n; i++) { p[i].id = (int32_t) (i * 10); p[i].level = (uint8_t) i; }
            }
            """;

    static Arena arena;
    static MethodHandle touch;
    static MethodHandle number;
    static MethodHandle size;
    static MethodHandle offsetLayers;

    @BeforeAll
    static void build(@TempDir Path dir) throws Exception {
        arena = Arena.ofShared();
        SymbolLookup symbols = Oracle.sharedLibrary(dir, "particle", C, arena);
        Linker linker = Linker.nativeLinker();
        touch = linker.downcallHandle(symbols.find("touch").orElseThrow(),
                FunctionDescriptor.of(ValueLayout.JAVA_DOUBLE, ValueLayout.ADDRESS));
        number = linker.downcallHandle(symbols.find("number").orElseThrow(),
                FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.JAVA_LONG));
        size = linker.downcallHandle(symbols.find("particle_size").orElseThrow(), FunctionDescriptor.of(ValueLayout.JAVA_LONG));
        offsetLayers = linker.downcallHandle(symbols.find("particle_offset_layers").orElseThrow(),
                FunctionDescriptor.of(ValueLayout.JAVA_LONG));
    }

    @AfterAll
    static void close() {
        if (arena != null) {
            arena.close();
        }
    }

    @Test
    void layoutAgreesWithTheCompiler() throws Throwable {
        assertThat(Particle.layout(Abi.nativeAbi()).byteSize()).isEqualTo((long) size.invokeExact());
        assertThat(Particle.layout(Abi.nativeAbi()).member("layers").orElseThrow().byteOffset())
                .isEqualTo((long) offsetLayers.invokeExact());
    }

    @Test
    void cChangesMembersOfAMallocStructAndJavaSeesThem() throws Throwable {
        try (Particle p = Particle.calloc()) {
            fill(p);
            double seen = (double) touch.invokeExact(MemorySegment.ofAddress(p.address()));
            assertThat(seen).as("what C read").isEqualTo(checksum());
            assertChanged(p);
        }
    }

    @Test
    void cChangesMembersOfAStackStructPassedAsItsSegment() throws Throwable {
        try (var frame = MemoryStack.push()) {
            Particle p = Particle.calloc(frame, Abi.nativeAbi());
            fill(p);
            double seen = (double) touch.invokeExact(p.segment());
            assertThat(seen).isEqualTo(checksum());
            assertChanged(p);
        }
    }

    @Test
    void cChangesMembersOfAnArenaStruct() throws Throwable {
        try (Arena local = Arena.ofConfined()) {
            Particle p = Particle.allocate(local, Abi.nativeAbi());
            fill(p);
            double seen = (double) touch.invokeExact(p.segment());
            assertThat(seen).isEqualTo(checksum());
            assertChanged(p);
        }
    }

    @Test
    void cNumbersTheElementsOfAStructArray() throws Throwable {
        try (Particle.Array particles = Particle.callocArray(7, Abi.nativeAbi())) {
            number.invokeExact(MemorySegment.ofAddress(particles.address()), particles.count());
            Particle cursor = particles.get(0);
            for (int i = 0; i < 7; i++) {
                particles.get(i, cursor);
                assertThat(cursor.id()).isEqualTo(i * 10);
                assertThat(cursor.levelAsInt()).isEqualTo(i);
            }
        }
    }

    private static void fill(Particle p) {
        p.position(1f, 2f, 3f).id(21).mass(1.25).alive(false).count(7L).next(0L);
        Material m = p.material();
        m.color(new float[] {0.5f, 0.5f, 0.5f, 1f}).roughness(0.75f).flags(3);
        p.samples(new short[] {1, 2, 3, 4});
        p.level((byte) 5);
        p.rot(new float[] {1f, 0f, 0f, 1f});
        p.grid(1, 2, (short) 11);
        p.layers(1).color(new float[] {0f, 0f, 0f, 0.5f});
    }

    private static double checksum() {
        return 1 + 2 + 3 + 21 + 0.75 + 3 + 4 + 5 + 0 + 1.25 + 7 + 0 + 11 + 0.5;
    }

    private static void assertChanged(Particle p) {
        assertThat(p.positionX()).isEqualTo(1f);
        assertThat(p.positionY()).isEqualTo(3.5f);
        assertThat(p.positionZ()).isEqualTo(3f);
        assertThat(p.id()).isEqualTo(-42);
        Material m = p.material();
        assertThat(m.colorTo(new float[4])).containsExactly(0.5f, 0.5f, 0.125f, 1f);
        assertThat(m.roughness()).isEqualTo(0.25f);
        assertThat(m.flags()).isEqualTo(0x80000003);
        assertThat(m.flagsAsLong()).isEqualTo(0x80000003L);
        assertThat(p.samplesTo(new short[4])).containsExactly((short) 1, (short) 2, (short) -7, (short) 4);
        assertThat(p.samples(2)).isEqualTo((short) -7);
        assertThat(p.level()).isEqualTo((byte) -1);
        assertThat(p.levelAsInt()).isEqualTo(255);
        assertThat(p.alive()).isTrue();
        assertThat(p.mass()).isEqualTo(2.5);
        assertThat(p.count()).isEqualTo(-1L);
        assertThat(p.next()).isEqualTo(p.address());
        assertThat(p.rot(1, 0)).isEqualTo(9f);
        assertThat(p.rotTo(new float[4])).containsExactly(1f, 0f, 9f, 1f);
        assertThat(p.grid(1, 2)).isEqualTo((short) -1);
        assertThat(p.layers(1).flags()).isEqualTo(42);
        assertThat(p.layers(0).colorY()).isEqualTo(-1f);
        assertThat(p.layers(1).colorW()).isEqualTo(0.5f);
    }
}
