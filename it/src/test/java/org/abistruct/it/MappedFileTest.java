package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;
import org.abistruct.it.structs.FlowRecord;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file of big-endian records viewed in place through a mapping, as docs/runtime.md says: written through an array
 * view and its cursor, read back with a big-endian {@link ByteBuffer} at the layout's offsets, and files of sizes that
 * are no multiple of the record's, or empty.
 */
class MappedFileTest {
    static final StructLayout LAYOUT = FlowRecord.layout(FlowRecord.DEFAULT_ABI);
    static final long STRIDE = LAYOUT.byteSize();
    static final int COUNT = 10_000;

    @Test
    void recordsWrittenThroughAMappingAreTheBigEndianBytesOfEachMember(@TempDir Path dir) throws IOException {
        assertThat(STRIDE).isEqualTo(23);
        Path file = dir.resolve("flows.bin");
        try (Arena arena = Arena.ofConfined(); FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MemorySegment mapped = channel.map(FileChannel.MapMode.READ_WRITE, 0, COUNT * STRIDE, arena);
            AtomicLong next = new AtomicLong();
            FlowRecord.wrapArray(mapped, COUNT).forEach(r -> {
                long i = next.getAndIncrement();
                r.source(0xC0A8_0000L + i * 40_000).port((int) (i * 7 % 65_536)).protocol((int) (i % 256))
                        .bytes(-i * 1_000_003).seconds(i / 4.0);
            });
            mapped.force();
        }
        ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.BIG_ENDIAN);
        assertThat(bytes.capacity()).isEqualTo(COUNT * STRIDE);
        for (int i = 0; i < COUNT; i++) {
            int at = (int) (i * STRIDE);
            assertThat(Integer.toUnsignedLong(bytes.getInt(at + offset("source")))).isEqualTo(0xC0A8_0000L + i * 40_000L);
            assertThat(Short.toUnsignedInt(bytes.getShort(at + offset("port")))).isEqualTo(i * 7 % 65_536);
            assertThat(Byte.toUnsignedInt(bytes.get(at + offset("protocol")))).isEqualTo(i % 256);
            assertThat(bytes.getLong(at + offset("bytes"))).isEqualTo(-i * 1_000_003L);
            assertThat(bytes.getDouble(at + offset("seconds"))).isEqualTo(i / 4.0);
        }
        // mapped again read-only: the unsigned members widen to the values written, at any record
        try (Arena arena = Arena.ofConfined(); FileChannel channel = FileChannel.open(file)) {
            MemorySegment mapped = channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size(), arena);
            FlowRecord.Array records = FlowRecord.wrapArray(mapped, mapped.byteSize() / STRIDE);
            assertThat(records.count()).isEqualTo(COUNT);
            FlowRecord last = records.get(COUNT - 1);
            assertThat(last.sourceAsLong()).isEqualTo(0xC0A8_0000L + (COUNT - 1) * 40_000L).isGreaterThan(Integer.MAX_VALUE);
            assertThat(last.portAsInt()).isEqualTo((COUNT - 1) * 7 % 65_536);
            assertThat(last.protocolAsInt()).isEqualTo((COUNT - 1) % 256);
            // a record at an offset of the file that is no multiple of its size reads the bytes there
            FlowRecord odd = FlowRecord.wrap(mapped, 7);
            assertThat(odd.bytes()).isEqualTo(bytes.getLong(7 + offset("bytes")));
        }
    }

    @Test
    void aFileWhoseSizeIsNoMultipleOfTheRecordsHoldsItsWholeRecords(@TempDir Path dir) throws IOException {
        Path file = Files.write(dir.resolve("short.bin"), new byte[(int) (3 * STRIDE + 5)]);
        try (Arena arena = Arena.ofConfined(); FileChannel channel = FileChannel.open(file)) {
            MemorySegment mapped = channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size(), arena);
            assertThat(FlowRecord.wrapArray(mapped, mapped.byteSize() / STRIDE).count()).isEqualTo(3);
            assertThatThrownBy(() -> FlowRecord.wrapArray(mapped, 4)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessage("FlowRecord[4]@network needs 92 bytes at offset 0 but the memory has 74: it holds 3 of 23"
                            + " bytes each, and 5 bytes more");
            assertThatThrownBy(() -> FlowRecord.wrap(mapped, 3 * STRIDE)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessage("FlowRecord@network needs 23 bytes at offset 69 but the memory has 74: it fits at offsets"
                            + " 0 to 51");
        }
    }

    @Test
    void anEmptyFileHoldsAnArrayOfNoRecords(@TempDir Path dir) throws IOException {
        Path file = Files.write(dir.resolve("empty.bin"), new byte[0]);
        try (Arena arena = Arena.ofConfined(); FileChannel channel = FileChannel.open(file)) {
            MemorySegment mapped = channel.map(FileChannel.MapMode.READ_ONLY, 0, 0, arena);
            FlowRecord.Array none = FlowRecord.wrapArray(mapped, 0);
            assertThat(none.count()).isZero();
            none.forEach(r -> {
                throw new AssertionError("called for a record of an empty file");
            });
            assertThatThrownBy(() -> none.get(0)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessage("index 0 out of range: FlowRecord[0]@network is empty");
            assertThatThrownBy(() -> FlowRecord.wrap(mapped)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessageStartingWith("FlowRecord@network needs 23 bytes at offset 0 but the memory has 0");
        }
    }

    private static int offset(String member) {
        return (int) LAYOUT.member(member).orElseThrow().byteOffset();
    }
}
