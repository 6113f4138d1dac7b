package org.abistruct.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs {@link NativeSort} as docs/examples.md shows it and checks its order against a Java sort of the same data. */
class NativeSortTest {
    private static final List<String> NATIVE_ACCESS = List.of("--enable-native-access=ALL-UNNAMED");

    @TempDir
    Path dir;

    @Test
    void printsTheSamplesInTheOrderOfAJavaSort() throws Exception {
        ExampleProcess.Result run = ExampleProcess.run(dir, NATIVE_ACCESS, NativeSort.class);

        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();
        assertThat(run.err()).as("standard error: no native-access warning, no mismatch").isEmpty();
        assertThat(run.lines().getFirst()).isEqualTo("qsort sorted 10 Sample structs of "
                + Sample.layout(Sample.DEFAULT_ABI).byteSize() + " bytes (" + Sample.DEFAULT_ABI.id()
                + ") by key, then id:");
        assertThat(run.lines().subList(2, run.lines().size() - 1)).containsExactlyElementsOf(javaSorted(10));
        assertThat(run.lines().getLast()).isEqualTo("the order matches a Java sort of the same data");
    }

    @Test
    void theSamplesHaveEqualKeysSoTheIdsMustBreakTies() {
        List<SampleDecl> samples = NativeSort.samples(10);
        assertThat(samples.stream().mapToLong(SampleDecl::key).distinct().count()).isLessThan(samples.size());
        assertThat(samples).isNotEqualTo(sorted(samples));
    }

    @Test
    void sortsThousandsOfSamples() throws Exception {
        ExampleProcess.Result run = ExampleProcess.run(dir, NATIVE_ACCESS, NativeSort.class, "5000");

        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();
        assertThat(run.lines().subList(2, run.lines().size() - 1)).containsExactlyElementsOf(javaSorted(5000));
    }

    @Test
    void aCountThatIsNotANumberIsAUsageError() throws Exception {
        ExampleProcess.Result run = ExampleProcess.run(dir, NATIVE_ACCESS, NativeSort.class, "ten");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("usage: NativeSort [COUNT]");
    }

    /** The rows NativeSort prints, from a Java sort of its data. */
    private static List<String> javaSorted(int count) {
        List<String> rows = new ArrayList<>();
        for (SampleDecl s : sorted(NativeSort.samples(count))) {
            rows.add(String.format(Locale.ROOT, "%8d %4d %8.2f %8.2f", s.id(), s.key(), s.x(), s.y()));
        }
        return rows;
    }

    private static List<SampleDecl> sorted(List<SampleDecl> samples) {
        List<SampleDecl> sorted = new ArrayList<>(samples);
        sorted.sort(Comparator.comparingLong(SampleDecl::key).thenComparingInt(SampleDecl::id));
        return sorted;
    }
}
