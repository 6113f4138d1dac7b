package org.abistruct.cli;

import java.util.List;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Usage help that shows a short option's value after a space ({@code -D NAME[=VALUE]}), as compilers document
 * {@code -D} and as the tool reads it, where picocli would show {@code -D=NAME[=VALUE]}, a form the tool refuses
 * ({@link MacroOptionForm}). Long options keep picocli's {@code --abi=ID}, which is accepted as well as {@code --abi ID}.
 */
final class ShortOptionHelp extends Help {
    private static final String SHORT_SEPARATOR = " ";

    ShortOptionHelp(CommandSpec spec, ColorScheme colorScheme) {
        super(spec, colorScheme);
    }

    @Override
    public IParamLabelRenderer parameterLabelRenderer() {
        IParamLabelRenderer standard = super.parameterLabelRenderer();
        return new IParamLabelRenderer() {
            @Override
            public Ansi.Text renderParameterLabel(ArgSpec arg, Ansi ansi, List<Ansi.IStyle> styles) {
                Ansi.Text label = standard.renderParameterLabel(arg, ansi, styles);
                String separator = standard.separator();
                if (arg instanceof OptionSpec option && isShort(option) && label.plainString().startsWith(separator)) {
                    return ansi.text(SHORT_SEPARATOR)
                            .concat(ansi.apply(label.plainString().substring(separator.length()), styles));
                }
                return label;
            }

            /**
             * What the option list cuts from the label of a short option without a long name and puts between them; the
             * list's columns show it as {@code -D  NAME}, the value where long options start.
             */
            @Override
            public String separator() {
                return SHORT_SEPARATOR;
            }
        };
    }

    /** Whether every name of the option is one dash and one character, as {@code -D} and {@code -U}. */
    private static boolean isShort(OptionSpec option) {
        return List.of(option.names()).stream().allMatch(name -> name.length() == 2 && name.charAt(0) == '-');
    }
}
