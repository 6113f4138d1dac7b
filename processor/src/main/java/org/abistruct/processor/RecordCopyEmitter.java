package org.abistruct.processor;

import java.util.List;
import java.util.Set;
import org.abistruct.type.MatrixType;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * {@code get()} and {@code set(value)}: the whole struct copied out into a new value of its declaring record, and
 * in from one, through the view's own accessors. So a value read under one ABI can be written under another
 * ({@code gpu.set(host.get())}). Not a hot path: {@code get()} allocates the record and its arrays, and
 * {@code set} writes into a scratch copy first, so that a value that does not fit leaves the struct as it was.
 */
final class RecordCopyEmitter {
    private RecordCopyEmitter() {
    }

    static void emit(CodeWriter w, StructModel s) {
        String record = s.valueReferenceFrom(s.packageName());
        List<String> index = indexNames(s);
        get(w, s, record, index);
        set(w, s, record, index);
    }

    private static void get(CodeWriter w, StructModel s, String record, List<String> index) {
        w.javadoc("Reads every member into a new {@code " + record + "}: arrays, vectors and matrices into new Java arrays,",
                "nested structs into their own records.",
                "",
                "@return the struct's value");
        w.open("public final %s get()", record);
        var args = new java.util.ArrayList<String>();
        for (MemberModel m : s.members()) {
            String name = m.name();
            String type = javaType(s, m);
            if (!m.isArray()) {
                w.line("%s %s = %s;", type, name, read(m, ""));
            } else {
                List<Long> dims = m.dims();
                var alloc = new StringBuilder("new ").append(elementType(s, m));
                dims.forEach(d -> alloc.append('[').append(d).append(']'));
                alloc.append("[]".repeat(componentDims(m)));
                w.line("%s %s = %s;", type, name, alloc);
                if (m.leaf() instanceof StructType || componentDims(m) > 0 || dims.size() > 1) {
                    ArrayEmitter.loops(w, dims, index);
                    w.line("%s%s = %s;", name, subscript(dims.size(), index), read(m, arguments(dims.size(), index)));
                    ArrayEmitter.closeLoops(w, dims);
                } else {
                    w.line("%s(%s);", MemberNames.copyTo(m), name);
                }
            }
            args.add(name);
        }
        w.line(wrapArguments("return new " + record + "(", args, ");"));
        w.close();
        w.blank();
    }

    private static void set(CodeWriter w, StructModel s, String record, List<String> index) {
        String self = s.className();
        w.javadoc("Writes every member from {@code value}, as its setters would, but all or nothing: the members go to a",
                "scratch copy of this struct first and reach its memory only once every one of them was written. Array,",
                "vector and matrix components of {@code value} longer than the member have their extra elements ignored.",
                "",
                "@param value the struct's new value",
                "@return this view",
                "@throws NullPointerException if {@code value}, or an array or record in it, is {@code null}",
                "@throws IllegalArgumentException if an array in {@code value} is shorter than its member, or an ABI-sized",
                "        integer ({@code long}, {@code size_t}, a pointer) does not fit in 4 bytes under a 4-byte ABI; then",
                "        nothing is written");
        w.open("public final %s set(%s value)", self, record);
        w.line("Objects.requireNonNull(value, \"value\");");
        w.open("try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined())");
        w.line("MemorySegment scratch = arena.allocate(byteSize(), l.alignment);");
        w.line("MemorySegment.copy(segment(), 0, scratch, 0, byteSize());");
        w.line("%s staged = wrap(scratch, 0, l);", self);
        for (MemberModel m : s.members()) {
            String from = "value." + m.name() + "()";
            String name = Names.literal(m.name());
            List<Long> dims = m.dims();
            if (!m.isArray()) {
                w.line("%s;", write(m, "", present(m, name, null, from)));
                continue;
            }
            String whole = "Checks.present(" + name + ", " + from + ")";
            if (dims.size() == 1 && !(m.leaf() instanceof StructType) && componentDims(m) == 0) {
                w.line("%s;", write(m, "", whole));
                continue;
            }
            w.line("Checks.length(%s, %s.length, %d);", name, whole, dims.getFirst());
            for (int d = 0; d < dims.size(); d++) {
                w.open("for (int %1$s = 0; %1$s < %2$d; %1$s++)", index.get(d), dims.get(d));
                if (d + 1 < dims.size()) {
                    w.line("Checks.length(%s, Checks.present(%s, %s, %s%s).length, %d);", name, name, index.get(d), from,
                            subscript(d + 1, index), dims.get(d + 1));
                }
            }
            String element = present(m, name, index.get(dims.size() - 1), from + subscript(dims.size(), index));
            w.line("%s;", write(m, arguments(dims.size(), index), element));
            ArrayEmitter.closeLoops(w, dims);
        }
        w.line("MemorySegment.copy(scratch, 0, segment(), 0, byteSize());");
        w.close();
        w.line("return this;");
        w.close();
        w.blank();
    }

    /** {@code head a, b, ... tail}, with a line break after a comma wherever the line would pass 100 characters. */
    private static String wrapArguments(String head, List<String> args, String tail) {
        var text = new StringBuilder(head);
        int lineStart = 0;
        for (int a = 0; a < args.size(); a++) {
            String next = args.get(a) + (a < args.size() - 1 ? "," : tail);
            if (a > 0 && text.length() - lineStart + 1 + next.length() > 100) {
                text.append('\n');
                lineStart = text.length();
                text.append("        ");
            } else if (a > 0) {
                text.append(' ');
            }
            text.append(next);
        }
        return args.isEmpty() ? head + tail : text.toString();
    }

    /** The whole member (or the element the leading index arguments select), as a new Java value. */
    private static String read(MemberModel m, String args) {
        String bare = args.isEmpty() ? "" : args.substring(0, args.length() - 2);
        return switch (m.leaf()) {
            case StructType st -> m.name() + "(" + bare + ").get()";
            case VectorType v -> MemberNames.copyTo(m) + "(" + args + "new " + m.javaType() + "[" + v.length() + "])";
            case MatrixType mt -> MemberNames.copyTo(m) + "(" + args + "new " + m.javaType() + "["
                    + mt.columns() * mt.rows() + "])";
            default -> m.name() + "(" + bare + ")";
        };
    }

    /** {@code from}, checked for {@code null} when it is an array or a record (an element at {@code index}, if given). */
    private static String present(MemberModel m, String name, String index, String from) {
        if (m.javaType() != null && componentDims(m) == 0) {
            return from;
        }
        return "Checks.present(" + name + (index == null ? "" : ", " + index) + ", " + from + ")";
    }

    /** Writes {@code from} into the whole member (or the selected element) of the staged view. */
    private static String write(MemberModel m, String args, String from) {
        if (m.leaf() instanceof StructType) {
            String bare = args.isEmpty() ? "" : args.substring(0, args.length() - 2);
            return "staged." + m.name() + "(" + bare + ").set(" + from + ")";
        }
        return "staged." + m.name() + "(" + args + from + ")";
    }

    /** The Java type of the member's record component. */
    private static String javaType(StructModel s, MemberModel m) {
        return elementType(s, m) + "[]".repeat(m.dims().size() + componentDims(m));
    }

    private static String elementType(StructModel s, MemberModel m) {
        return m.nested() != null ? m.nested().valueReferenceFrom(s.packageName()) : m.javaType();
    }

    /** 1 for a vector or matrix, whose components are one Java array; 0 otherwise. */
    private static int componentDims(MemberModel m) {
        return m.leaf() instanceof VectorType || m.leaf() instanceof MatrixType ? 1 : 0;
    }

    /** {@code [i][j]} for the first {@code count} index names. */
    private static String subscript(int count, List<String> index) {
        var sb = new StringBuilder();
        for (int d = 0; d < count; d++) {
            sb.append('[').append(index.get(d)).append(']');
        }
        return sb.toString();
    }

    /** {@code "i, j, "}: the first {@code count} index names as leading arguments. */
    private static String arguments(int count, List<String> index) {
        var sb = new StringBuilder();
        for (int d = 0; d < count; d++) {
            sb.append(index.get(d)).append(", ");
        }
        return sb.toString();
    }

    /**
     * The loop variables, {@code i}, {@code j}, ... as accessors name their index parameters, unless a member takes
     * one of those names: {@code get()} declares a local per member.
     */
    private static List<String> indexNames(StructModel s) {
        int depth = s.members().stream().mapToInt(m -> m.dims().size()).max().orElse(0);
        Set<String> members = new java.util.HashSet<>();
        s.members().forEach(m -> members.add(m.name()));
        var names = new java.util.ArrayList<String>();
        for (int d = 0; d < depth; d++) {
            String name = Names.index(d);
            while (members.contains(name)) {
                name += "$";
            }
            names.add(name);
        }
        return names;
    }
}
