package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.abistruct.processor.TestCompiler.Tool;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The processor reads a round's records in an order of its own (see {@link RoundTypes}), not the order a build tool
 * hands the files over in: an error between two records (a cycle, two records that generate one class) is on the same
 * record whichever file comes first, under javac and ecj; and walking the round's types finds the records
 * {@code getElementsAnnotatedWith} did, nested in interfaces, enums, records and classes, and in the unnamed package.
 */
class RecordOrderTest {
    private static final String A_SAME = """
            package p;
            import org.abistruct.annotation.*;
            @Struct(name = "Same", abi = "std430") public record ADecl(int a) { }
            """;
    private static final String B_SAME = """
            package p;
            import org.abistruct.annotation.*;
            @Struct(name = "Same", abi = "std430") public record BDecl(long b) { }
            """;

    @ParameterizedTest
    @EnumSource(Tool.class)
    void twoRecordsOfOneClassAreAnErrorOnTheLaterByNameInEitherFileOrder(Tool tool, @TempDir Path dir)
            throws IOException {
        for (boolean aFirst : List.of(true, false)) {
            TestCompiler.Result result = compileInOrder(tool, dir, A_SAME, B_SAME, aFirst);
            assertThat(result.errors()).as(result.report()).singleElement().satisfies(e -> assertThat(
                    e.getMessage(Locale.ROOT)).startsWith("the record p.BDecl generates class p.Same, which the record"
                    + " p.ADecl already generates"));
            assertThat(result.generatedSource("p.Same")).as("the class is the first record's").contains("int a()");
        }
    }

    @ParameterizedTest
    @EnumSource(Tool.class)
    void aCycleIsReportedOnTheSameRecordInEitherFileOrder(Tool tool, @TempDir Path dir) throws IOException {
        String a = """
                package p;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record ADecl(BDecl b) { }
                """;
        String b = """
                package p;
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record BDecl(ADecl a) { }
                """;
        for (boolean aFirst : List.of(true, false)) {
            TestCompiler.Result result = compileInOrder(tool, dir, a, b, aFirst);
            assertThat(result.errors().stream().map(e -> e.getMessage(Locale.ROOT))).as(result.report())
                    .anySatisfy(m -> assertThat(m).startsWith("recursive struct: a contains ADecl, which contains"
                            + " itself (p.ADecl -> p.BDecl -> p.ADecl)"))
                    .anySatisfy(m -> assertThat(m).startsWith("member b: the nested struct BDecl has errors"))
                    .hasSize(2);
        }
    }

    /** Compiles p.ADecl ({@code a}) and p.BDecl ({@code b}), handing ADecl's file over first or last. */
    private static TestCompiler.Result compileInOrder(Tool tool, Path dir, String a, String b, boolean aFirst)
            throws IOException {
        var sources = new LinkedHashMap<String, String>();
        if (aFirst) {
            sources.put("p/ADecl.java", a);
        }
        sources.put("p/BDecl.java", b);
        sources.put("p/ADecl.java", a);
        return TestCompiler.compile(tool, dir.resolve(tool + "-" + aFirst), sources, List.of(),
                List.of(new StructProcessor()));
    }

    @ParameterizedTest
    @EnumSource(Tool.class)
    void recordsNestedInEveryKindOfTypeAndInTheUnnamedPackageAreFound(Tool tool, @TempDir Path dir) throws IOException {
        var sources = new LinkedHashMap<String, String>();
        sources.put("q/Kinds.java", """
                package q;
                import org.abistruct.annotation.*;
                public interface Kinds {
                    @Struct(abi = "std430") record InIfaceDecl(int a) { }
                    enum E { X; @Struct(abi = "std430") record InEnumDecl(int b) { } }
                    @Struct(abi = "std430") record HolderDecl(int c) {
                        @Struct(abi = "std430") record InRecordDecl(int d) { }
                        record Plain(@Length(2) int[] stray) { }
                    }
                    class Deep { class Deeper { @Struct(abi = "std430") record DeepestDecl(int e) { } } }
                    @Struct(abi = "std430") class NotARecord { }
                }
                """);
        sources.put("q/package-info.java", "package q;\n");
        sources.put("UnnamedDecl.java", """
                import org.abistruct.annotation.*;
                @Struct(abi = "std430") public record UnnamedDecl(int u) { }
                """);
        TestCompiler.Result result = TestCompiler.compile(tool, dir, sources, List.of(), List.of(new StructProcessor()));
        Map.of("q.InIface", "q.Kinds.InIfaceDecl", "q.InEnum", "q.Kinds.E.InEnumDecl", "q.Holder", "q.Kinds.HolderDecl",
                "q.InRecord", "q.Kinds.HolderDecl.InRecordDecl", "q.Deepest", "q.Kinds.Deep.Deeper.DeepestDecl",
                "Unnamed", "UnnamedDecl").forEach((generated, record) -> assertThat(result.generatedSource(generated))
                .as(generated).contains("// Declared by " + record + ".\n"));
        assertThat(result.errors().stream().map(e -> e.getMessage(Locale.ROOT))).as(result.report())
                .anySatisfy(m -> assertThat(m).startsWith("@Length on component stray of Plain, a record without"
                        + " @Struct"))
                .anySatisfy(m -> assertThat(m).startsWith("@Struct goes on a record whose components are the members;"
                        + " NotARecord is a class"))
                .hasSize(2);
    }
}
