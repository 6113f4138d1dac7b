package org.abistruct.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sessions shown in docs/cli.md and the README print what the pages say, character for character, as a user who
 * copies them sees it; the commands in the comments of examples/ run.
 */
class DocExamplesTest {
    private static final Pattern BLOCK = Pattern.compile("```\\n(.*?)```", Pattern.DOTALL);
    private static final String PROMPT = "$ ";
    private static final String LAUNCHER = "bin/abistruct ";

    @TempDir
    Path dir;

    /** One {@code $ bin/abistruct ...} line of a page and the lines shown after it. */
    private record Session(String command, String shown) {
    }

    @Test
    void everySessionOfTheCliPagePrintsWhatThePageShows() throws IOException {
        List<Session> sessions = sessions(Files.readString(CliRun.repoRoot().resolve("docs/cli.md")));

        assertThat(sessions).as("$ bin/abistruct sessions in docs/cli.md").hasSizeGreaterThanOrEqualTo(6);
        for (Session session : sessions) {
            CliRun run = run(session.command());

            assertThat(run.err()).as(session.command()).isEmpty();
            assertThat(run.exitCode()).as(session.command()).isZero();
            assertThat(run.out()).as(session.command()).isEqualTo(session.shown());
        }
    }

    @Test
    void theReadmeQuickStartPrintsWhatTheReadmeShows() throws IOException {
        String readme = Files.readString(CliRun.repoRoot().resolve("README.md"));
        String command = readme.lines().filter(line -> line.startsWith("bin/abistruct layout ")).findFirst()
                .orElseThrow().replaceFirst("\\s+#.*", "");
        Matcher shown = BLOCK.matcher(readme.substring(readme.indexOf("side by side:")));
        assertThat(shown.find()).as("the output block after the quick start").isTrue();

        CliRun run = CliRun.of(arguments(command));

        assertThat(run.exitCode()).as(command).isZero();
        assertThat(run.out()).as(command).isEqualTo(shown.group(1));
    }

    @Test
    void theCommandsInTheExamplesCommentsRun() throws IOException {
        List<String> commands = new ArrayList<>();
        try (var files = Files.list(CliRun.repoRoot().resolve("examples"))) {
            // the bundled declarations; the folder also holds the example programs' Maven module
            for (Path file : files.filter(f -> f.toString().matches(".*\\.(h|glsl)")).sorted().toList()) {
                Files.readString(file).lines().map(line -> line.replaceFirst("^\\s*(//|\\*)\\s*", ""))
                        .filter(line -> line.startsWith(LAUNCHER)).forEach(commands::add);
            }
        }

        assertThat(commands).as("bin/abistruct lines in the comments of examples/").hasSizeGreaterThanOrEqualTo(3);
        for (String command : commands) {
            CliRun run = CliRun.of(arguments(command));

            assertThat(run.err()).as(command).isEmpty();
            assertThat(run.exitCode()).as(command).isZero();
            assertThat(run.out()).as(command).isNotBlank();
        }
    }

    /**
     * The {@code $ bin/abistruct} sessions of a page, having written the files its {@code $ cat NAME} sessions show
     * into {@link #dir}.
     */
    private List<Session> sessions(String page) throws IOException {
        Map<String, Path> written = new HashMap<>();
        List<Session> sessions = new ArrayList<>();
        Matcher block = BLOCK.matcher(page);
        while (block.find()) {
            String[] parts = ("\n" + block.group(1)).split("\n\\Q" + PROMPT + "\\E");
            for (String part : Arrays.asList(parts).subList(1, parts.length)) {
                int end = part.indexOf('\n') + 1;
                String command = part.substring(0, end).strip();
                String shown = part.substring(end);
                if (command.startsWith("cat ")) {
                    String name = command.substring("cat ".length());
                    written.put(name, Files.writeString(dir.resolve(name), shown));
                } else if (command.startsWith(LAUNCHER)) {
                    sessions.add(new Session(withFiles(command, written), shown));
                }
            }
        }
        return sessions;
    }

    /** The command with each file a {@code $ cat} showed replaced by where it was written. */
    private static String withFiles(String command, Map<String, Path> written) {
        return Arrays.stream(command.split(" ")).map(word -> written.containsKey(word) ? written.get(word).toString() : word)
                .reduce((a, b) -> a + " " + b).orElseThrow();
    }

    /** Runs a {@code bin/abistruct ...} line, with standard input from the file after its {@code <} if it has one. */
    private static CliRun run(String command) throws IOException {
        String[] redirected = command.split(" < ", 2);
        if (redirected.length == 1) {
            return CliRun.of(arguments(command));
        }
        try (var in = Files.newInputStream(resolved(redirected[1].strip()))) {
            return CliRun.withStdin(in, arguments(redirected[0]));
        }
    }

    /** A path of the pages: those of examples/ are the repository's, others as they are. */
    private static Path resolved(String path) {
        return path.startsWith("examples/") ? CliRun.repoRoot().resolve(path) : Path.of(path);
    }

    /** The arguments of a {@code bin/abistruct ...} line (no quoting in the pages), files of examples/ resolved. */
    private static String[] arguments(String command) {
        assertThat(command).startsWith(LAUNCHER);
        return Arrays.stream(command.substring(LAUNCHER.length()).strip().split("\\s+"))
                .map(word -> word.startsWith("examples/") ? resolved(word).toString() : word)
                .toArray(String[]::new);
    }
}
