package org.abistruct.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ManagedBytesTest {

    @Test
    void freeingLiveMemoryThatRaisedTheThresholdLowersItAgain() {
        var collections = new AtomicInteger();
        var bytes = new ManagedBytes(100, collections::incrementAndGet, millis -> { });
        bytes.reserve(500);
        assertThat(collections).as("past the limit, nothing freed: the next collection waits for 600").hasValue(1);
        bytes.release(450);
        bytes.reserve(100);
        assertThat(collections).as("50 live + 100, at the limit above what is left").hasValue(1);
        bytes.reserve(1);
        assertThat(collections).as("a limit past what was left, not past the old peak").hasValue(2);
        bytes.release(251);
        bytes.reserve(100);
        assertThat(collections).as("never below the limit itself").hasValue(2);
    }

    @Test
    void collectsWhenTheTotalPassesTheLimitAndThenOnlyALimitFurther() {
        var collections = new AtomicInteger();
        var bytes = new ManagedBytes(100, collections::incrementAndGet, millis -> { });
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
    void aCollectionThatFreesEverythingAtOnceDoesNotWait() {
        var sleeps = new ArrayList<Long>();
        var bytes = new ManagedBytes[1];
        bytes[0] = new ManagedBytes(100, () -> bytes[0].release(150), sleeps::add); // as if the Cleaner were instant
        bytes[0].reserve(150);
        assertThat(sleeps).isEmpty();
        assertThat(bytes[0].reserved()).isZero();
    }

    @Test
    void aCollectionThatFreesNothingWaitsOnlyTheFirstFewMilliseconds() {
        var sleeps = new ArrayList<Long>();
        new ManagedBytes(100, () -> { }, sleeps::add).reserve(150);
        assertThat(sleeps).containsExactly(1L, 2L, 4L);
    }

    @Test
    void aCollectionStopsWaitingOnceTheCleanerHasFreedWhatItFound() {
        // more managed memory live than the limit: the total never gets back under it
        var sleeps = new ArrayList<Long>();
        var liveAboveTheLimit = new ManagedBytes[1];
        liveAboveTheLimit[0] = new ManagedBytes(100, () -> liveAboveTheLimit[0].release(40), sleeps::add);
        liveAboveTheLimit[0].reserve(200);
        assertThat(sleeps).containsExactly(1L, 2L, 4L);
        assertThat(liveAboveTheLimit[0].reserved()).isEqualTo(160);
    }

    @Test
    void aCollectionWaitsWhileTheCleanerIsStillFreeing() {
        List<Long> sleeps = new ArrayList<>();
        var bytes = new ManagedBytes[1];
        // a slow Cleaner: nothing in the first millisecond, then 10 bytes a sleep
        bytes[0] = new ManagedBytes(100, () -> { }, millis -> {
            if (!sleeps.isEmpty()) {
                bytes[0].release(10);
            }
            sleeps.add(millis);
        });
        bytes[0].reserve(130);
        assertThat(sleeps).as("until the total is at the limit again").containsExactly(1L, 2L, 4L, 8L);
        assertThat(bytes[0].reserved()).isEqualTo(100);

        sleeps.clear();
        bytes[0].reserve(1000);
        assertThat(sleeps).as("at most half a second").containsExactly(1L, 2L, 4L, 8L, 16L, 32L, 64L, 128L, 256L);
    }
}
