package org.abistruct.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.lang.foreign.ValueLayout;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class MemoryStackTest {

    @Test
    void theStackSizePropertyTakesBytesKibOrMibAndRefusesAnythingElse() {
        String before = System.getProperty("abistruct.stackSize");
        try {
            System.clearProperty("abistruct.stackSize");
            assertThat(MemoryStack.configuredSize()).isEqualTo(64 * 1024);
            for (String[] given : new String[][] {{"4096", "4096"}, {"64k", "65536"}, {"2M", "2097152"}, {" 8K ", "8192"}}) {
                System.setProperty("abistruct.stackSize", given[0]);
                assertThat(MemoryStack.configuredSize()).as(given[0]).isEqualTo(Long.parseLong(given[1]));
            }
            for (String bad : new String[] {"64x", "0", "-1k", "", "k", "99999999999999999m"}) {
                System.setProperty("abistruct.stackSize", bad);
                assertThatThrownBy(MemoryStack::configuredSize).as(bad).isInstanceOf(IllegalArgumentException.class)
                        .hasMessage("-Dabistruct.stackSize=" + bad + " is not a stack size: give a positive number of"
                                + " bytes, or of KiB or MiB with a k or m (64k, 1m)");
            }
        } finally {
            if (before == null) {
                System.clearProperty("abistruct.stackSize");
            } else {
                System.setProperty("abistruct.stackSize", before);
            }
        }
    }

    @Test
    void framesReleaseWhatWasAllocatedInThemInnermostFirst() {
        var stack = new MemoryStack(1024);
        assertThat(stack.capacity()).isEqualTo(1024);
        try (var outer = stack.pushFrame()) {
            long a = outer.allocate(10, 1);
            assertThat(stack.used()).isEqualTo(10);
            try (var inner = stack.pushFrame()) {
                long b = inner.allocate(8, 8);
                assertThat(b).isGreaterThanOrEqualTo(a + 10);
                assertThat(b % 8).isZero();
                assertThat(stack.used()).isEqualTo(24);
                try (var innermost = stack.pushFrame()) {
                    innermost.allocate(100, 16);
                    assertThat(stack.used()).isGreaterThan(100);
                }
                assertThat(stack.used()).isEqualTo(24);
            }
            assertThat(stack.used()).isEqualTo(10);
            // released memory is handed out again
            try (var again = stack.pushFrame()) {
                assertThat(again.allocate(8, 8)).isEqualTo(a + 16);
            }
        }
        assertThat(stack.used()).isZero();
    }

    @Test
    void aStackAndItsFramesSayWhatTheyHold() {
        var stack = new MemoryStack(1024);
        String thread = "thread '" + Thread.currentThread().getName() + "'";
        assertThat(stack).hasToString("memory stack of " + thread + ": 0 frames open, 0 of 1024 bytes used");
        var outer = stack.pushFrame();
        outer.allocate(10, 1);
        try (var inner = stack.pushFrame()) {
            inner.allocate(4, 8);
            // the padding up to the alignment is allocated in the inner frame
            assertThat(stack).hasToString("memory stack of " + thread + ": 2 frames open, 20 of 1024 bytes used");
            assertThat(outer).hasToString("frame 0 of the memory stack of " + thread + ", open, 10 bytes allocated in it");
            assertThat(inner).hasToString("frame 1 of the memory stack of " + thread + ", open, 10 bytes allocated in it");
        }
        outer.close();
        // the default toString named only the class and a hash, also for a frame closed twice by mistake
        assertThat(outer).hasToString("frame 0 of the memory stack of " + thread + ", closed");
    }

    @Test
    void allocationsAreAlignedAndUsable() {
        assertAligned(new long[] {1, 2, 4, 8, 16, 32, 64, 256});
    }

    private static void assertAligned(long[] alignments) {
        var stack = new MemoryStack(16384);
        try (var frame = stack.pushFrame()) {
            for (long align : alignments) {
                frame.allocate(3, 1);
                long a = frame.allocate(align, align);
                assertThat(a % align).as("alignment %d", align).isZero();
                NativeMemory.EVERYTHING.set(ValueLayout.JAVA_BYTE, a, (byte) align);
                assertThat(NativeMemory.EVERYTHING.get(ValueLayout.JAVA_BYTE, a)).isEqualTo((byte) align);
            }
        }
    }

    @Test
    void allocateZeroedZeroes() {
        var stack = new MemoryStack(256);
        try (var frame = stack.pushFrame()) {
            long dirty = frame.allocate(64, 8);
            NativeMemory.EVERYTHING.asSlice(dirty, 64).fill((byte) -1);
        }
        try (var frame = stack.pushFrame()) {
            long a = stack.allocateZeroed(64, 8);
            for (int i = 0; i < 64; i++) {
                assertThat(NativeMemory.EVERYTHING.get(ValueLayout.JAVA_BYTE, a + i)).isZero();
            }
            assertThat(frame.stack()).isSameAs(stack);
        }
    }

    @Test
    void poppingAFrameTwiceIsAnIllegalStateException() {
        var stack = new MemoryStack(256);
        var frame = stack.pushFrame();
        frame.close();
        assertThatThrownBy(frame::close)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("already popped");
        // the stack still works
        try (var next = stack.pushFrame()) {
            next.allocate(16, 8);
        }
        assertThat(stack.used()).isZero();
    }

    @Test
    void poppingAnOuterFrameWhileAnInnerOneIsOpenIsRefused() {
        var stack = new MemoryStack(256);
        var outer = stack.pushFrame();
        var inner = stack.pushFrame();
        inner.allocate(32, 8);
        assertThatThrownBy(outer::close)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("frame 0 popped while frame 1 is still open");
        assertThat(stack.used()).isEqualTo(32);
        inner.close();
        outer.close();
        assertThat(stack.used()).isZero();
    }

    @Test
    void allocatingInAnOuterOrClosedFrameIsRefusedSoNothingIsHandedOutTwice() {
        var stack = new MemoryStack(256);
        var outer = stack.pushFrame();
        var inner = stack.pushFrame();
        assertThatThrownBy(() -> outer.allocate(16, 8))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("allocate in frame 0 while frame 1 is open inside it");
        assertThatThrownBy(() -> outer.allocateZeroed(16, 8)).isInstanceOf(IllegalStateException.class);
        inner.close();
        assertThatThrownBy(() -> inner.allocate(16, 8))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("frame 1 is closed");
        assertThat(stack.used()).isZero();
        outer.allocate(16, 8);
        outer.close();
    }

    @Test
    void allocatingOutsideAFrameIsRefused() {
        var stack = new MemoryStack(256);
        assertThatThrownBy(() -> stack.allocate(8, 8))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("outside a frame");
    }

    @Test
    void overflowSaysHowMuchIsLeftAndHowToRaiseIt() {
        var stack = new MemoryStack(128);
        try (var frame = stack.pushFrame()) {
            frame.allocate(100, 1);
            assertThatThrownBy(() -> frame.allocate(64, 8))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("memory stack overflow")
                    .hasMessageContaining("64 bytes requested")
                    .hasMessageContaining("28 of 128 left")
                    // the property sizes the threads' own stacks only, not one made with new MemoryStack
                    .hasMessageContaining("make the MemoryStack larger")
                    .hasMessageNotContaining("abistruct.stackSize");
            // a failed allocation takes nothing
            assertThat(stack.used()).isEqualTo(100);
            assertThat(frame.allocate(28, 1)).isNotZero();
        }
        try (var frame = MemoryStack.push()) {
            assertThatThrownBy(() -> frame.allocate(frame.stack().capacity() + 1, 1))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("memory stack overflow")
                    .hasMessageContaining("raise -Dabistruct.stackSize");
        }
    }

    @Test
    void aSizeThatWouldWrapAroundTheAddressSpaceIsAnOverflow() {
        var stack = new MemoryStack(128);
        try (var frame = stack.pushFrame()) {
            frame.allocate(8, 8);
            assertThatThrownBy(() -> frame.allocate(Long.MAX_VALUE, 8))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("memory stack overflow");
            // what is left holds the byte but not the padding before the alignment: the message names the alignment
            assertThatThrownBy(() -> frame.allocate(1, 1L << 62))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("memory stack overflow: 1 byte aligned to 4611686018427387904 requested,"
                            + " 120 of 128 left");
            assertThatThrownBy(() -> frame.allocate(121, 1))
                    .hasMessageContaining("memory stack overflow: 121 bytes requested, 120 of 128 left");
            assertThat(stack.used()).isEqualTo(8);
        }
    }

    @Test
    void negativeSizeIsRefused() {
        var stack = new MemoryStack(128);
        try (var frame = stack.pushFrame()) {
            assertThatThrownBy(() -> frame.allocate(-1, 1)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("memory stack: size=-1 is negative");
            assertThat(stack.used()).isZero();
        }
    }

    @Test
    void tooManyNestedFramesIsRefused() {
        var stack = new MemoryStack(128);
        var frames = new MemoryStack.Frame[256];
        for (int i = 0; i < frames.length; i++) {
            frames[i] = stack.pushFrame();
        }
        assertThatThrownBy(stack::pushFrame)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("nested frames");
        for (int i = frames.length - 1; i >= 0; i--) {
            frames[i].close();
        }
    }

    @Test
    void nonPositiveCapacityIsRefused() {
        assertThatThrownBy(() -> new MemoryStack(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void usingAStackFromAnotherThreadIsRefused() throws Exception {
        var stack = new MemoryStack(256);
        var frame = stack.pushFrame();
        try {
            Throwable push = otherThread(stack::pushFrame);
            Throwable alloc = otherThread(() -> frame.allocate(8, 8));
            Throwable pop = otherThread(frame::close);
            for (Throwable t : new Throwable[] {push, alloc, pop}) {
                assertThat(t).isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining("memory stack of thread '" + Thread.currentThread().getName() + "'")
                        .hasMessageContaining("used from thread 'intruder'");
            }
            assertThat(stack.used()).isZero();
        } finally {
            frame.close();
        }
    }

    @Test
    void anUnnamedThreadIsNamedByItsId() throws Exception {
        // a virtual thread's name is empty: "used from thread ''" would say nothing
        var stack = new MemoryStack(256);
        try (var frame = stack.pushFrame()) {
            var failure = new CompletableFuture<Throwable>();
            Thread virtual = Thread.ofVirtual().unstarted(() -> failure.complete(catchThrowable(() -> frame.allocate(8, 8))));
            virtual.start();
            virtual.join();
            assertThat(failure.get(10, TimeUnit.SECONDS)).isInstanceOf(IllegalStateException.class)
                    .hasMessage("memory stack of thread '" + Thread.currentThread().getName() + "' used from virtual thread #"
                            + virtual.threadId());
        }
        var theirs = new CompletableFuture<MemoryStack>();
        Thread owner = Thread.ofVirtual().start(() -> theirs.complete(MemoryStack.get()));
        owner.join();
        assertThatThrownBy(theirs.get(10, TimeUnit.SECONDS)::pushFrame).isInstanceOf(IllegalStateException.class)
                .hasMessage("memory stack of virtual thread #" + owner.threadId() + " used from thread '"
                        + Thread.currentThread().getName() + "'");
    }

    @Test
    void eachThreadHasItsOwnStack() throws Exception {
        MemoryStack mine = MemoryStack.get();
        assertThat(MemoryStack.get()).isSameAs(mine);
        var theirs = new CompletableFuture<MemoryStack>();
        Thread t = Thread.ofPlatform().start(() -> {
            try (var frame = MemoryStack.push()) {
                frame.allocate(16, 16);
                theirs.complete(frame.stack());
            } catch (Throwable e) {
                theirs.completeExceptionally(e);
            }
        });
        t.join();
        assertThat(theirs.get(10, TimeUnit.SECONDS)).isNotSameAs(mine);
        try (var frame = MemoryStack.push()) {
            assertThat(frame.stack()).isSameAs(mine);
        }
    }

    @Test
    void defaultStackHasTheDocumentedSize() {
        assertThat(MemoryStack.get().capacity()).isEqualTo(Long.getLong("abistruct.stackSize", 64 * 1024));
    }

    private static Throwable otherThread(Runnable action) throws Exception {
        var result = new CompletableFuture<Throwable>();
        Thread t = Thread.ofPlatform().name("intruder").start(() -> {
            try {
                action.run();
                result.complete(null);
            } catch (Throwable e) {
                result.complete(e);
            }
        });
        t.join();
        return result.get(10, TimeUnit.SECONDS);
    }
}
