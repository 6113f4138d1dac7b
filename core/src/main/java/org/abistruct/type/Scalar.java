package org.abistruct.type;

/**
 * The scalar types. Fixed-width kinds have the same size under every ABI; the C kinds whose size
 * depends on the data model ({@code long}, {@code long double}, {@code size_t}, {@code intptr_t}) are
 * resolved by the ABI. The 128-bit integers have one size where they exist, but only some ABIs hold them.
 */
public enum Scalar implements DataType {
    /** {@code int8_t}: a signed 8-bit integer under every ABI. */
    INT8("int8_t", 1, true, false),
    /** {@code uint8_t}: an unsigned 8-bit integer under every ABI. */
    UINT8("uint8_t", 1, false, false),
    /** {@code int16_t}: a signed 16-bit integer under every ABI. */
    INT16("int16_t", 2, true, false),
    /** {@code uint16_t}: an unsigned 16-bit integer under every ABI. */
    UINT16("uint16_t", 2, false, false),
    /** {@code int32_t}: a signed 32-bit integer under every ABI. */
    INT32("int32_t", 4, true, false),
    /** {@code uint32_t}: an unsigned 32-bit integer under every ABI. */
    UINT32("uint32_t", 4, false, false),
    /** {@code int64_t}: a signed 64-bit integer under every ABI. */
    INT64("int64_t", 8, true, false),
    /** {@code uint64_t}: an unsigned 64-bit integer under every ABI. */
    UINT64("uint64_t", 8, false, false),
    /**
     * GCC's and clang's {@code __int128} ({@code __int128_t}): 16 bytes, 16-aligned (8 on IBM Z), on targets with
     * 64-bit pointers; the 32-bit C ABIs and the non-C ABIs have none.
     */
    INT128("__int128", 16, true, false),
    /** {@code unsigned __int128} ({@code __uint128_t}). */
    UINT128("unsigned __int128", 16, false, false),
    /** IEEE 754 binary16 ({@code float16_t}; {@code half} in OpenCL and Metal). */
    FLOAT16("float16_t", 2, true, true),
    /** IEEE 754 binary32 ({@code float}). */
    FLOAT32("float", 4, true, true),
    /** IEEE 754 binary64 ({@code double}). */
    FLOAT64("double", 8, true, true),
    /** C {@code _Bool}/{@code bool}; 1 byte in C ABIs, a 4-byte {@code uint} in GPU blocks. */
    BOOL("bool", 0, false, false),
    /** C {@code long}: 8 bytes on LP64, 4 on LLP64 and 32-bit targets. */
    LONG("long", 0, true, false),
    /** C {@code unsigned long}. */
    ULONG("unsigned long", 0, false, false),
    /** C {@code long double}: x87 80-bit in 16 bytes on x86-64 SysV, quad on AArch64, double on MSVC. */
    LONG_DOUBLE("long double", 0, true, true),
    /** C {@code size_t}: pointer-sized, unsigned. */
    SIZE_T("size_t", 0, false, false),
    /** C {@code ptrdiff_t}/{@code intptr_t}/{@code ssize_t}: pointer-sized, signed. */
    INTPTR("intptr_t", 0, true, false),
    /** C {@code uintptr_t}: pointer-sized, unsigned. */
    UINTPTR("uintptr_t", 0, false, false);

    private final String typeName;
    private final int fixedSize;
    private final boolean signed;
    private final boolean floatingPoint;

    Scalar(String typeName, int fixedSize, boolean signed, boolean floatingPoint) {
        this.typeName = typeName;
        this.fixedSize = fixedSize;
        this.signed = signed;
        this.floatingPoint = floatingPoint;
    }

    @Override
    public String typeName() {
        return typeName;
    }

    /** {@return the size in bytes when it is the same under every ABI, else 0 (the ABI decides)} */
    public int fixedByteSize() {
        return fixedSize;
    }

    /** {@return true when the ABI decides the size ({@code long}, {@code long double}, pointer-sized, {@code bool})} */
    public boolean isAbiSized() {
        return fixedSize == 0;
    }

    /** {@return whether the type holds negative values: the signed integers and the floating-point types} */
    public boolean isSigned() {
        return signed;
    }

    /** {@return whether this is a floating-point type, {@code long double} included} */
    public boolean isFloatingPoint() {
        return floatingPoint;
    }

    /** {@return whether this is an integer type: neither floating-point nor {@code bool}} */
    public boolean isInteger() {
        return !floatingPoint && this != BOOL;
    }
}
