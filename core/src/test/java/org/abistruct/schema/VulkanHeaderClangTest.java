package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.conformance.c.ClangLayoutDump;
import org.abistruct.conformance.c.ClangRecordLayout;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A real header against clang: every struct and union of the Vulkan API's {@code vulkan_core.h} (Debian's
 * libvulkan-dev, with the video codec headers it includes), preprocessed by clang for a target, read as the CLI reads
 * it ({@code clang -E -P vulkan_core.h | abistruct layout --abi ID -}) and laid out under that target's ABI, for every
 * built-in C ABI. clang then checks each type's size and alignment and each member's offset and size with a
 * {@code _Static_assert} (one compile of the whole header per target), and each bitfield's bit offset through its
 * record layout dump.
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

        var asserts = new ClangStaticAsserts(preprocessed);
        var facts = new LinkedHashMap<String, Fact>(); // by the C expression clang checks
        var layouts = new LinkedHashMap<String, StructLayout>(); // by the name clang's dump gives the type
        int types = 0;
        int members = 0;
        int nestedTypes = 0;
        for (StructType type : schema.types()) {
            if (type.name().contains("::")) {
                nestedTypes++; // an untagged nested type has no name in C; the type that holds it is checked
                continue;
            }
            String c = type.kind() + " " + type.name();
            StructLayout layout = abi.layout(type);
            layouts.put(c, layout);
            types++;
            fact(asserts, facts, c, "sizeof(" + c + ") == " + layout.byteSize(), c + " size " + layout.byteSize());
            fact(asserts, facts, c, "_Alignof(" + c + ") == " + layout.byteAlignment(),
                    c + " alignment " + layout.byteAlignment());
            for (Member m : type.namedMembers()) {
                if (m.isBitfield()) {
                    continue; // offsetof cannot take one: its bit offset is checked against the dump below
                }
                MemberLayout placed = layout.member(m.name()).orElseThrow();
                members++;
                // the preprocessed text has no offsetof macro, and <stddef.h> would declare max_align_t again
                fact(asserts, facts, c, "__builtin_offsetof(" + c + ", " + m.name() + ") == " + placed.byteOffset(),
                        c + "." + m.name() + " offset " + placed.byteOffset());
                if (!(m.type() instanceof ArrayType a && a.isRuntimeSized())) {
                    fact(asserts, facts, c, "sizeof(((" + c + " *) 0)->" + m.name() + ") == " + placed.byteSize(),
                            c + "." + m.name() + " size " + placed.byteSize());
                }
            }
        }
        List<String> failed = asserts.failures(triple, clangOptions());
        Map<String, ClangRecordLayout> dump = recordLayouts(triple, asserts.source());
        var mismatches = new ArrayList<String>();
        for (String f : failed) {
            Fact fact = facts.get(f);
            mismatches.add(fact.says() + " in the engine, not in clang (" + f + "); clang lays " + fact.type()
                    + " out " + describe(dump.get(fact.type())));
        }
        int bitfields = 0;
        for (var entry : layouts.entrySet()) {
            ClangRecordLayout record = dump.get(entry.getKey());
            assertThat(record).as("clang's layout of " + entry.getKey()).isNotNull();
            bitfields += compareBitfields(entry.getKey(), entry.getValue(), record, mismatches);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("vulkan_core.h, %s (%s): %d structs and unions, %d members, %d bitfields checked against"
                + " clang (%d _Static_asserts, %d nested types without a C name left to their holders), %d mismatches"
                + " in %.1f s%n", abiId, triple, types, members, bitfields, asserts.size(), nestedTypes,
                mismatches.size(), seconds);
        assertThat(types).as("structs and unions of vulkan_core.h").isGreaterThan(500);
        if (!mismatches.isEmpty()) {
            fail(abiId + " (" + triple + "): " + mismatches.size() + " facts about vulkan_core.h disagree with clang."
                    + " First " + Math.min(SHOWN, mismatches.size()) + ":\n  "
                    + String.join("\n  ", mismatches.subList(0, Math.min(SHOWN, mismatches.size()))));
        }
    }

    /** What a {@code _Static_assert} says of {@code type} ({@code struct VkExtent2D}), in words. */
    private record Fact(String type, String says) {
    }

    private static void fact(ClangStaticAsserts asserts, Map<String, Fact> facts, String type, String fact,
                             String says) {
        asserts.add(fact);
        facts.put(fact, new Fact(type, says));
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

    /** clang's record layouts of {@code source}'s types for {@code triple}. */
    private Map<String, ClangRecordLayout> recordLayouts(String triple, String source) throws Exception {
        Path file = dir.resolve("layouts.c");
        java.nio.file.Files.writeString(file, source + "\n");
        var command = new ArrayList<>(List.of("clang", "-target", triple, "-std=c11", "-fsyntax-only",
                "-Wno-everything", "-ferror-limit=0", "-Xclang", "-fdump-record-layouts-simple"));
        command.addAll(List.of(clangOptions()));
        command.add(file.toString());
        // a failed assertion is reported above; the dump is complete either way
        return ClangLayoutDump.parse(Oracle.run(dir, command, 60).stdout());
    }

    /** Compares each bitfield of {@code layout} (not those inside anonymous members) with clang's; returns how many. */
    private static int compareBitfields(String c, StructLayout layout, ClangRecordLayout record, List<String> out) {
        List<MemberLayout> members = layout.members();
        if (record.fieldOffsets().size() != members.size()) {
            out.add(c + ": " + members.size() + " fields in the engine, " + record.fieldOffsets().size() + " in clang");
            return 0;
        }
        int checked = 0;
        for (int i = 0; i < members.size(); i++) {
            MemberLayout m = members.get(i);
            // a zero-width bitfield holds no bits: the member after it shows its effect
            if (m.isBitfield() && m.bitWidth() != 0) {
                checked++;
                if (m.bitOffset() != record.fieldOffsets().get(i)) {
                    out.add(c + "." + m.name() + " bit offset " + m.bitOffset() + " in the engine, "
                            + record.fieldOffsets().get(i) + " in clang");
                }
            }
        }
        return checked;
    }

    private static String describe(ClangRecordLayout record) {
        if (record == null) {
            return "(not in its dump)";
        }
        return "with size " + record.byteSize() + ", alignment " + record.byteAlignment() + ", field offsets in bits "
                + record.fieldOffsets();
    }
}
