package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.abistruct.schema.SchemaException;
import org.abistruct.type.Position;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Bugs and bad input are told apart: only a bug gets exit status 1 and a stack trace. */
class ErrorReporterTest {

    private final StringWriter err = new StringWriter();
    private final CommandLine commandLine = AbiStructCli.newCommandLine().setErr(new PrintWriter(err));

    @Test
    void anUnexpectedExceptionIsAnInternalErrorWithAStackTrace() {
        int exit = new ErrorReporter().handleExecutionException(new IllegalStateException("boom"), commandLine, null);

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString().lines().findFirst()).hasValueSatisfying(first -> assertThat(first)
                .startsWith("abistruct: internal error: java.lang.IllegalStateException: boom")
                .contains("please report"));
        assertThat(err.toString()).contains("\tat org.abistruct.cli.ErrorReporterTest");
    }

    @Test
    void aSchemaErrorIsOneLineWithItsPosition() {
        var bad = new SchemaException(new Position("a.h", 3, 7), "expected ';'\nafter member 'x'");

        int exit = new ErrorReporter().handleExecutionException(bad, commandLine, null);

        assertThat(exit).isEqualTo(2);
        assertThat(err).hasToString("a.h:3:7: expected ';' after member 'x'" + System.lineSeparator());
    }
}
