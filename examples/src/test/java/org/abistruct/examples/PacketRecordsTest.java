package org.abistruct.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs {@link PacketRecords} on a file in a temporary folder, in a JVM that denies native access (the example uses
 * heap arrays, a mapped file and an arena only), and reads the file it leaves with a {@link ByteBuffer}, big-endian,
 * at the offsets of the packed C structs (clang: header 8 bytes; packet 21, its members at 0, 4, 12, 14, 16, 17).
 */
class PacketRecordsTest {
    private static final int HEADER = 8;
    private static final int PACKET = 21;

    @TempDir
    Path dir;

    @Test
    void writesMapsChangesAndRereadsTheCapture() throws Exception {
        Path file = dir.resolve("capture.bin");
        ExampleProcess.Result run = ExampleProcess.run(dir, List.of("--illegal-native-access=deny"),
                PacketRecords.class, file.toString());

        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.lines()).containsExactly(
                "wrote a capture of 5 packets: 8 header bytes and 21 bytes per packet, 113 bytes",
                "header bytes: 41 42 53 54 00 01 00 05",
                "first packet's bytes, big-endian (most significant byte first):",
                "  sequence         @0   00 00 00 01",
                "  timestampMicros  @4   00 06 44 41 f8 eb 58 00",
                "  sourcePort       @12  c0 00",
                "  destinationPort  @14  01 bb",
                "  ttl              @16  40",
                "  latencyMillis    @17  3f 00 00 00",
                "mapped, 5 packets parsed in place:",
                "  sequence     timestamp (us)   from     to  ttl       ms",
                "         1   1763900000000000  49152    443   64    0.500",
                "         2   1763900000001250  49153     53  128   12.750",
                "         3   1763900000002500  51000    443  255    3.000",
                "         4   1763900000003750  60000   8080   32    0.125",
                "         5   1763900000005000  65535     22    2   41.500",
                "decremented every ttl in the mapping and forced it to the file",
                "re-read from the file, ttls: 63 127 254 31 1",
                "received a 21-byte datagram: sequence 3 from port 51000 to 443, ttl 254, 3.000 ms");
    }

    @Test
    void theFileHoldsBigEndianPacketsWithTheirTtlsDecremented() throws Exception {
        Path file = dir.resolve("capture.bin");
        ExampleProcess.Result run = ExampleProcess.run(dir, List.of("--illegal-native-access=deny"),
                PacketRecords.class, file.toString());
        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();

        ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(file)); // big-endian, as a ByteBuffer starts
        List<PacketDecl> sent = PacketRecords.packets();
        assertThat(bytes.limit()).isEqualTo(HEADER + sent.size() * PACKET);
        assertThat(bytes.getInt(0)).isEqualTo(0x41425354);
        assertThat(bytes.getShort(4)).isEqualTo((short) 1);
        assertThat(bytes.getShort(6)).isEqualTo((short) sent.size());
        for (int i = 0; i < sent.size(); i++) {
            int at = HEADER + i * PACKET;
            PacketDecl p = sent.get(i);
            assertThat(bytes.getInt(at)).as("sequence of packet %d", i).isEqualTo(p.sequence());
            assertThat(bytes.getLong(at + 4)).as("timestamp of packet %d", i).isEqualTo(p.timestampMicros());
            assertThat(bytes.getShort(at + 12)).as("source port of packet %d", i).isEqualTo(p.sourcePort());
            assertThat(bytes.getShort(at + 14)).as("destination port of packet %d", i).isEqualTo(p.destinationPort());
            assertThat(Byte.toUnsignedInt(bytes.get(at + 16))).as("ttl of packet %d", i)
                    .isEqualTo(Byte.toUnsignedInt(p.ttl()) - 1);
            assertThat(bytes.getFloat(at + 17)).as("latency of packet %d", i).isEqualTo(p.latencyMillis());
        }
    }

    @Test
    void aFileInAMissingFolderIsAUsageErrorWithStatus2() throws Exception {
        Path file = dir.resolve("missing").resolve("capture.bin");
        ExampleProcess.Result run = ExampleProcess.run(dir, List.of("--illegal-native-access=deny"),
                PacketRecords.class, file.toString());

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("PacketRecords: cannot write and read " + file + ": ")
                .contains("NoSuchFileException").doesNotContain("\tat ");
    }

    @Test
    void withoutAFileItUsesATemporaryOneAndDeletesIt() throws Exception {
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        ExampleProcess.Result run = ExampleProcess.run(dir,
                List.of("--illegal-native-access=deny", "-Djava.io.tmpdir=" + tmp), PacketRecords.class);

        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();
        assertThat(run.lines()).contains("re-read from the file, ttls: 63 127 254 31 1");
        try (var left = Files.list(tmp)) {
            assertThat(left).as("files left in java.io.tmpdir").isEmpty();
        }
    }
}
