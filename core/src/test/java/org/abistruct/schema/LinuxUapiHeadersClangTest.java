package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.abistruct.AbiStructException;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real headers against clang: the Linux kernel's uAPI headers that programs talk to the kernel through (Debian's
 * linux-libc-dev: networking, input, perf, BPF, file systems, KVM, io_uring ...), each preprocessed by clang for a
 * Linux target ({@code clang -E -P}, with that architecture's {@code asm/} headers), read as the CLI reads it, laid
 * out under the target's ABI and checked by clang ({@link HeaderLayoutCheck}): sizes, alignments, member offsets and
 * bitfields. Read for every ABI, a declaration the schema refuses by design ({@link #BY_DESIGN}: a {@code sizeof} in an
 * array size, which the uAPI's {@code __kernel_fd_set} has) is left out, with what uses it, and counted; any other
 * refusal fails. Read for the target's ABI, every declaration must read.
 */
@Tag("conformance")
class LinuxUapiHeadersClangTest {
    private static final Path INCLUDE = Path.of("/usr/include");
    /** The headers read: only the kernel's, no C library header, so that each preprocesses for every target. */
    private static final List<String> HEADERS = List.of(
            "linux/if_ether.h", "linux/ip.h", "linux/ipv6.h", "linux/tcp.h", "linux/udp.h", "linux/icmpv6.h",
            "linux/netlink.h", "linux/rtnetlink.h", "linux/if_packet.h", "linux/if_tun.h", "linux/can.h",
            "linux/can/raw.h", "linux/perf_event.h", "linux/bpf.h", "linux/seccomp.h", "linux/fs.h",
            "linux/fiemap.h", "linux/inotify.h", "linux/userfaultfd.h", "linux/io_uring.h", "linux/btrfs.h",
            "linux/time_types.h", "linux/hidraw.h", "linux/i2c-dev.h", "linux/spi/spidev.h", "linux/gpio.h",
            "linux/usb/ch9.h", "linux/usbdevice_fs.h", "linux/serial.h", "linux/fb.h", "linux/ptp_clock.h",
            "linux/virtio_net.h", "linux/kvm.h", "linux/nvme_ioctl.h");
    /**
     * Headers that include the C library's ({@code <sys/time.h>}, {@code <sys/socket.h>}), read for the host's own
     * target only: the host's C library has headers for the host alone.
     */
    private static final List<String> WITH_C_LIBRARY = List.of(
            "linux/input.h", "linux/uinput.h", "linux/videodev2.h", "linux/icmp.h", "linux/if.h", "linux/ethtool.h",
            "linux/wireless.h", "linux/vhost.h");
    /** The host's target, whose C library headers are installed (Debian's libc6-dev). */
    private static final String HOST_TRIPLE = "x86_64-linux-gnu";
    /**
     * What the schema refuses by design: the words of its message, the name such a declaration
     * is counted under, and what the declaration left out must hold for that to be so (so that a regression that
     * refuses more with the same words cannot hide behind this list).
     */
    private static final List<ByDesign> BY_DESIGN = List.of(
            new ByDesign("sizeof depends on the ABI", "sizeof in an array size (ABI-dependent: refused by design)",
                    "\\[[^\\];]*\\bsizeof\\b"),
            new ByDesign("__alignof__ depends on the ABI",
                    "__alignof__ in an alignment (ABI-dependent: refused by design)",
                    "__aligned__\\s*\\(\\s*__alignof__\\b"),
            new ByDesign("casts are not supported in constant expressions", "a cast in an array size (refused by design)",
                    "\\[[^\\];]*\\(\\s*(?:(?:unsigned|signed|int|long|short|char)\\b\\s*)+\\)"),
            new ByDesign("mode depends on the target", "__attribute__((mode(__word__))) (ABI-dependent: refused by design)",
                    "__attribute__\\s*\\(\\s*\\(\\s*__mode__\\b"));

    /**
     * A refusal by design: the words of the schema's message, the name it is counted under, and a pattern the
     * declaration left out must match.
     */
    private record ByDesign(String message, String label, String evidence) {
    }

    private static final Pattern UNKNOWN_TYPE = Pattern.compile("unknown type '(?:(?:struct|union|enum) )?([^']+)'");
    /** How many disagreeing facts a failure shows. */
    private static final int SHOWN = 10;

    @TempDir
    Path dir;

    /** The Linux targets whose {@code asm/} headers are installed, each with its ABI and the folder holding them. */
    static Stream<Arguments> linuxTargets() {
        return Stream.of(
                Arguments.of("x86_64-linux-gnu", "x86_64-sysv", "/usr/include/x86_64-linux-gnu", "linux-libc-dev"),
                Arguments.of("i386-linux-gnu", "i386-sysv", "/usr/include/x86_64-linux-gnu", "linux-libc-dev"),
                Arguments.of("aarch64-linux-gnu", "aarch64", "/usr/aarch64-linux-gnu/include",
                        "linux-libc-dev-arm64-cross"));
    }

    @ParameterizedTest(name = "{1} ({0})")
    @MethodSource("linuxTargets")
    void everyStructOfTheUapiHeadersIsLaidOutAsClangLaysItOut(String triple, String abiId, String asmDir,
            String asmPackage) throws Exception {
        checkHeaders(triple, abiId, asmDir, asmPackage, false);
    }

    /** The same headers read for the target's ABI, as {@code abistruct layout --abi ID -} reads them: none left out. */
    @ParameterizedTest(name = "{1} ({0})")
    @MethodSource("linuxTargets")
    void everyStructOfTheUapiHeadersReadForTheTargetsAbiIsLaidOutAsClangLaysItOut(String triple, String abiId,
            String asmDir, String asmPackage) throws Exception {
        checkHeaders(triple, abiId, asmDir, asmPackage, true);
    }

    /**
     * Checks every header for {@code triple}, read for every ABI (what that refuses by design left out) or, with
     * {@code forTarget}, for the target's ABI (any refusal fails).
     */
    private void checkHeaders(String triple, String abiId, String asmDir, String asmPackage, boolean forTarget)
            throws Exception {
        Oracle.require("clang", "clang");
        Oracle.requireFile(INCLUDE.resolve("linux/types.h"), "linux-libc-dev");
        // the x86 asm/ headers serve i386 too: they choose by __i386__
        Oracle.requireFile(Path.of(asmDir, "asm/types.h"), asmPackage);
        long start = System.nanoTime();
        Abi abi = Abi.of(abiId);
        List<String> options = List.of("-idirafter", asmDir);
        var mismatches = new ArrayList<String>();
        var leftOut = new TreeMap<String, Integer>();
        int types = 0;
        int members = 0;
        int bitfields = 0;
        List<String> headers = new ArrayList<>(HEADERS);
        if (triple.equals(HOST_TRIPLE)) {
            Oracle.requireFile(Path.of(asmDir, "sys/time.h"), "libc6-dev");
            headers.addAll(WITH_C_LIBRARY);
        }
        for (String header : headers) {
            String preprocessed = preprocess(triple, header, options);
            var leftOutHere = new LinkedHashMap<String, String>(); // declaration, why
            Schema schema = readLeavingOut(header, preprocessed, abi, forTarget ? (CAbi) abi : null, leftOutHere);
            // clang reads the whole header: what was left out for the schema is no fact of its
            HeaderLayoutCheck.Result r = HeaderLayoutCheck.check(dir, triple, abi, schema, preprocessed, options);
            System.out.printf("%s, %s (%s): %d structs and unions, %d members, %d bitfields, %d declarations left"
                    + " out, %d mismatches%n", header, abiId, triple, r.types(), r.members(), r.bitfields(),
                    leftOutHere.size(), r.mismatches().size());
            assertThat(r.types()).as("structs and unions of " + header).isPositive();
            types += r.types();
            members += r.members();
            bitfields += r.bitfields();
            r.mismatches().forEach(m -> mismatches.add(header + ": " + m));
            leftOutHere.values().forEach(why -> leftOut.merge(why, 1, Integer::sum));
        }
        System.out.printf("Linux uAPI headers, %s (%s), read for %s: %d headers, %d structs and unions, %d members, %d"
                + " bitfields checked against clang, %d mismatches in %.1f s; left out: %s%n", abiId, triple,
                forTarget ? "the target's ABI" : "every ABI", headers.size(), types, members, bitfields,
                mismatches.size(), (System.nanoTime() - start) / 1e9, leftOut);
        if (!mismatches.isEmpty()) {
            fail(abiId + " (" + triple + "): " + mismatches.size() + " facts about the uAPI headers disagree with"
                    + " clang. First " + Math.min(SHOWN, mismatches.size()) + ":\n  "
                    + String.join("\n  ", mismatches.subList(0, Math.min(SHOWN, mismatches.size()))));
        }
    }

    /**
     * A refusal whose words are by design excuses only a declaration that holds what they speak of, and an unknown type
     * only one that a declaration left out declares, not one it merely names.
     */
    @Test
    void onlyWhatADeclarationHoldsExcusesItsRefusal() {
        String sizeofMessage = "the array size: sizeof depends on the ABI";
        assertThat(byDesign(sizeofMessage, "struct s { char b[128 - sizeof(long)]; };", List.of()))
                .startsWith("sizeof in an array size");
        assertThat(byDesign(sizeofMessage, "struct s { char b[128]; };", List.of())).isNull();
        assertThat(byDesign("unknown type 'struct t'", "struct u { struct t x; };",
                List.of("struct t { char b[sizeof(int)]; };"))).isEqualTo("uses a type left out");
        assertThat(byDesign("unknown type 'struct t'", "struct u { struct t x; };",
                List.of("struct v { struct t *p; char b[sizeof(int)]; };"))).isNull();
        assertThat(byDesign("unknown type 'sigset_t'", "struct u { sigset_t x; };",
                List.of("typedef struct { long v[1024 / sizeof(long)]; } sigset_t;"))).isEqualTo("uses a type left out");
    }

    /**
     * {@code header} as clang preprocesses it for {@code triple}, in GNU C as programs include it (under strict
     * {@code -std=c11} the C library hides POSIX's {@code struct timespec}, which linux/videodev2.h uses).
     */
    private String preprocess(String triple, String header, List<String> options) throws Exception {
        var command = new ArrayList<>(List.of("clang", "-target", triple, "-std=gnu11"));
        command.addAll(options);
        command.addAll(List.of("-E", "-P", INCLUDE.resolve(header).toString()));
        return Oracle.run(dir, command, 60).orFail(command).stdout();
    }

    /**
     * The schema of {@code text} read for {@code target} (null: for every ABI), each declaration it refuses by design
     * ({@link #BY_DESIGN}), reading it or laying its types out under {@code abi}, or because it uses a type such a
     * declaration declared, left out and put in {@code leftOut} with why (for every ABI only); fails on any other
     * refusal.
     */
    private static Schema readLeavingOut(String header, String text, Abi abi, CAbi target, Map<String, String> leftOut) {
        String current = text;
        while (true) {
            try {
                Schema schema = SchemaParser.parse(header, current, CommandLineMacros.NONE, target);
                schema.types().forEach(abi::layout);
                return schema;
            } catch (AbiStructException e) {
                int[] span = TopLevelDeclarations.around(current, e.position().line(), e.position().column());
                String declaration = current.substring(span[0], span[1]);
                // read for one ABI, nothing is refused by design
                String why = target != null ? null : byDesign(e.reason(), declaration, leftOut.keySet());
                if (why == null) {
                    return fail(header + " is refused for a reason that is not by design: " + e.getMessage()
                            + "\nin: " + declaration.strip());
                }
                leftOut.put(declaration, why);
                current = TopLevelDeclarations.blank(current, span);
            }
        }
    }

    /**
     * Why {@code reason}, a refusal of {@code declaration}, is by design, or null: its words are in {@link #BY_DESIGN}
     * and the declaration holds what they speak of, or it names an unknown type that a declaration left out declares.
     */
    static String byDesign(String reason, String declaration, Iterable<String> leftOut) {
        for (ByDesign by : BY_DESIGN) {
            if (reason.contains(by.message())) {
                return Pattern.compile(by.evidence()).matcher(declaration).find() ? by.label() : null;
            }
        }
        Matcher unknown = UNKNOWN_TYPE.matcher(reason);
        if (unknown.find()) {
            String type = unknown.group(1);
            Pattern named = Pattern.compile("\\b" + Pattern.quote(type) + "\\b");
            if (!named.matcher(declaration).find()) {
                return null;
            }
            for (String left : leftOut) {
                if (declares(left, type)) {
                    return "uses a type left out";
                }
            }
        }
        return null;
    }

    /**
     * Whether {@code declaration} declares {@code type}: as a tag ({@code struct T {}) or as the typedef name a
     * {@code typedef} ends with ({@code typedef ... T;}), not only names it.
     */
    static boolean declares(String declaration, String type) {
        String t = Pattern.quote(type);
        return Pattern.compile("\\b(?:struct|union|enum)\\s+" + t + "\\s*\\{").matcher(declaration).find()
                || declaration.strip().startsWith("typedef")
                && Pattern.compile("\\b" + t + "\\s*(?:\\[[^\\]]*\\]\\s*)*(?:__attribute__.*)?;\\s*$", Pattern.DOTALL)
                        .matcher(declaration.strip()).find();
    }
}
