package org.abistruct.processor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.JavaFileObject;

/**
 * The types of a round, the types nested in them too, in an order of the processor's: those read from class files
 * first (the unchanged records an incremental build hands over by name), then those of sources, each by qualified
 * name. javac's {@code getElementsAnnotatedWith} follows the order of the files it is given, which a build tool picks;
 * ecj's is a hash set's, and gives no record components. Which of two records is read first decides which one an error
 * between them (a cycle, two records that generate one class) is reported on: the later, so a record of the sources,
 * which the error can point into, rather than a class file; and the same one under every compiler.
 */
final class RoundTypes {
    private RoundTypes() {
    }

    /**
     * The round's root types and the types nested in them, at any depth, class files first, each by qualified name, and
     * each once: javac takes a nested class's name beside its holder's, and then it is a root type and a nested one.
     */
    static List<TypeElement> of(RoundEnvironment round, Elements elements) {
        Set<TypeElement> found = new LinkedHashSet<>();
        for (Element root : round.getRootElements()) {
            add(root, found);
        }
        List<TypeElement> classFiles = new ArrayList<>();
        List<TypeElement> sources = new ArrayList<>();
        for (TypeElement type : found) {
            (fromClassFile(elements, type) ? classFiles : sources).add(type);
        }
        Comparator<TypeElement> byName = Comparator.comparing(type -> type.getQualifiedName().toString());
        classFiles.sort(byName);
        sources.sort(byName);
        classFiles.addAll(sources);
        return classFiles;
    }

    /** Whether {@code type} was read from a class file (else from a source, or the compiler cannot tell). */
    static boolean fromClassFile(Elements elements, TypeElement type) {
        try {
            JavaFileObject file = elements.getFileObjectOf(type);
            return file != null && file.getKind() == JavaFileObject.Kind.CLASS;
        } catch (UnsupportedOperationException e) {
            return false; // a compiler older than the method: take it for a source
        }
    }

    private static void add(Element element, Set<TypeElement> types) {
        if (element instanceof TypeElement type && types.add(type)) {
            for (Element enclosed : type.getEnclosedElements()) {
                add(enclosed, types);
            }
        }
    }
}
