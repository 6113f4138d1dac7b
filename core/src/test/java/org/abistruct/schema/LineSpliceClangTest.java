package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.type.Position;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Line splices (C11 5.1.1.2p1 item 2: a backslash before the line end joins two lines before comments and tokens are
 * read) against clang, with each kind of line end. Headers that split comments, names, numbers, literals, preprocessor
 * lines and the space between tokens must give clang's structs: the size, alignment and member offsets of each struct
 * the schema reads, and no struct that clang does not see (each other tag the text defines is defined again after it,
 * which clang refuses if it saw the first definition). Errors after a splice must be where clang reports them.
 */
class LineSpliceClangTest {
    /** Headers in which a text block's {@code \\} at a line end is the splice; {@code \s} keeps a trailing blank. */
    private static final List<String> HEADERS = List.of("""
            struct A {
                int x; // legacy path: C:\\
                int y;
                char z;
            };
            // see below \\
            struct Hidden { int h; };
            /* a block comment that ends *\\
            / struct AfterBlock { char c; double d; };
            struct B { char c; /\\
            / int swallowed;
                short s; };
            """, """
            struct Sp\\
            lit { unsigned lo\\
            ng x; char name[1\\
            2\\
            3]; dou\\
            ble d; unsigned char bits[0x1\\
            0]; };
            typedef int my\\
            _int;
            struct UsesTypedef { char c; my_int m; };
            """, """
            static const char *path = "C:\\\\dir\\
            name";
            static const char sep = '\\
            /';
            _Static_assert(1, "spl\\
            iced");
            struct Literals { char c[2]; short s; };
            """, """
            #define COUNT \\
                4
            #define WIDE (COUNT <\\
            < 1)
            #if COUNT >\\
            = 4
            struct E { int a[WIDE]; char c; };
            #else
            struct E { char a; };
            #endif
            #if 0 // the #endif below is in this comment \\
            #endif
            struct NotSeen { int n; };
            #endif
            #def\\
            ine SMALL 2
            #pragma pack(push, \\
              2)
            struct Packed { char c; int i; double d; };
            #pragma pack(pop) // and this comment runs on \\
            struct NotSeenEither { int n; };
            """, """
            struct G { int a; \\\s\s
                char b; \\\t
                double c; \\\f
            };
            struct H {\\
            int\\
             x;\\
            char\\
             y[SIZE\\
            ];};
            struct Last { char l; }; // the file ends with a splice \\
            """);
    private static final Pattern DEFINED_TAG = Pattern.compile("\\b(struct|union)\\s+(\\w+)\\s*\\{");
    private static final Pattern FIRST_ERROR = Pattern.compile("(?m)^c\\.h:(\\d+):(\\d+): error: ");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "line ends {0}")
    @ValueSource(strings = {"LF", "CRLF", "CR"})
    void splicedHeadersHaveClangsStructs(String lineEnd) throws Exception {
        Oracle.require("clang", "clang");
        String eol = eol(lineEnd);
        var unreadAll = new ArrayList<String>();
        for (String header : HEADERS) {
            String text = ("#define SIZE 3\n" + header).replace("\n", eol);
            var schema = SchemaParser.parse("c.h", text);
            List<String> unread = unreadTags(text, schema);
            var asserts = new ClangStaticAsserts("#include <stddef.h>" + eol + text + eol
                    + String.join(eol, unread.stream().map(tag -> tag + " { char probe; };").toList()));
            unread.forEach(tag -> asserts.add("sizeof(" + tag + ") == 1"));
            unreadAll.addAll(unread);
            for (StructType type : schema.types()) {
                asserts.addLayout((type.isUnion() ? "union " : "struct ") + type.name(),
                        Abi.of("x86_64-sysv").layout(type));
            }
            assertThat(asserts.failures("x86_64-linux-gnu")).as("facts clang disagrees with in\n%s", header).isEmpty();
        }
        assertThat(unreadAll).containsExactly("struct Hidden", "struct NotSeen", "struct NotSeenEither");
    }

    @ParameterizedTest(name = "line ends {0}")
    @ValueSource(strings = {"LF", "CRLF", "CR"})
    void errorsAfterASpliceAreWhereClangReportsThem(String lineEnd) throws Exception {
        Oracle.require("clang", "clang");
        List<String> headers = List.of(
                "struct A {\n    int x; // comment \\\n    int y;\n    Foo z;\n};\n",
                "struct A {\n  int x; Fo\\\no z;\n};\n",
                "struct A {\n  int x; \\  \n  Bar b; /\\\n* c */ Baz c;\n};\n",
                "struct A { int a; } ra\\\ndius\nstruct B { int b; };\n",
                "#if 0 // x \\\n#endif\nstruct S { int a; };\n");
        for (String header : headers) {
            String text = header.replace("\n", eol(lineEnd));
            Files.writeString(dir.resolve("c.h"), text);
            var command = List.of("clang", "-target", "x86_64-linux-gnu", "-std=c11", "-fsyntax-only", "-x", "c", "c.h");
            String stderr = Oracle.run(dir, command, 60).stderr();
            Matcher clang = FIRST_ERROR.matcher(stderr);
            assertThat(clang.find()).as("clang's error for\n%s\n%s", header, stderr).isTrue();
            SchemaException ours = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("c.h", text));
            assertThat(ours).as("the schema's error for\n%s", header).isNotNull();
            assertThat(ours.position()).as("%s\nclang: %s", header, stderr)
                    .isEqualTo(new Position("c.h", Integer.parseInt(clang.group(1)), Integer.parseInt(clang.group(2))));
        }
    }

    /** The tags ({@code struct Hidden}) that {@code text} writes a definition of and the schema did not read. */
    private static List<String> unreadTags(String text, Schema schema) {
        var tags = new ArrayList<String>();
        Matcher m = DEFINED_TAG.matcher(text);
        while (m.find()) {
            String tag = m.group(1) + " " + m.group(2);
            if (schema.type(m.group(2)).isEmpty() && !tags.contains(tag)) {
                tags.add(tag);
            }
        }
        return tags;
    }

    private static String eol(String name) {
        return switch (name) {
            case "CRLF" -> "\r\n";
            case "CR" -> "\r";
            default -> "\n";
        };
    }
}
