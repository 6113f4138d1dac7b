package org.abistruct.examples;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import org.abistruct.layout.MemberLayout;

/**
 * Binary records in a big-endian wire format: a capture file of one {@link CaptureHeader} and {@code count}
 * {@link Packet}s, both declared with {@code abi = "network"} (packed, big-endian), read and changed in place.
 * <ol>
 * <li>Writes the file from a {@code byte[]} laid out through views, and prints the first packet's bytes member by
 * member, which shows the byte order.</li>
 * <li>Maps the file ({@code FileChannel.map} into an {@code Arena}), parses it in place through views (the header,
 * then {@code Packet.wrapArray} over the rest: no copy), prints the packets, decrements every packet's
 * {@code ttl} in the mapping, as a router forwarding them would, and forces the change to the file.</li>
 * <li>Reads the file again and checks that every {@code ttl} went down by one.</li>
 * <li>Parses one packet from a {@code byte[]} of its own, as a datagram would bring it.</li>
 * </ol>
 * Nothing here needs native access: heap arrays, mapped files and arenas call no restricted method. A check that
 * fails says what it found on standard error and exits with status 1; a file that cannot be written or read, or is
 * not a capture file, status 2.
 * <p>
 * Usage: {@code PacketRecords [FILE]}: the file to write (replaced if it exists); by default a temporary file,
 * deleted at the end.
 */
public final class PacketRecords {
    /** The first four bytes of a capture file: {@code ABST} in ASCII. */
    public static final int MAGIC = 0x41425354;
    /** The format's version. */
    public static final int VERSION = 1;

    private static final HexFormat HEX = HexFormat.ofDelimiter(" ");

    private PacketRecords() {
    }

    /**
     * Writes, maps, changes and re-reads a capture file.
     *
     * @param args nothing, or the file to write
     * @throws IOException if no temporary file can be created
     */
    public static void main(String[] args) throws IOException {
        if (args.length > 1) {
            System.err.println("usage: PacketRecords [FILE]   (FILE: where to write the capture; default a temporary file)");
            System.exit(2);
        }
        Path file = args.length == 1 ? Path.of(args[0]) : Files.createTempFile("packets", ".bin");
        if (args.length == 0) {
            file.toFile().deleteOnExit(); // also when a failed check ends the program with System.exit
        }
        List<PacketDecl> packets = packets();
        try {
            write(file, packets);
            printFirstPacketBytes(file);
            List<Integer> ttls = decrementTtlsInPlace(file);
            checkTtlsInFile(file, ttls);
            receive(Arrays.copyOfRange(Files.readAllBytes(file), packetOffset(2), packetOffset(3)), packets.get(2));
        } catch (IOException e) {
            // the one file is the one argument: a folder that is missing or read-only is a usage error, not a crash
            System.err.println("PacketRecords: cannot write and read " + file + ": " + e);
            System.exit(2);
        }
    }

    /** The packets the program writes, the same on every run. Unsigned members hold their raw bits. */
    public static List<PacketDecl> packets() {
        return List.of(
                new PacketDecl(1, 1_763_900_000_000_000L, (short) 49152, (short) 443, (byte) 64, 0.5f),
                new PacketDecl(2, 1_763_900_000_001_250L, (short) 49153, (short) 53, (byte) 128, 12.75f),
                new PacketDecl(3, 1_763_900_000_002_500L, (short) 51000, (short) 443, (byte) 255, 3.0f),
                new PacketDecl(4, 1_763_900_000_003_750L, (short) 60000, (short) 8080, (byte) 32, 0.125f),
                new PacketDecl(5, 1_763_900_000_005_000L, (short) 65535, (short) 22, (byte) 2, 41.5f));
    }

    /** Lays the header and the packets out in a {@code byte[]} through views, then writes it to {@code file}. */
    private static void write(Path file, List<PacketDecl> packets) throws IOException {
        byte[] bytes = new byte[packetOffset(packets.size())];
        MemorySegment memory = MemorySegment.ofArray(bytes);
        CaptureHeader.wrap(memory).magic(MAGIC).version(VERSION).count(packets.size());
        Packet.Array array = Packet.wrapArray(memory.asSlice(headerSize()), packets.size());
        for (int i = 0; i < packets.size(); i++) {
            array.get(i).set(packets.get(i));
        }
        Files.write(file, bytes);
        System.out.printf(Locale.ROOT, "wrote a capture of %d packets: %d header bytes and %d bytes per packet,"
                + " %d bytes%n", packets.size(), headerSize(), packetSize(), bytes.length);
    }

    /** The first packet's bytes in the file, member by member, from the layout's offsets. */
    private static void printFirstPacketBytes(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        System.out.printf(Locale.ROOT, "header bytes: %s%n", HEX.formatHex(bytes, 0, headerSize()));
        System.out.println("first packet's bytes, big-endian (most significant byte first):");
        for (MemberLayout member : Packet.layout(Packet.DEFAULT_ABI).members()) {
            int from = headerSize() + (int) member.byteOffset();
            System.out.printf(Locale.ROOT, "  %-16s @%-3d %s%n", member.name(), member.byteOffset(),
                    HEX.formatHex(bytes, from, from + (int) member.byteSize()));
        }
    }

    /**
     * Maps {@code file}, prints its packets as parsed in place, decrements every {@code ttl} in the mapping and
     * forces it to the file.
     *
     * @return the ttls before the change
     */
    private static List<Integer> decrementTtlsInPlace(Path file) throws IOException {
        List<Integer> ttls = new ArrayList<>();
        try (Arena arena = Arena.ofConfined();
                FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MemorySegment mapped = channel.map(FileChannel.MapMode.READ_WRITE, 0, channel.size(), arena);
            Packet.Array packets = parse(mapped, file);
            System.out.printf(Locale.ROOT, "mapped, %d packets parsed in place:%n", packets.count());
            System.out.printf(Locale.ROOT, "  %8s %18s %6s %6s %4s %8s%n", "sequence", "timestamp (us)", "from",
                    "to", "ttl", "ms");
            packets.forEach(p -> {
                System.out.printf(Locale.ROOT, "  %8d %18d %6d %6d %4d %8.3f%n", p.sequenceAsLong(), p.timestampMicros(),
                        p.sourcePortAsInt(), p.destinationPortAsInt(), p.ttlAsInt(), p.latencyMillis());
                ttls.add(p.ttlAsInt());
                p.ttl(p.ttlAsInt() - 1);
            });
            mapped.force();
        }
        System.out.println("decremented every ttl in the mapping and forced it to the file");
        return ttls;
    }

    /** Reads {@code file} again and checks that every {@code ttl} is one less than {@code before}. */
    private static void checkTtlsInFile(Path file, List<Integer> before) throws IOException {
        Packet.Array packets = parse(MemorySegment.ofArray(Files.readAllBytes(file)), file);
        StringBuilder after = new StringBuilder();
        for (int i = 0; i < packets.count(); i++) {
            int ttl = packets.get(i).ttlAsInt();
            after.append(i == 0 ? "" : " ").append(ttl);
            if (ttl != before.get(i) - 1) {
                fail("packet " + i + " has ttl " + ttl + " in the file, expected " + (before.get(i) - 1));
            }
        }
        System.out.println("re-read from the file, ttls: " + after);
    }

    /** Parses one packet from a datagram's bytes, and checks it is {@code sent} with its ttl one lower. */
    private static void receive(byte[] datagram, PacketDecl sent) {
        Packet packet = Packet.wrap(datagram);
        System.out.printf(Locale.ROOT, "received a %d-byte datagram: sequence %d from port %d to %d, ttl %d, %.3f ms%n",
                datagram.length, packet.sequenceAsLong(), packet.sourcePortAsInt(), packet.destinationPortAsInt(),
                packet.ttlAsInt(), packet.latencyMillis());
        PacketDecl expected = new PacketDecl(sent.sequence(), sent.timestampMicros(), sent.sourcePort(),
                sent.destinationPort(), (byte) (sent.ttl() - 1), sent.latencyMillis());
        if (!packet.get().equals(expected)) {
            fail("the datagram holds " + packet.get() + ", expected " + expected);
        }
    }

    /**
     * The packets of a capture file in {@code memory}, viewed in place, after checking the header.
     * A file that is not a capture file ends the program with status 2.
     */
    private static Packet.Array parse(MemorySegment memory, Path file) {
        if (memory.byteSize() < headerSize()) {
            invalid(file, memory.byteSize() + " bytes, fewer than a " + headerSize() + "-byte header");
        }
        CaptureHeader header = CaptureHeader.wrap(memory);
        if (header.magic() != MAGIC || header.versionAsInt() != VERSION) {
            invalid(file, String.format(Locale.ROOT, "magic 0x%08x version %d, expected 0x%08x version %d",
                    header.magic(), header.versionAsInt(), MAGIC, VERSION));
        }
        if (memory.byteSize() != packetOffset(header.countAsInt())) {
            invalid(file, memory.byteSize() + " bytes, but its header announces " + header.countAsInt()
                    + " packets, which take " + packetOffset(header.countAsInt()));
        }
        // the packets start right after the header, at an offset no member is aligned to: views read unaligned
        return Packet.wrapArray(memory.asSlice(headerSize()), header.countAsInt());
    }

    private static int headerSize() {
        return (int) CaptureHeader.layout(CaptureHeader.DEFAULT_ABI).byteSize();
    }

    private static int packetSize() {
        return (int) Packet.layout(Packet.DEFAULT_ABI).byteSize();
    }

    /** Where packet {@code index} starts in the file (the file's size for {@code index == count}). */
    private static int packetOffset(int index) {
        return headerSize() + index * packetSize();
    }

    private static void invalid(Path file, String what) {
        System.err.println(file + " is not a capture file: " + what);
        System.exit(2);
    }

    private static void fail(String what) {
        System.err.println("mismatch: " + what);
        System.exit(1);
    }
}
