package org.abistruct.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.attribute.EnclosingMethodAttribute;
import java.lang.classfile.attribute.InnerClassesAttribute;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Makes the per-ABI classes of generated structs. A generated class {@code S} has a nested template
 * {@code S$Direct} whose accessors use {@code static final} offsets read from its class data; for an ABI other
 * than the default, this class defines a hidden copy of the template with that ABI's layout as class data. The
 * JIT folds those offsets into the code, so direct views of any ABI, built in or made at run time, compile to
 * the plain load or store of a constant offset from the view's address. This runs once per (struct, ABI), on
 * the first direct view of it; nothing here is on an access or allocation path.
 */
public final class DirectViews {
    private DirectViews() {
    }

    /**
     * The layout a template or one of its hidden copies was defined with, or {@code null} for the template
     * itself (which serves the default ABI).
     *
     * @param lookup a lookup with original access on the template or a hidden copy
     * @param type the layout class
     * @param <L> the layout class
     * @return the class data, or {@code null}
     */
    public static <L> L classData(MethodHandles.Lookup lookup, Class<L> type) {
        try {
            return MethodHandles.classData(lookup, "_", type);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The template's bytes without the attributes that name it a member of the generated class. A hidden copy
     * has another name ({@code S$Direct/0x…}) than the one they record, and reflection that reads them
     * ({@code getSimpleName()}, {@code getDeclaringClass()}, as logging does) would throw
     * {@link IncompatibleClassChangeError}; the JVM needs neither to run the copy, which joins the nest of the
     * generated class through its lookup.
     */
    private static byte[] withoutNestingRecords(byte[] template) {
        ClassFile classFile = ClassFile.of();
        return classFile.transformClass(classFile.parse(template), ClassTransform.dropping(
                e -> e instanceof InnerClassesAttribute || e instanceof EnclosingMethodAttribute));
    }

    /**
     * Defines a hidden copy of {@code host}'s {@code $Direct} template with {@code layout} as class data, and
     * returns the instance its static {@code prototype()} method makes.
     *
     * @param host a full-privilege lookup on the generated class
     * @param layout the layout the copy's accessors are for
     * @return a view of the new class, whose only use is to make more of its kind
     */
    public static Object prototype(MethodHandles.Lookup host, BoundLayout layout) {
        Class<?> generated = host.lookupClass();
        String resource = generated.getSimpleName() + "$Direct.class";
        try (InputStream in = generated.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("class file " + resource + " of " + generated.getName() + " not found");
            }
            MethodHandles.Lookup hidden = host.defineHiddenClassWithClassData(withoutNestingRecords(in.readAllBytes()),
                    layout, true, MethodHandles.Lookup.ClassOption.NESTMATE);
            return hidden.findStatic(hidden.lookupClass(), "prototype", MethodType.methodType(generated)).invoke();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + resource, e);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("defining the " + layout.abi.id() + " class of " + generated.getName(), e);
        }
    }
}
