package org.abistruct.processor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import org.abistruct.AbiStructException;
import org.abistruct.abi.Abi;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * The front end: turns a {@code @Struct} record into a {@link StructModel}, reporting every mistake as a
 * compiler error on the component (and annotation) at fault. Nested {@code @Struct} records are read on the
 * way and cached, so each record is read once per round.
 */
final class DeclarationReader {
    static final String STRUCT = "org.abistruct.annotation.Struct";
    static final String TYPE = "org.abistruct.annotation.Type";
    static final String LENGTH = "org.abistruct.annotation.Length";
    static final String ALIGN = "org.abistruct.annotation.Align";
    static final String ROW_MAJOR = "org.abistruct.annotation.RowMajor";

    /** A JOML type every JOML version the conversions use has; present where JOML can be named. */
    private static final String JOML_PROBE = "org.joml.Vector3fc";

    private final Messager messager;
    private final Elements elements;
    private final Map<ModuleElement, Boolean> jomlReadable = new HashMap<>();
    /** The {@code @Struct} records of this compilation's sources, by qualified name: the processor generates their classes. */
    private final Set<ModularName> inSources;
    private final GeneratedNames generatedNames;
    /** Records read so far, by module and name: two modules compiled together may declare the same name. */
    private final Map<ModularName, Optional<StructModel>> read = new HashMap<>();
    private final Set<ModularName> inProgress = new LinkedHashSet<>();

    DeclarationReader(ProcessingEnvironment env, Set<ModularName> inSources, GeneratedNames generatedNames) {
        this.messager = PlacedMessager.of(env);
        this.elements = env.getElementUtils();
        this.inSources = inSources;
        this.generatedNames = generatedNames;
    }

    /**
     * Whether the generated class of {@code record} can name JOML: JOML on the class path serves the unnamed module,
     * but a named module reads only the modules it requires, so JOML there must be a module it reads; otherwise
     * the conversions would be errors in the generated source ({@code package org.joml is not visible}).
     */
    private boolean joml(TypeElement record) {
        ModuleElement module = elements.getModuleOf(record);
        if (module == null) { // a source level before modules
            return elements.getTypeElement(JOML_PROBE) != null;
        }
        return jomlReadable.computeIfAbsent(module, m -> elements.getTypeElement(m, JOML_PROBE) != null);
    }

    /** The model of {@code element}, or empty after reporting why there is none. */
    Optional<StructModel> read(TypeElement element) {
        ModularName key = ModularName.of(elements, element);
        Optional<StructModel> known = read.get(key);
        if (known != null) {
            return known;
        }
        inProgress.add(key);
        Optional<StructModel> model;
        try {
            model = readRecord(element);
        } finally {
            inProgress.remove(key);
        }
        read.put(key, model);
        return model;
    }

    private Optional<StructModel> readRecord(TypeElement element) {
        AnnotationMirror struct = annotation(element, STRUCT);
        if (element.getKind() != ElementKind.RECORD) {
            error(element, struct, "@Struct goes on a record whose components are the members; "
                    + element.getSimpleName() + " is " + article(element.getKind()));
            return Optional.empty();
        }
        boolean ok = true;
        String className = stringValue(struct, "name");
        if (className.isEmpty()) {
            String simple = element.getSimpleName().toString();
            className = simple.endsWith("Decl") && simple.length() > 4 ? simple.substring(0, simple.length() - 4) : simple;
        }
        if (AwaitedTypes.unresolved(value(struct, "name"))) {
            error(element, struct, "@Struct(name = ...) needs a String constant, such as @Struct(name = \"Light\")");
            ok = false;
        } else if (!SourceVersion.isIdentifier(className) || SourceVersion.isKeyword(className)) {
            error(element, struct, "@Struct(name = \"" + className + "\") is not a Java class name");
            ok = false;
        } else if (Names.RESTRICTED_CLASS_NAMES.contains(className)) {
            error(element, struct, "@Struct(name = \"" + className + "\") is not a Java class name: Java does not allow "
                    + className + " as the name of a class");
            ok = false;
        } else if (className.equals(element.getSimpleName().toString())
                && element.getEnclosingElement().getKind() == ElementKind.PACKAGE) {
            error(element, struct, "the generated class would be called " + className + " like the record itself; "
                    + "name the record " + className + "Decl or give @Struct(name = \"...\")");
            ok = false;
        }
        if (ok && StructClassGenerator.RESERVED_CLASS_NAMES.contains(className)) {
            error(element, struct, "a struct called " + className + " would shadow a type its generated class uses; "
                    + "give @Struct(name = \"...\") another name");
            ok = false;
        }
        String abiId = stringValue(struct, "abi");
        Abi abi = null;
        if (AwaitedTypes.unresolved(value(struct, "abi"))) {
            error(element, struct, "@Struct(abi = ...) needs a String constant, such as @Struct(abi = \"std140\")");
            ok = false;
        } else if (abiId.isEmpty()) {
            abi = Abi.nativeAbi();
        } else if (!Abi.ids().contains(abiId)) {
            error(element, struct, unknownAbi(abiId, className));
            ok = false;
        } else {
            abi = Abi.of(abiId);
        }

        List<MemberModel> members = new ArrayList<>();
        var taken = new NamesTaken();
        for (RecordComponentElement component : element.getRecordComponents()) {
            Optional<MemberModel> member = readComponent(component);
            if (member.isEmpty()) {
                ok = false;
                continue;
            }
            MemberModel m = member.get();
            ok &= taken.take(component, m);
            members.add(m);
        }
        if (members.isEmpty() && element.getRecordComponents().isEmpty()) {
            error(element, struct, "a struct needs at least one member; " + element.getSimpleName() + " has no components");
            ok = false;
        }
        // a Layout field would obscure a type or package the Layout constructor names
        Set<String> obscurable = new HashSet<>(List.of(className, "Scalar", "Member", "StructType"));
        for (MemberModel m : members) {
            if (m.nested() != null) {
                obscurable.add(m.nested().className());
                obscurable.add(m.nested().packageName().split("\\.")[0]);
            }
        }
        for (int i = 0; i < members.size(); i++) {
            for (String field : LayoutFields.of(members.get(i))) {
                if (obscurable.contains(field)) {
                    error(componentNamed(element, members.get(i).name()), null, "member " + members.get(i).name()
                            + " needs a Layout field called " + field + ", which would hide the type or package " + field
                            + " that the generated code uses; rename the member");
                    ok = false;
                }
            }
        }
        long structAlign = alignValue(element);
        if (structAlign < 0) {
            ok = false;
        }
        if (!ok) {
            return Optional.empty();
        }
        StructType type = new StructType(className, false, members.stream().map(MemberModel::member).toList(), 0,
                structAlign, Position.NONE);
        StructLayout layout = layOut(element, struct, type, members, abi);
        if (layout == null) {
            return Optional.empty();
        }
        String packageName = packageOf(element);
        var model = new StructModel(packageName, className, element.getQualifiedName().toString(), type,
                abiId, members, layout, joml(element), valueRecord(element, packageName));
        String nameTaken = generatedNames.claim(ModularName.in(elements, element, model.qualifiedClassName()),
                ModularName.of(elements, element));
        if (nameTaken != null) {
            error(element, struct, nameTaken);
            return Optional.empty();
        }
        return Optional.of(model);
    }

    /**
     * The record as the generated class can name it. It cannot name a private record, one inside a private class or a
     * method, or a generic one (its type arguments would be unknown). A record inside a class whose name the
     * generated class also uses ({@code Array}, {@code Layout}, ...) is named by its qualified name, and cannot be
     * named in the unnamed package.
     */
    private static StructModel.ValueRecord valueRecord(TypeElement record, String packageName) {
        String qualified = record.getQualifiedName().toString();
        if (!record.getTypeParameters().isEmpty()) {
            return StructModel.ValueRecord.unnamable(qualified, "the record " + record.getSimpleName() + " is generic");
        }
        boolean isPublic = true;
        Element outermost = record;
        for (Element e = record; !(e instanceof PackageElement); e = e.getEnclosingElement()) {
            if (!(e instanceof TypeElement)) {
                return StructModel.ValueRecord.unnamable(qualified, "the record " + record.getSimpleName()
                        + " is declared in a method");
            }
            if (e.getModifiers().contains(Modifier.PRIVATE)) {
                return StructModel.ValueRecord.unnamable(qualified, e == record ? "the record " + e.getSimpleName()
                        + " is private" : "the class around it, " + e.getSimpleName() + ", is private");
            }
            isPublic &= e.getModifiers().contains(Modifier.PUBLIC);
            outermost = e;
        }
        String name = packageName.isEmpty() ? qualified : qualified.substring(packageName.length() + 1);
        if (StructClassGenerator.RESERVED_CLASS_NAMES.contains(outermost.getSimpleName().toString())) {
            if (packageName.isEmpty()) {
                return StructModel.ValueRecord.unnamable(qualified, "the generated class has a type called "
                        + outermost.getSimpleName() + ", which hides the record's outer class in the unnamed package");
            }
            name = qualified;
        }
        return new StructModel.ValueRecord(name, qualified, isPublic, null);
    }

    /**
     * The names the members read so far take in the generated class ({@link MemberNames}), each to its member:
     * a name two members take would be defined twice in the generated file (or, for methods, make overloads
     * that mean different members), so the later member gets an error naming the earlier one.
     */
    private final class NamesTaken {
        private final Map<String, String> methods = new HashMap<>();
        private final Map<String, String> constants = new HashMap<>();
        private final Map<String, String> layoutFields = new HashMap<>();
        private final Map<String, String> directConstants = new HashMap<>();

        /**
         * Records the names of {@code m}; false after reporting its first clash on {@code component} (one clash
         * often implies others, such as a Layout field's constant in the Direct class).
         */
        boolean take(RecordComponentElement component, MemberModel m) {
            MemberNames.Taken names = MemberNames.of(m);
            for (String method : names.methods()) {
                // the member's own name was checked when it was read
                if (!method.equals(m.name()) && Names.RESERVED_METHODS.contains(method)) {
                    error(component, null, "member " + m.name() + " generates the method " + method
                            + "(), which clashes with the method " + method + "() of the generated class; rename the component");
                    return false;
                }
            }
            return take(component, m, names.methods(), methods, "the method ", "()")
                    && take(component, m, names.constants(), constants, "the constant ", "")
                    && take(component, m, names.layoutFields(), layoutFields, "the Layout field ", "")
                    && take(component, m, names.directConstants(), directConstants, "the constant ",
                    " of the generated Direct class");
        }

        private boolean take(RecordComponentElement component, MemberModel m, List<String> names, Map<String, String> owners,
                             String kind, String suffix) {
            for (String name : names) {
                String owner = owners.putIfAbsent(name, m.name());
                if (owner != null) {
                    error(component, null, "member " + m.name() + " generates " + kind + name + suffix
                            + ", which member " + owner + " generates too; rename one of them");
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * The error for a {@code @Struct(abi = ...)} that is no built-in id. One that {@code withPack} or
     * {@code withByteOrder} gives (x86_64-msvc-pack2, from docs/abis.md) is told how to make that ABI and where to pass
     * it: the annotation cannot name an ABI made at run time.
     */
    private static String unknownAbi(String abiId, String className) {
        String known = "known ids: " + String.join(", ", Abi.ids());
        String derived = DerivedAbiIds.expression(abiId);
        if (derived == null) {
            return "unknown ABI id \"" + abiId + "\" in @Struct(abi = ...); " + known + "; an ABI of your own"
                    + " (docs/abis.md) is made at run time and passed to the factories, as " + className + ".calloc(abi)";
        }
        return "@Struct(abi = " + Names.literal(abiId) + ") names " + derived + ", an ABI made at run time, which @Struct"
                + " cannot name: declare the struct under a built-in ABI and pass that one to the factories, as "
                + className + ".calloc(" + derived + "); " + known;
    }

    /** Lays the struct out under its default ABI; reports each member the ABI cannot hold. */
    private StructLayout layOut(TypeElement element, AnnotationMirror struct, StructType type, List<MemberModel> members,
                                Abi abi) {
        try {
            return abi.layout(type);
        } catch (AbiStructException e) {
            boolean blamed = false;
            for (int i = 0; i < members.size(); i++) {
                Member m = members.get(i).member();
                try {
                    abi.layout(StructType.struct(type.name(), m));
                } catch (AbiStructException memberError) {
                    error(element.getRecordComponents().get(i), null, "the default ABI " + abi.id()
                            + " cannot hold member " + m.name() + ": " + JavaHints.of(withoutMember(memberError.reason(), m)));
                    blamed = true;
                }
            }
            if (!blamed && !blamePlacement(element, type, members, abi)) {
                error(element, struct, "the default ABI " + abi.id() + " cannot lay out " + type.name() + ": "
                        + JavaHints.of(e.reason()));
            }
            return null;
        }
    }

    /**
     * {@code reason} without the "(member 'data' of type void *)" that ends the layout engine's word for a type an ABI
     * cannot hold: the processor's error names the member already, and is on its component.
     */
    private static String withoutMember(String reason, Member m) {
        String named = " (member " + m.label() + " of type " + m.typeName() + ")";
        return reason.endsWith(named) ? reason.substring(0, reason.length() - named.length()) : reason;
    }

    /**
     * Reports a rule that a member breaks only where it lies (WGSL's uniform offsets, a size past the ABI's limit) on
     * that member: the last one of the shortest run of leading members the ABI cannot lay out.
     *
     * @return whether a member was blamed
     */
    private boolean blamePlacement(TypeElement element, StructType type, List<MemberModel> members, Abi abi) {
        for (int end = 2; end <= members.size(); end++) {
            List<Member> leading = members.subList(0, end).stream().map(MemberModel::member).toList();
            try {
                abi.layout(new StructType(type.name(), false, leading, 0, 0, Position.NONE));
            } catch (AbiStructException e) {
                error(element.getRecordComponents().get(end - 1), null, "the default ABI " + abi.id() + " cannot lay out "
                        + type.name() + " at member " + leading.get(end - 1).name() + ": " + JavaHints.of(e.reason()));
                return true;
            }
        }
        return false;
    }

    private Optional<MemberModel> readComponent(RecordComponentElement component) {
        String name = component.getSimpleName().toString();
        if (Names.RESERVED_METHODS.contains(name)) {
            error(component, null, "member name '" + name + "' clashes with the method " + name
                    + "() of the generated class; rename the component");
            return Optional.empty();
        }
        AnnotationMirror typeAnn = annotation(component, TYPE);
        AnnotationMirror lengthAnn = annotation(component, LENGTH);
        AnnotationMirror rowMajorAnn = annotation(component, ROW_MAJOR);

        int javaDims = 0;
        TypeMirror base = component.asType();
        while (base.getKind() == TypeKind.ARRAY) {
            base = ((ArrayType) base).getComponentType();
            javaDims++;
        }
        String javaType = spelling(base) + "[]".repeat(javaDims);

        DataType leaf;
        String typeName;
        String holder = null;
        StructModel nested = null;
        if (base.getKind().isPrimitive()) {
            holder = spelling(base);
            if (typeAnn != null) {
                if (AwaitedTypes.unresolved(value(typeAnn, "value"))) {
                    error(component, typeAnn, "@Type of member " + name + " needs a String constant, such as @Type(\"vec3\")");
                    return Optional.empty();
                }
                String spelled = stringValue(typeAnn, "value");
                Optional<Member> parsed = parseType(component, typeAnn, spelled);
                if (parsed.isEmpty()) {
                    return Optional.empty();
                }
                leaf = parsed.get().type();
                typeName = parsed.get().typeName();
            } else {
                leaf = JavaTypes.defaultScalar(holder);
                typeName = leaf.typeName();
            }
        } else if (base.getKind() == TypeKind.DECLARED) {
            TypeElement record = (TypeElement) ((DeclaredType) base).asElement();
            if (typeAnn != null) {
                error(component, typeAnn, "@Type applies to primitive components; the type of " + name + " is "
                        + (record.getKind() == ElementKind.RECORD ? "the record " + record.getSimpleName()
                        + "; remove @Type, as the record gives the nested struct's type"
                        : record.getSimpleName() + "; " + NotAMemberType.insteadOf(record, javaDims, typeNamed(typeAnn))));
                return Optional.empty();
            }
            if (annotation(record, STRUCT) == null) {
                error(component, null, "the type of " + name + " is " + record.getSimpleName() + ", which is "
                        + (record.getKind() == ElementKind.RECORD ? "a record without @Struct; annotate it with @Struct to nest it"
                        : "not a @Struct record; " + NotAMemberType.insteadOf(record, javaDims)));
                return Optional.empty();
            }
            ModularName key = ModularName.of(elements, record);
            if (inProgress.contains(key)) {
                String path = inProgress.stream().map(ModularName::qualifiedName).collect(Collectors.joining(" -> "));
                error(component, null, "recursive struct: " + name + " contains " + record.getSimpleName()
                        + ", which contains itself (" + path + " -> " + key.qualifiedName()
                        + "); use a pointer (@Type(\"void *\") long) instead");
                return Optional.empty();
            }
            Optional<StructModel> model = read(record);
            if (model.isEmpty()) {
                // the nested record's own errors were reported on it
                error(component, null, "member " + name + ": the nested struct " + record.getSimpleName()
                        + " has errors (reported on it)");
                return Optional.empty();
            }
            nested = model.get();
            String generatedClass = nested.qualifiedClassName();
            if (!inSources.contains(key) && ModularName.in(elements, record, generatedClass).find(elements) == null) {
                // a record from a library compiled without the processor: the generated code would name a missing class
                error(component, null, "member " + name + ": the struct " + key.qualifiedName() + " was compiled without its generated"
                        + " class " + generatedClass + "; compile it with abistruct-processor on the annotation processor path");
                return Optional.empty();
            }
            leaf = nested.type();
            typeName = nested.type().name();
        } else if (base.getKind() == TypeKind.ERROR) {
            // javac reports the unknown name; this says why nothing is generated
            error(component, null, "member " + name + ": its type " + base + " was not found, so nothing is generated for "
                    + component.getEnclosingElement().getSimpleName());
            return Optional.empty();
        } else {
            error(component, null, "member " + name + " has Java type " + javaType
                    + "; members are primitives, @Struct records, or arrays of them");
            return Optional.empty();
        }

        if (leaf == Scalar.LONG_DOUBLE) {
            // a double in its place is right only where long double is 8 bytes; elsewhere it moves the members after it
            error(component, typeAnn, "member " + name + ": long double has no Java type that holds it; declare it"
                    + " double only where it is 8 bytes (the Windows ABIs, arm32, aarch64-apple), and elsewhere keep its"
                    + " bytes in its place, as @Length(16) @Align(16) @Type(\"uint8_t\") byte[] where it is 16 bytes"
                    + " aligned to 16 (x86_64-sysv, aarch64, riscv64, ppc64le), or double would move every member"
                    + " after it");
            return Optional.empty();
        }
        if (leaf instanceof Scalar s && s.fixedByteSize() > 8) {
            error(component, typeAnn, "member " + name + ": " + typeName + " has no Java type that holds it (Java's"
                    + " widest integer, long, has 64 bits); declare its two 64-bit halves, @Length(2) @Align(16) long[], and"
                    + " combine them in the ABI's byte order");
            return Optional.empty();
        }
        int componentDims = JavaTypes.componentDims(leaf);
        if (holder != null) {
            DataType component1 = JavaTypes.componentOf(leaf);
            if (!JavaTypes.holders(component1).contains(holder) || javaDims < componentDims) {
                String expected = JavaTypes.declaration(JavaTypes.preferred(component1), leaf, javaDims);
                String what = switch (leaf) {
                    case VectorType v -> "the vector " + typeName + " (one Java array element per component)";
                    case MatrixType m -> "the matrix " + typeName + " (" + m.columns() * m.rows()
                            + " components, column by column)";
                    // "Java type char does not hold char" would read as a contradiction
                    default -> SourceVersion.isKeyword(typeName) ? "the C type " + typeName : typeName;
                };
                error(component, typeAnn, "member " + name + ": Java type " + javaType + " does not hold " + what
                        + "; declare it as " + expected);
                return Optional.empty();
            }
        }

        int arrayDims = javaDims - componentDims;
        List<Integer> lengths = new ArrayList<>();
        if (lengthAnn != null) {
            for (AnnotationValue v : listValue(lengthAnn, "value")) {
                // an unresolved constant comes as a String: javac reports it, this says why nothing is generated
                if (!(v.getValue() instanceof Integer length)) {
                    error(component, lengthAnn, "@Length of member " + name + " needs int constants, such as @Length(4)");
                    return Optional.empty();
                }
                lengths.add(length);
            }
        }
        if (lengthAnn == null && arrayDims > 0) {
            // @Type("mat3") float[][]: more likely one matrix in a Java array too deep than an array of matrices
            String single = componentDims == 0 ? "" : "; a single " + typeName + " is "
                    + javaType.substring(0, javaType.length() - 2 * arrayDims) + ", one Java array of its components";
            error(component, null, "member " + name + " is an array (" + javaType + ") without @Length; give its "
                    + (arrayDims == 1 ? "length, for example @Length(4)" : arrayDims + " lengths, outermost first, for example @Length({"
                    + String.join(", ", java.util.Collections.nCopies(arrayDims, "2")) + "})") + single);
            return Optional.empty();
        }
        // the Java type that holds the lengths @Length gives: a vector's or matrix's own array dimension comes on top
        String javaTypeForLengths = spelling(base) + "[]".repeat(lengths.size() + componentDims);
        if (lengthAnn != null && arrayDims == 0) {
            error(component, lengthAnn, "@Length on member " + name + ", which is not an array (" + javaType
                    + (componentDims > 0 ? ", the components of " + typeName : "") + "); "
                    + (lengths.isEmpty() ? "" : "declare it as " + javaTypeForLengths + " for an array, or ") + "remove @Length");
            return Optional.empty();
        }
        if (lengthAnn != null && lengths.size() != arrayDims) {
            error(component, lengthAnn, "@Length gives " + lengths.size() + " dimension(s) but " + javaType + " has "
                    + arrayDims + " array dimension(s)" + (componentDims > 0 ? " besides the " + typeName + " components" : "")
                    + "; " + (lengths.isEmpty() ? "" : "declare it as " + javaTypeForLengths + ", or ") + "give @Length "
                    + arrayDims + " length(s)");
            return Optional.empty();
        }
        for (int length : lengths) {
            if (length < 1) {
                error(component, lengthAnn, "@Length of member " + name + ": " + length + " is not a positive length");
                return Optional.empty();
            }
        }
        String tooMany = JavaArrayLimit.whyTooMany(name, javaType, lengths, leaf, holder);
        if (tooMany != null) {
            error(component, lengthAnn, tooMany);
            return Optional.empty();
        }

        if (rowMajorAnn != null) {
            if (leaf instanceof MatrixType m) {
                leaf = m.withRowMajor(true);
            } else {
                error(component, rowMajorAnn, "@RowMajor on member " + name + ", which is not a matrix; remove it, or give"
                        + " the member a matrix type such as @Type(\"mat3\") float[]");
                return Optional.empty();
            }
        }
        long align = alignValue(component);
        if (align < 0) {
            return Optional.empty();
        }
        DataType type = leaf;
        for (int d = lengths.size() - 1; d >= 0; d--) {
            type = org.abistruct.type.ArrayType.of(type, lengths.get(d));
        }
        Member member = new Member(name, type, typeName, Member.NOT_A_BITFIELD, align, Position.NONE);
        String javaHolder = holder == null ? null : ScalarCodec.of(JavaTypes.componentOf(leaf), holder).javaType;
        return Optional.of(new MemberModel(member, javaHolder, nested, Names.layoutField(name)));
    }

    /**
     * {@code type} as Java source spells it, without the type annotations {@code toString()} would show: a nullness
     * checker's {@code @NonNull float} is the primitive {@code float}.
     */
    private static String spelling(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            return type.getKind().name().toLowerCase(java.util.Locale.ROOT);
        }
        if (type instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element) {
            return element.getQualifiedName().toString();
        }
        return type.toString();
    }

    private static Element componentNamed(TypeElement record, String name) {
        return record.getRecordComponents().stream().filter(c -> c.getSimpleName().contentEquals(name)).findFirst()
                .map(Element.class::cast).orElse(record);
    }

    /** The @Align value of {@code element}, 0 without one, or -1 after reporting a bad one. */
    private long alignValue(Element element) {
        AnnotationMirror align = annotation(element, ALIGN);
        if (align == null) {
            return 0;
        }
        AnnotationValue given = value(align, "value");
        // missing or unresolved (javac reports that too): say why nothing is generated rather than fail
        if (given == null || !(given.getValue() instanceof Number number)) {
            error(element, align, "@Align needs a constant power of two, such as @Align(16)");
            return -1;
        }
        long value = number.longValue();
        if (value < 1 || (value & (value - 1)) != 0) {
            long nextUp = value > 1 && value < Member.MAX_ALIGNMENT ? Long.highestOneBit(value) << 1 : 0;
            // the bound too, so that one past it (@Align(300000000)) is not answered with another that is refused
            error(element, align, "@Align(" + value + ") is not a power of two; give an alignment in bytes of 1, 2, 4, 8, 16,"
                    + " ... up to " + Member.MAX_ALIGNMENT + (nextUp > 0 ? " (the next one up is @Align(" + nextUp + "))" : ""));
            return -1;
        }
        if (value > Member.MAX_ALIGNMENT) {
            error(element, align, "@Align(" + value + ") is larger than " + Member.MAX_ALIGNMENT + ", the largest"
                    + " alignment AbiStruct lays out");
            return -1;
        }
        return value;
    }

    /** The type {@code @Type} names, or null when it names none (its errors are reported where @Type is read). */
    private DataType typeNamed(AnnotationMirror typeAnn) {
        if (AwaitedTypes.unresolved(value(typeAnn, "value"))) {
            return null;
        }
        TypeSpelling.Parsed parsed = TypeSpelling.parse(stringValue(typeAnn, "value"));
        return parsed.error() != null ? null : parsed.member().type();
    }

    /** Parses the value of {@code @Type} ({@link TypeSpelling}); empty after reporting why it is not one type. */
    private Optional<Member> parseType(Element component, AnnotationMirror typeAnn, String spelled) {
        TypeSpelling.Parsed parsed = TypeSpelling.parse(spelled);
        if (parsed.error() != null) {
            error(component, typeAnn, parsed.error());
            return Optional.empty();
        }
        return Optional.of(parsed.member());
    }

    private static String packageOf(Element element) {
        Element e = element;
        while (!(e instanceof PackageElement)) {
            e = e.getEnclosingElement();
        }
        return ((PackageElement) e).getQualifiedName().toString();
    }

    static String article(ElementKind kind) {
        String k = kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        return ("aeiou".indexOf(k.charAt(0)) >= 0 ? "an " : "a ") + k;
    }

    static AnnotationMirror annotation(Element element, String qualifiedName) {
        for (AnnotationMirror m : element.getAnnotationMirrors()) {
            if (((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().contentEquals(qualifiedName)) {
                return m;
            }
        }
        return null;
    }

    private static AnnotationValue value(AnnotationMirror mirror, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : mirror.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue();
            }
        }
        return null;
    }

    private static String stringValue(AnnotationMirror mirror, String name) {
        AnnotationValue v = value(mirror, name);
        return v == null ? "" : v.getValue().toString();
    }

    @SuppressWarnings("unchecked")
    private static List<? extends AnnotationValue> listValue(AnnotationMirror mirror, String name) {
        AnnotationValue v = value(mirror, name);
        if (v == null) {
            return List.of();
        }
        Object o = v.getValue();
        return o instanceof List<?> list ? (List<? extends AnnotationValue>) list : List.of(v);
    }

    private void error(Element element, AnnotationMirror annotation, String message) {
        if (annotation != null) {
            messager.printMessage(Diagnostic.Kind.ERROR, message, element, annotation);
        } else {
            messager.printMessage(Diagnostic.Kind.ERROR, message, element);
        }
    }
}
