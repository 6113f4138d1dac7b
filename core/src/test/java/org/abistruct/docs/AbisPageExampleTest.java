package org.abistruct.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The "ABIs of your own" example of {@code docs/abis.md} compiles and runs as written, and makes the ids it names. */
class AbisPageExampleTest {
    private static final Path PAGE = Path.of("..", "docs", "abis.md");
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern NAMED_ID = Pattern.compile("CAbi (\\w+) = .*// id \"([^\"]+)\"");
    private static final Pattern BYTE_ORDER_SENTENCE =
            Pattern.compile("`(Abi\\.of\\([^`]*\\.withByteOrder\\([^`]*\\))`\\s+has [^`]*the id `([^`]+)`");

    @Test
    void theExampleCompilesRunsAndMakesTheIdsItNames(@TempDir Path dir) throws Exception {
        String page = Files.readString(PAGE);
        Matcher block = JAVA_BLOCK.matcher(page);
        assertThat(block.find()).as("docs/abis.md has a ```java block").isTrue();
        String example = block.group(1);
        Matcher named = NAMED_ID.matcher(example);
        assertThat(named.find()).as("an ABI whose id the example names").isTrue();
        Matcher sentence = BYTE_ORDER_SENTENCE.matcher(page);
        assertThat(sentence.find()).as("the sentence on withByteOrder and its id").isTrue();

        String printed = JavaSnippets.run(dir, "AbisExample",
                List.of("import java.nio.ByteOrder;", "import org.abistruct.abi.*;",
                        "import org.abistruct.schema.SchemaParser;"),
                example + """
                        System.out.println(%s.id());
                        System.out.println(%s.id());
                        System.out.println(bigEndian.id() + " " + bigEndian.byteOrder());
                        System.out.println(ilp32.layout(SchemaParser.parse("d.h",
                                "struct D { char c; long l; void *p; long long q; long double d; };").type("D").orElseThrow()));
                        """.formatted(named.group(1), sentence.group(1)));

        assertThat(printed.lines().toList()).containsExactly(
                named.group(2),
                sentence.group(2),
                "aarch64-be BIG_ENDIAN",
                // the data model the builder was given: 4-byte long and pointer, 8-byte long long 4-aligned, 8/4 long double
                "struct D@my-ilp32 [size=28 align=4: c@0 l@4 p@8 q@12 d@20]");
    }

    /** The second example, an ABI built with its target's facts, compiles, runs and reads a file with them. */
    @Test
    void theTargetFactsExampleCompilesRunsAndReadsWithThem(@TempDir Path dir) throws Exception {
        Matcher block = JAVA_BLOCK.matcher(Files.readString(PAGE));
        assertThat(block.find() && block.find()).as("docs/abis.md has a second ```java block").isTrue();
        String printed = JavaSnippets.run(dir, "AbisFactsExample",
                List.of("import org.abistruct.abi.*;", "import org.abistruct.schema.*;"),
                block.group(1) + """
                        System.out.println(mine.vaList().orElseThrow() + " " + mine.alignedDefault().getAsInt() + " "
                                + mine.charSigned().orElseThrow() + " " + mine.stdintTypes().orElseThrow());
                        System.out.println(mine.layout(SchemaParser.parse("a.h", "struct A { char c; __builtin_va_list v;"
                                + " float f __attribute__((vector_size(16))); } __attribute__((aligned));",
                                CommandLineMacros.NONE, mine).type("A").orElseThrow()));
                        """);
        // 32-bit Arm's va_list is a struct of one pointer, its vectors at most 8-aligned, aligned without a value 8
        assertThat(printed.lines().toList()).containsExactly("ARM 8 false ILP32", "struct A@my-arm [size=24 align=8: c@0 v@4 f@8]");
    }
}
