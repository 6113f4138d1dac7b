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
 * {@code set} writes into a scratch copy first, so that a value that does not fit leaves the struct as it was. Nested
 * structs are written into that copy by their own classes' {@code setUnstaged}, which makes no copy of its own.
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

    /**
     * The local holding member {@code m} in {@code get()} and {@code set(value)}: its name and a {@code $}, which no
     * name the generated code uses ({@code value}, {@code Checks}, {@code java}, {@code yield}, ...) ends with.
     */
    private static String local(MemberModel m) {
        return m.name() + "$";
    }

    /**
     * The view that {@code set(value)} moves over the elements of a nested-struct array member: the member's name and
     * {@code $view}, an ending no other local has (member locals end in {@code $}, loop variables in a letter, a digit
     * or a {@code $}, and the fixed names have no {@code $}).
     */
    private static String elementView(MemberModel m) {
        return local(m) + "view";
    }

    private static void get(CodeWriter w, StructModel s, String record, List<String> index) {
        w.javadoc("Reads every member into a new {@code " + record + "}: arrays, vectors and matrices into new Java arrays,",
                "nested structs into their own records.",
                "",
                "@return the struct's value");
        // the record's accessors and constructor may be deprecated; that is the declaration's business
        w.line("@SuppressWarnings({\"deprecation\", \"removal\"})");
        w.open("public final %s get()", record);
        var args = new java.util.ArrayList<String>();
        for (MemberModel m : s.members()) {
            String local = local(m);
            String type = javaType(s, m);
            if (!m.isArray()) {
                w.line("%s %s = %s;", type, local, read(m, ""));
            } else {
                List<Long> dims = m.dims();
                var alloc = new StringBuilder("new ").append(elementType(s, m));
                dims.forEach(d -> alloc.append('[').append(d).append(']'));
                alloc.append("[]".repeat(componentDims(m)));
                if (m.leaf() instanceof StructType || componentDims(m) > 0 || dims.size() > 1) {
                    w.line("%s %s = %s;", type, local, alloc);
                    ArrayEmitter.loops(w, dims, index);
                    w.line("%s%s = %s;", local, subscript(dims.size(), index), read(m, arguments(dims.size(), index)));
                    ArrayEmitter.closeLoops(w, dims);
                } else {
                    w.line("%s %s = this.%s(%s);", type, local, MemberNames.copyTo(m), alloc);
                }
            }
            args.add(local);
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
        w.line("@SuppressWarnings({\"deprecation\", \"removal\"})");
        w.open("public final %s set(%s value)", self, record);
        w.line("Objects.requireNonNull(value, \"value\");");
        readComponents(w, s);
        w.open("try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined())");
        w.line("MemorySegment scratch = arena.allocate(byteSize(), l.alignment);");
        w.line("MemorySegment.copy(segment(), 0, scratch, 0, byteSize());");
        w.line("%s staged = wrap(scratch, 0, l);", self);
        for (MemberModel m : s.members()) {
            writeMember(w, s, m, index, "staged");
        }
        w.line("MemorySegment.copy(scratch, 0, segment(), 0, byteSize());");
        w.close();
        w.line("return this;");
        w.close();
        w.blank();
        setUnstaged(w, s, record, index);
    }

    /**
     * {@code set(value)}'s writes straight into this view, for an enclosing struct's {@code set}: its nested structs
     * are inside its own scratch copy already. The same statements as in {@code set}, which keeps its own copy of
     * them so that C2 can inline them there and allocate neither the scratch view nor the arena.
     */
    private static void setUnstaged(CodeWriter w, StructModel s, String record, List<String> index) {
        w.javadoc("{@link #set} without its scratch copy, for the {@code set} of a struct that holds this one: the members",
                "go straight to this view's memory, so a value that does not fit leaves them partly written. Call",
                "{@link #set} instead.",
                "",
                "@param untyped a {@code " + record + "}");
        w.line("@Override");
        w.line("@SuppressWarnings({\"deprecation\", \"removal\"})");
        w.open("protected final void setUnstaged(java.lang.Record untyped)");
        w.line("%s value = (%s) untyped;", record, record);
        readComponents(w, s);
        for (MemberModel m : s.members()) {
            writeMember(w, s, m, index, "this");
        }
        w.close();
        w.blank();
    }

    /** Each component of {@code value} into its local, read once: a record may copy its arrays in every call. */
    private static void readComponents(CodeWriter w, StructModel s) {
        for (MemberModel m : s.members()) {
            String from = "value." + m.name() + "()";
            boolean reference = m.isArray() || m.javaType() == null || componentDims(m) > 0;
            w.line("%s %s = %s;", javaType(s, m), local(m),
                    reference ? "Checks.present(" + Names.literal(m.name()) + ", " + from + ")" : from);
        }
    }

    /**
     * The statements that write member {@code m} of {@code target} from its local, with the checks its setters lack.
     * A nested struct is written with {@code setUnstaged}, through one view moved from element to element.
     */
    private static void writeMember(CodeWriter w, StructModel s, MemberModel m, List<String> index, String target) {
        String name = Names.literal(m.name());
        String local = local(m);
        List<Long> dims = m.dims();
        boolean struct = m.leaf() instanceof StructType;
        if (!m.isArray() || dims.size() == 1 && !struct && componentDims(m) == 0) {
            if (struct) {
                w.open("try");
                w.line("setUnstaged(%s.%s(), %s);", target, m.name(), local);
                catchNested(w, name, "");
            } else {
                w.line("%s.%s(%s);", target, m.name(), local);
            }
            return;
        }
        w.line("Checks.length(%s, %s.length, %d);", name, local, dims.getFirst());
        String view = elementView(m);
        if (struct) {
            w.line("%s %s = %s.%s(%s);", m.nested().referenceFrom(s.packageName()), view, target, m.name(),
                    String.join(", ", java.util.Collections.nCopies(dims.size(), "0")));
        }
        for (int d = 0; d < dims.size(); d++) {
            w.open("for (int %1$s = 0; %1$s < %2$d; %1$s++)", index.get(d), dims.get(d));
            if (d + 1 < dims.size()) {
                lengthAt(w, name, local, index, d + 1, dims.get(d + 1));
            }
        }
        String element = local + subscript(dims.size(), index);
        String at = String.join(", ", index.subList(0, dims.size()));
        String args = arguments(dims.size(), index);
        if (struct) {
            w.line("Checks.present(%s, %s, %s);", name, element, at);
            w.open("try");
            w.line("setUnstaged(%s.%s(%s%s), %s);", target, m.name(), args, view, element);
            catchNested(w, name, ", " + at);
        } else if (componentDims(m) > 0) {
            lengthAt(w, name, local, index, dims.size(), components(m));
            w.line("%s.%s(%s%s);", target, m.name(), args, element);
        } else {
            w.line("%s.%s(%s%s);", target, m.name(), args, element);
        }
        ArrayEmitter.closeLoops(w, dims);
    }

    /** Checks that {@code local[i]...[index of depth]} is present and holds at least {@code length} elements. */
    private static void lengthAt(CodeWriter w, String name, String local, List<String> index, int depth, long length) {
        String at = String.join(", ", index.subList(0, depth));
        w.line("Checks.lengthAt(%s, Checks.present(%s, %s%s, %s).length, %d, %s);", name, name, local,
                subscript(depth, index), at, length, at);
    }

    /**
     * Closes a {@code try} around a nested struct's {@code set}: an exception of AbiStruct's own checks gets the
     * member's path in front of its message; any other (a record accessor's own) passes through as it is.
     */
    private static void catchNested(CodeWriter w, String name, String indexArgs) {
        w.next("catch (IllegalArgumentException | NullPointerException e)");
        w.line("throw Checks.inMember(%s, e%s);", name, indexArgs);
        w.close();
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
        // qualified: an unqualified call of a method named yield does not compile
        return switch (m.leaf()) {
            case StructType st -> "this." + m.name() + "(" + bare + ").get()";
            case VectorType _, MatrixType _ -> "this." + MemberNames.copyTo(m) + "(" + args + "new " + m.javaType() + "["
                    + components(m) + "])";
            default -> "this." + m.name() + "(" + bare + ")";
        };
    }

    /** The Java type of the member's record component. */
    private static String javaType(StructModel s, MemberModel m) {
        return elementType(s, m) + "[]".repeat(m.dims().size() + componentDims(m));
    }

    private static String elementType(StructModel s, MemberModel m) {
        return m.nested() != null ? m.nested().valueReferenceFrom(s.packageName()) : m.javaType();
    }

    /** The components of a vector or matrix member. */
    private static long components(MemberModel m) {
        return switch (m.leaf()) {
            case VectorType v -> v.length();
            case MatrixType mt -> (long) mt.columns() * mt.rows();
            default -> throw new IllegalArgumentException(m.name() + " is not a vector or matrix");
        };
    }

    private static int componentDims(MemberModel m) {
        return JavaTypes.componentDims(m.leaf());
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
     * The loop variables, {@code i}, {@code j}, ... as accessors name their index parameters, unless a member or its
     * local takes one of those names.
     */
    private static List<String> indexNames(StructModel s) {
        int depth = s.members().stream().mapToInt(m -> m.dims().size()).max().orElse(0);
        Set<String> members = new java.util.HashSet<>();
        s.members().forEach(m -> {
            members.add(m.name());
            members.add(local(m));
        });
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
