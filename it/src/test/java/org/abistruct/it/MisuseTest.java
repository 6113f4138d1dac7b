package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.abistruct.abi.Abi;
import org.abistruct.it.structs.Gpu;
import org.abistruct.it.structs.Material;
import org.abistruct.it.structs.Particle;
import org.abistruct.it.structs.ParticleDecl;
import org.abistruct.memory.MemoryStack;
import org.abistruct.memory.NativeMemory;
import org.abistruct.runtime.IllegalMemberValueException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Misuse of generated structs gets a clear exception naming what was wrong, and never a JVM crash: every
 * case below would read or write outside the struct, or free memory twice, if it were not caught.
 */
class MisuseTest {

    @Test
    void memberArrayIndexOutOfRange() {
        try (Particle p = Particle.calloc()) {
            assertThatThrownBy(() -> p.samples(4)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessageContaining("samples").hasMessageContaining("4");
            assertThatThrownBy(() -> p.samples(-1, (short) 1)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessageContaining("samples");
            assertThatThrownBy(() -> p.grid(2, 0)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessageContaining("grid");
            assertThatThrownBy(() -> p.grid(0, 3, (short) 0)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessageContaining("grid");
            assertThatThrownBy(() -> p.layers(2)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessageContaining("layers");
            assertThatThrownBy(() -> p.rot(2, 0)).isInstanceOf(IndexOutOfBoundsException.class);
            assertThatThrownBy(() -> p.rot(0, -1, 1f)).isInstanceOf(IndexOutOfBoundsException.class);
            // nothing was written
            assertThat(p.samplesTo(new short[4])).containsOnly((short) 0);
        }
    }

    @Test
    void structArrayIndexOutOfRange() {
        try (Particle.Array a = Particle.callocArray(3, Abi.nativeAbi())) {
            assertThatThrownBy(() -> a.get(3)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessageContaining("3");
            assertThatThrownBy(() -> a.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
            Particle reuse = a.get(0);
            assertThatThrownBy(() -> a.get(Long.MAX_VALUE, reuse)).isInstanceOf(IndexOutOfBoundsException.class);
        }
    }

    @Test
    void bulkCopyWithAShortJavaArray() {
        try (Particle p = Particle.calloc()) {
            assertThatThrownBy(() -> p.samples(new short[3])).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("samples");
            assertThatThrownBy(() -> p.position(new float[2])).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("position");
            assertThatThrownBy(() -> p.rotTo(new float[3])).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("rot");
        }
    }

    @Test
    void valueOutOfRangeForAnUnsignedOrNarrowMember() {
        try (Particle p = Particle.calloc()) {
            assertThatThrownBy(() -> p.level(256)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("level").hasMessageContaining("256");
            assertThatThrownBy(() -> p.level(-1)).isInstanceOf(IllegalArgumentException.class);
            Material m = p.material();
            assertThatThrownBy(() -> m.flags(1L << 32)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("flags");
            assertThatThrownBy(() -> m.flags(-1L)).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> p.grid(0, 0, 65536)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("grid");
            // in range is fine, and the raw setter takes any bits
            p.level(255);
            assertThat(p.level()).isEqualTo((byte) -1);
            m.flags(0xFFFF_FFFFL);
            assertThat(m.flags()).isEqualTo(-1);
            assertThat(m.flagsAsLong()).isEqualTo(0xFFFF_FFFFL);
        }
    }

    @Test
    void pointerSizedMemberOutOfRangeUnderA32BitAbi() {
        Abi i386 = Abi.of("i386-sysv");
        try (Particle p = Particle.calloc(i386)) {
            assertThat(p.layout().member("count").orElseThrow().byteSize()).isEqualTo(4);
            // the message names the member and the ABI that makes it 4 bytes
            assertThatThrownBy(() -> p.count(1L << 32)).isExactlyInstanceOf(IllegalMemberValueException.class)
                    .hasMessage("count: value 4294967296 does not fit in 4 bytes under i386-sysv");
            assertThatThrownBy(() -> p.next(-1L)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("next: value 18446744073709551615 does not fit in 4 bytes under i386-sysv");
            p.count(0xFFFF_FFFFL);
            assertThat(p.count()).isEqualTo(0xFFFF_FFFFL);
        }
    }

    @Test
    void poppingAStackFrameTwice() {
        var frame = MemoryStack.push();
        Particle.calloc(frame, Abi.nativeAbi()).id(1);
        frame.close();
        assertThatThrownBy(frame::close).isInstanceOf(IllegalStateException.class).hasMessageContaining("popped");
    }

    @Test
    void allocatingOnAStackFromAnotherThread() throws Exception {
        try (var frame = MemoryStack.push()) {
            var failure = new CompletableFuture<Throwable>();
            Thread.ofPlatform().name("other").start(() -> failure.complete(catchThrowable(() -> Particle.calloc(frame, Abi.nativeAbi()))))
                    .join();
            assertThat(failure.get(10, TimeUnit.SECONDS)).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("used from thread 'other'");
        }
    }

    @Test
    void freeingTwice() {
        Particle p = Particle.malloc();
        p.free();
        assertThatThrownBy(p::free).isInstanceOf(IllegalStateException.class).hasMessageContaining("already freed");
        Particle.Array a = Particle.mallocArray(4, Abi.nativeAbi());
        a.free();
        assertThatThrownBy(a::free).isInstanceOf(IllegalStateException.class).hasMessageContaining("already freed");
        Particle managed = Particle.callocManaged();
        managed.close();
        assertThatThrownBy(managed::free).isInstanceOf(IllegalStateException.class).hasMessageContaining("already freed");
    }

    @Test
    void freeingWhatTheViewDoesNotOwn() {
        Particle wrapped = Particle.wrap(new byte[(int) Particle.layout(Abi.nativeAbi()).byteSize()], Abi.nativeAbi());
        assertThatThrownBy(wrapped::free).isInstanceOf(IllegalStateException.class).hasMessageContaining("wrapped");
        try (Particle owner = Particle.calloc()) {
            Particle alias = Particle.wrap(owner.address(), Abi.nativeAbi());
            assertThatThrownBy(alias::free).isInstanceOf(IllegalStateException.class).hasMessageContaining("wrapped");
            // nested views and array elements borrow their memory
            assertThatThrownBy(() -> owner.material().free()).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(() -> owner.layers(1).free()).isInstanceOf(IllegalStateException.class);
        }
        try (Particle.Array a = Particle.callocArray(2, Abi.nativeAbi())) {
            assertThatThrownBy(() -> a.get(1).free()).isInstanceOf(IllegalStateException.class);
        }
        try (var frame = MemoryStack.push()) {
            Particle s = Particle.calloc(frame, Abi.nativeAbi());
            assertThatThrownBy(s::free).isInstanceOf(IllegalStateException.class).hasMessageContaining("frame");
        }
        try (Arena arena = Arena.ofConfined()) {
            Particle s = Particle.allocate(arena, Abi.nativeAbi());
            assertThatThrownBy(s::free).isInstanceOf(IllegalStateException.class).hasMessageContaining("Arena");
        }
    }

    @Test
    void wrappingTooFewBytes() {
        long size = Particle.layout(Abi.nativeAbi()).byteSize();
        // refused when wrapping, or at the first access past the end; never an access outside the memory
        assertRefused(() -> Particle.wrap(new byte[(int) size - 1], Abi.nativeAbi()).layers(1).flags(1));
        assertRefused(() -> Particle.wrap(ByteBuffer.allocateDirect((int) size - 8), Abi.nativeAbi()).layers(1).flags(1));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment small = arena.allocate(size);
            assertRefused(() -> Particle.wrap(small, 8, Abi.nativeAbi()).layers(1).flags(1));
            assertRefused(() -> Particle.wrapArray(small, 2, Abi.nativeAbi()).get(1).id(1));
        }
    }

    @Test
    void wrappingTheAddressSpaceSegmentIsCheckedAsWrappingAnAddress() {
        Abi abi = Abi.nativeAbi();
        // NativeMemory.EVERYTHING at an offset is native memory at that address: NULL and a struct running past
        // Long.MAX_VALUE are refused as wrap(address) refuses them, rather than crash the JVM at the first access
        assertThatThrownBy(() -> Particle.wrap(NativeMemory.EVERYTHING)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot wrap Particle@" + abi.id() + " at address 0 (NULL)");
        assertThatThrownBy(() -> Particle.wrap(NativeMemory.EVERYTHING, 0, abi)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at address 0 (NULL)");
        assertThatThrownBy(() -> Particle.wrap(NativeMemory.EVERYTHING, -64L)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessageContaining("run past 0x7fffffffffffffff");
        assertThatThrownBy(() -> Particle.wrapArray(NativeMemory.EVERYTHING, 2, abi)).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot wrap Particle[2]@" + abi.id() + " at address 0 (NULL)");
        try (Particle owner = Particle.calloc()) {
            owner.id(42);
            Particle alias = Particle.wrap(NativeMemory.EVERYTHING, owner.address());
            assertThat(alias.id()).isEqualTo(42);
            assertThat(alias.address()).isEqualTo(owner.address());
        }
    }

    @Test
    void usingArenaMemoryAfterTheArenaClosed() {
        Particle p;
        try (Arena arena = Arena.ofConfined()) {
            p = Particle.allocate(arena, Abi.nativeAbi());
            p.id(1);
        }
        assertThatThrownBy(() -> p.id(2)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(p::id).isInstanceOf(IllegalStateException.class);
    }

    /** A closed arena's memory is gone: wrapping it made a view whose every access failed with FFM's "Already closed". */
    @Test
    void wrappingMemoryOfAClosedArena() {
        Abi abi = Abi.nativeAbi();
        MemorySegment memory;
        ByteBuffer buffer;
        Particle before;
        try (Arena arena = Arena.ofConfined()) {
            memory = arena.allocate(Particle.layout(abi).byteSize() * 2);
            buffer = memory.asByteBuffer();
            before = Particle.wrap(memory);
        }
        String refusal = ": its memory was freed when its arena closed; wrap memory of an arena that is still open";
        assertThatThrownBy(() -> Particle.wrap(memory)).isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot wrap Particle@" + abi.id() + refusal);
        assertThatThrownBy(() -> Particle.wrap(memory, 8, abi)).isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot wrap Particle@" + abi.id() + refusal);
        assertThatThrownBy(() -> Particle.wrapArray(memory, 2)).isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot wrap Particle[2]@" + abi.id() + refusal);
        // a buffer the arena gave before it closed: the wrap succeeded and every access failed
        assertThatThrownBy(() -> Particle.wrap(buffer)).isInstanceOf(IllegalStateException.class)
                .hasMessage("cannot wrap Particle@" + abi.id() + refusal);
        // a view made while the arena was open says why its accesses fail
        assertThat(before).asString().startsWith("Particle@" + abi.id() + "[closed, address=0x");
        assertThatThrownBy(before::id).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void writingThroughAViewOfReadOnlyMemory(@TempDir Path dir) throws Exception {
        long size = Particle.layout(Abi.nativeAbi()).byteSize();
        Path file = dir.resolve("particle.bin");
        try (Particle p = Particle.calloc()) {
            p.id(7).material().roughness(0.5f);
            Files.write(file, p.segment().toArray(ValueLayout.JAVA_BYTE));
        }
        try (Arena arena = Arena.ofConfined(); FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            Particle mapped = Particle.wrap(channel.map(FileChannel.MapMode.READ_ONLY, 0, size, arena));
            assertThat(mapped.id()).isEqualTo(7);
            assertThat(mapped.material().roughness()).isEqualTo(0.5f);
            assertThat(mapped).asString().contains("[read-only address=0x");
            ParticleDecl value = mapped.get();
            assertReadOnly(() -> mapped.id(8));
            assertReadOnly(() -> mapped.material().roughness(1));
            assertReadOnly(() -> mapped.layers(1).flags(1));
            assertReadOnly(() -> mapped.set(value));
            assertThat(mapped.id()).isEqualTo(7);
        }
        ByteBuffer buffer = ByteBuffer.allocateDirect((int) size).asReadOnlyBuffer();
        assertThat(Particle.wrap(buffer).id()).isZero();
        assertReadOnly(() -> Particle.wrap(buffer).id(1));
        assertReadOnly(() -> Particle.wrapArray(MemorySegment.ofBuffer(buffer), 1).get(0).id(1));
    }

    private static void assertReadOnly(Runnable write) {
        assertThatThrownBy(write::run).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Attempt to write a read-only segment");
    }

    @Test
    void usingAConfinedArenaStructFromAnotherThread() throws Exception {
        try (Arena arena = Arena.ofConfined()) {
            Particle p = Particle.allocate(arena, Abi.nativeAbi());
            var failure = new CompletableFuture<Throwable>();
            Thread.ofPlatform().start(() -> failure.complete(catchThrowable(() -> p.id(1)))).join();
            assertThat(failure.get(10, TimeUnit.SECONDS)).isInstanceOf(WrongThreadException.class);
        }
    }

    @Test
    void reusingAViewOfAnotherAbiInAnArray() {
        try (Particle.Array a = Particle.callocArray(2, Abi.nativeAbi()); Particle other = Particle.calloc(Abi.of("i386-sysv"))) {
            assertThatThrownBy(() -> a.get(0, other)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void aStructTheAbiCannotHoldIsALayoutErrorAtAllocation() {
        // size_t has no GPU layout: the error names the member and says what to use instead
        assertThatThrownBy(() -> Particle.calloc(Abi.of("std430")))
                .hasMessageContaining("size_t");
        assertThat(Gpu.layout(Gpu.DEFAULT_ABI).byteSize()).isPositive();
    }

    private static void assertRefused(Runnable misuse) {
        Throwable t = catchThrowable(misuse::run);
        assertThat(t).as("wrapping too few bytes must be refused").isNotNull()
                .isInstanceOfAny(IndexOutOfBoundsException.class, IllegalArgumentException.class);
    }
}
