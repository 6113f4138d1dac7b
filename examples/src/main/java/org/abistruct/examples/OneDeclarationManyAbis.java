package org.abistruct.examples;

import java.lang.foreign.Arena;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import org.abistruct.abi.Abi;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;

/**
 * One declaration, {@link SensorDecl}, laid out under ABIs chosen at run time by their ids.
 * <ol>
 * <li>Prints each ABI's layout side by side, from the layout introspection API ({@code Sensor.layout(abi)}): every
 * member's offset and size, the padding between them, the struct's size and alignment.</li>
 * <li>Writes one set of values through the setters of a struct under the first ABI, converts it to each other ABI
 * through the record ({@code other.set(first.get())}), and prints each one's bytes: the bytes differ, the values
 * read back are the same. A value that does not come back the same is reported on standard error, with exit status
 * 1.</li>
 * </ol>
 * An id that names no ABI, or an ABI that cannot hold the struct ({@code wgsl-uniform} has no {@code bool}), is an
 * error on standard error with exit status 2.
 * <p>
 * Usage: {@code OneDeclarationManyAbis [ABI...]}, by default {@code x86_64-sysv i386-sysv std140 network}. The
 * structs live in an {@code Arena}, so nothing here needs native access.
 */
public final class OneDeclarationManyAbis {
    /** The ABIs laid out when none is given: each places some member elsewhere than the one before. */
    public static final List<String> DEFAULT_ABIS = List.of("x86_64-sysv", "i386-sysv", "std140", "network");

    private static final HexFormat HEX = HexFormat.ofDelimiter(" ");
    private static final int BYTES_PER_LINE = 16;

    private OneDeclarationManyAbis() {
    }

    /**
     * Lays {@code Sensor} out under the ABIs named in {@code args} and converts one value between them.
     *
     * @param args ABI ids, or nothing for {@link #DEFAULT_ABIS}
     */
    public static void main(String[] args) {
        List<String> ids = args.length == 0 ? DEFAULT_ABIS : List.of(args);
        List<Abi> abis = new ArrayList<>();
        List<StructLayout> layouts = new ArrayList<>();
        for (String id : ids) {
            try {
                Abi abi = Abi.of(id);
                layouts.add(Sensor.layout(abi));
                abis.add(abi);
            } catch (IllegalArgumentException e) {
                usageError(e.getMessage()); // "unknown ABI 'x' (known: ...)"
            } catch (LayoutException e) {
                usageError(e.getMessage()); // "cannot lay out Sensor under wgsl-uniform: ... (member 'enabled' ...)"
            }
        }
        printLayouts(layouts);
        System.out.println();
        convert(abis);
    }

    /**
     * The layouts side by side: a row per member, with a padding row after it where some ABI leaves a gap, then the
     * size and alignment.
     */
    private static void printLayouts(List<StructLayout> layouts) {
        StringBuilder title = new StringBuilder("struct Sensor under");
        StringBuilder names = new StringBuilder(String.format(Locale.ROOT, "%-10s%-12s", "", ""));
        StringBuilder heads = new StringBuilder(String.format(Locale.ROOT, "%-10s%-12s", "member", "type"));
        for (StructLayout layout : layouts) {
            title.append(' ').append(layout.abiId());
            names.append(String.format(Locale.ROOT, "%-14s", layout.abiId()));
            heads.append("offset  size  ");
        }
        System.out.println(title);
        System.out.println(names.toString().stripTrailing());
        System.out.println(heads.toString().stripTrailing());
        List<MemberLayout> declared = layouts.getFirst().members();
        for (int m = 0; m < declared.size(); m++) {
            MemberLayout member = declared.get(m);
            String type = member.typeName() + dimensions(member);
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-10s%-12s", member.name(), type));
            StringBuilder padding = new StringBuilder(String.format(Locale.ROOT, "%-10s%-12s", "", "[padding]"));
            boolean anyPadding = false;
            for (StructLayout layout : layouts) {
                MemberLayout here = layout.members().get(m);
                long next = m + 1 < declared.size() ? layout.members().get(m + 1).byteOffset() : layout.byteSize();
                row.append(cell(here.byteOffset(), here.byteSize()));
                if (next > here.byteEnd()) {
                    padding.append(cell(here.byteEnd(), next - here.byteEnd()));
                    anyPadding = true;
                } else {
                    padding.append(" ".repeat(14));
                }
            }
            System.out.println(row.toString().stripTrailing());
            if (anyPadding) {
                System.out.println(padding.toString().stripTrailing());
            }
        }
        StringBuilder size = new StringBuilder(String.format(Locale.ROOT, "%-22s", "size"));
        StringBuilder align = new StringBuilder(String.format(Locale.ROOT, "%-22s", "align"));
        for (StructLayout layout : layouts) {
            size.append(String.format(Locale.ROOT, "%12d  ", layout.byteSize()));
            align.append(String.format(Locale.ROOT, "%12d  ", layout.byteAlignment()));
        }
        System.out.println(size.toString().stripTrailing());
        System.out.println(align.toString().stripTrailing());
    }

    private static String cell(long offset, long size) {
        return String.format(Locale.ROOT, "%6d%6d  ", offset, size);
    }

    /** {@code [3]} for an array of three, nothing for a member that is not an array. */
    private static String dimensions(MemberLayout member) {
        StringBuilder dims = new StringBuilder();
        for (long count : member.arrayDims()) {
            dims.append('[').append(count).append(']');
        }
        return dims.toString();
    }

    /**
     * Writes the values under the first ABI, converts them to every other through the record, and prints the bytes of
     * each. Exits with status 1 if a conversion does not read back the values written.
     */
    private static void convert(List<Abi> abis) {
        try (Arena arena = Arena.ofConfined()) {
            Abi from = abis.getFirst();
            Sensor first = Sensor.allocate(arena, from)
                    .enabled(true).weight(0.75).position(1.5f, -2f, 0.25f).counts(new int[] {7, 300, 70_000});
            SensorDecl value = first.get();
            byte[] firstBytes = first.segment().toArray(ValueLayout.JAVA_BYTE);
            System.out.println("values: " + describe(value));
            System.out.printf(Locale.ROOT, "%s, %d bytes, written through the setters:%n", from.id(), firstBytes.length);
            printBytes(firstBytes);
            for (Abi abi : abis.subList(1, abis.size())) {
                Sensor other = Sensor.allocate(arena, abi);
                other.set(first.get()); // member by member, each in the other ABI's place, size and byte order
                byte[] bytes = other.segment().toArray(ValueLayout.JAVA_BYTE);
                String readBack = describe(other.get());
                if (!readBack.equals(describe(value))) {
                    System.err.printf(Locale.ROOT, "mismatch: under %s the values read back are %s, not %s%n", abi.id(),
                            readBack, describe(value));
                    System.exit(1);
                }
                System.out.printf(Locale.ROOT, "%s, %d bytes, set from %s's record: the same values, %s:%n", abi.id(),
                        bytes.length, from.id(), Arrays.equals(bytes, firstBytes) ? "the same bytes" : "other bytes");
                printBytes(bytes);
            }
        }
    }

    /** The values, the same text for equal values under any ABI. */
    private static String describe(SensorDecl s) {
        return "enabled=" + s.enabled() + " weight=" + s.weight() + " position=" + Arrays.toString(s.position())
                + " counts=" + Arrays.toString(s.counts());
    }

    /** A hex dump: the offset, then up to 16 bytes a line. */
    private static void printBytes(byte[] bytes) {
        for (int from = 0; from < bytes.length; from += BYTES_PER_LINE) {
            System.out.printf(Locale.ROOT, "  %04x  %s%n", from,
                    HEX.formatHex(bytes, from, Math.min(bytes.length, from + BYTES_PER_LINE)));
        }
    }

    private static void usageError(String message) {
        System.err.println("OneDeclarationManyAbis: " + message);
        System.err.println("usage: OneDeclarationManyAbis [ABI...]   (default: " + String.join(" ", DEFAULT_ABIS) + ")");
        System.exit(2);
    }
}
