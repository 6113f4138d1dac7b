package org.abistruct.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;

/**
 * A {@code @Type} value with a C23 attribute among or after its type's words ({@code "int [[gnu::aligned(8)]]"}). There
 * the attribute is the type's, which clang refuses, and the schema parser's advice (write it before the declaration, or
 * after the name declared) speaks of a declaration and a name the value does not have. Written first, where it is the
 * member's, the value says what the user meant: an alignment, which {@code @Align} gives, or an attribute that is no
 * part of the type.
 */
final class AttributesAfterType {
    /** A C23 attribute specifier: '[' '[' and ']' ']' are two tokens each, which white space may part. */
    static final Pattern ATTRIBUTE = Pattern.compile("(?s)\\[\\s*\\[.*?]\\s*]");

    private AttributesAfterType() {
    }

    /**
     * The refusal of {@code spelled} in terms of what to write, or {@code null} when its attributes all stand first, one
     * stands before a {@code *} (it is the pointee's, no member's), or the value with them first is no type either: the
     * parser's reason then stands.
     *
     * @param spelled the value as written
     * @param code    the value with its comments made spaces
     */
    static TypeSpelling.Parsed refusal(String spelled, String code) {
        List<String> attributes = new ArrayList<>();
        StringBuilder type = new StringBuilder(); // the value without its attributes, each a space
        Matcher m = ATTRIBUTE.matcher(code);
        int afterType = -1; // where the type's words leave off in type, at the first attribute after one of them
        while (m.find()) {
            m.appendReplacement(type, " ");
            if (afterType < 0 && !type.toString().isBlank()) {
                afterType = type.length();
            }
            attributes.add(m.group());
        }
        m.appendTail(type);
        if (afterType < 0 || type.indexOf("*", afterType) >= 0) {
            return null;
        }
        String first = String.join(" ", attributes) + " " + type.toString().trim().replaceAll("\\s+", " ");
        Member member;
        try {
            member = TypeSpelling.onlyMember(first);
        } catch (RuntimeException e) {
            return null;
        }
        if (member == null || member.type() instanceof StructType) {
            return null;
        }
        if (member.alignAs() != 0) {
            return TypeSpelling.alignment(spelled, member);
        }
        return TypeSpelling.Parsed.refused(spelled, "has an attribute after the type, where clang refuses it; write it"
                + " before the type: @Type(" + Names.literal(first) + ")");
    }
}
