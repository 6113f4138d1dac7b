package org.abistruct.bench.suite;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The suite's benchmarks in run order: experiments 1-3, each with its Allocate, WriteRead, Reference and
 * ColdStart class and one method per {@link Library} row, then the allocator study's methods.
 */
public final class Catalogue {
    /** The experiment class kinds, in the order they run within an experiment. */
    private static final List<Kind> EXPERIMENT_KINDS =
            List.of(Kind.ALLOCATE, Kind.WRITE_READ, Kind.REFERENCE, Kind.COLD_START);

    /** The allocator study's methods, in the order of its table columns and plot legend. */
    public static final List<String> ALLOCATOR_METHODS = List.of("malloc", "mallocZeroed", "calloc", "ffmArena",
            "allocateDirect", "abistructMalloc", "abistructCalloc", "abistructStack");

    public static final String ALLOCATOR_CLASS = "AllocatorStudy";

    private Catalogue() {
    }

    /** Every benchmark of the suite, whether or not the jar at hand has it. */
    public static List<BenchmarkId> suite() {
        List<BenchmarkId> ids = new ArrayList<>();
        for (int experiment = 1; experiment <= 3; experiment++) {
            for (Kind kind : EXPERIMENT_KINDS) {
                for (Library library : Library.values()) {
                    ids.add(new BenchmarkId("E" + experiment + kind.suffix(), library.method()));
                }
            }
        }
        for (String method : ALLOCATOR_METHODS) {
            ids.add(new BenchmarkId(ALLOCATOR_CLASS, method));
        }
        return List.copyOf(ids);
    }

    /**
     * The JMH names ({@code org.abistruct.bench.experiments.E1Allocate.lwjgl}) in this class path's
     * {@code META-INF/BenchmarkList}, which JMH's annotation processor writes.
     *
     * @throws IllegalStateException when the class path has no benchmark list
     */
    public static Set<String> compiledBenchmarks() {
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream());
        Set<String> names = new TreeSet<>();
        try {
            for (BenchmarkListEntry entry : BenchmarkList.defaultList()
                    .getAll(OutputFormatFactory.createFormatInstance(discard, VerboseMode.SILENT), List.of())) {
                names.add(entry.getUsername());
            }
        } catch (RuntimeException e) {
            throw new IllegalStateException("no JMH benchmark list on the class path (" + e.getMessage()
                    + "); build the bench module: mvn -pl bench -am package", e);
        }
        return names;
    }
}
