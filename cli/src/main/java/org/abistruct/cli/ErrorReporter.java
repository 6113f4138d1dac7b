package org.abistruct.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
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
        Predicate<String> option = optionsBeforeDoubleDash(args);
        CommandLine failed = ex.getCommandLine();
        CommandLine commandLine = commandWithUnknownOption(failed, option);
        PrintWriter err = commandLine.getErr();
        String command = commandLine.getCommandSpec().qualifiedName();
        // picocli checks for a missing FILE or option before unknown ones, though an unknown one ('-odd.h', a misspelt
        // '--formt json') is what took its place
        List<String> unmatched = commandLine != failed ? commandLine.getUnmatchedArguments()
                : ex instanceof UnmatchedArgumentException u ? u.getUnmatched()
                : unknownHelpTopic(ex, commandLine) ? List.of(ex.getValue())
                : ex instanceof MissingParameterException
                        && commandLine.getUnmatchedArguments().stream().anyMatch(option)
                        ? commandLine.getUnmatchedArguments() : List.of();
        String message = unmatched.isEmpty() ? oneLine(ex.getMessage())
                : unmatchedMessage(commandLine, unmatched, option);
        err.println(message + " (see '" + command + " --help')");
        err.flush();
        return AbiStructCli.EXIT_BAD_INPUT;
    }

    /**
     * Whether an argument left over is an option: one that looks like an option ({@link #looksLikeOption}), unless it
     * comes only after a {@code --}, which makes every argument after it an operand ('layout -- a.h -h' gives a second
     * FILE).
     */
    private static Predicate<String> optionsBeforeDoubleDash(String[] args) {
        List<String> all = Arrays.asList(args);
        int end = all.indexOf("--");
        Set<String> operands = new HashSet<>(end < 0 ? List.of() : all.subList(end + 1, all.size()));
        if (end >= 0) {
            operands.removeAll(all.subList(0, end));
        }
        return argument -> looksLikeOption(argument) && !operands.contains(argument);
    }

    /**
     * The command whose error to report: an option unknown to a command before its subcommand ('abistruct --frob layout')
     * is the first thing that went wrong, but picocli checks the subcommand first and would report what it misses.
     */
    private static CommandLine commandWithUnknownOption(CommandLine failed, Predicate<String> option) {
        CommandLine reported = failed;
        for (CommandLine parent = failed.getParent(); parent != null; parent = parent.getParent()) {
            if (parent.getUnmatchedArguments().stream().anyMatch(option)) {
                reported = parent;
            }
        }
        return reported;
    }

    /**
     * Names the one argument that went wrong, where picocli lists every argument it could not place: the arguments after
     * a misspelt option ('--formt json a.h' leaves 'a.h' over), everything after a misspelt command, or an option given
     * before the command ('abistruct --abi std140 a.h').
     */
    private static String unmatchedMessage(CommandLine commandLine, List<String> unmatched,
            Predicate<String> isOption) {
        String option = unmatched.stream().filter(isOption).findFirst().orElse(null);
        boolean topLevel = !commandLine.getSubcommands().isEmpty();
        if (option != null && (!topLevel || isOption.test(unmatched.getFirst()))) {
            String name = option.split("=", 2)[0];
            String owner = topLevel ? commandWithOption(commandLine, name) : null;
            return "Unknown option: '" + option + "'" + (owner != null
                    ? "; did you mean '" + owner + " " + name + "'?"
                    : suggestion(commandLine, option));
        }
        String first = unmatched.getFirst();
        if (topLevel) {
            // picocli would suggest options for an operand that looks like one ('abistruct -- -h')
            return "Unknown command: '" + first + "'" + (looksLikeOption(first) ? "" : suggestion(commandLine, first));
        }
        List<String> labels = commandLine.getCommandSpec().positionalParameters().stream()
                .map(CommandLine.Model.PositionalParamSpec::paramLabel).toList();
        return "Unexpected argument: '" + first + "'" + (labels.isEmpty() ? ""
                : "; " + commandLine.getCommandName() + " takes one " + String.join(" and one ", labels));
    }

    /**
     * Whether {@code ex} is picocli's help command refusing a command it does not know ('abistruct help layot'), which it
     * says in a sentence of its own ("Unknown subcommand 'layot'.") without the nearest ones: the value is the command
     * asked for, and it belongs to no option.
     */
    private static boolean unknownHelpTopic(ParameterException ex, CommandLine commandLine) {
        return !(ex instanceof UnmatchedArgumentException) && ex.getArgSpec() == null && ex.getValue() != null
                && !commandLine.getSubcommands().isEmpty() && !commandLine.getSubcommands().containsKey(ex.getValue());
    }

    /** An argument picocli would take for an option: '-' and a character ('-' alone is no option). */
    private static boolean looksLikeOption(String argument) {
        return argument.length() > 1 && argument.startsWith("-");
    }

    /** The qualified name of the subcommand that has the option {@code name}, or null. */
    private static String commandWithOption(CommandLine commandLine, String name) {
        return commandLine.getSubcommands().values().stream()
                .filter(sub -> sub.getCommandSpec().findOption(name) != null && !isStandardHelpOption(name))
                .map(sub -> sub.getCommandSpec().qualifiedName()).findFirst().orElse(null);
    }

    /** -h, --help, -V and --version belong to every command, the top-level one too. */
    private static boolean isStandardHelpOption(String name) {
        return List.of("-h", "--help", "-V", "--version").contains(name);
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

    /**
     * The options or commands picocli finds close to a misspelt one ({@code --formt}, {@code layot}), as
     * "; did you mean ...?", or "".
     */
    private static String suggestion(CommandLine commandLine, String misspelt) {
        List<String> close = new UnmatchedArgumentException(commandLine, List.of(misspelt)).getSuggestions();
        if (close.isEmpty()) {
            return "";
        }
        return "; did you mean " + String.join(" or ", close.stream().map(option -> "'" + option + "'").toList()) + "?";
    }

    /** Keeps the promise of one line per error even if a message spans several. */
    static String oneLine(String message) {
        return message == null ? "(no message)" : message.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
