package org.abistruct.schema;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.Position;
import org.abistruct.type.StructType;

/**
 * Prints struct models as schema text, in a randomly chosen but valid style (struct or typedef form,
 * pragma or attribute packing, alignas or trailing attributes, comments and indentation), and returns
 * the model the parser should read back, positions included.
 */
final class SchemaPrinter {
    /** The text and the types it declares, with the positions of their names. */
    record Printed(String text, List<StructType> expected) {
        @Override
        public String toString() {
            return "\n" + text;
        }
    }

    private final String file;
    private final Random style;
    private final List<String> lines = new ArrayList<>();
    private final Map<String, StructType> positioned = new HashMap<>();
    /** The types in the order the parser completes them: an anonymous member's before its enclosing type. */
    private final List<StructType> completed = new ArrayList<>();
    /** The struct being printed, after which its anonymous members' types are named. */
    private String enclosing;
    private int macros;

    private SchemaPrinter(String file, Random style) {
        this.file = file;
        this.style = style;
    }

    static Printed print(List<StructType> types, String file, Random style) {
        var printer = new SchemaPrinter(file, style);
        for (StructType t : types) {
            printer.struct(t);
        }
        return new Printed(String.join("\n", printer.lines) + "\n", printer.completed);
    }

    private StructType struct(StructType t) {
        enclosing = t.name();
        boolean packAttribute = t.packed();
        boolean typedefForm = style.nextInt(3) == 0;
        if (t.pack() != 0) {
            lines.add("#pragma pack(push, " + t.pack() + ")");
        }
        String head = (typedefForm ? "typedef " : "") + t.kind() + " " + (packAttribute ? "__attribute__((packed)) " : "");
        Position namePosition = null;
        if (typedefForm) {
            // with the tag, which the members of later structs name (struct S1 m;): a typedef name is not one
            lines.add(head + t.name() + " {");
        } else {
            namePosition = at(head);
            lines.add(head + t.name() + " {");
        }
        List<Member> members = new ArrayList<>();
        for (Member m : t.members()) {
            if (style.nextInt(5) == 0) {
                lines.add(style.nextBoolean() ? "  // a comment" : "  /* a comment */");
            }
            members.add(member(m));
        }
        String align = t.alignAs() != 0 ? " __attribute__((aligned(" + t.alignAs() + ")))" : "";
        if (typedefForm) {
            String tail = "}" + align + " ";
            namePosition = at(tail);
            lines.add(tail + t.name() + ";");
        } else {
            lines.add("}" + align + ";");
        }
        if (t.pack() != 0) {
            lines.add("#pragma pack(pop)");
        }
        var result = new StructType(t.name(), t.isUnion(), members, t.pack(), t.alignAs(), namePosition, t.packed());
        positioned.put(t.name(), result);
        completed.add(result);
        return result;
    }

    /**
     * {@code [_Alignas(N)] struct [__attribute__((packed))] { ... } [__attribute__((aligned(N)))];}, whose type the
     * parser names after the enclosing struct and the keyword's place.
     */
    private Member anonymous(Member m) {
        StructType t = (StructType) m.type();
        String head = " ".repeat(1 + style.nextInt(4)) + (m.alignAs() != 0 ? "_Alignas(" + constant(m.alignAs()) + ") " : "");
        Position keyword = at(head);
        lines.add(head + t.kind() + (t.packed() ? " __attribute__((packed))" : "") + " {");
        List<Member> members = new ArrayList<>();
        for (Member inner : t.members()) {
            members.add(member(inner));
        }
        lines.add("}" + (t.alignAs() != 0 ? " __attribute__((aligned(" + t.alignAs() + ")))" : "") + ";");
        String name = enclosing + "::(anonymous at " + keyword.line() + ":" + keyword.column() + ")";
        var type = new StructType(name, t.isUnion(), members, t.pack(), t.alignAs(), keyword, t.packed());
        completed.add(type);
        return new Member("", type, name, Member.NOT_A_BITFIELD, m.alignAs(), keyword);
    }

    private Member member(Member m) {
        if (m.isAnonymous()) {
            return anonymous(m);
        }
        // constants first: spelling one may add a #define line before the member's
        String align = m.alignAs() != 0 ? constant(m.alignAs()) : null;
        var dims = new ArrayList<String>();
        for (DataType t = m.type(); t instanceof ArrayType a; t = a.element()) {
            dims.add(a.isRuntimeSized() ? "" : constant(a.length()));
        }
        String width = m.isBitfield() ? constant(m.bitWidth()) : null;
        var line = new StringBuilder(" ".repeat(1 + style.nextInt(4)));
        boolean trailingAlign = m.alignAs() != 0 && style.nextBoolean();
        // the parser keeps where an alignas is written (an attribute's place is not kept)
        Position alignas = Position.NONE;
        if (m.alignAs() != 0 && !trailingAlign) {
            alignas = at(line.toString());
            line.append(style.nextBoolean() ? "alignas(" : "_Alignas(").append(align).append(") ");
        }
        DataType leaf = m.type() instanceof ArrayType a ? a.leafElement() : m.type();
        if (leaf instanceof MatrixType matrix && matrix.rowMajor()) {
            line.append(style.nextBoolean() ? "layout(row_major) " : "row_major ");
        }
        line.append(m.typeName()).append(' ');
        // A member's position is its name's; an unnamed bitfield's is its colon's.
        Position position = at(line.toString());
        line.append(m.name());
        dims.forEach(d -> line.append('[').append(d).append(']'));
        if (trailingAlign) {
            line.append(" __attribute__((aligned(").append(align).append(")))");
        }
        if (m.isBitfield()) {
            line.append(m.name().isEmpty() ? ": " : " : ").append(width);
        }
        line.append(';');
        lines.add(line.toString());
        return new Member(m.name(), rewrite(m.type()), m.typeName(), m.bitWidth(), m.alignAs(), 0, position, alignas);
    }

    /**
     * A constant expression of value {@code v}: the number, or the same value spelled in hex, as arithmetic, through
     * a conditional, or through a macro whose {@code #define} line this adds.
     */
    private String constant(long v) {
        return switch (style.nextInt(8)) {
            case 0 -> "0x" + Long.toHexString(v);
            case 1 -> "(" + (v + 3) + " - 3)";
            case 2 -> v < 1 << 30 ? (v * 2) + " / 2" : Long.toString(v);
            case 3 -> "1 ? " + v + " : 0";
            case 4 -> {
                String name = "K" + macros++;
                lines.add("#define " + name + " (" + v + ")");
                yield name;
            }
            default -> Long.toString(v);
        };
    }

    /** The position of the text that follows {@code prefix} on the next line. */
    private Position at(String prefix) {
        return new Position(file, lines.size() + 1, prefix.length() + 1);
    }

    /** The type with each struct replaced by its positioned version. */
    private DataType rewrite(DataType t) {
        if (t instanceof ArrayType a) {
            return new ArrayType(rewrite(a.element()), a.length());
        }
        if (t instanceof StructType s) {
            return positioned.get(s.name());
        }
        return t;
    }
}
