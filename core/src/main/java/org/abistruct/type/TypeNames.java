package org.abistruct.type;

/**
 * Canonical spellings of vector and matrix types: GLSL names where GLSL has one, else OpenCL names. The 128-bit
 * integers are never components ({@link VectorType} refuses them), so they have no prefix here.
 */
final class TypeNames {
    private TypeNames() {
    }

    static String vectorName(Scalar component, int length) {
        if (length <= 4) {
            String prefix = switch (component) {
                case FLOAT32 -> "";
                case FLOAT64 -> "d";
                case INT32 -> "i";
                case UINT32 -> "u";
                case BOOL -> "b";
                case INT8 -> "i8";
                case UINT8 -> "u8";
                case INT16 -> "i16";
                case UINT16 -> "u16";
                case INT64 -> "i64";
                case UINT64 -> "u64";
                case FLOAT16 -> "f16";
                default -> null;
            };
            if (prefix != null) {
                return prefix + "vec" + length;
            }
        }
        String base = switch (component) {
            case INT8 -> "char";
            case UINT8 -> "uchar";
            case INT16 -> "short";
            case UINT16 -> "ushort";
            case INT32 -> "int";
            case UINT32 -> "uint";
            case INT64 -> "long";
            case UINT64 -> "ulong";
            case FLOAT16 -> "half";
            case FLOAT64 -> "double";
            case BOOL -> "bool";
            default -> component.typeName();
        };
        return base + length;
    }

    static String matrixName(Scalar component, int columns, int rows) {
        String prefix = switch (component) {
            case FLOAT64 -> "d";
            case FLOAT16 -> "f16";
            default -> "";
        };
        return prefix + "mat" + (columns == rows ? Integer.toString(columns) : columns + "x" + rows);
    }
}
