package org.abistruct.processor;

import java.util.List;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;

/**
 * Everything the generator needs about one declared struct, independent of {@code javax.lang.model}: the
 * front end (the annotation processor here; a schema file or the CLI elsewhere) fills it in, the back end
 * ({@link StructClassGenerator}) turns it into Java source.
 *
 * @param packageName   the generated class's package ({@code ""} for the unnamed package)
 * @param className     the generated class's simple name
 * @param declaredBy    what declared it, for the header comment (such as the record's qualified name)
 * @param type          the struct as a type-model value
 * @param abiId         the default ABI's id, or {@code ""} for the native ABI
 * @param members       one entry per member of {@code type}, in order
 * @param defaultLayout the layout under the default ABI at generation time (for the Javadoc)
 * @param joml          whether to add JOML conversions to vector and matrix members
 */
record StructModel(String packageName, String className, String declaredBy, StructType type, String abiId,
                   List<MemberModel> members, StructLayout defaultLayout, boolean joml) {

    StructModel {
        members = List.copyOf(members);
    }

    /** The class name as code in {@code from}'s package refers to it. */
    String referenceFrom(String fromPackage) {
        return packageName.equals(fromPackage) || packageName.isEmpty() ? className : packageName + "." + className;
    }

    /** The default ABI's id as the Javadoc names it. */
    String abiDisplayName() {
        return abiId.isEmpty() ? "native (" + defaultLayout.abiId() + " where it was compiled)" : abiId;
    }

    MemberLayout defaultLayoutOf(MemberModel member) {
        return defaultLayout.member(member.name()).orElseThrow();
    }
}
