package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;

/** What glslangValidator says of a shader, for tests that hold the schema parser to its refusals. */
final class GlslangVerdict {
    /** glslang's first error: its line and message (after the file's number, or its name with -l). */
    private static final Pattern FIRST_ERROR = Pattern.compile("ERROR: [^:\\s]+:(\\d+): (.*)");

    /** glslang's first error: the line it names and its message. */
    record FirstError(int line, String message) {
    }

    private GlslangVerdict() {
    }

    /**
     * glslang's first error for {@code source}, written to {@code file} in {@code dir} and compiled with
     * {@code options} ({@code -D} needs {@code -l}); fails the test if glslang takes it.
     */
    static FirstError firstError(Path dir, String file, String source, String... options) throws Exception {
        Oracle.Run run = run(dir, file, source, options);
        assertThat(run.exitCode()).as(run.stdout()).isNotZero();
        Matcher m = FIRST_ERROR.matcher(run.stdout());
        assertThat(m.find()).as(run.stdout()).isTrue();
        return new FirstError(Integer.parseInt(m.group(1)), m.group(2));
    }

    /**
     * Asserts that glslang refuses {@code source} (as {@code file} in {@code dir}) on {@code glslangLine} saying
     * {@code glslangSays}, and that the schema refuses it at {@code schemaAt} ({@code line:column}) with a reason that
     * starts with {@code schemaSays}; returns the schema's exception for the caller's own checks of the two lines.
     */
    static SchemaException refusedAlike(Path dir, String file, String source, int glslangLine, String glslangSays,
            String schemaAt, String schemaSays) throws Exception {
        FirstError glslang = firstError(dir, file, source);
        SchemaException refused = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse(file, source));

        assertThat(glslang.message()).contains(glslangSays);
        assertThat(glslang.line()).isEqualTo(glslangLine);
        assertThat(refused).as("the schema refuses it").isNotNull();
        assertThat(refused.position().line() + ":" + refused.position().column()).isEqualTo(schemaAt);
        assertThat(refused.reason()).startsWith(schemaSays);
        return refused;
    }

    /** Whether glslang takes {@code source}, written to {@code file} in {@code dir}, with {@code options}. */
    static boolean accepts(Path dir, String file, String source, String... options) throws Exception {
        return run(dir, file, source, options).exitCode() == 0;
    }

    private static Oracle.Run run(Path dir, String file, String source, String... options) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Files.writeString(dir.resolve(file), source);
        var command = new ArrayList<>(List.of("glslangValidator"));
        command.addAll(List.of(options));
        command.add(file);
        return Oracle.run(dir, command, 120);
    }
}
