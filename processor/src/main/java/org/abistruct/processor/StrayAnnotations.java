package org.abistruct.processor;

import java.util.List;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;

/**
 * Reports {@code @Type}, {@code @Length}, {@code @RowMajor} and {@code @Align} where no {@code @Struct} reads them: on a
 * component of a record without {@code @Struct} (most likely one that forgot it), or {@code @Align} on a type that is
 * not a {@code @Struct} record. Javac would accept them, and nothing would be laid out.
 */
final class StrayAnnotations {
    private static final List<String> MEMBER_ANNOTATIONS = List.of(DeclarationReader.TYPE, DeclarationReader.LENGTH,
            DeclarationReader.ROW_MAJOR, DeclarationReader.ALIGN);

    private StrayAnnotations() {
    }

    static void report(RoundEnvironment round, Elements elements, Messager messager) {
        for (String name : MEMBER_ANNOTATIONS) {
            TypeElement annotationType = elements.getTypeElement(name);
            if (annotationType == null) {
                continue;
            }
            String shown = "@" + annotationType.getSimpleName();
            for (Element element : round.getElementsAnnotatedWith(annotationType)) {
                AnnotationMirror mirror = DeclarationReader.annotation(element, name);
                if (element instanceof RecordComponentElement component
                        && component.getEnclosingElement() instanceof TypeElement record
                        && DeclarationReader.annotation(record, DeclarationReader.STRUCT) == null) {
                    messager.printMessage(Diagnostic.Kind.ERROR, shown + " on component " + component.getSimpleName()
                            + " of " + record.getSimpleName() + ", a record without @Struct; annotate "
                            + record.getSimpleName() + " with @Struct, or remove " + shown, component, mirror);
                } else if (element instanceof TypeElement type
                        && DeclarationReader.annotation(type, DeclarationReader.STRUCT) == null) {
                    messager.printMessage(Diagnostic.Kind.ERROR, shown + " on " + type.getSimpleName()
                            + (type.getKind() == ElementKind.RECORD ? ", a record without @Struct; annotate it with @Struct"
                            : ", which is " + DeclarationReader.article(type.getKind()) + ", not a @Struct record; "
                            + shown + " aligns @Struct records and their members"), type, mirror);
                }
            }
        }
    }
}
