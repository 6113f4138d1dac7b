package org.abistruct.examples;

import java.util.Arrays;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.function.IntFunction;

/**
 * The particles both GPU examples start from, and the check of what one step on the device left in them: position +=
 * velocity * {@link #DT} and energy = ½·mass·|velocity|², computed again in Java. The inputs are multiples of 1/8 under
 * 2<sup>10</sup>, so every result is exact in {@code float} on any device and is compared with {@code ==}.
 */
final class ParticleStep {
    static final int COUNT = 1000;
    static final float DT = 0.5f;
    /** What the examples write into {@code energy} before the step, so that a particle the device skipped shows. */
    static final float ENERGY_BEFORE = -1f;

    private ParticleStep() {
    }

    /**
     * Particle {@code i}'s starting position, with {@code components} components: x, y, z, and for a {@code vec4} a
     * w of 1, which the step leaves as it is.
     */
    static float[] position(int i, int components) {
        return Arrays.copyOf(new float[] {i, -i, i % 7, 1f}, components);
    }

    static float mass(int i) {
        return 1 + i % 4;
    }

    static float[] velocity(int i) {
        return new float[] {i % 3 - 1, 0.25f * (i % 5), 0.125f * (4 - i % 9)};
    }

    /** A particle's members as the device left them, read back through the generated class. */
    record Readout(float[] position, float mass, float[] velocity, float energy) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "position %s mass %s velocity %s energy %s", tuple(position), mass,
                    tuple(velocity), energy);
        }
    }

    /** Particle {@code i} as the step must leave it. */
    static Readout expected(int i, int positionComponents) {
        float[] x = position(i, positionComponents);
        float[] v = velocity(i);
        for (int c = 0; c < 3; c++) {
            x[c] += v[c] * DT;
        }
        float m = mass(i);
        return new Readout(x, m, v, 0.5f * m * (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]));
    }

    /**
     * Compares the {@link #COUNT} particles {@code read} gives with the Java computation; prints the first three, up to
     * five that differ, a checksum and the verdict.
     *
     * @return how many particles differ
     */
    static int report(int positionComponents, IntFunction<Readout> read) {
        int wrong = 0;
        double checksum = 0;
        for (int i = 0; i < COUNT; i++) {
            Readout seen = read.apply(i);
            Readout expected = expected(i, positionComponents);
            boolean same = Arrays.equals(seen.position(), expected.position()) && seen.mass() == expected.mass()
                    && Arrays.equals(seen.velocity(), expected.velocity()) && seen.energy() == expected.energy();
            if (!same && wrong++ < 5) {
                System.out.printf(Locale.ROOT, "particle %d differs: expected %s, got %s%n", i, expected, seen);
            }
            if (i < 3) {
                System.out.printf(Locale.ROOT, "particle %d: %s%n", i, seen);
            }
            checksum += seen.position()[0] + seen.position()[1] + seen.position()[2] + seen.energy();
        }
        System.out.printf(Locale.ROOT, "checksum (positions + energies): %.4f%n", checksum);
        System.out.println(wrong == 0 ? COUNT + " particles match the Java computation"
                : wrong + " of " + COUNT + " particles differ from the Java computation");
        return wrong;
    }

    /** {@code (a, b, c)}, each as {@link Float#toString} writes it. */
    private static String tuple(float[] values) {
        StringJoiner joined = new StringJoiner(", ", "(", ")");
        for (float v : values) {
            joined.add(Float.toString(v));
        }
        return joined.toString();
    }
}
