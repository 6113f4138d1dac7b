package org.abistruct.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Entry point of the {@code abistruct} tool. The top-level command only groups the subcommands.
 *
 * <p>Exit status: 0 on success, 2 on bad input (one line {@code file:line:col: message} on standard
 * error), 1 on an internal error or when the output cannot be written (a full disk, a closed pipe).
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
    /** Exit status when standard output cannot be written; the same as an internal error's, as docs/cli.md says. */
    public static final int EXIT_CANNOT_WRITE = 1;
    /** The line on standard error when standard output cannot be written. */
    static final String CANNOT_WRITE = "abistruct: cannot write the output";

    /** Where {@code layout -} reads the file from. */
    private final InputStream in;

    private AbiStructCli(InputStream in) {
        this.in = in;
    }

    /** The standard input of the run, which {@code layout -} reads. */
    InputStream in() {
        return in;
    }

    /**
     * Runs the tool on the process's streams. They are written through file streams, not
     * {@link System#out}, because a {@link java.io.PrintStream} hides write errors from the writer on top
     * of it, and a failed write (a full disk) must not end with status 0.
     */
    public static void main(String[] args) {
        var out = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), System.out.charset()));
        var err = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), System.err.charset()));
        System.exit(run(out, err, args));
    }

    /** A fresh command line with the error handling the tool uses; tests redirect its out and err. */
    public static CommandLine newCommandLine() {
        return newCommandLine(System.in);
    }

    /** A fresh command line whose {@code layout -} reads {@code in}. */
    static CommandLine newCommandLine(InputStream in) {
        var reporter = new ErrorReporter();
        return new CommandLine(new AbiStructCli(in))
                .setHelpFactory(ShortOptionHelp::new)
                .setExecutionStrategy(new MistakesBeforeHelp())
                .setParameterExceptionHandler(reporter)
                .setExecutionExceptionHandler(reporter);
    }

    /**
     * Runs the tool with the given streams; returns the exit status. A run that succeeded but could not
     * write its output (the writer reports an error after the flush) fails with {@link #EXIT_CANNOT_WRITE}
     * and one line on {@code err}.
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(System.in, out, err, args);
    }

    /** Runs the tool as {@link #run(PrintWriter, PrintWriter, String...)} does, with {@code in} as standard input. */
    static int run(InputStream in, PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = newCommandLine(in);
        commandLine.setOut(out);
        commandLine.setErr(err);
        try {
            int exit = commandLine.execute(args);
            out.flush();
            if (out.checkError() && exit == 0) {
                err.println(CANNOT_WRITE);
                return EXIT_CANNOT_WRITE;
            }
            return exit;
        } finally {
            out.flush();
            err.flush();
        }
    }
}
