package org.abistruct.cli;

import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * Refuses {@code -D=X} and {@code -U=X}, which picocli would read as {@code -DX}: a compiler reads the {@code =} as
 * part of the argument (GCC and clang take {@code -D=X} for {@code #define  X}, X defined as empty, and refuse
 * {@code -U=X}), so neither reading is safe. {@code -DX}, {@code -D X}, {@code -DX=1} and {@code -D X=1} are read as
 * compilers read them.
 */
final class MacroOptionForm implements IParameterPreprocessor {

    @Override
    public boolean preprocess(Stack<String> args, CommandSpec spec, ArgSpec arg, Map<String, Object> info) {
        String separator = spec.parser().separator();
        if (separator.equals(info.get("separator")) && arg instanceof OptionSpec option && !args.isEmpty()) {
            String name = option.longestName();
            String given = args.peek();
            String value = given.isEmpty() ? "NAME" : given;
            throw new ParameterException(spec.commandLine(), name + separator + given + ": no '" + separator
                    + "' after " + name + "; write " + name + value + " or " + name + " " + value);
        }
        return false; // picocli goes on to read the value as usual
    }
}
