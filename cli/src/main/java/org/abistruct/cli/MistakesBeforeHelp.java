package org.abistruct.cli;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionStrategy;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Runs the command, but first reports an argument no command could place (an unknown option, command or extra FILE),
 * even when {@code -h} or {@code -V} asked for the help or the version. picocli answers those and ignores the rest of
 * the command line, so {@code -hx} and {@code layout -x -h} printed the help, while {@code -x layout -h} and
 * {@code -xh} were errors; a mistyped option is now an error wherever it stands. What is missing (FILE, {@code --abi})
 * is still no error next to {@code -h}: a user asks for the help because they do not know what to give.
 */
final class MistakesBeforeHelp implements IExecutionStrategy {
    private final IExecutionStrategy run = new CommandLine.RunLast();

    @Override
    public int execute(ParseResult parseResult) {
        for (ParseResult command = parseResult; command != null; command = command.subcommand()) {
            if (!command.unmatched().isEmpty()) {
                throw new UnmatchedArgumentException(command.commandSpec().commandLine(), command.unmatched());
            }
        }
        return run.execute(parseResult);
    }
}
