package org.abistruct.processor;

import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * The compiler's {@link Messager}, which under Eclipse's compiler (ecj) also names in the message the record and
 * component a diagnostic is on. ecj 3.44 gives a message on a record, or on anything in one, neither file
 * nor line: its messager finds source positions for classes, interfaces, enums, methods and fields, not for records
 * or record components. Under javac, whose diagnostics point at the element, messages are left as they are.
 */
final class PlacedMessager implements Messager {
    private final Messager messager;

    private PlacedMessager(Messager messager) {
        this.messager = messager;
    }

    /**
     * {@code env}'s messager, wrapped where it is ecj's. The messager's class is asked, not the environment's: a build
     * tool may hand the processor an environment of its own around ecj's (Gradle's incremental processing does), which
     * passes ecj's messager on.
     */
    static Messager of(ProcessingEnvironment env) {
        Messager m = env.getMessager();
        if (m instanceof PlacedMessager || !m.getClass().getName().startsWith("org.eclipse.jdt.")) {
            return m;
        }
        return new PlacedMessager(m);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg) {
        messager.printMessage(kind, msg);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {
        messager.printMessage(kind, placed(msg, e, null), e);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {
        messager.printMessage(kind, placed(msg, e, a), e, a);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a, AnnotationValue v) {
        messager.printMessage(kind, placed(msg, e, a), e, a, v);
    }

    /**
     * {@code msg} and, where {@code e} is a record or in one, where: {@code (on @Length of component n of record
     * p.LightDecl)}.
     */
    static String placed(CharSequence msg, Element e, AnnotationMirror a) {
        TypeElement record = enclosingRecord(e);
        if (record == null) {
            return msg.toString();
        }
        StringBuilder sb = new StringBuilder(msg).append(" (on ");
        if (a != null) {
            sb.append('@').append(a.getAnnotationType().asElement().getSimpleName()).append(" of ");
        }
        if (e != record) {
            sb.append(e.getKind() == ElementKind.RECORD_COMPONENT ? "component " : e.getKind().name().toLowerCase(
                    java.util.Locale.ROOT).replace('_', ' ') + " ").append(e.getSimpleName()).append(" of ");
        }
        return sb.append("record ").append(record.getQualifiedName()).append(')').toString();
    }

    /**
     * The record {@code e} is or is declared in, with no other type between: ecj places a message on a class, interface
     * or enum nested in a record (and on what they declare), so the place is named only where ecj gives none.
     */
    private static TypeElement enclosingRecord(Element e) {
        for (Element at = e; at != null; at = at.getEnclosingElement()) {
            if (at instanceof TypeElement type) {
                return type.getKind() == ElementKind.RECORD ? type : null;
            }
        }
        return null;
    }
}
