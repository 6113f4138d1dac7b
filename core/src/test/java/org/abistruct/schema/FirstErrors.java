package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.abistruct.AbiStructException;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.StructType;

/**
 * Where a compiler and the schema first refuse a source, {@code line:column}, or {@code ""} where they take it: for
 * tests that hold the schema to refusing what clang refuses, at the place clang names.
 */
final class FirstErrors {
    private static final Pattern ERROR = Pattern.compile("^c\\.c:(\\d+):(\\d+): (?:fatal )?error: ");

    private FirstErrors() {
    }

    /**
     * The first error {@code command} (a compiler's, without the file) reports for {@code source} written to
     * {@code c.c} in {@code dir}, {@code line:column}, or {@code ""} when it compiles the file; fails the test when the
     * exit status says otherwise.
     */
    static String compiler(Path dir, List<String> command, String source) throws IOException, InterruptedException {
        List<String> errors = errors(dir, command, source);
        return errors.isEmpty() ? "" : errors.getFirst();
    }

    /**
     * Every error {@code command} reports for {@code source} written to {@code c.c} in {@code dir}, {@code line:column},
     * in its order (as many as its error limit lets it report); fails the test when the exit status says otherwise.
     */
    static List<String> errors(Path dir, List<String> command, String source) throws IOException, InterruptedException {
        Files.writeString(dir.resolve("c.c"), source);
        var full = new ArrayList<>(command);
        full.add("c.c");
        Oracle.Run run = Oracle.run(dir, full, 60);
        var errors = new ArrayList<String>();
        for (String line : run.stderr().lines().toList()) {
            Matcher m = ERROR.matcher(line);
            if (m.find()) {
                errors.add(m.group(1) + ":" + m.group(2));
            }
        }
        assertThat(run.exitCode() != 0).as(String.join(" ", full) + " on\n" + source + "\n" + run.stderr())
                .isEqualTo(!errors.isEmpty());
        return errors;
    }

    /** Where a compiler and the schema first refuse each case ({@link #each}), by case, in the cases' order. */
    record Verdicts(Map<String, String> compiler, Map<String, String> schema) {
    }

    /**
     * {@link #compiler} ({@code command}) and {@link #schema} (under {@code abi}) on each of {@code cases}, each a file
     * of its own with a newline added.
     */
    static Verdicts each(Path dir, List<String> command, Abi abi, List<String> cases)
            throws IOException, InterruptedException {
        var compiler = new LinkedHashMap<String, String>();
        var schema = new LinkedHashMap<String, String>();
        for (String c : cases) {
            compiler.put(c, compiler(dir, command, c + "\n"));
            schema.put(c, schema(c + "\n", abi));
        }
        return new Verdicts(compiler, schema);
    }

    /**
     * clang checking only syntax and types for {@code triple} under the C standard {@code std} ({@code c11},
     * {@code c2x}), as users run it: {@code -w} drops its warnings but keeps the diagnostics that are errors by default
     * ({@code -Welaborated-enum-base}, {@code -Wreturn-type} ...), which {@code -Wno-everything} would turn off too.
     */
    static List<String> clang(String triple, String std) {
        return List.of("clang", "-target", triple, "-std=" + std, "-fsyntax-only", "-w");
    }

    /**
     * Asserts that the schema (under {@code abi}) refuses each of {@code refused} and {@code taken} where {@code command}
     * does ({@link #each}), and that the compiler does refuse the first and take the second, so that a case that no
     * longer tests what its list says fails too.
     */
    static void agree(Path dir, List<String> command, Abi abi, List<String> refused, List<String> taken)
            throws IOException, InterruptedException {
        Verdicts verdicts = positionsAgree(dir, command, abi, refused, taken);
        refused.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isNotEmpty());
        taken.forEach(c -> assertThat(verdicts.compiler().get(c)).as(c).isEmpty());
    }

    /**
     * {@link #agree} under clang for {@code triple} and C standard {@code std}; then asserts that the schema takes each of
     * {@code laidOut} and lays out its structs {@code H} as clang does there.
     */
    static void agreeAndLayOutAsClang(Path dir, String triple, String std, Abi abi, List<String> refused,
            List<String> taken, List<String> laidOut) throws IOException, InterruptedException {
        agree(dir, clang(triple, std), abi, refused, taken);
        for (String c : laidOut) {
            assertThat(schema(c, abi)).as(c).isEmpty();
            assertThat(ClangStaticAsserts.ofStructsNamedH(c, abi).failures(triple, "-std=" + std))
                    .as("facts clang disagrees with under " + triple + " in\n" + c).isEmpty();
        }
    }

    /**
     * Asserts that gcc on the host ({@code -std=c11}) takes each of {@code taken}, and, on x86-64, lays out the structs
     * {@code H} of each of {@code laidOut} as the schema does under {@code x86_64-sysv}.
     */
    static void gccTakesAndLaysOut(Path dir, List<String> taken, List<String> laidOut)
            throws IOException, InterruptedException {
        Oracle.require("gcc", "gcc");
        List<String> gcc = List.of("gcc", "-std=c11", "-fsyntax-only", "-w");
        for (String c : taken) {
            assertThat(compiler(dir, gcc, c + "\n")).as(c).isEmpty();
        }
        if (System.getProperty("os.arch").equals("amd64")) {
            for (String c : laidOut) {
                assertThat(ClangStaticAsserts.ofStructsNamedH(c, Abi.of("x86_64-sysv")).gccFailures()).as(c).isEmpty();
            }
        }
    }

    /** Asserts only that the schema refuses each case where {@code command} does (a second compiler's check). */
    static Verdicts positionsAgree(Path dir, List<String> command, Abi abi, List<String> refused, List<String> taken)
            throws IOException, InterruptedException {
        Verdicts verdicts = each(dir, command, abi, Stream.concat(refused.stream(), taken.stream()).toList());
        assertThat(verdicts.schema()).as("where the schema and " + String.join(" ", command) + " refuse each case")
                .isEqualTo(verdicts.compiler());
        return verdicts;
    }

    /**
     * Where the schema refuses {@code source} (read as {@code c.c}, then every type laid out under {@code abi}),
     * {@code line:column}, or {@code ""} when it takes it.
     */
    static String schema(String source, Abi abi) {
        try {
            for (StructType type : SchemaParser.parse("c.c", source).types()) {
                abi.layout(type);
            }
            return "";
        } catch (AbiStructException e) {
            return e.position().line() + ":" + e.position().column();
        }
    }

    /**
     * Where the schema read for {@code target} (null: for every ABI) refuses {@code source}, its types laid out under
     * {@code target} (x86-64 System V for none), {@code line:column}, or {@code ""} when it takes it.
     */
    static String schemaReadFor(String source, CAbi target) {
        AbiStructException e = refusalReadFor(source, target);
        return e == null ? "" : e.position().line() + ":" + e.position().column();
    }

    /** The reason the schema read for {@code target} (as {@link #schemaReadFor}) gives for refusing, or {@code ""}. */
    static String schemaReasonReadFor(String source, CAbi target) {
        AbiStructException e = refusalReadFor(source, target);
        return e == null ? "" : e.reason();
    }

    private static AbiStructException refusalReadFor(String source, CAbi target) {
        try {
            Abi abi = target != null ? target : Abi.of("x86_64-sysv");
            for (StructType type : SchemaParser.parse("c.c", source, CommandLineMacros.NONE, target).types()) {
                abi.layout(type);
            }
            return null;
        } catch (AbiStructException e) {
            return e;
        }
    }

    /** The reason the schema gives for refusing {@code source}, or {@code ""} when it takes it. */
    static String schemaReason(String source, Abi abi) {
        try {
            for (StructType type : SchemaParser.parse("c.c", source).types()) {
                abi.layout(type);
            }
            return "";
        } catch (AbiStructException e) {
            return e.reason();
        }
    }
}
