package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Example-based tests of each construct of the schema language. */
class SchemaParserTest {

    static Schema parse(String text) {
        return SchemaParser.parse("t.h", text);
    }

    static StructType type(Schema s, String name) {
        return s.type(name).orElseThrow(() -> new AssertionError("no type " + name + " in " + names(s)));
    }

    static List<String> names(Schema s) {
        return s.types().stream().map(StructType::name).toList();
    }

    static Member member(StructType t, String name) {
        return t.members().stream().filter(m -> m.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no member " + name + " in " + t.name()));
    }

    static DataType memberType(String text, String struct, String name) {
        return member(type(parse(text), struct), name).type();
    }

    @Test
    void readsAStructWithPositions() {
        Schema s = parse("struct Light {\n    vec3 position;\n  float radius;\n};\n");
        assertThat(s.fileName()).isEqualTo("t.h");
        StructType light = type(s, "Light");
        assertThat(light.isUnion()).isFalse();
        assertThat(light.position()).isEqualTo(new Position("t.h", 1, 8));
        assertThat(light.pack()).isZero();
        assertThat(light.alignAs()).isZero();
        assertThat(light.members()).containsExactly(
                new Member("position", VectorType.of(Scalar.FLOAT32, 3), "vec3", -1, 0, new Position("t.h", 2, 10)),
                new Member("radius", Scalar.FLOAT32, "float", -1, 0, new Position("t.h", 3, 9)));
    }

    @Test
    void readsUnionsAndEmptyStructs() {
        Schema s = parse("union U { int i; float f; }; struct E {};");
        assertThat(type(s, "U").isUnion()).isTrue();
        assertThat(type(s, "U").members()).extracting(Member::name).containsExactly("i", "f");
        assertThat(type(s, "E").members()).isEmpty();
    }

    @Test
    void readsSeveralDeclaratorsInOneMember() {
        StructType p = type(parse("struct P { float x, y, *z, w[2]; };"), "P");
        assertThat(p.members()).extracting(Member::name).containsExactly("x", "y", "z", "w");
        assertThat(member(p, "z").type()).isEqualTo(new PointerType("float"));
        assertThat(member(p, "w").type()).isEqualTo(ArrayType.of(Scalar.FLOAT32, 2));
        assertThat(member(p, "w").typeName()).isEqualTo("float");
    }

    @Test
    void readsMultiDimensionalArraysOutermostFirst() {
        DataType t = memberType("struct A { int m[2][3][4]; };", "A", "m");
        assertThat(t).isEqualTo(ArrayType.of(ArrayType.of(ArrayType.of(Scalar.INT32, 4), 3), 2));
    }

    @Test
    void readsARuntimeSizedLastMember() {
        StructType b = type(parse("struct B { uint count; vec4 items[]; };"), "B");
        assertThat(member(b, "items").type()).isEqualTo(ArrayType.runtimeSized(VectorType.of(Scalar.FLOAT32, 4)));
        assertThat(b.hasRuntimeSizedTail()).isTrue();
        assertThat(memberType("struct B { int n; float rows[][4]; };", "B", "rows"))
                .isEqualTo(ArrayType.runtimeSized(ArrayType.of(Scalar.FLOAT32, 4)));
    }

    @Test
    void readsArraySizesInEveryIntegerForm() {
        StructType a = type(parse("struct A { char a[0x10]; char b[16u]; char c[4UL]; char d[010]; char e[0b11];"
                + " char f[2ll]; };"), "A");
        assertThat(a.members()).extracting(m -> ((ArrayType) m.type()).length())
                .containsExactly(16L, 16L, 4L, 8L, 3L, 2L);
    }

    @Test
    void readsBitfields() {
        StructType f = type(parse("struct F {\n unsigned int a : 3, b : 5;\n int : 0;\n long : 4;\n _Bool flag : 1;"
                + "\n enum Color { RED } c : 2; };"), "F");
        assertThat(f.members()).extracting(Member::name).containsExactly("a", "b", "", "", "flag", "c");
        assertThat(f.members()).extracting(Member::bitWidth).containsExactly(3, 5, 0, 4, 1, 2);
        assertThat(member(f, "a").type()).isEqualTo(Scalar.UINT32);
        assertThat(f.members().get(2).type()).isEqualTo(Scalar.INT32);
        assertThat(f.members().get(2).position()).isEqualTo(new Position("t.h", 3, 6));
        assertThat(f.members().get(3).type()).isEqualTo(Scalar.LONG);
        assertThat(member(f, "flag").type()).isEqualTo(Scalar.BOOL);
        assertThat(member(f, "c").type()).isEqualTo(Scalar.INT32);
    }

    @Test
    void readsAnUnnamedEnumBitfieldAsABitfieldNotAnUnderlyingType() {
        // clang -fdump-record-layouts: x86_64 S is 8 bytes with the two fields at 1:0-2 and 1:3-4, x at 4
        StructType s = type(parse("enum E1 { A, B };\nstruct S { char c; enum E1 : 3; enum E1 e : 2; int x; };\n"
                + "enum E2 : uint8_t;\nstruct T { enum E2 t; };"), "S");
        assertThat(s.members()).extracting(Member::name).containsExactly("c", "", "e", "x");
        assertThat(s.members()).extracting(Member::bitWidth).containsExactly(Member.NOT_A_BITFIELD, 3, 2,
                Member.NOT_A_BITFIELD);
        StructLayout layout = Abi.of("x86_64-sysv").layout(s);
        assertThat(layout.byteSize()).isEqualTo(8);
        assertThat(layout.members().get(1).bitOffset()).isEqualTo(8);
        assertThat(layout.members().get(2).bitOffset()).isEqualTo(11);
        assertThat(layout.members().get(3).byteOffset()).isEqualTo(4);
    }

    @Test
    void leavesTheBitWidthAgainstTheTypeToTheAbi() {
        assertThat(member(type(parse("struct W { char c : 40; };"), "W"), "c").bitWidth()).isEqualTo(40);
    }

    @Test
    void readsPointersWithThePointeeSpelling() {
        StructType n = type(parse("struct Node { struct Node *next; const char **names; Later *later;"
                + " void *data; float * const * restrict p; };"), "Node");
        assertThat(member(n, "next").type()).isEqualTo(new PointerType("struct Node"));
        assertThat(member(n, "next").typeName()).isEqualTo("struct Node *");
        assertThat(member(n, "names").type()).isEqualTo(new PointerType("char *"));
        assertThat(member(n, "names").typeName()).isEqualTo("char **");
        assertThat(member(n, "later").type()).isEqualTo(new PointerType("Later"));
        assertThat(member(n, "data").type()).isEqualTo(new PointerType("void"));
        assertThat(member(n, "p").type()).isEqualTo(new PointerType("float *"));
    }

    @Test
    void readsFunctionPointersAsPointers() {
        StructType ops = type(parse("struct Ops { void (*cb)(int, float *); int (**table)(void);"
                + " void (*many[4])(void); int (*row)[4]; };"), "Ops");
        assertThat(member(ops, "cb").type()).isEqualTo(new PointerType("void (int, float*)"));
        assertThat(member(ops, "cb").typeName()).isEqualTo("void (*)(int, float*)");
        assertThat(member(ops, "table").type()).isEqualTo(new PointerType("int (*)(void)"));
        assertThat(member(ops, "many").type()).isEqualTo(ArrayType.of(new PointerType("void (void)"), 4));
        assertThat(member(ops, "row").type()).isEqualTo(new PointerType("int [4]"));
    }

    @Test
    void referencesEarlierStructsByNameOrKeyword() {
        Schema s = parse("struct A { int x; }; union U { int i; }; struct B { struct A a; A b; union U u; U v; };");
        StructType b = type(s, "B");
        assertThat(member(b, "a").type()).isSameAs(type(s, "A"));
        assertThat(member(b, "a").typeName()).isEqualTo("struct A");
        assertThat(member(b, "b").typeName()).isEqualTo("A");
        assertThat(member(b, "u").type()).isSameAs(type(s, "U"));
        assertThat(member(b, "v").typeName()).isEqualTo("U");
    }

    @Test
    void namesAnonymousNestedStructsAfterTheirOwnerAndListsThemFirst() {
        Schema s = parse("struct Outer { struct { int a; } inner; union { float f; int i; } u[2]; int z; };");
        assertThat(names(s)).containsExactly("Outer::inner", "Outer::u", "Outer");
        StructType outer = type(s, "Outer");
        assertThat(member(outer, "inner").type()).isSameAs(type(s, "Outer::inner"));
        assertThat(member(outer, "inner").typeName()).isEqualTo("Outer::inner");
        assertThat(member(outer, "u").type()).isEqualTo(ArrayType.of(type(s, "Outer::u"), 2));
        assertThat(type(s, "Outer::u").isUnion()).isTrue();
        assertThat(type(s, "Outer::inner").position()).isEqualTo(new Position("t.h", 1, 34));
    }

    @Test
    void nestedTaggedStructsKeepTheirTagAndCanBeUsedLater() {
        // struct Deep; in Outer would declare only the tag, but is refused: MSVC makes it a member
        // (AnonymousMemberClangTest); enum Deep; declares the tag only
        Schema s = parse("struct Outer { struct Inner { int a; } in; enum Deep;\n struct Two { int t; } two; };"
                + " struct Later { struct Inner x; Two y; };");
        assertThat(names(s)).containsExactly("Inner", "Two", "Outer", "Later");
        assertThat(member(type(s, "Outer"), "in").typeName()).isEqualTo("struct Inner");
        assertThat(type(s, "Outer").members()).extracting(Member::name).containsExactly("in", "two");
        assertThat(member(type(s, "Later"), "x").type()).isSameAs(type(s, "Inner"));
    }

    @Test
    void nestedAnonymousStructsNestTheirNames() {
        Schema s = parse("struct A { struct { struct { int x; } c; } b; };");
        assertThat(names(s)).containsExactly("A::b::c", "A::b", "A");
    }

    @Test
    void readsAnonymousMembersAsUnnamedMembersOfTypesListedBeforeTheirOwner() {
        Schema s = parse("struct Vec {\n  union { struct { float x, y, z; }; float v[3]; };\n  int tag;\n};");
        assertThat(names(s)).containsExactly("Vec::(anonymous at 2:11)", "Vec::(anonymous at 2:3)", "Vec");
        StructType vec = type(s, "Vec");
        Member anonymous = vec.members().getFirst();
        assertThat(anonymous.isAnonymous()).isTrue();
        assertThat(anonymous.name()).isEmpty();
        assertThat(anonymous.type()).isSameAs(type(s, "Vec::(anonymous at 2:3)"));
        assertThat(anonymous.typeName()).isEqualTo("Vec::(anonymous at 2:3)");
        assertThat(anonymous.position()).isEqualTo(new Position("t.h", 2, 3));
        assertThat(type(s, "Vec::(anonymous at 2:3)").isUnion()).isTrue();
        assertThat(type(s, "Vec::(anonymous at 2:3)").position()).isEqualTo(new Position("t.h", 2, 3));
        assertThat(vec.namedMembers()).extracting(Member::name).containsExactly("x", "y", "z", "v", "tag");
    }

    @Test
    void typesInsideAnAnonymousMemberAreNamedAfterTheNearestNamedStruct() {
        Schema s = parse("typedef struct { union { struct { int x; } in; struct { int y; }; }; } T;");
        assertThat(names(s)).containsExactly("T::in", "T::(anonymous at 1:48)", "T::(anonymous at 1:18)", "T");
        assertThat(type(s, "T").namedMembers()).extracting(Member::name).containsExactly("in", "y");
    }

    @Test
    void anAnonymousMemberTakesAlignmentAndItsTypeTakesPackingAndAttributes() {
        Schema s = parse("struct A {\n#pragma pack(1)\n char c; _Alignas(8) struct __attribute__((packed)) { char d; int i; }"
                + " __attribute__((aligned(4))); };");
        StructType a = type(s, "A");
        StructType inner = (StructType) a.members().get(1).type();
        assertThat(a.members().get(1).alignAs()).isEqualTo(8);
        assertThat(a.pack()).isZero();
        assertThat(inner.pack()).isEqualTo(1);
        assertThat(inner.packed()).isTrue();
        assertThat(inner.alignAs()).isEqualTo(4);
    }

    @Test
    void theMembersOfAnAnonymousMemberCountAsNamedBeforeAFlexibleArray() {
        // clang accepts this; with only an unnamed bitfield before it, the array would be refused
        StructType f = type(parse("struct F { struct { int a; }; int d[]; };"), "F");
        assertThat(f.hasRuntimeSizedTail()).isTrue();
    }

    @Test
    void typedefStructTakesTheTypedefName() {
        Schema s = parse("typedef struct { float x, y; } Vec2;\n"
                + "typedef struct Foo_s { Vec2 v; struct Foo_s *self; } Foo, *FooPtr;\n"
                + "typedef union { int i; } IntOrNot;\n"
                + "struct User { Foo a; struct Foo_s b; FooPtr p; IntOrNot n; };");
        assertThat(names(s)).containsExactly("Vec2", "Foo", "IntOrNot", "User");
        StructType foo = type(s, "Foo");
        assertThat(foo.position()).isEqualTo(new Position("t.h", 2, 54));
        assertThat(member(foo, "self").type()).isEqualTo(new PointerType("struct Foo_s"));
        StructType user = type(s, "User");
        assertThat(member(user, "a").type()).isSameAs(foo);
        assertThat(member(user, "b").type()).isSameAs(foo);
        assertThat(member(user, "b").typeName()).isEqualTo("struct Foo_s");
        assertThat(member(user, "p").type()).isEqualTo(new PointerType("Foo"));
        assertThat(member(user, "p").typeName()).isEqualTo("FooPtr");
        assertThat(type(s, "IntOrNot").isUnion()).isTrue();
    }

    @Test
    void typedefStructWithTheSameNameAsItsTag() {
        Schema s = parse("typedef struct Node { struct Node *next; int v; } Node; struct L { Node n; };");
        assertThat(names(s)).containsExactly("Node", "L");
        assertThat(member(type(s, "L"), "n").type()).isSameAs(type(s, "Node"));
    }

    @Test
    void typedefAliasOfAStructDefinedLater() {
        Schema s = parse("typedef struct Node Node;\ntypedef struct Node NodeAlias;\n"
                + "struct Node { Node *next; int v; };\nstruct L { NodeAlias a; Node b; };");
        assertThat(member(type(s, "Node"), "next").type()).isEqualTo(new PointerType("Node"));
        assertThat(member(type(s, "L"), "a").type()).isSameAs(type(s, "Node"));
        assertThat(member(type(s, "L"), "a").typeName()).isEqualTo("NodeAlias");
    }

    @Test
    void typedefsOfScalarsVectorsArraysAndPointers() {
        Schema s = parse("typedef unsigned int u32;\ntypedef u32 handle_t;\ntypedef float vec3_t[3];\n"
                + "typedef vec3_t tri_t[3];\ntypedef char *str;\ntypedef void (*callback)(int);\n"
                + "typedef float4 color;\n"
                + "struct T { u32 a; handle_t h; vec3_t v; vec3_t vs[2]; tri_t t; str s; callback cb; color c;"
                + " u32 bits : 4; };");
        StructType t = type(s, "T");
        assertThat(member(t, "a").type()).isEqualTo(Scalar.UINT32);
        assertThat(member(t, "a").typeName()).isEqualTo("u32");
        assertThat(member(t, "h").type()).isEqualTo(Scalar.UINT32);
        assertThat(member(t, "v").type()).isEqualTo(ArrayType.of(Scalar.FLOAT32, 3));
        // an array member's typeName is its element type's, so that it reads right with all the dimensions
        assertThat(member(t, "v").typeName()).isEqualTo("float");
        assertThat(member(t, "vs").type()).isEqualTo(ArrayType.of(ArrayType.of(Scalar.FLOAT32, 3), 2));
        assertThat(member(t, "vs").typeName()).isEqualTo("float");
        assertThat(member(t, "t").type()).isEqualTo(ArrayType.of(ArrayType.of(Scalar.FLOAT32, 3), 3));
        assertThat(member(t, "t").typeName()).isEqualTo("float");
        assertThat(member(t, "s").type()).isEqualTo(new PointerType("char"));
        assertThat(member(t, "cb").type()).isEqualTo(new PointerType("void (int)"));
        assertThat(member(t, "c").type()).isEqualTo(VectorType.of(Scalar.FLOAT32, 4));
        assertThat(member(t, "bits").bitWidth()).isEqualTo(4);
    }

    @Test
    void userTypedefsShadowBuiltInNamesThatAreNotKeywords() {
        Schema s = parse("typedef float vec3[3];\ntypedef unsigned int uint;\nstruct S { vec3 v; uint u; };");
        assertThat(member(type(s, "S"), "v").type()).isEqualTo(ArrayType.of(Scalar.FLOAT32, 3));
        assertThat(member(type(s, "S"), "u").type()).isEqualTo(Scalar.UINT32);
    }

    @Test
    void repeatingAnIdenticalTypedefIsAllowed() {
        Schema s = parse("typedef int T; typedef int T; struct S { T t; };");
        assertThat(member(type(s, "S"), "t").type()).isEqualTo(Scalar.INT32);
    }

    @Test
    void forwardDeclarationsAndPointersToThem() {
        Schema s = parse("struct Fwd; union UFwd;\nstruct S { struct Fwd *f; union UFwd *u; };\nstruct Fwd { int x; };");
        assertThat(names(s)).containsExactly("S", "Fwd");
        assertThat(member(type(s, "S"), "f").type()).isEqualTo(new PointerType("struct Fwd"));
    }

    @Test
    void enumsAreIntAndTheirBodiesAreSkipped() {
        Schema s = parse("enum Mode { A, B = 3, C = (1 << 4) };\ntypedef enum { X, Y } Kind;\n"
                + "typedef enum Mode ModeT;\nenum Small : uint8_t { S1 };\n"
                + "struct E { enum Mode m; Kind k; ModeT t; Mode bare; enum Small s; enum { P, Q } anon; };");
        StructType e = type(s, "E");
        assertThat(e.members()).extracting(Member::type).containsExactly(Scalar.INT32, Scalar.INT32, Scalar.INT32,
                Scalar.INT32, Scalar.UINT8, Scalar.INT32);
        assertThat(member(e, "m").typeName()).isEqualTo("enum Mode");
        assertThat(member(e, "k").typeName()).isEqualTo("Kind");
        assertThat(names(s)).containsExactly("E");
    }

    @Test
    void anEnumOfValuesOutsideIntIsUnsignedAsGccAndClangMakeIt() {
        Schema s = parse("enum Flags { NONE, ALL = 0xFFFFFFFF };\nenum Next { N0 = 0x7FFFFFFF, N1 };\n"
                + "enum Neg { M = -1, Z = 0x7FFFFFFF };\nstruct F { enum Flags f; enum Next n; enum Neg m; };");
        assertThat(type(s, "F").members()).extracting(Member::type).containsExactly(Scalar.UINT32, Scalar.UINT32,
                Scalar.INT32);
    }

    @Test
    void aPortableHeaderMayTypedefMsvcsSizedIntegers() {
        Schema s = parse("#ifndef _MSC_VER\ntypedef long long __int64;\n#endif\nstruct S { __int64 a; unsigned __int32 b; };");
        assertThat(type(s, "S").members()).extracting(Member::type).containsExactly(Scalar.INT64, Scalar.UINT32);
        assertThat(member(type(s, "S"), "a").typeName()).isEqualTo("__int64");
    }

    @Test
    void readsVulkanStyleTypedefsOfTheirOwnTag() {
        Schema s = parse("""
                typedef uint32_t VkFlags;
                typedef struct VkExtent3D { uint32_t width; uint32_t height; uint32_t depth; } VkExtent3D;
                typedef enum VkStructureType { VK_A = 0, VK_MAX = 0x7FFFFFFF } VkStructureType;
                typedef struct VkInfo {
                    VkStructureType sType;
                    const void* pNext;
                    const char* pName;
                    VkFlags flags;
                    VkExtent3D extent;
                } VkInfo;
                """);
        StructType info = type(s, "VkInfo");
        assertThat(info.members()).extracting(Member::type).containsExactly(Scalar.INT32, new PointerType("void"),
                new PointerType("char"), Scalar.UINT32, type(s, "VkExtent3D"));
        assertThat(member(info, "sType").typeName()).isEqualTo("VkStructureType");
    }

    @Test
    void ignoresQualifiers() {
        StructType q = type(parse("struct Q { const int a; volatile unsigned long b; int const c;"
                + " highp vec4 d; flat ivec2 e; lowp float f; global float *g; __global int *h; const local char *i;"
                + " constant float *restrict j; float * __restrict k; readonly uint l; };"), "Q");
        assertThat(q.members()).extracting(Member::name)
                .containsExactly("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l");
        assertThat(member(q, "b").type()).isEqualTo(Scalar.ULONG);
        assertThat(member(q, "b").typeName()).isEqualTo("unsigned long");
        assertThat(member(q, "d").type()).isEqualTo(VectorType.of(Scalar.FLOAT32, 4));
        assertThat(member(q, "g").type()).isEqualTo(new PointerType("float"));
        assertThat(member(q, "i").type()).isEqualTo(new PointerType("char"));
    }

    @Test
    void qualifierWordsThatAreNotCKeywordsCanBeMemberNames() {
        StructType q = type(parse("struct Q { int flat; float local, global; highp int sample; };"), "Q");
        assertThat(q.members()).extracting(Member::name).containsExactly("flat", "local", "global", "sample");
    }

    @Test
    void readsMatrixOrder() {
        StructType m = type(parse("struct M { layout(row_major) mat4 a; layout(column_major) mat3 b;"
                + " row_major mat2x3 c; column_major dmat4 d; mat3 e; layout(row_major) mat4 arr[2]; "
                + "layout(row_major) float notAMatrix; };"), "M");
        assertThat(member(m, "a").type()).isEqualTo(MatrixType.of(Scalar.FLOAT32, 4, 4).withRowMajor(true));
        assertThat(member(m, "b").type()).isEqualTo(MatrixType.of(Scalar.FLOAT32, 3, 3));
        assertThat(member(m, "c").type()).isEqualTo(MatrixType.of(Scalar.FLOAT32, 2, 3).withRowMajor(true));
        assertThat(member(m, "d").type()).isEqualTo(MatrixType.of(Scalar.FLOAT64, 4, 4));
        assertThat(member(m, "e").type()).isEqualTo(MatrixType.of(Scalar.FLOAT32, 3, 3));
        assertThat(member(m, "arr").type())
                .isEqualTo(ArrayType.of(MatrixType.of(Scalar.FLOAT32, 4, 4).withRowMajor(true), 2));
        assertThat(member(m, "notAMatrix").type()).isEqualTo(Scalar.FLOAT32);
    }

    @Test
    void readsMemberAlignment() {
        StructType a = type(parse("struct A { alignas(16) float x; _Alignas(8) int y;"
                + " int z __attribute__((aligned(32))); __attribute__((__aligned__(4))) char w;"
                + " __declspec(align(64)) int v; alignas(0) int u; alignas(4) alignas(16) int t; };"), "A");
        assertThat(a.members()).extracting(Member::alignAs).containsExactly(16L, 8L, 32L, 4L, 64L, 0L, 16L);
    }

    @Test
    void alignedTypedefsAlignTheTypesDeclaredWithThem() {
        StructType s = type(parse("typedef unsigned long long u64a __attribute__((aligned(8)));\n"
                + "typedef __attribute__((aligned(16))) float f16a;\ntypedef u64a u64b;\n"
                + "typedef u64a pair[2];\n"
                + "struct S { u64a a; f16a b; u64b c; pair d; alignas(32) u64a e; u64a *p; u64a f[3]; };"), "S");
        // the typedef's alignment belongs to the type (member or array element), an alignas to the member
        assertThat(s.members()).extracting(Member::typeAlign).containsExactly(8L, 16L, 8L, 0L, 8L, 0L, 0L);
        assertThat(s.members()).extracting(Member::alignAs).containsExactly(0L, 0L, 0L, 0L, 32L, 0L, 0L);
        assertThat(member(s, "a").type()).isEqualTo(Scalar.UINT64);
        assertThat(member(s, "d").type()).isEqualTo(new ArrayType(Scalar.UINT64, 2, 8));
        assertThat(member(s, "d").typeName()).isEqualTo("u64a");
        assertThat(member(s, "f").type()).isEqualTo(new ArrayType(Scalar.UINT64, 3, 8));
    }

    @Test
    void aTypedefsAlignmentReplacesTheOneItsTypeHadAndStaysAtItsLevelOfAnArray() {
        StructType s = type(parse("typedef int int8a __attribute__((aligned(8)));\n"
                + "typedef int8a int2b __attribute__((aligned(2)));\n"
                + "typedef int pairI[2] __attribute__((aligned(1)));\ntypedef pairI quad[3];\n"
                + "typedef int2b pair2[2] __attribute__((aligned(4)));\n"
                + "struct S { int2b a; pairI b; quad c; pair2 d[5]; quad *e; };"), "S");
        assertThat(member(s, "a").typeAlign()).isEqualTo(2);
        assertThat(member(s, "b").typeAlign()).isEqualTo(1);
        assertThat(member(s, "b").type()).isEqualTo(ArrayType.of(Scalar.INT32, 2));
        assertThat(member(s, "c").typeAlign()).isZero();
        assertThat(member(s, "c").type()).isEqualTo(new ArrayType(ArrayType.of(Scalar.INT32, 2), 3, 1));
        assertThat(member(s, "d").type()).isEqualTo(new ArrayType(new ArrayType(Scalar.INT32, 2, 2), 5, 4));
        assertThat(member(s, "e").type()).isInstanceOf(PointerType.class);
        assertThat(member(s, "e").typeAlign()).isZero();
    }

    @Test
    void anAlignmentAfterTheTypedefNameOfAStructDefinitionIsTheTypedefs() {
        Schema schema = parse("typedef struct Tag { int i; double d; } Named __attribute__((aligned(2))), Other;\n"
                + "typedef struct { int i; } Own __attribute__((packed, aligned(32)));\n"
                + "struct S { Named a; struct Tag b; Other c; Own d; };");
        // the struct keeps its own alignment, and is called Other, which is the struct (Named is it 2-aligned);
        // packed after the name is ignored, as GCC and clang ignore it
        assertThat(schema.types()).extracting(StructType::name).containsExactly("Other", "Own", "S");
        assertThat(type(schema, "Other").alignAs()).isZero();
        assertThat(type(schema, "Own").alignAs()).isZero();
        assertThat(type(schema, "Own").packed()).isFalse();
        StructType s = type(schema, "S");
        assertThat(s.members()).extracting(Member::typeAlign).containsExactly(2L, 0L, 0L, 32L);
        assertThat(member(s, "a").type()).isSameAs(type(schema, "Other"));
    }

    @Test
    void aMemberOfAnArrayTypedefIsNamedByTheElementType() {
        StructType s = type(parse("typedef unsigned int row_t[4];\ntypedef row_t alias_t;\ntypedef char *names_t[2];\n"
                + "struct Light { int i; };\ntypedef struct Light lights_t[3];\n"
                + "struct S { row_t r; alias_t a[2]; names_t n; lights_t l; row_t *p; };"), "S");
        assertThat(s.members()).extracting(Member::typeName)
                .containsExactly("unsigned int", "unsigned int", "char *", "struct Light", "row_t *");
        assertThat(member(s, "a").type()).isEqualTo(ArrayType.of(ArrayType.of(Scalar.UINT32, 4), 2));
        assertThat(member(s, "n").type()).isEqualTo(ArrayType.of(new PointerType("char"), 2));
    }

    @Test
    void readsStructPackingAndAlignmentAttributes() {
        Schema s = parse("struct __attribute__((packed)) P1 { char c; int i; };\n"
                + "struct P2 { char c; int i; } __attribute__((packed));\n"
                + "struct A1 { int i; } __attribute__((aligned(16)));\n"
                + "struct __attribute__((aligned(8), packed)) A2 { int i; };\n"
                + "typedef struct { int i; } __attribute__((aligned(32))) A3;\n"
                + "typedef struct { int i; } A4 __attribute__((packed));\n"
                + "typedef __attribute__((packed)) struct { int i; } A4b;\n"
                + "__attribute__((packed, aligned(8))) struct A4c { int i; };\n"
                + "struct __declspec(align(16)) A5 { int i; };");
        assertThat(type(s, "P1").packed()).isTrue();
        assertThat(type(s, "P1").pack()).isZero();
        assertThat(type(s, "P2").packed()).isTrue();
        assertThat(type(s, "A1").alignAs()).isEqualTo(16);
        assertThat(type(s, "A1").pack()).isZero();
        assertThat(type(s, "A2").alignAs()).isEqualTo(8);
        assertThat(type(s, "A2").packed()).isTrue();
        assertThat(type(s, "A3").alignAs()).isEqualTo(32);
        // GCC and clang ignore packed after a typedef name and before 'struct', aligned(N) there outside a typedef
        assertThat(type(s, "A4").packed()).isFalse();
        assertThat(type(s, "A4b").packed()).isFalse();
        assertThat(type(s, "A4c").packed()).isFalse();
        assertThat(type(s, "A4c").alignAs()).isZero();
        assertThat(type(s, "A5").alignAs()).isEqualTo(16);
    }

    @Test
    void ignoresUnknownAttributes() {
        StructType s = type(parse("struct __attribute__((may_alias, deprecated(\"x\"))) S"
                + " { int a __attribute__((unused)); };"), "S");
        assertThat(s.members()).hasSize(1);
        assertThat(s.pack()).isZero();
    }

    @Test
    void recordsPragmaPackInForceAtTheOpeningBrace() {
        Schema s = parse("""
                #pragma pack(push, 1)
                struct A { char c; int i; };
                #pragma pack(push, 2)
                struct B { char c; int i; };
                #pragma pack(pop)
                struct C { char c; };
                #pragma pack(pop)
                struct D { char c; };
                #pragma pack(4)
                struct E { char c; };
                #pragma pack()
                struct F { char c; };
                #pragma pack(8)
                #pragma pack(push)
                #pragma pack(16)
                struct G { char c; };
                #pragma pack(pop)
                struct H { char c; };
                #pragma pack(push, r1, 2)
                #pragma pack(push, 4)
                #pragma pack(pop, r1)
                struct I { char c; };
                """);
        assertThat(s.types()).extracting(StructType::pack).containsExactly(1, 2, 1, 0, 4, 0, 16, 8, 8);
    }

    @Test
    void pragmaPackInsideAStructDoesNotChangeIt() {
        Schema s = parse("struct A {\n#pragma pack(1)\n char c; int i; };\nstruct B { int i; };");
        assertThat(type(s, "A").pack()).isZero();
        assertThat(type(s, "B").pack()).isEqualTo(1);
    }

    @Test
    void ignoresOtherPreprocessorLinesAndComments() {
        Schema s = parse("""
                #version 450 core
                #extension GL_GOOGLE_include_directive : require
                #pragma once
                #include <stdint.h>
                #include "other.h"
                #define MAX_LIGHTS \\
                        16
                #ifndef GUARD
                #if defined(X) && Y > 2
                #elif 0
                #error it's skipped here
                #endif
                // a line comment with struct Broken {
                /* a block comment
                   spanning lines */ struct /* inside */ S { int a; /* x */ }; // tail
                #endif
                """);
        assertThat(names(s)).containsExactly("S");
        assertThat(type(s, "S").position()).isEqualTo(new Position("t.h", 15, 42));
    }

    @Test
    void aBackslashAtALineEndJoinsTheLinesBeforeCommentsAreRead() {
        Schema s = parse("""
                struct A {
                    int x; // legacy path: C:\\
                    int y;
                    char z;
                };
                // see below \\
                struct Hidden { int h; };
                struct B { unsigned lo\\
                ng l; char c[1\\
                2]; };
                """);
        assertThat(names(s)).containsExactly("A", "B");
        assertThat(type(s, "A").members()).extracting(Member::name).containsExactly("x", "z");
        assertThat(member(type(s, "A"), "z").position()).isEqualTo(new Position("t.h", 4, 10));
        assertThat(member(type(s, "B"), "l").type()).isEqualTo(Scalar.ULONG);
        assertThat(member(type(s, "B"), "c").type()).isEqualTo(ArrayType.of(Scalar.INT8, 12));
    }

    @Test
    void tokensJoinedAcrossASpliceStayJoinedInMacrosAndConditions() {
        // '<' '<' split by a splice is a shift; a name and '(' split by one make a function-like macro
        Schema s = parse("#define N (1 <\\\n< 3)\n#if N >\\\n> 3 == 1\nstruct S { int a[N]; };\n#endif\n");
        assertThat(member(type(s, "S"), "a").type()).isEqualTo(ArrayType.of(Scalar.INT32, 8));
        assertThatThrownBy(() -> parse("#define F\\\n(x) 4\nstruct S { int a[F]; };"))
                .hasMessage("t.h:3:18: 'F' is a function-like macro, which constant expressions here do not expand");
    }

    @Test
    void readsEveryBuiltInCTypeSpelling() {
        String[][] table = {
            {"char", "INT8"}, {"signed char", "INT8"}, {"unsigned char", "UINT8"}, {"short", "INT16"},
            {"short int", "INT16"}, {"signed short", "INT16"}, {"unsigned short", "UINT16"},
            {"unsigned short int", "UINT16"}, {"int", "INT32"}, {"signed", "INT32"}, {"signed int", "INT32"},
            {"unsigned", "UINT32"}, {"unsigned int", "UINT32"}, {"long", "LONG"}, {"long int", "LONG"},
            {"signed long", "LONG"}, {"unsigned long", "ULONG"}, {"long unsigned int", "ULONG"},
            {"long long", "INT64"}, {"long long int", "INT64"}, {"unsigned long long", "UINT64"},
            {"unsigned long long int", "UINT64"}, {"float", "FLOAT32"}, {"double", "FLOAT64"},
            {"long double", "LONG_DOUBLE"}, {"_Bool", "BOOL"}, {"bool", "BOOL"}, {"size_t", "SIZE_T"},
            {"ssize_t", "INTPTR"}, {"ptrdiff_t", "INTPTR"}, {"intptr_t", "INTPTR"}, {"uintptr_t", "UINTPTR"},
            {"int8_t", "INT8"}, {"uint8_t", "UINT8"}, {"int16_t", "INT16"}, {"uint16_t", "UINT16"},
            {"int32_t", "INT32"}, {"uint32_t", "UINT32"}, {"int64_t", "INT64"}, {"uint64_t", "UINT64"},
            {"uint", "UINT32"}, {"float16_t", "FLOAT16"}, {"float32_t", "FLOAT32"}, {"float64_t", "FLOAT64"},
            {"uchar", "UINT8"}, {"ushort", "UINT16"}, {"ulong", "UINT64"}, {"half", "FLOAT16"},
            {"__int8", "INT8"}, {"unsigned __int8", "UINT8"}, {"__int16", "INT16"}, {"__int32 signed", "INT32"},
            {"unsigned __int32", "UINT32"}, {"__int64", "INT64"}, {"unsigned __int64", "UINT64"},
        };
        var text = new StringBuilder("struct S {\n");
        for (int i = 0; i < table.length; i++) {
            text.append(table[i][0]).append(" m").append(i).append(";\n");
        }
        StructType s = type(parse(text + "};"), "S");
        for (int i = 0; i < table.length; i++) {
            Member m = s.members().get(i);
            assertThat(m.type()).as(table[i][0]).isEqualTo(Scalar.valueOf(table[i][1]));
            assertThat(m.typeName()).isEqualTo(table[i][0]);
        }
    }

    @Test
    void readsGlslVectorAndMatrixNames() {
        StructType s = type(parse("struct G { vec2 a; dvec3 b; ivec4 c; uvec2 d; bvec3 e; i8vec4 f; u8vec2 g;"
                + " i16vec3 h; u16vec4 i; i64vec2 j; u64vec3 k; f16vec4 l; mat2 m; mat3x4 n; dmat4 o; dmat2x3 p;"
                + " f16mat3 q; f16mat4x2 r; };"), "G");
        assertThat(s.members()).extracting(Member::type).containsExactly(
                VectorType.of(Scalar.FLOAT32, 2), VectorType.of(Scalar.FLOAT64, 3), VectorType.of(Scalar.INT32, 4),
                VectorType.of(Scalar.UINT32, 2), VectorType.of(Scalar.BOOL, 3), VectorType.of(Scalar.INT8, 4),
                VectorType.of(Scalar.UINT8, 2), VectorType.of(Scalar.INT16, 3), VectorType.of(Scalar.UINT16, 4),
                VectorType.of(Scalar.INT64, 2), VectorType.of(Scalar.UINT64, 3), VectorType.of(Scalar.FLOAT16, 4),
                MatrixType.of(Scalar.FLOAT32, 2, 2), MatrixType.of(Scalar.FLOAT32, 3, 4),
                MatrixType.of(Scalar.FLOAT64, 4, 4), MatrixType.of(Scalar.FLOAT64, 2, 3),
                MatrixType.of(Scalar.FLOAT16, 3, 3), MatrixType.of(Scalar.FLOAT16, 4, 2));
    }

    @Test
    void readsOpenClVectorNames() {
        StructType s = type(parse("struct K { float3 a; int4 b; uchar16 c; double2 d; half8 e; ulong2 f;"
                + " long4 g; char2 h; ushort3 i; short8 j; uint16 k; };"), "K");
        assertThat(s.members()).extracting(Member::type).containsExactly(
                VectorType.of(Scalar.FLOAT32, 3), VectorType.of(Scalar.INT32, 4), VectorType.of(Scalar.UINT8, 16),
                VectorType.of(Scalar.FLOAT64, 2), VectorType.of(Scalar.FLOAT16, 8), VectorType.of(Scalar.UINT64, 2),
                VectorType.of(Scalar.INT64, 4), VectorType.of(Scalar.INT8, 2), VectorType.of(Scalar.UINT16, 3),
                VectorType.of(Scalar.INT16, 8), VectorType.of(Scalar.UINT32, 16));
        assertThat(s.members().getFirst().typeName()).isEqualTo("float3");
    }

    @Test
    void readsARealLookingCHeader() {
        Schema s = parse("""
                /* scene.h - shared with the renderer */
                #ifndef SCENE_H
                #define SCENE_H
                #include <stdint.h>
                #include <stddef.h>

                #ifdef __cplusplus
                extern "C" {
                #endif

                typedef unsigned int u32;
                typedef struct Material Material;

                enum LightKind { LIGHT_POINT = 0, LIGHT_SPOT = 1 };

                struct Material {
                    float albedo[3];
                    float roughness;
                    const char *name;
                };

                #pragma pack(push, 4)
                typedef struct Light_s {
                    enum LightKind kind;
                    float position[3];
                    double intensity;
                    u32 flags : 3;
                    u32 enabled : 1;
                    u32 : 0;
                    Material *material;
                    void (*on_change)(struct Light_s *self, int what);
                } Light;
                #pragma pack(pop)

                typedef struct {
                    uint32_t count;
                    size_t capacity;
                    Light lights[];
                } LightList;

                _Static_assert(sizeof(Light) > 0, "light");
                extern LightList *scene_lights(void);
                static inline u32 light_count(const LightList *l) { return l->count; }
                extern const int scene_version;
                static const struct Material default_material = { { 1, 1, 1 }, 0.5f, "default" };

                #ifdef __cplusplus
                }
                #endif
                #endif /* SCENE_H */
                """);
        assertThat(names(s)).containsExactly("Material", "Light", "LightList");
        StructType light = type(s, "Light");
        assertThat(light.pack()).isEqualTo(4);
        assertThat(light.members()).extracting(Member::name)
                .containsExactly("kind", "position", "intensity", "flags", "enabled", "", "material", "on_change");
        assertThat(member(light, "material").type()).isEqualTo(new PointerType("Material"));
        assertThat(member(light, "on_change").type()).isEqualTo(new PointerType("void (struct Light_s*self, int what)"));
        StructType list = type(s, "LightList");
        assertThat(list.pack()).isZero();
        assertThat(member(list, "lights").type()).isEqualTo(ArrayType.runtimeSized(light));
        assertThat(member(list, "capacity").type()).isEqualTo(Scalar.SIZE_T);
    }

    @Test
    void readsGlslBlocks() {
        Schema s = parse("""
                #version 450
                #extension GL_EXT_shader_explicit_arithmetic_types : enable
                precision highp float;

                struct PointLight {
                    vec3 position;
                    float radius;
                    mat3 basis;
                };

                layout(std140, binding = 0) uniform Globals {
                    mat4 viewProj;
                    vec4 ambient;
                    layout(row_major) PointLight lights[4];
                } globals;

                layout(std430, set = 0, binding = 1) readonly buffer Particles {
                    uint count;
                    vec4 data[];
                };

                layout(row_major) uniform RowBlock { mat4 m; layout(column_major) mat4 c; float f; };
                layout(row_major) uniform;
                uniform Later { mat2 m; } later[2];
                """);
        assertThat(names(s)).containsExactly("PointLight", "row_major PointLight", "Globals", "Particles", "RowBlock",
                "Later");
        StructType globals = type(s, "Globals");
        assertThat(globals.position()).isEqualTo(new Position("t.h", 11, 37));
        assertThat(member(globals, "viewProj").type()).isEqualTo(MatrixType.of(Scalar.FLOAT32, 4, 4));
        assertThat(member(globals, "lights").type()).isEqualTo(ArrayType.of(type(s, "row_major PointLight"), 4));
        assertThat(member(globals, "lights").typeName()).isEqualTo("row_major PointLight");
        assertThat(member(type(s, "PointLight"), "basis").type()).isEqualTo(MatrixType.of(Scalar.FLOAT32, 3, 3));
        assertThat(member(type(s, "row_major PointLight"), "basis").type())
                .isEqualTo(MatrixType.of(Scalar.FLOAT32, 3, 3).withRowMajor(true));
        assertThat(type(s, "Particles").hasRuntimeSizedTail()).isTrue();
        StructType row = type(s, "RowBlock");
        assertThat(member(row, "m").type()).isEqualTo(MatrixType.of(Scalar.FLOAT32, 4, 4).withRowMajor(true));
        assertThat(member(row, "c").type()).isEqualTo(MatrixType.of(Scalar.FLOAT32, 4, 4));
        assertThat(member(type(s, "Later"), "m").type()).isEqualTo(MatrixType.of(Scalar.FLOAT32, 2, 2).withRowMajor(true));
    }

    @Test
    void readsTheBlocksOfAWholeShaderAndIgnoresTheRest() {
        Schema s = parse("""
                #version 450
                layout(local_size_x = 64) in;
                layout(location = 0) in vec3 inPosition;
                layout(location = 1) in VertexData { vec2 uv; flat int id; } inData;
                layout(location = 0) out vec4 outColor;
                layout(binding = 1) uniform sampler2D albedo;
                uniform float time;
                shared uint counter;
                const float PI = 3.14159;
                layout(std140, binding = 0) uniform Frame { mat4 viewProj; vec4 tint; } frame;
                float luminance(vec3 c) { return dot(c, vec3(0.2126, 0.7152, 0.0722)); }
                void main() {
                    outColor = texture(albedo, inData.uv) * frame.tint;
                }
                """);
        assertThat(names(s)).containsExactly("Frame");
        assertThat(type(s, "Frame").members()).extracting(Member::name).containsExactly("viewProj", "tint");
    }

    @Test
    void readsStaticAssertsAndStraySemicolonsInsideStructs() {
        StructType s = type(parse("struct S { int a;; static_assert(1, \"x\"); int b; };;"), "S");
        assertThat(s.members()).extracting(Member::name).containsExactly("a", "b");
    }

    @Test
    void skipsAByteOrderMarkAndCountsColumnsAfterTabs() {
        Schema s = parse("\uFEFFstruct S {\n\tint a;\n};");
        assertThat(member(type(s, "S"), "a").position()).isEqualTo(new Position("t.h", 2, 6));
    }

    @Test
    void readsCrLfLineEndings() {
        Schema s = parse("struct S {\r\n  int a;\r\n  int b;\r\n};\r\n");
        assertThat(member(type(s, "S"), "b").position()).isEqualTo(new Position("t.h", 3, 7));
    }

    @Test
    void emptyInputHasNoTypes() {
        assertThat(parse("").types()).isEmpty();
        assertThat(parse("  // nothing\n/* */\n#pragma once\n").types()).isEmpty();
    }

    @Test
    void readsAFileUsingTheNameAsGiven(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("light.glsl");
        Files.writeString(file, "struct Light { vec3 p; };");
        Schema s = SchemaParser.parse(file);
        assertThat(s.fileName()).isEqualTo(file.toString());
        assertThat(type(s, "Light").position().file()).isEqualTo(file.toString());
    }

    @Test
    void glslLayoutAlignBecomesTheMemberAlignment() {
        var schema = SchemaParser.parse("b.glsl", "struct B { float f; layout(align = 16) vec2 v; };");
        assertThat(schema.types().getFirst().members().get(1).alignAs()).isEqualTo(16);
    }

    @Test
    void gnuExtensionKeywordOfPreprocessedHeadersIsSkipped() {
        Schema s = parse("""
                __extension__ typedef struct { long long int quot; long long int rem; } lldiv_t;
                struct S { __extension__ unsigned long long x; int y; };
                __extension__ extern int f(void);
                """);
        assertThat(type(s, "lldiv_t").members()).extracting(Member::name).containsExactly("quot", "rem");
        assertThat(type(s, "S").members().getFirst().type()).isEqualTo(Scalar.UINT64);
    }
}
