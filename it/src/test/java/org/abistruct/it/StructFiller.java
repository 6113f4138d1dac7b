package org.abistruct.it;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.abistruct.it.RandomStructs.Array;
import org.abistruct.it.RandomStructs.Kind;
import org.abistruct.it.RandomStructs.Matrix;
import org.abistruct.it.RandomStructs.MemberDecl;
import org.abistruct.it.RandomStructs.Nested;
import org.abistruct.it.RandomStructs.Prim;
import org.abistruct.it.RandomStructs.Scalar;
import org.abistruct.it.RandomStructs.StructDecl;
import org.abistruct.it.RandomStructs.Vector;

/**
 * Writes seeded random values into a generated struct view through its generated setters, and reads them
 * back through its generated getters, by reflection (this is a test; generated code itself reflects on
 * nothing). Both produce {@code label=value} maps in {@link CProgram}'s format.
 *
 * <p>Which setter is used varies with the seed where the generated class offers several: the bulk
 * {@code m(T[])} or element {@code m(i, v)} for arrays, the raw {@code m(int)} or range-checked
 * {@code m(long)} for unsigned members, {@code m(c, r, v)} or {@code m(T[])} for matrices.
 */
public final class StructFiller {
    private final SplittableRandom rnd;
    private final int longBytes;
    private final int pointerBytes;

    /** A filler for an ABI whose {@code long}, {@code size_t}, {@code intptr_t} and pointers are 8 bytes. */
    public StructFiller(long seed) {
        this(seed, 8, 8);
    }

    /**
     * A filler for an ABI whose C {@code long} has {@code longBytes} and whose pointers, {@code size_t} and
     * {@code intptr_t} have {@code pointerBytes} (4 or 8 each): values of those kinds that are 4 bytes fit in 4, as
     * the views require (signed ones in {@code int}'s range, unsigned ones in 0 to 2<sup>32</sup>-1).
     */
    public StructFiller(long seed, int longBytes, int pointerBytes) {
        if (longBytes != 4 && longBytes != 8 || pointerBytes != 4 && pointerBytes != 8) {
            throw new IllegalArgumentException("long " + longBytes + " and pointers " + pointerBytes
                    + " bytes: each must be 4 or 8");
        }
        this.rnd = new SplittableRandom(seed);
        this.longBytes = longBytes;
        this.pointerBytes = pointerBytes;
    }

    // ------------------------------------------------------------------ writing

    /** Sets every member of {@code view} (a generated view of {@code s}); records what C should print. */
    public void fill(Object view, StructDecl s, String label, Map<String, String> expected) {
        for (MemberDecl m : s.members()) {
            fillMember(view, m.name(), m.kind(), label + m.name(), expected);
        }
    }

    private void fillMember(Object view, String name, Kind kind, String label, Map<String, String> expected) {
        switch (kind) {
            case Scalar sc -> {
                Object v = randomValue(sc.prim());
                setScalar(view, name, sc.prim(), v, new Object[0]);
                expected.put(label, print(sc.prim(), v));
            }
            case Vector v -> {
                Object[] values = randomValues(v.component(), v.length());
                if (v.length() <= 4 && rnd.nextInt(3) == 0) {
                    // component setters: positionX(v), positionY(v), ...
                    for (int k = 0; k < v.length(); k++) {
                        invoke(view, name + "XYZW".charAt(k), values[k]);
                    }
                } else {
                    invoke(view, name, toJavaArray(v.component(), values));
                }
                for (int k = 0; k < v.length(); k++) {
                    expected.put(label + "<" + k + ">", print(v.component(), values[k]));
                }
            }
            case Matrix m -> {
                Object[] columnMajor = randomValues(m.component(), m.columns() * m.rows());
                if (rnd.nextBoolean()) {
                    invoke(view, name, toJavaArray(m.component(), columnMajor));
                } else {
                    for (int c = 0; c < m.columns(); c++) {
                        for (int r = 0; r < m.rows(); r++) {
                            invoke(view, name, c, r, columnMajor[c * m.rows() + r]);
                        }
                    }
                }
                for (int c = 0; c < m.columns(); c++) {
                    for (int r = 0; r < m.rows(); r++) {
                        expected.put(label + "(" + c + "," + r + ")", print(m.component(), columnMajor[c * m.rows() + r]));
                    }
                }
            }
            case Nested n -> fill(invoke(view, name), n.struct(), label + ".", expected);
            case Array a -> fillArray(view, name, a, label, expected);
        }
    }

    private void fillArray(Object view, String name, Array a, String label, Map<String, String> expected) {
        var indices = CProgram.indices(a.dims());
        if (a.element() instanceof Scalar sc && a.dims().length == 1 && rnd.nextBoolean()) {
            Object[] values = randomValues(sc.prim(), a.count());
            invoke(view, name, toJavaArray(sc.prim(), values));
            for (int i = 0; i < values.length; i++) {
                expected.put(label + "[" + i + "]", print(sc.prim(), values[i]));
            }
            return;
        }
        for (int[] index : indices) {
            Object[] idx = boxed(index);
            String l = label + CProgram.indexSuffix(index);
            switch (a.element()) {
                case Scalar sc -> {
                    Object v = randomValue(sc.prim());
                    setScalar(view, name, sc.prim(), v, idx);
                    expected.put(l, print(sc.prim(), v));
                }
                case Vector v -> {
                    Object[] values = randomValues(v.component(), v.length());
                    invoke(view, name, append(idx, toJavaArray(v.component(), values)));
                    for (int k = 0; k < v.length(); k++) {
                        expected.put(l + "<" + k + ">", print(v.component(), values[k]));
                    }
                }
                case Matrix m -> {
                    Object[] columnMajor = randomValues(m.component(), m.columns() * m.rows());
                    invoke(view, name, append(idx, toJavaArray(m.component(), columnMajor)));
                    for (int c = 0; c < m.columns(); c++) {
                        for (int r = 0; r < m.rows(); r++) {
                            expected.put(l + "(" + c + "," + r + ")", print(m.component(), columnMajor[c * m.rows() + r]));
                        }
                    }
                }
                case Nested n -> fill(invoke(view, name, idx), n.struct(), l + ".", expected);
                case Array inner -> throw new AssertionError("array of arrays");
            }
        }
    }

    /** A scalar member or element: the raw setter, or for unsigned members now and then the checked long one. */
    private void setScalar(Object view, String name, Prim p, Object v, Object[] idx) {
        // the checked setter takes the next wider Java type: int for 8 and 16 bits, long for 32
        Object checked = switch (p) {
            case U8, U16 -> (int) unsignedValue(p, v);
            case U32 -> unsignedValue(p, v);
            default -> null;
        };
        if (checked != null && rnd.nextBoolean()) {
            invoke(view, name, append(idx, checked));
        } else {
            invoke(view, name, append(idx, v));
        }
    }

    /**
     * {@link #fill}s {@code view} and {@link #read}s it back; a getter that disagrees with its setter adds a line
     * to {@code problems}, with {@code javaSource}'s declaration for the reader (written only then).
     *
     * @return the values written, keyed as {@link #fill} keys them
     */
    public Map<String, String> fillAndReadBack(Object view, StructDecl s, String how, Supplier<String> javaSource,
            List<String> problems) {
        Map<String, String> written = new LinkedHashMap<>();
        fill(view, s, s.name() + ".", written);
        Map<String, String> readBack = new LinkedHashMap<>();
        read(view, s, s.name() + ".", readBack);
        if (!readBack.equals(written)) {
            problems.add(s.name() + " (" + how + "): getters disagree with setters: " + diff(written, readBack) + "\n"
                    + javaSource.get());
        }
        return written;
    }

    /** The first dozen values that differ between {@code want} and {@code got}, one per line. */
    static String diff(Map<String, String> want, Map<String, String> got) {
        var b = new StringBuilder();
        int shown = 0;
        for (var e : want.entrySet()) {
            String g = got.get(e.getKey());
            if (!e.getValue().equals(g) && shown++ < 12) {
                b.append("\n  ").append(e.getKey()).append(": expected ").append(e.getValue()).append(", actual ").append(g);
            }
        }
        for (var e : got.entrySet()) {
            if (!want.containsKey(e.getKey()) && shown++ < 12) {
                b.append("\n  ").append(e.getKey()).append(": unexpected ").append(e.getValue());
            }
        }
        return b.toString();
    }

    // ------------------------------------------------------------------ reading back

    /** Reads every member of {@code view} back through the getters, in {@link CProgram}'s format. */
    public static void read(Object view, StructDecl s, String label, Map<String, String> actual) {
        for (MemberDecl m : s.members()) {
            readMember(view, m.name(), m.kind(), label + m.name(), actual, new Object[0]);
        }
    }

    private static void readMember(Object view, String name, Kind kind, String label, Map<String, String> actual, Object[] idx) {
        switch (kind) {
            case Scalar sc -> {
                Object v = invoke(view, name, idx);
                actual.put(label, print(sc.prim(), v));
                String widening = switch (sc.prim()) {
                    case U8, U16 -> name + "AsInt";
                    case U32 -> name + "AsLong";
                    default -> null;
                };
                if (widening != null) {
                    long wide = ((Number) invoke(view, widening, idx)).longValue();
                    if (wide != unsignedValue(sc.prim(), v)) {
                        actual.put(label + " (" + widening + ")", Long.toString(wide));
                    }
                }
            }
            case Vector v -> {
                Object dst = java.lang.reflect.Array.newInstance(v.component().javaClass(), v.length());
                Object got = invoke(view, name + "To", append(idx, dst));
                for (int k = 0; k < v.length(); k++) {
                    Object value = java.lang.reflect.Array.get(got, k);
                    actual.put(label + "<" + k + ">", print(v.component(), value));
                    if (idx.length == 0 && v.length() <= 4) {
                        Object component = invoke(view, name + "XYZW".charAt(k));
                        if (!print(v.component(), component).equals(print(v.component(), value))) {
                            actual.put(label + "<" + k + "> (" + name + "XYZW".charAt(k) + "())", print(v.component(), component));
                        }
                    }
                }
            }
            case Matrix m -> {
                Object dst = java.lang.reflect.Array.newInstance(m.component().javaClass(), m.columns() * m.rows());
                Object got = invoke(view, name + "To", append(idx, dst));
                for (int c = 0; c < m.columns(); c++) {
                    for (int r = 0; r < m.rows(); r++) {
                        Object value = java.lang.reflect.Array.get(got, c * m.rows() + r);
                        actual.put(label + "(" + c + "," + r + ")", print(m.component(), value));
                        if (idx.length == 0) {
                            Object single = invoke(view, name, c, r);
                            if (!print(m.component(), single).equals(print(m.component(), value))) {
                                actual.put(label + "(" + c + "," + r + ") (element getter)", print(m.component(), single));
                            }
                        }
                    }
                }
            }
            case Nested n -> read(invoke(view, name, idx), n.struct(), label + ".", actual);
            case Array a -> {
                for (int[] index : CProgram.indices(a.dims())) {
                    readMember(view, name, a.element(), label + CProgram.indexSuffix(index), actual, boxed(index));
                }
                if (a.element() instanceof Scalar sc && a.dims().length == 1) {
                    Object got = invoke(view, name + "To", java.lang.reflect.Array.newInstance(sc.prim().javaClass(), a.count()));
                    for (int i = 0; i < a.count(); i++) {
                        String bulk = print(sc.prim(), java.lang.reflect.Array.get(got, i));
                        if (!bulk.equals(actual.get(label + "[" + i + "]"))) {
                            actual.put(label + "[" + i + "] (" + name + "To)", bulk);
                        }
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------------ values

    private Object randomValue(Prim p) {
        return switch (p) {
            case I8, U8 -> (byte) rnd.nextInt();
            case I16, U16 -> (short) rnd.nextInt();
            case CHAR16 -> (char) rnd.nextInt();
            case I32, U32 -> rnd.nextInt();
            case BOOL -> rnd.nextBoolean();
            case F16 -> {
                // a binary16 value (not NaN), widened: exactly representable, so it must come back unchanged
                short bits;
                do {
                    bits = (short) rnd.nextInt();
                } while ((bits & 0x7C00) == 0x7C00 && (bits & 0x3FF) != 0);
                yield Float.float16ToFloat(bits);
            }
            case F32 -> {
                float f;
                do {
                    f = rnd.nextInt(4) == 0 ? rnd.nextInt(-1000, 1000) / 8f : Float.intBitsToFloat(rnd.nextInt());
                } while (Float.isNaN(f));
                yield f;
            }
            case F64 -> {
                double d;
                do {
                    d = rnd.nextInt(4) == 0 ? rnd.nextInt(-1000, 1000) / 8.0 : Double.longBitsToDouble(rnd.nextLong());
                } while (Double.isNaN(d));
                yield d;
            }
            default -> {
                long v = rnd.nextInt(4) == 0 ? (long) rnd.nextInt(-1000, 1000) : rnd.nextLong();
                yield abiSizedBytes(p) == 4 ? (p.print == RandomStructs.Print.SIGNED ? (int) v : v & 0xFFFF_FFFFL) : v;
            }
        };
    }

    /** The bytes the ABI gives {@code p}: its C {@code long}'s or its pointers', else 8 (int64_t). */
    private int abiSizedBytes(Prim p) {
        return switch (p) {
            case LONG, ULONG -> longBytes;
            case SIZE_T, INTPTR, UINTPTR, VOID_PTR, FLOAT_PTR -> pointerBytes;
            default -> 8;
        };
    }

    private Object[] randomValues(Prim p, int n) {
        Object[] values = new Object[n];
        for (int i = 0; i < n; i++) {
            values[i] = randomValue(p);
        }
        return values;
    }

    /** The value as C prints it (see {@link CProgram}). */
    static String print(Prim p, Object v) {
        return switch (p.print) {
            case SIGNED -> switch (v) {
                case Byte b -> Long.toString(b);
                case Short s -> Long.toString(s);
                case Integer i -> Long.toString(i);
                case Long l -> Long.toString(l);
                default -> throw new AssertionError(v.getClass());
            };
            case UNSIGNED -> Long.toUnsignedString(unsignedValue(p, v));
            case BOOL -> (Boolean) v ? "1" : "0";
            // the value as given (a binary16 one, widened), not rounded by Float.floatToFloat16 as the setters round it:
            // a record made through their conversion would carry its errors to the C side too
            case F16 -> "h" + Integer.toUnsignedString(Float.floatToRawIntBits((Float) v));
            case F32 -> "f" + Integer.toUnsignedString(Float.floatToRawIntBits((Float) v));
            case F64 -> "d" + Long.toUnsignedString(Double.doubleToRawLongBits((Double) v));
        };
    }

    static long unsignedValue(Prim p, Object v) {
        return switch (v) {
            case Byte b -> b & 0xFFL;
            case Short s -> s & 0xFFFFL;
            case Character c -> c;
            case Integer i -> i & 0xFFFF_FFFFL;
            case Long l -> l;
            default -> throw new AssertionError(p + " " + v.getClass());
        };
    }

    private static Object toJavaArray(Prim p, Object[] values) {
        Object array = java.lang.reflect.Array.newInstance(p.javaClass(), values.length);
        for (int i = 0; i < values.length; i++) {
            java.lang.reflect.Array.set(array, i, values[i]);
        }
        return array;
    }

    private static Object[] boxed(int[] index) {
        Object[] o = new Object[index.length];
        for (int i = 0; i < index.length; i++) {
            o[i] = index[i];
        }
        return o;
    }

    private static Object[] append(Object[] a, Object last) {
        Object[] r = Arrays.copyOf(a, a.length + 1);
        r[a.length] = last;
        return r;
    }

    // ------------------------------------------------------------------ reflection

    /** Calls the public instance method {@code name} whose parameter types are exactly the arguments' (unboxed). */
    public static Object invoke(Object target, String name, Object... args) {
        Class<?> type = publicType(target);
        Method m = findMethod(type, name, args);
        if (m == null) {
            throw new AssertionError("generated class " + type.getName() + " has no method " + name
                    + signature(args) + "; it has: " + candidates(type, name));
        }
        try {
            return m.invoke(target, args);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        } catch (InvocationTargetException e) {
            throw new AssertionError(target.getClass().getSimpleName() + "." + name + signature(args) + " threw "
                    + e.getCause(), e.getCause());
        }
    }

    /** The generated public class of a view: views are of its private nested (or hidden) subclasses. */
    static Class<?> publicType(Object view) {
        Class<?> type = view.getClass();
        while (type.isHidden() || !Modifier.isPublic(type.getModifiers())) {
            type = type.getSuperclass();
        }
        return type;
    }

    static Method findMethod(Class<?> type, String name, Object[] args) {
        outer:
        for (Method m : type.getMethods()) {
            if (!m.getName().equals(name) || m.getParameterCount() != args.length || Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            Class<?>[] params = m.getParameterTypes();
            for (int i = 0; i < params.length; i++) {
                if (!matches(params[i], args[i])) {
                    continue outer;
                }
            }
            return m;
        }
        return null;
    }

    private static boolean matches(Class<?> param, Object arg) {
        if (!param.isPrimitive()) {
            return param.isInstance(arg);
        }
        return switch (arg) {
            case Byte b -> param == byte.class;
            case Short s -> param == short.class;
            case Character c -> param == char.class;
            case Integer i -> param == int.class;
            case Long l -> param == long.class;
            case Float f -> param == float.class;
            case Double d -> param == double.class;
            case Boolean b -> param == boolean.class;
            default -> false;
        };
    }

    private static String signature(Object[] args) {
        var b = new StringBuilder("(");
        for (int i = 0; i < args.length; i++) {
            Object a = args[i];
            String t = a == null ? "null" : switch (a) {
                case Byte x -> "byte";
                case Short x -> "short";
                case Character x -> "char";
                case Integer x -> "int";
                case Long x -> "long";
                case Float x -> "float";
                case Double x -> "double";
                case Boolean x -> "boolean";
                default -> a.getClass().getSimpleName();
            };
            b.append(i == 0 ? "" : ", ").append(t);
        }
        return b.append(')').toString();
    }

    private static String candidates(Class<?> type, String name) {
        var b = new StringBuilder();
        for (Method m : type.getMethods()) {
            if (m.getName().equals(name)) {
                b.append(b.isEmpty() ? "" : ", ").append(m.getName()).append(Arrays.toString(m.getParameterTypes()));
            }
        }
        return b.isEmpty() ? "no method of that name" : b.toString();
    }
}
