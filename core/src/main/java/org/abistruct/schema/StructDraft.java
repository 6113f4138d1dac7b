package org.abistruct.schema;

import java.util.List;
import org.abistruct.type.Member;
import org.abistruct.type.Position;

/**
 * A struct body that has been read but not yet registered: attributes written after the body (and,
 * in a typedef, after the name) may still change its packing or alignment.
 *
 * @param name       the name the type will have
 * @param tagged     whether that name is its tag, not only a typedef name ({@code typedef struct {...} T;})
 * @param isUnion    whether it is a union
 * @param members    the members in order
 * @param pragmaPack the {@code #pragma pack} in force at its opening brace
 * @param attributes attributes collected so far
 * @param position   the position of its name
 */
record StructDraft(String name, boolean tagged, boolean isUnion, List<Member> members, int pragmaPack, Attributes attributes,
        Position position) {
}
