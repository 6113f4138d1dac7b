package org.abistruct.bench.suite;

import java.io.IOException;

/**
 * Input the suite cannot use, such as a {@code --report-from} folder whose {@code jmh.json} is not the
 * suite's JMH results. Its message is the whole error line ({@code DIR/jmh.json: not valid JSON (line 3,
 * column 7)}); {@code abistruct bench} prints it and exits with 2.
 */
public final class BadInputException extends IOException {
    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
