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
 * @param value         the record whose value {@code get()} and {@code set(value)} copy out and in
 */
record StructModel(String packageName, String className, String declaredBy, StructType type, String abiId,
                   List<MemberModel> members, StructLayout defaultLayout, boolean joml, ValueRecord value) {

    /**
     * The declaring record, as the generated classes may name it.
     *
     * @param name       its name as code in the generated class's package refers to it ({@code Outer.LightDecl}), or
     *                   {@code null} when the generated class cannot name it
     * @param qualified  its canonical name, for code in other packages
     * @param isPublic   whether code in any package may name it (it and every class around it are public)
     * @param unnamable  why the generated class cannot name it, or {@code null}
     */
    record ValueRecord(String name, String qualified, boolean isPublic, String unnamable) {

        static ValueRecord unnamable(String qualified, String why) {
            return new ValueRecord(null, qualified, false, why);
        }
    }

    StructModel {
        members = List.copyOf(members);
    }

    /**
     * Whether the generated class gets {@code get()} and {@code set(value)}: it can name its record, and every
     * nested struct's class has them too, with a record this class can name.
     */
    boolean copiesValues() {
        return whyNoValueCopies() == null;
    }

    /** The generated class's qualified name ({@code className} alone in the unnamed package). */
    String qualifiedClassName() {
        return packageName.isEmpty() ? className : packageName + "." + className;
    }

    /** Why the generated class has no {@code get()} and {@code set(value)}, or {@code null} when it has them. */
    String whyNoValueCopies() {
        if (value.unnamable() != null) {
            return value.unnamable();
        }
        for (MemberModel m : members) {
            StructModel nested = m.nested();
            if (nested == null) {
                continue;
            }
            if (!nested.copiesValues()) {
                return "member " + m.name() + "'s struct " + nested.className() + " has none";
            }
            if (!nested.value().isPublic() && !nested.packageName().equals(packageName)) {
                return "member " + m.name() + "'s record " + nested.value().qualified() + " is not visible from package "
                        + packageName;
            }
        }
        return null;
    }

    /** The record of a struct whose class {@link #copiesValues}, as code in {@code fromPackage} refers to it. */
    String valueReferenceFrom(String fromPackage) {
        return packageName.equals(fromPackage) ? value.name() : value.qualified();
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
