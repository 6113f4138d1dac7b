package org.abistruct.memory;

import java.lang.ref.Cleaner;

/** The one {@link Cleaner}, and so the one thread, behind every clean-up AbiStruct leaves to the GC. */
final class SharedCleaner {
    static final Cleaner CLEANER = Cleaner.create();

    private SharedCleaner() {
    }
}
