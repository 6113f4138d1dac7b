package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.classfile.Attributes;
import java.lang.classfile.ClassFile;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.net.URLClassLoader;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntUnaryOperator;
import java.util.function.LongUnaryOperator;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.runtime.IllegalMemberValueException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generated classes, compiled from {@link Samples} and driven through their API: values round-trip
 * under every ABI, and the bytes land where {@link Abi#layout} says, read back independently with a
 * {@link MemorySegment}.
 */
class GeneratedStructTest {
    static final List<String> ABIS = List.of("x86_64-sysv", "x86_64-msvc", "std140", "std430", "scalar", "network",
            "i386-sysv");
    static final List<String> C_ABIS = List.of("x86_64-sysv", "x86_64-msvc", "i386-sysv", "i386-msvc", "network", "aarch64");

    private static TestCompiler.Result result;
    private static URLClassLoader loader;

    @BeforeAll
    static void compile(@TempDir Path dir) throws Exception {
        result = TestCompiler.compile(dir, Samples.gpuAndC());
        assertThat(result.success()).as(result.report()).isTrue();
        loader = result.loader();
    }

    @AfterAll
    static void close() throws Exception {
        loader.close();
    }

    @Test
    void generatedCodeCompilesWithoutAnyWarningUnderXlintAll() {
        assertThat(result.diagnostics()).as(result.report()).isEmpty();
    }

    /**
     * C2 inlines a method of at most 35 bytes of bytecode ({@code MaxInlineSize}) at any call site, a larger one
     * only where the call is hot; an accessor left as a call makes its view escape. Scalar, component and element
     * accessors of the direct classes fit; the larger ones (bulk copies aside) are listed here.
     */
    @Test
    void directAccessorsFitTheAlwaysInlineSizeBarTheListedOnes() throws Exception {
        List<String> larger = new ArrayList<>();
        for (String type : List.of("Sample", "CSample", "Inner")) {
            var model = ClassFile.of().parse(result.classes().resolve("s/" + type + "$Direct.class"));
            for (var method : model.methods()) {
                String descriptor = method.methodType().stringValue();
                int size = method.findAttribute(Attributes.code()).orElseThrow().codeLength();
                boolean bulk = descriptor.contains("[") || descriptor.contains("Lorg/joml/");
                if (size > 35 && !bulk && !method.methodName().stringValue().startsWith("<")) {
                    larger.add(type + "." + method.methodName().stringValue() + descriptor.substring(0, descriptor.indexOf(')') + 1));
                }
            }
        }
        assertThat(larger).containsExactlyInAnyOrder(
                // whole vectors: one store per component
                "Sample.v3(FFF)", "Sample.dv4(DDDD)", "Sample.bv2(ZZ)", "Sample.v2s(IFF)", "Inner.u(III)",
                // two indices: matrix elements and the two-dimensional array
                "Sample.m3(II)", "Sample.m3(IIF)", "Sample.rm23(II)", "Sample.rm23(IIF)", "Sample.dm2(II)",
                "Sample.dm2(IID)", "Sample.grid(II)", "Sample.grid(IIF)", "Sample.m2s(III)", "Sample.m2s(IIIF)",
                // element setters of a bool, of a vector's component, and of ABI-sized integers (range check)
                "Sample.bools(IZ)", "Sample.v2sY(IF)", "CSample.sizes(IJ)", "CSample.longs(IJ)",
                // a view moved onto a struct of an array: the index, then the view's null check (the JIT inlines it
                // where it is hot; a view the caller passes does not escape for want of inlining)
                "Sample.inners(ILs/Inner;)");
    }

    @ParameterizedTest
    @MethodSource("abis")
    void everyMemberKindRoundTripsAndLandsAtTheLayoutOffsets(String abiId) throws Exception {
        Abi abi = Abi.of(abiId);
        StructType type = staticField("s.Sample", "TYPE");
        StructLayout layout = abi.layout(type);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment bytes = this.<BiFunction<Abi, Arena, MemorySegment>>driver("s.SampleDriver").apply(abi, arena);
            assertThat(bytes.byteSize()).isEqualTo(layout.byteSize());
            var specials = Map.<Integer, LongUnaryOperator>of(1, v -> v + 150, 3, v -> v + 40000, 6, v -> v + 3_000_000_000L);
            int checked = new SlotChecker(abi, bytes, specials).struct(layout, 0, m -> m, 0);
            assertThat(checked).isEqualTo(1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 // scalars
                    + 3 + 2 + 4 + 2 + 9 + 6 + 4 // vectors and matrices
                    + 4 + 6 + 3 + 4 + 8 // arrays
                    + 4 + 8 + 1); // inner, inners, aligned
        }
    }

    @ParameterizedTest
    @MethodSource("cAbis")
    void abiSizedIntegersAndPointersTakeTheAbisSize(String abiId) throws Exception {
        Abi abi = Abi.of(abiId);
        StructLayout layout = abi.layout(this.<StructType>staticField("s.CSample", "TYPE"));
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment bytes = this.<BiFunction<Abi, Arena, MemorySegment>>driver("s.CSampleDriver").apply(abi, arena);
            var specials = Map.<Integer, LongUnaryOperator>of(0, v -> -v, 3, v -> v + 0x8000_0000L, 4, v -> -v, 10, v -> -v);
            int checked = new SlotChecker(abi, bytes, specials).struct(layout, 0, m -> m, 0);
            assertThat(checked).isEqualTo(5 + 3 + 8 + 3 + 2);
        }
        long pointerSize = layout.member("ptr").orElseThrow().byteSize();
        assertThat(pointerSize).isEqualTo(abiId.startsWith("i386") ? 4 : 8);
    }

    @Test
    void typeConstantLaysOutLikeTheSameDeclarationInGlsl() throws Exception {
        var parsed = SchemaParser.parse("sample.glsl", """
                struct Inner { uvec3 u; float f; };
                struct Sample { int8_t i8; uint8_t u8; int16_t i16; uint16_t u16; uint16_t c16; int i32; uint u32;
                    int64_t i64; uint64_t u64; float f32; float16_t f16; double f64; bool flag; vec3 v3; ivec2 iv2;
                    dvec4 dv4; bvec2 bv2; mat3 m3; layout(row_major) mat2x3 rm23; dmat2 dm2; int ints[4];
                    float grid[2][3]; bool bools[3]; vec2 v2s[2]; mat2 m2s[2]; Inner inner; Inner inners[2];
                    layout(align = 16) int aligned; };
                """).type("Sample").orElseThrow();
        StructType generated = staticField("s.Sample", "TYPE");
        for (String id : ABIS) {
            StructLayout expected = Abi.of(id).layout(parsed);
            StructLayout actual = Abi.of(id).layout(generated);
            assertThat(actual.byteSize()).as(id).isEqualTo(expected.byteSize());
            for (MemberLayout m : expected.members()) {
                MemberLayout a = actual.member(m.name()).orElseThrow();
                assertThat(List.of(a.byteOffset(), a.byteSize(), a.matrixStride())).as(id + " " + m.name())
                        .isEqualTo(List.of(m.byteOffset(), m.byteSize(), m.matrixStride()));
                assertThat(a.arrayStrides()).as(id + " " + m.name()).isEqualTo(m.arrayStrides());
            }
            Function<Abi, StructLayout> layoutOf = abi -> invokeStatic("s.Sample", "layout", abi);
            assertThat(layoutOf.apply(Abi.of(id))).isEqualTo(actual);
        }
    }

    @ParameterizedTest
    @MethodSource("abis")
    void arraysOfStructsGetReuseAndIterate(String abiId) {
        assertThat(this.<Function<Abi, String>>driver("s.ArrayDriver").apply(Abi.of(abiId))).isEqualTo("ok");
    }

    @ParameterizedTest
    @MethodSource("abis")
    void getAndSetCopyTheWholeStructThroughItsRecordUnderEveryAbiAndRefuseBadValuesWithoutWriting(String abiId) {
        assertThat(this.<Function<Abi, String>>driver("s.RecordCopyDriver").apply(Abi.of(abiId))).isEqualTo("ok");
    }

    @ParameterizedTest
    @ValueSource(strings = {"x86_64-sysv", "std140", "network"})
    void everyFactoryGivesTheOwnershipAndAbiItSays(String abiId) {
        assertThat(this.<Function<Abi, String>>driver("s.FactoryDriver").apply(Abi.of(abiId))).isEqualTo("ok");
    }

    static Stream<Arguments> misuses() {
        return Stream.of(
                Arguments.of("index", IndexOutOfBoundsException.class, "ints: index 4 out of range 0..3"),
                Arguments.of("negative index", IndexOutOfBoundsException.class, "ints: index -1 out of range 0..3"),
                Arguments.of("second index", IndexOutOfBoundsException.class, "grid: index 3 out of range 0..2"),
                Arguments.of("matrix column", IndexOutOfBoundsException.class, "m3 column: index 3 out of range 0..2"),
                Arguments.of("matrix row", IndexOutOfBoundsException.class, "rm23 row: index 3 out of range 0..2"),
                Arguments.of("array of structs index", IndexOutOfBoundsException.class, "inners: index 2 out of range 0..1"),
                Arguments.of("array element", IndexOutOfBoundsException.class, "index 2 out of range 0..1 of Sample[2]@std140"),
                Arguments.of("empty array element", IndexOutOfBoundsException.class, "index 0 out of range: Sample[0]@std140 is empty"),
                Arguments.of("uint8", IllegalMemberValueException.class, "u8: value 256 out of range 0..255"),
                Arguments.of("uint16", IllegalArgumentException.class, "u16: value -1 out of range 0..65535"),
                Arguments.of("uint32", IllegalArgumentException.class, "u32: value 4294967296 out of range 0..4294967295"),
                Arguments.of("size_t on i386", IllegalMemberValueException.class,
                        "size: value 4294967296 does not fit in 4 bytes under i386-sysv"),
                Arguments.of("long on i386", IllegalArgumentException.class,
                        "cl: value -2147483649 does not fit in 4 bytes under i386-sysv"),
                // an element setter names the element; the index path is built only when the check fails
                Arguments.of("uint16 element", IllegalMemberValueException.class, "counts[2]: value 70000 out of range 0..65535"),
                Arguments.of("uint16 element, general view", IllegalArgumentException.class,
                        "counts[2]: value 70000 out of range 0..65535"),
                Arguments.of("uint8 element of a 2-D array", IllegalArgumentException.class,
                        "levels[1][0]: value -1 out of range 0..255"),
                Arguments.of("uint8 element of a 2-D array, general view", IllegalArgumentException.class,
                        "levels[1][0]: value -1 out of range 0..255"),
                // the index is checked before the value or the Java array, so no message names a missing element
                Arguments.of("uint16 element at a bad index", IndexOutOfBoundsException.class,
                        "counts: index 7 out of range 0..2"),
                Arguments.of("vec2 element from a short array", IllegalArgumentException.class,
                        "v2s[1]: array of length 1 is shorter than 2 elements"),
                Arguments.of("vec2 element into a short array", IllegalArgumentException.class,
                        "v2s[1]: array of length 1 is shorter than 2 elements"),
                Arguments.of("mat2 element from a short array", IllegalArgumentException.class,
                        "m2s[1]: array of length 3 is shorter than 4 elements"),
                Arguments.of("mat2 element into a short array", IllegalArgumentException.class,
                        "m2s[1]: array of length 3 is shorter than 4 elements"),
                Arguments.of("vec2 element at a bad index from a short array", IndexOutOfBoundsException.class,
                        "v2s: index 5 out of range 0..1"),
                Arguments.of("size_t element on i386", IllegalMemberValueException.class,
                        "sizes[1]: value 4294967296 does not fit in 4 bytes under i386-sysv"),
                Arguments.of("size_t element of a 2-D array on i386", IllegalArgumentException.class,
                        "sizes[1][1]: value 4294967296 does not fit in 4 bytes under i386-sysv"),
                Arguments.of("size_t element of a 2-D array on big-endian i386", IllegalArgumentException.class,
                        "sizes[0][1]: value 18446744073709551615 does not fit in 4 bytes under i386-be"),
                Arguments.of("bulk size_t on i386", IllegalMemberValueException.class,
                        "sizes[1]: value 4294967296 does not fit in 4 bytes under i386-sysv; nothing was written"),
                Arguments.of("bulk size_t of a 2-D array on i386", IllegalArgumentException.class,
                        "sizes[1][0]: value 4294967296 does not fit in 4 bytes under i386-sysv; nothing was written"),
                Arguments.of("short source", IllegalMemberValueException.class, "v3: array of length 2 is shorter than 3"),
                Arguments.of("short destination", IllegalArgumentException.class, "m3: array of length 8 is shorter than 9"),
                Arguments.of("double free", IllegalStateException.class, "it was already freed"),
                // the index before the view to reuse
                Arguments.of("reuse no view at a bad index", IndexOutOfBoundsException.class,
                        "inners: index 2 out of range 0..1"),
                Arguments.of("free an array element", IllegalStateException.class,
                        "it borrows its memory (wrapped, or a nested struct or array element"),
                Arguments.of("free a nested struct", IllegalStateException.class,
                        "it borrows its memory (wrapped, or a nested struct or array element"),
                Arguments.of("free arena memory", IllegalStateException.class,
                        "its memory came from an Arena or SegmentAllocator, which releases it (an Arena when it closes)"),
                Arguments.of("allocate from a byte[]", IllegalArgumentException.class,
                        "Sample@std140 needs 640 bytes aligned to 32, which the allocator cannot give (Target offset"
                                + " incompatible with alignment constraints); memory over a Java array is aligned only"
                                + " to its element size"),
                Arguments.of("allocate an array from a byte[]", IllegalArgumentException.class,
                        "Sample[2]@std140 needs 1280 bytes aligned to 32"),
                Arguments.of("allocate from no allocator", NullPointerException.class, "allocator"),
                // the JDK's allocators speak of their segment's offsets; the message names the struct too
                Arguments.of("allocate from a used-up slicing allocator", IndexOutOfBoundsException.class,
                        "Sample@std140 needs 640 bytes, more than the allocator has left (Out of bound access on segment"),
                Arguments.of("allocate an array from a too small prefix allocator", IndexOutOfBoundsException.class,
                        "Sample[2]@std140 needs 1280 bytes, more than the allocator has left ("),
                // a null segment would make a view of native memory at address 0, which crashes the JVM when used
                Arguments.of("allocate from an allocator that returns null", IllegalArgumentException.class,
                        "Sample@std140 needs 640 bytes, but the allocator returned null"),
                Arguments.of("allocate an array from an allocator that returns null", IllegalArgumentException.class,
                        "Sample[2]@std140 needs 1280 bytes, but the allocator returned null"),
                Arguments.of("allocate from an allocator that returns too few bytes", IllegalArgumentException.class,
                        "Sample@std140 needs 640 bytes, but the allocator returned a segment of 8"),
                // views would take memory below the struct's alignment, which native code and GPU APIs rely on
                Arguments.of("allocate from an allocator that returns misaligned memory", IllegalArgumentException.class,
                        "Sample@std140 needs 640 bytes aligned to 32, but the allocator returned a segment aligned to 8"),
                Arguments.of("allocate an array from an allocator that returns a long[]", IllegalArgumentException.class,
                        "Sample[2]@std140 needs 1280 bytes aligned to 32, but the allocator returned a segment aligned to 8"),
                Arguments.of("free wrapped memory", IllegalStateException.class, "it borrows its memory (wrapped, or a nested struct or array element"),
                Arguments.of("pop frame twice", IllegalStateException.class, "was already popped"),
                // the struct (or array), the ABI, the bytes needed and the bytes there are; not FFM's wording
                Arguments.of("wrap too small", IndexOutOfBoundsException.class, "Sample@std140 needs "),
                Arguments.of("wrap too few bytes", IndexOutOfBoundsException.class,
                        "Inner@std140 needs 16 bytes at offset 0 but the memory has 10"),
                Arguments.of("wrap past the end", IndexOutOfBoundsException.class,
                        "Inner@std140 needs 16 bytes at offset 20 but the memory has 32"),
                Arguments.of("wrap at a negative offset", IndexOutOfBoundsException.class,
                        "Inner@std140 needs 16 bytes at offset -1 but the memory has 32"),
                Arguments.of("wrap a too small buffer", IndexOutOfBoundsException.class,
                        "Inner@std430 needs 16 bytes at offset 0 but the memory has 12"),
                Arguments.of("wrapArray too small", IndexOutOfBoundsException.class,
                        "Inner[3]@std140 needs 48 bytes at offset 0 but the memory has 40"),
                Arguments.of("move to too small memory", IndexOutOfBoundsException.class,
                        "Inner@std140 needs 16 bytes at offset 0 but the memory has 8"),
                // null is not native memory: taking the offset for an address would crash the JVM
                Arguments.of("wrap null segment", NullPointerException.class, "segment"),
                Arguments.of("wrap null segment, default ABI", NullPointerException.class, "segment"),
                Arguments.of("wrap null segment at an offset", NullPointerException.class, "segment"),
                Arguments.of("wrap null segment at an offset, ABI", NullPointerException.class, "segment"),
                Arguments.of("wrap null segment with a layout", NullPointerException.class, "segment"),
                Arguments.of("wrap null buffer", NullPointerException.class, "buffer"),
                Arguments.of("wrap null buffer, default ABI", NullPointerException.class, "buffer"),
                Arguments.of("wrap null bytes", NullPointerException.class, "bytes"),
                Arguments.of("wrap null bytes, default ABI", NullPointerException.class, "bytes"),
                Arguments.of("wrapArray null", NullPointerException.class, "segment"),
                Arguments.of("wrapArray null, default ABI", NullPointerException.class, "segment"),
                Arguments.of("move to null", NullPointerException.class, "segment"),
                Arguments.of("wrap NULL", IllegalArgumentException.class, "cannot wrap Sample@std140 at address 0 (NULL)"),
                Arguments.of("wrap a negative address", IndexOutOfBoundsException.class,
                        "Inner@std140 needs 16 bytes at address 0xffffffffffffffc0, which run past 0x7fffffffffffffff"),
                Arguments.of("wrap an address whose struct runs past Long.MAX_VALUE", IndexOutOfBoundsException.class,
                        "Inner@std140 needs 16 bytes at address 0x7ffffffffffffff7, which run past 0x7fffffffffffffff"),
                Arguments.of("use after arena close", IllegalStateException.class, "Already closed"),
                Arguments.of("reuse an owning view", IllegalStateException.class, "it owns its memory; reuse a view that"
                        + " does not (of wrapped memory, a stack frame or an array's get(i))"),
                Arguments.of("reuse an owning view as an array cursor", IllegalStateException.class,
                        "it owns its memory; reuse a view that does not"),
                Arguments.of("reuse a view of another ABI", IllegalArgumentException.class, "has another layout than"
                        + " struct Inner@std140 [size=16 align=16: u@0 f@12]; reuse a view of that struct under that ABI"),
                Arguments.of("stack array larger than the stack", IllegalStateException.class,
                        "memory stack overflow: 6400000000 bytes requested"),
                Arguments.of("stack array in a closed frame", IllegalStateException.class,
                        "is closed; allocate in an open frame"),
                Arguments.of("negative array count", IllegalArgumentException.class, "Sample[-1]@std140 cannot have a negative count; an array holds 0 or more structs"),
                // refused even when there is no element to call it with
                Arguments.of("forEach without an action", NullPointerException.class, "action"),
                Arguments.of("array count overflow", IllegalArgumentException.class,
                        "Sample[4611686018427387903]@std140 needs more bytes than a long can count ("),
                Arguments.of("negative arena array count", IllegalArgumentException.class, "Sample[-1]@std140 cannot have a negative count; an array holds 0 or more structs"),
                Arguments.of("arena array count overflow", IllegalArgumentException.class,
                        "Sample[4611686018427387903]@std140 needs more bytes than a long can count ("),
                Arguments.of("negative stack array count", IllegalArgumentException.class, "Sample[-1]@std140 cannot have a negative count; an array holds 0 or more structs"),
                Arguments.of("stack array count overflow", IllegalArgumentException.class,
                        "Sample[4611686018427387903]@std140 needs more bytes than a long can count ("),
                Arguments.of("negative wrapped array count", IllegalArgumentException.class, "Sample[-1]@std140 cannot have a negative count; an array holds 0 or more structs"),
                Arguments.of("wrapped array count overflow", IllegalArgumentException.class,
                        "Sample[4611686018427387903]@std140 needs more bytes than a long can count ("),
                Arguments.of("double free of an array", IllegalStateException.class,
                        "cannot free Sample[2]@std140: it was already freed"),
                Arguments.of("reuse a view of another struct as an array cursor", IllegalArgumentException.class,
                        "view Inner@std140 has another layout than the array's Sample[2]@std140; reuse a view of its"
                                + " elements' struct under its ABI, as get(i) returns"),
                Arguments.of("move a direct view to heap memory", IllegalArgumentException.class,
                        "reaches native memory directly and cannot move to"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("misuses")
    void misuseThrowsAClearException(String misuse, Class<? extends Throwable> type, String message) {
        Function<String, Object> driver = driver("s.MisuseDriver");
        assertThatThrownBy(() -> driver.apply(misuse)).isInstanceOf(type).hasMessageContaining(message);
    }

    /**
     * A {@code null} frame is named as the wrap factories name their memory: without it the JDK's helpful message
     * says {@code because "<parameter1>" is null} in a class compiled without {@code -g}, and contains no "frame".
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"malloc in no frame", "calloc in no frame, ABI", "stack array in no frame",
            "zeroed stack array in no frame, ABI"})
    void aNullFrameIsANullPointerExceptionNamingTheParameter(String misuse) {
        Function<String, Object> driver = driver("s.MisuseDriver");
        assertThatThrownBy(() -> driver.apply(misuse)).isInstanceOf(NullPointerException.class).hasMessage("frame");
    }

    /**
     * A {@code null} that a member accessor takes (a Java array, a view to reuse) is named with the member, and one a
     * factory or an array takes with the parameter alone: compiled without {@code -g}, as here, the JVM's own message
     * said {@code because "<parameter2>" is null}, and nothing with {@code -XX:-ShowCodeDetailsInExceptionMessages}.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("nullArguments")
    void aNullArgumentIsANullPointerExceptionNamingIt(String misuse, String message) {
        Function<String, Object> driver = driver("s.MisuseDriver");
        assertThatThrownBy(() -> driver.apply(misuse)).isExactlyInstanceOf(NullPointerException.class).hasMessage(message);
    }

    /**
     * {@code array.get(i, reuse)} leaves a {@code null} view to the JVM, whose message names it (the runtime is compiled
     * with its parameter names): a check of its own cost the loop over an array 4-5%.
     */
    @Test
    void aNullArrayCursorIsTheJvmsNullPointerExceptionNamingIt() {
        Function<String, Object> driver = driver("s.MisuseDriver");
        assertThatThrownBy(() -> driver.apply("no array cursor")).isExactlyInstanceOf(NullPointerException.class)
                .hasMessageContaining("\"reuse\" is null");
    }

    static Stream<Arguments> nullArguments() {
        return Stream.of(
                Arguments.of("null bulk source", "ints: src is null"),
                Arguments.of("null vector source", "v3: src is null"),
                Arguments.of("null matrix destination", "m2s: dst is null"),
                Arguments.of("reuse no view", "inner: reuse is null"),
                Arguments.of("reuse no view, direct", "inner: reuse is null"),
                Arguments.of("reuse no view for an array element", "inners: reuse is null"),
                Arguments.of("reuse no view for an array element, direct", "inners: reuse is null"),
                Arguments.of("move to no layout", "layout"),
                Arguments.of("wrap with no layout", "layout"),
                Arguments.of("wrap native memory with no layout", "layout"));
    }

    @Test
    void nativeViewsInTheMachinesOrderGetTheirAbisDirectClassAndOthersTheGeneralOne() {
        Function<String, String> classOf = driver("s.ViewClassDriver");
        assertThat(classOf.apply("default")).isEqualTo("Sample$Direct");
        assertThat(classOf.apply("default again")).isEqualTo("Sample$Direct");
        assertThat(classOf.apply("default stack array element")).isEqualTo("Sample$Direct");
        // every other ABI gets one hidden copy of the template, made on its first direct view
        String std140 = classOf.apply("built-in");
        assertThat(std140).startsWith("hidden Sample$Direct ");
        assertThat(classOf.apply("built-in again")).isEqualTo(std140);
        String user = classOf.apply("user-built");
        assertThat(user).startsWith("hidden Sample$Direct ").isNotEqualTo(std140);
        for (String sameClass : List.of("stack", "address", "array element", "stack array element")) {
            assertThat(classOf.apply(sameClass)).as(sameClass).isEqualTo(user);
        }
        assertThat(classOf.apply("nested")).startsWith("hidden Inner$Direct ");
        for (String general : List.of("byte-swapped", "heap", "arena")) {
            assertThat(classOf.apply(general)).as(general).isEqualTo("Sample$General");
        }
        // a hidden copy answers reflection (logging calls getSimpleName) as a top-level class would
        assertThat(classOf.apply("reflection on a hidden class")).isEqualTo("true false null null");
    }

    @Test
    void generatedSourceIsReadableAndFreeOfReflection() {
        String source = result.generatedSource("s.Sample");
        assertThat(source).startsWith("// Generated by AbiStruct — do not edit.")
                .contains("public abstract class Sample extends StructView")
                .contains("public static final class Layout extends BoundLayout")
                .contains("public static final class Array extends StructArray<Sample>")
                .contains("private static final class General extends Sample")
                .contains("private static final class Direct extends Sample")
                .contains(" *     vec3 v3;")
                .contains("Member {@code layout(row_major) mat2x3 rm23}: offset")
                // general bodies read the view's layout; direct ones use the class's constants on native memory
                .contains("return Access.getFloat(segment, offset + l.f32, l.swap);")
                .contains("private static final long L_F32 = L.f32;")
                .contains("return Access.getFloat(null, Access.direct(offset) + L_F32, false);")
                .contains("public static final int GRID_LENGTH_1 = 3;")
                .doesNotContain("java.lang.reflect", "getAnnotation", "Class.forName", "org.joml");
        assertThat(source.lines().filter(l -> l.length() > 150)).as("long lines").isEmpty();
        assertThat(source.lines().filter(l -> l.contains("\t"))).as("tabs").isEmpty();
    }

    @Test
    void generatedImportsAreInTheOrderAnIdeSortsThem() {
        // read in an IDE, the generated class should look as the user's own sources do, imports sorted
        List<String> imports = result.generatedSource("s.Sample").lines().filter(l -> l.startsWith("import ")).toList();
        assertThat(imports).isNotEmpty().isSorted();
    }

    @Test
    void widenedAccessorsDocumentTheirMembersRange() {
        assertThat(result.generatedSource("s.Sample"))
                .contains("@param v the new value, 0 to 255", "@return the value, 0 to 65535",
                        "@param v the new value, 0 to 4294967295")
                .doesNotContain("0 or more");
    }

    @Test
    void accessorsDocumentTheExceptionsOfTheirIndicesAndReferences() {
        String sample = result.generatedSource("s.Sample");
        // an index past the end throws IndexOutOfBoundsException, which the IDE's Javadoc of the accessor must show
        assertThat(javadocOf(sample, "public abstract int ints(int i);"))
                .contains("@throws IndexOutOfBoundsException if {@code i} is out of range");
        assertThat(javadocOf(sample, "public abstract float grid(int i, int j);"))
                .contains("@throws IndexOutOfBoundsException if {@code i} or {@code j} is out of range");
        assertThat(javadocOf(sample, "public abstract float m3(int column, int row);"))
                .contains("@throws IndexOutOfBoundsException if {@code column} or {@code row} is out of range");
        assertThat(javadocOf(sample, "public abstract Sample m2s(int i, int column, int row, float v);"))
                .contains("@throws IndexOutOfBoundsException if {@code i}, {@code column} or {@code row} is out of range");
        assertThat(javadocOf(sample, "public abstract Inner inners(int i, Inner reuse);"))
                .contains("@throws IndexOutOfBoundsException if {@code i} is out of range",
                        "@throws NullPointerException if {@code reuse} is {@code null}",
                        "@throws IllegalArgumentException if {@code reuse} has another layout than the member",
                        "with {@code inners(i)} there",
                        "@throws IllegalStateException if {@code reuse} owns its memory");
        assertThat(javadocOf(result.generatedSource("s.CSample"), "public abstract float f8(int c);"))
                .contains("@throws IndexOutOfBoundsException if {@code c} is out of range");
        // a null Java array is a NullPointerException naming the member
        assertThat(javadocOf(sample, "public abstract Sample v3(float[] src);"))
                .contains("@throws NullPointerException if {@code src} is {@code null}");
        assertThat(javadocOf(sample, "public abstract float[] v2sTo(int i, float[] dst);"))
                .contains("@throws IndexOutOfBoundsException if {@code i} is out of range",
                        "@throws NullPointerException if {@code dst} is {@code null}");
        // a member without indices or references documents neither
        assertThat(javadocOf(sample, "public abstract int i32();")).doesNotContain("@throws");
    }

    @Test
    void methodsThatTakeAnAbiDocumentTheLayoutExceptionOfAnAbiThatCannotHoldAMember() {
        // Sample's default ABI is std430; under wgsl-uniform, say, a member may break the address space's rules
        String sample = result.generatedSource("s.Sample");
        String thrown = "@throws org.abistruct.layout.LayoutException if {@code abi} cannot lay the struct out";
        // and a user's Abi may be one views cannot serve (no id, no byte order, a bool of 2 bytes)
        String unserved = "@throws IllegalArgumentException if {@code abi} is one views cannot serve (see {@link Abi})";
        for (String takesAnAbi : List.of("public static Sample calloc(Abi abi)", "public static Array mallocArray(long count, Abi abi)",
                "public static Sample wrap(MemorySegment segment, long offset, Abi abi)", "public static StructLayout layout(Abi abi)",
                "public static Layout boundLayout(Abi abi)")) {
            assertThat(javadocOf(sample, takesAnAbi)).as(takesAnAbi).contains(thrown).contains(unserved);
        }
        // the default ABI laid the struct out at compile time
        assertThat(javadocOf(sample, "public static Sample calloc()")).doesNotContain("LayoutException")
                .doesNotContain("views cannot serve");
    }

    @Test
    void factoriesThatTakeMemoryDocumentWhatTheyRefuse() {
        // each factory's Javadoc lists what its checks throw (the misuse cases above throw them) and no check it lacks;
        // the twin with an ABI says the same as the one with the default ABI
        String sample = result.generatedSource("s.Sample");
        String nullSegment = "@throws NullPointerException if {@code segment} is {@code null}";
        String closed = "@throws IllegalStateException if {@code segment}'s memory was freed when its arena closed";
        String negativeCount = "@throws IllegalArgumentException if {@code count} is negative or its structs' bytes"
                + " overflow a {@code long}";
        for (String abi : List.of("", ", Abi abi")) {
            assertThat(joined(javadocOf(sample, "public static Sample wrap(MemorySegment segment" + abi + ")")))
                    .contains(nullSegment, closed,
                            "@throws IllegalArgumentException if {@code segment} is a {@code NULL} pointer (native memory"
                                    + " at address 0, which a C function returns for no struct) or {@link"
                                    + " NativeMemory#EVERYTHING}, which starts at {@code NULL}",
                            "@throws IndexOutOfBoundsException if {@code segment} has fewer bytes than the struct");
            assertThat(joined(javadocOf(sample, "public static Sample wrap(MemorySegment segment, long offset" + abi + ")")))
                    .contains(nullSegment, closed,
                            "@throws IllegalArgumentException if the struct would lie at address 0 ({@code NULL}):"
                                    + " {@code offset} is 0 in a {@code NULL} pointer",
                            "or in {@link NativeMemory#EVERYTHING}, where {@code offset} is the address",
                            "@throws IndexOutOfBoundsException if the struct's bytes at {@code offset} do not all lie in"
                                    + " {@code segment} (a negative {@code offset} included), or in {@link"
                                    + " NativeMemory#EVERYTHING} would run past {@code Long.MAX_VALUE}");
            assertThat(joined(javadocOf(sample, "public static Sample wrap(ByteBuffer buffer" + abi + ")")))
                    .contains("@throws NullPointerException if {@code buffer} is {@code null}",
                            "@throws IllegalArgumentException if {@code buffer}'s position is at native address 0"
                                    + " ({@code NULL})",
                            "@throws IllegalStateException if {@code buffer}'s memory was freed when the arena it came"
                                    + " from closed",
                            "@throws IndexOutOfBoundsException if {@code buffer} has fewer bytes than the struct from its"
                                    + " position to its limit");
            // a Java array is never NULL nor freed: no such check, so no such tag
            assertThat(joined(javadocOf(sample, "public static Sample wrap(byte[] bytes" + abi + ")")))
                    .contains("@throws NullPointerException if {@code bytes} is {@code null}",
                            "@throws IndexOutOfBoundsException if {@code bytes} is shorter than the struct")
                    .doesNotContain("IllegalStateException", "NULL");
            assertThat(joined(javadocOf(sample, "public static Sample wrap(long address" + abi + ")")))
                    .contains("@throws IllegalArgumentException if {@code address} is 0 ({@code NULL})",
                            "@throws IndexOutOfBoundsException if the struct at {@code address} would run past"
                                    + " {@code Long.MAX_VALUE}, where the memory Java can address ends (a negative"
                                    + " {@code address} included)")
                    .doesNotContain("NullPointerException", "IllegalStateException");
            assertThat(joined(javadocOf(sample, "public static Array wrapArray(MemorySegment segment, long count" + abi + ")")))
                    .contains(nullSegment, negativeCount, closed,
                            "@throws IllegalArgumentException if {@code segment} is a {@code NULL} pointer (native memory"
                                    + " at address 0, which a C function returns for none) and {@code count} is not 0,"
                                    + " or {@link NativeMemory#EVERYTHING}, which starts at {@code NULL}",
                            "@throws IndexOutOfBoundsException if {@code segment} has fewer bytes than {@code count}"
                                    + " structs");
            for (String allocates : List.of("mallocArray(long count", "callocArray(long count", "allocateArray(long count",
                    "allocateArray(SegmentAllocator allocator, long count", "mallocArray(MemoryStack.Frame frame, long count",
                    "callocArray(MemoryStack.Frame frame, long count")) {
                assertThat(joined(javadocOf(sample, "public static Array " + allocates + abi + ")"))).as(allocates)
                        .contains(negativeCount);
            }
        }
        // the nested accessors' wrap checks the bounds alone, and says what it leaves to the other wraps
        assertThat(joined(javadocOf(sample, "public static Sample wrap(MemorySegment segment, long offset, Layout layout)")))
                .contains("nor a {@code NULL} pointer or memory of a closed arena in another segment",
                        "@throws IndexOutOfBoundsException if the struct does not fit in {@code segment} (not checked in"
                                + " {@link NativeMemory#EVERYTHING})")
                .doesNotContain("IllegalStateException", "IllegalArgumentException");
    }

    @Test
    void halfPrecisionAccessorsSayTheirFloatIsRoundedToAHalf(@TempDir Path dir) throws Exception {
        // f16(70000f) stores infinity and f16(0.1f) reads back 0.099975586: every float accessor of a half says why,
        // those of a vector's or matrix's components too, which said nothing of it
        String rounded = "Its {@code float} is stored as an IEEE 754 binary16 half, rounded to the nearest one"
                + " (infinity at a magnitude of 65520 and above).";
        String sample = result.generatedSource("s.Sample");
        assertThat(joined(javadocOf(sample, "public abstract Sample f16(float v);"))).contains(rounded);
        assertThat(joined(javadocOf(sample, "public abstract float f16();"))).contains(rounded);
        assertThat(javadocOf(sample, "public abstract float f32();")).doesNotContain("binary16");
        TestCompiler.Result halves = TestCompiler.compile(dir, java.util.Map.of("h/HalvesDecl.java", """
                package h;
                import org.abistruct.annotation.*;
                @Struct(name = "Halves", abi = "std430")
                record HalvesDecl(@Type("f16vec3") float[] normal, @Type("f16mat2") float[] m, @Length(2) @Type("half") float[] hs) { }
                """));
        assertThat(halves.success()).as(halves.report()).isTrue();
        String source = halves.generatedSource("h.Halves");
        for (String accessor : List.of("public abstract float normalY();", "public abstract Halves normal(float[] src);",
                "public abstract float m(int column, int row);", "public abstract Halves hs(float[] src);",
                "public abstract float hs(int i);")) {
            assertThat(joined(javadocOf(source, accessor))).as(accessor).contains(rounded);
        }
    }

    /** A Javadoc comment's text on one line, without its leading asterisks. */
    private static String joined(String javadoc) {
        return javadoc.replaceAll("\\s*\\n\\s*\\*(?!/)\\s*", " ");
    }

    /** The Javadoc comment right before {@code declaration} in {@code source}. */
    private static String javadocOf(String source, String declaration) {
        int at = source.indexOf(declaration);
        assertThat(at).as(declaration).isNotNegative();
        return source.substring(source.lastIndexOf("/**", at), at);
    }

    @Test
    void jomlConversionsAppearWhenJomlIsOnTheClassPath(@TempDir Path dir) throws Exception {
        Path joml = TestCompiler.location(Class.forName("org.joml.Vector3f"));
        var sources = new java.util.LinkedHashMap<String, String>();
        sources.put("s/InnerDecl.java", Samples.INNER);
        sources.put("s/SampleDecl.java", Samples.SAMPLE);
        sources.put("s/JomlDriver.java", Samples.JOML_DRIVER);
        TestCompiler.Result withJoml = TestCompiler.compile(dir, sources, List.of(joml));
        assertThat(withJoml.success()).as(withJoml.report()).isTrue();
        assertThat(withJoml.generatedSource("s.Sample"))
                .contains("public Sample m3(org.joml.Matrix3fc src)", "public org.joml.Matrix3f m3To(org.joml.Matrix3f dst)",
                        "public Sample v3(org.joml.Vector3fc src)", "public org.joml.Vector2i iv2To(org.joml.Vector2i dst)",
                        "public Sample dm2(org.joml.Matrix2dc src)", "public Sample v2s(int i, org.joml.Vector2fc src)");
        try (URLClassLoader jomlLoader = withJoml.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Function<Abi, String>) jomlLoader.loadClass("s.JomlDriver").getConstructor().newInstance();
            for (String id : List.of("std140", "x86_64-sysv", "network")) {
                // a null JOML object is named with its member: compiled without -g, the JVM said "<parameter1>"
                assertThat(driver.apply(Abi.of(id))).as(id).isEqualTo("true true true 8.0 / v3: src is null"
                        + " / m3: dst is null / v2s: src is null / v2s: dst is null");
            }
        }
    }

    static Stream<String> abis() {
        return ABIS.stream();
    }

    static Stream<String> cAbis() {
        return C_ABIS.stream();
    }

    @SuppressWarnings("unchecked")
    private <T> T driver(String name) {
        try {
            return (T) loader.loadClass(name).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private <T> T staticField(String className, String field) throws ReflectiveOperationException {
        return (T) loader.loadClass(className).getField(field).get(null);
    }

    @SuppressWarnings("unchecked")
    private static <T> T invokeStatic(String className, String method, Abi abi) {
        try {
            return (T) loader.loadClass(className).getMethod(method, Abi.class).invoke(null, abi);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Reads every scalar slot of a struct straight from memory, at the offsets and strides of its layout, and
     * compares it with {@link Samples#v}.
     */
    private record SlotChecker(Abi abi, MemorySegment bytes, Map<Integer, LongUnaryOperator> specials) {

        /** Checks the members of {@code layout} at {@code base}; returns the number of slots checked. */
        int struct(StructLayout layout, long base, IntUnaryOperator memberIndex, int element) {
            int checked = 0;
            for (int j = 0; j < layout.members().size(); j++) {
                MemberLayout ml = layout.members().get(j);
                checked += member(ml, base, memberIndex.applyAsInt(j), element);
            }
            return checked;
        }

        private int member(MemberLayout ml, long base, int m, int element) {
            DataType leaf = ml.member().type();
            while (leaf instanceof ArrayType a) {
                leaf = a.element();
            }
            long elements = ml.arrayDims().stream().reduce(1L, (a, b) -> a * b);
            int checked = 0;
            for (int e = 0; e < elements; e++) {
                long offset = base + ml.byteOffset();
                long rest = e;
                for (int d = ml.arrayDims().size() - 1; d >= 0; d--) {
                    offset += (rest % ml.arrayDims().get(d)) * ml.arrayStrides().get(d);
                    rest /= ml.arrayDims().get(d);
                }
                int flat = element * (int) elements + e;
                String where = ml.name() + " element " + e;
                switch (leaf) {
                    case VectorType v -> {
                        long size = scalarSize(v.component());
                        for (int k = 0; k < v.length(); k++) {
                            slot(v.component(), offset + k * size, size, m, flat * v.length() + k, where + " component " + k);
                        }
                        checked += v.length();
                    }
                    case MatrixType mt -> {
                        long size = mt.component().fixedByteSize();
                        for (int c = 0; c < mt.columns(); c++) {
                            for (int r = 0; r < mt.rows(); r++) {
                                long at = ml.rowMajor() ? r * ml.matrixStride() + c * size : c * ml.matrixStride() + r * size;
                                slot(mt.component(), offset + at, size, m, flat * mt.columns() * mt.rows() + c * mt.rows() + r,
                                        where + " (" + c + ", " + r + ")");
                            }
                        }
                        checked += mt.columns() * mt.rows();
                    }
                    case StructType s -> checked += struct(ml.nested(), offset, j -> 1000 + 10 * m + j, e);
                    default -> {
                        slot(leaf, offset, scalarSize(leaf), m, flat, where);
                        checked++;
                    }
                }
            }
            return checked;
        }

        private long scalarSize(DataType scalar) {
            return abi.layout(StructType.struct("one", Member.of("x", scalar))).members().getFirst().byteSize();
        }

        private void slot(DataType scalar, long offset, long size, int m, int s, String where) {
            long expected = Samples.v(m, s);
            if (m < 1000 && specials.containsKey(m)) {
                expected = specials.get(m).applyAsLong(expected);
            }
            ByteOrder order = abi.byteOrder();
            String what = where + " (member " + m + ", slot " + s + ") at offset " + offset + " under " + abi.id();
            if (scalar instanceof PointerType) {
                assertThat(sized(offset, size, false, order)).as(what).isEqualTo(expected);
                return;
            }
            switch ((Scalar) scalar) {
                case INT8, UINT8 -> assertThat(bytes.get(ValueLayout.JAVA_BYTE, offset)).as(what).isEqualTo((byte) expected);
                case INT16, UINT16 -> assertThat(bytes.get(ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(order), offset)).as(what)
                        .isEqualTo((short) expected);
                case INT32, UINT32 -> assertThat(bytes.get(ValueLayout.JAVA_INT_UNALIGNED.withOrder(order), offset)).as(what)
                        .isEqualTo((int) expected);
                case INT64, UINT64 -> assertThat(bytes.get(ValueLayout.JAVA_LONG_UNALIGNED.withOrder(order), offset)).as(what)
                        .isEqualTo(expected);
                case FLOAT16 -> assertThat(Float.float16ToFloat(bytes.get(ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(order), offset)))
                        .as(what).isEqualTo((float) expected);
                case FLOAT32 -> assertThat(bytes.get(ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(order), offset)).as(what)
                        .isEqualTo((float) expected);
                case FLOAT64 -> assertThat(bytes.get(ValueLayout.JAVA_DOUBLE_UNALIGNED.withOrder(order), offset)).as(what)
                        .isEqualTo((double) expected);
                case BOOL -> assertThat(sized(offset, size, false, order)).as(what + " (bool of " + size + " bytes)")
                        .isEqualTo(expected % 2 == 1 ? 1L : 0L);
                case LONG, INTPTR -> assertThat(sized(offset, size, true, order)).as(what).isEqualTo(expected);
                case ULONG, SIZE_T, UINTPTR -> assertThat(sized(offset, size, false, order)).as(what).isEqualTo(expected);
                case LONG_DOUBLE -> throw new AssertionError("no long double in the samples");
            }
        }

        private long sized(long offset, long size, boolean signed, ByteOrder order) {
            return switch ((int) size) {
                case 1 -> bytes.get(ValueLayout.JAVA_BYTE, offset);
                case 4 -> {
                    int v = bytes.get(ValueLayout.JAVA_INT_UNALIGNED.withOrder(order), offset);
                    yield signed ? v : Integer.toUnsignedLong(v);
                }
                case 8 -> bytes.get(ValueLayout.JAVA_LONG_UNALIGNED.withOrder(order), offset);
                default -> throw new AssertionError("scalar of " + size + " bytes");
            };
        }
    }
}
