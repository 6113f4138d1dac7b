package org.abistruct.processor;

import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Whether a record names a type javac has not found yet. Another processor may generate it in a later round (a
 * {@code @Struct} record it writes), so the record waits for that round rather than being refused in this one.
 */
final class AwaitedTypes {
    private AwaitedTypes() {
    }

    /** Whether a component of {@code record}, or of a {@code @Struct} record it nests at any depth, has an unknown type. */
    static boolean awaitsAType(TypeElement record) {
        return awaitsAType(record, new HashSet<>());
    }

    private static boolean awaitsAType(TypeElement record, Set<String> seen) {
        if (!seen.add(record.getQualifiedName().toString())) {
            return false;
        }
        for (RecordComponentElement component : record.getRecordComponents()) {
            TypeMirror base = elementType(component.asType());
            if (base.getKind() == TypeKind.ERROR) {
                return true;
            }
            if (base instanceof DeclaredType declared && declared.asElement() instanceof TypeElement nested
                    && nested.getKind() == ElementKind.RECORD
                    && DeclarationReader.annotation(nested, DeclarationReader.STRUCT) != null
                    && awaitsAType(nested, seen)) {
                return true;
            }
        }
        return false;
    }

    /** {@code type} without its array dimensions. */
    static TypeMirror elementType(TypeMirror type) {
        TypeMirror base = type;
        while (base.getKind() == TypeKind.ARRAY) {
            base = ((ArrayType) base).getComponentType();
        }
        return base;
    }
}
