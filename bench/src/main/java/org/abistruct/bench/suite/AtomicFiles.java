package org.abistruct.bench.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Replaces files so that a failure never leaves one half written, nor a set of them half replaced: each
 * new content goes to a temporary file next to its target, and only when every one is written are they
 * moved into place ({@link StandardCopyOption#ATOMIC_MOVE}, a rename within the folder).
 *
 * <pre>{@code
 * try (AtomicFiles files = new AtomicFiles()) {
 *     files.stage(summaryJson, bytes);   // may fail: nothing replaced yet
 *     files.stage(reportMd, text);
 *     files.commit();                    // the renames
 * }                                      // deletes what was staged and not committed
 * }</pre>
 */
final class AtomicFiles implements AutoCloseable {
    private final Map<Path, Path> staged = new LinkedHashMap<>();

    /** Replaces {@code target} with {@code content} atomically. */
    static void write(Path target, byte[] content) throws IOException {
        try (AtomicFiles files = new AtomicFiles()) {
            files.stage(target, content);
            files.commit();
        }
    }

    /**
     * Writes {@code content} to a temporary file next to {@code target}, to replace it on {@link #commit()};
     * nothing when {@code target} already has exactly that content (it keeps its time stamp).
     */
    void stage(Path target, byte[] content) throws IOException {
        if (Files.isDirectory(target)) {
            throw new IOException(target + ": is a folder, not a file");
        }
        if (Files.isRegularFile(target) && Files.size(target) == content.length
                && Arrays.equals(Files.readAllBytes(target), content)) {
            return;
        }
        Path folder = target.toAbsolutePath().getParent();
        Path temporary = Files.createTempFile(folder, "." + target.getFileName() + ".", ".tmp");
        staged.put(target, temporary);
        Files.write(temporary, content);
    }

    /** Moves every staged file into place, in the order staged. */
    void commit() throws IOException {
        List<Path> targets = new ArrayList<>(staged.keySet());
        for (Path target : targets) {
            Files.move(staged.get(target), target, StandardCopyOption.ATOMIC_MOVE,
                    StandardCopyOption.REPLACE_EXISTING);
            staged.remove(target);
        }
    }

    /** Deletes the temporary files not moved into place. */
    @Override
    public void close() throws IOException {
        IOException failure = null;
        for (Path temporary : staged.values()) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                if (failure == null) {
                    failure = e;
                }
            }
        }
        staged.clear();
        if (failure != null) {
            throw failure;
        }
    }
}
