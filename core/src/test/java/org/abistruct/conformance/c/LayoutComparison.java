package org.abistruct.conformance.c;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.abistruct.conformance.c.CEmitter.Probe;
import org.abistruct.conformance.c.CEmitter.ProbeKind;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;

/**
 * Compares one engine layout with clang's: size, alignment, every member's offset (bit offset for
 * bitfields), size, array dimensions and strides, matrix stride, and the nested struct's size.
 */
final class LayoutComparison {
    private LayoutComparison() {
    }

    /** The differences, one line each ({@code what: clang X, engine Y}); empty when they agree. */
    static List<String> differences(StructType type, ClangTypeLayout clang, Map<String, ClangRecordLayout> dump,
                                    StructLayout engine) {
        var out = new ArrayList<String>();
        ClangRecordLayout record = clang.record();
        check(out, "size", record.byteSize(), engine.byteSize());
        check(out, "alignment", record.byteAlignment(), engine.byteAlignment());
        if (engine.members().size() != type.members().size() || record.fieldOffsets().size() != type.members().size()) {
            out.add("member count: declared " + type.members().size() + ", clang " + record.fieldOffsets().size()
                    + ", engine " + engine.members().size());
            return out;
        }
        for (int i = 0; i < type.members().size(); i++) {
            Member member = type.members().get(i);
            MemberLayout actual = engine.members().get(i);
            String name = member.name().isEmpty() ? "<unnamed #" + i + ">" : member.name();
            long clangBits = record.fieldOffsets().get(i);
            if (member.isBitfield()) {
                // a zero-width bitfield holds no bits: only its effect on the next member is observable
                if (member.bitWidth() != 0) {
                    check(out, name + " bitOffset", clangBits, actual.bitOffset());
                    check(out, name + " bitWidth", member.bitWidth(), actual.bitWidth());
                }
                continue;
            }
            check(out, name + " offset", clangBits / 8, actual.byteOffset());
            compareShape(out, name, member.type(), i, clang, actual);
            compareNested(out, name, member.type(), dump, actual);
        }
        return out;
    }

    private static void compareShape(List<String> out, String name, DataType type, int index, ClangTypeLayout clang,
                                     MemberLayout actual) {
        boolean runtimeSized = type instanceof ArrayType a && a.isRuntimeSized();
        // MemberLayout documents a runtime-sized array as spanning 0 bytes; C's sizeof cannot measure it
        long expectedSize = runtimeSized ? 0 : clang.probed(new Probe(index, ProbeKind.MEMBER_SIZE, 0));
        check(out, name + " size", expectedSize, actual.byteSize());
        var dims = new ArrayList<Long>();
        var strides = new ArrayList<Long>();
        DataType t = type;
        while (t instanceof ArrayType a) {
            dims.add(a.isRuntimeSized() ? 0 : a.length());
            strides.add(clang.probed(new Probe(index, ProbeKind.ARRAY_STRIDE, dims.size() - 1)));
            t = a.element();
        }
        if (!dims.equals(actual.arrayDims())) {
            out.add(name + " arrayDims: declared " + dims + ", engine " + actual.arrayDims());
        } else if (!strides.equals(actual.arrayStrides())) {
            out.add(name + " arrayStrides: clang " + strides + ", engine " + actual.arrayStrides());
        }
        if (t instanceof MatrixType m) {
            check(out, name + " matrixStride", clang.probed(new Probe(index, ProbeKind.MATRIX_STRIDE, dims.size())),
                    actual.matrixStride());
            if (actual.rowMajor() != m.rowMajor()) {
                out.add(name + " rowMajor: declared " + m.rowMajor() + ", engine " + actual.rowMajor());
            }
        }
    }

    private static void compareNested(List<String> out, String name, DataType type, Map<String, ClangRecordLayout> dump,
                                      MemberLayout actual) {
        DataType leaf = type instanceof ArrayType a ? a.leafElement() : type;
        if (!(leaf instanceof StructType s)) {
            return;
        }
        if (actual.nested() == null) {
            out.add(name + " nested: engine gives no layout for " + s.kind() + " " + s.name());
            return;
        }
        ClangRecordLayout record = dump.get(s.kind() + " " + s.name());
        check(out, name + " nested " + s.name() + " size", record.byteSize(), actual.nested().byteSize());
        check(out, name + " nested " + s.name() + " alignment", record.byteAlignment(), actual.nested().byteAlignment());
    }

    private static void check(List<String> out, String what, long clang, long engine) {
        if (clang != engine) {
            out.add(what + ": clang " + clang + ", engine " + engine);
        }
    }
}
