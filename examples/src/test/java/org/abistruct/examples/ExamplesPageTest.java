package org.abistruct.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The output docs/examples.md shows for each program is what the program prints: each CPU example is run with the
 * arguments of the page's first command for it, and the GPU examples' reports are the ones their tests expect (all but
 * the line that names the device, which differs between machines).
 */
class ExamplesPageTest {
    private static final Path PAGE = Path.of("..", "docs", "examples.md");
    /** Where the page cuts a hex dump short. */
    private static final String CUT = "  ...";

    @TempDir
    Path dir;

    @Test
    void nativeSortPrintsWhatThePageShows() throws Exception {
        // the page shows the output on x86-64 Linux, where a Sample is 32 bytes
        Assumptions.assumeTrue(Sample.DEFAULT_ABI.id().equals("x86_64-sysv"), "the page's output is x86-64 Linux's");
        List<String> blocks = blocks("NativeSort");

        ExampleProcess.Result run = ExampleProcess.run(dir, List.of("--enable-native-access=ALL-UNNAMED"),
                NativeSort.class, arguments(blocks.get(0), "NativeSort"));

        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();
        assertThat(run.out()).isEqualTo(blocks.get(1));
    }

    @Test
    void packetRecordsPrintsWhatThePageShows() throws Exception {
        List<String> blocks = blocks("PacketRecords");
        String[] arguments = arguments(blocks.get(0), "PacketRecords");
        assertThat(arguments).as("the page's command names a file").hasSize(1);

        ExampleProcess.Result run = ExampleProcess.run(dir, List.of("--illegal-native-access=deny"),
                PacketRecords.class, dir.resolve(Path.of(arguments[0]).getFileName()).toString());

        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();
        assertThat(run.out()).isEqualTo(blocks.get(1));
    }

    @Test
    void oneDeclarationManyAbisPrintsWhatThePageShowsWithItsDumpsCutShort() throws Exception {
        List<String> blocks = blocks("OneDeclarationManyAbis");

        ExampleProcess.Result run = ExampleProcess.run(dir, List.of(), OneDeclarationManyAbis.class,
                arguments(blocks.get(0), "OneDeclarationManyAbis"));

        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();
        assertThat(withDumpsCut(run.lines(), blocks.get(1).lines().toList()))
                .containsExactlyElementsOf(blocks.get(1).lines().toList());
    }

    @Test
    void theGpuReportsOnThePageAreTheOnesTheirTestsExpect() throws IOException {
        for (Map.Entry<String, List<String>> example : Map.of("VulkanParticles", VulkanParticlesTest.REPORT,
                "OpenClParticles", OpenClParticlesTest.REPORT).entrySet()) {
            List<String> shown = blocks(example.getKey()).getLast().lines().toList();

            assertThat(shown.getFirst()).as("the report names the device first").startsWith("device: ");
            assertThat(shown.subList(1, shown.size())).as(example.getKey()).isEqualTo(example.getValue());
        }
    }

    /**
     * The blocks without a language (the commands and the outputs, not the Java) of the page's section on
     * {@code example}, the command first.
     */
    private static List<String> blocks(String example) throws IOException {
        String page = Files.readString(PAGE);
        Matcher heading = Pattern.compile("(?m)^#+ " + example + ":").matcher(page);
        assertThat(heading.find()).as("docs/examples.md has a section on %s", example).isTrue();
        Matcher next = Pattern.compile("(?m)^#+ ").matcher(page);
        int end = next.find(heading.end()) ? next.start() : page.length();
        List<String> blocks = new ArrayList<>();
        StringBuilder block = null;
        String fence = null;
        for (String line : page.substring(heading.end(), end).lines().toList()) {
            if (fence == null && line.startsWith("```")) {
                fence = line;
                block = new StringBuilder();
            } else if (fence != null && line.equals("```")) {
                if (fence.equals("```")) {
                    blocks.add(block.toString());
                }
                fence = null;
            } else if (fence != null) {
                block.append(line).append('\n');
            }
        }
        assertThat(blocks).as("the command and the output of %s", example).hasSizeGreaterThanOrEqualTo(2);
        return blocks;
    }

    /** The arguments of the first line of {@code commands}, {@code examples/run.sh NAME ARGS... # comment}. */
    private static String[] arguments(String commands, String example) {
        String first = commands.lines().findFirst().orElseThrow().replaceFirst("\\s*#.*", "");
        String[] words = first.strip().split("\\s+");
        assertThat(Arrays.asList(words).subList(0, 2)).containsExactly("examples/run.sh", example);
        return Arrays.copyOfRange(words, 2, words.length);
    }

    /** {@code printed} with the lines of a hex dump left out where {@code shown} cuts it short with {@value #CUT}. */
    private static List<String> withDumpsCut(List<String> printed, List<String> shown) {
        List<String> cut = new ArrayList<>();
        int at = 0;
        for (String line : shown) {
            if (line.equals(CUT)) {
                cut.add(CUT);
                while (at < printed.size() && printed.get(at).matches("  [0-9a-f]{4}  .*")) {
                    at++;
                }
            } else if (at < printed.size()) {
                cut.add(printed.get(at++));
            }
        }
        cut.addAll(printed.subList(at, printed.size()));
        return cut;
    }
}
