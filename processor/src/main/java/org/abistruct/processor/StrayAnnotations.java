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
        // components are found by walking the round's types: ecj's getElementsAnnotatedWith gives no record components
        for (TypeElement type : RoundTypes.of(round, elements)) {
            reportComponents(type, messager);
        }
        TypeElement align = elements.getTypeElement(DeclarationReader.ALIGN);
        if (align == null) {
            return;
        }
        for (Element element : round.getElementsAnnotatedWith(align)) {
            if (element instanceof TypeElement type
                    && DeclarationReader.annotation(type, DeclarationReader.STRUCT) == null) {
                messager.printMessage(Diagnostic.Kind.ERROR, "@Align on " + type.getSimpleName()
                        + (type.getKind() == ElementKind.RECORD ? ", a record without @Struct; annotate it with @Struct"
                        : ", which is " + DeclarationReader.article(type.getKind()) + ", not a @Struct record; "
                        + "@Align aligns @Struct records and their members"), type,
                        DeclarationReader.annotation(type, DeclarationReader.ALIGN));
            }
        }
    }

    /** Reports the member annotations on the components of {@code type} if it is a record without {@code @Struct}. */
    private static void reportComponents(TypeElement type, Messager messager) {
        if (type.getKind() != ElementKind.RECORD
                || DeclarationReader.annotation(type, DeclarationReader.STRUCT) != null) {
            return;
        }
        for (RecordComponentElement component : type.getRecordComponents()) {
            for (String name : MEMBER_ANNOTATIONS) {
                AnnotationMirror mirror = DeclarationReader.annotation(component, name);
                if (mirror != null) {
                    String shown = "@" + name.substring(name.lastIndexOf('.') + 1);
                    messager.printMessage(Diagnostic.Kind.ERROR, shown + " on component " + component.getSimpleName()
                            + " of " + type.getSimpleName() + ", a record without @Struct; annotate "
                            + type.getSimpleName() + " with @Struct, or remove " + shown, component, mirror);
                }
            }
        }
    }
}
