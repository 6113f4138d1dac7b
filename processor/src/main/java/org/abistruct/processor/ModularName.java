package org.abistruct.processor;

import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * A qualified type name with the module it is in. javac compiles several modules at once ({@code --module-source-path}),
 * and two of them may declare the same qualified name: by the name alone the records, and the classes generated for
 * them, would be taken for one another, and {@link Elements#getTypeElement(CharSequence)} finds neither.
 *
 * @param module the module's name, empty for the unnamed module, or null where the compilation has no modules (a source
 *               level before 9)
 */
record ModularName(String module, String qualifiedName) {

    /** The name of {@code type} in its module. */
    static ModularName of(Elements elements, TypeElement type) {
        return in(elements, type, type.getQualifiedName().toString());
    }

    /** The name {@code qualifiedName} in the module of {@code type} (for a class generated beside it). */
    static ModularName in(Elements elements, TypeElement type, String qualifiedName) {
        ModuleElement module = elements.getModuleOf(type);
        return new ModularName(module == null ? null : module.getQualifiedName().toString(), qualifiedName);
    }

    /** The type of this name in its module, or null if there is none. */
    TypeElement find(Elements elements) {
        ModuleElement in = module == null ? null : elements.getModuleElement(module);
        return in == null ? elements.getTypeElement(qualifiedName) : elements.getTypeElement(in, qualifiedName);
    }

    /**
     * The name for {@link javax.annotation.processing.Filer#createSourceFile}: with its module as a prefix when several
     * modules have its package, as javac then cannot tell which one to write to ("Cannot determine target module").
     * Only then, as the prefix is for compilations of several modules.
     */
    String forFiler(Elements elements) {
        int dot = qualifiedName.lastIndexOf('.');
        String pkg = dot < 0 ? "" : qualifiedName.substring(0, dot);
        boolean shared = module != null && !module.isEmpty() && elements.getAllPackageElements(pkg).size() > 1;
        return shared ? module + "/" + qualifiedName : qualifiedName;
    }

    @Override
    public String toString() {
        return module == null || module.isEmpty() ? qualifiedName : module + "/" + qualifiedName;
    }
}
