package org.abistruct.conformance.glsl;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * Seeded random generator of struct types that GLSL can declare in a block: scalars, vectors and
 * matrices of every GLSL component type (including the GL_EXT_shader_explicit_arithmetic_types ones),
 * fixed and multi-dimensional arrays, nested structs, arrays of structs, and for storage buffers a
 * runtime-sized last member. The same seed always gives the same types.
 */
final class GlslTypeGenerator {
    /** Scalar kinds with a weight each: the 32-bit core types come up more often. */
    private static final Scalar[] SCALARS = {
        Scalar.FLOAT32, Scalar.FLOAT32, Scalar.FLOAT32, Scalar.INT32, Scalar.INT32, Scalar.UINT32, Scalar.UINT32,
        Scalar.BOOL, Scalar.BOOL, Scalar.FLOAT64, Scalar.FLOAT64,
        Scalar.INT8, Scalar.UINT8, Scalar.INT16, Scalar.UINT16, Scalar.FLOAT16, Scalar.FLOAT16,
        Scalar.INT64, Scalar.UINT64,
    };
    private static final Scalar[] MATRIX_COMPONENTS = {
        Scalar.FLOAT32, Scalar.FLOAT32, Scalar.FLOAT32, Scalar.FLOAT64, Scalar.FLOAT64, Scalar.FLOAT16,
    };
    /** Structs nest at most this deep below the top-level type. */
    private static final int MAX_DEPTH = 2;

    private final Random random;
    private final GlslLayout layout;
    private int structCount;

    GlslTypeGenerator(long seed, GlslLayout layout) {
        this.random = new Random(seed);
        this.layout = layout;
    }

    /** {@code count} cases, bound to bindings 0..count-1. */
    List<GlslCase> generate(int count) {
        var cases = new ArrayList<GlslCase>(count);
        for (int i = 0; i < count; i++) {
            cases.add(nextCase(i));
        }
        return cases;
    }

    private GlslCase nextCase(int binding) {
        String name = "T" + binding;
        structCount = 0;
        int memberCount = 1 + random.nextInt(8);
        if (random.nextInt(100) < 65) {
            // one matrix order for the whole type, since only the block member can choose it
            boolean rowMajor = random.nextInt(3) == 0;
            var members = new ArrayList<Member>();
            for (int i = 0; i < memberCount; i++) {
                members.add(Member.of("m" + i, member(name, 0, rowMajor)));
            }
            return new GlslCase(binding, StructType.struct(name, members.toArray(Member[]::new)), GlslCase.Shape.STRUCT);
        }
        var members = new ArrayList<Member>();
        for (int i = 0; i < memberCount; i++) {
            members.add(Member.of("m" + i, member(name, 0, random.nextInt(3) == 0)));
        }
        if (layout.allowsRuntimeArrays() && random.nextBoolean()) {
            DataType element = arrayElement(name, 0, random.nextInt(3) == 0);
            if (random.nextInt(4) == 0) {
                element = ArrayType.of(element, 1 + random.nextInt(3));
            }
            members.add(Member.of("rt", ArrayType.runtimeSized(element)));
        }
        return new GlslCase(binding, StructType.struct(name, members.toArray(Member[]::new)), GlslCase.Shape.BLOCK);
    }

    private DataType member(String owner, int depth, boolean rowMajor) {
        int roll = random.nextInt(100);
        if (roll < 28) {
            return scalar();
        }
        if (roll < 52) {
            return vector();
        }
        if (roll < 66) {
            return matrix(rowMajor);
        }
        if (roll < 84) {
            return array(owner, depth, rowMajor);
        }
        return depth < MAX_DEPTH ? struct(owner, depth + 1, rowMajor) : vector();
    }

    private DataType arrayElement(String owner, int depth, boolean rowMajor) {
        return switch (random.nextInt(4)) {
            case 0 -> scalar();
            case 1 -> vector();
            case 2 -> matrix(rowMajor);
            default -> depth < MAX_DEPTH ? struct(owner, depth + 1, rowMajor) : vector();
        };
    }

    private DataType array(String owner, int depth, boolean rowMajor) {
        DataType type = arrayElement(owner, depth, rowMajor);
        int roll = random.nextInt(10);
        int dims = roll < 6 ? 1 : roll < 9 ? 2 : 3;
        for (int d = 0; d < dims; d++) {
            type = ArrayType.of(type, 1 + random.nextInt(d == dims - 1 ? 5 : 3));
        }
        return type;
    }

    private StructType struct(String owner, int depth, boolean rowMajor) {
        String name = owner + "_S" + structCount++;
        int memberCount = 1 + random.nextInt(5);
        var members = new ArrayList<Member>();
        for (int i = 0; i < memberCount; i++) {
            members.add(Member.of("m" + i, member(owner, depth, rowMajor)));
        }
        return StructType.struct(name, members.toArray(Member[]::new));
    }

    private Scalar scalar() {
        return SCALARS[random.nextInt(SCALARS.length)];
    }

    private VectorType vector() {
        return VectorType.of(scalar(), 2 + random.nextInt(3));
    }

    private MatrixType matrix(boolean rowMajor) {
        Scalar component = MATRIX_COMPONENTS[random.nextInt(MATRIX_COMPONENTS.length)];
        return new MatrixType(component, 2 + random.nextInt(3), 2 + random.nextInt(3), rowMajor);
    }
}
