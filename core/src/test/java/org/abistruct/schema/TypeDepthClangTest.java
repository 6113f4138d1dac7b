package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Types nested through chains of typedefs ({@code typedef void (*F0)(void); typedef F0 (*F1)(void); ...}, each
 * adding a pointer and a function), against clang: clang takes 10 000 of them (and far more), while the schema, whose
 * types are trees it recurses through, threw a StackOverflowError comparing a typedef declared again, or mapping one.
 * It now refuses a type that nests more than {@link CTypeDepth#MAX} levels, at the name of the declaration that
 * makes it, with why; one at the limit stays taken, declared again too, with half of Java's usual stack.
 */
class TypeDepthClangTest {
    @TempDir
    Path dir;

    /**
     * {@code count} typedefs, each a pointer to a function returning the one before ({@code returns}) or taking it
     * as its parameter, the last declared twice, and a struct with a member of the last one's type.
     */
    private static String chain(int count, boolean returns) {
        String typedefs = IntStream.range(1, count).mapToObj(i -> returns
                        ? "typedef F" + (i - 1) + " (*F" + i + ")(void);"
                        : "typedef void (*F" + i + ")(F" + (i - 1) + ");")
                .collect(Collectors.joining("\n"));
        String last = typedefs.substring(typedefs.lastIndexOf('\n') + 1);
        return "typedef void (*F0)(void);\n" + typedefs + "\n" + last + "\nstruct S { F" + (count - 1) + " f; };\n";
    }

    @Test
    void tenThousandChainedFunctionPointerTypedefsAreRefusedWhereTheyPassTheLimitNotByOverflowingTheStack()
            throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of("x86_64-sysv");
        for (boolean returns : new boolean[] {true, false}) {
            String source = chain(10_000, returns);
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), source))
                    .as("clang takes the chain").isEmpty();
            // F512 is the first to nest 1026 levels: two for each typedef, F0's own two included
            assertThat(FirstErrors.schema(source, abi)).isEqualTo("513:16");
            assertThat(FirstErrors.schemaReason(source, abi)).isEqualTo("the type declared here nests more than 1024"
                    + " levels of pointers, arrays, functions and qualifiers, counting those of the typedef names it is"
                    + " written with, which is more than the schema follows (clang takes deeper ones)");
        }
    }

    @Test
    void aTypeAtTheLimitIsTakenAndDeclaredAgainWithHalfTheUsualStack() throws Exception {
        Oracle.require("clang", "clang");
        for (boolean returns : new boolean[] {true, false}) {
            String source = chain(512, returns);
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), source)).isEmpty();
            var verdict = new AtomicReference<String>();
            Thread small = new Thread(null, () -> verdict.set(FirstErrors.schema(source, Abi.of("x86_64-sysv"))),
                    "half-stack", 512 * 1024);
            small.start();
            small.join();
            assertThat(verdict.get()).as("taken, without a StackOverflowError").isEmpty();
        }
    }

    @Test
    void aDeclaratorOfMoreStarsThanTheLimitIsRefusedAtItsName() throws Exception {
        Oracle.require("clang", "clang");
        Abi abi = Abi.of("x86_64-sysv");
        String taken = "typedef int " + "*".repeat(1024) + "P;\nstruct S { P p; int " + "*".repeat(1024) + "q; };\n";
        String refused = "struct S { int " + "*".repeat(1025) + "q; };\n";
        for (String source : new String[] {taken, refused}) {
            assertThat(FirstErrors.compiler(dir, FirstErrors.clang("x86_64-linux-gnu", "c11"), source)).isEmpty();
        }
        assertThat(FirstErrors.schema(taken, abi)).isEmpty();
        assertThat(FirstErrors.schema(refused, abi)).isEqualTo("1:" + (16 + 1025));
    }
}
