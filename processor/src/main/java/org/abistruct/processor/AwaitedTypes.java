package org.abistruct.processor;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Whether a record names a type or constant the compiler has not found yet. Another processor may generate it in a
 * later round (a {@code @Struct} record it writes, a class of constants for {@code @Length}), so the record waits for
 * that round rather than being refused in this one.
 */
final class AwaitedTypes {
    private static final String ANNOTATIONS = "org.abistruct.annotation.";

    private AwaitedTypes() {
    }

    /**
     * Whether {@code record}'s AbiStruct annotations or a component of it, or of a {@code @Struct} record it nests at any
     * depth, has an unknown type or constant.
     */
    static boolean awaitsAType(TypeElement record) {
        return awaitsAType(record, new HashSet<>());
    }

    private static boolean awaitsAType(TypeElement record, Set<String> seen) {
        if (!seen.add(record.getQualifiedName().toString())) {
            return false;
        }
        if (hasUnresolvedValue(record)) {
            return true;
        }
        for (RecordComponentElement component : record.getRecordComponents()) {
            TypeMirror base = elementType(component.asType());
            if (base.getKind() == TypeKind.ERROR || hasUnresolvedValue(component)) {
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

    /** Whether an AbiStruct annotation of {@code element} has a value javac could not resolve. */
    private static boolean hasUnresolvedValue(Element element) {
        for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
            TypeElement type = (TypeElement) annotation.getAnnotationType().asElement();
            if (type.getQualifiedName().toString().startsWith(ANNOTATIONS)
                    && annotation.getElementValues().values().stream().anyMatch(AwaitedTypes::unresolvedWithin)) {
                return true;
            }
        }
        return false;
    }

    private static boolean unresolvedWithin(AnnotationValue value) {
        return value.getValue() instanceof List<?> values
                ? values.stream().anyMatch(v -> v instanceof AnnotationValue av && unresolvedWithin(av))
                : unresolved(value);
    }

    /**
     * Whether the compiler could not resolve {@code value} (an unknown constant, which it reports too): it comes as the
     * string {@code <error>}. javac's {@code toString()} shows it bare, where a string constant's is quoted; ecj's
     * quotes it like a constant, so there the literal {@code "<error>"}, which names no type, ABI or class, is taken for
     * one too.
     */
    static boolean unresolved(AnnotationValue value) {
        return value != null && "<error>".equals(value.getValue())
                && (value.toString().equals("<error>") || value.getClass().getName().startsWith("org.eclipse.jdt."));
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
