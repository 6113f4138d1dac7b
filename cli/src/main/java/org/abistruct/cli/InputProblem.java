package org.abistruct.cli;

/**
 * Bad input that has no position in a schema file, such as a missing file or an unknown ABI id. Its
 * message is printed as it is, and the tool exits with status 2.
 */
final class InputProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;

    InputProblem(String message) {
        super(message, null, false, false);
    }
}
