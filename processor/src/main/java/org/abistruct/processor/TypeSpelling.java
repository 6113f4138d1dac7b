package org.abistruct.processor;

import java.util.List;
import org.abistruct.AbiStructException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.schema.ShaderSpellings;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;

/**
 * Reads the value of {@code @Type}: exactly one type expression of the schema language ({@code "vec3"},
 * {@code "unsigned int"}, {@code "void *"}, {@code "row_major mat3"}). The schema parser reads it as the type of
 * the only member of a one-member struct; anything that makes that declaration say more (a second member or
 * struct, a bit-field, an alignment) is refused, and messages speak of the {@code @Type} value, never of that
 * scaffolding. A comment in the value is a space, as in C ({@link TypeComments}).
 */
final class TypeSpelling {
    private static final String STRUCT = "__AbiStructType";
    private static final String MEMBER = "__x";

    private TypeSpelling() {
    }

    /**
     * The parsed type, or the reason {@code spelled} is not one type.
     *
     * @param member the member whose type {@code spelled} is, or {@code null}
     * @param error  why there is none, a message that starts with {@code @Type("...")}, or {@code null}
     */
    record Parsed(Member member, String error) {
        static Parsed refused(String spelled, String why) {
            return new Parsed(null, "@Type(" + Names.literal(spelled) + ") " + why);
        }
    }

    static Parsed parse(String spelled) {
        if (spelled.isBlank()) {
            return Parsed.refused(spelled, "is empty; give a type name such as \"vec3\" or \"unsigned int\"");
        }
        // what the checks below look for is code: in a comment, as in C, it is none
        String code = TypeComments.code(spelled);
        if (code == null) {
            // the schema parser's message would speak of the end of its file, which the value is not
            return Parsed.refused(spelled, "is not a type AbiStruct knows: its /* comment has no */ to end it; close"
                    + " the comment or remove it");
        }
        if (code.isBlank()) {
            return Parsed.refused(spelled, "holds only a comment; give a type name such as \"vec3\" or \"unsigned"
                    + " int\"");
        }
        // and outside C23 attributes, whose '::' is no bit-field's ':' nor their '[[' an array's '['; the parser
        // reads them below ('[' '[' and ']' ']' are two tokens each, which white space may part)
        String outside = AttributesAfterType.ATTRIBUTE.matcher(code).replaceAll(" ");
        // the schema language's separators would end the member (or the struct) early and declare more
        if (outside.matches("(?s).*[;{},].*")) {
            return Parsed.refused(spelled, "is not one type: it may not contain ';', '{', '}' or ','; give a single type "
                    + "such as \"vec3\" or \"unsigned int\"");
        }
        // a bit-field needs a ':' and an array type a '[' (no typedef can be declared here), so the member parsed
        // below is neither
        if (outside.contains(":")) {
            return Parsed.refused(spelled, "declares a bit-field; @Struct members cannot be bit-fields");
        }
        // the abstract declarator of a pointer to an array or a function, "int (*)[4]": the member name would go inside
        // the parentheses, where the scaffolding below cannot put it (a "(...*)" with no "[" or "(" after it, as in
        // "_Atomic(int *)", is no such declarator)
        if (outside.matches("(?s).*\\([^()]*\\*[^()]*\\)\\s*[\\[(].*")) {
            return Parsed.refused(spelled, "is a pointer to an array or a function, which @Type cannot spell; declare it"
                    + " as a pointer: @Type(\"void *\") long");
        }
        if (outside.contains("[")) {
            return Parsed.refused(spelled, "is an array type; give the element type in @Type and the lengths in @Length");
        }
        Member member;
        try {
            member = onlyMember(code);
        } catch (AbiStructException e) {
            Parsed moved = AttributesAfterType.refusal(spelled, code);
            return moved != null ? moved : Parsed.refused(spelled, "is not a type AbiStruct knows"
                    + parseError(e.reason())
                    // a comment or attribute is no part of the spelling
                    + ShaderSpellings.hint(outside, "\"", "give @Type(%s)"));
        } catch (RuntimeException e) {
            return Parsed.refused(spelled, "is not a type AbiStruct knows");
        }
        if (member == null) {
            return Parsed.refused(spelled, "is not one type; give a single type such as \"vec3\" or \"unsigned int\"");
        }
        if (member.alignAs() != 0) {
            return alignment(spelled, member);
        }
        if (member.type() instanceof StructType) {
            return Parsed.refused(spelled, "names a struct; nest a @Struct record instead");
        }
        return new Parsed(member, null);
    }

    /**
     * The only member {@code code} declares as a type, or {@code null} when it declares more or other than one member.
     *
     * @param code the value with its comments made spaces
     * @throws AbiStructException if the schema parser refuses it
     */
    static Member onlyMember(String code) {
        // each on its own line, so that a # line in the value cannot swallow the scaffolding; the code, whose
        // comments are spaces, so that a // comment's line splice cannot either
        List<StructType> types = SchemaParser.parse("@Type", "struct " + STRUCT + " {\n" + code + "\n" + MEMBER
                + "; };").types();
        if (types.size() != 1 || !types.getFirst().name().equals(STRUCT) || types.getFirst().members().size() != 1
                || !types.getFirst().members().getFirst().name().equals(MEMBER)) {
            return null;
        }
        return types.getFirst().members().getFirst();
    }

    /** The refusal of a value that aligns its member: an alignment here would be dropped, as @Align gives the member's. */
    static Parsed alignment(String spelled, Member member) {
        return Parsed.refused(spelled, "gives an alignment; @Type takes only the type: put @Align(" + member.alignAs()
                + ") on the component instead");
    }

    /**
     * The parser's reason as {@code ": reason"}, in terms of the value: the member name it wanted is where the type
     * should have ended, and its finding the member name means the value ended too early.
     */
    private static String parseError(String reason) {
        String memberNameExpected = "expected a member name but found ";
        String said = reason.startsWith(memberNameExpected)
                ? "unexpected " + reason.substring(memberNameExpected.length()) + " after the type"
                : reason.replace("found '" + MEMBER + "'", "found the end of the value");
        return said.contains(MEMBER) || said.contains(STRUCT) ? ": it is not one complete type" : ": " + said;
    }
}
