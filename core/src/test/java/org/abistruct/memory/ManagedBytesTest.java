package org.abistruct.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ManagedBytesTest {

    @Test
    void collectsWhenTheTotalPassesTheLimitAndThenOnlyALimitFurther() {
        var collections = new AtomicInteger();
        var bytes = new ManagedBytes(100, collections::incrementAndGet);
        bytes.reserve(60);
        bytes.reserve(40);
        assertThat(collections).as("at the limit").hasValue(0);
        bytes.reserve(1);
        assertThat(collections).as("past it").hasValue(1);
        // nothing was freed: 101 bytes are live, and the next collection waits for 100 more
        bytes.reserve(99);
        assertThat(collections).hasValue(1);
        bytes.reserve(2);
        assertThat(collections).hasValue(2);
        bytes.release(202);
        assertThat(bytes.reserved()).isZero();
    }

    @Test
    void aCollectionWaitsForTheCleanerOnlyWhileTheTotalStaysPastTheLimit() {
        var cleaned = new ManagedBytes[1];
        cleaned[0] = new ManagedBytes(100, () -> cleaned[0].release(150)); // as if the Cleaner were instant
        long start = System.nanoTime();
        cleaned[0].reserve(150);
        assertThat(System.nanoTime() - start).as("no sleep").isLessThan(200_000_000L);
        assertThat(cleaned[0].reserved()).isZero();

        var nothingFreed = new ManagedBytes(100, () -> { });
        start = System.nanoTime();
        nothingFreed.reserve(150);
        assertThat(System.nanoTime() - start).as("1 + 2 + ... + 256 ms of sleep").isGreaterThanOrEqualTo(511_000_000L);
    }
}
