package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.conformance.c.ClangLayoutDump;
import org.abistruct.conformance.c.ClangRecordLayout;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;

/**
 * A real header's types against clang, shared by the header conformance tests: every struct and union of a schema read
 * from the header as clang preprocessed it, laid out under an ABI, and checked by clang for a target: each type's size
 * and alignment and each member's offset and size with a {@code _Static_assert} (one compile of the whole header), and
 * each bitfield's bit offset through clang's record layout dump. A typedef that aligns the untagged struct it names
 * more than the struct is aligned is no mismatch: see {@link #typedefAlignsMore}.
 */
final class HeaderLayoutCheck {
    private HeaderLayoutCheck() {
    }

    /**
     * What a check found.
     *
     * @param types       structs and unions checked (those with a C name)
     * @param members     members whose offset was checked
     * @param bitfields   bitfields whose bit offset was checked
     * @param asserts     {@code _Static_assert}s clang checked
     * @param nestedTypes untagged nested types, which C cannot name, left to the types that hold them
     * @param mismatches  what the engine and clang disagree on, in words
     */
    record Result(int types, int members, int bitfields, int asserts, int nestedTypes, List<String> mismatches) {
    }

    /**
     * Checks each type of {@code schema} laid out under {@code abi} against clang for {@code triple}, which compiles
     * {@code declarations} (the header as preprocessed, which declares the types) with {@code clangOptions}.
     */
    static Result check(Path dir, String triple, Abi abi, Schema schema, String declarations, List<String> clangOptions)
            throws Exception {
        var asserts = new ClangStaticAsserts(declarations);
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
            String c = cName(type, declarations);
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
                // the preprocessed text has no offsetof macro, and <stddef.h> could declare max_align_t again
                fact(asserts, facts, c, "__builtin_offsetof(" + c + ", " + m.name() + ") == " + placed.byteOffset(),
                        c + "." + m.name() + " offset " + placed.byteOffset());
                if (!(m.type() instanceof ArrayType a && a.isRuntimeSized())) {
                    fact(asserts, facts, c, "sizeof(((" + c + " *) 0)->" + m.name() + ") == " + placed.byteSize(),
                            c + "." + m.name() + " size " + placed.byteSize());
                }
            }
        }
        String[] options = clangOptions.toArray(String[]::new);
        List<String> failed = asserts.failures(triple, options);
        Map<String, ClangRecordLayout> dump = recordLayouts(dir, triple, asserts.source(), clangOptions);
        var mismatches = new ArrayList<String>();
        for (String f : failed) {
            Fact fact = facts.get(f);
            if (typedefAlignsMore(f, fact, layouts, dump)) {
                continue;
            }
            mismatches.add(fact.says() + " in the engine, not in clang (" + f + "); clang lays " + fact.type()
                    + " out " + describe(dump.get(fact.type())));
        }
        int bitfields = 0;
        for (var entry : layouts.entrySet()) {
            ClangRecordLayout record = dump.get(entry.getKey());
            if (record == null && entry.getValue().members().stream().noneMatch(MemberLayout::isBitfield)) {
                // a tagged struct named by a typedef (typedef struct tag {...} name;) is dumped by its tag, which the
                // schema does not keep: its size, alignment and offsets are checked above, and it has no bitfield
                continue;
            }
            assertThat(record).as("clang's layout of " + entry.getKey()).isNotNull();
            bitfields += compareBitfields(entry.getKey(), entry.getValue(), record, mismatches);
        }
        return new Result(types, members, bitfields, asserts.size(), nestedTypes, mismatches);
    }

    /**
     * How C names {@code type}: by its tag ({@code struct iphdr}) where {@code declarations} write one, else by the
     * typedef name the schema gave the untagged type ({@code typedef struct { int val[2]; } __kernel_fsid_t;}).
     */
    private static String cName(StructType type, String declarations) {
        String tagged = type.kind() + " " + type.name();
        for (int at = declarations.indexOf(tagged); at >= 0; at = declarations.indexOf(tagged, at + 1)) {
            int after = at + tagged.length();
            if (after == declarations.length() || !Character.isJavaIdentifierPart(declarations.charAt(after))) {
                return tagged;
            }
        }
        return type.name();
    }

    /**
     * Whether the failed fact {@code f} is the {@code _Alignof} of a typedef name that names an untagged struct whose own
     * alignment, in clang's dump, is the engine's: the typedef aligns more ({@code typedef struct {…} T
     * __attribute__((aligned));}, glibc's {@code __pthread_unwind_buf_t}), which the schema gives to the members and
     * arrays of {@code T} (checked with them), not to the struct it lays out under that name.
     */
    private static boolean typedefAlignsMore(String f, Fact fact, Map<String, StructLayout> layouts,
            Map<String, ClangRecordLayout> dump) {
        String type = fact.type();
        ClangRecordLayout record = dump.get(type);
        return f.startsWith("_Alignof(" + type + ") ") && !type.contains(" ") && record != null
                && record.byteAlignment() == layouts.get(type).byteAlignment();
    }

    /** What a {@code _Static_assert} says of {@code type} ({@code struct VkExtent2D}), in words. */
    private record Fact(String type, String says) {
    }

    private static void fact(ClangStaticAsserts asserts, Map<String, Fact> facts, String type, String fact,
                             String says) {
        asserts.add(fact);
        facts.put(fact, new Fact(type, says));
    }

    /** clang's record layouts of {@code source}'s types for {@code triple}. */
    private static Map<String, ClangRecordLayout> recordLayouts(Path dir, String triple, String source,
            List<String> clangOptions) throws Exception {
        Path file = dir.resolve("layouts.c");
        Files.writeString(file, source + "\n");
        var command = new ArrayList<>(List.of("clang", "-target", triple, "-std=c11", "-fsyntax-only",
                "-Wno-everything", "-ferror-limit=0", "-Xclang", "-fdump-record-layouts-simple"));
        command.addAll(clangOptions);
        command.add(file.toString());
        // a failed assertion is reported by the caller; the dump is complete either way
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
