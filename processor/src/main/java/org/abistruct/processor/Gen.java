package org.abistruct.processor;

/**
 * What member emitters share while one class is written: the struct, the writer, and which of the three
 * forms of the accessors is being written. The generated class declares them ({@link Form#ABSTRACT}, with the
 * Javadoc); its {@code General} class implements them for any memory (offsets from the view's {@code Layout},
 * the view's segment, a byte swap when the ABI asks for one); its {@code Direct} class implements them for
 * native memory in the machine's byte order, with offsets that are constants of the class ({@link #ref}).
 */
record Gen(StructModel owner, CodeWriter w, Form form) {

    enum Form { ABSTRACT, GENERAL, DIRECT }

    /** The same class, writing accessors in {@code other} form. */
    Gen as(Form other) {
        return new Gen(owner, w, other);
    }

    private boolean direct() {
        return form == Form.DIRECT;
    }

    String self() {
        return owner.className();
    }

    String pkg() {
        return owner.packageName();
    }

    /** A number or nested layout of the view's layout: a field of {@code l}, or the direct class's constant. */
    String ref(String field) {
        return direct() ? LayoutFields.constant(field) : "l." + field;
    }

    /** The view's start: direct bodies decode their address (see {@link org.abistruct.runtime.Access#direct}). */
    String base() {
        return direct() ? "Access.direct(offset)" : "offset";
    }

    /** The segment argument of {@link org.abistruct.runtime.Access}: {@code null} (native) in direct bodies. */
    String segment() {
        return direct() ? "null" : "segment";
    }

    /**
     * The segment argument of a nested struct's {@code wrap} and {@code moveTo}: the address-space segment in direct
     * bodies, since those methods refuse {@code null}.
     */
    String wrapSegment() {
        return direct() ? "NativeMemory.EVERYTHING" : "segment";
    }

    /** The swap argument of {@link org.abistruct.runtime.Access}: never in direct bodies. */
    String swap() {
        return direct() ? "false" : "l.swap";
    }

    /**
     * The offset expression to use in an accessor body: as it is when it is a sum of fields and constants,
     * else (it checks indices) first stored in a local {@code o} so each access reads as one short line.
     */
    String at(String offset) {
        if (!offset.contains("Checks.")) {
            return offset;
        }
        w.statement("long o = " + offset + ";");
        return "o";
    }

    /** The Javadoc of an accessor's declaration; its implementations say they override it. */
    void doc(MemberModel m, String sentence, Site site, String... more) {
        if (form != Form.ABSTRACT) {
            w.line("@Override");
            return;
        }
        var lines = new java.util.ArrayList<String>();
        lines.add(sentence);
        lines.add(Docs.member(owner, m));
        var tags = new java.util.ArrayList<String>(site.paramDocs());
        for (String line : more) {
            if (!line.isEmpty()) {
                tags.add(line);
            }
        }
        tags.addAll(Docs.thrown(site, tags));
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
