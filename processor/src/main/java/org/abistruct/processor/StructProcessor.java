package org.abistruct.processor;

import java.io.File;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.FilerException;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Generates the accessor class of every {@code @Struct} record: {@code @Struct record LightDecl(...)} in
 * package {@code p} gives {@code p.Light}. Mistakes in a declaration are compiler errors on the component at
 * fault; nothing is generated for a record with errors.
 */
public final class StructProcessor extends AbstractProcessor {
    /** The classes generated so far (in every round), and the classes of the sources, whose names they may not take. */
    private final GeneratedNames generatedNames = new GeneratedNames();
    /** Whether the error for a processor path without abistruct-core was given: once, not once per round. */
    private boolean coreMissingReported;
    /**
     * Records that name a type not found yet, by module and qualified name (javac compiles several modules at once, and
     * two may declare the same name): read again next round (or, at the last, refused).
     */
    private final Set<ModularName> waiting = new LinkedHashSet<>();
    /** Every {@code @Struct} record of the sources so far (all rounds), by module and name: their classes are generated here. */
    private final Set<ModularName> inSources = new HashSet<>();

    /** Made by the compiler, which finds this processor through the module's or the jar's service declaration. */
    public StructProcessor() {
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        // the member annotations are claimed too: they mean nothing without @Struct, which this processor reads
        return Set.of(DeclarationReader.STRUCT, DeclarationReader.TYPE, DeclarationReader.LENGTH, DeclarationReader.ALIGN,
                DeclarationReader.ROW_MAJOR);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        TypeElement struct = processingEnv.getElementUtils().getTypeElement(DeclarationReader.STRUCT);
        if (struct == null || annotations.isEmpty() && waiting.isEmpty()) {
            return !annotations.isEmpty();
        }
        if (!coreOnProcessorPath()) {
            // javac would stop with "An annotation processor threw an uncaught exception" and a NoClassDefFoundError
            if (!coreMissingReported) {
                coreMissingReported = true;
                messager().printMessage(Diagnostic.Kind.ERROR, "AbiStruct: abistruct-core is not on"
                        + " the annotation processor path, and the processor lays structs out with it; put it there"
                        + " beside abistruct-processor (javac -processorpath abistruct-processor.jar" + File.pathSeparator
                        + "abistruct-core.jar,"
                        + " or a second <path> in Maven's annotationProcessorPaths)");
            }
            return true;
        }
        if (round.processingOver() && round.errorRaised()) {
            // javac stops the rounds at the first error, so what these records wait for may never have appeared (or
            // appeared unprocessed): reading them now would blame them, or report a record they nest once more, for that
            noteUnread();
            return true;
        }
        StrayAnnotations.report(round, processingEnv.getElementUtils(), messager());
        generatedNames.sawRound(round, processingEnv.getElementUtils());
        List<TypeElement> records = new ArrayList<>();
        for (ModularName name : waiting) {
            TypeElement type = name.find(processingEnv.getElementUtils());
            if (type != null) {
                records.add(type);
            } else {
                // never silently: the record was there a round ago, so this is javac's doing or ours, and the user has no class
                messager().printMessage(Diagnostic.Kind.ERROR, "AbiStruct: nothing is generated for "
                        + name + ": it waited for a type or constant of a later round, and then it could not be found"
                        + " again by its name");
            }
        }
        waiting.clear();
        // in the same order under every compiler (see RoundTypes); @Struct on a class is read, to be refused
        for (TypeElement type : RoundTypes.of(round, processingEnv.getElementUtils())) {
            if (DeclarationReader.annotation(type, DeclarationReader.STRUCT) != null) {
                records.add(type);
            }
        }
        records.forEach(type -> inSources.add(ModularName.of(processingEnv.getElementUtils(), type)));
        DeclarationReader reader = new DeclarationReader(processingEnv, inSources, generatedNames);
        for (TypeElement type : records) {
            // a type another processor generates in a later round: wait for it; the last round reports what is still missing
            if (!round.processingOver() && AwaitedTypes.awaitsAType(type)) {
                waiting.add(ModularName.of(processingEnv.getElementUtils(), type));
                continue;
            }
            Optional<StructModel> model = reader.read(type);
            model.ifPresent(m -> write(type, m));
        }
        return true;
    }

    /** Says of each waiting record that nothing is generated for it, and why; forgets them. */
    private void noteUnread() {
        for (ModularName name : waiting) {
            TypeElement type = name.find(processingEnv.getElementUtils());
            String message = "AbiStruct: nothing is generated for " + (type == null ? name : type.getSimpleName())
                    + ": it waits for a type or constant of a later round, and an error stopped annotation processing"
                    + " before that round";
            if (type == null) {
                messager().printMessage(Diagnostic.Kind.NOTE, message);
            } else {
                messager().printMessage(Diagnostic.Kind.NOTE, message, type);
            }
        }
        waiting.clear();
    }

    /** The compiler's messager, which under ecj also names the record a message is on (see {@link PlacedMessager}). */
    private Messager messager() {
        return PlacedMessager.of(processingEnv);
    }

    /** Whether the processor's class loader sees abistruct-core, which the rest of the processor uses. */
    private static boolean coreOnProcessorPath() {
        try {
            Class.forName("org.abistruct.abi.Abi", false, StructProcessor.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private void write(TypeElement element, StructModel model) {
        String qualified = model.qualifiedClassName();
        ModularName generatedName = ModularName.in(processingEnv.getElementUtils(), element, qualified);
        String noCopies = model.whyNoValueCopies();
        if (noCopies != null) {
            messager().printMessage(Diagnostic.Kind.NOTE, "AbiStruct: " + model.className()
                    + " has no get() or set(value): " + noCopies, element);
        }
        Filer filer = processingEnv.getFiler();
        try {
            var file = filer.createSourceFile(generatedName.forFiler(processingEnv.getElementUtils()), element);
            try (Writer out = file.openWriter()) {
                out.write(StructClassGenerator.generate(model));
            }
        } catch (FilerException e) {
            if (generatedName.find(processingEnv.getElementUtils()) != null) {
                // a class the rounds' sources did not show has the name (another processor's of this round, say)
                messager().printMessage(Diagnostic.Kind.ERROR, GeneratedNames.alreadyInCompilation(qualified), element,
                        DeclarationReader.annotation(element, DeclarationReader.STRUCT));
                return;
            }
            messager().printMessage(Diagnostic.Kind.ERROR, "cannot generate " + qualified
                    + ": another declaration already generates a class of that name (" + e.getMessage() + ")", element);
        } catch (IOException e) {
            messager().printMessage(Diagnostic.Kind.ERROR, "cannot write " + qualified + ": " + e, element);
        }
    }
}
