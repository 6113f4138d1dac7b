package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real headers against clang: the GNU C library's headers that programs include (Debian's libc6-dev and, for the other
 * targets, libc6-dev-i386 and libc6-dev-arm64-cross), each preprocessed by clang for a Linux target ({@code clang -E -P
 * -std=gnu11 -D_GNU_SOURCE}, so with every declaration glibc offers), read whole for the target's ABI
 * ({@link SchemaParser#parse(String, String, CommandLineMacros, CAbi)}, as {@code abistruct layout --abi ID -} reads it)
 * and checked by clang ({@link HeaderLayoutCheck}): each struct's and union's size and alignment, each member's offset
 * and size, each bitfield's bit offset. Nothing is left out: a refusal fails the test with the header and the message.
 * OpenCL's host header {@code CL/cl.h}, whose host vector types are GCC {@code vector_size} types, is read the same way
 * for the two x86 targets.
 */
@Tag("conformance")
class GlibcHeadersClangTest {
    private static final List<String> HEADERS = List.of(
            "stdio.h", "stdlib.h", "string.h", "time.h", "signal.h", "pthread.h", "sched.h", "sys/socket.h",
            "netinet/in.h", "netdb.h", "sys/stat.h", "sys/time.h", "sys/resource.h", "sys/select.h", "sys/epoll.h",
            "sys/uio.h", "sys/mman.h", "sys/statvfs.h", "dirent.h", "termios.h", "poll.h", "ucontext.h", "link.h",
            "elf.h", "regex.h", "glob.h", "ifaddrs.h", "spawn.h", "semaphore.h", "wchar.h");
    /** OpenCL's host API header, from {@code /usr/include} on the x86 targets, which have no sysroot of their own. */
    private static final String OPENCL_HOST = "CL/cl.h";
    /** How many disagreeing facts a failure shows. */
    private static final int SHOWN = 10;

    @TempDir
    Path dir;

    /**
     * Each header for each Linux target whose C library headers Debian installs, with its ABI, the folder clang finds
     * the headers in and the package that installs them. libc6-dev-i386 puts its headers in {@code /usr/include}
     * itself, where clang's i386 target looks, and takes the kernel's {@code asm/} headers from the host's folder,
     * whose x86 headers choose by {@code __i386__} (gcc-multilib's {@code /usr/include/asm} link, which conflicts with
     * Debian's cross compilers, is not needed); the AArch64 headers are a sysroot of their own.
     */
    static Stream<Arguments> headersPerTarget() {
        List<Arguments> targets = List.of(
                Arguments.of("x86_64-linux-gnu", "x86_64-sysv", List.of(), "/usr/include/x86_64-linux-gnu/gnu/stubs-64.h",
                        "libc6-dev"),
                Arguments.of("i386-linux-gnu", "i386-sysv", List.of("-idirafter", "/usr/include/x86_64-linux-gnu"),
                        "/usr/include/gnu/stubs-32.h", "libc6-dev-i386"),
                Arguments.of("aarch64-linux-gnu", "aarch64", List.of("--sysroot=/usr/aarch64-linux-gnu"),
                        "/usr/aarch64-linux-gnu/include/gnu/stubs-lp64.h", "libc6-dev-arm64-cross"));
        Stream<Arguments> glibc = targets.stream().flatMap(t -> HEADERS.stream().map(h -> {
            Object[] a = t.get();
            return Arguments.of(h, a[0], a[1], a[2], a[3], a[4]);
        }));
        // OpenCL's host header (opencl-c-headers) on glibc: its cl_float4 and the like are GCC vector_size types
        return Stream.concat(glibc, targets.subList(0, 2).stream().map(t -> {
            Object[] a = t.get();
            return Arguments.of(OPENCL_HOST, a[0], a[1], a[2], a[3], a[4]);
        }));
    }

    @ParameterizedTest(name = "{0}, {2} ({1})")
    @MethodSource("headersPerTarget")
    void everyStructOfTheHeaderIsLaidOutAsClangLaysItOut(String header, String triple, String abiId,
            List<String> options, String stubs, String debianPackage) throws Exception {
        Oracle.require("clang", "clang");
        // the stubs header is the one a target's C library headers cannot be used without
        Oracle.requireFile(Path.of(stubs), debianPackage);
        if (header.equals(OPENCL_HOST)) {
            Oracle.requireFile(Path.of("/usr/include", OPENCL_HOST), "opencl-c-headers");
        }
        CAbi abi = CAbi.of(abiId);
        String preprocessed = preprocess(triple, header, options);
        Schema schema;
        try {
            schema = SchemaParser.parse(header, preprocessed, CommandLineMacros.NONE, abi);
        } catch (SchemaException e) {
            int[] span = TopLevelDeclarations.around(preprocessed, e.position().line(), e.position().column());
            fail(header + " is refused for " + abiId + " (" + triple + "): " + e.getMessage() + "\nin: "
                    + preprocessed.substring(span[0], span[1]).strip());
            return;
        }
        HeaderLayoutCheck.Result r = HeaderLayoutCheck.check(dir, triple, abi, schema, preprocessed, options);
        System.out.printf("%s, %s (%s): %d structs and unions, %d members, %d bitfields (%d _Static_asserts), %d"
                + " mismatches%n", header, abiId, triple, r.types(), r.members(), r.bitfields(), r.asserts(),
                r.mismatches().size());
        assertThat(r.types()).as("structs and unions of " + header).isPositive();
        List<String> mismatches = r.mismatches();
        if (!mismatches.isEmpty()) {
            fail(header + ", " + abiId + " (" + triple + "): " + mismatches.size() + " facts disagree with clang. First "
                    + Math.min(SHOWN, mismatches.size()) + ":\n  "
                    + String.join("\n  ", mismatches.subList(0, Math.min(SHOWN, mismatches.size()))));
        }
    }

    /**
     * {@code header} as clang preprocesses it for {@code triple}, in GNU C with every declaration glibc offers,
     * included by name ({@code #include <sys/socket.h>}) so that the target's copy is the one read.
     */
    private String preprocess(String triple, String header, List<String> options) throws Exception {
        Path source = dir.resolve("include.c");
        Files.writeString(source, "#include <" + header + ">\n");
        var command = new ArrayList<>(List.of("clang", "-target", triple, "-std=gnu11", "-D_GNU_SOURCE"));
        command.addAll(options);
        command.addAll(List.of("-E", "-P", source.toString()));
        return Oracle.run(dir, command, 60).orFail(command).stdout();
    }
}
