package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A real header against clang: every struct and union of the Vulkan API's {@code vulkan_core.h} (Debian's
 * libvulkan-dev, with the video codec headers it includes), preprocessed by clang for a target, read as the CLI reads
 * it ({@code clang -E -P vulkan_core.h | abistruct layout --abi ID -}) and laid out under that target's ABI, for every
 * built-in C ABI, then checked by clang ({@link HeaderLayoutCheck}); once without clang's {@code max_align_t}, as read
 * for every ABI, and once whole, read for the target's ABI.
 */
@Tag("conformance")
class VulkanHeaderClangTest {
    private static final Path HEADER = Path.of("/usr/include/vulkan/vulkan_core.h");
    /** How many disagreeing facts a failure shows. */
    private static final int SHOWN = 10;
    /**
     * clang's stddef.h declares {@code max_align_t} for its non-Microsoft targets with members aligned as
     * {@code __alignof__(long long)} and {@code __alignof__(long double)}: an alignment that depends on the ABI, which
     * the schema refuses by design (docs/schema.md). No Vulkan type uses it.
     */
    private static final Pattern ALIGNED_MAX_ALIGN_T = Pattern.compile(
            "typedef struct \\{[^{}]*__aligned__\\(__alignof__\\(long long\\)\\)[^{}]*\\} max_align_t;");
    /** clang's stddef.h for its Microsoft and Apple targets: declarations the schema takes as they are. */
    private static final List<String> PLAIN_MAX_ALIGN_T = List.of("typedef double max_align_t;",
            "typedef long double max_align_t;");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{1} ({0})")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbi")
    void everyStructOfVulkanCoreIsLaidOutAsClangLaysItOut(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Oracle.requireFile(HEADER, "libvulkan-dev");
        long start = System.nanoTime();
        String preprocessed = preprocess(triple);
        Schema schema = SchemaParser.parse(HEADER.getFileName().toString(), withoutAlignedMaxAlignT(preprocessed));
        Abi abi = Abi.of(abiId);
        HeaderLayoutCheck.Result r = HeaderLayoutCheck.check(dir, triple, abi, schema, preprocessed,
                List.of(clangOptions()));
        List<String> mismatches = r.mismatches();
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("vulkan_core.h, %s (%s): %d structs and unions, %d members, %d bitfields checked against"
                + " clang (%d _Static_asserts, %d nested types without a C name left to their holders), %d mismatches"
                + " in %.1f s%n", abiId, triple, r.types(), r.members(), r.bitfields(), r.asserts(), r.nestedTypes(),
                mismatches.size(), seconds);
        assertThat(r.types()).as("structs and unions of vulkan_core.h").isGreaterThan(500);
        if (!mismatches.isEmpty()) {
            fail(abiId + " (" + triple + "): " + mismatches.size() + " facts about vulkan_core.h disagree with clang."
                    + " First " + Math.min(SHOWN, mismatches.size()) + ":\n  "
                    + String.join("\n  ", mismatches.subList(0, Math.min(SHOWN, mismatches.size()))));
        }
    }

    /**
     * The header read whole, {@code max_align_t} and all, for the target's ABI
     * ({@link SchemaParser#parse(String, String, CommandLineMacros, CAbi)}, as {@code abistruct layout --abi ID -} reads
     * it): {@code __alignof__(long long)} takes the ABI's value, and every type, {@code max_align_t} too, is checked.
     */
    @ParameterizedTest(name = "{1} ({0}), read for the ABI")
    @MethodSource("org.abistruct.schema.ClangTargets#everyCAbi")
    void vulkanCoreReadWholeForTheTargetsAbiIsLaidOutAsClangLaysItOut(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        Oracle.requireFile(HEADER, "libvulkan-dev");
        String preprocessed = preprocess(triple);
        CAbi abi = CAbi.of(abiId);
        Schema schema = SchemaParser.parse(HEADER.getFileName().toString(), preprocessed, CommandLineMacros.NONE, abi);
        HeaderLayoutCheck.Result r = HeaderLayoutCheck.check(dir, triple, abi, schema, preprocessed,
                List.of(clangOptions()));
        List<String> mismatches = r.mismatches();
        System.out.printf("vulkan_core.h read whole for %s (%s): %d structs and unions, %d members, %d bitfields, %d"
                + " mismatches%n", abiId, triple, r.types(), r.members(), r.bitfields(), mismatches.size());
        assertThat(r.types()).as("structs and unions of vulkan_core.h").isGreaterThan(500);
        if (!mismatches.isEmpty()) {
            fail(abiId + " (" + triple + "): " + mismatches.size() + " facts about vulkan_core.h read whole disagree"
                    + " with clang. First " + Math.min(SHOWN, mismatches.size()) + ":\n  "
                    + String.join("\n  ", mismatches.subList(0, Math.min(SHOWN, mismatches.size()))));
        }
    }

    /**
     * clang's own {@code <stdint.h>} and {@code <stddef.h>} ({@code -ffreestanding}), which define the fixed-width types
     * for every target, where the host's C library has headers for the host only; the header's own folder's parent
     * searched last, for {@code "vk_video/…"}, which clang's Microsoft targets do not find otherwise.
     */
    private static String[] clangOptions() {
        return new String[] {"-ffreestanding", "-idirafter", HEADER.getParent().getParent().toString()};
    }

    /** {@code vulkan_core.h} as clang preprocesses it for {@code triple}: pointers and handles differ per target. */
    private String preprocess(String triple) throws Exception {
        var command = new ArrayList<>(List.of("clang", "-target", triple, "-std=c11"));
        command.addAll(List.of(clangOptions()));
        command.addAll(List.of("-E", "-P", HEADER.toString()));
        return Oracle.run(dir, command, 60).orFail(command).stdout();
    }

    /**
     * {@code text} without clang's {@code max_align_t} struct, whose alignment attributes the schema refuses (lines
     * kept, so that positions stay clang's); fails if {@code max_align_t} is declared in neither known form, so that a
     * new clang or header is noticed.
     */
    static String withoutAlignedMaxAlignT(String text) {
        Matcher m = ALIGNED_MAX_ALIGN_T.matcher(text);
        if (m.find()) {
            String declaration = m.group();
            assertThat(m.find()).as("a second max_align_t struct").isFalse();
            return text.replace(declaration, "\n".repeat((int) declaration.lines().count() - 1));
        }
        if (PLAIN_MAX_ALIGN_T.stream().anyMatch(text::contains)) {
            return text;
        }
        return fail("max_align_t is declared neither as clang's aligned struct nor as one of " + PLAIN_MAX_ALIGN_T
                + " in the preprocessed header: look at how this clang's stddef.h declares it");
    }
}
