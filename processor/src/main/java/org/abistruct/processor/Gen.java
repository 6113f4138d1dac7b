package org.abistruct.processor;

/**
 * What member emitters share while one class is written: the struct, the writer, and the generated class's
 * name (the return type of fluent setters).
 */
record Gen(StructModel owner, CodeWriter w) {

    String self() {
        return owner.className();
    }

    String pkg() {
        return owner.packageName();
    }

    /**
     * The offset expression to use in an accessor body, first stored in a local {@code o} so that each access
     * reads as one short line (offsets pick the default layout's constants or the view's fields, and may check
     * indexes).
     */
    String at(String offset) {
        if (!offset.contains("Checks.") && !offset.contains("DEFAULT_LAYOUT")) {
            return offset;
        }
        w.statement("long o = " + offset + ";");
        return "o";
    }

    /**
     * Javadoc for an accessor: the sentence, the member's description, then the tags ({@code @param} for the
     * index parameters and those in {@code more}, {@code @return}, {@code @throws}, in that order).
     */
    void doc(MemberModel m, String sentence, Site site, String... more) {
        var lines = new java.util.ArrayList<String>();
        lines.add(sentence);
        lines.add(Docs.member(owner, m));
        var tags = new java.util.ArrayList<String>(site.paramDocs());
        for (String line : more) {
            if (!line.isEmpty()) {
                tags.add(line);
            }
        }
        tags.sort(java.util.Comparator.comparingInt(Gen::tagOrder));
        if (!tags.isEmpty()) {
            lines.add("");
            lines.addAll(tags);
        }
        w.javadoc(lines.toArray(String[]::new));
    }

    private static int tagOrder(String tag) {
        return tag.startsWith("@param") ? 0 : tag.startsWith("@return") ? 1 : 2;
    }
}
