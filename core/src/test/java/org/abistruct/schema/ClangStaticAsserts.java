package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Facts for clang to check: each becomes a {@code _Static_assert} named {@code caseN} after a source, and
 * {@link #failures} returns the facts clang finds false under a {@code --target} triple ({@link #gccFailures} those the
 * host's gcc does).
 */
final class ClangStaticAsserts {
    private static final Pattern FAILED = Pattern.compile("\"case(\\d+)\"");

    private final StringBuilder source;
    private final List<String> facts = new ArrayList<>();

    /** Facts about the declarations of {@code declarations}, which the file holds first. */
    ClangStaticAsserts(String declarations) {
        this.source = new StringBuilder(declarations);
    }

    /** Adds {@code fact}, a C constant expression that must be true. */
    void add(String fact) {
        source.append("\n_Static_assert(").append(fact).append(", \"case").append(facts.size()).append("\");");
        facts.add(fact);
    }

    /**
     * The size and alignment of {@code cType} ({@code struct Scene}) and the offset and size of each of its members
     * that is not a bitfield, as {@code layout} has them (an anonymous member's, which C cannot name, by the members
     * after it); the source must include {@code <stddef.h>}.
     */
    void addLayout(String cType, StructLayout layout) {
        add("sizeof(" + cType + ") == " + layout.byteSize());
        add("_Alignof(" + cType + ") == " + layout.byteAlignment());
        for (MemberLayout m : layout.members()) {
            if (!m.isBitfield() && !m.name().isEmpty()) {
                add("offsetof(" + cType + ", " + m.name() + ") == " + m.byteOffset());
                add("sizeof(((" + cType + " *) 0)->" + m.name() + ") == " + m.byteSize());
            }
        }
    }

    /**
     * Facts about every struct and union of {@code source} whose name starts with {@code H} (the structs a test case
     * declares to hold what it checks), as {@code abi} lays them out; nested ones, which C cannot name, are left out.
     */
    static ClangStaticAsserts ofStructsNamedH(String source, Abi abi) {
        return ofStructsNamedH(source, source, null, abi);
    }

    /**
     * As {@link #ofStructsNamedH(String, Abi)}, with {@code source} read for {@code target} (null: for every ABI), for a
     * compiler that reads {@code declarations} (the source, maybe after a {@code #pragma pack}).
     */
    static ClangStaticAsserts ofStructsNamedH(String declarations, String source, CAbi target, Abi abi) {
        var asserts = new ClangStaticAsserts("#include <stddef.h>\n" + declarations);
        for (StructType type : SchemaParser.parse("c.c", source, CommandLineMacros.NONE, target).types()) {
            if (type.name().startsWith("H") && !type.name().contains("::")) {
                asserts.addLayout(type.kind() + " " + type.name(), abi.layout(type));
            }
        }
        return asserts;
    }

    /**
     * Asserts that {@code source}, read for {@code target}, has structs named {@code H...} and that clang for
     * {@code triple} (GNU C11, after {@code pragma}: a {@code #pragma pack} or nothing) lays them out as {@code target}
     * does; returns {@code target}'s layout of the source's last struct, for the test's own checks.
     */
    static StructLayout assertLaidOutAsClangFor(String triple, String pragma, String source, CAbi target)
            throws IOException, InterruptedException {
        ClangStaticAsserts asserts = ofStructsNamedH(pragma + source, source, target, target);
        assertThat(asserts.size()).as(source).isPositive();
        assertThat(asserts.failures(triple, "-std=gnu11")).as("facts clang disagrees with under " + triple + " in\n"
                + source).isEmpty();
        return target.layout(SchemaParser.parse("c.h", source, CommandLineMacros.NONE, target).types().getLast());
    }

    /**
     * Asserts that the schema takes {@code source} under the ABI of each of clang's Linux and Windows targets and lays
     * its structs named {@code H...} out as clang does there (C2x), and, when {@code withGcc} and gcc is on an x86-64
     * host's path, as gcc does under {@code x86_64-sysv}.
     */
    static void assertTakenAndLaidOutAsClangAndGcc(String source, boolean withGcc) {
        assertTakenAndLaidOutAsClangAndGcc(source, withGcc, ClangTargets.linuxAndWindows());
    }

    /**
     * As {@link #assertTakenAndLaidOutAsClangAndGcc(String, boolean)}, under each of {@code targets} (triple, abiId),
     * such as {@link ClangTargets#everyCAbi()}.
     */
    static void assertTakenAndLaidOutAsClangAndGcc(String source, boolean withGcc, Stream<Arguments> targets) {
        Oracle.require("clang", "clang");
        targets.forEach(arguments -> {
            String triple = (String) arguments.get()[0];
            Abi abi = Abi.of((String) arguments.get()[1]);
            assertThat(FirstErrors.schema(source, abi)).as(source).isEmpty();
            try {
                assertThat(ofStructsNamedH(source, abi).failures(triple, "-std=c2x")).as(triple).isEmpty();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        if (withGcc && Oracle.onPath("gcc") && System.getProperty("os.arch").equals("amd64")) {
            try {
                assertThat(ofStructsNamedH(source, Abi.of("x86_64-sysv"))
                        .failuresUnder(List.of("gcc", "-std=c2x", "-fsyntax-only", "-w"))).as("gcc").isEmpty();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        }
    }

    /** The file clang compiles: the declarations, then a {@code _Static_assert} per fact. */
    String source() {
        return source.toString();
    }

    int size() {
        return facts.size();
    }

    /**
     * The facts clang finds false when it compiles the file as C11 for {@code triple}, with {@code options}
     * added; fails the test on any other error.
     */
    List<String> failures(String triple, String... options) throws IOException, InterruptedException {
        var command = new ArrayList<>(List.of("clang", "-target", triple, "-std=c11", "-fsyntax-only",
                "-ferror-limit=0", "-w"));
        command.addAll(List.of(options));
        return failures(command);
    }

    /**
     * The facts the host's gcc finds false when it compiles the file as C11 (gcc must be on the PATH; it lays out for
     * the host, x86-64 System V here); fails the test on any other error.
     */
    List<String> gccFailures() throws IOException, InterruptedException {
        return failures(new ArrayList<>(List.of("gcc", "-std=c11", "-fsyntax-only", "-w")));
    }

    /**
     * The facts {@code compiler} (a command without the file, such as clang's for OpenCL C) finds false; fails the test
     * on any other error.
     */
    List<String> failuresUnder(List<String> compiler) throws IOException, InterruptedException {
        return failures(new ArrayList<>(compiler));
    }

    private List<String> failures(List<String> command) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("abistruct-clang-");
        try {
            Files.writeString(dir.resolve("c.c"), source + "\n");
            command.add("c.c");
            Oracle.Run run = Oracle.run(dir, command, 60);
            var failed = new ArrayList<String>();
            for (String line : run.stderr().lines().toList()) {
                if (!line.contains("error:")) {
                    continue;
                }
                Matcher m = FAILED.matcher(line);
                assertThat(line).as("clang error other than a failed assertion").containsPattern("static.assert");
                assertThat(m.find()).as(line).isTrue();
                failed.add(facts.get(Integer.parseInt(m.group(1))));
            }
            assertThat(run.exitCode() == 0).as("clang's exit status against its errors").isEqualTo(failed.isEmpty());
            return failed;
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
