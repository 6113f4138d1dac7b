package org.abistruct.bench.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

class PlanTest {

    @Test
    void suiteHasEveryExperimentRowAndTheAllocatorStudy() {
        List<BenchmarkId> suite = Catalogue.suite();

        assertThat(suite).hasSize(3 * 4 * 6 + 8);
        assertThat(suite).extracting(BenchmarkId::shortName)
                .contains("E1Allocate.lwjgl", "E2WriteRead.abistructRuntimeAbi", "E3ColdStart.abistructStack",
                        "E3Reference.jna", "AllocatorStudy.abistructStack");
    }

    @Test
    void quickRunsEverythingWithinFifteenMinutes() {
        Plan plan = Plan.of(Profile.QUICK, Catalogue.suite(), null);

        assertThat(plan.runs()).hasSize(80);
        assertThat(plan.estimatedSeconds()).isLessThanOrEqualTo(15 * 60).isGreaterThan(8 * 60);
        RunSettings cold = settingsOf(plan, "E1ColdStart.lwjgl");
        assertThat(cold.mode()).isEqualTo(Mode.SingleShotTime);
        assertThat(cold.warmupIterations()).isZero();
        assertThat(cold.measurementIterations()).isEqualTo(2);
        RunSettings allocator = settingsOf(plan, "AllocatorStudy.malloc");
        assertThat(allocator.sizes()).hasSize(15).startsWith(36).endsWith(515_724);
        assertThat(allocator.totalForks()).isEqualTo(15);
    }

    @Test
    void onlyKeepsTheNamesItFinds() {
        Plan plan = Plan.of(Profile.QUICK, Catalogue.suite(), Pattern.compile("E2.*\\.lwjgl$"));

        assertThat(plan.runs()).extracting(run -> run.id().shortName()).containsExactly(
                "E2Allocate.lwjgl", "E2WriteRead.lwjgl", "E2Reference.lwjgl", "E2ColdStart.lwjgl");
        assertThat(Plan.of(Profile.QUICK, Catalogue.suite(), Pattern.compile("Allocator")).runs()).hasSize(8);
        assertThat(Plan.of(Profile.QUICK, Catalogue.suite(), Pattern.compile("NoSuchThing")).isEmpty()).isTrue();
    }

    @Test
    void fullUsesTheThesisConfiguration() {
        Plan plan = Plan.of(Profile.FULL, Catalogue.suite(), null);

        RunSettings steady = settingsOf(plan, "E1WriteRead.abistruct");
        assertThat(steady.mode()).isEqualTo(Mode.AverageTime);
        assertThat(List.of(steady.warmupIterations(), steady.measurementIterations(), steady.forks()))
                .containsExactly(50, 400, 3);
        assertThat(steady.warmupSeconds()).isEqualTo(1.0);
        assertThat(steady.measurementSeconds()).isEqualTo(1.0);
        assertThat(settingsOf(plan, "E1Reference.abistruct").forks()).isEqualTo(1);
        assertThat(settingsOf(plan, "E3ColdStart.jna").forks()).isEqualTo(1000);
        RunSettings allocator = settingsOf(plan, "AllocatorStudy.calloc");
        assertThat(allocator.sizes()).isEqualTo(AllocatorSizes.all());
        assertThat(List.of(allocator.warmupIterations(), allocator.measurementIterations(), allocator.forks()))
                .containsExactly(2, 3, 1);
        assertThat(allocator.warmupSeconds()).isEqualTo(3.0);
        assertThat(allocator.gcBetweenIterations()).isTrue();

        // measured time alone: 36 runs x 3 forks + 18 references x 1 fork, 450 s each; 8 x 175 allocator forks x 15 s
        double measuring = (36 * 3 + 18) * 450.0 + 8 * 175 * 15.0;
        // plus 18 x 1000 cold-start forks of at least the fork start-up
        double lowerBound = measuring + 18 * 1000 * Estimate.FORK_SECONDS;
        assertThat(plan.estimatedSeconds()).isBetween(lowerBound, lowerBound * 1.5);
        assertThat(plan.describe().getLast()).contains("hours");
    }

    @Test
    void defaultSitsBetween() {
        double quick = Plan.of(Profile.QUICK, Catalogue.suite(), null).estimatedSeconds();
        double middle = Plan.of(Profile.DEFAULT, Catalogue.suite(), null).estimatedSeconds();
        double full = Plan.of(Profile.FULL, Catalogue.suite(), null).estimatedSeconds();

        assertThat(middle).isGreaterThan(quick).isLessThan(full).isLessThan(2 * 3600);
    }

    @Test
    void restrictsToTheBenchmarksTheBuildHas() {
        Plan plan = Plan.of(Profile.QUICK, Catalogue.suite(), Pattern.compile("^E1Allocate\\."));
        var compiled = java.util.Set.of("org.abistruct.bench.experiments.E1Allocate.lwjgl",
                "org.abistruct.bench.experiments.E1Allocate.abistruct");

        assertThat(plan.missingFrom(compiled)).containsExactly("E1Allocate.ffm",
                "E1Allocate.abistructRuntimeAbi", "E1Allocate.abistructStack", "E1Allocate.jna");
        assertThat(plan.restrictedTo(compiled).runs()).extracting(run -> run.id().shortName())
                .containsExactly("E1Allocate.lwjgl", "E1Allocate.abistruct");
    }

    private static RunSettings settingsOf(Plan plan, String shortName) {
        return plan.runs().stream().filter(run -> run.id().shortName().equals(shortName)).findFirst()
                .orElseThrow().settings();
    }
}
