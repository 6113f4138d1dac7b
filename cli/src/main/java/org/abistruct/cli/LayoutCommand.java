package org.abistruct.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.layout.StructLayout;
import org.abistruct.schema.CommandLineMacros;
import org.abistruct.schema.Schema;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code abistruct layout}: the layout of every type declared in a schema file, under one or several ABIs. */
@Command(name = "layout",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Prints the size, alignment and member offsets of every struct and union in FILE.",
            "With one ABI: a table per type (or JSON). With several: a side-by-side comparison."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:success",
            "1:internal error (please report it), or the output cannot be written",
            "2:bad input: a declaration error (file:line:col: message), an unknown ABI, a missing file, a usage error"})
final class LayoutCommand implements Callable<Integer> {

    /** Output formats; JSON is for one ABI only. */
    enum Format {
        TEXT, JSON;

        /** Reads the option value, naming the choices in lower case as the user types them. */
        static final class Converter implements ITypeConverter<Format> {
            @Override
            public Format convert(String value) {
                return switch (value.strip().toLowerCase(Locale.ROOT)) {
                    case "text" -> TEXT;
                    case "json" -> JSON;
                    default -> throw new TypeConversionException("expected text or json but was '" + value + "'");
                };
            }
        }
    }

    /** The FILE that stands for standard input, as for compilers and most Unix tools. */
    static final String STDIN = "-";
    /** What standard input is called in messages and positions, as GCC and clang call it. */
    static final String STDIN_NAME = "<stdin>";

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private AbiStructCli tool;

    @Option(names = "--abi", required = true, split = ",", paramLabel = "ID",
            description = "ABI id(s), comma-separated, for example x86_64-sysv or x86_64-msvc,std140.")
    private List<String> abiIds;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", converter = Format.Converter.class,
            description = "text (default) or json (json needs exactly one ABI).")
    private Format format;

    @Option(names = "-D", paramLabel = "NAME[=VALUE]", preprocessor = MacroOptionForm.class,
            description = "Defines a macro before the file's first line, as a compiler's -D does (NAME alone is 1;"
                    + " empty in a GLSL file, as glslangValidator makes it).")
    private List<String> defines = new ArrayList<>();

    @Option(names = "-U", paramLabel = "NAME", preprocessor = MacroOptionForm.class,
            description = "Makes NAME surely undefined (#ifdef NAME is not taken), as a compiler's -U does.")
    private List<String> undefines = new ArrayList<>();

    @Parameters(index = "0", paramLabel = "FILE",
            description = "C header or GLSL file declaring structs; - reads it from standard input.")
    private String file;

    /**
     * Lays the file out. The JVM's errors are picocli's to pass on, not to report, so those a file can cause are turned
     * into the tool's own: running out of heap is the file's size (an endless one such as /dev/zero too), and a stack
     * overflow is a nesting the reader does not bound, which is a bug.
     */
    @Override
    public Integer call() {
        try {
            return layOut();
        } catch (OutOfMemoryError e) {
            throw new InputProblem(name() + ": too large for the Java heap (" + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + " MiB); give Java more, for example with JAVA_TOOL_OPTIONS=-Xmx16g");
        } catch (StackOverflowError e) {
            throw new IllegalStateException("stack overflow while reading " + name(), e);
        }
    }

    private int layOut() {
        List<Abi> abis = resolveAbis(abiIds());
        if (format == Format.JSON && abis.size() > 1) {
            throw new ParameterException(spec.commandLine(),
                    "--format json takes exactly one ABI, got " + abis.size() + ": " + String.join(",", abiIds));
        }
        CommandLineMacros macros;
        try {
            macros = CommandLineMacros.parse(defines, undefines);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (file.isEmpty()) {
            // Path.of("") is the current directory, which would be named as "is a directory"
            throw new ParameterException(spec.commandLine(), "the FILE name is empty");
        }
        Source source = file.equals(STDIN) ? readStdin() : readFile(file);
        if (source.utf16()) {
            throw new SchemaException(new Position(name(), 1, 1), "file is UTF-16 (it begins with UTF-16's byte order"
                    + " mark); save it as UTF-8, which abistruct reads");
        }
        Map<Abi, Schema> schemas = SchemasPerAbi.read(abis, target -> parse(name(), source, macros, target));
        // Lay everything out before printing, so that an error leaves no half-written output.
        List<List<StructLayout>> layoutsPerType = SchemasPerAbi.layouts(schemas);
        PrintWriter err = spec.commandLine().getErr();
        UncheckedAssertionNotes.of(schemas).forEach(err::println);
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        if (format == Format.JSON) {
            new LayoutJsonWriter().write(abis.getFirst().id(), layoutsPerType.stream().map(List::getFirst).toList(), out);
        } else if (layoutsPerType.isEmpty()) {
            out.println(name() + ": declares no struct or union");
        } else {
            printText(abis, layoutsPerType, out);
        }
        out.flush();
        return 0;
    }

    private static void printText(List<Abi> abis, List<List<StructLayout>> layoutsPerType, PrintWriter out) {
        List<String> ids = abis.stream().map(Abi::id).toList();
        for (int i = 0; i < layoutsPerType.size(); i++) {
            if (i > 0) {
                out.println();
            }
            List<StructLayout> layouts = layoutsPerType.get(i);
            out.print(abis.size() == 1 ? LayoutTextPrinter.print(layouts.getFirst())
                    : SideBySidePrinter.print(ids, layouts));
        }
    }

    /**
     * The ids given with {@code --abi}, stripped, without repeats. No id at all ({@code --abi ,}) or an
     * empty one between commas is a usage error; picocli already drops a trailing empty one.
     */
    private LinkedHashSet<String> abiIds() {
        List<String> ids = abiIds.stream().map(String::strip).toList();
        if (ids.stream().allMatch(String::isEmpty)) {
            throw new ParameterException(spec.commandLine(), "--abi needs at least one ABI id");
        }
        if (ids.contains("")) {
            throw new ParameterException(spec.commandLine(),
                    "--abi has an empty ABI id in '" + String.join(",", abiIds) + "'");
        }
        return new LinkedHashSet<>(ids);
    }

    private static List<Abi> resolveAbis(Iterable<String> ids) {
        List<Abi> abis = new ArrayList<>();
        for (String id : ids) {
            try {
                Abi abi = Abi.of(id);
                // native is another ABI's id by another name: --abi native,x86_64-sysv prints it once
                if (abis.stream().noneMatch(a -> a.id().equals(abi.id()))) {
                    abis.add(abi);
                }
            } catch (IllegalArgumentException unknown) {
                // Abi.of's message, "unknown ABI 'xyz' (known: ...)", with what to give for a derived id, or else
                // the ids near a misspelt one, before the list
                String derived = DerivedAbiIdHint.forId(id);
                throw new InputProblem("unknown ABI '" + id + "'"
                        + (derived.isEmpty() ? AbiIdSuggestions.didYouMean(id, Abi.ids()) : derived)
                        + " (known: " + String.join(", ", Abi.ids()) + ")");
            } catch (IllegalStateException unavailable) {
                // "native" on a platform without a built-in C ABI
                throw new InputProblem("ABI '" + id + "' is not available here: " + unavailable.getMessage());
            }
        }
        return abis;
    }

    /** FILE as messages and positions name it. */
    private String name() {
        return STDIN.equals(file) ? STDIN_NAME : file;
    }

    /**
     * The text of a file, whether it held bytes that are not UTF-8 (each became a lone surrogate, U+DC80 to U+DCFF, as
     * SchemaParser reads them), and whether it begins with
     * UTF-16's byte order mark (FF FE or FE FF, which are no UTF-8).
     */
    private record Source(String text, boolean malformed, boolean utf16) {
    }

    /**
     * Parses the file for {@code target} (null: for every ABI). The lexer meets a byte that is not UTF-8 outside a
     * comment or a string literal as an unexpected lone surrogate; that is what it then says, at the byte's position.
     */
    private static Schema parse(String name, Source source, CommandLineMacros macros, CAbi target) {
        try {
            return SchemaParser.parse(name, source.text(), macros, target);
        } catch (SchemaException e) {
            int unexpected = e.unexpectedCharacter().orElse(-1);
            if (source.malformed() && unexpected >= 0xDC80 && unexpected <= 0xDCFF) {
                throw new SchemaException(e.position(), String.format("file is not valid UTF-8: byte 0x%02X (only a"
                        + " comment or a string literal may hold other bytes)", unexpected & 0xFF));
            }
            // a C0 or C1 control character (the lexer takes those of white space as white space), or DEL
            if (Character.getType(unexpected) == Character.CONTROL) {
                // what a binary file (a compressed header, an object file) or UTF-16 text meets first
                throw new SchemaException(e.position(), e.reason() + ", a control character, which C and GLSL text"
                        + " does not hold: is the file binary, or in UTF-16? abistruct reads C or GLSL text in UTF-8");
            }
            throw e;
        }
    }

    /** Reads the file leniently: a stray non-UTF-8 byte in a comment should not stop the layout. */
    private static Source readFile(String name) {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw new InputProblem(name + ": not a valid file name");
        }
        try {
            if (Files.isDirectory(path)) {
                throw new InputProblem(name + ": is a directory");
            }
            byte[] bytes = Files.readAllBytes(path);
            if (bytes.length == 0 && !Files.isRegularFile(path)) {
                // a pipe, as <(clang -E missing.h) gives, is empty when its writer failed: as for standard input, that
                // must not pass for a file that declares no struct
                throw new InputProblem(name + ": nothing to read (it is no regular file, and gave no bytes: did the"
                        + " command that writes it fail?)");
            }
            return decode(bytes);
        } catch (NoSuchFileException e) {
            throw new InputProblem(name + ": no such file");
        } catch (IOException e) {
            throw new InputProblem(name + ": cannot read: " + whyUnreadable(e));
        }
    }

    /**
     * Reads standard input to its end. Nothing at all is an error, unlike an empty file: it is what a pipe gives when the
     * command before it failed ({@code clang -E missing.h | abistruct layout --abi ... -}), which must not pass for a
     * file that declares no struct.
     */
    private Source readStdin() {
        byte[] bytes;
        try {
            bytes = tool.in().readAllBytes();
        } catch (IOException e) {
            throw new InputProblem(STDIN_NAME + ": cannot read: " + whyUnreadable(e));
        }
        if (bytes.length == 0) {
            throw new InputProblem(STDIN_NAME + ": standard input is empty (nothing was piped or redirected to it)");
        }
        return decode(bytes);
    }

    /** The text of UTF-8 bytes, leniently. */
    private static Source decode(byte[] bytes) {
        boolean utf16 = bytes.length >= 2 && (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE
                || bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF);
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length); // UTF-8 never gives more chars than bytes
        boolean malformed = false;
        for (CoderResult result = utf8.decode(in, out, true); !result.isUnderflow();
                result = utf8.decode(in, out, true)) {
            // a byte that is not UTF-8 becomes the lone surrogate SchemaParser reads as that byte (one column, one
            // byte in a string literal, as clang takes it), where U+FFFD counted three
            malformed = true;
            for (int i = 0; i < result.length(); i++) {
                out.put((char) (0xDC00 | (in.get() & 0xFF)));
            }
        }
        utf8.flush(out);
        return new Source(out.flip().toString(), malformed, utf16);
    }

    /** The reason alone: a {@link FileSystemException}'s message starts with the file name, which the line already has. */
    static String whyUnreadable(IOException e) {
        if (e instanceof FileSystemException failed) {
            return failed.getReason() != null ? failed.getReason()
                    : e instanceof AccessDeniedException ? "Permission denied" : e.getClass().getSimpleName();
        }
        return e.getMessage();
    }
}
