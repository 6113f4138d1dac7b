package org.abistruct.processor;

import java.util.Set;

/** Naming rules of the generated code. */
final class Names {
    /** Accessor names that would clash with methods the generated class inherits or declares. */
    static final Set<String> RESERVED_METHODS = Set.of(
            "address", "segment", "free", "close", "checkMovable", "byteSize", "layout", "boundLayout", "ownership", "describe",
            "moveTo", "manageWithCleaner", "toString", "hashCode", "equals", "getClass", "notify", "notifyAll",
            "wait", "clone", "finalize", "malloc", "calloc", "mallocManaged", "callocManaged", "allocate", "wrap",
            "mallocArray", "callocArray", "allocateArray", "wrapArray", "another", "create",
            "directPrototype", "directLayout", "prototype", "isDirect", "isAddressSpace", "get", "set", "setUnstaged");
    /**
     * Identifiers that are not keywords but may not name a class (JLS 3.9, TypeIdentifier): a generated class called
     * so would not compile.
     */
    static final Set<String> RESTRICTED_CLASS_NAMES = Set.of("permits", "record", "sealed", "var", "yield");
    /** The generated {@code Layout}'s field that caches its direct prototype. */
    static final String DIRECT_PROTOTYPE_FIELD = "direct$";
    /**
     * Fields a member's offset field in {@code Layout} must not hide or repeat: those of {@code BoundLayout}, and the
     * generated {@code Layout}'s own cache of its direct prototype.
     */
    private static final Set<String> RESERVED_LAYOUT_FIELDS =
            Set.of("abi", "layout", "size", "alignment", "swap", DIRECT_PROTOTYPE_FIELD);

    private Names() {
    }

    /** {@code lightCount} → {@code LIGHT_COUNT}. */
    static String constant(String name) {
        var sb = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c) && i > 0 && !Character.isUpperCase(name.charAt(i - 1)) && name.charAt(i - 1) != '_') {
                sb.append('_');
            }
            sb.append(Character.toUpperCase(c));
        }
        return sb.toString();
    }

    /** {@code position} → {@code Position}. */
    static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** The name of the offset field of member {@code name} in the generated {@code Layout}. */
    static String layoutField(String name) {
        return RESERVED_LAYOUT_FIELDS.contains(name) ? name + "Offset" : name;
    }

    /** A Java string literal. */
    static String literal(String s) {
        var sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                // other control characters as octal escapes: javac decodes a unicode escape before it reads the literal
                default -> sb.append(Character.isISOControl(c) && c < 0x100 ? String.format("\\%03o", (int) c) : c);
            }
        }
        return sb.append('"').toString();
    }

    /** Index parameter names: i, j, k, then i3, i4, ... */
    static String index(int dim) {
        return switch (dim) {
            case 0 -> "i";
            case 1 -> "j";
            case 2 -> "k";
            default -> "i" + dim;
        };
    }
}
