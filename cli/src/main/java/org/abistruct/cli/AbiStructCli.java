package org.abistruct.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Entry point of the {@code abistruct} tool. The top-level command only groups the subcommands.
 *
 * <p>Exit status: 0 on success, 2 on bad input (one line {@code file:line:col: message} on standard
 * error), 1 on an internal error.
 */
@Command(name = "abistruct",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Lays out native structs under C, GPU and other ABIs.",
        subcommands = {LayoutCommand.class, CommandLine.HelpCommand.class})
public final class AbiStructCli {

    /** Exit status for bad input: a bad declaration, an unknown ABI, a missing file, a usage error. */
    public static final int EXIT_BAD_INPUT = 2;
    /** Exit status for a bug in AbiStruct. */
    public static final int EXIT_INTERNAL_ERROR = 1;

    public static void main(String[] args) {
        System.exit(newCommandLine().execute(args));
    }

    /** A fresh command line with the error handling the tool uses; tests redirect its out and err. */
    public static CommandLine newCommandLine() {
        var reporter = new ErrorReporter();
        return new CommandLine(new AbiStructCli())
                .setParameterExceptionHandler(reporter)
                .setExecutionExceptionHandler(reporter);
    }

    /** Runs the tool with the given streams; returns the exit status. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = newCommandLine();
        commandLine.setOut(out);
        commandLine.setErr(err);
        try {
            return commandLine.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }
}
