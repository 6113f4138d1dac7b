package org.abistruct.processor;

import org.abistruct.type.MatrixType;
import org.abistruct.type.VectorType;

/** The JOML classes that match vector and matrix members, or {@code null} where JOML has none. */
final class Joml {
    private Joml() {
    }

    /** {@code Vector3f} for a {@code vec3} held in {@code float}, and so on. */
    static String vector(VectorType v, String javaType) {
        if (v.length() > 4) {
            return null;
        }
        String suffix = switch (javaType) {
            case "float" -> "f";
            case "double" -> "d";
            case "int" -> "i";
            default -> null;
        };
        return suffix == null ? null : "Vector" + v.length() + suffix;
    }

    /** {@code Matrix4f}, {@code Matrix4x3f}, {@code Matrix3x2d}, ... */
    static String matrix(MatrixType m) {
        String suffix = switch (m.component()) {
            case FLOAT32, FLOAT16 -> "f";
            case FLOAT64 -> "d";
            default -> null;
        };
        if (suffix == null) {
            return null;
        }
        int c = m.columns();
        int r = m.rows();
        if (c == r) {
            return "Matrix" + c + suffix;
        }
        if ((c == 4 && r == 3) || (c == 3 && r == 2)) {
            return "Matrix" + c + "x" + r + suffix;
        }
        return null;
    }

    /** Whether the JOML matrix class has per-element setters {@code m00(v)} (Matrix3x2 has only {@code set(...)}). */
    static boolean hasElementSetters(MatrixType m) {
        return !(m.columns() == 3 && m.rows() == 2);
    }
}
