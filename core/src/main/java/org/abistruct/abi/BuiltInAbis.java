package org.abistruct.abi;

import java.util.List;

/** Registry of the built-in ABIs. (Being written: the engine lands shortly.) */
final class BuiltInAbis {
    private BuiltInAbis() {
    }

    static Abi byId(String id) {
        throw new IllegalArgumentException("unknown ABI id: " + id);
    }

    static List<Abi> all() {
        return List.of();
    }

    static CAbi nativeAbi() {
        throw new UnsupportedOperationException();
    }
}
