package org.abistruct.cli;

import java.io.PrintWriter;
import org.abistruct.AbiStructException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Turns every failure into an exit status and a message. Bad input gets exactly one line (compilers'
 * {@code file:line:col: message} form when the input has a position) and never a stack trace, because
 * the user has to fix the input, not read our code. Only a bug in AbiStruct prints a stack trace.
 */
final class ErrorReporter implements IParameterExceptionHandler, IExecutionExceptionHandler {

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine commandLine = ex.getCommandLine();
        PrintWriter err = commandLine.getErr();
        String command = commandLine.getCommandSpec().qualifiedName();
        // picocli checks for a missing FILE or option before unknown ones, though an unknown one ('-odd.h', a misspelt
        // '--formt json') is what took its place
        ParameterException cause = ex instanceof MissingParameterException && !commandLine.getUnmatchedArguments().isEmpty()
                ? new UnmatchedArgumentException(commandLine, commandLine.getUnmatchedArguments().subList(0, 1)) : ex;
        err.println(oneLine(cause.getMessage()) + suggestion(cause) + " (see '" + command + " --help')");
        err.flush();
        return AbiStructCli.EXIT_BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        try {
            if (ex instanceof AbiStructException || ex instanceof InputProblem) {
                err.println(oneLine(ex.getMessage()));
                return AbiStructCli.EXIT_BAD_INPUT;
            }
            err.println("abistruct: internal error: " + oneLine(String.valueOf(ex))
                    + "; please report this bug together with the input file and command line");
            ex.printStackTrace(err);
            return AbiStructCli.EXIT_INTERNAL_ERROR;
        } finally {
            err.flush();
        }
    }

    /** The options picocli finds close to a misspelt one ({@code --formt}), as "; did you mean ...?", or "". */
    private static String suggestion(ParameterException ex) {
        if (!(ex instanceof UnmatchedArgumentException unmatched) || unmatched.getSuggestions().isEmpty()) {
            return "";
        }
        return "; did you mean " + String.join(" or ", unmatched.getSuggestions().stream()
                .map(option -> "'" + option + "'").toList()) + "?";
    }

    /** Keeps the promise of one line per error even if a message spans several. */
    static String oneLine(String message) {
        return message == null ? "(no message)" : message.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
