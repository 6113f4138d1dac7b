package org.abistruct.conformance.c;

import static org.abistruct.type.Scalar.BOOL;
import static org.abistruct.type.Scalar.FLOAT16;
import static org.abistruct.type.Scalar.FLOAT32;
import static org.abistruct.type.Scalar.FLOAT64;
import static org.abistruct.type.Scalar.INT128;
import static org.abistruct.type.Scalar.INT16;
import static org.abistruct.type.Scalar.INT32;
import static org.abistruct.type.Scalar.INT64;
import static org.abistruct.type.Scalar.INT8;
import static org.abistruct.type.Scalar.INTPTR;
import static org.abistruct.type.Scalar.LONG;
import static org.abistruct.type.Scalar.LONG_DOUBLE;
import static org.abistruct.type.Scalar.SIZE_T;
import static org.abistruct.type.Scalar.UINT128;
import static org.abistruct.type.Scalar.UINT16;
import static org.abistruct.type.Scalar.UINT32;
import static org.abistruct.type.Scalar.UINT64;
import static org.abistruct.type.Scalar.UINT8;
import static org.abistruct.type.Scalar.UINTPTR;
import static org.abistruct.type.Scalar.ULONG;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.abistruct.type.Scalar;

/**
 * One C-family ABI as clang sees it: the command that makes clang lay out a file under that ABI, and
 * what declarations the ABI can hold (so the generator only produces types the ABI accepts).
 *
 * @param abiId             the AbiStruct ABI id
 * @param clangOptions      clang options selecting the target (and language, for OpenCL)
 * @param sourceSuffix      {@code .c} or {@code .cl}
 * @param openCl            whether declarations are spelled in OpenCL C (native vector types)
 * @param everyStructPacked whether the whole file is under {@code #pragma pack(1)} (the {@code packed} ABI)
 * @param scalars           scalar kinds a member may have
 * @param vectorComponents  scalar kinds a vector or array component may have
 * @param matrixComponents  scalar kinds a matrix component may have (empty: no matrices)
 * @param bitfieldTypes     declared types a bitfield may have (empty: no bitfields)
 * @param longBits          the width of {@code long} (bounds bitfield widths)
 * @param perStructPack     whether structs may carry their own {@code #pragma pack(n)}
 * @param alignAs           whether members and structs may carry explicit alignment
 */
record CTarget(String abiId, List<String> clangOptions, String sourceSuffix, boolean openCl, boolean everyStructPacked,
               Set<Scalar> scalars, Set<Scalar> vectorComponents, Set<Scalar> matrixComponents,
               Set<Scalar> bitfieldTypes, int longBits, boolean perStructPack, boolean alignAs) {

    private static final Set<Scalar> C_SCALARS = Set.of(INT8, UINT8, INT16, UINT16, INT32, UINT32, INT64, UINT64,
            FLOAT32, FLOAT64, BOOL, LONG, ULONG, LONG_DOUBLE, SIZE_T, INTPTR, UINTPTR);
    private static final Set<Scalar> C_COMPONENTS = Set.of(INT8, UINT8, INT16, UINT16, INT32, UINT32, INT64, UINT64,
            FLOAT32, FLOAT64, BOOL);
    private static final Set<Scalar> C_BITFIELD_TYPES = Set.of(INT8, UINT8, INT16, UINT16, INT32, UINT32, INT64,
            UINT64, LONG, ULONG, BOOL);

    /** The ids of {@link #all()}, for parameterized tests. */
    static final List<String> IDS = all().stream().map(CTarget::abiId).toList();

    /** The clang-checked C ABIs in the order of the table, then {@code packed} and {@code opencl}. */
    static List<CTarget> all() {
        return List.of(
                c("x86_64-sysv", "x86_64-linux-gnu", 64, false, true),
                c("x86_64-msvc", "x86_64-pc-windows-msvc", 32, false, true),
                // clang 14 accepts _Float16 only on AArch64 among these targets
                c("aarch64", "aarch64-linux-gnu", 64, true, true),
                c("aarch64-apple", "arm64-apple-macos", 64, true, true),
                c("aarch64-msvc", "aarch64-pc-windows-msvc", 32, true, true),
                c("riscv64", "riscv64-linux-gnu", 64, true, true),
                c("ppc64le", "powerpc64le-linux-gnu", 64, false, true),
                // no __int128: clang 14 aligns it to 16 on s390x, GCC to 8, as the ABI does (Int128ClangTest)
                c("s390x", "s390x-linux-gnu", 64, false, false),
                c("arm32", "armv7a-linux-gnueabihf", 32, false, false),
                c("i386-sysv", "i386-linux-gnu", 32, false, false),
                c("i386-msvc", "i686-pc-windows-msvc", 32, false, false),
                // packed: x86-64 SysV with the whole file under #pragma pack(1), which caps a member's
                // alignas (a struct's own aligned attribute still counts); per-struct pack is left out
                new CTarget("packed", targetOptions("x86_64-linux-gnu"), ".c", false, true,
                        with128(C_SCALARS), C_COMPONENTS, Set.of(FLOAT32, FLOAT64), with128(C_BITFIELD_TYPES), 64,
                        false, true),
                // OpenCL C: no long double and no bitfields (OpenCL C 3.0 "Restrictions"), and no matrix
                // type (the engine rejects matrices for opencl and asks for an array of vectors)
                new CTarget("opencl", List.of("-x", "cl", "-cl-std=CL2.0", "-target", "spir64"), ".cl", true, false,
                        Set.of(INT8, UINT8, INT16, UINT16, INT32, UINT32, INT64, UINT64, FLOAT16, FLOAT32, FLOAT64,
                                BOOL, LONG, ULONG, SIZE_T, INTPTR, UINTPTR),
                        Set.of(INT8, UINT8, INT16, UINT16, INT32, UINT32, INT64, UINT64, FLOAT16, FLOAT32, FLOAT64),
                        Set.of(), Set.of(), 64, true, true));
    }

    static CTarget of(String abiId) {
        return all().stream().filter(t -> t.abiId.equals(abiId)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no clang target for ABI " + abiId));
    }

    /** {@code scalars} and the 128-bit integers, which clang has on the targets with 64-bit pointers. */
    private static Set<Scalar> with128(Set<Scalar> scalars) {
        var with = new java.util.HashSet<>(scalars);
        with.addAll(List.of(INT128, UINT128));
        return Set.copyOf(with);
    }

    private static CTarget c(String abiId, String triple, int longBits, boolean float16, boolean int128) {
        var scalars = new ArrayList<>(C_SCALARS);
        var components = new ArrayList<>(C_COMPONENTS);
        var matrixComponents = new ArrayList<>(List.of(FLOAT32, FLOAT64));
        if (int128) {
            // clang has __int128 only with 64-bit pointers; no vector or matrix has it as a component
            scalars.addAll(List.of(INT128, UINT128));
        }
        if (float16) {
            scalars.add(FLOAT16);
            components.add(FLOAT16);
            matrixComponents.add(FLOAT16);
        }
        return new CTarget(abiId, targetOptions(triple), ".c", false, false, Set.copyOf(scalars),
                Set.copyOf(components), Set.copyOf(matrixComponents), int128 ? with128(C_BITFIELD_TYPES) : C_BITFIELD_TYPES, longBits, true, true);
    }

    private static List<String> targetOptions(String triple) {
        return List.of("-target", triple, "-std=c11");
    }

    /** The full clang command that dumps the record layouts of {@code file}. */
    List<String> dumpCommand(String file) {
        var command = new ArrayList<String>();
        command.add("clang");
        command.addAll(clangOptions);
        command.addAll(List.of("-fsyntax-only", "-Xclang", "-fdump-record-layouts-simple", file));
        return command;
    }

    /** The number of bits a bitfield of declared type {@code type} may have at most. */
    int bitsOf(Scalar type) {
        return switch (type) {
            case BOOL -> 1;
            case LONG, ULONG -> longBits;
            default -> type.fixedByteSize() * 8;
        };
    }

    @Override
    public String toString() {
        return abiId;
    }
}
