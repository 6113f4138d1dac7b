package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.abistruct.abi.CAbi;
import org.abistruct.type.Position;
import org.junit.jupiter.api.Test;

/** Each kind of bad input gives a {@link SchemaException} with the right place and a message that says why. */
class SchemaParserErrorTest {

    /** Parses {@code text} as {@code t.h} and checks the error's line, column and message. */
    static void assertError(String text, int line, int column, String message) {
        SchemaException e = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("t.h", text));
        assertThat(e).as("error for %s", text).isNotNull();
        assertThat(e.reason()).isEqualTo(message);
        assertThat(e.position()).isEqualTo(new Position("t.h", line, column));
        assertThat(e.getMessage()).isEqualTo("t.h:" + line + ":" + column + ": " + message);
    }

    /** {@link #assertError} for a message that goes on with another one's words. */
    static void assertErrorStarting(String text, int line, int column, String start) {
        SchemaException e = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("t.h", text));
        assertThat(e).as("error for %s", text).isNotNull();
        assertThat(e.reason()).startsWith(start);
        assertThat(e.position()).isEqualTo(new Position("t.h", line, column));
    }

    @Test
    void unknownType() {
        assertError("struct A {\n  vec5 v;\n};", 2, 3, "unknown type 'vec5' (did you mean 'vec2', 'vec3' or 'vec4'?)");
        // one typo from a built-in or declared name: a letter wrong, missing or extra, or two neighbours swapped
        assertError("struct A {\n  flaot f;\n};", 2, 3, "unknown type 'flaot' (did you mean 'float'?)");
        assertError("struct A { Float f; };", 1, 12, "unknown type 'Float' (did you mean 'float'?)");
        assertError("struct A { unit u; };", 1, 12, "unknown type 'unit' (did you mean 'uint'?)");
        assertError("struct A { uint8t u; };", 1, 12, "unknown type 'uint8t' (did you mean 'uint8' or 'uint8_t'?)");
        assertError("typedef int Count;\nstruct A { Cuont c; };", 2, 12, "unknown type 'Cuont' (did you mean 'Count'?)");
        assertError("struct Node { int v; };\nstruct A { struct Nodes n; };", 2, 12,
                "unknown type 'struct Nodes' (did you mean 'Node'?)");
        // too short to guess, or nothing near
        assertError("struct A { Q q; };", 1, 12, "unknown type 'Q'");
        assertError("struct A { GLfloat f; };", 1, 12, "unknown type 'GLfloat'");
        assertError("struct A {\n  Vec3 v;\n};", 2, 3, "unknown type 'Vec3' (did you mean 'vec3'?)");
        assertError("struct A { struct Nope n; };", 1, 12, "unknown type 'struct Nope'");
        assertError("struct Light { int a; };\nstruct B { light l; };", 2, 12,
                "unknown type 'light' (did you mean 'Light'?)");
        assertError("typedef Undefined T;", 1, 9, "unknown type 'Undefined'");
    }

    @Test
    void anUnknownTypeAfterAnIncludeSaysToPreprocessTheFileFirst() {
        String read = "; it may come from the #include at t.h:%d, which the schema does not read: preprocess the file"
                + " first: %s | abistruct layout --abi ID - (docs/cli.md)";
        assertError("#include <stdint.h>\n#include \"vk.h\"\nstruct A { VkExtent2D e; };", 3, 12,
                "unknown type 'VkExtent2D'" + read.formatted(1, "clang -E -P t.h"));
        assertError("#include \"light.h\"\nstruct A { struct Light l; };", 2, 12,
                "unknown type 'struct Light'" + read.formatted(1, "clang -E -P t.h"));
        assertError("#version 450\n#extension GL_GOOGLE_include_directive : require\n#include \"light.glsl\"\n"
                + "layout(std140) uniform U { Light l; };", 4, 28,
                "unknown type 'Light'" + read.formatted(3, "glslangValidator -E -S STAGE t.h"));
        // an #include after the name, or one the file does not reach, declares nothing before it
        assertError("struct A { Foo f; };\n#include \"foo.h\"", 1, 12, "unknown type 'Foo'");
        assertError("#if 0\n#include \"foo.h\"\n#endif\nstruct A { Foo f; };", 4, 12, "unknown type 'Foo'");
    }

    @Test
    void anHlslMetalOrWgslSpellingInAGlslFileIsToldItsGlslSpelling() {
        String glsl = "; AbiStruct spells shader types as GLSL does";
        assertError("#version 450\nlayout(std140) uniform U { float4x4 m; };", 2, 28,
                "unknown type 'float4x4'" + glsl + ": write 'mat4'");
        assertError("#version 450\nstruct S { f32 x; };", 2, 12, "unknown type 'f32'" + glsl + ": write 'float'");
        // the GLSL spelling, not the GLSL name one typo away (vec2), is the hint
        assertError("#version 450\nstruct S { vec2h x; };", 2, 12, "unknown type 'vec2h'" + glsl + ": write 'f16vec2'");
        assertError("#version 450\nstruct S { half3x4 m; };", 2, 12, "unknown type 'half3x4'" + glsl + ", a matrix's"
                + " columns first: HLSL's half3x4 (3 rows of 4) is 'f16mat4x3', Metal's (3 columns of 4) 'f16mat3x4'");
        // a header the file includes may declare it, so both hints stand
        assertError("#version 450\n#extension GL_GOOGLE_include_directive : require\n#include \"hlsl.glsl\"\n"
                + "struct S { float2x2 m; };", 4, 12, "unknown type 'float2x2'" + glsl + ": write 'mat2'; it may come from"
                + " the #include at t.h:3, which the schema does not read: preprocess the file first: glslangValidator -E"
                + " -S STAGE t.h | abistruct layout --abi ID - (docs/cli.md)");
        // a C file may typedef any of them, and its unknown types keep their typo hints
        assertError("struct S { float4x4 m; };", 1, 12, "unknown type 'float4x4'");
        assertError("struct S { vec3f v; };", 1, 12, "unknown type 'vec3f' (did you mean 'vec3'?)");
    }

    @Test
    void theIncludeHintPreprocessesForTheTargetOfTheAbiTheFileIsReadFor() {
        // preprocessed for the machine at hand, a header's #ifdef __aarch64__ branches are not AArch64's
        SchemaException e = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("t.h",
                "#include \"vk.h\"\nstruct A { VkExtent2D e; };", CommandLineMacros.NONE, CAbi.of("aarch64")));
        assertThat(e.reason()).contains("preprocess the file first: clang -E -P -target aarch64-linux-gnu t.h |");
    }

    @Test
    void cPlusPlusIsNamedSoWhereItMeetsAnUnknownType() {
        String cpp = ", and the schema reads C and GLSL; declare the types in C (struct, union, typedef), or keep the C++"
                + " out of the file with #ifdef __cplusplus";
        assertError("class A { public: int x; };", 1, 1, "unknown type 'class': 'class' is a C++ keyword" + cpp);
        assertError("namespace n {\nstruct A { int x; };\n}", 1, 1,
                "unknown type 'namespace': 'namespace' is a C++ keyword" + cpp);
        assertError("struct A { std::uint32_t x; };", 1, 12, "unknown type 'std': 'std::' is C++" + cpp);
        // a C file may name a type so
        SchemaParser.parse("t.h", "typedef int class;\nstruct A { class c; };");
        // preprocessing as C reads no C++: the #include is not why
        assertError("#include <cstdint>\nclass A { public: int x; };", 2, 1,
                "unknown type 'class': 'class' is a C++ keyword" + cpp);
    }

    @Test
    void alignasCannotAlignATypedef() {
        String why = " cannot be applied to a typedef (C11 6.7.5; GCC and clang refuse it): write"
                + " __attribute__((aligned(N)))";
        assertError("typedef _Alignas(8) int x8;", 1, 9, "_Alignas" + why);
        assertError("typedef int alignas(1) x1;", 1, 13, "alignas" + why);
        // after a declarator, just after the token before it, where clang refuses it ("expected ';'")
        String after = " cannot follow the declarator of '%s': it is a specifier, written before the declarator (C11"
                + " 6.7.5; clang and GCC refuse it)";
        assertError("typedef int x, y alignas(2);", 1, 17, "alignas" + after.formatted("y"));
        assertError("typedef struct { int i; } S _Alignas(4);", 1, 28, "_Alignas" + after.formatted("S"));
    }

    @Test
    void aLineJoinThatDependsOnAnUndecidedExtensionLineIsRefused() {
        String why = "whether this backslash joins two lines depends on a conditional this file does not decide:"
                + " before GLSL 4.20 glslang joins lines only from '#extension GL_ARB_shading_language_420pack :"
                + " enable' (or 'all : warn') to a ': disable', and the one at line 3 is inside it; decide the"
                + " conditional (with -D or -U) or put the #extension outside it";
        assertError("#version 330\n#ifdef PACK\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n"
                + "struct S { vec4 a; // C:\\\n float b; };", 5, 25, why);
        // ... also one ending a comment on that line, after 'enable' (glslang turns the extension on there)
        assertError("#version 330\n#ifdef PACK\n#extension GL_ARB_shading_language_420pack : enable // C:\\\n#endif\n"
                + "struct S { vec4 a; };", 3, 58, why);
        // ... and one in a block comment: glslang refuses it unjoined, and joined it may end the comment
        String undecided = "#version 330\n#ifdef PACK\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n";
        assertError(undecided + "/* C:\\\n*/ struct S { vec4 a; };", 5, 6, why);
        assertError(undecided + "/* // C:\\\n\n*/ struct S { vec4 a; };", 5, 9, why);
        // ... and one in code, though a literal holds a '//' before it, and though only a blank line follows
        assertError(undecided + "#pragma \"x // y\" \\\n\nstruct S { vec4 a; };", 5, 18, why);
        // ... also after an undecided '#extension all : warn', which turns every extension on
        assertError("#version 330\n#ifdef PACK\n#extension all : warn\n#endif\nstruct S { vec4 a; // C:\\\n float b; };",
                5, 25, why);
        // with no backslash before a line end after it, nothing depends on it
        assertThat(SchemaParser.parse("t.h", "#version 330\n#ifdef PACK\n#extension GL_ARB_shading_language_420pack"
                + " : enable\n#endif\nstruct S { vec4 a; // C:\\ \n float b; };").types()).hasSize(1);
    }

    @Test
    void whereGlslangJoinsNoLinesABackslashBeforeALineEndIsRefusedButAtTheEndOfALineComment() {
        String why = "glslang joins no lines here (before GLSL 4.20 only from '#extension"
                + " GL_ARB_shading_language_420pack : enable' to a ': disable') and refuses a backslash before a line"
                + " end outside a // comment";
        // in a block comment, an #if 0 block, a directive (GlslLineContinuationTest), at the backslash
        assertError("#version 330\nstruct S { vec4 a; /* C:\\\n */ };", 2, 25, why);
        assertError("#version 410 core\n#if 0\n  int a \\\n b;\n#endif\nstruct S { vec4 a; };", 3, 9, why);
        assertError("#version 330\n#pragma optimize(on) \\\r\n\r\nstruct S { vec4 a; };", 2, 22, why);
        assertError("#version 100\n/* C:\\\n */ struct S { vec4 a; };", 2, 6,
                "glslang joins no lines here (none before ES 3.00) and refuses a backslash before a line end outside a"
                        + " // comment");
        // the comment ends at the line end (glslang warns), in an #if 0 block too; glslang reads ' as punctuation
        assertThat(SchemaParser.parse("t.h", "#version 330\n#if 0\n' // C:\\\n#endif\nstruct S { vec4 a; // C:\\\n"
                + " float b; };").type("S")).hasValueSatisfying(s -> assertThat(s.members()).hasSize(2));
    }

    @Test
    void aCommentJoinThatChangesNothingDoesNotDependOnAnUndecidedExtensionLine() {
        // a '//' comment's backslash before a blank line or another '//' comment: joined or not, glslang reads the
        // same tokens (GlslLineContinuationTest)
        String undecided = "#version 330\n#ifdef PACK\n#extension GL_ARB_shading_language_420pack : enable\n#endif\n";
        for (String comments : List.of("// C:\\\n\n", "// C:\\\r\n \t\r\n", "/* x */ // C:\\\n  // D:\\\n// more\n",
                "#define X 1 // C:\\\n\n")) {
            assertThat(SchemaParser.parse("t.h", undecided + "struct S {\n" + comments + " float kept; };").type("S"))
                    .as(comments).hasValueSatisfying(s -> assertThat(s.members()).hasSize(1));
        }
        // the last line of a chain of them decides: here it would swallow a member
        assertError(undecided + "struct S { vec4 a; // C:\\\n// D:\\\n float b; };", 6, 6,
                "whether this backslash joins two lines depends on a conditional this file does not decide: before"
                        + " GLSL 4.20 glslang joins lines only from '#extension GL_ARB_shading_language_420pack :"
                        + " enable' (or 'all : warn') to a ': disable', and the one at line 3 is inside it; decide the"
                        + " conditional (with -D or -U) or put the #extension outside it");
    }

    @Test
    void alignasCannotAlignABitfield() {
        String why = " (C11 6.7.5; GCC and clang refuse it): write __attribute__((aligned(N)))";
        assertError("struct S { char c; _Alignas(8) int x : 3; };", 1, 20,
                "_Alignas cannot be applied to bitfield 'x'" + why);
        assertError("struct S { char c; int alignas(4) : 0; char d; };", 1, 24,
                "alignas cannot be applied to unnamed bitfield" + why);
    }

    @Test
    void unterminatedStruct() {
        assertError("struct Light {\n  vec3 position;\n  float radius;\n", 1, 8,
                "unterminated struct 'Light': expected '}' before end of file");
        assertError("struct Light {\n  vec3 position;\n  float radius", 1, 8,
                "unterminated struct 'Light': expected '}' before end of file");
        assertError("union U { int a[", 1, 7, "unterminated union 'U': expected '}' before end of file");
        assertError("struct O { struct I { int x;", 1, 19, "unterminated struct 'I': expected '}' before end of file");
        assertError("typedef struct Tag { int x;", 1, 16, "unterminated struct 'Tag': expected '}' before end of file");
        assertError("typedef struct { int x;", 1, 9, "unterminated struct: expected '}' before end of file");
        assertError("struct O { struct { int x;", 1, 12, "unterminated struct: expected '}' before end of file");
        assertError("uniform Block { vec4 v;", 1, 9, "unterminated uniform block 'Block': expected '}' before end of file");
    }

    @Test
    void unterminatedFunctionBody() {
        assertError("struct A { int a; };\nvoid f(void) {\n  if (x) {\n}\nstruct B { int b; };\nstruct C { double c; };",
                2, 14, "unterminated function body of 'f': expected '}' before end of file");
        assertError("void main() {", 1, 13, "unterminated function body of 'main': expected '}' before end of file");
    }

    @Test
    void positionsCountOldMacLineEnds() {
        assertError("struct A {\r  int a;\r  Foo b;\r};", 3, 3, "unknown type 'Foo'");
        assertError("struct A {\r\n  int a;\r\n  Foo b;\r\n};", 3, 3, "unknown type 'Foo'");
    }

    @Test
    void positionsAfterASpliceAreWhereTheTextIsWritten() {
        // as GCC and clang place them: the line after a spliced one, the first character of a spliced name
        assertError("struct A {\n    int x; // comment \\\n    int y;\n    Foo z;\n};", 4, 5, "unknown type 'Foo'");
        assertError("struct A {\n  int x; Fo\\\no z;\n};", 2, 10, "unknown type 'Foo'");
        assertError("struct A {\r\n  int x; \\  \r\n  Bar b; /\\\r\n* c */ Baz c;\r\n};", 3, 3, "unknown type 'Bar'");
        // GCC's place for a name that starts right after a splice (clang names the backslash)
        assertError("struct A {\n  int x;\\\nBar b;\n};", 3, 1, "unknown type 'Bar'");
        // a missing ';' belongs just after the name's last character, on the line it ends on
        assertError("struct A {\n  int ra\\\ndius\n};", 3, 5, "expected ';' after member 'radius' but found '}'");
        // ... and not after a splice that follows it (clang: 1:17)
        assertError("struct S { int a\\\n };", 1, 17, "expected ';' after member 'a' but found '}'");
        // the #endif is in the #if line's comment, as in GCC and clang
        assertError("#if 0 // x \\\n#endif\nstruct S { int a; };\n", 1, 2,
                "unterminated #if: expected #endif before end of file");
    }

    @Test
    void missingSemicolon() {
        assertError("struct Circle {\n  float radius\n};", 2, 15, "expected ';' after member 'radius' but found '}'");
        assertError("struct P {\n  float x, y\n  float z;\n};", 2, 13, "expected ';' after member 'y' but found 'float'");
        assertError("struct A { int x; }", 1, 20, "expected ';' after struct 'A' but found end of file");
        assertError("struct A { int x; }\nstruct B { int y; };", 1, 20, "expected ';' after struct 'A' but found 'struct'");
        assertError("typedef int T\nstruct B { int y; };", 1, 14, "expected ';' after typedef 'T' but found 'struct'");
    }

    @Test
    void badArraySize() {
        // C's [0] is GNU's zero-length array (ZeroLengthArraysClangTest); glslang refuses one
        assertError("#version 450\nstruct A {\n  float a[0];\n};", 3, 11, "array size of 'a' must be at least 1 but is 0");
        assertError("struct A { int a[-3]; };", 1, 18, "array size of 'a' must be at least 1 but is -3");
        assertError("struct A { int a[N]; };", 1, 18,
                "'N' is not an enumeration constant, const integer or object-like macro defined before this constant expression");
        assertError("struct A { int a[2 *]; };", 1, 21,
                "expected an integer constant expression (array size of 'a') but found ']'");
        assertError("struct A { int a[1.5]; };", 1, 18, "array size of 'a': '1.5' is not an integer literal");
        assertError("struct A { int a[99999999999999999999]; };", 1, 18,
                "array size of 'a': '99999999999999999999' is too large");
        assertError("struct A { int a[4294967296][4294967296]; };", 1, 16, "array 'a' has too many elements");
        assertError("struct A { int a[2 }; };", 1, 20, "expected ']' after the array size but found '}'");
        assertError("struct A { int a[2][]; };", 1, 16, "only the first array dimension of 'a' may be empty");
        assertError("typedef int Row[]; ", 1, 13, "array typedef 'Row' must give its size");
    }

    /** At the name, where clang ("named bit-field 'x' has zero width") and gcc put it, not at the colon. */
    @Test
    void zeroWidthNamedBitfield() {
        assertError("struct F {\n  unsigned x : 0;\n};", 2, 12,
                "bitfield 'x' has zero width; only an unnamed bitfield may have width 0");
        assertError("struct T { int   yy  :  0 ; };", 1, 18,
                "bitfield 'yy' has zero width; only an unnamed bitfield may have width 0");
        assertError("struct U { int (z) : 0; };", 1, 17,
                "bitfield 'z' has zero width; only an unnamed bitfield may have width 0");
        assertError("struct V { int a, b : 0; };", 1, 19,
                "bitfield 'b' has zero width; only an unnamed bitfield may have width 0");
        assertError("#define Z 0\nstruct W { int w : Z; };", 2, 16,
                "bitfield 'w' has zero width; only an unnamed bitfield may have width 0");
    }

    @Test
    void otherBadBitfields() {
        assertError("struct F { float f : 3; };", 1, 18, "bitfield 'f' must have an integer or bool type, not 'float'");
        assertError("struct F { int a[2] : 3; };", 1, 16, "bitfield 'a' cannot be an array");
        assertError("struct F { int *p : 3; };", 1, 17, "bitfield 'p' must have an integer or bool type, not 'int *'");
        assertError("struct F { int x : -1; };", 1, 20, "bit width of bitfield 'x' must not be negative but is -1");
        assertError("struct F { int x : 3000000000; };", 1, 20, "bit width of bitfield 'x' is too large: 3000000000");
        assertError("struct F { int x : y; };", 1, 20,
                "'y' is not an enumeration constant, const integer or object-like macro defined before this constant expression");
    }

    @Test
    void runtimeArrayNotLast() {
        assertError("struct B {\n  uint count;\n  vec4 items[];\n  uint tail;\n};", 3, 8,
                "runtime-sized array 'items' must be the last member of struct 'B'");
    }

    @Test
    void duplicateMember() {
        assertError("struct S {\n  int x;\n  float y, x;\n};", 3, 12,
                "duplicate member 'x' in struct 'S' (first declared at t.h:2:7)");
    }

    @Test
    void duplicateType() {
        assertError("struct S { int x; };\nunion S { int y; };", 2, 1, "'S' is declared as a struct at t.h:1:8, not a"
                + " union (clang refuses it: use of 'S' with tag type that does not match previous declaration)");
        // struct T { int y; }; would be another name than the typedef name, as in C (TagTypedefNamesClangTest)
        assertError("typedef int T;\ntypedef struct { int y; } T;", 2, 27, "duplicate type 'T' (first declared at"
                + " t.h:1:13)");
        assertError("typedef int T;\ntypedef float T;", 2, 15, "duplicate type 'T' (first declared at t.h:1:13)");
        assertError("struct A { struct A { int x; } a; };", 1, 19, "duplicate type 'A': it is the enclosing struct");
        assertError("struct F;\nunion F { int x; };", 2, 1, "'F' is declared as a struct at t.h:1:8, not a union"
                + " (clang refuses it: use of 'F' with tag type that does not match previous declaration)");
    }

    @Test
    void theNamesOfUntaggedNestedStructsClashWithNothing() {
        // clang: "duplicate member 'in'"; the two untagged structs of the members are both V::in
        assertError("struct V { struct { int a; } in; union { struct { int b; } in; int c; }; };", 1, 60,
                "duplicate member 'in' in struct 'V' (first declared at t.h:1:30)");
        assertThat(SchemaParser.parse("t.h", "struct S { struct { int a; } (*fp)(void); int b; };").types())
                .as("a parenthesised declarator names the struct").extracting(org.abistruct.type.StructType::name)
                .containsExactly("S::fp", "S");
        assertThat(SchemaParser.parse("t.h", "struct O { struct { int a; } volatile (*fp)(void); };").types())
                .extracting(org.abistruct.type.StructType::name).containsExactly("O::fp", "O");
        Schema s = SchemaParser.parse("t.h", "struct Outer_inner { int x; };\nstruct Outer { struct { int a; } inner;"
                + " struct Outer_inner b; };\ntypedef int Outer_u;\nstruct W { union { int i; } Outer_u; };");
        assertThat(s.types()).extracting(org.abistruct.type.StructType::name)
                .containsExactly("Outer_inner", "Outer::inner", "Outer", "W::Outer_u", "W");
    }

    @Test
    void structContainingItself() {
        assertError("struct A {\n  int x;\n  struct A self;\n};", 3, 3,
                "struct 'A' cannot contain itself by value (use a pointer)");
        assertError("struct A { A self[2]; };", 1, 12, "struct 'A' cannot contain itself by value (use a pointer)");
        assertError("typedef struct A AT;\nstruct A { AT self; };", 2, 12,
                "struct 'A' cannot contain itself by value (use a pointer)");
        assertError("typedef struct Tag { struct Tag t; } Name;", 1, 22,
                "struct 'Tag' cannot contain itself by value (use a pointer)");
        assertError("typedef union Tag { Name n; } Name;", 1, 21,
                "union 'Name' cannot contain itself by value (use a pointer)");
    }

    @Test
    void incompleteAndNonObjectTypes() {
        assertError("struct F;\nstruct S { struct F f; };", 2, 12,
                "incomplete type 'struct F': it is declared at t.h:1:8 but not defined before this member"
                        + " (a pointer to it would do)");
        assertError("struct S { void v; };", 1, 12, "'void' is not a member type (only a pointer to void is)");
        assertError("typedef int fn(int);\nstruct S { fn f; };", 2, 12,
                "'fn' is a function type; only a pointer to it can be a member");
        assertError("struct S { int f(int); };", 1, 16,
                "member 'f' is a function; only a pointer to a function can be a member");
        assertError("enum E { A };\nstruct S { struct E e; };", 2, 12, "'E' is declared as an enum at t.h:1:6, not a"
                + " struct (clang refuses it: use of 'E' with tag type that does not match previous declaration)");
        assertError("struct U { int x; };\nstruct S { union U u; };", 2, 12, "'U' is declared as a struct at t.h:1:8,"
                + " not a union (clang refuses it: use of 'U' with tag type that does not match previous declaration)");
    }

    @Test
    void invalidTypeWords() {
        // at the word that cannot combine with those before it, or at the sign a float cannot have, as clang
        assertError("struct S { short long x; };", 1, 18, "invalid type 'short long'");
        assertError("struct S { unsigned float x; };", 1, 12, "invalid type 'unsigned float'");
        assertError("struct S { float unsigned x; };", 1, 18, "invalid type 'float unsigned'");
        assertError("struct S { long long long x; };", 1, 22, "invalid type 'long long long'");
    }

    @Test
    void badNamesAndTokens() {
        assertError("struct S { int typedef; };", 1, 16, "expected a member name but found 'typedef'");
        assertError("struct S { int float; };", 1, 16, "invalid type 'int float'");
        assertError("struct S { 42 x; };", 1, 12, "expected a member type but found '42'");
        assertError("struct S { int @x; };", 1, 16, "unexpected character '@'");
        assertError("struct S { int x\u00e9; };", 1, 17, "unexpected character U+00E9");
        assertError("struct { int x; };", 1, 8, "a struct at file scope needs a name: write 'struct Name {'");
        assertError("= 3;", 1, 1, "expected a declaration (struct, union, typedef, enum or a GLSL block) but found '='");
        assertError("struct S { int x; };\n}", 2, 1,
                "expected a declaration (struct, union, typedef, enum or a GLSL block) but found '}'");
        assertError("typedef struct { int x; } *P;", 1, 9,
                "an anonymous struct in a typedef needs a plain typedef name or a tag");
        assertError("uniform Block { sampler2D tex; };", 1, 17,
                "'sampler2D' is an opaque GLSL type with no memory layout; it cannot be a member");
        assertError("uniform Block { vec4 v; }\nuniform Other { vec4 w; };", 1, 26,
                "expected ';' after uniform block 'Block' but found 'uniform'");
        assertError("struct S { char c = 'x; };", 1, 21, "unterminated character literal: expected ' before end of line");
    }

    @Test
    void aNameInAnAnonymousMemberMustNotClashWithTheEnclosingStructs() {
        // clang: "duplicate member 'x'" at the later one, and "member of anonymous union redeclares 'x'"
        assertError("struct D { union { int x; }; int x; };", 1, 34,
                "duplicate member 'x' in struct 'D' (first declared at t.h:1:24)");
        assertError("struct D { int x; union { int x; }; };", 1, 31,
                "duplicate member 'x' in struct 'D' (first declared at t.h:1:16)");
        assertError("struct D {\n  union { int x; };\n  struct { struct { char y, x; }; };\n};", 3, 29,
                "duplicate member 'x' in struct 'D' (first declared at t.h:2:15)");
        assertError("union U { struct { int a; }; struct { int b, a; }; };", 1, 46,
                "duplicate member 'a' in union 'U' (first declared at t.h:1:24)");
    }

    @Test
    void anEnumWiderThan32BitsIsRefusedByValueOnly() {
        String big = "enum Big { X = 0x100000000 };\n";
        String reason = "'enum Big' holds values from 4294967296 to 4294967296, which no 32-bit integer type holds"
                + " ('X' at t.h:1:12 is 4294967296): GCC and clang make an enum 8 bytes wide when a value needs more"
                + " than 32 bits, and MSVC 4, so its layout depends on the ABI (a file read for one C ABI but a"
                + " Microsoft one takes it); give it a fixed underlying type (enum Big : int64_t)";
        assertError(big + "struct W { char c; enum Big b; };", 2, 20, reason);
        assertError(big + "typedef enum Big BigT;\nstruct W { BigT b[2]; };", 3, 12, reason);
        assertError("typedef enum { A = -1, B = 0x80000000 } Mixed;\nstruct W { Mixed m; };", 2, 12,
                "this enum holds values from -1 to 2147483648, which no 32-bit integer type holds ('B' at t.h:1:24 is"
                        + " 2147483648): GCC and clang make an enum 8 bytes wide when a value needs more than 32 bits,"
                        + " and MSVC 4, so its layout depends on the ABI (a file read for one C ABI but a Microsoft"
                        + " one takes it); give it a fixed underlying type (enum : int64_t)");
        // GCC and clang: 16 bytes (the enum is 8), MSVC: 8; the schema reads neither value, so it cannot tell
        assertErrorStarting("#define BIT(n) (1ULL << (n))\nenum F { F0 = BIT(0), F40 = BIT(40) };\nstruct S { char c; enum F f; };",
                3, 20, "the width of 'enum F' depends on its values (GCC and clang make an enum 8 bytes wide when a"
                        + " value needs more than 32 bits, and MSVC 4), and the value of 'F0' cannot be read (");
        // 2^64 - 1 is read, and the fixed type suggested holds it
        assertError("enum G { G0 = 1, GX = ~0ULL };\nstruct S { enum G g; };", 2, 12, "'enum G' holds values from 1 to"
                + " 18446744073709551615, which no 32-bit integer type holds ('GX' at t.h:1:18 is 18446744073709551615):"
                + " GCC and clang make an enum 8 bytes wide when a value needs more than 32 bits, and MSVC 4, so its"
                + " layout depends on the ABI (a file read for one C ABI but a Microsoft one takes it); give it a fixed"
                + " underlying type (enum G : uint64_t)");
        assertError("enum E { A };\nenum E { B = 2 };", 2, 6, "duplicate type 'E' (first declared at t.h:1:6)");
        assertErrorStarting("#ifdef WIDE\nenum E { EA = 2 };\n#else\nenum E { EA = 1 };\n#endif", 4, 6,
                "type 'E' is declared in two branches of the #if at line 1");
        assertThat(SchemaParser.parse("t.h", "enum E : uint8_t;\nenum E : uint8_t { A };\nstruct S { enum E e; };")
                .type("S")).isPresent();
        // clang: 2 bytes for x86_64-linux-gnu, 4 for x86_64-pc-windows-msvc; and "redeclared with different underlying type"
        assertErrorStarting("#ifdef _WIN32\nenum E : int;\n#else\nenum E : short;\n#endif\nstruct S { enum E e; };", 4, 6,
                "type 'E' is declared in two branches of the #if at line 1");
        assertError("enum E : long long { A };\nenum E : char;", 2, 6, "duplicate type 'E' (first declared at t.h:1:6)");
        assertErrorStarting("enum E { A = sizeof(int) };\nstruct S { enum E e; };", 2, 12, "the width of 'enum E'");
        assertThat(catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("t.h",
                "enum E { A = sizeof(int) };\nstruct S { enum E e; };")).reason()).endsWith("(enum E : int32_t, say)");
        assertErrorStarting("enum W { A = 5000000000, B = FOO };\nstruct S { enum W w; };", 2, 12,
                "'enum W' holds values from 5000000000 to 5000000000");
        assertThat(catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("t.h",
                "enum U { A = 0x80000000u, C = FOO };\nstruct S { enum U u; };")).reason()).endsWith("(enum U : uint32_t, say)");
        assertThat(SchemaParser.parse("t.h", "typedef enum E E_t;\nenum E { A, B };\nstruct S { E_t x; };").type("S"))
                .as("a typedef before the body, as compilers accept").isPresent();
        assertThat(SchemaParser.parse("t.h", big + "struct P { enum Big *p; };").type("P")).isPresent();
        assertThat(SchemaParser.parse("t.h", "enum Big : int64_t { X = 0x100000000 }; struct S { enum Big b; };")
                .type("S")).isPresent();
    }

    @Test
    void aCompleteTaggedStructWithoutAMemberNameIsRefused() {
        // standard C: declares the tag only; MSVC (and clang's Windows targets): an anonymous member
        String tail = "' without a member name declares only its tag in standard C, but MSVC makes it an anonymous"
                + " member, so the layout depends on the ABI: name the member, or write the struct out without a tag"
                + " for an anonymous member";
        assertError("struct O { struct T { int q; }; int y; };", 1, 12, "'struct T" + tail);
        assertError("struct T { int q; }; struct O { struct T; int y; };", 1, 33, "'struct T" + tail);
        assertError("union U { int a; };\nstruct O { char c; union U; };", 2, 20, "'union U" + tail);
        assertError("typedef struct T { int q; } TT; struct O { struct T; };", 1, 44, "'struct T" + tail);
        assertError("typedef struct { int q; } TW;\nstruct O { TW; int y; };", 2, 12, "'TW" + tail.replace(
                "only its tag", "nothing"));
    }

    @Test
    void anonymousMembersFollowTheRulesOfAnyMember() {
        // clang: "flexible array member 'd' not allowed in otherwise empty struct"
        assertError("struct E { struct { int d[]; }; int z; };", 1, 25,
                "runtime-sized array 'd' needs another named member before it in struct 'E::(anonymous at 1:12)'");
        assertError("struct E { int n; int d[]; struct { int z; }; };", 1, 23,
                "runtime-sized array 'd' must be the last member of struct 'E'");
        assertError("struct A { char c; __attribute__((packed)) struct { int x; }; };", 1, 20,
                "__attribute__((packed)) on an anonymous struct member is not supported; pack the struct instead");
    }

    @Test
    void glslHasNoAnonymousMembers() {
        assertError("#version 450\nstruct G { float a; struct { float f; }; };", 2, 21,
                "anonymous struct members are C11; GLSL has none: name the member after '}'");
        assertError("uniform B { vec4 a; union { vec4 f; }; };", 1, 21,
                "anonymous union members are C11; GLSL has none: name the member after '}'");
        assertError("uniform Blk { struct { struct { float a; }; float b; } s; float c; } blk;", 1, 24,
                "anonymous struct members are C11; GLSL has none: name the member after '}'");
    }

    @Test
    void anonymousMembersCountAsNestedDefinitions() {
        String deep = "struct A { " + "struct { ".repeat(70) + "int x; " + "};".repeat(70) + " };";
        // A and 63 anonymous structs are open when the 64th anonymous one begins
        int column = "struct A { ".length() + 63 * "struct { ".length() + 1;
        assertError(deep, 1, column, "struct 'A::(anonymous at 1:" + column + ")' is nested more than 64 definitions deep");
    }

    @Test
    void unterminatedComment() {
        assertError("struct S { int x; };\n  /* never closed\n struct T {};", 2, 3,
                "unterminated comment: expected '*/' before end of file");
    }

    @Test
    void badAlignment() {
        assertError("struct S { alignas(3) int x; };", 1, 20, "alignment 3 is not a power of two");
        String byType = "alignas(type) is not supported: a type's alignment depends on the ABI, and a schema is laid"
                + " out under every ABI; write the alignment in bytes (a file read for one C ABI takes it)";
        assertError("struct S { alignas(double) int x; };", 1, 20, byType);
        assertError("struct S { alignas(int32_t) int x; };", 1, 20, byType);
        assertError("struct S { alignas(1 << 3) int x; alignas(2 * 3) int y; };", 1, 43, "alignment 6 is not a power of two");
        assertError("struct S { int x __attribute__((aligned)); };", 1, 33, "__attribute__((aligned)) without a value is"
                + " the target's largest alignment (16, or 8 on IBM Z and 32-bit Arm), and a schema is laid out under"
                + " every ABI; write aligned(N) (a file read for one C ABI takes it)");
        assertError("struct S { alignas(1073741824) int x; };", 1, 20, "alignment 1073741824 is larger than 268435456");
        assertError("struct S { int x __attribute__((packed)); };", 1, 16,
                "__attribute__((packed)) on member 'x' is not supported; pack the struct instead");
    }

    @Test
    void badPragmaPack() {
        assertError("#pragma pack(3)\nstruct S { int x; };", 1, 14, "#pragma pack value must be 1, 2, 4, 8 or 16 but found '3'");
        assertError("#pragma pack(push, 32)", 1, 20, "#pragma pack value must be 1, 2, 4, 8 or 16 but found '32'");
        assertError("\n#pragma pack(pop)", 2, 14, "#pragma pack(pop) without a matching #pragma pack(push)");
        for (String name : new String[] {"ms_struct", "__gcc_struct__"}) {
            assertError("struct S { int x __attribute__((" + name + ")); char c; };", 1, 33, "__attribute__(("
                    + name + ")) changes the layout in a way the schema does not read; declare the struct without it,"
                    + " or lay it out under the ABI that decides it");
        }
        assertError("struct S { int x __attribute__((ext_vector_type(4))); char c; };", 1, 33,
                "'ext_vector_type' attribute only applies to typedefs (clang refuses it elsewhere)");
        assertError("#define PACKN 1\n#pragma pack(push, PACKN)\nstruct S { char c; int i; };\n#pragma pack(pop)", 2, 20,
                "'PACKN' is a macro here: clang replaces it in #pragma pack (a pack value), GCC reads it as a label, so"
                        + " the packing would depend on the compiler; write the value, or a label that is no macro");
        assertError("#pragma pack(push, a)\n#pragma pack(pop, b)", 2, 14,
                "#pragma pack(pop, b) without a matching #pragma pack(push, b)");
        assertError("#pragma pack 4", 1, 14, "expected '(' in #pragma pack but found '4'");
        assertError("#pragma pack(4", 1, 15, "expected ')' in #pragma pack but found end of line");
        // "found end of line" points where the line ended (clang's place), not at the next line's start
        assertError("#pragma pack\nstruct A { int a; };", 1, 13, "expected '(' in #pragma pack but found end of line");
        assertError("#pragma pack(4\nstruct A { int a; };", 1, 15, "expected ')' in #pragma pack but found end of line");
        assertError("#pragma pack  /* c */ \r\nstruct A { int a; };", 1, 23,
                "expected '(' in #pragma pack but found end of line");
        assertError("#pragma pack // c\rstruct A { int a; };", 1, 18,
                "expected '(' in #pragma pack but found end of line");
        assertError("#pragma pack(push, \\\n  \n", 2, 3,
                "expected a pack value (1, 2, 4, 8 or 16) in #pragma pack but found end of line");
        assertError("#pragma pack(4) x", 1, 17, "unexpected 'x' after #pragma pack(...)");
        assertError("#pragma pack(maybe)", 1, 14,
                "expected 'push', 'pop', a pack value or ')' in #pragma pack but found 'maybe'");
    }

    @Test
    void tooDeepNestingIsAnErrorNotAStackOverflow() {
        String deep = "struct S { ".repeat(10_000);
        SchemaException e = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("t.h", deep));
        assertThat(e).isNotNull();
        String named = "struct A { " + "struct { ".repeat(100) + "int x; } m;".repeat(100) + " };";
        // The 65th open definition is the 64th anonymous one, named after the 37th "} m" from the left.
        int column = "struct A { ".length() + 100 * "struct { ".length() + 36 * "int x; } m;".length() + 10;
        assertError(named, 1, column, "struct 'A" + "::m".repeat(64) + "' is nested more than 64 definitions deep");
    }

    @Test
    void tooDeepParameterListsAreAnErrorNotAStackOverflow() {
        // clang refuses a parameter declared in 129 nested parameter lists ("function scope depth exceeded maximum of
        // 127"), at its first token, and takes an empty 129th list (ParameterDepthClangTest)
        String reason = "a parameter is declared in more than 128 nested parameter lists, which clang refuses (function"
                + " scope depth exceeded maximum of 127)";
        String lists129 = "int f(" + "int (*)(".repeat(128) + ")".repeat(129) + ";\nstruct A { int x; };";
        assertThat(SchemaParser.parse("t.h", lists129).types()).hasSize(1);
        String withParameter = "struct A { int (*f)(" + "int (*)(".repeat(127) + "int" + ")".repeat(128) + "; };";
        assertThat(SchemaParser.parse("t.h", withParameter).types()).hasSize(1);
        int column = "struct A { int (*f)(".length() + 128 * "int (*)(".length() + 1;
        for (String innermost : List.of("int", "void", "...", "int x, ...")) {
            String parameter129 = "struct A { int (*f)(" + "int (*)(".repeat(128) + innermost + ")".repeat(129) + "; };";
            assertError(parameter129, 1, column, reason);
        }
        String lists130 = "struct A { int (*f)(" + "int (*)(".repeat(129) + ")".repeat(130) + "; };";
        assertError(lists130, 1, column, reason);
        String deep = "int f(" + "int (*)(".repeat(10_000) + ")".repeat(10_001) + ";";
        assertError(deep, 1, column - "struct A { int (*f)(".length() + "int f(".length(), reason);
    }

    @Test
    void tooDeepTypeNestingIsAnError() {
        var text = new StringBuilder("struct T0 { int x; };\n");
        for (int i = 1; i <= 70; i++) {
            text.append("struct T").append(i).append(" { T").append(i - 1).append(" inner; };\n");
        }
        assertError(text.toString(), 65, 8, "struct 'T64' nests structs 65 deep; at most 64 levels are supported");
    }

    @Test
    void tooManyArrayDimensions() {
        assertError("struct A { int a" + "[1]".repeat(40) + "; };", 1, 113, "'a' has more than 32 array dimensions");
    }

    @Test
    void externBlockMustClose() {
        assertError("extern \"C\" {\nstruct S { int x; };\n", 3, 1, "expected '}' to close extern \"C\" { but found end of file");
    }

    @Test
    void explicitGlslOffsetsAreRefusedRatherThanIgnored() {
        assertError("struct B {\n  layout(offset = 16) vec4 v;\n};", 2, 10,
                "layout(offset = N) is not supported: the ABI computes offsets; use layout(align = N) or padding members");
    }

    /** glslang reads a bare matrix order as a name, in a struct and in a block alike ("syntax error"). */
    @Test
    void aGlslFileTakesAMatrixOrderOnlyInsideLayout() {
        String reason = "unknown type 'row_major': GLSL takes a matrix order only inside layout(...), and glslang reads"
                + " a bare row_major as a name; write layout(row_major)";
        assertError("#version 450\nstruct S { vec4 v;\n\trow_major mat4x3 m; };", 3, 2, reason);
        assertError("#version 450\nlayout(std140) uniform B { row_major mat3 m; };", 2, 28, reason);
    }

    /** glslang: "cannot use layout qualifiers on structure members"; a block member may have them. */
    @Test
    void aGlslFileRefusesLayoutQualifiersOnStructMembers() {
        String reason = "cannot use layout qualifiers on structure members (glslang refuses them); put them on the"
                + " block, or on the block member that holds the struct";
        assertError("#version 450\nstruct S {\n  float f;\n  layout(row_major) mat3 m;\n};", 4, 3, reason);
        assertError("#version 450\nstruct S { mat2 a; layout(column_major) mat3x2 m[2]; };", 2, 20, reason);
        assertError("#version 450\nstruct S { vec3 v; float f layout(align = 16); };", 2, 28, reason);
        assertError("#version 450\nbuffer B { struct { layout(align = 8) float f; } n; };", 2, 21, reason);
    }
}
