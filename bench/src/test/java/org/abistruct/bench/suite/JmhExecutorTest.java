package org.abistruct.bench.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.Options;

class JmhExecutorTest {

    @Test
    void steadyRunOptions() {
        Options options = JmhExecutor.options(run(Profile.QUICK, "E1Allocate.lwjgl"), Path.of("r.json"));

        assertThat(options.getIncludes())
                .containsExactly("^org\\.abistruct\\.bench\\.experiments\\.E1Allocate\\.lwjgl$");
        assertThat(Pattern.compile(options.getIncludes().getFirst())
                .matcher("org.abistruct.bench.experiments.E1Allocate.lwjgl").find()).isTrue();
        assertThat(options.getBenchModes()).containsExactly(Mode.AverageTime);
        assertThat(options.getWarmupIterations().get()).isEqualTo(2);
        assertThat(options.getWarmupTime().get().convertTo(java.util.concurrent.TimeUnit.MILLISECONDS))
                .isEqualTo(500);
        assertThat(options.getMeasurementIterations().get()).isEqualTo(4);
        assertThat(options.getForkCount().get()).isEqualTo(1);
        assertThat(options.getProfilers()).anyMatch(p -> p.getKlass().equals(GCProfiler.class.getName()));
        assertThat(options.shouldFailOnError().get()).isTrue();
        assertThat(options.getResult().get()).isEqualTo("r.json");
        assertThat(options.getResultFormat().get()).isEqualTo(ResultFormatType.JSON);
        // JVM arguments stay with the benchmark classes' @Fork
        assertThat(options.getJvmArgs().hasValue()).isFalse();
        assertThat(options.getJvmArgsAppend().hasValue()).isFalse();
    }

    @Test
    void coldStartAndAllocatorOptions() {
        Options cold = JmhExecutor.options(run(Profile.FULL, "E3ColdStart.abistruct"), Path.of("c.json"));
        assertThat(cold.getBenchModes()).containsExactly(Mode.SingleShotTime);
        assertThat(cold.getWarmupIterations().get()).isZero();
        assertThat(cold.getMeasurementIterations().get()).isEqualTo(2);
        assertThat(cold.getForkCount().get()).isEqualTo(1000);
        assertThat(cold.shouldDoGC().get()).isTrue();

        Options allocator = JmhExecutor.options(run(Profile.QUICK, "AllocatorStudy.malloc"), Path.of("a.json"));
        assertThat(allocator.getParameter("size").get()).hasSize(15).startsWith("36").endsWith("515724");
    }

    private static PlannedRun run(Profile profile, String shortName) {
        return Plan.of(profile, Catalogue.suite(), Pattern.compile("^" + Pattern.quote(shortName) + "$"))
                .runs().getFirst();
    }
}
