package org.abistruct.bench.suite;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** One-line descriptions of failures: what failed (the path) and why. */
final class ErrorLines {
    private ErrorLines() {
    }

    /**
     * {@code /proc/nonexistent: no such file or directory} for the {@link FileSystemException}s whose
     * message is only the path; the message otherwise.
     */
    static String describe(IOException e) {
        if (e instanceof FileSystemException fs && fs.getFile() != null) {
            String files = fs.getFile() + (fs.getOtherFile() == null ? "" : " -> " + fs.getOtherFile());
            return files + ": " + reason(fs);
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : oneLine(message);
    }

    private static String reason(FileSystemException e) {
        return switch (e) {
            case FileAlreadyExistsException x -> "exists";
            case NoSuchFileException x -> "no such file or directory";
            case AccessDeniedException x -> "permission denied";
            case NotDirectoryException x -> "not a directory";
            case DirectoryNotEmptyException x -> "directory not empty";
            case AtomicMoveNotSupportedException x -> "cannot be moved atomically";
            default -> e.getReason() != null ? e.getReason()
                    : e.getClass().getSimpleName().replaceAll("Exception$", "");
        };
    }

    /** Keeps the promise of one line per error even if a message spans several. */
    static String oneLine(String message) {
        return message == null ? "(no message)" : message.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
