package org.abistruct.bench.suite;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The runs of one suite invocation, in order, with the profile's settings and the estimated duration.
 *
 * @param profile the profile the settings come from
 * @param runs one entry per JMH Runner invocation
 */
public record Plan(Profile profile, List<PlannedRun> runs) {

    public Plan {
        runs = List.copyOf(runs);
    }

    /**
     * The plan for {@code benchmarks} (normally {@link Catalogue#suite()}), keeping those whose short name
     * ({@code E1Allocate.lwjgl}) {@code only} finds; {@code only} may be null for all.
     */
    public static Plan of(Profile profile, List<BenchmarkId> benchmarks, Pattern only) {
        List<PlannedRun> runs = new ArrayList<>();
        for (BenchmarkId id : benchmarks) {
            if (only != null && !only.matcher(id.shortName()).find()) {
                continue;
            }
            RunSettings settings = profile.settings(id.kind());
            runs.add(new PlannedRun(id, settings, Estimate.seconds(id, settings)));
        }
        return new Plan(profile, runs);
    }

    /** This plan without the runs whose JMH names are not in {@code compiled}. */
    public Plan restrictedTo(Set<String> compiled) {
        return new Plan(profile, runs.stream().filter(run -> compiled.contains(run.id().jmhName())).toList());
    }

    /** Short names of the runs whose JMH names are not in {@code compiled}. */
    public List<String> missingFrom(Collection<String> compiled) {
        return runs.stream().filter(run -> !compiled.contains(run.id().jmhName()))
                .map(run -> run.id().shortName()).toList();
    }

    public boolean isEmpty() {
        return runs.isEmpty();
    }

    public double estimatedSeconds() {
        return runs.stream().mapToDouble(PlannedRun::estimatedSeconds).sum();
    }

    /** Forked JVMs over all runs. */
    public int totalForks() {
        return runs.stream().mapToInt(run -> run.settings().totalForks()).sum();
    }

    /** The lines printed before starting: runs per kind with their settings, then the estimate. */
    public List<String> describe() {
        Map<String, List<PlannedRun>> groups = new LinkedHashMap<>();
        for (PlannedRun run : runs) {
            groups.computeIfAbsent(groupOf(run.id().kind()), k -> new ArrayList<>()).add(run);
        }
        List<String> lines = new ArrayList<>();
        lines.add("Plan (" + profile.displayName() + "): " + count(runs.size(), "run") + ", "
                + count(totalForks(), "forked JVM"));
        groups.forEach((group, members) -> {
            double seconds = members.stream().mapToDouble(PlannedRun::estimatedSeconds).sum();
            RunSettings settings = members.getFirst().settings();
            String sizes = settings.sizes().isEmpty() ? "" : ", " + settings.sizes().size() + " sizes";
            lines.add(String.format("  %-25s %8s, %s%s, about %s", group, count(members.size(), "run"),
                    settings.describe(), sizes, Formats.duration(seconds)));
        });
        double total = estimatedSeconds();
        lines.add("Estimated duration: " + Formats.duration(total)
                + (total >= 3600 && total < 3 * 3600
                        ? String.format(java.util.Locale.ROOT, " (%.1f hours)", total / 3600) : "")
                + "; fork start-up measured at about " + Formats.seconds(Estimate.FORK_SECONDS) + " on 2 cores");
        return lines;
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String groupOf(Kind kind) {
        if (kind == null) {
            return "other";
        }
        return switch (kind) {
            case ALLOCATE, WRITE_READ -> "benchmarks 1 and 2";
            case REFERENCE -> "references";
            case COLD_START -> "benchmark 3 (cold start)";
            case ALLOCATOR -> "allocator study";
        };
    }
}
