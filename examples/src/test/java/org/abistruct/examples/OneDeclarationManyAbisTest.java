package org.abistruct.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs {@link OneDeclarationManyAbis} and checks its layouts against what the compilers say of
 * {@code struct Sensor { _Bool enabled; double weight; float position[3]; int32_t counts[3]; }} (clang
 * {@code -target x86_64-linux-gnu}, {@code i386-linux-gnu}, {@code #pragma pack(1)}; glslang and spirv-cross for
 * std140), then decodes the bytes it prints with a {@link ByteBuffer} at those offsets.
 */
class OneDeclarationManyAbisTest {
    /**
     * Where the members are: enabled and its size, weight, position, counts and their stride; the struct's size and
     * byte order.
     */
    private record Placement(int enabled, int enabledSize, int weight, int position, int counts, int countsStride,
                             int size, ByteOrder order) {
    }

    private static final Map<String, Placement> COMPILERS = Map.of(
            "x86_64-sysv", new Placement(0, 1, 8, 16, 28, 4, 40, ByteOrder.LITTLE_ENDIAN),
            "x86_64-msvc", new Placement(0, 1, 8, 16, 28, 4, 40, ByteOrder.LITTLE_ENDIAN),
            "i386-sysv", new Placement(0, 1, 4, 12, 24, 4, 36, ByteOrder.LITTLE_ENDIAN),
            "std140", new Placement(0, 4, 8, 16, 32, 16, 80, ByteOrder.LITTLE_ENDIAN),
            "network", new Placement(0, 1, 1, 9, 21, 4, 33, ByteOrder.BIG_ENDIAN));

    @TempDir
    Path dir;

    @Test
    void printsTheDefaultAbisLayoutsSideBySide() throws Exception {
        ExampleProcess.Result run = ExampleProcess.run(dir, List.of(), OneDeclarationManyAbis.class);

        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();
        assertThat(run.err()).as("no native access needed, so no warning").isEmpty();
        assertThat(run.lines().subList(0, 11)).containsExactly(
                "struct Sensor under x86_64-sysv i386-sysv std140 network",
                "                      x86_64-sysv   i386-sysv     std140        network",
                "member    type        offset  size  offset  size  offset  size  offset  size",
                "enabled   bool             0     1       0     1       0     4       0     1",
                "          [padding]        1     7       1     3       4     4",
                "weight    double           8     8       4     8       8     8       1     8",
                "position  vec3            16    12      12    12      16    12       9    12",
                "          [padding]                                   28     4",
                "counts    int32_t[3]      28    12      24    12      32    48      21    12",
                "size                            40            36            80            33",
                "align                            8             4            16             1");
    }

    @Test
    void theBytesOfEveryAbiHoldTheSameValuesWhereTheCompilersPutThem() throws Exception {
        ExampleProcess.Result run = ExampleProcess.run(dir, List.of(), OneDeclarationManyAbis.class);
        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();

        assertThat(run.lines()).contains(
                "values: enabled=true weight=0.75 position=[1.5, -2.0, 0.25] counts=[7, 300, 70000]",
                "x86_64-sysv, 40 bytes, written through the setters:",
                "i386-sysv, 36 bytes, set from x86_64-sysv's record: the same values, other bytes:",
                "std140, 80 bytes, set from x86_64-sysv's record: the same values, other bytes:",
                "network, 33 bytes, set from x86_64-sysv's record: the same values, other bytes:");
        Map<String, byte[]> dumps = dumps(run.lines());
        assertThat(dumps.keySet()).containsExactly("x86_64-sysv", "i386-sysv", "std140", "network");
        dumps.forEach(OneDeclarationManyAbisTest::assertHoldsTheValues);
    }

    @Test
    void twoAbisThatPlaceEveryMemberAlikeGiveTheSameBytes() throws Exception {
        ExampleProcess.Result run = ExampleProcess.run(dir, List.of(), OneDeclarationManyAbis.class,
                "x86_64-sysv", "x86_64-msvc");

        assertThat(run.status()).as("exit status; standard error:\n%s", run.err()).isZero();
        assertThat(run.lines()).contains(
                "x86_64-msvc, 40 bytes, set from x86_64-sysv's record: the same values, the same bytes:");
        Map<String, byte[]> dumps = dumps(run.lines());
        assertThat(dumps.get("x86_64-msvc")).isEqualTo(dumps.get("x86_64-sysv"));
        dumps.forEach(OneDeclarationManyAbisTest::assertHoldsTheValues);
    }

    @Test
    void anUnknownAbiIsAnErrorWithStatus2() throws Exception {
        ExampleProcess.Result run = ExampleProcess.run(dir, List.of(), OneDeclarationManyAbis.class,
                "std140", "x86_64-sysvv");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines().toList()).first().asString()
                .startsWith("OneDeclarationManyAbis: unknown ABI 'x86_64-sysvv' (known: x86_64-sysv, x86_64-msvc,")
                .contains("std140");
    }

    @Test
    void anAbiThatCannotHoldAMemberIsAnErrorWithStatus2() throws Exception {
        ExampleProcess.Result run = ExampleProcess.run(dir, List.of(), OneDeclarationManyAbis.class, "wgsl-uniform");

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("OneDeclarationManyAbis: cannot lay out Sensor under wgsl-uniform:")
                .contains("member 'enabled'");
    }

    /** The hex dumps the run printed, by ABI id: each follows a line {@code ID, N bytes, ...:}. */
    private static Map<String, byte[]> dumps(List<String> lines) {
        Map<String, byte[]> dumps = new LinkedHashMap<>();
        String abi = null;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (String line : lines) {
            if (line.matches("[a-z0-9_-]+, \\d+ bytes, .*:")) {
                abi = line.substring(0, line.indexOf(','));
                bytes = new ByteArrayOutputStream();
                dumps.put(abi, null);
            } else if (abi != null && line.matches("  [0-9a-f]{4}  .*")) {
                bytes.writeBytes(HexFormat.ofDelimiter(" ").parseHex(line.substring(8)));
                dumps.put(abi, bytes.toByteArray());
            }
        }
        return dumps;
    }

    private static void assertHoldsTheValues(String abi, byte[] dump) {
        Placement at = COMPILERS.get(abi);
        ByteBuffer b = ByteBuffer.wrap(dump).order(at.order());
        assertThat(dump).as(abi).hasSize(at.size());
        assertThat(at.enabledSize() == 4 ? b.getInt(at.enabled()) : b.get(at.enabled())).as(abi + " enabled")
                .isEqualTo(1);
        assertThat(b.getDouble(at.weight())).as(abi + " weight").isEqualTo(0.75);
        assertThat(new float[] {b.getFloat(at.position()), b.getFloat(at.position() + 4), b.getFloat(at.position() + 8)})
                .as(abi + " position").containsExactly(1.5f, -2f, 0.25f);
        assertThat(new int[] {b.getInt(at.counts()), b.getInt(at.counts() + at.countsStride()),
                b.getInt(at.counts() + 2 * at.countsStride())}).as(abi + " counts").containsExactly(7, 300, 70_000);
    }
}
